package codec

import (
	"bytes"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Compressors are shared between goroutines: every input comes back as it
// went in.
func TestGzipRoundTripConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				in := []byte(strings.Repeat("Floods in central Mozambique ", g*7+i+1))
				z, err := Gzip(in)
				if err != nil {
					t.Error(err)
					return
				}
				out, err := Gunzip(z)
				if err != nil || !bytes.Equal(in, out) {
					t.Errorf("round trip %d/%d: %v", g, i, err)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func BenchmarkGzip(b *testing.B) {
	in := []byte(strings.Repeat("MAPUTO (Reuters) - Floods in central Mozambique have killed at least 30 people. ", 60))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Gzip(in); err != nil {
			b.Fatal(err)
		}
	}
}

func TestBetterCased(t *testing.T) {
	for _, c := range []struct {
		typ       storyline.EntityType
		cur, name string
		want      bool
	}{
		{storyline.LOC, "CHICAGO", "Chicago", true},
		{storyline.PER, "ELLIOT RODGER", "Elliot Rodger", true},
		{storyline.LOC, "Chicago", "CHICAGO", false},
		{storyline.LOC, "Chicago", "chicago", false},
		{storyline.ORG, "ISIS", "Isis", false},
		{storyline.LOC, "US", "Us", false},
		{storyline.LOC, "CHICAGO", "Chicago Heights", false},
	} {
		if got := BetterCased(c.typ, c.cur, c.name); got != c.want {
			t.Errorf("BetterCased(%s, %q, %q) = %v, want %v", c.typ, c.cur, c.name, got, c.want)
		}
	}
}

// TestNameKeysArabicArticle: a person named with and without the article
// of an Arabic surname shares a strong key; a place, a two-word name and
// other middle words keep theirs.
func TestNameKeysArabicArticle(t *testing.T) {
	for _, c := range []struct {
		e    storyline.Entity
		want string // a key the entity must have, "" for none beyond its own
	}{
		{storyline.Entity{Type: storyline.PER, Canonical: "Bashar al-Assad"}, "bashar assad"},
		{storyline.Entity{Type: storyline.PER, Canonical: "Abdel Fattah el-Sisi"}, "abdel fattah sisi"},
		{storyline.Entity{Type: storyline.PER, Canonical: "Bashar Assad"}, ""},
		{storyline.Entity{Type: storyline.PER, Canonical: "Al Sharpton"}, ""},
		{storyline.Entity{Type: storyline.PER, Canonical: "Abu Bakr al"}, ""},
		{storyline.Entity{Type: storyline.PER, Canonical: "Luis Enrique Martinez"}, ""},
		{storyline.Entity{Type: storyline.LOC, Canonical: "Deir al-Zor"}, ""},
	} {
		keys, weak := NameKeys(c.e)
		own := map[string]bool{text.Fold(c.e.Canonical): true}
		for i, k := range keys {
			if own[k] {
				continue
			}
			if k != c.want || weak[i] {
				t.Errorf("%s: key %q (weak %v), want only %q", c.e.Canonical, k, weak[i], c.want)
			}
		}
		if c.want != "" && !slices.Contains(keys, c.want) {
			t.Errorf("%s: keys %q, want %q among them", c.e.Canonical, keys, c.want)
		}
	}
}
