package htmlx

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzExtract feeds arbitrary bytes to the HTML path — charset decoding,
// parsing, metadata, trafilatura and readability — and checks that it
// returns blocks of valid, non-empty, collapsed text or an error, without
// a panic.
func FuzzExtract(f *testing.F) {
	if b, err := os.ReadFile("testdata/news.html"); err == nil {
		f.Add(b, "https://news.example/2019/02/story.html")
	}
	for _, s := range []string{
		`<html><head><title>T</title><meta charset="windows-1252"></head><body><article><p>Caf` + "\xe9" + ` owners said 20 people marched on Tuesday in Bogot` + "\xe1" + `.</p></article></body></html>`,
		`<html><head><script type="application/ld+json">{"@type":"NewsArticle","datePublished":"2019-02-26","author":{"name":"A"}}</script></head><body><p>x</p></body></html>`,
		`<figure><img src=a.jpg><figcaption>Soldiers in Urena. (AP Photo/X)</figcaption></figure><p>Body text that is long enough to count as the main text of the page, surely.</p>`,
		`<div><div><div><p>deep</p></div></div></div>`,
		`<!DOCTYPE html><html lang="es"><meta http-equiv="content-type" content="text/html; charset=iso-8859-1"><link rel=canonical href="/a"><p>` + "\xf1" + `</p>`,
		"<p>\x00\xff\xfe</p>", "<", "<html>", "",
	} {
		f.Add([]byte(s), "")
	}
	f.Fuzz(func(t *testing.T, raw []byte, pageURL string) {
		res, err := Extract(raw, pageURL)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\r\n") && len(err.Error()) > 500 {
				t.Fatalf("error is not one short line: %q", err.Error())
			}
			return
		}
		for i, b := range res.Blocks {
			if b.Text == "" || b.Text != strings.TrimSpace(b.Text) {
				t.Fatalf("block %d is empty or not trimmed: %q", i, b.Text)
			}
			if !utf8.ValidString(b.Text) {
				t.Fatalf("block %d is not valid UTF-8: %q", i, b.Text)
			}
		}
		for _, s := range []string{res.Title, res.SiteName, res.CanonicalURL, res.Description} {
			if !utf8.ValidString(s) {
				t.Fatalf("metadata is not valid UTF-8: %q", s)
			}
		}
	})
}
