package events

import (
	"cmp"
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
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
	capital := p.place.Kind != "country" && x.gazetteer().CapitalNamed(p.text, p.place.Country)
	if x.actorSuffix(p.span) || x.sidePrefix(p.span) || x.speaks(p.span, capital) || x.inOrganization(p.span) {
		return true
	}
	if capital && (x.governmentNamed(p.span) || x.partyCapital(p.span)) {
		return true
	}
	abroad := p.place.Country != x.country
	if abroad && x.datelineCredit(p.span) {
		return true
	}
	if capital && abroad {
		// another country's capital is where its government sits, so
		// "brokered by Moscow and Washington", "Ankara has massed forces"
		// name the actor; it is a place only where the text states it as
		// one ("talks in Astana", "a visit to Moscow")
		return !x.locativeBefore(p.span)
	}
	if p.place.Kind != "country" || x.borderBefore(p.span) || x.counterpartBefore(p.span) {
		return false // "the border with Brazil" puts the event on our side (location)
	}
	if abroad && x.doerNounAfter(p.span) {
		return true // "killed in US airstrikes": the country that struck
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
	if (x.toks[j].lw == "and" || x.toks[j].lw == "or") && j > 1 && x.toks[j-1].cap {
		// "in Iraq and Syria": the second of a pair takes the locative
		// of the first
		k := j - 1
		for k > 0 && x.toks[k-1].cap && x.toks[k-1].word && j-k < 3 {
			k--
		}
		if k > 0 && x.toks[k-1].lw == "the" {
			k--
		}
		return k == 0 || !locatives[x.toks[k-1].lw]
	}
	return !locatives[x.toks[j].lw]
}

// locativeBefore reports a place stated as a location: a locative word
// before it, past "the" and the words of an apposition ("in the Kazakh
// capital Astana", "a visit to Moscow").
func (x *extractor) locativeBefore(sp storyline.Span) bool {
	i := x.spanTok(sp)
	for j := i - 1; j >= 0 && i-j <= 4; j-- {
		w := x.toks[j].lw
		switch {
		case locatives[w] || w == "to" || w == "from" || w == "visited" || w == "visiting":
			return true
		case w == "the" || w == "capital" || w == "city" || w == "downtown" || x.toks[j].cap && x.toks[j].word:
			continue
		}
		return false
	}
	return false
}

// doerNounAfter reports a country named as the attribute of the force or
// the attack after it: "US airstrikes", "the US air attacks", "Turkish
// forces" being tagged as Turkey.
func (x *extractor) doerNounAfter(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 0 {
		return false
	}
	j := i + 1
	for j < len(x.toks) && x.toks[j].e <= sp.End {
		j++
	}
	if j < len(x.toks) && x.toks[j].lw == "." && x.toks[j].s == sp.End {
		j++ // "U.S. air strikes": the abbreviation's last period left out of the name
	}
	for k := 0; k < 2 && j < len(x.toks) && doerQualifiers[x.toks[j].lw]; k++ {
		j++ // "the US latest airstrike", "Turkish new military operation"
	}
	return j < len(x.toks) && doerNouns[x.toks[j].lw]
}

// doerQualifiers may stand between a country's name and its force or
// attack.
var doerQualifiers = wordSet("latest", "new", "recent", "fresh", "last", "deadly", "heavy", "intense", "renewed",
	"overnight", "alleged", "suspected", "military", "first", "second", "third", "led")

// doerNouns are the forces and attacks a country's name may qualify.
var doerNouns = map[string]bool{
	"airstrike": true, "airstrikes": true, "air": true, "strike": true, "strikes": true, "raid": true, "raids": true,
	"attack": true, "attacks": true, "bombing": true, "bombings": true, "bombs": true, "bombers": true,
	"forces": true, "troops": true, "army": true, "military": true, "soldiers": true, "jets": true,
	"warplanes": true, "planes": true, "aircraft": true, "drone": true, "drones": true, "missile": true,
	"missiles": true, "artillery": true, "shelling": true, "navy": true, "commandos": true, "coalition": true,
}

// inOrganization reports a place inside the name of an armed group:
// "the Islamic State in Iraq and the Levant", "Al-Qaeda in Iraq" say who
// acted, not where.
func (x *extractor) inOrganization(sp storyline.Span) bool {
	i := x.spanTok(sp)
	for j := i - 1; j >= 2 && i-j <= 5; j-- {
		w := x.toks[j].lw
		if w == "in" || w == "of" {
			head := x.toks[j-1].lw
			return head == "qaeda" || head == "qaida" || head == "state" && x.toks[j-2].lw == "islamic"
		}
		if w != "and" && w != "the" && !(x.toks[j].cap && x.toks[j].word) {
			return false
		}
	}
	return false
}

// groupNameRE ends the words of an armed group's name before a place in
// it: "the Islamic State in Iraq and the", "Al-Qaeda in the".
var groupNameRE = regexp.MustCompile(`(?i)(?:\b(?:islamic\s+state|qa[e']?[i']?da)\s+(?:in|of)\s+(?:[A-Z][\w-]*\s+and\s+)?(?:the\s+)?|\b(?:jabhat|jabha|ahrar|tahrir|fatah|fateh|hayat|hayyat|jaish|jaysh|jund|liwa)\s+(?:[\w-]+\s+)?al[\s-])$`)

// inGroupName is inOrganization on the text alone, for the story's towns:
// the Levant of "the Islamic State in Iraq and the Levant" is no town
// (Levant, Maine) a story took for its place, nor the Sham of "Jabhat
// Fatah al Sham", "Ahrar al-Sham" a village of that name.
func inGroupName(txt string, sp storyline.Span) bool {
	return groupNameRE.MatchString(txt[max(0, sp.Start-48):sp.Start])
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
// Paris say", "Russia launched"; a capital also before any participle
// after an auxiliary ("Damascus has long insisted", "Ankara is seeking").
func (x *extractor) speaks(sp storyline.Span, capital bool) bool {
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
	aux := false
	for j+1 < len(x.toks) && (auxiliaries[x.toks[j].lw] || aux && adverbial(x.toks[j].lw)) {
		aux = true
		j++ // "Washington has accused Moscow", "Damascus has repeatedly denied"
	}
	if j >= len(x.toks) {
		return false
	}
	w := x.toks[j].lw
	// after an auxiliary any participle is the government's act: "Ankara
	// has massed forces", "Moscow is seeking"
	return placeVerbs[w] || capital && aux && len(w) > 4 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing"))
}

// auxiliaries come between a capital and its verb: "Moscow has accused".
var auxiliaries = map[string]bool{
	"has": true, "have": true, "had": true, "is": true, "was": true, "are": true, "were": true, "will": true, "would": true,
}

// adverbial reports a word that may stand between an auxiliary and its
// verb: "has repeatedly denied", "is also seeking", "has deliberately and
// directly targeted".
func adverbial(w string) bool {
	return strings.HasSuffix(w, "ly") || w == "also" || w == "not" || w == "still" || w == "and" || w == "now" || w == "long"
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

// datelineElsewhere reports a dateline town p ("DAMASCUS (Sputnik) A
// suicide blast … in the Syrian Idlib province left 45 people dead")
// whose sentence goes on to name, after "in" (inBefore), a town or a province of
// the same country that does not hold it: the report was filed from the capital,
// the blast was in Idlib. A dateline with no other place named, or one
// inside the province named ("DAMASCUS … in the Damascus countryside" is
// finer told by the town), stays the event's.
func (x *extractor) datelineElsewhere(si *sentInfo, p *placeMention) bool {
	if p.place.Kind != "city" || !x.datelineCredit(p.span) {
		return false
	}
	for i := range x.places {
		q := &x.places[i]
		if q.span.Start <= p.span.End {
			continue
		}
		if q.span.End > si.span.End {
			break
		}
		if q.place.Kind != "city" && q.place.Kind != "admin1" || q.place.Country != p.place.Country || q.span.Start-p.span.End <= 2 ||
			x.inNameOf(q.span) || x.whereSaid(q.span) || x.actorPlace(q) {
			continue // a country, a county, or the dateline's own division ("ALTURAS, Modoc County (KPIX 5) —")
		}
		if !x.inBefore(q.span) {
			continue // "near the Oregon border": a landmark, not where it happened
		}
		if text.Fold(q.place.Name) == text.Fold(p.place.Name) || q.place.Kind == "admin1" && text.Fold(cmp.Or(q.place.Admin1, q.place.Name)) == text.Fold(p.place.Admin1) {
			continue
		}
		return true
	}
	return false
}

// inBefore reports "in" among the five words before sp, within its
// clause: "in the Syrian Idlib province", "in Syrias Idlib province", "the
// airfield in Ash Shairat near Homs".
func (x *extractor) inBefore(sp storyline.Span) bool {
	i := x.spanTok(sp)
	for k := i - 1; k >= 0 && k >= i-5; k-- {
		if boundary(&x.toks[k]) {
			return false
		}
		if x.toks[k].lw == "in" {
			return true
		}
	}
	return false
}

// speakerName reports a place name right before a verb of saying
// ("Russia says 62 Syrian troops killed", "Turkey claimed"): the
// government that speaks, not where anything happened.
func speakerName(txt string, sp storyline.Span) bool {
	w, _, _ := strings.Cut(strings.TrimLeft(txt[sp.End:min(len(txt), sp.End+16)], " "), " ")
	return speakerVerbs[strings.ToLower(strings.TrimRight(w, ",.:;"))]
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
	"regards": true, "extended": true, "demanded": true, "countered": true, "rejected": true, "rejects": true,
	"agreed": true, "agrees": true, "refused": true, "refuses": true, "threatened": true, "threatens": true,
	"responded": true, "vowed": true, "vows": true, "hopes": true, "fears": true, "considers": true,
}

// statedAsPlace reports, from the text alone, a place mention that can say
// where things happen: not an actor's attribute ("UK-based") and, for a
// country, after a locative word ("in Syria"). The article's main country
// counts only these, so an outlet that names Russia as the doer in every
// sentence does not set its events in Russia.
func (x *extractor) statedAsPlace(p *placeMention) bool {
	if x.actorSuffix(p.span) || x.sidePrefix(p.span) {
		return false
	}
	if p.place.Kind != "country" {
		return true
	}
	if x.doerNounAfter(p.span) {
		return false // "killed in U.S. air strikes": the country that struck
	}
	before := strings.Fields(strings.ToLower(x.in.Text[max(0, p.span.Start-24):p.span.Start]))
	if len(before) > 0 && before[len(before)-1] == "the" {
		before = before[:len(before)-1]
	}
	return len(before) > 0 && locatives[before[len(before)-1]]
}

// sidePrefix reports a place joined to "pro-" or "anti-": "Pro-Damascus
// media outlets said", "anti-Moscow rebels" name a side, and the place
// of what they report is elsewhere.
func (x *extractor) sidePrefix(sp storyline.Span) bool {
	before := strings.TrimRight(x.in.Text[max(0, sp.Start-6):sp.Start], " ")
	trimmed := strings.TrimRight(strings.TrimRight(before, "-‑–"), " ")
	if len(trimmed) == len(before) {
		return false // no hyphen
	}
	k := strings.LastIndexFunc(trimmed, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') })
	return sidePrefixes[strings.ToLower(trimmed[k+1:])]
}

// governmentNamed reports a capital standing for its government as the
// object of a blame or a demand, or as the attribute of its government:
// "which Washington blames on Damascus", "blamed the attack on Damascus",
// "accused Ankara of", "the Damascus government". A gas attack in Idlib
// that London blames on Damascus is Idlib's.
func (x *extractor) governmentNamed(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 0 {
		return false
	}
	j := x.tokAfter(sp)
	if j+1 < len(x.toks) && x.toks[j].lw == "'" && x.toks[j+1].lw == "s" {
		j += 2 // "Damascus's promise"
	}
	if j < len(x.toks) && governmentNouns[x.toks[j].lw] {
		return true
	}
	if i == 0 {
		return false
	}
	if blameVerbs[x.toks[i-1].lw] {
		return true
	}
	if x.toks[i-1].lw != "on" {
		return false
	}
	// "blames on Damascus", "blamed the attack on Damascus": the verb
	// within a few words before "on", no punctuation between
	for j := i - 2; j >= 0 && i-j <= 5; j-- {
		w := x.toks[j].lw
		if blameOnVerbs[w] {
			return true
		}
		if !x.toks[j].word {
			return false
		}
	}
	return false
}

// tokAfter returns the index of the first token after span sp.
func (x *extractor) tokAfter(sp storyline.Span) int {
	j := x.spanTok(sp)
	if j < 0 {
		return len(x.toks)
	}
	for j < len(x.toks) && x.toks[j].e <= sp.End {
		j++
	}
	return j
}

// partyCapital reports a capital told as a party, its government: the
// subject of a side's act ("Damascus lost more than 40 troops") or the
// partner of a dealing ("cooperates with Damascus rather than fighting
// it", "months of negotiations between the UN and Damascus").
func (x *extractor) partyCapital(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 0 {
		return false
	}
	j := x.tokAfter(sp)
	if j < len(x.toks) && x.toks[j].s < sp.End {
		j++ // "Ankaras offensive": the name inside its possessive, the apostrophe dropped
	}
	if j < len(x.toks) && capitalActs[x.toks[j].lw] {
		return true // "Damascus lost more than 40 troops"
	}
	if j+1 < len(x.toks) && x.toks[j].lw == "'" && x.toks[j+1].lw == "s" {
		j += 2
	}
	if j < len(x.toks) && capitalSideNouns[x.toks[j].lw] {
		return true // "Ankara's offensive against Kurdish fighters"
	}
	if i == 0 {
		return false
	}
	k := i - 1
	switch x.toks[k].lw {
	case "with", "against":
	case "and":
		// "between the UN and Damascus": the pair's "between" a few words back
		for k--; k >= 0 && i-k <= 6 && x.toks[k].lw != "between"; k-- {
			if !x.toks[k].word {
				return false
			}
		}
		if k < 0 || x.toks[k].lw != "between" {
			return false
		}
	default:
		return false
	}
	for j := k - 1; j >= 0 && k-j <= 3; j-- {
		if partnerWords[x.toks[j].lw] {
			return true
		}
		if !x.toks[j].word {
			return false
		}
	}
	return false
}
