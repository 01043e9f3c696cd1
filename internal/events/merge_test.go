package events_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/places"
)

// TestMergeSeeds holds the seeds' story to the floors of merged events: at
// most 10, no two of the same kind, place and day, none at a country's
// centre when its sentence names a town, bridge or crossing.
func TestMergeSeeds(t *testing.T) {
	var arts []*storyline.Article
	for i, p := range []string{"000", "003"} {
		a := seedArticle(t, p)
		a.ID = int64(i + 1)
		a.Analysis.Events = events.Extract(a)
		arts = append(arts, a)
	}
	merged := events.Merge(arts)
	byID := map[int64]*storyline.Article{1: arts[0], 2: arts[1]}
	seen := map[string]bool{}
	for _, e := range merged {
		place := "-"
		if e.Place != nil {
			place = fmt.Sprintf("%s/%s/%d", e.Place.Name, e.Place.Kind, e.Place.Precision)
		}
		key := e.SubEventType + "|" + strings.Join(e.Tags, ",") + "|" + place + "|" + e.Date.String()
		t.Logf("%s %s %s killed %d injured %d src %q: %d mentions, %d articles, %d sources", e.Date, e.SubEventType, place, e.Fatalities, e.Injured, e.Source, e.Mentions, e.Articles, e.Sources)
		for _, r := range e.Reports {
			t.Logf("    #%d %q", r.Article, r.Sentence.In(byID[r.Article].Text))
		}
		if seen[key] {
			t.Errorf("two events of the same kind, place and day: %s", key)
		}
		seen[key] = true
		if e.Place != nil && e.Place.Kind == "country" {
			for _, r := range e.Reports {
				s := r.Sentence.In(byID[r.Article].Text)
				for _, w := range []string{"Simon Bolivar", "La Parada", "Ureña", "Cucuta", "bridge"} {
					if strings.Contains(s, w) {
						t.Errorf("%s at %s's centre though its sentence names %s: %q", e.SubEventType, e.Place.Name, w, s)
					}
				}
			}
		}
	}
	if len(merged) > 10 {
		t.Errorf("%d merged events, want at most 10", len(merged))
	}
	if m := events.MainEvent(merged); m < 0 {
		t.Error("no main event")
	}
}

func TestMergeRules(t *testing.T) {
	town := func(name string, lat float64) *storyline.Place {
		return &storyline.Place{Name: name, Admin1: "Táchira", Country: "VE", Lat: lat, Lon: -72.3, Precision: 1, Kind: "city"}
	}
	country := &storyline.Place{Name: "Venezuela", Country: "VE", Precision: 3, Kind: "country"}
	day := func(d int) storyline.Date { return storyline.Date{Year: 2019, Month: 2, Day: d} }
	ev := func(sub, typ string, p *storyline.Place, d storyline.Date, killed int) storyline.Event {
		return storyline.Event{EventType: typ, SubEventType: sub, Place: p, Date: d, TimePrecision: 1, DateSpan: storyline.Span{Start: 1, End: 2}, Fatalities: killed}
	}
	art := func(id int64, outlet string, copyOf int64, evs ...storyline.Event) *storyline.Article {
		return &storyline.Article{ID: id, Outlet: outlet, NearDuplicateOf: copyOf, Published: storyline.Published{Time: time.Date(2019, 2, 20+int(id), 0, 0, 0, 0, time.UTC)},
			Analysis: storyline.Analysis{Events: evs}}
	}
	protest := storyline.EventProtests
	arts := []*storyline.Article{
		art(2, "AP", 0, ev(storyline.SubViolentDemonstration, storyline.EventRiots, town("Ureña", 7.9), day(23), 0),
			ev(storyline.SubAttack, storyline.EventViolenceCivilians, town("Ureña", 7.9), day(23), 4)),
		art(1, "Reuters", 0, ev(storyline.SubPeacefulProtest, protest, country, day(23), 0),
			ev(storyline.SubAttack, storyline.EventViolenceCivilians, town("Ureña", 7.9), day(24), 5)),
		art(3, "Yahoo", 2, ev(storyline.SubPeacefulProtest, protest, town("Ureña", 7.9), day(22), 0)),
		// another town, far away: another protest
		art(4, "AP", 0, ev(storyline.SubPeacefulProtest, protest, town("Caracas", 10.5), day(23), 0)),
	}
	got := events.Merge(arts)
	if len(got) != 3 {
		for _, e := range got {
			t.Logf("%s %s %s %d", e.Date, e.SubEventType, e.Place.Name, e.Mentions)
		}
		t.Fatalf("%d events, want 3 (the Ureña protest, the attack, the Caracas protest)", len(got))
	}
	var demo, attack *storyline.StoryEvent
	for i := range got {
		switch {
		case got[i].SubEventType == storyline.SubAttack:
			attack = &got[i]
		case got[i].Place.Name == "Ureña":
			demo = &got[i]
		}
	}
	if demo == nil || attack == nil {
		t.Fatal("protest or attack missing")
	}
	if demo.SubEventType != storyline.SubViolentDemonstration || demo.EventType != storyline.EventRiots {
		t.Errorf("protest that turned violent coded %s", demo.SubEventType)
	}
	if demo.Mentions != 3 || demo.Articles != 3 || demo.Sources != 2 {
		t.Errorf("protest: %d mentions, %d articles, %d sources; want 3, 3, 2 (a copy is no source)", demo.Mentions, demo.Articles, demo.Sources)
	}
	if demo.Reports[0].Article != 1 {
		t.Errorf("earliest report first: got article %d", demo.Reports[0].Article)
	}
	if attack.Fatalities != 4 || len(attack.FatalitiesReported) != 2 {
		t.Errorf("attack: %d killed of %v; want the latest report's 4, both kept", attack.Fatalities, attack.FatalitiesReported)
	}
	if m := events.MainEvent(got); got[m].Place.Name != "Ureña" || got[m].SubEventType != storyline.SubViolentDemonstration {
		t.Errorf("main event %s at %s", got[m].SubEventType, got[m].Place.Name)
	}
}

// The dead of a merged event: a stated number before victims counted one
// by one, the latest report's before an earlier one, and within one report
// the sentence that counts them all.
func TestMergeDead(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	shot := func(killed int, implied bool) storyline.Event {
		return storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
			Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1, Fatalities: killed, FatalitiesImplied: implied}
	}
	art := func(id int64, evs ...storyline.Event) *storyline.Article {
		return &storyline.Article{ID: id, Outlet: fmt.Sprint("outlet", id), Published: storyline.Published{Time: time.Date(2015, 5, 2+int(id), 0, 0, 0, 0, time.UTC)},
			Analysis: storyline.Analysis{Events: evs}}
	}
	for _, c := range []struct {
		class string
		arts  []*storyline.Article
		dead  int
	}{
		{"a stated number before one victim per sentence", []*storyline.Article{art(1, shot(1, true), shot(3, false), shot(1, true))}, 3},
		{"victims counted one by one when no number is stated", []*storyline.Article{art(1, shot(1, true), shot(2, true))}, 2},
		{"the latest report: a victim died since", []*storyline.Article{art(1, shot(1, false)), art(2, shot(2, false), shot(1, true))}, 2},
		{"one report: the sentence that counts them all", []*storyline.Article{art(1, shot(4, false), shot(2, false))}, 4},
		{"the figure most reports state over a stray latest one", []*storyline.Article{art(1, shot(1400, false)), art(2, shot(1400, false)), art(3, shot(1400, false)), art(4, shot(130, false))}, 1400},
		{"two reports of the earlier figure yield to the latest", []*storyline.Article{art(1, shot(3, false)), art(2, shot(3, false)), art(3, shot(4, false))}, 4},
	} {
		got := events.Merge(c.arts)
		if len(got) != 1 || got[0].Fatalities != c.dead {
			t.Errorf("%s: %d events, dead %v; want one with %d", c.class, len(got), got[0].Fatalities, c.dead)
		}
	}
}

// The date of a merged event: the earliest day a sentence names (later
// days are the reports' and bulletins'), before a time of the article's
// day ("about 9 p.m.") and before the article's date.
func TestMergeDate(t *testing.T) {
	txt := "A boy was in critical condition Tuesday. Four teens were shot Monday evening. Someone opened fire about 9 p.m."
	at := func(sub string) storyline.Span {
		i := strings.Index(txt, sub)
		return storyline.Span{Start: i, End: i + len(sub)}
	}
	shot := func(day int, span storyline.Span) storyline.Event {
		return storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack,
			Date: storyline.Date{Year: 2014, Month: 1, Day: day}, TimePrecision: 1, DateSpan: span}
	}
	a := &storyline.Article{ID: 1, Text: txt, Analysis: storyline.Analysis{Events: []storyline.Event{
		shot(28, at("Tuesday")), shot(27, at("Monday evening")), shot(28, at("about 9 p.m.")), shot(28, storyline.Span{}),
	}}}
	got := events.Merge([]*storyline.Article{a})
	if len(got) != 1 || got[0].Date.Day != 27 {
		t.Errorf("%d events, first dated %v; want one on Monday 27", len(got), got[0].Date)
	}
}

// A shooting one sentence codes as a crowd's violence is still the one
// shooting: mob violence merges with political violence, and the kind
// most mentions give stays.
func TestMergeMobViolence(t *testing.T) {
	town := &storyline.Place{Name: "Dallas", Admin1: "Texas", Country: "US", Lat: 32.78, Lon: -96.8, Precision: 1, Kind: "city"}
	ev := func(typ, sub string) storyline.Event {
		return storyline.Event{EventType: typ, SubEventType: sub, Place: town, Date: storyline.Date{Year: 2014, Month: 2, Day: 16}, TimePrecision: 1}
	}
	a := &storyline.Article{ID: 1, Analysis: storyline.Analysis{Events: []storyline.Event{
		ev(storyline.EventRiots, storyline.SubMobViolence), ev(storyline.EventViolenceCivilians, storyline.SubAttack), ev(storyline.EventViolenceCivilians, storyline.SubAttack),
	}}}
	got := events.Merge([]*storyline.Article{a})
	if len(got) != 1 || got[0].SubEventType != storyline.SubAttack {
		t.Errorf("%d events, first %s; want one attack", len(got), got[0].SubEventType)
	}
}

// The wounded of a merged event: those of a sentence that counts the dead
// and the wounded apart ("one dead and three others injured", over "left
// four injured"), else the injured stated, else the victims hit less the
// dead ("six people were shot" and "two died": four wounded).
func TestMergeWounded(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	ev := func(killed, injured, victims int) storyline.Event {
		return storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
			Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1, Fatalities: killed, Injured: injured, Victims: victims}
	}
	for _, c := range []struct {
		class   string
		evs     []storyline.Event
		injured int
	}{
		{"victims less the dead", []storyline.Event{ev(0, 0, 6), ev(2, 0, 0)}, 4},
		{"a lone victim who died", []storyline.Event{ev(0, 0, 1), ev(1, 0, 0)}, 0},
		{"the injured stated", []storyline.Event{ev(1, 5, 3)}, 5},
		{"the dead and the wounded counted apart", []storyline.Event{ev(0, 4, 1), ev(1, 3, 1), ev(0, 4, 0)}, 3},
	} {
		got := events.Merge([]*storyline.Article{{ID: 1, Analysis: storyline.Analysis{Events: c.evs}}})
		if len(got) != 1 || got[0].Injured != c.injured {
			t.Errorf("%s: %d events, first with %d injured; want one with %d", c.class, len(got), got[0].Injured, c.injured)
		}
	}
}

// A dateline in capitals ("MILWAUKEE (AP) –", "ROSWELL, N.M. (KRQE) —")
// or in title case before a dash ("Kalamazoo —"), under a headline or a
// timestamp, is the town of an event whose
// sentences name none.
func TestMergeDatelineTown(t *testing.T) {
	for _, c := range []struct{ text, town, admin1 string }{
		{"Boy shoots uncle\n\nMILWAUKEE (AP) – Police say a 4-year-old boy accidentally shot his uncle in the stomach on Monday.", "Milwaukee", "Wisconsin"},
		{"March 1, 2014 5:40 PM\n\nROSWELL, N.M. (KRQE) — Three people were shot and killed inside a home on Monday.", "Roswell", "New Mexico"},
		{"Kalamazoo — Police say a child playing with a shotgun at a home shot and killed a woman on Monday.", "Kalamazoo", "Michigan"},
	} {
		a := paragraphed(c.text)
		got := events.Merge([]*storyline.Article{a})
		if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != c.town || got[m].Place.Admin1 != c.admin1 {
			t.Errorf("%q: main event of %v; want at %s, %s", c.text, got, c.town, c.admin1)
		}
	}
}

// A neighbourhood the gazetteer lists as a place of its own (Rogers Park,
// West Garfield Park) is part of its city: the event is in Chicago.
func TestMergeNeighbourhood(t *testing.T) {
	for _, sect := range []string{"Rogers Park", "West Garfield Park"} {
		var pl *storyline.Place
		for _, p := range places.Default().Lookup(sect) {
			if p.Admin1 == "Illinois" {
				pl = &p
				break
			}
		}
		if pl == nil {
			t.Fatalf("no %s, Illinois", sect)
		}
		ev := storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: pl, Location: sect,
			Date: storyline.Date{Year: 2015, Month: 2, Day: 1}, TimePrecision: 1}
		got := events.Merge([]*storyline.Article{{ID: 1, Analysis: storyline.Analysis{Events: []storyline.Event{ev}}}})
		if len(got) != 1 || got[0].Place == nil || got[0].Place.Name != "Chicago" {
			t.Errorf("%s: %v; want one event in Chicago", sect, got)
		}
	}
}

// A town's police or fire department ("Detroit Police said", "Jacksonville
// police arrested", "a Chicago Police spokesman") places an event whose
// sentences name no town.
func TestMergeAgencyTown(t *testing.T) {
	for _, c := range []struct{ text, town string }{
		{"Detroit Police said five people were shot late Sunday night at a block party on the city's east side.", "Detroit"},
		{"A 5-year-old girl was shot in the arm Wednesday evening, said Sgt. Bob Kane, a Chicago Police spokesman.", "Chicago"},
		{"Savannah-Chatham Metropolitan Police are investigating a shooting that wounded a toddler on Thursday.", "Savannah"},
		{"Four people were wounded on Christmas night, the Jacksonville Sheriff's Office said.", "Jacksonville"},
	} {
		a := &storyline.Article{ID: 1, Text: c.text, Language: "en", IngestedAt: time.Date(2015, 6, 29, 12, 0, 0, 0, time.UTC)}
		a.Paragraphs = []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(c.text)}}}
		a.Analysis = pipeline.Analyze(a)
		got := events.Merge([]*storyline.Article{a})
		if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != c.town {
			t.Errorf("%q: main event of %v; want in %s", c.text, got, c.town)
		}
	}
}

// A name shared by places of several countries or divisions reads as the
// one where the story is: "Georgia" in a story from Augusta, Ga. is the
// state, and the event is in Augusta.
func TestMergeSharedName(t *testing.T) {
	txt := "AUGUSTA, Ga. (AP) — A girl was grazed by a bullet at a school on Tuesday morning."
	a := &storyline.Article{ID: 1, Text: txt, Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}}}
	georgia, ok := places.Default().CountryPlace("GE")
	if !ok {
		t.Fatal("no Georgia in the gazetteer")
	}
	a.Analysis.Events = []storyline.Event{{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: &georgia, Location: "Georgia",
		Date: storyline.Date{Year: 2015, Month: 8, Day: 25}, TimePrecision: 1}}
	got := events.Merge([]*storyline.Article{a})
	if len(got) != 1 || got[0].Place == nil || got[0].Place.Name != "Augusta" || got[0].Place.Country != "US" {
		t.Errorf("%v; want one event in Augusta, US", got)
	}
}

// The main event is the incident the story is about, in the town the story
// names most (a dateline counts thrice): a sentence's own town named less
// often — a park, a hospital's town, a victim's hometown — gives way.
func TestMergeMainTown(t *testing.T) {
	txt := "MILWAUKEE (AP) — Two men were shot near Washington Park on Monday night."
	a := &storyline.Article{ID: 1, Text: txt, Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}}}
	var park *storyline.Place
	for _, p := range places.Default().Lookup("Washington Park") {
		if p.Country == "US" && p.Kind == "city" {
			park = &p
			break
		}
	}
	if park == nil {
		t.Fatal("no Washington Park in the gazetteer")
	}
	a.Analysis.Events = []storyline.Event{{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: park, Location: "Washington Park",
		Date: storyline.Date{Year: 2015, Month: 6, Day: 1}, TimePrecision: 1}}
	got := events.Merge([]*storyline.Article{a})
	if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != "Milwaukee" {
		t.Errorf("%v; want the main event in Milwaukee", got)
	}
}

// A follow-up report (a verdict, a funeral) repeats the incident's words
// on the day of the report; the incident is the event its reports tell
// with its day ("on March 4"), and it is the story's main event.
func TestMergeMainIncident(t *testing.T) {
	txt := "Moore was shot on March 4. He was found guilty of murder. The jury heard the murder case. The murder shocked the town."
	at := func(sub string) storyline.Span {
		i := strings.Index(txt, sub)
		return storyline.Span{Start: i, End: i + len(sub)}
	}
	ev := func(day int, span storyline.Span, prec int) storyline.Event {
		return storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack,
			Date: storyline.Date{Year: 2014, Month: 3, Day: day}, TimePrecision: prec, DateSpan: span}
	}
	a := &storyline.Article{ID: 1, Text: txt, Published: storyline.Published{Time: time.Date(2014, 3, 28, 0, 0, 0, 0, time.UTC)},
		Analysis: storyline.Analysis{Events: []storyline.Event{ev(4, at("on March 4"), 1), ev(28, storyline.Span{}, 2), ev(28, storyline.Span{}, 2), ev(28, storyline.Span{}, 2)}}}
	got := events.Merge([]*storyline.Article{a})
	if m := events.MainEvent(got); m < 0 || got[m].Date.Day != 4 {
		t.Errorf("main event %d of %v; want the shooting of March 4", m, got)
	}
}

// A story of a shooting told again by its follow-ups (the arrest, the
// charges) is about the shooting: the arrest, told by more articles, is
// not its main event.
func TestMergeMainNotTheArrest(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	shooting := storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
		Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1, Fatalities: 1}
	arrest := storyline.Event{EventType: storyline.EventStrategic, SubEventType: storyline.SubArrests, Place: town,
		Date: storyline.Date{Year: 2015, Month: 5, Day: 20}, TimePrecision: 1}
	var arts []*storyline.Article
	for id := int64(1); id <= 3; id++ {
		evs := []storyline.Event{arrest}
		if id == 1 {
			evs = append(evs, shooting)
		}
		arts = append(arts, &storyline.Article{ID: id, Outlet: fmt.Sprint("outlet", id), Analysis: storyline.Analysis{Events: evs}})
	}
	got := events.Merge(arts)
	if m := events.MainEvent(got); m < 0 || got[m].SubEventType != storyline.SubAttack {
		t.Errorf("main event %d of %+v; want the shooting", m, got)
	}
}

// The day of an event is the one of its own clause: in "remained in
// serious condition Saturday after she was shot Thursday" and "was in critical condition
// Friday after … were shot Wednesday night", the day before "after" is
// the bulletin's, the one after the trigger the shooting's; with no day
// of its own, the bulletin's stays.
func TestEventDateOwnClause(t *testing.T) {
	for _, c := range []struct {
		text string
		day  int
	}{
		{"A woman remained in serious condition Saturday after she was shot in the arm Thursday.", 25},
		{"A 12-year-old was in critical condition Friday after he and three others were shot on a basketball court Wednesday night.", 24},
		{"A 12-year-old was in critical condition Friday after he and three others were shot on a basketball court.", 26},
	} {
		a := &storyline.Article{ID: 1, Text: c.text, Language: "en", Published: storyline.Published{Time: time.Date(2014, 9, 27, 12, 0, 0, 0, time.UTC)}}
		a.Paragraphs = []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(c.text)}}}
		a.Analysis = pipeline.Analyze(a)
		var got []storyline.Date
		for _, e := range a.Analysis.Events {
			if e.Coded() {
				got = append(got, e.Date)
			}
		}
		if len(got) == 0 || got[0] != (storyline.Date{Year: 2014, Month: 9, Day: c.day}) {
			t.Errorf("%q: dated %v; want September %d", c.text, got, c.day)
		}
	}
}

// A gas attack told in one report as "a chemical attack in Idlib" and in
// another as "air strikes on the town of Khan Sheikhoun" the same day is
// one event: a town named like its province (Idlib, Hama, Ar Raqqah)
// holds the province's towns, the named town is the finer place, and a
// chemical weapon is the kind whatever delivered it. A town of another
// province stays apart.
func TestMergeTownInNamesakeProvince(t *testing.T) {
	town := func(name, admin1 string) *storyline.Place {
		for _, p := range places.Default().Lookup(name) {
			if p.Country == "SY" && p.Kind == "city" && (admin1 == "" || p.Admin1 == admin1) {
				return &p
			}
		}
		t.Fatalf("no %s in the gazetteer", name)
		return nil
	}
	idlib, khan, hama := town("Idlib", ""), town("Khan Shaykhun", ""), town("Hama", "")
	t.Logf("Idlib %s/%s, Khan Shaykhun %s/%s, Hama %s/%s", idlib.Name, idlib.Admin1, khan.Name, khan.Admin1, hama.Name, hama.Admin1)
	day := storyline.Date{Year: 2017, Month: 4, Day: 4}
	ev := func(sub string, p *storyline.Place, killed int) storyline.Event {
		return storyline.Event{EventType: storyline.EventExplosions, SubEventType: sub, Place: p, Date: day, TimePrecision: 1, DateSpan: storyline.Span{Start: 1, End: 2}, Fatalities: killed}
	}
	// each report names Idlib, the province, more often than the town
	txt := "Idlib Idlib Idlib"
	art := func(id int64, evs ...storyline.Event) *storyline.Article {
		a := &storyline.Article{ID: id, Text: txt, Outlet: fmt.Sprint("outlet", id), Published: storyline.Published{Time: time.Date(2017, 4, 4, int(id), 0, 0, 0, time.UTC)},
			Analysis: storyline.Analysis{Events: evs, Entities: []storyline.Entity{{Type: storyline.LOC, Canonical: "Idlib", Place: idlib}}}}
		for i := 0; i < len(txt); i += 6 {
			a.Analysis.Mentions = append(a.Analysis.Mentions, storyline.Mention{Type: storyline.LOC, Entity: 0, Span: storyline.Span{Start: i, End: i + 5}})
		}
		return a
	}
	got := events.Merge([]*storyline.Article{
		art(1, ev(storyline.SubChemicalWeapon, idlib, 58)),
		art(2, ev(storyline.SubAirStrike, khan, 58), ev(storyline.SubAirStrike, khan, 0)),
		art(3, ev(storyline.SubChemicalWeapon, idlib, 0)),
		art(4, ev(storyline.SubAirStrike, hama, 0)),
	})
	if len(got) != 2 {
		for _, e := range got {
			t.Logf("%s %s %d", e.SubEventType, e.Place.Name, e.Mentions)
		}
		t.Fatalf("%d events, want 2 (the gas attack, the Hama strike)", len(got))
	}
	for _, e := range got {
		if e.Place.Admin1 == hama.Admin1 {
			continue
		}
		if e.SubEventType != storyline.SubChemicalWeapon || e.Place.Name != khan.Name || e.Mentions != 4 {
			t.Errorf("gas attack: %s at %s, %d mentions; want a chemical weapon at %s, 4 mentions", e.SubEventType, e.Place.Name, e.Mentions, khan.Name)
		}
	}
}

// A national agency's reports name its capital most ("Damascus SANA …");
// the main event told at a province's name ("in Raqqa countryside": the
// town named like its province) stays there.
func TestMergeMainTownOtherProvince(t *testing.T) {
	city := func(name string) *storyline.Place {
		for _, p := range places.Default().Lookup(name) {
			if p.Country == "SY" && p.Kind == "city" {
				return &p
			}
		}
		t.Fatalf("no %s in the gazetteer", name)
		return nil
	}
	damascus, raqqa := city("Damascus"), city("Raqqa")
	txt := "Damascus Damascus Damascus"
	a := &storyline.Article{ID: 1, Text: txt, Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}}}
	a.Analysis.Entities = []storyline.Entity{{Type: storyline.LOC, Canonical: "Damascus", Place: damascus}}
	for i := 0; i < len(txt); i += 9 {
		a.Analysis.Mentions = append(a.Analysis.Mentions, storyline.Mention{Type: storyline.LOC, Entity: 0, Span: storyline.Span{Start: i, End: i + 8}})
	}
	a.Analysis.Events = []storyline.Event{{EventType: storyline.EventBattles, SubEventType: storyline.SubArmedClash, Place: raqqa, Location: "Raqqa",
		Date: storyline.Date{Year: 2014, Month: 8, Day: 21}, TimePrecision: 1, Fatalities: 140}}
	got := events.Merge([]*storyline.Article{a})
	if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != raqqa.Name {
		t.Errorf("%+v; want the main event at %s", got, raqqa.Name)
	}
}

// An event a story tells in passing, dated half a year or more before its
// report ("In January 2016 the watchdog announced …" in an April 2017
// report), is background; the main event stays whatever its date.
func TestMergeBackground(t *testing.T) {
	ev := func(sub string, d storyline.Date, killed int) storyline.Event {
		return storyline.Event{EventType: storyline.EventExplosions, SubEventType: sub, Date: d, TimePrecision: 1, DateSpan: storyline.Span{Start: 1, End: 2}, Fatalities: killed}
	}
	a := &storyline.Article{ID: 1, Outlet: "AP", Published: storyline.Published{Time: time.Date(2017, 4, 6, 0, 0, 0, 0, time.UTC)},
		Analysis: storyline.Analysis{Events: []storyline.Event{
			ev(storyline.SubChemicalWeapon, storyline.Date{Year: 2017, Month: 4, Day: 4}, 58),
			ev(storyline.SubChemicalWeapon, storyline.Date{Year: 2017, Month: 4, Day: 4}, 58),
			ev(storyline.SubAirStrike, storyline.Date{Year: 2016, Month: 1, Day: 1}, 0),
			ev(storyline.SubAirStrike, storyline.Date{Year: 2017, Month: 3, Day: 1}, 0),
		}}}
	got := events.Merge([]*storyline.Article{a})
	if len(got) != 2 || !got[1].Main || got[0].Date.Month != 3 {
		t.Errorf("%+v; want the March strike and the main gas attack, not the strike of January 2016", got)
	}
	old := &storyline.Article{ID: 2, Outlet: "AP", Published: storyline.Published{Time: time.Date(2017, 4, 6, 0, 0, 0, 0, time.UTC)},
		Analysis: storyline.Analysis{Events: []storyline.Event{ev(storyline.SubAirStrike, storyline.Date{Year: 2016, Month: 1, Day: 1}, 3)}}}
	if got := events.Merge([]*storyline.Article{old}); len(got) != 1 {
		t.Errorf("%d events; want the old main event kept", len(got))
	}
}

// "Bombs kill 22 at army checkpoint" over "a double suicide bomb attack":
// the merged event is the suicide bombing.
func TestMergeSuicideBomb(t *testing.T) {
	homs := &storyline.Place{Name: "Homs", Admin1: "Homs", Country: "SY", Lat: 34.73, Lon: 36.72, Precision: 1, Kind: "city"}
	ev := func(sub string) storyline.Event {
		return storyline.Event{EventType: storyline.EventExplosions, SubEventType: sub, Place: homs, Date: storyline.Date{Year: 2016, Month: 1, Day: 26}, TimePrecision: 1, Fatalities: 22}
	}
	a := &storyline.Article{ID: 1, Outlet: "SANA", Analysis: storyline.Analysis{Events: []storyline.Event{ev(storyline.SubAirStrike), ev(storyline.SubSuicideBomb)}}}
	if got := events.Merge([]*storyline.Article{a}); len(got) != 1 || got[0].SubEventType != storyline.SubSuicideBomb {
		t.Errorf("%+v; want one suicide bombing", got)
	}
}

// A massacre one report tells without its weapon and air strikes another
// names are the air strike: a remote weapon outranks an attack told
// without one, whichever is reported first or more often.
func TestMergeWeaponOverAttack(t *testing.T) {
	town := &storyline.Place{Name: "Al Quriyah", Admin1: "Deir ez-Zor", Country: "SY", Lat: 35.0, Lon: 40.3, Precision: 1, Kind: "city"}
	ev := func(typ, sub string) storyline.Event {
		return storyline.Event{EventType: typ, SubEventType: sub, Place: town, Date: storyline.Date{Year: 2016, Month: 6, Day: 25}, TimePrecision: 1, Fatalities: 25}
	}
	a := &storyline.Article{ID: 1, Outlet: "TRT", Analysis: storyline.Analysis{Events: []storyline.Event{
		ev(storyline.EventViolenceCivilians, storyline.SubAttack), ev(storyline.EventViolenceCivilians, storyline.SubAttack), ev(storyline.EventExplosions, storyline.SubAirStrike),
	}}}
	if got := events.Merge([]*storyline.Article{a}); len(got) != 1 || got[0].SubEventType != storyline.SubAirStrike {
		t.Errorf("%+v; want one air strike", got)
	}
}

// A suicide bombing and an air strike of one day and region that count
// other dead are two events; a car bomb a suicide bomber drove and a bomb
// blast are one (and so are the bombing and "bombs" of the same dead,
// TestMergeSuicideBomb).
func TestMergeOtherMeans(t *testing.T) {
	region := &storyline.Place{Name: "Aleppo", Admin1: "Aleppo", Country: "SY", Precision: 1, Kind: "city"}
	day := storyline.Date{Year: 2016, Month: 10, Day: 11}
	ev := func(typ, sub string, killed int) storyline.Event {
		return storyline.Event{EventType: typ, SubEventType: sub, Place: region, Date: day, TimePrecision: 1, DateSpan: storyline.Span{Start: 1, End: 2}, Fatalities: killed}
	}
	art := func(id int64, evs ...storyline.Event) *storyline.Article {
		return &storyline.Article{ID: id, Outlet: fmt.Sprint("Outlet ", id), Published: storyline.Published{Time: day.Time()}, Analysis: storyline.Analysis{Events: evs}}
	}
	for _, c := range []struct {
		name string
		subs [2]string
		want int
	}{
		{"a bomber and jets", [2]string{storyline.SubAirStrike, storyline.SubSuicideBomb}, 2},
		{"gas and a bomber", [2]string{storyline.SubChemicalWeapon, storyline.SubSuicideBomb}, 2},
		{"gas without dead and a bomber", [2]string{storyline.SubChemicalWeapon, storyline.SubSuicideBomb}, -2},
		{"a bomber's car bomb", [2]string{storyline.SubRemoteExplosive, storyline.SubSuicideBomb}, 1},
	} {
		first, want := ev(storyline.EventExplosions, c.subs[0], 26), c.want
		if want < 0 { // the first report counts no dead
			first.Fatalities, want = 0, -want
		}
		got := events.Merge([]*storyline.Article{art(1, first), art(2, ev(storyline.EventExplosions, c.subs[1], 10))})
		if len(got) != want {
			t.Errorf("%s: %d events, want %d", c.name, len(got), want)
		}
	}
}

// A story of a shooting that also tells what came around it — the shop
// the gunman looted on his way out, the truce the neighbours called — is
// about the people killed or hurt: the aside, told by more sentences, is
// not its main event. With no one hurt, the aside told most stays.
func TestMergeMainNotTheAside(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	for _, c := range []struct {
		sub     string
		injured int
		want    string
	}{
		{storyline.SubLootingDestruction, 2, storyline.EventViolenceCivilians},
		{storyline.SubAgreement, 2, storyline.EventViolenceCivilians},
		{storyline.SubLootingDestruction, 0, storyline.EventStrategic},
	} {
		shooting := storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
			Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1, Injured: c.injured}
		aside := storyline.Event{EventType: storyline.EventStrategic, SubEventType: c.sub, Place: town,
			Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1}
		a := &storyline.Article{ID: 1, Outlet: "outlet", Analysis: storyline.Analysis{Events: []storyline.Event{shooting, aside, aside, aside}}}
		got := events.Merge([]*storyline.Article{a})
		if m := events.MainEvent(got); m < 0 || got[m].EventType != c.want {
			t.Errorf("%s beside a shooting with %d wounded: main event %d of %+v; want %s", c.sub, c.injured, m, got, c.want)
		}
	}
}

// An accord told with the attack of months before it (the inquiry into
// it) is the news: the attack it recalls is not the story's main event.
func TestMergeMainAccordRecallsAttack(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	attack := storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
		Date: storyline.Date{Year: 2015, Month: 1, Day: 10}, TimePrecision: 1, Fatalities: 3}
	accord := storyline.Event{EventType: storyline.EventStrategic, SubEventType: storyline.SubAgreement, Place: town,
		Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1}
	a := &storyline.Article{ID: 1, Outlet: "outlet", Analysis: storyline.Analysis{Events: []storyline.Event{attack, accord, accord}}}
	got := events.Merge([]*storyline.Article{a})
	if m := events.MainEvent(got); m < 0 || got[m].SubEventType != storyline.SubAgreement {
		t.Errorf("main event %d of %+v; want the accord", m, got)
	}
}

// Reports of two months one after the other are two events: a month ends
// where the next begins. A day of the month stays the month's event, and
// days one or two apart (a night's attack told the next day, a victim who
// died two days later) stay one.
func TestMergeMonthsApart(t *testing.T) {
	city := &storyline.Place{Name: "Homs", Admin1: "Homs", Country: "SY", Lat: 34.73, Lon: 36.72, Precision: 1, Kind: "city"}
	ev := func(d storyline.Date, precision, killed int) storyline.Event {
		return storyline.Event{EventType: storyline.EventExplosions, SubEventType: storyline.SubAirStrike, Place: city, Date: d, TimePrecision: precision, DateSpan: storyline.Span{Start: 1, End: 2}, Fatalities: killed}
	}
	art := func(id int64, e storyline.Event) *storyline.Article {
		return &storyline.Article{ID: id, Outlet: fmt.Sprint("Outlet ", id), Published: storyline.Published{Time: e.Date.Time().AddDate(0, 0, 1)}, Analysis: storyline.Analysis{Events: []storyline.Event{e}}}
	}
	day := func(m time.Month, d int) storyline.Date { return storyline.Date{Year: 2016, Month: m, Day: d} }
	ranged := func(e storyline.Event, end storyline.Date) storyline.Event { e.DateEnd = end; return e }
	for _, c := range []struct {
		name string
		a, b storyline.Event
		want int
	}{
		{"days two apart", ev(day(10, 11), 1, 26), ev(day(10, 13), 1, 84), 1},
		{"the next day", ev(day(10, 11), 1, 26), ev(day(10, 12), 1, 26), 1},
		{"January and February", ev(day(1, 1), 3, 70), ev(day(2, 1), 3, 134), 2},
		{"a day of the month", ev(day(2, 21), 1, 134), ev(day(2, 1), 3, 134), 1},
		{"January and February as ranges", ranged(ev(day(1, 1), 3, 70), day(1, 31)), ranged(ev(day(2, 1), 3, 134), day(2, 29)), 2},
		{"the first of February and January", ev(day(2, 1), 1, 70), ranged(ev(day(1, 1), 3, 134), day(1, 31)), 1},
	} {
		if got := events.Merge([]*storyline.Article{art(1, c.a), art(2, c.b)}); len(got) != c.want {
			t.Errorf("%s: %d events, want %d", c.name, len(got), c.want)
		}
	}
}

// A sentence that tells its deed as one more ("were also targeted in …",
// "Also an army unit destroyed … in …") at another place than the
// article's event it would merge into is another event: the headline's
// dead stay at the headline's place. Without "also", or at the same
// place, the sentences merge.
func TestMergeAlsoElsewhere(t *testing.T) {
	province := &storyline.Place{Name: "Deir ez-Zor", Admin1: "Deir ez-Zor", Country: "SY", Lat: 35.33, Lon: 40.14, Precision: 1, Kind: "city"}
	town := &storyline.Place{Name: "Albu Kamal", Admin1: "Deir ez-Zor", Country: "SY", Lat: 34.45, Lon: 40.92, Precision: 1, Kind: "city"}
	head := "Army kills 100 militants in Deir ez-Zor."
	for _, c := range []struct {
		name, second string
		place        *storyline.Place
		want         int
	}{
		{"also, another town", "Militants were also targeted in separate raids in Albu Kamal.", town, 2},
		{"opening also, another town", "Also an army unit destroyed two trucks in Albu Kamal.", town, 2},
		{"no also", "Militants were targeted in raids in Albu Kamal.", town, 1},
		{"also, the same place", "Militants were also targeted in raids in Deir ez-Zor.", province, 1},
	} {
		txt := head + " " + c.second
		trig := func(s, w string, off int) (storyline.Span, storyline.Span) {
			i := strings.Index(s, w)
			return storyline.Span{Start: off, End: off + len(s)}, storyline.Span{Start: off + i, End: off + i + len(w)}
		}
		s1, t1 := trig(head, "kills", 0)
		w := "targeted"
		if !strings.Contains(c.second, w) {
			w = "destroyed"
		}
		s2, t2 := trig(c.second, w, len(head)+1)
		ev := func(p *storyline.Place, sent, tr storyline.Span, killed int) storyline.Event {
			return storyline.Event{EventType: storyline.EventBattles, SubEventType: storyline.SubArmedClash, Place: p, Date: storyline.Date{Year: 2016, Month: 2, Day: 14},
				TimePrecision: 1, DateSpan: storyline.Span{Start: 1, End: 2}, Sentence: sent, TriggerSpan: tr, Fatalities: killed}
		}
		a := &storyline.Article{ID: 1, Outlet: "Outlet", Text: txt, Analysis: storyline.Analysis{Events: []storyline.Event{ev(province, s1, t1, 100), ev(c.place, s2, t2, 0)}}}
		got := events.Merge([]*storyline.Article{a})
		if len(got) != c.want {
			t.Errorf("%s: %d events, want %d", c.name, len(got), c.want)
		}
		for _, e := range got {
			if e.Fatalities == 100 && c.want == 2 && e.Place.Name != province.Name {
				t.Errorf("%s: the headline's 100 dead at %s", c.name, e.Place.Name)
			}
		}
	}
}

// Strikes of one day and province by the forces of two foreign countries
// are two events; a strike told as the host's by one report and as an
// ally's by another is one.
func TestMergeForeignDoers(t *testing.T) {
	aleppo := &storyline.Place{Name: "Aleppo", Admin1: "Aleppo", Country: "SY", Lat: 36.2, Lon: 37.16, Precision: 1, Kind: "city"}
	day := storyline.Date{Year: 2016, Month: 7, Day: 26}
	strike := func(doer string, killed int) storyline.Event {
		return storyline.Event{EventType: storyline.EventExplosions, SubEventType: storyline.SubAirStrike, Place: aleppo, Date: day, TimePrecision: 1, Fatalities: killed,
			Actor1: &storyline.EventActor{Name: "Military Forces of " + doer, Inter: storyline.InterStateForces},
			Actor2: &storyline.EventActor{Name: "Civilians (Syria)", Inter: storyline.InterCivilians}}
	}
	for _, c := range []struct {
		doers [2]string
		want  int
	}{
		{[2]string{"United States", "Russia"}, 2},
		{[2]string{"Syria", "Russia"}, 1},
		{[2]string{"Russia", "Russia"}, 1},
	} {
		a := &storyline.Article{ID: 1, Outlet: "AFP", Analysis: storyline.Analysis{Events: []storyline.Event{strike(c.doers[0], 56), strike(c.doers[1], 26)}}}
		if got := events.Merge([]*storyline.Article{a}); len(got) != c.want {
			t.Errorf("%v: %d events, want %d", c.doers, len(got), c.want)
		}
	}
}

// A deed placed by an unnamed town after one in a named town is another
// deed, kept in its country: "air raids on a town in eastern Syria" after
// strikes on Aleppo are not Aleppo's.
func TestMergeUnnamedTownApart(t *testing.T) {
	a := analyzedIn(t, "Air strikes hit Aleppo on Thursday killing 12 people. On Thursday 23 civilians were killed in regime air raids on a town in eastern Syria held by the Islamic State group.", "en")
	a.ID, a.Outlet = 1, "AFP"
	got := events.Merge([]*storyline.Article{a})
	if len(got) != 2 {
		t.Fatalf("%d events, want 2", len(got))
	}
	for _, e := range got {
		if e.Fatalities == 23 && (e.Place == nil || e.Place.Kind != "country") {
			t.Errorf("the unnamed town's raids placed at %+v", e.Place)
		}
	}
}

// A story's only deed dated by its own words to a month keeps that month
// against the day the article names for its news.
func TestMergeStatedMonthKept(t *testing.T) {
	a := analyzedIn(t, "Residents gathered in the square on Saturday to mourn. In a similar incident last December more than 30 people were killed in two bomb explosions in the city.", "en")
	a.ID, a.Outlet = 1, "AFP"
	for _, e := range events.Merge([]*storyline.Article{a}) {
		if e.Fatalities == 30 && (e.TimePrecision < 3 || e.Date.Month != time.December) {
			t.Errorf("last December's bombing dated %v (precision %d)", e.Date, e.TimePrecision)
		}
	}
}

// A blast on the ground and an air strike told in two towns are two
// deeds, though one town names its province; the town a deed told in an
// unnamed village is given later is that deed's.
func TestMergeBlastAndStrikeApart(t *testing.T) {
	a := analyzedIn(t, "Russian jets pounded parts of eastern Aleppo on Tuesday killing 26 people. At least 10 people were also killed when a suicide bomber blew himself up in a village in northern Syria on Tuesday. The blast took place in al-Mashi which is in the countryside around the city of Manbij which has been under YPG control since August.", "en")
	a.ID, a.Outlet = 1, "TRT"
	var strike, bomb *storyline.StoryEvent
	evs := events.Merge([]*storyline.Article{a})
	for i := range evs {
		switch evs[i].SubEventType {
		case storyline.SubAirStrike:
			strike = &evs[i]
		case storyline.SubSuicideBomb:
			bomb = &evs[i]
		}
	}
	if strike == nil || strike.Place == nil || strike.Place.Name != "Aleppo" {
		t.Errorf("the strike: %+v", strike)
	}
	if bomb == nil || bomb.Place == nil || bomb.Place.Name != "Manbij" || bomb.Fatalities != 10 {
		t.Errorf("the bombing: %+v", bomb)
	}
}

// A deed dated by a part of a month ("in early October") is not one on a
// day of another part: a car bomb of October 29 and the school bombing of
// early October are two events.
func TestPartOfMonthApart(t *testing.T) {
	a := analyzed(t, "A car bomb wounded at least 37 people in the Al-Zahraa district of Homs on Wednesday state television reported. "+
		"The Observatory said the bombing was the latest in a series. In early October a double bombing at a school in another neighbourhood of Homs killed 52 people among them 48 students.")
	a.ID = 1
	a.Published = storyline.Published{Time: time.Date(2014, 10, 29, 12, 0, 0, 0, time.UTC)}
	a.Analysis = pipeline.Analyze(a)
	got := events.Merge([]*storyline.Article{a})
	var bombs int
	for _, e := range got {
		if e.SubEventType == storyline.SubRemoteExplosive {
			bombs++
		}
	}
	if bombs != 2 {
		t.Errorf("%d bombings in %+v; want the car bomb and the school bombing apart", bombs, got)
	}
}
