package timex_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline/internal/eval"
	"github.com/storyline-news/storyline/internal/timex"
)

const ownText = `CUCUTA, Colombia (AP) — More than 100 Venezuelan soldiers have defected since the weekend, Colombian officials said Tuesday. In just four days, the number of deserters rose sharply, and opposition leader Juan Guaido said on Monday, Feb. 25, 2019, that he would return to Caracas next week. Last month, inflation reached 2,000,000%, up from 1,000% a year earlier. The crisis began in 2014 and has deepened over the past three years; Maduro has ruled since 2013. Aid trucks were burned on Saturday and will try again in early March, officials said. The Lima Group met in Bogota for two hours on Monday morning.
`

// BenchmarkExtract reports extraction speed in words per second on the
// TBAQ texts when the shared data is present, else on a news text of ours.
func BenchmarkExtract(b *testing.B) {
	type doc struct {
		text string
		ref  time.Time
	}
	var docs []doc
	if shared, ok := eval.SharedDir(); ok {
		if ds, err := eval.ReadTimeMLDir(filepath.Join(shared, "gold", "timex", "TBAQ-cleaned")); err == nil {
			for _, d := range ds {
				docs = append(docs, doc{d.Plain, d.DCT})
			}
		}
	}
	if len(docs) == 0 {
		docs = []doc{{strings.Repeat(ownText, 50), time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)}}
	}
	words, bytes := 0, 0
	for _, d := range docs {
		words += len(strings.Fields(d.text))
		bytes += len(d.text)
	}
	b.SetBytes(int64(bytes))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, d := range docs {
			timex.Extract(d.text, d.ref)
		}
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}
