package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// The kind read from the deed's verb, object and means rather than one word
// of the sentence (docs/events-syria.md, "Twenty-first pass").
func TestKindsFromTheDeedsMeans(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a claimed suicide attack keeps its weapon",
			"The militants claimed a suicide attack on an army checkpoint near the town on Friday that killed nine soldiers.",
			storyline.SubSuicideBomb},
		{"the reporter told is no victim",
			"Army units killed 20 militants in the eastern countryside of the province on Monday a military source told a state television reporter.",
			storyline.SubArmedClash},
		{"people gathered where a bomb fell",
			"Eleven people were killed when a car bomb exploded at a market where villagers were gathered in the south on Friday.",
			storyline.SubRemoteExplosive},
		{"explosive rounds fired",
			"Insurgents fired explosive rounds at a residential quarter of the city on Tuesday wounding three people.",
			storyline.SubShelling},
		{"an attack named by its rockets",
			"Two children were wounded in the rebels' rocketry attacks on the western suburbs on Sunday.",
			storyline.SubShelling},
		{"the air force's strike",
			"State media said the air force had targeted insurgents across the southern province on Sunday killing dozens of them.",
			storyline.SubAirStrike},
		{"bombs said to be chemical",
			"Dozens of people choked on Tuesday after helicopters dropped chemical bombs on the village the doctors said.",
			storyline.SubChemicalWeapon},
		{"a means hedged by what",
			"Four people were killed in what residents believed were government airstrikes on the village on Monday.",
			storyline.SubAirStrike},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A sentence that names a weapon, a body or an attack without telling a
// deed codes none of them.
func TestKindsWithoutADeed(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"weapons held", "Officials said the militia keeps rockets and mortars in tunnels under the old city."},
		{"weapons supplied", "The report said a neighbouring state supplied missiles to the insurgents last year."},
		{"a body's name", "The opposition's Supreme Negotiations Committee told the envoy on Monday that the date was premature."},
		{"a centre named for reconciliation", "A spokesman for the Joint Centre for Reconciliation said on Monday that aid would arrive soon."},
		{"the topic of a debate", "Lawmakers held a heated debate on the bombing of the city in parliament on Tuesday."},
		{"ruins with no doer", "A shopkeeper in the old market said his shop was completely destroyed."},
		{"damage as a state", "The water station has been badly damaged and aid has not reached the district for weeks."},
		{"a capture weighed", "Its capture would be a major prize for the army which holds the coast."},
		{"a call to protest", "The foreign minister on Tuesday called for anti-war campaigners to protest outside the embassy in Paris."},
	} {
		for _, e := range codedEvents(t, c.text) {
			if e.NonEvent == "" {
				t.Errorf("%s: %q coded %q", c.class, c.text, e.SubEventType)
			}
		}
	}
	// what stays: weapons fired, a deed by a committee, a protest held
	for _, c := range []struct{ class, text, sub string }{
		{"rockets fired", "Militants fired rockets at the town on Monday wounding two people.", storyline.SubShelling},
		{"destroyed by fire", "Three buses were destroyed by fire during the night in the south of the region.", storyline.SubLootingDestruction},
		{"a town captured", "Government troops captured the town of Qusayr on Monday.", storyline.SubGovRegainsTerritory},
		{"rockets kept firing", "The militia keeps firing rockets at the town on Monday wounding two people.", storyline.SubShelling},
		{"protesters held a protest", "Students protested outside the embassy on Tuesday.", storyline.SubPeacefulProtest},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// The dead named back ("the dead", "those killed") are the toll of the
// bombing told just before, not an attack of their own; a headline's
// attack with no means takes the lead's weapon.
func TestKindsReferredBack(t *testing.T) {
	for _, text := range []string{
		"A car bomb exploded near a bus station in Homs on Monday killing 14 people. The dead included six students from the village of Kafr Laha in Homs province the monitor said.",
		"A roadside bomb hit a minibus near Aleppo on Sunday killing nine people. Those killed were mostly farmers from the villages of Nubl and Zahraa in Aleppo province.",
	} {
		for _, e := range codedEvents(t, text) {
			if e.SubEventType != storyline.SubRemoteExplosive {
				t.Errorf("%q: coded %q", text, e.SubEventType)
			}
		}
	}
	headline := "Two Civilians Killed in Terrorist Attack on Market. Two civilians were killed on Monday when militants fired mortar shells at a market in the town the agency said."
	if evs := codedEvents(t, headline); len(evs) == 0 || evs[0].SubEventType != storyline.SubShelling {
		t.Errorf("%q: the headline's attack %v, want the lead's shelling", headline, evs)
	}
	// a headline's attack whose lead tells no remote weapon stays an attack
	stays := "Two Civilians Killed in Attack on Market. Gunmen shot dead two vendors at a market in the town on Monday the agency said."
	if evs := codedEvents(t, stays); len(evs) == 0 || evs[0].SubEventType != storyline.SubAttack {
		t.Errorf("%q: %v, want an attack", stays, evs)
	}
}
