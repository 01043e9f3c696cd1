package names

import "regexp"

// Document-level consistency (Ratinov and Roth's "extended prediction
// history"): a name keeps its type through an article, so the types the
// tagger gave a word earlier in the document are features of the word's
// next occurrences. "Leicestershire" read as an organization in the body
// stays one in a later sentence where nothing else tells, and a word a
// headline in capitals hides is read as the body read it.

// docHistory counts, by lower-cased word, the types the tagger gave the
// word's capitalized occurrences so far in the document: slot histOther
// counts the capitalized occurrences outside any name, histLower those in
// lower case (a word the article also writes in lower case is a word, not
// a name: "Meanwhile", "Civilians").
type docHistory struct {
	index  map[uint64]int32 // word hash → row of counts
	counts [][histSlots]int32
}

const (
	histOther = numTypes
	histLower = numTypes + 1
	histSlots = numTypes + 2
	// numShares are the shares of a word's history a slot can hold: some,
	// most, all.
	numShares = 3
)

// reset empties the history for a new document.
func (h *docHistory) reset() {
	if h.index == nil {
		h.index = make(map[uint64]int32, 256)
	}
	clear(h.index)
	h.counts = h.counts[:0]
}

// countsHistory reports whether a token of capitalization class caps takes
// part in the history: words with letters not in lower case.
func countsHistory(caps uint8) bool {
	return caps != capLower && caps != capDigit && caps != capPunct
}

// shares returns, for each slot of token t's word history, 1 + its share
// of the history (some, most, all), 0 for a slot never seen; ok is false
// when the token has no history.
func (h *docHistory) shares(t *tokInfo) (sh [histSlots]uint8, ok bool) {
	if len(h.counts) == 0 || !countsHistory(t.caps) {
		return sh, false
	}
	r, found := h.index[t.hLW]
	if !found {
		return sh, false
	}
	c := &h.counts[r]
	var n int32
	for _, x := range c {
		n += x
	}
	for slot, x := range c {
		switch {
		case x == 0:
		case x == n:
			sh[slot] = 3
		case 2*x > n:
			sh[slot] = 2
		default:
			sh[slot] = 1
		}
	}
	return sh, true
}

// features appends the history features of token t: for each slot the
// word had before, how much of its history it is, alone and with the
// token's capitalization class.
func (h *docHistory) features(out []uint64, t *tokInfo) []uint64 {
	sh, ok := h.shares(t)
	if !ok {
		return out
	}
	for slot, x := range sh {
		if x > 0 {
			out = append(out, histKeys(slot, int(x-1), t.caps)...)
		}
	}
	return out
}

// histKeys returns the feature keys of a history slot with its share, for
// a token of capitalization class caps.
func histKeys(slot, share int, caps uint8) []uint64 {
	return []uint64{feat(fHist, uint64(slot), uint64(share)), feat(fHistCaps, uint64(slot)<<2|uint64(share), uint64(caps))}
}

// record adds the tags of a sentence's tokens to the history.
func (h *docHistory) record(infos []tokInfo, tags []int) {
	for i := range infos {
		slot := histOther
		switch {
		case infos[i].caps == capLower:
			slot = histLower
		case !countsHistory(infos[i].caps):
			continue
		case tags[i] != 0:
			slot = tagType(tags[i])
		}
		r, ok := h.index[infos[i].hLW]
		if !ok {
			r = int32(len(h.counts))
			h.index[infos[i].hLW] = r
			h.counts = append(h.counts, [histSlots]int32{})
		}
		h.counts[r][slot]++
	}
}

// isoDate is the date that ends a Reuters dateline ("LONDON 1996-08-30").
var isoDate = regexp.MustCompile(`^\d{4}-\d\d-\d\d$`)

// DatelineDocStarts marks the first sentence of each document of a CoNLL
// file that lost its -DOCSTART- lines: every Reuters story opens with a
// headline and a dateline of a few words ending in its date, so a document
// starts at the sentence before each dateline (and at the first sentence).
// A file without datelines has its documents unknown: every sentence is
// marked, to be read alone.
func DatelineDocStarts(sentences [][]string) []bool {
	starts := make([]bool, len(sentences))
	found := false
	for i, ws := range sentences {
		if i > 0 && len(ws) > 1 && len(ws) <= 8 && isoDate.MatchString(ws[len(ws)-1]) {
			starts[i-1] = true
			found = true
		}
	}
	for i := range starts {
		starts[i] = starts[i] || i == 0 || !found
	}
	return starts
}
