package places

import (
	"fmt"
	"strings"

	"github.com/storyline-news/storyline"
)

// Features: bridges, crossings, borders and the like, which are no
// populated place of their own and resolve to the place stated with them
// or near them (Resolve).

// isFeature reports whether a name is of something that is not a populated
// place: its last word is a feature ("bridge", "border") and the whole name
// is not the main name of a gazetteer place ("Eagle Pass", "Ivory Coast").
func (g *Gazetteer) isFeature(name string) bool {
	key := strings.TrimPrefix(Fold(cleanName(name)), "the ")
	last := key[strings.LastIndexByte(key, ' ')+1:]
	if !featureHeads[last] || last == key && streetWords[last] {
		return false // "Place" alone is a word cut from a street's name, no street
	}
	for _, p := range g.lookupKey(key) {
		e := &g.entries[p>>1]
		if p&1 == 0 || e.kind == kindCountry {
			return false
		}
	}
	return true
}

// countriesIn returns the countries named in words (folded), by name or
// nationality adjective, in order and without repeats: "venezuela
// colombian" → VE, CO.
func (g *Gazetteer) countriesIn(words []string) []string {
	var out []string
	seen := map[string]bool{}
	for i := 0; i < len(words); i++ {
		// Longest match first: "south african", "united states".
		for n := min(4, len(words)-i); n >= 1; n-- {
			cc, ok := g.Country(strings.Join(words[i:i+n], " "))
			if !ok {
				continue
			}
			if !seen[cc] {
				seen[cc] = true
				out = append(out, cc)
			}
			i += n - 1
			break
		}
	}
	return out
}

// prepositions that introduce where a feature is: "the bridge in Urena".
var prepositions = map[string]bool{
	"in": true, "at": true, "near": true, "outside": true, "on": true, "by": true, "of": true, "with": true,
	"into": true, "from": true,
}

// resolveFeature resolves mention i, a bridge, border or other thing that
// is not a town, from what the text says around it and from the places
// already resolved in out.
func (g *Gazetteer) resolveFeature(i int, out []Resolution, ctx Context) (*storyline.Place, string) {
	m := out[i].Mention
	words := strings.Fields(strings.TrimPrefix(Fold(cleanName(m.Text)), "the "))
	if len(words) == 0 {
		return nil, "no name"
	}
	head, mods := words[len(words)-1], words[:len(words)-1]
	if w := featureAfter(m.Before, m.After); w != "" && !featureHeads[head] {
		// "the Castello road": the name the tagger read alone is the
		// feature's modifier
		head, mods = w, words
	} else if !featureHeads[head] {
		// a street by the words before it ("the 2300 block of
		// Ketchum"): its whole name is the street's own
		head, mods = "street", nil
	}
	lower := func(p *storyline.Place, prec int) *storyline.Place {
		if p.Precision < prec {
			p.Precision = prec
		}
		return p
	}

	// "the Cucuta airport": a town named in the feature's own name.
	if len(mods) > 0 {
		prefix := strings.Join(mods, " ")
		if _, isCountry := g.Country(prefix); !isCountry && !strings.HasSuffix(prefix, "international") && !strings.HasSuffix(prefix, "national") {
			for _, c := range g.candidates(prefix) {
				if !c.alt && g.entries[c.idx].kind == kindCity {
					// a feature named for a town abroad is no clue ("Castello
					// Road" in Aleppo): the town must lie in a country the
					// article names, when it names any
					// ("Castello Road" in Aleppo); a street or a river
					// named for a town ("Prospect Street", "Banbury
					// Avenue", "Mad River") is no clue unless the article
					// names the town's country: such names are taken from
					// towns anywhere
					// nor is a town far from every town the article
					// names in its country: "the city's Harlem Park
					// neighborhood" in a Baltimore report (a street
					// stays: left unplaced, its event merged with the
					// story's others)
					if p, _, _ := g.resolveName(prefix, "", "", ctx); p != nil && (len(ctx.Countries) == 0 && !namedForAnywhere[head] || ctx.Countries[p.Country] > 0) && farFromArticleTowns(p, i, out) == nil {
						return lower(p, 2), fmt.Sprintf("a %s named for %s", head, p.Name)
					}
				}
			}
		}
	}

	// "… Bridge in Urena, Venezuela", "… Bridge, in La Parada, Colombia".
	s := strings.TrimLeft(m.After, " ")
	s = strings.TrimLeft(strings.TrimPrefix(s, ","), " ")
	if w, rest, ok := strings.Cut(s, " "); ok && prepositions[strings.ToLower(w)] {
		rest = strings.TrimLeft(rest, " ")
		for _, lead := range []string{"the town of ", "the city of ", "the village of ", "the "} {
			rest = strings.TrimPrefix(rest, lead)
		}
		if name, after := readName(rest); name != "" {
			if p, why, _ := g.resolveName(name, "", after, ctx); p != nil && !ctx.untiedAbroad(p) {
				return lower(p, 2), fmt.Sprintf("a %s the text places %s %s (%s)", head, strings.ToLower(w), name, why)
			}
		}
	}

	// "the Colombian border": the one country the name gives.
	countries := g.countriesIn(mods)
	if len(countries) == 1 {
		if p, ok := g.CountryPlace(countries[0]); ok {
			return &p, fmt.Sprintf("a %s of %s", head, p.Name)
		}
	}

	// The nearest town resolved in the same sentence.
	lo, hi := m.Span.Start-len(m.Before), m.Span.End+len(m.After)
	best, bestDist := -1, 0
	for j, r := range out {
		if j == i || r.Place == nil || r.Place.Kind != KindCity || ctx.untiedAbroad(r.Place) {
			continue // a town abroad the article never ties to its country lends no place ("Wadi", India, for a road in Syria)
		}
		s := r.Mention.Span
		if s.Start < lo || s.End > hi {
			continue
		}
		d := s.Start - m.Span.End
		if s.End <= m.Span.Start {
			d = m.Span.Start - s.End
		}
		if d < 0 {
			d = 0
		}
		if best < 0 || d < bestDist {
			best, bestDist = j, d
		}
	}
	if best >= 0 {
		p := *out[best].Place
		return lower(&p, 2), fmt.Sprintf("a %s, near %s mentioned in the same sentence", head, out[best].Mention.Text)
	}
	if len(countries) > 1 {
		return nil, fmt.Sprintf("a %s between %s and no town stated near it", head, strings.Join(countries, " and "))
	}
	return nil, fmt.Sprintf("a %s and no place stated near it", head)
}
