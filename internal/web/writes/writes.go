// Package writes makes the server's writes — the articles posted to the
// API and the corrections from the API and the dashboard — one at a time,
// over the one story assigner, and tells the stories they touch (their
// feeds, the webhook).
package writes

import (
	"context"
	"errors"
	"log"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// ErrClosed is the answer to writes after Close.
var ErrClosed = errors.New("the server is shutting down")

// Writer serializes the writes. Set its fields before the first write and
// leave them; its methods are safe for concurrent use.
type Writer struct {
	Store storyline.Store
	// Builder and Read configure the pipeline stored articles run through.
	Builder pipeline.Builder
	Read    ingest.Options
	// Stories, when set, puts stored articles in their stories as they
	// arrive; the Writer serializes its use (an assign.Assigner is not safe
	// for concurrent use) and closes it in Close.
	Stories *assign.Assigner
	// Notifier, when set, is given the story changes each write brings
	// (internal/alerts); they are recorded for the story feeds either way.
	Notifier alerts.Notifier
	// Log receives the failures a write does not answer for.
	Log *log.Logger

	// mu stores one document at a time, so the first of two copies posted
	// together is the one the other is linked to, and guards the story
	// assigner.
	mu sync.Mutex
	// closed is set by Close: writes then fail with ErrClosed.
	closed bool
}

// Ingest runs the pipeline on docs, one at a time, putting each new
// article in its story when there is a story assigner, and hands each
// outcome to add.
func (w *Writer) Ingest(ctx context.Context, docs []ingest.Doc, add func(pipeline.Event)) error {
	var touched alerts.Touched
	in := &pipeline.Ingester{Store: w.Store, Builder: w.Builder, Read: w.Read, Stories: w.Stories, OnEvent: touched.Add}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return ErrClosed
	}
	defer w.alert(ctx, &touched)
	for _, d := range docs {
		ev, err := in.AddDoc(ctx, d)
		if err != nil {
			return err
		}
		add(ev)
	}
	return nil
}

// alert records the changes of the stories a write touched, for their
// feeds, and hands them to the notifier when there is one. It runs with mu
// held, after the write, so checks never overlap; a failure is logged,
// never the write's.
func (w *Writer) alert(ctx context.Context, t *alerts.Touched) {
	// The client hanging up does not undo what was stored.
	ctx = context.WithoutCancel(ctx)
	if _, err := alerts.Run(ctx, w.Store, t, w.Notifier); err != nil {
		w.Log.Printf("alerts: %v", err)
	}
}

// Close closes the story assigner (its merge pass and state save) after
// the writes under way; later writes fail with ErrClosed.
func (w *Writer) Close(ctx context.Context) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return nil
	}
	w.closed = true
	if w.Stories != nil {
		return w.Stories.Close(ctx)
	}
	return nil
}

// CatchUp puts in their stories the articles other processes stored, and
// applies the story corrections they logged, while the story assigner
// holds the stories lock (see assign.Assigner.CatchUp).
func (w *Writer) CatchUp(ctx context.Context) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed || w.Stories == nil {
		return nil
	}
	return w.Stories.CatchUp(ctx)
}
