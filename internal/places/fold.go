package places

import (
	"bytes"
	"strings"

	"github.com/storyline-news/storyline/internal/text"
)

// Fold returns the lookup key of a place name; see text.Fold. "Saint",
// "St." and "Ste." are one word in place names ("Saint Louis" is St.
// Louis, "Sainte Genevieve" Ste. Genevieve), so keys spell them "st" and
// "ste".
func Fold(s string) string {
	k := text.Fold(s)
	if !strings.Contains(k, "saint") {
		return k
	}
	return string(appendFold(nil, k))
}

func appendFold(b []byte, s string) []byte {
	start := len(b)
	b = text.AppendFold(b, s)
	if !bytes.Contains(b[start:], []byte("saint")) {
		return b
	}
	key := b[start:]
	out := make([]byte, 0, len(key))
	for i, w := range bytes.Split(key, []byte(" ")) {
		if i > 0 {
			out = append(out, ' ')
		}
		switch string(w) {
		case "saint":
			w = []byte("st")
		case "sainte":
			w = []byte("ste")
		}
		out = append(out, w...)
	}
	return append(b[:start], out...)
}
