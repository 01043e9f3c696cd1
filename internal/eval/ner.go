package eval

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/lang"
	"github.com/storyline-news/storyline/internal/names"
)

// CoNLLSentence is one sentence of a CoNLL file: one row of columns per
// token, the word first and the gold tag last.
type CoNLLSentence struct {
	Rows [][]string
	// DocStart marks the first sentence of a document: EvalNER tags each
	// document as one text, as the product reads an article.
	DocStart bool
}

// ReadCoNLL reads a CoNLL-2003 style file: "word POS chunk tag" lines,
// blank lines between sentences; a "-DOCSTART-" line starts a document. A
// file without any (the shared copies lost them) has its documents found
// by their datelines (names.DatelineDocStarts).
func ReadCoNLL(r io.Reader, name string) ([]CoNLLSentence, error) {
	var out []CoNLLSentence
	var cur CoNLLSentence
	docStart, marked := true, false
	flush := func() {
		if len(cur.Rows) > 0 {
			cur.DocStart = docStart
			out = append(out, cur)
			docStart = false
		}
		cur = CoNLLSentence{}
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 {
			flush()
			continue
		}
		if fs[0] == "-DOCSTART-" {
			flush()
			docStart, marked = true, true
			continue
		}
		if len(fs) < 2 {
			return nil, fmt.Errorf("%s:%d: want a word and a tag column, got %q", name, line, sc.Text())
		}
		if len(cur.Rows) > 0 && len(fs) != len(cur.Rows[0]) {
			return nil, fmt.Errorf("%s:%d: %d columns, the sentence started with %d", name, line, len(fs), len(cur.Rows[0]))
		}
		cur.Rows = append(cur.Rows, fs)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	flush()
	if !marked {
		words := make([][]string, len(out))
		for i, s := range out {
			for _, r := range s.Rows {
				words[i] = append(words[i], r[0])
			}
		}
		for i, start := range names.DatelineDocStarts(words) {
			out[i].DocStart = start
		}
	}
	return out, nil
}

// PRF is precision, recall and F1.
type PRF struct {
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	F1        float64 `json:"f1"`
	Gold      int     `json:"gold"`
	Predicted int     `json:"predicted"`
	Correct   int     `json:"correct"`
}

func newPRF(correct, pred, gold int) PRF {
	p, r, f := names.PRF(correct, pred, gold)
	return PRF{Precision: p, Recall: r, F1: f, Gold: gold, Predicted: pred, Correct: correct}
}

// NERMetrics is the entity-level exact-match score of conlleval.
type NERMetrics struct {
	Precision float64        `json:"precision"`
	Recall    float64        `json:"recall"`
	F1        float64        `json:"f1"`
	PerType   map[string]PRF `json:"per_type"`
	Sentences int            `json:"sentences"`
	Tokens    int            `json:"tokens"`
	Gold      int            `json:"gold"`
	Predicted int            `json:"predicted"`
	Correct   int            `json:"correct"`
}

// ScoreIOB scores predicted against gold tag sequences, one pair per
// sentence, counting an entity correct when its tokens and type match
// exactly (conlleval's rule; IOB1 or IOB2).
func ScoreIOB(gold, pred [][]string) NERMetrics {
	type cnt struct{ correct, pred, gold int }
	per := map[string]*cnt{}
	get := func(t string) *cnt {
		c := per[t]
		if c == nil {
			c = &cnt{}
			per[t] = c
		}
		return c
	}
	var all cnt
	m := NERMetrics{Sentences: len(gold)}
	for i := range gold {
		m.Tokens += len(gold[i])
		gs := names.IOBChunks(gold[i])
		ps := names.IOBChunks(pred[i])
		set := make(map[names.ChunkSpan]bool, len(gs))
		for _, g := range gs {
			set[g] = true
			get(g.Type).gold++
			all.gold++
		}
		for _, p := range ps {
			get(p.Type).pred++
			all.pred++
			if set[p] {
				get(p.Type).correct++
				all.correct++
			}
		}
	}
	o := newPRF(all.correct, all.pred, all.gold)
	m.Precision, m.Recall, m.F1 = o.Precision, o.Recall, o.F1
	m.Gold, m.Predicted, m.Correct = all.gold, all.pred, all.correct
	m.PerType = map[string]PRF{}
	for t, c := range per {
		m.PerType[t] = newPRF(c.correct, c.pred, c.gold)
	}
	return m
}

// NERRun is the result of EvalNER: the metrics of the CoNLL mode and of
// the product mode, and the CoNLL mode's predicted tags.
type NERRun struct {
	Metrics NERMetrics // the CoNLL mode: the tagger's mentions, CoNLL types
	// Product is the product's mode: the mentions Analyze returns (news
	// rules, title stripping, entity types after resolution), NORP as MISC.
	Product   NERMetrics
	Case      string // the re-casing applied to the gold words, "" for none
	Sentences []CoNLLSentence
	Pred      [][]string // IOB2 tags of the CoNLL mode, one per token
}

// NERReport is what `storyline eval ner --json` prints: the CoNLL mode's
// metrics at the top level, the product mode's under "product".
type NERReport struct {
	NERMetrics
	Case    string     `json:"case,omitempty"`
	Product NERMetrics `json:"product"`
}

// Report returns the run's JSON report.
func (r NERRun) Report() NERReport {
	return NERReport{NERMetrics: r.Metrics, Case: r.Case, Product: r.Product}
}

// conllType maps our entity types to CoNLL's four.
func conllType(t storyline.EntityType) string {
	switch t {
	case storyline.PER, storyline.ORG, storyline.LOC:
		return string(t)
	}
	return "MISC"
}

// TagCoNLL tags one sentence given as tokens in the CoNLL mode: it joins
// them with spaces, runs the tagger on the text and maps the mentions back
// to the tokens as IOB2 tags. A token takes the type of the first mention
// overlapping it.
func TagCoNLL(t *names.Tagger, words []string) []string {
	return TagCoNLLDoc(t, [][]string{words})[0]
}

// TagCoNLLDoc is TagCoNLL over the sentences of one document, tagged as
// one text (sentences as paragraphs), so that the tagger reads the
// document as it reads an article.
func TagCoNLLDoc(t *names.Tagger, doc [][]string) [][]string {
	text, starts := joinDoc(doc)
	return docTags(t.TagWith(text, names.Options{CoNLL: true}), starts)
}

// TagProductDoc tags the sentences of one document as the product does
// (names.Tagger.Analyze) and maps the mentions back to the tokens.
func TagProductDoc(t *names.Tagger, doc [][]string) [][]string {
	text, starts := joinDoc(doc)
	ms, _ := t.Analyze(text)
	return docTags(ms, starts)
}

// joinDoc returns the sentences' words joined by spaces, the sentences by
// blank lines, and the offset of each word by sentence.
func joinDoc(doc [][]string) (string, [][]int) {
	var sb strings.Builder
	starts := make([][]int, len(doc))
	for k, words := range doc {
		if k > 0 {
			sb.WriteString("\n\n")
		}
		starts[k] = make([]int, len(words))
		for i, w := range words {
			if i > 0 {
				sb.WriteByte(' ')
			}
			starts[k][i] = sb.Len()
			sb.WriteString(w)
		}
	}
	return sb.String(), starts
}

// docTags maps mentions (in text order) onto the words of each sentence
// of a document, whose offsets are starts.
func docTags(ms []storyline.Mention, starts [][]int) [][]string {
	out := make([][]string, len(starts))
	for k, st := range starts {
		end := math.MaxInt
		if k+1 < len(starts) && len(starts[k+1]) > 0 {
			end = starts[k+1][0]
		}
		n := 0
		for n < len(ms) && ms[n].Span.Start < end {
			n++
		}
		out[k] = mentionTags(ms[:n], st)
		ms = ms[n:]
	}
	return out
}

// mentionTags maps mentions (in text order) onto the words starting at
// starts as IOB2 tags.
func mentionTags(ms []storyline.Mention, starts []int) []string {
	tags := make([]string, len(starts))
	for i := range tags {
		tags[i] = "O"
	}
	tokenAt := func(off int) int { // the token holding byte off
		return sort.Search(len(starts), func(i int) bool { return starts[i] > off }) - 1
	}
	prevEnd := -1
	for _, m := range ms {
		a, b := tokenAt(m.Span.Start), tokenAt(m.Span.End-1)
		if a < 0 || a <= prevEnd {
			a = prevEnd + 1
		}
		if a > b {
			continue
		}
		typ := conllType(m.Type)
		tags[a] = "B-" + typ
		for k := a + 1; k <= b; k++ {
			tags[k] = "I-" + typ
		}
		prevEnd = b
	}
	return tags
}

// Re-casings of the gold words, to measure how the tagger reads headlines.
const (
	CaseTitle = "title" // headline style: principal words capitalized
	CaseUpper = "upper" // ALL CAPS
)

// minorWords stay lower case inside a Title Case headline (AP and Chicago
// style: articles, short conjunctions and prepositions).
var minorWords = map[string]bool{
	"a": true, "an": true, "the": true, "and": true, "but": true, "or": true, "nor": true, "for": true,
	"of": true, "in": true, "on": true, "at": true, "to": true, "by": true, "as": true, "up": true,
	"via": true, "per": true, "vs": true, "vs.": true,
}

// Recase rewrites a sentence's words in Title Case (every word with an
// upper-case first letter, minor words after the first in lower case) or
// in capitals. Any other case leaves the words as they are.
func Recase(words []string, how string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		switch how {
		case CaseUpper:
			w = strings.ToUpper(w)
		case CaseTitle:
			lw := strings.ToLower(w)
			if i > 0 && minorWords[lw] {
				w = lw
			} else if r, n := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
				w = string(unicode.ToUpper(r)) + w[n:]
			}
		}
		out[i] = w
	}
	return out
}

// NEROptions control EvalNER.
type NEROptions struct {
	Tagger *names.Tagger // nil: the bundled model of Lang
	Case   string        // "", CaseTitle or CaseUpper
	// Lang is the ISO 639-1 code of the file's language; "" detects it
	// from the text of its first sentences.
	Lang string
}

// EvalNER tags every sentence of a CoNLL file, in the CoNLL mode and in
// the product mode, and scores both.
func EvalNER(path string, opt NEROptions) (NERRun, error) {
	switch opt.Case {
	case "", CaseTitle, CaseUpper:
	default:
		return NERRun{}, fmt.Errorf("case %q: want %s or %s", opt.Case, CaseTitle, CaseUpper)
	}
	f, err := os.Open(path)
	if err != nil {
		return NERRun{}, err
	}
	defer f.Close()
	sents, err := ReadCoNLL(f, path)
	if err != nil {
		return NERRun{}, err
	}
	t := opt.Tagger
	if t == nil {
		code := opt.Lang
		if code == "" {
			code = detectCoNLLLanguage(sents)
		}
		if t = names.ForLanguage(code); t == nil {
			return NERRun{}, fmt.Errorf("%s: no named-entity model reads language %q", path, code)
		}
	}
	run := NERRun{Case: opt.Case, Sentences: sents, Pred: make([][]string, 0, len(sents))}
	gold := make([][]string, len(sents))
	product := make([][]string, 0, len(sents))
	var doc [][]string
	tagDoc := func() {
		if len(doc) > 0 {
			run.Pred = append(run.Pred, TagCoNLLDoc(t, doc)...)
			product = append(product, TagProductDoc(t, doc)...)
		}
		doc = doc[:0]
	}
	for i, s := range sents {
		words := make([]string, len(s.Rows))
		gold[i] = make([]string, len(s.Rows))
		for j, r := range s.Rows {
			words[j] = r[0]
			gold[i][j] = r[len(r)-1]
		}
		if opt.Case != "" {
			words = Recase(words, opt.Case)
		}
		if s.DocStart {
			tagDoc()
		}
		doc = append(doc, words)
	}
	tagDoc()
	run.Metrics = ScoreIOB(gold, run.Pred)
	run.Product = ScoreIOB(gold, product)
	return run, nil
}

// detectCoNLLLanguage returns the language of the words of a CoNLL file's
// first sentences, English when it cannot be told.
func detectCoNLLLanguage(sents []CoNLLSentence) string {
	var sb strings.Builder
	for _, s := range sents {
		for _, r := range s.Rows {
			sb.WriteString(r[0])
			sb.WriteByte(' ')
		}
		if sb.Len() > 2000 {
			break
		}
	}
	if code := lang.Detect(sb.String()); names.Supports(code) {
		return code
	}
	return "en"
}

// WriteNERPredictions writes the sentences in CoNLL format with the
// predicted tag appended as the last column, as conlleval reads it (gold
// second to last, prediction last).
func WriteNERPredictions(w io.Writer, run NERRun) error {
	bw := bufio.NewWriter(w)
	for i, s := range run.Sentences {
		for j, r := range s.Rows {
			bw.WriteString(strings.Join(r, " "))
			bw.WriteByte(' ')
			bw.WriteString(run.Pred[i][j])
			bw.WriteByte('\n')
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// ScoreCoNLLPredictions re-scores a file written by WriteNERPredictions (or
// any conlleval input): gold is the second-to-last column, the prediction
// the last.
func ScoreCoNLLPredictions(r io.Reader, name string) (NERMetrics, error) {
	sents, err := ReadCoNLL(r, name)
	if err != nil {
		return NERMetrics{}, err
	}
	gold := make([][]string, len(sents))
	pred := make([][]string, len(sents))
	for i, s := range sents {
		for _, row := range s.Rows {
			if len(row) < 3 {
				return NERMetrics{}, fmt.Errorf("%s: want gold and predicted tag columns", name)
			}
			gold[i] = append(gold[i], row[len(row)-2])
			pred[i] = append(pred[i], row[len(row)-1])
		}
	}
	return ScoreIOB(gold, pred), nil
}
