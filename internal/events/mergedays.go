package events

// otherNamedDay reports whether mention m names its own day two days or
// more from a day a mention of group names for itself: two attacks each
// told with its day ("two people were killed on Friday by a rocket on
// al-Midan", "a girl was killed on Sunday by rocket shells on al-Furqan")
// are two events, though each lies within a day of a third report between
// them (Saturday's), which the day's leeway of sameDate would chain them
// through. A day that dates a deed of the story (a statement, an arrest, a
// death told later: deedsDay) is no day of its own.
func otherNamedDay(group []mention, m mention) bool {
	if !namesOwnDay(m) {
		return false
	}
	d := m.e.Date.Time()
	for _, x := range group {
		if !namesOwnDay(x) {
			continue
		}
		if gap := d.Sub(x.e.Date.Time()).Hours() / 24; gap >= 2 || gap <= -2 {
			return true
		}
	}
	return false
}

// namesOwnDay reports a mention whose sentence names the day of its own deed.
func namesOwnDay(m mention) bool {
	return m.dayNamed && !m.deedsDay && !m.inherited && m.e.TimePrecision == 1 && m.e.DateSpan.End > 0
}
