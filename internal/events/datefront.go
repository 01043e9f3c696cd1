package events

import (
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// A day that opens a clause of another deed, names the deed it precedes,
// or bounds the span a round-up tells (docs/events-incidents.md,
// "Seventeenth step: dates").
//
// A follow-up sets the day of its news at the head of a sentence and
// tells the deed after a comma: "On Tuesday, East Baton Rouge Parish
// sheriff's deputies arrested the adult who was supervising the child",
// "But on Tuesday, a medical examiner told a grand jury …", "On Monday,
// the state's Attorney General's Office released the autopsy reports".
// The verb is too far from the day for the words around it (datesStatement,
// caseStepBefore) to see it. Or it writes the day as the modifier of the
// step it dates: "at his Saturday arraignment", "Monday's hearing",
// "police Friday arrested a man". Either day is the deed's, not the
// incident's. A round-up tells the span its shootings came within
// ("between late Friday afternoon and Monday morning"): its bounds are no
// incident's day either.

// frontedDeedVerbs is how many words after a fronted day's comma its
// clause's verb may stand: the subject before it is a noun phrase ("East
// Baton Rouge Parish sheriff's deputies").
const frontedDeedVerbs = 8

// frontedDeedDay reports a day that opens its sentence, after opening
// words only ("On Tuesday,", "But on Monday,"), and a comma, whose clause
// tells a statement, an arrest or a court step (saidBefore, saidAfter,
// caseStepWords) before it tells any deed of the incident (incidentVerbs)
// and before the clause's next comma: "On Tuesday, deputies arrested …",
// not "On Saturday, a gunman opened fire at a party, police said".
func frontedDeedDay(txt string, sp storyline.Span, before []string) bool {
	for _, w := range before {
		if !clauseOpeners[w] {
			return false
		}
	}
	rest := txt[sp.End:min(len(txt), sp.End+160)]
	if !strings.HasPrefix(rest, ",") {
		return false
	}
	rest = rest[1:]
	if i := strings.IndexAny(rest, ",;\n"); i >= 0 {
		rest = rest[:i]
	}
	if i := sentenceStop(rest); i >= 0 {
		rest = rest[:i]
	}
	ws := strings.FieldsFunc(text.Fold(rest), func(r rune) bool { return !unicode.IsLetter(r) })
	for i, w := range ws {
		switch {
		case i >= frontedDeedVerbs || incidentVerbs[w]:
			return false
		case saidBefore[w] || saidAfter[w] || caseStepWords[w]:
			return true
		}
	}
	return false
}

// deedNamedAfter reports a day set right before the word for the deed it
// dates (deedNouns), a step of the case, a rite or the police's word:
// "at his Saturday arraignment", "Monday's hearing", "police Friday
// arrested a man"; after holds the words after the day.
func deedNamedAfter(txt string, sp storyline.Span, after []string) bool {
	rest := txt[sp.End:]
	if !strings.HasPrefix(rest, " ") && !strings.HasPrefix(rest, "'s ") && !strings.HasPrefix(rest, "’s ") {
		return false
	}
	for i, w := range after {
		switch {
		case i == 0 && w == "s":
			continue // the possessive: "Monday's hearing"
		case deedNouns[w]:
			return true
		}
		return false
	}
	return false
}

// spanBoundBefore reports a day that starts or ends the span a report
// tells (spanStarts): "wounded in shootings across the city between
// Friday night and Sunday morning". Its incidents came within it, not on
// its first or last day.
func spanBoundBefore(before []string) bool {
	if len(before) == 0 {
		return false
	}
	if spanStarts[before[0]] {
		return true
	}
	if before[0] != "and" {
		return false
	}
	for _, w := range before[1:min(len(before), 5)] {
		if spanStarts[w] {
			return true
		}
	}
	return false
}
