// Command loadtest measures the dashboard and the API under load, outside
// the test suite: it fills a fresh database with N articles (copies of the
// bundled samples, each with its own title, date and content hash, stored
// with their analysis), serves it on a loopback port and sends requests from
// C workers for a bounded time and count, then prints requests/s and
// latency percentiles per page.
//
//	go run ./internal/web/loadtest -n 10000 -c 32 -d 10s
//
// The database is kept in -dir (a temporary folder by default) so a second
// run with -reuse skips the filling.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/storyline-news/storyline/internal/loadgen"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/web"
)

func main() {
	n := flag.Int("n", 10000, "articles in the database")
	conc := flag.Int("c", 32, "concurrent workers")
	dur := flag.Duration("d", 10*time.Second, "time spent on each page")
	maxReq := flag.Int("max", 200000, "at most this many requests per page")
	dir := flag.String("dir", "", "folder for the database (default: a temporary one, removed after)")
	reuse := flag.Bool("reuse", false, "use the database in -dir as it is")
	flag.Parse()

	if *dir == "" {
		d, err := os.MkdirTemp("", "storyline-load-")
		if err != nil {
			log.Fatal(err)
		}
		defer os.RemoveAll(d)
		*dir = d
	}
	st, err := sqlite.Open(filepath.Join(*dir, "load.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	if have, _ := st.CountArticles(ctx); !*reuse || have == 0 {
		start := time.Now()
		if err := fill(ctx, st, *n); err != nil {
			log.Fatal(err)
		}
		log.Printf("filled %d articles in %s", *n, time.Since(start).Round(time.Millisecond))
	}
	// Stories: the articles the fill left in no story join theirs. The
	// fill copies two texts, so its stories are few and large: the story
	// page is measured at its worst here, not at a typical size.
	sa, err := assign.Open(ctx, st)
	if err != nil {
		log.Fatal(err)
	}
	if err := sa.Close(ctx); err != nil {
		log.Fatal(err)
	}
	total, _ := st.CountArticles(ctx)

	srv, err := web.New(web.Options{Store: st, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	hs := web.NewHTTPServer(ln.Addr().String(), srv)
	go hs.Serve(ln)
	defer hs.Close()
	base := "http://" + ln.Addr().String()

	list, _ := st.Articles(ctx, storyline.ArticleQuery{Limit: 1000})
	ids := make([]int64, len(list))
	for i, a := range list {
		ids[i] = a.ID
	}
	stories, _ := st.Stories(ctx, storyline.StoryQuery{Limit: 1000})
	sids := make([]int64, len(stories))
	for i, s := range stories {
		sids[i] = s.ID
	}
	pages := []struct {
		name string
		path func(r *rand.Rand) string
	}{
		{"story list    /", func(*rand.Rand) string { return "/" }},
		{"story page    /stories/ID", func(r *rand.Rand) string { return fmt.Sprintf("/stories/%d", sids[r.IntN(len(sids))]) }},
		{"API stories   /api/stories", func(*rand.Rand) string { return "/api/stories" }},
		{"article list  /articles", func(*rand.Rand) string { return "/articles" }},
		{"article list, page", func(r *rand.Rand) string { return fmt.Sprintf("/articles?before=%d", ids[r.IntN(len(ids))]) }},
		{"article page  /articles/ID", func(r *rand.Rand) string { return fmt.Sprintf("/articles/%d", ids[r.IntN(len(ids))]) }},
		{"API list      /api/articles", func(*rand.Rand) string { return "/api/articles" }},
		{"API search    /api/search?q=", func(*rand.Rand) string { return "/api/search?q=urena+soldiers" }},
		{"map           /map", func(*rand.Rand) string { return "/map" }},
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *conc, MaxConnsPerHost: *conc}}
	fmt.Printf("%d articles, %d workers, %s per page (at most %d requests)\n\n", total, *conc, *dur, *maxReq)
	fmt.Printf("%-30s %8s %9s %8s %8s %8s %6s\n", "page", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "errors")
	for _, p := range pages {
		res := loadgen.Hammer(client, base, p.path, *conc, *dur, *maxReq)
		fmt.Printf("%-30s %8d %9.0f %8.1f %8.1f %8.1f %6d\n", p.name, len(res.Latencies), res.PerSec(), res.Millis(0.5), res.Millis(0.99), res.Millis(1), res.Errors)
	}
}

// fill stores n articles: the bundled samples built once through the
// pipeline, then copied with their own titles, dates and hashes.
func fill(ctx context.Context, st storyline.Store, n int) error {
	b := pipeline.Builder{}
	var protos []*storyline.Article
	var sigs []storyline.Signature
	var raws [][]byte
	for _, s := range demo.Samples() {
		a, sig, err := b.Build(ctx, ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data), Raw: s.Data, Outlet: "Fox News", OutletSource: "flag"})
		if err != nil {
			return err
		}
		protos, sigs, raws = append(protos, a), append(sigs, sig), append(raws, s.Data)
	}
	outlets := []string{"Fox News", "AP", "Reuters", "El Tiempo", "BBC"}
	for i := 0; i < n; i++ {
		k := i % len(protos)
		a := *protos[k]
		a.ID = 0
		a.Title = fmt.Sprintf("%s (copy %d)", strings.TrimSuffix(a.Title, "…"), i)
		a.Outlet = outlets[i%len(outlets)]
		a.Input = fmt.Sprintf("load/%d/%s", i, a.Input)
		a.ContentHash = fmt.Sprintf("%s-%d", a.ContentHash, i)
		a.RawHash = fmt.Sprintf("%s-%d", a.RawHash, i)
		a.Published.Time = a.Published.Time.AddDate(0, 0, -(i % 2000))
		if _, err := st.AddArticle(ctx, &a, raws[k], sigs[k]); err != nil {
			return err
		}
		if (i+1)%5000 == 0 {
			log.Printf("%d articles", i+1)
		}
	}
	return nil
}
