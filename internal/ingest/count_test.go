package ingest

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCount(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("a.txt", "one")
	write("sub/b.html", "<p>two</p>")
	write("sub/c.jsonl", "{\"text\":\"x\"}\n\n{\"text\":\"y\"}\n{\"text\":\"z\"}")
	write(".hidden/d.txt", "skipped")
	write(".e.txt", "skipped")
	if n, ok := Count([]string{dir}); n != 5 || !ok {
		t.Errorf("folder: %d %v, want 5 true", n, ok)
	}
	if n, ok := Count([]string{filepath.Join(dir, "a.txt"), filepath.Join(dir, "missing.txt")}); n != 1 || !ok {
		t.Errorf("files: %d %v, want 1 true", n, ok)
	}
	feed := write("f.xml", "<rss/>")
	for _, in := range [][]string{{"-"}, {"https://example.org/a"}, {feed}, {dir, feed}} {
		if _, ok := Count(in); ok {
			t.Errorf("%v: counted, want unknown", in)
		}
	}
}
