package reconcile

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// A count can be the object of a verb that says nothing of what happened
// to it, its state coming after: "the shooting left three teenagers dead",
// "leaving 2 dead", "five people were found dead", "left two adults and
// four children dead", "left two wounded". The class is the state's
// (dead: killed; wounded, injured, hurt, hospitalized: injured; homeless:
// displaced), never the verb's: "left" alone is a movement verb, and a
// shooting that left three dead displaced no one.

// resultState returns the action class of the state f's count is left in,
// as a reconciled key reads it: "" when f's words do not put it in one.
// The state is the counted phrase's last word ("three teenagers dead"), or
// the words that follow the counted thing in its sentence of text: the
// state itself ("were found dead", "left 5 seriously wounded"), or
// another count in the same state ("two adults and four children dead").
func resultState(f *storyline.Figure, text string) string {
	if c, ok := stateClass[strings.ToLower(f.CountedHead)]; ok && f.CountedHead != "" {
		return c
	}
	// A state read as the action: "left 300 families homeless".
	for _, w := range words(f.Action) {
		if skipWords[w] || determiners[w] {
			continue
		}
		if c, ok := stateClass[w]; ok && c == ActionDisplaced {
			return c
		}
		break
	}
	ws := words(afterResult(f, text))
	i := 0
	if i < len(ws) && degreeWords[ws[i]] {
		i++
	}
	if i < len(ws) {
		if c, ok := stateClass[ws[i]]; ok {
			return c
		}
	}
	// "and four children dead": the state shared by a coordinated count.
	if len(ws) >= 3 && ws[0] == "and" && countWord(ws[1]) {
		for j := 2; j < min(len(ws), 5); j++ {
			if c, ok := stateClass[ws[j]]; ok {
				return c
			}
		}
	}
	return ""
}

// afterResult is the rest of f's sentence after its count, its counted
// thing and its action, when the action's verb is a result verb ("left",
// "found"); "" otherwise.
func afterResult(f *storyline.Figure, text string) string {
	if !resultVerbs[firstVerb(f.Action)] {
		return ""
	}
	end := max(f.Span.End, f.CountedSpan.End, f.ActionSpan.End)
	if end <= 0 || end >= f.Sentence.End || f.Sentence.End > len(text) {
		return ""
	}
	return text[end:f.Sentence.End]
}

// firstVerb is the stem of the first word of action that is not an
// auxiliary or an adverb ("were found" → find).
func firstVerb(action string) string {
	for _, w := range words(action) {
		if skipWords[w] || determiners[w] || projectedWords[w] {
			continue
		}
		if w == "found" {
			w = "find"
		}
		return stem(w)
	}
	return ""
}

// holdsAnotherCount reports whether f's action of a result verb goes on
// to another count's object and state ("left two people dead", "found
// five people dead" as the action of "three others"): the state is that
// count's, and the words do not say what happened to f's.
func holdsAnotherCount(f *storyline.Figure) bool {
	ws := words(f.Action)
	for i, w := range ws {
		if skipWords[w] || determiners[w] || projectedWords[w] {
			continue
		}
		return resultVerbs[firstVerb(w)] && i+1 < len(ws) && countWord(ws[i+1])
	}
	return false
}

// objectOf reports whether f's count follows its action: the verb's
// object ("left two adults"), not its subject ("300 families left").
func objectOf(f *storyline.Figure) bool {
	return f.Action != "" && f.ActionSpan.End > 0 && f.ActionSpan.End <= f.Span.Start
}

// countWord reports whether w is a number, in digits or words.
func countWord(w string) bool {
	if w == "" {
		return false
	}
	if w[0] >= '0' && w[0] <= '9' {
		return true
	}
	return numberWords[w]
}

// EndsInState reports whether a counted phrase as written ends with the
// state its count is left in ("three teenagers dead"): it reads whole
// after the number, without its verb ("left").
func EndsInState(counted string) bool {
	ws := words(counted)
	if len(ws) == 0 {
		return false
	}
	_, ok := stateClass[ws[len(ws)-1]]
	return ok
}

// StateAfter is the state word as written that follows f's count and
// result verb in text ("dead" of "two adults were found dead"); "" when
// none does.
func StateAfter(f *storyline.Figure, text string) string {
	for i, w := range strings.Fields(afterResult(f, text)) {
		w = strings.Trim(w, ".,;:!?\"'")
		lw := strings.ToLower(w)
		if i == 0 && degreeWords[lw] {
			continue
		}
		if _, ok := stateClass[lw]; ok {
			return w
		}
		break
	}
	return ""
}

// scenesLeft reports whether a movement's words name a scene or a way of
// leaving it rather than a country, a region or a war left behind, or are
// a running away ("ran", "running"), which no report of displacement uses
// alone.
func scenesLeft(toks []string) bool {
	verb := true
	for i, t := range toks {
		if sceneWords[t] || dwellings[t] && i > 0 && (toks[i-1] == "the" || toks[i-1] == "a") {
			return true
		}
		if skipWords[t] || projectedWords[t] {
			continue
		}
		if verb && stem(t) == stem("run") {
			return true
		}
		verb = false
	}
	return false
}

// CountsPeople reports whether a key counts people, as every action class
// but strength does: a category of people, or none and no head ("16
// dead") or "others" ("two others wounded"); not "counties", "felony
// counts" or "vehicles" a clause's verb was read for.
func CountsPeople(k storyline.FigureKey) bool {
	if storyline.PeopleCategory(k.Category) {
		return true
	}
	return (k.Category == "" || k.Category == "other") && (k.Head == "" || peopleNouns[k.Head])
}
