package reconcile

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// TestValueText: values are written as a reader writes them, never in
// interval notation.
func TestValueText(t *testing.T) {
	for _, c := range []struct {
		p    storyline.FigurePoint
		want string
	}{
		{storyline.FigurePoint{Low: 5, High: 0, HighOpen: true, Qualifier: "at least"}, "≥ 5"},
		{storyline.FigurePoint{Low: 450, HighOpen: true, Qualifier: "more than"}, "450+"},
		{storyline.FigurePoint{LowOpen: true, High: 10, Qualifier: "up to"}, "≤ 10"},
		{storyline.FigurePoint{LowOpen: true, High: 10, Qualifier: "fewer than"}, "< 10"},
		{storyline.FigurePoint{Low: 5, Best: 5, High: 10}, "5–10"},
		{storyline.FigurePoint{Low: 1500, Best: 1500, High: 1500}, "1,500"},
		{storyline.FigurePoint{Low: 40, Best: 40, High: 40, Qualifier: "about"}, "~40"},
	} {
		if got := ValueText(&c.p, Value); got != c.want {
			t.Errorf("%+v: %q, want %q", c.p, got, c.want)
		}
	}
}
