package events_test

import "testing"

// A count coordinated over two named days ("on Wednesday and Thursday")
// in a report that also gives another day's own count is the toll of
// the days before, no one event's; the day's own count stays. A total
// with no day of its own that equals the sum of the counts the report
// gives day by day is that sum. A two days' count told alone is the
// deed of those days and stays.
func TestCountOverDays(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int // the dead of the coded events
	}{
		{"a day's count beside two days' count", "15 Mar 2019 Government jets struck rebel-held districts of the city early on Friday a monitor said. Air strikes killed 12 people on Friday when jets hit three districts a rescue official said. Four women were among 40 civilians killed in rebel-held areas on Wednesday and Thursday the monitor said.", 12},
		{"the sum of the days", "Government jets struck rebel-held districts of the city early on Friday a monitor said. The heavy bombing of the city has killed at least 52 civilians the monitor said. The assault was joined by an advance of the army on the outskirts where its forces took several hills. Air strikes killed 12 people on Friday when jets hit three districts a rescue official said. Four women were among 40 civilians killed in rebel-held areas on Wednesday and Thursday the monitor said.", 12},
		{"two days' count alone", "15 Mar 2019 Government jets struck rebel-held districts of the city a monitor said. Air strikes killed 22 people on Saturday and Sunday when jets hit three districts a rescue official said.", 22},
	} {
		evs := codedEvents(t, c.text)
		dead := 0
		for _, e := range evs {
			t.Logf("%s: %s %d %q", c.class, e.Date, e.Fatalities, e.NonEvent)
			dead += e.Fatalities
		}
		if dead != c.dead {
			t.Errorf("%s: %q: %d dead; want %d", c.class, c.text, dead, c.dead)
		}
	}
}
