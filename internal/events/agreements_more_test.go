package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// An agreement described, aimed at or called for is not reached: no event.
func TestAgreementNotReachedMore(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a zone described by the participle", "The southern enclave is one of three zones agreed at the spring talks between the powers."},
		{"to agree as an aim", "For two months the commanders had been meeting to agree on the details of the new command."},
		{"a resolution calling for a truce", "Two powers vetoed a draft resolution calling for the imposition of a ten-day cease-fire in the city."},
		{"the need for negotiations", "The envoy stressed the urgent need for the resumption of negotiations between the parties."},
		{"a truce in force", "A truce in force since the holiday covers the western districts only."},
		{"a truce that does not include", "The ceasefire does not include the areas held by the jihadists."},
		{"an agreement breached", "The militants breached the truce agreement in the province on Monday."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
}

// The neighbours of TestAgreementNotReachedMore that stay agreements.
func TestAgreementReachedMoreStays(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"sides agreed at talks", "The two sides agreed at talks in the capital on Monday to exchange prisoners.", storyline.SubAgreement},
		{"managed to agree", "The factions managed to agree on a truce in the district on Sunday.", storyline.SubAgreement},
		{"came into force", "A ceasefire came into force in the province on Monday evening.", storyline.SubAgreement},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}
