package pubdate

import "testing"

// A report's own stamp at its opening is its date; a date in a sentence,
// a caption or an update is not.
func TestOpeningStamp(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"Rockets hit the port town Monitor AFP Tuesday 8 Mar 2016 At least nine people were killed", "2016-03-08"},
		{"Two hurt in bar fight Posted: Friday, June 7, 2019 8:10 PM CDT Updated: Friday, June 21, 2019", "2019-06-07"},
		{"The mayor spoke at the vigil. (Published Tuesday, Oct. 1, 2019) The city council met", "2019-10-01"},
		{"A man was booked Monday, March 17, 2014 on two counts of murder", ""},
		{"Officers at the scene in Springfield, Friday, Feb. 28, 2014. A woman became", ""},
		{"Crowds gather after shots were fired at 9:30 p.m. Saturday, Feb. 9, 2013.", ""},
		{"Update-- Dec. 5, 2015, 11:37 a.m.: detectives arrested a boy", ""},
		{"Rockets hit the port town Monitor AFP Monday 8 Mar 2016 (the weekday does not fit)", ""},
	} {
		d, ok := OpeningStamp(c.text)
		got := ""
		if ok {
			got = d.String()
		}
		if got != c.want {
			t.Errorf("%q: stamp %q, want %q", c.text, got, c.want)
		}
	}
}
