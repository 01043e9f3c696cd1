package pipeline

import (
	"context"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/dedup"
)

// writeLoop stores built articles on several connections at once, for a
// store that takes concurrent writers and does not batch (PostgreSQL):
// there each article's writes are a few round trips to the server, and
// one writer at a time leaves the cores idle while it waits.
//
// What must stay in input order does: an article is dispatched only
// after the builds before it, so a syndicated copy finds its first copy —
// when a copy's first copy is still being written, the copy waits for it;
// and stories are assigned, and events reported, in input order by one
// goroutine, the assigner, so the clusterer sees the same sequence as
// with one writer. Article IDs may then differ from input order, and so
// may which entity a bare surname joins (the full name's, once it is
// stored), as with several ingest processes; Ingester.Writers = 1 keeps
// both in input order.
type writeLoop struct {
	in      *Ingester
	engine  storyline.Store
	sum     *Summary
	writers int
}

// write is one article on its way to the store.
type write struct {
	j    *job
	b    built
	ev   Event // the add's outcome, once done is closed
	done chan struct{}
}

// run stores the jobs of ordered, in their order, until it is closed. An
// error is the store's: the run stops.
func (wl *writeLoop) run(ctx context.Context, ordered <-chan *job) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	queue := make(chan *write, 2*wl.writers)
	sem := make(chan struct{}, wl.writers)
	var storeErr error
	var errOnce sync.Once
	fail := func(err error) {
		errOnce.Do(func() { storeErr = err; cancel() })
	}

	assigned := make(chan struct{})
	go func() {
		defer close(assigned)
		for w := range queue {
			<-w.done
			ev := w.ev
			if ev.Err != nil && ev.Outcome == "" {
				fail(ev.Err)
				continue
			}
			if storeErr == nil && (ev.Outcome == New || ev.Outcome == NearDuplicate) {
				// The story is assigned whatever the context says: the
				// article is stored, and the clusterer must know it.
				ev = wl.in.assign(context.WithoutCancel(ctx), wl.engine, w.j, w.b, ev)
				if ev.Err != nil && ev.Outcome == "" {
					fail(ev.Err)
					continue
				}
			}
			wl.in.emit(wl.sum, ev)
		}
	}()

	var inflight []*write
	for j := range ordered {
		if ctx.Err() != nil {
			continue // drain so the reader and workers can stop
		}
		w := &write{j: j, done: make(chan struct{})}
		switch {
		case j.fail != nil:
			w.ev = Event{Name: j.fail.Name, Outcome: Failed, Err: j.fail.Err}
			close(w.done)
		default:
			select {
			case w.b = <-j.done:
			case <-ctx.Done():
				continue
			}
			switch {
			case w.b.storedAs != 0:
				w.ev = Event{Name: j.doc.Name, Outcome: Duplicate, ID: w.b.storedAs}
				close(w.done)
			case w.b.err != nil:
				w.ev = Event{Name: j.doc.Name, Outcome: Failed, Err: w.b.err}
				close(w.done)
			default:
				inflight = waitForCopies(inflight, w.b.sig)
				sem <- struct{}{}
				inflight = append(inflight, w)
				go func() {
					defer func() { <-sem }()
					// Writes run to the end once begun, as with one writer.
					w.ev = wl.in.add(context.WithoutCancel(ctx), wl.engine, w.j, w.b)
					close(w.done)
				}()
			}
		}
		select {
		case queue <- w:
		case <-ctx.Done():
		}
	}
	close(queue)
	<-assigned
	for _, w := range inflight {
		<-w.done
	}
	return storeErr
}

// waitForCopies waits for the writes in flight whose article sig nearly
// duplicates (or duplicates), so that the store shows it when the copy
// looks for its first copy; it returns the writes still in flight.
func waitForCopies(inflight []*write, sig storyline.Signature) []*write {
	kept := inflight[:0]
	for _, w := range inflight {
		select {
		case <-w.done:
			continue
		default:
		}
		if dedup.Similarity(sig.MinHash, w.b.sig.MinHash) >= dedup.Threshold {
			<-w.done
			continue
		}
		kept = append(kept, w)
	}
	clear(inflight[len(kept):])
	return kept
}
