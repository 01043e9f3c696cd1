package events

import (
	"github.com/storyline-news/storyline"
)

// Villages named with their kind. A report places a deed at "the town of
// X", "the villages of X and Y", "X village", "al-X town", most often a
// village too small for the gazetteer, and locates it by the province:
// "al-Foaa town in Idleb", "the town of Hirbanfsah in South Hama", "the
// village of Al-Shafah in Deir az-Zour province". Where the province is
// named by its seat ("in Idleb"), the seat city is not the place: the
// deed is in a village of the province, so the place is the province, at
// precision 2, as ACLED codes a village it cannot find in a province it
// knows. So too when the report names the seat before its deed ("An
// activist in Deir al-Zour said 300 men were executed in the town of
// Ghraneij"): the village lies in the province whose seat the report
// speaks from. A village the gazetteer knows in another spelling is the
// village itself ("al-Sqeilbiyeh city and al-Jaberiyeh village in Hama
// province" is As Suqaylibīyah).

// kindNamed is a name a sentence gives a kind word: "the town of X", "X
// village". name spans the name, with a lower-case article ("al-Foaa");
// first and last are its tokens, and phrase its last token with the kind
// word.
type kindNamed struct {
	span        storyline.Span
	first, last int
	phraseEnd   int // the token after the phrase: after the name, or after "X town"
	settlement  bool
}

// kindNames returns the names the sentence gives a kind word before them
// ("the town of X", "the villages of X and Y": X) or after them ("X
// town", "al-X village"). settlement marks a town or a village (not a
// city: "Hama city" is the seat itself).
func (x *extractor) kindNames() []kindNamed {
	toks := x.toks
	var out []kindNamed
	for i := 0; i+2 < len(toks); i++ {
		w := toks[i].lw
		if !settlementWords[w] && w != "city" || toks[i].cap {
			continue
		}
		if toks[i+1].lw == "of" {
			s := i + 2
			if s+2 < len(toks) && (toks[s].lw == "al" || toks[s].lw == "el") && toks[s+1].lw == "-" {
				s += 2
			}
			if e := x.nameAfter(s); e > 0 {
				out = append(out, kindNamed{span: storyline.Span{Start: toks[i+2].s, End: toks[e-1].e}, first: i + 2, last: e - 1, phraseEnd: e, settlement: settlementWords[w]})
			}
			continue
		}
		s := x.nameBefore(i)
		if s < 0 || s == 0 && toks[s].lw != "al" && toks[s].lw != "el" {
			continue // a sentence's first word is no name to trust
		}
		if s >= 2 && toks[s-1].lw == "-" && (toks[s-2].lw == "al" || toks[s-2].lw == "el") {
			s -= 2
		}
		if x.nationalityAt(s, i) {
			continue // "the Kurdish town", "a Syrian village"
		}
		out = append(out, kindNamed{span: storyline.Span{Start: toks[s].s, End: toks[i-1].e}, first: s, last: i - 1, phraseEnd: i + 1, settlement: settlementWords[w]})
	}
	return out
}

// nationalityAt reports the words from token s to before token end as a
// nationality, a person or a body the tagger named ("Kurdish", "Syrian"),
// not a place; the tagger calls many a village a miscellaneous name.
func (x *extractor) nationalityAt(s, end int) bool {
	for _, m := range x.in.Mentions {
		if m.Span.Start == x.toks[s].s && (m.Type == storyline.PER || m.Type == storyline.ORG || m.Type == storyline.NORP) {
			return true
		}
	}
	if end-s != 1 {
		return false
	}
	_, ok := x.gazetteer().Country(x.in.Text[x.toks[s].s:x.toks[s].e])
	return ok
}

// townNamedWithKind returns a town the name tagger missed that the
// sentence names with its kind ("al-Sqeilbiyeh city", "Jaberiyeh
// village"), known to the gazetteer, in the province anchor names (or is
// the seat of), else in one the sentence or the article names: finer
// than the province. A name the tagger took for a place and the
// resolver left unknown stays unknown: it weighed the article's
// provinces ("Hadar village" of a report on Quneitra is not al-Hader of
// Aleppo).
func (x *extractor) townNamedWithKind(e *storyline.Event, anchor *placeMention) (*storyline.Place, string, storyline.Span, bool) {
	var adm *storyline.Place
	if anchor != nil {
		switch {
		case anchor.place.Kind == "admin1":
			adm = anchor.place
		case namesakeTown(anchor.place):
			adm = x.provinceOf(anchor.place)
		}
	}
	if adm == nil {
		if d, _, _, ok := x.divisionNamed(e); ok {
			adm = d
		}
	}
	for _, k := range x.kindNames() {
		if x.placeMentionAt(k.span.Start) || x.locationNamedAt(k.span.Start) || !x.inEventClause(e, k.span) || x.originOfFire(k.span) || x.whereabouts(k.span) || x.referencePoint(k.span) {
			continue
		}
		name := k.span.In(x.in.Text)
		p := x.townIn(name, adm)
		if p == nil || anchor != nil && p.Name == anchor.place.Name {
			continue
		}
		if adm == nil && !x.namedDivisions()[p.Admin1] {
			continue // a town of a province the article never names
		}
		if x.seatNamedAsCity(e, p) {
			continue // "targeted Aleppo city and al-Hader town": the city first
		}
		return p, name, k.span, true
	}
	return nil, "", storyline.Span{}, false
}

// locationNamedAt reports a name the tagger took for a location at
// offset off.
func (x *extractor) locationNamedAt(off int) bool {
	for _, m := range x.in.Mentions {
		if m.Span.Start == off && m.Type == storyline.LOC {
			return true
		}
	}
	return false
}

// villageDivision returns the province of best when the deed is placed at
// a village the gazetteer does not know: best is a province's seat named
// like it ("Idleb") or the province itself, named right after the village
// ("al-Foaa town in Idleb", "the village of Al-Shafah in Deir az-Zour
// province", "Hirbanfsah in South Hama"), or best is the seat, named
// before the deed that is placed at the village ("An activist in Deir
// al-Zour … were executed in the town of Ghraneij"). The province is at
// precision 2: a place in it, not the whole of it. A capital's
// countryside is the division around the city (Rif Dimashq).
func (x *extractor) villageDivision(e *storyline.Event, best *placeMention) (*storyline.Place, bool) {
	seat := best.place.Kind == "city" && namesakeTown(best.place)
	if !seat && best.place.Kind != "admin1" {
		return nil, false
	}
	at := x.spanTok(best.span)
	if at < 0 {
		return nil, false
	}
	if x.seatNamedAsCity(e, best.place) {
		return nil, false
	}
	var d *storyline.Place
	switch {
	case !seat:
		p := *best.place
		d = &p
	default:
		if c, ok := x.gazetteer().Countryside(*best.place); ok {
			d = &c // "a village in Damascus": Rif Dimashq
		} else if d = x.provinceOf(best.place); d == nil {
			return nil, false
		}
	}
	for _, k := range x.kindNames() {
		if !k.settlement || x.placeMentionAt(k.span.Start) || !x.inEventClause(e, k.span) || x.originOfFire(k.span) || x.whereabouts(k.span) {
			continue
		}
		if x.townIn(k.span.In(x.in.Text), d) != nil {
			continue // a town of the province known by another spelling: the town's rules read it
		}
		after := x.inRightAfter(k.phraseEnd, at) && !x.cityWordAfter(best.span)
		before := seat && best.span.End <= e.TriggerSpan.Start && k.span.Start >= e.TriggerSpan.End
		if !after && !before {
			continue
		}
		d.Precision = 2
		return d, true
	}
	return nil, false
}

// inRightAfter reports the place at token at named right after token
// from by "in" and the words of a province's side: "in Idleb", "in the
// northern Idlib countryside", "in South Hama" (the side tagged with the
// name).
func (x *extractor) inRightAfter(from, at int) bool {
	if from >= at || at-from > 4 || x.toks[from].lw != "in" {
		return false
	}
	for j := from + 1; j < at; j++ {
		if w := x.toks[j].lw; w != "the" && !sideWord(w) && !ruralWords[w] {
			return false
		}
	}
	return true
}

// villageOfSeat reads again a province's seat p, at sp, that the town
// rules found after "in": the town the sentence names with its kind
// ("al-Qardaha town in Latakia": Al Qardāḩah), else, for a village the
// gazetteer lacks, the province (villageDivision: "al-Foaa town in
// Idleb" is not the city).
func (x *extractor) villageOfSeat(e *storyline.Event, p *storyline.Place, name string, sp storyline.Span) (*storyline.Place, string, storyline.Span, bool) {
	if p == nil || !namesakeTown(p) {
		return nil, "", storyline.Span{}, false
	}
	seat := &placeMention{span: sp, text: name, place: p}
	if t, tname, tsp, ok := x.townNamedWithKind(e, seat); ok {
		return t, tname, tsp, true
	}
	if d, ok := x.villageDivision(e, seat); ok {
		return d, name, sp, true
	}
	return nil, "", storyline.Span{}, false
}

// cityWordAfter reports the word of a town right after the place at sp:
// "in Aleppo city" is the city.
func (x *extractor) cityWordAfter(sp storyline.Span) bool {
	j := x.tokAfter(sp)
	return j < len(x.toks) && (x.toks[j].lw == "city" || x.toks[j].lw == "town")
}

// seatNamedAsCity reports the seat of the province of place q that the
// event's clause names as the city ("Aleppo city", "Idlib town"): the
// deed is in the city, and a village of its province named beside it is
// another place, not a finer one.
func (x *extractor) seatNamedAsCity(e *storyline.Event, q *storyline.Place) bool {
	for i := range x.places {
		p := &x.places[i]
		if p.place.Kind == "city" && namesakeTown(p.place) && p.place.Country == q.Country && p.place.Admin1 == q.Admin1 && x.cityWordAfter(p.span) && x.inEventClause(e, p.span) {
			return true
		}
	}
	return false
}
