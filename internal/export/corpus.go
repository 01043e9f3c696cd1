package export

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/text"
)

// Events merge only within a story (events.Merge), so an event several
// stories tell in passing — a massacre each story of its war recalls — is
// a row of each. A listing of more than one story gives such rows as one:
// corpusMerge groups the rows of different stories that report the same
// event (sameEvent) and keeps the row with most sources, its reports the
// union of the group's.
//
// The groups are made where the rows are read, over the rows the filters
// select, not kept by the store: which rows of other stories an event
// duplicates changes whenever any of them is rebuilt, and a filtered
// listing (an outlet, a date range) holds only some of a group's rows. A
// listing reads the selected rows twice: once to group them (keeping a
// few fields a row, not the rows), then to write them.

// corpusEvent is what the grouping reads of one selected row.
type corpusEvent struct {
	key                storyline.EventKey
	story              int64
	eventType, subType string
	date               storyline.Date
	timePrecision      int
	// dateEnd closes a range ("in just four days"); dateFromReport is set
	// when no mention states the day (storyline.Event.DateFromReport);
	// reported is the day of the earliest report.
	dateEnd, reported storyline.Date
	dateFromReport    bool
	// joined says how a vague row joined an earlier event another story
	// dates (joinEarlier): by a count of dead the event's reports state,
	// or for its day alone (its number is then not the event's).
	joined joinedBy
	// place is the event's, as its row has it (the kind of place the
	// store's columns leave out: a town, a region, a country); mapPlace
	// is the store's columns', which the map draws.
	place, mapPlace    *storyline.Place
	fatalities         int
	mentions, sources  int
	nonEvent           bool
	article            int64
	index              int
	reports            []storyline.EventMention
	fatalitiesReported []int
}

// eventGroup is the rows of different stories that report one event; the
// first is the row kept.
type eventGroup []*corpusEvent

// corpusMerge is the grouping of a listing's rows: the group of each row
// kept that others join, and the rows given by another.
type corpusMerge struct {
	groups  map[storyline.EventKey]eventGroup
	dropped map[storyline.EventKey]bool
	kept    []*corpusEvent // every row kept, in the listing's order
}

// mergeCorpus reads every row q selects and groups the rows of different
// stories that report the same event.
func mergeCorpus(ctx context.Context, es storyline.EventStore, q storyline.EventQuery) (*corpusMerge, error) {
	q.After, q.Limit = storyline.EventKey{}, eventPageSize
	var evs []*corpusEvent
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		page, err := es.MergedEvents(ctx, q)
		if err != nil {
			return nil, err
		}
		for _, m := range page {
			var r EventRow
			if err := json.Unmarshal(m.Row, &r); err != nil {
				return nil, fmt.Errorf("story %d event %d: %w", m.Story, m.Seq, err)
			}
			evs = append(evs, &corpusEvent{key: storyline.EventKey{Lead: m.Lead, Seq: m.Seq}, story: m.Story,
				eventType: m.EventType, subType: m.SubEventType, date: m.Date, timePrecision: r.Event.TimePrecision,
				dateEnd: r.Event.DateEnd, dateFromReport: r.Event.DateFromReport, reported: firstReport(r.Reports, m.Date),
				place: cmp.Or(r.Event.Place, m.Place), mapPlace: m.Place, fatalities: m.Fatalities, mentions: m.Mentions, sources: m.Sources, nonEvent: m.NonEvent,
				article: m.Article, index: m.Index, reports: r.Reports, fatalitiesReported: r.FatalitiesReported})
		}
		if len(page) < q.Limit {
			break
		}
		last := page[len(page)-1]
		q.After = storyline.EventKey{Lead: last.Lead, Seq: last.Seq}
	}
	return groupEvents(evs), nil
}

// firstReport is the day of the earliest of reports, or date when none
// is dated.
func firstReport(reports []storyline.EventMention, date storyline.Date) storyline.Date {
	var first time.Time
	for _, x := range reports {
		if !x.Published.IsZero() && (first.IsZero() || x.Published.Before(first)) {
			first = x.Published
		}
	}
	if first.IsZero() {
		return date
	}
	return storyline.DateOf(first.UTC())
}

// groupEvents groups evs (in the listing's order): each row, the rows
// that state their day first (vague), then most sources (then most
// mentions, then the listing's order), joins the first group it reports
// the same event as every row of, with no row of its story, or starts
// one; a row whose day no mention states may instead join an earlier
// event another story dates (joinEarlier). Non-events stay rows of their
// own. A group's first row, the one kept, is so a row that states its
// day whenever the group has one.
func groupEvents(evs []*corpusEvent) *corpusMerge {
	order := slices.Clone(evs)
	slices.SortStableFunc(order, func(a, b *corpusEvent) int {
		return cmp.Or(compareBool(a.vague(), b.vague()), cmp.Compare(b.sources, a.sources), cmp.Compare(b.mentions, a.mentions))
	})
	// A row joins only a group whose first row is of its type and within
	// a day of it (sameEvent), so groups are looked up by type and the
	// first row's day, not tried one by one: a store of 100,000 articles
	// lists tens of thousands of rows.
	type typeDay struct {
		eventType string
		day       int64
	}
	byDay := map[typeDay][]*eventGroup{}
	created := map[*eventGroup]int{}
	var groups []*eventGroup
	for _, e := range order {
		if e.nonEvent || e.eventType == "" {
			continue
		}
		var home *eventGroup
		dated := !e.date.IsZero() && e.place != nil
		if dated && e.vague() {
			home = joinEarlier(e, func(typ string, day int64) []*eventGroup { return byDay[typeDay{typ, day}] }, created)
			if home != nil && home.admits(e) {
				// the same event by the rules of rows that state their
				// day: its number is the event's
				e.joined = notJoined
			}
		}
		if dated && home == nil {
			day := e.date.Time().Unix() / 86400
			for d := day - 1; d <= day+1; d++ {
				for _, g := range byDay[typeDay{e.eventType, d}] {
					if home != nil && created[g] > created[home] {
						break
					}
					if g.admits(e) {
						home = g
						break
					}
				}
			}
		}
		if home == nil {
			home = &eventGroup{}
			created[home] = len(groups)
			groups = append(groups, home)
			if dated {
				k := typeDay{e.eventType, e.date.Time().Unix() / 86400}
				byDay[k] = append(byDay[k], home)
			}
		}
		*home = append(*home, e)
	}
	m := &corpusMerge{groups: map[storyline.EventKey]eventGroup{}, dropped: map[storyline.EventKey]bool{}}
	for _, g := range groups {
		if len(*g) < 2 {
			continue
		}
		m.groups[(*g)[0].key] = *g
		for _, e := range (*g)[1:] {
			m.dropped[e.key] = true
		}
	}
	for _, e := range evs {
		if !m.dropped[e.key] {
			m.kept = append(m.kept, e)
		}
	}
	return m
}

// admits reports whether e reports the event of every row of g, none of
// them of e's story (a story's own rows are distinct events already).
func (g eventGroup) admits(e *corpusEvent) bool {
	for _, x := range g {
		if x.story == e.story || !sameEvent(x, e) {
			return false
		}
	}
	return true
}

// sameEvent reports whether rows a and b of different stories report one
// event: the same type, the same day (±1 day when either date is less
// precise than a day), the same place or one containing the other, and
// the same number of dead, or one of them states none. Tolls of one
// event differ between sources and rise as the dead are found: two rows
// of the same day to the day, of kin sub-event types (kin: the same, or a
// suicide bomb and a car bomb) at one place,
// whose dead are both distinctCount or more and within a factor of
// tollSpread of each other report one event too ("1,300 killed in
// chemical attack on Ghouta", "the Assad regime fired rockets filled
// with Sarin gas on rebel-held Ghouta … killing at least 1400").
func sameEvent(a, b *corpusEvent) bool {
	if a.eventType != b.eventType || a.date.IsZero() || b.date.IsZero() || a.place == nil || b.place == nil {
		return false
	}
	days := a.date.Time().Sub(b.date.Time()).Abs() / (24 * time.Hour)
	if days > 1 || days == 1 && a.timePrecision <= 1 && b.timePrecision <= 1 {
		return false
	}
	if text.Fold(a.place.Country) != text.Fold(b.place.Country) {
		return false
	}
	lo, hi := min(a.fatalities, b.fatalities), max(a.fatalities, b.fatalities)
	if !contains(a.place, b.place) && !contains(b.place, a.place) {
		return nearbyToll(a, b, days)
	}
	if a.fatalities == b.fatalities || a.fatalities == 0 || b.fatalities == 0 {
		return true
	}
	town := contains(a.place, b.place) && contains(b.place, a.place)
	samePlace := town || lo >= massacreCount
	kinds, byFigures := kin(a.subType, b.subType)
	if days != 0 || a.timePrecision > 1 || b.timePrecision > 1 || !kinds || byFigures {
		return false
	}
	if town && a.subType == b.subType && (lo >= massacreCount || a.subType == storyline.SubChemicalWeapon) {
		// one town, one day, one kind, hundreds dead: the tolls of a
		// massacre's reports lie far apart (the activists' 500 to 1,300
		// the day of a gas attack, 1,400 by a government's count a week
		// later), two massacres of a kind a day in one town are not seen;
		// nor two gas attacks, whatever their counts (Khan Shaykhun's 20
		// in the first hours, 58, then 87)
		return true
	}
	return samePlace && lo >= distinctCount && tollSpread*lo >= hi
}

// nearbyToll reports two rows placed in two towns near each other that
// tell one deed: the same day to the day, kin sub-event types, and
// tolls that events.NearbyTolls reads as one deed's ("Bomb blast kills 60
// in Damascus suburb" placed in Rankus, "Damascus car bomb kills 70
// people" in Damascus, each town in its own division).
func nearbyToll(a, b *corpusEvent, days time.Duration) bool {
	if days != 0 || a.timePrecision > 1 || b.timePrecision > 1 || a.place.Precision > 1 || b.place.Precision > 1 {
		return false
	}
	if kinds, byFigures := kin(a.subType, b.subType); !kinds || byFigures {
		return false
	}
	return events.NearbyTolls(a.place, a.fatalities, b.place, b.fatalities)
}

// massacreCount is the toll from which two rows of one day and kind, one
// placed in a region or a country that holds the other's town, tell one
// event though their tolls differ: a day has seldom two such of a kind
// in one country ("Syrian opposition: 1300 killed in chemical attack on
// Ghouta region", placed in Syria, and the 1,000 of the Damascus row).
const massacreCount = 100

// tollSpread is how many times the lowest of two tolls of one event the
// highest may be (sameEvent). Wider, a day's reports of a toll that rose
// (a wedding bombing's 14, then 32 dead) join, and so do two battles of
// one day that a wrong place put in one city (50 dead in Aleppo's
// clashes, 20 in Daraa's).
const tollSpread = 2

// A row whose day no mention states ("the recent chemical attack" in a
// report of two days later, "MSF said 355 died last week", a headline
// dated only by its dateline) is dated by the report, or by a week or a
// month. Another story that tells the same attack with its day ("On
// August 21 …") dates it: the row joins that story's row, whose day the
// group keeps (its first row). Within a story the merge does the same
// (events.Merge prefers a day a sentence names); across stories it is
// done here, as the corpus's other groupings.

// vague reports whether e's day is not its own: a week, a month or a
// longer range, or the day of its report (dateFromReport).
func (e *corpusEvent) vague() bool {
	return e.timePrecision >= 2 || e.dateFromReport
}

// countryMassacre reports a vague row placed only in a country (a
// headline's "1300 killed in chemical attack on Ghouta region", the
// region not in the gazetteer) with a massacre's toll, and a row in that
// country it may be of: a country has seldom two such of a kind in a
// week, so the toll, when the other row's reports state it
// (figuresAgree), tells the event where the place cannot.
func countryMassacre(e, first *corpusEvent) bool {
	return e.place.Kind == "country" && e.fatalities >= massacreCount && text.Fold(e.place.Country) == text.Fold(first.place.Country)
}

// reportWindow is how many days before its report a row dated by the
// report may tell of: news of an attack is a week old at most when told
// as "recent" or "last week".
const reportWindow = 7

// window is the first and last day e may be of (Unix days): the days of
// its week or month, when it states one that begins before its report
// (ranged); else the reportWindow days before its earliest report. None
// is after the report.
func (e *corpusEvent) window() (lo, hi int64, ranged bool) {
	report := unixDay(e.reported)
	start := unixDay(e.date)
	lo, hi = report-reportWindow, report
	if ranged = e.timePrecision >= 2 && start < report-1; ranged {
		end := start + 6
		switch {
		case !e.dateEnd.IsZero():
			end = unixDay(e.dateEnd)
		case e.timePrecision >= 3:
			end = unixDay(storyline.DateOf(e.date.Time().AddDate(0, 1, -1)))
		}
		lo, hi = start, min(end, report)
	}
	return lo, hi, ranged
}

func unixDay(d storyline.Date) int64 { return d.Time().Unix() / 86400 }

// kin reports whether rows of sub-event types a and b may tell one event,
// and whether only when their counts of dead agree: the same type; a bomb
// one report says a suicide bomber set off and another a car bomb; a
// massacre one report tells without its weapon ("a chemical massacre"
// coded an attack on civilians) and the chemical attack, when they count
// the same dead.
func kin(a, b string) (ok, byFigures bool) {
	bomb := func(s string) bool { return s == storyline.SubSuicideBomb || s == storyline.SubRemoteExplosive }
	switch {
	case a == b:
		return true, false
	case bomb(a) && bomb(b):
		return true, false
	case a == storyline.SubChemicalWeapon && b == storyline.SubAttack, a == storyline.SubAttack && b == storyline.SubChemicalWeapon:
		return true, true
	}
	return false, false
}

// kinTypes are the event types of the sub-event types kin to sub.
func kinTypes(eventType, sub string) []string {
	switch sub {
	case storyline.SubChemicalWeapon:
		return []string{eventType, storyline.EventViolenceCivilians}
	case storyline.SubAttack:
		return []string{eventType, storyline.EventExplosions}
	}
	return []string{eventType}
}

// samePlaceOrRegion reports whether a and b are one place, or a region
// holds the other (a town and its province); a country is too wide to
// say two reports tell one attack. A town that bears its province's name,
// as vague row a places its event ("a chemical attack on an opposition
// village in Idlib"), stands for the province (events.NamesakeTown).
func samePlaceOrRegion(a, b *storyline.Place) bool {
	if a.Kind == "country" || b.Kind == "country" || a.Name == "" || b.Name == "" || text.Fold(a.Country) != text.Fold(b.Country) {
		return false
	}
	if events.NamesakeTown(a) && text.Fold(a.Admin1) == text.Fold(b.Admin1) {
		return true
	}
	return contains(a, b) || contains(b, a)
}

// figuresAgree reports whether e's dead are a number g's reports state:
// the count of a row of g, or, from distinctCount dead up, one of its
// mentions' (a story of an evacuation convoy's bombing that counts its
// dead many times over holds a six and a two that another day's blast
// also kills), or a toll close below the highest of them: a toll rises
// as the dead are found, and a later report's "more than 120" of a
// bombing whose reports count 43, 68, 100 and 126 is that toll at some
// hour. Close is within a quarter of the highest: a story's merged counts
// often span the parts of a day's raids (6, 15, 21 … 100), and 22 dead of
// another raid are none of them.
func (g eventGroup) figuresAgree(e *corpusEvent) bool {
	if e.fatalities == 0 {
		return false
	}
	hi := 0 // the highest count g states
	for _, x := range g {
		if x.fatalities == e.fatalities {
			return true
		}
		if e.fatalities >= distinctCount && slices.Contains(x.fatalitiesReported, e.fatalities) ||
			x.fatalities >= distinctCount && slices.Contains(e.fatalitiesReported, x.fatalities) {
			return true
		}
		hi = max(hi, x.fatalities, slices.Max(append([]int{0}, x.fatalitiesReported...)))
	}
	return e.fatalities >= distinctCount && e.fatalities < hi && 4*e.fatalities >= 3*hi
}

// distinctCount is the smallest number of dead that, stated by one
// report of an event among others, tells which event it is.
const distinctCount = 10

// joinEarlier returns the group of an earlier event that vague row e
// reports, nil when none: a group whose first row states its day within
// e's window, of a kin type (kin), at e's place or in its region, with no
// row of e's story. A group that states e's number of dead is taken
// first. Else, for a row of a week or a month before its report (a row
// of its report's day, or of the week its report falls in, is most often
// that day's event, news of the day, and is taken only by its count),
// one is taken only from the day at least twice as many
// stories tell such an event on as on any other day of the window (the
// attack of that week there: "355 died last week" in a week four stories
// date an attack on the Wednesday, one a quotation on the Monday and two
// a statement on the Saturday), and not where the types are kin by their
// figures alone. e.joined says which way it joined. groupsOf lists the groups of an event type whose first
// row is of a day; created orders groups by creation, the most sourced
// first.
func joinEarlier(e *corpusEvent, groupsOf func(eventType string, day int64) []*eventGroup, created map[*eventGroup]int) *eventGroup {
	lo, hi, ranged := e.window()
	var agreeing *eventGroup
	plain := map[int64]*eventGroup{}      // each day's first group e may join
	stories := map[int64]map[int64]bool{} // each day's stories
	better := func(cur, g *eventGroup) bool { return cur == nil || created[g] < created[cur] }
	for _, typ := range kinTypes(e.eventType, e.subType) {
		for day := lo; day <= hi; day++ {
			for _, g := range groupsOf(typ, day) {
				first := (*g)[0]
				ok, byFigures := kin(e.subType, first.subType)
				if !ok || first.vague() || first.place == nil {
					continue
				}
				own := slices.ContainsFunc(*g, func(x *corpusEvent) bool { return x.story == e.story }) // a row of e's story
				if !samePlaceOrRegion(e.place, first.place) {
					if countryMassacre(e, first) && !byFigures && !own && g.figuresAgree(e) && better(agreeing, g) {
						agreeing = g
					}
					continue
				}
				if !byFigures {
					if stories[day] == nil {
						stories[day] = map[int64]bool{}
					}
					for _, x := range *g {
						stories[day][x.story] = true
					}
				}
				if own {
					// a row of e's own story tells the event with its
					// day; e, a later report's retelling the story's
					// merge kept apart for want of a day ("renewed his
					// push … to investigate the deadly attack", two
					// days on), joins it only by a massacre's count its
					// reports state: smaller counts recur among a story's
					// raids of successive days
					if e.dateFromReport && e.fatalities >= massacreCount && g.figuresAgree(e) && better(agreeing, g) {
						agreeing = g
					}
					continue
				}
				switch {
				case g.figuresAgree(e):
					if better(agreeing, g) {
						agreeing = g
					}
				case !byFigures:
					if better(plain[day], g) {
						plain[day] = g
					}
				}
			}
		}
	}
	if agreeing != nil {
		e.joined = joinedByFigures
		return agreeing
	}
	best, most, next := int64(0), 0, 0
	for day, ss := range stories {
		switch n := len(ss); {
		case n > most:
			best, most, next = day, n, most
		case n > next:
			next = n
		}
	}
	if g := plain[best]; g != nil && most >= 2*next && ranged {
		e.joined = joinedByDay
		return g
	}
	return nil
}

func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// contains reports whether place outer is inner or holds it: the country
// holds its places, a region the places in it. Both are of one country.
func contains(outer, inner *storyline.Place) bool {
	switch {
	case outer.Kind == "country" || outer.Name == "":
		return true
	case outer.Kind == "admin1":
		region := cmp.Or(outer.Admin1, outer.Name)
		return text.Fold(inner.Admin1) == text.Fold(region) || text.Fold(inner.Name) == text.Fold(region)
	}
	return text.Fold(outer.Name) == text.Fold(inner.Name) && text.Fold(outer.Admin1) == text.Fold(inner.Admin1)
}

// fatalities is the number of dead the group's rows state: the kept
// row's, the event's best-sourced toll, when it states one (sameEvent
// admits rows of one day and place whose tolls differ), else the lowest
// another row states. A vague
// row that joined an earlier event (joinEarlier) gives its number only
// when the rows that date the event state none, and only when it is a
// count their reports state: a later report's "355 died last week" or
// "the recent attack that killed 100" does not raise the event's dead.
func (g eventGroup) fatalities() int {
	n, joined := 0, 0
	for _, e := range g {
		switch e.joined {
		case notJoined:
			if e.fatalities > 0 && (n == 0 || e.fatalities < n) {
				n = e.fatalities
			}
		case joinedByFigures:
			joined = max(joined, e.fatalities)
		}
	}
	if g[0].joined == notJoined && g[0].fatalities > 0 {
		return g[0].fatalities
	}
	if n == 0 {
		return joined
	}
	return n
}

// joinedBy is how a vague row joined an earlier event (corpusEvent.joined).
type joinedBy int

const (
	notJoined joinedBy = iota
	joinedByFigures
	joinedByDay
)

// apply gives row r, the row of a group's kept event, the group's other
// stories, its reports and its number of dead: mentions, articles and
// sources counted over the distinct reports of all its rows, as
// events.Merge counts a story's, and the dead one of them states when
// the row kept states none.
func (g eventGroup) apply(r *EventRow) {
	r.Event.Fatalities = g.fatalities()
	type mention struct {
		article int64
		index   int
	}
	seen := map[mention]bool{}
	var reports []storyline.EventMention
	var stories []int64
	var figures []int
	for i, e := range g {
		if i > 0 {
			stories = append(stories, e.story)
		}
		figures = append(figures, e.fatalitiesReported...)
		for _, x := range e.reports {
			if k := (mention{x.Article, x.Index}); !seen[k] {
				seen[k] = true
				reports = append(reports, x)
			}
		}
	}
	slices.SortStableFunc(reports, func(a, b storyline.EventMention) int {
		return cmp.Or(a.Published.Compare(b.Published), cmp.Compare(a.Article, b.Article))
	})
	articles, outlets := map[int64]bool{}, map[string]bool{}
	for _, x := range reports {
		articles[x.Article] = true
		if !x.Copy {
			outlets[text.Fold(x.Outlet)] = true
		}
	}
	slices.Sort(stories)
	r.Stories, r.Reports, r.FatalitiesReported = slices.Compact(stories), reports, figures
	r.Mentions, r.Articles, r.Sources = len(reports), len(articles), max(len(outlets), 1)
}

// places counts the coded rows kept by place and type: what a map of the
// listing draws.
// withKind returns the map's place with the kind the row's own place
// gives it (a town, a region, a country), which the store's columns leave
// out: a province's point is drawn and listed as a region, not as a town
// of the same name.
func withKind(mapPlace, row *storyline.Place) *storyline.Place {
	if mapPlace == nil || row == nil || mapPlace.Kind != "" || row.Name != mapPlace.Name {
		return mapPlace
	}
	p := *mapPlace
	p.Kind = row.Kind
	return &p
}

func (m *corpusMerge) places() []storyline.EventPlaceCount {
	type placeType struct {
		name, admin1, country string
		lat, lon              float64
		placed                bool
		typ                   string
	}
	at := map[placeType]*storyline.EventPlaceCount{}
	var out []*storyline.EventPlaceCount
	for _, e := range m.kept {
		if e.nonEvent {
			continue
		}
		k := placeType{typ: cmp.Or(e.subType, e.eventType)}
		if p := e.mapPlace; p != nil {
			k.name, k.admin1, k.country, k.lat, k.lon, k.placed = p.Name, p.Admin1, p.Country, p.Lat, p.Lon, true
		}
		c := at[k]
		if c == nil {
			c = &storyline.EventPlaceCount{Place: withKind(e.mapPlace, e.place), Type: k.typ}
			at[k] = c
			out = append(out, c)
		}
		dead := e.fatalities
		if g, ok := m.groups[e.key]; ok {
			dead = g.fatalities()
		}
		c.Events++
		c.Fatalities += dead
		c.Weight += max(dead, 1)
		if e.key.Lead > c.Lead {
			c.Lead, c.Article, c.Index = e.key.Lead, e.article, e.index
		}
	}
	counts := make([]storyline.EventPlaceCount, len(out))
	for i, c := range out {
		counts[i] = *c
	}
	return counts
}

// storiesCell is the stories column: the other stories' IDs, "; " apart.
func storiesCell(ids []int64) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = strconv.FormatInt(id, 10)
	}
	return strings.Join(s, "; ")
}
