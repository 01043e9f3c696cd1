// Package watch polls feeds, URLs and folders on an interval and ingests
// what is new. Each round reads every input that is due through the normal
// ingest pipeline, with an ingest.Seen so that unchanged files are skipped
// and feeds are fetched conditionally (ETag, Last-Modified); duplicates are
// caught by the store as always. An input that fails is retried with
// exponential backoff, up to MaxBackoff, so a dead feed does not hammer its
// server or flood the log.
package watch

import (
	"context"
	"time"

	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// MaxBackoff caps the wait before retrying a failing input.
const MaxBackoff = time.Hour

// Watcher polls inputs.
type Watcher struct {
	// Ingester does the work; its Read.Seen is set by New.
	Ingester *pipeline.Ingester
	Inputs   []string
	Interval time.Duration
	// OnRound, when set, is called after each round with what it did.
	OnRound func(Round)

	next     map[string]time.Time // when each input is due
	failures map[string]int       // consecutive failed rounds per input
}

// Round reports one polling round.
type Round struct {
	Started time.Time
	Polled  []string // inputs read this round
	Summary pipeline.Summary
	// Backoff lists the inputs that failed, with the time of their retry.
	Backoff map[string]time.Time
}

// New returns a Watcher over inputs.
func New(in *pipeline.Ingester, inputs []string, interval time.Duration) *Watcher {
	if in.Read.Seen == nil {
		in.Read.Seen = ingest.NewSeen()
	}
	return &Watcher{Ingester: in, Inputs: inputs, Interval: interval,
		next: map[string]time.Time{}, failures: map[string]int{}}
}

// Run polls until ctx is cancelled, then returns ctx.Err(). A store error
// ends it early.
func (w *Watcher) Run(ctx context.Context) error {
	for {
		if _, err := w.Poll(ctx, time.Now()); err != nil {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(w.Interval):
		}
	}
}

// Poll runs one round at time now: every due input is read once.
func (w *Watcher) Poll(ctx context.Context, now time.Time) (Round, error) {
	r := Round{Started: now, Backoff: map[string]time.Time{}}
	for _, input := range w.Inputs {
		if now.Before(w.next[input]) {
			continue
		}
		r.Polled = append(r.Polled, input)
		sum, err := w.Ingester.Run(ctx, []string{input})
		if err != nil {
			return r, err
		}
		r.Summary.New += sum.New
		r.Summary.Duplicate += sum.Duplicate
		r.Summary.NearDuplicate += sum.NearDuplicate
		r.Summary.Failed += sum.Failed
		// An input fails when nothing of it could be read; one bad item in
		// a good feed is not a reason to back off.
		if sum.Failed > 0 && sum.New+sum.Duplicate+sum.NearDuplicate == 0 {
			w.failures[input]++
			wait := w.Interval << min(w.failures[input], 16)
			if wait > MaxBackoff || wait <= 0 {
				wait = MaxBackoff
			}
			w.next[input] = now.Add(wait)
			r.Backoff[input] = w.next[input]
		} else {
			w.failures[input] = 0
			delete(w.next, input)
		}
	}
	if w.OnRound != nil {
		w.OnRound(r)
	}
	return r, nil
}
