package stories

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// fullName returns a person's name as first and last name, "raymond
// fryberg" for "raymond lee fryberg jr": the same person however fully a
// report spells the name. It returns "" for a single word (a surname
// alone tells a victim from his father no better than "Fryberg" does) or
// a first or last word of one letter (an initial). name is folded.
func fullName(name string) string {
	f := strings.Fields(name)
	for len(f) > 0 {
		switch f[len(f)-1] {
		case "jr", "sr", "ii", "iii", "iv":
			f = f[:len(f)-1]
			continue
		}
		break
	}
	if len(f) < 2 || len(f[0]) < 2 || len(f[len(f)-1]) < 2 {
		return ""
	}
	return skeleton(f[0]) + " " + f[len(f)-1]
}

// skeleton is a first name's consonants, each run of one letter once:
// reports spell a victim's first name more freely than the surname
// ("Devonte" and "Devontee", "Chauncey" and "Chauncy", "Dashawn" and
// "Dashwan" are "dvnt", "chncy" and "dshwn").
func skeleton(w string) string {
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		switch c := w[i]; c {
		case 'a', 'e', 'i', 'o', 'u':
		default:
			if len(b) == 0 || b[len(b)-1] != c {
				b = append(b, c)
			}
		}
	}
	if len(b) == 0 {
		return w
	}
	return string(b)
}

// subjectNames returns the full names of the people an article reports
// on: the victims, suspects and their kin, not the officials and
// reporters who tell of them (see tellers).
func subjectNames(a *storyline.Article) []string {
	tell := tellers(a)
	var out []string
	for i, e := range a.Analysis.Entities {
		if e.Type != storyline.PER || tell[i] || surname(e.Canonical) == "" {
			continue
		}
		if n := fullName(text.Fold(e.Canonical)); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// tellers returns the people (indexes of the article's entities) who tell
// of the news rather than figure in it. A police spokesman, a chief or a
// mayor is named in every report of a city's shootings, a reporter or
// photographer in every report of an outlet: they come with a title or
// office ("Sgt.", "spokesman", "Mayor"), are quoted, or are credited in
// a way the name finder took for a person named in the text: a name right
// after a slash ("AP Photo/Jane Roe") or a credit line ("Reporting by
// Jane Roe; Editing by ...").
func tellers(a *storyline.Article) map[int]bool {
	tell := officials(a)
	for _, q := range a.Analysis.Quotes {
		if q.Entity >= 0 {
			tell[q.Entity] = true
		}
	}
	for _, m := range a.Analysis.Mentions {
		if m.Type == storyline.PER && m.Entity >= 0 && (afterSlash(a.Text, m.Span.Start) || afterCredit(a.Text, m.Span.Start)) {
			tell[m.Entity] = true
		}
	}
	return tell
}

// officials returns the people (indexes of the article's entities) named
// with a title or office, or credited: the tellers not found by a quote or
// a credit line's words. A quoted speaker is often the victim's kin, with
// the victim's surname.
func officials(a *storyline.Article) map[int]bool {
	off := map[int]bool{}
	for i, e := range a.Analysis.Entities {
		if e.Credit || e.Role != "" {
			off[i] = true
		}
	}
	for _, m := range a.Analysis.Mentions {
		if m.Type == storyline.PER && m.Entity >= 0 && (m.Credit || m.Role != "") {
			off[m.Entity] = true
		}
	}
	return off
}

// afterSlash reports whether the text before offset i ends with a slash,
// spaces aside.
func afterSlash(s string, i int) bool {
	if i > len(s) {
		return false
	}
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	return i > 0 && s[i-1] == '/'
}

// sharedFullName is the rarity of the rarest full name (Identity.Names)
// an article shares with a story, times the share of the story's articles
// naming it, as shared weighs surnames; a name whose rarity is under
// minFullNameRarity counts for nothing: a name in many reports (a
// president, a war monitor's director, a news agency's editor) is no one
// event's victim or suspect.
func (c *Clusterer) sharedFullName(names []string, m map[string]int32, docs, norm float64) float64 {
	var best float64
	for _, k := range names {
		x, ok := m[k]
		if !ok {
			continue
		}
		r := c.eidf(k) / norm
		if r < minFullNameRarity {
			continue
		}
		best = max(best, r*min(1, float64(x)/docs))
	}
	return best
}

// minFullNameRarity is the least rarity of a full name that ties a report
// to a story: about a name in at most 7 of 2,000 reports, 5 of 800, 21
// of 100,000.
const minFullNameRarity = 0.75

// creditLines are the words before "by" that open a credit line in
// English news ("Reporting by", "Editing by", "Story by"); "shot by" or
// "arrested by" name the people of the news.
var creditLines = []string{"reporting by", "editing by", "writing by", "story by", "photo by", "photos by", "video by", "compiled by", "produced by"}

// afterCredit reports whether the text before offset i ends with a credit
// line's opening words.
func afterCredit(s string, i int) bool {
	if i > len(s) {
		return false
	}
	j := strings.LastIndexAny(s[:i], ".;\n")
	tail := strings.ToLower(strings.TrimSpace(s[j+1 : i]))
	for _, w := range creditLines {
		if strings.HasSuffix(tail, w) {
			return true
		}
	}
	return false
}
