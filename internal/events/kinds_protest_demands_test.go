package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// What demonstrators ask for and what a measure permits are no deeds; a
// measure imposed is a change to the authorities' activity; a burned thing
// shown is no burning.
func TestDemandsAndMeasures(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		// a demand's object does not split the demonstration from its deeds
		{"a lockdown demanded", "Fishermen rallied at the harbour on Monday. The group demands a lockdown of the island. They later set tires on fire on the coast road.", storyline.SubViolentDemonstration},
		{"attacks demanded against", "Bus drivers protested in Osorno on Monday. The group demanded more police on the roads and tougher penalties for people involved in attacks against drivers. Drivers set tires on fire to block the road.", storyline.SubViolentDemonstration},
		{"a deed told as a verb stays", "Bus drivers protested in Osorno on Monday. The group demanded new buses and attacked the transport inspector.", storyline.SubViolentDemonstration},
		// a measure permitting an intervention is the measure
		{"permitted intervention", "The governor declared a state of emergency on Friday, allowing the army to intervene in the protests in the capital.", storyline.SubChangeToGroup},
		{"curfew imposed", "Authorities imposed a curfew in the port city on Saturday night.", storyline.SubChangeToGroup},
		{"curfew lifted", "Authorities lifted the curfew in the port city on Saturday.", storyline.SubOther},
		{"a lockdown as setting", "Dozens of migrants returned on Monday during the lockdown imposed by the government.", storyline.SubOther},
		// a burned thing shown
		{"burned vehicles shown", "Farmers marched to the ministry on Monday and displayed burned trucks.", storyline.SubPeacefulProtest},
		// the permission ends with its clause
		{"permission clause ends", "Workers rallied on Monday to back a bill that allows them to retire earlier. demonstrators built barricades and clashed with police.", storyline.SubViolentDemonstration},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}
