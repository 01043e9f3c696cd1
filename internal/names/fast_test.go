package names

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
)

// TestFastMatchesKeys checks that the fast tagging path (cached word
// vectors, fast tables, static scores) chooses the same tags as looking up
// every feature key (the training path), on the written sentences and on
// random sequences of their words in random casings.
func TestFastMatchesKeys(t *testing.T) {
	m := Default().m
	b, err := os.ReadFile("testdata/sentences.txt")
	if err != nil {
		t.Fatal(err)
	}
	var sents [][]string
	var vocab []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var ws []string
		for _, tk := range Tokenize(l) {
			ws = append(ws, tk.Text)
		}
		sents = append(sents, ws)
		vocab = append(vocab, ws...)
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 3000; i++ {
		n := 1 + rng.Intn(40)
		ws := make([]string, n)
		for j := range ws {
			w := vocab[rng.Intn(len(vocab))]
			switch rng.Intn(6) {
			case 0:
				w = strings.ToUpper(w)
			case 1:
				w = strings.ToLower(w)
			}
			ws[j] = w
		}
		sents = append(sents, ws)
	}
	var fast, ref sentence
	ref.all = true
	for _, ws := range sents {
		m.prepare(&fast, ws)
		got := append([]int(nil), m.decode(&fast)...)
		m.prepare(&ref, ws)
		want := m.decode(&ref)
		for i := range ws {
			if fast.infos[i].gaz != ref.infos[i].gaz {
				t.Fatalf("%q: token %d gazetteer bits %b, want %b", ws, i, fast.infos[i].gaz, ref.infos[i].gaz)
			}
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%q: token %d tagged %s, want %s", ws, i, tagName(got[i]), tagName(want[i]))
			}
		}
		// The scores too, not only the choices.
		for i := range ws {
			var sc vec
			m.addScores(&sc, ref.feats[ref.fstart[i]:ref.fstart[i+1]])
			t1, t2 := 0, 0
			if i > 0 {
				t1 = want[i-1]
			}
			if i > 1 {
				t2 = want[i-2]
			}
			ref.dyn = dynamicFeatures(ref.dyn[:0], &ref.infos[i], t1, t2)
			m.addScores(&sc, ref.dyn)
			ft := m.fast()
			fs := fast.static[i]
			addVec(&fs, &ft.pool[ft.tags[t2*numTags+t1]])
			addVec(&fs, &ft.pool[ft.t1CL[(t1*numCaps+int(fast.infos[i].caps))*ft.nLex+int(fast.lexI[i])]])
			m.addTagRows(&fs, fast.wv[i], &fast.infos[i], t1)
			if fs != sc {
				t.Fatalf("%q: token %d scores %v, want %v", ws, i, fs, sc)
			}
		}
	}
}

// TestLowerWordCache: lowerWord gives strings.ToLower's answer whether
// or not the word, or another of the same slot, was lowered before.
func TestLowerWordCache(t *testing.T) {
	words := []string{"Trump", "THE", "the", "Ureña", "A", "", "McDonald's", "U.S.-Backed",
		"ThisWordIsFarLongerThanTheCachedWordsAreAllowedToBe", "Obama", "OBAMA"}
	for i := 0; i < 3000; i++ {
		words = append(words, fmt.Sprintf("Word%dX", i))
	}
	for round := 0; round < 3; round++ {
		for _, w := range words {
			if got, want := lowerWord(w), strings.ToLower(w); got != want {
				t.Fatalf("lowerWord(%q) = %q, want %q", w, got, want)
			}
		}
	}
}

// TestFieldsEnd: fieldsEnd counts and ends as strings.Fields splits.
func TestFieldsEnd(t *testing.T) {
	for _, s := range []string{"", " ", "Bashar al-Assad", "  Daniel\u00a0Livingston Green ", "Assad", "a\tb\nc"} {
		ws := strings.Fields(s)
		n, last := fieldsEnd(s)
		if n != len(ws) || n > 0 && last != ws[n-1] || n == 0 && last != "" {
			t.Errorf("fieldsEnd(%q) = %d, %q; Fields %q", s, n, last, ws)
		}
	}
}

// TestAgeEndsSuffix: the quick check before ageEnds lower-cases a word
// keeps every word it would accept.
func TestAgeEndsSuffix(t *testing.T) {
	for _, w := range []string{"old", "OLD", "Olds", "14-year-old", "14-YEAR-OLDS", "ten-month-Old", "bold", "olden", "oldie", "o", "ÖLD"} {
		lw := strings.ToLower(w)
		want := strings.HasSuffix(lw, "old") || strings.HasSuffix(lw, "olds")
		if got := hasASCIISuffixFold(w, "old") || hasASCIISuffixFold(w, "olds"); got != want {
			t.Errorf("%q: %v, want %v", w, got, want)
		}
	}
}
