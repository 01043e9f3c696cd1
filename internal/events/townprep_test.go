package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

func TestPrepositionTowns(t *testing.T) {
	az := map[string]bool{"US|Arizona": true}
	for _, c := range []struct {
		text      string
		divisions map[string]bool
		want      string
	}{
		{"The shooting happened on a farm road in Snowflake late Sunday.", az, "Snowflake"},
		{"Deputies found the man near Snowflake after midnight.", az, "Snowflake"},
		// a town of a division the story does not name
		{"The shooting happened on a farm road in Snowflake late Sunday.", map[string]bool{"US|Ohio": true}, ""},
		// no division named at all
		{"The shooting happened on a farm road in Snowflake late Sunday.", nil, ""},
		// a month is no town
		{"He was shot in May outside his home.", az, ""},
	} {
		a := &storyline.Article{Text: c.text}
		got := ""
		if ps := prepositionTowns(a, c.divisions); len(ps) > 0 {
			got = ps[0].Name
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
