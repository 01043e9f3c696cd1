// Command loadtest measures the dashboard and the API under load, outside
// the test suite: it fills a fresh database with N articles, serves it on
// a loopback port and sends requests from C workers for a bounded time and
// count, then prints requests/s and latency percentiles (the median, p50,
// first) per page.
//
//	go run ./internal/web/loadtest -n 100000 -c 4 -d 10s
//
// The fill uses the bench generator's articles (internal/bench: sentences
// of the shared ECB+ topics when ../shared is there, the built-in pools
// otherwise, each story with its own names and place). Analysing 100,000
// of them through the pipeline would take hours here, so -protos distinct
// generated articles are analysed once and then varied: article i is
// prototype i mod protos with its own title, content hash, outlet and a
// publication date moved by whole rounds of prototypes. The articles are
// written through the store directly in batches, with their analysis, and
// put in their stories there too, without the story clusterer: each round
// of prototypes repeats the generator's stories (about 20 articles each)
// under new story IDs, and the first -story articles make one large story,
// whose page is measured on its own: the articles of the first generated
// story over and over, a day later each time, as a long-running story.
//
// The database is kept in -dir (a temporary folder by default) so a second
// run with -reuse skips the filling.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/pprof"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/bench"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/loadgen"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/web"
)

// bigStory is the ID of the story the first -story articles make.
const bigStory = 1

func main() {
	n := flag.Int("n", 10000, "articles in the database")
	protos := flag.Int("protos", 600, "distinct generated articles analysed, then varied up to -n")
	storySize := flag.Int("story", 200, "articles in the one large story")
	shared := flag.String("shared", "../shared", "shared data folder for the generator's corpus (the built-in pools when absent)")
	conc := flag.Int("c", 4, "concurrent workers")
	dur := flag.Duration("d", 10*time.Second, "time spent on each page")
	maxReq := flag.Int("max", 200000, "at most this many requests per page")
	dir := flag.String("dir", "", "folder for the database (default: a temporary one, removed after)")
	reuse := flag.Bool("reuse", false, "use the database in -dir as it is")
	skip := flag.String("skip", "^map +/map", "leave out the pages whose name matches this regular expression (empty: none)")
	only := flag.String("only", "", "measure only the pages whose name matches this regular expression")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the pages' measurement (server and clients) to this file")
	flag.Parse()
	skipRE, err := regexp.Compile(*skip)
	if err != nil {
		log.Fatal(err)
	}
	onlyRE, err := regexp.Compile(*only)
	if err != nil {
		log.Fatal(err)
	}

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
		arts, err := prototypes(ctx, *shared, *protos)
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("analysed %d prototypes in %s", len(arts), time.Since(start).Round(time.Millisecond))
		start = time.Now()
		if err := fill(ctx, st, arts, *n, *storySize); err != nil {
			log.Fatal(err)
		}
		log.Printf("filled %d articles in %s", *n, time.Since(start).Round(time.Millisecond))
		// The fill writes no story through the check: its figures and
		// merged events are written as for a database made before them.
		start = time.Now()
		stories, err := alerts.Refresh(ctx, fix.Wrap(st))
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("headline figures and merged events of %d stories in %s", stories, time.Since(start).Round(time.Millisecond))
	}
	total, _ := st.CountArticles(ctx)
	big, err := st.Story(ctx, bigStory)
	if err != nil {
		log.Fatal(err)
	}

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
	// The filters, on the story list and the events: an outlet, an event
	// type and two sources, and a month of publication dates.
	outlet := "none"
	if outlets, _ := st.Outlets(ctx); len(outlets) > 0 {
		outlet = outlets[len(outlets)/2].Outlet
	}
	month := "2019-02-01"
	if len(list) > 0 && !list[len(list)-1].Published.Time.IsZero() {
		month = list[len(list)-1].Published.Time.Format("2006-01") + "-01"
	}
	filtered := url.Values{"outlet": {outlet}, "since": {month}}.Encode()
	// The event filters, on the events page and the map: a type and a
	// country, which select articles through article_events.
	eventFiltered := url.Values{"type": {"Protests"}, "country": {"US"}}.Encode()
	pages := []struct {
		name string
		path func(r *rand.Rand) string
	}{
		{"story list    /", func(*rand.Rand) string { return "/" }},
		{"API stories   /api/stories", func(*rand.Rand) string { return "/api/stories" }},
		{"stories, page", func(r *rand.Rand) string {
			s := stories[r.IntN(len(stories))]
			return fmt.Sprintf("/api/stories?before=%d-%d", storyline.SortDeveloping.Rank(s), s.Updated)
		}},
		{"stories, newest", func(*rand.Rand) string { return "/api/stories?sort=newest" }},
		{"stories, sources", func(*rand.Rand) string { return "/api/stories?sort=sources" }},
		{fmt.Sprintf("story page    (%d articles)", big.Articles), func(*rand.Rand) string { return fmt.Sprintf("/stories/%d", bigStory) }},
		{"story page    /stories/ID", func(r *rand.Rand) string { return fmt.Sprintf("/stories/%d", sids[r.IntN(len(sids))]) }},
		{"entities      /entities", func(*rand.Rand) string { return "/entities" }},
		{"article list  /articles", func(*rand.Rand) string { return "/articles" }},
		{"article list, page", func(r *rand.Rand) string { return fmt.Sprintf("/articles?before=%d", ids[r.IntN(len(ids))]) }},
		{"article page  /articles/ID", func(r *rand.Rand) string { return fmt.Sprintf("/articles/%d", ids[r.IntN(len(ids))]) }},
		{"API list      /api/articles", func(*rand.Rand) string { return "/api/articles" }},
		{"API search    /api/search?q=", func(*rand.Rand) string { return "/api/search?q=police+said" }},
		{"map           /map", func(*rand.Rand) string { return "/map" }},
		{"story list, outlet+since", func(*rand.Rand) string { return "/?" + filtered }},
		{"API stories, type+sources", func(*rand.Rand) string { return "/api/stories?type=Battles&min_sources=2" }},
		{"API stories, place", func(*rand.Rand) string { return "/api/stories?place=SY" }},
		{"API articles, outlet+since", func(*rand.Rand) string { return "/api/articles?" + filtered }},
		{"events        /events", func(*rand.Rand) string { return "/events?" + filtered }},
		{"events, type+place", func(*rand.Rand) string { return "/events?" + eventFiltered }},
		{"map, outlet+since", func(*rand.Rand) string { return "/map?" + filtered }},
		{"map, type+place", func(*rand.Rand) string { return "/map?" + eventFiltered }},
		{"map, type", func(*rand.Rand) string { return "/map?type=Protests" }},
		{"export, type+place", func(*rand.Rand) string { return "/api/events.csv?" + eventFiltered }},
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *conc, MaxConnsPerHost: *conc}}
	fmt.Printf("%d articles, %d workers, %s per page (at most %d requests)\n\n", total, *conc, *dur, *maxReq)
	fmt.Printf("%-32s %8s %9s %8s %8s %8s %6s\n", "page", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "errors")
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	for _, p := range pages {
		if *skip != "" && skipRE.MatchString(p.name) || !onlyRE.MatchString(p.name) {
			continue
		}
		res := loadgen.Hammer(client, base, p.path, *conc, *dur, *maxReq)
		fmt.Printf("%-32s %8d %9.0f %8.1f %8.1f %8.1f %6d\n", p.name, len(res.Latencies), res.PerSec(), res.Millis(0.5), res.Millis(0.99), res.Millis(1), res.Errors)
	}
}

// proto is one analysed generated article and the generator's story of it.
type proto struct {
	a     *storyline.Article
	sig   storyline.Signature
	story int
}

// prototypes analyses k generated articles through the pipeline, on every
// core.
func prototypes(ctx context.Context, shared string, k int) ([]proto, error) {
	corpus, err := bench.LoadShared(shared)
	if err != nil {
		log.Printf("corpus: %v; using the built-in sentence pools", err)
		corpus = bench.BuiltinCorpus()
	}
	g := bench.NewGenerator(corpus, 1, bench.TargetWords)
	gen := make([]bench.GenArticle, k)
	for i := range gen {
		gen[i] = g.Article()
	}
	out := make([]proto, k)
	errs := make([]error, k)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b := pipeline.Builder{}
			for i := range next {
				ga := gen[i]
				txt := ga.Title + "\n\n" + ga.Text
				a, sig, err := b.Build(ctx, ingest.Doc{
					Name: fmt.Sprintf("gen/%d", ga.ID), Format: storyline.FormatText, Text: txt, Raw: []byte(txt),
					Title: ga.Title, Outlet: "Generated", OutletSource: "flag",
					Published: ga.Published, DateSource: storyline.DateFromField,
				})
				out[i], errs[i] = proto{a: a, sig: sig, story: ga.Story}, err
			}
		}()
	}
	for i := range gen {
		next <- i
	}
	close(next)
	wg.Wait()
	return out, errors.Join(errs...)
}

var outlets = []string{"AP", "Reuters", "BBC", "El Tiempo", "Le Monde", "Al Jazeera", "NHK", "Fox News", "The Hindu", "Folha"}

// fill stores n variants of the prototypes with their stories, 1000
// articles a transaction.
func fill(ctx context.Context, st *sqlite.DB, ps []proto, n, storySize int) error {
	maxStory := 0
	var first []proto // the prototypes of the first generated story
	for _, p := range ps {
		maxStory = max(maxStory, p.story)
		if p.story == ps[0].story {
			first = append(first, p)
		}
	}
	titles := map[int64]string{}
	var (
		b                storyline.Batch
		commit, rollback func() error
		err              error
	)
	for i := 0; i < n; i++ {
		if i%1000 == 0 {
			if b, commit, rollback, err = st.Batch(ctx); err != nil {
				return err
			}
		}
		round, p := i/len(ps), ps[i%len(ps)]
		days := 730 * round
		if i < storySize {
			// The large story repeats one generated story's articles, a
			// day later each round, as a long-running story would.
			p, days = first[i%len(first)], i/len(first)
		}
		a := *p.a
		a.ID = 0
		a.Title = fmt.Sprintf("%s, %d", p.a.Title, i)
		a.Outlet = outlets[(i*7+round)%len(outlets)]
		a.Input = fmt.Sprintf("load/%d", i)
		a.ContentHash = fmt.Sprintf("load-%d", i)
		a.RawHash = fmt.Sprintf("load-raw-%d", i)
		a.Published.Time = a.Published.Time.AddDate(0, 0, days)
		res, err := b.AddArticle(ctx, &a, []byte(a.Text), p.sig)
		if err != nil {
			rollback()
			return err
		}
		story := int64(bigStory)
		if i >= storySize {
			story = int64(bigStory + 1 + round*(maxStory+1) + p.story)
		}
		if titles[story] == "" {
			titles[story] = a.Title
		}
		err = b.AssignStory(ctx, storyline.StoryAssignment{ArticleID: res.ID, StoryID: story, Title: titles[story], Events: assign.CodedEvents(&a)})
		if err != nil {
			rollback()
			return err
		}
		if (i+1)%1000 == 0 || i == n-1 {
			if err := commit(); err != nil {
				return err
			}
		}
		if (i+1)%10000 == 0 {
			log.Printf("%d articles", i+1)
		}
	}
	return nil
}
