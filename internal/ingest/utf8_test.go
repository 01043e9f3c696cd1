package ingest

import (
	"path/filepath"
	"testing"
	"unicode/utf8"
)

// checkDocUTF8 fails when any string of d that is stored is not valid UTF-8.
func checkDocUTF8(t *testing.T, d Doc) {
	t.Helper()
	fields := map[string]string{"name": d.Name, "url": d.URL, "title": d.Title, "outlet": d.Outlet, "outlet source": d.OutletSource, "text": d.Text}
	for i, a := range d.Authors {
		fields["author "+string(rune('0'+i))] = a
	}
	for what, s := range fields {
		if !utf8.ValidString(s) {
			t.Errorf("%q: %s %q is not valid UTF-8", d.Name, what, s)
		}
	}
}

// Names and metadata in other encodings are repaired before they are
// stored: PostgreSQL refuses invalid UTF-8, and one such name used to abort
// a whole ingest there (issue 26, item 1).
func TestInvalidUTF8NamesRepaired(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "caf\xe9.txt"), []byte("Caf\xc3\xa9 owners said 20 people marched.\n"))
	writeFile(t, filepath.Join(dir, "b", "\xdb\xff\xfe.html"), []byte("<html><body><p>Hello.</p></body></html>"))
	warc := warcRecord(1, "response", "https://news.example/\xdb\xff\xfe", "application/http; msgtype=response",
		"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n"+pageHTML)
	writeFile(t, filepath.Join(dir, "c.warc"), []byte(warc))
	writeFile(t, filepath.Join(dir, "d.rss"), []byte(`<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>F`+"\xe9"+`</title>`+
		`<item><title>T`+"\xe9"+`</title><link>https://news.example/caf`+"\xe9"+`</link><author>Jos`+"\xe9"+`</author><description>Body text.</description></item></channel></rss>`))
	writeFile(t, filepath.Join(dir, "e.jsonl"), []byte("{\"url\":\"https://x.example/\xff\",\"title\":\"t\xfe\",\"source\":\"o\xff\",\"author\":\"a\xff\",\"text\":\"hi\"}\n"))

	res := read(t, Options{}, dir)
	if res.err != nil || len(res.errs) > 0 {
		t.Fatalf("err %v, failures %q", res.err, res.errs)
	}
	if len(res.docs) != 5 {
		t.Fatalf("got %d docs %q, want 5", len(res.docs), res.names())
	}
	for _, d := range res.docs {
		checkDocUTF8(t, d)
	}
	if want := filepath.Join(dir, "caf\uFFFD.txt"); res.docs[2].Name != want && res.docs[0].Name != want {
		t.Errorf("names %q, want one %q", res.names(), want)
	}
}
