package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// Background told in passing is no event: a state, a tally since a date, a
// deed of years before, alternatives of which none is asserted.
func TestBackgroundIsNoEvent(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a truce enjoyed", "Government troops and the militia have enjoyed a truce while the rebels threaten the province."},
		{"a truce observed", "The two sides have largely observed the ceasefire in the north."},
		{"a truce in the pluperfect", "The ceasefire had come into force on the evening of the holiday."},
		{"a truce as a time after", "Residents returned home after the September truce brokered by the two powers collapsed."},
		{"a truce that collapsed", "Aid deliveries stopped after the collapse of a short-lived truce."},
		{"a truce as a time", "Since the cessation of hostilities agreement came into effect in February the front has been quiet."},
		{"recruits counted since a month", "Since April the group has recruited 2000 new fighters including boys."},
		{"arrests counted since a year", "Police have detained 150 people since 2019 in the northern provinces."},
		{"an arrest years before", "Amina has not seen her brother for almost three years after he was arrested by the police."},
		{"a deployment asked for", "We ask that the inspectors who are there can be deployed to the site very quickly."},
		{"a capture offered as one alternative", "The others have either been captured or are fleeing towards the mountains."},
		{"a means named as not used", "The raids involved precision weapons rather than the barrel bombs that the air force dropped on the town."},
		{"a deed instead of which", "Instead of an air strike on the village the commanders chose to wait."},
		{"attacks counted over a war's months", "The UN says four governments have informed it of 13 alleged chemical weapons attacks during the 28-month-old conflict."},
		{"a deed authorized", "The advance prompted the government to authorize airstrikes against the fighters in August."},
		{"a hyphenated truce in effect", "All this is happening as the so-called cease-fire is in effect in the region."},
		{"a hyphenated truce violated", "Residents blamed the army for violations of the cease-fire."},
		{"captives freed", "The opposition forces freed 150 civilians who were captured at a school in the village."},
		{"a negotiator named", "How can it achieve a political transition said the head negotiator for the opposition committee that took part in recent peace talks in Geneva."},
		{"a group's founding aim", "The group was co-founded by the opposition leader to protest against the wars abroad."},
		{"a trade deal", "The two countries signed a trade deal on Monday."},
		{"a credit agreement ratified", "The parliament approved a law ratifying a new credit line agreement signed on May 19 by the two banks."},
		{"a kind of deed judged", "Barrel bombs have been criticised for being indiscriminate and killing civilians."},
		{"a fight going on", "The government and its partners continue fighting against terrorist organizations in the region."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
}

// The neighbours of TestBackgroundIsNoEvent that stay events.
func TestBackgroundNeighboursStay(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a truce agreed", "The two sides agreed a truce in the province on Monday.", storyline.SubAgreement},
		{"a truce in force", "The ceasefire came into force in the province on Monday evening.", storyline.SubAgreement},
		{"a count since a day", "More than 300 soldiers have defected to the neighbouring country since the weekend.", storyline.SubDefection},
		{"a perfect without since", "Rebels have captured the town from government forces.", storyline.SubNonStateOvertakes},
		{"two deeds as alternatives", "Twelve soldiers were either killed or wounded in the ambush on Monday.", storyline.SubAttack},
		{"on either side", "Fighters clashed on either side of the river on Monday.", storyline.SubArmedClash},
		{"a protest with a demand", "Thousands of people protested in the capital on Monday and demanded that the minister resign.", storyline.SubPeacefulProtest},
		{"days after", "Police arrested two men on Friday two days after the robbery.", storyline.SubArrests},
		{"a capture told beside a release", "Police freed two women and arrested three men in the town on Monday.", storyline.SubArrests},
		{"people gathered to protest", "Thousands gathered in the square to protest against the war on Saturday.", storyline.SubPeacefulProtest},
		{"a hyphenated truce in force", "The cease-fire came into force in the province on Monday evening.", storyline.SubAgreement},
		{"the deed done instead", "Instead of fleeing the villagers were shelled by regime artillery in the town on Monday.", storyline.SubShelling},
		{"a deed a side goes on with", "The regime should have allowed access to the site rather than continuing to shell the town on Monday.", storyline.SubShelling},
		{"a deed rather than another", "Government jets bombed the town on Monday rather than the rebel positions in the hills.", storyline.SubAirStrike},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A killing by aircraft is an air strike; armed men counted killed in a
// headline are a battle's dead.
func TestKillingByItsMeans(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"the air force kills", "The air force also killed at least 12 people in rebel areas north of the city on Sunday.", storyline.SubAirStrike},
		{"a headline's air force strikes and counts dead", "Air Force Targets Militants in the East 25 Terrorists Killed.", storyline.SubAirStrike},
		{"jets kill", "Russian jets killed nine civilians in the village on Tuesday.", storyline.SubAirStrike},
		{"jets believed to be a nation's kill", "Military jets believed to be Russian killed at least 60 civilians trying to flee heavy fighting in the province on Wednesday.", storyline.SubAirStrike},
		{"gunmen kill", "Gunmen killed six villagers in an ambush near the river on Monday.", storyline.SubAttack},
		{"a headline's armed dead", "Over 30 ISIS Militants Killed in Deir Ezzor.", storyline.SubArmedClash},
		{"a headline's civilian dead", "2 Civilians Killed 9 Injured in Terrorist Attack in the City.", storyline.SubAttack},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A campaign in the present progressive with no day describes a side; a
// day's deed told beside it stays.
func TestCampaignUnderWay(t *testing.T) {
	const described = "Backed by Russian airstrikes the forces of the president are pressing a battle to retake IS-controlled areas in the eastern province."
	if evs := codedEvents(t, described); len(evs) != 0 {
		t.Errorf("%q: coded %s, want none", described, evs[0].SubEventType)
	}
	const deed = "Government forces are pressing an offensive on the town and killed 12 rebels on Monday."
	if got := fatalities(t, deed); got != 12 {
		t.Errorf("%q: %d dead, want 12", deed, got)
	}
}

// In a text split into paragraphs, a paragraph that tells a deed of long
// ago goes on with it: its undated sentences are no events of the
// report's day. The report's own paragraph stays.
func TestOldParagraphGoesOn(t *testing.T) {
	p1 := "Police said a man was shot and killed outside a bar on Saturday."
	p2 := "Richard Speck made good on his mantra through a history of violence, theft, alcoholism, and spousal abuse, but made his infamy known to all when, on July 13, 1966, he walked into a dormitory armed with a knife. After leaving 8 student nurses dead in his wake, only one, Cora Amurao, was spared--hiding under a bed until 6 a.m. Speck was found guilty of murder and died of a heart attack in prison."
	text := p1 + "\n\n" + p2
	a := &storyline.Article{
		Text:     text,
		Language: "en",
		Paragraphs: []storyline.Paragraph{
			{Span: storyline.Span{Start: 0, End: len(p1)}},
			{Span: storyline.Span{Start: len(p1) + 2, End: len(text)}},
		},
		IngestedAt: time.Date(2021, 6, 12, 12, 0, 0, 0, time.UTC),
	}
	a.Analysis = pipeline.Analyze(a)
	dead := 0
	for _, e := range a.Analysis.Events {
		if e.Coded() {
			dead += e.Fatalities
		}
	}
	if dead != 1 {
		t.Errorf("%q: %d dead coded, want the report's 1", text, dead)
	}
}

// What a speaker meant, or the cause he gives, is no report of the deed
// named.
func TestDeedReferredToIsTalk(t *testing.T) {
	for _, text := range []string{
		"You never know when the jets might bomb she said referring to the bombardment of rebel-held areas including a recent poison gas attack.",
		"The minister spoke in reference to the shelling of the town last month.",
		`The ministry's spokesman said the videos showed no munitions and instead attributed the destruction to "a fire".`,
		`Asked about the attack Russia's UN ambassador Vitaly Churkin responded "It's horrible horrible."`,
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s, want no event", text, evs[0].SubEventType)
		}
	}
}

// A place named as where a group is based is not where the deed was.
func TestPlaceWhereAGroupIsBased(t *testing.T) {
	for _, e := range codedEvents(t, "Air strikes killed 12 civilians in Syria on Monday. The monitoring group based in the UK reported that the air strikes mistakenly targeted the civilians.") {
		if e.Place != nil && e.Place.Country == "GB" {
			t.Errorf("%s placed at %s", e.SubEventType, e.Place.Name)
		}
	}
}

// An agreement's day is the day it was made, not the day the state it
// sets up begins.
func TestAgreementDayNotItsStart(t *testing.T) {
	evs := codedEvents(t, "The two powers announced a deal Saturday that would establish a nationwide ceasefire starting on Monday.")
	if len(evs) == 0 {
		t.Fatal("no event")
	}
	if wd := evs[0].Date.Time().Weekday(); wd != time.Saturday {
		t.Errorf("%s dated %v, a %v; want a Saturday", evs[0].SubEventType, evs[0].Date, wd)
	}
}

// Another article's headline that a page runs into a sentence after a
// photo's credit reports no event of this one, nor its place or dead.
func TestCreditTeaserIsNoEvent(t *testing.T) {
	for _, text := range []string{
		"Sputnik HKMET DURGUN Syrian Democratic Forces Recapture Oil Field in Deir ez-Zor Province Al-Qaryatayn had a large Christian minority but the war has obliterated their population.",
		"AP Photo Syrian Kurds Set Up Body to Govern Raqqa After Daesh Defeat MOSCOW (Sputnik) The council met in the city on Tuesday.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s, want no event", text, evs[0].SubEventType)
		}
	}
	text := "Sputnik Dmitriy Vinogradov Syrian Airstrikes Kill Over 100 Daesh Fighters in Hama Province WASHINGTON (Sputnik) The US-led coalition has killed more than twenty Islamic State operatives who were planning attacks."
	for _, e := range codedEvents(t, text) {
		if e.Fatalities == 100 || e.Place != nil && e.Place.Name == "Hama" {
			t.Errorf("%q: %s with %d dead at %v, the headline's", text, e.SubEventType, e.Fatalities, e.Place)
		}
	}
	// a photographer's name and the sentence's first words are no headline
	if evs := codedEvents(t, "REUTERS/Stringer The Syrian army shelled the town overnight on Friday killing five fighters."); len(evs) == 0 {
		t.Errorf("credit and a report: no event, want one")
	}
}

// A sentence that dates its deed weeks from an undated report's tells
// another event, with its own dead and wounded.
func TestOwnTimeIsOwnEvent(t *testing.T) {
	text := "A woman and child were killed after terrorists shelled the center of Damascus while seven other people were injured local media reported. " +
		"In March two blasts occurred near the cemetery in Damascus claiming the lives of at least 40 people and injuring 120 others."
	evs := codedEvents(t, text)
	if len(evs) != 2 {
		t.Fatalf("%q: %d events, want the shelling and the blasts", text, len(evs))
	}
	if evs[0].Fatalities != 2 || evs[0].Injured != 7 || evs[1].Fatalities != 40 || evs[1].Injured != 120 {
		t.Errorf("dead and wounded %d/%d and %d/%d, want 2/7 and 40/120", evs[0].Fatalities, evs[0].Injured, evs[1].Fatalities, evs[1].Injured)
	}
}
