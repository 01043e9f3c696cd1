package events_test

import "testing"

// A capital's countryside is the division around it (Rif Dimashq), not
// the city's own small division; a village the name tagger missed, named
// right before the phrase that locates it, is finer still.
func TestCapitalCountryside(t *testing.T) {
	for _, c := range []struct{ class, text, name, kind string }{
		{"the countryside after the capital", "Syria news. Gunmen shot dead four farmers in the Damascus countryside on Tuesday.", "Rif-dimashq", "admin1"},
		{"rural before the capital", "Syria news. Jets killed nine people in air raids on a market in rural Damascus on Friday.", "Rif-dimashq", "admin1"},
		{"the capital's suburbs are near it", "Syria news. Rival factions fought in the Damascus suburbs on Sunday killing 30 fighters.", "Damascus", "city"},
		{"a village before the countryside", "Syria news. A car bomb struck al-Dumayr in the Damascus countryside on Monday killing 11 people.", "Aḑ Ḑumayr", "city"},
		{"a town with its kind before the countryside", "Syria news. A mortar shell hit Jaramana city in Damascus Countryside on Monday killing two children.", "Jaramānā", "city"},
		{"a village measured from the capital", "Syria news. Barrel bombs struck Jayrud 60 kilometres northeast of Damascus on Saturday killing five people.", "Jayrūd", "city"},
		{"a town's own suburb is the town", "Syria news. Rockets hit houses in Harasta suburb on Monday killing two persons.", "Ḩarastā", "city"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != c.name || evs[0].Place.Kind != c.kind || c.name == "Damascus" && evs[0].Place.Precision != 2 {
			got := "none"
			if len(evs) > 0 && evs[0].Place != nil {
				got = evs[0].Place.Name + " (" + evs[0].Place.Kind + ")"
			}
			t.Errorf("%s: %q: %s, want %s (%s)", c.class, c.text, got, c.name, c.kind)
		}
	}
}

// "The District of X" and "the province of X" name the place itself, not
// the end of a body's name ("University of Texas").
func TestDivisionOfNamesThePlace(t *testing.T) {
	evs := codedEvents(t, "Syria news. Artillery shelled a crowded market in the District of Douma near Damascus on Saturday killing 13 civilians.")
	if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != "Douma" {
		t.Errorf("the District of Douma: %+v; want Douma", evs)
	}
	evs = codedEvents(t, "Syria news. Jets bombed a fuel market in the northwestern province of Idlib on Sunday killing 18 people.")
	if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != "Idlib" || evs[0].Place.Kind != "admin1" {
		t.Errorf("the province of Idlib: %+v; want the province", evs)
	}
}

// A capital told as a party (its government) is not the place of the
// event: the subject of a side's loss, the partner of a dealing.
func TestCapitalAsParty(t *testing.T) {
	for _, text := range []string{
		"Syria news. Damascus lost more than 30 soldiers in the jihadist offensive on Sunday.",
		"Syria news. The Kurdish militia clashed with rebels on Monday, who say it cooperates with Damascus.",
		"Syria news. After long negotiations between the UN and Damascus an agreement was struck on Monday to let inspectors in.",
	} {
		for _, e := range codedEvents(t, text) {
			if e.Place != nil && (e.Place.Name == "Damascus" || e.Place.Name == "Damascus Governorate") {
				t.Errorf("%q: placed at %s; the capital is a party", text, e.Place.Name)
			}
		}
	}
}

// A country named with a qualifier before its strike is the striker, not
// the place: "the US latest airstrike in Syria".
func TestCountryBeforeQualifiedStrike(t *testing.T) {
	evs := codedEvents(t, "Syria news. At least 30 people were killed in the US latest airstrike in Syria on Monday.")
	if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Country != "SY" {
		t.Errorf("%+v; want Syria", evs)
	}
}

// Where evacuees or refugees came from is not where they were hit.
func TestMoversOriginNotPlace(t *testing.T) {
	evs := codedEvents(t, "Syria news. A car bomb hit the buses at a transit point on Saturday. The dead included 80 evacuees from the besieged villages of Foua and Kefraya in the north-western province of Idlib.")
	for _, e := range evs {
		if e.Place != nil && e.Place.Admin1 == "Idlib" {
			t.Errorf("event at %s (%s); the evacuees' origin is not the blast's place", e.Place.Name, e.Place.Admin1)
		}
	}
}

// Where people flee to and a capital's campaign are not the event's
// place.
func TestFlightAndCampaignNotPlace(t *testing.T) {
	for _, c := range []struct{ text, not string }{
		{"Syria news. Shelling killed 6 people in Aleppo on Friday. Families fleeing the bombardment tried to escape into Lebanon on Friday.", "LB"},
		{"Syria news. Turkish jets raided villages in northern Syria on Monday in an escalation of Ankara's offensive against Kurdish fighters killing 12.", "TR"},
	} {
		for _, e := range codedEvents(t, c.text) {
			if e.Place != nil && e.Place.Country == c.not {
				t.Errorf("%q: placed at %s", c.text, e.Place.Name)
			}
		}
	}
}

// A capital's possessive with its apostrophe dropped ("Ankaras
// offensive") is the capital's campaign too.
func TestCapitalPossessiveWithoutApostrophe(t *testing.T) {
	text := "Syria news. Ankara sent tanks troops and aircraft into northern Syria in August. But Ankara is also seeking to contain the Kurdish forces. Syrias military threatened last week to shoot down any Turkish warplane that enters Syrian air space after Turkish jets raided villages in northern Syria in an escalation of Ankaras offensive against Kurdish fighters."
	for _, e := range codedEvents(t, text) {
		if e.Place != nil && e.Place.Country == "TR" {
			t.Errorf("placed at %s", e.Place.Name)
		}
	}
}
