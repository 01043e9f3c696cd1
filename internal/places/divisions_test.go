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
