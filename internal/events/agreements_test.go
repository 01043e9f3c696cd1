package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// An agreement told as a standing thing, a setting or an aim is not one
// reached; its neighbours that tell one reached stay.
func TestAgreementNamedNotReached(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a truce as a state", "The truce appeared largely to be holding across much of the country."},
		{"a present tense", "The agreement is regularly violated."},
		{"talks described", "The negotiations are sponsored by Qatar and Egypt."},
		{"a zone under an agreement", "The town lies inside a de-escalation zone under an agreement between the three powers."},
		{"a zone agreed under a deal", "The zone was agreed under a deal earlier this year between the two powers."},
		{"zones agreed to in a city", "The de-escalation zones agreed to in Astana have significantly reduced the violence in many parts of Syria."},
		{"commitments towards it", "The rebels said the government keeps wriggling out of its commitments towards the de-escalation zones agreement."},
		{"a guarantor", "Instead of honouring its role as a guarantor of the agreement the air force bombed the market."},
		{"not a party", "The jihadist alliance is not party to the truce although the province falls under the plan."},
		{"the signatories", "The signatories to the ceasefire accused each other of breaches in the north."},
		{"an aim", "A UN envoy has been struggling to broker a ceasefire in the city."},
		{"its chances", "Recent army gains have reduced the chances of a truce between the sides."},
		{"used", "The Nusra Front has used a March ceasefire to recruit thousands of militants in the province."},
		{"kept the town calm", "A truce between the regime and local representatives had kept the town calm for over two years."},
		{"covered by", "The neighbourhoods in the south are covered by a truce with the regime."},
		{"talks to come", "Obama also spoke with the British prime minister about Syria and agreed to consult about potential responses."},
		{"what was agreed", "Insurgents blamed the delay on the fact that fewer fighters had left the villages than was agreed."},
		{"as agreed", "The last buses left the town on Sunday as had been agreed."},
		{"cooperation to come", "It said both sides agreed on coordinating political standpoints and strengthening cooperation."},
	} {
		for _, e := range codedEvents(t, c.text) {
			if e.SubEventType == storyline.SubAgreement {
				t.Errorf("%s: %q: coded an agreement", c.class, c.text)
			}
		}
	}
	for _, c := range []struct{ class, text string }{
		{"agreed", "The two sides agreed a truce in the province on Monday."},
		{"agreed to an exchange", "The two sides agreed to exchange prisoners in the province on Monday."},
		{"in force", "On March 3 a ceasefire brokered by the two powers came into force in the country."},
		{"managed to reach", "The mediators managed to reach a ceasefire in the city on Sunday."},
		{"signed", "The government and the rebels signed a peace deal in the capital on Friday."},
		{"announced", "The regime on July 22 announced a ceasefire with rebels in the besieged area."},
		{"joined", "Three towns in the province joined the cessation of hostilities agreement on Saturday."},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].SubEventType != storyline.SubAgreement {
			t.Errorf("%s: %q: want an agreement, got %v", c.class, c.text, evs)
		}
	}
}
