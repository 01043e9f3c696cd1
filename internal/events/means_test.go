package events_test

import (
	"slices"
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
		{"air force attacks", "On June 3 over 30 civilians were killed in US Air Force attacks on a village near the town.", storyline.SubAirStrike},
		{"a suicide blast", "A suicide blast near a rebel checkpoint in the province killed 20 people on Sunday.", storyline.SubSuicideBomb},
		{"suicide explosions", "Twin suicide explosions hit a police post in the city on Friday.", storyline.SubSuicideBomb},
		{"a crossroads captured", "The army captured crossroads on the road to the eastern city.", storyline.SubGovRegainsTerritory},
		{"warehouses destroyed", "Government forces reportedly destroyed warehouses holding the weapons of ISIS militants in the port city.", storyline.SubArmedClash},
		{"a building destroyed stays", "Rioters destroyed a police station in the town on Monday.", storyline.SubMobViolence},
		{"an attack stays", "Gunmen attacked a village and killed four farmers on Monday.", storyline.SubAttack},
		{"a helicopter shot down", "Three airmen were killed when their helicopter was shot down near the border on Friday.", storyline.SubArmedClash},
		{"a warplane shot down, active", "Rebels shot down a government warplane over the valley on Monday killing its pilot.", storyline.SubArmedClash},
		{"a drone shot down stays", "Troops shot down a drone over the air base on Monday.", storyline.SubDisruptedWeapons},
		{"a mortar destroyed", "The army destroyed a mortar and a truck which were used by the militants to block the road on Monday.", storyline.SubArmedClash},
		{"destroyed by mortar fire stays", "Two houses were destroyed by mortar fire in the village on Monday.", storyline.SubShelling},
		{"factions clashing", "In early March the group expanded into the countryside after clashing with other opposition factions.", storyline.SubArmedClash},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A destruction is coded by the means that made it: aircraft, a strike or
// a blast as its subject, an armed force's means as its object; a
// participle that describes its noun is no deed.
func TestDestructionByItsMeans(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"aircraft destroy", "Government aircraft destroyed two sites containing weapons of the militants near the city.", storyline.SubAirStrike},
		{"raids destroy", "The raids also destroyed several shops and cars in the area.", storyline.SubAirStrike},
		{"strikes damage", "The strikes also damaged trucks carrying food.", storyline.SubAirStrike},
		{"a blast destroys", "The blast destroyed three buildings in the old market.", storyline.SubRemoteExplosive},
		{"an explosion causes destruction", "The explosion caused much destruction inside the church.", storyline.SubRemoteExplosive},
		{"arms destroyed", "Army units destroyed radio-controlled drones and machinegun-equipped vehicles belonging to the rebels in the south.", storyline.SubArmedClash},
		{"arms destroyed in the passive", "A total of 15 trucks with heavy weapons were also destroyed the general said.", storyline.SubArmedClash},
		{"a house destroyed stays", "Militiamen destroyed three houses in the village on Monday.", storyline.SubLootingDestruction},
		{"rioters stay", "Protesters destroyed two police vehicles in the square on Monday.", storyline.SubViolentDemonstration},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
	for _, text := range []string{
		"Videos of the destroyed church have been circulating online.",
		"Rescue workers searched for survivors under the rubble of destroyed buildings.",
		"A reporter saw at least one destroyed ward and corridors full of rubble.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s, want no event", text, evs[0].SubEventType)
		}
	}
}

// Bombs dropped from the air and attacks named by aircraft are air
// strikes; drones destroyed are what was destroyed; attacks launched as
// an aim are not made.
func TestAirMeansAndAims(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"barrel bombs", "Barrel bombs killed eight people in the town on Tuesday.", storyline.SubAirStrike},
		{"a drone", "A drone struck a car in the provincial capital killing all inside.", storyline.SubAirStrike},
		{"aerial attacks", "Government forces intensified aerial attacks on the rebel-held villages on Sunday.", storyline.SubAirStrike},
		{"an assault by aircraft", "The assault by aircraft from the government destroyed the market on Monday.", storyline.SubAirStrike},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
	for _, text := range []string{
		"The militants have used this town to launch attacks on the two cities.",
		"The group moved its fighters into the hills to carry out attacks on the airport.",
		"The president said he hopes the talks will result in action to eliminate Syria's ability to use chemical weapons again.",
		"The army has threatened to deploy barrel bombs against the rebel-held districts.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s, want no event", text, evs[0].SubEventType)
		}
	}
	for _, text := range []string{
		"The rebels managed to launch an attack on the airport on Monday.",
		"Government forces were able to use chemical weapons against the suburb on Wednesday, killing 30 people.",
	} {
		if evs := codedEvents(t, text); len(evs) == 0 {
			t.Errorf("%q: no event, want one", text)
		}
	}
}

// An attack named as what is to be stopped is no event; one that was not
// stopped is.
func TestAttackToStop(t *testing.T) {
	for _, text := range []string{
		"Action must be taken to stop the barbaric attack on the civilians in the city.",
		"The envoy pressed for efforts to end the bombardment of the eastern districts.",
		"The council called for an end to the shelling of the camp.",
		"The Kremlin said on Wednesday that a moratorium on Russian air strikes against targets in the city remained in place.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s, want no event", text, evs[0].SubEventType)
		}
	}
	for _, text := range []string{
		"Police failed to stop the attack on the market that killed five people on Monday.",
		"Warplanes bombed the town on Monday and the shelling did not stop until dawn.",
	} {
		if evs := codedEvents(t, text); len(evs) == 0 {
			t.Errorf("%q: no event, want one", text)
		}
	}
}

// A suicide bombing told after an air strike or a shelling is its own
// event with its own dead, and an air strike after a bombing too.
func TestOtherMeansOwnEvent(t *testing.T) {
	for _, c := range []struct {
		class, text string
		subs        []string
		dead        []int
	}{
		{"a bomber after jets", "Warplanes pounded the eastern districts of the city on Tuesday killing 26 people. At least 10 people were also killed when a suicide bomber blew himself up at a checkpoint in a village to the north.",
			[]string{storyline.SubAirStrike, storyline.SubSuicideBomb}, []int{26, 10}},
		{"shelling after a bomber", "A suicide bomber blew himself up at a market on Sunday killing 14 people. Government artillery later shelled the town killing five people.",
			[]string{storyline.SubSuicideBomb, storyline.SubShelling}, []int{14, 5}},
	} {
		evs := codedEvents(t, c.text)
		var subs []string
		var dead []int
		for _, e := range evs {
			subs, dead = append(subs, e.SubEventType), append(dead, e.Fatalities)
		}
		if !slices.Equal(subs, c.subs) || !slices.Equal(dead, c.dead) {
			t.Errorf("%s: coded %v with %v dead, want %v with %v", c.class, subs, dead, c.subs, c.dead)
		}
	}
}
