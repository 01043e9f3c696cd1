package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// A place named as part of an actor is not where the event happened: "the
// Britain-based Syrian Observatory", "the US-led coalition", "US-backed
// fighters" say who acted or who reports, and "Russia launches airstrikes
// on Syria", "Russias Aerospace Forces" name a country as the doer. A
// country is the event's place only when the sentence states it as a
// location ("in Syria", "across Iraq", "strikes on Syria").

// actorSuffixes turn a place into the attribute of an actor: "UK-based".
var actorSuffixes = []string{
	"based", "led", "backed", "funded", "sponsored", "allied", "brokered", "supported", "trained",
	"armed", "owned", "run", "controlled", "made", "affiliated", "linked", "aligned", "leaning",
}

// locatives are the words before a country that state it as the place of
// what happened.
var locatives = map[string]bool{
	"in": true, "inside": true, "into": true, "across": true, "throughout": true, "within": true,
	"near": true, "over": true, "at": true, "on": true, "of": true, "around": true, "outside": true,
	"along": true, "northern": true, "southern": true, "eastern": true, "western": true, "central": true,
	"north": true, "south": true, "east": true, "west": true, "northeast": true, "northwest": true,
	"southeast": true, "southwest": true, "northeastern": true, "northwestern": true,
	"southeastern": true, "southwestern": true, "entire": true, "all": true,
}

// actorPlace reports a place mention that names an actor's home or
// backer rather than where the event happened.
func (x *extractor) actorPlace(p *placeMention) bool {
	if x.actorSuffix(p.span) {
		return true
	}
	if p.place.Kind != "country" || x.borderBefore(p.span) || x.counterpartBefore(p.span) {
		return false // "the border with Brazil" puts the event on our side (location)
	}
	i := x.spanTok(p.span)
	if i < 0 {
		return false
	}
	if i == 0 {
		return true // a country opening the sentence is its subject
	}
	j := i - 1
	if x.toks[j].lw == "the" && j > 0 {
		j-- // "in the United States"
	}
	return !locatives[x.toks[j].lw]
}

// actorSuffix reports a place name joined by a hyphen to a word that makes
// it an actor's attribute: "Britain-based", "US-led", "Iran-backed".
func (x *extractor) actorSuffix(sp storyline.Span) bool {
	rest := x.in.Text[sp.End:min(len(x.in.Text), sp.End+16)]
	rest = strings.TrimLeft(rest, " ")
	if !strings.HasPrefix(rest, "-") && !strings.HasPrefix(rest, "‑") && !strings.HasPrefix(rest, "–") {
		return false
	}
	rest = strings.TrimLeft(strings.TrimLeft(rest, "-‑–"), " ")
	rest = strings.ToLower(rest)
	for _, s := range actorSuffixes {
		if strings.HasPrefix(rest, s) && (len(rest) == len(s) || !isLetter(rest[len(s)])) {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
