package events

// English words that tell one kind of event from another: by its means
// (means.go), an agreement from its parties (agreements.go), attacks talked of
// (talk.go); lexicon.go
// holds the rest of the English words.

// meansPrepositions introduce the means of a destruction: "destroyed by
// mortar fire", "with rockets", "from the air".
var meansPrepositions = map[string]bool{"by": true, "with": true, "from": true, "using": true}

// mannedAircraft are aircraft with a crew aboard: shot down, a battle
// (aircraftDowned). A drone or a missile shot down is intercepted.
var mannedAircraft = map[string]bool{
	"helicopter": true, "helicopters": true, "chopper": true, "choppers": true, "warplane": true, "warplanes": true,
	"jet": true, "jets": true, "plane": true, "planes": true, "aircraft": true, "bomber": true, "fighter": true,
	"gunship": true, "gunships": true,
}

// agreementParties are those bound by an agreement before "to" and its
// noun: "not party to the agreement", "the signatories to the truce"
// (agreementAsSetting).
var agreementParties = map[string]bool{
	"party": true, "parties": true, "signatory": true, "signatories": true,
}

// inquiryVerbs after "to" look into an attack already known: "to
// investigate the recent use of chlorine gas" (attackToInvestigate).
var inquiryVerbs = map[string]bool{
	"investigate": true, "probe": true, "examine": true, "verify": true, "establish": true, "determine": true,
}

// inquiryEnds open a clause of its own after an infinitive of inquiry:
// "to investigate after a car bomb killed 12" reports the bombing.
var inquiryEnds = map[string]bool{
	"after": true, "when": true, "as": true, "because": true, "since": true, "while": true, "following": true,
}

// manyWords count attacks as many, not one: "multiple suicide bombings"
// (attacksUndergone).
var manyWords = map[string]bool{
	"multiple": true, "repeated": true, "numerous": true, "several": true, "frequent": true, "countless": true, "many": true,
}

// undergoVerbs, as present perfect participles, tell what a place has
// undergone: "has faced multiple suicide bombings" (attacksUndergone).
var undergoVerbs = map[string]bool{
	"faced": true, "seen": true, "witnessed": true, "suffered": true, "endured": true, "experienced": true,
}

// inquiryHedges tell the attack an inquiry looks into as in doubt: "the
// alleged use of chlorine", "the recent use of gas" (attackToInvestigate).
var inquiryHedges = map[string]bool{
	"alleged": true, "suspected": true, "reported": true, "claimed": true, "possible": true, "purported": true, "use": true,
}
