package alerts

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// receiver is a webhook endpoint that answers with the given statuses in
// turn (the last one thereafter) and keeps what it was sent.
type receiver struct {
	mu       sync.Mutex
	statuses []int
	calls    int
	got      [][]storyline.StoryChange
	agents   []string
	types    []string
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	status := rc.statuses[min(rc.calls, len(rc.statuses)-1)]
	rc.calls++
	rc.agents = append(rc.agents, r.UserAgent())
	rc.types = append(rc.types, r.Header.Get("Content-Type"))
	if status == http.StatusOK {
		var body struct {
			Changes []storyline.StoryChange `json:"changes"`
		}
		b, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(b, &body); err != nil {
			status = http.StatusBadRequest
		} else {
			rc.got = append(rc.got, body.Changes)
		}
	}
	w.WriteHeader(status)
}

var someChanges = []storyline.StoryChange{
	{ID: 1, Story: 1, At: ingestTime, Kind: storyline.ChangeNewSource, Summary: "New source: Reuters — <b>Floods</b>", Article: 1, Detail: map[string]any{"outlet": "Reuters"}},
	{ID: 2, Story: 1, At: ingestTime, Kind: storyline.ChangeFigureRevised, Summary: "Figure revised: people killed: at least 30 → 52", Article: 2},
	{ID: 3, Story: 4, At: ingestTime, Kind: storyline.ChangeConflict, Summary: "Conflict: people killed: 52 vs 80", Article: 3},
}

func TestWebhookRetriesThenDelivers(t *testing.T) {
	rc := &receiver{statuses: []int{503, 503, 200}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	w := &Webhook{URL: srv.URL, Backoff: time.Millisecond}
	if err := w.Notify(context.Background(), someChanges); err != nil {
		t.Fatal(err)
	}
	if rc.calls != 3 || len(rc.got) != 1 || len(rc.got[0]) != len(someChanges) {
		t.Fatalf("%d calls, delivered %v", rc.calls, rc.got)
	}
	if got := rc.got[0][0]; got.Summary != someChanges[0].Summary || got.Kind != storyline.ChangeNewSource || got.Detail["outlet"] != "Reuters" {
		t.Errorf("delivered %+v", got)
	}
	for i := range rc.agents {
		if !strings.HasPrefix(rc.agents[i], "storyline") || rc.types[i] != "application/json" {
			t.Errorf("request %d: User-Agent %q, Content-Type %q", i, rc.agents[i], rc.types[i])
		}
	}
}

func TestWebhookNoRetryOnClientError(t *testing.T) {
	rc := &receiver{statuses: []int{400}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	err := (&Webhook{URL: srv.URL, Backoff: time.Millisecond}).Notify(context.Background(), someChanges)
	if err == nil || !strings.Contains(err.Error(), "400") || rc.calls != 1 {
		t.Fatalf("%d calls: %v", rc.calls, err)
	}
	// 429 is retried.
	rc = &receiver{statuses: []int{429, 200}}
	srv2 := httptest.NewServer(rc)
	defer srv2.Close()
	if err := (&Webhook{URL: srv2.URL, Backoff: time.Millisecond}).Notify(context.Background(), someChanges); err != nil || rc.calls != 2 {
		t.Fatalf("429: %d calls: %v", rc.calls, err)
	}
}

func TestWebhookUnreachable(t *testing.T) {
	// A port nothing listens on: every attempt fails to connect.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	tries := 0
	client := &http.Client{Transport: countingTransport{&tries, http.DefaultTransport}}
	err = (&Webhook{URL: "http://" + addr + "/hook", Client: client, Attempts: 3, Backoff: time.Millisecond}).Notify(context.Background(), someChanges)
	if err == nil || !strings.Contains(err.Error(), "gave up after 3 attempts") || tries != 3 {
		t.Fatalf("%d tries: %v", tries, err)
	}
}

func TestWebhookContextBounds(t *testing.T) {
	rc := &receiver{statuses: []int{500}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := (&Webhook{URL: srv.URL, Attempts: 100, Backoff: 20 * time.Millisecond}).Notify(ctx, someChanges)
	if err == nil || time.Since(start) > 5*time.Second {
		t.Fatalf("after %s: %v", time.Since(start), err)
	}
}

func TestWebhookBatches(t *testing.T) {
	rc := &receiver{statuses: []int{200}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	if err := (&Webhook{URL: srv.URL, Batch: 2}).Notify(context.Background(), someChanges); err != nil {
		t.Fatal(err)
	}
	if len(rc.got) != 2 || len(rc.got[0]) != 2 || len(rc.got[1]) != 1 || rc.got[1][0].ID != 3 {
		t.Fatalf("batches: %v", rc.got)
	}
	if err := (&Webhook{URL: srv.URL}).Notify(context.Background(), nil); err != nil || rc.calls != 2 {
		t.Fatalf("no changes, no request: %d calls, %v", rc.calls, err)
	}
}

type countingTransport struct {
	n    *int
	next http.RoundTripper
}

func (c countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	*c.n++
	return c.next.RoundTrip(r)
}

func TestQueue(t *testing.T) {
	rc := &receiver{statuses: []int{503, 200}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	var mu sync.Mutex
	var logged []error
	q := NewQueue(&Webhook{URL: srv.URL, Backoff: time.Millisecond}, time.Minute, func(err error) { mu.Lock(); logged = append(logged, err); mu.Unlock() })
	for _, c := range someChanges {
		if err := q.Notify(context.Background(), []storyline.StoryChange{c}); err != nil {
			t.Fatal(err)
		}
	}
	if err := q.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(rc.got) != 3 || rc.got[0][0].ID != 1 || rc.got[2][0].ID != 3 || len(logged) != 0 {
		t.Fatalf("delivered in order: %v, logged %v", rc.got, logged)
	}
	if err := q.Notify(context.Background(), someChanges); err == nil {
		t.Error("a closed queue took changes")
	}
	if _, err := NewWebhook("ftp://example.org/x"); err == nil {
		t.Error("an ftp webhook")
	}
	if _, err := NewWebhook("/hook"); err == nil {
		t.Error("a relative webhook")
	}
}
