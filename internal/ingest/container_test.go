package ingest

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

func TestJSONL(t *testing.T) {
	data := fixture(t, "articles.jsonl")
	dir := t.TempDir()
	for _, file := range []string{"articles.jsonl", "articles.ndjson", "articles.jsonl.gz", "articles.JSONL", "articles.json"} {
		t.Run(file, func(t *testing.T) {
			b := data
			if strings.HasSuffix(file, ".gz") {
				b = gz(t, data)
			}
			p := writeFile(t, filepath.Join(dir, file), b)
			res := read(t, Options{}, p)
			if res.err != nil {
				t.Fatal(res.err)
			}
			wantNames := []string{p + "#1", p + "#3", p + "#7", p + "#8"}
			if fmt.Sprint(res.names()) != fmt.Sprint(wantNames) {
				t.Fatalf("names %q, want %q (errs %q)", res.names(), wantNames, res.errs)
			}
			wantErrs := []string{
				p + "#4: invalid JSON: unexpected end of JSON input",
				p + "#5: record has no text, html or title field",
				p + `#6: unparseable date "yesterday-ish" in field "published"`,
			}
			if fmt.Sprint(res.errs) != fmt.Sprint(wantErrs) {
				t.Fatalf("errs %q\nwant %q", res.errs, wantErrs)
			}
			d := res.docs
			for _, x := range d {
				if x.Container != storyline.FormatJSONL {
					t.Errorf("%s: container %q", x.Name, x.Container)
				}
			}
			if d[0].Format != storyline.FormatText || d[0].Text != "First article text." || d[0].Title != "First" ||
				d[0].URL != "https://www.example.com/a" || d[0].Outlet != "Example News" || d[0].OutletSource != "field" ||
				!d[0].Published.Equal(time.Date(2024, 3, 1, 10, 0, 0, 0, time.UTC)) || d[0].DateSource != storyline.DateFromField {
				t.Errorf("doc 1: %+v", d[0])
			}
			if !bytes.Equal(d[0].Raw, bytes.Split(data, []byte("\n"))[0]) {
				t.Errorf("doc 1 Raw %q is not its line", d[0].Raw)
			}
			if d[1].Format != storyline.FormatHTML || string(d[1].HTML) != "<p>Second article.</p>" || d[1].Outlet != "news.example.org" ||
				d[1].OutletSource != "url" || fmt.Sprint(d[1].Authors) != "[Ann Lee Bo Chan]" ||
				!d[1].Published.Equal(time.Date(2024, 3, 2, 0, 0, 0, 0, time.UTC)) {
				t.Errorf("doc 3: %+v", d[1])
			}
			if d[2].Format != storyline.FormatText || d[2].Text != "Body alias text." || d[2].URL != "https://example.net/e" ||
				fmt.Sprint(d[2].Authors) != "[Cy Dee]" || !d[2].Published.Equal(time.Date(2024, 3, 5, 8, 0, 0, 0, time.UTC)) {
				t.Errorf("doc 7: %+v", d[2])
			}
			if d[3].Format != storyline.FormatHTML || !strings.Contains(string(d[3].HTML), "<b>markup</b>") || d[3].Outlet != "" ||
				!d[3].Published.Equal(time.Date(2024, 3, 6, 9, 30, 0, 0, time.UTC)) {
				t.Errorf("doc 8: %+v", d[3])
			}
		})
	}
}

func TestJSONLLines(t *testing.T) {
	tests := []struct {
		line    string
		wantErr string
	}{
		{`{"text":"ok"}`, ""},
		{`{"text":"ok","source":null,"published":null}`, ""},
		{`{"html":"<p>x</p>","text":"x"}`, ""},
		{`{"text":"ok","published":1709251200}`, ""},
		{`[1,2]`, "invalid JSON: a line must be a JSON object"},
		{`"str"`, "invalid JSON: a line must be a JSON object"},
		{`{"text":5}`, `field "text" is not a string`},
		{`{"text":"  "}`, "record has no text, html or title field"},
		{`{"title":"Man wanted in shooting surrenders","text":""}`, ""},
		{`{"text":"x","authors":[1]}`, `field "authors" is not a string or a list of strings`},
		{`{"text":"x","date":true}`, `field "date" is not a date`},
		{`{"text":"x"} trailing`, "invalid JSON"},
	}
	for _, tc := range tests {
		_, err := parseJSONLine([]byte(tc.line))
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tc.line, err)
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%s: err %v, want %q", tc.line, err, tc.wantErr)
		}
	}
}

func TestFeeds(t *testing.T) {
	dir := t.TempDir()
	type item struct {
		format  storyline.Format
		content string
		summary bool
		url     string
		date    string
		authors string
	}
	tests := []struct {
		fixture, file string
		outlet        string
		items         []item
		errs          []string // suffixes after the path
	}{
		{"feed.rss", "feed.rss", "Daily Gazette", []item{
			{storyline.FormatHTML, "<p>The full <em>story</em> text.</p>", false, "https://www.gazette.example/full", "2024-03-04T12:00:00Z", "[Jane Roe]"},
			{storyline.FormatText, "Only a plain summary here.", true, "https://www.gazette.example/summary", "2024-03-05T12:00:00Z", "[]"},
		}, []string{"#3: feed item has no content or summary"}},
		{"feed.rss", "feed.xml", "Daily Gazette", nil, []string{"#3: feed item has no content or summary"}},
		{"feed.rss", "feed.rss.gz", "Daily Gazette", nil, []string{"#3: feed item has no content or summary"}},
		{"feed.rss", "feed-no-ext", "Daily Gazette", nil, []string{"#3: feed item has no content or summary"}},
		{"feed.atom", "feed.atom", "Atom Times", []item{
			{storyline.FormatHTML, "<p>Atom full content.</p>", false, "https://atom.example/full", "2024-03-04T09:00:00Z", "[Ada Lovelace]"},
			{storyline.FormatText, "Atom summary only.", true, "https://atom.example/summary", "2024-03-05T10:00:00Z", "[]"},
		}, nil},
		{"feed.atom", "atom.xml.gz", "Atom Times", nil, nil},
		{"feed.json", "feed.json", "JSON Daily", []item{
			{storyline.FormatHTML, "<p>JSON full content.</p>", false, "https://json.example/1", "2024-03-04T08:00:00Z", "[Kim Park]"},
			{storyline.FormatText, "JSON summary only.", true, "https://json.example/2", "2024-03-05T08:00:00Z", "[]"},
		}, nil},
		{"feed.json", "feed.feed", "JSON Daily", nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			b := fixture(t, tc.fixture)
			if strings.HasSuffix(tc.file, ".gz") {
				b = gz(t, b)
			}
			p := writeFile(t, filepath.Join(dir, tc.file), b)
			res := read(t, Options{Source: "ignored"}, p)
			if len(res.docs) != 2 {
				t.Fatalf("docs %q errs %q", res.names(), res.errs)
			}
			var wantErrs []string
			for _, e := range tc.errs {
				wantErrs = append(wantErrs, p+e)
			}
			if fmt.Sprint(res.errs) != fmt.Sprint(wantErrs) {
				t.Errorf("errs %q, want %q", res.errs, wantErrs)
			}
			for i, d := range res.docs {
				if d.Name != fmt.Sprintf("%s#%d", p, i+1) || d.Container != storyline.FormatFeed ||
					d.Outlet != tc.outlet || d.OutletSource != "feed" || len(d.Raw) == 0 {
					t.Errorf("doc %d: name %q container %q outlet %q/%q raw %d", i, d.Name, d.Container, d.Outlet, d.OutletSource, len(d.Raw))
				}
				if d.SummaryOnly != (i == 1) {
					t.Errorf("doc %d: SummaryOnly %v", i, d.SummaryOnly)
				}
				if tc.items == nil {
					continue
				}
				w := tc.items[i]
				content := d.Text
				if d.Format == storyline.FormatHTML {
					content = string(d.HTML)
				}
				if d.Format != w.format || content != w.content || d.SummaryOnly != w.summary || d.URL != w.url ||
					d.Published.UTC().Format(time.RFC3339) != w.date || d.DateSource != storyline.DateFromFeed ||
					fmt.Sprint(d.Authors) != w.authors {
					t.Errorf("doc %d: %+v\nwant %+v", i, d, w)
				}
			}
		})
	}
}

func TestMalformedFeed(t *testing.T) {
	res := read(t, Options{}, "testdata/broken.xml")
	if len(res.docs) != 0 || len(res.errs) != 1 || !strings.HasPrefix(res.errs[0], "testdata/broken.xml: invalid feed: ") {
		t.Fatalf("docs %q errs %q", res.names(), res.errs)
	}
}

// warcRecord builds one WARC record.
func warcRecord(n int, typ, uri, ctype, block string) string {
	return fmt.Sprintf("WARC/1.1\r\nWARC-Type: %s\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-%012d>\r\n"+
		"WARC-Date: 2024-03-04T12:%02d:00Z\r\nWARC-Target-URI: %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n%s\r\n\r\n",
		typ, n, n, uri, ctype, len(block), block)
}

const pageHTML = "<html><head><title>Page</title></head><body><p>Hello from the archive.</p></body></html>"

func testRecords() []string {
	gzBody := func() string {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		w.Write([]byte(pageHTML))
		w.Close()
		return b.String()
	}()
	chunked := fmt.Sprintf("%x\r\n%s\r\n0\r\n\r\n", len(gzBody), gzBody)
	return []string{
		warcRecord(1, "warcinfo", "", "application/warc-fields", "software: test\r\n"),
		warcRecord(2, "request", "https://www.news.example/a", "application/http; msgtype=request",
			"GET /a HTTP/1.1\r\nHost: www.news.example\r\n\r\n"),
		warcRecord(3, "response", "https://www.news.example/a", "application/http; msgtype=response",
			"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: "+fmt.Sprint(len(pageHTML))+"\r\n\r\n"+pageHTML),
		warcRecord(4, "response", "https://www.news.example/logo.png", "application/http; msgtype=response",
			"HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n\r\n"+string(pngBytes)),
		warcRecord(5, "response", "https://www.news.example/missing", "application/http; msgtype=response",
			"HTTP/1.1 404 Not Found\r\nContent-Type: text/html\r\n\r\n<p>not found</p>"),
		warcRecord(6, "response", "https://other.example/b", "application/http; msgtype=response",
			"HTTP/1.1 200 OK\r\nContent-Type: application/xhtml+xml\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n"+chunked),
	}
}

func testWARC() string { return strings.Join(testRecords(), "") }

// testWARCGz compresses each record on its own, as real .warc.gz files do.
func testWARCGz(t *testing.T) []byte {
	var out []byte
	for _, r := range testRecords() {
		out = append(out, gz(t, []byte(r))...)
	}
	return out
}

func TestWARC(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		file string
		data func() []byte
	}{
		{"crawl.warc", func() []byte { return []byte(testWARC()) }},
		{"crawl.warc.gz", func() []byte { return testWARCGz(t) }},
		{"crawl.WARC.GZ", func() []byte { return gz(t, []byte(testWARC())) }}, // one gzip member for the whole file
		{"crawl.bin", func() []byte { return []byte(testWARC()) }},            // sniffed
	} {
		t.Run(tc.file, func(t *testing.T) {
			p := writeFile(t, filepath.Join(dir, tc.file), tc.data())
			res := read(t, Options{Source: "flag"}, p)
			if len(res.errs) != 0 {
				t.Fatalf("errs %q", res.errs)
			}
			if fmt.Sprint(res.names()) != fmt.Sprint([]string{p + "#3", p + "#6"}) {
				t.Fatalf("names %q", res.names())
			}
			d := res.docs[0]
			if d.Format != storyline.FormatHTML || d.Container != storyline.FormatWARC || string(d.HTML) != pageHTML ||
				string(d.Raw) != pageHTML || d.URL != "https://www.news.example/a" || d.Outlet != "news.example" ||
				d.OutletSource != "url" || d.DateSource != storyline.DateFromWARC ||
				!d.Published.Equal(time.Date(2024, 3, 4, 12, 3, 0, 0, time.UTC)) || d.Text != "" {
				t.Errorf("doc: %+v", d)
			}
			if d := res.docs[1]; string(d.HTML) != pageHTML || d.Outlet != "other.example" {
				t.Errorf("gzip+chunked doc: %q outlet %q", d.HTML, d.Outlet)
			}
		})
	}
}

func TestWARCTruncated(t *testing.T) {
	dir := t.TempDir()
	full := testWARCGz(t)
	recs := testRecords()
	// The first five gzip members, then half of the sixth.
	var off int
	for _, r := range recs[:5] {
		off += len(gz(t, []byte(r)))
	}
	cut := full[:off+(len(full)-off)/2]
	p := writeFile(t, filepath.Join(dir, "cut.warc.gz"), cut)
	res := read(t, Options{}, p)
	if fmt.Sprint(res.names()) != fmt.Sprint([]string{p + "#3"}) {
		t.Fatalf("names %q errs %q", res.names(), res.errs)
	}
	if len(res.errs) != 1 || res.errs[0] != p+"#6: truncated gzip: unexpected EOF" {
		t.Fatalf("errs %q", res.errs)
	}

	// Plain WARC cut inside the sixth record's block.
	plain := testWARC()
	cutPlain := plain[:strings.Index(plain, "Transfer-Encoding")+40]
	p = writeFile(t, filepath.Join(dir, "cut.warc"), []byte(cutPlain))
	res = read(t, Options{}, p)
	if fmt.Sprint(res.names()) != fmt.Sprint([]string{p + "#3"}) || len(res.errs) != 1 ||
		!strings.HasPrefix(res.errs[0], p+"#6: truncated record: got ") {
		t.Fatalf("names %q errs %q", res.names(), res.errs)
	}

	// Cut inside the WARC header of the third record.
	hdrCut := strings.Join(recs[:2], "") + recs[2][:40]
	p = writeFile(t, filepath.Join(dir, "hdr.warc"), []byte(hdrCut))
	res = read(t, Options{}, p)
	if len(res.docs) != 0 || len(res.errs) != 1 || !strings.HasPrefix(res.errs[0], p+"#3: ") {
		t.Fatalf("names %q errs %q", res.names(), res.errs)
	}
}

func TestWARCMalformed(t *testing.T) {
	dir := t.TempDir()
	recs := testRecords()
	bad := recs[2] + "WARC/1.1\r\nWARC-Type: response\r\nContent-Length: nope\r\n\r\nxx\r\n\r\n" + recs[5]
	p := writeFile(t, filepath.Join(dir, "bad.warc"), []byte(bad))
	res := read(t, Options{}, p)
	if fmt.Sprint(res.names()) != fmt.Sprint([]string{p + "#1"}) || len(res.errs) != 1 ||
		res.errs[0] != p+"#2: malformed record: missing or invalid Content-Length" {
		t.Fatalf("names %q errs %q", res.names(), res.errs)
	}

	// A bad HTTP message inside a well-framed record is an item error.
	badHTTP := recs[2] + warcRecord(9, "response", "https://x.example/", "application/http; msgtype=response", "garbage\r\n\r\n") + recs[5]
	p = writeFile(t, filepath.Join(dir, "badhttp.warc"), []byte(badHTTP))
	res = read(t, Options{}, p)
	if fmt.Sprint(res.names()) != fmt.Sprint([]string{p + "#1", p + "#3"}) || len(res.errs) != 1 ||
		!strings.HasPrefix(res.errs[0], p+"#2: malformed HTTP response") {
		t.Fatalf("names %q errs %q", res.names(), res.errs)
	}

	// An HTML body over the cap is an item error too.
	p = writeFile(t, filepath.Join(dir, "cap.warc"), []byte(testWARC()))
	res = read(t, Options{MaxBytes: 50}, p)
	if len(res.docs) != 0 || len(res.errs) != 2 || !strings.Contains(res.errs[0], "#3: HTTP body is over the 50 bytes size cap") {
		t.Fatalf("names %q errs %q", res.names(), res.errs)
	}
}
