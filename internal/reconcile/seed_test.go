package reconcile

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// seeds builds the bundled samples through the real pipeline, with IDs 1, 2.
func seeds(t testing.TB) []*storyline.Article {
	t.Helper()
	now := time.Date(2019, 3, 1, 12, 0, 0, 0, time.UTC)
	b := pipeline.Builder{Now: func() time.Time { return now }}
	var arts []*storyline.Article
	for i, s := range demo.Samples() {
		a, _, err := b.Build(context.Background(), ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data)})
		if err != nil {
			t.Fatal(err)
		}
		a.ID = int64(i + 1)
		arts = append(arts, a)
	}
	return arts
}

func TestSeedPrint(t *testing.T) {
	arts := seeds(t)
	for _, a := range arts {
		t.Logf("article %d: %s published %s", a.ID, a.Input, a.Published.Time.Format("2006-01-02"))
	}
	gs := Reconcile(arts)
	var b strings.Builder
	for i := range gs {
		b.WriteString(Describe(&gs[i]))
	}
	t.Log("\n" + b.String())
}

// findGroup returns the first group with this action class whose points
// include one with this text.
func findGroup(gs []storyline.FigureGroup, action, text string) *storyline.FigureGroup {
	for i := range gs {
		if gs[i].Key.Action != action {
			continue
		}
		for _, p := range gs[i].Points {
			if strings.EqualFold(p.Text, text) {
				return &gs[i]
			}
		}
	}
	return nil
}

func pointOf(g *storyline.FigureGroup, text string) *storyline.FigurePoint {
	for i := range g.Points {
		if strings.EqualFold(g.Points[i].Text, text) {
			return &g.Points[i]
		}
	}
	return nil
}

func TestSeedDefections(t *testing.T) {
	arts := seeds(t)
	// The pipeline infers the dates the checks below rely on.
	if d := storyline.DateOf(arts[0].Published.Time).String(); d != "2019-02-26" {
		t.Fatalf("seed 000 published %s, want 2019-02-26", d)
	}
	if d := storyline.DateOf(arts[1].Published.Time).String(); d != "2019-02-23" {
		t.Fatalf("seed 003 published %s, want 2019-02-23", d)
	}
	gs := Reconcile(arts)
	g := findGroup(gs, ActionDefected, "more than 450")
	if g == nil {
		t.Fatal("no defections group with more than 450")
	}
	t.Log("\n" + Describe(g))
	if g.Key.Category != "soldiers" {
		t.Errorf("category %q, want soldiers", g.Key.Category)
	}
	type want struct {
		text, asOf, source string
		article            int64
		low                float64
		highOpen           bool
	}
	for _, w := range []want{
		{"at least five", "2019-02-23", storyline.Unattributed, 2, 5, true},
		{"more than 320", "2019-02-26", "Colombian immigration officials", 1, 320, true},
		{"more than 450", "2019-02-26", storyline.Unattributed, 1, 450, true},
	} {
		p := pointOf(g, w.text)
		switch {
		case p == nil:
			t.Errorf("%q missing from the group", w.text)
			continue
		case p.AsOf.String() != w.asOf:
			t.Errorf("%q as of %s, want %s", w.text, p.AsOf, w.asOf)
		case p.Attribution != w.source:
			t.Errorf("%q attributed to %q, want %q", w.text, p.Attribution, w.source)
		case p.Article != w.article:
			t.Errorf("%q in article %d, want %d", w.text, p.Article, w.article)
		case p.Low != w.low || p.HighOpen != w.highOpen:
			t.Errorf("%q range %v..%v open %v", w.text, p.Low, p.High, p.HighOpen)
		case p.Incident:
			t.Errorf("%q marked as an incident: %s", w.text, p.IncidentReason)
		}
	}
	// "more than 450" covers the four days to the 26th.
	if p := pointOf(g, "more than 450"); p != nil && (p.WindowStart.String() != "2019-02-23" || p.WindowEnd.String() != "2019-02-26") {
		t.Errorf("450 window %s..%s, want 2019-02-23..2019-02-26", p.WindowStart, p.WindowEnd)
	}
	// Ordered by as-of date.
	for i := 1; i < len(g.Points); i++ {
		if cmpDate(g.Points[i-1].AsOf, g.Points[i].AsOf) > 0 {
			t.Errorf("points out of as-of order at %d", i)
		}
	}
	if g.Relation != storyline.RelationRising || g.From.String() != "2019-02-23" || g.To.String() != "2019-02-26" {
		t.Errorf("relation %s from %s to %s, want rising from 2019-02-23 to 2019-02-26 (%s)", g.Relation, g.From, g.To, g.RelationReason)
	}
	// The 320 vs 450 discrepancy inside seed 000.
	found := false
	for _, d := range g.Discrepancies {
		a, b := g.Points[d.A], g.Points[d.B]
		vals := []float64{a.Low, b.Low}
		if d.Article == 1 && d.AsOf.String() == "2019-02-26" && slicesContains(vals, 320) && slicesContains(vals, 450) && !d.Conflicting {
			found = true
		}
	}
	if !found {
		t.Errorf("no 320 vs 450 discrepancy flagged in article 1: %+v", g.Discrepancies)
	}
	// The two guardsmen of the caption are an incident, not a competing value.
	var two *storyline.FigurePoint
	for i := range g.Points {
		if g.Points[i].Best == 2 && g.Points[i].Caption {
			two = &g.Points[i]
		}
	}
	if two == nil {
		t.Fatal("the caption's two guardsmen are not in the defections group")
	}
	if !two.Incident {
		t.Errorf("the two guardsmen are not an incident point")
	}
	for _, d := range g.Discrepancies {
		if g.Points[d.A].Incident || g.Points[d.B].Incident {
			t.Errorf("incident point in a discrepancy: %s", d.Reason)
		}
	}
	for _, s := range g.Steps {
		if g.Points[s.From].Incident || g.Points[s.To].Incident {
			t.Errorf("incident point in a relation: %s", s.Reason)
		}
	}
	s := g.Summary
	if s.Low != 450 || s.Best != 450 || !s.HighOpen || s.AsOf.String() != "2019-02-26" {
		t.Errorf("summary %+v, want low 450, best 450, high open as of 2019-02-26", s)
	}
}

func slicesContains(vs []float64, v float64) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

func TestSeedCasualties(t *testing.T) {
	gs := Reconcile(seeds(t))
	for _, c := range []struct{ action, text string }{{ActionKilled, "four"}, {ActionInjured, "an additional 18"}} {
		g := findGroup(gs, c.action, c.text)
		if g == nil {
			t.Errorf("no %s group with %q", c.action, c.text)
			continue
		}
		p := pointOf(g, c.text)
		if !strings.Contains(p.Attribution, "Alfredo Romero") || !strings.Contains(p.Attribution, "Foro Penal") {
			t.Errorf("%q attributed to %q, want Alfredo Romero of Foro Penal", c.text, p.Attribution)
		}
		for _, q := range g.Points {
			if q.Text != c.text {
				t.Errorf("%s group mixes in %q", c.action, q.Text)
			}
		}
	}
	// Killed and injured stay apart.
	if k, i := findGroup(gs, ActionKilled, "four"), findGroup(gs, ActionInjured, "an additional 18"); k != nil && k == i {
		t.Error("killed and injured in one group")
	}
}
