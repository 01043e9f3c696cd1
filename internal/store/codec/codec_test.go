package codec

import (
	"bytes"
	"strings"
	"sync"
	"testing"
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
