package ingest

import (
	"path/filepath"
	"strings"
	"testing"
)

// A WARC record is either stored or failed, never both: junk before a
// good record is the input's failure (issue 26, item 7).
func TestWARCJunkNotBlamedOnRecord(t *testing.T) {
	dir := t.TempDir()
	recs := testRecords()
	path := writeFile(t, filepath.Join(dir, "junk.warc"), []byte(recs[0]+"this is junk between records\r\n"+strings.Join(recs[1:], "")))
	res := read(t, Options{}, path)
	stored := map[string]bool{}
	for _, d := range res.docs {
		stored[d.Name] = true
	}
	if len(res.docs) == 0 {
		t.Fatalf("no record stored; errs %q", res.errs)
	}
	for _, e := range res.errs {
		name, _, _ := strings.Cut(e, ": ")
		if stored[name] {
			t.Errorf("%s is both stored and failed: %q", name, e)
		}
	}
	if len(res.errs) != 1 || !strings.HasPrefix(res.errs[0], path+": skipped ") || !strings.Contains(res.errs[0], "junk before record #2") {
		t.Errorf("errs %q, want one for the junk, naming the input", res.errs)
	}
}

// A feed item or JSON Lines body of nothing but an entity no one defined
// fails naming the entity, not as "not HTML"; one with text keeps the
// reference as written; defined ones are decoded (issue 26, item 7).
func TestUndefinedEntityNamed(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.rss"), []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>`+
		`<item><title>A</title><description> &bogus; </description></item>`+
		`<item><title>C</title><description>Body text &bogus; here.</description></item>`+
		`<item><title>B</title><description>Caf&eacute; owners &amp; staff marched.</description></item></channel></rss>`))
	writeFile(t, filepath.Join(dir, "b.jsonl"), []byte(`{"content": "&nosuch;"}`+"\n"+`{"content": "Fish &amp; chips"}`+"\n"))
	res := read(t, Options{}, dir)
	if len(res.errs) != 2 {
		t.Fatalf("errs %q, want 2", res.errs)
	}
	for _, e := range res.errs {
		if !strings.Contains(e, "undefined entity &") || strings.Contains(e, "not HTML") {
			t.Errorf("cause %q does not name the undefined entity", e)
		}
	}
	texts := map[string]bool{}
	for _, d := range res.docs {
		texts[d.Text] = true
	}
	if !texts["Café owners & staff marched."] || !texts["Fish & chips"] || !texts["Body text &bogus; here."] {
		t.Errorf("defined entities not decoded as text: %v", texts)
	}
}
