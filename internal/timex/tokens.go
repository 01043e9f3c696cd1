package timex

import "github.com/storyline-news/storyline/internal/text"

// Token kinds, as the shared tokenizer gives them.
const (
	kWord  = text.Word   // letters (possibly with digits: "1990s", "20th")
	kNum   = text.Number // digits only
	kPunct = text.Punct  // one punctuation character (or one non-space rune that is not a letter)
)

// tok is the scanner's view of a shared token (text.Token), in the short
// field names the matcher reads many times per token.
type tok struct {
	start, end int
	lw         string
	kind       text.Kind
	// num is the value of an all-digit token (capped), -1 otherwise.
	num int
	// nd is the number of digits of an all-digit token.
	nd int
	// cap reports an upper-case first letter.
	cap bool
	// sp reports white space before the token; nl a line break.
	sp, nl bool
	// sent is the index of the sentence the token belongs to.
	sent int
}

// viewOf appends the scanner's view of ts to out (ExtractTokens passes an
// empty buffer for reuse).
func viewOf(ts []text.Token, out []tok) []tok {
	for _, t := range ts {
		out = append(out, tok{
			start: t.Start, end: t.End, lw: t.Lower, kind: t.Kind, num: t.Num, nd: t.Digits,
			cap: t.Cap, sp: t.Space, nl: t.Line, sent: t.Sent,
		})
	}
	return out
}
