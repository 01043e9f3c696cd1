package events

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// regionStated reports an event whose own sentence names its country as
// its place and nothing finer: "23 terrorists were killed … in northern
// Syria". The town its story names most is another deed's (a town of the
// same deed would be named in a sentence merged into the event, and the
// merge keeps the finest place), so the event keeps the country its
// sentence states (docs/events-syria.md, "Thirtieth pass"). A place taken
// from the sentence before (args.go location) lies outside the event's
// sentence and is not stated.
func regionStated(e *storyline.Event) bool {
	if e.Place == nil || placeRank(e.Place) != 0 || e.LocationSpan.End == 0 {
		return false
	}
	return e.Sentence.Start <= e.LocationSpan.Start && e.LocationSpan.End <= e.Sentence.End
}

// countryKept reports a story's main event whose sentence states its
// country (regionStated) when the story's town t lies in that country: t
// is another deed's. A country abroad the sentence names ("UTC+3 … told
// SANA", a statement's) leaves the story's town to the event when the
// story names the town more than once.
func countryKept(e *storyline.Event, t *storyline.Place, named int) bool {
	if !regionStated(e) {
		return false
	}
	// a town abroad the story names once ("were to hold talks on Syria in
	// Geneva") is no evidence against the country the sentence states
	return e.Place.Country == t.Country || named < 2
}

// seatOfProvince reports a town t of the story, found for an event
// placed in province p only, that is p's seat named like it (Idlib in
// Idlib province, Ḩamāh in Hama): the event's reports write the province
// ("in Idlib province", "northern Hama"), and the story's mentions of the
// bare name that made the seat its town often mean the province too. The
// event keeps its province. A town of another name ("a southern Missouri
// man" in a story on Tyrone) is still the finer place, and a division
// that is one city (Moscow, Beirut) is that city.
func seatOfProvince(t, p *storyline.Place) bool {
	if p == nil || placeRank(p) != 1 || t.Country != p.Country || text.Fold(t.Admin1) != text.Fold(p.Name) || cityOfDivision(p) != p {
		return false
	}
	if namesakeTown(t) {
		return true
	}
	for _, c := range places.Default().Lookup(p.Name) {
		if c.Kind == places.KindCity && c.GeonameID == t.GeonameID && c.GeonameID != 0 {
			return true // the seat known by the province's name: "Quneitra" of Al Qunayţirah
		}
	}
	return false
}

// townNamedIn reports a town of that name in division d: the story's
// town, read in another division, may be the namesake in d ("Waynesboro"
// of Virginia for the one in Georgia), so it is not known to lie
// elsewhere.
func townNamedIn(name string, d *storyline.Place) bool {
	for _, c := range places.Default().Lookup(name) {
		if c.Kind == places.KindCity && c.Country == d.Country && text.Fold(c.Admin1) == text.Fold(d.Name) {
			return true
		}
	}
	return false
}

// capitalOfDivision returns the city a division that is one city is
// (places.DivisionCity): "a visit to Moscow", "the Kazakh capital
// Astana", "downtown Beirut". The resolver reads a capital's name
// as its division, so that a capital standing for its government weighs
// as little as a province against the places of the event (actorplace.go);
// where it is the event's place, it is the city.
func (x *extractor) capitalOfDivision(p *placeMention) (*storyline.Place, bool) {
	if p.place.Kind != "admin1" {
		return nil, false
	}
	c, ok := x.gazetteer().DivisionCity(*p.place)
	if !ok {
		return nil, false
	}
	if x.nearBefore(p.span) || x.referencePoint(p.span) || x.suburbsNamed(p.span) {
		c.Precision = 2
	}
	return &c, true
}

// placeCounts counts the mentions of an event that give each place: of
// two towns as fine, the one most of its reports give is the event's, not
// the first: a sentence on another town merged in once does not move it.
func placeCounts(ms []mention) map[string]int {
	n := map[string]int{}
	for _, m := range ms {
		if m.e.Place != nil {
			n[townKey(m.e.Place)]++
		}
	}
	return n
}

// moreGiven reports town a given by more of an event's reports than b
// (placeCounts), neither a capital: reports name a capital as the point
// they place its suburbs by ("a rebel-held area outside Damascus", "the
// capital's residents"), so its count says little against a suburb's.
func moreGiven(a, b *storyline.Place, given map[string]int) bool {
	if given[townKey(a)] <= given[townKey(b)] {
		return false
	}
	g := places.Default()
	return !g.CapitalNamed(a.Name, a.Country) && !g.CapitalNamed(b.Name, b.Country)
}

// countrysideOfTown reports division d the country around town t when it
// is another division than t's own (Rif Dimashq around Damascus): reports
// tell the capital's countryside by the capital ("near Damascus"), and
// its rows join the capital's (mergecapital.go).
func countrysideOfTown(d, t *storyline.Place) bool {
	c, ok := places.Default().Countryside(*t)
	return ok && text.Fold(c.Name) == text.Fold(d.Name)
}
