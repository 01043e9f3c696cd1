package codec

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	"github.com/storyline-news/storyline"
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
