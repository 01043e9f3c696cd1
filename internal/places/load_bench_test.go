package places

import (
	"bytes"
	"testing"

	"github.com/storyline-news/storyline/data/gazetteer"
)

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := Load(bytes.NewReader(gazetteer.TSVGz)); err != nil {
			b.Fatal(err)
		}
	}
}
