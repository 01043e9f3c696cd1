package stories

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline/internal/text"
)

// Terms counts the content words of s by their Lemma key: folded to lower
// case ASCII, stop words and one-letter words dropped, numbers kept only
// when they have at least three digits (years, large counts).
func Terms(s string, into map[string]float64, weight float64) map[string]float64 {
	if into == nil {
		into = map[string]float64{}
	}
	sentStart := true
	var buf []byte
	for _, raw := range strings.Fields(s) {
		// A capitalized word inside a sentence is likely part of a name:
		// names tell one event from another of the same kind.
		wt := weight
		r, _ := utf8.DecodeRuneInString(raw)
		if unicode.IsUpper(r) && !sentStart {
			wt *= capBoost
		}
		last := raw[len(raw)-1]
		sentStart = last == '.' || last == '!' || last == '?' || last == ':' || last == '"'
		buf = text.AppendFold(buf[:0], raw)
		for _, w := range strings.Fields(string(buf)) {
			if len(w) < 2 || stopwords[w] {
				continue
			}
			if isDigits(w) {
				if len(w) < 3 {
					continue
				}
			} else {
				w = Lemma(w)
			}
			into[w] += wt
		}
	}
	return into
}

// LeadWords is how many words of an article's text count as its lead.
// News puts the event first (the inverted pyramid): the headline and the
// first sentences say what happened, the rest adds background that
// reaches into other stories. Topics (events of one kind) are linked on
// the leads.
const LeadWords = 100

// LeadTerms counts the content words of an article's lead: the title
// twice, then the first LeadWords words of its text.
func LeadTerms(title, text string) map[string]float64 {
	into := Terms(title, nil, 2)
	n := 0
	end := len(text)
	for i := 0; i < len(text); {
		for i < len(text) && isSpace(text[i]) {
			i++
		}
		if i == len(text) {
			break
		}
		if n == LeadWords {
			end = i
			break
		}
		for i < len(text) && !isSpace(text[i]) {
			i++
		}
		n++
	}
	return Terms(text[:end], into, 1)
}

func isSpace(b byte) bool { return b == ' ' || b == '\n' || b == '\t' || b == '\r' }

// capBoost weighs capitalized words inside sentences (likely names).
const capBoost = 2

func isDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

var stopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a about above after again against all almost also although always am among an and
	another any anyone anything are around as at back be became because become been before being below between
	both but by can cannot could did do does doing done down during each either else enough even ever every few
	for from further get gets got had has have having he her here hers herself him himself his how however i if in
	into is it its itself just last least less like made make many may me might more most much must my myself
	neither never new next no nor not now of off often on once one only or other others our ours ourselves out
	over own per perhaps put rather really s said same say says see seen several shall she should since so some
	still such t than that the their theirs them themselves then there these they this those though through thus
	to too toward towards under until up upon us very via was we well were what whatever when where whether which
	while who whom whose why will with within without would yet you your yours yourself yourselves
	according told tell tells asked added including include includes told going gone went want wants wanted
	first two three four five six seven eight nine ten year years day days week weeks month months time times
	monday tuesday wednesday thursday friday saturday sunday today yesterday tomorrow morning evening night
	mr mrs ms dr http https www com html htm org net`) {
		m[w] = true
	}
	return m
}()
