package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A means named as the support of a side whose clause has a verb of its
// own describes how the side fought, not a strike of its own; a means
// alone in its clause is the deed.
func TestMeansInSupportOfASide(t *testing.T) {
	codedCases(t, "an air strike", func(e storyline.Event) bool { return e.SubEventType == storyline.SubAirStrike }, []codedCase{
		{"The alliance, supported by coalition air strikes and special forces advisers surrounded the town in early April.", false},
		{"Kurdish fighters backed by coalition airstrikes encircled the city on Monday.", false},
		{"The alliance supported by US-led coalition air strikes and special forces advisers surrounded the town in early April.", false},
		{"Coalition air strikes supported the Kurdish fighters near the city on Monday.", true},
		{"Troops backed by air strikes on Monday.", true},
	})
}
