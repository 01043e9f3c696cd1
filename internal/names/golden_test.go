package names

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyline-news/storyline/internal/clean"
	"github.com/storyline-news/storyline/internal/demo"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/golden.jsonl.gz from the current tagger")

// goldenCase is one input of TestNamesGolden.
type goldenCase struct{ name, text string }

// goldenCases are the texts whose tagging must not change when the tagger
// is made faster: the bundled samples and Wikinews articles, the hostile
// test inputs, and testdata/sentences.txt as written, upper-cased (the
// headline path), lower-cased, and five sentences at a time (coreference).
func goldenCases(t testing.TB) []goldenCase {
	var cs []goldenCase
	for _, s := range demo.Samples() {
		cs = append(cs, goldenCase{"sample/" + s.Name, clean.Clean(string(s.Data), clean.Options{TitleLine: true}).Text})
		cs = append(cs, goldenCase{"sample-raw/" + s.Name, string(s.Data)})
	}
	for i, line := range bytes.Split(demo.Wikinews(), []byte("\n")) {
		var a struct{ Title, Text string }
		if json.Unmarshal(line, &a) == nil && a.Text != "" {
			cs = append(cs, goldenCase{fmt.Sprintf("wikinews/%d", i), a.Title + "\n\n" + a.Text})
		}
	}
	hostile, _ := filepath.Glob("../../testdata/hostile/*.txt")
	for _, p := range hostile {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, goldenCase{"hostile/" + filepath.Base(p), string(b)})
	}
	b, err := os.ReadFile("testdata/sentences.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	for i, l := range lines {
		cs = append(cs,
			goldenCase{fmt.Sprintf("sentence/%d", i), l},
			goldenCase{fmt.Sprintf("upper/%d", i), strings.ToUpper(l)},
			goldenCase{fmt.Sprintf("lower/%d", i), strings.ToLower(l)},
		)
	}
	for i := 0; i < len(lines); i += 5 {
		cs = append(cs, goldenCase{fmt.Sprintf("para/%d", i), strings.Join(lines[i:min(i+5, len(lines))], " ")})
	}
	return cs
}

// goldenRecord is what the tagger makes of one case.
type goldenRecord struct {
	Name     string   `json:"name"`
	Analyze  any      `json:"analyze"`  // Analyze: mentions and entities
	CoNLL    any      `json:"conll"`    // TagWith CoNLL mentions
	TagWords []string `json:"tagwords"` // Model.TagWords on the tokens of the text
}

func goldenRecords(t testing.TB, tg *Tagger) []goldenRecord {
	var out []goldenRecord
	for _, c := range goldenCases(t) {
		ms, es := tg.Analyze(c.text)
		var words []string
		for _, tk := range Tokenize(c.text) {
			words = append(words, tk.Text)
		}
		out = append(out, goldenRecord{
			Name:     c.name,
			Analyze:  map[string]any{"mentions": ms, "entities": es},
			CoNLL:    tg.TagWith(c.text, Options{CoNLL: true}),
			TagWords: tg.m.TagWords(words),
		})
	}
	return out
}

// TestNamesGolden compares the tagger's output on goldenCases with the
// output recorded before the tagger was optimized (testdata/golden.jsonl.gz,
// written with -update). Every mention, entity and tag must be the same.
func TestNamesGolden(t *testing.T) {
	const path = "testdata/golden.jsonl.gz"
	recs := goldenRecords(t, Default())
	var got [][]byte
	for _, r := range recs {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, b)
	}
	if *updateGolden {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(append(bytes.Join(got, []byte("\n")), '\n'))
		zw.Close()
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d records to %s", len(got), path)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	all, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	want := bytes.Split(bytes.TrimRight(all, "\n"), []byte("\n"))
	if len(want) != len(got) {
		t.Fatalf("%d records, golden file has %d", len(got), len(want))
	}
	bad := 0
	for i := range got {
		if !bytes.Equal(got[i], want[i]) {
			bad++
			if bad <= 5 {
				t.Errorf("record %d differs:\n got %s\nwant %s", i, got[i], want[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d records differ", bad, len(got))
	}
}

// BenchmarkNamesTagWikinews tags the nine bundled Wikinews articles, one
// Tag call per article, as the pipeline does.
func BenchmarkNamesTagWikinews(b *testing.B) {
	var texts []string
	words := 0
	for _, line := range bytes.Split(demo.Wikinews(), []byte("\n")) {
		var a struct{ Title, Text string }
		if json.Unmarshal(line, &a) == nil && a.Text != "" {
			texts = append(texts, a.Title+"\n\n"+a.Text)
			words += len(strings.Fields(texts[len(texts)-1]))
		}
	}
	tg := Default()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, t := range texts {
			tg.Tag(t)
		}
	}
	b.ReportMetric(float64(words*b.N)/b.Elapsed().Seconds(), "words/s")
}

// BenchmarkNamesTagCold is BenchmarkNamesTagWikinews with an empty word
// cache each round, as when every word is new.
func BenchmarkNamesTagCold(b *testing.B) {
	var texts []string
	words := 0
	for _, line := range bytes.Split(demo.Wikinews(), []byte("\n")) {
		var a struct{ Title, Text string }
		if json.Unmarshal(line, &a) == nil && a.Text != "" {
			texts = append(texts, a.Title+"\n\n"+a.Text)
			words += len(strings.Fields(texts[len(texts)-1]))
		}
	}
	m := Default().Model()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tg := NewTagger(m)
		for _, t := range texts {
			tg.Tag(t)
		}
	}
	b.ReportMetric(float64(words*b.N)/b.Elapsed().Seconds(), "words/s")
}
