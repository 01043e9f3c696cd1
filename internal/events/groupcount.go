package events

import (
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"

	"github.com/storyline-news/storyline/internal/text"
)

// groupNouns are the nouns a count of people hit by gunfire or a blast
// counts: "four men were wounded", "seven people were shot".
var groupNouns = map[string]bool{
	"people": true, "persons": true, "men": true, "women": true, "teens": true, "teenagers": true,
	"children": true, "kids": true, "boys": true, "girls": true, "adults": true, "juveniles": true,
	"victims": true, "others": true, "males": true, "females": true, "students": true, "youths": true,
	"officers": true, "bystanders": true, "members": true, "civilians": true, "soldiers": true, "policemen": true,
	// kin and other people named by their tie: "his two sons", "the driver and two passengers"
	"sons": true, "daughters": true, "grandchildren": true, "grandsons": true, "granddaughters": true,
	"brothers": true, "sisters": true, "siblings": true, "cousins": true, "stepchildren": true,
	"passengers": true, "customers": true, "relatives": true, "friends": true, "neighbors": true,
}

// groupCount reads a count of people and what befell them at token a, the
// way a local report opens: "Seven people were shot outside a nightclub",
// "Four men were wounded", "Two more people have been fatally shot". Up to
// two words may stand between the number and the noun ("two young men"),
// and an aside between commas or dashes between the noun and the verb
// ("Fifteen people, including children, were shot", "The four men, ages 18
// to 38, were shot"); "Five members of a family … were found shot dead".
// The verb must be passive, or "suffered" injuries: a count before an
// active verb ("four men opened fire") is the doers. It
// returns the number and its role (roleVictims, roleInjured or
// roleFatal), or 0 and roleNone.
func (x *extractor) groupCount(a int) (n, role int) {
	toks := x.toks
	w := toks[a].lw
	if v, ok := text.NumberWords[w]; ok {
		n = v
	} else if v, err := strconv.Atoi(w); err == nil && text.AllDigits(w) && len(w) <= 3 {
		n = v
	}
	if n <= 0 {
		return 0, roleNone
	}
	i := a + 1
	for k := 0; k < 2 && i < len(toks) && toks[i].word && !groupNouns[toks[i].lw]; k++ {
		i++
	}
	if i >= len(toks) || !groupNouns[toks[i].lw] {
		return 0, roleNone
	}
	i++
	if i+1 < len(toks) && toks[i].lw == "of" && (toks[i+1].lw == "a" || toks[i+1].lw == "the" || toks[i+1].lw == "one") {
		i += 3 // "five members of a family"
	}
	if i < len(toks) && (toks[i].lw == "," || toks[i].lw == "-") {
		// an aside: up to the matching comma or dash within 12 tokens
		open := toks[i].lw
		j := i + 1
		for j < len(toks) && j < i+12 && toks[j].lw != open && toks[j].lw != "." && toks[j].lw != ";" {
			j++
		}
		if j >= len(toks) || toks[j].lw != open {
			return 0, roleNone
		}
		i = j + 1
	}
	passive := false
	for i < len(toks) && toks[i].word {
		switch w := toks[i].lw; w {
		case "were", "was", "are", "is", "been", "have", "has", "had", "all", "also", "reportedly", "found":
			passive = passive || w == "were" || w == "was" || w == "are" || w == "is" || w == "been"
			i++
			continue
		}
		break
	}
	fatally := false
	for i < len(toks) && toks[i].word && len(toks[i].lw) > 2 && toks[i].lw[len(toks[i].lw)-2:] == "ly" {
		fatally = fatally || toks[i].lw == "fatally" || toks[i].lw == "mortally"
		i++
	}
	if i >= len(toks) {
		return 0, roleNone
	}
	v := toks[i].lw
	next := func(k int) string {
		if i+k < len(toks) {
			return toks[i+k].lw
		}
		return ""
	}
	switch {
	case v == "suffered" || v == "sustained":
		for k := 1; k <= 5; k++ {
			if startsAny(next(k), "injur", "wound") {
				return n, roleInjured
			}
		}
		return 0, roleNone
	case !passive:
		return 0, roleNone
	case v == "killed" || v == "slain" || v == "murdered" || v == "dead" && toks[i-1].lw == "found":
		return n, roleFatal
	case v == "shot" && (fatally || next(1) == "dead" || next(1) == "to" && next(2) == "death" || next(1) == "and" && (next(2) == "killed" || next(2) == "fatally")):
		return n, roleFatal
	case (v == "wounded" || v == "struck" || v == "hit") && fatally:
		return n, roleFatal
	case v == "shot" || v == "struck" || v == "hit":
		return n, roleVictims
	case v == "wounded" || v == "injured" || v == "hurt" || v == "hospitalized" || v == "recovering":
		return n, roleInjured
	}
	return 0, roleNone
}

// uncountedGroup reports a number word the figures left out, where a
// sentence starts after a dateline or a station's name ("(WMC) - Seven
// people were shot", "CHICAGO — Four men were shot", "EARLIER | Four
// people were injured"): capitalized after a dash, a bar or a closing
// parenthesis.
func (x *extractor) uncountedGroup(a int) bool {
	t := x.toks[a]
	if !t.word || !t.cap || a == 0 {
		return false
	}
	if _, ok := text.NumberWords[t.lw]; !ok {
		return false
	}
	p := x.toks[a-1].lw
	return p == "-" || p == ")" || p == "--" || p == "|"
}

// figureAt reports a count figure of the text over token a.
func (x *extractor) figureAt(a int) bool {
	t := x.toks[a]
	for i := range x.in.Figures {
		if sp := x.in.Figures[i].Span; sp.Start <= t.s && t.e <= sp.End {
			return true
		}
	}
	return false
}

// age reports a number of tokens [a, b) that is someone's age: before
// "year-old" or "years old", after a name or a person between commas or
// in parentheses ("Sheymarr Noble, 22, of Toledo", "a woman, 41, were
// injured", "Harth (26)"), or in a
// list of ages ("the other victims, ages 13, 17 and
// 19"), or said of people ("three who were 17,").
func (x *extractor) age(a, b int) bool {
	toks := x.toks
	if !text.AllDigits(toks[a].lw) {
		return false
	}
	if b+1 < len(toks) && (startsAny(toks[b].lw, "year", "month") || toks[b].lw == "-" && startsAny(toks[b+1].lw, "year", "month")) {
		return true // "a 28 year-old man", "19 years old"
	}
	if a >= 2 && b < len(toks) && (toks[a-2].cap && toks[a-2].word || personNouns[toks[a-2].lw]) {
		if p, nx := toks[a-1].lw, toks[b].lw; p == "," && (nx == "," || nx == ";" || nx == ".") || p == "(" && nx == ")" {
			return true
		}
	}
	for j := b; j < len(toks) && j < b+6; j++ {
		// "were 28 and 31 years old", "ages 19, 20 or 22 years old": the
		// first of a list of ages said once at its end
		if w := toks[j].lw; w == "," || w == "and" || w == "or" {
			continue
		}
		if j > b && text.AllDigits(toks[j].lw) {
			if j+1 < len(toks) && (toks[j+1].lw == "years" || toks[j+1].lw == "months") {
				return true
			}
			continue
		}
		break
	}
	if a >= 2 && toks[a-1].lw == "than" && (toks[a-2].lw == "younger" || toks[a-2].lw == "older") {
		return true // "all younger than 45"
	}
	if a >= 1 && toks[a-1].lw == "both" && (b >= len(toks) || !toks[b].word) {
		return true // "Jon Doe and Al Roe, both 22 —": "both" counts them, the number is their age
	}
	if a >= 2 && toks[a-2].lw == "who" && (toks[a-1].lw == "were" || toks[a-1].lw == "was" || toks[a-1].lw == "is" || toks[a-1].lw == "are") &&
		(b >= len(toks) || !toks[b].word || toks[b].lw == "and") {
		return true // "four teens, one who was 19 years old and three who were 17,"
	}
	for i := a - 1; i >= 0 && i >= a-8; i-- {
		switch w := toks[i].lw; {
		case w == "ages" || w == "aged" || w == "age":
			return true
		case w == "," || w == "and" || text.AllDigits(w):
			continue
		case w == "from" || w == "to" || w == "between" || w == "of" || w == "the" || w == "-" || w == "in":
			continue // "who range in age from 23 to 31", "between the ages of 20-29"
		}
		return false
	}
	return false
}

// personAt reports a person's name that starts at token i: the one who
// died in "Davienne Lewis from Springfield died".
func (x *extractor) personAt(i int) bool {
	if i >= len(x.toks) || !x.toks[i].cap {
		return false
	}
	for _, m := range x.in.Mentions {
		if m.Type == storyline.PER && m.Span.Start == x.toks[i].s {
			return true
		}
	}
	return false
}

// victimList counts the people of a subject that lists them before a
// passive verb of shooting, wounding or killing: "two boys and two girls
// were shot" (4), "four adults and a 3-year-old were shot" (5), "a
// 15-year-old girl, two women and a man were shot" (4), "four adults and
// two children were killed" (6). It returns the count, the role of the
// verb (roleVictims, roleInjured or roleFatal) and the token after the
// verb, or 0 and roleNone when no subject lists two groups or more.
func (x *extractor) victimList() (n, role, verbEnd int) {
	toks := x.toks
	for v := 1; v+1 < len(toks) && v < x.cutFrom; v++ {
		var verbEnd int
		if role, verbEnd = x.listVerb(v); role == roleNone {
			continue
		}
		total, parts, end := 0, 0, v
		for end > 0 {
			switch {
			case end >= 3 && toks[end-1].lw == "," && text.AllDigits(toks[end-2].lw) && toks[end-3].lw == ",":
				end -= 3 // "and a woman, 41, were injured": her age
			case end >= 2 && text.AllDigits(toks[end-1].lw) && toks[end-2].lw == ",":
				end -= 2 // "Montez Graves, 31, and …"
			}
			end = x.beforeAges(end)
			start := end
			for start > 0 && end-start < 8 && toks[start-1].lw != "," && toks[start-1].lw != "and" && toks[start-1].lw != ";" {
				start--
			}
			first := start == 0 || toks[start-1].lw != "," && toks[start-1].lw != "and"
			c := x.conjunctCount(start, end, first)
			if c == 0 && !x.ageAside(start, end) {
				break
			}
			total += c
			if c > 0 {
				parts++
			}
			if first || toks[start-1].lw == ";" {
				break // the list's first part opens the subject
			}
			end = start - 1
			if end > 0 && toks[end].lw == "and" && toks[end-1].lw == "," {
				end-- // "a man, two women, and a boy"
			}
		}
		if parts >= 2 && total > 0 {
			return total, role, verbEnd
		}
	}
	return 0, roleNone, 0
}

// beforeAges returns where a list's part ending before token end ends
// without the ages it gives: "six grandchildren ages 3 months to 10 years
// old", "Two children, ages 3 and 5," end before "ages" (and its comma);
// end when the part gives none.
func (x *extractor) beforeAges(end int) int {
	toks := x.toks
	for k := end - 1; k > 0 && k >= end-10; k-- {
		switch w := toks[k].lw; {
		case w == "ages" || w == "aged":
			if toks[k-1].lw == "," {
				k--
			}
			return k
		case text.AllDigits(w), w == "and", w == "to", w == ",", w == "-", startsAny(w, "year", "month"), w == "old":
		default:
			return end
		}
	}
	return end
}

// killedList counts the people a killer killed when the sentence lists
// them after the killing verb: "shot and killed his wife, two young sons
// and his mother-in-law" (4), "fatally striking the driver and two
// passengers" (3), "killed Veondus Dennis and Antwan Wheeler" (2), "killed
// a 2-year-old girl and then himself" (2), "left Fryberg and a female
// student dead" (2). It
// returns the count and the token after the list, or 0 when the object
// lists fewer than two parts.
func (x *extractor) killedList() (n, end int) {
	toks := x.toks
	for v := 1; v+1 < len(toks) && v < x.cutFrom; v++ {
		w, prev := toks[v].lw, toks[v-1].lw
		left := w == "left" || w == "leaving" // "left Fryberg and a female student dead"
		switch {
		case w == "killed" || w == "killing" || w == "kills" || w == "slaying" || w == "murdering" || left:
		case prev == "fatally" && (w == "shot" || w == "shooting" || w == "striking" || w == "struck" || w == "wounding" || w == "stabbed" || w == "stabbing"):
		default:
			continue
		}
		if p := toks[v-1].lw; p == "was" || p == "were" || p == "been" || p == "being" || p == "is" || p == "are" {
			continue // passive: its victims come before it
		}
		total, parts, start := 0, 0, v+1
		for start < len(toks) {
			stop := start
			for stop < len(toks) && stop-start < 8 && toks[stop].lw != "," && toks[stop].lw != "and" && !clauseEnd(&toks[stop]) &&
				(!objectEnds[toks[stop].lw] || toks[stop-1].lw == "-") && (!left || toks[stop].lw != "dead") { // "mother-in-law"
				stop++
			}
			c := x.conjunctCount(start, stop, false)
			switch part := toks[start:stop]; {
			case len(part) == 1 && (part[0].lw == "him" || part[0].lw == "her"):
				c = 1 // "killing her and another woman"
			case parts > 0 && len(part) == 1 && (part[0].lw == "himself" || part[0].lw == "herself"):
				c = 1 // "killed a 2-year-old girl and then himself"
			}
			if c == 0 || stop == start || toks[stop-1].lw == "others" {
				break // "fatally shot a man and three others": the others were wounded
			}
			total, parts, end = total+c, parts+1, stop
			if stop >= len(toks) || toks[stop].lw != "," && toks[stop].lw != "and" {
				break
			}
			start = stop + 1
			if start < len(toks) && toks[start].lw == "and" {
				start++ // "a man, two women, and a boy"
			}
			if start < len(toks) && toks[start].lw == "then" {
				start++ // "a 2-year-old girl and then himself"
			}
		}
		if parts >= 2 && (!left || end < len(toks) && toks[end].lw == "dead") {
			return total, end
		}
	}
	return 0, 0
}

// objectEnds are the words that end the object of a killing: "killed his
// wife and son before turning the gun on himself", "… in their home".
var objectEnds = map[string]bool{
	"before": true, "after": true, "in": true, "at": true, "on": true, "inside": true, "outside": true,
	"near": true, "during": true, "while": true, "when": true, "then": true, "as": true, "with": true,
	".": true, "?": true,
}

// listVerb reads the verb of a list of victims at token v, right after
// the list: "were shot", "were wounded", "were killed", "were found dead",
// "were found fatally shot", "have died", "died". It returns the role of
// the verb and the token after it, or roleNone.
func (x *extractor) listVerb(v int) (role, end int) {
	toks := x.toks
	at := func(i int) string {
		if i < len(toks) {
			return toks[i].lw
		}
		return ""
	}
	switch at(v) {
	case "died":
		return roleFatal, v + 1
	case "have", "had":
		switch at(v + 1) {
		case "died":
			return roleFatal, v + 2
		case "been": // "a woman and child have been found dead"
			v++
		default:
			return roleNone, 0
		}
	case "were":
	default:
		return roleNone, 0
	}
	p := v + 1
	if at(p) == "found" || at(p) == "all" || at(p) == "both" {
		p++
	}
	fatally := false
	for p < len(toks) && strings.HasSuffix(toks[p].lw, "ly") {
		fatally = fatally || toks[p].lw == "fatally" || toks[p].lw == "mortally"
		p++
	}
	found := at(v+1) == "found"
	switch w := at(p); {
	case w == "killed" || w == "slain" || w == "murdered" || found && w == "dead":
		return roleFatal, p + 1
	case (w == "shot" || w == "wounded" || w == "struck") && fatally:
		return roleFatal, p + 1
	case w == "shot" && (at(p+1) == "dead" || at(p+1) == "to" && at(p+2) == "death" || at(p+1) == "and" && at(p+2) == "killed"):
		return roleFatal, p + 2
	case found:
		return roleNone, 0 // "were found wounded", "were found in the car"
	case w == "shot" || w == "struck" || w == "hit":
		return roleVictims, p + 1
	case w == "wounded" || w == "injured" || w == "hurt" || w == "grazed":
		return roleInjured, p + 1
	}
	return roleNone, 0
}

// conjunctCount is the number of people one part of a list counts,
// tokens [a, b): a person's name (1), or a number or an article, a few
// words, and a person's noun or an age ("two women" 2, "a man" 1, "a
// 3-year-old" 1, "3-year-old" 1); 0 when the part is not so. The first part of the list may follow a verb
// or a conjunction ("police said a man, …", "after two boys and …").
func (x *extractor) conjunctCount(a, b int, first bool) int {
	toks := x.toks
	last := toks[b-1].lw
	for k := b - 1; k >= a; k-- {
		if x.nameSpans(k, b) && (k == a && !first || first && (k == 0 || listOpeners[toks[k-1].lw])) {
			return 1 // "police said Montez Graves, 31, and Ronnie Graves, 54, were killed"
		}
	}
	if !first && b-a == 1 && personNouns[last] {
		return 1 // "a woman and child", "his mother, stepfather, and grandmother"
	}
	if !first || listOpeners[toks[max(a-1, 0)].lw] || a == 0 {
		if n := x.tiedCount(a, b); n > 0 {
			return n // "a man and his son", "two children and their mother"
		}
	}
	hyphenedAge := last == "old" && b-2 >= a && toks[b-2].lw == "-" // "a 3-year-old", not "one 18 years old"
	if !personNouns[last] && !groupNouns[last] && !hyphenedAge && last != "couple" {
		return 0
	}
	k := a
	if first {
		for k = b - 1; k > a && b-k < 7 && !countWord(toks[k].lw); k-- {
		}
		if k > a && (toks[k-1].lw == "a" || toks[k-1].lw == "an") {
			k-- // "a 15-year-old girl"
		}
		if k > 0 && !listOpeners[toks[k-1].lw] {
			return 0
		}
	}
	if b-k > 7 {
		return 0
	}
	w := toks[k].lw
	switch {
	case last == "couple" && (w == "a" || w == "the"):
		return 2 // "a Roy couple and their two young children"
	case last == "couple":
		return 0
	case w == "a" || w == "an" || w == "one" || w == "another":
		return 1
	case text.AllDigits(w) && k+2 < b && toks[k+1].lw == "-" && startsAny(toks[k+2].lw, "year", "month", "week"):
		return 1 // an age alone: "3-year-old"
	}
	if n, ok := text.NumberWords[w]; ok && groupNouns[last] {
		return n
	}
	return 0
}

func countWord(w string) bool {
	_, ok := text.NumberWords[w]
	return ok || w == "a" || w == "an" || w == "one" || w == "another" || text.AllDigits(w)
}

// personNouns are the singular nouns of one person in a list of victims.
var personNouns = map[string]bool{
	"man": true, "woman": true, "boy": true, "girl": true, "teen": true, "teenager": true, "child": true,
	"person": true, "adult": true, "juvenile": true, "male": true, "female": true, "student": true,
	"officer": true, "bystander": true, "baby": true, "toddler": true, "infant": true, "youth": true,
	"civilian": true, "soldier": true, "policeman": true,
	// kin and other people named by their tie: "his wife", "the driver"
	"wife": true, "husband": true, "son": true, "daughter": true, "mother": true, "father": true,
	"brother": true, "sister": true, "grandmother": true, "grandfather": true, "grandson": true,
	"granddaughter": true, "stepson": true, "stepdaughter": true, "stepfather": true, "stepmother": true,
	"girlfriend": true, "boyfriend": true, "fiancee": true, "fiance": true, "cousin": true, "uncle": true,
	"aunt": true, "nephew": true, "niece": true, "grandchild": true, "friend": true, "partner": true,
	"neighbor": true, "roommate": true, "coworker": true,
}

// roleNouns name one person by where they were, only with "his", "the"
// …: "fatally striking the driver and two passengers". Alone they name no
// victim ("leading to the death of the driver" of an overturned truck).
var roleNouns = map[string]bool{"driver": true, "passenger": true, "customer": true}

// possessives are the words before a person named by their tie to
// another: "his wife", "their mother", "the driver".
var possessives = map[string]bool{"his": true, "her": true, "their": true, "the": true}

// tiedCount counts the people of a list's part, tokens [a, b), named by
// their tie to another: "his wife" and "the driver" (1), "her two sons"
// and "their three children" (the number), "his parents" (2), "his
// mother-in-law" (1). It returns 0 when the part is not so.
func (x *extractor) tiedCount(a, b int) int {
	toks := x.toks
	if b-a >= 5 && toks[b-1].lw == "law" && toks[b-2].lw == "-" && toks[b-3].lw == "in" && toks[b-4].lw == "-" {
		b -= 4 // "mother-in-law": its head is "mother"
	}
	if b-a < 2 || !possessives[toks[a].lw] || b-a > 5 {
		return 0
	}
	last := toks[b-1].lw
	switch {
	case personNouns[last] || roleNouns[last]:
		return 1
	case last == "parents":
		return 2
	case groupNouns[last]:
		if n, ok := text.NumberWords[toks[a+1].lw]; ok {
			return n
		}
	}
	return 0
}

// listOpeners are the words before a list of victims that is a clause's
// subject: "police said a man, …", "after two boys and two girls were shot".
var listOpeners = map[string]bool{
	"said": true, "says": true, "say": true, "after": true, "when": true, "as": true, "that": true, "while": true, ",": true, "-": true, ")": true,
}

// ageAside reports a part of a list, tokens [a, b), that gives the age of
// the one before it: "two female victims, one 18 years old, and a man".
func (x *extractor) ageAside(a, b int) bool {
	return b-a >= 2 && b-a <= 4 && x.toks[b-1].lw == "old" && startsAny(x.toks[b-2].lw, "year", "month")
}

// diedSubject reads the one who died before "died" at token d: a person's
// name ("Davienne Lewis from Springfield died", "Julian Bryant, 22,
// died"), or one person with an age and a place ("A 2-year-old boy in
// Tarpon Springs died"). It returns 1, or 0 when it cannot tell.
func (x *extractor) diedSubject(d int) int {
	toks := x.toks
	for i := d - 1; i >= 0 && i >= d-12; i-- {
		switch w := toks[i].lw; {
		case w == "," && i >= 2 && text.AllDigits(toks[i-1].lw) && toks[i-2].lw == ",":
			i -= 2 // an age between commas
			continue
		case w == "and" && x.shotAndDied(i, d):
			return 1
		case w == "," || w == ";" || w == "and" || w == "who" || w == "were" || w == "where" || w == "when" || w == "after" || w == "as" || w == "while":
			return 0 // "protested near the area where the victim died": the subject starts after it
		case w == "a" || w == "an" || w == "one" || w == "he" || w == "she" || w == "the" && i == 0 || x.personAt(i):
			return 1
		}
	}
	return 0
}

// shotAndDied reads "died" at token d after "and" at token and as the
// second verb of one person hit: "A man was shot in the leg and died
// later", "The 13 year old was shot through the chest, near the heart, and
// died before the ambulance arrived", "Winston Brown, 16, suffered a
// gunshot wound … and later died". A subject told with a relative clause
// ("Lampkin, who friends say was …, was shot") is not read.
func (x *extractor) shotAndDied(and, d int) bool {
	toks := x.toks
	for i := and + 1; i < d; i++ {
		switch toks[i].lw {
		case "later", "then", "eventually", "subsequently":
		default:
			return false
		}
	}
	for v := and - 1; v >= 1 && v >= and-20; v-- {
		switch toks[v].lw {
		case ";", "and", "were", "died":
			return false
		case "suffered", "sustained": // "… suffered a gunshot wound to the face and later died"
			return x.diedSubject(v) > 0
		case "was":
			p := v + 1
			for p < and && strings.HasSuffix(toks[p].lw, "ly") {
				p++
			}
			switch toks[p].lw {
			case "shot", "wounded", "struck", "hit", "stabbed", "injured":
				return x.diedSubject(v) > 0
			}
			return false
		}
	}
	return false
}

// lifeTaken counts the dead of a sentence that tells a death without a
// count: a life claimed or taken ("a shooting that claimed the life of
// a 9-year-old", "claimed one man's life", "that took her life"), or the
// death of one person ("the shooting death of a 17-year-old", "the fatal
// shooting of Justin Burns", "in the death of an 11-year-old boy") and
// those joined to them ("the death of a man and his toddler" 2). It
// returns 0 when the sentence tells none.
func (x *extractor) lifeTaken() int {
	toks := x.toks
	for i := 1; i < len(toks) && i < x.cutFrom; i++ {
		switch toks[i].lw {
		case "life":
			for j := i - 1; j >= 0 && j >= i-4; j-- {
				if w := toks[j].lw; w == "claimed" || w == "claims" || w == "took" || w == "takes" || w == "taken" {
					return 1
				}
			}
		case "death", "shooting":
			prev := toks[i-1].lw
			deathOf := toks[i].lw == "death" && (prev == "shooting" || prev == "the") || toks[i].lw == "shooting" && prev == "fatal"
			if !deathOf || i+1 >= len(toks) || toks[i+1].lw != "of" {
				continue
			}
			if i+2 < len(toks) && (toks[i+2].lw == "a" || toks[i+2].lw == "an" || x.personAt(i+2) ||
				text.AllDigits(toks[i+2].lw) && i+4 < len(toks) && toks[i+3].lw == "-" && startsAny(toks[i+4].lw, "year", "month")) {
				return 1 + x.moreVictims(i+3)
			}
		}
	}
	return 0
}

// anotherWounded reports one more person wounded beside the dead, told as
// "another": "Three people were killed, and another injured", "a man was
// killed and another man was hurt".
//
// Also one more person told by an ordinal or "one" ("three people were found
// shot to death and a fourth person was injured", "four people are dead and
// one is critically injured"), or wounded by the killer ("shot his brother
// to death, wounded an older brother").
func (x *extractor) anotherWounded() bool {
	toks := x.toks
	for i := 0; i < len(toks) && i < x.cutFrom; i++ {
		if x.woundedOne(i) {
			return true
		}
		if toks[i].lw != "another" && !(toks[i].lw == "one" && i > 0 && toks[i-1].lw == "and") &&
			!(ordinals[toks[i].lw] && i > 0 && toks[i-1].lw == "a") {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			switch w := toks[j].lw; {
			case w == "injured" || w == "wounded" || w == "hurt":
				return true
			case w == "," || w == "." || w == ";" || w == "and" || w == "killed" || w == "dead":
				j = len(toks)
			}
		}
	}
	return false
}

// ordinals are the words of one more person: "a fourth person".
var ordinals = map[string]bool{"second": true, "third": true, "fourth": true, "fifth": true, "sixth": true}

// woundedOne reports a killer's active wounding of one person at token i:
// "wounded an older brother", "injuring his mother".
func (x *extractor) woundedOne(i int) bool {
	toks := x.toks
	switch toks[i].lw {
	case "wounded", "wounding", "injured", "injuring":
	default:
		return false
	}
	if i == 0 || i+2 >= len(toks) {
		return false
	}
	switch toks[i-1].lw {
	case "was", "were", "is", "are", "been", "being":
		return false // passive: its subject
	case "fatally", "mortally":
		return false // "fatally wounding his younger brother": the dead
	}
	switch toks[i+1].lw {
	case "a", "an", "his", "her", "their":
	default:
		return false
	}
	for j := i + 2; j < len(toks) && j <= i+4; j++ {
		if personNouns[toks[j].lw] {
			return true
		}
	}
	return false
}

// nameSpans reports tokens [a, b) that are one person's name, as the
// tagger found it: a PER mention from token a to token b.
func (x *extractor) nameSpans(a, b int) bool {
	if a >= b {
		return false
	}
	for _, m := range x.in.Mentions {
		if m.Type == storyline.PER && m.Span.Start == x.toks[a].s && m.Span.End == x.toks[b-1].e {
			return true
		}
	}
	return false
}
