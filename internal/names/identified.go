package names

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
)

// News names some people by one word only when they are identified: "a
// boy identified as Zackary", "a woman who asked to be identified only as
// Toni", "a man Podsiad identified as Bennett". identifiedRule reads
// names of two words or more there; the tagger reads many such lone given
// names or surnames as an organization or leaves them out.
// identifiedAloneRule makes the one capitalized word after "identified
// (himself, herself, only) as" a person when no capitalized word or
// possessive follows it ("identified as Chisler's brother" names the
// brother, "identified as Ramal Chisler" is identifiedRule's) and it is a
// given name the tagger could have left out (givenNameWord: no title,
// nationality, country or listed name, and no word the lexicon knows as
// another thing than a person's), no place of the gazetteer and no
// abbreviation in capitals ("CS").

// identifiedAloneRule is described above.
func identifiedAloneRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for k := 1; k+1 < len(toks); k++ {
		if toks[k].Text != "as" || !identifiedBefore(toks, k) {
			continue
		}
		a := k + 1
		w := toks[a].Text
		if !isCap(w) || w == strings.ToUpper(w) || !givenNameWord(w, infos[a]) || !personName(toks, a, a+1) || isPlace(infos, a, a+1) {
			continue
		}
		if a+1 < len(toks) {
			if n := toks[a+1].Text; isCap(n) || isInitial(n) || n == "'s" || n == "’s" || n == "'" || n == "’" {
				continue
			}
		}
		if i := covered(ms, a); i >= 0 && (ms[i].a != a || ms[i].b != a+1 || ms[i].typ == storyline.PER) {
			continue // a longer name, or a person already
		}
		ms = replaceRange(ms, tm{a: a, b: a + 1, typ: storyline.PER, ra: -1, rb: -1})
	}
	return ms
}

// identifiedBefore reports whether "as" at token k follows "identified",
// "identifies" or "identify", a reflexive pronoun or "only" between them:
// "identified himself only as".
func identifiedBefore(toks []Token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		switch toks[j].Text {
		case "identified", "identifies", "identify":
			return true
		case "only", "himself", "herself", "themselves":
		default:
			return false
		}
	}
	return false
}

// identifiedAsBeforeRE matches, at the end of the text before a name, the
// words that identify a person by it: "a boy identified as ", "who asked
// to be identified only as ".
var identifiedAsBeforeRE = regexp.MustCompile(`\bidentif(?:ied|ies|y)(?: himself| herself| themselves)?(?: only)? as $`)

// identifiedEverywhere gives a name of one word the text identifies as a
// person's ("a boy identified as Zackary", identifiedAloneRule) the
// person's type at each of its mentions: the tagger, which reads the
// lone given name as an organization elsewhere ("the bullet went into
// Zackary's leg", "little Zackary found"), outvotes the one mention the
// words identify, and the article's one type per name (consistentTypes)
// would follow the votes.
func identifiedEverywhere(txt string, ms []storyline.Mention) []storyline.Mention {
	var named map[string]bool
	for _, m := range ms {
		if m.Type != storyline.PER || m.Credit || strings.Contains(m.Text, " ") || m.Span.Start > len(txt) {
			continue
		}
		if identifiedAsBeforeRE.MatchString(txt[max(0, m.Span.Start-40):m.Span.Start]) {
			if named == nil {
				named = map[string]bool{}
			}
			named[m.Text] = true
		}
	}
	for i := range ms {
		if m := &ms[i]; named[m.Text] && !m.Credit && m.Type != storyline.NORP {
			m.Type = storyline.PER
		}
	}
	return ms
}
