package events_test

import "testing"

// "The bombers" of a report that told of suicide or car bombers are those
// people; a foiled assault of armed men on a position is a battle, a
// foiled bombing a disrupted weapon.
func TestBombersAndRepelledAssaults(t *testing.T) {
	for _, c := range []struct{ class, text, want, not string }{
		{"the bombers after suicide bombers", "Two suicide bombers blew up their cars at a checkpoint on Friday killing 12 people. The bombers struck the villages of Kafr Ali and Tel Salma the governor said.", "Suicide bomb", "Air/drone strike"},
		{"bombers beside aircraft stay aircraft", "A suicide bomber killed four guards at the gate on Monday. On Tuesday jets and bombers struck the village of Kafr Ali killing nine people.", "Air/drone strike", ""},
		{"bombers that are aircraft after a car bomb", "A car bomb killed four guards at the gate on Monday. Six long-range bombers struck the village of Kafr Ali on Tuesday killing nine people the ministry said.", "Air/drone strike", "Suicide bomb"},
		{"bombers with no bomber on the ground", "The bombers struck rebel positions near the village of Kafr Ali on Sunday killing nine fighters the ministry said.", "Air/drone strike", ""},
		{"an assault on a base thwarted", "Troops thwarted an attempt by the militants to storm an army base north of the town on Monday.", "Armed clash", "Disrupted weapons use"},
		{"an attack on posts foiled", "Soldiers foiled an attack on military posts outside the village late on Sunday.", "Armed clash", "Disrupted weapons use"},
		{"a bombing foiled", "Police thwarted a suicide attack on the market on Monday.", "Disrupted weapons use", "Armed clash"},
	} {
		evs := codedEvents(t, c.text)
		found, other := false, false
		for _, e := range evs {
			found = found || e.SubEventType == c.want
			other = other || e.SubEventType == c.not
		}
		if !found || other {
			for _, e := range evs {
				t.Logf("%s: %s", c.class, e.SubEventType)
			}
			t.Errorf("%s: %q: want %s and no %q", c.class, c.text, c.want, c.not)
		}
	}
}
