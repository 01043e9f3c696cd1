package events

import (
	"reflect"
	"strings"
	"testing"
)

// Texts at the edges of the two prefilters: addresses with numbers, stops,
// commas and compass points before "in", street words inside longer words,
// "in" inside words, a lower-case town, counties and parishes.
var prefilterSamples = []string{
	"Police were called to the 3000 block of Gradyville Road in McComb on Sunday.",
	"A man was shot at 412 N. Main St. in Elgin.",
	"It happened on Highway 30, in Stokes.",
	"Crews were sent to Route 66 in Tulsa; to Main Street 12345 in Ada.",
	"Officers went to the Streetcar in Boston and to the main road in Dover.",
	"He lived on Elm Street in the city and worked in Dover.",
	"Rebels shelled the town in Idlib province.",
	"Main Streetin Dover, Oak Road\tin\tSalem, Pine Lane\nin Ames.",
	"Deputies in Harris County and St. Tammany Parish said the Co. was closed.",
	"Five people were killed in Aleppo on Monday.",
	"",
}

func TestTownPrefiltersKeepEveryMatch(t *testing.T) {
	for _, s := range prefilterSamples {
		checkPrefilters(t, s)
	}
}

func checkPrefilters(t *testing.T, s string) {
	t.Helper()
	if sceneRE.MatchString(s) && !mayNameScene(s) {
		t.Errorf("%q: sceneRE matches, mayNameScene says no", s)
	}
	if countyRE.MatchString(s) && !mayNameCounty(s) {
		t.Errorf("%q: countyRE matches, mayNameCounty says no", s)
	}
}

// The prefilters let the patterns skip most texts: a report with no
// address or county.
func TestTownPrefiltersSkip(t *testing.T) {
	s := "Five people were killed in Aleppo on Monday in an air strike in the north."
	if mayNameScene(s) || mayNameCounty(s) {
		t.Errorf("%q: a prefilter let it through", s)
	}
	if !mayNameScene(strings.Replace(s, "killed in", "killed on Main Street in", 1)) {
		t.Error("an address before \"in\" was skipped")
	}
}

func FuzzTownPrefilters(f *testing.F) {
	for _, s := range prefilterSamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPrefilters(t, s)
	})
}

var prepSamples = []string{
	"It happened on Highway 30 in Stokes around 7:45, in Weir, a small town, near Baconton.",
	"The sit-in Square and Bin-in Town, outside Grand Rapids Michigan City; inside Ames.",
	"in Aleppo",
	"win Big in  Dover\tnear\nSalem outside",
	"São Paulo in Montréal near Zürich outside Éire; éin Foo, _in Bar, 3in Baz",
	"",
}

func TestPrepTownMatchesAsTheWholeText(t *testing.T) {
	for _, s := range append(prepSamples, prefilterSamples...) {
		if got, want := prepTownMatches(s), prepTownRE.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %v\nwant %v", s, got, want)
		}
	}
}

func FuzzPrepTownMatches(f *testing.F) {
	for _, s := range prepSamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := prepTownMatches(s), prepTownRE.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %v\nwant %v", s, got, want)
		}
	})
}
