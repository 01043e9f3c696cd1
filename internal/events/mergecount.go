package events

import "github.com/storyline-news/storyline"

// mergeCounts sets a merged event's dead and wounded from its mentions,
// in report order: the dead are reportedDead's, or the people its
// mentions name as killed when no number is stated and they are more; the
// wounded the highest one report states, else the victims less the dead.
func mergeCounts(out *storyline.Event, ms []mention) {
	out.Fatalities, out.FatalitiesSpan, out.FatalitiesImplied = 0, storyline.Span{}, false
	if d := reportedDead(ms); d != nil {
		out.Fatalities, out.FatalitiesSpan, out.FatalitiesImplied = d.Fatalities, d.FatalitiesSpan, d.FatalitiesImplied
		out.Source, out.SourceSpan = d.Source, d.SourceSpan
	}
	out.Dead = namedDead(ms)
	if n := len(out.Dead); n > out.Fatalities && (out.Fatalities == 0 || out.FatalitiesImplied) {
		// the dead told one by one, by name, in sentences of their own
		out.Fatalities, out.FatalitiesSpan, out.FatalitiesImplied = n, storyline.Span{}, true
	}
	out.Injured, out.Victims = 0, 0
	for _, m := range ms {
		out.Injured = max(out.Injured, m.e.Injured)
		out.Victims = max(out.Victims, m.e.Victims)
	}
	// "six people were shot" and "two died": four wounded
	out.Injured = max(out.Injured, out.Victims-out.Fatalities)
	// A sentence that counts the event's dead and its wounded apart ("one
	// person was killed and three others injured") is the fullest count:
	// its wounded are the event's, where another sentence counts all who
	// were hit as wounded ("a shooting that left four injured") or takes
	// in other shootings.
	for _, m := range ms {
		if out.Fatalities > 0 && m.e.Fatalities == out.Fatalities && m.e.Injured > 0 {
			out.Injured = m.e.Injured
		}
	}
	// the wounded told one by one, by name ("injuring Leanne Smith and
	// Dustin Grey"), who are not among the dead: neither named among them
	// nor, for all the text says, one of the dead it does not name
	unnamedDead := max(out.Fatalities-len(out.Dead), 0)
	out.Injured = max(out.Injured, len(namedWounded(ms, out.Dead))-unnamedDead)
}

// reportedDead picks the mention whose number of dead the merged event
// takes, or nil when none reports dead. A stated number ("four people
// were killed") outranks victims counted from the words ("a man was
// killed", one sentence per victim). Among stated numbers, the latest
// report's: local news reports a shooting over days, and the later
// reports count those who died since; within one report the highest, as
// its sentences each count some of the victims and one counts them all.
// A figure three or more mentions state outranks the latest when the
// latest is stated less often: a story told over weeks (the Ghouta attack,
// "more than 1400" again and again) gathers stray counts of other days.
func reportedDead(ms []mention) *storyline.Event {
	best := latestDead(ms)
	stated := map[int]int{} // mentions stating each figure
	var most *storyline.Event
	for _, m := range ms {
		if m.e.Fatalities > 0 && !m.e.FatalitiesImplied {
			stated[m.e.Fatalities]++
			if most == nil || stated[m.e.Fatalities] > stated[most.Fatalities] {
				most = m.e
			}
		}
	}
	if best != nil && most != nil && stated[most.Fatalities] >= 3 && stated[most.Fatalities] > stated[best.Fatalities] {
		return most
	}
	return best
}

// latestDead is the latest report's stated number of dead, the highest
// within one report.
func latestDead(ms []mention) *storyline.Event {
	var best *storyline.Event
	var bestRef storyline.EventMention
	for _, m := range ms {
		e := m.e
		if e.Fatalities <= 0 {
			continue
		}
		switch {
		case best == nil,
			best.FatalitiesImplied && !e.FatalitiesImplied,
			best.FatalitiesImplied == e.FatalitiesImplied && m.ref.Article != bestRef.Article && !e.FatalitiesImplied,
			best.FatalitiesImplied == e.FatalitiesImplied && (m.ref.Article == bestRef.Article || e.FatalitiesImplied) && e.Fatalities > best.Fatalities:
			best, bestRef = e, m.ref
		}
	}
	return best
}

// reportDead is the number of dead one mention reports: its count, or the
// people it names as killed when it names more.
func reportDead(m mention) int {
	return max(m.e.Fatalities, len(namedDead([]mention{m})))
}

// NamesakeTown reports a town that bears its division's name (Idlib in
// Idlib province): a report that names it often means the province. The
// corpus grouping (internal/export) reads it so, as Merge does.
func NamesakeTown(p *storyline.Place) bool { return namesakeTown(p) }
