package events

import "testing"

// A date in digits with dots or dashes stamps a page; a date in words
// tells a day.
func TestPageStamp(t *testing.T) {
	for s, want := range map[string]bool{"24.07.2016": true, "02-09-2013": true, "July 24": false, "6/14/15": false, "2016": false} {
		if got := pageStamp(s); got != want {
			t.Errorf("pageStamp(%q) = %v, want %v", s, got, want)
		}
	}
}
