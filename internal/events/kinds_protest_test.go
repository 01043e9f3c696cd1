package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A demonstration's kind follows who does what in it: the demonstrators'
// own violence or vandalism, told in its sentence or the next ones, makes
// it a violent demonstration; force used on them, or deeds that are only
// what they complain of, does not.
func TestDemonstratorsDeeds(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		// the police of the country named: no other place
		{"the country's police", "Students demonstrated in Osorno, Los Lagos region, on Monday over the fare rise. Demonstrators and police forces of Chile clashed near the main square.", storyline.SubViolentDemonstration},
		// demonstrators as the subject of a deed of violence
		{"demonstrators attack", "Dozens of demonstrators attacked a bank manager outside the ministry on Tuesday.", storyline.SubViolentDemonstration},
		{"the group after a rally", "Farmers rallied in the square on Monday over crop prices. The group later attacked the regional tax inspector.", storyline.SubViolentDemonstration},
		{"a passive with no doer", "Nurses protested outside the clinic on Friday over unpaid wages. The police station was attacked with stones.", storyline.SubViolentDemonstration},
		{"their fire", "Miners rallied near the pit on Monday. They blocked the access setting old furniture on fire.", storyline.SubViolentDemonstration},
		{"molotov", "Students marched on Thursday against the fare rise. Some of them used Molotov cocktails against the police.", storyline.SubViolentDemonstration},
		{"turned violent", "The march against the mine turned violent on Saturday afternoon.", storyline.SubViolentDemonstration},
		{"a clash though dispersed", "Teachers marched in the port city on Monday. Police and demonstrators clashed as officers fired tear gas to disperse them.", storyline.SubViolentDemonstration},
		{"barricades with", "Residents rallied on Friday to demand water. They blocked with barricades the avenue for hours.", storyline.SubViolentDemonstration},
		// force used on the demonstrators, deeds that are their topic
		{"police the doers", "Workers protested at the port on Monday. Police dispersed the group and destroyed the tents they had set up.", storyline.SubProtestIntervention},
		{"police pushed them", "Residents protested on Monday to demand gas. Police pushed protesters, and beat a photographer.", storyline.SubProtestIntervention},
		{"a complaint in the perfect", "Shop owners protested on Monday against a rise in crime. Their stores have been robbed.", storyline.SubPeacefulProtest},
		{"the attack as a noun", "Teachers marched in the capital on Monday. Demonstrators listed the attacks on schools.", storyline.SubPeacefulProtest},
		{"evicted", "Police evicted the students who had occupied the school in protest against its closure on Wednesday.", storyline.SubProtestIntervention},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
	// the demonstrators as a deed's victims
	for _, text := range []string{
		"Retirees demonstrated on Friday over pensions. Several protesters were beaten outside the bank.",
		"Retirees demonstrated on Friday over pensions. Two retirees were attacked outside the bank.",
	} {
		if got := firstSub(t, text); got == storyline.SubViolentDemonstration {
			t.Errorf("%q: the victims coded %q", text, got)
		}
	}
}

// Rioters out to loot are a mob, whoever they fight and whatever wave of
// demonstrations is the setting; a protest of their own makes their
// looting a demonstration's.
func TestLootingRioters(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"looters fight the police", "Some 200 rioters clashed with police on Saturday when they tried to loot a supermarket. It happened amid a week of demonstrations over food prices.", storyline.SubMobViolence},
		{"looting with a protest setting", "Rioters looted a pharmacy on Monday night amid demonstrations over the fare rise.", storyline.SubMobViolence},
		{"their own protest next", "A group of rioters looted a hardware store on Monday night. The group used the timber to build barricades to protest against the reform.", storyline.SubViolentDemonstration},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// Clashes of two armed sides told after a protest are a battle, not the
// protest's intervention.
func TestArmedClashAfterProtest(t *testing.T) {
	const text = "Thousands of people protested in the town on Friday against the regime and police dispersed them. " +
		"Meanwhile clashes resumed today between regime forces and rebel fighters on the fronts of Talbeesah and Rastan."
	evs := codedEvents(t, text)
	if len(evs) < 2 || evs[1].SubEventType != storyline.SubArmedClash {
		t.Errorf("%q: %+v, want an armed clash second", text, evs)
	}
}

// A government that protests, named by its country or its capital,
// objects; it does not demonstrate.
func TestStateProtestIsNoDemonstration(t *testing.T) {
	for _, text := range []string{
		"The US involvement has been protested by Damascus which did not give consent to US presence on the Syrian territory.",
		"Moscow protested the strikes on Monday.",
		"There have been no US strikes so far but the announcement drew protests from Damascus and its Iranian and Russian allies.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s, want none", text, evs[0].SubEventType)
		}
	}
	for _, text := range []string{
		"Thousands protested in Damascus on Friday against the regime.",
		"On Friday residents of Caracas protested against the lack of water.",
		"The fee rise sparked protests from students in Santiago on Friday.",
	} {
		if got := firstSub(t, text); got != storyline.SubPeacefulProtest {
			t.Errorf("%q: %q, want a peaceful protest", text, got)
		}
	}
}

// A blockade a state keeps is a siege, whatever roads it closes; one
// that protesters set on a road is a demonstration.
func TestStateBlockadeIsNoProtest(t *testing.T) {
	const siege = "Northern rural Homs already suffers from lack of food and medical supplies as a result of the regimes blockade of most of the roads leading to the area."
	if evs := codedEvents(t, siege); len(evs) != 0 && evs[0].EventType == storyline.EventProtests {
		t.Errorf("%q: coded %s", siege, evs[0].SubEventType)
	}
	if got := firstSub(t, "Farmers set up a blockade of the highway near the town on Monday."); got != storyline.SubPeacefulProtest {
		t.Errorf("farmers' blockade of a highway: %q, want a peaceful protest", got)
	}
}

// A parade held for a feast or to show a state's arms demands nothing; a
// parade of people who do is a demonstration.
func TestFeastParadeIsNoProtest(t *testing.T) {
	for _, text := range []string{
		"The annual Detroit St. Patrick's Day Parade is set for Sunday.",
		"Thousands lined the streets for the Thanksgiving Day parade on Thursday.",
		"The homecoming parade drew crowds downtown on Friday.",
		"North Korea held a military parade in Pyongyang on Saturday.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 && evs[0].EventType == storyline.EventProtests {
			t.Errorf("%q: coded %s", text, evs[0].SubEventType)
		}
	}
	if got := firstSub(t, "Hundreds of teachers staged a parade through the capital on Monday to demand higher wages."); got != storyline.SubPeacefulProtest {
		t.Errorf("teachers' parade for wages: %q, want a peaceful protest", got)
	}
}

// Armed men on the march advance; they do not demonstrate.
func TestArmedMarchIsNoProtest(t *testing.T) {
	for _, text := range []string{
		"The SDF said on Monday that its fighters marched about 3 kilometers from the eastern side of the town.",
		"Government troops marched into the town on Sunday.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 && evs[0].EventType == storyline.EventProtests {
			t.Errorf("%q: coded %s", text, evs[0].SubEventType)
		}
	}
	for _, text := range []string{
		"Thousands of students marched through the capital on Monday to demand free tuition.",
		"Supporters of the government and soldiers marched on Friday to reject the sanctions.",
	} {
		if got := firstSub(t, text); got != storyline.SubPeacefulProtest {
			t.Errorf("%q: %q, want a peaceful protest", text, got)
		}
	}
}
