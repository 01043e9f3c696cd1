package events

import "strings"

// A deed's setting: "The deadly raid comes amid a massive aerial offensive
// … that began in December", "That agreement came after hundreds of people
// were killed in chemical strikes". The sentence sets a deed told before
// against something else: a campaign it is part of ("amid"), or an earlier
// deed it followed ("after"), told in passing, with no day of its own. An
// ACLED coder codes the deeds of the day; the campaign is many days, and
// the earlier deed, undated, would be dated by the report
// (docs/events-syria.md, "Thirtieth pass").

// settingOfTheDeed drops the deeds of the setting after "comes amid",
// "came after", "came days after" and the like:
//   - after "amid" the setting is a campaign or a state of things under
//     way: its deeds are dropped;
//   - after "after" or "following" it is an earlier deed: dropped when the
//     deed before "came" is one told before (a demonstrative: "That
//     agreement came after", "This attack comes after") and the setting
//     names no time of its own ("came a day after", "after … on Monday"
//     keep it: the earlier deed is dated, news of the week);
//   - a deed named by a demonstrative before "came" ("That agreement",
//     "This attack") is the one told before, not a new one.
func (x *extractor) settingOfTheDeed() {
	toks := x.toks
	for c := 1; c+1 < len(toks); c++ {
		switch toks[c].lw {
		case "comes", "come", "came":
		default:
			continue
		}
		subj := x.demonstrativeSubject(c)
		p, timed := c+1, false
		for p < len(toks) && p <= c+5 && settingLead[toks[p].lw] {
			if settingTimes[toks[p].lw] {
				timed = true
			}
			p++
		}
		if p >= len(toks) {
			continue
		}
		end := x.settingEnd(p)
		switch toks[p].lw {
		case "amid", "amidst":
			if !x.deedTimeAmong(p+1, end) {
				x.dropHitsIn(p+1, end) // "amid reports that on Saturday jets struck" keeps its day
			}
		case "after", "following":
			if subj >= 0 && !timed && !x.timeAmong(p+1, end) {
				x.dropHitsIn(p+1, end)
			}
		default:
			continue
		}
		if subj >= 0 {
			x.dropHitsIn(subj, c)
		}
	}
}

// demonstrativeSubject returns the token of a demonstrative that opens
// the noun phrase right before token c ("That agreement came", "this
// latest attack comes"), -1 when there is none.
func (x *extractor) demonstrativeSubject(c int) int {
	toks := x.toks
	for k := c - 1; k >= 0 && k >= c-4; k-- {
		w := toks[k].lw
		switch {
		case w == "this" || w == "that" || w == "these" || w == "those":
			return k
		case !toks[k].word || relativeWords[w]:
			return -1
		}
	}
	return -1
}

// settingEnd returns one past the last token of the setting opened at p:
// up to a semicolon or colon, a comma, or a verb of saying that hands the
// sentence back to its source.
func (x *extractor) settingEnd(p int) int {
	toks := x.toks
	k := p + 1
	for k < len(toks) {
		w := toks[k].lw
		if w == ";" || w == ":" || w == "," || saidBefore[w] {
			break
		}
		k++
	}
	return k
}

// deedTimeAmong reports a time expression among tokens [a, b) that dates
// a deed, not the start of a campaign or a state: "amid reports that on
// Saturday jets carried out strikes" has one; "amid an offensive that
// began on December 15" and "a ceasefire which came into force in late
// December" have none.
func (x *extractor) deedTimeAmong(a, b int) bool {
	toks := x.toks
	for k := a; k < b; k++ {
		if !x.timeAmong(k, k+1) {
			continue
		}
		started := false
		for j := k - 1; j >= a && j >= k-3; j-- {
			if startWords[toks[j].lw] {
				started = true
			}
		}
		if !started {
			return true
		}
	}
	return false
}

// timeAmong reports a time expression that starts among tokens [a, b).
func (x *extractor) timeAmong(a, b int) bool {
	if a >= b || b > len(x.toks) {
		return false
	}
	lo, hi := x.toks[a].s, x.toks[b-1].e
	for _, t := range x.in.TimeExprs {
		if t.Span.Start >= lo && t.Span.Start < hi {
			return true
		}
	}
	return false
}

// causeOfTheDeed drops the deed a sentence names as the cause of its own:
// "launched cruise missiles at an air base in response to a poison gas
// attack", "In retaliation for the shelling rebels fired rockets". The
// cause is an earlier deed told in passing, with no day of its own here;
// coded, it would take the day and place of the sentence's deed, and its
// means would replace the deed's. It is kept when it names its time ("in
// response to an attack near the capital on August 21": news of its own),
// and when the sentence's own deed names no means ("targeted positions in
// retaliation for mortar fire"): the cause's may be the reply's too.
func (x *extractor) causeOfTheDeed() {
	toks := x.toks
	for p := 1; p+1 < len(toks); p++ {
		if !causeOpeners[toks[p-1].lw] || !causeHeads[toks[p].lw] || !causeLinks[toks[p+1].lw] {
			continue
		}
		from, end := p+2, x.causeEnd(p+2)
		if x.timeAmong(from, end) {
			continue
		}
		own, ownMeans := false, false
		for i := range x.hits {
			h := &x.hits[i]
			if h.c == cNone || h.c >= cNumCues || h.a >= from && h.a < end || h.a >= p-1 && h.a < from {
				continue
			}
			own = true
			ownMeans = ownMeans || meansCue(h.c)
		}
		if !own || ownMeans {
			x.dropHitsIn(from, end)
		}
	}
}

// causeEnd returns one past the last token of a cause opened at token a:
// the setting's end (a comma, a verb of saying), or the subject of the
// sentence's own clause after a cause that opens it ("In retaliation for
// the shelling rebels fired rockets"), or a participle that goes on with
// the sentence's deed ("in response to the attack launching missiles").
func (x *extractor) causeEnd(a int) int {
	toks := x.toks
	end := x.settingEnd(a)
	for _, ac := range x.actors {
		if ac.a > a+1 && ac.a < end && !ac.agent && !subjectPrepositions[toks[ac.a-1].lw] {
			end = ac.a
		}
	}
	for k := a + 1; k < end; k++ {
		if t := &toks[k]; !t.cap && len(t.lw) > 5 && strings.HasSuffix(t.lw, "ing") && x.hitAt(k) == nil {
			return k
		}
	}
	return end
}
