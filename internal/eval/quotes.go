package eval

import (
	"bufio"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/quotes"
	"github.com/storyline-news/storyline/internal/text"
)

// PolNeAR attributions in brat standoff and their scoring.
//
// A PolNeAR compartment (train, dev) has text/NAME.txt and
// attributions/NAME_ANNOTATOR.ann. Each attribution is an "E" event line
// linking a Cue, an optional Source and a Content text-bound annotation
// ("T" lines, character offsets, discontinuous fragments joined by ";").
// Offsets in the files count Unicode code points; here they are converted
// to byte offsets into the text.

// QuoteAttribution is one attribution: its role spans as byte-offset
// fragments of a document's text. Source is empty when there is none.
type QuoteAttribution struct {
	Source  []storyline.Span `json:"source,omitempty"`
	Cue     []storyline.Span `json:"cue"`
	Content []storyline.Span `json:"content"`
}

// PolNeARDoc is one annotated document.
type PolNeARDoc struct {
	Rel       string // compartment-relative name, "dev/NAME"
	Name      string
	Annotator string
	TextPath  string
	Text      string
	Gold      []QuoteAttribution
}

var annName = regexp.MustCompile(`^(.*)_([0-9a-z]+)\.ann$`)

// ReadPolNeAR reads every compartment under dir: dir itself or any folder
// below it holding text/ and attributions/. When several annotators' files
// exist for one text, the first in sort order is scored (PolNeAR's README
// designates none); notes says how many such documents were met.
func ReadPolNeAR(dir string) (docs []*PolNeARDoc, notes []string, err error) {
	var comps []string
	err = filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && isDir(filepath.Join(p, "text")) && isDir(filepath.Join(p, "attributions")) {
			comps = append(comps, p)
			return filepath.SkipDir
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if len(comps) == 0 {
		return nil, nil, fmt.Errorf("%s: no PolNeAR compartment (a folder with text/ and attributions/)", dir)
	}
	sort.Strings(comps)
	for _, c := range comps {
		rel, _ := filepath.Rel(dir, c)
		anns, err := filepath.Glob(filepath.Join(c, "attributions", "*.ann"))
		if err != nil {
			return nil, nil, err
		}
		sort.Strings(anns)
		seen := map[string]bool{}
		multi := 0
		for _, a := range anns {
			m := annName.FindStringSubmatch(filepath.Base(a))
			if m == nil {
				continue
			}
			name, annotator := m[1], m[2]
			if seen[name] {
				multi++
				continue
			}
			seen[name] = true
			tp := filepath.Join(c, "text", name+".txt")
			tb, err := os.ReadFile(tp)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: no text for %s: %w", c, filepath.Base(a), err)
			}
			ab, err := os.ReadFile(a)
			if err != nil {
				return nil, nil, err
			}
			gold, err := ParseBrat(string(tb), string(ab))
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %w", a, err)
			}
			docs = append(docs, &PolNeARDoc{Rel: filepath.Join(rel, name), Name: name, Annotator: annotator,
				TextPath: tp, Text: string(tb), Gold: gold})
		}
		if multi > 0 {
			notes = append(notes, fmt.Sprintf("%s: %d extra annotator files ignored (first annotator file in sort order scored)", rel, multi))
		}
	}
	return docs, notes, nil
}

// runeToByte returns a table mapping code-point offsets of text to byte
// offsets (one entry past the end).
func runeToByte(text string) []int {
	out := make([]int, 0, len(text)+1)
	for i := range text {
		out = append(out, i)
	}
	return append(out, len(text))
}

// ParseBrat reads the attributions of a brat .ann file over text. Lines
// other than T and E annotations (and the continuation of a T line whose
// text held a line break) are ignored.
func ParseBrat(text, ann string) ([]QuoteAttribution, error) {
	r2b := runeToByte(text)
	tb := map[string][]storyline.Span{}
	var events [][]string
	for ln, line := range strings.Split(ann, "\n") {
		f := strings.Split(strings.TrimRight(line, "\r"), "\t")
		if len(f) < 2 || len(f[0]) < 2 {
			continue
		}
		switch {
		case f[0][0] == 'T' && isDigits(f[0][1:]):
			sp := strings.IndexByte(f[1], ' ')
			if sp < 0 {
				return nil, fmt.Errorf("line %d: no offsets in %q", ln+1, line)
			}
			var frags []storyline.Span
			for _, fr := range strings.Split(f[1][sp+1:], ";") {
				var a, b int
				if _, err := fmt.Sscanf(fr, "%d %d", &a, &b); err != nil {
					return nil, fmt.Errorf("line %d: bad offsets %q", ln+1, fr)
				}
				if a < 0 || b < a || b >= len(r2b) {
					return nil, fmt.Errorf("line %d: offsets %d-%d outside the text", ln+1, a, b)
				}
				frags = append(frags, storyline.Span{Start: r2b[a], End: r2b[b]})
			}
			tb[f[0]] = frags
		case f[0][0] == 'E' && isDigits(f[0][1:]):
			events = append(events, strings.Fields(f[1]))
		}
	}
	var out []QuoteAttribution
	for _, ev := range events {
		var a QuoteAttribution
		for _, arg := range ev {
			k := strings.IndexByte(arg, ':')
			if k < 0 {
				continue
			}
			role, id := arg[:k], arg[k+1:]
			frags := tb[id]
			switch {
			case role == "Source":
				a.Source = append(a.Source, frags...)
			case role == "Cue":
				a.Cue = append(a.Cue, frags...)
			case strings.HasPrefix(role, "Content"):
				a.Content = append(a.Content, frags...)
			}
		}
		if len(a.Cue) == 0 && len(a.Content) == 0 {
			continue
		}
		out = append(out, a)
	}
	return out, nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// WriteBrat writes attrs as a PolNeAR .ann file over text: Source, Cue and
// Content text-bound annotations, an Attribution (or
// Attribution-no-source) trigger on the cue, and the E line linking them.
func WriteBrat(w io.Writer, text string, attrs []QuoteAttribution) error {
	b2r := make(map[int]int, 64)
	toRune := func(b int) int {
		if r, ok := b2r[b]; ok {
			return r
		}
		r := utf8.RuneCountInString(text[:b])
		b2r[b] = r
		return r
	}
	bw := bufio.NewWriter(w)
	t := 0
	tline := func(label string, frags []storyline.Span) string {
		t++
		id := "T" + strconv.Itoa(t)
		var rs, ts []string
		for _, f := range frags {
			rs = append(rs, strconv.Itoa(toRune(f.Start))+" "+strconv.Itoa(toRune(f.End)))
			ts = append(ts, strings.ReplaceAll(f.In(text), "\n", " "))
		}
		fmt.Fprintf(bw, "%s\t%s %s\t%s\n", id, label, strings.Join(rs, ";"), strings.Join(ts, " "))
		return id
	}
	for e, a := range attrs {
		src := ""
		if len(a.Source) > 0 {
			src = tline("Source", a.Source)
		}
		cue := tline("Cue", a.Cue)
		con := tline("Content", a.Content)
		label := "Attribution"
		if src == "" {
			label = "Attribution-no-source"
		}
		trig := tline(label, a.Cue)
		fmt.Fprintf(bw, "E%d\t%s:%s Content:%s Cue:%s", e+1, label, trig, con, cue)
		if src != "" {
			fmt.Fprintf(bw, " Source:%s", src)
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// QuoteAttributions converts extracted quotes to scored attributions.
// Nested quotes (ReportedBy >= 0) are left out: PolNeAR annotates only
// the outermost attribution.
func QuoteAttributions(qs []storyline.Quote) []QuoteAttribution {
	out := make([]QuoteAttribution, 0, len(qs))
	for _, q := range qs {
		if q.ReportedBy >= 0 {
			continue
		}
		a := QuoteAttribution{Cue: []storyline.Span{q.Cue}, Content: append([]storyline.Span(nil), q.Parts...)}
		if q.Source.End > q.Source.Start {
			a.Source = []storyline.Span{q.Source}
		}
		out = append(out, a)
	}
	return out
}

// PredictPolNeAR runs the extractor on a PolNeAR text (paragraphs are its
// lines; no names stage).
func PredictPolNeAR(text string) []QuoteAttribution {
	return QuoteAttributions(quotes.ExtractBlocks(text, quotes.LineBlocks(text), nil, nil))
}

// Scoring.
//
// Predicted attributions are aligned one-to-one with gold attributions of
// the same document: a pair is a candidate when their cues or their
// contents share a word token; candidates are taken greedily by the sum of
// the token Jaccard similarities of cue and content (ties in text order).
// Each role is then scored over the aligned pairs: exact when both spans
// cover the same tokens (words and punctuation marks, so differences of
// whitespace only are forgiven), overlap when they share a word token.
// Precision divides by the predicted attributions having that role,
// recall by the gold attributions having it (sources can be absent).
// An attribution is direct when its content holds a double quotation
// mark; the direct and indirect figures count predictions by their own
// class for precision and gold attributions by theirs for recall.

// QuoteRoleCounts are the counts for one role.
type QuoteRoleCounts struct {
	Pred, Gold         int
	ExactP, ExactR     int // exact matches counted on the predicted / gold side
	OverlapP, OverlapR int
}

// QuoteCounts are the counts of one document or a whole run, overall and
// for direct and indirect attributions.
type QuoteCounts struct {
	All, Direct, Indirect [3]QuoteRoleCounts // source, cue, content
	Gold, Predicted       int
	Documents             int
}

// Add adds o to c.
func (c *QuoteCounts) Add(o QuoteCounts) {
	for _, pair := range []struct{ a, b *[3]QuoteRoleCounts }{{&c.All, &o.All}, {&c.Direct, &o.Direct}, {&c.Indirect, &o.Indirect}} {
		for r := 0; r < 3; r++ {
			x, y := &pair.a[r], pair.b[r]
			x.Pred += y.Pred
			x.Gold += y.Gold
			x.ExactP += y.ExactP
			x.ExactR += y.ExactR
			x.OverlapP += y.OverlapP
			x.OverlapR += y.OverlapR
		}
	}
	c.Gold += o.Gold
	c.Predicted += o.Predicted
	c.Documents += o.Documents
}

// QuoteMetrics are precision, recall and F1 per role, exact and overlap.
type QuoteMetrics struct {
	SourceExactPrecision    float64 `json:"source_exact_precision"`
	SourceExactRecall       float64 `json:"source_exact_recall"`
	SourceExactF1           float64 `json:"source_exact_f1"`
	CueExactPrecision       float64 `json:"cue_exact_precision"`
	CueExactRecall          float64 `json:"cue_exact_recall"`
	CueExactF1              float64 `json:"cue_exact_f1"`
	ContentExactPrecision   float64 `json:"content_exact_precision"`
	ContentExactRecall      float64 `json:"content_exact_recall"`
	ContentExactF1          float64 `json:"content_exact_f1"`
	SourceOverlapPrecision  float64 `json:"source_overlap_precision"`
	SourceOverlapRecall     float64 `json:"source_overlap_recall"`
	SourceOverlapF1         float64 `json:"source_overlap_f1"`
	CueOverlapPrecision     float64 `json:"cue_overlap_precision"`
	CueOverlapRecall        float64 `json:"cue_overlap_recall"`
	CueOverlapF1            float64 `json:"cue_overlap_f1"`
	ContentOverlapPrecision float64 `json:"content_overlap_precision"`
	ContentOverlapRecall    float64 `json:"content_overlap_recall"`
	ContentOverlapF1        float64 `json:"content_overlap_f1"`
	Gold                    int     `json:"gold"`
	Predicted               int     `json:"predicted"`
}

// QuoteReport is the outcome of a run: overall metrics, the direct and
// indirect subsets, and notes on the data read.
type QuoteReport struct {
	QuoteMetrics
	Documents int          `json:"documents"`
	Direct    QuoteMetrics `json:"direct"`
	Indirect  QuoteMetrics `json:"indirect"`
	Notes     []string     `json:"notes,omitempty"`
}

func roleMetrics(rc [3]QuoteRoleCounts) QuoteMetrics {
	var m QuoteMetrics
	set := func(p, r, f *float64, tpP, tpR, pred, gold int) {
		*p, *r = ratio(tpP, pred), ratio(tpR, gold)
		*f = harmonic(*p, *r)
	}
	set(&m.SourceExactPrecision, &m.SourceExactRecall, &m.SourceExactF1, rc[0].ExactP, rc[0].ExactR, rc[0].Pred, rc[0].Gold)
	set(&m.CueExactPrecision, &m.CueExactRecall, &m.CueExactF1, rc[1].ExactP, rc[1].ExactR, rc[1].Pred, rc[1].Gold)
	set(&m.ContentExactPrecision, &m.ContentExactRecall, &m.ContentExactF1, rc[2].ExactP, rc[2].ExactR, rc[2].Pred, rc[2].Gold)
	set(&m.SourceOverlapPrecision, &m.SourceOverlapRecall, &m.SourceOverlapF1, rc[0].OverlapP, rc[0].OverlapR, rc[0].Pred, rc[0].Gold)
	set(&m.CueOverlapPrecision, &m.CueOverlapRecall, &m.CueOverlapF1, rc[1].OverlapP, rc[1].OverlapR, rc[1].Pred, rc[1].Gold)
	set(&m.ContentOverlapPrecision, &m.ContentOverlapRecall, &m.ContentOverlapF1, rc[2].OverlapP, rc[2].OverlapR, rc[2].Pred, rc[2].Gold)
	return m
}

// Report turns counts into metrics.
func (c QuoteCounts) Report() QuoteReport {
	r := QuoteReport{QuoteMetrics: roleMetrics(c.All), Documents: c.Documents,
		Direct: roleMetrics(c.Direct), Indirect: roleMetrics(c.Indirect)}
	r.Gold, r.Predicted = c.Gold, c.Predicted
	r.Direct.Gold, r.Direct.Predicted = c.Direct[1].Gold, c.Direct[1].Pred
	r.Indirect.Gold, r.Indirect.Predicted = c.Indirect[1].Gold, c.Indirect[1].Pred
	return r
}

// scoreTokens are a document's scoring tokens: words (letters and digits)
// and single punctuation marks.
type scoreTokens struct {
	start, end []int
	word       []bool
}

func tokenizeForScore(txt string) scoreTokens {
	var st scoreTokens
	for _, t := range text.Tokenize(txt, text.LowerASCII(txt), nil) {
		st.start = append(st.start, t.Start)
		st.end = append(st.end, t.End)
		st.word = append(st.word, t.Kind != text.Punct)
	}
	return st
}

// tokenSet returns the sorted indices of the tokens the fragments touch.
func (st scoreTokens) tokenSet(frags []storyline.Span) []int {
	var out []int
	for _, f := range frags {
		// first token ending after f.Start
		k := sort.Search(len(st.end), func(i int) bool { return st.end[i] > f.Start })
		for ; k < len(st.start) && st.start[k] < f.End; k++ {
			out = append(out, k)
		}
	}
	sort.Ints(out)
	// dedupe
	w := 0
	for i, v := range out {
		if i == 0 || v != out[w-1] {
			out[w] = v
			w++
		}
	}
	return out[:w]
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// inter returns the number of shared tokens and of shared word tokens.
func (st scoreTokens) inter(a, b []int) (all, words int) {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			all++
			if st.word[a[i]] {
				words++
			}
			i++
			j++
		}
	}
	return
}

func jaccard(n, a, b int) float64 {
	if a+b-n == 0 {
		return 0
	}
	return float64(n) / float64(a+b-n)
}

type roleSets struct {
	sets   [3][]int
	direct bool
}

func (st scoreTokens) roles(text string, a QuoteAttribution) roleSets {
	var r roleSets
	r.sets[0] = st.tokenSet(a.Source)
	r.sets[1] = st.tokenSet(a.Cue)
	r.sets[2] = st.tokenSet(a.Content)
	for _, f := range a.Content {
		if strings.ContainsAny(f.In(text), "\"“”") || strings.Contains(f.In(text), "''") {
			r.direct = true
		}
	}
	return r
}

// ScoreQuoteDoc scores predicted against gold attributions of one text.
func ScoreQuoteDoc(text string, gold, pred []QuoteAttribution) QuoteCounts {
	st := tokenizeForScore(text)
	g := make([]roleSets, len(gold))
	for i, a := range gold {
		g[i] = st.roles(text, a)
	}
	p := make([]roleSets, len(pred))
	for i, a := range pred {
		p[i] = st.roles(text, a)
	}
	type cand struct {
		gi, pi int
		score  float64
	}
	var cands []cand
	for gi := range g {
		for pi := range p {
			cueAll, cueW := st.inter(g[gi].sets[1], p[pi].sets[1])
			conAll, conW := st.inter(g[gi].sets[2], p[pi].sets[2])
			if cueW == 0 && conW == 0 {
				continue
			}
			s := jaccard(cueAll, len(g[gi].sets[1]), len(p[pi].sets[1])) + jaccard(conAll, len(g[gi].sets[2]), len(p[pi].sets[2]))
			cands = append(cands, cand{gi, pi, s})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
	gm := make([]int, len(g))
	pm := make([]int, len(p))
	for i := range gm {
		gm[i] = -1
	}
	for i := range pm {
		pm[i] = -1
	}
	for _, c := range cands {
		if gm[c.gi] < 0 && pm[c.pi] < 0 {
			gm[c.gi], pm[c.pi] = c.pi, c.gi
		}
	}
	var c QuoteCounts
	c.Documents = 1
	c.Gold, c.Predicted = len(g), len(p)
	sub := func(direct bool) *[3]QuoteRoleCounts {
		if direct {
			return &c.Direct
		}
		return &c.Indirect
	}
	for gi, x := range g {
		for r := 0; r < 3; r++ {
			if len(x.sets[r]) == 0 {
				continue
			}
			c.All[r].Gold++
			sub(x.direct)[r].Gold++
			pi := gm[gi]
			if pi < 0 || len(p[pi].sets[r]) == 0 {
				continue
			}
			ex := equalInts(x.sets[r], p[pi].sets[r])
			_, w := st.inter(x.sets[r], p[pi].sets[r])
			if ex {
				c.All[r].ExactR++
				sub(x.direct)[r].ExactR++
			}
			if w > 0 || ex {
				c.All[r].OverlapR++
				sub(x.direct)[r].OverlapR++
			}
		}
	}
	for pi, x := range p {
		for r := 0; r < 3; r++ {
			if len(x.sets[r]) == 0 {
				continue
			}
			c.All[r].Pred++
			sub(x.direct)[r].Pred++
			gi := pm[pi]
			if gi < 0 || len(g[gi].sets[r]) == 0 {
				continue
			}
			ex := equalInts(x.sets[r], g[gi].sets[r])
			_, w := st.inter(x.sets[r], g[gi].sets[r])
			if ex {
				c.All[r].ExactP++
				sub(x.direct)[r].ExactP++
			}
			if w > 0 || ex {
				c.All[r].OverlapP++
				sub(x.direct)[r].OverlapP++
			}
		}
	}
	return c
}

// QuoteEvalOptions control EvalQuotes.
type QuoteEvalOptions struct {
	// PredictionsDir, when set, receives REL.txt and REL.ann for every
	// document (REL as in PolNeARDoc.Rel): the text and the predicted
	// attributions in PolNeAR's brat format.
	PredictionsDir string
}

// EvalQuotes runs the extractor over the PolNeAR documents under dir and
// scores it.
func EvalQuotes(dir string, opts QuoteEvalOptions) (QuoteReport, error) {
	docs, notes, err := ReadPolNeAR(dir)
	if err != nil {
		return QuoteReport{}, err
	}
	var total QuoteCounts
	for _, d := range docs {
		pred := PredictPolNeAR(d.Text)
		total.Add(ScoreQuoteDoc(d.Text, d.Gold, pred))
		if opts.PredictionsDir != "" {
			if err := writePrediction(opts.PredictionsDir, d, pred); err != nil {
				return QuoteReport{}, err
			}
		}
	}
	rep := total.Report()
	rep.Notes = notes
	return rep, nil
}

func writePrediction(dir string, d *PolNeARDoc, pred []QuoteAttribution) error {
	base := filepath.Join(dir, d.Rel)
	if err := os.MkdirAll(filepath.Dir(base), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(base+".txt", []byte(d.Text), 0o644); err != nil {
		return err
	}
	f, err := os.Create(base + ".ann")
	if err != nil {
		return err
	}
	if err := WriteBrat(f, d.Text, pred); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// ScoreQuotePredictions scores the .ann files written by EvalQuotes under
// predDir against the gold under goldDir.
func ScoreQuotePredictions(goldDir, predDir string) (QuoteReport, error) {
	docs, notes, err := ReadPolNeAR(goldDir)
	if err != nil {
		return QuoteReport{}, err
	}
	var total QuoteCounts
	for _, d := range docs {
		ab, err := os.ReadFile(filepath.Join(predDir, d.Rel) + ".ann")
		if err != nil {
			return QuoteReport{}, fmt.Errorf("predictions for %s: %w", d.Rel, err)
		}
		pred, err := ParseBrat(d.Text, string(ab))
		if err != nil {
			return QuoteReport{}, fmt.Errorf("%s.ann: %w", filepath.Join(predDir, d.Rel), err)
		}
		total.Add(ScoreQuoteDoc(d.Text, d.Gold, pred))
	}
	rep := total.Report()
	rep.Notes = notes
	return rep, nil
}
