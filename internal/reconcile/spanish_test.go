package reconcile

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// spanishReport is the Spanish fixture (testdata/spanish): a report of the
// seeds' events written in Spanish, built through the real pipeline with
// ID 3.
func spanishReport(t testing.TB) *storyline.Article {
	t.Helper()
	now := time.Date(2019, 3, 1, 12, 0, 0, 0, time.UTC)
	b := pipeline.Builder{Now: func() time.Time { return now }}
	var docs []ingest.Doc
	err := ingest.Read(context.Background(), []string{"../../testdata/spanish/desertores_cucuta.jsonl"}, ingest.Options{},
		func(d ingest.Doc) error { docs = append(docs, d); return nil },
		func(e *ingest.InputError) { t.Fatal(e) })
	if err != nil || len(docs) != 1 {
		t.Fatalf("reading the Spanish fixture: %d documents, %v", len(docs), err)
	}
	a, _, err := b.Build(context.Background(), docs[0])
	if err != nil {
		t.Fatal(err)
	}
	if a.Language != "es" {
		t.Fatalf("fixture read as %q", a.Language)
	}
	a.ID = 3
	return a
}

// TestSpanishDefectionsJoinTheSeeds checks that "más de 320 militares han
// desertado" joins the group of "more than 320 Venezuelan soldiers have
// defected": the unit words mapped across languages, the bound kept, the
// Spanish source beside the English one.
func TestSpanishDefectionsJoinTheSeeds(t *testing.T) {
	gs := Reconcile(append(seeds(t), spanishReport(t)))
	g := findGroup(gs, ActionDefected, "more than 320")
	if g == nil {
		t.Fatal("no defections group holds the English figure")
	}
	es := pointOf(g, "Más de 320")
	if es == nil {
		var texts []string
		for _, p := range g.Points {
			texts = append(texts, p.Text)
		}
		t.Fatalf("the Spanish figure is not in the defections group %s: %q", g.Key.Category, texts)
	}
	if es.Article != 3 || es.Low != 320 || !es.HighOpen {
		t.Errorf("Spanish point: article %d, [%v, %v] open %v; want article 3, a lower bound of 320", es.Article, es.Low, es.High, es.HighOpen)
	}
	if !strings.Contains(es.Attribution, "Migración Colombia") || es.Outlet != "Diario de la Frontera" {
		t.Errorf("Spanish point: attribution %q, outlet %q", es.Attribution, es.Outlet)
	}
}
