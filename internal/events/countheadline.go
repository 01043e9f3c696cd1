package events

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// headlineWoundedRE matches a headline's count of the wounded, the
// headline idiom of a shooting report: "Four injured in drive-by
// shooting", "1 dead, 3 wounded in Camden shooting", "10 Hurt After Men
// With Shotgun Open Fire", "Man killed, 4 others injured", "1 dead, 2
// critically injured".
var headlineWoundedRE = headlineCountRE(headlineWoundWords)

// headlineDeadRE matches a headline's count of the dead: "2 dead in
// southeast Fresno house party shooting", "Three killed at motel".
var headlineDeadRE = headlineCountRE(headlineDeadWords)

// headlineCountRE matches a count right before one of words, a noun of
// people between them or not.
func headlineCountRE(words []string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(\d{1,3}|` + headlineNumberWords + `)(?: (?:people|others|more|men|women|teens|children|kids|adults))?,? (?:critically |seriously |badly |severely )?(?:` + strings.Join(words, "|") + `)\b`)
}

// headlineCounts sets the main event's dead and wounded from the headlines
// of the articles that report it when no sentence of theirs counts any:
// many reports count the victims in the headline only, the text telling
// each of them without a number, or the text lost behind a paywall. A
// headline of several shootings ("1 Killed, 5 Wounded In South Side
// Shootings") counts a round-up's victims, not the event's, and is left
// out.
func headlineCounts(e *storyline.StoryEvent, arts []*storyline.Article) {
	if e.Injured > 0 && e.Fatalities > 0 {
		return
	}
	reports := map[int64]bool{}
	for _, r := range e.Reports {
		reports[r.Article] = true
	}
	dead, wounded := 0, 0
	oneWounded := 0                   // a lone person wounded, no count ("Teen shot in foot")
	var diedOf struct{ dead, of int } // "One of five victims dies"
	for _, a := range arts {
		if !reports[a.ID] || a.TitleDerived || a.Title == "" {
			continue
		}
		t := strings.ToLower(a.Title)
		if strings.Contains(t, "shootings") {
			continue
		}
		if m := headlineDiedOfRE.FindStringSubmatch(t); m != nil {
			if k, n := headlineNumber(m[1]), headlineNumber(m[2]); k > 0 && n > k {
				diedOf.dead, diedOf.of = k, n
			}
		}
		d, w := headlineCount(headlineDeadRE, t), headlineCount(headlineWoundedRE, t)
		if d == 0 {
			var lone int
			d, lone = headlineOne(t)
			if w == 0 {
				oneWounded = max(oneWounded, lone)
			} else if lone > 0 && headlineOthersRE.MatchString(t) {
				w += lone // "Man shot, 2 others hurt": three
			}
		}
		dead = max(dead, d)
		wounded = max(wounded, w)
	}
	if e.Fatalities == 0 && diedOf.dead > 0 {
		// "One of Five Victims in Drive-By Shooting Dies": the later
		// report's update of the wounded counted before
		e.Fatalities, e.FatalitiesSpan, e.FatalitiesImplied = diedOf.dead, storyline.Span{}, false
		e.FatalitiesReported = append(e.FatalitiesReported, diedOf.dead) // a headline states it: kept with the rest
		if e.Injured == 0 || e.Injured >= diedOf.of {
			e.Injured = diedOf.of - diedOf.dead
		}
		return
	}
	if e.Fatalities == 0 && dead > 0 {
		e.Fatalities, e.FatalitiesSpan, e.FatalitiesImplied = dead, storyline.Span{}, false
		e.FatalitiesReported = append(e.FatalitiesReported, dead)
		if stated := slices.Max(append([]int{0}, e.InjuredReported...)); e.Injured > 0 && e.Injured == e.Victims && stated < e.Injured {
			// the wounded were the people shot, the dead now among them
			e.Injured = max(e.Victims-dead, stated, wounded)
		}
	}
	if e.Injured == 0 {
		e.Injured = wounded
	}
	if e.Injured == 0 && e.Fatalities == 0 {
		// one person hit and no death told: the one wounded
		e.Injured = oneWounded
	}
}

// headlineOne reads a headline that tells of people without a count: the
// dead of a killing ("Toledo man found guilty in May 25 fatal shooting",
// "Man gunned down in car", "Pittsburgh teen shot 'playing army' dies",
// "double homicide" two) and else the wounded, one person or two named
// together ("Rock Hill teen shot in foot", "Man and woman shot", "Killeen
// 2-year-old in critical condition"). A headline is terse: its bare
// singular noun is one person.
func headlineOne(t string) (dead, wounded int) {
	for _, m := range headlineKillingRE.FindAllStringSubmatchIndex(t, -1) {
		if !strings.HasSuffix(t[:m[0]], "attempted ") && !headlineCountAfterRE.MatchString(t[m[1]:]) {
			k := 0
			if m[2] >= 0 {
				k = headlineMultipleWords[t[m[2]:m[3]]]
			}
			// "attempted murder" killed no one; "Killing 50 Terrorists"
			// is a verb with its count, not a killing of one
			return max(k, 1), 0
		}
	}
	n := 0
	if m := headlineOneRE.FindStringSubmatch(t); m != nil {
		n = len(headlinePersonRE.FindAllString(m[1], -1))
	} else if headlineHurtOneRE.MatchString(t) {
		n = 1 // "Shooting that injured 11-year-old boy ruled accidental"
	}
	if n == 0 {
		return 0, 0
	}
	if headlineDeathRE.MatchString(t) {
		if headlineOneDeadRE.MatchString(t) || headlineKilledOneRE.MatchString(t) {
			return n, 0 // "Man, woman shot dead"; "Man shot, dies" kills the man
		}
		return 0, 0
	}
	return 0, n
}

// The headline patterns of headlineOne: one person or two joined
// ("man and woman", "mother, son"), an age between commas, then the
// words of their death or wounding; a killing's words; any word of death.
var (
	headlinePerson       = `(?:(?:\d{1,2}|[a-z]+)-(?:year|month|week)-old|` + strings.Join(headlinePersonWords, "|") + `)\b`
	headlinePersonRE     = regexp.MustCompile(`\b` + headlinePerson)
	headlinePersons      = `((?:^|[^\w'-] ?)` + headlinePerson + `(?:(?:,| and| &) (?:a |his |her )?[\w-]*? ?` + headlinePerson + `)?)(?:,? \d{1,2},?)?(?:'s)? (?:is |was |has |remains )?`
	headlineOneRE        = regexp.MustCompile(headlinePersons + `(?:` + strings.Join(append(slices.Clone(headlineOneDeadWords), headlineOneWoundedWords...), "|") + `|gunshot wound)\b`)
	headlineOneDeadRE    = regexp.MustCompile(headlinePersons + `(?:shot,? )?(?:` + strings.Join(headlineOneDeadWords, "|") + `)\b|\b(?:dies|died)\b`)
	headlineDeathRE      = regexp.MustCompile(`\b(?:` + strings.Join(headlineOneDeadWords, "|") + `|death|fatal|deadly|homicide|murder\w*)\b`)
	headlineKillingRE    = regexp.MustCompile(`\b(?:(double|triple|quadruple)[- ])?(?:` + strings.Join(headlineKillingWords, "|") + `)\b`)
	headlineHurtOneRE    = regexp.MustCompile(`\b(?:injured|wounded|injures|wounds|hurt|killed|kills) (?:a |an |his |her )?(?:\d{1,2}-(?:year|month)-old )?` + headlinePerson)
	headlineKilledOneRE  = regexp.MustCompile(`\b(?:killed|kills) (?:a |an |his |her )?(?:\d{1,2}-(?:year|month)-old )?` + headlinePerson)
	headlineCountAfterRE = regexp.MustCompile(`^ (?:at least |more than |over |some )?(?:\d|(?:` + headlineNumberWords + `|dozens|hundreds|scores)\b)`)
	headlineOthersRE     = regexp.MustCompile(`\b(?:\d{1,3}|` + headlineNumberWords + `) others\b`)
)

// headlineCount is the highest count re matches in a headline, or 0.
func headlineCount(re *regexp.Regexp, title string) int {
	n := 0
	for _, m := range re.FindAllStringSubmatchIndex(title, -1) {
		w := title[m[2]:m[3]]
		if strings.HasSuffix(title[:m[2]], ", ") && strings.HasPrefix(title[m[3]:], ",") {
			continue // an age between commas: "girl, 6, wounded"
		}
		n = max(n, headlineNumber(w))
	}
	return n
}

// headlineNumber reads a headline's number, in digits or words.
func headlineNumber(w string) int {
	k, err := strconv.Atoi(w)
	if err != nil {
		k = text.NumberWords[w]
	}
	return k
}

// headlineDiedOfRE matches a headline's death among the people a
// shooting hit: "One of five victims in drive-by shooting dies", "2 of 4
// shot in park have died".
var headlineDiedOfRE = regexp.MustCompile(`\b(\d{1,2}|` + headlineNumberWords + `) of (\d{1,2}|` + headlineNumberWords + `) (?:[\w-]+ ){0,8}?(?:dies|die|died|has died|have died)\b`)
