package events

// The towns a story names, counted over its articles, and how a merged
// event's place is read against them (Merge).

import (
	"maps"
	"regexp"
	"sort"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// storyTownList is the towns a story names, the most named first.
type storyTownList []townCount

// townCount is a town the story's articles name, with how often.
type townCount struct {
	place *storyline.Place
	n     int
	// partOf is the city of the story a town named alone is read as a
	// neighbourhood of (foldNeighbourhoods); nil for a town itself.
	partOf *storyline.Place
}

// storyTowns lists the towns a story's articles name, the most named
// first; a dateline ("HAWTHORNE —", "CUCUTA, Colombia (AP) —") counts
// thrice, a town's police or fire department ("Detroit Police said")
// twice.
func storyTowns(arts []*storyline.Article, readings TownReadings) storyTownList {
	by := map[string]*townCount{}
	var order []string
	count := func(p *storyline.Place, n int) {
		key := townKey(p)
		t := by[key]
		if t == nil {
			t = &townCount{place: p}
			by[key] = t
			order = append(order, key)
		}
		t.n += n
	}
	divisions := map[string]bool{} // the story's places' divisions: its headlines' towns and those after "in" lie in them
	for _, a := range arts {
		maps.Copy(divisions, placeDivisions(a))
	}
	stateVotes := map[string]int{} // mentions of each first-level division by name
	stated := map[string]bool{}    // towns a mention names with their division ("Roxbury, Wis.")
	for _, a := range arts {
		r := readingOf(readings, a)
		named, states := r.named(a)
		for _, s := range states {
			stateVotes[s]++ // "a southern Maine home": the story's state (foldNamesakes)
		}
		for _, t := range named {
			count(t.Place, t.N)
			if t.Stated {
				stated[townKey(t.Place)] = true
			}
		}
		if p := r.dateline(a); p != nil {
			count(townOf(p), 3)
		}
		for _, p := range r.agency(a) {
			count(townOf(p), 2)
		}
		for _, p := range titleTowns(a, divisions) {
			count(townOf(p), 2)
		}
		for _, p := range r.scene(a) {
			count(townOf(p), 2)
		}
		for _, p := range r.preposition(a, divisions) {
			count(townOf(p), 1)
		}
	}
	out := make(storyTownList, 0, len(order))
	for _, k := range order {
		out = append(out, *by[k])
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].n > out[j].n })
	return out.foldNamesakes(stateVotes).foldNeighbourhoods(stateVotes, stated).foldSections()
}

// townKey identifies a town in a story's lists: its country, division
// and name.
func townKey(p *storyline.Place) string {
	return p.Country + "|" + p.Admin1 + "|" + p.Name
}

// treatedRE ends the words of where the wounded were taken: "taken to
// Advocate Christ Medical Center in", "airlifted to a hospital in".
var treatedRE = regexp.MustCompile(`(?i)\b(?:hospital|medical cent(?:er|re)|trauma cent(?:er|re)|taken to|transported to|rushed to|airlifted|flown to)\b[^,;.]*$`)

// whereTreated reports a town named as where the wounded were taken or
// treated, not where they were shot: a hospital or a taking-to before it
// in its clause.
func whereTreated(txt string, sp storyline.Span) bool {
	return treatedRE.MatchString(txt[max(0, sp.Start-80):sp.Start])
}

// cityOfDivision returns the city a first-level division is ("D.C.
// police", "in Northeast D.C.": Washington; places.DivisionCity), else p.
func cityOfDivision(p *storyline.Place) *storyline.Place {
	if p != nil && placeRank(p) == 1 {
		if c, ok := places.Default().DivisionCity(*p); ok {
			return &c
		}
	}
	return p
}

// cityOfDivisionNamed is cityOfDivision for a mention of the division by
// a name of its own ("D.C."): a city's own name the resolver read as its
// division ("Moscow" in a Syrian story) keeps that reading, and no town
// weight.
func cityOfDivisionNamed(p *storyline.Place, name string) *storyline.Place {
	if c := cityOfDivision(p); c != p && places.Fold(name) != places.Fold(c.Name) {
		return c
	}
	return p
}

// townOf returns the town a place is in: the city for a section of it
// (Chicago for its Rogers Park neighbourhood), else the place itself.
func townOf(p *storyline.Place) *storyline.Place {
	if c, ok := places.Default().CityOf(*p); ok {
		return &c
	}
	return p
}

// reading returns the place of p's name that the story is about: a name
// shared by places of several divisions or countries ("Homewood",
// "Georgia", "Jamaica", "San Jose") is the one in the division, else the
// country, of the town the story names most, when p lies elsewhere and
// the story names fewer towns in p's country than in that one.
func (ts storyTownList) reading(p *storyline.Place) *storyline.Place {
	if len(ts) == 0 {
		return p
	}
	top := ts[0].place
	if p.Country == top.Country && (placeRank(p) == 0 || text.Fold(divisionOf(p)) == text.Fold(top.Admin1)) {
		return p
	}
	if p.Country != top.Country && ts.inCountry(p.Country) >= ts.inCountry(top.Country) {
		return p
	}
	var inCountry *storyline.Place
	for _, c := range places.Default().Lookup(p.Name) {
		// a namesake has p's name, not one the gazetteer knows it by
		// too: Villa del Rosario (Colombia) is not La Villa del Rosario
		// (Zulia, Venezuela)
		if c.Country != top.Country || placeRank(&c) == 0 || text.Fold(c.Name) != text.Fold(p.Name) {
			continue
		}
		if text.Fold(divisionOf(&c)) == text.Fold(top.Admin1) {
			c.Precision = max(c.Precision, p.Precision)
			return &c
		}
		if inCountry == nil && p.Country != top.Country {
			inCountry = &c
			inCountry.Precision = max(c.Precision, p.Precision)
		}
	}
	if inCountry != nil {
		return inCountry
	}
	return p
}

// mentionedTowns returns the towns a's place mentions name, in their
// order, each placed in its city (townOf) and weighed as a story counts
// it, and the first-level divisions they name ("country|name", one a
// mention). Its readers are regular expressions tried at each mention:
// the alerts check keeps what they read (TownReadings).
func mentionedTowns(a *storyline.Article) (named []NamedTown, states []string) {
	ents := a.Analysis.Entities
	for _, m := range a.Analysis.Mentions {
		if m.Type != storyline.LOC || m.Credit || m.Entity < 0 || m.Entity >= len(ents) || m.Span.End > len(a.Text) {
			continue
		}
		if p := ents[m.Entity].Place; p != nil && placeRank(p) == 1 {
			states = append(states, p.Country+"|"+p.Name)
		}
		if p := cityOfDivisionNamed(ents[m.Entity].Place, m.Span.In(a.Text)); p != nil && placeRank(p) >= 2 && !namesFacility(a.Text, m.Span) && !whereTreated(a.Text, m.Span) && !inGroupName(a.Text, m.Span) && !namesCounty(a.Text, m.Span) {
			n := 1
			if namedAsHome(a.Text, m.Span) || namedAsReference(a.Text, m.Span) || namedAsNeighbourhood(a.Text, m.Span) {
				n = 0 // a home town, a landmark ("40 miles southeast of Dallas") or a neighbourhood ("the Parkway neighborhood"): listed, but no weight against the scene's
			}
			if f := fullerTown(a.Text, m.Span); f != nil {
				p = f // a name the tagger cut: "Salt" of "Salt Lake City" (towncut.go)
			}
			_, stated := places.Default().DivisionAfter(a.Text[m.Span.End:])
			named = append(named, NamedTown{Place: townOf(p), N: n, Stated: stated})
		}
	}
	return named, states
}

// about returns the town of a story's main event when it is not the
// event's own place: the town the story names most, when the event's
// place is named less often — unless that place is a province's name
// ("in Raqqa countryside", "Hama Province": a town named like its
// division) and the town lies in another province, or the town named
// most is a province holding the event's town ("Idlib" for Khan
// Sheikhoun). The main event is the incident the story is
// about, and local news names its town most (in the dateline, its police);
// a sentence's own town is often another — where a victim was taken or
// lived, a street or a neighbourhood read as a town.
func (ts storyTownList) about(p *storyline.Place) *storyline.Place {
	if len(ts) == 0 || p != nil && ts.count(p) >= ts[0].n {
		return nil
	}
	if top := ts[0].place; p != nil && placeRank(p) >= 1 && p.Country == top.Country {
		d := text.Fold(divisionOf(p))
		if namesakeTown(top) && d == text.Fold(top.Admin1) {
			return nil // "Idlib" named most is the province that holds the event's town
		}
		if placeRank(p) == 1 && d != text.Fold(top.Admin1) && !townNamedIn(top.Name, p) && !countrysideOfTown(p, top) {
			return nil // "in Daraa southern province": no town of another province (placestated.go)
		}
		if namesakeTown(p) && d != text.Fold(top.Admin1) {
			return nil // a news agency's capital ("Damascus, SANA") is not an event's in another province named as such
		}
		if ownTownHolds(p, top, ts.count(p), ts[0].n) || suburbOfTop(p, top, ts.count(p)) {
			return nil
		}
	}
	town := *ts[0].place
	town.Precision = max(town.Precision, 2)
	return &town
}

// count returns how often the story names town p.
func (ts storyTownList) count(p *storyline.Place) int {
	for _, t := range ts {
		if t.place.Country == p.Country && t.place.Admin1 == p.Admin1 && t.place.Name == p.Name {
			return t.n
		}
	}
	return 0
}

// inCountry counts the story's mentions of towns in a country.
func (ts storyTownList) inCountry(cc string) int {
	n := 0
	for _, t := range ts {
		if t.place.Country == cc {
			n += t.n
		}
	}
	return n
}

// within returns the town the story names most inside place p (a country
// or a division; any place when nil), at geo precision 2: the event's own
// sentences name only the region, the story names the town. A division
// that is one city is that city when the story names no town in it.
func (ts storyTownList) within(p *storyline.Place) *storyline.Place {
	for _, t := range ts {
		if p == nil || t.place.Country == p.Country && (placeRank(p) == 0 || text.Fold(t.place.Admin1) == text.Fold(p.Name)) {
			town := *t.place
			town.Precision = max(town.Precision, 2)
			return &town
		}
	}
	if c := cityOfDivision(p); c != p {
		return c
	}
	return nil
}
