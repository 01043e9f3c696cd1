package events

import (
	"slices"
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// The day an article names for what it reports, when none of the
// sentences coded for an event names it (docs/events-incidents.md, "Tenth step:
// dates").
//
// News tells the day once, often in a sentence the coder does not take
// for the event ("It happened Thursday night on Elm Street.", "Officers
// were called at about 6 a.m. Sunday", "arrested a suspect in Thursday
// night's fatal shooting"), and tells the shooting itself in sentences
// with no day ("A boy was shot in the leg") or with a bare time
// ("shortly after 10 p.m."), which read as the report's day. The
// first day the article names, unless it dates a statement, a court step
// or the page, is the incident's.

// namedDay is the day an article names (articleDay) and where.
type namedDay struct {
	day storyline.Date
	at  storyline.Span
}

// articleDay is the first day the article's text names ("Thursday night",
// "Nov. 23", "yesterday") that is not after the article's date and dates
// neither a statement ("said Tuesday", "On Monday, authorities
// identified"), nor an arrest, a court step or a funeral ("appeared in
// court Wednesday"), nor the page ("Posted: Sunday, July 26, 2015"), nor
// the report itself (a full date the text opens with, as reportDay).
// Only English articles: the words are English.
func articleDay(a *storyline.Article) (namedDay, bool) {
	if !readsEnglish(a) {
		return namedDay{}, false
	}
	ref := refDay(a)
	for _, t := range a.Analysis.TimeExprs {
		d, ok := incidentDayOf(a.Text, t, ref)
		if !ok {
			continue
		}
		if t.Span.Start < 30 && strings.ContainsAny(t.Text, "0123456789") {
			continue // "August 22 2013 Assad's forces …": the report's own day (reportDay)
		}
		if inQuote(a.Text, t.Span) {
			continue // "“I saw him yesterday,” she said": the speaker's day
		}
		if laterDeath(a, t.Span) {
			continue
		}
		return namedDay{d, t.Span}, true
	}
	return namedDay{}, false
}

// incidentDayOf is the day time expression t of txt names when it can be
// an incident's: a day by name, not a page's stamp ("24.07.2016"), not
// after the report's date ref ("the funeral is Saturday", "trial to
// begin Tuesday"), and no statement's, arrest's, court step's or page's
// (anotherDeedsDay).
func incidentDayOf(txt string, t storyline.TimeExpr, ref storyline.Date) (storyline.Date, bool) {
	if t.Type != storyline.TimexDate && t.Type != storyline.TimexTime {
		return storyline.Date{}, false
	}
	d, _, p, ok := timexDate(t)
	if !ok || p != 1 || !namesDay(txt, t.Span) || pageStamp(t.Text) ||
		!ref.IsZero() && d.Time().After(ref.Time()) || anotherDeedsDay(txt, t.Span) {
		return storyline.Date{}, false
	}
	return d, true
}

// readsEnglish reports an article whose words the date rules read:
// English, or of a language not detected.
func readsEnglish(a *storyline.Article) bool {
	return a.Language == "en" || a.Language == "" || a.Language == "und"
}

// anotherDeedsDay reports a day the text gives to a statement ("said
// Tuesday", "On Monday, authorities identified"), an arrest, a court step
// or a funeral ("appeared in court Wednesday"), or the page ("Posted:
// Sunday, July 26, 2015"), not to the incident; a possessive day of the
// incident ("in Thursday night's fatal shooting") is the incident's
// whatever the sentence tells.
func anotherDeedsDay(txt string, sp storyline.Span) bool {
	far, after := wordsAround(txt, sp, 10, 3)
	before := far[:min(6, len(far))]
	return !incidentsDay(txt, sp, after) && !arrestedAfterDeed(before, after) && (caseStepBefore(before) || chargeBefore(far) || datesStatement(txt, sp, before, after) || postedBefore(before) || deathBeforeCause(before, after) || workBefore(before) ||
		frontedDeedDay(txt, sp, before) || deedNamedAfter(txt, sp, after) || spanBoundBefore(before) || datelineDay(txt, sp) ||
		bulletinBefore(before) || riteBefore(before) || dayAfterAnother(txt, sp) || chargeOrCustodyBefore(before) || responseDay(txt, sp) ||
		stillAround(before, after))
}

// arrestedAfterDeed reports a day right after an arrest's verb and right
// before "after" ("was arrested Thursday after he accidentally fired a
// gun"): the arrest follows the deed it names, mostly the same day, and a
// report that gives the deed no day of its own dates it so. A charge or a
// court step, days later often, does not.
func arrestedAfterDeed(before, after []string) bool {
	return len(before) > 0 && arrestVerbs[before[0]] && len(after) > 0 && after[0] == "after"
}

// stillAround reports "still" in the clause of a day, right after it or
// two words before: "Thursday morning police were still trying to figure
// out …", "were still investigating Sunday". What still goes on that day
// began before it: the day is a later one than the incident's.
func stillAround(before, after []string) bool {
	for _, w := range after {
		if w == "still" {
			return true
		}
		if w == "and" || w == "but" || w == "while" {
			break // "shot Thursday and police still do not know": another clause's
		}
	}
	return slices.Contains(before[:min(2, len(before))], "still")
}

// responseDay reports a day that closes the clause of a response a deed
// prompted: "The Khan Sheikhun strike prompted Washington to take its
// first direct military action … on Friday", "The shooting sparked
// protests across the city on Sunday". The deed is named as the cause,
// its day told elsewhere; the day is the response's. Not when the deed is
// told again between the verb and the day ("prompted the army to shell
// the town … killing 12 on Friday").
func responseDay(txt string, sp storyline.Span) bool {
	before, _ := wordsWithin(txt, sp, 24, 0, 200) // a response's clause runs long
	for i, w := range before {
		if incidentVerbs[w] || w == "killing" || w == "wounding" || w == "injuring" {
			return false
		}
		if !responseVerbs[w] {
			continue
		}
		for _, v := range before[i+1 : min(len(before), i+4)] {
			if attackNouns[v] || v == "shooting" || v == "killing" || v == "killings" || v == "massacre" {
				return true
			}
		}
		return false
	}
	return false
}

// chargeBefore reports a day that closes a charge's clause, its "with"
// among the four words before it, however long the charge's object:
// "charged a 19-year-old man with first-degree murder Thursday" (not
// "charged … in connection with the Nov. 1 attack").
func chargeBefore(before []string) bool {
	for i, w := range before {
		if i < 4 && w == "with" && (i+1 == len(before) || before[i+1] != "connection") && slices.Contains(before[i+1:], "charged") {
			return true
		}
	}
	return false
}

// pageStamp reports a date written in digits with dots or dashes,
// "24.07.2016", "02-09-2013": pages stamp their own day so; news prose
// writes the day of an event in words ("Sunday", "July 24").
func pageStamp(s string) bool {
	return strings.Trim(s, "0123456789.-") == "" && strings.ContainsAny(s, ".-")
}

// refDay is the article's reference date, as the coder reads it
// (InputOf): its publication, else its ingest.
func refDay(a *storyline.Article) storyline.Date {
	t := a.Published.Time
	if t.IsZero() {
		t = a.IngestedAt
	}
	if t.IsZero() {
		return storyline.Date{}
	}
	return storyline.DateOf(t)
}

// reportingDay is the day an article reports from: the date its text opens
// with when it states one (reportDay: "August 22 2013 Assad's forces
// bombard …" in a page stored on the 17th), else refDay. A day the text
// names after it is still to come; one after the stored date but not
// after the text's own is past.
func reportingDay(a *storyline.Article) storyline.Date {
	ref := refDay(a)
	if d, ok := openingDay(a.Analysis.TimeExprs, ref); ok && d.Time().After(ref.Time()) {
		return d
	}
	return ref
}

// datesStatement reports a time that dates a statement: a reporting verb
// among the three words before it or after it ("said Tuesday", "On
// Monday, authorities identified the girl"). Two readings are no
// statement's (the twelfth step): a passive "reported", whose subject is
// the incident ("the incident was reported Sunday afternoon"), and a
// reporting clause that closes the sentence after the day ("fired a gun
// inside a home Monday night, investigators said."), which attributes the
// whole sentence. A third: a happening verb between the reporting verb and
// the day ("The Sheriff's Office says it happened late Saturday night"):
// the day is that of what is reported.
func datesStatement(txt string, sp storyline.Span, before, after []string) bool {
	for i, w := range before {
		if i < 3 && saidBefore[w] && !(i+1 < len(before) && passiveReport(w, before[i+1])) && !slices.ContainsFunc(before[:i], func(v string) bool { return happenedVerbs[v] }) {
			return true
		}
	}
	if trailingAttributionRE.MatchString(txt[sp.End:min(len(txt), sp.End+60)]) {
		return false
	}
	for _, w := range after {
		if saidAfter[w] {
			return true
		}
	}
	return false
}

// passiveReport reports a reporting verb in the passive, after its
// auxiliary: "was reported", "were reported".
func passiveReport(verb, aux string) bool {
	return verb == "reported" && beAuxiliaries[aux]
}

// incidentsDay reports a possessive day before a word for the incident,
// or a date right before it, which dates the incident whatever the
// sentence tells of it: "arrested a suspect in Thursday night's fatal
// shooting", "charged in the August 14 shooting death". A bare weekday
// before a noun is left out ("said Friday shooting victims …").
func incidentsDay(txt string, sp storyline.Span, after []string) bool {
	rest := txt[sp.End:]
	if !strings.HasPrefix(rest, "'s ") && !strings.HasPrefix(rest, "’s ") {
		// "charged in the August 14 shooting death", "Police said
		// the Dec. 12 shooting was gang-related", "the Nov. 1, 2013,
		// attack": a date set before the incident's noun names its day
		return (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, ", ")) && len(after) > 0 && incidentWords[after[0]] && !namesWeekday(txt[sp.Start:sp.End])
	}
	if len(after) < 2 {
		return false
	}
	// after[0] is the "s" of the possessive
	return incidentWords[after[1]] || len(after) > 2 && incidentWords[after[2]]
}

// namesWeekday reports a weekday in s: "Friday shooting" is as often a
// statement's day before a noun ("said Friday shooting suspects …") as
// the incident's.
func namesWeekday(s string) bool {
	for _, w := range strings.FieldsFunc(text.Fold(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if _, ok := text.Weekdays[strings.TrimSuffix(w, "s")]; ok {
			return true
		}
	}
	return false
}

// postedBefore reports a page's posting or update time: "Posted: Sunday,
// July 26, 2015", "Updated: Monday".
func postedBefore(before []string) bool {
	for i, w := range before {
		if i < 2 && postingWords[w] {
			return true
		}
	}
	return false
}

// wordsAround returns up to nb folded words before sp, nearest first, and
// up to na after it, from the same paragraph.
func wordsAround(txt string, sp storyline.Span, nb, na int) (before, after []string) {
	return wordsWithin(txt, sp, nb, na, 100)
}

// wordsWithin is wordsAround reading up to reach bytes before sp.
func wordsWithin(txt string, sp storyline.Span, nb, na, reach int) (before, after []string) {
	isSep := func(r rune) bool { return !unicode.IsLetter(r) }
	lo := max(0, sp.Start-reach)
	pre := txt[lo:sp.Start]
	if i := strings.LastIndexByte(pre, '\n'); i >= 0 {
		pre = pre[i+1:]
	}
	if i := lastSentenceStop(pre); i >= 0 {
		pre = pre[i+1:] // "… a monitoring group said. On Sunday regime planes killed": the last sentence's
	}
	ws := strings.FieldsFunc(text.Fold(pre), isSep)
	for i := len(ws) - 1; i >= 0 && len(before) < nb; i-- {
		before = append(before, ws[i])
	}
	post := txt[sp.End:min(len(txt), sp.End+60)]
	if i := strings.IndexByte(post, '\n'); i >= 0 {
		post = post[:i]
	}
	if i := sentenceStop(post); i >= 0 {
		post = post[:i] // "on Friday night.Police said eight …": the next sentence's
	}
	ws = strings.FieldsFunc(text.Fold(post), isSep)
	return before, ws[:min(na, len(ws))]
}

// lastSentenceStop is the index of the last stop in s that ends a
// sentence, a full stop, question or exclamation mark before a capital,
// or -1.
func lastSentenceStop(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if (s[i] == '.' || s[i] == '?' || s[i] == '!') && sentenceStop(s[i:]) == 0 {
			return i
		}
	}
	return -1
}

// sentenceStop is the index of the stop that ends the sentence in s, a
// full stop, question or exclamation mark before a capital (with or
// without a space: pages run sentences together), or -1.
func sentenceStop(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] != '.' && s[i] != '?' && s[i] != '!' {
			continue
		}
		j := i + 1
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j < len(s) && s[j] >= 'A' && s[j] <= 'Z' {
			return i
		}
	}
	return -1
}

// namedNear is how far from a sentence of the event the day its article
// names may be told: two or three sentences. A report of several events
// names the first one's day first; the others, told further on, are not
// dated by it. A day its lead names (within as many bytes of its start)
// is near every sentence: a report tells its incident's day at the top
// ("Masked men broke in … around 8 p.m. Sunday") and what the coder
// takes for the event far below ("The bullet went through the man's
// leg").
const namedNear = 400

// namedDayOf is the day the articles of an event's mentions name for it
// (articleDay) near one of its sentences or in their lead, for an event none of whose
// sentences names its day: the day the most of them name, the earliest on
// a tie.
func namedDayOf(ms []mention, days map[int64]namedDay) (storyline.Date, bool) {
	votes := map[storyline.Date]int{}
	seen := map[int64]bool{}
	for _, m := range ms {
		nd, ok := days[m.ref.Article]
		if !ok || seen[m.ref.Article] || !near(nd.at, m.ref.Sentence, namedNear) && nd.at.Start >= namedNear {
			continue
		}
		seen[m.ref.Article] = true
		votes[nd.day]++
	}
	var best storyline.Date
	for d, n := range votes {
		if best.IsZero() || n > votes[best] || n == votes[best] && d.Time().Before(best.Time()) {
			best = d
		}
	}
	return best, !best.IsZero()
}

// near reports spans at most n bytes apart.
func near(a, b storyline.Span, n int) bool {
	return a.Start <= b.End+n && b.Start <= a.End+n
}

// inQuote reports a span inside a quotation its paragraph opens before it
// and has not closed: a speaker's "yesterday" or "Friday" counts from the
// day they spoke, not the report's.
func inQuote(txt string, sp storyline.Span) bool {
	pre := txt[:sp.Start]
	if i := strings.LastIndexByte(pre, '\n'); i >= 0 {
		pre = pre[i+1:]
	}
	open, close := strings.LastIndex(pre, "“"), strings.LastIndex(pre, "”")
	if open >= 0 || close >= 0 {
		// the last curly mark opens, and no straight mark closes it
		// since: pages mix them ("“When I say we turned this city
		// upside down," Armstrong said.")
		return open > close && !strings.Contains(pre[open:], "\"")
	}
	return strings.Count(pre, "\"")%2 == 1
}
