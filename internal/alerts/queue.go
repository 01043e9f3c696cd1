package alerts

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
)

// NewWebhook checks a webhook URL (absolute, http or https) and returns a
// Webhook with the default retries.
func NewWebhook(raw string) (*Webhook, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("webhook %q: want an absolute http or https URL", raw)
	}
	return &Webhook{URL: raw}, nil
}

// ErrQueueFull is returned by Queue.Notify when the deliveries fall too far
// behind: the changes are still recorded (and in the story feeds), only not
// posted.
var ErrQueueFull = errors.New("alerts: too many deliveries waiting; these changes are not posted")

// Queue delivers changes in the background, in the order given, one batch
// at a time: a writer (the web server) hands them over without waiting for
// a slow or failing receiver.
type Queue struct {
	n       Notifier
	timeout time.Duration
	logf    func(error)

	mu     sync.Mutex
	closed bool
	ch     chan []storyline.StoryChange
	done   chan struct{}
}

// QueueLength is how many batches may wait for delivery.
const QueueLength = 256

// NewQueue starts a queue over n. Each delivery gets timeout (no limit when
// 0, besides the notifier's own); logf, when set, is told of each failed
// one.
func NewQueue(n Notifier, timeout time.Duration, logf func(error)) *Queue {
	q := &Queue{n: n, timeout: timeout, logf: logf, ch: make(chan []storyline.StoryChange, QueueLength), done: make(chan struct{})}
	go q.run()
	return q
}

func (q *Queue) run() {
	defer close(q.done)
	for cs := range q.ch {
		ctx, cancel := context.Background(), context.CancelFunc(func() {})
		if q.timeout > 0 {
			ctx, cancel = context.WithTimeout(ctx, q.timeout)
		}
		err := q.n.Notify(ctx, cs)
		cancel()
		if err != nil && q.logf != nil {
			q.logf(err)
		}
	}
}

// Notify queues the changes and returns at once (ctx is not used: the
// delivery outlives the request that brought the changes).
func (q *Queue) Notify(_ context.Context, cs []storyline.StoryChange) error {
	if len(cs) == 0 {
		return nil
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return errors.New("alerts: the delivery queue is closed")
	}
	select {
	case q.ch <- cs:
		return nil
	default:
		return ErrQueueFull
	}
}

// Close stops taking changes and waits until those queued are delivered
// (or given up), or ctx ends.
func (q *Queue) Close(ctx context.Context) error {
	q.mu.Lock()
	if !q.closed {
		q.closed = true
		close(q.ch)
	}
	q.mu.Unlock()
	select {
	case <-q.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
