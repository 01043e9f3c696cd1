package names

import (
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
)

// firstNameRule lets a person's name start one word earlier at a
// capitalized word the tagger left out of it: a rare given name
// ("Javontae" of "Javontae Rishard Dobbs", "Shaquavion Pettaway") that
// the model has no evidence for reads as outside the name. The word must
// be one the lexicon does not know as a common word, a time word or a
// name of another kind than a person's ("Police", "When", "Monday" and
// "Kenya" stay out), not a title or a role, and not the end of a longer
// run of capitals ("Metropolitan Police Officer Scott Wills"). A word
// the tagger read alone as another type of name joins too ("Lavonne" of
// "Lavonne Kiera Batts", read as an organization). ms must be in text
// order.
func firstNameRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for i := range ms {
		m := &ms[i]
		k := m.a - 1
		if m.typ != storyline.PER || m.credit || k < 0 || m.b-m.a > maxAgedNameWords-1 || !isCap(toks[k].Text) ||
			toks[m.a].Start != toks[k].End+1 || !givenNameWord(toks[k].Text, infos[k]) {
			continue
		}
		if _, age := ageEnds(toks, k); age {
			continue // "Nineteen-year-old"
		}
		if k > 0 && isCap(toks[k-1].Text) && toks[k].Start == toks[k-1].End+1 && (k > 1 || infos[0].lex != lexLower) {
			continue // a longer run of capitals, not a sentence's first common word ("Later")
		}
		if i > 0 && ms[i-1].b > k {
			if p := ms[i-1]; p.a != k || p.b != k+1 || p.typ == storyline.PER || p.credit {
				continue
			}
			ms[i-1].b = ms[i-1].a // dropped below: now part of the person's name
		}
		m.a = k
	}
	out := ms[:0]
	for _, m := range ms {
		if m.a < m.b {
			out = append(out, m)
		}
	}
	return out
}

// givenNameWord reports whether w, with its token info, can be a given
// name the tagger left out: a word the lexicon does not know, or knows as
// a person's name, made of letters (an inner hyphen or apostrophe
// allowed), and no title, role, nationality or listed name.
func givenNameWord(w string, info tokInfo) bool {
	if info.lex != lexUnknown && info.lex != 1+catPER*2 && info.lex != 2+catPER*2 {
		return false
	}
	lw := lowerWord(w)
	if titles[lw] || roleModifiers[lw] || personNouns[lw] || isDemonym(lw) || countries[lw] || orgs[lw] ||
		timeWords[lw] || headlineMinorWords[lw] || kinWords[lw] || relativeWords[lw] || len(w) < 3 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !isLetter(c) && c != '-' && c != '\'' && c < 0x80 {
			return false
		}
	}
	return !strings.HasSuffix(w, "-") && !strings.HasSuffix(w, "'")
}

// identifiedRule makes the run of two to maxAgedNameWords capitalized
// words after "identified … as" (at most four words between: "identified
// the girl to reporters as"), after "name is" or after "the victim is",
// "the 13-year-old was", "the baby to be" (namedPerson) a person,
// replacing the
// mentions it overlaps, under personName's conditions: news identifies
// people so, and the tagger reads many of their rare given names as an
// organization or a place ("identified as Lavonne Kiera Batts", "his name is
// Tavion Reese"). A place of the gazetteer is left as it is.
func identifiedRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for k := 1; k+2 < len(toks); k++ {
		// The words are compared as written, in lower case, so that no
		// token is lower-cased (an allocation for each capitalized one).
		switch toks[k].Text {
		case "as":
			found := false
			for j := k - 1; j >= 0 && j >= k-5; j-- {
				if w := toks[j].Text; w == "identified" || w == "identifies" || w == "identify" {
					found = true
					break
				}
			}
			if !found {
				continue
			}
		case "is", "was":
			if toks[k-1].Text != "name" && !namedPerson(toks, k-1) {
				continue
			}
		case "be": // "confirmed the baby to be Alia Pope"
			if toks[k-1].Text != "to" || !namedPerson(toks, k-2) {
				continue
			}
		default:
			continue
		}
		a, b := k+1, k+1
		for b < len(toks) && b-a < maxAgedNameWords && (isCap(toks[b].Text) && !abbreviated(toks[b].Text) || isInitial(toks[b].Text)) {
			b++
		}
		for b > a && isInitial(toks[b-1].Text) {
			b--
		}
		if b-a < 2 || isPlace(infos, a, b) {
			continue
		}
		ok := true
		for j := a; j < b; j++ {
			// a country or a nationality may be the given name here:
			// "identified the driver as Jordan Pruett"
			if lw := lowerWord(toks[j].Text); j == a && (countries[lw] || isDemonym(lw)) {
				continue
			}
			// and a title's word the surname after a given name: "the
			// baby to be Alia Pope", "identified as Dana Major"
			if j == b-1 && j > a && titles[lowerWord(toks[j].Text)] {
				continue
			}
			if !isInitial(toks[j].Text) && !personName(toks, j, j+1) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if i := covered(ms, a); i >= 0 && ms[i].a == a && ms[i].b == b && ms[i].typ == storyline.PER {
			continue
		}
		if i := covered(ms, a); i >= 0 && ms[i].a < a || b < len(toks) && covered(ms, b) >= 0 && covered(ms, b) == covered(ms, b-1) {
			continue // inside a longer mention
		}
		ms = replaceRange(ms, tm{a: a, b: b, typ: storyline.PER, ra: -1, rb: -1})
	}
	return ms
}

// trimSeparators drops the commas, semicolons and colons the tagger took
// into a mention at either end ("Bird,"), and a person's brackets there
// ("Chronicle)" of a photo credit, "Scott (" before "left"), and splits a
// mention at a semicolon or at a comma and an age inside it ("Bird, 27;
// Travis Kemble" is "Bird" and "Travis Kemble"): a list of people with
// their ages and nicknames confuses it, and no name holds a separator
// there. (Other names keep their brackets, which CoNLL's organizations
// score better with.)
func trimSeparators(ms []tm, toks []Token) []tm {
	separator := func(k int) bool {
		switch toks[k].Text {
		case ",", ";", ":":
			return true
		}
		return false
	}
	edge := func(m tm, k int) bool {
		if m.typ == storyline.PER {
			switch toks[k].Text {
			case "(", ")", "[", "]":
				return true
			}
		}
		return separator(k)
	}
	split := func(m tm) bool {
		if edge(m, m.a) || edge(m, m.b-1) {
			return true
		}
		for k := m.a; k < m.b; k++ {
			if toks[k].Text == ";" || toks[k].Text == "," && k+1 < m.b && isAgeNumber(toks[k+1].Text) {
				return true
			}
		}
		return false
	}
	if !slices.ContainsFunc(ms, split) {
		return ms // the usual case: nothing to copy
	}
	var parts []tm
	out := make([]tm, 0, len(ms)+2) // a mention may become several
	for _, m := range ms {
		parts = parts[:0]
		a := m.a
		for k := m.a; k < m.b; k++ {
			if toks[k].Text == ";" {
				parts = append(parts, tm{a: a, b: k, typ: m.typ, ra: -1, rb: -1})
				a = k + 1
			} else if toks[k].Text == "," && k+1 < m.b && isAgeNumber(toks[k+1].Text) {
				parts = append(parts, tm{a: a, b: k, typ: m.typ, ra: -1, rb: -1})
				a = k + 2
				k++
			}
		}
		if len(parts) == 0 && !edge(m, m.a) && !edge(m, m.b-1) {
			out = append(out, m)
			continue
		}
		parts = append(parts, tm{a: a, b: m.b, typ: m.typ, credit: m.credit, ra: m.ra, rb: m.rb})
		for _, p := range parts {
			for p.a < p.b && edge(p, p.a) {
				p.a++
			}
			for p.b > p.a && edge(p, p.b-1) {
				p.b--
			}
			if p.a < p.b {
				out = append(out, p)
			}
		}
	}
	return out
}

// coupleRule splits a name of another type than a person's that joins
// two names with "and" before what is said only of people ("Dana Kirby
// and Lorne Waller were shot dead", read as one organization): each
// part of two to maxAgedNameWords words that personName accepts is a
// person, the other keeps the type. Two people are shot, not two
// companies; the verbs are personContext's.
func coupleRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for i := range ms {
		m := ms[i]
		if m.typ == storyline.PER || m.typ == storyline.NORP || m.credit || m.b-m.a < 5 || m.b+1 >= len(toks) {
			continue
		}
		and := -1
		for k := m.a + 2; k < m.b-2; k++ {
			if toks[k].Text == "and" {
				and = k
				break
			}
		}
		if and < 0 || m.b-(and+1) > maxAgedNameWords || and-m.a > maxAgedNameWords || !personContext(toks, m.b) {
			continue
		}
		first, second := m, m
		first.b, second.a = and, and+1
		first.ra, first.rb, second.ra, second.rb = -1, -1, -1, -1
		for _, p := range []*tm{&first, &second} {
			if !isPlace(infos, p.a, p.b) && personName(toks, p.a, p.b) {
				p.typ = storyline.PER
			}
		}
		if first.typ != storyline.PER && second.typ != storyline.PER {
			continue
		}
		ms[i] = first
		ms = append(ms, second)
	}
	return ms
}

// namedPerson reports whether token k is a person the sentence goes on to
// name, "the victim" or "the 13-year-old" before "is" or "was": what is
// said to be that person is a person's name ("the 9-year-old is Dorian
// Pike"; the tagger read many such names as organizations).
func namedPerson(toks []Token, k int) bool {
	if k < 1 || toks[k-1].Text != "the" && toks[k-1].Text != "The" {
		return false
	}
	_, age := ageEnds(toks, k)
	return age || personNouns[toks[k].Text]
}

// peerListRule makes a name of two to maxAgedNameWords words listed among
// people a person, under personName's conditions: a list whose other
// items hold two full names of people or more ("Injured were Dana Kirk,
// Sidra Lamb, Ron Tate and Jamil Boyd", one read as an organization)
// lists people. A place of the gazetteer and a nationality are left as
// they are. ms must be in text order.
func peerListRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for i := 0; i < len(ms); {
		j := i + 1
		for j < len(ms) && ms[j-1].b < ms[j].a && listGap(toks, ms[j-1].b, ms[j].a) {
			j++
		}
		if j-i >= 3 {
			full := 0
			for k := i; k < j; k++ {
				if ms[k].typ == storyline.PER && ms[k].b-ms[k].a >= 2 {
					full++
				}
			}
			for k := i; k < j && full >= 2; k++ {
				m := &ms[k]
				if m.typ == storyline.PER || m.typ == storyline.NORP || m.credit || m.b-m.a < 2 || m.b-m.a > maxAgedNameWords ||
					isPlace(infos, m.a, m.b) || !personName(toks, m.a, m.b) {
					continue
				}
				m.typ = storyline.PER
			}
		}
		i = j
	}
	return ms
}

// officeHolders are plural words for people on duty or in an office
// before a list of their names: "officers T.M. Leopard and C.M. Belli",
// "deputies Ann Roe and Lee Poe".
var officeHolders = map[string]bool{
	"officers": true, "deputies": true, "troopers": true, "detectives": true, "agents": true,
	"firefighters": true, "sergeants": true, "soldiers": true, "marines": true, "paramedics": true,
}

// officeListRule makes the names of two to maxAgedNameWords words listed
// right after an office holders' word people: the tagger, which takes a
// name written with initials for an organization's, reads "T.M. Leopard"
// so beside "C.M. Belli", a person. The names hold capitalized words and
// initials only, no institution's, facility's or title's word, country or
// nationality.
func officeListRule(ms []tm, toks []Token) []tm {
	for i := 0; i < len(ms); i++ {
		if ms[i].a == 0 || !officeHolders[lowerWord(toks[ms[i].a-1].Text)] {
			continue
		}
		j := i + 1
		for j < len(ms) && ms[j-1].b < ms[j].a && listGap(toks, ms[j-1].b, ms[j].a) {
			j++
		}
		if j-i < 2 {
			continue // one name after "officers" may be their unit's or their city's
		}
		for k := i; k < j; k++ {
			if m := &ms[k]; m.typ != storyline.NORP && !m.credit && m.b-m.a >= 2 && m.b-m.a <= maxAgedNameWords && heldName(toks, m.a, m.b) {
				m.typ = storyline.PER
			}
		}
		i = j - 1
	}
	return ms
}

// heldName reports whether tokens [a, b) can be a person's name with
// initials: capitalized words or initials ("T.M.", "C."), none an
// institution's, a facility's or a title's word, a country or a
// nationality.
func heldName(toks []Token, a, b int) bool {
	for k := a; k < b; k++ {
		w := toks[k].Text
		if initials(w) {
			continue
		}
		lw := lowerWord(w)
		if !isCap(w) || titles[lw] || isDemonym(lw) || orgHeadWords[lw] || facilityWords[lw] || institutionWords[lw] ||
			countries[lw] || strings.ContainsAny(w, "0123456789/@&.") {
			return false
		}
	}
	return true
}

// initials reports a word of one to three capital letters each followed
// by a period: "C.", "T.M.", "J.R.R.".
func initials(w string) bool {
	if len(w) < 2 || len(w) > 6 || len(w)%2 != 0 {
		return false
	}
	for i := 0; i < len(w); i += 2 {
		if w[i] < 'A' || w[i] > 'Z' || w[i+1] != '.' {
			return false
		}
	}
	return true
}
