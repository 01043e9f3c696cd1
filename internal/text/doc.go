package text

import (
	"sort"

	"github.com/storyline-news/storyline"
)

// Doc is a text split once for every stage: its tokens and its sentences.
// The pipeline builds one per article and hands it to each extractor, so
// they agree on where a sentence ends and none pays to split again.
type Doc struct {
	Text string
	// Lower is LowerASCII(Text): token Lower fields are slices of it.
	Lower     string
	Tokens    []Token
	Sentences []storyline.Span
}

// NewDoc tokenizes s and splits it into sentences; each token's Sent is
// the index of the sentence holding it.
func NewDoc(s string) *Doc {
	d := &Doc{Text: s, Lower: LowerASCII(s), Sentences: Sentences(s)}
	d.Tokens = Tokenize(s, d.Lower, make([]Token, 0, len(s)/4+16)) // news text has fewer tokens than one per four bytes: no regrowth
	si := 0
	for i := range d.Tokens {
		for si+1 < len(d.Sentences) && d.Tokens[i].Start >= d.Sentences[si].End {
			si++
		}
		d.Tokens[i].Sent = si
	}
	return d
}

// TokensIn returns the tokens wholly inside sp.
func (d *Doc) TokensIn(sp storyline.Span) []Token {
	i := sort.Search(len(d.Tokens), func(i int) bool { return d.Tokens[i].Start >= sp.Start })
	j := i
	for j < len(d.Tokens) && d.Tokens[j].End <= sp.End {
		j++
	}
	return d.Tokens[i:j]
}

// SentenceOf returns the sentence of sents (in text order) holding sp, or a
// zero span when no single sentence holds it.
func SentenceOf(sents []storyline.Span, sp storyline.Span) storyline.Span {
	i := sort.Search(len(sents), func(i int) bool { return sents[i].End >= sp.End })
	if i < len(sents) && sents[i].Start <= sp.Start {
		return sents[i]
	}
	return storyline.Span{}
}
