package timex

import (
	"testing"
	"time"
)

func TestHolidays(t *testing.T) {
	june22 := time.Date(2015, 6, 22, 0, 0, 0, 0, time.UTC)
	dec28 := time.Date(2015, 12, 28, 0, 0, 0, 0, time.UTC)
	jan3 := time.Date(2016, 1, 3, 0, 0, 0, 0, time.UTC)
	cases := []struct {
		text       string
		ref        time.Time
		span, want string
	}{
		{"The couple were found dead on Father's Day.", june22, "Father's Day", "2015-06-21"},
		{"The couple were found dead on Father’s Day.", june22, "Father’s Day", "2015-06-21"},
		{"A teen was shot during a Memorial Day party.", june22, "Memorial Day", "2015-05-25"},
		{"Shots rang out on the Fourth of July.", june22, "Fourth of July", "2014-07-04"},
		{"The parade will march on the Fourth of July.", june22, "Fourth of July", "2015-07-04"},
		{"He was killed on Halloween.", june22, "Halloween", "2014-10-31"},
		{"Three were shot on Easter Sunday.", june22, "Easter Sunday", "2015-04-05"},
		{"The store was robbed on Good Friday 2014.", june22, "Good Friday 2014", "2014-04-18"},
		{"Two were shot on Labor Day.", june22, "Labor Day", "2014-09-01"},
		{"They married last Valentine's Day.", june22, "last Valentine's Day", "2015-02-14"},
		{"The vigil was held on Martin Luther King Jr. Day.", june22, "Martin Luther King Jr. Day", "2015-01-19"},
		{"Celebrations on New Year's Day drew crowds.", dec28, "New Year's Day", "2016-01-01"},
		{"A man was shot on New Year's Eve.", jan3, "New Year's Eve", "2015-12-31"},
		{"A man was shot on Christmas Eve.", june22, "Christmas Eve", "2014-12-24"},
		{"A boy died on Thanksgiving.", june22, "Thanksgiving", "2014-11-27"},
		{"Shoppers fled the mall on Black Friday.", dec28, "Black Friday", "2015-11-27"},
		{"New Year's Eve ended with five people in the hospital.", jan3, "New Year's Eve", "2015-12-31"},
		{"A guide to the 2017 St. Patrick's Day parade.", june22, "2017 St. Patrick's Day", "2017-03-17"},
	}
	for _, c := range cases {
		got := Extract(c.text, c.ref)
		if len(got) != 1 || got[0].Text != c.span || got[0].Value != c.want {
			t.Errorf("%q: got %+v, want %q = %s", c.text, got, c.span, c.want)
		}
	}
}

// A holiday's name that qualifies a thing or a longer stretch names no day,
// and neither does the weekday that ends it.
func TestHolidayNotADay(t *testing.T) {
	ref := time.Date(2015, 6, 22, 0, 0, 0, 0, time.UTC)
	for _, s := range []string{
		"They bought a Christmas tree.",
		"The Good Friday Agreement ended the Troubles.",
		"Shootings over the Memorial Day weekend rose.",
		"Halloween costumes were on sale.",
		"The Easter holidays began.",
	} {
		if got := Extract(s, ref); len(got) != 0 {
			t.Errorf("%q: got %+v, want none", s, got)
		}
	}
}

func TestEaster(t *testing.T) {
	for y, want := range map[int]string{2013: "2013-03-31", 2014: "2014-04-20", 2015: "2015-04-05", 2016: "2016-03-27", 2019: "2019-04-21", 2024: "2024-03-31"} {
		if got := easter(y).Format("2006-01-02"); got != want {
			t.Errorf("easter(%d) = %s, want %s", y, got, want)
		}
	}
}
