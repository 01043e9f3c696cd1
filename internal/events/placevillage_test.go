package events_test

import "testing"

// A deed placed at a village the gazetteer lacks, named with its kind and
// located by a province named like its seat, is in the province at
// precision 2, not in the seat city; so too when the report names the
// seat before the deed. A village the gazetteer knows under another
// spelling, named with its kind, is the village.
func TestVillageOfProvince(t *testing.T) {
	for _, c := range []struct {
		class, text, name, kind string
		precision               int
	}{
		{"a village with its kind in the seat's name", "Syria news. Jets bombed al-Qurmaz village in Idlib on Monday killing four civilians.", "Idlib", "admin1", 2},
		{"the town of X in a side of the seat's name", "Syria news. Regime helicopters dropped barrel bombs on the town of Tell Sbeikha in southern Hama on Sunday killing three people.", "Hama", "admin1", 2},
		{"the village of al-X in the province", "Syria news. Shells hit the village of al-Mraiba in Daraa province on Friday killing a child.", "Daraa", "admin1", 2},
		{"the seat named before the deed", "Syria news. An activist in Raqqa said gunmen executed 20 men in the village of Jdeidet Ghanem on Tuesday.", "Raqqa", "admin1", 2},
		{"another province's seat named as a city", "Syria news. Rebels shelled al-Qurmaz village in Idlib and the Salheen quarter in Aleppo city on Monday killing two people.", "Idlib", "admin1", 2},
		{"another country's division", "Iraq news. Gunmen killed five people in the village of Albu Ajil in Kirkuk on Monday.", "Kirkuk", "admin1", 2},
		{"a known town with its kind, the tagger missed", "Syria news. Militants fired mortar shells on al-Skeilbieh town in Hama province on Monday killing a woman.", "As Suqaylibīyah", "city", 1},
		{"a known town with its kind before the seat", "Syria news. Rockets slammed into al-Qardaha town in Latakia on Monday killing a woman.", "Al Qardāḩah", "city", 1},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != c.name || evs[0].Place.Kind != c.kind || evs[0].Place.Precision != c.precision {
			got := "none"
			if len(evs) > 0 && evs[0].Place != nil {
				got = evs[0].Place.Name + " (" + evs[0].Place.Kind + ")"
			}
			if len(evs) > 0 && evs[0].Place != nil {
				got += " precision " + string(rune('0'+evs[0].Place.Precision))
			}
			t.Errorf("%s: %q: %s, want %s (%s) precision %d", c.class, c.text, got, c.name, c.kind, c.precision)
		}
	}
}

// The seat stays the place where the sentence names a part of the city,
// the city itself, a village fire came from, a village beside a deed in
// the city, or the city as a city beside a village.
func TestVillageKeepsSeat(t *testing.T) {
	for _, c := range []struct{ class, text, name string }{
		{"a neighbourhood is no village", "Syria news. Shells hit the Salheen neighbourhood in Aleppo on Friday killing a child.", "Aleppo"},
		{"fire from a village on the city", "Syria news. Rebels fired rockets from the village of Kafr Taal on Aleppo city killing two people.", "Aleppo"},
		{"the city struck, a village near", "Syria news. Jets struck Idlib city on Monday killing nine people near the village of Bsanqoul.", "Idlib"},
		{"a village in the city", "Syria news. Shells hit the village of Kherbet Mraiba in Daraa city on Friday killing a child.", "Dar‘ā"},
		{"the city named as a city beside a village", "Syria news. Rockets struck Aleppo city and al-Hader town in the southern Aleppo countryside on Sunday killing a boy.", "Aleppo"},
		{"the city named as a city beside an unknown village", "Syria news. Rockets struck Hama city and al-Tleisia village in the Hama countryside on Sunday killing a boy.", "Ḩamāh"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != c.name || evs[0].Place.Kind != "city" {
			got := "none"
			if len(evs) > 0 && evs[0].Place != nil {
				got = evs[0].Place.Name + " (" + evs[0].Place.Kind + ")"
			}
			t.Errorf("%s: %q: %s, want the city %s", c.class, c.text, got, c.name)
		}
	}
}
