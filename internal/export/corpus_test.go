package export

import (
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

var (
	damascus   = &storyline.Place{Name: "Damascus", Admin1: "Dimashq", Country: "SY", Lat: 33.51, Lon: 36.29, Precision: 1, Kind: "city"}
	dimashq    = &storyline.Place{Name: "Dimashq", Admin1: "Dimashq", Country: "SY", Lat: 33.5, Lon: 36.3, Precision: 3, Kind: "admin1"}
	syria      = &storyline.Place{Name: "Syria", Country: "SY", Lat: 35, Lon: 38, Precision: 3, Kind: "country"}
	aleppoCity = &storyline.Place{Name: "Aleppo", Admin1: "Aleppo", Country: "SY", Lat: 36.2, Lon: 37.15, Precision: 1, Kind: "city"}
	ghoutaDay  = storyline.Date{Year: 2013, Month: 8, Day: 21}
	alBab      = &storyline.Place{Name: "Al Bab", Admin1: "Aleppo", Country: "SY", Lat: 36.37, Lon: 37.52, Precision: 1, Kind: "city"}
	// damascusNamesake is Damascus as its province's namesake town
	damascusNamesake = &storyline.Place{Name: "Damascus", Admin1: "Damascus", Country: "SY", Lat: 33.51, Lon: 36.29, Precision: 1, Kind: "city"}
)

// attack is a written row of story's: an air strike on day at place with
// dead killed, reported by one article of the story.
func attack(story int64, day storyline.Date, place *storyline.Place, dead int) *corpusEvent {
	return &corpusEvent{key: storyline.EventKey{Lead: story, Seq: 0}, story: story, eventType: storyline.EventExplosions,
		subType: storyline.SubAirStrike, date: day, timePrecision: 1, place: place, fatalities: dead, mentions: 1, sources: 1,
		mapPlace: place, reports: []storyline.EventMention{{Article: story * 10, Outlet: "Outlet " + string(rune('A'+story))}}}
}

func TestSameEvent(t *testing.T) {
	nextDay := storyline.Date{Year: 2013, Month: 8, Day: 22}
	weekOf := attack(2, nextDay, damascus, 1400)
	weekOf.timePrecision = 2
	battle := attack(2, ghoutaDay, damascus, 1400)
	battle.eventType = storyline.EventBattles
	for _, c := range []struct {
		name string
		b    *corpusEvent
		want bool
	}{
		{"same day, place and dead", attack(2, ghoutaDay, damascus, 1400), true},
		{"no dead stated", attack(2, ghoutaDay, damascus, 0), true},
		{"in the region holding the town", attack(2, ghoutaDay, dimashq, 1400), true},
		{"in the country", attack(2, ghoutaDay, syria, 0), true},
		{"next day, a week's date", weekOf, true},
		{"next day, both to the day", attack(2, nextDay, damascus, 1400), false},
		{"a toll within twice the other's", attack(2, ghoutaDay, damascus, 1000), true},
		{"a toll far from the other's", attack(2, ghoutaDay, damascus, 60), false},
		{"a massacre's toll far from the other's, in the same town", attack(2, ghoutaDay, damascus, 650), true},
		{"a massacre's toll far from the other's, in the region", attack(2, ghoutaDay, dimashq, 650), false},
		{"a massacre's toll within twice the other's, in the country", attack(2, ghoutaDay, syria, 1000), true},
		{"another toll, a week's date", func() *corpusEvent { e := attack(2, nextDay, damascus, 1000); e.timePrecision = 2; return e }(), false},
		{"another town", attack(2, ghoutaDay, aleppoCity, 1400), false},
		{"another type", battle, false},
		{"no place", attack(2, ghoutaDay, nil, 1400), false},
		{"no date", attack(2, storyline.Date{}, damascus, 1400), false},
	} {
		a := attack(1, ghoutaDay, damascus, 1400)
		if got := sameEvent(a, c.b); got != c.want {
			t.Errorf("%s: sameEvent = %v, want %v", c.name, got, c.want)
		}
		if got := sameEvent(c.b, a); got != c.want {
			t.Errorf("%s, the other way: sameEvent = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestGroupEvents(t *testing.T) {
	told := attack(1, ghoutaDay, damascus, 1400)
	main := attack(2, ghoutaDay, damascus, 1400)
	main.sources, main.mentions, main.key.Seq = 3, 4, 1
	main.reports = []storyline.EventMention{{Article: 20, Outlet: "BBC"}, {Article: 21, Outlet: "bbc", Index: 2},
		{Article: 22, Outlet: "AP"}, {Article: 23, Outlet: "Reuters"}, {Article: 24, Outlet: "AP copy", Copy: true}}
	unstated := attack(3, ghoutaDay, dimashq, 0)
	unstated.reports = append(unstated.reports, main.reports[0]) // a report both stories hold
	otherToll := attack(4, ghoutaDay, damascus, 30)              // far from 1400, no massacre's: another attack (tollSpread)
	sameStory := attack(1, ghoutaDay, damascus, 1400)
	sameStory.key.Seq = 1
	negated := attack(5, ghoutaDay, damascus, 1400)
	negated.nonEvent = true

	m := groupEvents([]*corpusEvent{told, main, unstated, otherToll, sameStory, negated})
	g, ok := m.groups[main.key]
	if !ok || len(m.groups) != 1 {
		t.Fatalf("groups %v: want one, kept at story 2's row", m.groups)
	}
	var stories []int64
	for _, e := range g {
		stories = append(stories, e.story)
	}
	// The second row of story 1 is another event of story 1: it joins no
	// group of a row of its story, and the first one is taken.
	if !slices.Equal(stories, []int64{2, 1, 3}) {
		t.Errorf("group of stories %v, want 2 (most sources), 1, 3", stories)
	}
	var kept []int64
	for _, e := range m.kept {
		kept = append(kept, e.story)
	}
	if !slices.Equal(kept, []int64{2, 4, 1, 5}) {
		t.Errorf("rows kept of stories %v, want 2, 4 (30 dead), 1 (its second row), 5 (non-event)", kept)
	}

	r := EventRow{Story: 2, Mentions: 4, Sources: 3}
	g.apply(&r)
	if r.Event.Fatalities != 1400 {
		t.Errorf("kept row: %d dead, want 1400", r.Event.Fatalities)
	}
	unstatedKept := eventGroup{unstated, told}
	unstatedKept.apply(&r)
	if r.Event.Fatalities != 1400 {
		t.Errorf("kept row stating no dead: %d dead, want the 1400 another row states", r.Event.Fatalities)
	}
	r = EventRow{Story: 2, Mentions: 4, Sources: 3}
	g.apply(&r)
	// Reports: story 2's 5, story 1's, and story 3's own (its copy of
	// article 20's is counted once). Outlets: BBC, AP, Reuters, B, D.
	if !slices.Equal(r.Stories, []int64{1, 3}) || r.Mentions != 7 || r.Articles != 7 || r.Sources != 5 || r.Story != 2 {
		t.Errorf("kept row: stories %v, %d mentions, %d articles, %d sources, story %d; want 1 3, 7, 7, 5, 2",
			r.Stories, r.Mentions, r.Articles, r.Sources, r.Story)
	}

	places := m.places()
	if len(places) != 1 || places[0].Events != 3 || places[0].Fatalities != 1400+30+1400 {
		t.Errorf("places %+v: want Damascus, 3 events (the group once, 30, story 1's second), 2830 dead", places)
	}
}

// TestEventsAcrossStories: an export of every story gives the rows of
// different stories that report one event as one, the map counts it once,
// and one story's export is as the story keeps it.
func TestEventsAcrossStories(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "corpus.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	for i, place := range []*storyline.Place{damascus, dimashq, damascus} {
		story := int64(i + 1)
		a := fixture(t, int(story), "Outlet "+string(rune('A'+story)))
		if _, err := st.AddArticle(ctx, a, []byte(a.RawText), storyline.Signature{}); err != nil {
			t.Fatal(err)
		}
		if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: a.ID, StoryID: story, Title: "Story"}); err != nil {
			t.Fatal(err)
		}
		e := storyline.Event{EventType: storyline.EventExplosions, SubEventType: storyline.SubAirStrike, Date: ghoutaDay,
			TimePrecision: 1, Place: place, Fatalities: 1400}
		if story == 3 {
			e.Date.Day-- // the day before: another event
		}
		row := EventRow{FactBase: FactBase{ArticleID: a.ID, Link: ArticleLink(a.ID, "e0")}, Event: e, Story: story,
			Mentions: 1, Articles: 1, Sources: 1, Main: true,
			Reports: []storyline.EventMention{{Article: a.ID, Outlet: a.Outlet, Published: time.Unix(story, 0).UTC()}}}
		body, err := json.Marshal(row)
		if err != nil {
			t.Fatal(err)
		}
		m := storyline.MergedEvent{Story: story, Lead: a.ID, Article: a.ID, Date: e.Date, EventType: e.EventType,
			SubEventType: e.SubEventType, Place: place, Fatalities: 1400, Mentions: 1, Articles: 1, Sources: 1, Main: true,
			Reports: []int64{a.ID}, Row: body}
		if err := st.SetStoryEvents(ctx, story, []storyline.MergedEvent{m}); err != nil {
			t.Fatal(err)
		}
	}

	out, n := export(t, st, Options{Kind: Events, Format: JSONL})
	var rows []EventRow
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r EventRow
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, r)
	}
	// Newest story first: 3's (the day before), then 2's, which story
	// 1's reports too (the row kept is the listing's first among rows of
	// as many sources and mentions).
	if n != 2 || rows[0].Story != 3 || rows[0].Stories != nil || rows[1].Story != 2 || !slices.Equal(rows[1].Stories, []int64{1}) ||
		rows[1].Mentions != 2 || rows[1].Articles != 2 || rows[1].Sources != 2 || len(rows[1].Reports) != 2 {
		t.Fatalf("%d rows %+v: want story 3's, then story 2's with story 1's report", n, rows)
	}
	csv := readCSV(t, func() string { s, _ := export(t, st, Options{Kind: Events, Format: ACLEDCSV}); return s }())
	if len(csv) != 3 || csv[0][len(EventColumns)-1] != "stories" || csv[2][len(EventColumns)-1] != "1" {
		t.Errorf("acled-csv %v: want 2 rows, the second's stories 1", csv)
	}

	places, err := EventPlaces(ctx, st, Options{Kind: Events})
	if err != nil {
		t.Fatal(err)
	}
	events := 0
	for _, p := range places {
		events += p.Events
	}
	if events != 2 {
		t.Errorf("the map counts %d events (%+v), the export writes 2", events, places)
	}

	_, n = export(t, st, Options{Kind: Events, Format: JSONL, Story: 1})
	if n != 1 {
		t.Errorf("story 1's export: %d rows, want its own 1", n)
	}
}

// vagueAttack is a written row of story's told without a day of its own:
// dated by its report of day reported (precision 1, dateFromReport), or
// by a week or a month (precision 2, 3) starting on day.
func vagueAttack(story int64, day storyline.Date, precision int, reported storyline.Date, place *storyline.Place, dead int) *corpusEvent {
	e := attack(story, day, place, dead)
	e.timePrecision, e.reported, e.dateFromReport = precision, reported, precision == 1
	e.key.Seq = 7
	return e
}

func TestJoinEarlierEvent(t *testing.T) {
	day := func(d int) storyline.Date { return storyline.Date{Year: 2013, Month: 8, Day: d} }
	monday, saturday := day(19), day(24)
	for _, c := range []struct {
		name  string
		rows  []*corpusEvent
		joins bool // the last row joins story 1's
		dead  int  // the group's dead when it joins
	}{
		// "355 died last week", in a report of the 31st: the week of the
		// 19th holds one day two stories date the attack on
		{"a week's count, the week's one attack", []*corpusEvent{attack(1, ghoutaDay, damascus, 1400), attack(2, ghoutaDay, damascus, 650),
			vagueAttack(3, monday, 2, day(31), damascus, 355)}, true, 1400},
		{"a week's count, a quotation of the Monday fewer stories date", []*corpusEvent{attack(1, ghoutaDay, damascus, 1400),
			attack(2, ghoutaDay, damascus, 650), attack(4, monday, damascus, 0), vagueAttack(3, monday, 2, day(31), damascus, 355)}, true, 1400},
		{"a week's count, two days as many stories date", []*corpusEvent{attack(1, ghoutaDay, damascus, 1400), attack(4, monday, damascus, 0),
			vagueAttack(3, monday, 2, day(31), damascus, 355)}, false, 0},
		{"a week's count, the attack the month before", []*corpusEvent{attack(1, day(2), damascus, 1400),
			vagueAttack(3, monday, 2, day(31), damascus, 355)}, false, 0},
		{"a month's count, the month's one attack", []*corpusEvent{attack(1, ghoutaDay, damascus, 1400),
			vagueAttack(3, day(1), 3, storyline.Date{Year: 2013, Month: 10, Day: 3}, damascus, 270)}, true, 1400},
		// "U.N. chief pushes Syria to allow for chemical attack probe", a
		// dateline's day: joined by a count the attack's reports state
		{"the report's day, a count the attack's reports state", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 650), 500, 650),
			vagueAttack(3, day(23), 1, day(23), damascus, 500)}, true, 650},
		{"the report's day, another count: news of that day", []*corpusEvent{attack(1, ghoutaDay, damascus, 650),
			vagueAttack(3, day(23), 1, day(23), damascus, 80)}, false, 0},
		{"the report's day, a small count many reports state", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 650), 6, 650),
			vagueAttack(3, day(23), 1, day(23), damascus, 6)}, false, 0},
		{"the report's day, more than a week after", []*corpusEvent{attack(1, ghoutaDay, damascus, 650),
			vagueAttack(3, day(30), 1, day(30), damascus, 650)}, false, 0},
		{"the report's day, an attack after the report", []*corpusEvent{attack(1, saturday, damascus, 650),
			vagueAttack(3, day(23), 1, day(23), damascus, 650)}, false, 0},
		{"the province of the town", []*corpusEvent{attack(1, ghoutaDay, damascus, 650),
			vagueAttack(3, day(23), 1, day(23), dimashq, 650)}, true, 650},
		// "killing more than 120 people", three days after a bombing
		// whose reports count 40, then 68, then 130
		{"the report's day, a toll the attack's counts rose through", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 40), 40, 68, 130),
			vagueAttack(3, day(23), 1, day(23), damascus, 120)}, true, 40},
		{"the report's day, a count above the attack's highest", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 40), 40, 68, 130),
			vagueAttack(3, day(23), 1, day(23), damascus, 300)}, false, 0},
		{"the report's day, a small count within the attack's", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 40), 2, 40, 68),
			vagueAttack(3, day(23), 1, day(23), damascus, 5)}, false, 0},
		// a story's counts of a day's raids: 22 of another raid is none
		{"the report's day, a count far below the attack's highest", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 21), 6, 15, 21, 100),
			vagueAttack(3, day(23), 1, day(23), damascus, 22)}, false, 0},
		// "an attack on an opposition village in Aleppo", the town named
		// like its province: the province's village another story dates
		{"the town named like its province", []*corpusEvent{attack(1, ghoutaDay, alBab, 70),
			vagueAttack(3, day(23), 1, day(23), aleppoCity, 70)}, true, 70},
		{"the town named like another province", []*corpusEvent{attack(1, ghoutaDay, alBab, 70),
			vagueAttack(3, day(23), 1, day(23), damascusNamesake, 70)}, false, 0},
		{"only the country", []*corpusEvent{attack(1, ghoutaDay, damascus, 650),
			vagueAttack(3, day(23), 1, day(23), syria, 60)}, false, 0},
		// "Syrian opposition: 1300 killed in chemical attack on Ghouta
		// region", the region placed in the country: a massacre's toll the
		// attack's reports state tells it
		{"only the country, a massacre's toll the attack's reports state", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 1000), 1000, 1400),
			vagueAttack(3, ghoutaDay, 1, ghoutaDay, syria, 1300)}, true, 1000},
		{"only the country, a massacre's toll far from the attack's", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 1000), 1000, 1400),
			vagueAttack(3, ghoutaDay, 1, ghoutaDay, syria, 300)}, false, 0},
		{"another town", []*corpusEvent{attack(1, ghoutaDay, damascus, 650),
			vagueAttack(3, day(23), 1, day(23), aleppoCity, 650)}, false, 0},
		{"a row of its own story", []*corpusEvent{attack(1, ghoutaDay, damascus, 65),
			vagueAttack(1, day(23), 1, day(23), damascus, 65)}, false, 0},
		// a later report's "deadly attack" the story's merge kept apart
		// for want of a day, with a massacre's count the attack's row states
		{"a row of its own story, a massacre's count", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 650), 100, 650),
			vagueAttack(1, day(23), 1, day(23), damascus, 100)}, true, 650},
		{"a row of its own story dated by its words", []*corpusEvent{withReported(attack(1, ghoutaDay, damascus, 650), 100, 650),
			vagueAttack(1, monday, 2, day(24), damascus, 100)}, false, 0},
		// "a chemical massacre near Damascus that the opposition claims
		// killed hundreds", coded an attack on civilians
		{"a massacre told without its weapon, the same count", []*corpusEvent{withType(attack(1, ghoutaDay, damascus, 100), storyline.SubChemicalWeapon),
			withType(vagueAttack(3, saturday, 1, saturday, damascus, 100), storyline.SubAttack)}, true, 100},
		{"a massacre told without its weapon, another count", []*corpusEvent{withType(attack(1, ghoutaDay, damascus, 1400), storyline.SubChemicalWeapon),
			withType(vagueAttack(3, monday, 2, day(31), damascus, 355), storyline.SubAttack)}, false, 0},
		{"a car bomb a suicide bomber set off", []*corpusEvent{withType(attack(1, ghoutaDay, damascus, 40), storyline.SubSuicideBomb),
			withType(vagueAttack(3, day(23), 1, day(23), damascus, 40), storyline.SubRemoteExplosive)}, true, 40},
		{"shelling, not the air strike", []*corpusEvent{attack(1, ghoutaDay, damascus, 40),
			withType(vagueAttack(3, day(23), 1, day(23), damascus, 40), storyline.SubShelling)}, false, 0},
	} {
		m := groupEvents(c.rows)
		last := c.rows[len(c.rows)-1]
		g, grouped := m.groups[c.rows[0].key]
		joined := grouped && slices.Contains(g, last)
		if joined != c.joins {
			t.Errorf("%s: joined %v, want %v", c.name, joined, c.joins)
			continue
		}
		if !joined {
			continue
		}
		if g[0] != c.rows[0] || g.fatalities() != c.dead {
			t.Errorf("%s: kept story %d's row, %d dead; want story 1's (its day), %d", c.name, g[0].story, g.fatalities(), c.dead)
		}
		r := EventRow{Event: storyline.Event{Date: g[0].date}}
		g.apply(&r)
		if r.Event.Date != c.rows[0].date || r.Event.Fatalities != c.dead {
			t.Errorf("%s: row of %v, %d dead; want %v, %d", c.name, r.Event.Date, r.Event.Fatalities, c.rows[0].date, c.dead)
		}
	}
}

// TestVagueRowSameDay: a row of its report's day that another story
// tells of that day with the same dead is one event by the day rule, and
// its number is the event's.
func TestVagueRowSameDay(t *testing.T) {
	told := vagueAttack(2, ghoutaDay, 1, ghoutaDay, damascus, 0)
	told.sources = 5 // most sources: still not the row kept, as it states no day
	dated := attack(1, ghoutaDay, damascus, 12)
	m := groupEvents([]*corpusEvent{told, dated})
	g, ok := m.groups[dated.key]
	if !ok || len(g) != 2 || g.fatalities() != 12 {
		t.Fatalf("groups %v: want story 1's row kept, story 2's in it, 12 dead", m.groups)
	}
}

func withReported(e *corpusEvent, figures ...int) *corpusEvent {
	e.fatalitiesReported = figures
	return e
}

func withType(e *corpusEvent, sub string) *corpusEvent {
	e.subType = sub
	e.eventType = storyline.EventExplosions
	if sub == storyline.SubAttack {
		e.eventType = storyline.EventViolenceCivilians
	}
	return e
}

// TestLaterReportAcrossStories: the row of a later report that states no
// day of its own is written as the attack another story dates, and the
// map counts one event, as the export writes.
func TestLaterReportAcrossStories(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "corpus.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	reported := storyline.Date{Year: 2013, Month: 8, Day: 23}
	for story := int64(1); story <= 2; story++ {
		a := fixture(t, int(story), "Outlet "+string(rune('A'+story)))
		if _, err := st.AddArticle(ctx, a, []byte(a.RawText), storyline.Signature{}); err != nil {
			t.Fatal(err)
		}
		if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: a.ID, StoryID: story, Title: "Story"}); err != nil {
			t.Fatal(err)
		}
		e := storyline.Event{EventType: storyline.EventExplosions, SubEventType: storyline.SubChemicalWeapon, Date: ghoutaDay,
			TimePrecision: 1, Place: damascus, Fatalities: 650}
		figures := []int{500, 650}
		if story == 2 {
			// "U.N. chief pushes Syria to allow for chemical attack
			// probe", dated by its dateline
			e.Date, e.DateFromReport, e.Fatalities, figures = reported, true, 500, []int{500}
		}
		row := EventRow{FactBase: FactBase{ArticleID: a.ID, Link: ArticleLink(a.ID, "e0")}, Event: e, Story: story,
			Mentions: 1, Articles: 1, Sources: 1, Main: true, FatalitiesReported: figures,
			Reports: []storyline.EventMention{{Article: a.ID, Outlet: a.Outlet, Published: e.Date.Time()}}}
		body, err := json.Marshal(row)
		if err != nil {
			t.Fatal(err)
		}
		m := storyline.MergedEvent{Story: story, Lead: a.ID, Article: a.ID, Date: e.Date, EventType: e.EventType,
			SubEventType: e.SubEventType, Place: damascus, Fatalities: e.Fatalities, Mentions: 1, Articles: 1, Sources: 1, Main: true,
			Reports: []int64{a.ID}, Row: body}
		if err := st.SetStoryEvents(ctx, story, []storyline.MergedEvent{m}); err != nil {
			t.Fatal(err)
		}
	}
	out, n := export(t, st, Options{Kind: Events, Format: JSONL})
	var r EventRow
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &r); n != 1 || err != nil {
		t.Fatalf("%d rows (%v): want one", n, err)
	}
	if r.Story != 1 || r.Event.Date != ghoutaDay || r.Event.Fatalities != 650 || !slices.Equal(r.Stories, []int64{2}) {
		t.Errorf("row of story %d, %v, %d dead, stories %v: want story 1's, 2013-08-21, 650, with story 2", r.Story, r.Event.Date, r.Event.Fatalities, r.Stories)
	}
	places, err := EventPlaces(ctx, st, Options{Kind: Events})
	if err != nil {
		t.Fatal(err)
	}
	if len(places) != 1 || places[0].Events != 1 || places[0].Fatalities != 650 {
		t.Errorf("map %+v: want one event of 650 dead, as the export writes", places)
	}
}

// A group's dead are its kept row's, the best-sourced toll, when it
// states one; else the lowest another row states.
func TestGroupTollOfKeptRow(t *testing.T) {
	if n := (eventGroup{attack(1, ghoutaDay, damascus, 1400), attack(2, ghoutaDay, damascus, 1000)}).fatalities(); n != 1400 {
		t.Errorf("kept 1400 with 1000: %d", n)
	}
	if n := (eventGroup{attack(1, ghoutaDay, damascus, 0), attack(2, ghoutaDay, damascus, 1400), attack(3, ghoutaDay, damascus, 1000)}).fatalities(); n != 1000 {
		t.Errorf("kept none with 1400 and 1000: %d, want the lowest", n)
	}
}

// Small tolls that differ join only at one place: a region's 30 dead and
// a town's 40 of one day may be two strikes.
func TestSmallTollsApartInRegion(t *testing.T) {
	if sameEvent(attack(1, ghoutaDay, damascus, 40), attack(2, ghoutaDay, dimashq, 30)) {
		t.Error("40 in the town and 30 in its region: one event, want two")
	}
	if !sameEvent(attack(1, ghoutaDay, damascus, 40), attack(2, ghoutaDay, damascus, 30)) {
		t.Error("40 and 30 in the town on its day: two events, want one")
	}
}

// Two gas attacks of one day in one town are one, whatever their counts;
// air strikes are not.
func TestGasAttackCountsApart(t *testing.T) {
	gas := func(story int64, dead int) *corpusEvent {
		e := withType(attack(story, ghoutaDay, damascus, dead), storyline.SubChemicalWeapon)
		e.eventType = storyline.EventExplosions
		return e
	}
	if !sameEvent(gas(1, 58), gas(2, 20)) {
		t.Error("a gas attack's 58 and 20 dead the same day in one town: two events")
	}
	if sameEvent(attack(1, ghoutaDay, damascus, 58), attack(2, ghoutaDay, damascus, 20)) {
		t.Error("air strikes of 58 and 20 dead: one event")
	}
}

// A bombing placed in a suburb by one report and in its city by another
// is one event when the day, the kind and the tolls agree; far towns, or
// tolls far apart, are two.
func TestNearbyTownsOneDeed(t *testing.T) {
	rankus := &storyline.Place{Name: "Rankus", Admin1: "Rif Dimashq", Country: "SY", Lat: 33.76, Lon: 36.40, Precision: 1, Kind: "town"}
	homs := &storyline.Place{Name: "Homs", Admin1: "Homs", Country: "SY", Lat: 34.73, Lon: 36.71, Precision: 1, Kind: "city"}
	bomb := func(story int64, place *storyline.Place, dead int) *corpusEvent {
		return withType(attack(story, ghoutaDay, place, dead), storyline.SubRemoteExplosive)
	}
	for _, c := range []struct {
		name string
		a, b *corpusEvent
		want bool
	}{
		{"a suburb and its city, tolls close", bomb(1, rankus, 60), bomb(2, damascus, 70), true},
		{"a suburb and its city, tolls far apart", bomb(1, rankus, 20), bomb(2, damascus, 70), false},
		{"a suburb and its city, a few dead", bomb(1, rankus, 4), bomb(2, damascus, 5), false},
		{"two cities far apart", bomb(1, homs, 60), bomb(2, damascus, 70), false},
		{"a suburb and its city, the next day", bomb(1, rankus, 60), func() *corpusEvent {
			e := bomb(2, damascus, 70)
			e.date = storyline.Date{Year: 2013, Month: 8, Day: 22}
			return e
		}(), false},
		{"a suburb and its city, other kinds", bomb(1, rankus, 60), attack(2, ghoutaDay, damascus, 70), false},
	} {
		if got := sameEvent(c.a, c.b); got != c.want {
			t.Errorf("%s: sameEvent = %v, want %v", c.name, got, c.want)
		}
	}
}
