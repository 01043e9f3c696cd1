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
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline/internal/loadgen"

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
		gone bool // may rightly answer 404 (see below)
	}{
		{"story list /", func(*rand.Rand) string { return "/" }, false},
		{"story page /stories/ID", func(r *rand.Rand) string { return fmt.Sprintf("/stories/%d", sids[r.IntN(len(sids))]) }, true},
		{"search /api/search?q=", func(r *rand.Rand) string {
			return "/api/search?q=" + strings.ReplaceAll(queries[r.IntN(len(queries))], " ", "+")
		}, false},
		{"search page /articles?q=", func(r *rand.Rand) string {
			return "/articles?q=" + strings.ReplaceAll(queries[r.IntN(len(queries))], " ", "+")
		}, false},
	}
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: conc, MaxConnsPerHost: conc}}
	var rows []string
	rows = append(rows, fmt.Sprintf("%-26s %8s %8s %8s %8s %8s %6s %s", "page", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "errors", "ingest running"))
	for _, p := range pages {
		during := running()
		res := loadgen.Hammer(client, base, p.path, conc, dur, maxReq)
		rows = append(rows, fmt.Sprintf("%-26s %8d %8.0f %8.1f %8.1f %8.1f %6d %v→%v", p.name, len(res.Latencies), res.PerSec(), res.Millis(0.5), res.Millis(0.99), res.Millis(1), res.Errors, during, running()))
		errs := res.Errors
		if p.gone {
			// The concurrent ingest's merge pass may merge away a story
			// sampled at the start: its page is then rightly a 404.
			errs -= int64(res.Failures["404 Not Found"])
		}
		if errs > 0 {
			t.Errorf("%s: %d errors: %v", p.name, res.Errors, res.Failures)
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
