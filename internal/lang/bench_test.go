package lang

import (
	"testing"

	"github.com/storyline-news/storyline/internal/clean"
	"github.com/storyline-news/storyline/internal/demo"
)

// BenchmarkDetect detects the language of the first bundled sample (its
// clean text, longer than the sample Detect reads).
func BenchmarkDetect(b *testing.B) {
	s := demo.Samples()[0]
	text := clean.Clean(string(s.Data), clean.Options{TitleLine: true}).Text
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Detect(text)
	}
}
