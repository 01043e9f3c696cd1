package lang

// Most of what storyline reads is English, and the general detector costs
// about a tenth of an article's analysis. A text whose sample is plainly
// English — many words, a large share of them English function words that
// other languages written in the Latin script do not use as words — is
// English without asking it. Anything less plain goes to the detector.

// englishWords are frequent English function words that are not words of
// the other languages the detector knows (no "a", "in", "on", "die", "is",
// "was": those are words elsewhere too).
var englishWords = map[string]bool{
	"the": true, "and": true, "of": true, "to": true, "that": true, "with": true,
	"for": true, "from": true, "have": true, "has": true, "had": true, "this": true,
	"said": true, "they": true, "their": true, "which": true, "would": true,
	"been": true, "its": true, "by": true, "are": true, "were": true, "but": true,
	"who": true, "not": true, "it": true, "be": true, "his": true, "she": true,
	"her": true, "at": true, "after": true, "about": true, "there": true,
	"more": true, "than": true, "into": true, "could": true, "should": true,
}

// Thresholds of the fast path: at least minWords words, of which at least
// minShare are English function words and at least minThe are "the".
const (
	minWords = 60
	minShare = 0.22
	minThe   = 4
)

// plainlyEnglish reports whether the sample is plainly English. It reads
// ASCII letters only: a sample with many other letters is not plain.
func plainlyEnglish(s string) bool {
	words, hits, the, other := 0, 0, 0, 0
	var buf [16]byte
	n := 0
	flush := func() {
		if n == 0 {
			return
		}
		words++
		if n <= len(buf) && englishWords[string(buf[:n])] { // no allocation: a map key only
			hits++
			if n == 3 && buf[0] == 't' && buf[1] == 'h' && buf[2] == 'e' {
				the++
			}
		}
		n = 0
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z':
			if n < len(buf) {
				buf[n] = c
			}
			n++
		case c >= 'A' && c <= 'Z':
			if n < len(buf) {
				buf[n] = c + 'a' - 'A'
			}
			n++
		case c >= 0x80:
			other++
			if n > 0 {
				n = len(buf) + 1 // a word with non-ASCII letters matches nothing
			}
		default:
			flush()
		}
	}
	flush()
	return words >= minWords && other*20 < len(s) && float64(hits) >= minShare*float64(words) && the >= minThe
}
