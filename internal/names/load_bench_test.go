package names

import (
	"bytes"
	"testing"

	nermodel "github.com/storyline-news/storyline/models/ner"
)

// BenchmarkLoadModel measures what a run's start-up pays for the bundled
// English model: decoding it and building its fast tables.
func BenchmarkLoadModel(b *testing.B) {
	for b.Loop() {
		m, err := Load(bytes.NewReader(nermodel.Data))
		if err != nil {
			b.Fatal(err)
		}
		m.fast()
	}
}
