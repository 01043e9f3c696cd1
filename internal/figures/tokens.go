package figures

import (
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline/internal/text"
)

// Token kinds.
const (
	tWord = iota + 1
	tNum
	tPunct
)

// tok is the figure scanner's view of the shared tokens (text.Token): a
// word (letters, with inner apostrophes: "don't"), a number in digits
// ("200,000", "1.5", ".08") or a single punctuation rune. Hyphens are
// tokens of their own, so "200,000-plus" is three adjacent tokens; digits
// glued to letters ("20th", "1990s") are a number and a word.
type tok struct {
	s, e int
	lw   string // lower-cased text (ASCII folding only), as written
	kind uint8
	sp   bool // space (or start of sentence) before the token
	cap  bool // starts with an upper-case letter
	sent int32
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isASCIILetter(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

// sentenceView builds the view of one sentence's shared tokens.
type sentenceView struct {
	txt, lower string
	ts         []text.Token
	sent       int32
	out        []tok
}

// appendSentence appends the view of ts, the tokens of sentence sent, to
// out.
func appendSentence(txt, lower string, ts []text.Token, sent int32, out []tok) []tok {
	v := sentenceView{txt: txt, lower: lower, ts: ts, sent: sent, out: out}
	for i := 0; i < len(ts); {
		i = v.next(i)
	}
	return v.out
}

// glued reports that token k exists and touches the one before it.
func (v *sentenceView) glued(k int) bool { return k < len(v.ts) && !v.ts[k].Space }

func (v *sentenceView) startsDigit(k int) bool { return k < len(v.ts) && isDigit(v.txt[v.ts[k].Start]) }

func (v *sentenceView) emit(s, e int, kind uint8, sp bool) {
	t := tok{s: s, e: e, lw: v.lower[s:e], kind: kind, sp: sp, sent: v.sent}
	if kind == tWord {
		if c := v.txt[s]; c < utf8.RuneSelf {
			t.cap = c >= 'A' && c <= 'Z'
		} else {
			r, _ := utf8.DecodeRuneInString(v.txt[s:])
			t.cap = unicode.IsUpper(r)
		}
	}
	v.out = append(v.out, t)
}

// next adds the view token starting at shared token i and returns the
// index of the first shared token after it.
func (v *sentenceView) next(i int) int {
	t := v.ts[i]
	sp := t.Space || i == 0
	j := i
	// ".08": a decimal point no digit precedes.
	if t.Lower == "." && v.glued(i+1) && v.startsDigit(i+1) && (sp || !isDigit(v.txt[t.Start-1])) {
		j = i + 1
	}
	if v.startsDigit(j) {
		// Digit groups joined by "," or "."; letters glued after the last
		// digit are a word of their own.
		end := digitsEnd(v.txt, v.ts[j].Start, v.ts[j].End)
		for end == v.ts[j].End && v.glued(j+1) && v.glued(j+2) && v.startsDigit(j+2) &&
			(v.ts[j+1].Lower == "," || v.ts[j+1].Lower == ".") {
			j += 2
			end = digitsEnd(v.txt, v.ts[j].Start, v.ts[j].End)
		}
		v.emit(t.Start, end, tNum, sp)
		if end == v.ts[j].End {
			return j + 1
		}
		k, wend := v.wordEnd(j+1, v.ts[j].End)
		v.emit(end, wend, tWord, false)
		return k
	}
	if t.Kind == text.Word {
		k, end := v.wordEnd(i+1, t.End)
		v.emit(t.Start, end, tWord, sp)
		return k
	}
	v.emit(t.Start, t.End, tPunct, sp)
	return i + 1
}

// wordEnd extends a word ending at end over inner apostrophes followed by
// a letter ("don't", "o’clock"), from shared token k; it returns the next
// shared token and the word's end.
func (v *sentenceView) wordEnd(k, end int) (int, int) {
	for v.glued(k) && v.glued(k+1) && v.ts[k+1].Kind == text.Word && isASCIILetter(v.txt[v.ts[k+1].Start]) {
		if a := v.txt[v.ts[k].Start:v.ts[k].End]; a != "'" && a != "’" {
			break
		}
		end = v.ts[k+1].End
		k += 2
	}
	return k, end
}

// digitsEnd returns the end of the run of ASCII digits from s.
func digitsEnd(txt string, s, e int) int {
	for s < e && isDigit(txt[s]) {
		s++
	}
	return s
}
