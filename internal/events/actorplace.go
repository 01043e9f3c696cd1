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
	if x.actorSuffix(p.span) || x.speaks(p.span) || p.place.Country != x.country && x.datelineCredit(p.span) {
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

// speaks reports a place that is the subject of a verb of saying or
// acting, standing for its government: "Moscow says", "Washington and
// Paris say", "Russia launched".
func (x *extractor) speaks(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 0 {
		return false
	}
	j := i + 1
	for j < len(x.toks) && x.toks[j].e <= sp.End {
		j++ // the rest of a name of several words
	}
	if j+1 < len(x.toks) && x.toks[j].lw == "and" && x.toks[j+1].cap {
		j += 2 // "Washington and Paris say"
	}
	if j+1 < len(x.toks) && (x.toks[j].lw == "has" || x.toks[j].lw == "have" || x.toks[j].lw == "had") {
		j++ // "Washington has accused Moscow"
	}
	return j < len(x.toks) && placeVerbs[x.toks[j].lw]
}

// datelineCredit reports a place that is a report's dateline, where it
// was filed; abroad, it is not where the event happened (local news files
// from the town of its events): a town before a news agency's
// credit ("… in Syria Moscow AFP Saturday 7 Oct 2017", "MOSCOW (Sputnik)
// –") or a town in capitals opening a sentence ("MOSCOW Some 120 …").
func (x *extractor) datelineCredit(sp storyline.Span) bool {
	if agencyAfter(x.in.Text, sp) {
		return true
	}
	name := x.in.Text[sp.Start:sp.End]
	return x.spanTok(sp) == 0 && len(name) > 3 && strings.ToUpper(name) == name && strings.ToLower(name) != name
}

// agencyAfter reports a news agency's credit right after a place:
// "Moscow AFP", "MOSCOW (Sputnik)".
func agencyAfter(txt string, sp storyline.Span) bool {
	rest := strings.TrimLeft(txt[sp.End:min(len(txt), sp.End+16)], " (")
	end := strings.IndexFunc(rest, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') })
	if end < 0 {
		end = len(rest)
	}
	w := rest[:end]
	return w != "" && w[0] >= 'A' && w[0] <= 'Z' && newsAgencies[strings.ToLower(w)]
}

// newsAgencies are the credits of wire services after a dateline.
var newsAgencies = map[string]bool{
	"afp": true, "reuters": true, "ap": true, "sputnik": true, "sana": true, "xinhua": true, "tass": true,
	"anadolu": true, "ria": true, "irna": true, "ips": true, "upi": true, "dpa": true, "efe": true,
}

// placeVerbs are what a government does, not a place: "Moscow says".
var placeVerbs = map[string]bool{
	"says": true, "said": true, "say": true, "claims": true, "claimed": true, "claim": true, "accuses": true,
	"accused": true, "accuse": true, "denies": true, "denied": true, "deny": true, "blames": true, "blamed": true,
	"blame": true, "warns": true, "warned": true, "warn": true, "announced": true, "announces": true,
	"insists": true, "insisted": true, "confirms": true, "confirmed": true, "urges": true, "urged": true,
	"condemns": true, "condemned": true, "launches": true, "launched": true, "sends": true, "sent": true,
	"deploys": true, "deployed": true, "backs": true, "supports": true, "wants": true, "believes": true,
}

// statedAsPlace reports, from the text alone, a place mention that can say
// where things happen: not an actor's attribute ("UK-based") and, for a
// country, after a locative word ("in Syria"). The article's main country
// counts only these, so an outlet that names Russia as the doer in every
// sentence does not set its events in Russia.
func (x *extractor) statedAsPlace(p *placeMention) bool {
	if x.actorSuffix(p.span) {
		return false
	}
	if p.place.Kind != "country" {
		return true
	}
	before := strings.Fields(strings.ToLower(x.in.Text[max(0, p.span.Start-24):p.span.Start]))
	if len(before) > 0 && before[len(before)-1] == "the" {
		before = before[:len(before)-1]
	}
	return len(before) > 0 && locatives[before[len(before)-1]]
}
