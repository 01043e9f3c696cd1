package events

import (
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// Merge merges the coded events of a story's articles into the events they
// report: mentions of the same event — within an article and across
// articles — become one storyline.StoryEvent with its reports, earliest
// first. Two mentions report the same event when their kinds are
// compatible (the same family: demonstrations and riots, political
// violence, or the same strategic development), their places are the same
// or one contains the other, their dates overlap (±1 day for a day), and
// their actors do not contradict each other. The merged fields: the most
// precise date, the finest place, the latest stated number of dead (every
// figure kept in FatalitiesReported).
// Events come out by date; MainEvent picks the one the story is about.
func Merge(arts []*storyline.Article) []storyline.StoryEvent {
	return MergeWith(arts, nil)
}

// MergeWith is Merge with what each article's text tells of the story's
// towns taken from readings when they hold it, and kept there when read
// (see TownReadings); nil readings read every article, as Merge does.
func MergeWith(arts []*storyline.Article, readings TownReadings) []storyline.StoryEvent {
	order := slices.Clone(arts)
	sort.SliceStable(order, func(i, j int) bool {
		ti, tj := reportTime(order[i]), reportTime(order[j])
		if !ti.Equal(tj) {
			return ti.Before(tj)
		}
		return order[i].ID < order[j].ID
	})
	var groups [][]mention
	var reps []storyline.Event // each group's merged fields so far
	for _, a := range order {
		last := -1 // the group of the article's last mention
		for i := range a.Analysis.Events {
			e := &a.Analysis.Events[i]
			if !e.Coded() {
				continue
			}
			m := mention{e: e, dayNamed: namesDay(a.Text, e.DateSpan) && !opensPeriod(a.Text, e.DateSpan), periodDay: opensPeriod(a.Text, e.DateSpan), deedsDay: deedsDayOf(a, e.DateSpan), relativeDay: relativeDay(a.Text, e.DateSpan), said: e.Sentence.In(a.Text), inherited: e.DateSpan.End == 0 && e.Date != refDay(a), referredBack: referredBack(a.Text, e), away: setAway(a.Text, e), clocked: clockBefore(a.Text, e.DateSpan), ref: storyline.EventMention{
				Article: a.ID, Outlet: a.Outlet, Published: a.Published.Time, Copy: a.NearDuplicateOf != 0,
				Index: i, Sentence: e.Sentence, Trigger: e.TriggerSpan, Fatalities: e.Fatalities, Injured: e.Injured,
			}}
			fits := func(k int) bool {
				return sameEvent(&reps[k], e) && !alsoElsewhere(a, e, groups[k]) && !awayFromTheOther(a.ID, m, groups[k]) && !otherNamedDay(groups[k], m) && !otherClockDay(a.ID, groups[k], m) && !battleAndBlast(a.ID, e, groups[k]) && !otherDayOwnDead(a, groups[k], m) && !otherBlock(a, e, groups[k])
			}
			// the group of the mention's own kind first: a report's "1300
			// killed in chemical attack on Ghouta" joins the gas attack,
			// not the next day's shelling of the same suburbs that its
			// day's leeway also fits
			g, kind := -1, -1
			for k := range reps {
				if fits(k) {
					if g < 0 {
						g = k
					}
					if reps[k].SubEventType == e.SubEventType {
						kind = k
						break
					}
				}
			}
			if kind >= 0 {
				g = kind
			}
			if g >= 0 && last >= 0 && last != g && partsApart(a, groups[g], groups[last]) && fits(last) {
				g = last // the sentences after a round-up's part tell that part (mergeblocks.go)
			}
			if g < 0 {
				groups = append(groups, nil)
				reps = append(reps, storyline.Event{})
				g = len(groups) - 1
			}
			groups[g] = append(groups[g], m)
			reps[g] = mergeFields(groups[g])
			last = g
		}
	}
	if len(groups) == 0 {
		// No coded event: skip reading the story's towns, the costliest
		// part of a merge and most of a check of a story without events.
		return []storyline.StoryEvent{}
	}
	towns := storyTowns(order, readings)
	days := map[int64]namedDay{} // the day each article names (articleDay)
	for _, a := range order {
		if d, ok := articleDay(a); ok {
			days[a.ID] = d
		} else if d, ok := titleDay(a); ok {
			days[a.ID] = d // "… in Thursday night shooting in Columbia" (datetitle.go)
		}
	}
	out := make([]storyline.StoryEvent, len(groups))
	dated := make([]int, len(groups)) // articles that name each event's day
	for g, ms := range groups {
		if p := reps[g].Place; p != nil {
			reps[g].Place = towns.reading(p)
		}
		if p := reps[g].Place; (p == nil || placeRank(p) < 2) && !countryStated(&reps[g]) {
			if t := towns.within(p); t != nil && !seatOfProvince(t, p) {
				reps[g].Place, reps[g].Location, reps[g].LocationSpan = t, t.Name, storyline.Span{}
			}
		} else if c := towns.sectionCity(p); c != nil {
			reps[g].Place = c // a neighbourhood read as its namesake elsewhere (townsection.go)
		} else {
			reps[g].Place = townOf(p)
		}
		se := storyline.StoryEvent{Event: reps[g]}
		articles, outlets, datedBy := map[int64]bool{}, map[string]bool{}, map[int64]bool{}
		told := map[articleSentence]bool{}
		for _, m := range ms {
			k := articleSentence{m.ref.Article, m.said, -1}
			if m.said == "" {
				k.index = m.ref.Index // no words to tell a repeat by
			}
			if !told[k] {
				told[k] = true
				se.Mentions++
			}
			se.Reports = append(se.Reports, m.ref)
			if datesMain(m, &reps[g], len(ms)) {
				datedBy[m.ref.Article] = true
			}
			if d := reportDead(m); d > 0 {
				se.FatalitiesReported = append(se.FatalitiesReported, d)
			}
			if m.e.Injured > 0 {
				se.InjuredReported = append(se.InjuredReported, m.e.Injured)
			}
			articles[m.ref.Article] = true
			if !m.ref.Copy {
				outlets[text.Fold(m.ref.Outlet)] = true
			}
		}
		se.Articles, se.Sources = len(articles), max(len(outlets), 1)
		out[g] = se
		dated[g] = len(datedBy)
	}
	if m := mainOf(out, dated); m >= 0 {
		out[m].Main = true
		if ms := groups[m]; slices.IndexFunc(ms, func(x mention) bool { return dateRank(x) < 10 && !x.deedsDay || x.inherited }) < 0 {
			// no sentence of the story's incident names its day, nor
			// follows one that does: the day its articles name close
			// by is the incident's ("It happened Thursday night",
			// dateincident.go), finer than a week or a month a
			// sentence gives ("Seven men who were shot this past
			// weekend … a call around 11:50 p.m. Saturday"), often
			// that of another deed ("moved in about two weeks ago");
			// a day only a statement or a court step is told with
			// ("prosecutors said Friday") is no day of the incident
			// (datedeed.go)
			if d, ok := namedDayOf(ms, days); ok && !outsideStatedMonth(&out[m].Event, d) {
				out[m].Date, out[m].DateEnd, out[m].TimePrecision = d, storyline.Date{}, 1
			}
		}
		headlineCounts(&out[m], order)
		if t := towns.about(out[m].Place); t != nil && !countryKept(&out[m].Event, t, towns.count(t)) && !ownTownKept(out[m].Place, t, groups[m], order, readings) {
			out[m].Place, out[m].Location, out[m].LocationSpan = t, t.Name, storyline.Span{}
		}
		if c, name := storyCounty(order, out[m].Place); name != "" {
			if c != nil {
				out[m].Place = c
			}
			out[m].Location, out[m].LocationSpan = name, storyline.Span{}
		}
	}
	for g := range out {
		actorsOfPlace(&out[g].Event, groups[g])
		airForceOfGroup(&out[g].Event, groups[g])
		// the merge takes each actor from the report that names it best,
		// and the lines above may move them: the code is of the pair
		// the row shows
		out[g].Interaction = interaction(&out[g].Event)
	}
	out = slices.DeleteFunc(out, background)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Date.Time().Before(out[j].Date.Time()) })
	return out
}

// backgroundAge is how long before its first report an event a story
// tells in passing is its background.
const backgroundAge = 183 * 24 * time.Hour

// background reports an event a story tells in passing, dated by its own
// words half a year or more before its first report: "In January 2016 the
// OPCW announced …" or a timeline's "September 22 2016 …" in an April
// 2017 report about a gas attack. It is what happened before, not the
// news; the main event stays whatever its date (a trial's report names
// the day of the shooting it is about).
func background(e storyline.StoryEvent) bool {
	if e.Main || e.DateSpan.End == 0 || e.Date.IsZero() || len(e.Reports) == 0 {
		return false
	}
	first := e.Reports[0].Published
	for _, r := range e.Reports {
		if !r.Published.IsZero() && (first.IsZero() || r.Published.Before(first)) {
			first = r.Published
		}
	}
	return !first.IsZero() && first.Sub(e.Date.Time()) >= backgroundAge
}

// alsoElsewhere reports a mention whose sentence tells its deed as one
// more ("ISIS terrorists were also targeted in several operations in
// al-Bukamal", "Also an army unit destroyed an armored vehicle … in Deir
// Hafer") at another place than a mention of the same article already in
// group: the article tells two deeds, and the merge of the headline's
// "Syrian Army Kills over 100 … in Deir Ezzor" with the other one moved
// the 100 dead to al-Bukamal. A place that fits any (a country, none)
// says nothing, nor does a town near the other.
func alsoElsewhere(a *storyline.Article, e *storyline.Event, group []mention) bool {
	if e.Place == nil || placeRank(e.Place) == 0 || !alsoDeed(a.Text, e) {
		return false
	}
	for _, m := range group {
		p := m.e.Place
		if m.ref.Article != a.ID || p == nil || placeRank(p) == 0 || text.Fold(p.Name) == text.Fold(e.Place.Name) {
			continue
		}
		if placeRank(p) == 2 && placeRank(e.Place) == 2 && places.DistanceKm(p, e.Place) <= nearKm {
			continue
		}
		return true
	}
	return false
}

// alsoDeed reports an additive word (additiveWords) that opens e's
// sentence or stands right before its trigger: "Also an army unit
// destroyed …", "were also targeted", "also wounded three". One elsewhere
// in the sentence is another clause's ("Abdurrahman also stated that …",
// "It is also …").
func alsoDeed(txt string, e *storyline.Event) bool {
	words := func(s string) []string {
		return strings.FieldsFunc(text.Fold(s), func(r rune) bool { return !unicode.IsLetter(r) })
	}
	if ws := words(e.Sentence.In(txt)); len(ws) > 0 && additiveWords[ws[0]] {
		return true
	}
	t := e.TriggerSpan
	if t.End == 0 || t.Start < e.Sentence.Start || t.Start > len(txt) {
		return false
	}
	before := words(txt[e.Sentence.Start:t.Start])
	for _, w := range before[max(0, len(before)-3):] {
		if additiveWords[w] {
			return true
		}
	}
	return false
}

// mention is one coded sentence of an article, with its reference.
type mention struct {
	e        *storyline.Event
	ref      storyline.EventMention
	dayNamed bool // the sentence names the event's day (dateRank)
	// deedsDay marks a day named that dates a statement, an arrest or a
	// court step (datedeed.go).
	deedsDay bool
	// inherited marks a date the sentence takes from the event before it
	// in its paragraph, not the article's.
	inherited bool
	// periodDay marks a date that bounds a period ("from Friday through
	// Sunday"): a round-up's, the weakest date of an event (dateRank).
	periodDay bool
	// relativeDay marks a day named without a number ("on Friday",
	// "yesterday"): the report's own telling, not a dated stamp.
	relativeDay bool
	// referredBack marks a deed named as past when its sentence's day came
	// ("after the toxic gas attack"): that day is not the deed's
	// (dateRank).
	referredBack bool
	// said is the sentence's words: a page that repeats a paragraph
	// reports its event once (Mentions).
	said string
	// away marks a deed its sentence sets at a distance (mergeaway.go);
	// clocked, a day named with its hour (otherClockDay).
	away, clocked bool
}

// articleSentence keys a mention by its article and its words.
type articleSentence struct {
	article int64
	said    string
	index   int
}

// namesDay reports a time expression that names a day ("Monday night",
// "Aug. 26", "yesterday"), not only a time of the article's day ("about
// 9:10 p.m.", "this morning") whose day is the report's, not the event's.
func namesDay(txt string, sp storyline.Span) bool {
	if sp.End == 0 || sp.End > len(txt) || sp.Start >= sp.End {
		return false
	}
	for _, w := range strings.FieldsFunc(text.Fold(txt[sp.Start:sp.End]), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '/'
	}) {
		w = strings.TrimSuffix(w, "s") // "Mondays", "Sept"
		if _, ok := text.Weekdays[w]; ok {
			return true
		}
		if _, ok := text.Months[w]; ok {
			return true
		}
		if _, ok := text.MonthAbbrevs[w]; ok {
			return true
		}
		switch {
		case w == "yesterday", w == "today", w == "tonight", w == "last", w == "day", strings.Contains(w, "/"):
			return true
		}
	}
	return false
}

// MainEvent returns the index of the event a story is about: the one
// Merge marked Main, else the most independent sources, then the most
// mentions, then the most dead, then the earliest; -1 when there is none.
func MainEvent(evs []storyline.StoryEvent) int {
	for i := range evs {
		if evs[i].Main {
			return i
		}
	}
	return mainOf(evs, nil)
}

// mainOf ranks the events of a story for MainEvent, first by dated[i],
// how many articles name the day of event i when given. The incident a
// story is about is the one its reports tell with its day ("Sunday
// night", "on March 4"); an article that mentions it in passing — a trial,
// a funeral, an arrest — repeats its words on the day of the report.
func mainOf(evs []storyline.StoryEvent, dated []int) int {
	best := -1
	for i := range evs {
		if best < 0 {
			best = i
			continue
		}
		a, b := &evs[i], &evs[best]
		switch {
		case arrestFor(b, a), asideOf(b, a):
			best = i
		case arrestFor(a, b), asideOf(a, b):
		case dated != nil && dated[i] != dated[best]:
			if dated[i] > dated[best] {
				best = i
			}
		case a.Sources != b.Sources:
			if a.Sources > b.Sources {
				best = i
			}
		case a.Mentions != b.Mentions:
			if a.Mentions > b.Mentions {
				best = i
			}
		case a.Fatalities > b.Fatalities:
			best = i
		case a.Fatalities == b.Fatalities && a.Date.Time().Before(b.Date.Time()):
			best = i
		}
	}
	return best
}

// arrestFor reports an arrest that a story tells after the violence it is
// for: the story is about the shooting or the attack, however many
// follow-ups tell the arrest ("Teen charged in fatal shooting of …").
func arrestFor(arrest, violence *storyline.StoryEvent) bool {
	if arrest.SubEventType != storyline.SubArrests {
		return false
	}
	switch violence.EventType {
	case storyline.EventViolenceCivilians, storyline.EventBattles, storyline.EventExplosions:
		return true
	}
	return false
}

// violent reports political violence: a clash, an explosion, an attack.
func violent(e *storyline.StoryEvent) bool {
	switch e.EventType {
	case storyline.EventViolenceCivilians, storyline.EventBattles, storyline.EventExplosions:
		return true
	}
	return false
}

// asideOf reports a strategic development a story tells beside violence
// with its own dead or wounded: the looting of the shop the gunman fled
// through, the truce a shooting's neighbours called, the search of the
// suspect's car, the equipment destroyed in a battle that killed a
// commander. The story is about the people killed or hurt, however many
// of its sentences tell what came around it. Violence long before the
// development is the past it recalls, not what it came around: an accord
// on an inquiry names the attack of months before it ("the accord …
// to visit Khan al-Assal where a chemical attack was reported on March
// 19"), and the accord is the news.
func asideOf(aside, violence *storyline.StoryEvent) bool {
	if aside.EventType != storyline.EventStrategic || !violent(violence) || violence.Fatalities+violence.Injured == 0 {
		return false
	}
	return aside.Date.Time().Sub(violence.Date.Time()) <= asideAfter
}

// asideAfter is how long after violence a development is still told
// around it.
const asideAfter = 7 * 24 * time.Hour

// reportTime is when an article reported: its publication, else its
// ingest.
func reportTime(a *storyline.Article) time.Time {
	if !a.Published.Time.IsZero() {
		return a.Published.Time
	}
	return a.IngestedAt
}

// family groups the kinds of event one event can be reported as: a
// protest that turns violent is still the protest; an attack one outlet
// calls a shelling and another an air strike is one event. Strategic
// developments merge only with their own sub-event type (a defection with
// a desertion), and Other only with its own tag.
func family(e *storyline.Event) string {
	switch e.EventType {
	case storyline.EventProtests, storyline.EventRiots:
		return "demonstration"
	case storyline.EventBattles, storyline.EventExplosions, storyline.EventViolenceCivilians:
		return "political violence"
	}
	switch {
	case e.SubEventType == storyline.SubDefection:
		return storyline.SubChangeToGroup
	case e.SubEventType == storyline.SubOther && len(e.Tags) > 0:
		return e.SubEventType + "|" + e.Tags[0] // a border closure is not a break of relations
	}
	return e.SubEventType
}

// sameEvent reports whether e reports the event merged into rep: not
// when one is a suicide bombing and the other a deed of remote means that
// counts other dead (otherDeed).
func sameEvent(rep, e *storyline.Event) bool {
	return sameFamily(rep, e) && (samePlace(rep.Place, e.Place) || nearbyToll(rep, e)) && sameDate(rep, e) && sameActors(rep, e) && !otherDeed(rep, e) && !unnamedApart(rep, e) && !unnamedApart(e, rep)
}

// nearbyToll reports two mentions in towns farther apart than nearKm told
// of one deed: the same sub-event type and day, stated tolls, and
// NearbyTolls.
func nearbyToll(a, b *storyline.Event) bool {
	if a.SubEventType != b.SubEventType || a.Date != b.Date || a.FatalitiesImplied || b.FatalitiesImplied {
		return false
	}
	return NearbyTolls(a.Place, a.Fatalities, b.Place, b.Fatalities)
}

// NearbyTolls reports two towns of one country within tollNearKm of each
// other whose tolls, of tollNearCount or more, lie within twice each
// other: reports of one deed of a day and kind, the callers check. A
// bombing in a capital's suburb is placed in the suburb by one report and
// in the capital by another ("Damascus car bomb kills 70 people" of the
// blast at Rankus, 28 km out); two such deeds a day, each with tens dead,
// so near are seldom seen. The corpus grouping (internal/export) reads
// them so, as Merge does.
func NearbyTolls(a *storyline.Place, deadA int, b *storyline.Place, deadB int) bool {
	if a == nil || b == nil || placeRank(a) != 2 || placeRank(b) != 2 || a.Country != b.Country {
		return false
	}
	if a.Lat == 0 && a.Lon == 0 || b.Lat == 0 && b.Lon == 0 {
		return false
	}
	lo, hi := min(deadA, deadB), max(deadA, deadB)
	return lo >= tollNearCount && hi <= 2*lo && places.DistanceKm(a, b) <= tollNearKm
}

// tollNearKm and tollNearCount bound NearbyTolls: a capital and its
// suburbs; a count that tells which deed it is.
const (
	tollNearKm    = 40
	tollNearCount = 10
)

// sameFamily reports kinds one event can be reported as: the same family,
// or mob violence and political violence — a crowd's attack one outlet
// tells as a shooting or a beating another tells as the crowd's.
func sameFamily(a, b *storyline.Event) bool {
	fa, fb := family(a), family(b)
	if fa == fb {
		return true
	}
	mob := func(e *storyline.Event, f string) bool {
		return e.SubEventType == storyline.SubMobViolence && f == "political violence"
	}
	return mob(a, fb) || mob(b, fa)
}

// samePlace reports whether two places can be the same event's: the same
// town (or towns within nearKm of each other), or one contains the other
// (a town and its division or country). Unknown places fit any.
func samePlace(a, b *storyline.Place) bool {
	if a == nil || b == nil {
		return true
	}
	if a.Country != b.Country && a.Country != "" && b.Country != "" {
		return false
	}
	ra, rb := placeRank(a), placeRank(b)
	switch {
	case ra == 0 || rb == 0: // a country holds every place in it
		return true
	case capitalLoosely(a, b), capitalLoosely(b, a): // mergecapital.go
		return true
	case ra == 1 || rb == 1, namesakeTown(a), namesakeTown(b): // a division holds its towns
		da, db := divisionOf(a), divisionOf(b)
		return da == "" || db == "" || text.Fold(da) == text.Fold(db)
	}
	return text.Fold(a.Name) == text.Fold(b.Name) || places.DistanceKm(a, b) <= nearKm
}

// namesakeTown reports a town that bears its division's name — Idlib in
// Idlib province, Hama (Ḩamāh) in Hama, Raqqa (Ar Raqqah) in Raqqa: a
// report that names it often means the province ("a gas attack in Idlib"),
// so for the merge it holds the division's towns ("the town of Khan
// Sheikhoun"), and any of them is finer.
func namesakeTown(p *storyline.Place) bool {
	if placeRank(p) != 2 || p.Admin1 == "" {
		return false
	}
	town, division := bareName(p.Name), bareName(p.Admin1)
	if len(town) > len(division) {
		town, division = division, town
	}
	return len(town) >= 4 && strings.HasPrefix(division, town) && len(division)-len(town) <= 2
}

// bareName folds a place name to its letters, without an Arabic article
// ("Ar Raqqah" is "raqqah").
func bareName(name string) string {
	f := text.Fold(name)
	for _, art := range []string{"al ", "al-", "ar ", "ar-", "as ", "as-", "ad ", "ad-", "an ", "an-", "ash ", "ash-", "az ", "az-"} {
		f = strings.TrimPrefix(f, art)
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return r
		}
		return -1
	}, f)
}

// divisionOf is the first-level division a place is or lies in.
func divisionOf(p *storyline.Place) string {
	if placeRank(p) == 1 {
		return p.Name
	}
	return p.Admin1
}

// nearKm is how far apart two towns named for one event may lie: a
// neighbourhood and its city, a village and the town reports put it in.
const nearKm = 25

// placeRank orders places from coarse to fine: 0 a country, 1 a division,
// 2 a town.
func placeRank(p *storyline.Place) int {
	switch p.Kind {
	case "country":
		return 0
	case "admin1":
		return 1
	}
	return 2
}

// sameDate reports whether the dates of two events overlap, each read as
// the span its precision allows: a day ±1 day, a week or a stated range,
// a month; a date the sentence does not state (the article's) covers the
// week before it. A month ends where the next begins: January's attack
// and February's bombings ("in January another attack … killed 70", "a
// string of bombings in February left 134 dead") only touch, and are two
// events. Days two apart still merge: a shooting's reports tell its
// victims' deaths and the arrests days later.
func sameDate(a, b *storyline.Event) bool {
	if a.Date.IsZero() || b.Date.IsZero() {
		return true
	}
	a0, a1 := dateSpan(a)
	b0, b1 := dateSpan(b)
	if a.TimePrecision >= 3 || b.TimePrecision >= 3 {
		a0, a1 = monthSpan(a, a0, a1)
		b0, b1 = monthSpan(b, b0, b1)
		return a1.After(b0) && b1.After(a0)
	}
	return !a1.Before(b0) && !b1.Before(a0)
}

// monthSpan is the span of a date of a month or coarser, from its first
// day to the day after its last, without the day's leeway dateSpan gives a
// stated range: a month's span ends where the next month's begins. Other
// dates keep their span from, to.
func monthSpan(e *storyline.Event, from, to time.Time) (time.Time, time.Time) {
	if e.TimePrecision < 3 {
		return from, to
	}
	d := e.Date.Time()
	if !e.DateEnd.IsZero() {
		return d, e.DateEnd.Time().AddDate(0, 0, 1)
	}
	first := time.Date(d.Year(), d.Month(), 1, 0, 0, 0, 0, time.UTC)
	return first, first.AddDate(0, 1, 0)
}

func dateSpan(e *storyline.Event) (from, to time.Time) {
	d := e.Date.Time()
	const day = 24 * time.Hour
	switch {
	case !e.DateEnd.IsZero():
		return d.Add(-day), e.DateEnd.Time().Add(day)
	case e.TimePrecision >= 3:
		first := time.Date(d.Year(), d.Month(), 1, 0, 0, 0, 0, time.UTC)
		return first, first.AddDate(0, 1, 0)
	case e.DateSpan.End == 0 && e.TimePrecision == 2:
		return d.Add(-7 * day), d.Add(day)
	case e.TimePrecision == 2:
		return d.Add(-day), d.Add(7 * day)
	}
	return d.Add(-day), d.Add(day)
}

// sameActors reports whether two events' actors can be one event's: they
// contradict each other when both name both sides and share no actor, or
// when two foreign forces did them (foreignDoersApart).
func sameActors(a, b *storyline.Event) bool {
	if foreignDoersApart(a, b) {
		return false
	}
	if a.Actor1 == nil || a.Actor2 == nil || b.Actor1 == nil || b.Actor2 == nil {
		return true
	}
	for _, x := range []*storyline.EventActor{a.Actor1, a.Actor2} {
		for _, y := range []*storyline.EventActor{b.Actor1, b.Actor2} {
			if actorSort(x.Name) == actorSort(y.Name) {
				return true
			}
		}
	}
	return false
}

// specificWeapon ranks the sub-event types the codebook codes whatever
// else a report calls the attack.
var specificWeapon = map[string]int{storyline.SubChemicalWeapon: 2, storyline.SubSuicideBomb: 1}

// weaponOfAttack reports an air strike or shelling that names the weapon
// of an attack another report tells without one ("a civilian massacre
// took place over the weekend", "airstrikes killed 25 children on
// Saturday"): the codebook codes the remote weapon. A bomb on the ground
// does not ("police searched the building for improvised explosive
// devices" is told of many shootings), nor does a strike told with a
// battle, which stays the battle.
func weaponOfAttack(weapon, attack *storyline.Event) bool {
	return attack.SubEventType == storyline.SubAttack && (weapon.SubEventType == storyline.SubAirStrike || weapon.SubEventType == storyline.SubShelling)
}

// severity orders the kinds of a demonstration: a protest that turns
// violent is coded as the more severe.
var severity = map[string]int{
	storyline.SubPeacefulProtest:      1,
	storyline.SubProtestIntervention:  2,
	storyline.SubExcessiveForce:       3,
	storyline.SubMobViolence:          4,
	storyline.SubViolentDemonstration: 5,
}

// mergeFields computes a merged event's fields from its mentions, in
// report order. The kind: the most severe for a demonstration; a chemical
// weapon or a suicide bomb whatever delivered it (the codebook's
// precedence: a gas attack one outlet tells as an air strike is the
// chemical attack, "Bombs kill 22" told as a double suicide bombing is
// the suicide bombing); else the one most mentions give (the first
// reported on a tie); the actors,
// counts' source and words from the first mention of that kind. The date:
// the day the most articles name (the earliest on a tie: an earlier day
// one report gives in passing, an argument the night before, does not
// move it), else the most precise stated one (dateRank); the place: the
// finest; the dead and the wounded: mergeCounts.
func mergeFields(ms []mention) storyline.Event {
	kind := ms[0].e
	counts := map[string]int{}
	for _, m := range ms {
		counts[m.e.SubEventType]++
	}
	for _, m := range ms[1:] {
		switch {
		case family(m.e) == "demonstration" && family(kind) == "demonstration":
			if severity[m.e.SubEventType] > severity[kind.SubEventType] {
				kind = m.e
			}
		case specificWeapon[m.e.SubEventType] != specificWeapon[kind.SubEventType]:
			if specificWeapon[m.e.SubEventType] > specificWeapon[kind.SubEventType] {
				kind = m.e
			}
		case weaponOfAttack(m.e, kind):
			kind = m.e
		case weaponOfAttack(kind, m.e):
		case counts[m.e.SubEventType] > counts[kind.SubEventType]:
			kind = m.e
		}
	}
	out := *kind
	// Actors the chosen mention leaves out, another may name.
	for _, m := range ms {
		if out.Actor1 == nil && m.e.Actor1 != nil && (out.Actor2 == nil || m.e.Actor1.Name != out.Actor2.Name) && doerOfKind(m.e.Actor1, &out) && !sameSideGeneric(m.e.Actor1, out.Actor2) {
			out.Actor1, out.AssocActors1 = m.e.Actor1, m.e.AssocActors1
		}
		if out.Actor2 == nil && m.e.Actor2 != nil && (out.Actor1 == nil || m.e.Actor2.Name != out.Actor1.Name) {
			out.Actor2, out.AssocActors2 = m.e.Actor2, m.e.AssocActors2
		}
		out.Confidence = max(out.Confidence, m.e.Confidence)
	}
	type articleDay struct {
		article int64
		day     storyline.Date
	}
	seen := map[articleDay]bool{}
	named := map[storyline.Date]int{} // articles that name each day
	for _, m := range ms {
		if k := (articleDay{m.ref.Article, m.e.Date}); dateRank(m) == 0 && !seen[k] {
			seen[k] = true
			named[m.e.Date]++
		}
	}
	date := ms[0]
	for _, m := range ms[1:] {
		r, rd := dateRank(m), dateRank(date)
		if r < rd || r == rd && r == 0 && (named[m.e.Date] > named[date.e.Date] || named[m.e.Date] == named[date.e.Date] && m.e.Date.Time().Before(date.e.Date.Time())) {
			date = m
		}
	}
	if day, ok := dayWithin(ms, date); ok {
		date = day // "over the weekend" and "at 1:31 a.m." (datewithin.go)
	}
	out.Date, out.DateEnd, out.TimePrecision, out.DateSpan = date.e.Date, date.e.DateEnd, date.e.TimePrecision, date.e.DateSpan
	var place *storyline.Event
	given, outskirts := placeCounts(ms), capitalOutskirts(ms)
	for _, m := range ms {
		if m.e.Place == nil || place != nil && outskirts.suburb(place.Place, m.e.Place) {
			continue // a capital the reports place the deed outside of does not displace its suburb (placesuburb.go)
		}
		if place == nil || outskirts.suburb(m.e.Place, place.Place) || placeFiner(m.e.Place, place.Place) && !outsideOf(m.e.Place, place.Place) || !placeFiner(place.Place, m.e.Place) && moreGiven(m.e.Place, place.Place, given) {
			place = m.e // the finest, not a town of another province; of places as fine, the one most reports give (placestated.go, placeoutside.go)
		}
	}
	if place != nil {
		out.Place, out.Location, out.LocationSpan = place.Place, place.Location, place.LocationSpan
	}
	mergeCounts(&out, ms)
	return out
}

// dateRank orders dates from the most precise: a day a sentence names
// (0), the earliest of those the most articles name being the event's, as
// later days are those of
// the reports, arrests and hospital bulletins ("was in critical condition
// Tuesday after … were shot Monday evening"); then a week or month a
// sentence states; then a time of the article's day ("about 9 p.m."); then
// a day that bounds a period (opensPeriod); then a date inherited or the
// article's, each by time precision.
func dateRank(m mention) int {
	e := m.e
	switch {
	case e.DateSpan.End == 0:
		return 30 + e.TimePrecision
	case m.periodDay:
		return 29
	case m.referredBack:
		return 25
	case e.TimePrecision == 1 && m.dayNamed:
		return 0
	case e.TimePrecision == 1:
		return 20
	}
	return 10 + e.TimePrecision
}

// placeFiner reports whether a is a finer place than b: a town before a
// division before a country, another town before one named like its
// division, then the lower geo precision.
func placeFiner(a, b *storyline.Place) bool {
	if ra, rb := placeRank(a), placeRank(b); ra != rb {
		return ra > rb
	}
	if na, nb := namesakeTown(a), namesakeTown(b); na != nb {
		return nb
	}
	return a.Precision < b.Precision
}

// sameSideGeneric reports a non-state side named only by its kind ("Rebel
// Group (Syria)" for "militants", "terrorists") beside a named non-state
// group: another report's generic word is most likely that group again,
// not its foe ("More than 100 ISIS terrorists killed" and "the
// elimination of 34 militants" of one strike).
func sameSideGeneric(a, named *storyline.EventActor) bool {
	return named != nil && nonStateArmed(a.Inter) && nonStateArmed(named.Inter) && actorSort(a.Name) != a.Name && actorSort(named.Name) == named.Name
}

// doerOfKind reports whether a, the first actor of another mention, may
// be the doer of an event of e's kind: a crowd (protesters, rioters,
// civilians) does not drop gas or shells, so a mob's mention merged into
// a chemical attack ("people" who rioted) lends it no doer.
func doerOfKind(a *storyline.EventActor, e *storyline.Event) bool {
	crowd := a.Inter == storyline.InterProtesters || a.Inter == storyline.InterRioters || a.Inter == storyline.InterCivilians
	return !crowd || family(e) == "demonstration"
}
