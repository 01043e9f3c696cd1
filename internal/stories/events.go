package stories

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// EventMention is a mention of an event in an article (a trigger such as
// "earthquake", "checked into", "fired"), with what the linker compares.
type EventMention struct {
	Doc      int64
	Story    int // the story of the article
	Sentence int
	Text     string
	Tokens   []string
	Span     storyline.Span
	// Args are the names in the mention's sentence ("PER:tara reid"), its
	// likely participants, place and organizations.
	Args []string
	// Times are the date expressions of the sentence, lower-cased.
	Times []string
}

// functionWords are left out when choosing a trigger's head.
var functionWords = map[string]bool{
	"to": true, "into": true, "up": true, "out": true, "off": true, "on": true, "in": true, "of": true,
	"the": true, "a": true, "an": true, "be": true, "been": true, "being": true, "was": true, "were": true,
	"is": true, "are": true, "has": true, "have": true, "had": true, "will": true, "would": true,
	"not": true, "no": true, "did": true, "do": true, "does": true, "for": true, "at": true, "by": true,
	"with": true, "from": true, "down": true, "over": true, "away": true, "back": true, "her": true,
	"his": true, "their": true, "its": true, "herself": true, "himself": true, "themselves": true,
	"itself": true, "as": true, "and": true, "or": true, "'s": true, "n't": true,
}

// Head returns the lemma of a trigger's head word: the only content word,
// else the first when it is a verb form ("checked into rehab" → "check"),
// else the last ("car accident" → "accident").
func Head(tokens []string) string {
	var content []string
	for _, t := range tokens {
		lt := strings.ToLower(t)
		if !functionWords[lt] && strings.IndexFunc(lt, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 {
			content = append(content, lt)
		}
	}
	switch {
	case len(content) == 0:
		if len(tokens) == 0 {
			return ""
		}
		return Lemma(tokens[len(tokens)-1])
	case len(content) == 1:
		return Lemma(content[0])
	}
	f := content[0]
	if _, irr := irregular[f]; irr || strings.HasSuffix(f, "ed") || strings.HasSuffix(f, "ing") {
		return Lemma(f)
	}
	return Lemma(content[len(content)-1])
}

// LemmaChains is the same-lemma baseline: mentions of one story with the
// same head lemma form a chain. It returns each mention's chain number.
func LemmaChains(ms []EventMention) []int {
	return headChains(ms, func(h string) string { return h })
}

// LinkEvents links event mentions across the articles of each story into
// chains: one chain per real-world event. Mentions of one story join when
// their heads share a lemma or an event class (EventClass: "killed",
// "murder" and "death" name one death in a story). It returns each
// mention's chain number.
func LinkEvents(ms []EventMention) []int {
	return headChains(ms, EventClass)
}

// headChains chains the mentions of each story by a key of their head.
func headChains(ms []EventMention, class func(head string) string) []int {
	type key struct {
		story int
		head  string
	}
	ids := map[key]int{}
	out := make([]int, len(ms))
	for i, m := range ms {
		k := key{m.Story, class(Head(m.Tokens))}
		id, ok := ids[k]
		if !ok {
			id = len(ids)
			ids[k] = id
		}
		out[i] = id
	}
	return out
}

// EventClass returns the key of a head lemma's event class: lemmas of
// words that, in one story, mostly name the same event share a key
// ("kill", "die", "dead", "death", "murder", "slay"); any other lemma is
// its own key. The classes are general synonym sets of news events, not a
// list of one corpus's triggers.
func EventClass(head string) string {
	if c, ok := eventClasses[head]; ok {
		return c
	}
	return head
}

var eventClasses = func() map[string]string {
	m := map[string]string{}
	for _, line := range []string{
		"kill die dead death murder slay",
		"win victory beat defeat",
		"arrest apprehend",
		"fire burn blaze",
		"hit strike",
		"escape flee",
		"injure wound",
	} {
		fs := strings.Fields(line)
		for _, f := range fs {
			// "class:" cannot be a lemma: lemmas have no colon.
			m[Lemma(f)] = "class:" + Lemma(fs[0])
		}
	}
	return m
}()
