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
	"context"
	"encoding/json"
	"reflect"
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
		{"EntitiesArabicArticle", testEntitiesArabicArticle},
		{"Stories", testStories},
		{"HeadlineFigure", testHeadlineFigure},
		{"EventFilters", testEventFilters},
		{"EventFiltersFollowAnalysis", testEventFiltersFollowAnalysis},
		{"MergedEvents", testMergedEvents},
		{"MergedEventsReplaced", testMergedEventsReplaced},
		{"MergedEventsEntity", testMergedEventsEntity},
		{"Outlets", testOutlets},
		{"ListCounts", testListCounts},
		{"WriterIndexes", testWriterIndexes},
		{"State", testState},
		{"TryLock", testTryLock},
		{"ArticleByRawHash", testArticleByRawHash},
		{"ImportAndSignature", testImport},
		{"NULAndOddText", testOddText},
		{"DeleteArticle", testDeleteArticle},
		{"ArticlesOlderThan", testArticlesOlderThan},
		{"CorrectionLog", testCorrectionLog},
		{"StoryChanges", testStoryChanges},
		{"MergeStory", testMergeStory},
		{"InvalidUTF8", testInvalidUTF8},
		{"IDsNeverReused", testIDsNeverReused},
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
