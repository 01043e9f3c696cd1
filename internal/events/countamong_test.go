package events_test

import "testing"

// A number counted among the dead is a part of them, not their toll: the
// toll is the whole the clause counts ("among 25 dead"), or another
// sentence's.
func TestPartAmongTheDead(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int // the dead of the first event
	}{
		{"a part among a whole", "Three nurses among 25 dead in shelling of rebel town. Government shelling of a rebel town killed 25 people on Monday.", 25},
		{"a part among the dead", "Government shelling hit a rebel town on Monday. Three nurses were among the dead.", 0},
		{"a part among those killed", "Government shelling hit a rebel town on Monday. Four children are among those killed, activists said.", 0},
		{"a count of its own", "Government shelling hit a rebel town on Monday. Three nurses were killed.", 3},
	} {
		if got := firstDead(t, c.text); got != c.dead {
			t.Errorf("%s: %q: first event %d dead; want %d", c.class, c.text, got, c.dead)
		}
	}
}

// A count in a clause that dates the news by an earlier deed ("days after
// a bombing killed 90") is that deed's, not the sentence's event's.
func TestDeadOfAnEarlierDeed(t *testing.T) {
	for _, c := range []struct {
		class, text string
		earlier     int // the earlier deed's dead, no coded event's
	}{
		{"days after", "News from the north. Meanwhile the evacuation of people from the besieged towns resumed Wednesday activists said days after a bombing killed more than 90 evacuees and delayed the transfer.", 90},
		{"a week after", "News from the north. The evacuation of the towns resumed on Wednesday a week after an attack on the convoy that killed 30 people.", 30},
	} {
		for _, e := range codedEvents(t, c.text) {
			if e.Fatalities == c.earlier {
				t.Errorf("%s: %q: %s with the earlier deed's %d dead", c.class, c.text, e.SubEventType, e.Fatalities)
			}
		}
	}
}
