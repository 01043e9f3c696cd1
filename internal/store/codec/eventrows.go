package codec

import (
	"encoding/json"

	"github.com/storyline-news/storyline"
)

// EventRows renders the rows of the filters' event index (article_events:
// SQLite migration 0009, PostgreSQL 0006) of an analysis's coded events,
// which the stores write with a new article: a JSON array of
// [event_type, sub_event_type, country, place, admin1], or "" when there
// are none. It is JSON, encoded as the analysis column is, so that its
// strings read back as the analysis's own do (invalid UTF-8 replaced,
// NULs escaped), and the rows equal those the stores' triggers write from
// the analysis when it changes.
func EventRows(evs []storyline.Event) string {
	var rows [][5]string
	for i := range evs {
		e := &evs[i]
		if !e.Coded() {
			continue
		}
		row := [5]string{e.EventType, e.SubEventType}
		if p := e.Place; p != nil {
			row[2], row[3], row[4] = p.Country, p.Name, p.Admin1
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return ""
	}
	b, _ := json.Marshal(rows) // strings only: cannot fail
	return string(b)
}
