package events

import (
	"reflect"
	"strings"
	"testing"
)

var agencySamples = []string{
	"A Detroit Police spokesman said two men were shot.",
	"Jacksonville police and the Jacksonville Sheriff's Office responded; the Wichita Fire Department too.",
	"Officers of the Louisville Metro Police and Savannah-Chatham Metropolitan Police arrived, said DeLand police.",
	"Durham investigators said. Detroit Police Fire crews. Detroit Police Chicago Police.",
	"No agency here, only policemen and a Firework.",
	"XPolice and a lone Police, then " + strings.Repeat("Longword ", 40) + "Police said.",
	"São Paulo police said Montréal Fire officials and Zürich's police.",
	"",
}

func TestAgencyMatchesAsTheWholeText(t *testing.T) {
	for _, s := range agencySamples {
		if got, want := agencyMatches(s), agencyRE.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %v\nwant %v", s, got, want)
		}
	}
}

func FuzzAgencyMatches(f *testing.F) {
	for _, s := range agencySamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := agencyMatches(s), agencyRE.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %v\nwant %v", s, got, want)
		}
	})
}
