package reconcile

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestDisagreements: a group's discrepancies fold into one line per pair
// of values, naming everyone who gives each value, those that cannot both
// be true first; the relation's reason gives the strongest and counts the
// rest, instead of one sentence per pair of figures.
func TestDisagreements(t *testing.T) {
	killed := func(words string, low float64, highOpen bool, source string) fig {
		return fig{sentence: words + " people were killed on Tuesday, " + source + " said.", words: words, low: low, highOpen: highOpen,
			counted: "people", cat: "people", action: "were killed", source: source, asOf: "2020-03-03", start: "2020-03-03", end: "2020-03-03"}
	}
	g := only(t, Reconcile([]*storyline.Article{
		article(1, "AP", killed("10", 10, false, "Police")),
		article(2, "BBC", killed("10", 10, false, "the governor")),
		article(3, "CNN", killed("40", 40, false, "The opposition")),
		article(4, "NHK", killed("40", 40, false, "A doctor")),
		article(5, "ABC", killed("at least 12", 12, true, "A monitor")),
	}))
	t.Log("\n" + Describe(g))
	if g.Relation != storyline.RelationConflicting {
		t.Fatalf("relation %s: %s", g.Relation, g.RelationReason)
	}
	ds := Disagreements(g)
	if len(ds) == 0 || len(ds) > len(g.Discrepancies) {
		t.Fatalf("%d disagreements from %d discrepancies", len(ds), len(g.Discrepancies))
	}
	// The reconciler flags neighbouring values: 10 against at least 12
	// (a conflict), at least 12 against 40 (both can hold).
	first := ds[0]
	if len(ds) != 2 || !first.Conflicting || g.Points[first.Low].Best != 10 || g.Points[first.High].Best != 12 {
		t.Fatalf("disagreements %+v, want 10 against at least 12 first", ds)
	}
	if len(first.LowSources) != 2 || len(ds[1].HighSources) != 2 {
		t.Errorf("sources of 10 %v, of 40 %v, want both outlets of each value", first.LowSources, ds[1].HighSources)
	}
	for i := 1; i < len(ds); i++ {
		if ds[i].Conflicting && !ds[i-1].Conflicting {
			t.Errorf("a conflict after a lesser difference: %s", ds[i].Text(g))
		}
	}
	if strings.Count(g.RelationReason, "cannot both be true") != 1 || !strings.HasPrefix(g.RelationReason, "conflicting: "+first.Text(g)) {
		t.Errorf("reason %q, want the strongest disagreement once", g.RelationReason)
	}
	if n := strings.Count(Describe(g), first.Text(g)); n != 1 {
		t.Errorf("Describe states the strongest disagreement %d times, want once (in the reason)", n)
	}
}

// TestSourceName: an unattributed figure is its outlet's own reporting.
func TestSourceName(t *testing.T) {
	for _, c := range []struct {
		p    storyline.FigurePoint
		want string
	}{
		{storyline.FigurePoint{Outlet: "AP", Attribution: "the police"}, "the police"},
		{storyline.FigurePoint{Outlet: "Al Arabiya", Attribution: storyline.Unattributed}, "Al Arabiya's own reporting"},
		{storyline.FigurePoint{Outlet: "The Jordan Times", Attribution: storyline.Unattributed}, "The Jordan Times' own reporting"},
		{storyline.FigurePoint{Attribution: storyline.Unattributed}, "unattributed"},
	} {
		if got := sourceName(&c.p); got != c.want {
			t.Errorf("sourceName(%+v) = %q, want %q", c.p, got, c.want)
		}
	}
}

// TestSummaryNamesOwnReporting: the low, best and high of a figure no one
// is cited for name the outlet that states it, not "unattributed".
func TestSummaryNamesOwnReporting(t *testing.T) {
	g := only(t, Reconcile([]*storyline.Article{
		article(1, "TRT World", fig{sentence: "At least 86 people were killed on Tuesday.", words: "At least 86", low: 86, highOpen: true,
			counted: "people", cat: "people", action: "were killed", asOf: "2020-03-03", start: "2020-03-03", end: "2020-03-03"}),
	}))
	s := g.Summary
	for _, r := range []string{s.LowReason, s.BestReason, s.HighReason} {
		if !strings.Contains(r, "TRT World's own reporting") || strings.Contains(r, storyline.Unattributed) {
			t.Errorf("reason %q, want TRT World's own reporting", r)
		}
	}
}

// TestLongPathReason: a toll rising over many dates names the first two
// and the last two, and counts the dates between.
func TestLongPathReason(t *testing.T) {
	var arts []*storyline.Article
	for i := 1; i <= 6; i++ {
		n := float64(i * 10)
		words := strconv.Itoa(i * 10)
		day := fmt.Sprintf("2020-03-%02d", i)
		arts = append(arts, article(int64(i), "AP", fig{sentence: "At least " + words + " people have been killed, police said.", words: "At least " + words,
			low: n, highOpen: true, counted: "people", cat: "people", action: "have been killed", source: "police", asOf: day}))
	}
	g := only(t, Reconcile(arts))
	if g.Relation != storyline.RelationRising {
		t.Fatalf("relation %s: %s", g.Relation, g.RelationReason)
	}
	if !strings.Contains(g.RelationReason, "(2 dates between)") || strings.Contains(g.RelationReason, "2020-03-03") || !strings.Contains(g.RelationReason, "2020-03-05") {
		t.Errorf("reason %q, want the first two dates, the last two and 2 dates between", g.RelationReason)
	}
}
