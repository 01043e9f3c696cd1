package hardening

import (
	"context"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/web"
)

// TestLoadDuringIngest is the load test, outside the unit suite: it runs
// only with STORYLINE_LOAD=1. It fills a database with STORYLINE_LOAD_ARTICLES
// generated articles (default 2000) through "storyline ingest", serves it
// on a loopback port with the server storyline serve uses, starts a second
// "storyline ingest" of twice as many new articles into the same database,
// and meanwhile sends the story list, story pages and search from
// STORYLINE_LOAD_CLIENTS concurrent clients (default 16), each page for
// STORYLINE_LOAD_SECONDS (default 8) or 20,000 requests. It logs requests/s
// and latency percentiles per page.
//
//	STORYLINE_LOAD=1 go test ./internal/hardening -run Load -v -timeout 30m
func TestLoadDuringIngest(t *testing.T) {
	if os.Getenv("STORYLINE_LOAD") == "" {
		t.Skip("load test: set STORYLINE_LOAD=1 to run it")
	}
	n := envInt(t, "STORYLINE_LOAD_ARTICLES", 2000)
	conc := envInt(t, "STORYLINE_LOAD_CLIENTS", 16)
	dur := time.Duration(envInt(t, "STORYLINE_LOAD_SECONDS", 8)) * time.Second
	const maxReq = 20000
	dir := t.TempDir()
	db := filepath.Join(dir, "load.db")
	genArticles(t, filepath.Join(dir, "first"), n, 11)
	genArticles(t, filepath.Join(dir, "second"), 2*n, 12)
	ctx := context.Background()
	start := time.Now()
	if res := run(ctx, t, nil, "ingest", filepath.Join(dir, "first"), "--db", db, "--quiet"); res.code != 0 {
		t.Fatalf("filling: %d %s", res.code, tail(res.stderr, 2000))
	}
	t.Logf("filled %d articles in %s", n, time.Since(start).Round(time.Millisecond))

	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := web.New(web.Options{Store: st, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := web.NewHTTPServer(ln.Addr().String(), srv)
	go hs.Serve(ln)
	defer hs.Close()
	base := "http://" + ln.Addr().String()
	list, err := st.Stories(ctx, storyline.StoryQuery{Limit: 1000})
	if err != nil || len(list) == 0 {
		t.Fatalf("stories: %d %v", len(list), err)
	}
	sids := make([]int64, len(list))
	for i, s := range list {
		sids[i] = s.ID
	}
	queries := []string{"soldiers", "officials said", "bridge", "flood", "Caracas", "council vote", "strike", "\"At least\"", "rescue", "Lima OR Quito"}

	biggest := 0
	for _, s := range list {
		biggest = max(biggest, s.Articles)
	}
	t.Logf("%d stories, the largest of %d articles", len(list), biggest)

	// The ingest that runs meanwhile (STORYLINE_LOAD_INGEST=0: none, for a
	// quiet baseline).
	second := filepath.Join(dir, "second")
	if os.Getenv("STORYLINE_LOAD_INGEST") == "0" {
		second = filepath.Join(dir, "first") // all duplicates: over in seconds
	}
	ing := exec.Command(bin, "ingest", second, "--db", db, "--quiet")
	var ingErr strings.Builder
	ing.Stderr = &ingErr
	if err := ing.Start(); err != nil {
		t.Fatal(err)
	}
	ingDone := make(chan error, 1)
	ingStart := time.Now()
	go func() { ingDone <- ing.Wait() }()
	if second != filepath.Join(dir, "second") {
		<-ingDone
		ingDone <- nil
	}
	running := func() bool {
		select {
		case err := <-ingDone:
			ingDone <- err
			return false
		default:
			return true
		}
	}

	pages := []struct {
		name string
		path func(r *rand.Rand) string
	}{
		{"story list /", func(*rand.Rand) string { return "/" }},
		{"story page /stories/ID", func(r *rand.Rand) string { return fmt.Sprintf("/stories/%d", sids[r.IntN(len(sids))]) }},
		{"search /api/search?q=", func(r *rand.Rand) string {
			return "/api/search?q=" + strings.ReplaceAll(queries[r.IntN(len(queries))], " ", "+")
		}},
		{"search page /articles?q=", func(r *rand.Rand) string {
			return "/articles?q=" + strings.ReplaceAll(queries[r.IntN(len(queries))], " ", "+")
		}},
	}
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: conc, MaxConnsPerHost: conc}}
	var rows []string
	rows = append(rows, fmt.Sprintf("%-26s %8s %8s %8s %8s %8s %6s %s", "page", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "errors", "ingest running"))
	for _, p := range pages {
		during := running()
		lat, errs, elapsed := hammer(client, base, p.path, conc, dur, maxReq)
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		pct := func(q float64) float64 {
			if len(lat) == 0 {
				return 0
			}
			return float64(lat[min(len(lat)-1, int(q*float64(len(lat))))]) / 1e6
		}
		rows = append(rows, fmt.Sprintf("%-26s %8d %8.0f %8.1f %8.1f %8.1f %6d %v→%v", p.name, len(lat), float64(len(lat))/elapsed.Seconds(), pct(0.5), pct(0.99), pct(1), errs, during, running()))
		if errs > 0 {
			t.Errorf("%s: %d errors", p.name, errs)
		}
	}
	err = <-ingDone
	took := time.Since(ingStart)
	if err != nil {
		t.Errorf("the concurrent ingest failed: %v\n%s", err, tail(ingErr.String(), 2000))
	}
	total, _ := st.CountArticles(ctx)
	if second != filepath.Join(dir, "second") {
		t.Logf("quiet baseline: no concurrent ingest")
	}
	t.Logf("%d articles at the start, %d at the end; concurrent ingest of %d took %s; %d clients, %s per page\n%s",
		n, total, 2*n, took.Round(time.Millisecond), conc, dur, strings.Join(rows, "\n"))
}

// hammer sends requests from conc clients until d passes or max requests
// are sent, and returns the latencies of the successful ones.
func hammer(client *http.Client, base string, path func(*rand.Rand) string, conc int, d time.Duration, max int) ([]time.Duration, int64, time.Duration) {
	var (
		mu    sync.Mutex
		lat   []time.Duration
		errs  atomic.Int64
		count atomic.Int64
		wg    sync.WaitGroup
	)
	deadline := time.Now().Add(d)
	start := time.Now()
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func(seed uint64) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(seed, 7))
			var mine []time.Duration
			for time.Now().Before(deadline) && count.Add(1) <= int64(max) {
				t0 := time.Now()
				resp, err := client.Get(base + path(r))
				if err != nil {
					errs.Add(1)
					continue
				}
				_, err = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if err != nil || resp.StatusCode != http.StatusOK {
					errs.Add(1)
					continue
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			lat = append(lat, mine...)
			mu.Unlock()
		}(uint64(w))
	}
	wg.Wait()
	return lat, errs.Load(), time.Since(start)
}
