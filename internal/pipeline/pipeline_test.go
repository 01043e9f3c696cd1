package pipeline

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

var ingestTime = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

func builder() *Builder { return &Builder{Now: func() time.Time { return ingestTime }} }

const newsHTML = `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>Border reopens after clashes | Example News</title>
<meta property="og:site_name" content="Example News">
<meta property="article:published_time" content="2019-02-27T10:30:00Z">
<link rel="canonical" href="https://news.example.org/world/border-reopens">
<meta name="author" content="Jane Doe">
</head><body>
<nav><a href="/">Home</a> <a href="/world">World</a> <a href="/sports">Sports</a></nav>
<article>
<h1>Border reopens after clashes</h1>
<p>CUCUTA, Colombia (AP) — Trucks carrying food and medicine crossed the Simon Bolivar bridge on Wednesday, days after clashes between protesters and troops left dozens injured.</p>
<p>Colombian officials said more than 300 soldiers had crossed the border since the weekend, asking for protection and for help applying for asylum.</p>
<figure><img src="a.jpg"><figcaption>Trucks wait at the bridge in Cucuta, Colombia, Wednesday, Feb. 27, 2019. (AP Photo/Jane Roe)</figcaption></figure>
<p>DOWNLOAD THE EXAMPLE NEWS APP FOR BREAKING ALERTS</p>
<p>The opposition said it would try again to bring aid across the other bridges in the coming days, while the government kept the crossings closed.</p>
<p>Aid workers said the shelters near the border were full and that many families had been sleeping outside for a week.</p>
</article>
<footer>© Example News. All rights reserved. Privacy policy. Terms of use.</footer>
</body></html>`

func TestBuildHTML(t *testing.T) {
	a, sig, err := builder().Build(context.Background(), ingest.Doc{Name: "page.html", Format: storyline.FormatHTML, HTML: []byte(newsHTML), Raw: []byte(newsHTML)})
	if err != nil {
		t.Fatal(err)
	}
	if a.Published.Source != storyline.DateFromMetadata || a.Published.Time.Format("2006-01-02") != "2019-02-27" {
		t.Errorf("published %+v", a.Published)
	}
	if a.Outlet != "Example News" || a.OutletSource != "metadata" {
		t.Errorf("outlet %q (%s)", a.Outlet, a.OutletSource)
	}
	if a.CanonicalURL != "https://news.example.org/world/border-reopens" {
		t.Errorf("canonical %q", a.CanonicalURL)
	}
	if a.TitleDerived || !strings.Contains(a.Title, "Border reopens") {
		t.Errorf("title %q derived=%v", a.Title, a.TitleDerived)
	}
	if len(a.Paragraphs) < 4 || len(a.Captions) != 1 || a.Captions[0].Credit != "AP Photo/Jane Roe" || a.Captions[0].Date.String() != "2019-02-27" {
		t.Errorf("%d paragraphs, captions %+v\n%s", len(a.Paragraphs), a.Captions, a.Text)
	}
	if strings.Contains(a.Text, "DOWNLOAD") || strings.Contains(a.Text, "Privacy") || strings.Contains(a.Text, "Sports") {
		t.Errorf("boilerplate in clean text:\n%s", a.Text)
	}
	if a.Language != "en" || a.NotAnalyzed != "" || len(sig.MinHash) == 0 || a.ContentHash == "" || a.RawHash == "" {
		t.Errorf("language %s, not analyzed %q, signature %d", a.Language, a.NotAnalyzed, len(sig.MinHash))
	}
}

func TestPublicationPrecedence(t *testing.T) {
	body := "Troops fired tear gas at protesters on Saturday, officials said.\n\nProtesters run in Urena, Venezuela, Saturday, Feb. 23, 2019. (AP Photo/Rodrigo Abd)"
	feedDate := time.Date(2019, 2, 24, 8, 0, 0, 0, time.UTC)
	crawlLate := time.Date(2019, 3, 10, 0, 0, 0, 0, time.UTC)
	crawlEarly := time.Date(2019, 2, 20, 0, 0, 0, 0, time.UTC)
	future := time.Date(2031, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name   string
		doc    ingest.Doc
		want   string
		source storyline.DateSource
	}{
		{"feed date wins over the text", ingest.Doc{Published: feedDate, DateSource: storyline.DateFromFeed}, "2019-02-24", storyline.DateFromFeed},
		{"text date before the crawl", ingest.Doc{Published: crawlLate, DateSource: storyline.DateFromWARC}, "2019-02-23", storyline.DateInferred},
		{"crawl date before the text date", ingest.Doc{Published: crawlEarly, DateSource: storyline.DateFromWARC}, "2019-02-20", storyline.DateFromWARC},
		{"inferred", ingest.Doc{}, "2019-02-23", storyline.DateInferred},
		{"future field date capped", ingest.Doc{Published: future, DateSource: storyline.DateFromField}, "2026-11-29", storyline.DateFromField},
	}
	for _, tt := range tests {
		tt.doc.Name, tt.doc.Format, tt.doc.Text = "t.txt", storyline.FormatText, body
		a, _, err := builder().Build(context.Background(), tt.doc)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Published.Time.Format("2006-01-02"); got != tt.want || a.Published.Source != tt.source {
			t.Errorf("%s: %s %s, want %s %s (%s)", tt.name, got, a.Published.Source, tt.want, tt.source, a.Published.Evidence)
		}
	}
}

// A record's date that is a later update or a filled-in fallback gives way
// to the report's own stamp at the opening of its text; a record's date
// that agrees with the stamp within two days stays the record's.
func TestPublicationOwnStamp(t *testing.T) {
	body := "Shelling kills five in the old city\n\nMonitor AFP Thursday 7 Mar 2019 Five people were killed on Thursday when shells hit a market, a monitor said."
	for _, c := range []struct {
		field  time.Time
		want   string
		source storyline.DateSource
	}{
		{time.Date(2019, 3, 21, 0, 0, 0, 0, time.UTC), "2019-03-07", storyline.DateInferred},
		{time.Date(2019, 3, 8, 0, 0, 0, 0, time.UTC), "2019-03-08", storyline.DateFromField},
	} {
		doc := ingest.Doc{Name: "t.jsonl", Format: storyline.FormatText, Text: body, Published: c.field, DateSource: storyline.DateFromField}
		a, _, err := builder().Build(context.Background(), doc)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Published.Time.Format("2006-01-02"); got != c.want || a.Published.Source != c.source {
			t.Errorf("field %s: %s %s, want %s %s (%s)", c.field.Format("2006-01-02"), got, a.Published.Source, c.want, c.source, a.Published.Evidence)
		}
	}
}

// TestSpanishFixture: a report of the February 2019 desertions written in
// Spanish for this test (testdata/desercion_es.txt, not a translation of
// the demo seeds) gets its times, figures with their sources, names,
// quotes and events.
func TestSpanishFixture(t *testing.T) {
	body, err := os.ReadFile("testdata/desercion_es.txt")
	if err != nil {
		t.Fatal(err)
	}
	doc := ingest.Doc{Name: "desercion_es.txt", Format: storyline.FormatText, Text: string(body)}
	a, _, err := builder().Build(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	if a.Language != "es" || a.NotAnalyzed != "" {
		t.Fatalf("language %s, %q", a.Language, a.NotAnalyzed)
	}
	an := Analyze(a)
	if len(an.TimeExprs) == 0 {
		t.Error("no time expressions")
	}
	var fig *storyline.Figure
	for i := range an.Figures {
		if an.Figures[i].Best == 320 {
			fig = &an.Figures[i]
		}
	}
	if fig == nil || fig.Qualifier != "more than" {
		t.Errorf("no figure of more than 320: %+v", an.Figures)
	}
	names := map[string]bool{}
	for _, e := range an.Entities {
		names[e.Canonical] = true
	}
	for _, n := range []string{"Colombia", "Cúcuta", "Guardia Nacional"} {
		if !names[n] {
			t.Errorf("entity %q not found in %v", n, names)
		}
	}
	cues := map[string]string{}
	for _, q := range an.Quotes {
		cues[q.CueText] = q.SourceText
	}
	for cue, src := range map[string]string{
		"Según":   "Migración Colombia",
		"afirmó":  "un sargento de la Guardia Nacional que cruzó el puente Simón Bolívar con su uniforme",
		"aseguró": "otro de los uniformados en un albergue de Cúcuta",
	} {
		if cues[cue] != src {
			t.Errorf("quote cued %q: source %q, want %q (all: %v)", cue, cues[cue], src, cues)
		}
	}
	subs, types := map[string]bool{}, map[string]bool{}
	for _, e := range an.Events {
		subs[e.SubEventType], types[e.EventType] = true, true
	}
	if !subs["Defection/desertion"] || !types["Protests"] {
		t.Errorf("want a defection and a protest: %v", subs)
	}
}

func TestNotAnalyzedLanguage(t *testing.T) {
	doc := ingest.Doc{Name: "fr.txt", Format: storyline.FormatText, Text: "Les autorités colombiennes ont déclaré mardi que plus de 320 soldats vénézuéliens avaient fait défection depuis le week-end, alors que la tension montait autour de l'aide humanitaire."}
	a, _, err := builder().Build(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	if a.Language != "fr" || a.NotAnalyzed != "not analyzed: language fr" {
		t.Errorf("language %s, %q", a.Language, a.NotAnalyzed)
	}
}

func TestNoText(t *testing.T) {
	_, _, err := builder().Build(context.Background(), ingest.Doc{Name: "x.txt", Format: storyline.FormatText, Text: "CLICK HERE TO GET THE APP\n\n* * *"})
	if err == nil {
		t.Error("a document of only boilerplate was accepted")
	}
}

// story writes a long synthetic report; variant changes its wording.
func story(variant string) string {
	var sb strings.Builder
	sb.WriteString("Floods Hit Valley\n\n")
	for i := 0; i < 12; i++ {
		fmt.Fprintf(&sb, "Rescue teams in district %d reported %s damage to %d homes and %d bridges after the river rose overnight.\n\n", i, variant, i*13+7, i+2)
	}
	return sb.String()
}

func TestIngesterDuplicatesAndOrder(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a_original.txt": story("heavy"),
		"b_copy.txt":     strings.Replace(story("heavy"), "Floods Hit Valley", "Valley Floods: Homes Lost", 1) + "Reuters contributed to this report.",
		"c_other.txt":    strings.ReplaceAll(story("light"), "river", "storm"),
		"d_same.txt":     story("heavy"),
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var events []Event
	in := &Ingester{Store: st, Builder: *builder(), Workers: 3, OnEvent: func(ev Event) { events = append(events, ev) }}
	sum, err := in.Run(context.Background(), []string{dir})
	if err != nil {
		t.Fatal(err)
	}
	if sum.New != 2 || sum.NearDuplicate != 1 || sum.Duplicate != 1 {
		t.Fatalf("summary %+v", sum)
	}
	want := []Outcome{New, NearDuplicate, New, Duplicate}
	for i, ev := range events {
		if ev.Outcome != want[i] || !strings.HasSuffix(ev.Name, []string{"a_original.txt", "b_copy.txt", "c_other.txt", "d_same.txt"}[i]) {
			t.Errorf("event %d: %s %s", i, ev.Name, ev.Outcome)
		}
	}
	if events[0].ID != 1 || events[1].Of != 1 || events[3].ID != 1 {
		t.Errorf("ids: %+v", events)
	}
}

func TestAnalyzeSeed(t *testing.T) {
	s, _ := demo.SampleNamed("000")
	a, _, err := builder().Build(context.Background(), ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data)})
	if err != nil {
		t.Fatal(err)
	}
	an := a.Analysis
	if len(an.TimeExprs) == 0 || len(an.Mentions) == 0 {
		t.Fatalf("no analysis: %d time expressions, %d mentions", len(an.TimeExprs), len(an.Mentions))
	}
	for _, te := range an.TimeExprs {
		if te.Span.In(a.Text) != te.Text {
			t.Errorf("time expression %q has span text %q", te.Text, te.Span.In(a.Text))
		}
	}
	for _, m := range an.Mentions {
		if m.Span.In(a.Text) != m.Text {
			t.Errorf("mention %q has span text %q", m.Text, m.Span.In(a.Text))
		}
	}
	found := map[string]*storyline.Entity{}
	for i := range an.Entities {
		found[an.Entities[i].Canonical] = &an.Entities[i]
	}
	for _, name := range []string{"Urena", "Cucuta"} {
		e := found[name]
		if e == nil || e.Place == nil || e.Place.Precision != 1 {
			t.Errorf("%s: not geocoded as a town: %+v", name, e)
			continue
		}
		if e.Place.Lat < 7.7 || e.Place.Lat > 8.1 || e.Place.Lon < -72.7 || e.Place.Lon > -72.3 {
			t.Errorf("%s at %.3f, %.3f: not near the Venezuela–Colombia border crossing", name, e.Place.Lat, e.Place.Lon)
		}
	}
	if e := found["Jose Gomez"]; e == nil || e.Type != storyline.PER || e.Mentions < 3 {
		t.Errorf("Jose Gomez: %+v", e)
	}
	// A caption reads its weekdays against its own date.
	for _, te := range an.TimeExprs {
		if te.Text == "Saturday" && te.Span.Start > a.Paragraphs[len(a.Paragraphs)-1].Span.End && te.Value != "2019-02-23" {
			t.Errorf("caption Saturday resolved to %s", te.Value)
		}
	}
}

func TestQuotesAttributeFigures(t *testing.T) {
	doc := ingest.Doc{Name: "q.txt", Format: storyline.FormatText, Text: "Flood Toll Rises\n\n" +
		"\"We have found at least 40 bodies so far. Many more people are missing and the river is still rising,\" said Maria Lopez, the regional civil defense chief, on Monday.\n\n" +
		"Rescuers kept searching the river banks near Mocoa, Colombia."}
	a, _, err := builder().Build(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, f := range a.Analysis.Figures {
		if f.Best == 40 {
			found = true
			if !strings.Contains(f.Source, "Lopez") {
				t.Errorf("figure 40 attributed to %q, want the quote's speaker", f.Source)
			}
		}
	}
	if !found {
		t.Fatalf("no figure 40 in %+v", a.Analysis.Figures)
	}
}
