package events

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// blockRE matches a street block, the address local news gives each
// shooting of a round-up: "in the 2700 block of N. 23rd Street".
var blockRE = regexp.MustCompile(`\b(\d{2,5})\s+` + blockOf + `\s+((?:[A-Z0-9][\w.']*\s*){1,4})`)

// blockNamed returns the street block e's sentence names, its number and
// the street's name folded ("2700 23rd"), or "" for none.
func blockNamed(txt string, e *storyline.Event) string {
	s := e.Sentence
	if s.End == 0 || s.End > len(txt) || s.Start >= s.End {
		return ""
	}
	m := blockRE.FindStringSubmatch(txt[s.Start:s.End])
	if m == nil {
		return ""
	}
	// the number and the street's own name: "6600 block of S. Michigan
	// Ave." and "6600 block of South Michigan Avenue" are one block
	for _, w := range strings.Fields(text.Fold(strings.NewReplacer(".", " ").Replace(m[2]))) {
		if !streetDirections[w] {
			return m[1] + " " + w
		}
	}
	return m[1]
}

// otherBlock reports a mention that names a street block other than the
// one a mention of the same article in group names: a round-up tells
// each of its shootings at its own address ("The first shooting occurred
// in the 2700 block of N. 23rd Street", "The second … in the 3000 block of
// N. 28th Street"), and two addresses of one report are two shootings.
func otherBlock(a *storyline.Article, e *storyline.Event, group []mention) bool {
	b := blockNamed(a.Text, e)
	if b == "" {
		return false
	}
	for _, m := range group {
		if m.ref.Article != a.ID {
			continue
		}
		if o := blockNamed(a.Text, m.e); o != "" && o != b {
			return true
		}
	}
	return false
}

// partsApart reports two groups a mention of article a could join that
// the article tells at two street blocks: two parts of a round-up. The
// sentences after a part's address go on telling that part ("The second
// shooting occurred in the 3000 block of …" then "Officers found two
// victims running …"), not the first part told.
func partsApart(a *storyline.Article, first, last []mention) bool {
	f, l := addressOf(a, first), addressOf(a, last)
	return f != "" && l != "" && f != l
}

// addressOf returns the first street block a mention of article a in
// group names, "" for none.
func addressOf(a *storyline.Article, group []mention) string {
	for _, m := range group {
		if m.ref.Article != a.ID {
			continue
		}
		if b := blockNamed(a.Text, m.e); b != "" {
			return b
		}
	}
	return ""
}
