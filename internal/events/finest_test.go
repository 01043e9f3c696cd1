package events_test

import "testing"

// The finest place a sentence names, even when the name tagger splits or
// misses it, with ACLED's precision: 1 the town, 2 near it.
func TestFinestPlace(t *testing.T) {
	for _, c := range []struct {
		class, text, place string
		precision          int
	}{
		{"town, division state", "On Monday in Puerto La Cruz, Anzoategui state, nurses protested to demand medicine in Venezuela.", "Puerto La Cruz", 1},
		{"town named like a state", "On Monday in Valera, Trujillo state, teachers marched to demand better pay in Venezuela.", "Valera", 1},
		{"hyphenated pair", "On Monday in San Felix-Ciudad Guayana, Bolivar state, residents blocked a road to demand gas in Venezuela.", "Ciudad Guayana", 1},
		{"town, not the division of its name", "On Monday in Ciudad Bolivar, Bolivar state, workers protested over wages in Venezuela.", "Ciudad Bolívar", 1},
		{"a street is not the town of its name", "In Rocky Mount, North Carolina, four teens were shot on Monday on Edwards Street.", "Rocky Mount", 1},
		{"a hospital is not the town of its name", "A man was shot dead on Monday in Chicago and taken to Mount Sinai Hospital.", "Chicago", 1},
		{"a hotel is not the town of its name", "Rebels in Aleppo attacked the Shahba hotel with shells on Tuesday, killing two people in Syria.", "Aleppo", 1},
		{"a dateline and its agency are where the report was filed", "Russian strikes killed 120 fighters in Aleppo in Syria Moscow AFP on Saturday.", "Aleppo", 1},
		{"a city with a verb of saying stands for its government", "Jets bombed hospitals in Syria on Monday as Washington has warned of more strikes.", "Syria", 3},
	} {
		wantPlace(t, c.class, c.text, c.place, c.precision)
	}
}

// A country named inside an actor's name ("Police Forces of Chile") is not
// where the event happened: the clash goes on the march in Temuco.
func TestPlaceInsideAName(t *testing.T) {
	text := "On Tuesday in Temuco, Araucania region, students marched over fees. The students clashed with Police Forces of Chile when they blocked the road."
	evs := codedEvents(t, text)
	if len(evs) == 0 {
		t.Fatalf("%q: no event", text)
	}
	for _, e := range evs {
		if e.Place == nil || e.Place.Name != "Temuco" {
			t.Errorf("%s/%s %q at %v, want Temuco", e.EventType, e.SubEventType, e.Trigger, e.Place)
		}
	}
}

// Fighters' origins are not where they fought, a country written with its
// province in brackets included.
func TestPlaceNotAnOrigin(t *testing.T) {
	text := "In Syria the army killed at least 50 militants near Aleppo on Sunday including several foreign combatants from Chechnya China (Xinjiang Province) and Turkey."
	for _, e := range codedEvents(t, text) {
		if e.Place != nil && e.Place.Country != "SY" {
			t.Errorf("%s/%s %q placed at %s, %s: the fighters' origin", e.EventType, e.SubEventType, e.Trigger, e.Place.Name, e.Place.Country)
		}
	}
}

// A place that says where a statement was made is not the event's place:
// the toll of an attack in Syria said in Turkey is not an event in Turkey.
func TestPlaceWhereSaid(t *testing.T) {
	text := "An opposition leader said in Turkey on Monday that the air strike in northern Syria killed 30 people."
	for _, e := range codedEvents(t, text) {
		if e.Place != nil && e.Place.Country == "TR" {
			t.Errorf("%s/%s %q placed at %s, %s: where it was said", e.EventType, e.SubEventType, e.Trigger, e.Place.Name, e.Place.Country)
		}
	}
}

// A place that is part of an actor ("the Britain-based monitor", "the
// US-led coalition") or a country named as the doer ("Russia launches
// strikes") is not where the event happened: a country is the place only
// when stated as one ("in Syria", "strikes on Syria").
func TestPlaceOfAnActor(t *testing.T) {
	for _, c := range []struct{ class, text, notCountry string }{
		{"X-based source", "Fighting went on in Syria. The Britain-based monitor said the fighting flared up on Sunday and killed nine troops.", "GB"},
		{"X-led actor", "Fighting went on in Syria. On Monday the US-led coalition bombed a school and killed 12 people.", "US"},
		{"X-backed actor", "Fighting went on in Syria. Iran-backed militias shelled the village on Monday killing four.", "IR"},
		{"the doer's country", "Fighting went on in Syria. Russia launched air strikes on Monday killing 20 people.", "RU"},
		{"a capital for its government", "Fighting went on in Syria. Moscow says its jets killed 120 fighters near the river on Monday.", "RU"},
		{"a nationality before the doer", "Fighting went on in Syria. Thu Dec 14 2017 US airstrikes kill 23 civilians near the river.", "US"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 {
			t.Errorf("%s: %q: no event", c.class, c.text)
		}
		for _, e := range evs {
			if e.Place != nil && e.Place.Country == c.notCountry {
				t.Errorf("%s: %q: %s %q placed at %s", c.class, c.text, e.SubEventType, e.Trigger, e.Place.Name)
			}
		}
	}
	// stated as the place, a country stays
	text := "US warplanes bombed a convoy in Iraq on Monday killing 30 fighters."
	if evs := codedEvents(t, text); len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Country != "IQ" {
		t.Errorf("%q: want the event in Iraq, got %v", text, evs)
	}
}

// A capital acting as its government, a country qualifying the force that
// struck and a place inside an armed group's name say who acted, not
// where: the event stays where the sentence puts it.
func TestActorsAreNotPlaces(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"capitals as brokers", "Jets killed 12 people on Monday in Syria, days into a truce in Syria brokered by Moscow and Washington.", "Syria"},
		{"a foreign capital with an auxiliary", "Ankara has massed tanks on the border while jets killed 9 fighters on Monday in Syria.", "Syria"},
		{"the main country's capital speaking", "Damascus has repeatedly said that its jets killed 30 fighters on Monday in Idlib province in Syria.", "Idlib"},
		{"a country qualifying the strikes", "At least 23 civilians were killed in US airstrikes on Monday in Syria, Syria said.", "Syria"},
		{"a country inside an armed group's name", "Fighters of the Islamic State in Iraq and the Levant killed 20 soldiers on Monday in Syria, Syria said.", "Syria"},
		{"a foreign capital stated as the place", "Police fired tear gas at Kurds protesting in downtown Beirut on Monday over the war in Syria.", "Beirut"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil {
			t.Errorf("%s: %q: no place", c.class, c.text)
			continue
		}
		if p := evs[0].Place; p.Name != c.place {
			t.Errorf("%s: %q: %s, want %s", c.class, c.text, p.Name, c.place)
		}
	}
}

// A town the sentence names beats its province, also when the province is
// named by the town of its name ("in Idlib") or a suburb by a generic word.
func TestTownBeatsItsProvince(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"a town after the province's namesake", "An official in Idlib said four civilians were killed in an airstrike which hit the Sermin district on Monday in Syria.", "Sarmīn"},
		{"a suburb by its generic word", "A citizen was injured in a rocket attack on Harasta Suburb in Damascus Countryside on Monday in Syria.", "Ḩarastā"},
		{"a town before the point it is measured from", "The bombardment struck the town of Jayrud 60 kilometres (35 miles) from Damascus on Saturday, killing 5 people in Syria.", "Jayrūd"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil {
			t.Errorf("%s: %q: no place", c.class, c.text)
			continue
		}
		if p := evs[0].Place; p.Name != c.place || p.Precision != 1 {
			t.Errorf("%s: %q: %s (precision %d), want %s (1)", c.class, c.text, p.Name, p.Precision, c.place)
		}
	}
}

// A town named only as the point a distance is measured from is near the
// event, not its place: precision 2.
func TestReferencePointIsNear(t *testing.T) {
	text := "Shelling killed 5 people on Saturday 20 kilometres northeast of Aleppo in Syria."
	evs := codedEvents(t, text)
	if len(evs) == 0 || evs[0].Place == nil {
		t.Fatalf("%q: no place", text)
	}
	if p := evs[0].Place; p.Name != "Aleppo" || p.Precision != 2 {
		t.Errorf("%q: %s (precision %d), want Aleppo (2)", text, p.Name, p.Precision)
	}
}

// wantPlace checks the place and precision of the first coded event of
// text.
func wantPlace(t *testing.T, class, text, place string, precision int) {
	t.Helper()
	evs := codedEvents(t, text)
	if len(evs) == 0 || evs[0].Place == nil {
		t.Errorf("%s: %q: no place", class, text)
		return
	}
	if p := evs[0].Place; p.Name != place || p.Precision != precision {
		t.Errorf("%s: %q: %s (precision %d), want %s (%d)", class, text, p.Name, p.Precision, place, precision)
	}
}

// A name whose possessive owns a dwelling is the owner, not a town: "in
// Wright’s home" is no shooting in Wright, Florida.
func TestOwnersHomeIsNoTown(t *testing.T) {
	text := "Christopher Dean Wright was arrested in Moncks Corner, South Carolina. Four people were found shot to death in Wright’s home on July 15 in Florida."
	for _, e := range codedEvents(t, text) {
		if e.Place != nil && e.Place.Name == "Wright" {
			t.Errorf("%s/%s %q placed at %s, %s: the owner of the home", e.EventType, e.SubEventType, e.Trigger, e.Place.Name, e.Place.Admin1)
		}
	}
}
