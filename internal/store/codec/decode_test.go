package codec_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// DecodeJSON reads exactly what encoding/json reads from the columns
// EncodeJSON writes: real analyses of English and Spanish news, and of
// hostile inputs (invalid UTF-8, mixed encodings, digits, blanks).
func TestDecodeJSONMatchesStdlib(t *testing.T) {
	var paths []string
	for _, glob := range []string{"../../../testdata/hostile/*.txt", "../../../testdata/spanish/*", "../../pipeline/testdata/*.txt",
		"../../ingest/testdata/*.txt", "../../eval/testdata/quotes/mini/text/*.txt"} {
		ps, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, ps...)
	}
	if len(paths) < 10 {
		t.Fatalf("found %d test texts, want 10 or more", len(paths))
	}
	var b pipeline.Builder
	built := 0
	for _, p := range paths {
		if fi, err := os.Stat(p); err != nil || fi.IsDir() {
			continue
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		a, _, err := b.Build(context.Background(), ingest.Doc{Name: p, Format: storyline.FormatText, Text: string(raw), Raw: raw})
		if err != nil {
			continue // an input the builder refuses stores nothing
		}
		built++
		j, err := codec.EncodeJSON(a)
		if err != nil {
			t.Fatal(err)
		}
		var got storyline.Article
		if err := codec.DecodeJSON(&got, j); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		var want storyline.Article
		for _, f := range []struct {
			src string
			v   any
		}{{j.Authors, &want.Authors}, {j.Paragraphs, &want.Paragraphs}, {j.Captions, &want.Captions}, {j.Credits, &want.Credits},
			{j.Removed, &want.Removed}, {j.Alignment, &want.Alignment}, {j.Analysis, &want.Analysis}} {
			if err := json.Unmarshal([]byte(f.src), f.v); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: DecodeJSON and encoding/json read different articles", p)
		}
	}
	if built < 8 {
		t.Fatalf("built %d articles, want 8 or more", built)
	}
}
