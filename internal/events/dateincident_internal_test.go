package events

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A date in digits with dots or dashes stamps a page; a date in words
// tells a day.
func TestPageStamp(t *testing.T) {
	for s, want := range map[string]bool{"24.07.2016": true, "02-09-2013": true, "July 24": false, "6/14/15": false, "2016": false} {
		if got := pageStamp(s); got != want {
			t.Errorf("pageStamp(%q) = %v, want %v", s, got, want)
		}
	}
}

// A day told with a statement, a charge, a court step or the page is
// another deed's; one set before the incident's noun, or in a sentence a
// statement only follows, is the incident's.
func TestAnotherDeedsDay(t *testing.T) {
	for _, c := range []struct {
		text, day string
		want      bool
	}{
		{"Police said Friday the man was shot twice.", "Friday", true},
		{"Police charged a 19-year-old man with first-degree murder Thursday.", "Thursday", true},
		{"Posted: Monday, June 22, 2015 4:50 PM", "Monday, June 22, 2015", true},
		{"A man was charged in connection with the August 14 shooting death of his neighbour.", "August 14", false},
		{"Police said the Dec. 12 shooting was gang-related.", "Dec. 12", false},
		{"He was charged with 11 counts in connection with the Nov. 1, 2013, attack at the airport.", "Nov. 1, 2013", false},
		{"Eight people were shot on Hill Drive on Friday night.Police said eight people were hurt.", "Friday night", false},
		{"Eight people were shot on Hill Drive on Friday night. Police said eight people were hurt.", "Friday night", false},
		{"The boy died Friday after being shot at his home Thursday.", "Friday", true},
		{"The man passed away Sunday from his wounds.", "Sunday", true},
		{"He died Monday from gunshot wounds.", "Monday", true},
		{"Between 500 and 1300 people died on Wednesday from chemical weapons attacks in the Ghouta.", "Wednesday", false},
		{"Four civilians died on Friday from the shelling of the market.", "Friday", false},
		{"The man died Friday at a hospital.", "Friday", false},
		{"Police were searching late Tuesday for two suspects.", "late Tuesday", true},
		{"Investigators canvassed the neighborhood Monday looking for information.", "Monday", true},
		{"A Kentucky man was arrested Thursday after he accidentally fired a gun which struck a juvenile.", "Thursday", false},
		{"A man was arrested Thursday in the shooting.", "Thursday", true},
		{"Thursday morning police were still trying to figure out how the boy got the gun.", "Thursday morning", true},
		{"Detectives were still investigating Sunday.", "Sunday", true},
		{"The boy was shot Thursday morning and police still do not know who fired.", "Thursday morning", false},
		{"Officers searched the area Friday for the gunman.", "Friday", true},
		{"The Sheriff's Office released a report Monday that identifies the four victims of the shooting.", "Monday", true},
		{"A police update Monday included photos of two cars.", "Monday", true},
		{"The gunman was drunk, according to lab results released Wednesday.", "Wednesday", true},
		{"The boy was hit in a hunting accident Monday afternoon.", "Monday afternoon", false},
		{"A monitoring group said. On Sunday planes killed 31 fighters.", "Sunday", false},
		{"A monitoring group said on Sunday planes killed 31 fighters.", "Sunday", true},
		// a response to a deed: the response's day
		{"The Khan Sheikhun strike prompted Washington to take its first direct military action against Assads regime with missile strikes against a central air base on Friday morning.", "Friday morning", true},
		{"The shooting sparked protests across the city on Sunday.", "Sunday", true},
		{"The attack prompted the army to shell the town, killing 12 people on Friday.", "Friday", false},
		{"Protests prompted the police to close the square on Friday.", "Friday", false},
	} {
		i := strings.Index(c.text, c.day)
		sp := storyline.Span{Start: i, End: i + len(c.day)}
		if got := anotherDeedsDay(c.text, sp); got != c.want {
			t.Errorf("anotherDeedsDay(%q, %q) = %v, want %v", c.text, c.day, got, c.want)
		}
	}
}
