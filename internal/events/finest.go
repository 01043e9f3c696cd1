package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// This file finds the finest place a sentence names even when the name
// tagger missed or split it: "in Puerto La Cruz, Anzoategui state", "in
// Valera, Trujillo state", "near the town of Ureña".

// divisionWords follow the name of a first-level division.
var divisionWords = map[string]bool{"state": true, "province": true, "region": true, "department": true, "governorate": true}

// nameConnectors may sit inside a capitalized place name.
var nameConnectors = map[string]bool{"de": true, "del": true, "la": true, "los": true, "las": true, "el": true, "al": true, "-": true}

// nameBefore returns the start of the capitalized name ending at token
// end-1 (up to five tokens, connectors allowed inside), or -1.
func (x *extractor) nameBefore(end int) int {
	toks := x.toks
	if end <= 0 || !toks[end-1].cap {
		return -1
	}
	s := end - 1
	for s > 0 && end-s < 5 && (toks[s-1].cap && toks[s-1].word || nameConnectors[toks[s-1].lw]) {
		s--
	}
	for s < end-1 && !toks[s].cap {
		s++
	}
	return s
}

// nameAfter returns the end of the capitalized name starting at token s
// (up to five tokens), or -1.
func (x *extractor) nameAfter(s int) int {
	toks := x.toks
	if s >= len(toks) || !toks[s].cap || !toks[s].word {
		return -1
	}
	e := s + 1
	connects := func(i int) bool { // "de la Cruz", "Maaret al-Numaan": connectors before a capital
		for ; i < len(toks) && i-e < 2 && nameConnectors[toks[i].lw]; i++ {
		}
		return i > e && i < len(toks) && toks[i].cap && toks[i].word
	}
	for e < len(toks) && e-s < 5 && (toks[e].cap && toks[e].word || connects(e)) {
		e++
	}
	return e
}

// townIn looks name up as a town, in division adm when given, else in the
// main country; a hyphenated pair ("San Felix-Ciudad Guayana") tries each
// part, the last first.
func (x *extractor) townIn(name string, adm *storyline.Place) *storyline.Place {
	names := []string{name}
	if i := strings.LastIndex(name, "-"); i > 0 && !arabicArticleBefore(name[:i]) {
		names = append(names, strings.TrimSpace(name[i+1:]), strings.TrimSpace(name[:i]))
	}
	g := x.gazetteer()
	for _, n := range names {
		for _, c := range g.Lookup(n) {
			if c.Kind != "city" {
				continue
			}
			if adm != nil && c.Country == adm.Country && c.Admin1 == adm.Name || adm == nil && x.country != "" && c.Country == x.country {
				p := c
				return &p
			}
		}
	}
	if cc := x.country; adm != nil || cc != "" {
		if adm != nil {
			cc = adm.Country
		}
		// another romanization of an Arabic name: "al-Qaraytain"
		for _, c := range g.LookupRomanized(name, cc, x.namedDivisions()) {
			if c.Kind == "city" && (adm == nil || c.Admin1 == adm.Name) {
				return &c
			}
		}
		if adm == nil {
			if c := x.romanizedNearNamed(name, cc); c != nil {
				return c // "Dumeir east of Damascus" (placeref.go)
			}
		}
	}
	return nil
}

// commaQualifiedPlace finds "Town, Division [state]" in the sentence: the
// town when the gazetteer knows it in that division.
func (x *extractor) commaQualifiedPlace() (*storyline.Place, string, storyline.Span, bool) {
	toks := x.toks
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].lw != "," {
			continue
		}
		de := x.nameAfter(i + 1)
		if de < 0 {
			continue
		}
		adm := x.lookupAdmin1(x.in.Text[toks[i+1].s:toks[de-1].e])
		if adm == nil {
			continue
		}
		ns := x.nameBefore(i)
		if ns < 0 {
			continue
		}
		sp := storyline.Span{Start: toks[ns].s, End: toks[i-1].e}
		if p := x.townIn(sp.In(x.in.Text), adm); p != nil {
			return p, sp.In(x.in.Text), sp, true
		}
	}
	return nil, "", storyline.Span{}, false
}

// townAfterPreposition finds a town of the main country named after "in",
// "near", "outside" or "the town/city/village of" that the name tagger
// missed; "near" and "outside" lower the precision to 2.
func (x *extractor) townAfterPreposition() (*storyline.Place, string, storyline.Span, bool) {
	toks := x.toks
	for i := 0; i+1 < len(toks); i++ {
		w := toks[i].lw
		near := w == "near" || w == "outside"
		if w != "in" && w != "of" && !near {
			continue
		}
		if w == "of" && i > 0 && compassWords[toks[i-1].lw] && !x.placeMentionAt(toks[i+1].s) {
			near = true // "to the northwest of al-Qaraytain", the tagger missed: near it
		} else if w == "of" && (i == 0 || !townWords[toks[i-1].lw]) {
			continue
		}
		s := i + 1
		if s+2 < len(toks) && (toks[s].lw == "al" || toks[s].lw == "el") && toks[s+1].lw == "-" {
			s += 2 // "al-Qaraytain": the article in lower case
		}
		e := x.nameAfter(s)
		if e < 0 || e < len(toks) && (divisionWords[toks[e].lw] || toks[e].lw == "countryside") {
			continue // "in Hama province", "in Idlib countryside": the division (placedivision.go)
		}
		sp := storyline.Span{Start: toks[i+1].s, End: toks[e-1].e}
		if x.originOfFire(sp) || x.distanceFrom(sp) || x.vantagePoint(sp) || x.whereabouts(sp) || text.OwnersHome(x.in.Text[sp.End:]) {
			continue // "terrorists positioned in Binnish shelled …", "30 km north of Homs", "in Wright's home"
		}
		if p := x.townIn(sp.In(x.in.Text), nil); p != nil {
			if near && p.Precision < 2 {
				p.Precision = 2
			}
			return p, sp.In(x.in.Text), sp, true
		}
	}
	return nil, "", storyline.Span{}, false
}

var townWords = map[string]bool{"town": true, "city": true, "village": true, "municipality": true, "neighbourhood": true, "neighborhood": true, "district": true}

// referencePoint reports a town named as the point a distance or a
// direction is measured from: "Jayrud 60 kilometres (35 miles) northeast
// of Damascus", "20 km from Aleppo". The event is elsewhere, near it at
// best; a town the sentence names otherwise is finer.
func (x *extractor) referencePoint(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 2 || x.toks[i-1].lw != "of" && x.toks[i-1].lw != "from" {
		return false
	}
	w := x.toks[i-2].lw
	return compassWords[w] || distanceUnits[w] || w == ")" && i >= 3 && distanceUnits[x.toks[i-3].lw]
}

// compassWords and distanceUnits measure a place from another.
var (
	compassWords = map[string]bool{
		"north": true, "south": true, "east": true, "west": true, "northeast": true, "northwest": true,
		"southeast": true, "southwest": true, "northern": true, "southern": true, "eastern": true, "western": true,
	}
	distanceUnits = map[string]bool{
		"km": true, "kilometres": true, "kilometers": true, "kms": true, "miles": true, "mile": true, "kilometre": true, "kilometer": true,
	}
)
