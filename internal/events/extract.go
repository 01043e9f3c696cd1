// Package events finds and codes events in English news text in ACLED's
// taxonomy: event type and sub-event type, actors, place, date and counts,
// each tied to its sentence.
//
// Coding is per sentence, by a lexicon of triggers written from the public
// ACLED codebook's definitions (lexicon.go) and the codebook's priority
// order when tactics overlap (code.go); a sentence that only adds to the
// event before it in the same paragraph ("Police dispersed them with tear
// gas") is merged into that event. Places, dates and counts come from the
// earlier stages: the geocoded entities, the time expressions and the
// figures. No model is trained on ACLED data. docs/events.md documents the
// rules.
package events

import (
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// Version names the event coder's behaviour, for reanalysis.
const Version = "events/3"

// Input is what the coder reads: an article's clean text with the output of
// the earlier stages, every span into Text.
type Input struct {
	Text string
	// Doc is Text split into tokens and sentences (text.NewDoc); nil means
	// the coder splits it.
	Doc *text.Doc
	// Blocks are the paragraphs and captions; a sentence only merges with
	// the one before it in the same block. Nil means one block.
	Blocks    []storyline.Span
	Mentions  []storyline.Mention
	Entities  []storyline.Entity
	TimeExprs []storyline.TimeExpr
	Figures   []storyline.Figure
	// Ref is the article's reference date: the date of events whose
	// sentence and paragraph state none (with time precision RefPrecision,
	// 2 when zero).
	Ref          storyline.Date
	RefPrecision int
	// Country is an ISO 3166-1 alpha-2 code the user says the text is
	// about ("" when unknown): places are resolved in it first.
	Country string
	// DatelineCountry is the country of the town the article's dateline
	// names ("PITTSBURGH (WXX) —"), "" when it has none: a place of
	// another country is the event's only when the text names that
	// country.
	DatelineCountry string
	// Lang is the ISO 639-1 code of the text's language ("" reads
	// English); a language the coder does not read yields no events.
	Lang string
}

// Extract codes the events of an analyzed article (a.Analysis filled by the
// pipeline, figures included).
func Extract(a *storyline.Article) []storyline.Event {
	return ExtractInput(InputOf(a))
}

// InputOf builds the coder's input from an analyzed article.
func InputOf(a *storyline.Article) Input {
	in := Input{
		Text:      a.Text,
		Mentions:  a.Analysis.Mentions,
		Entities:  a.Analysis.Entities,
		TimeExprs: a.Analysis.TimeExprs,
	}
	t := a.Published.Time
	if t.IsZero() {
		t = a.IngestedAt
	}
	if !t.IsZero() {
		in.Ref = storyline.DateOf(t)
	}
	for _, p := range a.Paragraphs {
		in.Blocks = append(in.Blocks, p.Span)
	}
	for _, c := range a.Captions {
		in.Blocks = append(in.Blocks, c.Span)
	}
	for _, c := range a.Credits {
		in.Blocks = append(in.Blocks, c.Span)
	}
	sort.Slice(in.Blocks, func(i, j int) bool { return in.Blocks[i].Start < in.Blocks[j].Start })
	in.Figures = a.Analysis.Figures
	if p := datelineTown(a); p != nil {
		in.DatelineCountry = p.Country
	}
	if Supports(a.Language) {
		in.Lang = a.Language // else read as English, as articles without detection are
	}
	return in
}

// namesFacility reports a place name that is part of a street's or a
// facility's name ("Edwards Street", "Springfield Avenue", "South Shore
// Hospital", "Harborview Medical Center"): the town of that name is not
// where the event is.
func namesFacility(txt string, sp storyline.Span) bool {
	words := strings.Fields(text.Fold(txt[sp.Start:sp.End]))
	// the word after the mention, when the tagger left it out
	rest := txt[sp.End:min(len(txt), sp.End+40)]
	// streets named together ("between the 2600 blocks of Cedar and 18th
	// Avenues") or a block's street: the name is a street's, whatever
	// town shares it
	if pairedStreetsRE.MatchString(rest) || text.StreetBefore(txt[:sp.Start]) {
		return true
	}
	if next := strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '\n' }); len(next) > 0 && rest[0] == ' ' && next[0] != "" && unicode.IsUpper([]rune(next[0])[0]) {
		words = append(words, text.Fold(next[0]))
	}
	if len(words) == 1 && facilityWords[words[0]] && capitalBefore(txt, sp.Start) {
		// "the Star Nightclub and Sports Bar": a facility's noun after
		// another capitalized word ends a business's name, whatever
		// town ("Bar", Montenegro) shares it
		return true
	}
	if len(words) < 2 {
		// "the Shahba hotel": a name between "the" and a facility's noun
		// in lower case names the facility
		before := strings.Fields(txt[max(0, sp.Start-5):sp.Start])
		next := strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '\n' })
		return len(before) > 0 && strings.EqualFold(before[len(before)-1], "the") && len(next) > 0 && facilityWords[next[0]]
	}
	last := words[len(words)-1]
	return text.StreetWords[last] || facilityWords[last]
}

// pairedStreetsRE follows the first of two streets named with one plural
// street word: "Cedar and 18th Avenues", "Elm and Main streets".
var pairedStreetsRE = regexp.MustCompile(`^ and (?:\S+ ){1,2}?(?i:streets|avenues|roads|boulevards|drives|lanes)\b`)

// namedCountries returns the countries the text names by name or
// demonym ("Venezuela", "Chilean").
func (x *extractor) namedCountries() map[string]bool {
	named := map[string]bool{}
	g := x.gazetteer()
	for _, m := range x.in.Mentions {
		if m.Type == storyline.LOC || m.Type == storyline.NORP || m.Type == storyline.MISC {
			if cc, ok := g.Country(m.Text); ok {
				named[cc] = true
			}
		}
	}
	return named
}

// capitalBefore reports a capitalized word right before offset i, in the
// same name (no punctuation between): "Sports" in "Sports Bar".
func capitalBefore(txt string, i int) bool {
	before := strings.TrimSuffix(txt[max(0, i-30):i], " ")
	if len(before) == i-max(0, i-30) {
		return false // no space: not a word before
	}
	f := strings.Fields(before)
	if len(f) == 0 {
		return false
	}
	w := []rune(f[len(f)-1])
	return unicode.IsUpper(w[0]) && unicode.IsLetter(w[len(w)-1])
}

// facilityWords end the names of places smaller than a town.
var facilityWords = map[string]bool{
	"hospital": true, "center": true, "centre": true, "clinic": true, "school": true, "academy": true,
	"church": true, "mall": true, "university": true, "college": true, "airport": true, "stadium": true,
	"arena": true, "hotel": true, "motel": true, "apartments": true, "restaurant": true, "club": true,
	"library": true, "station": true, "jail": true, "prison": true, "courthouse": true, "plaza": true,
	"bar": true, "pub": true, "tavern": true, "lounge": true, "nightclub": true, "saloon": true, "grill": true,
}

// placeMention is a LOC mention with its resolved place.
type placeMention struct {
	span  storyline.Span
	text  string
	place *storyline.Place
}

type extractor struct {
	in      Input
	toks    []token
	hits    []hit
	actors  []actorHit
	places  []placeMention
	words   *wordsOf // the triggers and actors of the text's language
	country string   // ISO code of the article's main country
	names   map[string]string
	out     []storyline.Event
	// the last event coded in the current block, for merging
	lastBlock int
	last      int // index into out, -1
	blockSpan storyline.Span
	// statedTotal marks a sentence stating a number of fatalities as such
	statedTotal bool
	// tollOnly marks a sentence whose only numbers of dead are tolls over
	// a period ("the war has killed 300,000"); tollAt is the first toll's token
	tollOnly  bool
	tollAt    int
	tollFatal int
	tollFig   *storyline.Figure
	// tollSent is the index of the last sentence coded as a toll, -1
	tollSent int
	// cutFrom is the first token of the sentence's tail that reports no
	// event of this article (a list of headlines, an earlier event
	// compared to); its counts are not the event's
	cutFrom int
	// cutTo is the first token after the sentence's head that reports no
	// event of this article (another article's headline after a photo's
	// credit); its counts and places are not the event's
	cutTo   int
	sideBuf []actorHit
	// sentIdx is the index of the sentence being coded, lastSent that of
	// the last sentence that said something of the event before
	sentIdx, lastSent int
	// parts are the counts later sentences told as parts of the last
	// event's dead (countparts.go)
	parts partsTold
	// airBlock is the paragraph airInBlock was read for: whether it
	// names aircraft
	airBlock   storyline.Span
	airInBlock bool
	// headlineEnd is where the text's headline ends (0: none), a first
	// sentence in title case
	headlineEnd int
	// timelineSent is one past the index of the last sentence of an old
	// timeline entry, in block timelineBlock (see timelineBackground)
	timelineSent, timelineBlock int
	// roundUpNext is one past the index of the last sentence read as a
	// round-up (countroundup.go)
	roundUpNext int
	// dayCounts are the counts the article gives for named days, read
	// once (countoverdays.go)
	dayCounts *[]dayCount
}

// ExtractInput codes the events of in.
func ExtractInput(in Input) []storyline.Event {
	code := in.Lang
	if code == "" {
		code = "en"
	}
	words := languages[code]
	if words == nil {
		return nil
	}
	x := &extractor{in: in, words: words, last: -1, lastBlock: -1, tollSent: -1}
	d := in.doc()
	sents := d.Sentences
	x.collectPlaces(sents)
	if len(sents) > 0 && titleCase(in.Text[sents[0].Start:sents[0].End]) {
		x.headlineEnd = sents[0].End
	}
	bi := 0
	ts := d.Tokens
	told := map[string][]storyline.Span{} // the sentences so far, by their last retoldTail bytes
	for k, s := range sents {
		n := 0
		for n < len(ts) && ts[n].Sent == k {
			n++
		}
		sentToks := ts[:n]
		ts = ts[n:]
		if retold(in.Text, s, told) {
			continue
		}
		block := -1
		for bi < len(in.Blocks) && in.Blocks[bi].End < s.Start {
			bi++
		}
		if bi < len(in.Blocks) && in.Blocks[bi].Start <= s.Start {
			block = bi
		}
		if block != x.lastBlock || block < 0 && len(in.Blocks) > 0 {
			x.last = -1
		}
		x.lastBlock = block
		x.blockSpan = storyline.Span{Start: 0, End: len(in.Text)}
		if block >= 0 {
			x.blockSpan = in.Blocks[block]
		}
		x.sentIdx = k
		x.sentence(s, sentToks)
	}
	retoldTolls(x.out)
	meansToldElsewhere(in.Text, x.out)
	return x.out
}

// retoldTail is how long a sentence must be, in bytes, for its repeat to
// be read as one: "No arrests have been made." is said of many deeds.
const retoldTail = 40

// retold reports a sentence the article has already told, whole or at the
// end of a longer one, and notes it in told. A page repeats its lead, a
// gallery its caption on every image, a timeline widget its entries
// without their dates ("January 2017 Russia Iran and Turkey agree to a
// nationwide ceasefire …", then "Russia Iran and Turkey agree to a
// nationwide ceasefire …" under the date of the entry before): the repeat
// reports nothing new, and read again it takes the date or place of the
// sentences around it.
func retold(txt string, s storyline.Span, told map[string][]storyline.Span) bool {
	t := strings.TrimSpace(txt[s.Start:s.End])
	if len(t) < retoldTail {
		return false
	}
	key := t[len(t)-retoldTail:]
	for _, p := range told[key] {
		if e := strings.TrimSpace(txt[p.Start:p.End]); e == t || strings.HasSuffix(e, " "+t) {
			return true
		}
	}
	told[key] = append(told[key], s)
	return false
}

// doc returns in.Doc, or Text split when it is nil.
func (in Input) doc() *text.Doc {
	if in.Doc != nil {
		return in.Doc
	}
	return text.NewDoc(in.Text)
}

func (x *extractor) collectPlaces(sents []storyline.Span) {
	counts, all := map[string]int{}, map[string]int{}
	var pms []places.PlaceMention
	for _, m := range x.in.Mentions {
		if m.Type != storyline.LOC || m.Entity < 0 || m.Entity >= len(x.in.Entities) || m.Credit {
			continue
		}
		if inGroupName(x.in.Text, m.Span) || x.actorSuffix(m.Span) || speakerName(x.in.Text, m.Span) {
			// "the Islamic State in Iraq and the Levant executed 19 men",
			// "the UK-based Syrian Observatory", "Russia says 62 Syrian
			// troops killed": a name or a speaker, no place of the
			// article's
			continue
		}
		if x.in.Country != "" {
			// resolved again below with the country the user gave
			pms = append(pms, places.NewMention(x.in.Text, m.Span, text.SentenceOf(sents, m.Span)))
			continue
		}
		p := x.in.Entities[m.Entity].Place
		if p == nil {
			continue
		}
		sp, written := m.Span, m.Text
		if end := x.gazetteer().WrittenEnd(x.in.Text, sp, p); end > sp.End {
			sp.End = end // "Ain al-Arab", the tagger's "Ain"
			written = sp.In(x.in.Text)
		}
		x.places = append(x.places, placeMention{span: sp, text: written, place: divisionWritten(x.in.Text, m.Span, p)})
	}
	if len(pms) > 0 {
		g := x.gazetteer()
		ctx := g.ContextOf(pms)
		ctx.Add(x.in.Country, len(pms)+1)
		for _, r := range g.Resolve(pms, ctx) {
			if r.Place != nil {
				x.places = append(x.places, placeMention{span: r.Mention.Span, text: r.Mention.Text, place: r.Place})
			}
		}
	}
	sort.Slice(x.places, func(i, j int) bool { return x.places[i].span.Start < x.places[j].span.Start })
	kept := x.places[:0]
	for _, p := range x.places {
		// "the 1200 block of Buckingham Street" names no town, nor its
		// country; nor "the Islamic State (banned in Russia)" its
		// country; nor "Tomahawk missiles" a town in Wisconsin
		// nor a country where someone once served ("during operations in
		// Haiti") the news's
		if !namesFacility(x.in.Text, p.span) && !x.outlawedIn(p.span) && !x.missileModel(p.span) && !(p.place.Kind == "country" && x.servedIn(p.span)) {
			kept = append(kept, p)
			all[p.place.Country]++
			if x.statedAsPlace(&p) {
				counts[p.place.Country]++
			}
		}
	}
	x.places = kept
	if len(counts) == 0 {
		counts = all // no place stated as one: every place named counts
	}
	// a place abroad needs its country named in the text: "San Antonio"
	// in a Venezuelan story is not the one in Texas. A dateline puts the
	// article in its town's country: "Grays" in a story filed from
	// PITTSBURGH is not the town in England (a neighbourhood "Grays
	// Ferry" cut short), though the text names no other town.
	main := x.in.Country
	if main == "" {
		main = x.in.DatelineCountry
	}
	if main == "" {
		best := 0
		for cc, n := range counts {
			if n > best || n == best && cc < main {
				main, best = cc, n
			}
		}
	}
	if main != "" {
		named := x.namedCountries()
		named[main] = true
		kept := x.places[:0]
		for _, p := range x.places {
			if named[p.place.Country] {
				kept = append(kept, p)
			}
		}
		x.places = kept
		for cc := range counts {
			if !named[cc] {
				delete(counts, cc) // a country known only by a namesake
				if cc != x.in.DatelineCountry {
					x.country = x.in.DatelineCountry // the dateline's, unless another named country is counted
				}
			}
		}
	}
	if x.in.Country != "" {
		x.country = x.in.Country
		return
	}
	best, tied := 0, false
	for cc, n := range counts {
		switch {
		case n > best:
			x.country, best, tied = cc, n, false
		case n == best:
			tied = true
			if cc < x.country {
				x.country = cc
			}
		}
	}
	if tied {
		// two countries named as often ("fought against the Soviet
		// forces in Afghanistan" in a report of air strikes in Syria):
		// the one its people's nationality names, when it is one of them
		if cc := x.demonymCountry(); cc != "" && counts[cc] == best {
			x.country = cc
		}
	}
	if x.country == "" {
		x.country = x.demonymCountry() // no place resolves: a nationality names the country
	}
}

// countryName returns the English name of a country code.
func (x *extractor) countryName(cc string) string {
	if cc == "" {
		return ""
	}
	if n, ok := x.names[cc]; ok {
		return n
	}
	if x.names == nil {
		x.names = map[string]string{}
	}
	n := ""
	if p, ok := places.Default().CountryPlace(cc); ok {
		n = p.Name
	}
	x.names[cc] = n
	return n
}

func (x *extractor) gazetteer() *places.Gazetteer { return places.Default() }

func lower(s string) string { return strings.ToLower(s) }

// MainPlace returns the place a text is about when no event says: the
// first town it names (resolved as Extract resolves places), else the
// first place, else nil.
func MainPlace(in Input) *storyline.Place {
	code := in.Lang
	if code == "" {
		code = "en"
	}
	words := languages[code]
	if words == nil {
		return nil
	}
	x := &extractor{in: in, words: words, last: -1, lastBlock: -1}
	x.collectPlaces(in.doc().Sentences)
	for _, p := range x.places {
		if p.place.Kind == places.KindCity {
			return p.place
		}
	}
	if len(x.places) > 0 {
		return x.places[0].place
	}
	return nil
}
