package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// countryOfUnnamedTown reports a country named only as the owner of a town
// it does not name: "Syria's biggest city", "the country's second city",
// "Iraq's northern town". The town is one the text named before, the
// event's place is that town's, and the country is no other place that
// would set the sentence's deed apart from the one before it
// (docs/events-syria.md, "Twenty-ninth pass").
func (x *extractor) countryOfUnnamedTown(p *placeMention) bool {
	if p.place.Kind != "country" {
		return false
	}
	toks := x.toks
	i := x.spanTok(p.span)
	if i < 0 {
		return false
	}
	j, ok := x.afterPossessive(p, i)
	if !ok {
		return false
	}
	// up to two words between: "biggest", "second largest", "northern"
	for k := j; k < len(toks) && k <= j+2; k++ {
		if !toks[k].word || toks[k].cap {
			return false
		}
		if townWords[toks[k].lw] {
			if k+2 < len(toks) && toks[k+1].lw == "of" && toks[k+2].cap {
				return false // "Syria's northern town of Tabqa" names it
			}
			return k > j // a word that says which of its towns
		}
	}
	return false
}

// afterPossessive returns the token after a country mention p (its first
// token i) written as an owner: "Syria's", "Syrias" where an outlet
// dropped the apostrophe.
func (x *extractor) afterPossessive(p *placeMention, i int) (int, bool) {
	toks := x.toks
	j := i
	for j < len(toks) && toks[j].s < p.span.End {
		j++ // the mention's own tokens
	}
	last := strings.ToLower(x.in.Text[toks[j-1].s:toks[j-1].e])
	name := strings.ToLower(p.place.Name)
	possessive := strings.HasSuffix(last, "'s") || strings.HasSuffix(last, "’s") || strings.HasSuffix(last, "s") && !strings.HasSuffix(name, "s")
	if j < len(toks) && (toks[j].lw == "'s" || toks[j].lw == "'") {
		possessive = true
		j++
		if j < len(toks) && toks[j].lw == "s" {
			j++ // "'" and "s" apart
		}
	}
	return j, possessive
}

// townOfCountry finds a town named right after its country as owner,
// which the name tagger took for something else: "in northern Syria's
// Afrin". The gazetteer's town of that name in that country is the place.
func (x *extractor) townOfCountry(si *sentInfo) (*storyline.Place, string, storyline.Span, bool) {
	for k := range x.places {
		p := &x.places[k]
		if p.span.Start < si.span.Start || p.span.End > si.span.End || p.place.Kind != "country" {
			continue
		}
		i := x.spanTok(p.span)
		if i < 0 {
			continue
		}
		j, ok := x.afterPossessive(p, i)
		if !ok {
			continue
		}
		e := x.nameAfter(j)
		if e < 0 {
			continue
		}
		sp := storyline.Span{Start: x.toks[j].s, End: x.toks[e-1].e}
		if x.placeMentionAt(sp.Start) {
			continue // the tagger found it: location's own search
		}
		name := sp.In(x.in.Text)
		for _, c := range x.gazetteer().Lookup(name) {
			if c.Kind == "city" && c.Country == p.place.Country {
				pl := c
				return &pl, name, sp, true
			}
		}
	}
	return nil, "", storyline.Span{}, false
}
