package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// TestCountsAfterTheirVerbs: a headline written without commas strings
// each count after its verb ("kill 10 injure scores"); each count is its
// verb's, not read by the next verb after it. Counts before their verbs,
// and past forms ("A woman killed 30 injured"), keep their own verbs, and
// wounds on a body are still no count.
func TestCountsAfterTheirVerbs(t *testing.T) {
	for _, c := range []struct {
		text            string
		killed, injured int
	}{
		{"Terrorist attacks kill 10 injure scores in Aleppo and Idlib.", 10, 20},
		{"Airstrikes kill 10 wound 20 in Idlib.", 10, 20},
		{"Mortar fire on the capital kills 12 wounds 50 state media says.", 12, 50},
		{"Shelling kills at least 7 injures more than 30 in Douma.", 7, 30},
		{"A car bomb kills 5 and injures 12 in Homs.", 5, 12},
		{"A woman killed 30 injured in shelling on Deir Ezzor.", 1, 30},
		{"One person killed 16 others injured in rocket attacks in Aleppo.", 1, 16},
		// the deeds counted are not their dead
		{"At least 50 people were killed in two bomb attacks in the city.", 50, 0},
		{"Fifty people died in three air strikes on the town on Sunday.", 50, 0},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Fatalities != c.killed || evs[0].Injured != c.injured {
			t.Errorf("%q: %v dead and wounded (of %d events), want %d killed %d injured", c.text, firstCounts(evs), len(evs), c.killed, c.injured)
		}
	}
	if evs := codedEvents(t, "The victim suffered 15 stab wounds in the attack, police said."); len(evs) > 0 && (evs[0].Fatalities != 0 || evs[0].Injured > 1) {
		t.Errorf("stab wounds counted: %+v", firstCounts(evs))
	}
}

// firstCounts are the dead and wounded of the first event, for messages.
func firstCounts(evs []storyline.Event) [2]int {
	if len(evs) == 0 {
		return [2]int{}
	}
	return [2]int{evs[0].Fatalities, evs[0].Injured}
}

// TestCountIncludesItsParts: a count that includes a part of itself
// ("killed 31 people including two medics", "12 dead, among them 3
// children") is the toll; the part is no second report of it.
func TestCountIncludesItsParts(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int
	}{
		{"Government shelling of a rebel-held town killed 31 people including two medics on Saturday.", 31},
		{"Air strikes on the town killed at least 42 people including 16 children, the monitor said.", 42},
		{"A gunman killed 5 people, including 2 children, at a school in Ohio.", 5},
		{"Rockets killed 12 civilians in the market, among them 3 children, state media said.", 12},
		{"At least 23 civilians including nine children were killed in air raids on a town in the east on Thursday.", 23},
		{"Air raids on the town on Sunday left more than 27 dead of whom at least 9 were children, the monitor said.", 27},
		{"On Sunday hospitals in east Aleppo received more than 82 wounded and more than 27 dead bodies of which at least 9 were children after air raids.", 27},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Fatalities != c.killed {
			t.Errorf("%q: %v dead and wounded (of %d events), want %d killed", c.text, firstCounts(evs), len(evs), c.killed)
		}
	}
}
