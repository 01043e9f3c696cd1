package pipeline

import (
	"context"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/names"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// seedArticles builds the bundled samples once, for benchmarks.
func seedArticles(b *testing.B) []*storyline.Article {
	b.Helper()
	var out []*storyline.Article
	for _, s := range demo.Samples() {
		a, _, err := builder().Build(context.Background(), ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data)})
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

func reportWords(b *testing.B, words int) {
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}

// BenchmarkAnalyze measures all the extractors together on the samples.
func BenchmarkAnalyze(b *testing.B) {
	arts := seedArticles(b)
	words := 0
	for _, a := range arts {
		words += a.WordCount()
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, a := range arts {
			Analyze(a)
		}
	}
	reportWords(b, words)
}

// BenchmarkNamesAndPlaces measures tagging, coreference and geocoding: the
// names issue's throughput target.
func BenchmarkNamesAndPlaces(b *testing.B) {
	arts := seedArticles(b)
	words := 0
	for _, a := range arts {
		words += a.WordCount()
	}
	places.Default()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, a := range arts {
			ms, es := names.Default().Analyze(a.Text)
			Geocode(text.NewDoc(a.Text), ms, es)
		}
	}
	reportWords(b, words)
}

// BenchmarkBuild measures a whole article build from raw text: cleaning,
// dating, language, hashing and analysis.
func BenchmarkBuild(b *testing.B) {
	samples := demo.Samples()
	words := 0
	for _, a := range seedArticles(b) {
		words += a.WordCount()
	}
	bl := builder()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range samples {
			if _, err := bl.build(ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data)}); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportWords(b, words)
}
