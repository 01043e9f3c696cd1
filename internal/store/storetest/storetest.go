// Package storetest is the shared test suite every storyline.Store
// implementation must pass. An implementation's tests call Run:
//
//	func TestStore(t *testing.T) {
//		storetest.Run(t, func(t *testing.T) storyline.Store {
//			s, err := mystore.Open(…)
//			if err != nil {
//				t.Fatal(err)
//			}
//			t.Cleanup(func() { s.Close() })
//			return s
//		})
//	}
package storetest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// Run runs the suite. open must return a new, empty store for each call and
// arrange for it to be closed when t ends (t.Cleanup); the suite never
// closes it.
func Run(t *testing.T, open func(t *testing.T) storyline.Store) {
	t.Helper()
	tests := []struct {
		name string
		fn   func(t *testing.T, s storyline.Store)
	}{
		{"RoundTrip", testRoundTrip},
		{"RoundTripMinimal", testRoundTripMinimal},
		{"Duplicate", testDuplicate},
		{"ConcurrentSameContent", testConcurrentSame},
		{"ConcurrentDifferentContent", testConcurrentDifferent},
		{"NotFound", testNotFound},
		{"ListOrderAndLimit", testListOrder},
		{"ListDefaultLimit", testListDefaultLimit},
		{"ListPaging", testListPaging},
		{"ListFilters", testListFilters},
		{"SearchFolding", testSearchFolding},
		{"SearchPhrase", testSearchPhrase},
		{"SearchRankingAndSnippet", testSearchRanking},
		{"SearchFilters", testSearchFilters},
		{"SearchHostileQueries", testSearchHostile},
		{"SearchEmptyQuery", testSearchEmpty},
		{"NearDuplicateCandidates", testNearDuplicates},
		{"RawInput", testRawInput},
		{"CancelledContext", testCancelled},
		{"AtomicUnderDeadlines", testAtomicDeadlines},
		{"SetAnalysisAndStale", testSetAnalysis},
		{"EntitiesAcrossArticles", testEntities},
		{"Stories", testStories},
		{"State", testState},
		{"TryLock", testTryLock},
		{"ArticleByRawHash", testArticleByRawHash},
		{"ImportAndSignature", testImport},
		{"NULAndOddText", testOddText},
		{"DeleteArticle", testDeleteArticle},
		{"ArticlesOlderThan", testArticlesOlderThan},
		{"CorrectionLog", testCorrectionLog},
		{"StoryChanges", testStoryChanges},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn(t, open(t))
		})
	}
}

// add stores a and fails the test on error.
func add(t *testing.T, s storyline.Store, a *storyline.Article, raw []byte, sig storyline.Signature) storyline.AddResult {
	t.Helper()
	res, err := s.AddArticle(context.Background(), a, raw, sig)
	if err != nil {
		t.Fatalf("AddArticle(%q): %v", a.Title, err)
	}
	if res.ID <= 0 {
		t.Fatalf("AddArticle(%q): ID %d, want > 0", a.Title, res.ID)
	}
	if a.ID != res.ID {
		t.Fatalf("AddArticle(%q): a.ID = %d, result ID %d", a.Title, a.ID, res.ID)
	}
	return res
}

func count(t *testing.T, s storyline.Store) int {
	t.Helper()
	n, err := s.CountArticles(context.Background())
	if err != nil {
		t.Fatalf("CountArticles: %v", err)
	}
	return n
}

func wantCount(t *testing.T, s storyline.Store, want int) {
	t.Helper()
	if n := count(t, s); n != want {
		t.Fatalf("CountArticles = %d, want %d", n, want)
	}
}

// normalize returns a copy of a with its times in UTC and without monotonic
// clock readings, for comparison.
func normalize(a storyline.Article) storyline.Article {
	a.Published.Time = a.Published.Time.UTC().Round(0)
	a.IngestedAt = a.IngestedAt.UTC().Round(0)
	return a
}

// sameArticle fails t unless got equals want, field by field.
func sameArticle(t *testing.T, got, want *storyline.Article) {
	t.Helper()
	g, w := normalize(*got), normalize(*want)
	if reflect.DeepEqual(g, w) {
		return
	}
	gv, wv := reflect.ValueOf(g), reflect.ValueOf(w)
	for i := 0; i < gv.NumField(); i++ {
		if !reflect.DeepEqual(gv.Field(i).Interface(), wv.Field(i).Interface()) {
			gj, _ := json.Marshal(gv.Field(i).Interface())
			wj, _ := json.Marshal(wv.Field(i).Interface())
			t.Errorf("Article.%s:\n got %s (%#v)\nwant %s (%#v)", gv.Type().Field(i).Name,
				gj, gv.Field(i).Interface(), wj, wv.Field(i).Interface())
		}
	}
	t.FailNow()
}

// checkFilled reports every field of v (recursively into structs and
// slices of structs) that the fixture leaves zero, so the round trip covers
// every field, including ones added to the domain types later.
func checkFilled(t *testing.T, v reflect.Value, path string, skip map[string]bool) {
	t.Helper()
	switch v.Kind() {
	case reflect.Struct:
		if v.Type() == reflect.TypeOf(time.Time{}) {
			if v.Interface().(time.Time).IsZero() {
				t.Errorf("fixture leaves %s zero", path)
			}
			return
		}
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			p := path + "." + f.Name
			if !f.IsExported() || skip[p] {
				continue
			}
			checkFilled(t, v.Field(i), p, skip)
		}
	case reflect.Slice:
		if v.Len() == 0 {
			t.Errorf("fixture leaves %s empty", path)
			return
		}
		if v.Type().Elem().Kind() != reflect.Struct {
			return
		}
		// Each field must be set in at least one element.
		et := v.Type().Elem()
		for i := 0; i < et.NumField(); i++ {
			f := et.Field(i)
			if !f.IsExported() || skip[path+"[]."+f.Name] {
				continue
			}
			set := false
			for j := 0; j < v.Len() && !set; j++ {
				set = !v.Index(j).Field(i).IsZero()
			}
			if !set {
				t.Errorf("fixture leaves %s[].%s zero in every element", path, f.Name)
			}
		}
	default:
		if v.IsZero() {
			t.Errorf("fixture leaves %s zero", path)
		}
	}
}

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

func ids(list []storyline.ArticleSummary) []int64 {
	out := make([]int64, len(list))
	for i, a := range list {
		out[i] = a.ID
	}
	return out
}

// listed is one article added by addListing, with what it was given.
type listed struct {
	id        int64
	outlet    string
	lang      string
	published time.Time
}

// addListing adds n articles with outlets, languages and publication days
// varying by index (article i is published on day i after baseTime, except
// every seventh, which has no date) and returns them in insertion order.
func addListing(t *testing.T, s storyline.Store, n int) []listed {
	t.Helper()
	outlets := []string{"apnews.com", "Fox News", "El Tiempo"}
	langs := []string{"en", "en", "es"}
	var out []listed
	for i := range n {
		pub := baseTime.AddDate(0, 0, i)
		if i%7 == 6 {
			pub = time.Time{}
		}
		body := fmt.Sprintf("Listing article number %d.", i)
		a := simpleArticle(fmt.Sprintf("Article %d", i), body, outlets[i%3], langs[i%3], pub)
		add(t, s, a, nil, storyline.Signature{})
		out = append(out, listed{a.ID, a.Outlet, a.Language, pub})
	}
	return out
}

// newestFirst returns the IDs of those of as that keep, newest first.
func newestFirst(as []listed, keep func(listed) bool) []int64 {
	var out []int64
	for i := len(as) - 1; i >= 0; i-- {
		if keep == nil || keep(as[i]) {
			out = append(out, as[i].id)
		}
	}
	return out
}

func list(t *testing.T, s storyline.Store, q storyline.ArticleQuery) []storyline.ArticleSummary {
	t.Helper()
	l, err := s.Articles(context.Background(), q)
	if err != nil {
		t.Fatalf("Articles(%+v): %v", q, err)
	}
	return l
}

func testListOrder(t *testing.T, s storyline.Store) {
	if l := list(t, s, storyline.ArticleQuery{}); len(l) != 0 {
		t.Fatalf("Articles on an empty store = %v", ids(l))
	}
	as := addListing(t, s, 12)
	all := newestFirst(as, nil)
	if got := ids(list(t, s, storyline.ArticleQuery{})); !slices.Equal(got, all) {
		t.Errorf("Articles = %v, want %v", got, all)
	}
	if !slices.IsSortedFunc(all, func(a, b int64) int { return int(b - a) }) {
		t.Errorf("IDs not increasing with insertion: %v", all)
	}
	if got := ids(list(t, s, storyline.ArticleQuery{Limit: 5})); !slices.Equal(got, all[:5]) {
		t.Errorf("Articles(Limit 5) = %v, want %v", got, all[:5])
	}
	if got := ids(list(t, s, storyline.ArticleQuery{Limit: 100000})); !slices.Equal(got, all) {
		t.Errorf("Articles(Limit 100000) = %v, want %v", got, all)
	}
	if got := ids(list(t, s, storyline.ArticleQuery{BeforeID: all[3]})); !slices.Equal(got, all[4:]) {
		t.Errorf("Articles(BeforeID %d) = %v, want %v", all[3], got, all[4:])
	}
	if got := ids(list(t, s, storyline.ArticleQuery{BeforeID: all[len(all)-1]})); len(got) != 0 {
		t.Errorf("Articles(BeforeID oldest) = %v, want none", got)
	}
}

func testListDefaultLimit(t *testing.T, s storyline.Store) {
	addListing(t, s, 60)
	if got := list(t, s, storyline.ArticleQuery{}); len(got) != 50 {
		t.Errorf("Articles(Limit 0) returned %d of 60, want the default 50", len(got))
	}
	if got := list(t, s, storyline.ArticleQuery{Limit: -3}); len(got) != 50 {
		t.Errorf("Articles(Limit -3) returned %d of 60, want the default 50", len(got))
	}
}

// pageAll pages through the listing for q, pageSize at a time, and returns
// every ID seen, in order.
func pageAll(t *testing.T, s storyline.Store, q storyline.ArticleQuery, pageSize int) []int64 {
	t.Helper()
	q.Limit = pageSize
	var out []int64
	for pages := 0; ; pages++ {
		if pages > 1000 {
			t.Fatalf("paging does not end")
		}
		page := list(t, s, q)
		if len(page) > pageSize {
			t.Fatalf("page of %d, limit %d", len(page), pageSize)
		}
		if len(page) == 0 {
			return out
		}
		out = append(out, ids(page)...)
		q.BeforeID = page[len(page)-1].ID
	}
}

func testListPaging(t *testing.T, s storyline.Store) {
	as := addListing(t, s, 23)
	all := newestFirst(as, nil)
	for _, size := range []int{1, 4, 5, 23, 50} {
		if got := pageAll(t, s, storyline.ArticleQuery{}, size); !slices.Equal(got, all) {
			t.Errorf("paging by %d: %v, want %v", size, got, all)
		}
	}
	fox := newestFirst(as, func(l listed) bool { return l.outlet == "Fox News" })
	if got := pageAll(t, s, storyline.ArticleQuery{Outlet: "Fox News"}, 3); !slices.Equal(got, fox) {
		t.Errorf("paging Fox News by 3: %v, want %v", got, fox)
	}
}

func testListFilters(t *testing.T, s storyline.Store) {
	as := addListing(t, s, 21)
	since, until := baseTime.AddDate(0, 0, 5), baseTime.AddDate(0, 0, 12)
	tests := []struct {
		name string
		q    storyline.ArticleQuery
		keep func(listed) bool
	}{
		{"outlet", storyline.ArticleQuery{Outlet: "El Tiempo"}, func(l listed) bool { return l.outlet == "El Tiempo" }},
		{"outlet is exact", storyline.ArticleQuery{Outlet: "fox news"}, func(l listed) bool { return false }},
		{"language", storyline.ArticleQuery{Language: "en"}, func(l listed) bool { return l.lang == "en" }},
		{"since", storyline.ArticleQuery{Since: since}, func(l listed) bool {
			return !l.published.IsZero() && !l.published.Before(since)
		}},
		{"until", storyline.ArticleQuery{Until: until}, func(l listed) bool {
			return !l.published.IsZero() && l.published.Before(until)
		}},
		{"since and until", storyline.ArticleQuery{Since: since, Until: until}, func(l listed) bool {
			return !l.published.IsZero() && !l.published.Before(since) && l.published.Before(until)
		}},
		{"since in another zone", storyline.ArticleQuery{Since: since.In(time.FixedZone("X", 5*3600))}, func(l listed) bool {
			return !l.published.IsZero() && !l.published.Before(since)
		}},
		{"since just after", storyline.ArticleQuery{Since: since.Add(time.Microsecond)}, func(l listed) bool {
			return !l.published.IsZero() && l.published.After(since)
		}},
		{"everything", storyline.ArticleQuery{Outlet: "apnews.com", Language: "en", Since: baseTime, Until: until}, func(l listed) bool {
			return l.outlet == "apnews.com" && l.lang == "en" && !l.published.IsZero() && l.published.Before(until)
		}},
		{"everything with cursor", storyline.ArticleQuery{Outlet: "apnews.com", Language: "en", BeforeID: as[9].id}, func(l listed) bool {
			return l.outlet == "apnews.com" && l.lang == "en" && l.id < as[9].id
		}},
	}
	for _, tc := range tests {
		want := newestFirst(as, tc.keep)
		got := list(t, s, tc.q)
		if !slices.Equal(ids(got), want) {
			t.Errorf("%s: Articles(%+v) = %v, want %v", tc.name, tc.q, ids(got), want)
		}
	}
}

func search(t *testing.T, s storyline.Store, query string, q storyline.ArticleQuery) []storyline.ArticleSummary {
	t.Helper()
	hits, err := s.Search(context.Background(), query, q)
	if err != nil {
		t.Fatalf("Search(%q): %v", query, err)
	}
	return hits
}

// sortedIDs returns the IDs of hits in increasing order.
func sortedIDs(hits []storyline.ArticleSummary) []int64 {
	out := ids(hits)
	slices.Sort(out)
	return out
}

// searchFixtures adds the search fixtures: the rich article (Ureña, Cúcuta,
// "aid trucks"), one spelling them without diacritics, one with "trucks"
// and "aid" apart, and an unrelated one.
func searchFixtures(t *testing.T, s storyline.Store) (accented, plain, apart, other int64) {
	t.Helper()
	accented = add(t, s, richArticle(), nil, storyline.Signature{}).ID
	plain = add(t, s, simpleArticle("Border report",
		"Pedro Urena waited in Cucuta for three days. The border stayed closed.", "El Tiempo", "es", baseTime), nil, storyline.Signature{}).ID
	apart = add(t, s, simpleArticle("Convoy",
		"The trucks were turned back, and aid groups protested at the frontier.", "Fox News", "en", baseTime), nil, storyline.Signature{}).ID
	other = add(t, s, simpleArticle("Budget debate in Lisbon",
		"Parliament debated the budget late into the night.", "Fox News", "en", baseTime), nil, storyline.Signature{}).ID
	return
}

func testSearchFolding(t *testing.T, s storyline.Store) {
	accented, plain, _, _ := searchFixtures(t, s)
	both := []int64{accented, plain}
	for _, q := range []string{"urena", "Ureña", "UREÑA", "ureña", "URENA", "cúcuta", "Cucuta", "CÚCUTA", "cucuta", "Ureña Cucuta", "urena cúcuta"} {
		if got := sortedIDs(search(t, s, q, storyline.ArticleQuery{})); !slices.Equal(got, both) {
			t.Errorf("Search(%q) = %v, want %v", q, got, both)
		}
	}
	// Decomposed input (e + combining acute) folds too.
	if got := sortedIDs(search(t, s, "Cu\u0301cuta", storyline.ArticleQuery{})); !slices.Equal(got, both) {
		t.Errorf("Search(decomposed Cúcuta) = %v, want %v", got, both)
	}
	// Every word must match.
	if got := sortedIDs(search(t, s, "urena guaidó", storyline.ArticleQuery{})); !slices.Equal(got, []int64{accented}) {
		t.Errorf("Search(urena guaidó) = %v, want [%d]", got, accented)
	}
	if got := search(t, s, "urena lisbon", storyline.ArticleQuery{}); len(got) != 0 {
		t.Errorf("Search(urena lisbon) = %v, want none", ids(got))
	}
	// Titles are searched too.
	if got := sortedIDs(search(t, s, "venezuelan convoy", storyline.ArticleQuery{})); !slices.Equal(got, []int64{accented}) {
		t.Errorf("Search(venezuelan convoy) = %v, want [%d]", got, accented)
	}
}

func testSearchPhrase(t *testing.T, s storyline.Store) {
	accented, _, apart, _ := searchFixtures(t, s)
	if got := sortedIDs(search(t, s, "aid trucks", storyline.ArticleQuery{})); !slices.Equal(got, []int64{accented, apart}) {
		t.Errorf("Search(aid trucks) = %v, want %v", got, []int64{accented, apart})
	}
	for _, q := range []string{`"aid trucks"`, `"Aid Trucks"`, `"aid   trucks"`, `bridge "aid trucks"`, `"aid trucks" "tienditas bridge"`} {
		if got := sortedIDs(search(t, s, q, storyline.ArticleQuery{})); !slices.Equal(got, []int64{accented}) {
			t.Errorf("Search(%s) = %v, want [%d]", q, got, accented)
		}
	}
	if got := search(t, s, `"trucks aid"`, storyline.ArticleQuery{}); len(got) != 0 {
		t.Errorf(`Search("trucks aid") = %v, want none`, ids(got))
	}
	// A phrase folds like a word.
	if got := sortedIDs(search(t, s, `"rosa urena"`, storyline.ArticleQuery{})); !slices.Equal(got, []int64{accented}) {
		t.Errorf(`Search("rosa urena") = %v, want [%d]`, got, accented)
	}
}

func testSearchRanking(t *testing.T, s storyline.Store) {
	filler := strings.Repeat("The committee met again and discussed many other matters at length. ", 20)
	weak := add(t, s, simpleArticle("Weekly roundup", filler+"Maduro was mentioned once. "+filler, "x", "en", baseTime), nil, storyline.Signature{}).ID
	strong := add(t, s, simpleArticle("Maduro digs in", "Maduro spoke. Maduro refused. Maduro stayed.", "x", "en", baseTime), nil, storyline.Signature{}).ID
	hits := search(t, s, "maduro", storyline.ArticleQuery{})
	if got := ids(hits); !slices.Equal(got, []int64{strong, weak}) {
		t.Fatalf("Search(maduro) = %v, want best match first %v", got, []int64{strong, weak})
	}
	for _, h := range hits {
		if !strings.Contains(h.Snippet, "«") || !strings.Contains(h.Snippet, "»") {
			t.Errorf("article %d: snippet %q lacks « » markers", h.ID, h.Snippet)
		}
		if !strings.Contains(strings.ToLower(h.Snippet), "«maduro»") {
			t.Errorf("article %d: snippet %q does not mark the match", h.ID, h.Snippet)
		}
		if h.Title == "" || h.Words == 0 || h.Outlet != "x" {
			t.Errorf("article %d: summary not filled: %+v", h.ID, h)
		}
	}
	if got := search(t, s, "maduro", storyline.ArticleQuery{Limit: 1}); !slices.Equal(ids(got), []int64{strong}) {
		t.Errorf("Search(maduro, Limit 1) = %v, want [%d]", ids(got), strong)
	}
}

func testSearchFilters(t *testing.T, s storyline.Store) {
	accented, plain, _, _ := searchFixtures(t, s)
	if got := ids(search(t, s, "urena", storyline.ArticleQuery{Outlet: "El Tiempo"})); !slices.Equal(got, []int64{plain}) {
		t.Errorf("Search(urena, El Tiempo) = %v, want [%d]", got, plain)
	}
	if got := ids(search(t, s, "urena", storyline.ArticleQuery{Language: "en"})); !slices.Equal(got, []int64{accented}) {
		t.Errorf("Search(urena, en) = %v, want [%d]", got, accented)
	}
	if got := search(t, s, "urena", storyline.ArticleQuery{Since: baseTime.Add(time.Hour)}); len(got) != 0 {
		t.Errorf("Search(urena, since later) = %v, want none", ids(got))
	}
}

func testSearchHostile(t *testing.T, s storyline.Store) {
	accented, plain, _, _ := searchFixtures(t, s)
	hostile := []string{
		`"`, `""`, `"""`, `*`, `**`, `NEAR(`, `NEAR(urena`, `NEAR(urena cucuta)`, `urena NEAR/3 cucuta`,
		`a OR`, `OR`, `AND`, `NOT`, `NOT urena`, `urena OR`, `urena AND`, `urena AND NOT cucuta`,
		`-x`, `-urena`, `col:`, `title:urena`, `text:urena`, `{title text}:urena`, `:`, `urena:`,
		`"urena`, `urena"`, `"aid trucks`, `aid "trucks`, `"aid" "trucks`, `urena*`, `ure*`, `^urena`, `+urena`,
		`(`, `)`, `(urena`, `urena)`, `((urena))`, `[`, `]`, `{`, `}`, `'`, `''`, `\`, `\"`, `%`, `_`,
		`;`, `'; DROP TABLE articles; --`, `urena'); DROP TABLE articles; --`, `$1`, `?`, `:name`, `@p`,
		"\x00", "urena\x00cucuta", "\u202eurena", "ure\u200bna", "🙂", "urena 🙂", "\t\n",
		strings.Repeat("urena ", 200), strings.Repeat("(", 500), strings.Repeat(`"`, 501),
	}
	for _, q := range hostile {
		_, err := s.Search(context.Background(), q, storyline.ArticleQuery{})
		if err != nil && !errors.Is(err, storyline.ErrEmptyQuery) {
			t.Errorf("Search(%q): %v; want results or ErrEmptyQuery", q, err)
		}
	}
	// Operators are searched for as words, not obeyed.
	both := []int64{accented, plain}
	for _, q := range []string{`-urena`, `urena*`, `(urena)`, `urena:`, `^urena`, `+urena`, `"urena`, `urena"`} {
		if got := sortedIDs(search(t, s, q, storyline.ArticleQuery{})); !slices.Equal(got, both) {
			t.Errorf("Search(%q) = %v, want %v as for urena", q, got, both)
		}
	}
	if got := search(t, s, `urena OR lisbon`, storyline.ArticleQuery{}); len(got) != 0 {
		t.Errorf("Search(urena OR lisbon) = %v: OR was obeyed, want none", ids(got))
	}
	if got := search(t, s, `ure*`, storyline.ArticleQuery{}); len(got) != 0 {
		t.Errorf("Search(ure*) = %v: prefix was obeyed, want none", ids(got))
	}
	wantCount(t, s, 4)
}

func testSearchEmpty(t *testing.T, s storyline.Store) {
	searchFixtures(t, s)
	for _, q := range []string{"", " ", "\t\n", `"`, `""`, `" "`, "*", "!!!", "-", "()", ":", "« »", "— …"} {
		hits, err := s.Search(context.Background(), q, storyline.ArticleQuery{})
		if !errors.Is(err, storyline.ErrEmptyQuery) {
			t.Errorf("Search(%q) = %v, %v; want ErrEmptyQuery", q, ids(hits), err)
			continue
		}
		if !strings.Contains(err.Error(), "empty") {
			t.Errorf("Search(%q) error %q does not say the query is empty", q, err)
		}
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

func testEntities(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	urena := &storyline.Place{Name: "Ureña", Country: "VE", Lat: 7.92, Lon: -72.44, Precision: 1, Kind: "city"}
	withEntities := func(title string, es ...storyline.Entity) int64 {
		a := simpleArticle(title, "Body of "+title+" about the border.", "Outlet", "en", baseTime)
		a.Analysis.Entities = es
		return add(t, s, a, nil, storyline.Signature{}).ID
	}
	a1 := withEntities("One",
		storyline.Entity{Type: storyline.PER, Canonical: "Nicolás Maduro", Aliases: []string{"Maduro"}, Mentions: 3},
		storyline.Entity{Type: storyline.LOC, Canonical: "Urena", Mentions: 1},
		storyline.Entity{Type: storyline.PER, Canonical: "Jose Gomez", Aliases: []string{"Gomez"}, Mentions: 2},
	)
	a2 := withEntities("Two",
		storyline.Entity{Type: storyline.PER, Canonical: "Maduro", Mentions: 2},
		storyline.Entity{Type: storyline.LOC, Canonical: "Ureña", Mentions: 2, Place: urena},
		storyline.Entity{Type: storyline.ORG, Canonical: "Maduro", Mentions: 1}, // another type: another entity
	)
	withEntities("Three",
		storyline.Entity{Type: storyline.PER, Canonical: "Maria Gomez", Aliases: []string{"Gomez"}, Mentions: 1},
	)
	a4 := withEntities("Four", storyline.Entity{Type: storyline.PER, Canonical: "Gomez", Mentions: 1})

	people, err := s.Entities(ctx, storyline.EntityQuery{Type: storyline.PER})
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]storyline.EntityRecord{}
	for _, e := range people {
		byName[e.Name] = e
	}
	if m := byName["Nicolás Maduro"]; m.Articles != 2 || m.Mentions != 5 {
		t.Errorf("Maduro across articles: %+v (all: %+v)", m, people)
	}
	// "Gomez" alone is ambiguous between Jose and Maria: a record of its own.
	if g := byName["Gomez"]; g.Articles != 1 {
		t.Errorf("a lone ambiguous surname was merged: %+v", people)
	}
	if people[0].Name != "Nicolás Maduro" {
		t.Errorf("most mentioned first: got %s first", people[0].Name)
	}

	places, err := s.Entities(ctx, storyline.EntityQuery{Name: "urena"})
	if err != nil {
		t.Fatal(err)
	}
	if len(places) != 1 || places[0].Articles != 2 || places[0].Place == nil || places[0].Place.Name != "Ureña" {
		t.Fatalf("Entities(urena) = %+v", places)
	}
	if places[0].Name != "Ureña" && places[0].Name != "Urena" {
		t.Errorf("place name %q", places[0].Name)
	}
	arts, err := s.EntityArticles(ctx, places[0].ID, storyline.ArticleQuery{})
	if err != nil || len(arts) != 2 || arts[0].ID != a2 || arts[1].ID != a1 {
		t.Errorf("EntityArticles = %+v, %v", arts, err)
	}
	if e, err := s.Entity(ctx, places[0].ID); err != nil || e.Articles != 2 {
		t.Errorf("Entity(%d) = %+v, %v", places[0].ID, e, err)
	}
	if _, err := s.Entity(ctx, 987654); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("Entity(missing): %v", err)
	}

	// Reanalysis relinks: the entity only article four named goes away.
	lone := byName["Gomez"].ID
	if err := s.SetAnalysis(ctx, a4, "v9", storyline.Analysis{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Entity(ctx, lone); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("an entity no article mentions any more is still listed: %v", err)
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

func testStories(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	var ids []int64
	for i, outlet := range []string{"Alpha", "Beta", "Alpha", "Gamma"} {
		a := simpleArticle(fmt.Sprintf("Story article %d", i), fmt.Sprintf("Body %d about the Ureña bridge.", i), outlet, "en",
			baseTime.AddDate(0, 0, i))
		a.Analysis.Entities = []storyline.Entity{{Type: storyline.LOC, Canonical: "Ureña", Mentions: 1}}
		ids = append(ids, add(t, s, a, nil, storyline.Signature{}).ID)
	}
	assign := func(article, story int64, copy bool, title string) {
		t.Helper()
		if err := s.AssignStory(ctx, storyline.StoryAssignment{ArticleID: article, StoryID: story, Copy: copy, Title: title, Events: int(article % 3)}); err != nil {
			t.Fatal(err)
		}
	}
	if un, err := s.UnassignedArticles(ctx, 0, 10); err != nil || len(un) != 4 {
		t.Fatalf("UnassignedArticles before = %v, %v", un, err)
	}
	assign(ids[0], 1, false, "Bridge")
	assign(ids[1], 1, false, "Bridge reopens")
	assign(ids[2], 1, true, "Bridge reopens")
	assign(ids[3], 2, false, "Other")
	if un, _ := s.UnassignedArticles(ctx, 0, 10); len(un) != 0 {
		t.Errorf("UnassignedArticles after = %v", un)
	}
	if after, _ := s.StoryArticlesAfter(ctx, ids[1], 10); len(after) != 2 || after[0] != ids[2] {
		t.Errorf("StoryArticlesAfter(%d) = %v", ids[1], after)
	}
	list, err := s.Stories(ctx, storyline.StoryQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != 2 || list[1].ID != 1 {
		t.Fatalf("Stories = %+v; want story 2 (updated last) then 1", list)
	}
	st := list[1]
	wantEvents := int(ids[0]%3 + ids[1]%3 + ids[2]%3)
	if st.Title != "Bridge reopens" || st.Articles != 3 || st.Copies != 1 || st.Outlets != 2 || st.Events != wantEvents {
		t.Errorf("story 1 = %+v", st)
	}
	if !st.First.Equal(baseTime) || !st.Last.Equal(baseTime.AddDate(0, 0, 2)) {
		t.Errorf("story 1 spans %v..%v", st.First, st.Last)
	}
	if page, _ := s.Stories(ctx, storyline.StoryQuery{BeforeUpdated: list[0].Updated}); len(page) != 1 || page[0].ID != 1 {
		t.Errorf("next page = %+v", page)
	}
	if hits, err := s.Stories(ctx, storyline.StoryQuery{Text: "urena"}); err != nil || len(hits) != 2 {
		t.Errorf("Stories(text urena) = %+v, %v", hits, err)
	}
	ents, _ := s.Entities(ctx, storyline.EntityQuery{Name: "urena"})
	if len(ents) != 1 {
		t.Fatalf("entities: %+v", ents)
	}
	if hits, _ := s.Stories(ctx, storyline.StoryQuery{Entity: ents[0].ID}); len(hits) != 2 {
		t.Errorf("Stories(entity) = %+v", hits)
	}
	arts, err := s.StoryArticles(ctx, 1)
	if err != nil || len(arts) != 3 || arts[0].ID != ids[0] {
		t.Errorf("StoryArticles(1) = %+v, %v", arts, err)
	}
	if sid, err := s.StoryOf(ctx, ids[3]); err != nil || sid != 2 {
		t.Errorf("StoryOf = %d, %v", sid, err)
	}
	// Moving the last article of story 2 (a merge) removes story 2.
	assign(ids[3], 1, false, "Bridge reopens")
	if _, err := s.Story(ctx, 2); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("an emptied story is still there: %v", err)
	}
	if one, err := s.Story(ctx, 1); err != nil || one.Articles != 4 || one.Outlets != 3 {
		t.Errorf("Story(1) = %+v, %v", one, err)
	}
	if _, err := s.StoryOf(ctx, 987654); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("StoryOf(missing): %v", err)
	}
}

func testState(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	if _, err := s.GetState(ctx, "k"); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("GetState(never put): %v", err)
	}
	big := bytes.Repeat([]byte{0, 1, 2, 255}, 1<<16)
	for _, v := range [][]byte{[]byte("one"), big} {
		if err := s.PutState(ctx, "k", v); err != nil {
			t.Fatal(err)
		}
		got, err := s.GetState(ctx, "k")
		if err != nil || !bytes.Equal(got, v) {
			t.Errorf("GetState after PutState: %d bytes, %v", len(got), err)
		}
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

func testTryLock(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	release, ok, err := s.TryLock(ctx, "test")
	if err != nil || !ok {
		t.Fatalf("first TryLock: ok %v, %v", ok, err)
	}
	if _, ok2, err := s.TryLock(ctx, "test"); err != nil || ok2 {
		t.Errorf("second TryLock while held: ok %v, %v; want not ok", ok2, err)
	}
	if r, ok3, err := s.TryLock(ctx, "other"); err != nil || !ok3 {
		t.Errorf("another name: ok %v, %v", ok3, err)
	} else {
		r()
	}
	release()
	r, ok4, err := s.TryLock(ctx, "test")
	if err != nil || !ok4 {
		t.Fatalf("TryLock after release: ok %v, %v", ok4, err)
	}
	r()
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
