package events_test

import "testing"

// A town of a clause opened by "as" or "while" with its own subject and
// verb after the event's is where others acted at the time; "such as"
// and "as part of" open no clause, and a town before the clause stays.
func TestPlaceOfLaterClause(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"as others advanced", "Fighting went on in Syria on Friday. A suicide car bomb killed 43 evacuees on Saturday as US-backed fighters advanced in their push towards the Raqqa stronghold of the group.", "Syria"},
		{"while others fought", "Fighting went on in Syria on Friday. A roadside bomb killed 12 soldiers on Sunday while rebels were fighting troops near Hama.", "Syria"},
		{"the event's own town before the clause", "A car bomb killed 30 people at a market in Azaz on Sunday as Kurdish fighters advanced towards Raqqa.", "I‘zāz"},
		{"as part of is no clause", "Fighting went on in Syria on Friday. Jets killed 20 fighters on Sunday as part of an offensive launched on Raqqa.", "Ar Raqqah"},
	} {
		wantLastPlace(t, c.class, c.text, c.place)
	}
}

// A clause of the victims' own ("as they were crossing") is the event's
// scene, and a participle after "as" opens no clause.
func TestPlaceOfOwnClause(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"the victims' clause", "Fighting went on in Syria on Friday. Air strikes killed 14 civilians on Sunday as they were crossing the river near Manbij.", "Manbij"},
		{"a participle", "Fighting went on in Syria on Friday. The group named one of the 3 fighters killed on Sunday as Abu Omar adding that he died in the town of Manbij.", "Manbij"},
	} {
		wantLastPlace(t, c.class, c.text, c.place)
	}
}

// Without the deed's day before it, the clause tells the same fighting's
// aim ("clashes were continuing as rebels sought to take a hill in
// Daraa"): its town stays.
func TestPlaceOfAimClause(t *testing.T) {
	wantLastPlace(t, "an aim", "Fighting went on in Syria on Friday. Clashes killed 12 fighters as rebels sought to take a hill in Daraa.", "Daraa")
}

// wantLastPlace checks the place of the last coded event of text.
func wantLastPlace(t *testing.T, class, text, place string) {
	t.Helper()
	evs := codedEvents(t, text)
	if len(evs) == 0 || evs[len(evs)-1].Place == nil || evs[len(evs)-1].Place.Name != place {
		t.Errorf("%s: %q: %d events, want %s", class, text, len(evs), place)
		for _, e := range evs {
			t.Logf("%s %+v", e.SubEventType, e.Place)
		}
	}
}
