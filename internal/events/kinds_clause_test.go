package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// The kind read from the sentence's own deed, not from a word of a clause
// that describes someone, a support, a quotation read as opinion or an
// accusation read as doubt (docs/events-syria.md, "Thirtieth pass").
func TestKindsOfTheOwnDeed(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a town captured in the passive", "The town, once an army stronghold, was captured by the rebels in May.", storyline.SubNonStateOvertakes},
		{"a town captured after a relative clause", "The town, which the army had held for years, was captured by the rebels in May.", storyline.SubNonStateOvertakes},
		{"a person captured stays an arrest", "A fighter from the village was captured by the army on Monday.", storyline.SubArrests},
		{"full control established", "The army established full control over the village on Monday.", storyline.SubGovRegainsTerritory},
		{"a pluperfect describing the arrested", "Police on Monday arrested four men who had attacked a checkpoint near the town.", storyline.SubArrests},
		{"the means of a side's support", "Army units backed by helicopters and artillery repelled an attack by militants on their positions on Friday.", storyline.SubArmedClash},
		{"a monitor's dated quotation", `"On Friday 12 people were killed in air strikes on the market" the monitor said.`, storyline.SubAirStrike},
		{"a dated quotation naming the US", `"The UK shares the US assessment that the regime was responsible for a sarin attack on the town on the 4th of April" the ambassador told the council.`, storyline.SubChemicalWeapon},
		{"the means an accusation names", "News of the massacre in the valley spread on Friday with activists accusing the army of launching a chemical attack that killed dozens.", storyline.SubChemicalWeapon},
		{"bombs dropped", "The army dropped incendiary bombs on the town on Monday.", storyline.SubAirStrike},
		{"an attack foiled named at length", "Army units foiled an attack launched by militants of two armed groups affiliated to the Front on military posts in the north.", storyline.SubArmedClash},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A quotation of a wish or a call, even with a day, stays the speaker's.
func TestQuotedCallStaysOpinion(t *testing.T) {
	for _, text := range []string{
		`"I call on everyone to march to the square on Friday" he said.`,
		`"Let us march to the square on Friday as was planned" he said.`,
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s, want no event", text, evs[0].SubEventType)
		}
	}
}

// Bombings a string of which an armed group set off are no air strikes,
// whatever aircraft the paragraph names; firefighters battling flames
// fight no battle.
func TestGroundBombingsAndThingsFought(t *testing.T) {
	const bombings = "A string of militant bombings near the shrine in the spring left 40 people dead. Jets also struck the town."
	if got := firstSub(t, bombings); got != storyline.SubRemoteExplosive {
		t.Errorf("%q: %q, want %q", bombings, got, storyline.SubRemoteExplosive)
	}
	const flames = "Firefighters battled to extinguish the flames in the market on Monday."
	if evs := codedEvents(t, flames); len(evs) != 0 {
		t.Errorf("%q: coded %s, want no event", flames, evs[0].SubEventType)
	}
}
