package places

import (
	"bytes"
	"compress/gzip"
	"math"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// mentionsOf returns the mentions of names in doc, each occurrence as a
// whole word, with its sentence around it, in text order.
func mentionsOf(doc string, names ...string) []PlaceMention {
	sents := text.Sentences(doc)
	type hit struct{ start, end int }
	var hits []hit
	for _, n := range names {
		for off := 0; ; {
			i := strings.Index(doc[off:], n)
			if i < 0 {
				break
			}
			s, e := off+i, off+i+len(n)
			off = e
			if s > 0 && isWordByte(doc[s-1]) || e < len(doc) && isWordByte(doc[e]) {
				continue
			}
			hits = append(hits, hit{s, e})
		}
	}
	// Sort by start (insertion sort: fixtures are small) and drop mentions
	// inside longer ones ("Urena" inside "Urena Bridge").
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].start < hits[j-1].start; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	var out []PlaceMention
	lastEnd := -1
	for _, h := range hits {
		if h.start < lastEnd {
			continue
		}
		lastEnd = h.end
		var sent storyline.Span
		for _, s := range sents {
			if s.Start <= h.start && h.end <= s.End {
				sent = s
			}
		}
		out = append(out, NewMention(doc, storyline.Span{Start: h.start, End: h.end}, sent))
	}
	return out
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// resolved resolves the mentions of names in doc and returns the
// resolution of each mention text (the last occurrence).
func resolved(t *testing.T, doc string, names ...string) map[string]Resolution {
	t.Helper()
	out := map[string]Resolution{}
	for _, r := range Default().Resolve(mentionsOf(doc, names...), Context{}) {
		out[r.Mention.Text] = r
	}
	for _, n := range names {
		if _, ok := out[n]; !ok {
			t.Fatalf("fixture: %q not found in %q", n, doc)
		}
	}
	return out
}

type want struct {
	name, country, kind string
	lat, lon            float64 // checked within 0.1° when not both zero
	precision           int
}

func checkPlace(t *testing.T, label string, p *storyline.Place, w want) {
	t.Helper()
	if w.kind == "" {
		if p != nil {
			t.Errorf("%s: resolved to %+v, want unresolved", label, *p)
		}
		return
	}
	if p == nil {
		t.Errorf("%s: unresolved, want %s (%s)", label, w.name, w.country)
		return
	}
	if w.name != "" && p.Name != w.name || p.Country != w.country || p.Kind != w.kind || p.Precision != w.precision {
		t.Errorf("%s: got %s/%s/%s precision %d, want %s/%s/%s precision %d", label,
			p.Name, p.Country, p.Kind, p.Precision, w.name, w.country, w.kind, w.precision)
	}
	if (w.lat != 0 || w.lon != 0) && (math.Abs(p.Lat-w.lat) > 0.1 || math.Abs(p.Lon-w.lon) > 0.1) {
		t.Errorf("%s: at %.4f, %.4f, want %.2f, %.2f", label, p.Lat, p.Lon, w.lat, w.lon)
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"Ureña":                      "urena",
		"CÚCUTA":                     "cucuta",
		"São Paulo":                  "sao paulo",
		"U.S.":                       "us",
		"the U.S.":                   "the us",
		"Côte d'Ivoire":              "cote divoire",
		"Port-au-Prince":             "port au prince",
		"  Łódź ":                    "lodz",
		"Straße":                     "strasse",
		"Venezuela-Colombian border": "venezuela colombian border",
		"Москва":                     "москва",
		"already folded":             "already folded",
		"":                           "",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDefaultLoads(t *testing.T) {
	g := Default()
	if g.Len() < 130000 {
		t.Fatalf("gazetteer has %d places, want more than 130,000", g.Len())
	}
	if Default() != g {
		t.Fatal("Default is not shared")
	}
}

func TestLookup(t *testing.T) {
	g := Default()
	for _, c := range []struct {
		name string
		w    want
	}{
		{"Cucuta", want{"Cúcuta", "CO", KindCity, 7.89, -72.51, 1}},
		{"cúcuta", want{"Cúcuta", "CO", KindCity, 7.89, -72.51, 1}},
		{"Caracas", want{"Caracas", "VE", KindCity, 10.49, -66.88, 1}},
		{"Paris", want{"Paris", "FR", KindCity, 48.85, 2.35, 1}},
		{"Venezuela", want{"Venezuela", "VE", KindCountry, 0, 0, 3}},
		{"Colombia", want{"Colombia", "CO", KindCountry, 0, 0, 3}},
		{"Brazil", want{"Brazil", "BR", KindCountry, 0, 0, 3}},
		{"Russia", want{"Russia", "RU", KindCountry, 0, 0, 3}},
		{"Cuba", want{"Cuba", "CU", KindCountry, 0, 0, 3}},
		{"China", want{"China", "CN", KindCountry, 0, 0, 3}},
		{"United States", want{"United States", "US", KindCountry, 0, 0, 3}},
		{"U.S.", want{"United States", "US", KindCountry, 0, 0, 3}},
		{"US", want{"United States", "US", KindCountry, 0, 0, 3}},
		{"the US", want{"United States", "US", KindCountry, 0, 0, 3}},
		{"the United States", want{"United States", "US", KindCountry, 0, 0, 3}},
		{"USA", want{"United States", "US", KindCountry, 0, 0, 3}},
		{"Britain", want{"United Kingdom", "GB", KindCountry, 0, 0, 3}},
		{"UK", want{"United Kingdom", "GB", KindCountry, 0, 0, 3}},
		{"U.K.", want{"United Kingdom", "GB", KindCountry, 0, 0, 3}},
		{"Ivory Coast", want{"", "CI", KindCountry, 0, 0, 3}},
		{"Venezuela's", want{"Venezuela", "VE", KindCountry, 0, 0, 3}},
		{"Tachira", want{"Táchira", "VE", KindAdmin1, 0, 0, 3}},
		{"Táchira state", want{"Táchira", "VE", KindAdmin1, 0, 0, 3}},
		{"Norte de Santander", want{"", "CO", KindAdmin1, 0, 0, 3}},
		{"Texas", want{"Texas", "US", KindAdmin1, 0, 0, 3}},
	} {
		ps := g.Lookup(c.name)
		if len(ps) == 0 {
			t.Errorf("Lookup(%q): nothing", c.name)
			continue
		}
		checkPlace(t, "Lookup("+c.name+")", &ps[0], c.w)
	}
	// Every candidate is listed: the Texas Paris is one of them.
	found := false
	for _, p := range g.Lookup("Paris") {
		if p.Country == "US" && p.Admin1 == "Texas" {
			found = true
		}
	}
	if !found {
		t.Error("Lookup(Paris): no Paris in Texas among the candidates")
	}
	// Ureña's own name outranks another town's old alternate name.
	if ps := g.Lookup("Urena"); len(ps) == 0 || ps[0].Name != "Ureña" || ps[0].Admin1 != "Táchira" {
		t.Errorf("Lookup(Urena) = %+v, want Ureña, Táchira first", ps)
	}
	for _, name := range []string{"La Parada", "Xqzzyville", "", "   "} {
		if ps := g.Lookup(name); len(ps) != 0 {
			t.Errorf("Lookup(%q) = %v, want nothing", name, ps)
		}
	}
}

func TestCountry(t *testing.T) {
	g := Default()
	for name, want := range map[string]string{
		"Venezuelan": "VE", "Colombian": "CO", "the U.S.": "US", "America": "US", "Britain": "GB",
		"Russia": "RU", "South African": "ZA",
	} {
		if got, ok := g.Country(name); !ok || got != want {
			t.Errorf("Country(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	if cc, ok := g.Country("Urena"); ok {
		t.Errorf("Country(Urena) = %q, want none", cc)
	}
}

func TestResolveSeedPlaces(t *testing.T) {
	doc := "The standoff between Venezuela and Colombia over aid deepened on Saturday. " +
		"Soldiers fired tear gas at protesters in Urena as trucks waited in Cucuta. " +
		"Russia, Cuba and China back the government in Caracas, while the United States and Brazil back the opposition. " +
		"The U.S. sent food."
	rs := resolved(t, doc, "Venezuela", "Colombia", "Urena", "Cucuta", "Russia", "Cuba", "China", "Caracas",
		"United States", "Brazil", "U.S.")
	for name, w := range map[string]want{
		"Venezuela":     {"Venezuela", "VE", KindCountry, 0, 0, 3},
		"Colombia":      {"Colombia", "CO", KindCountry, 0, 0, 3},
		"Urena":         {"Ureña", "VE", KindCity, 7.92, -72.44, 1},
		"Cucuta":        {"Cúcuta", "CO", KindCity, 7.89, -72.51, 1},
		"Caracas":       {"Caracas", "VE", KindCity, 10.49, -66.88, 1},
		"Russia":        {"Russia", "RU", KindCountry, 0, 0, 3},
		"Cuba":          {"Cuba", "CU", KindCountry, 0, 0, 3},
		"China":         {"China", "CN", KindCountry, 0, 0, 3},
		"United States": {"United States", "US", KindCountry, 0, 0, 3},
		"U.S.":          {"United States", "US", KindCountry, 0, 0, 3},
		"Brazil":        {"Brazil", "BR", KindCountry, 0, 0, 3},
	} {
		checkPlace(t, name, rs[name].Place, w)
	}
	if p := rs["Urena"].Place; p == nil || p.Admin1 != "Táchira" {
		t.Errorf("Urena: want admin1 Táchira, got %+v", p)
	}
}

func TestResolveQualified(t *testing.T) {
	for _, c := range []struct {
		doc, name string
		w         want
	}{
		{"She grew up in Paris, Texas, before moving north.", "Paris", want{"Paris", "US", KindCity, 33.66, -95.56, 1}},
		{"He was born in Paris, Tex., in 1950.", "Paris", want{"Paris", "US", KindCity, 33.66, -95.56, 1}},
		{"Storms hit Paris, TX, overnight.", "Paris", want{"Paris", "US", KindCity, 33.66, -95.56, 1}},
		{"Storms hit Paris, Ky., overnight.", "Paris", want{"Paris", "US", KindCity, 38.21, -84.25, 1}},
		{"The festival in Paris, Ontario, drew crowds.", "Paris", want{"Paris", "CA", KindCity, 43.2, -80.38, 1}},
		{"The festival in Paris drew crowds.", "Paris", want{"Paris", "FR", KindCity, 48.85, 2.35, 1}},
		// Without any country context, the stated country decides.
		{"Guardsmen stood near a bus in Urena, Venezuela, on Friday.", "Urena", want{"Ureña", "VE", KindCity, 7.92, -72.44, 1}},
		// "near" lowers the precision to 2.
		{"Troops stand guard near Urena, Venezuela, on Friday.", "Urena", want{"Ureña", "VE", KindCity, 7.92, -72.44, 2}},
		{"Clashes broke out just outside Cucuta on Sunday.", "Cucuta", want{"Cúcuta", "CO", KindCity, 7.89, -72.51, 2}},
		// A list is not a qualifier.
		{"Aid reached Cucuta, Bogota and Medellin.", "Cucuta", want{"Cúcuta", "CO", KindCity, 7.89, -72.51, 1}},
		{"Venezuela, Colombia and Brazil met.", "Venezuela", want{"Venezuela", "VE", KindCountry, 0, 0, 3}},
		// Town, division, country.
		{"He lives in Valencia, Carabobo, Venezuela.", "Valencia", want{"Valencia", "VE", KindCity, 10.16, -68.0, 1}},
		{"Rain fell on Merida, Yucatan.", "Merida", want{"Mérida", "MX", KindCity, 20.98, -89.62, 1}},
		{"Rain fell on Merida, Venezuela.", "Merida", want{"Mérida", "VE", KindCity, 8.6, -71.15, 1}},
		// A division with its country.
		{"Protests spread across Tachira, Venezuela, overnight.", "Tachira", want{"Táchira", "VE", KindAdmin1, 0, 0, 3}},
	} {
		rs := resolved(t, c.doc, c.name)
		checkPlace(t, c.doc, rs[c.name].Place, c.w)
	}
}

func TestResolveContext(t *testing.T) {
	// Valencia is a Spanish city and its region, and a bigger city in
	// Venezuela: the Spanish one without context, the Venezuelan one in an
	// article about Venezuela.
	checkPlace(t, "Valencia alone", resolved(t, "Flooding hit Valencia.", "Valencia")["Valencia"].Place,
		want{"Valencia", "ES", KindCity, 39.47, -0.38, 1})
	rs := resolved(t, "Protests spread across Venezuela. In Valencia, shops closed.", "Venezuela", "Valencia")
	checkPlace(t, "Valencia in Venezuela", rs["Valencia"].Place, want{"Valencia", "VE", KindCity, 10.16, -68.0, 1})
	// A caller's context counts too.
	ms := mentionsOf("Flooding hit Valencia.", "Valencia")
	var ctx Context
	ctx.Add("VE", 3)
	r := Default().Resolve(ms, ctx)[0]
	checkPlace(t, "Valencia with VE context", r.Place, want{"Valencia", "VE", KindCity, 10.16, -68.0, 1})
	if !strings.Contains(r.Evidence, "context") {
		t.Errorf("evidence %q does not mention the context", r.Evidence)
	}
	// Context does not move a world city: Paris in a story about the US.
	rs = resolved(t, "The United States rejoined the Paris accord. The United States said so.", "United States", "Paris")
	checkPlace(t, "Paris accord", rs["Paris"].Place, want{"Paris", "FR", KindCity, 48.85, 2.35, 1})
	// A country named in passing weighs less than the one the article is
	// about: Palmyra (an alternate name of Tadmur) in a Syria report that
	// also names the United States twice.
	rs = resolved(t, "Syria said the United States and its allies struck Syria again. Syria said troops held Palmyra as Syria and the United States traded blame over Syria.",
		"Syria", "United States", "Palmyra")
	checkPlace(t, "Palmyra in Syria", rs["Palmyra"].Place, want{"Tadmur", "SY", KindCity, 34.56, 38.28, 1})
	// Towns that lie in one country only say where a report is, when it
	// never names the country.
	rs = resolved(t, "Troops advanced from Idlib and Harasta towards Palmyra on Monday.", "Idlib", "Harasta", "Palmyra")
	checkPlace(t, "Palmyra among Syrian towns", rs["Palmyra"].Place, want{"Tadmur", "SY", KindCity, 34.56, 38.28, 1})
}

func TestResolveMissingPlaces(t *testing.T) {
	for _, c := range []struct {
		doc, name string
		w         want
	}{
		// La Parada has under 1,000 people: the stated country, or the
		// name as written in the stated division, at the division's own
		// point (regionpoint.go), not at its seat's.
		{"Guardsmen deserted to La Parada, Colombia, on Monday.", "La Parada", want{"Colombia", "CO", KindCountry, 0, 0, 3}},
		{"Guardsmen deserted to La Parada, Norte de Santander, on Monday.", "La Parada", want{"La Parada", "CO", KindCity, 7.87, -72.74, 2}},
		// A township the gazetteer lacks, with its state; a county.
		{"A mother shot her children inside a home in Pinebrook Hollow, New Jersey, on Thursday.", "Pinebrook Hollow", want{"Pinebrook Hollow", "US", KindCity, 40.41, -74.41, 2}},
		{"Deputies found a man shot in Mossy Creek County, Ohio, on Sunday.", "Mossy Creek County", want{"Mossy Creek County", "US", KindAdmin2, 40.44, -82.83, 2}},
		// A parish named like a state is not the state: the state stands.
		{"Residents of Palo Quemado Alto, Sucre parish, Caracas, protested on Monday.", "Palo Quemado Alto", want{"Sucre", "VE", KindAdmin1, 0, 0, 2}},
		// Nothing stated: unresolved.
		{"Guardsmen deserted to La Parada on Monday.", "La Parada", want{}},
		{"They met in Xqzzyville on Monday.", "Xqzzyville", want{}},
	} {
		r := resolved(t, c.doc, c.name)[c.name]
		checkPlace(t, c.doc, r.Place, c.w)
		if r.Evidence == "" {
			t.Errorf("%s: no evidence", c.doc)
		}
		if r.Mention.Text != c.name {
			t.Errorf("%s: mention text %q", c.doc, r.Mention.Text)
		}
	}
}

func TestResolveFeatures(t *testing.T) {
	for _, c := range []struct {
		doc, name string
		others    []string
		w         want
	}{
		// The place stated with the feature.
		{"Protesters tried to cross the Francisco de Paula Santander International Bridge in Urena, Venezuela, on Tuesday.",
			"Francisco de Paula Santander International Bridge", []string{"Urena", "Venezuela"},
			want{"Ureña", "VE", KindCity, 7.92, -72.44, 2}},
		{"Guardsmen deserted near the Simon Bolivar International Bridge, in La Parada, Colombia, Monday.",
			"Simon Bolivar International Bridge", []string{"La Parada", "Colombia"},
			want{"Colombia", "CO", KindCountry, 0, 0, 3}},
		// The nearest town in the sentence.
		{"Guards stand at the Tienditas International Bridge that links Colombia and Venezuela, near Urena, Venezuela, Friday.",
			"Tienditas International Bridge", []string{"Colombia", "Venezuela", "Urena"},
			want{"Ureña", "VE", KindCity, 7.92, -72.44, 2}},
		// The one country named.
		{"Troops abandoned their posts at the Colombian border on Saturday.",
			"the Colombian border", nil, want{"Colombia", "CO", KindCountry, 0, 0, 3}},
		{"Trucks are stuck at the Venezuelan border.",
			"the Venezuelan border", nil, want{"Venezuela", "VE", KindCountry, 0, 0, 3}},
		// Two countries and no town: a border has no single point.
		{"Soldiers left their watch near the Simon Bolivar International Bridge at the Venezuela-Colombian border and fled.",
			"Simon Bolivar International Bridge", nil, want{}},
		// Nothing near it at all.
		{"The Tienditas International Bridge was blocked.", "Tienditas International Bridge", nil, want{}},
		// A town named in the feature's own name.
		{"Flights left the Cucuta airport on time.", "Cucuta airport", nil, want{"Cúcuta", "CO", KindCity, 7.89, -72.51, 2}},
		// A feature named for a town abroad is no clue where it is.
		{"Rebels cut Castello Road north of Aleppo, the Syrian army said in Syria.", "Castello Road", []string{"Aleppo", "Syria"},
			want{"Aleppo", "SY", KindCity, 36.20, 37.16, 2}},
		// A street or a river named for a town, in an article that names
		// no country, is no clue either: such names come from anywhere.
		{"Officers found the man on Tamworth Street after midnight.", "Tamworth Street", nil, want{}},
		{"The boy was fishing on the Tamworth River with his father.", "Tamworth River", nil, want{}},
		{"Deputies searched the Tamworth Valley for the gunman.", "Tamworth Valley", nil, want{}},
		// A feature word inside a town's own name is still a town.
		{"Migrants crossed at Eagle Pass on Monday.", "Eagle Pass", nil, want{"Eagle Pass", "US", KindCity, 28.71, -100.5, 1}},
	} {
		rs := resolved(t, c.doc, append([]string{c.name}, c.others...)...)
		r := rs[c.name]
		checkPlace(t, c.doc, r.Place, c.w)
		if r.Evidence == "" {
			t.Errorf("%s: no evidence", c.doc)
		}
	}
}

// TestNoInventedCoordinates checks that every resolved place sits at the
// point of a gazetteer entry: features borrow a place's point, never get
// one of their own.
func TestNoInventedCoordinates(t *testing.T) {
	g := Default()
	doc := "Guardsmen deserted near the Simon Bolivar International Bridge, in La Parada, Colombia. " +
		"Guards stood at the Tienditas International Bridge near Urena. Troops held the Colombian border."
	for _, r := range g.Resolve(mentionsOf(doc, "Simon Bolivar International Bridge", "La Parada", "Colombia",
		"Tienditas International Bridge", "Urena", "the Colombian border"), Context{}) {
		if r.Place == nil {
			continue
		}
		ok := false
		for _, p := range g.Lookup(r.Place.Name) {
			if p.Lat == r.Place.Lat && p.Lon == r.Place.Lon {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%q resolved to %+v, not the point of any %q", r.Mention.Text, *r.Place, r.Place.Name)
		}
	}
}

func TestNewMention(t *testing.T) {
	doc := "First sentence. Clashes broke out near Urena, Venezuela, on Friday. Last one."
	sents := text.Sentences(doc)
	i := strings.Index(doc, "Urena")
	m := NewMention(doc, storyline.Span{Start: i, End: i + 5}, sents[1])
	if m.Text != "Urena" || m.Before != "Clashes broke out near " || m.After != ", Venezuela, on Friday." {
		t.Errorf("NewMention = %+v", m)
	}
	// Without a sentence: the line, at most MaxContext bytes each side.
	long := strings.Repeat("x", 300) + " Urena " + strings.Repeat("y", 300)
	j := strings.Index(long, "Urena")
	m = NewMention(long, storyline.Span{Start: j, End: j + 5}, storyline.Span{})
	if len(m.Before) != MaxContext || len(m.After) != MaxContext {
		t.Errorf("context lengths %d, %d, want %d", len(m.Before), len(m.After), MaxContext)
	}
}

func TestReadName(t *testing.T) {
	for in, want := range map[string]string{
		"La Parada, Colombia":          "La Parada",
		"Francisco de Paula Santander": "Francisco de Paula Santander",
		"Paris, Tex., on Monday":       "Paris",
		"Tex., in 1950":                "Tex.",
		"Urena. The next day":          "Urena",
		"the town":                     "",
		"Santa Rosa de la Roca":        "Santa Rosa de la Roca",
		"St. Louis, Mo.":               "St. Louis",
	} {
		if got, _ := readName(in); got != want {
			t.Errorf("readName(%q) = %q, want %q", in, got, want)
		}
	}
}

func BenchmarkLookup(b *testing.B) {
	g := Default()
	names := []string{"Urena", "Cucuta", "Paris", "U.S.", "Táchira state", "Xqzzyville", "Venezuela", "Springfield"}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		g.Lookup(names[i%len(names)])
	}
}

func BenchmarkResolve(b *testing.B) {
	g := Default()
	doc := "The standoff between Venezuela and Colombia over aid deepened on Saturday. " +
		"Soldiers fired tear gas at protesters in Urena, Venezuela, as trucks waited in Cucuta. " +
		"Guardsmen deserted near the Simon Bolivar International Bridge, in La Parada, Colombia. " +
		"Russia, Cuba and China back the government in Caracas, while the United States and Brazil back the opposition."
	ms := mentionsOf(doc, "Venezuela", "Colombia", "Urena", "Cucuta", "Simon Bolivar International Bridge",
		"La Parada", "Russia", "Cuba", "China", "Caracas", "United States", "Brazil")
	words := len(strings.Fields(doc))
	b.ResetTimer()
	for b.Loop() {
		g.Resolve(ms, Context{})
	}
	b.ReportMetric(float64(len(ms))*float64(b.N)/b.Elapsed().Seconds(), "mentions/s")
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}

func TestLoadErrors(t *testing.T) {
	if _, err := Load(strings.NewReader("not gzip")); err == nil {
		t.Error("Load(not gzip): no error")
	}
	gz := func(s string) *bytes.Reader {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		w.Write([]byte(s))
		w.Close()
		return bytes.NewReader(b.Bytes())
	}
	if _, err := Load(gz("X\t0\tName\tVE\t\t1\t2\t3\t\t\n")); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("Load(bad kind) = %v, want an error naming line 1", err)
	}
	g, err := Load(gz("# comment\nC\t0\tTestland\tTL\t\t1\t2\t3\t\tTesty\nP\t7\tTown\tTL\t\t1.5\t2.5\t1000\tPPL\t\n"))
	if err != nil {
		t.Fatal(err)
	}
	if ps := g.Lookup("testy"); len(ps) != 1 || ps[0].Country != "TL" || ps[0].Kind != KindCountry {
		t.Errorf("Lookup(testy) = %+v", ps)
	}
	if ps := g.Lookup("TOWN"); len(ps) != 1 || ps[0].GeonameID != 7 || ps[0].Lat != 1.5 {
		t.Errorf("Lookup(TOWN) = %+v", ps)
	}
}

// A US state's AP abbreviation is the state, and a bare side of a place
// ("the South Side", "West") or a county the gazetteer lacks is no place
// at all: none is a town or a division that shares the name.
func TestResolveStateAbbreviationsAndSides(t *testing.T) {
	for _, c := range []struct {
		doc, name, admin1 string
	}{
		{"DAVIE, Fla. — A man was shot on Monday.", "Fla", "Florida"},
		{"KINLOCH, Mo. — Two men were shot on Monday.", "Mo", "Missouri"},
		{"PORTSMOUTH, Va. — A woman was shot on Monday.", "Va", "Virginia"},
	} {
		r := resolved(t, c.doc, c.name)[c.name]
		if r.Place == nil || r.Place.Country != "US" || r.Place.Admin1 != c.admin1 {
			t.Errorf("%s: %s resolved to %+v, want %s, US", c.doc, c.name, r.Place, c.admin1)
		}
	}
	for _, c := range []struct{ doc, name string }{
		{"Two men were shot on the South Side on Monday.", "South Side"},
		{"A teenager was shot in the West on Monday.", "West"},
		{"Shelling hit the Eastern Ghouta suburbs as Eastern rebels withdrew.", "Eastern"},
		{"Police closed the West Bridge on Monday.", "West Bridge"},
		{"Five people were injured in a shooting in Johnston County on Sunday.", "Johnston County"},
		{"Deputies in Harris County found a man shot on Sunday.", "Harris County"},
		// a county's name cut by the tagger, in an article naming no
		// division nor the country of the town of that name
		{"Deputies said a Tamworth County man was shot on Sunday.", "Tamworth"},
		// a town's government, not a place called City or Metro
		{"City police said the man was shot on Monday.", "City"},
		{"Metro police said two men were shot on Monday.", "Metro"},
	} {
		if r := resolved(t, c.doc, c.name)[c.name]; r.Place != nil {
			t.Errorf("%s: %s resolved to %s, %s; want none", c.doc, c.name, r.Place.Name, r.Place.Country)
		}
	}
}

// An Arabic article run into the word it assimilates to is the name the
// gazetteer writes apart: "Deir Ezzor" is Deir ez-Zor.
func TestLookupArabicArticleRunIn(t *testing.T) {
	g := Default()
	for name, want := range map[string]string{"Deir Ezzor": "Deir ez-Zor", "Assamawah": "As Samawah", "Azzubayr": "Az Zubayr"} {
		ps := g.Lookup(name)
		if len(ps) == 0 || ps[0].Name != want {
			t.Errorf("%s: %+v, want %s", name, ps, want)
		}
	}
	if ps := g.Lookup("Essen"); len(ps) == 0 || ps[0].Name != "Essen" {
		t.Errorf("Essen: %+v", ps)
	}
}

// A side of a town the gazetteer does not list under that name
// ("Southwest Memphis", "Southeast Bakersfield") is in the town; a side
// that is a place of its own stays that place, and a side of a feature is
// no town.
func TestResolveSideOfTown(t *testing.T) {
	for _, c := range []struct{ doc, name, town, admin1 string }{
		{"One person is dead after an early morning shooting in Southwest Memphis Sunday.", "Southwest Memphis", "Memphis", "Tennessee"},
		{"Four people were injured in a shooting in Southeast Bakersfield Friday night.", "Southeast Bakersfield", "Bakersfield", "California"},
		{"A man was shot in West Valley City on Tuesday.", "West Valley City", "West Valley City", "Utah"},
	} {
		r := resolved(t, c.doc, c.name)[c.name]
		if r.Place == nil || r.Place.Name != c.town || r.Place.Admin1 != c.admin1 {
			t.Errorf("%s: %s resolved to %+v, want %s, %s", c.doc, c.name, r.Place, c.town, c.admin1)
		}
	}
	if r := resolved(t, "Police closed the West Bridge on Monday.", "West Bridge")["West Bridge"]; r.Place != nil && r.Place.Kind == KindCity {
		t.Errorf("West Bridge resolved to the town %s", r.Place.Name)
	}
}

// A town abroad that shares its name with one of the article's country is
// the article's, also spelled with or without the final "h" of Arabic
// names; a small town abroad needs its country named in the article.
func TestNamesakesAbroad(t *testing.T) {
	syria := "Syria said the army held the south. Syria and its allies denied it. "
	for _, c := range []struct {
		label, doc, name string
		w                want
	}{
		{"a village of the article's country", syria + "Helicopters struck a camp near Ash Shajarah on Monday.", "Ash Shajarah",
			want{"Ash Shajarah", "SY", KindCity, 32.77, 35.88, 2}},
		{"spelled without its final h", syria + "Seven people were wounded in the raid on Shajara.", "Shajara",
			want{"Ash Shajarah", "SY", KindCity, 32.77, 35.88, 1}},
		// "Ain" alone is a French department; with its article and name
		// after it, Kobani's Arabic name
		{"a name's Arabic article in lower case", syria + "Heavy clashes were reported in the area around Ain al-Arab.", "Ain",
			want{"‘Ayn al ‘Arab", "SY", KindCity, 36.89, 38.35, 1}},
		{"a region's name after the, a small town abroad", syria + "The United States said the group in Iraq and the Levant lost ground.", "Levant",
			want{}},
		{"a small town abroad its sentence ties to its country", syria + "Shells fell on the Turkish town of Akcakale on Monday.", "Akcakale",
			want{"Akçakale", "TR", KindCity, 36.71, 38.95, 1}},
	} {
		rs := resolved(t, c.doc, "Syria", c.name)
		checkPlace(t, c.label, rs[c.name].Place, c.w)
	}
}

// A town whose gazetteer name writes its own division after a comma is
// named without it, and found by either name.
func TestTownWithoutItsDivision(t *testing.T) {
	gz := func(s string) *bytes.Reader {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		w.Write([]byte(s))
		w.Close()
		return bytes.NewReader(b.Bytes())
	}
	g, err := Load(gz("C\t0\tTestland\tTL\t\t1\t2\t3\t\t\n" +
		"A\t0\tNorth Province\tTL\tNP\t1\t2\t3\t\t\n" +
		"P\t7\tRiverton, N.P.\tTL\tNP\t1.5\t2.5\t1000\tPPL\tRiverton\n" +
		"P\t8\tLakeside, North Province\tTL\tNP\t1.5\t2.5\t1000\tPPL\t\n" +
		"P\t9\tHilltop, Old Quarter\tTL\tNP\t1.5\t2.5\t1000\tPPL\t\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, want string }{
		{"Riverton, N.P.", "Riverton"}, {"Riverton", "Riverton"},
		{"Lakeside, North Province", "Lakeside"},
		{"Hilltop, Old Quarter", "Hilltop, Old Quarter"}, // not its division
	} {
		if ps := g.Lookup(c.name); len(ps) != 1 || ps[0].Name != c.want || ps[0].Admin1 != "North Province" {
			t.Errorf("Lookup(%q) = %+v, want %s", c.name, ps, c.want)
		}
	}
	if ps := Default().Lookup("Washington, D.C."); len(ps) == 0 || ps[0].Name != "Washington" || ps[0].Admin1 != "District of Columbia" {
		t.Errorf("Lookup(Washington, D.C.) = %+v", ps)
	}
}

// A place after a town's possessive is a part of that town ("Wichita's Old
// Town" is no Old Town, Maine); a country's or a state's possessive
// leaves the town it names as it is.
func TestResolvePossessorTown(t *testing.T) {
	for _, c := range []struct{ doc, name, town, admin1 string }{
		{"One man died and six were hurt in a shooting in Wichita's Old Town early Sunday, Maine visitors said.", "Old Town", "Wichita", "Kansas"},
		{"Police in Maine said a man was shot in Portland's Old Town on Sunday.", "Old Town", "Portland", "Maine"},
	} {
		r := resolved(t, c.doc, c.name, "Maine")[c.name]
		if r.Place == nil || r.Place.Name != c.town || r.Place.Admin1 != c.admin1 {
			t.Errorf("%s: %s resolved to %+v, want %s, %s", c.doc, c.name, r.Place, c.town, c.admin1)
		}
	}
	// the article's other mentions of the part follow
	overtown := "Five people were shot Sunday in Miami's Overtown. Police said the shooting in Overtown followed a fight."
	for _, r := range Default().Resolve(mentionsOf(overtown, "Overtown"), Context{}) {
		if r.Place == nil || r.Place.Name != "Miami" {
			t.Errorf("%s: Overtown at %d resolved to %+v, want Miami", overtown, r.Mention.Span.Start, r.Place)
		}
	}
	for doc, name := range map[string]string{
		"The girl was shot a mile from the Obama's Chicago home.": "Chicago",
		"Mexico's Tijuana was shaken by gunfire.":                 "Tijuana",
		"Lebanon's Beirut was shaken by the blast.":               "Beirut",
	} {
		if r := resolved(t, doc, name)[name]; r.Place == nil || r.Place.Name != name {
			t.Errorf("%s: %s resolved to %+v, want itself", doc, name, r.Place)
		}
	}
}

// A wire brief that names no country at all may still name a city by a
// romanization the gazetteer lacks: a seat of a hundred thousand people or
// more so spelled is that city, when it is the only one.
func TestTransliteratedWithNoCountry(t *testing.T) {
	for _, c := range []struct{ doc, name, want string }{
		{"At Least 19 Executed by ISIL in Deir Ezour.", "Deir Ezour", "Deir ez-Zor"},
		{"Militants executed 19 people in Deir al-Zour on Thursday.", "Deir al-Zour", "Deir ez-Zor"},
	} {
		r := resolved(t, c.doc, c.name)[c.name]
		if r.Place == nil || r.Place.Name != c.want || r.Place.Kind != KindCity {
			t.Errorf("%s: %s resolved to %+v, want %s", c.doc, c.name, r.Place, c.want)
		}
	}
}
