package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/timex"
)

// re3d quantity gold and the figure-detection metrics.
//
// re3d (Dstl) comes as source folders, each with documents.json,
// entities.json and relations.json in mongoexport form: one JSON object a
// line, offsets in characters (code points) of the document text. We pool
// every folder, keep the entities of type Quantity whose confidence (the
// annotation model's probability that the label is right) is at least
// Re3dMinConfidence, and the relations "HasAttrOf" from a thing to a
// Quantity, which say what the quantity counts.
//
// Span convention: re3d marks a count by its number alone ("two", "34") and a
// measure with its unit ("7.5 kilometers", "30 percent", "25%"); a qualifier
// is sometimes inside ("more than 20", "At least 10") and sometimes not. We
// score a count with its qualifiers and a measure as number and unit (see
// ScoredSpan), which is what re3d does most of the time. Money is re3d's own entity type
// (Money), so money figures are not predicted as quantities; nor are ages,
// durations and idioms, which our extractor types so they can be ignored.

// Re3dMinConfidence is the least confidence of a gold Quantity we keep.
const Re3dMinConfidence = 0.5

// Re3dQuantity is one gold quantity, with the spans of the things it
// counts, byte offsets into the document text.
type Re3dQuantity struct {
	Span   storyline.Span   `json:"span"`
	Text   string           `json:"text"`
	Things []storyline.Span `json:"things,omitempty"`
}

// Re3dDoc is a re3d document with its gold quantities.
type Re3dDoc struct {
	ID         string         `json:"id"`
	Source     string         `json:"source"`
	Text       string         `json:"text"`
	Quantities []Re3dQuantity `json:"quantities"`
}

type re3dDocJSON struct {
	ID   string `json:"_id"`
	Text string `json:"text"`
}

type re3dEntJSON struct {
	DocumentID string  `json:"documentId"`
	Begin      int     `json:"begin"`
	End        int     `json:"end"`
	Type       string  `json:"type"`
	Value      string  `json:"value"`
	Confidence float64 `json:"confidence"`
}

type re3dRelJSON struct {
	DocumentID  string  `json:"documentId"`
	Type        string  `json:"type"`
	SourceBegin int     `json:"sourceBegin"`
	SourceEnd   int     `json:"sourceEnd"`
	TargetBegin int     `json:"targetBegin"`
	TargetEnd   int     `json:"targetEnd"`
	Confidence  float64 `json:"confidence"`
}

// readJSONLines decodes one JSON object a line (a leading BOM allowed).
func readJSONLines[T any](path string) ([]T, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimPrefix(strings.TrimSpace(sc.Text()), "\ufeff")
		if line == "" {
			continue
		}
		var v T
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		out = append(out, v)
	}
	return out, sc.Err()
}

// re3dRuneOffsets maps code-point offsets of s to byte offsets.
func re3dRuneOffsets(s string) []int {
	m := make([]int, 0, len(s)+1)
	for i := range s {
		m = append(m, i)
	}
	return append(m, len(s))
}

func re3dRuneSpan(m []int, b, e int) (storyline.Span, bool) {
	if b < 0 || e < b || e >= len(m) {
		return storyline.Span{}, false
	}
	return storyline.Span{Start: m[b], End: m[e]}, true
}

// LoadRe3d reads every source folder of a re3d directory (or a single
// folder) and returns its documents with their gold quantities, sorted by
// source and id.
func LoadRe3d(dir string) ([]*Re3dDoc, error) {
	var folders []string
	if _, err := os.Stat(filepath.Join(dir, "documents.json")); err == nil {
		folders = []string{dir}
	} else {
		ents, err := os.ReadDir(dir)
		if err != nil {
			return nil, err
		}
		for _, e := range ents {
			if e.IsDir() {
				if _, err := os.Stat(filepath.Join(dir, e.Name(), "documents.json")); err == nil {
					folders = append(folders, filepath.Join(dir, e.Name()))
				}
			}
		}
	}
	if len(folders) == 0 {
		return nil, fmt.Errorf("%s: no re3d folder (documents.json) found", dir)
	}
	var out []*Re3dDoc
	for _, fo := range folders {
		docs, err := readJSONLines[re3dDocJSON](filepath.Join(fo, "documents.json"))
		if err != nil {
			return nil, err
		}
		ents, err := readJSONLines[re3dEntJSON](filepath.Join(fo, "entities.json"))
		if err != nil {
			return nil, err
		}
		rels, err := readJSONLines[re3dRelJSON](filepath.Join(fo, "relations.json"))
		if err != nil && !os.IsNotExist(err) {
			return nil, err
		}
		byID := map[string]*Re3dDoc{}
		maps := map[string][]int{}
		for _, d := range docs {
			doc := &Re3dDoc{ID: d.ID, Source: filepath.Base(fo), Text: d.Text}
			byID[d.ID] = doc
			maps[d.ID] = re3dRuneOffsets(d.Text)
			out = append(out, doc)
		}
		type key struct {
			doc  string
			b, e int
		}
		idx := map[key]int{}
		for _, e := range ents {
			doc := byID[e.DocumentID]
			if e.Type != "Quantity" || doc == nil || e.Confidence < Re3dMinConfidence {
				continue
			}
			sp, ok := re3dRuneSpan(maps[e.DocumentID], e.Begin, e.End)
			if !ok {
				continue
			}
			k := key{e.DocumentID, e.Begin, e.End}
			if _, dup := idx[k]; dup {
				continue
			}
			idx[k] = len(doc.Quantities)
			doc.Quantities = append(doc.Quantities, Re3dQuantity{Span: sp, Text: sp.In(doc.Text)})
		}
		for _, r := range rels {
			if r.Type != "HasAttrOf" {
				continue
			}
			qi, ok := idx[key{r.DocumentID, r.TargetBegin, r.TargetEnd}]
			if !ok {
				continue
			}
			doc := byID[r.DocumentID]
			if sp, ok := re3dRuneSpan(maps[r.DocumentID], r.SourceBegin, r.SourceEnd); ok {
				doc.Quantities[qi].Things = append(doc.Quantities[qi].Things, sp)
			}
		}
	}
	for _, d := range out {
		sort.Slice(d.Quantities, func(a, b int) bool { return d.Quantities[a].Span.Start < d.Quantities[b].Span.Start })
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Source != out[b].Source {
			return out[a].Source < out[b].Source
		}
		return out[a].ID < out[b].ID
	})
	return out, nil
}

// FigurePrediction is one predicted quantity: the scored span, the value
// range and the counted thing's span (zero when none).
type FigurePrediction struct {
	Span     storyline.Span `json:"span"`
	Text     string         `json:"text"`
	Low      float64        `json:"low"`
	Best     float64        `json:"best"`
	High     float64        `json:"high"`
	LowOpen  bool           `json:"low_open,omitempty"`
	HighOpen bool           `json:"high_open,omitempty"`
	Kind     string         `json:"kind"`
	Counted  storyline.Span `json:"counted_span"`
}

// FigureDocPredictions are the predictions for one document.
type FigureDocPredictions struct {
	ID          string             `json:"id"`
	Source      string             `json:"source"`
	Predictions []FigurePrediction `json:"predictions"`
}

// re3dRef is the reference date re3d documents are read against: they are
// undated reports from 2016–2017.
var re3dRef = time.Date(2017, 1, 1, 0, 0, 0, 0, time.UTC)

// ScoredSpan is the span of a figure scored against re3d, following its
// conventions: a count with its qualifiers ("more than 20", "60-plus"); a
// percent, weight or measure as number and unit without a qualifier before
// ("more than [30 percent]").
func ScoredSpan(f storyline.Figure) storyline.Span {
	switch f.Kind {
	case storyline.FigurePercent, storyline.FigureWeight, storyline.FigureMeasure:
		return storyline.Span{Start: f.NumberSpan.Start, End: f.Span.End}
	}
	return f.Span
}

// PredictFigures runs the figure extractor on a re3d document and returns
// the quantities it predicts (money, ages, durations and idioms left out).
func PredictFigures(d *Re3dDoc) FigureDocPredictions {
	times := timex.Extract(d.Text, re3dRef)
	fs := figures.Extract(d.Text, times, storyline.DateOf(re3dRef))
	out := FigureDocPredictions{ID: d.ID, Source: d.Source, Predictions: []FigurePrediction{}}
	for _, f := range fs {
		if !f.Kind.Reported() || f.Kind == storyline.FigureMoney {
			continue
		}
		sp := ScoredSpan(f)
		p := FigurePrediction{Span: sp, Text: sp.In(d.Text), Low: f.Low, Best: f.Best, High: f.High,
			LowOpen: f.LowOpen, HighOpen: f.HighOpen, Kind: string(f.Kind)}
		if !f.CountedFromContext {
			p.Counted = f.CountedSpan
		}
		out.Predictions = append(out.Predictions, p)
	}
	return out
}

// FigureCounts are the counts behind the figure metrics.
type FigureCounts struct {
	Gold, Predicted      int
	ExactTP              int
	OverlapGold          int // gold quantities overlapped by a prediction
	OverlapPred          int // predictions overlapping a gold quantity
	CountedGold, Counted int // gold quantities with a thing that we matched; those whose counted thing we got
}

// Add adds o to c.
func (c *FigureCounts) Add(o FigureCounts) {
	c.Gold += o.Gold
	c.Predicted += o.Predicted
	c.ExactTP += o.ExactTP
	c.OverlapGold += o.OverlapGold
	c.OverlapPred += o.OverlapPred
	c.CountedGold += o.CountedGold
	c.Counted += o.Counted
}

// FigureMetrics are the figure-detection scores on re3d.
type FigureMetrics struct {
	ExactPrecision   float64 `json:"exact_precision"`
	ExactRecall      float64 `json:"exact_recall"`
	ExactF1          float64 `json:"exact_f1"`
	OverlapPrecision float64 `json:"overlap_precision"`
	OverlapRecall    float64 `json:"overlap_recall"`
	OverlapF1        float64 `json:"overlap_f1"`
	// CountedAccuracy is the share of gold quantities with a related thing,
	// among those we found, whose counted span overlaps that thing.
	CountedAccuracy float64 `json:"counted_accuracy"`
	CountedPairs    int     `json:"counted_pairs"`
	Documents       int     `json:"documents"`
	Gold            int     `json:"gold"`
	Predicted       int     `json:"predicted"`
}

// Metrics computes the scores from c.
func (c FigureCounts) Metrics(docs int) FigureMetrics {
	m := FigureMetrics{Documents: docs, Gold: c.Gold, Predicted: c.Predicted, CountedPairs: c.CountedGold}
	m.ExactPrecision, m.ExactRecall = ratio(c.ExactTP, c.Predicted), ratio(c.ExactTP, c.Gold)
	m.ExactF1 = harmonic(m.ExactPrecision, m.ExactRecall)
	m.OverlapPrecision, m.OverlapRecall = ratio(c.OverlapPred, c.Predicted), ratio(c.OverlapGold, c.Gold)
	m.OverlapF1 = harmonic(m.OverlapPrecision, m.OverlapRecall)
	m.CountedAccuracy = ratio(c.Counted, c.CountedGold)
	return m
}

func overlaps(a, b storyline.Span) bool { return a.Start < b.End && b.Start < a.End }

// ScoreFigureDoc scores one document's predictions against its gold.
// errs, when not nil, receives one line per miss, false alarm and wrong
// counted thing.
func ScoreFigureDoc(d *Re3dDoc, p FigureDocPredictions, errs io.Writer) FigureCounts {
	c := FigureCounts{Gold: len(d.Quantities), Predicted: len(p.Predictions)}
	for _, pr := range p.Predictions {
		hit := false
		for _, g := range d.Quantities {
			if overlaps(pr.Span, g.Span) {
				hit = true
				break
			}
		}
		if hit {
			c.OverlapPred++
		} else if errs != nil {
			fmt.Fprintf(errs, "%s\tfalse alarm\t%q\t%s\n", d.ID, pr.Text, spanContext(d.Text, pr.Span))
		}
	}
	for _, g := range d.Quantities {
		var match *FigurePrediction
		for k := range p.Predictions {
			pr := &p.Predictions[k]
			if pr.Span == g.Span {
				c.ExactTP++
				match = pr
				break
			}
			if match == nil && overlaps(pr.Span, g.Span) {
				match = pr
			}
		}
		if match == nil {
			if errs != nil {
				fmt.Fprintf(errs, "%s\tmiss\t%q\t%s\n", d.ID, g.Text, spanContext(d.Text, g.Span))
			}
			continue
		}
		c.OverlapGold++
		if match.Span != g.Span && errs != nil {
			fmt.Fprintf(errs, "%s\textent\t%q vs gold %q\t%s\n", d.ID, match.Text, g.Text, spanContext(d.Text, g.Span))
		}
		if len(g.Things) == 0 {
			continue
		}
		c.CountedGold++
		ok := false
		for _, th := range g.Things {
			if overlaps(match.Counted, th) {
				ok = true
			}
		}
		if ok {
			c.Counted++
		} else if errs != nil {
			fmt.Fprintf(errs, "%s\tcounted\t%q counted %q, gold %q\t%s\n", d.ID, g.Text, match.Counted.In(d.Text), g.Things[0].In(d.Text), spanContext(d.Text, g.Span))
		}
	}
	return c
}

// spanContext returns the text around a span on one line, for error lists.
func spanContext(text string, sp storyline.Span) string {
	s, e := sp.Start-60, sp.End+60
	if s < 0 {
		s = 0
	}
	if e > len(text) {
		e = len(text)
	}
	for s > 0 && !utf8.RuneStart(text[s]) {
		s--
	}
	for e < len(text) && !utf8.RuneStart(text[e]) {
		e++
	}
	return strings.Join(strings.Fields(text[s:sp.Start]+"[["+text[sp.Start:sp.End]+"]]"+text[sp.End:e]), " ")
}

// FigureEvalOptions tune EvalFigures.
type FigureEvalOptions struct {
	// Predictions, when set, receives the predictions as JSON.
	Predictions io.Writer
	// Errors, when set, receives one line per error.
	Errors io.Writer
}

// FigureRun is the result of a re3d evaluation.
type FigureRun struct {
	Metrics     FigureMetrics
	Predictions []FigureDocPredictions
}

// EvalFigures runs the figure extractor on every re3d document under dir
// and scores it.
func EvalFigures(dir string, opts FigureEvalOptions) (*FigureRun, error) {
	docs, err := LoadRe3d(dir)
	if err != nil {
		return nil, err
	}
	run := &FigureRun{}
	for _, d := range docs {
		run.Predictions = append(run.Predictions, PredictFigures(d))
	}
	run.Metrics, err = ScoreFigurePredictions(docs, run.Predictions, opts.Errors)
	if err != nil {
		return nil, err
	}
	if opts.Predictions != nil {
		if err := WriteFigurePredictions(opts.Predictions, run.Predictions); err != nil {
			return nil, err
		}
	}
	return run, nil
}

// ScoreFigurePredictions scores predictions (for instance read back with
// ReadFigurePredictions) against the gold documents.
func ScoreFigurePredictions(docs []*Re3dDoc, preds []FigureDocPredictions, errs io.Writer) (FigureMetrics, error) {
	byID := map[string]FigureDocPredictions{}
	for _, p := range preds {
		byID[p.Source+"/"+p.ID] = p
	}
	var c FigureCounts
	for _, d := range docs {
		p, ok := byID[d.Source+"/"+d.ID]
		if !ok {
			p = FigureDocPredictions{ID: d.ID, Source: d.Source}
		}
		c.Add(ScoreFigureDoc(d, p, errs))
	}
	return c.Metrics(len(docs)), nil
}

// WriteFigurePredictions writes predictions as one JSON document.
func WriteFigurePredictions(w io.Writer, preds []FigureDocPredictions) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false)
	return enc.Encode(struct {
		Documents []FigureDocPredictions `json:"documents"`
	}{preds})
}

// ReadFigurePredictions reads what WriteFigurePredictions wrote.
func ReadFigurePredictions(r io.Reader) ([]FigureDocPredictions, error) {
	var v struct {
		Documents []FigureDocPredictions `json:"documents"`
	}
	if err := json.NewDecoder(r).Decode(&v); err != nil {
		return nil, fmt.Errorf("figure predictions: %v", err)
	}
	return v.Documents, nil
}
