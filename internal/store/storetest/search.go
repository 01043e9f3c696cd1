package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

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
		{"outlet ignores case", storyline.ArticleQuery{Outlet: "fox NEWS"}, func(l listed) bool { return l.outlet == "Fox News" }},
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
