package events_test

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// The first actor of a text's first event names the side that struck:
// the state's forces by their own nation ("Russia's aerospace forces",
// "Turkish troops"), the regime's planes as the state's, a group's
// "military group" not as an army, and an air strike's doer as the air
// force named with it, or none (docs/events-syria.md, "Forty-second
// pass").
func TestStateForcesAndAirStrikeDoers(t *testing.T) {
	for _, c := range []struct {
		class, text, actor1 string
		prefix              bool // actor1 is a prefix of the name; "" with prefix: not "Military Forces…"
	}{
		{"regime war planes", "Air strikes by Syrian regime war planes on the town on Sunday have killed 32 civilians, a monitor said.", "Military Forces", true},
		{"a group's military group", "A suicide blast near the headquarters of the Ahrar al-Sham military group in the province left 45 people dead on Sunday.", "", true},
		{"a possessive", "Russia's aerospace forces dealt 182 strikes against the positions of the militants in Deir Ezzor province on Monday.", "Military Forces of Russia", false},
		{"a possessive without its apostrophe", "Over the past day Russias aerospace group dealt 182 strikes against the militants in Deir Ezzor province.", "Military Forces of Russia", false},
		{"an adjective", "Turkish troops shelled Kurdish positions near Afrin on Sunday, killing five fighters.", "Military Forces of Türkiye", false},
		{"the place's own", "Syrian army troops shelled rebel positions near Hama on Sunday, killing five fighters.", "Military Forces of Syria", false},
		{"a coalition led by a nation", "US-led coalition airstrikes kill at least ten civilians in Raqqa, the Islamic State group's capital, on Tuesday.", "Military Forces of United States", false},
		{"a nationality before the strikes", "Russian air strikes killed 120 IS group fighters in the province on Saturday.", "Military Forces of Russia", false},
		{"a headline's nation", "Israeli Strike on Syrian Town Kills 5 Soldiers.", "Military Forces of Israel", false},
		{"no air force named", "Jets struck rebel positions in the town on Monday.", "", false},
		{"the army struck", "The bombers had also targeted the Syrian army troops near the city on Saturday, leaving over 90 soldiers dead.", "", true},
		{"a country launching missiles", "The US launched 59 cruise missiles at the Syrian military airfield near Homs late Thursday.", "Military Forces of United States", false},
		{"a country shelling", "Turkey shelled Kurdish positions near Afrin on Sunday, killing five fighters.", "Military Forces of Türkiye", false},
		{"the army's strikes", "Many terrorists were killed and their vehicles destroyed in Idlib during the army strikes on Tuesday, the source said.", "Military Forces of Syria", false},
		{"the army striking by its helicopters", "Syrian army helicopters dropped barrel bombs on the camp on Wednesday, killing 12 people.", "Military Forces of Syria", false},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 {
			t.Errorf("%s: %q: no event", c.class, c.text)
			continue
		}
		got := ""
		if evs[0].Actor1 != nil {
			got = evs[0].Actor1.Name
		}
		var ok bool
		switch {
		case c.prefix && c.actor1 == "":
			ok = !strings.HasPrefix(got, "Military Forces")
		case c.prefix:
			ok = strings.HasPrefix(got, c.actor1)
		default:
			ok = got == c.actor1
		}
		if !ok {
			t.Errorf("%s: %q: actor 1 %q, want %q", c.class, c.text, got, c.actor1)
		}
	}
}

// "IS" in capitals before a group's word is the Islamic State, not the
// verb.
func TestISFighters(t *testing.T) {
	evs := codedEvents(t, "An attack by IS fighters on the gas field on Monday left 70 soldiers dead.")
	if len(evs) == 0 || evs[0].Actor1 == nil || evs[0].Actor1.Name != "Islamic State" {
		t.Errorf("%+v: want the Islamic State first", evs)
	}
}

// A group's name and the noun after it are one actor ("ISIL terrorists",
// "Nusra militants"): the second side is the one the deed names.
func TestNamedGroupWithItsNoun(t *testing.T) {
	for _, c := range []struct{ text, actor1, actor2 string }{
		{"ISIL terrorists massacre 250 Syrian troops in Raqqa on Thursday.", "Islamic State", "Military Forces of Syria"},
		{"Islamic State militants attacked the army base near Hama on Friday, killing 12 soldiers.", "Islamic State", "Military Forces of Syria"},
		// forces of another nation than the strikes' are the side struck
		{"More than 60 Syrian soldiers were killed in US-led coalition air strikes near Deir Ezzor airport on Saturday.", "Military Forces of United States", "Military Forces of Syria"},
		{"Over 60 regime fighters were killed in US-led coalition air strikes near Deir Ezzor airport on Saturday.", "Military Forces of United States", "Military Forces of Syria"},
		{"An attack by IS group fighters on the gas field near Homs on Sunday killed 11 soldiers.", "Islamic State", "Military Forces of Syria"},
		// a trailing source is no side: "…, the Russian army said"
		{"More than 60 Syrian government soldiers were killed on Saturday in US-led coalition air strikes on an air base in the east of the country, the Russian army said.", "Military Forces of United States", "Military Forces of Syria"},
		{"Kurdish YPG fighters repelled an attack by Islamic State militants on Tal Abyad on Saturday, killing 20.", "YPG: People's Protection Units", "Islamic State"},
		// the armed named after "including" are the side struck
		{"An attack by IS fighters on the gas field near Homs on Sunday left 270 people dead including soldiers and pro-regime fighters.", "Islamic State", "Military Forces of Syria"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Actor1 == nil || evs[0].Actor2 == nil {
			t.Errorf("%q: %+v: want %s against %s", c.text, evs, c.actor1, c.actor2)
			continue
		}
		if evs[0].Actor1.Name != c.actor1 || evs[0].Actor2.Name != c.actor2 {
			t.Errorf("%q: %s against %s, want %s against %s", c.text, evs[0].Actor1.Name, evs[0].Actor2.Name, c.actor1, c.actor2)
		}
	}
}

// A nation's adjective before "forces" names that state's army; the bare
// word, or another word before it, does not.
func TestNationsForces(t *testing.T) {
	for _, c := range []struct{ text, actor1 string }{
		{"In an ambush Syrian forces killed 35 terrorists near Hama on Tuesday.", "Military Forces of Syria"},
		{"Russian forces shelled the village near Hama on Sunday, killing five fighters.", "Military Forces of Russia"},
		// the nationality inside a name the tagger read whole
		{"The Russian Aerospace Forces have destroyed a Daesh command center and killed 70 terrorists near Mayadin on Monday.", "Military Forces of Russia"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Actor1 == nil || evs[0].Actor1.Name != c.actor1 {
			t.Errorf("%q: %+v: want %s first", c.text, evs, c.actor1)
		}
	}
	evs := codedEvents(t, "Opposition forces shelled the village near Hama on Sunday, killing five fighters.")
	if len(evs) > 0 && evs[0].Actor1 != nil && strings.HasPrefix(evs[0].Actor1.Name, "Military Forces") {
		t.Errorf("opposition forces read as %s", evs[0].Actor1.Name)
	}
}

// A dateline is where the report was filed: a sentence that names a town
// or a province of the country elsewhere places the event there; alone,
// the dateline's town is the event's.
func TestDatelineElsewhere(t *testing.T) {
	for _, c := range []struct{ text, place string }{
		{"DAMASCUS (Sputnik) A suicide blast near the headquarters of the group in Syrias Idlib province on Sunday left at least 45 people dead.", "Idlib"},
		{"DAMASCUS (Sputnik) A car bomb exploded near a checkpoint on Sunday, killing at least 12 people.", "Damascus"},
		{"DAMASCUS (Sputnik) The US launched 59 cruise missiles at the military airfield in Ash Shairat near Homs late Thursday.", "Homs"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || !strings.HasPrefix(evs[0].Place.Name, c.place) && !strings.HasPrefix(evs[0].Place.Admin1, c.place) {
			t.Errorf("%q: %+v: want the event in %s", c.text, evs, c.place)
		}
	}
}

// The country in a group's name ("the Islamic State in Iraq and the
// Levant") or before "-based" is no place of the article's.
func TestNamesAreNoPlaces(t *testing.T) {
	text := "At Least 19 Executed by ISIL in Deir Ezour. The UK-based Syrian Observatory reported that the Islamic State in Iraq and the Levant executed at least 19 men at an oil field in Deir Ezour."
	for _, e := range codedEvents(t, text) {
		if e.Place != nil && (e.Place.Country == "IQ" || e.Place.Country == "GB") {
			t.Errorf("%q placed in %s", e.Trigger, e.Place.Name)
		}
	}
}

// A place told after "but said" is another deed's: "… used in the attack
// but said the rebels had used the same chemical weapons in Aleppo last
// year" does not put the attack in Aleppo.
func TestPlaceAfterButSaid(t *testing.T) {
	evs := codedEvents(t, "The spokesman did not say what agent was used in the attack in Idlib province but said the rebels had used the same chemical weapons in Aleppo last year.")
	for _, e := range evs {
		if e.Place != nil && e.Place.Name == "Aleppo" && strings.Contains(e.Trigger, "attack") {
			t.Errorf("the attack placed in %s", e.Place.Name)
		}
	}
	evs = codedEvents(t, "Rebels shelled the town but said government jets bombed their positions in Aleppo on Sunday, killing four fighters.")
	if len(evs) == 0 {
		t.Errorf("no event")
	}
}

// A country that speaks ("Russia says …") is no place of the article's.
func TestSpeakerIsNoPlace(t *testing.T) {
	for _, e := range codedEvents(t, "Russia says 62 Syrian troops killed in US-led strikes on an air base in the east of the war-torn country.") {
		if e.Place != nil && e.Place.Country == "RU" {
			t.Errorf("%q placed in %s", e.Trigger, e.Place.Name)
		}
	}
}

// The only side a passive killing names is the side struck: "More than
// 100 ISIS terrorists killed in Deir Ezzor" says nothing of who killed
// them; a side named with another keeps its place in the clash.
func TestPassiveOnlySideIsStruck(t *testing.T) {
	for _, c := range []struct{ text, actor1, actor2 string }{
		{"More than 100 ISIS terrorists were killed in Deir Ezzor on Tuesday, the ministry said.", "", "Islamic State"},
		{"Russian Defense Ministry: More than 100 ISIS terrorists killed in Deir Ezzor on Tuesday.", "", "Islamic State"},
		{"Islamic State militants attacked the army base near Hama on Friday, killing 12 soldiers.", "Islamic State", "Military Forces of Syria"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 {
			t.Errorf("%q: no event", c.text)
			continue
		}
		name := func(a *storyline.EventActor) string {
			if a == nil {
				return ""
			}
			return a.Name
		}
		if name(evs[0].Actor1) != c.actor1 || name(evs[0].Actor2) != c.actor2 {
			t.Errorf("%q: %q against %q, want %q against %q", c.text, name(evs[0].Actor1), name(evs[0].Actor2), c.actor1, c.actor2)
		}
	}
}

// The side that holds the place struck is no doer: "after warplanes
// attacked territory controlled by Daesh" names the place's holder.
func TestHolderNamedAfterThePlace(t *testing.T) {
	for _, text := range []string{
		"Human Rights Watch said 64 people died from exposure to nerve agents after warplanes attacked territory controlled by Daesh in eastern Hama on Sunday.",
		"Warplanes struck areas under the control of the rebels in Hama on Monday, killing 12 people.",
	} {
		evs := codedEvents(t, text)
		if len(evs) == 0 {
			t.Errorf("%q: no event", text)
			continue
		}
		if a := evs[0].Actor1; a != nil {
			t.Errorf("%q: %s as the doer, want none", text, a.Name)
		}
	}
}

// The sides of a deed told in a "while" clause are not those of the deed
// before it.
func TestWhileClauseSides(t *testing.T) {
	const text = "Other air raids took place in Aleppo on Monday while clashes between rebels and regime fighters continued across the day."
	evs := codedEvents(t, text)
	if len(evs) == 0 {
		t.Fatalf("%q: no event", text)
	}
	if evs[0].SubEventType == storyline.SubAirStrike && (evs[0].Actor1 != nil || evs[0].Actor2 != nil) {
		t.Errorf("%q: the air raids' sides %+v / %+v, want none", text, evs[0].Actor1, evs[0].Actor2)
	}
}
