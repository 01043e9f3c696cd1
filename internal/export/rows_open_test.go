package export

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// "more than 320" has no upper bound and "up to 50" no lower one: their
// cells are empty, never a 0 that reads "at most 0".
func TestFigureRowsOpenBounds(t *testing.T) {
	a := &storyline.Article{ID: 1, Text: "More than 320 soldiers defected, and up to 50 police."}
	a.Analysis.Figures = []storyline.Figure{
		{Text: "More than 320", Low: 320, Best: 320, HighOpen: true},
		{Text: "up to 50", High: 50, Best: 50, LowOpen: true},
		{Text: "five", Low: 5, Best: 5, High: 5},
	}
	rows := FigureRows(a)
	got := [][3]string{}
	for _, r := range rows {
		got = append(got, [3]string{r.Low, r.Best, r.High})
	}
	want := [][3]string{{"320", "320", ""}, {"", "50", "50"}, {"5", "5", "5"}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d: low/best/high %v, want %v", i, got[i], want[i])
		}
	}
}
