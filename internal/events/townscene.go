package events

import (
	"regexp"
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// sceneRE finds a street address followed by its town: "in the 3000 block
// of Gradyville Road in McComb", "at 412 N. Main St. in Elgin", "on Ruskin
// Lane in Upper Darby", "off Marshall Road in Crows Landing", "on Highway
// 30 in Stokes". Local news writes the scene of a shooting so; a
// town named with a street is where it happened, not where a victim lived
// or was treated ("a Chicago man", "taken to a hospital in Joliet"). The
// street's last word is one of text.StreetWords; group 1 is up to three
// capitalized words after "in", tried longest first ("in Elgin Saturday").
var sceneRE = regexp.MustCompile(`\b(?:\d{1,6}|block of|on|at|off|near|along)\s+(?:[NSEW]\.?\s+)?(?:[A-Z0-9][\w'.-]*\s+){0,3}(?:` + streetAlternation() + `)\.?(?:\s+\d{1,4})?,?\s+in\s+([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})`)

// streetAlternation is text.StreetWords capitalized, longest first, as a
// regexp alternation ("Street|Road|…|St|Rd").
func streetAlternation() string {
	var ws []string
	for w := range text.StreetWords {
		ws = append(ws, strings.ToUpper(w[:1])+w[1:])
	}
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) || len(ws[i]) == len(ws[j]) && ws[i] < ws[j] })
	return strings.Join(ws, "|")
}

// sceneTowns returns the towns an article names with a street address:
// each "… Road in McComb" resolved as a town of the article's countries.
// The name is the capitalized words after "in" up to a period run on to
// the next sentence ("in Upper Darby.Police say") and without trailing
// weekdays or months ("in Elgin Saturday"); a name that is not a town as a
// whole is none ("in Prospect Lefferts Gardens", a neighbourhood, is not
// Prospect).
func sceneTowns(a *storyline.Article) []*storyline.Place {
	if !mayNameScene(a.Text) {
		return nil
	}
	var out []*storyline.Place
	for _, m := range sceneRE.FindAllStringSubmatchIndex(a.Text, -1) {
		start, end := m[2], m[3]
		name := a.Text[start:end]
		if i := sentenceEnd(name); i > 0 {
			name = name[:i]
		}
		name = strings.TrimRight(name, ".,")
		for {
			sp := strings.LastIndexByte(name, ' ')
			if w := strings.ToLower(name[sp+1:]); sp < 0 || !isTimeWord(w) {
				break
			}
			name = name[:sp]
		}
		sp := storyline.Span{Start: start, End: start + len(name)}
		if pl := resolveTown(a, sp, storyline.Span{}); pl != nil {
			out = append(out, pl)
		} else if pl := unlistedSceneTown(a, sp); pl != nil {
			out = append(out, pl) // a village the gazetteer lacks (townunlisted.go)
		}
	}
	return out
}

// sentenceEnd returns where a period ends the name's sentence, or -1: a
// period run on to the next word ("Darby.Police"), or one after a word of
// four letters or more ("McComb. Watch"; "St. Louis" and "Ft. Worth" go
// on).
func sentenceEnd(s string) int {
	word := 0
	for i := 0; i+1 < len(s); i++ {
		c := s[i]
		switch {
		case c == '.' && s[i+1] >= 'A' && s[i+1] <= 'Z' && i > 0 && s[i-1] >= 'a' && s[i-1] <= 'z':
			return i
		case c == '.' && word >= 4:
			return i
		case c == ' ' || c == '\t' || c == '\n':
			word = 0
		default:
			word++
		}
	}
	return -1
}

// isTimeWord reports a weekday or a month's name, lower-cased.
func isTimeWord(w string) bool {
	_, day := text.Weekdays[w]
	_, month := text.Months[w]
	return day || month
}

// mayNameScene reports whether text may hold a match of sceneRE: a
// capitalized street word with, after it and any stops, commas and house
// numbers, "in" and a capital. Every match of sceneRE has one, so a text
// without is skipped; the pattern, which is tried at every word of the
// text, is the costlier test (most reports name no street).
func mayNameScene(s string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], "in")
		if k < 0 {
			return false
		}
		k += i
		i = k + 2
		if k == 0 || !asciiSpace(s[k-1]) {
			continue
		}
		j := k + 2
		for j < len(s) && asciiSpace(s[j]) {
			j++
		}
		if j == k+2 || j == len(s) || s[j] < 'A' || s[j] > 'Z' {
			continue
		}
		b := k
		for b > 0 && strings.IndexByte(" \t\n\f\r,.0123456789", s[b-1]) >= 0 {
			b--
		}
		w := b
		for w > 0 && isLetter(s[w-1]) {
			w--
		}
		if word := s[w:b]; word != "" && word[0] >= 'A' && word[0] <= 'Z' && text.StreetWords[strings.ToLower(word[:1])+word[1:]] {
			return true
		}
	}
}

// asciiSpace is the class \s of Go's regular expressions.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}
