package names

import (
	"bytes"
	"slices"
	"testing"

	nermodel "github.com/storyline-news/storyline/models/ner"
)

// BenchmarkLoadModel measures what a run's start-up pays for the bundled
// English model: decoding it and building its fast tables.
func BenchmarkLoadModel(b *testing.B) {
	for b.Loop() {
		m, err := load(bytes.NewReader(nermodel.Data), gzipSize(nermodel.Data))
		if err != nil {
			b.Fatal(err)
		}
		m.fast()
	}
}

// TestLoadSizeHint checks that the bundled model decodes the same with its
// stated size, a short one and none, and that a cut model is refused.
func TestLoadSizeHint(t *testing.T) {
	want, err := Load(bytes.NewReader(nermodel.Data))
	if err != nil {
		t.Fatal(err)
	}
	for _, hint := range []int{gzipSize(nermodel.Data), 100} {
		m, err := load(bytes.NewReader(nermodel.Data), hint)
		if err != nil {
			t.Fatalf("hint %d: %v", hint, err)
		}
		if len(m.w) != len(want.w) || len(m.slots) != len(want.slots) || len(m.lex) != len(want.lex) ||
			len(m.gaz) != len(want.gaz) || m.scale != want.scale || !slices.Equal(m.w, want.w) {
			t.Errorf("hint %d: a different model", hint)
		}
	}
	if gzipSize(nermodel.Data) < len(nermodel.Data) {
		t.Errorf("gzipSize = %d, below the compressed size", gzipSize(nermodel.Data))
	}
	for _, n := range []int{len(modelMagic), len(nermodel.Data) / 2} {
		if _, err := load(bytes.NewReader(nermodel.Data[:n]), gzipSize(nermodel.Data)); err == nil {
			t.Errorf("cut at %d bytes: no error", n)
		}
	}
}
