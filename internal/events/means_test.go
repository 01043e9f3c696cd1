package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A deed coded by its means: men destroyed are killed, an attack named by
// the air force is an air strike, a suicide blast a suicide bombing, a
// crossroads captured is territory, an armed group's warehouses destroyed
// by the army a battle.
func TestDeedByItsMeans(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"men destroyed by an air force", "The Russian Aerospace Forces have destroyed some 80 militants trying to flee the city a source said.", storyline.SubAirStrike},
		{"men destroyed by the army", "Army units destroyed 40 terrorists near the village on Sunday.", storyline.SubArmedClash},
		{"air force attacks", "In June over 30 civilians were killed in US Air Force attacks on a village near the town.", storyline.SubAirStrike},
		{"a suicide blast", "A suicide blast near a rebel checkpoint in the province killed 20 people on Sunday.", storyline.SubSuicideBomb},
		{"suicide explosions", "Twin suicide explosions hit a police post in the city on Friday.", storyline.SubSuicideBomb},
		{"a crossroads captured", "The army captured crossroads on the road to the eastern city.", storyline.SubGovRegainsTerritory},
		{"warehouses destroyed", "Government forces reportedly destroyed warehouses holding the weapons of ISIS militants in the port city.", storyline.SubArmedClash},
		{"a building destroyed stays", "Rioters destroyed a police station in the town on Monday.", storyline.SubViolentDemonstration},
		{"an attack stays", "Gunmen attacked a village and killed four farmers on Monday.", storyline.SubAttack},
	} {
		evs := codedEvents(t, c.text)
		got := ""
		if len(evs) > 0 {
			got = evs[0].SubEventType
		}
		if got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}
