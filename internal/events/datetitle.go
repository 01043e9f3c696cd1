package events

import (
	"github.com/storyline-news/storyline"
)

// A short report may give the incident's day only in its headline:
// "Gang-activity suspected in Thursday night shooting in Columbia" over
// two sentences that name none. When the text names no day of its own
// (articleDay), the day the headline names dates the incident as a day
// of the text would: counted from the report's date, not after it, and
// not the day of an arrest, a court step or a statement ("Man arrested
// Monday in weekend shooting").

// titleDay is the day an English article's headline names, when its text
// names none.
func titleDay(a *storyline.Article) (namedDay, bool) {
	ref := refDay(a)
	if a.Title == "" || a.TitleDerived || !readsEnglish(a) || ref.IsZero() {
		return namedDay{}, false
	}
	for _, t := range a.Analysis.TitleTimeExprs {
		if d, ok := incidentDayOf(a.Title, t, ref); ok {
			return namedDay{day: d}, true
		}
	}
	return namedDay{}, false
}
