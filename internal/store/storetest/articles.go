package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

func testRoundTrip(t *testing.T, s storyline.Store) {
	a := richArticle()
	// Corrections are applied when an article is read (internal/fix), never
	// stored with it.
	checkFilled(t, reflect.ValueOf(*a), "Article", map[string]bool{"Article.ID": true, "Article.Corrections": true,
		"Article.Analysis.Figures[].Corrected": true, "Article.Analysis.Events[].Corrected": true})
	raw := []byte("<html><body><p>raw bytes \x00\xff</p></body></html>")
	sig := storyline.Signature{MinHash: []uint64{1, 2, math.MaxUint64}, Bands: []uint64{7, 1 << 63}}

	res := add(t, s, a, raw, sig)
	if res.Duplicate {
		t.Fatalf("first AddArticle: Duplicate = true")
	}
	got, err := s.Article(context.Background(), res.ID)
	if err != nil {
		t.Fatalf("Article(%d): %v", res.ID, err)
	}
	want := richArticle()
	want.ID = res.ID
	sameArticle(t, got, want)
	if got.Published.Time.Location() != time.UTC || got.IngestedAt.Location() != time.UTC {
		t.Errorf("times not in UTC: published %v, ingested %v", got.Published.Time.Location(), got.IngestedAt.Location())
	}

	// A time in another zone comes back as the same instant, in UTC.
	b := richArticle()
	b.ContentHash = hashOf("another zone")
	zone := time.FixedZone("VET", -4*3600)
	b.Published.Time = baseTime.In(zone)
	b.IngestedAt = ingestedT.In(zone)
	add(t, s, b, nil, storyline.Signature{})
	got, err = s.Article(context.Background(), b.ID)
	if err != nil {
		t.Fatalf("Article(%d): %v", b.ID, err)
	}
	if !got.Published.Time.Equal(baseTime) || got.Published.Time.Location() != time.UTC {
		t.Errorf("Published.Time = %v, want %v in UTC", got.Published.Time, baseTime)
	}
	if !got.IngestedAt.Equal(ingestedT) || got.IngestedAt.Location() != time.UTC {
		t.Errorf("IngestedAt = %v, want %v in UTC", got.IngestedAt, ingestedT)
	}

	// The listing form agrees with the article's own Summary.
	l := list(t, s, storyline.ArticleQuery{})
	if len(l) != 2 || l[1].ID != res.ID {
		t.Fatalf("Articles = %v, want 2 with the first added last", ids(l))
	}
	wantSum := want.Summary()
	if !reflect.DeepEqual(normSummary(l[1]), normSummary(wantSum)) {
		t.Errorf("summary:\n got %+v\nwant %+v", l[1], wantSum)
	}
}

func normSummary(s storyline.ArticleSummary) storyline.ArticleSummary {
	s.Published.Time = s.Published.Time.UTC().Round(0)
	s.IngestedAt = s.IngestedAt.UTC().Round(0)
	return s
}

func testRoundTripMinimal(t *testing.T, s storyline.Store) {
	// Nil slices, zero published time, no raw input, no signature.
	a := &storyline.Article{
		Input:       "stdin",
		Format:      storyline.FormatText,
		Outlet:      "unknown",
		Title:       "Short",
		Language:    "und",
		Text:        "Short.",
		ContentHash: hashOf("Short."),
		IngestedAt:  ingestedT,
	}
	add(t, s, a, nil, storyline.Signature{})
	got, err := s.Article(context.Background(), a.ID)
	if err != nil {
		t.Fatalf("Article: %v", err)
	}
	want := *a
	sameArticle(t, got, &want)
	raw, err := s.RawInput(context.Background(), a.ID)
	if err != nil {
		t.Fatalf("RawInput of an article added without raw bytes: %v", err)
	}
	if len(raw) != 0 {
		t.Errorf("RawInput = %q, want empty", raw)
	}

	// Empty, non-nil slices stay empty rather than becoming nil.
	b := simpleArticle("Empty slices", "Empty slices here.", "unknown", "en", time.Time{})
	b.Authors, b.Captions, b.Credits, b.Removed = []string{}, []storyline.Caption{}, []storyline.Credit{}, []storyline.Removed{}
	add(t, s, b, nil, storyline.Signature{})
	got, err = s.Article(context.Background(), b.ID)
	if err != nil {
		t.Fatalf("Article: %v", err)
	}
	sameArticle(t, got, b)
}

func testDuplicate(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	a := richArticle()
	first := add(t, s, a, []byte("first raw"), storyline.Signature{MinHash: []uint64{5}, Bands: []uint64{50}})

	// Same content, everything else different.
	b := richArticle()
	b.Title = "A syndicated copy"
	b.URL = "https://example.com/copy"
	b.Outlet = "example.com"
	b.Input = "other.html"
	res, err := s.AddArticle(ctx, b, []byte("second raw"), storyline.Signature{MinHash: []uint64{6}, Bands: []uint64{60}})
	if err != nil {
		t.Fatalf("AddArticle(duplicate): %v", err)
	}
	if !res.Duplicate || res.ID != first.ID {
		t.Fatalf("AddArticle(duplicate) = %+v, want {ID: %d, Duplicate: true}", res, first.ID)
	}
	if b.ID != first.ID {
		t.Errorf("duplicate's a.ID = %d, want the existing %d", b.ID, first.ID)
	}
	wantCount(t, s, 1)

	// Nothing of the duplicate was written.
	got, err := s.Article(ctx, first.ID)
	if err != nil {
		t.Fatalf("Article: %v", err)
	}
	want := richArticle()
	want.ID = first.ID
	sameArticle(t, got, want)
	raw, err := s.RawInput(ctx, first.ID)
	if err != nil || string(raw) != "first raw" {
		t.Errorf("RawInput = %q, %v; want the first article's", raw, err)
	}
	cs, err := s.NearDuplicateCandidates(ctx, storyline.Signature{Bands: []uint64{60}})
	if err != nil {
		t.Fatalf("NearDuplicateCandidates: %v", err)
	}
	if len(cs) != 0 {
		t.Errorf("the duplicate's bands were stored: candidates %+v", cs)
	}
	if hits := search(t, s, "syndicated", storyline.ArticleQuery{}); len(hits) != 0 {
		t.Errorf("the duplicate's title was indexed: %v", ids(hits))
	}
}

func testConcurrentSame(t *testing.T, s storyline.Store) {
	const n = 8
	var (
		wg      sync.WaitGroup
		start   = make(chan struct{})
		results = make([]storyline.AddResult, n)
		errs    = make([]error, n)
	)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a := richArticle()
			a.Input = fmt.Sprintf("copy-%d", i)
			<-start
			results[i], errs[i] = s.AddArticle(context.Background(), a, []byte(a.Input),
				storyline.Signature{MinHash: []uint64{uint64(i)}, Bands: []uint64{uint64(i)}})
		}()
	}
	close(start)
	wg.Wait()
	stored := 0
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("goroutine %d: AddArticle: %v", i, errs[i])
		}
		if !results[i].Duplicate {
			stored++
		}
		if results[i].ID != results[0].ID {
			t.Errorf("goroutine %d: ID %d, goroutine 0: %d", i, results[i].ID, results[0].ID)
		}
	}
	if stored != 1 {
		t.Errorf("%d goroutines stored the article, want exactly 1", stored)
	}
	wantCount(t, s, 1)
}

func testConcurrentDifferent(t *testing.T, s storyline.Store) {
	const goroutines, each = 8, 6
	var (
		wg    sync.WaitGroup
		start = make(chan struct{})
		mu    sync.Mutex
		got   = map[int64]string{}
	)
	for g := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			for i := range each {
				body := fmt.Sprintf("Report %d from writer %d about the border crossing.", i, g)
				a := simpleArticle(fmt.Sprintf("Report %d/%d", g, i), body, "apnews.com", "en", baseTime)
				res, err := s.AddArticle(context.Background(), a, []byte(body),
					storyline.Signature{MinHash: []uint64{uint64(g), uint64(i)}, Bands: []uint64{uint64(1000*g + i)}})
				if err != nil {
					t.Errorf("writer %d: AddArticle %d: %v", g, i, err)
					return
				}
				if res.Duplicate {
					t.Errorf("writer %d: AddArticle %d: Duplicate", g, i)
				}
				mu.Lock()
				if prev, ok := got[res.ID]; ok {
					t.Errorf("ID %d given to both %q and %q", res.ID, prev, body)
				}
				got[res.ID] = body
				mu.Unlock()
			}
		}()
	}
	// Readers run alongside the writers.
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		<-start
		for range 20 {
			if _, err := s.Articles(context.Background(), storyline.ArticleQuery{Limit: 10}); err != nil {
				t.Errorf("Articles during writes: %v", err)
				return
			}
			if _, err := s.CountArticles(context.Background()); err != nil {
				t.Errorf("CountArticles during writes: %v", err)
				return
			}
		}
	}()
	close(start)
	wg.Wait()
	<-readDone
	if t.Failed() {
		t.FailNow()
	}
	wantCount(t, s, goroutines*each)
	for id, body := range got {
		a, err := s.Article(context.Background(), id)
		if err != nil {
			t.Fatalf("Article(%d): %v", id, err)
		}
		if a.Text != body {
			t.Errorf("Article(%d).Text = %q, want %q", id, a.Text, body)
		}
	}
}

func testNotFound(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	if _, err := s.Article(ctx, 12345); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("Article(missing) error = %v, want ErrNotFound", err)
	}
	if _, err := s.RawInput(ctx, 12345); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("RawInput(missing) error = %v, want ErrNotFound", err)
	}
	a := add(t, s, simpleArticle("One", "One article.", "x", "en", baseTime), nil, storyline.Signature{})
	if _, err := s.Article(ctx, a.ID+1); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("Article(ID after the last) error = %v, want ErrNotFound", err)
	}
	if _, err := s.Article(ctx, 0); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("Article(0) error = %v, want ErrNotFound", err)
	}
	l, err := s.Articles(ctx, storyline.ArticleQuery{Outlet: "no such outlet"})
	if err != nil || len(l) != 0 {
		t.Errorf("Articles(no match) = %v, %v; want none, no error", ids(l), err)
	}
	cs, err := s.NearDuplicateCandidates(ctx, storyline.Signature{})
	if err != nil || len(cs) != 0 {
		t.Errorf("NearDuplicateCandidates(empty signature) = %+v, %v; want none", cs, err)
	}
}

func testNearDuplicates(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	sigX := storyline.Signature{MinHash: []uint64{10, 20, math.MaxUint64, 0}, Bands: []uint64{1, 2, 3}}
	x := add(t, s, simpleArticle("X", "Original report on the bridge.", "a", "en", baseTime), nil, sigX).ID
	sigY := storyline.Signature{MinHash: []uint64{11, 1 << 63, 31}, Bands: []uint64{1<<63 | 7, 5, math.MaxUint64}}
	ya := simpleArticle("Y", "A copy of the report on the bridge.", "b", "en", baseTime)
	ya.NearDuplicateOf, ya.NearDuplicateSim = x, 0.9
	y := add(t, s, ya, nil, sigY).ID
	add(t, s, simpleArticle("Z", "Unsigned article.", "c", "en", baseTime), nil, storyline.Signature{})

	candX := storyline.Candidate{ID: x, MinHash: sigX.MinHash}
	candY := storyline.Candidate{ID: y, MinHash: sigY.MinHash, NearDuplicate: true}
	tests := []struct {
		bands []uint64
		want  []storyline.Candidate
	}{
		{[]uint64{3, 99}, []storyline.Candidate{candX}},
		{[]uint64{1<<63 | 7}, []storyline.Candidate{candY}},
		{[]uint64{math.MaxUint64}, []storyline.Candidate{candY}},
		{[]uint64{2, 5}, []storyline.Candidate{candX, candY}},
		{[]uint64{1, 2, 3, 5}, []storyline.Candidate{candX, candY}}, // each once
		{[]uint64{100, 101, 7, 1 << 63}, nil},
		{nil, nil},
		// With 8 bands, a candidate must share 2: one stock phrase is not enough.
		{[]uint64{1, 90, 91, 92, 93, 94, 95, 96}, nil},
		{[]uint64{1, 2, 90, 91, 92, 93, 94, 95}, []storyline.Candidate{candX}},
	}
	for _, tc := range tests {
		got, err := s.NearDuplicateCandidates(ctx, storyline.Signature{MinHash: []uint64{1, 2, 3}, Bands: tc.bands})
		if err != nil {
			t.Fatalf("NearDuplicateCandidates(%v): %v", tc.bands, err)
		}
		slices.SortFunc(got, func(a, b storyline.Candidate) int { return int(a.ID - b.ID) })
		if len(got) != len(tc.want) || (len(got) > 0 && !reflect.DeepEqual(got, tc.want)) {
			t.Errorf("NearDuplicateCandidates(%v) = %+v, want %+v", tc.bands, got, tc.want)
		}
	}
}

func testRawInput(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	raw := make([]byte, 0, 5000)
	for i := range 4096 {
		raw = append(raw, byte(i*7+i/256))
	}
	raw = append(raw, "\x00\x00\xff\xfe invalid UTF-8 \xc3\x28 and a gzip magic \x1f\x8b"...)
	a := add(t, s, simpleArticle("Raw", "Raw bytes article.", "x", "en", baseTime), raw, storyline.Signature{})
	got, err := s.RawInput(ctx, a.ID)
	if err != nil {
		t.Fatalf("RawInput: %v", err)
	}
	if !bytes.Equal(got, raw) {
		t.Errorf("RawInput: got %d bytes, want %d identical bytes", len(got), len(raw))
	}
	// Raw bytes that happen to be gzip data come back as given.
	gz := []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	b := add(t, s, simpleArticle("Gz", "Gzip bytes article.", "x", "en", baseTime), gz, storyline.Signature{})
	got, err = s.RawInput(ctx, b.ID)
	if err != nil || !bytes.Equal(got, gz) {
		t.Errorf("RawInput(gzip bytes) = %x, %v; want %x", got, err, gz)
	}
}

// assertAbsent fails t if anything of an article with the given unique word
// in its text and unique band is visible in s.
func assertAbsent(t *testing.T, s storyline.Store, word string, band uint64) {
	t.Helper()
	if hits := search(t, s, word, storyline.ArticleQuery{}); len(hits) != 0 {
		t.Errorf("failed AddArticle left its text indexed: %v", ids(hits))
	}
	cs, err := s.NearDuplicateCandidates(context.Background(), storyline.Signature{Bands: []uint64{band}})
	if err != nil {
		t.Fatalf("NearDuplicateCandidates: %v", err)
	}
	if len(cs) != 0 {
		t.Errorf("failed AddArticle left its bands: %+v", cs)
	}
}

func testCancelled(t *testing.T, s storyline.Store) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a := simpleArticle("Cancelled", "Zanzibarcancelled never stored.", "x", "en", baseTime)
	if _, err := s.AddArticle(ctx, a, []byte("raw"), storyline.Signature{MinHash: []uint64{1}, Bands: []uint64{4242}}); err == nil {
		t.Fatalf("AddArticle with a cancelled context succeeded")
	}
	wantCount(t, s, 0)
	assertAbsent(t, s, "zanzibarcancelled", 4242)
	if l := list(t, s, storyline.ArticleQuery{}); len(l) != 0 {
		t.Errorf("Articles after a cancelled AddArticle = %v", ids(l))
	}
	// The same content can be added afterwards: nothing of it was kept.
	b := simpleArticle("Cancelled", "Zanzibarcancelled never stored.", "x", "en", baseTime)
	if res := add(t, s, b, []byte("raw"), storyline.Signature{}); res.Duplicate {
		t.Errorf("content of the cancelled AddArticle is a duplicate: %+v", res)
	}
}

// testAtomicDeadlines adds articles under ever longer deadlines, so that
// some are cut off at various points of the transaction: each must then be
// wholly there or wholly absent.
func testAtomicDeadlines(t *testing.T, s storyline.Store) {
	stored := 0
	for i := range 40 {
		word := fmt.Sprintf("deadlineword%d", i)
		band := uint64(90000 + i)
		a := simpleArticle("Deadline "+word, "Text with "+word+" in it.", "x", "en", baseTime)
		raw := []byte("raw " + word)
		sig := storyline.Signature{MinHash: []uint64{uint64(i)}, Bands: []uint64{band}}
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(i)*25*time.Microsecond)
		res, err := s.AddArticle(ctx, a, raw, sig)
		cancel()
		if err != nil {
			assertAbsent(t, s, word, band)
			wantCount(t, s, stored)
			continue
		}
		stored++
		wantCount(t, s, stored)
		got, err := s.Article(context.Background(), res.ID)
		if err != nil {
			t.Fatalf("Article(%d): %v", res.ID, err)
		}
		sameArticle(t, got, a)
		if r, err := s.RawInput(context.Background(), res.ID); err != nil || !bytes.Equal(r, raw) {
			t.Errorf("RawInput(%d) = %q, %v; want %q", res.ID, r, err, raw)
		}
		if hits := search(t, s, word, storyline.ArticleQuery{}); !slices.Equal(ids(hits), []int64{res.ID}) {
			t.Errorf("Search(%s) = %v, want [%d]", word, ids(hits), res.ID)
		}
		cs, err := s.NearDuplicateCandidates(context.Background(), storyline.Signature{Bands: []uint64{band}})
		if err != nil || len(cs) != 1 || cs[0].ID != res.ID {
			t.Errorf("NearDuplicateCandidates(band %d) = %+v, %v; want article %d", band, cs, err, res.ID)
		}
	}
	t.Logf("%d of 40 AddArticle calls finished within their deadline", stored)
}

func testSetAnalysis(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	var ids []int64
	for i, v := range []string{"v1", "v2", "v1"} {
		a := simpleArticle(fmt.Sprintf("Title %d", i), fmt.Sprintf("Body number %d of the analysis test.", i), "Outlet", "en", baseTime)
		a.AnalyzerVersion = v
		ids = append(ids, add(t, s, a, nil, storyline.Signature{}).ID)
	}
	stale, err := s.StaleArticles(ctx, "v2", 0, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(stale) != 2 || stale[0] != ids[0] || stale[1] != ids[2] {
		t.Fatalf("StaleArticles(v2) = %v, want [%d %d]", stale, ids[0], ids[2])
	}
	if page, _ := s.StaleArticles(ctx, "v2", ids[0], 1); len(page) != 1 || page[0] != ids[2] {
		t.Errorf("StaleArticles paging after %d: %v", ids[0], page)
	}
	an := richAnalysis(richArticle().Text)
	if err := s.SetAnalysis(ctx, ids[0], "v2", an); err != nil {
		t.Fatal(err)
	}
	got, err := s.Article(ctx, ids[0])
	if err != nil {
		t.Fatal(err)
	}
	if got.AnalyzerVersion != "v2" || !reflect.DeepEqual(got.Analysis, an) {
		t.Errorf("analysis after SetAnalysis: version %s, %+v", got.AnalyzerVersion, got.Analysis)
	}
	if stale, _ := s.StaleArticles(ctx, "v2", 0, 10); len(stale) != 1 {
		t.Errorf("after reanalysis, stale = %v", stale)
	}
	if err := s.SetAnalysis(ctx, 999999, "v2", an); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("SetAnalysis of a missing article: %v, want ErrNotFound", err)
	}
}

// sameSignature reports whether got holds want's MinHash in order and its
// bands as a set.
func sameSignature(got, want storyline.Signature) bool {
	gb, wb := slices.Clone(got.Bands), slices.Clone(want.Bands)
	slices.Sort(gb)
	slices.Sort(wb)
	return slices.Equal(got.MinHash, want.MinHash) && slices.Equal(slices.Compact(gb), slices.Compact(wb))
}

func testImport(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	sigA := storyline.Signature{MinHash: []uint64{3, 1, math.MaxUint64}, Bands: []uint64{1 << 63, 77, 5, 77}}
	a := add(t, s, simpleArticle("Added", "An article added the usual way.", "x", "en", baseTime), []byte("raw a"), sigA).ID
	if sig, err := s.Signature(ctx, a); err != nil || !sameSignature(sig, sigA) {
		t.Errorf("Signature(%d) = %+v, %v; want %+v", a, sig, err, sigA)
	}
	b := add(t, s, simpleArticle("Unsigned", "An article without a signature.", "x", "en", baseTime), nil, storyline.Signature{}).ID
	if sig, err := s.Signature(ctx, b); err != nil || len(sig.MinHash) != 0 || len(sig.Bands) != 0 {
		t.Errorf("Signature(unsigned) = %+v, %v; want empty", sig, err)
	}
	if _, err := s.Signature(ctx, 424242); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("Signature(missing): %v, want ErrNotFound", err)
	}

	// An import keeps its ID, far above the others, and everything else.
	imp := richArticle()
	imp.ID = a + 100
	sigI := storyline.Signature{MinHash: []uint64{9, 8, 7}, Bands: []uint64{9191, 1<<63 | 1}}
	raw := []byte("imported raw \x00\xff")
	res, err := s.ImportArticle(ctx, imp, raw, sigI)
	if err != nil || res.ID != a+100 || res.Duplicate || imp.ID != a+100 {
		t.Fatalf("ImportArticle(ID %d) = %+v, %v (a.ID %d)", a+100, res, err, imp.ID)
	}
	got, err := s.Article(ctx, a+100)
	if err != nil {
		t.Fatalf("Article(imported): %v", err)
	}
	want := richArticle()
	want.ID = a + 100
	sameArticle(t, got, want)
	if r, err := s.RawInput(ctx, a+100); err != nil || !bytes.Equal(r, raw) {
		t.Errorf("RawInput(imported) = %q, %v", r, err)
	}
	if sig, err := s.Signature(ctx, a+100); err != nil || !sameSignature(sig, sigI) {
		t.Errorf("Signature(imported) = %+v, %v; want %+v", sig, err, sigI)
	}
	if hits := search(t, s, "tienditas", storyline.ArticleQuery{}); !slices.Equal(ids(hits), []int64{a + 100}) {
		t.Errorf("Search finds %v, want the import %d", ids(hits), a+100)
	}
	if cs, err := s.NearDuplicateCandidates(ctx, storyline.Signature{Bands: []uint64{9191}}); err != nil || len(cs) != 1 || cs[0].ID != a+100 {
		t.Errorf("NearDuplicateCandidates(imported band) = %+v, %v", cs, err)
	}
	if es, err := s.Entities(ctx, storyline.EntityQuery{Name: "guaido"}); err != nil || len(es) != 1 || es[0].Articles != 1 {
		t.Errorf("entities of the import: %+v, %v", es, err)
	}

	// Importing it again writes nothing and names it.
	again := richArticle()
	again.ID = a + 100
	if res, err := s.ImportArticle(ctx, again, raw, sigI); err != nil || !res.Duplicate || res.ID != a+100 {
		t.Errorf("ImportArticle again = %+v, %v; want a duplicate of %d", res, err, a+100)
	}
	// Another content under a taken ID fails and writes nothing.
	clash := simpleArticle("Clash", "Zanzibarclash under a taken ID.", "x", "en", baseTime)
	clash.ID = a
	if res, err := s.ImportArticle(ctx, clash, nil, storyline.Signature{Bands: []uint64{4343}}); err == nil {
		t.Errorf("ImportArticle under a taken ID = %+v, want an error", res)
	}
	assertAbsent(t, s, "zanzibarclash", 4343)
	for _, id := range []int64{0, -1} {
		bad := simpleArticle("Bad ID", fmt.Sprintf("Bad ID %d.", id), "x", "en", baseTime)
		bad.ID = id
		if _, err := s.ImportArticle(ctx, bad, nil, storyline.Signature{}); err == nil {
			t.Errorf("ImportArticle(ID %d) succeeded", id)
		}
	}
	wantCount(t, s, 3)

	// A gap below can be filled; new articles come after every import.
	gap := simpleArticle("Gap", "An article imported into a gap.", "x", "en", baseTime)
	gap.ID = a + 50
	if res, err := s.ImportArticle(ctx, gap, nil, storyline.Signature{}); err != nil || res.ID != a+50 {
		t.Fatalf("ImportArticle(gap) = %+v, %v", res, err)
	}
	next := add(t, s, simpleArticle("Next", "The next article added.", "x", "en", baseTime), nil, storyline.Signature{}).ID
	if next <= a+100 {
		t.Errorf("AddArticle after imports got ID %d, want above %d", next, a+100)
	}

	// ArticleIDs pages through everything, ascending.
	all := []int64{a, b, a + 50, a + 100, next}
	var seen []int64
	for after := int64(0); ; {
		page, err := s.ArticleIDs(ctx, after, 2)
		if err != nil {
			t.Fatalf("ArticleIDs(%d, 2): %v", after, err)
		}
		if len(page) > 2 {
			t.Fatalf("ArticleIDs(%d, 2) = %v: more than the limit", after, page)
		}
		if len(page) == 0 {
			break
		}
		seen = append(seen, page...)
		after = page[len(page)-1]
	}
	if !slices.Equal(seen, all) {
		t.Errorf("ArticleIDs pages = %v, want %v", seen, all)
	}
}

// testOddText stores strings a text column may choke on: NUL bytes (a JSON
// Lines field can carry "\u0000"), noncharacters and the like. They come
// back as given, and the article is listed, filtered and searched as any
// other.
func testOddText(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	odd := "nul\x00 and \uffff and \uffff0 and \ufffe end\x00"
	a := simpleArticle("Title with "+odd, "Zanzibarodd text with "+odd+" in it.", "Outlet "+odd, "en", baseTime)
	a.Input = "input " + odd
	a.URL = "https://example.com/" + odd
	a.Published.Evidence = "evidence " + odd
	a.Authors = []string{odd}
	a.RawText = "raw " + odd
	a.AnalyzerVersion = "v" + odd
	a.Analysis.Entities = []storyline.Entity{{Type: storyline.PER, Canonical: "Rosa\x00 Odd", Mentions: 1}}
	res := add(t, s, a, []byte(odd), storyline.Signature{})
	got, err := s.Article(ctx, res.ID)
	if err != nil {
		t.Fatalf("Article: %v", err)
	}
	sameArticle(t, got, a)
	if l := list(t, s, storyline.ArticleQuery{Outlet: a.Outlet}); len(l) != 1 || l[0].Title != a.Title || l[0].Input != a.Input {
		t.Errorf("Articles(Outlet %q) = %+v", a.Outlet, l)
	}
	if hits := search(t, s, "zanzibarodd", storyline.ArticleQuery{}); len(hits) != 1 || hits[0].Title != a.Title {
		t.Errorf("Search(zanzibarodd) = %+v", hits)
	}
	if stale, err := s.StaleArticles(ctx, a.AnalyzerVersion, 0, 10); err != nil || len(stale) != 0 {
		t.Errorf("StaleArticles(its own version) = %v, %v", stale, err)
	}
	if es, err := s.Entities(ctx, storyline.EntityQuery{Type: storyline.PER}); err != nil || len(es) != 1 || es[0].Name != "Rosa\x00 Odd" {
		t.Errorf("Entities = %+v, %v", es, err)
	}
	if res2 := add(t, s, simpleArticle("Again", a.Text, "x", "en", baseTime), nil, storyline.Signature{}); !res2.Duplicate || res2.ID != res.ID {
		t.Errorf("same odd text again: %+v, want a duplicate of %d", res2, res.ID)
	}
	if err := s.AssignStory(ctx, storyline.StoryAssignment{ArticleID: res.ID, StoryID: 7, Title: a.Title}); err != nil {
		t.Fatalf("AssignStory(odd title): %v", err)
	}
	if st, err := s.Story(ctx, 7); err != nil || st.Title != a.Title {
		t.Errorf("Story(7) = %+v, %v; want the odd title", st, err)
	}
}

func testArticleByRawHash(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	a := richArticle()
	id := add(t, s, a, []byte("raw"), storyline.Signature{}).ID
	if got, err := s.ArticleByRawHash(ctx, a.RawHash); err != nil || got != id {
		t.Errorf("ArticleByRawHash(stored) = %d, %v; want %d", got, err, id)
	}
	if _, err := s.ArticleByRawHash(ctx, hashOf("never stored")); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("ArticleByRawHash(unknown): %v, want ErrNotFound", err)
	}
	if _, err := s.ArticleByRawHash(ctx, ""); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("ArticleByRawHash(empty): %v, want ErrNotFound", err)
	}
}
