package events

import (
	"slices"
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// demonymCountry returns the country an article names only by its people's
// nationality ("Syrian opposition: hundreds killed in an attack on the
// eastern suburbs", "Iraqi troops retake a village"), when none of its
// places resolves: the names stage tags the adjective NORP and the
// gazetteer maps it to its country. A report on a war calls its sides by
// nationality more often than it names a town the gazetteer knows, and
// an event coded with no country at all is lost to every export keyed by
// country. The nationality named most often wins; a tie goes to the one
// named first, the headline's subject ("Syrian soldiers killed in Israeli
// raids" happens in Syria). An attacker's or an occupier's nationality
// (attackerNationality) is no evidence of where the attack was. Called only when the article has no country
// from its places, its dateline or the user, so a resolved place always
// comes first.
func (x *extractor) demonymCountry() string {
	g := x.gazetteer()
	counts := map[string]int{}
	first := map[string]int{}
	for i, m := range x.in.Mentions {
		if m.Type != storyline.NORP || m.Credit || x.attackerNationality(m.Span) || x.placeNameHead(m.Span) {
			continue
		}
		cc, ok := g.Country(m.Text)
		if !ok {
			continue
		}
		if _, seen := first[cc]; !seen {
			first[cc] = i
		}
		counts[cc]++
	}
	best := ""
	for cc, n := range counts {
		if best == "" || n > counts[best] || n == counts[best] && first[cc] < first[best] {
			best = cc
		}
	}
	return best
}

// attackerNationality reports a nationality that qualifies an attack or
// the aircraft that made it ("Israeli air raids", "Turkish warplanes",
// "Russian overnight strikes"), or the side holding a place
// ("Israeli-held"): air forces strike abroad and occupiers hold others'
// land, so the adjective names who struck, not where.
func (x *extractor) attackerNationality(sp storyline.Span) bool {
	rest := x.in.Text[sp.End:min(len(x.in.Text), sp.End+40)]
	if strings.HasPrefix(rest, "-") {
		w, _, _ := strings.Cut(rest[1:], " ")
		return heldWords[text.Fold(w)]
	}
	return x.nounAfter(sp, func(lw string) bool { return weaponNouns[lw] || aircraftSubjects[lw] })
}

// nounAfter reports whether one of the three words after a nationality
// at sp, in its phrase (punctuation ends it), is a noun of the kind is
// accepts.
func (x *extractor) nounAfter(sp storyline.Span, is func(lw string) bool) bool {
	words := strings.Fields(x.in.Text[sp.End:min(len(x.in.Text), sp.End+40)])
	for i, w := range words {
		if i == 3 {
			break
		}
		lw := text.Fold(strings.TrimRight(w, ".,;:!?\"'”"))
		if is(lw) {
			return true
		}
		if lw != text.Fold(w) {
			break // punctuation ends the phrase
		}
	}
	return false
}

// placeNameHead reports a nationality that begins a place's name ("Spanish
// Fork", "Irish Hills"): the gazetteer holds the two words as a place, so
// they name a town, not its people. A Utah shooting had been coded in
// Spain.
func (x *extractor) placeNameHead(sp storyline.Span) bool {
	rest := x.in.Text[sp.End:min(len(x.in.Text), sp.End+40)]
	if !strings.HasPrefix(rest, " ") {
		return false
	}
	w, _, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	w = strings.TrimRight(w, ".,;:!?\"'”")
	if w == "" || !unicode.IsUpper([]rune(w)[0]) {
		return false
	}
	return len(x.gazetteer().Lookup(sp.In(x.in.Text)+" "+w)) > 0
}

// nationalityBefore returns the country of a nationality or a country
// named right before token a ("Turkish troops", "Russia's aerospace
// group", "Iraqi army"), or "": state forces abroad are their own
// country's, not the country of the place they strike in.
func (x *extractor) nationalityBefore(a int) string {
	k := a - 1
	for k > 0 && (x.toks[k].lw == "s" || x.toks[k].lw == "'") {
		k-- // "Russia's": the possessive's marks
	}
	if k < 0 {
		return ""
	}
	cc, _ := x.countryAt(k)
	if cc == "" && x.toks[k].cap {
		// a nationality inside a name the tagger read whole: "The
		// Russian Aerospace Forces" is one organization's mention
		if c, ok := x.gazetteer().Country(x.in.Text[x.toks[k].s:x.toks[k].e]); ok {
			cc = c
		}
	}
	return cc
}

// nationsForces adds the state forces a sentence names by a nationality
// and "forces" alone ("In an Ambush Syrian Forces Kill 35 Terrorists",
// "Russian forces"): the bare word is any side's ("opposition forces",
// "Syrian Democratic Forces"), but a nation's adjective right before it
// makes it that state's army (nationalityBefore names which).
func (x *extractor) nationsForces() {
	added := false
	for i := 1; i < len(x.toks); i++ {
		if x.toks[i].lw != "forces" || x.inActor(i) {
			continue
		}
		if cc, named := x.countryAt(i - 1); cc == "" || named {
			continue // "Syria forces" or no nation: a place's name, not a nationality
		}
		x.actors = append(x.actors, actorHit{kind: aMilitary, a: i, b: i + 1})
		added = true
	}
	if added {
		slices.SortFunc(x.actors, func(a, b actorHit) int { return a.a - b.a })
	}
}

// struckNationality returns the country whose nationality names what an
// armed deed of sentence si struck, in the deed's clause after its
// trigger: "launched a cruise missile attack on a Syrian air base" (a
// report datelined Moscow), "shelled Syrian army positions". The place
// of such a deed is that country when the sentence names no place of its
// own; the report's dateline or the place of the event before is
// elsewhere.
func (x *extractor) struckNationality(si *sentInfo, e *storyline.Event) (storyline.Place, storyline.Span, bool) {
	if e.DisorderType != storyline.DisorderPoliticalViolence {
		return storyline.Place{}, storyline.Span{}, false
	}
	g := x.gazetteer()
	for _, m := range x.in.Mentions {
		if m.Type != storyline.NORP || m.Credit || m.Span.Start < e.TriggerSpan.End || m.Span.End > si.span.End || !x.inEventClause(e, m.Span) {
			continue
		}
		if !x.struckPost(m.Span) {
			continue
		}
		cc, ok := g.Country(m.Text)
		if !ok {
			continue
		}
		if p, ok := x.countryPlace(cc); ok {
			return p, m.Span, true
		}
	}
	return storyline.Place{}, storyline.Span{}, false
}

// struckPost reports a nationality followed, within three words, by a
// post of armed forces ("a Syrian air base", "Syrian army positions").
func (x *extractor) struckPost(sp storyline.Span) bool {
	return x.nounAfter(sp, func(lw string) bool { return struckPosts[lw] || armedTargetWords[lw] })
}
