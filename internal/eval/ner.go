package eval

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/names"
)

// CoNLLSentence is one sentence of a CoNLL file: one row of columns per
// token, the word first and the gold tag last.
type CoNLLSentence struct {
	Rows [][]string
}

// ReadCoNLL reads a CoNLL-2003 style file: "word POS chunk tag" lines,
// blank lines between sentences; "-DOCSTART-" lines, when present, are
// skipped.
func ReadCoNLL(r io.Reader, name string) ([]CoNLLSentence, error) {
	var out []CoNLLSentence
	var cur CoNLLSentence
	flush := func() {
		if len(cur.Rows) > 0 {
			out = append(out, cur)
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

// NERRun is the result of EvalNER: the metrics and the predicted tags.
type NERRun struct {
	Metrics   NERMetrics
	Sentences []CoNLLSentence
	Pred      [][]string // IOB2 tags, one per token
}

// conllType maps our entity types to CoNLL's four.
func conllType(t storyline.EntityType) string {
	switch t {
	case storyline.PER, storyline.ORG, storyline.LOC:
		return string(t)
	}
	return "MISC"
}

// TagCoNLL tags one sentence given as tokens: it joins them with spaces,
// runs the tagger on the text and maps the mentions back to the tokens as
// IOB2 tags. A token takes the type of the first mention overlapping it.
func TagCoNLL(t *names.Tagger, words []string) []string {
	var sb strings.Builder
	starts := make([]int, len(words))
	for i, w := range words {
		if i > 0 {
			sb.WriteByte(' ')
		}
		starts[i] = sb.Len()
		sb.WriteString(w)
	}
	text := sb.String()
	tags := make([]string, len(words))
	for i := range tags {
		tags[i] = "O"
	}
	tokenAt := func(off int) int { // the token holding byte off
		return sort.Search(len(starts), func(i int) bool { return starts[i] > off }) - 1
	}
	prevEnd := -1
	for _, m := range t.TagWith(text, names.Options{CoNLL: true}) {
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

// EvalNER tags every sentence of a CoNLL file and scores the result.
func EvalNER(path string, t *names.Tagger) (NERRun, error) {
	f, err := os.Open(path)
	if err != nil {
		return NERRun{}, err
	}
	defer f.Close()
	sents, err := ReadCoNLL(f, path)
	if err != nil {
		return NERRun{}, err
	}
	if t == nil {
		t = names.Default()
	}
	run := NERRun{Sentences: sents, Pred: make([][]string, len(sents))}
	gold := make([][]string, len(sents))
	for i, s := range sents {
		words := make([]string, len(s.Rows))
		gold[i] = make([]string, len(s.Rows))
		for j, r := range s.Rows {
			words[j] = r[0]
			gold[i][j] = r[len(r)-1]
		}
		run.Pred[i] = TagCoNLL(t, words)
	}
	run.Metrics = ScoreIOB(gold, run.Pred)
	return run, nil
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
