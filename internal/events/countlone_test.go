package events_test

import "testing"

// One person hit, told without a count: the victim of the event, dead or
// alive, so the merge counts the wounded as the victims less the dead.
func TestWoundedAlone(t *testing.T) {
	for _, c := range []struct {
		class, text string
		victims     int
	}{
		{"shooting oneself", "A 9-year-old girl is recovering after accidentally shooting herself in the hand on Sunday.", 1},
		{"wounding oneself", "Police said a hunter accidentally wounded himself with a rifle on Monday.", 1},
		{"in a hospital's condition", "The boy was in critical condition after a man shot at the house on Friday.", 1},
		{"left in a condition", "The shooting on Friday left a man in serious condition, police said.", 1},
		{"a group's condition is its count's", "Police said the victims are in stable condition after the shooting on Friday.", 0},
		{"recovering alone", "A 7-year-old boy is recovering after the shooting at the park on Saturday.", 1},
		{"struck by a stray bullet", "The girl was struck by a stray bullet while playing outside on Friday.", 1},
		{"grazed by a bullet", "A 15-year-old boy was grazed in the arm by a bullet during the shooting on Friday.", 1},
		{"hit by a car is no shooting", "After the shooting on Friday the suspect was hit by a car while fleeing.", 0},
		{"nursing a wound", "A 12-year-old boy is nursing a gunshot wound after the shooting on Friday, police said.", 1},
		{"a wound's gravity", "Police said a 13-year-old boy suffered a non-life-threatening gunshot wound in the shooting on Friday.", 1},
		{"a double shooting", "A 9-month-old was injured in a double shooting in the town on Wednesday night.", 2},
		{"a quadruple shooting", "Three people have died in a quadruple shooting near the campus on Tuesday.", 4},
		{"arrived with a wound", "Police are investigating after a teen arrived at a hospital with a gunshot wound on Thursday.", 1},
	} {
		var victims int
		for _, e := range codedEvents(t, c.text) {
			victims += e.Victims
		}
		if victims != c.victims {
			t.Errorf("%s: %q: %d victims; want %d", c.class, c.text, victims, c.victims)
		}
	}
}
