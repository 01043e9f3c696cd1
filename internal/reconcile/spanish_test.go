package reconcile

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/text"
	"github.com/storyline-news/storyline/internal/timex"
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

// TestRoleCountsAreStocks reads sentences written for the test, in Spanish
// and in English: people counted by a role ("desertores", "defectors")
// with no act of the period, or only a verb of staying, are a standing
// number of defectors, apart from the army's strength; with an act they
// are counted by the act.
func TestRoleCountsAreStocks(t *testing.T) {
	ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		lang, in, text string
		stock          bool
		category       string // the key's category when stock, else its action
	}{
		{"es", "En un albergue de Cúcuta esperan decenas de desertores.", "decenas", true, "defectors"},
		{"es", "Unos 40 desertores permanecen en la frontera.", "Unos 40", true, "defectors"},
		{"es", "La Guardia Nacional tiene más de 200.000 efectivos.", "más de 200.000", false, ""},
		{"es", "Más de 30 desertores cruzaron el río el lunes.", "Más de 30", false, ActionDefected},
		{"es", "Al menos 12 desertores fueron detenidos el lunes.", "Al menos 12", false, ActionArrested},
		{"en", "Dozens of defectors wait in a shelter in Cucuta.", "Dozens", true, "defectors"},
		{"en", "A church in Cucuta houses about 40 deserters.", "about 40", true, "defectors"},
		{"en", "At least 12 deserters were detained on Monday.", "At least 12", false, ActionArrested},
	} {
		d := text.NewDoc(c.in)
		times := timex.ExtractTokens(d.Text, d.Tokens, ref, timex.Options{Lang: c.lang})
		var key storyline.FigureKey
		found, grouped := false, false
		for _, f := range figures.ExtractDocLang(c.lang, d, times, storyline.DateOf(ref)) {
			if f.Text == c.text {
				found = true
				key, grouped = KeyOf(&f)
			}
		}
		switch {
		case !found:
			t.Errorf("%q: no figure %q", c.in, c.text)
		case c.category == "":
			// the strength of an armed body: no role
			if key.Category == "defectors" {
				t.Errorf("%q: key %+v counts defectors", c.in, key)
			}
		case !grouped || key.Stock != c.stock:
			t.Errorf("%q: key %+v (grouped %v), want stock %v", c.in, key, grouped, c.stock)
		case c.stock && (key.Category != c.category || key.Action != ActionStock):
			t.Errorf("%q: stock key %+v, want category %q", c.in, key, c.category)
		case !c.stock && key.Action != c.category:
			t.Errorf("%q: key %+v, want action %q", c.in, key, c.category)
		}
	}
	army := storyline.FigureKey{Kind: storyline.FigureStrength, Stock: true, Action: ActionStock, Category: "soldiers"}
	role := storyline.FigureKey{Kind: storyline.FigureStrength, Stock: true, Action: ActionStock, Category: "defectors"}
	if Compatible(army, role) {
		t.Error("a count of defectors joins the army's strength")
	}
}
