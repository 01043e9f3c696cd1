package reconcile

import (
	"fmt"
	"testing"

	"github.com/storyline-news/storyline"
)

// BenchmarkReconcile reconciles a story of 500 articles with 12 figures
// each: killed, injured and defected counts at a few places and dates.
func BenchmarkReconcile(b *testing.B) {
	places := []string{"", "", "Urena", "Cucuta", "La Parada, Colombia", "Colombia"}
	actions := []struct{ action, cat string }{{"were killed", "people"}, {"were injured", "civilians"}, {"deserted", "soldiers"}, {"were arrested", "protesters"}}
	var arts []*storyline.Article
	for i := range 500 {
		var figs []fig
		for j := range 12 {
			a := actions[(i+j)%len(actions)]
			n := float64(5 + (i*7+j*3)%90)
			words := fmt.Sprint(n)
			place := places[(i+j)%len(places)]
			sent := words + " people " + a.action
			if place != "" {
				sent += " in " + place
			}
			figs = append(figs, fig{sentence: sent + ".", words: words, low: n, highOpen: j%3 == 0,
				counted: "people", cat: a.cat, action: a.action, place: place,
				asOf: fmt.Sprintf("2020-03-%02d", 1+(i+j)%20)})
		}
		a := article(int64(i+1), fmt.Sprint("outlet", i%30), figs...)
		if i%10 == 9 {
			a.NearDuplicateOf = int64(i)
		}
		arts = append(arts, a)
	}
	b.ResetTimer()
	for b.Loop() {
		Reconcile(arts)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(arts)), "ns/article")
}
