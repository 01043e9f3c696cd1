package dedup

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/storyline-news/storyline"
)

func TestContentHashFoldsFormatting(t *testing.T) {
	a := ContentHash("Officials said, on Tuesday, that 320 soldiers had left.")
	b := ContentHash("officials  said on tuesday that 320 SOLDIERS had left")
	c := ContentHash("Officials said on Tuesday that 321 soldiers had left.")
	if a != b {
		t.Error("case, punctuation and spacing changed the content hash")
	}
	if a == c {
		t.Error("different words gave the same hash")
	}
}

// wire returns a long synthetic wire story; n varies its wording.
func wire(n int) string {
	var sb strings.Builder
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&sb, "Sentence %d of story %d tells of river %d and town %d near the border. ", i, n, i*7+n, i*3)
	}
	return sb.String()
}

func TestNearDuplicates(t *testing.T) {
	orig := wire(1)
	copyWithEnd := orig + "The Associated Press contributed to this report."
	trimmed := orig[:len(orig)*97/100]
	other := wire(2)

	so := Sign(orig)
	if len(so.MinHash) != Hashes || len(so.Bands) != Bands {
		t.Fatalf("signature sizes %d, %d", len(so.MinHash), len(so.Bands))
	}
	stored := []storyline.Candidate{{ID: 1, MinHash: so.MinHash}}
	for name, text := range map[string]string{"copy with credit": copyWithEnd, "trimmed copy": trimmed} {
		id, sim, ok := Best(Sign(text), stored)
		if !ok || id != 1 {
			t.Errorf("%s: not linked (sim %.2f)", name, Similarity(Sign(text).MinHash, so.MinHash))
		}
		if sim < Threshold {
			t.Errorf("%s: similarity %.2f under threshold", name, sim)
		}
	}
	if _, _, ok := Best(Sign(other), stored); ok {
		t.Error("a different story was linked as a copy")
	}
	if sim := Similarity(Sign(other).MinHash, so.MinHash); sim > 0.5 {
		t.Errorf("different stories look %.2f similar", sim)
	}
	// Sharing a band is what makes a stored article a candidate.
	shared := 0
	sc := Sign(copyWithEnd)
	for i := range sc.Bands {
		if sc.Bands[i] == so.Bands[i] {
			shared++
		}
	}
	if shared == 0 {
		t.Error("a near-duplicate shares no LSH band")
	}
}

func TestBestPrefersOriginal(t *testing.T) {
	s := Sign(wire(3))
	cands := []storyline.Candidate{
		{ID: 5, MinHash: s.MinHash, NearDuplicate: true},
		{ID: 9, MinHash: s.MinHash},
	}
	if id, _, _ := Best(s, cands); id != 9 {
		t.Errorf("linked to copy %d, want original 9", id)
	}
}

func TestSignStable(t *testing.T) {
	a, b := Sign("one two three four five six"), Sign("one two three four five six")
	if Similarity(a.MinHash, b.MinHash) != 1 || a.Bands[0] != b.Bands[0] {
		t.Error("signature is not deterministic")
	}
	if len(Sign("").MinHash) != 0 {
		t.Error("empty text has a signature")
	}
}

// TestAppendWords checks the streamed words against their definition:
// the letter-and-digit fields of the lower-cased text.
func TestAppendWords(t *testing.T) {
	for _, s := range []string{"", "a", " A  b ", "Ünïcode ÀB\xff\xfeçx 12 ǅx İs ΣΑΣ", "one, two; three—four", "..., hi 3.5%"} {
		want := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		})
		if got := string(appendWords(nil, s)); got != strings.Join(want, " ") {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	}
}

// signReference is Sign as first written: each shingle updates the 128
// minima in turn. Sign must give the same signatures (they are stored).
func signReference(text string) storyline.Signature {
	buf := appendWords(nil, text)
	if len(buf) == 0 {
		return storyline.Signature{}
	}
	words := strings.Split(string(buf), " ")
	mins := make([]uint64, Hashes)
	for i := range mins {
		mins[i] = ^uint64(0)
	}
	n := max(len(words)-ShingleWords+1, 1)
	for i := 0; i < n; i++ {
		sh := fnv64a([]byte(strings.Join(words[i:min(i+ShingleWords, len(words))], " ")))
		for k := range mins {
			if v := mix(sh ^ seeds[k]); v < mins[k] {
				mins[k] = v
			}
		}
	}
	return storyline.Signature{MinHash: mins, Bands: bands(mins)}
}

func TestSignMatchesReference(t *testing.T) {
	texts := []string{"", "one", "two words", "a b c d e", "a b c d e f", wire(1), wire(3),
		"Ünïcode wörds, mixed: 12 345 and ÀÉÎ — with dashes — and numbers 3.14",
		strings.Repeat("the same five words again ", 40)}
	for _, s := range texts {
		if got, want := Sign(s), signReference(s); !reflect.DeepEqual(got, want) {
			t.Errorf("Sign(%.30q) differs from the reference", s)
		}
	}
}

func BenchmarkSign(b *testing.B) {
	s := strings.Repeat(wire(3)+" ", 4)
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Sign(s)
	}
}
