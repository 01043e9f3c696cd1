package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A side or the countryside of a town named like its province is the
// province, at region precision: "northern Hama", "the Idlib
// countryside", "rural Homs". A side of a metropolis is the city
// ("eastern Aleppo"), and the town named bare is the town.
func TestSideOrCountrysideIsTheProvince(t *testing.T) {
	for _, c := range []struct{ class, text, name, kind string }{
		{"a compass word before", "Syria news. Jets struck three villages in northern Hama on Monday killing 12 civilians.", "Hama", "admin1"},
		{"the countryside after", "Syria news. Shells fell on farms in Idlib countryside on Tuesday killing 4 farmers.", "Idlib", "admin1"},
		{"rural before", "Syria news. Barrel bombs hit a school in rural Homs on Friday killing 9 pupils.", "Homs", "admin1"},
		{"a metropolis's side is the city", "Syria news. Jets pounded the besieged eastern Aleppo on Monday killing 20 people.", "Aleppo", "city"},
		{"the town named bare", "Syria news. Jets struck a market in Hama on Monday killing 12 civilians.", "Ḩamāh", "city"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != c.name || evs[0].Place.Kind != c.kind {
			t.Errorf("%s: %q: %+v, want %s (%s)", c.class, c.text, evs, c.name, c.kind)
		}
	}
}

// A name the gazetteer lacks, written beside a capital whose country
// around is another division ("Eastern Ghouta near Damascus"), is a part of
// that division at precision 2, named as written, not the city.
func TestSuburbBesideCapital(t *testing.T) {
	for _, c := range []struct{ class, text, name string }{
		{"near the capital", "Syria news. Shells hit Eastern Ghouta near Damascus on Monday killing 12 civilians.", "Eastern Ghouta"},
		{"outside the capital", "Syria news. Rockets hit houses in Ghouta outside Damascus on Monday killing 5 people.", "Ghouta"},
		{"the suburbs of the capital", "Syria news. Shells hit houses in the eastern Ghouta suburbs of Damascus on Monday killing 7 people.", "Ghouta"},
		{"called a suburb of the capital", "Syria news. Witnesses in Damascus and Ghouta a suburb of the Syrian capital said gas shells killed 40 people there on Monday.", "Ghouta"},
		{"called a suburb of the capital after a comma", "Syria news. Doctors in Damascus and in Ghouta, a suburb of the capital, said shelling killed 9 people on Monday.", "Ghouta"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != c.name || evs[0].Place.Admin1 != "Rif-dimashq" || evs[0].Place.Precision != 2 {
			t.Errorf("%s: %q: %+v, want %s in Rif Dimashq at precision 2", c.class, c.text, evs, c.name)
		}
	}
	// no unknown place beside it: near the capital, as before
	evs := codedEvents(t, "Syria news. Rebels near Damascus shelled a bakery on Monday killing 12 civilians.")
	if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != "Damascus" || evs[0].Place.Precision != 2 {
		t.Errorf("rebels near Damascus: %+v; want Damascus at precision 2", evs)
	}
}

// A capital the resolver reads as its division that is one city is the
// city where it is the event's place.
func TestCapitalDivisionIsTheCity(t *testing.T) {
	checkFirstPlace(t, "the Kazakh capital", "Kazakhstan news. Russia and Turkey hosted talks in the Kazakh capital Astana on Monday that led to a truce.", "Nur-Sultan")
}

// A country named as the force that struck ("heavy U.S. raids", "killed
// in U.S. air strikes") is no place of the strike, nor of the sentences
// after it.
func TestStrikingCountryIsNoPlace(t *testing.T) {
	notPlacedIn(t, "22 dead in heavy U.S. raids on IS stronghold. At least 22 people were killed in U.S. air strikes on the group's de facto capital on Sunday a monitor said. The war in Syria has killed 230000 people since 2011.", "US")
}

// A country an armed deed is made against is where it happens; a protest
// against a country is on the article's side.
func TestStruckCountryIsThePlace(t *testing.T) {
	text := "President Barack Obama said on Thursday he is shifting his focus to domestic priorities. " +
		"Obama has asked Congress to authorize military strikes against Syria in response to what the United States says was a chemical weapons attack by the government that killed more than 1400 people on August 21. " +
		"Secretary of State John Kerry and Russian Foreign Minister Sergei Lavrov were to hold talks on Syria in Geneva."
	evs := codedEvents(t, text)
	if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Country != "SY" {
		t.Errorf("the chemical attack: %+v; want it in Syria", evs)
	}
	// nor does the story's one town abroad, named once, move it there
	a := analyzed(t, text)
	a.ID = 1
	got := events.Merge([]*storyline.Article{a})
	if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Country != "SY" {
		t.Errorf("the story's main event: %+v; want it in Syria", got)
	}
	notPlacedIn(t, "Hundreds of people marched in Geneva on Saturday. The crowd protested against Syria outside the embassy.", "SY")
}

// A deed that "came as" others did something elsewhere is not at their
// place: "the explosion came as Kurdish forces pressed on Manbij".
func TestCameAsClauseIsAnotherDeeds(t *testing.T) {
	text := "Syria news. Tuesday's car bomb came as U.S.-backed Kurdish fighters pressed ahead with their push on the town of Manbij."
	for _, e := range codedEvents(t, text) {
		if e.SubEventType != "Armed clash" && e.Place != nil && e.Place.Name == "Manbij" {
			t.Errorf("%q: the bomb placed at Manbij, the fighters' town", text)
		}
	}
}

// The places of a list of destinations after a journey are not where the
// deed was: "waited to continue their journey to Aleppo, the province of
// Latakia or Damascus".
func TestJourneyDestinationsAreNoPlace(t *testing.T) {
	text := "Syria news. The bombing on Saturday killed 40 evacuees as they waited to continue their journey to government-held Hama the coastal province of Tartus or Damascus."
	for _, e := range codedEvents(t, text) {
		if e.Place != nil && (e.Place.Name == "Damascus" || e.Place.Admin1 == "Tartus" || e.Place.Admin1 == "Hama") {
			t.Errorf("%q: placed at %s, a destination", text, e.Place.Name)
		}
	}
}

// Where a group is outlawed, as agencies gloss its name, is no place of
// the deed nor of the article.
func TestOutlawedInIsNoPlace(t *testing.T) {
	notPlacedIn(t, "Government forces clashed with terrorists from the Islamic State (banned in Russia) east of the city on Saturday, killing 20.", "RU")
}

// A missile named like a town is no place.
func TestMissileModelIsNoPlace(t *testing.T) {
	notPlacedIn(t, "The US-led coalition performed the first series of airstrikes drone attacks and Tomahawk missiles launches targeting insurgents in Syria on Tuesday which reportedly continued on Wednesday.", "US")
}

// notPlacedIn fails the test when an event coded from text is placed in
// country cc.
func notPlacedIn(t *testing.T, text, cc string) {
	t.Helper()
	for _, e := range codedEvents(t, text) {
		if e.Place != nil && e.Place.Country == cc {
			t.Errorf("%q: %s placed at %s, %s", text, e.SubEventType, e.Place.Name, cc)
		}
	}
}

// Two streets named together are no state and no town abroad: "Vermont
// and Manchester avenues" in Los Angeles, "Franklin and Odessa streets"
// in Jacksonville.
func TestTwoStreetsAreNoRegion(t *testing.T) {
	for _, c := range []struct{ text, name string }{
		{"Gunfire erupted again in South Los Angeles, California on Wednesday. The teenage victim and a 24-year-old man were shot in their car around 4:50 p.m. in the area of Vermont and Manchester avenues.", "Vermont"},
		{"A 3-year-old girl was shot at Franklin and Odessa streets in the early evening.", "Odessa"},
	} {
		for _, e := range codedEvents(t, c.text) {
			if e.Place != nil && e.Place.Name == c.name {
				t.Errorf("%q: placed at %s, %s", c.text, e.Place.Name, e.Place.Country)
			}
		}
	}
}

// A country where someone served is a past of a person's life, not the
// place of the news: a Dallas-area killing is not in Haiti.
func TestServedAbroadIsNoPlace(t *testing.T) {
	notPlacedIn(t, "Police say the man shot two mothers and their daughters to death Wednesday. His mentor said the man served in the 1990s in the Persian Gulf, as well as during operations in Haiti.", "HT")
}
