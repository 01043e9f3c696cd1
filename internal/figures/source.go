package figures

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

// A figure's source is a noun phrase naming who gave it: a person, an
// organization, a role ("a monitoring group", "activists"). The phrase found
// next to a cue verb often is more than that, most of all in text that lost
// its commas: a dateline or sentence adverb before it ("Meanwhile the Idlib
// Media Center", "Published April 5 2017 The jet fighters …"), the end of the
// clause before it ("town has risen to 86 30 of them children a monitoring
// group") or a clause after it ("Mounzer Khalil head of Idlibs health
// authority adding that …"). SourcePhrase cuts such a phrase down to the
// speaker, or to nothing when no speaker is left.

// SourceDirection says on which side of the phrase the cue verb stands,
// which is the side the speaker's noun phrase is anchored to.
type SourceDirection int

const (
	// SourceBeforeCue: "a monitoring group said" — the speaker ends the phrase.
	SourceBeforeCue SourceDirection = iota
	// SourceAfterCue: "said Mounzer Khalil …", "according to …" — the speaker
	// starts the phrase.
	SourceAfterCue
)

type sourceWord struct {
	s, e int    // byte offsets in the text
	w    string // lower-cased
	cap  bool
}

// SourcePhrase returns the part of sp (a source phrase in txt) that names
// the speaker; ok is false when none does. A pronoun alone ("It", "they")
// is returned as it is: IsPronoun tells the caller to resolve it.
func SourcePhrase(txt string, sp storyline.Span, dir SourceDirection) (storyline.Span, bool) {
	if sp.Start < 0 || sp.End > len(txt) || sp.Start >= sp.End {
		return storyline.Span{}, false
	}
	ws := sourceWords(txt, sp)
	ws = trimLeadingAdverbs(ws)
	if len(ws) > 0 && dir == SourceBeforeCue {
		ws = speakerAtEnd(ws)
	} else if len(ws) > 0 {
		ws = speakerAtStart(ws)
	}
	for len(ws) > 0 && !isNameWord(ws[len(ws)-1]) && sourceFunctionWords[ws[len(ws)-1].w] {
		ws = ws[:len(ws)-1]
	}
	if len(ws) == 0 || !speakerLike(ws) {
		return storyline.Span{}, false
	}
	return storyline.Span{Start: ws[0].s, End: ws[len(ws)-1].e}, true
}

// IsPronoun reports whether a source is only a pronoun ("It", "They",
// "which"): it names nobody until it is resolved.
func IsPronoun(source string) bool {
	return sourcePronouns[strings.ToLower(strings.TrimSpace(source))]
}

var sourcePronouns = toSet(`it he she they we i you which who that this these those its his her their`)

// sourceFunctionWords never end a speaker's name.
var sourceFunctionWords = toSet(`the a an of for in on at to and or with from by`)

// leadingAdverbs open a sentence without being part of its subject.
var leadingAdverbs = toSet(`meanwhile however also moreover furthermore separately additionally earlier later now
still but and so then yet thus instead likewise similarly overall published updated posted date of publication on
at am pm a.m. p.m. today yesterday tonight this morning afternoon evening last
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun`)

// clauseBreaks end a noun phrase: verbs and auxiliaries, relative pronouns,
// quantifiers of the counted thing ("wounding dozens opposition activists").
var clauseBreaks = toSet(`is are was were be been being has have had do does did will would could can may might
must shall should who whom whose which that where when while because after before since if as than
said says say told reported stated added risen rose point points maintains lives mostly also not`)

// sourceQuantifiers count something before the speaker's phrase: "wounding
// dozens opposition activists [said]".
var sourceQuantifiers = toSet(`several others dozens hundreds thousands many more most some`)

// sourceDeterminers open a new noun phrase.
var sourceDeterminers = toSet(`the a an another`)

var sourcePrepositions = toSet(`of for in on at to with from by about near into over under and`)

func sourceWords(txt string, sp storyline.Span) []sourceWord {
	var ws []sourceWord
	i := sp.Start
	for i < sp.End {
		for i < sp.End && txt[i] == ' ' || i < sp.End && (txt[i] == '\n' || txt[i] == '\t') {
			i++
		}
		j := i
		for j < sp.End && txt[j] != ' ' && txt[j] != '\n' && txt[j] != '\t' {
			j++
		}
		if j > i {
			w := txt[i:j]
			r, _ := utf8.DecodeRuneInString(w)
			ws = append(ws, sourceWord{s: i, e: j, w: strings.ToLower(w), cap: unicode.IsUpper(r)})
		}
		i = j
	}
	return ws
}

func hasDigit(w string) bool { return strings.ContainsAny(w, "0123456789") }

// isNameWord reports whether a word is capitalized and not a function word
// that opens the sentence ("The").
func isNameWord(w sourceWord) bool { return w.cap && !sourceFunctionWords[w.w] }

// isVerbForm reports whether a lower-case word looks like a participle or
// gerund ("wounded", "adding"): a clause, not a name. Hyphenated compounds
// ("rebel-held", "Britain-based") are adjectives.
func isVerbForm(w sourceWord) bool {
	if w.cap || strings.Contains(w.w, "-") || len(w.w) < 5 {
		return false
	}
	return strings.HasSuffix(w.w, "ed") || strings.HasSuffix(w.w, "ing")
}

func isBreak(w sourceWord) bool { return isCount(w) || isClauseWord(w) }

func isCount(w sourceWord) bool { return hasDigit(w.w) || !w.cap && sourceQuantifiers[w.w] }

func isClauseWord(w sourceWord) bool { return !w.cap && (clauseBreaks[w.w] || isVerbForm(w)) }

// trimLeadingAdverbs drops sentence adverbs and datelines that open the
// phrase: "Meanwhile", "On Tuesday", "Published April 5 2017", "Fri 07 Apr
// 2017 at 0914".
func trimLeadingAdverbs(ws []sourceWord) []sourceWord {
	for len(ws) > 1 && (leadingAdverbs[ws[0].w] || hasDigit(ws[0].w)) {
		ws = ws[1:]
	}
	// "Rebel-backer Washington": a descriptor glued to the name it opens.
	if len(ws) > 1 && ws[0].cap && strings.Contains(ws[0].w, "-") && ws[1].cap && !sourceFunctionWords[ws[1].w] {
		if i := strings.IndexByte(ws[0].w, '-'); i > 0 && i+1 < len(ws[0].w) && ws[0].w[i+1] >= 'a' && ws[0].w[i+1] <= 'z' && strings.HasSuffix(ws[0].w, "er") {
			ws = ws[1:]
		}
	}
	return ws
}

// speakerAtEnd keeps the noun phrase that ends the phrase: after the last
// clause break, from the last determiner that opens a new phrase ("… children
// a monitoring group"). A name followed by its description ("Lama Fakih the
// New York-based watchdogs deputy") is kept whole.
//
// After a verb the words are its object, not a speaker ("maintains contacts
// there [said]"), unless a determiner opens a new phrase or a pronoun ends it.
func speakerAtEnd(ws []sourceWord) []sourceWord {
	afterVerb := false
	for i := len(ws) - 1; i >= 0; i-- {
		if isBreak(ws[i]) && !modifiesNoun(ws, i) {
			afterVerb = isClauseWord(ws[i])
			ws = ws[i+1:]
			break
		}
	}
	if n := len(ws); n > 0 && sourcePronouns[ws[n-1].w] && (n == 1 || !sourcePrepositions[ws[n-2].w]) {
		return ws[n-1:] // "The victims were mostly civilians it [said]"
	}
	for i := len(ws) - 1; i > 0; i-- {
		if !sourceDeterminers[ws[i].w] || sourcePrepositions[ws[i-1].w] {
			continue
		}
		if allNames(ws[:i]) {
			break
		}
		return ws[i:]
	}
	if afterVerb {
		return nil
	}
	return ws
}

// speakerAtStart keeps the noun phrase that opens the phrase, up to the first
// clause break or a determiner that opens a second phrase ("residents and
// medical personnel the report said").
func speakerAtStart(ws []sourceWord) []sourceWord {
	for i := 1; i < len(ws); i++ {
		if isBreak(ws[i]) || sourceDeterminers[ws[i].w] && !sourcePrepositions[ws[i-1].w] && !allNames(ws[:i]) {
			return ws[:i]
		}
	}
	return ws
}

// modifiesNoun reports whether the participle at i qualifies the noun after
// it inside a name or a determined phrase: "a monitoring group", "the Syrian
// Observatory for Human Rights monitoring group".
func modifiesNoun(ws []sourceWord, i int) bool {
	if !isVerbForm(ws[i]) || i == 0 || i+1 == len(ws) {
		return false
	}
	_, number := units[ws[i-1].w]
	return sourceDeterminers[ws[i-1].w] || ws[i-1].cap && !number
}

func allNames(ws []sourceWord) bool {
	for _, w := range ws {
		if !w.cap {
			return false
		}
	}
	return len(ws) > 0
}

// speakerLike reports whether what is left can name a speaker: it does not
// open with a clause word or a preposition ("in a chemical attack",
// "maintains contacts there") and has a word that is not a function word.
func speakerLike(ws []sourceWord) bool {
	first := ws[0]
	if !first.cap && (isBreak(first) || sourcePrepositions[first.w]) {
		return false
	}
	if first.cap && sourcePrepositions[first.w] && first.w != "the" {
		return false
	}
	if len(ws) == 1 && !first.cap {
		// "activists", "officials", "it"; not "chlorine"
		return strings.HasSuffix(first.w, "s") || sourcePronouns[first.w]
	}
	for _, w := range ws {
		if !sourceFunctionWords[w.w] {
			return true
		}
	}
	return false
}

// ReportingCue reports whether a quote's cue ("said", "has accused",
// "according to") reports what its speaker says, so that a figure inside
// the quote is the speaker's. "have attacked", "condemned" or "claimed the
// lives" do not.
func ReportingCue(cue string) bool {
	for _, w := range strings.Fields(strings.ToLower(cue)) {
		if cueVerbs[w] || accusingVerbs[w] {
			return true
		}
	}
	return false
}

var accusingVerbs = toSet(`accuse accuses accused accusing`)
