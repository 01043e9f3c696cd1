package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// The kind comes from the deed, its object and its means, not from one
// word: the desert as land, a defector among the dead, a region captured,
// an infiltration foiled, the ruins of an attack, raids referring back to
// air strikes.
func TestKindsFromTheDeed(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"soldiers desert stays", "Dozens of soldiers deserted their posts in the south on Monday.", storyline.SubDefection},
		{"a defector among the dead", "In the northern town 12 people were killed in air strikes including a former colonel who had defected from the army the monitor said.", storyline.SubAirStrike},
		{"a region captured", "Government troops have captured most of Qusayr on Monday the army said.", storyline.SubGovRegainsTerritory},
		{"parts of a province seized", "Rebel fighters captured large parts of Idlib on Tuesday.", storyline.SubNonStateOvertakes},
		{"men captured stay arrests", "Police captured two suspected smugglers near the border on Monday.", storyline.SubArrests},
		{"an infiltration foiled", "Army units thwarted an infiltration attempt by militants from the direction of the farms towards two villages east of the city.", storyline.SubArmedClash},
		{"an advance foiled", "Troops foiled an advance by the insurgents on the southern front on Monday.", storyline.SubArmedClash},
		{"troops moved", "The government is reportedly moving troops to a border region in the east.", storyline.SubChangeToGroup},
		{"a bomb foiled stays", "Police foiled a plot to bomb the central station on Monday.", storyline.SubDisruptedWeapons},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
	// the desert is land
	for _, text := range []string{
		"On Friday the militants launched a counterattack on army positions along the road through the desert to the eastern city.",
		"Troops are fighting the militants in the vast Syrian desert near the border.",
		"Aircraft pounded the militants' positions near the town and in the Eastern Desert on Monday.",
	} {
		for _, e := range codedEvents(t, text) {
			if e.SubEventType == storyline.SubDefection {
				t.Errorf("%q: the desert coded a defection", text)
			}
		}
	}
	// a defector among the dead is who a victim was
	for _, e := range codedEvents(t, "Two men were killed in the shelling of the town on Sunday including a soldier who had defected from the army.") {
		if e.SubEventType == storyline.SubDefection {
			t.Errorf("a defector among the dead coded a defection")
		}
	}
	// the ruins of an attack are no event of their own
	for _, text := range []string{
		"Rescuers were trying to reach people trapped in a house which was demolished after the attack.",
		"Several shops were destroyed in the strike the witness said.",
	} {
		for _, e := range codedEvents(t, text) {
			if e.SubEventType == storyline.SubLootingDestruction && e.NonEvent == "" {
				t.Errorf("%q: coded %q", text, e.SubEventType)
			}
		}
	}
	// weapons taken in a battle are the battle's
	spoils := "An army unit ambushed the militants near the village on Wednesday killing dozens of them. The unit confiscated the militants' weapons including machine guns and rocket launchers."
	for _, e := range codedEvents(t, spoils) {
		if e.SubEventType != storyline.SubArmedClash {
			t.Errorf("%q: coded %q", spoils, e.SubEventType)
		}
	}
	if got := firstSub(t, "Police confiscated weapons and ammunition in a raid on a house in the city on Monday."); got != storyline.SubDisruptedWeapons {
		t.Errorf("a cache seized: %q", got)
	}
	// a passive killing with no means after the strikes is their toll
	toll := "Government air strikes hit two towns in the north on Monday the monitor said. In Kafr Nabl in the south of Idlib province 11 people were killed including two children."
	for _, e := range codedEvents(t, toll) {
		if e.SubEventType != storyline.SubAirStrike {
			t.Errorf("%q: coded %q", toll, e.SubEventType)
		}
	}
	// "the raids" after air strikes are the strikes
	text := "A wave of air strikes on Saturday hit a village in the north killing eight civilians. The monitor said the raids targeted the town of Saraqib in Idlib province on Sunday."
	for _, e := range codedEvents(t, text) {
		if e.SubEventType == storyline.SubAttack {
			t.Errorf("%q: the raids coded %q", text, e.SubEventType)
		}
	}
}
