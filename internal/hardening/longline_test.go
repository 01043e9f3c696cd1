package hardening

import (
	"bufio"
	"context"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// genSentencesLine writes n bytes of dense news sentences on one line:
// numbers, names and "said", which the stages find the most work in.
func genSentencesLine(t testing.TB, path string, n int) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriterSize(f, 1<<20)
	words := strings.Fields("the officials said soldiers crossed border on Tuesday more than 320 people marched in Bogota aid trucks waited bridge city council police reported 45 injured government spokesman Maria Lopez told reporters")
	rng := rand.New(rand.NewSource(1))
	for written := 0; written < n; {
		k := 8 + rng.Intn(18)
		for i := 0; i < k; i++ {
			word := words[rng.Intn(len(words))]
			if i == 0 {
				word = strings.ToUpper(word[:1]) + word[1:]
			}
			m, _ := w.WriteString(word + " ")
			written += m
		}
		m, _ := w.WriteString(". ")
		written += m
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

// A 19 MB single-line document at the default size cap ran into the 60 s
// analysis timeout with 754 MB resident (issue 26, item 8): it is refused
// before analysis now, with a cause that says why, quickly and in little
// memory.
func TestHostileLongLine(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "long-line.txt")
	genSentencesLine(t, in, 19<<20)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res := run(ctx, t, nil, "ingest", in, "--db", filepath.Join(dir, "l.db"))
	t.Logf("ingest took %s, peak RSS %s, exit %d\n%s", res.took.Round(time.Millisecond), mb(res.maxRSS), res.code, res.stderr)
	if res.code != 1 || !strings.Contains(res.stderr, "over the 1 MB one article may hold") {
		t.Errorf("exit %d, stderr %q; want 1 with the cause", res.code, res.stderr)
	}
	if res.took > 30*time.Second {
		t.Errorf("took %s, want well within the 60 s analysis timeout", res.took)
	}
	if res.maxRSS > 400<<20 {
		t.Errorf("peak RSS %s, want at most 400 MB", mb(res.maxRSS))
	}
}
