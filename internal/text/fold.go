package text

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// latinFold maps the precomposed Latin letters U+00C0–U+024F and
// U+1E00–U+1EFF to their lower-case ASCII base ("Ñ" → "n", "ø" → "o",
// "ß" → "ss"). It is built once, so folding needs no normalization per
// string.
var latinFold = func() map[rune]string {
	m := map[rune]string{
		'ß': "ss", 'ẞ': "ss", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'ø': "o", 'Ø': "o",
		'đ': "d", 'Đ': "d", 'ð': "d", 'Ð': "d", 'þ': "th", 'Þ': "th", 'ł': "l", 'Ł': "l",
		'ı': "i", 'ħ': "h", 'Ħ': "h", 'ŧ': "t", 'Ŧ': "t", 'ŀ': "l", 'Ŀ': "l", 'ĸ': "k",
		'ŋ': "n", 'Ŋ': "n", 'ƒ': "f", 'ſ': "s",
	}
	add := func(lo, hi rune) {
		for r := lo; r <= hi; r++ {
			if _, ok := m[r]; ok {
				continue
			}
			var out []byte
			ok := true
			for _, d := range norm.NFD.String(string(r)) {
				if unicode.Is(unicode.Mn, d) {
					continue
				}
				d = unicode.ToLower(d)
				if d >= utf8.RuneSelf || !(d >= 'a' && d <= 'z') {
					ok = false
					break
				}
				out = append(out, byte(d))
			}
			if ok && len(out) > 0 {
				m[r] = string(out)
			}
		}
	}
	add(0xC0, 0x24F)
	add(0x1E00, 0x1EFF)
	return m
}()

// Fold returns the matching key of a name: lower case, accents removed
// ("Ureña" → "urena", "Cúcuta" → "cucuta"), periods and apostrophes dropped
// ("U.S." → "us", "Côte d'Ivoire" → "cote divoire"), every other run of
// punctuation or space turned into one space ("Port-au-Prince" →
// "port au prince"). Letters of other scripts are lower-cased and kept.
func Fold(s string) string {
	// Fast path: already a key.
	folded := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == ' ' && i > 0 && i < len(s)-1 && s[i-1] != ' ') {
			folded = false
			break
		}
	}
	if folded {
		return s
	}
	return string(AppendFold(make([]byte, 0, len(s)), s))
}

// AppendFold appends the folded form of s to b.
func AppendFold(b []byte, s string) []byte {
	start := len(b)
	space := true // suppress leading and repeated spaces
	for _, r := range s {
		if r < utf8.RuneSelf {
			c := byte(r)
			switch {
			case c >= 'A' && c <= 'Z':
				b = append(b, c+'a'-'A')
				space = false
			case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
				b = append(b, c)
				space = false
			case c == '.' || c == '\'' || c == '`':
			default:
				if !space {
					b = append(b, ' ')
					space = true
				}
			}
			continue
		}
		switch {
		case r == '’' || r == '‘' || r == 'ʼ' || r == 'ʻ' || r == '´':
		case unicode.Is(unicode.Mn, r):
		default:
			if f, ok := latinFold[r]; ok {
				b = append(b, f...)
				space = false
			} else if unicode.IsLetter(r) || unicode.IsDigit(r) {
				b = utf8.AppendRune(b, unicode.ToLower(r))
				space = false
			} else if !space {
				b = append(b, ' ')
				space = true
			}
		}
	}
	if n := len(b); n > start && b[n-1] == ' ' {
		b = b[:n-1]
	}
	return b
}
