package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// Talk of deeds told elsewhere, calls, lines of tags, places and weapons
// named, and counts over years are no event.
func TestTalkAndCallsAreNoEvent(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"outrage at attacks told twice", "The council expressed its outrage at attacks on hospitals and stressed that these attacks may amount to war crimes."},
		{"the deed set against something else", "The new deadly bombings come in the wake of army gains on several fronts in the north."},
		{"the strikes came after", "The air strikes came a day after the minister announced a wider campaign."},
		{"a call on someone to act", "The coalition calls on rights groups around the world to take action to stop the shelling of the town."},
		{"a call on forces to halt", "The factions called on the army and its allies to halt air strikes on the suburbs."},
		{"a line of tags", "Tags Syria Aleppo ceasefire truce civilian casualties sniper fire."},
		{"a deserted camp", "Families sheltered in a largely deserted refugee camp north of the city."},
		{"weapons of mass destruction", "The president said weapons of mass destruction must not spread across the region."},
		{"detention centres", "The old barracks are used as detention centres by the militia."},
		{"a count over years", "More than 3000 schools have been damaged or destroyed in nearly six years of conflict."},
		{"fighting over months", "The alliance has been locked in battle with the jihadists for more than two months."},
		{"the scene of fighting", "The old city has been the scene of fierce fighting between the army and the rebels."},
		{"an attack described", "A doctor in Turkey described the attack as a war crime and a violation of international accords."},
		{"attacks faced", "Its mentors, who themselves face terrorist attacks in their own backyard, have to see that collaborating brings misery."},
		{"a deed braced for", "The rebel-held east of the city braces for renewed bombardment."},
		{"a deed that must stop", "He said the killing in Aleppo had to stop and the city needed to receive food."},
		{"a capacity", "From here IS militants have been able to carry out attacks on Qamishli and the nearby airport."},
		{"a count over such attacks", "A total of 21 people were killed and more than 70 others wounded in such attacks, the agency reported."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
}

// The neighbours of TestTalkAndCallsAreNoEvent that stay events.
func TestTalkAndCallsNeighboursStay(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"the attack came on its day", "The attack came on Monday when gunmen stormed the checkpoint and killed four soldiers.", storyline.SubArmedClash},
		{"a call on a day", "The minister called on Wednesday for calm after rebels shelled the town.", storyline.SubShelling},
		{"tags run into a sentence", "Tags Syria Rebels Airstrikes At least 19 civilians were killed in air strikes on the town on Tuesday.", storyline.SubAirStrike},
		{"a village deserted by its people", "Soldiers deserted their posts near the border on Sunday.", storyline.SubDefection},
		{"a count of days", "Rebels have captured three villages from the army over two days.", storyline.SubNonStateOvertakes},
		{"the scene of fighting on a day", "The old city was the scene of fierce fighting between the army and the rebels on Monday.", storyline.SubArmedClash},
		{"a deed stopped", "The shelling of the town stopped on Monday after it killed 12 people.", storyline.SubShelling},
		{"a deed one was able to do", "The militants were able to storm the checkpoint on Monday and killed four soldiers.", storyline.SubArmedClash},
		{"strikes faced on a day", "Residents of the town faced heavy air strikes on Sunday that killed 12 people.", storyline.SubAirStrike},
		{"braced after a deed", "Residents braced for more fighting after rebels shelled the town on Sunday, killing four.", storyline.SubShelling},
		// the strikes set against the deed the sentence counts: the deed
		{"a deed the strikes came as", "The strikes came as a car bomb wounded at least 37 people in a neighbourhood of Homs.", storyline.SubRemoteExplosive},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}
