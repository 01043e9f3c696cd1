package events

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
)

// counts sets the fatalities, injured, arrested, defected and crowd size
// of e from the figures of its sentence, and a single victim when the
// sentence kills one person without a number ("a man was shot dead").
func (x *extractor) counts(si *sentInfo, e *storyline.Event) {
	txt := x.in.Text
	defer func() {
		if e.Fatalities > 0 && e.Injured == 0 && x.anotherWounded() {
			e.Injured = 1 // "three people were killed, and another injured"
		}
		if e.Fatalities > 0 {
			if n := x.diedOfWounded(e.Fatalities); n >= 0 {
				e.Injured = n // "one of four women wounded … has died": three
			}
		}
		e.Dead, e.Hit = x.victimNames()
	}()
	fatal, fatalEnd := -1, -1
	x.statedTotal = false
	tolls, own := 0, 0
	injured, injEnd := 0, -1 // the wounded of the current list of figures, and where it ends
	roundUp := x.roundUp()
	shotDead := false    // a count of people fatally shot: the dead, not the hit
	var seen []seenCount // the sentence's counts so far, for their parts
	for i := range x.in.Figures {
		f := &x.in.Figures[i]
		if f.Span.Start < si.span.Start || f.Span.End > si.span.End || f.Kind != storyline.FigureCount && f.Kind != storyline.FigureStrength {
			continue
		}
		n := countOf(f)
		a, b := x.figureToks(f)
		if n <= 0 || a < x.cutTo || a >= x.cutFrom || x.notACount(f, a, b) || x.aimedCount(a) {
			continue
		}
		role := figureRole(txt, si.span, *f)
		if crowdOfRE.MatchString(lower(txt[max(si.span.Start, f.Span.Start-40):f.Span.Start])) {
			// "shots were fired into the crowd of thousands, injuring four
			// men", "six people had been shot in a crowd of more than 100"
			role = roleCrowd
		}
		if (role == roleNone || role == roleCrowd) && x.sentToHospital(f, b) {
			role = roleInjured // "sent five people, including two teens, to the hospital"
		}
		grouped := false
		if role == roleNone || role == roleCrowd {
			// the verb after an aside: "Fifteen people, including children, were shot"
			if _, r := x.groupCount(a); r != roleNone {
				role, grouped = r, true
			}
		}
		if role == roleNone && f.Action == "" && storyline.PeopleCategory(f.Category) && x.joinedByAnd(fatalEnd, a) {
			// the second of the dead a verb before both counts: "claimed
			// the lives of 129 loyalists and 116 rebels"
			role, grouped = roleFatal, true
		}
		switch object := x.objectRole(a); {
		case deadOrWounded(txt, si.span, f.Span):
			role = roleVictims // "88 Killed & Injured", "Kills Injures over 70": the hit, not the dead
		case grouped:
		case object != roleNone && (role == roleFatal || role == roleInjured):
			role = object // "kill 10 injure scores": each count its verb's
		case x.fatalFigure(f, a, b):
			role = roleFatal
		case role == roleFatal && x.fateAfter(b) == roleInjured:
			role = roleInjured // "two killed and eight others … wounded"
		case role == roleFatal && shotAction(f) && !x.fatallyShot(a):
			// the people a gunman shot, the dead counted after among
			// them: "shot six people, killing four of them"
			role = roleVictims
		case role == roleFatal:
			role = roleNone
		}
		if roundUp && (role == roleInjured || role == roleVictims) {
			continue // the wounded of several shootings
		}
		if role == roleFatal && (roundUp || x.cumulative(f, a, b) || x.deadIncludeAfterToll() || x.namesCollected(a) || x.inGrave(a) || x.countOverDays(f, n) || x.periodCount()) {
			// a toll over a period is a figure of the story, not this event's dead
			if tolls == 0 {
				x.tollAt, x.tollFatal, x.tollFig = a, n, f
			}
			tolls++
			continue
		}
		if k := x.includedIn(a); k >= 0 {
			// a part of a count told just before it is no second
			// report of it: "killed 31 people including two medics"
			// is 31; a whole the verb after its part did not reach
			// takes the part's role ("23 civilians including nine
			// children were killed" is 23)
			w := slices.IndexFunc(seen, func(c seenCount) bool { return c.a <= k && k < c.b })
			if w < 0 || seen[w].role != roleNone || role == roleNone {
				continue
			}
			n, seen[w].role = seen[w].n, role
		} else {
			seen = append(seen, seenCount{a: a, b: b, n: n, role: role})
		}
		switch role {
		case roleFatal:
			own++
			if h := lower(f.CountedHead); h == "fatalities" || h == "fatality" || h == "deaths" {
				x.statedTotal = true
			}
			if f.Source != "" && e.Source == "" {
				e.Source, e.SourceSpan = f.Source, f.SourceSpan
			}
			switch {
			case fatal < 0:
				fatal = n
				e.FatalitiesSpan = f.Span
			case x.coordinated(fatalEnd, a):
				fatal += n // "three soldiers and two civilians"
			case n < fatal && x.lastOfBreakdown(a):
				// the last part of a toll told by how they died: "19 men
				// were executed on Thursday 18 shot dead and one beheaded"
			default:
				fatal = min(fatal, n) // two reports of one toll: the lower, as ACLED does
			}
			fatalEnd = b
		case roleInjured:
			// "injuring four men and two women" is six; "six people, three
			// men and three women, were wounded" and "four men were injured
			// - two were taken to …" are six and four: the parts of a whole
			// or some of them again
			if injEnd >= 0 && x.joinedByAnd(injEnd, a) {
				injured += n
			} else {
				injured = n
			}
			injEnd = b
			e.Injured = max(e.Injured, injured)
		case roleVictims:
			e.Victims = max(e.Victims, n)
			shotDead = shotDead || x.fatallyShot(a)
			if x.othersCount(f, b) {
				// "Three other people were also shot" beside a death told
				// apart: the wounded, not the dead
				e.Injured = max(e.Injured, n)
			}
		case roleArrested:
			e.Arrested += n
		case roleDefected:
			e.Defected = max(e.Defected, n)
		case roleCrowd:
			if e.EventType == storyline.EventProtests || e.EventType == storyline.EventRiots {
				e.CrowdSize = max(e.CrowdSize, n)
			}
		}
	}
	for a := range min(x.cutFrom, len(x.toks)) {
		if !x.uncountedGroup(a) || x.figureAt(a) || x.aimedCount(a) {
			continue
		}
		switch n, role := x.groupCount(a); role {
		case roleFatal:
			if deadOrWounded(txt, si.span, storyline.Span{Start: x.toks[a].s, End: x.toks[a].e}) {
				e.Victims = max(e.Victims, n)
			} else if fatal < 0 {
				fatal, fatalEnd = n, a+1
				e.FatalitiesSpan = storyline.Span{Start: x.toks[a].s, End: x.toks[a].e}
				own++
			}
		case roleInjured:
			e.Injured = max(e.Injured, n)
		case roleVictims:
			e.Victims = max(e.Victims, n)
			shotDead = shotDead || x.fatallyShot(a)
		}
	}
	switch n, role, end := x.victimList(); role {
	case roleFatal:
		if n > fatal && tolls == 0 {
			fatal, fatalEnd = n, end
		}
	case roleVictims:
		e.Victims = max(e.Victims, n)
	case roleInjured:
		e.Injured = max(e.Injured, n)
	}
	listed := false // the dead counted one by one from a list, no number stated for all
	if n, end := x.killedList(); n > fatal && tolls == 0 {
		fatal, fatalEnd, listed = n, end, true
	}
	if fatal > 0 && e.Victims > fatal && e.Injured == 0 && !roundUp && !shotDead {
		// the dead among the people shot, the others wounded: "shot
		// five people, killing two" is three wounded; the killer's own
		// death, counted after, was none of them
		e.Injured = e.Victims - fatal
	}
	x.tollOnly = tolls > 0 && own == 0
	if e.Victims == 0 && !x.tollOnly {
		// one hit, dead or alive: "a woman was also injured" may die
		// of it in the next report
		e.Victims = x.loneVictim(si)
	}
	// "a 9-month-old was injured in a double shooting": two hit
	if !x.tollOnly {
		e.Victims = max(e.Victims, x.multipleShooting())
	}
	if fatal > 0 {
		e.Fatalities, e.FatalitiesImplied = fatal+x.shooterSuicide(fatalEnd), listed
		return
	}
	defer func() {
		if e.Fatalities < 2 && x.murderSuicide() && (e.EventType == storyline.EventViolenceCivilians || e.EventType == storyline.EventBattles) {
			// a murder-suicide kills two at least, its victim and
			// its killer: "the victim of an apparent murder-suicide",
			// "Police say it was a murder-suicide"
			e.Fatalities, e.FatalitiesImplied, e.FatalitiesSpan = 2, true, storyline.Span{}
		}
	}()
	if x.tollOnly {
		return
	}
	if n := x.lifeTaken(); n > 0 && (e.EventType == storyline.EventViolenceCivilians || e.EventType == storyline.EventBattles) {
		// "a shooting that claimed the life of a 9-year-old", "the
		// shooting death of 17-year-old Jaylene Cruz"; a protest "against
		// the death of a cyclist" is not that death
		e.Fatalities, e.FatalitiesImplied = n, true
		return
	}
	if si.has(cKill) || si.has(cKillWeak) && (e.EventType != "" || si.has(cAttack)) {
		i := si.first[cKill]
		if i < 0 {
			i = si.first[cKillWeak]
		}
		if n := x.singleVictim(&x.hits[i]); n > 0 && !x.killOfEarlierDeed(&x.hits[i], e) {
			h := &x.hits[i]
			e.Fatalities, e.FatalitiesImplied = n+x.shooterSuicide(h.b), true
			if e.Victims > n && e.Injured == 0 && !roundUp && !shotDead {
				e.Injured = e.Victims - n // "shooting six people and killing one"
			}
			e.FatalitiesSpan = storyline.Span{Start: x.toks[h.a].s, End: x.toks[h.b-1].e}
		}
	}
}

// killOfEarlierDeed reports a killing told after "a day after" or "weeks
// after" that dates e, whose trigger stands before it: "renewed barrel
// bomb attacks … a day after bombardments killed at least 24 people" —
// the 24 are the bombardments', not the barrel bombs'. A sentence whose
// only deed is the earlier one ("two weeks after a car bombing at the
// crossing killed 30 people") keeps its dead: that event is the bombing.
func (x *extractor) killOfEarlierDeed(h *hit, e *storyline.Event) bool {
	k := x.earlierDeedAt(h.a)
	return k >= 0 && e.TriggerSpan.End <= x.toks[k].s
}

// seenCount is a count of a sentence: its tokens a..b, its number and the
// role it took (includedIn).
type seenCount struct{ a, b, n, role int }

// shooterSuicide counts the killer among the dead when the sentence, after
// the count of the victims ending before token from, says the killer then
// took their own life: "shot and killed his daughter before turning the gun
// on himself", "killing four of them before killing himself". A count that
// already includes the gunman ("5 dead, including the gunman") adds none.
// A killer the police then killed counts the same way: "four people were
// killed by a man before he was shot and killed by police".
func (x *extractor) shooterSuicide(from int) int {
	toks := x.toks
	for i := from; i < len(toks); i++ {
		if x.killedByPolice(i) {
			return 1
		}
		switch toks[i].lw {
		case "including", "includes", "include":
			if i+2 < len(toks) && containsAny(toks[i+1].lw+" "+toks[i+2].lw, "gunman", "shooter", "suspect", "killer", "himself", "herself") {
				return 0
			}
		case "himself", "herself":
			if i < from+1 || i < 2 {
				continue // "killing himself" is the count itself
			}
			p1, p2 := toks[i-1].lw, toks[i-2].lw
			if p1 == "on" && (p2 == "gun" || p2 == "weapon" || p2 == "rifle" || p2 == "pistol" || p2 == "handgun") ||
				p1 == "killing" || p1 == "killed" || p1 == "kills" || p1 == "kill" {
				return 1
			}
			if p1 == "then" || p1 == "," || p1 == "and" {
				// the killing's verb left out: "shoots 4 relatives,
				// killing 2, then himself", "kills woman, her son,
				// himself"
				return 1
			}
		case "self":
			if i > from && (toks[i-1].lw == "," || toks[i-1].lw == "and" || toks[i-1].lw == "then") {
				return 1 // "kills his 2 sons, self"
			}
		case "life":
			if i >= 2 && toks[i-1].lw == "own" && (toks[i-2].lw == "his" || toks[i-2].lw == "her") {
				return 1
			}
		case "suicide":
			if i > from && (toks[i-1].lw == "committed" || toks[i-1].lw == "commits") {
				return 1 // "… and then committed suicide"
			}
		}
	}
	return 0
}

// killedByPolice reports the killer killed by the police at token i, in
// a clause of its own after the victims' count: "before he was shot and
// killed by police", "the suspect was fatally shot by deputies", "before
// being killed by officers". The police words are those of
// policeWords; "were killed by police" with no killer as subject is the
// count itself, not the killer's death.
func (x *extractor) killedByPolice(i int) bool {
	toks := x.toks
	if w := toks[i].lw; w != "killed" && !(w == "shot" && i > 0 && toks[i-1].lw == "fatally") {
		return false
	}
	if i+2 >= len(toks) || toks[i+1].lw != "by" || !policeWords[toks[i+2].lw] && !(i+3 < len(toks) && policeWords[toks[i+3].lw]) {
		return false
	}
	for j := i - 1; j >= 1 && j >= i-4; j-- {
		switch toks[j].lw {
		case "being":
			return true
		case "was", "is":
			switch toks[j-1].lw {
			case "and", "he", "she", "gunman", "shooter", "suspect", "attacker", "killer":
				return true // "… and was then fatally shot by officers"
			}
			return false
		}
	}
	return false
}

// policeWords name the police or one of its officers.
var policeWords = map[string]bool{
	"police": true, "officers": true, "officer": true, "deputies": true, "deputy": true, "troopers": true,
	"trooper": true, "agents": true, "swat": true, "authorities": true,
}

// countOf reads a figure as the number of people it reports: the low
// reading of a range or a vague quantity ("between 500 and 1300", "dozens"),
// the stated number of a lower bound ("more than 90" is 90, never more) or
// of an approximation ("around 367" is 367, not the low end of its margin).
func countOf(f *storyline.Figure) int {
	n := int(f.Low)
	if f.Qualifier == "about" || f.Qualifier == "some" {
		n = int(f.Best)
	}
	if n <= 0 {
		n = int(f.Best)
	}
	return n
}

// loneVictim counts the victims of a shooting or wounding told without a
// number ("a man was shot in the leg", "shot a woman and her son"): the
// people hit, dead or alive. It returns 0 when the sentence does not say.
// A gunshot wound suffered counts one: "the boy suffered a gunshot wound
// to the leg".
func (x *extractor) loneVictim(si *sentInfo) int {
	for _, c := range []cue{cAttack, cInjure} {
		i := si.first[c]
		if i < 0 {
			continue
		}
		switch x.toks[x.hits[i].a].lw {
		case "shot", "wounded", "injured", "hurt":
			if n := x.singleVictim(&x.hits[i]); n > 0 {
				return n
			}
		}
	}
	if x.woundSuffered() || x.woundedAlone() {
		return 1
	}
	return 0
}

// woundSuffered reports one person who suffered or sustained a gunshot
// wound: "An 11-year-old boy suffered a self-inflicted gunshot wound",
// "a juvenile who had suffered a gunshot wound to his leg", "is nursing a
// gunshot wound", "arrived at the hospital with a gunshot wound".
func (x *extractor) woundSuffered() bool {
	toks := x.toks
	for i := 2; i < len(toks) && i < x.cutFrom; i++ {
		if toks[i].lw != "wound" {
			continue
		}
		// eight words back, past the wound's gravity: "suffered a
		// non-life-threatening gunshot wound"
		for j := i - 1; j >= 1 && j >= i-8; j-- {
			if (toks[j].lw == "a" || toks[j].lw == "one") && woundVerbs[toks[j-1].lw] {
				return true
			}
			if toks[j].lw == "," || toks[j].lw == "and" {
				break
			}
		}
	}
	return false
}

// woundVerbs take the wound one person suffered as their object.
var woundVerbs = map[string]bool{
	"suffered": true, "sustained": true, "suffering": true, "sustaining": true, "nursing": true, "with": true,
	"for": true, // "treated for a gunshot wound"
}

// inHeadline reports a count at sp in the text's headline.
func (x *extractor) inHeadline(sp storyline.Span) bool {
	return sp.End > 0 && sp.End <= x.headlineEnd
}

// titleCase reports a sentence whose words of more than three letters
// are mostly capitalized: a headline ("Syrian Army Kills over 100 ISIS
// Terrorists in Deir Ezzor"), not a lede.
func titleCase(s string) bool {
	words, upper := 0, 0
	for _, w := range strings.Fields(s) {
		r := []rune(w)
		if len(r) <= 3 || !unicode.IsLetter(r[0]) {
			continue
		}
		words++
		if unicode.IsUpper(r[0]) {
			upper++
		}
	}
	return words >= 3 && upper*10 >= words*7
}

// coordinated reports two counts of different victims joined by "and" or a
// comma within a few words: "three soldiers and two civilians".
func (x *extractor) coordinated(prevEnd, a int) bool {
	if prevEnd < 0 || a < prevEnd || a-prevEnd > 4 {
		return false
	}
	for i := prevEnd; i < a; i++ {
		if w := x.toks[i].lw; w == "and" || w == "," {
			return true
		}
	}
	return false
}

// lastOfBreakdown reports a count at token a that ends a list of counts
// after "and" ("18 shot dead and one beheaded"): another number stands a
// few words before the "and", with no clause's end between.
func (x *extractor) lastOfBreakdown(a int) bool {
	if a < 3 || x.toks[a-1].lw != "and" {
		return false
	}
	for k := a - 2; k >= 0 && k >= a-5; k-- {
		if clauseEnd(&x.toks[k]) {
			return false
		}
		if x.numberAt(k) {
			return true
		}
	}
	return false
}

// joinedByAnd reports two counts joined by "and" within a few words, the
// second ending a list ("four men and two women"), not an aside after a
// comma ("six people, three men and three women").
func (x *extractor) joinedByAnd(prevEnd, a int) bool {
	if prevEnd < 0 || a < prevEnd || a-prevEnd > 4 {
		return false
	}
	for i := prevEnd; i < a; i++ {
		if x.toks[i].lw == "," {
			return false
		}
	}
	for i := prevEnd; i < a; i++ {
		if x.toks[i].lw == "and" {
			return true
		}
	}
	return false
}

// singleVictim reads "a man was killed", "killed a man", "killing him",
// "killed a man and his son", "killing both": people killed one by one,
// no number given. It returns 0 when it cannot tell.
func (x *extractor) singleVictim(h *hit) int {
	toks := x.toks
	if x.negated(h) || x.attemptedKilling(h) || x.bodyPart(h) {
		return 0
	}
	if w := toks[h.a].lw; w == "died" || w == "dies" {
		if n := x.diedSubject(h.a); n > 0 {
			return n
		}
	}
	for i := h.a - 1; i >= 0 && i >= h.a-8; i-- {
		w := toks[i].lw
		if w == "was" || w == "is" || w == "has" {
			return 1
		}
		if w == "were" || w == "are" || w == "have" {
			// "a man and his wife were killed"
			// eight words back, the hyphens of an age not counted: "a man
			// and his 11-year-old son were"
			for j, words := i-1, 0; j >= 0 && words < 8; j-- {
				if toks[j].lw != "-" {
					words++
				}
				if toks[j].lw == "both" && x.passiveAt(h.a) {
					return 2 // "both men inside the car were killed"
				}
				if w := toks[j].lw; (w == "a" || w == "an" || w == "one") && !x.amountArticle(j) {
					if n := 1 + x.moreVictims(j+1); n > 1 {
						return n
					}
					break
				}
			}
			break
		}
		if w == ";" || w == "," || w == "both" || w == "two" || w == "three" {
			break
		}
		if (w == "his" || w == "her" || w == "him") && i > 0 && deathVerbs[toks[i-1].lw] && toks[h.a].lw == "to" {
			return 1 + x.moreVictims(i+1) // "shot his 6-year-old brother to death", "beat him to death"
		}
		// the subject: "a man died", "he died", "one person dead"
		if (w == "a" || w == "an") && x.amountArticle(i) {
			return 0 // "an unspecified number of others killed": no one person
		}
		if w == "a" || w == "an" || w == "one" || w == "he" || w == "she" {
			return 1 + x.moreVictims(i+1)
		}
	}
	for i := h.b; i < len(toks) && i < h.b+4; i++ {
		switch toks[i].lw {
		case "a", "an", "one", "him", "her", "his", "himself", "herself":
			if x.amountArticle(i) {
				return 0 // "killed a number of people"
			}
			return 1 + x.moreVictims(i+1)
		case "another":
			return 1 // "wounding four men and killing another"
		case "the":
			if i+1 < len(toks) && personNouns[toks[i+1].lw] {
				return 1 // "striking and killing the girl"
			}
		case "both":
			return 2
		case "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "people", "them", "their", ",", ";", ".":
			return 0
		case "in", "on", "at", "near", "during", "outside", "inside":
			if h.c == cAttack || h.c == cInjure {
				return 0 // "were wounded in one incident": a place or a time, not the victim
			}
		}
	}
	return 0
}

// deathVerbs are the verbs of "… to death" with their victim between:
// "shot his brother to death".
var deathVerbs = map[string]bool{
	"shot": true, "shooting": true, "stabbed": true, "stabbing": true, "beat": true, "beating": true,
	"strangled": true, "strangling": true, "choked": true, "bludgeoned": true,
}

// attemptedKilling reports a killing that was only tried or intended, the
// words of a charge: "charged with attempted murder", "criminal attempt
// homicide", "assault with intent to kill". Nobody died of it.
func (x *extractor) attemptedKilling(h *hit) bool {
	for i, words := h.a-1, 0; i >= 0 && words < 3; i-- {
		switch x.toks[i].lw {
		case "attempted", "attempt", "attempting", "intent", "intending", "tried", "trying", "conspiracy", "solicitation":
			return true
		case "first", "second", "third", "-", "degree":
			continue // the charge's degree: "attempted first-degree murder"
		}
		words++
	}
	return false
}

// bodyPart reports "body" naming where a living victim was hit, not a dead
// body: "shot in the upper body", "a gunshot wound to the body".
func (x *extractor) bodyPart(h *hit) bool {
	if x.toks[h.a].lw != "body" || h.a == 0 {
		return false
	}
	switch x.toks[h.a-1].lw {
	case "upper", "lower":
		return true
	case "the":
		return h.a > 1 && (x.toks[h.a-2].lw == "in" || x.toks[h.a-2].lw == "to")
	}
	return false
}

// moreVictims counts the singular victims coordinated after token i: "a
// man and his son", "a woman and a child".
// amountArticle reports an article at i that opens an amount, not one
// person: "an unspecified number of", "a handful of".
func (x *extractor) amountArticle(i int) bool {
	toks := x.toks
	if w := toks[i].lw; w != "a" && w != "an" {
		return false
	}
	j := i + 1
	for j < len(toks) && j <= i+2 && quantityAdjectives[toks[j].lw] {
		j++
	}
	return j+1 < len(toks) && quantityNouns[toks[j].lw] && toks[j+1].lw == "of"
}

func (x *extractor) moreVictims(i int) int {
	toks := x.toks
	n := 0
	for j := i; j < len(toks) && j < i+8; j++ {
		switch toks[j].lw {
		case ",", ";", ".", "in", "on", "at", "after", "while", "who", "when", "with", "during":
			return n
		case "and":
			if j+1 < len(toks) {
				switch toks[j+1].lw {
				case "a", "an", "his", "her", "their", "another", "one":
					if x.personAfter(j + 2) {
						n++
					}
				}
			}
		}
	}
	return n
}

// sentToHospital reports a count of people a shooting sent to the
// hospital, the words after an aside: "sent four teens, one who was 19
// years old and three who were 17, to the hospital".
func (x *extractor) sentToHospital(f *storyline.Figure, b int) bool {
	if a := lower(f.Action); a != "sent" && a != "sends" {
		return false
	}
	for i := b; i < len(x.toks) && i < b+20; i++ {
		if w := x.toks[i].lw; w == "hospital" || w == "hospitals" {
			return x.toks[i-1].lw == "the" && x.toks[i-2].lw == "to" || x.toks[i-1].lw == "to"
		}
	}
	return false
}

// personAfter reports a person named within a few words from token i:
// "and his son", "and a 3-year-old", "and his 11-year-old son", "and a
// woman", not "and a gun on the ground".
func (x *extractor) personAfter(i int) bool {
	for j := i; j < len(x.toks) && j < i+5; j++ {
		w := x.toks[j].lw
		if personNouns[w] || groupNouns[w] || w == "old" || x.personAt(j) {
			return true
		}
		if !x.toks[j].word || w == "and" {
			if w != "-" {
				return false
			}
		}
	}
	return false
}

const (
	roleNone = iota
	roleFatal
	roleInjured
	roleVictims // hit, dead or wounded: "six people were shot"
	roleArrested
	roleDefected
	roleCrowd
)

// figureRole says what a figure counts in an event: the dead, the injured,
// the arrested, defectors or a crowd. It reads the figure's action and
// counted noun, and the words right before and after it ("killing 4",
// "4 dead").
func figureRole(txt string, sent storyline.Span, f storyline.Figure) int {
	around := lower(f.Action) + " " + lower(f.CountedHead) + " "
	a := f.Span.End
	// the injuries' gravity ("were treated for non-life-threatening
	// gunshot wounds") is read past: what follows it is what was counted
	after := severityRE.ReplaceAllString(lower(txt[a:min(sent.End, a+80)]), "")
	around += after[:min(len(after), 40)] + " "
	s := max(sent.Start, f.Span.Start-14)
	before := lower(txt[s:f.Span.Start])
	if i := strings.LastIndexAny(before, ",;"); i >= 0 {
		before = before[i+1:]
	}
	around += before
	switch {
	case containsAny(around, "kill", "dead", "death", "died", "murder", "slain", "lost their lives", "execut", "massacr", "bodies", "fatalit", "lifeless", "shot dead", "behead", "decapitat") || livesTaken(lower(f.Action)):
		return roleFatal
	case containsAny(around, "injur", "wound", "hurt", "hospital", "treated"):
		return roleInjured
	case containsAny(around, "arrest", "detain", "apprehend", "custody", "captured"):
		return roleArrested
	case containsAny(around, "defect", "desert", "abandon"):
		return roleDefected
	case startsAny(lower(f.Action)+" ", "shot ", "struck by gunfire", "struck by bullets", "hit by gunfire", "hit by bullets"):
		return roleVictims
	case strings.HasSuffix(before, " shot ") || strings.HasSuffix(before, " shooting "):
		return roleVictims // "he fired at a home and shot four people inside"
	case containsAny(around, "protest", "demonstrat", "march", "gather", "rall", "people", "strik"):
		return roleCrowd
	}
	return roleNone
}

// shotAction reports a figure whose own verb is a shooting: "shot six
// people", "shooting five people".
func shotAction(f *storyline.Figure) bool {
	switch lower(f.Action) {
	case "shot", "shooting", "shoots", "shoot":
		return true
	}
	return false
}

// fatallyShot reports "fatally" before the shooting verb that governs the
// count starting at token a: "fatally shot six people", "fatally shot his
// 2 sons" count the dead, not people hit of whom some died.
func (x *extractor) fatallyShot(a int) bool {
	for i := a - 1; i >= 1 && i >= a-3; i-- {
		switch x.toks[i].lw {
		case "shot", "shooting", "shoots", "shoot":
			return x.toks[i-1].lw == "fatally"
		}
	}
	return false
}

// deadOrWounded reports a figure that counts the dead and the wounded
// together: "killed and injured", "killed & wounded", "kills injures",
// "dead or wounded" right before or after it.
func deadOrWounded(txt string, sent, fig storyline.Span) bool {
	window := lower(txt[max(sent.Start, fig.Start-24):min(sent.End, fig.End+24)])
	return deadOrWoundedRE.MatchString(window)
}

// crowdOfRE ends the words before a crowd's size, its qualifier
// included or not.
var crowdOfRE = regexp.MustCompile(`\bcrowds? of (?:more than |over |about |around |at least |nearly |almost |some |roughly )?$`)

// severityRE matches how grave injuries are, a compound adjective in
// front of them.
var severityRE = regexp.MustCompile(`\b(?:non[- ]?)?life[- ]threatening ?`)

var deadOrWoundedRE = regexp.MustCompile(`\b(?:kill\w*|dead)\s*(?:and|&|or|/)?\s*(?:injur|wound)|\b(?:injur\w*|wound\w*)\s*(?:and|&|or|/)?\s*(?:kill|dead)`)

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// othersCount reports a count of people ending before token b that are
// others than those the text counted before: "three other people",
// "seven more people", "Three others were also shot".
func (x *extractor) othersCount(f *storyline.Figure, b int) bool {
	if h := lower(f.CountedHead); h == "others" || h == "other" {
		return true
	}
	return b < len(x.toks) && (x.toks[b].lw == "other" || x.toks[b].lw == "others" || x.toks[b].lw == "more")
}
