package figures_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/eval"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/timex"
)

const ownText = `CUCUTA, Colombia (AP) — More than 100 Venezuelan soldiers have defected since the weekend, Colombian officials said Tuesday. Several dozen have ended up in a shelter. Last month, inflation reached 2,000,000%, up from 1,000% a year earlier, and at least 200 tons of aid were stuck at the border. Four people have been killed, according to Alfredo Romero of Foro Penal, and an additional 18 were injured.
`

// BenchmarkExtract reports figure extraction speed in words per second on
// the TBAQ texts when the shared data is present, else on a news text of
// ours. The time expressions are found once, outside the timed loop.
func BenchmarkExtract(b *testing.B) {
	type doc struct {
		text  string
		ref   storyline.Date
		times []storyline.TimeExpr
	}
	var docs []doc
	if shared, ok := eval.SharedDir(); ok {
		if ds, err := eval.ReadTimeMLDir(filepath.Join(shared, "gold", "timex", "TBAQ-cleaned")); err == nil {
			for _, d := range ds {
				docs = append(docs, doc{d.Plain, storyline.DateOf(d.DCT), timex.Extract(d.Plain, d.DCT)})
			}
		}
	}
	if len(docs) == 0 {
		ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
		text := strings.Repeat(ownText, 50)
		docs = []doc{{text, storyline.DateOf(ref), timex.Extract(text, ref)}}
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
			figures.Extract(d.text, d.times, d.ref)
		}
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}
