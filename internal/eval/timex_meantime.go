package eval

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/storyline-news/storyline/internal/timex"
)

// MEANTIME's time expressions as token-level BIO (the XTN-timexes
// conversion): one token per line, "token<TAB>B-TYPE|I-TYPE|O<TAB>value",
// a blank line between sentences, and a line
// `*!-DCTVALUE="YYYY-MM-DD"-!*<TAB>O<TAB>-` opening each document. There is
// no character text: a document is rebuilt by joining its tokens with
// single spaces and its sentences with blank lines, and predicted spans are
// widened to the gold tokens they touch, so the TempEval-3 span metrics
// become the token-level ones (strict: the same tokens; relaxed: a shared
// token).

// bioDoc is one document of a BIO file rebuilt as text.
type bioDoc struct {
	doc *TimeMLDoc
	// toks are the byte spans of the tokens in doc.Plain.
	toks [][2]int
	// lines are the token lines as read, for the predictions file.
	lines []string
}

// readBIOTimex reads the documents of a MEANTIME-style BIO file.
func readBIOTimex(r io.Reader, name string) ([]*bioDoc, error) {
	var docs []*bioDoc
	var cur *bioDoc
	var plain strings.Builder
	var open *TimexAnn
	closeTimex := func() {
		if open != nil {
			open.Text = plain.String()[open.Start:open.End]
			cur.doc.Timexes = append(cur.doc.Timexes, *open)
			open = nil
		}
	}
	finish := func() {
		if cur == nil {
			return
		}
		closeTimex()
		cur.doc.Plain = plain.String()
		docs = append(docs, cur)
		plain.Reset()
	}
	sentenceEnded := false
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, `*!-DCTVALUE="`); ok {
			finish()
			dct, err := time.Parse("2006-01-02", rest[:min(10, len(rest))])
			if err != nil {
				return nil, fmt.Errorf("%s:%d: bad DCT line %q", name, ln, line)
			}
			cur = &bioDoc{doc: &TimeMLDoc{Rel: fmt.Sprintf("%s#%d", name, len(docs)+1), DCT: dct}}
			sentenceEnded = false
			continue
		}
		if line == "" {
			closeTimex()
			sentenceEnded = true
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 || cur == nil {
			return nil, fmt.Errorf("%s:%d: want token, tag and value in a document, got %q", name, ln, line)
		}
		if plain.Len() > 0 {
			if sentenceEnded {
				plain.WriteString("\n\n")
			} else {
				plain.WriteByte(' ')
			}
		}
		sentenceEnded = false
		start := plain.Len()
		plain.WriteString(f[0])
		cur.toks = append(cur.toks, [2]int{start, plain.Len()})
		cur.lines = append(cur.lines, line)
		tag, value := f[1], f[2]
		switch {
		case strings.HasPrefix(tag, "B-") || strings.HasPrefix(tag, "I-") && open == nil:
			closeTimex()
			open = &TimexAnn{Start: start, Type: tag[2:], Value: value, TID: fmt.Sprintf("t%d", len(cur.doc.Timexes)+1)}
			open.End = plain.Len()
		case strings.HasPrefix(tag, "I-"):
			open.End = plain.Len()
		default:
			closeTimex()
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	finish()
	return docs, nil
}

// snap widens predicted spans to the gold tokens they touch and drops
// those that touch none.
func (d *bioDoc) snap(pred []TimexAnn) []TimexAnn {
	out := pred[:0]
	for _, p := range pred {
		i := sort.Search(len(d.toks), func(i int) bool { return d.toks[i][1] > p.Start })
		j := i
		for j < len(d.toks) && d.toks[j][0] < p.End {
			j++
		}
		if j == i {
			continue
		}
		p.Start, p.End = d.toks[i][0], d.toks[j-1][1]
		p.Text = d.doc.Plain[p.Start:p.End]
		if n := len(out); n > 0 && out[n-1].End > p.Start {
			continue // two predictions in one token: keep the first
		}
		out = append(out, p)
	}
	return out
}

// writeBIO writes the document's lines with the predicted tag and value
// appended as two more columns.
func (d *bioDoc) writeBIO(w io.Writer, pred []TimexAnn) {
	fmt.Fprintf(w, "*!-DCTVALUE=%q-!*\tO\t-\tO\t-\n", d.doc.DCT.Format("2006-01-02"))
	pi := 0
	for k, line := range d.lines {
		sp := d.toks[k]
		if k > 0 && d.doc.Plain[d.toks[k-1][1]:sp[0]] == "\n\n" {
			fmt.Fprintln(w)
		}
		for pi < len(pred) && pred[pi].End <= sp[0] {
			pi++
		}
		tag, value := "O", "-"
		if pi < len(pred) && pred[pi].Start <= sp[0] {
			tag, value = "I-"+pred[pi].Type, pred[pi].Value
			if pred[pi].Start == sp[0] {
				tag = "B-" + pred[pi].Type
			}
		}
		fmt.Fprintf(w, "%s\t%s\t%s\n", line, tag, value)
	}
	fmt.Fprintln(w)
}

// EvalTimexBIO scores the time-expression extractor on the MEANTIME-style
// BIO files (*.tsv) under dir, in language opts.Lang ("" detects it), with
// each document's DCT as the reference date. opts.PredictionsDir receives
// each file with the predicted tag and value as two more columns.
func EvalTimexBIO(dir string, opts TimexEvalOptions) (*TimexRun, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.tsv"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no .tsv files in %s", dir)
	}
	var total TimexCounts
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		docs, err := readBIOTimex(f, filepath.Base(p))
		f.Close()
		if err != nil {
			return nil, err
		}
		code := opts.Lang
		if code == "" {
			texts := make([]string, len(docs))
			for i, d := range docs {
				texts[i] = d.doc.Plain
			}
			code = corpusLang(texts)
		}
		var pf *os.File
		var out *bufio.Writer
		if opts.PredictionsDir != "" {
			if err := os.MkdirAll(opts.PredictionsDir, 0o755); err != nil {
				return nil, err
			}
			if pf, err = os.Create(filepath.Join(opts.PredictionsDir, filepath.Base(p))); err != nil {
				return nil, err
			}
			out = bufio.NewWriter(pf)
		}
		for _, d := range docs {
			pred := d.snap(TimexAnns(timex.ExtractWith(d.doc.Plain, d.doc.DCT, timex.Options{Lang: code})))
			total.Add(ScoreTimexDoc(d.doc.Timexes, pred))
			if opts.Errors != nil {
				writeTimexErrors(opts.Errors, d.doc, pred)
			}
			if out != nil {
				d.writeBIO(out, pred)
			}
		}
		if out != nil {
			err := out.Flush()
			if cerr := pf.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return nil, err
			}
		}
	}
	return &TimexRun{Counts: total, Metrics: total.Metrics()}, nil
}
