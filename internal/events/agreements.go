package events

import "strings"

// Agreements named but not reached: an agreement told as the setting of
// something else, as a lasting state, or as an aim (docs/events-syria.md,
// "Fourteenth pass"). The codebook's agreement is the day one is reached or
// comes into force.

// agreementNouns name an agreement, as opposed to the verbs of reaching one.
var agreementNouns = map[string]bool{
	"agreement": true, "agreements": true, "ceasefire": true, "truce": true, "deal": true, "accord": true,
	"pact": true, "reconciliation": true, "negotiations": true, "negotiation": true, "talks": true,
}

// notAgreements drops an agreement named as the setting of something else
// rather than reached: its violations ("accusations of truce violations",
// "blamed each other for ceasefire violations", "despite a ceasefire"), a
// delay in it, one side blamed for breaking it ("blamed their foes for
// breaking the ceasefire"), or its failure ("the negotiations failed to bear fruit",
// "talks hit deadlock", "walked out of negotiations").
func (x *extractor) notAgreements() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cAgreement || !agreementNouns[toks[h.b-1].lw] && !strings.HasPrefix(toks[h.b-1].lw, "negotiat") {
			continue
		}
		for k := h.b; k < len(toks) && k <= h.b+2; k++ {
			switch toks[k].lw {
			case "violation", "violations", "breach", "breaches", "failed", "collapsed", "stalled", "faltered", "foundered",
				"deadlock", "deadlocked", "impasse", "stalemate", "suspended":
				h.c = cNone
			}
		}
		// six words back: "after the collapse of a short-lived truce"
		for k := max(0, h.a-6); k < h.a; k++ {
			switch toks[k].lw {
			case "violation", "violations", "violating", "violated", "violate", "breach", "breaching", "breaking", "broke", "broken", "despite", "delay", "collapse", "terms",
				// "walked out of negotiations", "quit the talks"
				"walked", "walkout", "quit", "boycotted", "boycotting", "abandoned", "suspended":
				h.c = cNone
			}
		}
	}
}
