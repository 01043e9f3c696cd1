package export

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/storyview"
)

var ingested = time.Date(2026, 3, 1, 9, 30, 0, 0, time.UTC)

func spanOf(t testing.TB, text, sub string) storyline.Span {
	t.Helper()
	i := strings.Index(text, sub)
	if i < 0 {
		t.Fatalf("%q not in %q", sub, text)
	}
	return storyline.Span{Start: i, End: i + len(sub)}
}

var urena = &storyline.Place{Name: "Ureña", Admin1: "Táchira", Country: "VE", Lat: 7.9186, Lon: -72.4471, Precision: 1, Kind: "city"}

// fixture builds an article with a protest in Ureña (4 dead), a
// hypothetical event, an event with no place, a figure and a quote. The
// protest's sentence starts with "=", as an attacker would write it; it
// happens in the year 2016+n, so that the protests of different stories
// are different events (corpusMerge).
func fixture(t testing.TB, n int, outlet string) *storyline.Article {
	text := fmt.Sprintf("=HYPERLINK(\"http://evil\") Police fired tear gas at protesters in Urena on Saturday, killing 4 people. "+
		"Officials said the border will close. Troops deserted their posts, an officer said. (story %d)", n)
	prot := spanOf(t, text, "=HYPERLINK(\"http://evil\") Police fired tear gas at protesters in Urena on Saturday, killing 4 people.")
	hyp := spanOf(t, text, "Officials said the border will close.")
	des := spanOf(t, text, "Troops deserted their posts, an officer said.")
	sum := sha256.Sum256([]byte(text))
	a := &storyline.Article{
		Input: fmt.Sprintf("fixture-%d.txt", n), Format: storyline.FormatText, URL: fmt.Sprintf("https://example.org/%d", n),
		Outlet: outlet, OutletSource: "flag", Title: fmt.Sprintf("@Story %d", n),
		Published: storyline.Published{Time: time.Date(2019, 2, 20+n%5, 0, 0, 0, 0, time.UTC), Source: storyline.DateFromMetadata, Confidence: 0.95},
		Language:  "en", Text: text, RawText: text,
		Paragraphs:  []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(text)}, RawSpan: storyline.Span{Start: 0, End: len(text)}}},
		ContentHash: hex.EncodeToString(sum[:]), RawHash: hex.EncodeToString(sum[:]),
		IngestedAt: ingested, AnalyzerVersion: "test/1",
	}
	a.Analysis.Figures = []storyline.Figure{{Span: spanOf(t, text, "4 people"), Text: "4 people", Low: 4, Best: 4, High: 4, Kind: "count",
		Counted: "people", Action: "killing", TimeIndex: -1, StatedIndex: -1, Sentence: prot}}
	a.Analysis.Quotes = []storyline.Quote{{Content: spanOf(t, text, "the border will close"), ContentText: "the border will close",
		Cue: spanOf(t, text, "said"), CueText: "said", Kind: storyline.QuoteSpeech, Source: spanOf(t, text, "Officials"),
		SourceText: "Officials", Speaker: "Officials", Entity: -1, Anonymous: true, ReportedBy: -1}}
	a.Analysis.Events = []storyline.Event{
		{EventType: storyline.EventProtests, SubEventType: storyline.SubExcessiveForce, ACLEDSubEventType: storyline.SubExcessiveForce,
			DisorderType: storyline.DisorderDemonstrations,
			Actor1:       &storyline.EventActor{Name: "Police Forces of Venezuela", Text: "Police", Inter: storyline.InterStateForces},
			Actor2:       &storyline.EventActor{Name: "Protesters (Venezuela)", Text: "protesters", Inter: storyline.InterProtesters},
			AssocActors2: []storyline.EventActor{{Name: "Teachers (Venezuela)", Inter: storyline.InterProtesters}, {Name: "=Students", Inter: storyline.InterProtesters}},
			Interaction:  16, Location: "Urena", Place: urena, Date: storyline.Date{Year: 2016 + n, Month: 2, Day: 23}, TimePrecision: 1,
			Fatalities: 4, CrowdSize: 200, Trigger: "fired tear gas", TriggerSpan: spanOf(t, text, "fired tear gas"), Sentence: prot,
			Confidence: 0.8, Tags: []string{"border"}},
		{EventType: storyline.EventStrategic, SubEventType: storyline.SubOther, ACLEDSubEventType: storyline.SubOther,
			DisorderType: storyline.DisorderStrategic, Date: storyline.Date{Year: 2019, Month: 2, Day: 23}, TimePrecision: 1,
			Trigger: "close", Sentence: hyp, NonEvent: storyline.NonEventHypothetical, Place: urena},
		{EventType: storyline.EventStrategic, SubEventType: storyline.SubDefection, ACLEDSubEventType: storyline.SubChangeToGroup,
			DisorderType: storyline.DisorderStrategic, Date: storyline.Date{Year: 2019, Month: 2, Day: 23}, TimePrecision: 2,
			Actor1:  &storyline.EventActor{Name: "Military Forces of Venezuela", Inter: storyline.InterStateForces},
			Trigger: "deserted", Sentence: des, Confidence: 0.7},
	}
	return a
}

// fixtureStore stores n fixture articles, alternating two outlets, each
// in a story of its own whose merged events are kept (as the check after
// an ingest keeps them, internal/alerts).
func fixtureStore(t testing.TB, n int) storyline.Store {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "export.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	for i := 1; i <= n; i++ {
		outlet := "Fox News"
		if i%2 == 0 {
			outlet = "El Tiempo"
		}
		a := fixture(t, i, outlet)
		if _, err := st.AddArticle(context.Background(), a, []byte(a.RawText), storyline.Signature{}); err != nil {
			t.Fatal(err)
		}
		keepStoryEvents(t, st, a.ID, int64(i))
	}
	return st
}

// keepStoryEvents puts article id in story and writes the story's merged
// events as the check does.
func keepStoryEvents(t testing.TB, st storyline.Store, id, story int64) {
	t.Helper()
	ctx := context.Background()
	if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: id, StoryID: story, Title: "Story"}); err != nil {
		t.Fatal(err)
	}
	v, err := storyview.LoadLatest(ctx, st, story, 0)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := MergedEventsOf(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SetStoryEvents(ctx, story, evs); err != nil {
		t.Fatal(err)
	}
}

func export(t *testing.T, st storyline.Store, o Options) (string, int) {
	t.Helper()
	var buf bytes.Buffer
	n, err := Write(context.Background(), &buf, st, o)
	if err != nil {
		t.Fatalf("%s %s: %v", o.Kind, o.Format, err)
	}
	return buf.String(), n
}

func readCSV(t *testing.T, s string) [][]string {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(s)).ReadAll()
	if err != nil {
		t.Fatalf("csv: %v\n%s", err, s)
	}
	return recs
}

func TestResolve(t *testing.T) {
	for _, tc := range []struct {
		kind, format string
		k            Kind
		f            Format
		ok           bool
	}{
		{"articles", "", Articles, JSONL, true},
		{"articles", "csv", Articles, CSV, true},
		{"events", "csv", Events, ACLEDCSV, true},
		{"events", "acled-csv", Events, ACLEDCSV, true},
		{"events", "GeoJSON", Events, GeoJSON, true},
		{"figures", "geojson", "", "", false},
		{"quotes", "acled-csv", "", "", false},
		{"stories", "", "", "", false},
	} {
		k, f, err := Resolve(tc.kind, tc.format)
		if (err == nil) != tc.ok || k != tc.k || f != tc.f {
			t.Errorf("Resolve(%q, %q) = %q, %q, %v", tc.kind, tc.format, k, f, err)
		}
	}
}

func TestCountries(t *testing.T) {
	for a2, want := range map[string]Country{
		"VE": {"VE", "VEN", 862, "Venezuela", "South America"},
		"CO": {"CO", "COL", 170, "Colombia", "South America"},
		"AR": {"AR", "ARG", 32, "Argentina", "South America"},
		"SY": {"SY", "SYR", 760, "Syria", "Middle East"},
		"SD": {"SD", "SDN", 729, "Sudan", ""},
	} {
		if got, ok := CountryOf(a2); !ok || got != want {
			t.Errorf("CountryOf(%s) = %+v, want %+v", a2, got, want)
		}
	}
	if _, ok := CountryOf("ZZ"); ok {
		t.Error("ZZ is a country")
	}
	if len(isoCountries) != 249 {
		t.Errorf("%d countries", len(isoCountries))
	}
	for a2 := range acledRegions {
		if _, ok := isoCountries[a2]; !ok {
			t.Errorf("region for unknown code %s", a2)
		}
	}
	for a2 := range commonNames {
		if _, ok := isoCountries[a2]; !ok {
			t.Errorf("common name for unknown code %s", a2)
		}
	}
}

func TestACLEDCSV(t *testing.T) {
	st := fixtureStore(t, 3)
	out, n := export(t, st, Options{Kind: Events, Format: ACLEDCSV})
	recs := readCSV(t, out)
	if n != 6 || len(recs) != 7 {
		t.Fatalf("%d rows written, %d records; want 6 events (2 per article, no non-event)", n, len(recs))
	}
	if !slices.Equal(recs[0][:31], ACLEDColumns) || recs[0][0] != "event_id_cnty" || recs[0][30] != "timestamp" || recs[0][31] != "article_id" {
		t.Fatalf("header %v", recs[0])
	}
	for _, r := range recs {
		if len(r) != len(EventColumns) || len(EventHXL) != len(EventColumns) {
			t.Fatalf("%d cells, %d columns, %d tags", len(r), len(EventColumns), len(EventHXL))
		}
	}
	row := map[string]string{}
	for i, h := range recs[0] {
		row[h] = recs[1][i]
	}
	// Newest article first; its first event.
	for col, want := range map[string]string{
		"event_id_cnty": "VEN3-0", "event_date": "2019-02-23", "year": "2019", "time_precision": "1",
		"disorder_type": "Demonstrations", "event_type": "Protests", "sub_event_type": "Excessive force against protesters",
		"actor1": "Police Forces of Venezuela", "inter1": "1", "actor2": "Protesters (Venezuela)",
		"assoc_actor_2": "Teachers (Venezuela); =Students", "inter2": "6", "interaction": "16",
		"iso": "862", "region": "South America", "country": "Venezuela", "admin1": "Táchira", "location": "Ureña",
		"latitude": "7.9186", "longitude": "-72.4471", "geo_precision": "1", "source": "Fox News",
		"fatalities": "4", "tags": "border; crowd size=200", "timestamp": fmt.Sprint(ingested.Unix()),
		"article_id": "3", "outlet": "Fox News", "url": "https://example.org/3", "analyzer_version": "test/1",
		"sub_event_type_storyline": "Excessive force against protesters", "confidence": "0.80", "link": "/articles/3#e0",
		"sentence_start": "0",
	} {
		if row[col] != want {
			t.Errorf("%s = %q, want %q", col, row[col], want)
		}
	}
	// Text cells starting with = are neutralised; numbers are not touched.
	if !strings.HasPrefix(row["notes"], "'=HYPERLINK") || row["assoc_actor_2"] != "Teachers (Venezuela); =Students" {
		t.Errorf("notes %q", row["notes"])
	}
	def := map[string]string{}
	for i, h := range recs[0] {
		def[h] = recs[2][i]
	}
	if def["event_id_cnty"] != "XXX3-2" || def["sub_event_type"] != "Change to group/activity" || def["sub_event_type_storyline"] != "Defection/desertion" ||
		def["latitude"] != "" || def["iso"] != "" || def["time_precision"] != "2" {
		t.Errorf("the desertion: %v", def)
	}
	// No HXL row unless asked; with it, the tags line up with ACLED's.
	if strings.Contains(out, "#event+code") {
		t.Error("HXL row without HXL")
	}
	out, _ = export(t, st, Options{Kind: Events, Format: ACLEDCSV, HXL: true})
	recs = readCSV(t, out)
	tags := map[string]string{}
	for i, h := range recs[0] {
		tags[h] = recs[1][i]
	}
	for col, want := range map[string]string{"event_id_cnty": "#event+code", "event_date": "#date+occurred", "year": "#date+year",
		"event_type": "#event+type", "actor1": "#group+name+first", "assoc_actor_1": "#group+name+first+assoc",
		"actor2": "#group+name+second", "assoc_actor_2": "#group+name+second+assoc", "region": "#region+name",
		"country": "#country+name", "admin1": "#adm1+name", "admin2": "#adm2+name", "admin3": "#adm3+name", "location": "#loc+name",
		"latitude": "#geo+lat", "longitude": "#geo+lon", "source": "#meta+source", "notes": "#description",
		"fatalities": "#affected+killed", "iso": "#country+code+num", "article_id": "#meta+article+id", "time_precision": ""} {
		if tags[col] != want {
			t.Errorf("HXL of %s = %q, want %q", col, tags[col], want)
		}
	}
	if len(recs) != 8 {
		t.Errorf("with HXL: %d records", len(recs))
	}
	// --all keeps the non-events, marked.
	out, n = export(t, st, Options{Kind: Events, Format: ACLEDCSV, All: true})
	if n != 9 || !strings.Contains(out, ",hypothetical,") {
		t.Errorf("all: %d rows", n)
	}
}

func TestGeoJSON(t *testing.T) {
	st := fixtureStore(t, 4)
	out, n := export(t, st, Options{Kind: Events, Format: GeoJSON})
	var fc struct {
		Type     string `json:"type"`
		Features []struct {
			Type     string `json:"type"`
			ID       string `json:"id"`
			Geometry struct {
				Type        string            `json:"type"`
				Coordinates []json.RawMessage `json:"coordinates"`
			} `json:"geometry"`
			Properties map[string]any `json:"properties"`
		} `json:"features"`
	}
	if err := json.Unmarshal([]byte(out), &fc); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	// One feature per placed event: the protests; the desertions have no place.
	if fc.Type != "FeatureCollection" || len(fc.Features) != 4 || n != 4 {
		t.Fatalf("%s with %d features (%d written)", fc.Type, len(fc.Features), n)
	}
	for _, f := range fc.Features {
		var lon, lat float64
		if f.Type != "Feature" || f.Geometry.Type != "Point" || len(f.Geometry.Coordinates) != 2 ||
			json.Unmarshal(f.Geometry.Coordinates[0], &lon) != nil || json.Unmarshal(f.Geometry.Coordinates[1], &lat) != nil {
			t.Fatalf("feature %+v", f)
		}
		if lon != urena.Lon || lat != urena.Lat {
			t.Errorf("coordinates %v, %v: want lon %v then lat %v", lon, lat, urena.Lon, urena.Lat)
		}
		p := f.Properties
		if p["latitude"] != 7.9186 || p["fatalities"] != 4.0 || p["iso"] != 862.0 || p["country"] != "Venezuela" ||
			p["admin2"] != "" || p["inter1"] != 1.0 || !strings.HasPrefix(f.ID, "VEN") || p["event_id_cnty"] != f.ID {
			t.Errorf("properties %v", p)
		}
		if !strings.HasPrefix(p["notes"].(string), "=HYPERLINK") {
			t.Error("GeoJSON text is data, not spreadsheet cells: kept as is")
		}
	}
	// Keys in column order.
	first := out[strings.Index(out, `"properties":{`):]
	last := -1
	for _, c := range EventColumns {
		i := strings.Index(first, `"`+c+`":`)
		if i < last {
			t.Errorf("property %s out of order", c)
		}
		last = i
	}
	// An empty export is a valid empty collection.
	out, _ = export(t, st, Options{Kind: Events, Format: GeoJSON, Query: storyline.ArticleQuery{Outlet: "Nobody"}})
	if err := json.Unmarshal([]byte(out), &fc); err != nil || len(fc.Features) != 0 {
		t.Errorf("empty: %v %q", err, out)
	}
}

func TestEventsJSONL(t *testing.T) {
	st := fixtureStore(t, 2)
	out, n := export(t, st, Options{Kind: Events, Format: JSONL, All: true, Mentions: true})
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if n != 6 || len(lines) != 6 {
		t.Fatalf("%d rows, %d lines", n, len(lines))
	}
	var r EventRow
	if err := json.Unmarshal([]byte(lines[0]), &r); err != nil {
		t.Fatal(err)
	}
	if r.ArticleID != 2 || r.Outlet != "El Tiempo" || r.Title != "@Story 2" || r.EventIDCnty != "VEN2-0" || r.Link != "/articles/2#e0" ||
		r.Event.Fatalities != 4 || r.Event.Place == nil || r.Event.Sentence.Start != 0 || !strings.HasPrefix(r.Sentence, "=HYPERLINK") ||
		r.Country != "Venezuela" || r.ISO != 862 || r.IngestedAt != ingested.Unix() {
		t.Errorf("row %+v", r)
	}
	if !strings.Contains(lines[1], `"non_event":"hypothetical"`) {
		t.Errorf("second line %s", lines[1])
	}
}

// TestEventsMerged: by default a story's mentions of one event are one
// row, with its reports counted.
func TestEventsMerged(t *testing.T) {
	st := fixtureStore(t, 2)
	_, mentions := export(t, st, Options{Kind: Events, Format: JSONL, Mentions: true})
	out, n := export(t, st, Options{Kind: Events, Format: JSONL})
	if n == 0 || n > mentions {
		t.Fatalf("%d merged rows of %d mentions", n, mentions)
	}
	reports := 0
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r EventRow
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if r.Mentions != len(r.Reports) || r.Mentions == 0 || r.Sources == 0 || r.Event.NonEvent != "" {
			t.Errorf("row %+v", r)
		}
		reports += r.Mentions
	}
	if reports != mentions {
		t.Errorf("the merged rows hold %d reports, the mentions view %d", reports, mentions)
	}
}

func TestArticlesAndFacts(t *testing.T) {
	st := fixtureStore(t, 3)
	out, n := export(t, st, Options{Kind: Articles, Format: CSV})
	recs := readCSV(t, out)
	if n != 3 || len(recs) != 4 || !slices.Equal(recs[0], ArticleColumns) {
		t.Fatalf("articles csv: %d, %v", n, recs[0])
	}
	col := func(name string) int { return slices.Index(ArticleColumns, name) }
	if r := recs[1]; r[col("id")] != "3" || r[col("title")] != "'@Story 3" || r[col("outlet")] != "Fox News" || r[col("published_source")] != "metadata" ||
		r[col("analyzer_version")] != "test/1" || r[col("link")] != "/articles/3" || r[col("words")] == "0" {
		t.Errorf("article row %v", r)
	}
	out, _ = export(t, st, Options{Kind: Articles, Format: JSONL})
	var row ArticleRow
	if err := json.Unmarshal([]byte(strings.SplitN(out, "\n", 2)[0]), &row); err != nil || row.Title != "@Story 3" || row.Text == "" {
		t.Errorf("articles jsonl: %v %+v", err, row)
	}
	out, _ = export(t, st, Options{Kind: Articles, Format: JSONL, Full: true})
	var a storyline.Article
	if err := json.Unmarshal([]byte(strings.SplitN(out, "\n", 2)[0]), &a); err != nil || len(a.Analysis.Events) != 3 {
		t.Errorf("articles jsonl full: %v", err)
	}

	out, n = export(t, st, Options{Kind: Figures, Format: CSV})
	recs = readCSV(t, out)
	if n != 3 || !slices.Equal(recs[0], FigureColumns) {
		t.Fatalf("figures: %d %v", n, recs[0])
	}
	fr := map[string]string{}
	for i, h := range recs[0] {
		fr[h] = recs[1][i]
	}
	if fr["text"] != "4 people" || fr["link"] != "/articles/3#f0" || !strings.HasPrefix(fr["sentence"], "'=HYPERLINK") || fr["sentence_start"] != "0" ||
		fr["best"] != "4" || fr["start"] == "0" || fr["outlet"] != "Fox News" || fr["url"] != "https://example.org/3" {
		t.Errorf("figure row %v", fr)
	}
	out, n = export(t, st, Options{Kind: Quotes, Format: JSONL})
	var q QuoteRow
	if err := json.Unmarshal([]byte(strings.SplitN(out, "\n", 2)[0]), &q); err != nil || n != 3 || q.Link != "/articles/3#q0" ||
		q.Sentence != "Officials said the border will close." || q.ContentStart == 0 || !q.Anonymous {
		t.Errorf("quote row %v %+v", err, q)
	}
	out, _ = export(t, st, Options{Kind: Quotes, Format: CSV})
	if recs := readCSV(t, out); !slices.Equal(recs[0], QuoteColumns) || len(recs) != 4 {
		t.Errorf("quotes csv %v", recs[0])
	}
}

// TestStreamingPages walks more articles than a page holds, with filters,
// and checks every article is exported once, newest first.
func TestStreamingPages(t *testing.T) {
	st := fixtureStore(t, 11)
	pages := 0
	var ids []int64
	err := Each(context.Background(), st, Options{PageSize: 3, BeforePage: func() { pages++ }}, func(a *storyline.Article) error {
		ids = append(ids, a.ID)
		return nil
	})
	if err != nil || len(ids) != 11 || ids[0] != 11 || ids[10] != 1 || pages != 4 {
		t.Fatalf("walked %v in %d pages: %v", ids, pages, err)
	}
	for _, f := range []Format{ACLEDCSV, GeoJSON, JSONL} {
		_, n := export(t, st, Options{Kind: Events, Format: f, PageSize: 2})
		if n != 22 && !(f == GeoJSON && n == 11) {
			t.Errorf("%s over pages of 2: %d rows", f, n)
		}
	}
	// Filters: one outlet; published dates (2019-02-20 + n%5).
	_, n := export(t, st, Options{Kind: Articles, Format: CSV, PageSize: 2, Query: storyline.ArticleQuery{Outlet: "El Tiempo"}})
	if n != 5 {
		t.Errorf("El Tiempo: %d articles, want 5", n)
	}
	_, n = export(t, st, Options{Kind: Articles, Format: CSV, PageSize: 2, Query: storyline.ArticleQuery{
		Since: time.Date(2019, 2, 23, 0, 0, 0, 0, time.UTC), Until: time.Date(2019, 2, 24, 0, 0, 0, 0, time.UTC)}})
	if n != 2 { // n = 3 and 8
		t.Errorf("since/until: %d articles, want 2", n)
	}
	_, n = export(t, st, Options{Kind: Articles, Format: JSONL, Query: storyline.ArticleQuery{Language: "es"}})
	if n != 0 {
		t.Errorf("lang es: %d", n)
	}
	// A cancelled context stops the walk.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Write(ctx, &bytes.Buffer{}, st, Options{Kind: Articles}); err == nil {
		t.Error("cancelled export succeeded")
	}
}

func TestCSVSafe(t *testing.T) {
	for in, want := range map[string]string{"=1+1": "'=1+1", "+1": "'+1", "-cmd": "'-cmd", "@SUM(A1)": "'@SUM(A1)", "\t=x": "'\t=x", "ok": "ok", "": ""} {
		if got := CSVSafe(in); got != want {
			t.Errorf("CSVSafe(%q) = %q, want %q", in, got, want)
		}
	}
}

func BenchmarkACLEDCSV(b *testing.B) {
	st := fixtureStore(b, 50)
	for b.Loop() {
		if _, err := Write(context.Background(), &bytes.Buffer{}, st, Options{Kind: Events, Format: ACLEDCSV}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBaseURL: with a base URL every export's links are absolute under it,
// in CSV, JSON Lines and GeoJSON alike.
func TestBaseURL(t *testing.T) {
	st := fixtureStore(t, 2)
	const base = "https://news.example/desk"
	for _, c := range []struct {
		kind   Kind
		format Format
		want   string
	}{
		{Articles, CSV, base + "/articles/2"},
		{Articles, JSONL, `"link":"` + base + `/articles/2"`},
		{Figures, CSV, base + "/articles/2#f0"},
		{Quotes, JSONL, `"link":"` + base + `/articles/2#q0"`},
		{Events, ACLEDCSV, base + "/articles/2#e"},
		{Events, GeoJSON, `"link":"` + base + `/articles/2#e`},
		{Events, JSONL, `"link":"` + base + `/articles/2#e`},
	} {
		out, _ := export(t, st, Options{Kind: c.kind, Format: c.format, BaseURL: base + "/"})
		if !strings.Contains(out, c.want) {
			t.Errorf("%s %s with a base URL lacks %q:\n%.400s", c.kind, c.format, c.want, out)
		}
		if strings.Contains(out, `"/articles/`) || strings.Contains(out, ",/articles/") {
			t.Errorf("%s %s with a base URL still has a relative link:\n%.400s", c.kind, c.format, out)
		}
	}
}

// TestEventsOfOneStory: Story keeps one story's merged events, as
// /api/events.csv?story=N and export --story write them.
func TestEventsOfOneStory(t *testing.T) {
	st := fixtureStore(t, 3)
	out, n := export(t, st, Options{Kind: Events, Format: JSONL, Story: 2})
	if n == 0 {
		t.Fatal("story 2: no event")
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r EventRow
		if err := json.Unmarshal([]byte(line), &r); err != nil || r.Story != 2 || r.ArticleID != 2 {
			t.Errorf("story 2's export has %v %+v", err, r)
		}
	}
}
