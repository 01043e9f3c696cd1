package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// Two armed sides fighting is a battle; an armed side killing civilians is
// an attack. Each case is a class of sentences and the sub-event type of
// its first coded event.
func TestArmedSidesAndTheirVictims(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"two non-state groups", "Hezbollah fighters killed 23 Nusra militants near the village on Thursday.", storyline.SubArmedClash},
		{"fighters killed", "Some 40 ISIS fighters were killed around the town on Friday.", storyline.SubArmedClash},
		{"an armed post attacked", "Rebels attacked a militia checkpoint in the province killing six civilians and five militiamen.", storyline.SubArmedClash},
		{"an armed group's means destroyed", "Army units destroyed gatherings and vehicles of the terrorists in the countryside.", storyline.SubArmedClash},
		{"an armed group's position destroyed, in the passive", "A key position for the terrorists was destroyed in the town.", storyline.SubArmedClash},
		{"an armed group's centre destroyed, in the pluperfect", "He added a command center of ISIS and three groups of terrorists had been destroyed near the town.", storyline.SubArmedClash},
		{"an armed group's centre destroyed, where told first", "An army unit destroyed in an operation in al-Arbaeen neighborhood in Daraa al-Balad area a command center of al-Nusra terrorist organization.", storyline.SubArmedClash},
		{"an armed group's truck destroyed", "The army destroyed a pickup truck transferring terrorists in the town.", storyline.SubArmedClash},
		{"an attack on a post foiled", "An army unit foiled an attack attempt by Nusra terrorists on a military post in the countryside.", storyline.SubArmedClash},
		{"bombers targeted troops", "The bombers had also targeted the army troops near the city on Saturday leaving over 90 dead.", storyline.SubAirStrike},
		{"a chemical attack town", "One woman was killed in an air strike Saturday on the chemical attack town.", storyline.SubAirStrike},
		{"an armed group's means destroyed, in the passive", "Nine buildings used by the terrorists as a base and an ammunition depot were also destroyed.", storyline.SubArmedClash},
		{"civilians killed by gunmen", "Gunmen killed six villagers in an ambush near the river on Monday.", storyline.SubAttack},
		{"civilians executed by fighters", "IS fighters executed 30 men in the town on Monday.", storyline.SubAttack},
		{"shops destroyed by rioters", "Rioters looted shops and destroyed vehicles in the market.", storyline.SubMobViolence}, // rioting outside a demonstration (riotsWithoutDemonstration)
		{"targeted by aircraft", "Three schools were targeted by Russian aircraft in the town on Monday.", storyline.SubAirStrike},
		{"a base", "Members of the guerrilla group established a new base in the hills near the town.", storyline.SubHeadquarters},
		{"bases across a region", "Members of two guerrilla groups established new bases in the south of the state to control mining.", storyline.SubChangeToGroup},
		{"a foreign force's post", "Turkish forces have set up a new observation post in the province of Idlib in Syria.", storyline.SubHeadquarters},
		{"weapons seized", "Police seized seven illegal firearms and over 200 rounds of ammunition in the town.", storyline.SubDisruptedWeapons},
		{"explosives found", "Two explosive devices were found in a canal near the zoo on Tuesday.", storyline.SubDisruptedWeapons},
		{"rebels retake a village", "Activists say rebels have recaptured a village in the west of the country.", storyline.SubNonStateOvertakes},
		{"troops retake a village", "Government troops recaptured the village from the rebels on Monday.", storyline.SubGovRegainsTerritory},
		{"a port captured", "Government forces captured the port on Monday as they pushed to oust the rebels.", storyline.SubGovRegainsTerritory},
		{"a passive arrest", "Two men were detained by police officers in the town on Monday.", storyline.SubArrests},
		{"toxic shells", "Militants fired shells containing toxic materials on the district causing cases of asphyxiation.", storyline.SubChemicalWeapon},
		{"street battles", "Hundreds killed as street battles rage in the town.", storyline.SubArmedClash},
		{"fierce fighting", "Fierce fighting erupted in the east of the city on Thursday.", storyline.SubArmedClash},
		{"a headline's counted dead", "2 Civilians Killed 9 Injured in Terrorist Attack in the City.", storyline.SubAttack},
		{"dead counted in the passive", "Twenty six civilians were also killed on Monday when the air force pounded the neighborhood.", storyline.SubAttack},
		{"an assault with its aim", "Government troops launched an assault to recapture the eastern districts from the rebels on Monday.", storyline.SubArmedClash},
		{"a nerve agent", "Doctors said 355 people died in the suburbs last week from a neurotoxic agent.", storyline.SubChemicalWeapon},
		{"a truce after fighting", "The two sides agreed a fragile ceasefire after the worst fighting in decades.", storyline.SubAgreement},
		{"a town taken after clashes", "Kurdish fighters captured the town on Monday after intense clashes with the militants.", storyline.SubNonStateOvertakes},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// "close to the border" places an event; it closes no border.
func TestCloseToTheBorder(t *testing.T) {
	for _, e := range codedEvents(t, "The militants killed 33 young men close to the border on Monday.") {
		if e.SubEventType == storyline.SubOther {
			t.Errorf("coded a border closure: %q", e.Trigger)
		}
	}
}

// The neighbours of the classes of TestOnlyWhatHappened that stay events:
// an attack with its dead, chemical weapons used, a protest with its own
// verb.
func TestWhatHappenedStays(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"an attack with its dead", "The attack on the town killed at least 58 civilians on Tuesday.", storyline.SubAttack},
		{"an attack condemned with its dead", "The minister condemned the attack which killed 12 people in the market.", storyline.SubAttack},
		{"chemical weapons used", "The army used chemical weapons on the suburb on Monday.", storyline.SubChemicalWeapon},
		{"a perfect count of one day's strikes", "Five people have been killed in airstrikes on the town on Monday.", storyline.SubAirStrike},
		{"a hedge on the act itself", "The air strike may have killed 50 people in the town on Monday.", storyline.SubAirStrike},
		{"a shooting investigated", "Police are investigating the shooting of two men in the park on Friday.", storyline.SubAttack},
		{"killed near a town", "Gunmen killed six villagers near the town on Monday.", storyline.SubAttack},
		{"the first attacks of a day", "The first two attacks hit the town of Hama on Monday killing five people.", storyline.SubAttack},
		{"after a date later in a sentence", "The siege began in 2012 and the town fell. Airstrikes killed 20 people in the town.", storyline.SubAirStrike},
		{"reports of a shooting investigated", "Police are investigating reports of a shooting in the park on Friday.", storyline.SubAttack},
		{"a protest over prices", "Thousands of people protested over fuel prices in the capital on Monday.", storyline.SubPeacefulProtest},
		{"a hedge on the weapon", "Doctors said 355 people died last week from what they believed to be a neurotoxic agent.", storyline.SubChemicalWeapon},
		{"an arrest after the attack", "Police arrested two men after the attack on the bus on Monday.", storyline.SubArrests},
		{"dead after the attack", "Two people died after the attack on the market on Monday.", storyline.SubAttack},
		{"an attack after midnight", "After midnight gunmen launched an attack on the village killing two farmers.", storyline.SubAttack},
		{"recruits trained", "The armed group is training new recruits in the hills near the town.", storyline.SubChangeToGroup},
		{"villagers who kill", "Villagers killed a suspected thief in the town on Monday.", storyline.SubMobViolence},
		{"residents clashing with police", "Residents clashed with police in the town on Monday.", storyline.SubMobViolence},
		{"prisoners fighting", "Prisoners started fighting each other over gang territories in the jail on Monday.", storyline.SubMobViolence},
		{"a road blockade", "Truckers set up a blockade on the highway on Monday.", storyline.SubPeacefulProtest},
		{"demonstrated to demand", "A group of people demonstrated to demand the release of the arrested men on Monday.", storyline.SubPeacefulProtest},
		{"a walkout", "Workers went on strike at the port on Monday over wages.", storyline.SubPeacefulProtest},
		{"a town retaken", "The army managed to recapture the town on Monday.", storyline.SubGovRegainsTerritory},
		{"killed after fighting", "Five soldiers were killed after fierce fighting broke out near the town on Monday.", storyline.SubArmedClash},
		{"a deal that holds", "Rebel groups and government forces have agreed a 48-hour ceasefire in three towns.", storyline.SubAgreement},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A car bomb is set off on the ground, whatever aircraft its paragraph
// names: "Warplanes struck the town on Friday. A double car bombing killed
// 100 people on Tuesday."
func TestCarBombNotFromTheAir(t *testing.T) {
	evs := codedEvents(t, "Warplanes struck the town on Friday. A double car bombing killed 100 people in the city on Tuesday.")
	if len(evs) < 2 || evs[1].SubEventType != storyline.SubRemoteExplosive {
		for _, e := range evs {
			t.Logf("%s %q", e.SubEventType, e.Trigger)
		}
		t.Errorf("the car bombing is not a remote explosive")
	}
}

// A chemical attack named as a time ("just days after a chemical attack")
// or a place ("the chemical attack town") is another event: the
// sentence's own is not a chemical weapon.
func TestEarlierChemicalAttackNamed(t *testing.T) {
	for _, s := range []string{
		"Just days after a deadly regime chemical attack a woman was killed on a bus in a town south of the city.",
		"One woman was killed in a raid on Saturday on the town the site of a suspected chemical weapons attack earlier this week.",
	} {
		for _, e := range codedEvents(t, s) {
			if e.SubEventType == storyline.SubChemicalWeapon {
				t.Errorf("%q: coded a chemical weapon", s)
			}
		}
	}
}

// A town named as where the fire came from is not the event's place when
// the sentence names the town it hit.
func TestTownFiredFromIsNotThePlace(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"fired from", "Militants fired dozens of rockets from Harasta on Douma on Monday killing six people in Syria.", "Douma"},
		{"positioned in", "Terrorist groups positioned in Harasta shelled the town of Douma with mortars on Monday killing two people in Syria.", "Douma"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil {
			t.Errorf("%s: %q: no place", c.class, c.text)
			continue
		}
		if p := evs[0].Place; p.Name != c.place {
			t.Errorf("%s: %q: %s, want %s", c.class, c.text, p.Name, c.place)
		}
	}
}

// A deed in a clause that describes a noun is no event: "the territory
// they have captured" is what the territory is.
func TestDeedDescribingANoun(t *testing.T) {
	for _, text := range []string{
		"The rebel groups are having trouble agreeing how to share the territory they have captured.",
		"Residents fled the villages that it had seized along the river.",
		"The SDF has moved out of the western neighbourhoods it has captured into the road south of Manbij.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s, want no event", text, evs[0].SubEventType)
		}
	}
	for _, c := range []struct{ text, sub string }{
		{"Islamist rebels have captured the town of Tabqa from government forces.", storyline.SubNonStateOvertakes},
		{"Rebels said on Monday they have captured the town of Tabqa.", storyline.SubNonStateOvertakes},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 {
			t.Errorf("%q: no event, want %s", c.text, c.sub)
		}
	}
}
