package events_test

import "testing"

// A total with no day of its own, in the perfect, that equals the sum
// of the counts the report gives day by day is that sum; a count
// coordinated over two named days that is a part of it is the toll of
// the days before, no one event's; the day's own count stays. A two
// days' count told alone, or beside another day's count with no total
// of both, is the deed of those days and stays.
func TestCountOverDays(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int // the dead of the coded events
	}{
		{"a day's count beside two days' count, no total", "15 Mar 2019 Government jets struck rebel-held districts of the city early on Friday a monitor said. Air strikes killed 12 people on Friday when jets hit three districts a rescue official said. Four women were among 40 civilians killed in rebel-held areas on Wednesday and Thursday the monitor said.", 52},
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
