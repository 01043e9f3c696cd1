package places

import "testing"

// A town's namesakes within one country are told apart by the division
// the rest of the article names; a large city, and a name that is also a
// country's ("Georgia"), do not move.
func TestNamesakeInNamedDivision(t *testing.T) {
	rs := resolved(t, "A boy was shot at a friend's home in Sterling on Saturday, a trooper of the Illinois police said, and Illinois prosecutors charged a teen.",
		"Sterling", "Illinois")
	if p := rs["Sterling"].Place; p == nil || p.Admin1 != "Illinois" {
		t.Errorf("Sterling in an Illinois report: got %+v, want Sterling, Illinois", p)
	}
	rs = resolved(t, "The wounded man from Springfield, Ill., was flown to Houston on Monday.", "Springfield", "Houston")
	if p := rs["Houston"].Place; p == nil || p.Admin1 != "Texas" {
		t.Errorf("Houston in an Illinois report: got %+v, want the city in Texas", p)
	}
	rs = resolved(t, "Deputies in Georgia said the shooting happened in Waynesboro on Sunday.", "Georgia", "Waynesboro")
	if p := rs["Waynesboro"].Place; p == nil || p.Admin1 == "Georgia" {
		t.Errorf("Waynesboro beside Georgia, state or country: got %+v, want the reading without it", p)
	}
	// a county's name alone, "County" after it, is no town in a state
	// the article never names
	rs = resolved(t, "A Burlington County mother shot her children on Thursday, New Jersey police said; New Jersey prosecutors charged her.", "Burlington", "New Jersey")
	if p := rs["Burlington"].Place; p != nil && p.Admin1 != "New Jersey" {
		t.Errorf("Burlington County in a New Jersey report: got %+v, want no town in another state", p)
	}
}

// A division and its seat named alike: the bare name is the town, also
// where the town is so called by one of its other names; a division word, written in the name or after it,
// says the division, and a town word the town.
func TestSeatOrDivisionByWord(t *testing.T) {
	rs := resolved(t, "Jets bombed Hama on Sunday, Syrian media said.", "Hama", "Syrian")
	if p := rs["Hama"].Place; p == nil || p.Kind != KindCity || p.Admin1 != "Hama" {
		t.Errorf("bare Hama: got %+v, want the city", p)
	}
	rs = resolved(t, "Jets shelled villages in Hama province on Sunday, Syrian media said.", "Hama province", "Syrian")
	if p := rs["Hama province"].Place; p == nil || p.Kind != KindAdmin1 {
		t.Errorf("Hama province: got %+v, want the governorate", p)
	}
	// the tagger took the name without its division word
	ms := mentionsOf("Rebels shelled Idlib province and Hama province in Syria on Monday.", "Idlib", "Hama")
	for _, r := range Default().Resolve(ms, Context{}) {
		if p := r.Place; p == nil || p.Kind != KindAdmin1 {
			t.Errorf("%s province, the word after the name: got %+v, want the division", r.Mention.Text, p)
		}
	}
	ms = mentionsOf("Rockets hit a farm in the southern province of Quneitra in Syria on Monday.", "Quneitra", "Syria")
	if r := Default().Resolve(ms, Context{}); r[0].Place == nil || r[0].Place.Kind != KindAdmin1 {
		t.Errorf("the province of Quneitra, the word before the name: got %+v, want the division", r[0].Place)
	}
	// a town's short other name is its division's: the state
	rs = resolved(t, "Miners protested in Bolivar on Monday, Venezuelan officials said.", "Bolivar", "Venezuelan")
	if p := rs["Bolivar"].Place; p == nil || p.Kind != KindAdmin1 {
		t.Errorf("Bolivar in Venezuela: got %+v, want the state", p)
	}
	// a town word after a division's name: the division's seat
	ms = mentionsOf("Shells hit Daraa city in Syria on Monday.", "Daraa", "Syria")
	if r := Default().Resolve(ms, Context{}); r[0].Place == nil || r[0].Place.Kind != KindCity || r[0].Place.Admin1 != "Daraa" {
		t.Errorf("Daraa city: got %+v, want the seat of Daraa", r[0].Place)
	}
}
