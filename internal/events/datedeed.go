package events

import (
	"github.com/storyline-news/storyline"
)

// The day of a statement, a court step or the page is no day of the
// incident (docs/events-incidents.md, "Fourteenth step: dates").
//
// A follow-up codes the shooting from sentences whose only day is that of
// another deed: "prosecutors said Friday" a man shot his family, "police
// charged a man with murder Thursday in connection with the fatal
// shooting", "at his Saturday arraignment", or a headline's stamp
// ("Posted: Monday, June 22, 2015 4:50 PM", the day of the page's last
// writing). The sentence scorer passes over such a day when the sentence
// names another (eventdate.go); alone, it dates the event. When every day
// the main event's sentences name is such a day, the day its article
// names for the incident ("accused of shooting the man late Tuesday",
// articleDay) is the event's, as when none names a day. A date set before
// the incident's noun is the incident's whatever the sentence tells
// ("charged in the August 14 shooting death", "police said the Dec. 12
// shooting was gang-related", incidentsDay).

// deedsDayOf reports the time expression at sp, which names a day, as
// one an English article gives to a statement, an arrest, a court step or
// the page (anotherDeedsDay).
func deedsDayOf(a *storyline.Article, sp storyline.Span) bool {
	if a.Language != "en" && a.Language != "" && a.Language != "und" {
		return false
	}
	return namesDay(a.Text, sp) && anotherDeedsDay(a.Text, sp)
}
