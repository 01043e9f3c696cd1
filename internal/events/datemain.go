package events

import "github.com/storyline-news/storyline"

// The days that make an event the story's main one (docs/events-incidents.md,
// "Twentieth step: dates").
//
// mainOf ranks a story's events first by the articles that name each one's
// day: the incident a story is about is told with its day ("Sunday
// night", "on March 4"). A month two or more before the report names no
// day of its news: a report that recalls an earlier shooting on the same
// block ("they responded to another shooting on the exact same block back
// in May", "after a person was killed outside the bar in November of
// 2012") tells its past, and outranked the night's shooting its other
// sentences tell with no day at all. Only an event told once so: one
// a report comes back to is what it is about, whatever it names. A follow-up's "the shooting last
// month" still names the incident it follows, as does "arrested in
// connection with the August shooting" months later when another report
// gives that shooting its day.

// datesMain reports a mention of the merged event ev, told in n sentences,
// that dates it for the choice of the story's main event: it names a day
// or a week, or a month of an event another mention gives its day or more
// sentences tell, or a month no further back than the one before its
// report's.
func datesMain(m mention, ev *storyline.Event, n int) bool {
	if !m.dayNamed {
		return false
	}
	if m.e.TimePrecision < 3 || ev.TimePrecision < 3 || n > 1 || m.ref.Published.IsZero() {
		return true
	}
	d, p := m.e.Date.Time(), m.ref.Published
	return (p.Year()-d.Year())*12+int(p.Month())-int(d.Month()) <= 1
}
