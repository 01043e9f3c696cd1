package events

import (
	"github.com/storyline-news/storyline"
)

// The countryside of a town and the villages located from it. "In the
// Damascus countryside", "rural Damascus" and "the Damascus suburbs" name
// the country around the capital, which lies in another division than the
// city's own (Rif Dimashq); and a village the name tagger missed, named
// right before its anchor ("al-Dumayr in the Damascus countryside",
// "Jaramana city in Damascus Countryside", "struck Jayrud 60 kilometres
// northeast of Damascus"), is finer than the anchor.

// countrysideNamed reports a town named for the country around it:
// "Damascus countryside", "the Damascus suburbs", "rural Damascus", "the
// countryside of Damascus".
func (x *extractor) countrysideNamed(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 0 {
		return false
	}
	if j := x.tokAfter(sp); j < len(x.toks) && countrysideWords[x.toks[j].lw] {
		return true
	}
	if i > 0 && ruralWords[x.toks[i-1].lw] {
		return true
	}
	return i > 1 && x.toks[i-1].lw == "of" && countrysideWords[x.toks[i-2].lw]
}

// capitalCountryside reports a town named for the country around it when
// that lies in another division ("rural Damascus"): not the town itself.
// "Harasta suburb" stays the suburb Harasta.
func (x *extractor) capitalCountryside(p *placeMention) bool {
	_, ok := x.countrysideOf(p)
	return ok
}

// provinceOfNamed reports a town named as its province: "the northern
// Province of Aleppo", "the province of Idlib".
func (x *extractor) provinceOfNamed(sp storyline.Span) bool {
	i := x.spanTok(sp)
	return i > 1 && x.toks[i-1].lw == "of" && divisionWords[x.toks[i-2].lw]
}

// ruralNamed reports the countryside named as a division: "the Damascus
// countryside", "rural Damascus", "the countryside of Damascus". The
// suburbs and the outskirts are near the town (suburbsNamed).
func (x *extractor) ruralNamed(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 0 {
		return false
	}
	if j := x.tokAfter(sp); j < len(x.toks) && x.toks[j].lw == "countryside" {
		return true
	}
	return i > 0 && ruralWords[x.toks[i-1].lw] || i > 1 && x.toks[i-1].lw == "of" && x.toks[i-2].lw == "countryside"
}

// suburbsNamed reports a town named for its suburbs or outskirts ("the
// Damascus suburbs", "the outskirts of Damascus"): near the town.
func (x *extractor) suburbsNamed(sp storyline.Span) bool {
	return x.countrysideNamed(sp) && !x.ruralNamed(sp)
}

// countrysideOf returns the division around town p when the text names
// its countryside and that is not the town's own division.
func (x *extractor) countrysideOf(p *placeMention) (*storyline.Place, bool) {
	if p.place.Kind != "city" || !x.ruralNamed(p.span) {
		return nil, false
	}
	d, ok := x.gazetteer().Countryside(*p.place)
	if !ok {
		return nil, false
	}
	return &d, true
}

// townBeforeAnchor reads a town the name tagger missed right before the
// phrase that locates it from anchor: "al-Dumayr in the Damascus
// countryside", "Jaramana city in Damascus Countryside", "Zamalka in
// rural Damascus", "Jayrud 60 kilometres (35 miles) northeast of
// Damascus". The town must be in the gazetteer (townIn).
func (x *extractor) townBeforeAnchor(anchor *placeMention) (*storyline.Place, string, storyline.Span, bool) {
	i := x.spanTok(anchor.span)
	if i < 1 {
		return nil, "", storyline.Span{}, false
	}
	j := i - 1
	switch {
	case x.referencePoint(anchor.span):
		for j >= 0 && i-j <= 10 && measureWords(x.toks[j]) {
			j--
		}
	case x.countrysideNamed(anchor.span):
		in := false
		for j >= 0 && i-j <= 6 {
			w := x.toks[j].lw
			if w == "in" || w == "of" {
				in = true
			} else if w != "the" && !ruralWords[w] && !compassWords[w] && !countrysideWords[w] {
				break
			}
			j--
		}
		if !in {
			return nil, "", storyline.Span{}, false
		}
	default:
		return nil, "", storyline.Span{}, false
	}
	if j >= 0 && (townWords[x.toks[j].lw] || x.toks[j].lw == "area") {
		j-- // "Jaramana city in …"
	}
	end := j + 1
	s := x.nameBefore(end)
	if s < 0 {
		return nil, "", storyline.Span{}, false
	}
	if s >= 2 && x.toks[s-1].lw == "-" && (x.toks[s-2].lw == "al" || x.toks[s-2].lw == "el") {
		s -= 2 // "al-Dumayr": the article in lower case
	}
	sp := storyline.Span{Start: x.toks[s].s, End: x.toks[end-1].e}
	if x.placeMentionAt(sp.Start) || x.originOfFire(sp) || x.whereabouts(sp) {
		return nil, "", storyline.Span{}, false
	}
	// in a countryside, the town lies in the division around the anchor
	var adm *storyline.Place
	if !x.referencePoint(anchor.span) {
		switch d, ok := x.countrysideOf(anchor); {
		case ok:
			adm = d
		case anchor.place.Kind == "admin1":
			adm = anchor.place // "in the countryside of Quneitra province"
		default:
			adm = x.provinceOf(anchor.place)
		}
	}
	p := x.townIn(sp.In(x.in.Text), adm)
	if p == nil || p.Name == anchor.place.Name {
		return nil, "", storyline.Span{}, false
	}
	return p, sp.In(x.in.Text), sp, true
}

// measureWords are the words of a distance or a direction between a
// place and the town it is measured from: "60 kilometres (35 miles)
// northeast of".
func measureWords(t token) bool {
	if compassWords[t.lw] || distanceUnits[t.lw] {
		return true
	}
	switch t.lw {
	case "of", "from", "(", ")", "some", "about", "around", "nearly", "roughly", "almost", "just", "only", "a", "few":
		return true
	}
	return t.lw != "" && t.lw[0] >= '0' && t.lw[0] <= '9'
}

// besideCapitalWords put a name beside a capital in its country around:
// "Eastern Ghouta near Damascus", "Ghouta outside Damascus", "the Ghouta
// suburbs of Damascus", "Ghouta on the outskirts of Damascus".
var besideCapitalWords = wordSet("near", "outside", "suburb", "suburbs", "outskirts", "edge", "edges")

// suburbBesideCapital reads a place the gazetteer lacks named right before
// a capital whose country around is another division ("Eastern Ghouta
// near Damascus", "in Ghouta outside Damascus", "the eastern Ghouta
// suburbs of Damascus"): a part of that division (Rif Dimashq), named as
// written, at precision 2 — not the city, which the name sits beside.
// The name must be the tagger's place and unknown to the gazetteer (a
// town it knows is read by townBeforeAnchor).
func (x *extractor) suburbBesideCapital(anchor *placeMention) (*storyline.Place, string, storyline.Span, bool) {
	none := func() (*storyline.Place, string, storyline.Span, bool) { return nil, "", storyline.Span{}, false }
	i := x.spanTok(anchor.span)
	if i < 2 || anchor.place.Kind != "city" {
		return none()
	}
	d, ok := x.gazetteer().Countryside(*anchor.place)
	if !ok {
		return none()
	}
	j, beside := i-1, false
	for j >= 0 && i-j <= 6 {
		w := x.toks[j].lw
		if besideCapitalWords[w] {
			beside = true
		} else if w != "the" && w != "of" && w != "on" && w != "a" && w != "its" && !compassWords[w] {
			break
		}
		j--
	}
	if !beside || j < 0 {
		return x.suburbOfTheCapital(d)
	}
	s := x.nameBefore(j + 1)
	if s < 1 {
		return none() // a sentence's first word is no name to trust
	}
	sp := storyline.Span{Start: x.toks[s].s, End: x.toks[j].e}
	name := sp.In(x.in.Text)
	if !x.placeNameEndsAt(sp.End) || len(x.gazetteer().Lookup(name)) > 0 {
		return none()
	}
	p := d
	p.Name, p.Kind, p.Admin1, p.Precision, p.GeonameID, p.Population = name, "city", d.Name, 2, 0, 0
	return &p, name, sp, true
}

// placeNameEndsAt reports a name the tagger calls a location, or a
// miscellaneous name ("Eastern Ghouta"), ending at offset e: not a
// person's or a body's.
func (x *extractor) placeNameEndsAt(e int) bool {
	for _, m := range x.in.Mentions {
		if m.Span.End == e {
			return m.Type == storyline.LOC || m.Type == storyline.MISC
		}
	}
	return false
}

// suburbOfTheCapital reads a place the gazetteer lacks that the sentence
// calls a suburb of the capital it names ("people in Damascus and Ghouta,
// a suburb of the Syrian capital, where …"): a part of the country around
// the capital, d, named as written, at precision 2. The name must be the
// tagger's place and unknown to the gazetteer.
func (x *extractor) suburbOfTheCapital(d storyline.Place) (*storyline.Place, string, storyline.Span, bool) {
	toks := x.toks
	for i := 2; i+3 < len(toks); i++ {
		if toks[i].lw != "suburb" && toks[i].lw != "outskirts" || toks[i+1].lw != "of" || toks[i+2].lw != "the" {
			continue
		}
		k := i + 3
		if k < len(toks) && toks[k].cap && toks[k].lw != "capital" {
			k++ // "the Syrian capital"
		}
		if k >= len(toks) || toks[k].lw != "capital" {
			continue
		}
		j := i - 1
		if toks[j].lw == "a" || toks[j].lw == "the" {
			j--
		}
		if j >= 0 && toks[j].lw == "," {
			j--
		}
		s := x.nameBefore(j + 1)
		if s < 1 {
			continue
		}
		sp := storyline.Span{Start: toks[s].s, End: toks[j].e}
		name := sp.In(x.in.Text)
		if !x.placeNameEndsAt(sp.End) || len(x.gazetteer().Lookup(name)) > 0 {
			continue
		}
		p := d
		p.Name, p.Kind, p.Admin1, p.Precision, p.GeonameID, p.Population = name, "city", d.Name, 2, 0, 0
		return &p, name, sp, true
	}
	return nil, "", storyline.Span{}, false
}
