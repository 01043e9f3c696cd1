package alerts

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/storyline-news/storyline"
)

// Notifier delivers story changes somewhere.
type Notifier interface {
	Notify(ctx context.Context, changes []storyline.StoryChange) error
}

// Webhook defaults.
const (
	DefaultAttempts = 5
	DefaultBackoff  = 500 * time.Millisecond
	// DefaultBatch caps the changes of one POST; more are sent in several.
	DefaultBatch = 500
	// maxWait caps one wait between attempts, Retry-After included.
	maxWait = time.Minute
)

// UserAgent is the User-Agent of the webhook's requests.
var UserAgent = "storyline-alerts/1 (+https://github.com/storyline-news/storyline)"

// Webhook posts story changes as JSON, {"changes": [...]}, to a URL. A
// network error, a 5xx or a 429 answer is retried after Backoff, doubling
// each time (or after the answer's Retry-After, when longer), up to
// Attempts tries; another 4xx is not retried. Any 2xx is a delivery.
type Webhook struct {
	URL string
	// Client sends the requests (one with a 30s timeout when nil).
	Client *http.Client
	// Attempts, Backoff and Batch default to DefaultAttempts,
	// DefaultBackoff and DefaultBatch when 0.
	Attempts int
	Backoff  time.Duration
	Batch    int
}

var defaultClient = &http.Client{Timeout: 30 * time.Second}

// Notify posts the changes, in batches of at most w.Batch; nothing is
// posted when there are none. ctx bounds the whole delivery, waits
// included. It stops at the first batch that cannot be delivered.
func (w *Webhook) Notify(ctx context.Context, changes []storyline.StoryChange) error {
	batch := w.Batch
	if batch <= 0 {
		batch = DefaultBatch
	}
	for len(changes) > 0 {
		n := min(batch, len(changes))
		if err := w.post(ctx, changes[:n]); err != nil {
			return err
		}
		changes = changes[n:]
	}
	return nil
}

// permanent marks an answer not worth retrying.
type permanent struct{ error }

func (w *Webhook) post(ctx context.Context, changes []storyline.StoryChange) error {
	body, err := json.Marshal(map[string]any{"changes": changes})
	if err != nil {
		return err
	}
	attempts := w.Attempts
	if attempts <= 0 {
		attempts = DefaultAttempts
	}
	wait := w.Backoff
	if wait <= 0 {
		wait = DefaultBackoff
	}
	var last error
	for try := 1; ; try++ {
		retryAfter, err := w.send(ctx, body)
		if err == nil {
			return nil
		}
		var p permanent
		if errors.As(err, &p) {
			return fmt.Errorf("webhook %s: %w", w.URL, p.error)
		}
		last = err
		if try >= attempts {
			break
		}
		d := min(max(wait, retryAfter), maxWait)
		t := time.NewTimer(d)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("webhook %s: gave up after %d attempt(s): %w (last: %v)", w.URL, try, ctx.Err(), last)
		case <-t.C:
		}
		wait *= 2
	}
	return fmt.Errorf("webhook %s: gave up after %d attempts: %w", w.URL, attempts, last)
}

// send makes one attempt. It returns a permanent error for an answer not
// worth retrying, and the wait an answer asks for (Retry-After, seconds).
func (w *Webhook) send(ctx context.Context, body []byte) (time.Duration, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.URL, bytes.NewReader(body))
	if err != nil {
		return 0, permanent{err}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", UserAgent)
	client := w.Client
	if client == nil {
		client = defaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return 0, permanent{err}
		}
		return 0, err
	}
	// Drain a little so the connection can be reused.
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	switch code := resp.StatusCode; {
	case code >= 200 && code < 300:
		return 0, nil
	case code == http.StatusTooManyRequests || code >= 500:
		var after time.Duration
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
			after = time.Duration(s) * time.Second
		}
		return after, fmt.Errorf("answered %s", resp.Status)
	default:
		return 0, permanent{fmt.Errorf("answered %s", resp.Status)}
	}
}
