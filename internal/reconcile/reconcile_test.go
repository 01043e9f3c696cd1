package reconcile

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

func day(s string) storyline.Date {
	var d storyline.Date
	if s != "" {
		if err := d.UnmarshalText([]byte(s)); err != nil {
			panic(err)
		}
	}
	return d
}

// fig describes one synthetic figure: its sentence, the figure's words in
// it and what the extractor would have found.
type fig struct {
	sentence, words       string
	low, best, high       float64
	lowOpen, highOpen     bool
	counted, cat, action  string
	place, source         string
	asOf, start, end      string
	kind                  storyline.FigureKind
	stock, caption, vague bool
}

// article builds an article whose text is the figures' sentences, one
// paragraph each (captions after the body).
func article(id int64, outlet string, figs ...fig) *storyline.Article {
	a := &storyline.Article{ID: id, Outlet: outlet}
	var body, caps []fig
	for _, f := range figs {
		if f.caption {
			caps = append(caps, f)
		} else {
			body = append(body, f)
		}
	}
	for _, f := range append(body, caps...) {
		if a.Text != "" {
			a.Text += "\n\n"
		}
		start := len(a.Text)
		a.Text += f.sentence
		sent := storyline.Span{Start: start, End: len(a.Text)}
		if f.caption {
			a.Captions = append(a.Captions, storyline.Caption{Span: sent})
		} else {
			a.Paragraphs = append(a.Paragraphs, storyline.Paragraph{Span: sent})
		}
		at := func(s string) storyline.Span {
			if s == "" {
				return storyline.Span{}
			}
			i := strings.Index(f.sentence, s)
			if i < 0 {
				panic(s + " not in " + f.sentence)
			}
			return storyline.Span{Start: start + i, End: start + i + len(s)}
		}
		kind := f.kind
		if kind == "" {
			kind = storyline.FigureCount
		}
		high := f.high
		if high == 0 && !f.highOpen {
			high = f.low
		}
		best := f.low
		if f.lowOpen {
			best = high
		}
		if f.best != 0 {
			best = f.best
		}
		g := storyline.Figure{
			Span: at(f.words), Text: f.words, Low: f.low, Best: best, High: high,
			LowOpen: f.lowOpen, HighOpen: f.highOpen, Kind: kind, Vague: f.vague,
			Counted: f.counted, CountedSpan: at(f.counted), Category: f.cat, Stock: f.stock,
			Action: f.action, ActionSpan: at(f.action), Place: f.place, PlaceSpan: at(f.place),
			Source: f.source, SourceSpan: at(f.source), TimeIndex: -1, StatedIndex: -1,
			WindowStart: day(f.start), WindowEnd: day(f.end), AsOf: day(f.asOf), Stated: day(f.asOf),
			Sentence: sent,
		}
		if fields := strings.Fields(f.counted); len(fields) > 0 {
			g.CountedHead = fields[len(fields)-1]
		}
		g.AsOfSource = storyline.AsOfStatedDate
		if !g.WindowEnd.IsZero() {
			g.AsOfSource = storyline.AsOfWindowEnd
		}
		if f.highOpen {
			g.High = 0
		}
		a.Analysis.Figures = append(a.Analysis.Figures, g)
	}
	return a
}

func killed(words string, low float64, asOf string) fig {
	return fig{sentence: words + " people were killed, officials said.", words: words, low: low,
		counted: "people", cat: "people", action: "were killed", source: "officials", asOf: asOf}
}

func only(t *testing.T, gs []storyline.FigureGroup) *storyline.FigureGroup {
	t.Helper()
	if len(gs) != 1 {
		for i := range gs {
			t.Log(Describe(&gs[i]))
		}
		t.Fatalf("%d groups, want 1", len(gs))
	}
	return &gs[0]
}

func TestRevisionUp(t *testing.T) {
	a := article(1, "AP", fig{sentence: "At least 10 people were killed on Monday, the ministry said.", words: "At least 10",
		low: 10, highOpen: true, counted: "people", cat: "people", action: "were killed", source: "the ministry",
		asOf: "2020-03-02", start: "2020-03-02", end: "2020-03-02"})
	b := article(2, "Reuters", fig{sentence: "The death toll has risen to 25 dead, according to the Red Cross.", words: "25",
		low: 25, counted: "dead", cat: "people", action: "dead", source: "the Red Cross", asOf: "2020-03-04"})
	g := only(t, Reconcile([]*storyline.Article{a, b}))
	t.Log("\n" + Describe(g))
	if g.Relation != storyline.RelationRising || g.From != day("2020-03-02") || g.To != day("2020-03-04") {
		t.Errorf("relation %s %s..%s: %s", g.Relation, g.From, g.To, g.RelationReason)
	}
	if len(g.Discrepancies) != 0 {
		t.Errorf("discrepancies across dates: %+v", g.Discrepancies)
	}
	if s := g.Summary; s.Low != 25 || s.Best != 25 || s.High != 25 || s.HighOpen || s.AsOf != day("2020-03-04") {
		t.Errorf("summary %+v", s)
	}
}

func TestRevisionDown(t *testing.T) {
	mk := func(src2 string) []*storyline.Article {
		a := article(1, "AP", fig{sentence: "30 people died, the health ministry said.", words: "30", low: 30,
			counted: "people", cat: "people", action: "died", source: "the health ministry", asOf: "2020-03-02"})
		b := article(2, "Reuters", fig{sentence: "22 people were killed, " + src2 + " said.", words: "22", low: 22,
			counted: "people", cat: "people", action: "were killed", source: src2, asOf: "2020-03-03"})
		return []*storyline.Article{a, b}
	}
	g := only(t, Reconcile(mk("the health ministry")))
	if g.Relation != storyline.RelationFalling {
		t.Errorf("same source revising down: %s (%s)", g.Relation, g.RelationReason)
	}
	if g.Summary.Best != 22 {
		t.Errorf("best %v, want the revised 22", g.Summary.Best)
	}
	// From another source a lower count later is a correction or a
	// disagreement: unclear.
	g = only(t, Reconcile(mk("a local hospital")))
	if g.Relation != storyline.RelationUnclear {
		t.Errorf("another source lower later: %s (%s)", g.Relation, g.RelationReason)
	}
}

func TestConflictSameDate(t *testing.T) {
	a := article(1, "AP", fig{sentence: "Police said 10 protesters were killed on Tuesday.", words: "10", low: 10,
		counted: "protesters", cat: "protesters", action: "were killed", source: "Police",
		asOf: "2020-03-03", start: "2020-03-03", end: "2020-03-03"})
	b := article(2, "El País", fig{sentence: "The opposition said 40 people were killed on Tuesday.", words: "40", low: 40,
		counted: "people", cat: "people", action: "were killed", source: "The opposition",
		asOf: "2020-03-03", start: "2020-03-03", end: "2020-03-03"})
	g := only(t, Reconcile([]*storyline.Article{a, b}))
	t.Log("\n" + Describe(g))
	if g.Relation != storyline.RelationConflicting {
		t.Errorf("relation %s: %s", g.Relation, g.RelationReason)
	}
	if len(g.Discrepancies) != 1 || !g.Discrepancies[0].Conflicting || g.Discrepancies[0].Article != 0 {
		t.Errorf("discrepancies %+v", g.Discrepancies)
	}
	if s := g.Summary; s.Low != 10 || s.Best != 10 || s.High != 40 || s.HighOpen {
		t.Errorf("summary %+v, want 10 / 10 / 40", s)
	}
	for _, p := range g.Points {
		if p.Incident {
			t.Errorf("%q marked as an incident", p.Text)
		}
	}
}

func TestConsistentOverlap(t *testing.T) {
	a := article(1, "AP", fig{sentence: "About 100 people were arrested, police said.", words: "About 100", low: 90, best: 100, high: 110,
		counted: "people", cat: "people", action: "were arrested", source: "police", asOf: "2020-03-03"})
	b := article(2, "BBC", fig{sentence: "More than 95 people have been detained, a rights group said.", words: "More than 95",
		low: 95, highOpen: true, counted: "people", cat: "people", action: "have been detained", source: "a rights group", asOf: "2020-03-03"})
	c := article(3, "CNN", fig{sentence: "Police arrested about 100 demonstrators, police said.", words: "about 100", low: 90, best: 100, high: 110,
		counted: "demonstrators", cat: "protesters", action: "arrested", source: "police", asOf: "2020-03-03"})
	g := only(t, Reconcile([]*storyline.Article{a, b, c}))
	t.Log("\n" + Describe(g))
	if g.Relation != storyline.RelationConsistent {
		t.Errorf("relation %s: %s", g.Relation, g.RelationReason)
	}
	// 100 vs more than 95 differ (flagged once); the two "about 100" agree.
	if len(g.Discrepancies) != 1 || g.Discrepancies[0].Conflicting {
		t.Errorf("discrepancies %+v", g.Discrepancies)
	}
	if s := g.Summary; s.Low != 95 || s.Best != 100 || s.High != 110 || s.HighOpen {
		t.Errorf("summary %+v, want 95 / 100 / 110", s)
	}
}

func TestUnclear(t *testing.T) {
	// A lower floor later from another source does not contradict the
	// earlier floor, nor confirm a revision.
	a := article(1, "AP", fig{sentence: "At least 50 people were killed, officials said.", words: "At least 50", low: 50, highOpen: true,
		counted: "people", cat: "people", action: "were killed", source: "officials", asOf: "2020-03-02"})
	b := article(2, "BBC", fig{sentence: "At least 40 people died, witnesses said.", words: "At least 40", low: 40, highOpen: true,
		counted: "people", cat: "people", action: "died", source: "witnesses", asOf: "2020-03-03"})
	g := only(t, Reconcile([]*storyline.Article{a, b}))
	if g.Relation != storyline.RelationUnclear {
		t.Errorf("falling floors: %s (%s)", g.Relation, g.RelationReason)
	}
	// Counts for separate days are not one count revised.
	c := article(1, "AP", fig{sentence: "Five people were killed on Monday.", words: "Five", low: 5,
		counted: "people", cat: "people", action: "were killed", asOf: "2020-03-02", start: "2020-03-02", end: "2020-03-02"})
	d := article(2, "BBC", fig{sentence: "Eight people were killed on Wednesday.", words: "Eight", low: 8,
		counted: "people", cat: "people", action: "were killed", asOf: "2020-03-04", start: "2020-03-04", end: "2020-03-04"})
	g = only(t, Reconcile([]*storyline.Article{c, d}))
	if g.Relation != storyline.RelationUnclear || !strings.Contains(g.RelationReason, "separate periods") {
		t.Errorf("separate days: %s (%s)", g.Relation, g.RelationReason)
	}
	// An unknown as-of date cannot be placed on the timeline.
	e := article(3, "CNN", killed("12", 12, ""))
	g = only(t, Reconcile([]*storyline.Article{a, e}))
	if g.Relation != storyline.RelationUnclear {
		t.Errorf("unknown date: %s (%s)", g.Relation, g.RelationReason)
	}
	if g.Summary.AsOf != day("2020-03-02") || g.Summary.Low != 50 {
		t.Errorf("summary should use the latest known date: %+v", g.Summary)
	}
}

func TestCopiesCountOnce(t *testing.T) {
	orig := article(1, "AP", killed("12", 12, "2020-03-02"))
	copy1 := article(2, "Yahoo", killed("12", 12, "2020-03-02"))
	copy1.NearDuplicateOf = 1
	copy2 := article(3, "MSN", killed("12", 12, "2020-03-02"))
	copy2.NearDuplicateOf = 1
	g := only(t, Reconcile([]*storyline.Article{orig, copy1, copy2}))
	if len(g.Points) != 1 || g.Points[0].Article != 1 || len(g.Points[0].Copies) != 2 {
		t.Fatalf("points %+v", g.Points)
	}
	if g.Relation != storyline.RelationSingle {
		t.Errorf("relation %s", g.Relation)
	}
	// An edited copy with an updated figure is a point of its own.
	edited := article(4, "MSN", killed("15", 15, "2020-03-03"))
	edited.NearDuplicateOf = 1
	g = only(t, Reconcile([]*storyline.Article{orig, copy1, edited}))
	if len(g.Points) != 2 || g.Points[1].CopyOf != 1 || g.Relation != storyline.RelationRising {
		t.Errorf("edited copy: %s\n%+v", g.Relation, g.Points)
	}
	// Two copies of an original outside the story: the first stands for it.
	c1 := article(5, "Yahoo", killed("12", 12, "2020-03-02"))
	c1.NearDuplicateOf = 99
	c2 := article(6, "MSN", killed("12", 12, "2020-03-02"))
	c2.NearDuplicateOf = 99
	g = only(t, Reconcile([]*storyline.Article{c1, c2}))
	if len(g.Points) != 1 || g.Points[0].Article != 5 || len(g.Points[0].Copies) != 1 {
		t.Errorf("copies of an absent original: %+v", g.Points)
	}
}

func TestIncidentApartFromTotal(t *testing.T) {
	total := article(1, "AP", fig{sentence: "At least 20 people have been killed since Saturday, Foro Penal said.", words: "At least 20",
		low: 20, highOpen: true, counted: "people", cat: "people", action: "have been killed", source: "Foro Penal",
		asOf: "2020-03-04", start: "2020-02-29", end: "2020-03-04"})
	incident := article(2, "BBC",
		fig{sentence: "Three protesters who were killed in Urena on Monday were buried.", words: "Three", low: 3,
			counted: "protesters", cat: "protesters", action: "were killed", place: "Urena",
			asOf: "2020-03-02", start: "2020-03-02", end: "2020-03-02"},
		fig{sentence: "Mourners carry the coffins of two men killed on Tuesday in San Cristobal.", words: "two", low: 2,
			counted: "men", cat: "people", action: "killed", place: "San Cristobal",
			asOf: "2020-03-03", start: "2020-03-03", end: "2020-03-03", caption: true})
	g := only(t, Reconcile([]*storyline.Article{total, incident}))
	t.Log("\n" + Describe(g))
	n := 0
	for _, p := range g.Points {
		if p.Incident {
			n++
			if g.Points[p.IncidentOf].Text != "At least 20" {
				t.Errorf("%q incident of %q", p.Text, g.Points[p.IncidentOf].Text)
			}
		}
	}
	if n != 2 {
		t.Errorf("%d incidents, want 2", n)
	}
	if g.Relation != storyline.RelationSingle || len(g.Discrepancies) != 0 {
		t.Errorf("incidents must not compete: %s, %+v", g.Relation, g.Discrepancies)
	}
	if g.Summary.Low != 20 || !g.Summary.HighOpen {
		t.Errorf("summary %+v", g.Summary)
	}
	// A one-day count larger than the total is no component of it.
	big := article(3, "CNN", fig{sentence: "25 people were killed in Urena on Monday.", words: "25", low: 25,
		counted: "people", cat: "people", action: "were killed", place: "Urena",
		asOf: "2020-03-02", start: "2020-03-02", end: "2020-03-02"})
	g = only(t, Reconcile([]*storyline.Article{total, big}))
	for _, p := range g.Points {
		if p.Incident {
			t.Errorf("%q marked as an incident of a smaller total", p.Text)
		}
	}
	// Without a total, a one-day count is just a count.
	g = only(t, Reconcile([]*storyline.Article{big}))
	if g.Points[0].Incident || g.Summary.Best != 25 {
		t.Errorf("lone incident: %+v", g.Points[0])
	}
}

func TestPlaces(t *testing.T) {
	at := func(id int64, n float64, words, place string) *storyline.Article {
		return article(id, "AP", fig{sentence: words + " people were killed in " + place + ".", words: words, low: n,
			counted: "people", cat: "people", action: "were killed", place: place, asOf: "2020-03-02"})
	}
	gs := Reconcile([]*storyline.Article{at(1, 5, "Five", "Urena"), at(2, 7, "Seven", "Cucuta")})
	if len(gs) != 2 {
		t.Errorf("different places: %d groups, want 2", len(gs))
	}
	gs = Reconcile([]*storyline.Article{at(1, 5, "Five", "La Parada, Colombia"), at(2, 7, "Seven", "Colombia")})
	if len(gs) != 1 || gs[0].Key.Place != "Colombia" {
		t.Errorf("contained places: %d groups", len(gs))
	}
	// A total with no place gathers counts at two towns.
	total := article(3, "BBC", fig{sentence: "At least 30 people were killed since Saturday.", words: "At least 30", low: 30, highOpen: true,
		counted: "people", cat: "people", action: "were killed", asOf: "2020-03-03", start: "2020-02-29", end: "2020-03-03"})
	gs = Reconcile([]*storyline.Article{at(1, 5, "Five", "Urena"), at(2, 7, "Seven", "Cucuta"), total})
	if len(gs) != 1 || gs[0].Key.Place != "" {
		for i := range gs {
			t.Log(Describe(&gs[i]))
		}
		t.Errorf("towns under a total: %d groups", len(gs))
	}
}

func TestActions(t *testing.T) {
	soldiers := func(id int64, words, action string, n float64) *storyline.Article {
		return article(id, "AP", fig{sentence: words + " soldiers " + action + ".", words: words, low: n,
			counted: "soldiers", cat: "soldiers", action: action, asOf: "2020-03-02"})
	}
	// Synonyms of defecting join; killed, injured and arrested do not.
	gs := Reconcile([]*storyline.Article{
		soldiers(1, "Five", "defected", 5), soldiers(2, "Six", "deserted their posts", 6),
		soldiers(3, "Seven", "have abandoned their posts", 7), soldiers(4, "Eight", "fled to Colombia", 8),
		soldiers(5, "Two", "were killed", 2), soldiers(6, "Three", "were wounded", 3),
		soldiers(7, "Four", "were arrested", 4),
	})
	if len(gs) != 4 || len(gs[0].Points) != 4 || gs[0].Key.Action != ActionDefected {
		for i := range gs {
			t.Log(Describe(&gs[i]))
		}
		t.Fatalf("%d groups", len(gs))
	}
	// People who flee are displaced, not defectors.
	people := article(8, "AP", fig{sentence: "Eight people fled to Colombia.", words: "Eight", low: 8,
		counted: "people", cat: "people", action: "fled to Colombia", asOf: "2020-03-02"})
	gs = Reconcile([]*storyline.Article{soldiers(4, "Eight", "fled to Colombia", 8), people})
	if len(gs) != 2 {
		t.Errorf("soldiers fleeing and people fleeing: %d groups, want 2", len(gs))
	}
	// Soldiers and civilians are different counts; people and civilians
	// the same.
	civ := article(9, "AP", fig{sentence: "Two civilians were killed.", words: "Two", low: 2,
		counted: "civilians", cat: "civilians", action: "were killed", asOf: "2020-03-02"})
	ppl := article(10, "AP", killed("Two", 2, "2020-03-02"))
	gs = Reconcile([]*storyline.Article{soldiers(5, "Two", "were killed", 2), civ, ppl})
	if len(gs) != 2 {
		t.Errorf("soldiers vs civilians and people: %d groups, want 2", len(gs))
	}
	// A strength is never grouped with an event count.
	stock := article(11, "AP", fig{sentence: "The 200,000-plus troops in the army stand by.", words: "200,000-plus", low: 200000, highOpen: true,
		counted: "troops", cat: "soldiers", kind: storyline.FigureStrength, stock: true, asOf: "2020-03-02"})
	gs = Reconcile([]*storyline.Article{stock, soldiers(1, "Five", "defected", 5)})
	if len(gs) != 2 {
		t.Errorf("strength and defections: %d groups, want 2", len(gs))
	}
}

func TestActionClass(t *testing.T) {
	for _, c := range []struct{ action, cat, head, want string }{
		{"have defected", "soldiers", "soldiers", ActionDefected},
		{"deserted their post", "soldiers", "Guardsmen", ActionDefected},
		{"abandoned their posts", "soldiers", "troops", ActionDefected},
		{"broke ranks", "soldiers", "officers", ActionDefected},
		{"fled", "soldiers", "soldiers", ActionDefected},
		{"fled the country", "people", "people", ActionDisplaced},
		{"left Venezuela", "migrants/refugees", "refugees", ActionDisplaced},
		{"leaving the country", "people", "people", ActionDisplaced},
		{"have been displaced", "people", "people", ActionDisplaced},
		{"have been killed", "people", "people", ActionKilled},
		{"died", "people", "people", ActionKilled},
		{"were found dead", "people", "bodies", ActionKilled},
		{"were shot dead", "people", "people", ActionKilled},
		{"", "people", "deaths", ActionKilled},
		{"injured", "people", "people", ActionInjured},
		{"were wounded", "people", "people", ActionInjured},
		{"were hurt", "people", "people", ActionInjured},
		{"were arrested", "people", "people", ActionArrested},
		{"have been detained", "people", "people", ActionArrested},
		{"were taken into custody", "people", "people", ActionArrested},
		{"were kidnapped", "people", "people", ActionAbducted},
		{"could be displaced", "people", "people", ActionProjected + ActionDisplaced},
		{"ended up in a shelter", "soldiers", "troops", "end up"},
		{"", "other", "", ""},
	} {
		if got := ActionClass(c.action, c.cat, c.head); got != c.want {
			t.Errorf("ActionClass(%q, %q, %q) = %q, want %q", c.action, c.cat, c.head, got, c.want)
		}
	}
}

func TestCompatibility(t *testing.T) {
	if !CategoriesCompatible("people", "civilians") || CategoriesCompatible("civilians", "migrants/refugees") ||
		CategoriesCompatible("people", "soldiers") || CategoriesCompatible("people", "children") {
		t.Error("categories")
	}
	if !PlacesCompatible("", "Urena") || !PlacesCompatible("Ureña", "Urena, Venezuela") || PlacesCompatible("Urena", "Cucuta") ||
		!PlacesCompatible("the Simon Bolivar bridge", "Simon Bolivar Bridge") {
		t.Error("places")
	}
}

func TestDescribeAndValue(t *testing.T) {
	if Value(3e6) != "3,000,000" || Value(450) != "450" || Value(1.5) != "1.5" {
		t.Error("Value")
	}
	if RangeText(320, 0, false, true) != "[320, open)" || RangeText(5, 5, false, false) != "5" || RangeText(0, 50, true, false) != "(open, 50]" {
		t.Error("RangeText")
	}
}

func TestFind(t *testing.T) {
	a := article(1, "AP", killed("12", 12, "2020-03-02"), fig{sentence: "Three soldiers defected.", words: "Three", low: 3,
		counted: "soldiers", cat: "soldiers", action: "defected", asOf: "2020-03-02"})
	gs := Reconcile([]*storyline.Article{a})
	g, p := Find(gs, 1, 1)
	if g < 0 || gs[g].Points[p].Text != "Three" {
		t.Errorf("Find(1, 1) = %d, %d", g, p)
	}
	if g, p := Find(gs, 2, 0); g != -1 || p != -1 {
		t.Errorf("Find of a missing figure = %d, %d", g, p)
	}
}

func TestEmptyAndForecasts(t *testing.T) {
	if gs := Reconcile(nil); len(gs) != 0 {
		t.Errorf("nil: %d groups", len(gs))
	}
	if gs := Reconcile([]*storyline.Article{nil, {ID: 1}}); len(gs) != 0 {
		t.Errorf("no figures: %d groups", len(gs))
	}
	// A forecast is not a count of what happened; an age is not grouped.
	a := article(1, "AP", fig{sentence: "The floods could displace 1 million people.", words: "1 million", low: 1e6,
		counted: "people", cat: "people", action: "could displace", asOf: "2020-03-02"},
		fig{sentence: "So far 20,000 people have been displaced.", words: "20,000", low: 20000,
			counted: "people", cat: "people", action: "have been displaced", asOf: "2020-03-02"},
		fig{sentence: "A 23-year-old was displaced.", words: "23-year-old", low: 23, kind: storyline.FigureAge,
			action: "was displaced", asOf: "2020-03-02"})
	gs := Reconcile([]*storyline.Article{a})
	if len(gs) != 2 {
		t.Fatalf("%d groups, want 2", len(gs))
	}
	for _, g := range gs {
		if len(g.Points) != 1 || g.Relation != storyline.RelationSingle {
			t.Errorf("%s: %d points, %s", g.Label, len(g.Points), g.Relation)
		}
	}
}

// TestLabel: a group's label says what it counts in words.
func TestLabel(t *testing.T) {
	for _, tc := range []struct {
		key     storyline.FigureKey
		counted string
		want    string
	}{
		{storyline.FigureKey{Kind: storyline.FigureCount, Category: "soldiers", Action: ActionDefected}, "", "soldiers defected"},
		{storyline.FigureKey{Kind: storyline.FigureCount, Action: ActionProtested}, "", "people protested"},
		{storyline.FigureKey{Kind: storyline.FigureCount, Category: "people", Action: ActionKilled, Place: "Brazil"}, "", "people killed in Brazil"},
		{storyline.FigureKey{Kind: storyline.FigureWeight, Category: "weight", Unit: "tons", Action: "delivered"}, "tons of wheat flour", "tons of wheat flour delivered"},
		{storyline.FigureKey{Kind: storyline.FigureWeight, Category: "weight", Unit: "tons", Action: "delivered"}, "tons", "tons delivered"},
		{storyline.FigureKey{Kind: storyline.FigureCount, Action: "sold"}, "", "number sold"},
	} {
		if got := Label(tc.key, tc.counted); got != tc.want {
			t.Errorf("Label(%+v, %q) = %q, want %q", tc.key, tc.counted, got, tc.want)
		}
	}
}

func TestActionClassSpanish(t *testing.T) {
	for _, c := range []struct{ action, category, head, want string }{
		{"han desertado", "soldiers", "militares", ActionDefected},
		{"huyeron", "soldiers", "soldados", ActionDefected},
		{"huyeron", "civilians", "civiles", ActionDisplaced},
		{"resultaron heridas", "people", "personas", ActionInjured},
		{"", "people", "muertos", ActionKilled},
		{"fueron detenidos", "people", "personas", ActionArrested},
		{"podrían huir", "civilians", "civiles", ActionProjected + ActionDisplaced},
	} {
		if got := ActionClass(c.action, c.category, c.head); got != c.want {
			t.Errorf("ActionClass(%q, %q, %q) = %q, want %q", c.action, c.category, c.head, got, c.want)
		}
	}
}

// TestVagueRevisesNoNumber: "dozens" a day after "at least 58" leaves the
// count at the number: a vague count states no revision of it.
func TestVagueRevisesNoNumber(t *testing.T) {
	a := article(1, "AP", fig{sentence: "At least 58 people were killed in the gas attack on Tuesday, the monitor said.", words: "At least 58",
		low: 58, best: 58, highOpen: true, counted: "people", cat: "people", action: "were killed", source: "the monitor",
		asOf: "2017-04-04", start: "2017-04-04", end: "2017-04-04"})
	b := article(2, "Reuters", fig{sentence: "Dozens of people were killed in the attack, residents said.", words: "Dozens",
		low: 12, best: 12, high: 99, vague: true, counted: "people", cat: "people", action: "were killed", source: "residents", asOf: "2017-04-06"})
	g := only(t, Reconcile([]*storyline.Article{a, b}))
	t.Log("\n" + Describe(g))
	if s := g.Summary; s.Best != 58 || s.AsOf != day("2017-04-04") {
		t.Errorf("summary %+v, want the 58 of 2017-04-04", s)
	}
}
