// Package loadgen sends concurrent GET requests to a server and measures
// them: the one load generator of the load test (internal/hardening) and
// the loadtest command (internal/web/loadtest).
package loadgen

import (
	"io"
	"math/rand/v2"
	"net/http"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// Result is what one page's load measured.
type Result struct {
	// Latencies of the successful requests (200 OK, body read), sorted.
	Latencies []time.Duration
	Errors    int64
	// Failures counts the failed requests by cause: an HTTP status
	// ("404 Not Found") or "transport".
	Failures map[string]int
	Elapsed  time.Duration
}

// PerSec is the successful requests per second.
func (r Result) PerSec() float64 { return float64(len(r.Latencies)) / r.Elapsed.Seconds() }

// Millis is the q-quantile latency (0.5, 0.99, 1 for the maximum) in
// milliseconds; 0 when no request succeeded.
func (r Result) Millis(q float64) float64 {
	if len(r.Latencies) == 0 {
		return 0
	}
	return float64(r.Latencies[min(len(r.Latencies)-1, int(q*float64(len(r.Latencies))))]) / 1e6
}

// Hammer sends requests for base+path(r) from conc clients until d passes
// or max requests are sent. Each client draws its paths from its own
// seeded generator, so runs repeat.
func Hammer(client *http.Client, base string, path func(*rand.Rand) string, conc int, d time.Duration, max int) Result {
	var (
		mu    sync.Mutex
		fails = map[string]int{}
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
			fail := func(cause string) {
				errs.Add(1)
				mu.Lock()
				fails[cause]++
				mu.Unlock()
			}
			for time.Now().Before(deadline) && count.Add(1) <= int64(max) {
				t0 := time.Now()
				resp, err := client.Get(base + path(r))
				if err != nil {
					fail("transport")
					continue
				}
				_, err = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				switch {
				case err != nil:
					fail("transport")
					continue
				case resp.StatusCode != http.StatusOK:
					fail(resp.Status)
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
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	return Result{Latencies: lat, Errors: errs.Load(), Failures: fails, Elapsed: time.Since(start)}
}
