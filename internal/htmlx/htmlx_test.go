package htmlx

import (
	"bytes"
	"errors"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestExtractNewsPage(t *testing.T) {
	page, err := os.ReadFile("testdata/news.html")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Extract(page, "https://ledger.example/news/x?utm_source=feed")
	if err != nil {
		t.Fatal(err)
	}
	want := []Block{
		{"The harbor bridge reopened to traffic on Monday morning after a repair that took almost two years and cost the city more than forty million dollars.", KindParagraph},
		{"Engineers replaced the corroded steel cables, rebuilt the deck of the central span and installed sensors that measure how the structure moves in strong wind.", KindParagraph},
		{"Cars cross the harbor bridge on Monday, March 15, 2021, the first day it was open again.", KindCaption},
		{"Commuters relieved", KindHeading},
		{"Commuters who had driven around the bay for months said the reopening cut their trips to work by half an hour each way, and local shops expect more customers.", KindParagraph},
		{"We waited a long time for this day, and the city kept its promise to finish before spring.", KindQuote},
		{"The mayor said the remaining work on the pedestrian walkway would be finished by the end of the summer, when the bike lanes also open to the public.", KindParagraph},
	}
	if len(res.Blocks) != len(want) {
		t.Errorf("got %d blocks, want %d:", len(res.Blocks), len(want))
		for _, b := range res.Blocks {
			t.Logf("  [%s] %s", b.Kind, b.Text)
		}
	}
	for i := range min(len(want), len(res.Blocks)) {
		if res.Blocks[i] != want[i] {
			t.Errorf("block %d = %+v, want %+v", i, res.Blocks[i], want[i])
		}
	}
	text := res.Text()
	for _, boiler := range []string{"Share on", "Most read", "Copyright", "Privacy", "Sports", "Storm warning"} {
		if strings.Contains(text, boiler) {
			t.Errorf("boilerplate %q in text", boiler)
		}
	}
	if res.Extractor != "trafilatura" {
		t.Errorf("Extractor = %q", res.Extractor)
	}
	check := func(name, got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	check("Title", res.Title, "Harbor Bridge Reopens After Two-Year Repair")
	check("SiteName", res.SiteName, "The Coastal Ledger")
	check("CanonicalURL", res.CanonicalURL, "https://ledger.example/news/2021/03/harbor-bridge-reopens")
	check("Description", res.Description, "The harbor bridge reopened to traffic on Monday after a two-year repair.")
	check("Language", res.Language, "en")
	check("Authors", strings.Join(res.Authors, "|"), "Maria Okafor")
	check("PublishedFrom", res.PublishedFrom, "json-ld")
	wantDate := time.Date(2021, 3, 15, 13, 30, 0, 0, time.UTC)
	if !res.Published.Equal(wantDate) {
		t.Errorf("Published = %v, want %v", res.Published, wantDate)
	}
}

// para makes a paragraph long enough that the extractors keep it.
func para(i int, topic string) string {
	return "Paragraph " + string(rune('A'+i)) + " about " + topic +
		" explains in some detail what happened in the town during the long and eventful week, " +
		"who was involved, and what the council intends to do next about it."
}

func TestExtractMetaPublishedTime(t *testing.T) {
	page := `<html><head><meta property="article:published_time" content="2020-07-01T10:00:00Z">
<script type="application/ld+json">{"datePublished":"2019-01-01"}</script></head><body><article>
<p>` + para(0, "the flood") + `</p><p>` + para(1, "the flood") + `</p></article></body></html>`
	res, err := Extract([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	if res.PublishedFrom != "meta:article:published_time" || !res.Published.Equal(time.Date(2020, 7, 1, 10, 0, 0, 0, time.UTC)) {
		t.Errorf("Published = %v from %q", res.Published, res.PublishedFrom)
	}
	if len(res.Blocks) != 2 {
		t.Errorf("got %d blocks, want 2: %+v", len(res.Blocks), res.Blocks)
	}
}

func TestExtractNoDate(t *testing.T) {
	page := `<html><head><title>Notes</title></head><body><article>
<p>` + para(0, "gardening") + `</p><p>` + para(1, "gardening") + `</p></article></body></html>`
	res, err := Extract([]byte(page), "https://example.org/notes")
	if err != nil {
		t.Fatal(err)
	}
	if !res.Published.IsZero() || res.PublishedFrom != "" {
		t.Errorf("Published = %v from %q, want none", res.Published, res.PublishedFrom)
	}
}

func TestExtractCharsets(t *testing.T) {
	body := func(s string) string {
		return `<body><article><p>` + s + ` ` + para(0, "the café") + `</p><p>` + para(1, "the café") + `</p></article></body></html>`
	}
	// "Crème brûlée à Besançon" in Windows-1252 / ISO-8859-1 bytes.
	latin := "Cr\xe8me br\xfbl\xe9e \xe0 Besan\xe7on"
	cases := map[string][]byte{
		"meta charset windows-1252": []byte(`<html><head><meta charset="windows-1252"></head>` + body(latin)),
		"http-equiv iso-8859-1":     []byte(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>` + body(latin)),
		"undeclared latin-1":        []byte(`<html><head></head>` + body(latin)),
		"utf-8 with BOM":            append([]byte("\xef\xbb\xbf"), `<html><head></head>`+body("Crème brûlée à Besançon")...),
		"utf-8 mislabeled latin-1":  []byte(`<html><head><meta charset="iso-8859-1"></head>` + body("Crème brûlée à Besançon")),
	}
	for name, page := range cases {
		t.Run(name, func(t *testing.T) {
			res, err := Extract(page, "")
			if err != nil {
				t.Fatal(err)
			}
			text := res.Text()
			if !utf8.ValidString(text) {
				t.Fatalf("invalid UTF-8: %q", text)
			}
			if !strings.Contains(text, "Crème brûlée à Besançon") {
				t.Errorf("text = %q", text)
			}
		})
	}
}

func TestExtractErrors(t *testing.T) {
	cases := map[string]struct {
		page string
		want error
	}{
		"empty":      {"", ErrEmpty},
		"blank":      {" \n\t ", ErrEmpty},
		"pdf":        {"%PDF-1.4\n%âãÏÓ\n1 0 obj", ErrNotHTML},
		"plain text": {"just some words, no markup at all", ErrNotHTML},
		"binary":     {"\x00\x01\x02<html>", ErrNotHTML},
		"no text":    {"<html><head><title></title></head><body><div> </div><img src=a.png></body></html>", ErrNoMainText},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := Extract([]byte(c.page), "")
			if !errors.Is(err, c.want) {
				t.Errorf("err = %v, want %v", err, c.want)
			}
		})
	}
}

// TestExtractMalformed feeds garbage, truncated and pathological HTML: Extract
// may fail but must not panic, and any text must be valid UTF-8.
func TestExtractMalformed(t *testing.T) {
	news, err := os.ReadFile("testdata/news.html")
	if err != nil {
		t.Fatal(err)
	}
	pages := [][]byte{
		[]byte("<html><body><p>unclosed <b>bold <i>italic <div><p>" + para(0, "chaos") + "<table><tr><td>cell"),
		[]byte("<<<>>><p><p><p></p></p></p><!-- unterminated comment"),
		[]byte("<html><body><p>" + para(1, "bytes") + "\xff\xfe\xfd invalid \xc3\x28 UTF-8</p></body></html>"),
		[]byte(strings.Repeat("<div>", 20000) + para(2, "depth") + strings.Repeat("</div>", 10)),
		[]byte("<script>" + strings.Repeat("x", 100000)),
		[]byte(`<html><head><script type="application/ld+json">{"datePublished": [1,2,{</script><meta charset="bogus-charset">`),
	}
	for cut := 1; cut < len(news); cut += len(news) / 25 {
		pages = append(pages, news[:cut])
	}
	rng := rand.New(rand.NewSource(1))
	for range 20 {
		b := make([]byte, 2000)
		rng.Read(b)
		pages = append(pages, append([]byte("<html><body><p>"), b...))
		shuffled := bytes.Clone(news)
		rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		pages = append(pages, shuffled)
	}
	for i, page := range pages {
		res, err := Extract(page, "http://[::1]:namedport/bad url")
		if err == nil && len(res.Blocks) == 0 {
			t.Errorf("page %d: no error and no blocks", i)
		}
		if res != nil {
			for _, b := range res.Blocks {
				if b.Text == "" || !utf8.ValidString(b.Text) || strings.TrimSpace(b.Text) != b.Text {
					t.Errorf("page %d: bad block %q", i, b.Text)
				}
			}
		}
	}
}

func TestBlocksOf(t *testing.T) {
	page := `<div>Loose text before<p>First  paragraph
	with a line break<br>inside.</p><ul><li>One <b>item</b></li><li><p>Item with a paragraph</p></li></ul>
	<blockquote>Quoted <em>words</em><p>Second quoted paragraph</p></blockquote>
	<h3>A heading</h3><table><tr><td>cell 1</td><td>cell 2</td></tr></table>
	<p>   </p><p>Last<script>var x;</script> one</p>text after</div>`
	doc := mustParse(t, page)
	got := blocksOf(doc)
	want := []Block{
		{"Loose text before", KindParagraph},
		{"First paragraph with a line break inside.", KindParagraph},
		{"One item", KindListItem},
		{"Item with a paragraph", KindListItem},
		{"Quoted words", KindQuote},
		{"Second quoted paragraph", KindQuote},
		{"A heading", KindHeading},
		{"cell 1 cell 2", KindParagraph},
		{"Last one", KindParagraph},
		{"text after", KindParagraph},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d blocks %+v, want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("block %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestCollapseSpace(t *testing.T) {
	for in, want := range map[string]string{
		"  a \t b\n\nc  ": "a b c",
		"a\u00a0\u2009b":  "a b",
		"\ufeffx\x07y":    "xy",
		"":                "",
		" \n ":            "",
		"naïve\u200bcafé": "naïve\u200bcafé",
	} {
		if got := collapseSpace(in); got != want {
			t.Errorf("collapseSpace(%q) = %q, want %q", in, got, want)
		}
	}
}

// The page URL comes from a WARC header or a file name and may hold
// invalid UTF-8; the metadata built from it must not (issue 26, item 1:
// the fuzzer's "metadata is not valid UTF-8").
func TestExtractRepairsInvalidUTF8Metadata(t *testing.T) {
	for _, c := range []struct{ html, url string }{
		{"<A>0", "A:\xdb"},
		{`<html><head><title>T</title></head><body><article><p>` + strings.Repeat("Body text of the page. ", 10) + `</p></article></body></html>`, "https://news.example/caf\xe9"},
	} {
		res, _ := Extract([]byte(c.html), c.url)
		if res == nil {
			t.Fatalf("%q: no result", c.html)
		}
		for _, s := range append([]string{res.Title, res.SiteName, res.CanonicalURL, res.Description, res.Language, res.PublishedFrom}, res.Authors...) {
			if !utf8.ValidString(s) {
				t.Errorf("%q %q: metadata %q is not valid UTF-8", c.html, c.url, s)
			}
		}
	}
}
