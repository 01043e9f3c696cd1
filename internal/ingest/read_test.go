package ingest

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// result is what one Read call produced.
type result struct {
	docs []Doc
	errs []string // InputError.Error() of each failure
	err  error    // Read's return
}

func (r result) names() []string {
	var out []string
	for _, d := range r.docs {
		out = append(out, d.Name)
	}
	return out
}

func read(t *testing.T, opts Options, inputs ...string) result {
	t.Helper()
	var res result
	res.err = Read(context.Background(), inputs, opts,
		func(d Doc) error { res.docs = append(res.docs, d); return nil },
		func(e *InputError) {
			msg := e.Error()
			if strings.ContainsAny(msg, "\r\n") {
				t.Errorf("error message is not one line: %q", msg)
			}
			res.errs = append(res.errs, msg)
		})
	return res
}

func writeFile(t *testing.T, path string, data []byte) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func gz(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	if _, err := w.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// pngBytes is the start of a PNG file.
var pngBytes = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00"), make([]byte, 64)...)

func TestBareFiles(t *testing.T) {
	dir := t.TempDir()
	txt := fixture(t, "article.txt")
	html := fixture(t, "article.html")
	tests := []struct {
		name    string
		file    string
		data    []byte
		format  storyline.Format
		want    string // substring of Text or HTML
		wantErr string // substring of the one error
	}{
		{name: "text", file: "a.txt", data: txt, format: storyline.FormatText, want: "new bridge"},
		{name: "text upper ext", file: "A.TXT", data: txt, format: storyline.FormatText, want: "new bridge"},
		{name: "text ext .text", file: "a.text", data: txt, format: storyline.FormatText, want: "new bridge"},
		{name: "text gz", file: "a.txt.gz", data: gz(t, txt), format: storyline.FormatText, want: "new bridge"},
		{name: "text bom", file: "bom.txt", data: append([]byte("\xEF\xBB\xBF"), txt...), format: storyline.FormatText, want: "Town council"},
		{name: "utf16le", file: "u16.txt", data: []byte("\xFF\xFEH\x00i\x00 \x00\xe9\x00"), format: storyline.FormatText, want: "Hi é"},
		{name: "utf16be", file: "u16be.txt", data: []byte("\xFE\xFF\x00H\x00i"), format: storyline.FormatText, want: "Hi"},
		{name: "html", file: "a.html", data: html, format: storyline.FormatHTML, want: "<p>The town council"},
		{name: "htm", file: "a.htm", data: html, format: storyline.FormatHTML, want: "<p>The town council"},
		{name: "xhtml", file: "a.xhtml", data: html, format: storyline.FormatHTML, want: "<p>The town council"},
		{name: "html gz", file: "a.html.gz", data: gz(t, html), format: storyline.FormatHTML, want: "<p>The town council"},
		{name: "sniffed html", file: "page", data: html, format: storyline.FormatHTML, want: "<p>The town council"},
		{name: "sniffed text", file: "notes.md", data: txt, format: storyline.FormatText, want: "new bridge"},
		{name: "sniffed gz text", file: "blob", data: gz(t, txt), format: storyline.FormatText, want: "new bridge"},
		{name: "png", file: "photo.png", data: pngBytes, wantErr: "photo.png: binary file (image/png), not an article"},
		{name: "png as txt", file: "photo.txt", data: pngBytes, wantErr: "binary file (image/png), not an article"},
		{name: "pdf", file: "doc.pdf", data: []byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"), wantErr: "binary file (application/pdf), not an article"},
		{name: "zip", file: "x.zip", data: []byte("PK\x03\x04\x14\x00\x00\x00\x08\x00"), wantErr: "binary file (application/zip), not an article"},
		{name: "nul bytes", file: "nul.txt", data: []byte("hello\x00world\x00"), wantErr: "nul.txt: binary file, not text"},
		{name: "control bytes", file: "ctl.dat", data: bytes.Repeat([]byte("a\x01\x02\x03"), 50), wantErr: "binary file, not text"},
		{name: "empty", file: "empty.txt", data: nil, wantErr: "empty.txt: empty file"},
		{name: "blank", file: "blank.txt", data: fixture(t, "blank.txt"), wantErr: "blank.txt: empty file"},
		{name: "empty gz", file: "e.txt.gz", data: gz(t, nil), wantErr: "empty file"},
		{name: "empty gz zero bytes", file: "z.txt.gz", data: nil, wantErr: "empty file"},
		{name: "invalid utf8", file: "latin1.txt", data: fixture(t, "latin1.txt"), wantErr: "latin1.txt: invalid UTF-8 at byte 3"},
		{name: "truncated gz", file: "t.txt.gz", data: gz(t, bytes.Repeat(txt, 50))[:60], wantErr: "t.txt.gz: truncated gzip: unexpected EOF"},
		{name: "corrupt gz", file: "c.txt.gz", data: []byte("\x1f\x8bnot really gzip at all"), wantErr: "corrupt gzip"},
		{name: "json array", file: "a.json", data: []byte(`[{"text":"x"}]`), wantErr: "JSON array is not supported"},
		{name: "xml not feed", file: "sitemap.xml", data: []byte(`<?xml version="1.0"?><urlset><url/></urlset>`), wantErr: "XML document with root <urlset> is not an RSS, Atom or RDF feed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := writeFile(t, filepath.Join(dir, tc.name, tc.file), tc.data)
			res := read(t, Options{Source: "Flag Outlet"}, p)
			if res.err != nil {
				t.Fatalf("Read: %v", res.err)
			}
			if tc.wantErr != "" {
				if len(res.docs) != 0 || len(res.errs) != 1 || !strings.Contains(res.errs[0], tc.wantErr) {
					t.Fatalf("got docs %v errs %q, want one error containing %q", res.names(), res.errs, tc.wantErr)
				}
				if !strings.HasPrefix(res.errs[0], p+": ") || strings.Count(res.errs[0], p) != 1 {
					t.Errorf("error %q should name %s once, at the start", res.errs[0], p)
				}
				return
			}
			if len(res.errs) != 0 || len(res.docs) != 1 {
				t.Fatalf("got docs %v errs %q, want one doc", res.names(), res.errs)
			}
			d := res.docs[0]
			if d.Name != p || d.Format != tc.format || d.Container != "" {
				t.Errorf("doc name %q format %q container %q", d.Name, d.Format, d.Container)
			}
			got := d.Text
			if tc.format == storyline.FormatHTML {
				got = string(d.HTML)
				if d.Text != "" {
					t.Error("HTML doc has Text")
				}
			} else if d.HTML != nil {
				t.Error("text doc has HTML")
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("content %q lacks %q", got, tc.want)
			}
			if d.Outlet != "Flag Outlet" || d.OutletSource != "flag" {
				t.Errorf("outlet %q/%q, want the flag", d.Outlet, d.OutletSource)
			}
			raw := tc.data
			if strings.HasSuffix(tc.file, ".gz") || tc.file == "blob" {
				raw = txt
				if strings.Contains(tc.file, "html") {
					raw = html
				}
			}
			if !bytes.Equal(d.Raw, raw) {
				t.Errorf("Raw is not the (decompressed) file bytes")
			}
			if strings.HasPrefix(d.Text, "\uFEFF") {
				t.Error("BOM kept in Text")
			}
		})
	}
}

func TestSizeCaps(t *testing.T) {
	dir := t.TempDir()
	t.Run("over-size file", func(t *testing.T) {
		p := writeFile(t, filepath.Join(dir, "big.txt"), bytes.Repeat([]byte("word "), 5300))
		res := read(t, Options{MaxBytes: 10 << 10}, p)
		want := p + ": file is 25.9 KB, over the 10 KB size cap (--max-size)"
		if len(res.docs) != 0 || len(res.errs) != 1 || res.errs[0] != want {
			t.Fatalf("got %v %q, want %q", res.names(), res.errs, want)
		}
	})
	t.Run("default cap message", func(t *testing.T) {
		if got := fmtSize(25_300_000); got != "24.1 MB" {
			t.Errorf("fmtSize = %q", got)
		}
		if got := fmtSize(DefaultMaxBytes); got != "20 MB" {
			t.Errorf("fmtSize = %q", got)
		}
	})
	t.Run("gzip bomb", func(t *testing.T) {
		// 64 MB of 'a' compresses to ~64 KB; the cap is 1 MB.
		var b bytes.Buffer
		w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
		chunk := bytes.Repeat([]byte("a"), 1<<20)
		for range 64 {
			w.Write(chunk)
		}
		w.Close()
		p := writeFile(t, filepath.Join(dir, "bomb.txt.gz"), b.Bytes())
		res := read(t, Options{MaxBytes: 1 << 20}, p)
		want := "file is over the 1 MB size cap after decompression"
		if len(res.docs) != 0 || len(res.errs) != 1 || !strings.Contains(res.errs[0], want) {
			t.Fatalf("got %v %q, want %q", res.names(), res.errs, want)
		}
	})
	t.Run("long jsonl line", func(t *testing.T) {
		long := `{"text":"` + strings.Repeat("x", 3000) + `"}`
		p := writeFile(t, filepath.Join(dir, "long.jsonl"), []byte(long+"\n"+`{"text":"short"}`+"\n"))
		res := read(t, Options{MaxBytes: 1000}, p)
		if len(res.docs) != 1 || res.docs[0].Name != p+"#2" || len(res.errs) != 1 ||
			!strings.HasPrefix(res.errs[0], p+"#1: line is over the 1000 bytes size cap") {
			t.Fatalf("got %v %q", res.names(), res.errs)
		}
	})
}

func TestMissingAndUnreadable(t *testing.T) {
	res := read(t, Options{}, filepath.Join(t.TempDir(), "nope.txt"))
	if len(res.errs) != 1 || !strings.HasSuffix(res.errs[0], "nope.txt: no such file or directory") {
		t.Fatalf("errs %q", res.errs)
	}
	if os.Geteuid() != 0 {
		p := writeFile(t, filepath.Join(t.TempDir(), "secret.txt"), []byte("x"))
		os.Chmod(p, 0)
		res = read(t, Options{}, p)
		if len(res.errs) != 1 || res.errs[0] != p+": permission denied" {
			t.Fatalf("errs %q", res.errs)
		}
	}
}

func TestFolder(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"b.txt":            "bee",
		"a.txt":            "ay",
		"sub/c.html":       "<p>sea</p>",
		"sub/deeper/d.txt": "dee",
		"A-upper.txt":      "upper",
		".hidden.txt":      "hidden",
		".git/config.txt":  "hidden dir",
		"sub/.x/e.txt":     "hidden nested",
		"z.bin":            string(pngBytes),
	}
	for name, content := range files {
		writeFile(t, filepath.Join(dir, name), []byte(content))
	}
	if err := os.Symlink(filepath.Join(dir, "a.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	res := read(t, Options{}, dir)
	want := []string{"A-upper.txt", "a.txt", "b.txt", "sub/c.html", "sub/deeper/d.txt"}
	var got []string
	for _, n := range res.names() {
		got = append(got, strings.TrimPrefix(n, dir+"/"))
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("order %q, want %q", got, want)
	}
	if len(res.errs) != 1 || res.errs[0] != filepath.Join(dir, "z.bin")+": binary file (image/png), not an article" {
		t.Errorf("errs %q", res.errs)
	}
}

func TestFolderOfManyFiles(t *testing.T) {
	dir := t.TempDir()
	const n = 10000
	for i := range n {
		writeFile(t, filepath.Join(dir, fmt.Sprintf("f%05d.txt", i)), []byte(fmt.Sprintf("article %d", i)))
	}
	count := 0
	last := ""
	err := Read(context.Background(), []string{dir}, Options{}, func(d Doc) error {
		if d.Name <= last {
			t.Fatalf("out of order: %s after %s", d.Name, last)
		}
		last = d.Name
		count++
		return nil
	}, func(e *InputError) { t.Errorf("unexpected failure: %v", e) })
	if err != nil || count != n {
		t.Fatalf("read %d docs, err %v; want %d", count, err, n)
	}
}

func TestStdin(t *testing.T) {
	old := Stdin
	defer func() { Stdin = old }()
	tests := []struct {
		name    string
		data    []byte
		want    []string // names
		format  storyline.Format
		wantErr string
	}{
		{name: "text", data: fixture(t, "article.txt"), want: []string{"stdin"}, format: storyline.FormatText},
		{name: "html", data: fixture(t, "article.html"), want: []string{"stdin"}, format: storyline.FormatHTML},
		{name: "gzip html", data: gz(t, fixture(t, "article.html")), want: []string{"stdin"}, format: storyline.FormatHTML},
		{name: "jsonl", data: []byte("{\"text\":\"a\"}\n{\"text\":\"b\"}\n"), want: []string{"stdin#1", "stdin#2"}, format: storyline.FormatText},
		{name: "rss", data: fixture(t, "feed.rss"), want: []string{"stdin#1", "stdin#2"}, format: storyline.FormatHTML},
		{name: "json feed", data: fixture(t, "feed.json"), want: []string{"stdin#1", "stdin#2"}, format: storyline.FormatHTML},
		{name: "warc", data: []byte(testWARC()), want: []string{"stdin#3", "stdin#6"}, format: storyline.FormatHTML},
		{name: "png", data: pngBytes, wantErr: "stdin: binary file (image/png), not an article"},
		{name: "empty", data: nil, wantErr: "stdin: empty file"},
		{name: "over cap", data: bytes.Repeat([]byte("x"), 2000), wantErr: "stdin: input is over the 1000 bytes size cap"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			Stdin = bytes.NewReader(tc.data)
			res := read(t, Options{MaxBytes: 1000 + 99000*boolInt(tc.name != "over cap")}, "-")
			if tc.wantErr != "" {
				if len(res.docs) != 0 || len(res.errs) != 1 || !strings.HasPrefix(res.errs[0], tc.wantErr) {
					t.Fatalf("got %v %q, want %q", res.names(), res.errs, tc.wantErr)
				}
				return
			}
			if fmt.Sprint(res.names()) != fmt.Sprint(tc.want) {
				t.Fatalf("names %q (errs %q), want %q", res.names(), res.errs, tc.want)
			}
			if res.docs[0].Format != tc.format {
				t.Errorf("format %q, want %q", res.docs[0].Format, tc.format)
			}
		})
	}
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func TestEmitErrorStops(t *testing.T) {
	stop := errors.New("stop")
	n := 0
	err := Read(context.Background(), []string{"testdata/articles.jsonl", "testdata/article.txt"}, Options{},
		func(Doc) error { n++; return stop }, nil)
	if !errors.Is(err, stop) || n != 1 {
		t.Fatalf("err %v after %d docs; want stop after 1", err, n)
	}
}

func TestContextCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	err := Read(ctx, []string{"testdata/articles.jsonl", "testdata/article.txt"}, Options{},
		func(Doc) error { n++; cancel(); return nil }, nil)
	if !errors.Is(err, context.Canceled) || n != 1 {
		t.Fatalf("err %v after %d docs; want context.Canceled after 1", err, n)
	}
}

func TestMultipleInputsGoOn(t *testing.T) {
	res := read(t, Options{}, "testdata/nope", "testdata/article.txt", "testdata/latin1.txt", "testdata/article.html")
	if fmt.Sprint(res.names()) != "[testdata/article.txt testdata/article.html]" || len(res.errs) != 2 {
		t.Fatalf("names %q errs %q", res.names(), res.errs)
	}
}

func TestInputErrorOneLine(t *testing.T) {
	e := &InputError{Name: "x.txt", Err: errors.New("bad\nthing\r\nhere")}
	if got := e.Error(); got != "x.txt: bad thing here" {
		t.Errorf("Error() = %q", got)
	}
	if !errors.Is(&InputError{Name: "a", Err: ErrEmpty}, ErrEmpty) {
		t.Error("InputError does not unwrap")
	}
}

func TestParseDate(t *testing.T) {
	want := time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC)
	for _, s := range []string{"2024-03-01", "2024-03-01T00:00:00Z", "2024-03-01 00:00:00", "Fri, 01 Mar 2024 00:00:00 GMT",
		"Fri, 01 Mar 2024 00:00:00 +0000", "2024-03-01T00:00:00", "March 1, 2024", "1709251200"} {
		got, err := parseDate(s)
		if err != nil || !got.Equal(want) {
			t.Errorf("parseDate(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := parseDate("soon"); err == nil {
		t.Error("parseDate(soon) succeeded")
	}
}
