package storyview

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/reconcile"
)

// The headline figure's label says what its value counts, in the words of
// a report that states that value. A group's label is written from one
// of its mentions, often not one of the value the headline shows: a
// group of the dead whose first mention is another party's "two high
// school students dead" headed a story of one person killed as "1 high
// school students dead"; one whose mention reads "killing one man" as
// "1 man", which says nothing of a death; one whose title reads "Five
// victims identified" as "5 victims identified". The headline's label
// names the action of the group's class (killed, injured…) and a counted
// thing a report of the value writes, so it agrees with the value.

// headlineLabel is the label of the headline figure p of g: the group's
// label when it names the group's action and its counted thing is
// written by a report of p's value (or is the class's generic "people");
// else the counted thing and verb of a report of the value; else the
// group's class in words ("people killed"). A group of no action class
// keeps its label ("$2 billion pledged").
func headlineLabel(g *storyline.FigureGroup, p *storyline.FigurePoint) string {
	action := g.Key.Action
	word := classParticiple[action]
	if word == "" || p == nil {
		return g.Label
	}
	if reconcile.ActionClass(g.Label, "", "") == action && labelNounWritten(g, p.Best) {
		return g.Label
	}
	// A report of the value whose own words name the action first
	// ("five people died"), then any ("man killed" of "killing one man").
	for _, own := range []bool{true, false} {
		for _, q := range valuePoints(g, p) {
			if l := pointLabel(q, action, word, own); l != "" {
				return l
			}
		}
	}
	if reconcile.Classified(reconcile.ActionClass(g.Label, "", "")) || len(strings.Fields(g.Label)) > 1 {
		// A label of another action ("men accused") is no count of
		// the dead the headline could write in other words.
		return g.Label
	}
	// A bare word ("found", "people") names no action.
	return "people " + word
}

// classParticiple is the word an action class is written with after a
// count of people: "3 people killed".
var classParticiple = map[string]string{
	reconcile.ActionKilled:  "killed",
	reconcile.ActionInjured: "injured",
}

// valuePoints are the points of g stating p's value, p first.
func valuePoints(g *storyline.FigureGroup, p *storyline.FigurePoint) []*storyline.FigurePoint {
	out := []*storyline.FigurePoint{p}
	for i := range g.Points {
		q := &g.Points[i]
		if q != p && q.Best == p.Best && stated(q) && !q.Vague {
			out = append(out, q)
		}
	}
	return out
}

// labelNounWritten reports whether the counted words of g's label (its
// words up to the action: "high school students" of "high school
// students dead") are each written in the sentence of a report of value
// ("men found" of "three men were found dead"), or are none but the
// generic "people" of a count of people.
func labelNounWritten(g *storyline.FigureGroup, value float64) bool {
	noun := labelNoun(g.Label, g.Key.Action)
	if noun == "" || noun == "people" {
		return true
	}
	for i := range g.Points {
		q := &g.Points[i]
		if q.Best != value || !stated(q) {
			continue
		}
		all := true
		for _, w := range strings.Fields(noun) {
			all = all && containsWords(q.SentenceText, w)
		}
		if all {
			return true
		}
	}
	return false
}

// labelNoun is the words of a label before its first word of action
// ("high school students" of "high school students dead"), lower-cased.
func labelNoun(label, action string) string {
	ws := strings.Fields(label)
	for i, w := range ws {
		if reconcile.ActionClass(w, "", "") == action {
			return strings.ToLower(strings.Join(ws[:i], " "))
		}
	}
	return strings.ToLower(label)
}

// pointLabel is a label in the words of one report of the value: its
// counted thing as written right after its figure, with its verb when
// that names the class as a participle ("people died", "person dead"),
// else, when own is unset, with the class's word ("man killed" of
// "killing one man"). "" when the report's verb names another action ("victims identified",
// "men charged"), or its counted thing is not written after its figure
// (a thing taken from the context).
func pointLabel(q *storyline.FigurePoint, action, word string, own bool) string {
	counted := strings.TrimSpace(q.Counted)
	if counted == "" || hasNumber(counted) || len(strings.Fields(counted)) > 4 || !countedFollows(q, counted) {
		return ""
	}
	switch c := reconcile.ActionClass(counted, "", ""); {
	case c == action:
		return counted // "person dead"
	case reconcile.Classified(c):
		return "" // a counted thing of another action
	}
	verb := strings.ToLower(strings.TrimSpace(q.Action))
	if reconcile.ActionClass(verb, "", "") != action {
		return ""
	}
	if len(strings.Fields(verb)) == 1 && participle(verb) {
		return counted + " " + verb
	}
	if own {
		return ""
	}
	return counted + " " + word
}

// participle reports whether a verb as written reads after its counted
// thing: "killed", "died", "dead", "slain", "hurt"; not a gerund
// ("killing") nor a present ("kills").
func participle(verb string) bool {
	return strings.HasSuffix(verb, "ed") || verb == "dead" || verb == "slain" || verb == "hurt"
}

// countedFollows reports whether a point's counted thing is written in
// its sentence right after its figure ("one man", "five people were"),
// not taken from another clause.
func countedFollows(q *storyline.FigurePoint, counted string) bool {
	at := q.Span.End - q.Sentence.Start
	s := q.SentenceText
	if at < 0 || at > len(s) {
		return false
	}
	rest := strings.ToLower(s[at:min(len(s), at+len(counted)+24)])
	return strings.Contains(rest, strings.ToLower(counted))
}

// containsWords reports whether s holds the words of phrase, case
// folded, as whole words.
func containsWords(s, phrase string) bool {
	s, phrase = " "+strings.ToLower(s)+" ", strings.ToLower(phrase)
	for i := 0; ; {
		j := strings.Index(s[i:], phrase)
		if j < 0 {
			return false
		}
		j += i
		if !isWordByte(s[j-1]) && (j+len(phrase) >= len(s) || !isWordByte(s[j+len(phrase)])) {
			return true
		}
		i = j + 1
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80
}
