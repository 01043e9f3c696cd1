package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// unnamedPlace reports a sentence that places its deed by an indefinite
// place word and no name: "in an eastern province bordering Iraq", "near
// a small town in the north". The writer places that deed somewhere the
// text has not named yet, so the place of the deed told before it is not
// this one's (docs/events-syria.md, "Twenty-ninth pass").
func (x *extractor) unnamedPlace() (storyline.Span, bool) {
	toks := x.toks
	for i := 0; i+2 < len(toks); i++ {
		switch toks[i].lw {
		case "in", "near", "at", "on": // "air raids on a town in eastern Syria"
		default:
			continue
		}
		if toks[i+1].lw != "a" && toks[i+1].lw != "an" {
			continue
		}
		// the place word within three words: "a small northern town"
		for j := i + 2; j < len(toks) && j <= i+5; j++ {
			if toks[j].cap && j > i+2 || !toks[j].word {
				break // a name ("a town called Binnish") is left to the gazetteer
			}
			if townWords[toks[j].lw] || divisionWords[toks[j].lw] {
				return storyline.Span{Start: toks[i+1].s, End: toks[j].e}, true
			}
		}
	}
	return storyline.Span{}, false
}

// ownDeedElsewhere reports an event e, told after prev and not merged into
// it, with dead of its own and no place named but an unnamed one ("On
// Monday about 70 rebels were killed in clashes … in an eastern
// province"): it keeps only its country, not prev's town, and the words
// that place it, which keep the story's towns off it (unnamedPlaceStated).
func (x *extractor) ownDeedElsewhere(prev, e *storyline.Event) (storyline.Span, bool) {
	if e.Fatalities <= 0 || e.FatalitiesImplied || prev.Place == nil || placeRank(prev.Place) == 0 {
		return storyline.Span{}, false
	}
	return x.unnamedPlace()
}

// unnamedPlaceStated reports an event placed in its country by an unnamed
// place its sentence gives ("in an eastern province"): no town of its
// story is that place.
func unnamedPlaceStated(e *storyline.Event) bool {
	if e.Place == nil || e.Place.Kind != "country" || e.LocationSpan.End == 0 {
		return false
	}
	l := strings.ToLower(e.Location)
	return strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an ")
}

// opensOtherDeed reports a sentence that opens by telling another deed
// than the one before it ("Separately …", "In another incident …"): its
// dead are its own deed's.
func (x *extractor) opensOtherDeed() bool {
	for _, m := range otherDeedOpenings {
		if len(x.toks) < len(m) {
			continue
		}
		ok := true
		for k, w := range m {
			if x.toks[k].lw != w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// unnamedApart reports a deed placed by an unnamed place ("air raids on
// a town in eastern Syria") beside one with dead of its own in a named
// town: the writer who names one town and then "a town" tells of another
// (placeunnamed.go). A deed in a named town told without dead may be the
// unnamed one's place given later ("a suicide bomber blew himself up in a
// village in northern Syria … The blast took place in al-Mashi").
func unnamedApart(a, b *storyline.Event) bool {
	return unnamedPlaceStated(a) && b.Place != nil && placeRank(b.Place) >= 2 && b.Fatalities > 0
}
