package events

import (
	"github.com/storyline-news/storyline"
)

// A ceasefire or truce stated for the whole country ("a nationwide
// ceasefire", "a US-Russia brokered truce came into force in Syria", "the
// Syrian ceasefire", "a truce in the country") is the country's: not the
// town another clause of its sentence names ("… fighting continued in
// Aleppo"), nor the place of the event before it in the paragraph. A
// truce for a town ("a truce in Waer", "a 7-day cease-fire in Aleppo")
// names no country-wide scope and keeps its town.

// countryWideTruce returns the span of the words that state a truce of
// the sentence as the article's country's, when they do.
func (x *extractor) countryWideTruce() (storyline.Span, bool) {
	if x.country == "" {
		return storyline.Span{}, false
	}
	g := x.gazetteer()
	for i := range x.toks {
		n := truceNounAt(x.toks, i)
		if n == 0 {
			continue
		}
		// before: "a nationwide truce", "the Syrian ceasefire"
		for j := i - 1; j >= 0 && i-j <= 4; j-- {
			t := x.toks[j]
			if !t.word && t.lw != "-" {
				break
			}
			if countryWideWords[t.lw] {
				return storyline.Span{Start: t.s, End: t.e}, true
			}
			if t.cap && len(t.lw) > 3 {
				if cc, ok := g.Country(x.in.Text[t.s:t.e]); ok && cc == x.country && x.nationalityOf(t) {
					return storyline.Span{Start: t.s, End: t.e}, true
				}
			}
		}
		// after: "came into force in Syria", "across the country", "for
		// Syria", within the clause
		for j := i + n; j < len(x.toks) && j-i <= 10; j++ {
			t := x.toks[j]
			if !t.word {
				break
			}
			if !countryScopePreps[t.lw] || j+1 >= len(x.toks) {
				continue
			}
			k := j + 1
			if x.toks[k].lw == "the" && k+1 < len(x.toks) {
				k++
				if x.toks[k].lw == "country" || x.toks[k].lw == "nation" {
					return storyline.Span{Start: x.toks[j].s, End: x.toks[k].e}, true
				}
			}
			for p := range x.places {
				pm := &x.places[p]
				if pm.span.Start == x.toks[k].s && pm.place.Kind == "country" && pm.place.Country == x.country {
					return storyline.Span{Start: pm.span.Start, End: pm.span.End}, true
				}
			}
			return storyline.Span{}, false // "a truce in Waer": the town's
		}
	}
	return storyline.Span{}, false
}

// nationalityOf reports a token that is a country's adjective or its
// possessive ("Syrian", "Syria's"), not a country's name used as a place.
func (x *extractor) nationalityOf(t token) bool {
	for _, m := range x.in.Mentions {
		if m.Span.Start == t.s && m.Type == storyline.NORP {
			return true
		}
	}
	return false
}

// truceNounAt returns how many tokens the word for a truce at i takes
// ("ceasefire", "truce", "cease - fire"), 0 when there is none.
func truceNounAt(toks []token, i int) int {
	switch toks[i].lw {
	case "ceasefire", "truce", "ceasefires", "truces":
		return 1
	case "cease":
		if i+2 < len(toks) && toks[i+1].lw == "-" && toks[i+2].lw == "fire" {
			return 3
		}
	}
	return 0
}

// countryStated reports an agreement whose sentence states the country as
// its place (countryWideTruce, or "agreed in Syria"): a story's most
// named town is not finer for it, the agreement holds for the country. So
// for a deed placed by an unnamed place (placeunnamed.go), and for one
// whose sentence names only its country or its province (placestated.go).
func countryStated(e *storyline.Event) bool {
	return e.SubEventType == storyline.SubAgreement && e.Place != nil && e.Place.Kind == "country" && e.LocationSpan.End > 0 || unnamedPlaceStated(e) || regionStated(e)
}
