package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A deed's kind is read from the deed: a bomb that blasts on the ground
// is no air strike though aircraft fly in the paragraph, a province
// captured is territory, weapons seized while taking a village are no
// event of their own, sorties strike from the air, lives claimed are
// lives taken.
func TestKindReadFromTheDeed(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"bomb blasts under aircraft", "Warplanes flew over the north all week. Bomb blasts rocked two markets in the city on Monday killing nine.", storyline.SubRemoteExplosive},
		{"twin bombings under aircraft", "Jets were seen over the valley. Sunday's twin bombings killed 14 people at a bus station.", storyline.SubRemoteExplosive},
		{"a bomb attack under aircraft", "Helicopters hovered over the town. A bomb attack on the road killed two soldiers on Friday.", storyline.SubRemoteExplosive},
		{"a bomb attack dropped from the air", "Warplanes flew over the province. The town was hit by a bomb attack aerially dropped by the regime on Monday killing five.", storyline.SubAirStrike},
		{"lives claimed by aircraft", "Sources said aircraft of the coalition bombed tents near the town claiming the lives of ten civilians.", storyline.SubAirStrike},
		{"an aerial bomb", "A woman and her son died after an aerial bomb hit their home in the old quarter.", storyline.SubAirStrike},
		{"bombing by aircraft stays", "Warplanes circled the city. The bombing killed 12 people in the market on Monday.", storyline.SubAirStrike},
		{"a province captured", "The militia captured most of the surrounding province on Tuesday.", storyline.SubNonStateOvertakes},
		{"a stronghold captured", "The rebels captured the militant stronghold of the valley on Tuesday.", storyline.SubNonStateOvertakes},
		{"fighters captured stay", "Army troops captured several fighters including a commander on Tuesday.", storyline.SubArrests},
		{"people captured at a place stay", "Army troops captured 20 men at a farm near the river on Tuesday.", storyline.SubArrests},
		{"sorties destroy", "The sorties also destroyed two trucks and killed ten militants in the hills the source said.", storyline.SubAirStrike},
		{"sorties kill", "The military source said the sorties resulted in killing 17 militants near the border.", storyline.SubAirStrike},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// "Claiming the lives of" tells lives taken, not a claim made by the
// residents who tell it.
func TestLivesClaimed(t *testing.T) {
	text := "Residents said gunmen entered the camp on Wednesday claiming the lives of ten people."
	if got := firstSub(t, text); got == storyline.SubPeacefulProtest || got == "" {
		t.Errorf("%q: %q, want the killing", text, got)
	}
}

// Weapons seized in the sentence that tells the ground taken are the
// fight's spoils; a seizure alone stays disrupted weapons use.
func TestSpoilsInTheSentence(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"seized as the villages are taken", "The two villages were liberated and some ammunition of the militants was seized.", ""},
		{"seized in a battle", "Troops clashed with the rebels for hours and confiscated rifles and ammunition in the hills.", storyline.SubArmedClash},
		{"a seizure alone stays", "Police seized a cache of rifles and ammunition in a house near the port.", storyline.SubDisruptedWeapons},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A gathering is a demonstration only with a protest word or a cause in
// its sentence, or a protest told in the next sentence.
func TestGatheringWithoutCause(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a crowd at a hospital", "A large crowd gathered outside the clinic on Sunday evening.", ""},
		{"families at a mosque", "Dozens of families gathered at the mosque for the evening meal on Friday.", ""},
		{"a cause in the sentence", "Hundreds of nurses gathered outside the ministry against the pay cuts on Monday.", storyline.SubPeacefulProtest},
		{"protest told next", "About 50 neighbors gathered in the main square on Monday. They were protesting the closure of the clinic.", storyline.SubPeacefulProtest},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A killing told in a relative clause about whom a protest is for ("the
// relatives of victims that were killed by soldiers") is what the protest
// is about, not force used on it.
func TestKillingWhomTheProtestIsFor(t *testing.T) {
	text := "About 80 relatives of young men that were killed by soldiers marched to the court to demand justice on Monday."
	if got := firstSub(t, text); got != storyline.SubPeacefulProtest {
		t.Errorf("%q: %q, want %q", text, got, storyline.SubPeacefulProtest)
	}
}

// Rioting with no protest, cause or road block is a mob's violence; with
// one of them it is a violent demonstration.
func TestRiotsWithoutDemonstration(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"rioters loot", "On Monday a group of rioters looted a pharmacy and two shops in the town centre.", storyline.SubMobViolence},
		{"rioters attack a bus", "Some 30 rioters attacked a city bus and set it on fire on Friday night.", storyline.SubMobViolence},
		{"rioters with a demand", "Rioters set fire to the town hall to demand the return of water service on Monday.", storyline.SubViolentDemonstration},
		{"rioters with a road block", "Rioters burned tires and blocked the main avenue on Monday.", storyline.SubViolentDemonstration},
		{"rioters at a protest", "Rioters looted shops during a protest against the fare rise on Monday.", storyline.SubViolentDemonstration},
		{"a protest told next", "Rioters smashed the windows of a bank on Monday. The protest was called by student groups.", storyline.SubViolentDemonstration},
		{"rioters fight the police", "Rioters fought with police officers outside the parliament before forcing a gate on Monday.", storyline.SubViolentDemonstration},
		{"rioters set a street on fire", "Masked rioters set fire on a street in the old town on Sunday night.", storyline.SubViolentDemonstration},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A road blocked with barricade stuff is a violent demonstration; one
// blocked by people, or "with sticks", stays peaceful.
func TestRoadBlockedWithBarricades(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"tires and branches", "Villagers blocked the main road with tires and branches to demand drinking water on Monday.", storyline.SubViolentDemonstration},
		{"trash", "Neighbours blocked a street with trash and debris to demand the collection of waste on Monday.", storyline.SubViolentDemonstration},
		{"people in the road stay", "Villagers blocked the main road to demand drinking water on Monday.", storyline.SubPeacefulProtest},
		{"sticks stay", "Villagers blocked the main road with sticks to demand drinking water on Monday.", storyline.SubPeacefulProtest},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A protest dissolved by the police is dispersed: an intervention.
func TestProtestDissolved(t *testing.T) {
	text := "Teachers blocked the avenue to demand their wages on Monday. Police officers arrived and dissolved the protest."
	if got := firstSub(t, text); got != storyline.SubProtestIntervention {
		t.Errorf("%q: %q, want %q", text, got, storyline.SubProtestIntervention)
	}
}
