package events_test

import "testing"

// A count that is the object of a killing hoped for, planned or
// threatened is no one's dead: no event of the sentence takes it.
func TestAimedCountIsNoFatalities(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int
	}{
		{"hoped to kill", "Investigators said the student had plotted the attack for months and probably hoped to kill hundreds.", 0},
		{"threatened to kill", "The man stormed the office and threatened to kill 50 employees before he was arrested.", 0},
		{"planned to kill", "Prosecutors said the pair planned to kill dozens of people at the school and then set fire to the building.", 0},
		{"wanted to kill", "The gunman opened fire at the mall, police said, and wanted to kill as many as 20 shoppers.", 0},
		{"enough to kill", "Agents found enough explosives in the garage to kill 200 people, the sheriff said on Friday.", 0},
		{"a killing done", "The gunman opened fire at the mall and killed 3 shoppers on Saturday.", 3},
		{"went on to kill", "The gunman shot a guard at the gate and went on to kill 4 students on Monday.", 4},
	} {
		if got := fatalities(t, c.text); got != c.dead {
			t.Errorf("%s: %q: %d dead, want %d", c.class, c.text, got, c.dead)
		}
	}
}

// A sentence that opens with a time a month or more back tells an earlier
// event as background: none of its deeds is coded. Hours or days back, the
// event is of the report's week and stays.
func TestEarlierOpeningIsBackground(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int
	}{
		{"months before that", "Eight months before that, a gunman killed 9 people at a church in the same county.", 0},
		{"a year earlier", "A year earlier, two men shot and killed 3 customers at a gas station on the same road.", 0},
		{"years ago", "Two years ago, a teenager killed 5 classmates at a high school across town.", 0},
		{"a similar attack last year", "In a similar attack last year, a man stabbed 4 people to death at a bus stop.", 0},
		{"earlier this year", "Earlier this year, a gunman killed 6 people at a warehouse in the city.", 0},
		{"hours before that", "Hours before that, gunmen killed 3 people at a checkpoint near the river on Tuesday.", 3},
		{"days earlier", "Two days earlier, a man shot and killed 2 people outside a bar on Main Street.", 2},
		{"a time at the clause's end", "A gunman killed 4 people at a store on Sunday, a week after he was released.", 4},
	} {
		if got := fatalities(t, c.text); got != c.dead {
			t.Errorf("%s: %q: %d dead, want %d", c.class, c.text, got, c.dead)
		}
	}
}
