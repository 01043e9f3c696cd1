package events

import (
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// This file reads the people a sentence names as killed or wounded in its
// event: local news tells the dead of one shooting one by one, each in a
// sentence of its own ("Gary Simpson, 61, was shot and killed in the
// living room. … his grandson, Trekwan Covington, was shot and killed in
// a hallway."), and no sentence counts them all. The merge adds up the
// distinct names (namedDead, namedWounded).

// victimNames returns the people the sentence names as killed, and those
// it names as shot or wounded, dead or alive (subjectHit, objectHit).
// The dead: the subject
// of a death ("Julian Bryant, 22, died", "Lampkin, who friends say was
// …, was shot … and died", "Reshawna Hawkins was shot in the face and
// pronounced dead"), the object of a killing ("killing Sarah Davidson",
// "shot and killed Veondus Dennis and Antwan Wheeler") or the one whose
// death or murder it names ("the murders of Walesha Williams and her
// daughter, Paris Williams").
func (x *extractor) victimNames() (dead, hit []string) {
	if len(x.toks) == 0 {
		return nil, nil
	}
	first, last := x.toks[0].s, x.toks[min(x.cutFrom, len(x.toks))-1].e
	for _, m := range x.in.Mentions {
		if m.Type != storyline.PER || m.Span.Start < first || m.Span.End > last {
			continue
		}
		a, b := x.tokenRange(m.Span)
		if a < 0 || x.possessive(b) {
			continue
		}
		if b < len(x.toks) && (personNouns[x.toks[b].lw] || groupNouns[x.toks[b].lw] || reportVerbs[x.toks[b].lw]) {
			continue // "the fatal shooting of Larose teenager", "killing Maleki Parker, Biehl said"
		}
		name := x.in.Text[m.Span.Start:m.Span.End]
		if x.subjectDied(b) || x.objectKilled(a) && x.closesObject(b) {
			dead = append(dead, name)
		}
		if x.subjectHit(b) || x.objectHit(a) && x.closesObject(b) {
			hit = append(hit, name)
		}
	}
	return dead, hit
}

// tokenRange returns the tokens [a, b) a span covers, or -1, -1.
func (x *extractor) tokenRange(sp storyline.Span) (a, b int) {
	a, b = -1, -1
	for i := range x.toks {
		if x.toks[i].s >= sp.Start && x.toks[i].e <= sp.End {
			if a < 0 {
				a = i
			}
			b = i + 1
		}
	}
	return a, b
}

// possessive reports a name whose next token makes it a possessive:
// "Simpson's grandson" names the grandson, not Simpson.
func (x *extractor) possessive(b int) bool {
	return b < len(x.toks) && (x.toks[b].lw == "'" || x.toks[b].lw == "'s")
}

// personStartsAt returns the end token of a person's name starting at
// token i, or -1.
func (x *extractor) personStartsAt(i int) int {
	if i >= len(x.toks) {
		return -1
	}
	for _, m := range x.in.Mentions {
		if m.Type == storyline.PER && m.Span.Start == x.toks[i].s {
			if _, b := x.tokenRange(m.Span); b > i {
				return b
			}
		}
	}
	return -1
}

// skipAsides returns the token after the asides that follow a name ending
// before token i: an age or an apposition between commas ("Gary Simpson,
// 61, Valerie Micheaelis' father, was …"), a relative clause ("Lampkin,
// who friends say was at the party, was shot"), and more names joined by
// "and" ("Montez Graves, 31, and Ronnie Graves were killed").
func (x *extractor) skipAsides(i int) int {
	toks := x.toks
	for i < len(toks) {
		switch toks[i].lw {
		case ",":
			if i+1 < len(toks) && subjectVerbs[toks[i+1].lw] {
				return i + 1
			}
			if i+1 < len(toks) && toks[i+1].lw == "and" {
				if e := x.personStartsAt(i + 2); e > 0 {
					i = e // "Montez Graves, 31, and Ronnie Graves, 54, were killed"
					continue
				}
			}
			j := i + 1
			for j < len(toks) && j-i <= 15 && toks[j].lw != "," && !clauseStop(toks[j].lw) {
				j++
			}
			if j >= len(toks) || toks[j].lw != "," || x.personStartsAt(i+1) == j {
				// "Coroner Michael Carlsen, the victim, Eh Thon Gar, died":
				// a name in apposition is the subject, not the one before it
				return i
			}
			i = j
		case "and":
			e := x.personStartsAt(i + 1)
			if e < 0 {
				return i
			}
			i = e
		default:
			return i
		}
	}
	return i
}

// subjectVerbs are the words that may follow a subject's asides to open
// its verb: "Gary Simpson, 61, was …", "Julian Bryant, 22, died".
var subjectVerbs = map[string]bool{
	"was": true, "is": true, "were": true, "are": true, "has": true, "had": true, "have": true,
	"died": true, "dies": true, "also": true, "later": true, "then": true, "eventually": true, "suffered": true, "sustained": true,
}

// reportVerbs are the words after a name that make it who reports, not
// who died.
var reportVerbs = map[string]bool{"said": true, "says": true, "told": true, "added": true, "according": true}

// clauseStop reports a token no aside runs across.
func clauseStop(w string) bool {
	return w == "." || w == ";" || w == "?" || w == "!"
}

// lowerAt is token k's lower-cased form, "" past the sentence's end.
func (x *extractor) lowerAt(k int) string {
	if k < len(x.toks) {
		return x.toks[k].lw
	}
	return ""
}

// passiveAux returns the token after a passive's auxiliary at i ("was",
// "were", "has been", "had been" …), and false when none stands there.
func passiveAux(at func(int) string, i int) (int, bool) {
	switch at(i) {
	case "was", "is", "were", "are":
		return i + 1, true
	case "has", "had", "have":
		return i + 2, at(i+1) == "been"
	}
	return i, false
}

// subjectDied reports a name, ending before token b, that is the subject
// of its death: "was killed", "was shot dead", "was fatally shot", "was
// found dead", "was pronounced dead", "was stabbed to death", "was shot …
// and died", "died".
func (x *extractor) subjectDied(b int) bool {
	i := x.skipAsides(b)
	at := x.lowerAt
	for at(i) == "also" || at(i) == "later" || at(i) == "then" || at(i) == "eventually" {
		i++
	}
	if at(i) == "died" || at(i) == "dies" {
		return true
	}
	i, ok := passiveAux(at, i)
	if !ok {
		return false
	}
	fatally := false
	for strings.HasSuffix(at(i), "ly") || at(i) == "later" || at(i) == "then" {
		fatally = fatally || at(i) == "fatally" || at(i) == "mortally"
		i++
	}
	switch w := at(i); w {
	case "killed", "slain", "murdered", "executed":
		return true
	case "found", "pronounced", "declared":
		return at(i+1) == "dead" || at(i+1) == "slain" || at(i+1) == "murdered" ||
			at(i+1) == "shot" && (at(i+2) == "dead" || at(i+2) == "to" && at(i+3) == "death") ||
			strings.HasSuffix(at(i+1), "ly") && at(i+1) != "fatally" && at(i+2) == "dead" ||
			at(i+1) == "fatally" && at(i+2) == "shot"
	case "shot", "stabbed", "beaten", "wounded", "struck", "hit":
		if fatally || at(i+1) == "dead" || at(i+1) == "to" && at(i+2) == "death" {
			return w != "hit" || fatally
		}
		if w != "shot" && w != "stabbed" {
			return false
		}
		// "was shot in the face and pronounced dead", "was shot … and died"
		for k := i + 1; k < len(x.toks) && k <= i+20 && !clauseStop(at(k)); k++ {
			if at(k) != "and" {
				continue
			}
			n := k + 1
			for at(n) == "later" || at(n) == "then" || at(n) == "was" || at(n) == "eventually" || at(n) == "subsequently" {
				n++
			}
			switch at(n) {
			case "died":
				return true
			case "pronounced", "declared":
				return at(n+1) == "dead"
			case "killed":
				return true
			}
			return false
		}
	}
	return false
}

// objectKilled reports a name, starting at token a, that a killing names
// as its victim: "killing Sarah Davidson", "shot and killed Veondus Dennis
// and Antwan Wheeler", "fatally shot 22-year-old Kenneth Mills", "the
// murders of Walesha Williams and her daughter, Paris Williams". The
// words between the killing and the name may only be an age, a tie ("his
// girlfriend,"), or the names before it in the list; a passive killing
// ("was killed Monday") names no victim after it.
func (x *extractor) objectKilled(a int) bool {
	toks := x.toks
	i := x.objectVerb(a)
	if i < 0 {
		return false
	}
	switch w := toks[i].lw; {
	case w == "killing" || w == "killed" || w == "murdered" || w == "murdering" || w == "kills" || w == "slaying" && (i == 0 || toks[i-1].lw != "the"):
		return !x.passiveVerb(i) && !x.attemptedAt(i)
	case w == "shot" || w == "shooting" || w == "stabbed" || w == "stabbing" || w == "wounded" || w == "wounding":
		return i > 0 && (toks[i-1].lw == "fatally" || toks[i-1].lw == "mortally")
	case w == "of":
		return i > 0 && deathNouns[toks[i-1].lw] && (toks[i-1].lw != "shooting" || i > 1 && toks[i-2].lw == "fatal") && !x.attemptedAt(i-1)
	}
	return false
}

// objectHit reports a name, starting at token a, that a shooting or a
// wounding names as its victim, dead or alive: "shooting Terrell and
// Zigan", "injuring Leanne Smith and Dustin Grey".
func (x *extractor) objectHit(a int) bool {
	i := x.objectVerb(a)
	if i < 0 || x.passiveVerb(i) {
		return false
	}
	switch x.toks[i].lw {
	case "wounded", "wounding", "injured", "injuring":
		return i == 0 || x.toks[i-1].lw != "fatally" && x.toks[i-1].lw != "mortally"
	}
	return false
}

// passiveVerb reports a verb at token i in the passive ("was killed
// Monday"): no victim follows it.
func (x *extractor) passiveVerb(i int) bool {
	if i == 0 {
		return false
	}
	switch x.toks[i-1].lw {
	case "was", "were", "been", "being", "is", "are", "be", "get", "got":
		return true
	}
	return false
}

// objectVerb returns the token before a name starting at token a that
// may govern it as its object, past an age, a tie ("his girlfriend,") or
// the names before it in a list; -1 when there is none.
func (x *extractor) objectVerb(a int) int {
	toks := x.toks
	for i := a - 1; i >= 0 && i >= a-25; i-- {
		switch w := toks[i].lw; {
		case w == "," || w == "and" || w == "-" || w == "year" || w == "years" || w == "old" || w == "month" || w == "months" ||
			text.AllDigits(w) || possessives[w] || personNouns[w] || w == "'s" || w == "'" || w == "both":
		case toks[i].cap && toks[i].word && x.inPerson(i):
			// a name of the list before this one
		default:
			return i
		}
	}
	return -1
}

// subjectHit reports a name, ending before token b, that is the subject
// of a shooting or a wounding, dead or alive: "Charles D. Short, 51, was
// shot in the head", "Nastajah Taylor, 23, suffered four gunshot wounds".
func (x *extractor) subjectHit(b int) bool {
	i := x.skipAsides(b)
	at := x.lowerAt
	for at(i) == "also" || at(i) == "later" || at(i) == "then" {
		i++
	}
	if at(i) == "suffered" || at(i) == "sustained" {
		for k := i + 1; k <= i+5; k++ {
			if at(k) == "fatal" {
				return false
			}
			if startsAny(at(k), "wound", "injur") {
				return true
			}
		}
		return false
	}
	i, ok := passiveAux(at, i)
	if !ok {
		return false
	}
	for strings.HasSuffix(at(i), "ly") && at(i) != "fatally" && at(i) != "mortally" || at(i) == "also" {
		i++
	}
	switch at(i) {
	case "wounded", "injured", "hurt", "grazed":
		return true
	}
	return false
}

// inPerson reports a token inside a person's name.
func (x *extractor) inPerson(i int) bool { return x.inPersonAfter(i, false) }

// inSurname reports a token inside a person's name after its first word
// ("Clarence Washington"): a lone tagged word may be a place the tagger
// took for a person ("Bolívar"), a surname after a given name is not.
func (x *extractor) inSurname(i int) bool { return x.inPersonAfter(i, true) }

// inPersonAfter reports a token inside a person's name, past its first
// word when afterFirst is set.
func (x *extractor) inPersonAfter(i int, afterFirst bool) bool {
	t := x.toks[i]
	for _, m := range x.in.Mentions {
		if m.Type == storyline.PER && m.Span.Start <= t.s && t.e <= m.Span.End && (!afterFirst || m.Span.Start < t.s) {
			return true
		}
	}
	return false
}

// closesObject reports the words after a victim's name, ending before token
// b, that close the object of a killing: punctuation, a preposition, a
// conjunction, an article or a verb ("killing Sarah Davidson at the
// scene"), not a noun the name was read in ("reported killed Meanwhile
// activists circulated …").
func (x *extractor) closesObject(b int) bool {
	if b >= len(x.toks) || !x.toks[b].word || x.toks[b].cap {
		return true
	}
	w := x.toks[b].lw
	return objectEnds[w] || afterObject[w]
}

// afterObject are more words that may follow the object of a killing.
var afterObject = map[string]bool{
	"and": true, "or": true, "who": true, "was": true, "were": true, "is": true, "had": true, "has": true,
	"of": true, "from": true, "a": true, "an": true, "the": true, "last": true, "early": true, "late": true,
	"this": true, "that": true, "because": true, "over": true, "earlier": true, "shortly": true, "just": true,
	"by": true, "for": true, "last-minute": true, "near": true, "inside": true, "outside": true,
}

// deathNouns name a killing whose victim follows "of": "the death of",
// "the murders of", "the fatal shooting of".
var deathNouns = map[string]bool{
	"death": true, "deaths": true, "murder": true, "murders": true, "killing": true, "killings": true,
	"slaying": true, "slayings": true, "homicide": true, "shooting": true,
}

// attemptedAt reports a killing at token i that was only tried: "attempted
// murder of", "attempting to kill".
func (x *extractor) attemptedAt(i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		switch x.toks[k].lw {
		case "attempted", "attempt", "attempting", "intent", "tried", "trying", "conspiracy":
			return true
		}
	}
	return false
}

// namedDead returns the distinct people the mentions of an event name as
// killed, each as first named (distinctNames).
func namedDead(ms []mention) []string {
	var all []string
	for _, m := range ms {
		all = append(all, m.e.Dead...)
	}
	return distinctNames(all)
}

// namedWounded returns the distinct people the mentions of an event name
// in full as wounded who are not among its dead. A first name or a
// surname alone ("Issac was hurt", "Deemer was hurt") may be the same
// person's, or a nickname's: it counts none.
func namedWounded(ms []mention, dead []string) []string {
	var all []string
	for _, m := range ms {
		all = append(all, m.e.Hit...)
	}
	return slices.DeleteFunc(distinctNames(all), func(n string) bool {
		return len(nameWords(n)) < 2 || len(distinctNames(append([]string{n}, dead...))) == len(distinctNames(dead))
	})
}

// distinctNames returns the distinct people of a list of names, each as
// first named. One person is often named in full once and by the surname
// after ("Trevor Andre Williams … Williams was found dead"), or without a
// middle name: a name counts once per first and last name, and a single
// word only when no fuller name holds it.
func distinctNames(list []string) []string {
	type name struct {
		as    string
		words []string
	}
	var names []name
	for _, n := range list {
		n = strings.TrimSpace(runOnName(n))
		if f := nameWords(n); len(f) > 0 {
			names = append(names, name{n, f})
		}
	}
	var out []string
	full := map[string]bool{}
	words := map[string]bool{}
	for _, n := range names {
		if len(n.words) < 2 {
			continue
		}
		for _, w := range n.words {
			words[w] = true
		}
		if k := n.words[0] + " " + n.words[len(n.words)-1]; !full[k] {
			full[k] = true
			out = append(out, n.as)
		}
	}
	for _, n := range names {
		if len(n.words) == 1 && !words[n.words[0]] {
			words[n.words[0]] = true
			out = append(out, n.as)
		}
	}
	return out
}

// nameWords returns the folded words of a person's name, without its
// initials ("F. Matusiewicz" is Thomas F. Matusiewicz's surname); none for
// a street the tagger read as a name ("W. Columbus Ave.").
func nameWords(n string) []string {
	f := slices.DeleteFunc(strings.Fields(text.Fold(runOnName(n))), func(w string) bool { return len(w) == 1 })
	for _, w := range f {
		if text.StreetWords[w] || text.AllDigits(w) {
			return nil
		}
	}
	return f
}

// runOnName returns the name in a tagger's mention that runs across a
// missing space after a full stop ("Kirsten Williams.Memphis",
// "member.Kirsten Williams"): the part with the most words. An initial
// ("Thomas F. Matusiewicz") is no run-on.
func runOnName(n string) string {
	best, from := "", 0
	for i := 1; i <= len(n); i++ {
		if i < len(n) && !(n[i] == '.' && i+1 < len(n) && n[i-1] >= 'a' && n[i-1] <= 'z' && n[i+1] >= 'A' && n[i+1] <= 'Z') {
			continue
		}
		if p := n[from:i]; len(strings.Fields(p)) > len(strings.Fields(best)) {
			best = p
		}
		from = i + 1
	}
	return best
}
