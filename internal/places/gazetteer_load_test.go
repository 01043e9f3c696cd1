package places

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/storyline-news/storyline/data/gazetteer"
)

// gazetteerText is a small gazetteer in the format Load reads.
const gazetteerText = "C\t0\tColombia\tCO\t\t4\t-72\t50000000\t\tRepública de Colombia|Kolumbien\n" +
	"A\t0\tNorte de Santander Department\tCO\t21\t8\t-73\t1600000\t\t\n" +
	"P\t3685533\tCúcuta\tCO\t21\t7.89\t-72.5\t600000\tPPLA\tCucuta|San José de Cúcuta\n" +
	"P\t3666640\tVilla del Rosario\tCO\t21\t7.83\t-72.47\t90000\t\tRosario\n" +
	"P\t3668000\tRosario, Norte de Santander\tCO\t21\t7.8\t-72.4\t1000\t\tRosario"

func gz(t testing.TB, s string) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(s))
	zw.Close()
	return buf.Bytes()
}

// TestLoadSizeHints checks that decompressing beside the parsing, with a
// right, a short or no size hint, builds the same gazetteer.
func TestLoadSizeHints(t *testing.T) {
	data := gz(t, gazetteerText)
	if got := gzipSize(data); got != len(gazetteerText) {
		t.Fatalf("gzipSize = %d, want %d", got, len(gazetteerText))
	}
	want, err := Load(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	for _, hint := range []int{len(gazetteerText), 10, 1} {
		g, err := load(bytes.NewReader(data), hint)
		if err != nil {
			t.Fatalf("hint %d: %v", hint, err)
		}
		if g.Len() != want.Len() {
			t.Errorf("hint %d: %d places, want %d", hint, g.Len(), want.Len())
		}
		for _, name := range []string{"cucuta", "rosario", "norte de santander", "kolumbien", "villa del rosario", "rosario norte de santander"} {
			if got, w := g.lookupKey(name), want.lookupKey(name); !slices.Equal(got, w) || len(w) == 0 {
				t.Errorf("hint %d: %q → %v, want %v (non-empty)", hint, name, got, w)
			}
		}
	}
	// "Rosario" is the main name of one town and an alternate of another:
	// newest posting first, the alternate flag on the alternate only.
	if got := want.lookupKey("rosario"); !slices.Equal(got, []uint32{4<<1 | 1, 3<<1 | 1}) {
		t.Errorf("rosario → %v", got)
	}
}

// TestLoadChunks checks a gazetteer longer than one decompressed chunk:
// lines cut by a chunk's end are read whole.
func TestLoadChunks(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("C\t0\tColombia\tCO\t\t4\t-72\t50000000\t\t\n")
	for i := 0; sb.Len() < 3<<20; i++ {
		fmt.Fprintf(&sb, "P\t%d\tVilla %d\tCO\t\t7.83\t-72.47\t90000\t\tRosario %d|El Rosario %d\n", i, i, i%1000, i)
	}
	data := gz(t, sb.String())
	want, err := Load(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	g, err := load(bytes.NewReader(data), gzipSize(data))
	if err != nil {
		t.Fatal(err)
	}
	if g.Len() != want.Len() || g.Len() != strings.Count(sb.String(), "\n") {
		t.Fatalf("%d places, want %d", g.Len(), want.Len())
	}
	for _, key := range []string{"villa 1", "rosario 7", "el rosario 40000"} {
		if got, w := g.lookupKey(key), want.lookupKey(key); !slices.Equal(got, w) || len(w) == 0 {
			t.Errorf("%q → %v, want %v (non-empty)", key, got, w)
		}
	}
}

// TestLoadBadLine checks that an error names its line, with or without the
// size hint.
func TestLoadBadLine(t *testing.T) {
	data := gz(t, "C\t0\tColombia\tCO\t\t4\t-72\t1\t\t\nX\t0\tNowhere\tCO\t\t0\t0\t0\t\t\n")
	for _, hint := range []int{0, gzipSize(data)} {
		if _, err := load(bytes.NewReader(data), hint); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("hint %d: err = %v, want one naming line 2", hint, err)
		}
	}
}

func BenchmarkLoadEmbedded(b *testing.B) {
	for b.Loop() {
		if _, err := load(bytes.NewReader(gazetteer.TSVGz), gzipSize(gazetteer.TSVGz)); err != nil {
			b.Fatal(err)
		}
	}
}
