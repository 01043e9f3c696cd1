package eval

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// identifiedAsRE is a person named as identified ("Police identified the
// body found Wednesday as Trayvon Deshay Lundy", "identified as Phoenix
// O' Dell"): the tagger misses many such names or takes them for places.
var identifiedAsRE = regexp.MustCompile(`\bidentified\b[^.;:"“]{0,50}?\bas\s+((?:\p{Lu}\.\s?|\p{Lu}[\p{L}'’-]+\s?){2,5})`)

// agedRE is a name of two words or more given an age between commas or
// in parentheses ("Ronald Williams, 33, and Kendra Hill, 28, were
// killed", "Burdette Effie Harth (26)"): news names a person so, whether
// or not the tagger found the name, and whatever type it gave it.
var agedRE = regexp.MustCompile(`((?:\p{Lu}\.\s|\p{Lu}[\p{L}'’-]+\s){1,3}\p{Lu}[\p{L}'’-]+)(?:,\s\d{1,2}(?:,|;|\s+and\b)|\s\(\d{1,2}\))`)

// maxNameRunOn bounds the words a person's mention runs on over, on each
// side.
const maxNameRunOn = 2

// personNames returns the names of the persons an article mentions: each
// person entity's canonical name, each person mention as written in full,
// and each name given an age or as identified (agedRE, identifiedAsRE).
// The tagger cuts some names at a middle initial, a middle name or a
// nickname ("Joseph L." and "Nelson" for "Joseph L. Nelson", "Dwayne" for
// "Dwayne K. Martin", "G. Marshall" for "Kiangelo G. Marshall", "Rogers"
// for `Roderick "Riki" Rogers`), so a person's mention runs on over the
// initials, capitalized words and quoted nicknames next to it, one space
// apart, up to maxNameRunOn of them on each side.
func personNames(a *storyline.Article) []string {
	var names []string
	for _, e := range a.Analysis.Entities {
		if e.Type == storyline.PER {
			names = append(names, e.Canonical)
		}
	}
	txt := a.Text
	for _, re := range []*regexp.Regexp{identifiedAsRE, agedRE} {
		for _, m := range re.FindAllStringSubmatch(txt, -1) {
			names = append(names, strings.TrimSpace(m[1]))
		}
	}
	for _, m := range a.Analysis.Mentions {
		if m.Credit || m.Span.End > len(txt) || m.Span.Start >= m.Span.End || m.Type != storyline.PER {
			continue
		}
		start, end := m.Span.Start, m.Span.End
		for n := 0; n < maxNameRunOn; n++ {
			w, ok := nameWordAfter(txt, end)
			if !ok {
				break
			}
			end = w
		}
		for n := 0; n < maxNameRunOn; n++ {
			w, ok := nameWordBefore(txt, start)
			if !ok {
				break
			}
			start = w
		}
		if start < m.Span.Start || end > m.Span.End {
			names = append(names, txt[start:end])
		}
	}
	return names
}

// maxNickname bounds a quoted nickname within a name, in bytes.
const maxNickname = 24

// nameWordAfter returns the end of the part of a name that follows end
// after one space: an initial ("K."), a capitalized word, or a quoted
// nickname (`"Lil Wilfred"`).
func nameWordAfter(txt string, end int) (int, bool) {
	if end+1 >= len(txt) || txt[end] != ' ' {
		return 0, false
	}
	i, j := end+1, end+1
	r, size := utf8.DecodeRuneInString(txt[i:])
	quoted := quote(r)
	if quoted {
		j += size
	}
	for j < len(txt) && j-i <= maxNickname {
		r, size := utf8.DecodeRuneInString(txt[j:])
		if quoted && quote(r) {
			return j + size, namePart(txt[i : j+size])
		}
		if !nameRune(r) && (!quoted || r != ' ') {
			break
		}
		j += size
	}
	if quoted {
		return 0, false
	}
	if j < len(txt) && txt[j] == '.' {
		j++ // an initial, or a word that ends a sentence (namePart)
	}
	return j, namePart(txt[i:j])
}

// nameWordBefore returns the start of the part of a name that precedes
// start before one space, as nameWordAfter reads it.
func nameWordBefore(txt string, start int) (int, bool) {
	if start < 2 || txt[start-1] != ' ' {
		return 0, false
	}
	i, j := start-1, start-1
	r, size := utf8.DecodeLastRuneInString(txt[:j])
	quoted := quote(r)
	if quoted {
		i -= size
	} else if r == '.' {
		i-- // an initial
	}
	for i > 0 && j-i <= maxNickname {
		r, size := utf8.DecodeLastRuneInString(txt[:i])
		if quoted && quote(r) {
			i -= size
			break
		}
		if !nameRune(r) && (!quoted || r != ' ') {
			if quoted {
				return 0, false
			}
			break
		}
		i -= size
	}
	if i > 0 {
		if r, _ := utf8.DecodeLastRuneInString(txt[:i]); !unicode.IsSpace(r) && !unicode.IsPunct(r) {
			return 0, false
		}
	}
	return i, namePart(txt[i:j])
}

// namePart reports a word that can stand in a person's name next to the
// tagged part: an initial ("K."), a quoted nickname, or a capitalized word
// that is no weekday, month or word in capitals (a dateline's, a
// headline's).
func namePart(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	if quote(r) {
		inner := strings.TrimRightFunc(w[size:], quote)
		r, _ = utf8.DecodeRuneInString(inner)
		return inner != "" && unicode.IsUpper(r) && !strings.ContainsFunc(inner, quote)
	}
	if w == "" || !unicode.IsUpper(r) {
		return false
	}
	if initial := strings.TrimSuffix(w, "."); utf8.RuneCountInString(initial) == 1 {
		return initial != w
	}
	if strings.HasSuffix(w, ".") {
		return false
	}
	low := strings.ToLower(w)
	_, weekday := text.Weekdays[low]
	_, month := text.Months[low]
	return !weekday && !month && w != strings.ToUpper(w)
}

// nameRune reports a character of a name's word.
func nameRune(r rune) bool { return unicode.IsLetter(r) || r == '\'' || r == '’' || r == '-' }

// quote reports a quotation mark, as around a nickname.
func quote(r rune) bool { return r == '"' || r == '“' || r == '”' }
