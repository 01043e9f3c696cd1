package ingest

import (
	"bufio"
	"bytes"
	"context"
	"testing"
)

// fuzzRun is a reader run whose emit and fail check the invariants every
// container keeps: documents with a name and exactly one of Text and HTML,
// within the size cap, every string valid UTF-8; errors on one line.
func fuzzRun(t *testing.T, max int64) *run {
	return &run{
		ctx:  context.Background(),
		opts: Options{MaxBytes: max},
		emitFn: func(d Doc) error {
			if d.Name == "" || (d.Text == "") == (d.HTML == nil) {
				t.Fatalf("bad doc %+v", d)
			}
			checkDocUTF8(t, d)
			if int64(len(d.HTML)) > max {
				t.Fatalf("%s: %d bytes of HTML over the %d cap", d.Name, len(d.HTML), max)
			}
			return nil
		},
		failFn: func(e *InputError) {
			if bytes.ContainsAny([]byte(e.Error()), "\r\n") {
				t.Fatalf("multi-line error %q", e.Error())
			}
		},
	}
}

// FuzzFeed feeds arbitrary bytes to the RSS/Atom/RDF/JSON Feed reader.
func FuzzFeed(f *testing.F) {
	for _, name := range []string{"feed.rss", "feed.atom", "feed.json", "broken.xml"} {
		if b, err := readFixture(name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><rss version="2.0"><channel><title>&b;</title><item><title>&b;</title><description>&b; x</description></item></channel></rss>`))
	f.Add([]byte(`<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><item><title>t</title><description>&lt;p&gt;hi&lt;/p&gt;</description></item></rdf:RDF>`))
	f.Add([]byte(`{"version":"https://jsonfeed.org/version/1.1","title":"J","items":[{"id":"1","content_html":"<p>x</p>","date_published":"9999-12-31T23:59:59Z"}]}`))
	// Invalid bytes in every field (an encoding declared but not followed).
	f.Add([]byte(`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>` + "\xff" + `</title><link>https://x.example/` + "\xdb" + `</link>` +
		`<item><title>` + "\xe9" + `</title><link>https://x.example/` + "\xfe" + `</link><author>` + "\xe9" + `</author><pubDate>` + "\xff" + `</pubDate><description>` + "\xdb" + `x</description></item></channel></rss>`))
	f.Add([]byte(`{"version":"https://jsonfeed.org/version/1.1","title":"` + "\xff" + `","items":[{"id":"` + "\xfe" + `","url":"https://x.example/` + "\xdb" + `","title":"` + "\xe9" + `","authors":[{"name":"` + "\xe9" + `"}],"content_text":"x` + "\xff" + `"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := fuzzRun(t, 1<<16)
		_ = r.feed(&source{name: "fuzz.xml", ext: "xml"}, data)
	})
}

// FuzzWARC feeds arbitrary bytes to the WARC reader, plain and as the
// body of a response record.
func FuzzWARC(f *testing.F) {
	f.Add([]byte(testWARC()))
	for _, rec := range testRecords() {
		f.Add([]byte(rec))
	}
	f.Add([]byte("WARC/1.1\r\nWARC-Type: response\r\nContent-Type: application/http; msgtype=response\r\nContent-Length: 20\r\n\r\nHTTP/1.1 200 OK\r\n\r\n"))
	f.Add([]byte("WARC/1.0\r\nContent-Length: 99999999999\r\n\r\n"))
	f.Add([]byte(warcRecord(1, "response", "https://news.example/\xdb\xff\xfe", "application/http; msgtype=response",
		"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=\xff\r\n\r\n<title>\xe9</title><p>\xdb\xff</p>")))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := fuzzRun(t, 1<<16)
		_ = r.warc(&source{name: "fuzz.warc", ext: "warc"}, bufio.NewReader(bytes.NewReader(data)))
	})
}

// A DOCTYPE's internal subset holds '>'s of its own: the root element
// comes after it (regression: such feeds were "XML with no root element").
func TestSniffDoctypeInternalSubset(t *testing.T) {
	feed := []byte(`<?xml version="1.0"?>
<!DOCTYPE rss [
 <!ENTITY a "aaaa">
 <!ENTITY b "&a;&a;&a;" >
] >
<rss version="2.0"><channel><title>T</title><item><title>x</title><description>&b; y</description></item></channel></rss>`)
	for _, ext := range []string{"xml", ""} {
		if k, err := detect(&source{ext: ext}, feed); err != nil || k != kindFeed {
			t.Errorf("ext %q: kind %v, %v; want a feed", ext, k, err)
		}
	}
	if got := xmlRoot([]byte(`<!DOCTYPE x [ <!ENTITY a ">"> `)); got != "" {
		t.Errorf("unclosed internal subset: root %q", got)
	}
	if got := xmlRoot([]byte(`<!DOCTYPE html><html>`)); got != "!doctype" {
		t.Errorf("HTML doctype: root %q", got)
	}
}
