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
		{"the shooting of one person", "Deputies are investigating the shooting of a 7-year-old at a home on Saturday.", 1},
		{"the shooting of a group", "Deputies are investigating the shooting of 7-year-old twins at a home on Saturday.", 0},
		{"the injured one", "The injured child was flown to a hospital after the shooting on Saturday.", 1},
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

// The killer's own death counts among the dead when the sentence tells
// it: a killing's verb left out ("then himself") or a murder-suicide,
// which kills two at least.
func TestKillerAmongDead(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int
	}{
		{"then himself", "Police said a man shot 5 relatives on Sunday, killing 3, then himself.", 4},
		{"a list ending in himself", "Police said a man killed a woman, her daughter, himself at the house on Sunday.", 3},
		{"a count and self", "A father kills his 3 daughters, self in the house on Sunday, police said.", 4},
		{"the victim of a murder-suicide", "A 2-year-old boy was the victim of an apparent murder-suicide in the county on Thursday night.", 2},
		{"a murder-suicide told alone", "Police said the shooting at the home on Thursday was a murder-suicide.", 2},
		{"a murder-suicide's count stands", "Police said four people died on Thursday in a murder-suicide at the home.", 4},
		{"an attempted murder-suicide", "A man killed his wife on Thursday in an attempted murder-suicide, police said.", 1},
	} {
		if got := fatalities(t, c.text); got != c.dead {
			t.Errorf("%s: %q: %d dead; want %d", c.class, c.text, got, c.dead)
		}
	}
}

// The people a gunman shot, counted by the shooting's own verb, take in
// the dead counted after them: the others are the wounded.
func TestShotThenKilledAmongThem(t *testing.T) {
	for _, c := range []struct {
		class                  string
		text                   string
		victims, dead, injured int
	}{
		{"shot, killing some of them", "Police said a gunman shot seven people on Friday, killing three of them.", 7, 3, 4},
		{"shooting and killing", "A man opened fire at the cookout on Sunday, shooting six people and killing one, police said.", 6, 1, 5},
		{"the killer's death after", "A man shot five people at the house on Monday, killing two, before turning the gun on himself.", 5, 3, 3},
		{"shot after another verb", "Police said a man fired at a house on Tuesday and shot three people inside.", 3, 0, 0},
		{"fatally shot is no people hit among whom the dead", "Police said the man shot and killed his wife and then fatally shot three men at the complex.", 3, 1, 0},
		{"shot and killed stays the dead", "Police said a man shot and killed two people at the store on Monday.", 0, 2, 0},
	} {
		victims, dead, injured := counted(t, c.text)
		if victims != c.victims || dead != c.dead || injured != c.injured {
			t.Errorf("%s: %q: %d victims, %d dead, %d injured; want %d, %d, %d", c.class, c.text, victims, dead, injured, c.victims, c.dead, c.injured)
		}
	}
}
