package storetest

import (
	"context"
	"testing"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

// testInvalidUTF8 stores an article whose names and metadata hold invalid
// UTF-8 (a file name in Latin-1, a WARC header with stray bytes): the
// write succeeds on every engine and what is read back is valid UTF-8
// (issue 26, item 1: PostgreSQL refused the write and aborted the ingest).
func testInvalidUTF8(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	bad := "caf\xe9 \xdb\xff\xfe"
	a := simpleArticle("Title "+bad, "Valid text about the cafe.", "Outlet "+bad, "en", baseTime)
	a.Input = "/news/" + bad + ".txt"
	a.URL = "https://news.example/" + bad
	a.CanonicalURL = "https://news.example/c/" + bad
	a.Authors = []string{"Jos\xe9"}
	a.Published.Evidence = "meta " + bad
	res := add(t, s, a, []byte("raw "+bad), storyline.Signature{})
	got, err := s.Article(ctx, res.ID)
	if err != nil {
		t.Fatalf("Article: %v", err)
	}
	fields := map[string]string{"input": got.Input, "url": got.URL, "canonical url": got.CanonicalURL, "title": got.Title,
		"outlet": got.Outlet, "evidence": got.Published.Evidence}
	for i, au := range got.Authors {
		fields["author "+string(rune('0'+i))] = au
	}
	for what, v := range fields {
		if !utf8.ValidString(v) {
			t.Errorf("%s %q is not valid UTF-8", what, v)
		}
	}
	if got.Input != "/news/caf\uFFFD \uFFFD.txt" {
		t.Errorf("input %q: want each run of invalid bytes as U+FFFD", got.Input)
	}
	if raw, err := s.RawInput(ctx, res.ID); err != nil || string(raw) != "raw "+bad {
		t.Errorf("raw input %q, %v: want the exact bytes", raw, err)
	}
	if l := list(t, s, storyline.ArticleQuery{}); len(l) != 1 || !utf8.ValidString(l[0].Title) || !utf8.ValidString(l[0].Input) {
		t.Errorf("Articles = %+v", l)
	}
}

// testIDsNeverReused deletes the newest article and adds another: the new
// one gets a new ID, so that links to the deleted article and its audit
// log entry never name another (issue 26, item 3).
func testIDsNeverReused(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	first := add(t, s, simpleArticle("First", "The first article.", "o", "en", baseTime), nil, storyline.Signature{}).ID
	last := add(t, s, simpleArticle("Second", "The second article.", "o", "en", baseTime), nil, storyline.Signature{}).ID
	if err := s.DeleteArticle(ctx, last); err != nil {
		t.Fatal(err)
	}
	next := add(t, s, simpleArticle("Third", "The third article.", "o", "en", baseTime), nil, storyline.Signature{}).ID
	if next <= last {
		t.Errorf("after deleting article %d (the newest) a new article got ID %d: IDs must never be reused", last, next)
	}
	if err := s.DeleteArticle(ctx, next); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteArticle(ctx, first); err != nil {
		t.Fatal(err)
	}
	// With no article left at all.
	if again := add(t, s, simpleArticle("Fourth", "The fourth article.", "o", "en", baseTime), nil, storyline.Signature{}).ID; again <= next {
		t.Errorf("after deleting every article a new one got ID %d, want above %d", again, next)
	}
}
