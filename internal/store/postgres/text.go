package postgres

import "strings"

// PostgreSQL text cannot hold a NUL byte, which Go strings, SQLite and
// article text can (a JSON Lines field may carry "\u0000"). Text columns
// therefore store strings through a reversible escape: NUL becomes U+FFFF
// followed by '0', and U+FFFF itself is doubled. Strings holding neither,
// all but a freak few, are stored as they are. Byte offsets are taken on
// the decoded string, so spans stay right.
const (
	escRune = '\uFFFF'
	esc     = string(escRune)
)

// encText escapes s for a text column. Invalid UTF-8, which PostgreSQL
// refuses (a name from an older SQLite database, a hand-made article), is
// replaced with U+FFFD rather than failing the write.
func encText(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if strings.IndexByte(s, 0) < 0 && !strings.Contains(s, esc) {
		return s
	}
	return textEscaper.Replace(s)
}

var textEscaper = strings.NewReplacer(esc, esc+esc, "\x00", esc+"0")

// decText undoes encText.
func decText(s string) string {
	if !strings.Contains(s, esc) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], esc) && i+len(esc) < len(s) {
			switch next := s[i+len(esc):]; {
			case next[0] == '0':
				b.WriteByte(0)
				i += len(esc) + 1
				continue
			case strings.HasPrefix(next, esc):
				b.WriteString(esc)
				i += 2 * len(esc)
				continue
			}
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

// decTexts decodes each of ss in place.
func decTexts(ss ...*string) {
	for _, s := range ss {
		*s = decText(*s)
	}
}
