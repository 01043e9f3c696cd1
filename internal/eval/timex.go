package eval

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/lang"
	"github.com/storyline-news/storyline/internal/timex"
)

// TimeML documents and the TempEval-3 time-expression metrics.
//
// A TimeML file holds a DCT (the TIMEX3 with functionInDocument
// "CREATION_TIME") and a TEXT element with inline TIMEX3, EVENT and SIGNAL
// tags. The plain text of TEXT is the element's content with the tags
// removed and the XML entities decoded; gold spans are byte offsets into it.

// TimexAnn is one TIMEX3 annotation: a span of a document's plain text.
type TimexAnn struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	TID   string `json:"tid,omitempty"`
	Type  string `json:"type"`
	Value string `json:"value"`
	Mod   string `json:"mod,omitempty"`
}

// TimeMLDoc is a parsed TimeML file.
type TimeMLDoc struct {
	// Rel is the path relative to the directory it was read from.
	Rel string
	Raw string
	// DCT is the document creation time (date part), zero when absent.
	DCT time.Time
	// TextStart and TextEnd delimit the content of the TEXT element in Raw.
	TextStart, TextEnd int
	// Plain is the text content of TEXT; rawOff maps plain byte offsets
	// (0..len(Plain)) to offsets in Raw.
	Plain  string
	rawOff []int
	// Timexes are the TIMEX3 annotations inside TEXT (the DCT excluded).
	Timexes []TimexAnn
}

// ParseTimeML parses the TimeML document in raw.
func ParseTimeML(raw string) (*TimeMLDoc, error) {
	d := &TimeMLDoc{Raw: raw}
	if i := strings.Index(raw, "<DCT>"); i >= 0 {
		if j := strings.Index(raw[i:], "</DCT>"); j >= 0 {
			if v := tmlAttr(raw[i:i+j], "value"); len(v) >= 10 {
				if t, err := time.Parse("2006-01-02", v[:10]); err == nil {
					d.DCT = t
				}
			}
		}
	}
	if d.DCT.IsZero() {
		// a TIMEX3 with functionInDocument="CREATION_TIME" anywhere
		if i := strings.Index(raw, `functionInDocument="CREATION_TIME"`); i >= 0 {
			s := strings.LastIndex(raw[:i], "<TIMEX3")
			e := strings.Index(raw[i:], ">")
			if s >= 0 && e >= 0 {
				if v := tmlAttr(raw[s:i+e], "value"); len(v) >= 10 {
					if t, err := time.Parse("2006-01-02", v[:10]); err == nil {
						d.DCT = t
					}
				}
			}
		}
	}
	ts := strings.Index(raw, "<TEXT>")
	if ts < 0 {
		return nil, fmt.Errorf("no TEXT element")
	}
	ts += len("<TEXT>")
	te := strings.Index(raw[ts:], "</TEXT>")
	if te < 0 {
		return nil, fmt.Errorf("unterminated TEXT element")
	}
	te += ts
	d.TextStart, d.TextEnd = ts, te
	var b strings.Builder
	b.Grow(te - ts)
	off := make([]int, 0, te-ts+1)
	type open struct {
		start int
		tag   string
	}
	var stack []open
	for i := ts; i < te; {
		c := raw[i]
		switch c {
		case '<':
			j := strings.IndexByte(raw[i:te], '>')
			if j < 0 {
				return nil, fmt.Errorf("unterminated tag at %d", i)
			}
			tag := raw[i : i+j+1]
			i += j + 1
			if strings.HasPrefix(tag, "</") {
				if strings.HasPrefix(tag, "</TIMEX3") {
					for k := len(stack) - 1; k >= 0; k-- {
						if strings.HasPrefix(stack[k].tag, "<TIMEX3") {
							o := stack[k]
							stack = append(stack[:k], stack[k+1:]...)
							if tmlAttr(o.tag, "functionInDocument") == "CREATION_TIME" {
								break
							}
							p := b.Len()
							d.Timexes = append(d.Timexes, TimexAnn{
								Start: o.start, End: p, TID: tmlAttr(o.tag, "tid"),
								Type: tmlAttr(o.tag, "type"), Value: tmlAttr(o.tag, "value"), Mod: tmlAttr(o.tag, "mod"),
							})
							break
						}
					}
				}
				continue
			}
			if strings.HasSuffix(tag, "/>") {
				continue
			}
			if strings.HasPrefix(tag, "<TIMEX3") {
				stack = append(stack, open{b.Len(), tag})
			}
		case '&':
			j := strings.IndexByte(raw[i:min(te, i+12)], ';')
			if j > 0 {
				if r, ok := tmlEntity(raw[i+1 : i+j]); ok {
					for range len(r) {
						off = append(off, i)
					}
					b.WriteString(r)
					i += j + 1
					continue
				}
			}
			off = append(off, i)
			b.WriteByte(c)
			i++
		default:
			off = append(off, i)
			b.WriteByte(c)
			i++
		}
	}
	off = append(off, te)
	d.Plain = b.String()
	d.rawOff = off
	for k := range d.Timexes {
		t := &d.Timexes[k]
		t.Text = d.Plain[t.Start:t.End]
	}
	sort.SliceStable(d.Timexes, func(a, b int) bool { return d.Timexes[a].Start < d.Timexes[b].Start })
	return d, nil
}

func tmlEntity(name string) (string, bool) {
	switch name {
	case "amp":
		return "&", true
	case "lt":
		return "<", true
	case "gt":
		return ">", true
	case "quot":
		return `"`, true
	case "apos":
		return "'", true
	}
	if strings.HasPrefix(name, "#") {
		var n int64
		var err error
		if strings.HasPrefix(name, "#x") || strings.HasPrefix(name, "#X") {
			n, err = strconv.ParseInt(name[2:], 16, 32)
		} else {
			n, err = strconv.ParseInt(name[1:], 10, 32)
		}
		if err == nil && n > 0 && n < 0x110000 {
			return string(rune(n)), true
		}
	}
	return "", false
}

// tmlAttr returns the value of attribute name in an XML start tag.
func tmlAttr(tag, name string) string {
	for i := 0; ; {
		j := strings.Index(tag[i:], name+"=")
		if j < 0 {
			return ""
		}
		j += i
		if j > 0 && tag[j-1] != ' ' && tag[j-1] != '\t' && tag[j-1] != '\n' {
			i = j + len(name)
			continue
		}
		k := j + len(name) + 1
		if k >= len(tag) {
			return ""
		}
		q := tag[k]
		if q != '"' && q != '\'' {
			return ""
		}
		e := strings.IndexByte(tag[k+1:], q)
		if e < 0 {
			return ""
		}
		return tag[k+1 : k+1+e]
	}
}

// ReadTimeMLDir reads every .tml file under dir, recursively, in path order.
func ReadTimeMLDir(dir string) ([]*TimeMLDoc, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, de fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !de.IsDir() && strings.HasSuffix(de.Name(), ".tml") {
			paths = append(paths, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	docs := make([]*TimeMLDoc, 0, len(paths))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		d, err := ParseTimeML(string(b))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		d.Rel, _ = filepath.Rel(dir, p)
		docs = append(docs, d)
	}
	return docs, nil
}

// TimexCounts are the raw counts of a TempEval-3 time-expression score.
type TimexCounts struct {
	Documents    int
	Gold         int
	Predicted    int
	Strict       int // predicted spans equal to a gold span
	Relaxed      int // one-to-one overlapping pairs
	TypeCorrect  int // relaxed pairs with equal type
	ValueCorrect int // relaxed pairs with equal value
}

// Add adds o to c.
func (c *TimexCounts) Add(o TimexCounts) {
	c.Documents += o.Documents
	c.Gold += o.Gold
	c.Predicted += o.Predicted
	c.Strict += o.Strict
	c.Relaxed += o.Relaxed
	c.TypeCorrect += o.TypeCorrect
	c.ValueCorrect += o.ValueCorrect
}

// TimexMetrics are the TempEval-3 time-expression metrics.
type TimexMetrics struct {
	StrictPrecision  float64 `json:"strict_precision"`
	StrictRecall     float64 `json:"strict_recall"`
	StrictF1         float64 `json:"strict_f1"`
	RelaxedPrecision float64 `json:"relaxed_precision"`
	RelaxedRecall    float64 `json:"relaxed_recall"`
	RelaxedF1        float64 `json:"relaxed_f1"`
	TypeAccuracy     float64 `json:"type_accuracy"`
	ValueAccuracy    float64 `json:"value_accuracy"`
	ValueF1          float64 `json:"value_f1"`
	Documents        int     `json:"documents"`
	Gold             int     `json:"gold"`
	Predicted        int     `json:"predicted"`
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func harmonic(p, r float64) float64 {
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// Metrics computes the metrics from the counts: relaxed F1 × value
// accuracy is the value F1, as TempEval-3 reports it.
func (c TimexCounts) Metrics() TimexMetrics {
	m := TimexMetrics{Documents: c.Documents, Gold: c.Gold, Predicted: c.Predicted}
	m.StrictPrecision = ratio(c.Strict, c.Predicted)
	m.StrictRecall = ratio(c.Strict, c.Gold)
	m.StrictF1 = harmonic(m.StrictPrecision, m.StrictRecall)
	m.RelaxedPrecision = ratio(c.Relaxed, c.Predicted)
	m.RelaxedRecall = ratio(c.Relaxed, c.Gold)
	m.RelaxedF1 = harmonic(m.RelaxedPrecision, m.RelaxedRecall)
	m.TypeAccuracy = ratio(c.TypeCorrect, c.Relaxed)
	m.ValueAccuracy = ratio(c.ValueCorrect, c.Relaxed)
	m.ValueF1 = m.RelaxedF1 * m.ValueAccuracy
	return m
}

// TimexPair is a gold annotation and the prediction matched to it; either
// side is nil for a miss or a false alarm.
type TimexPair struct {
	Gold, Pred *TimexAnn
}

// MatchTimexes pairs gold and predicted annotations of one document, both
// sorted by start: each gold annotation takes the first unpaired prediction
// that overlaps it, preferring an exact span.
func MatchTimexes(gold, pred []TimexAnn) []TimexPair {
	used := make([]bool, len(pred))
	var pairs []TimexPair
	lo := 0
	for gi := range gold {
		g := &gold[gi]
		for lo < len(pred) && pred[lo].End <= g.Start && used[lo] {
			lo++
		}
		best := -1
		for pi := lo; pi < len(pred) && pred[pi].Start < g.End; pi++ {
			p := &pred[pi]
			if used[pi] || p.End <= g.Start {
				continue
			}
			if p.Start == g.Start && p.End == g.End {
				best = pi
				break
			}
			if best < 0 {
				best = pi
			}
		}
		if best >= 0 {
			used[best] = true
			pairs = append(pairs, TimexPair{Gold: g, Pred: &pred[best]})
		} else {
			pairs = append(pairs, TimexPair{Gold: g})
		}
	}
	for pi := range pred {
		if !used[pi] {
			pairs = append(pairs, TimexPair{Pred: &pred[pi]})
		}
	}
	return pairs
}

// ScoreTimexDoc counts one document's gold and predicted annotations.
func ScoreTimexDoc(gold, pred []TimexAnn) TimexCounts {
	c := TimexCounts{Documents: 1, Gold: len(gold), Predicted: len(pred)}
	for _, p := range MatchTimexes(gold, pred) {
		if p.Gold == nil || p.Pred == nil {
			continue
		}
		c.Relaxed++
		if p.Gold.Start == p.Pred.Start && p.Gold.End == p.Pred.End {
			c.Strict++
		}
		if p.Gold.Type == p.Pred.Type {
			c.TypeCorrect++
		}
		if p.Gold.Value == p.Pred.Value {
			c.ValueCorrect++
		}
	}
	return c
}

// TimexAnns converts extracted expressions to annotations of text.
func TimexAnns(exprs []storyline.TimeExpr) []TimexAnn {
	out := make([]TimexAnn, 0, len(exprs))
	for i, x := range exprs {
		out = append(out, TimexAnn{
			Start: x.Span.Start, End: x.Span.End, Text: x.Text, TID: "t" + strconv.Itoa(i+1),
			Type: string(x.Type), Value: x.Value, Mod: x.Mod,
		})
	}
	return out
}

// TimexEvalOptions configure EvalTimex.
type TimexEvalOptions struct {
	// PredictionsDir, when set, receives one .tml per input file: the input
	// with the gold TIMEX3 tags of TEXT replaced by the predicted ones.
	PredictionsDir string
	// Errors, when set, receives one line per miss, false alarm and wrong
	// attribute.
	Errors io.Writer
	// DCT is the reference date of documents that state none (HourGlass
	// normalizes every text against one anchor date).
	DCT time.Time
	// Lang is the ISO 639-1 code of the documents' language; "" detects it
	// from their text, all documents together.
	Lang string
}

// corpusLang returns the language of texts read together: short texts
// (HourGlass's are a sentence or two) are too short to tell one by one.
func corpusLang(texts []string) string {
	var b strings.Builder
	for _, t := range texts {
		if b.Len() > 4000 {
			break
		}
		b.WriteString(t)
		b.WriteString("\n")
	}
	return lang.Detect(b.String())
}

// TimexRun is the result of EvalTimex.
type TimexRun struct {
	Counts  TimexCounts
	Metrics TimexMetrics
}

// EvalTimex runs timex.Extract on every TimeML document under dir, with the
// document's DCT (or opts.DCT) as the reference date, in the documents'
// language, and scores it against the gold.
func EvalTimex(dir string, opts TimexEvalOptions) (*TimexRun, error) {
	docs, err := ReadTimeMLDir(dir)
	if err != nil {
		return nil, err
	}
	if len(docs) == 0 {
		return nil, fmt.Errorf("no .tml files under %s", dir)
	}
	code := opts.Lang
	if code == "" {
		texts := make([]string, len(docs))
		for i, d := range docs {
			texts[i] = d.Plain
		}
		code = corpusLang(texts)
	}
	var total TimexCounts
	for _, d := range docs {
		if d.DCT.IsZero() {
			d.DCT = opts.DCT
		}
		pred := TimexAnns(timex.ExtractWith(d.Plain, d.DCT, timex.Options{Lang: code}))
		total.Add(ScoreTimexDoc(d.Timexes, pred))
		if opts.Errors != nil {
			writeTimexErrors(opts.Errors, d, pred)
		}
		if opts.PredictionsDir != "" {
			out := filepath.Join(opts.PredictionsDir, d.Rel)
			if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
				return nil, err
			}
			if err := os.WriteFile(out, []byte(d.WithTimexes(pred)), 0o644); err != nil {
				return nil, err
			}
		}
	}
	return &TimexRun{Counts: total, Metrics: total.Metrics()}, nil
}

// ScoreTimexDirs scores the TimeML files under predDir against those with
// the same relative paths under goldDir; the predictions are the TIMEX3
// tags of each predicted file's TEXT.
func ScoreTimexDirs(goldDir, predDir string) (*TimexRun, error) {
	gold, err := ReadTimeMLDir(goldDir)
	if err != nil {
		return nil, err
	}
	var total TimexCounts
	for _, g := range gold {
		b, err := os.ReadFile(filepath.Join(predDir, g.Rel))
		if err != nil {
			return nil, err
		}
		p, err := ParseTimeML(string(b))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", g.Rel, err)
		}
		if p.Plain != g.Plain {
			return nil, fmt.Errorf("%s: predicted text differs from the gold text", g.Rel)
		}
		total.Add(ScoreTimexDoc(g.Timexes, p.Timexes))
	}
	return &TimexRun{Counts: total, Metrics: total.Metrics()}, nil
}

func writeTimexErrors(w io.Writer, d *TimeMLDoc, pred []TimexAnn) {
	ctx := func(a *TimexAnn) string {
		s, e := max(0, a.Start-50), min(len(d.Plain), a.End+30)
		return strings.ReplaceAll(d.Plain[s:a.Start]+"[["+d.Plain[a.Start:a.End]+"]]"+d.Plain[a.End:e], "\n", " ")
	}
	dct := d.DCT.Format("2006-01-02")
	for _, p := range MatchTimexes(d.Timexes, pred) {
		switch {
		case p.Pred == nil:
			fmt.Fprintf(w, "MISS\t%s\t%s\t%s\t%q\t%s\t%s\n", dct, p.Gold.Type, p.Gold.Value, p.Gold.Text, d.Rel, ctx(p.Gold))
		case p.Gold == nil:
			fmt.Fprintf(w, "FALSE\t%s\t%s\t%s\t%q\t%s\t%s\n", dct, p.Pred.Type, p.Pred.Value, p.Pred.Text, d.Rel, ctx(p.Pred))
		default:
			if p.Gold.Value != p.Pred.Value {
				fmt.Fprintf(w, "VALUE\t%s\t%s/%s\t%s/%s\t%q/%q\t%s\t%s\n", dct, p.Gold.Type, p.Pred.Type, p.Gold.Value, p.Pred.Value, p.Gold.Text, p.Pred.Text, d.Rel, ctx(p.Gold))
			} else if p.Gold.Start != p.Pred.Start || p.Gold.End != p.Pred.End {
				fmt.Fprintf(w, "EXTENT\t%s\t%s\t%s\t%q/%q\t%s\t%s\n", dct, p.Gold.Type, p.Gold.Value, p.Gold.Text, p.Pred.Text, d.Rel, ctx(p.Gold))
			}
		}
	}
}

// WithTimexes returns the document with the TIMEX3 tags of TEXT replaced by
// anns (spans of Plain). Other tags that would cross a new TIMEX3 are
// dropped so the result stays well-formed; the DCT is kept.
func (d *TimeMLDoc) WithTimexes(anns []TimexAnn) string {
	type ins struct {
		pos  int // raw offset
		open bool
		text string
	}
	// Raw offsets of each predicted span: start before the first character,
	// end after the last one.
	var inserts []ins
	for _, a := range anns {
		if a.Start < 0 || a.End > len(d.Plain) || a.Start >= a.End {
			continue
		}
		s := d.rawOff[a.Start]
		e := d.rawOff[a.End-1] + 1
		if d.Raw[d.rawOff[a.End-1]] == '&' {
			e = d.rawOff[a.End-1] + strings.IndexByte(d.Raw[d.rawOff[a.End-1]:], ';') + 1
		}
		var b strings.Builder
		b.WriteString(`<TIMEX3 tid="`)
		b.WriteString(xmlAttrEscape(a.TID))
		b.WriteString(`" type="`)
		b.WriteString(xmlAttrEscape(a.Type))
		b.WriteString(`" value="`)
		b.WriteString(xmlAttrEscape(a.Value))
		b.WriteString(`"`)
		if a.Mod != "" && a.Mod != "SINCE" {
			b.WriteString(` mod="`)
			b.WriteString(xmlAttrEscape(a.Mod))
			b.WriteString(`"`)
		}
		b.WriteString(`>`)
		inserts = append(inserts, ins{s, true, b.String()}, ins{e, false, "</TIMEX3>"})
	}
	// Walk the TEXT content, copying characters and tags, dropping gold
	// TIMEX3 tags and tags inside a predicted span whose partner is outside.
	text := d.Raw[d.TextStart:d.TextEnd]
	base := d.TextStart
	// Find tags and their partners to know which cross a predicted span.
	type tagAt struct {
		s, e    int // raw offsets
		name    string
		closing bool
		partner int
	}
	var tags []tagAt
	var stack []int
	for i := 0; i < len(text); {
		if text[i] != '<' {
			i++
			continue
		}
		j := strings.IndexByte(text[i:], '>')
		if j < 0 {
			break
		}
		tg := text[i : i+j+1]
		t := tagAt{s: base + i, e: base + i + j + 1, partner: -1}
		if strings.HasPrefix(tg, "</") {
			t.closing = true
			t.name = strings.TrimSpace(tg[2 : len(tg)-1])
			for k := len(stack) - 1; k >= 0; k-- {
				if tags[stack[k]].name == t.name {
					t.partner = stack[k]
					tags[stack[k]].partner = len(tags)
					stack = append(stack[:k], stack[k+1:]...)
					break
				}
			}
		} else {
			n := tg[1 : len(tg)-1]
			if k := strings.IndexAny(n, " \t\n/"); k >= 0 {
				n = n[:k]
			}
			t.name = n
			if !strings.HasSuffix(tg, "/>") {
				stack = append(stack, len(tags))
			}
		}
		tags = append(tags, t)
		i += j + 1
	}
	drop := make([]bool, len(tags))
	for k, t := range tags {
		if t.name == "TIMEX3" {
			drop[k] = true
		}
	}
	for q := 0; q+1 < len(inserts); q += 2 {
		s, e := inserts[q].pos, inserts[q+1].pos
		for k, t := range tags {
			if t.name == "TIMEX3" || t.partner < 0 {
				continue
			}
			in := t.s >= s && t.e <= e
			pin := tags[t.partner].s >= s && tags[t.partner].e <= e
			if in != pin {
				drop[k] = true
				drop[t.partner] = true
			}
		}
	}
	var b strings.Builder
	b.Grow(len(d.Raw) + 80*len(anns))
	b.WriteString(d.Raw[:d.TextStart])
	pos := d.TextStart
	qi, ti := 0, 0
	for pos < d.TextEnd || qi < len(inserts) {
		// inserts at pos: closings first, then openings
		for qi < len(inserts) && inserts[qi].pos <= pos {
			b.WriteString(inserts[qi].text)
			qi++
		}
		if pos >= d.TextEnd {
			break
		}
		if ti < len(tags) && tags[ti].s == pos {
			if !drop[ti] {
				b.WriteString(d.Raw[tags[ti].s:tags[ti].e])
			}
			pos = tags[ti].e
			ti++
			continue
		}
		next := d.TextEnd
		if ti < len(tags) && tags[ti].s < next {
			next = tags[ti].s
		}
		if qi < len(inserts) && inserts[qi].pos < next {
			next = inserts[qi].pos
		}
		if next <= pos {
			next = pos + 1
		}
		b.WriteString(d.Raw[pos:next])
		pos = next
	}
	b.WriteString(d.Raw[d.TextEnd:])
	return b.String()
}

func xmlAttrEscape(s string) string {
	if !strings.ContainsAny(s, `&<>"`) {
		return s
	}
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")
	return r.Replace(s)
}
