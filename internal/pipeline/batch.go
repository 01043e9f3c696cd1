package pipeline

import (
	"context"
	"time"

	"github.com/storyline-news/storyline"
)

// A batch is committed when it holds batchArticles articles or has been
// open for batchTime, and whenever the ingester would otherwise wait with
// it open past that time (a slow document, a quiet feed). Other writers of
// the database wait for the commit, so batchTime also bounds their wait.
//
// Each commit writes again every index page the batch touched, and the
// indexes of random keys (the near-duplicate bands, the entity names and
// counts) are touched all over: into a new store, every commit rewrote
// nearly every page of them. 256 articles or a second (64 or 250 ms
// before) wrote a third fewer WAL frames for the 924 PolNeAR texts (30.7k
// against 45.5k) and took a third less CPU in commits, a fifth less on the
// store goroutine (docs/performance.md).
const (
	batchArticles = 256
	batchTime     = time.Second
)

// storeLoop stores the built articles in input order, on one goroutine.
// Against a storyline.Batcher it writes many articles per transaction; the events of
// a batch's articles are reported (and counted) once it is committed, so
// an event always means the article is stored.
//
// Cancelling the run stops the waiting for builds, not the storing of an
// article begun: the store's writes and the batch run under a context
// without cancellation, so an interrupted run commits the whole articles
// of its open batch. Rolling them back would leave the story clusterer
// holding articles the store does not, and its state would have to be
// rebuilt.
type storeLoop struct {
	in *Ingester
	// engine is the store beneath in.Store's views (storyline.Beneath):
	// writing is its, and batcher is it when it batches.
	engine  storyline.Store
	batcher storyline.Batcher
	sum     *Summary

	// The open batch, if any.
	batch            storyline.Batch
	commitF, rollbkF func() error
	opened           time.Time
	n                int
	pending          []Event
	// placer clusters the batch's articles beside its writes, when the
	// store batches and this process assigns stories; nil otherwise.
	placer *placer
}

// next stores one job. An error is the store's: the run stops.
func (sl *storeLoop) next(ctx context.Context, j *job) error {
	if j.fail != nil {
		sl.report(Event{Name: j.fail.Name, Outcome: Failed, Err: j.fail.Err})
		return nil
	}
	b, err := sl.wait(ctx, j)
	if err != nil {
		return err
	}
	switch {
	case b.storedAs != 0:
		sl.report(Event{Name: j.doc.Name, Outcome: Duplicate, ID: b.storedAs})
		return nil
	case b.err != nil:
		sl.report(Event{Name: j.doc.Name, Outcome: Failed, Err: b.err})
		return nil
	}
	ctx = context.WithoutCancel(ctx)
	var w storyline.Batch = sl.engine
	if sl.batcher != nil {
		if sl.batch == nil {
			if sl.batch, sl.commitF, sl.rollbkF, err = sl.batcher.Batch(ctx); err != nil {
				sl.batch = nil
				return err
			}
			sl.opened, sl.n = time.Now(), 0
		}
		w = sl.batch
	}
	if sl.placer != nil && sl.batch != nil {
		ev := sl.in.add(ctx, w, j, b)
		if ev.Err != nil {
			return ev.Err
		}
		sl.report(ev)
		if ev.Outcome != Duplicate {
			sl.placer.add(b.a, b.doc, len(sl.pending)-1)
		}
		if err := sl.placer.record(ctx, sl.batch, sl.pending, false); err != nil {
			return err
		}
	} else {
		ev := sl.in.store(ctx, w, j, b)
		if ev.Err != nil && ev.Outcome == "" {
			return ev.Err
		}
		sl.report(ev)
	}
	if sl.batch != nil {
		sl.n++
		if sl.n >= batchArticles || time.Since(sl.opened) >= batchTime {
			return sl.commit(ctx) // ctx without cancellation, as above
		}
	}
	return nil
}

// wait waits for j's build, committing the open batch if that takes past
// its time.
func (sl *storeLoop) wait(ctx context.Context, j *job) (built, error) {
	if sl.batch != nil {
		select {
		case b := <-j.done:
			return b, nil
		default:
		}
		t := time.NewTimer(max(0, batchTime-time.Since(sl.opened)))
		select {
		case b := <-j.done:
			t.Stop()
			return b, nil
		case <-t.C:
			if err := sl.commit(context.WithoutCancel(ctx)); err != nil {
				return built{}, err
			}
		case <-ctx.Done():
			t.Stop()
			return built{}, ctx.Err()
		}
	}
	select {
	case b := <-j.done:
		return b, nil
	case <-ctx.Done():
		return built{}, ctx.Err()
	}
}

// report counts and reports ev now, or when the open batch is committed.
func (sl *storeLoop) report(ev Event) {
	if sl.batch != nil {
		sl.pending = append(sl.pending, ev)
		return
	}
	sl.emit(ev)
}

func (sl *storeLoop) emit(ev Event) { sl.in.emit(sl.sum, ev) }

// emit counts ev in sum and reports it.
func (in *Ingester) emit(sum *Summary, ev Event) {
	switch ev.Outcome {
	case New:
		sum.New++
	case Duplicate:
		sum.Duplicate++
	case NearDuplicate:
		sum.NearDuplicate++
	case Failed:
		sum.Failed++
	}
	if in.OnEvent != nil {
		in.OnEvent(ev)
	}
}

// commit commits the open batch, if any, and reports its events.
func (sl *storeLoop) commit(ctx context.Context) error {
	if sl.batch == nil {
		return nil
	}
	if sl.placer != nil {
		// The batch's writes run without cancellation (see storeLoop):
		// an interrupted run commits the articles it holds, with their
		// stories.
		wctx := context.WithoutCancel(ctx)
		err := sl.placer.record(wctx, sl.batch, sl.pending, true)
		if err == nil {
			err = sl.in.Stories.SaveDue(wctx, sl.batch)
		}
		if err != nil {
			sl.rollback(ctx)
			return err
		}
	}
	err := sl.commitF()
	sl.batch = nil
	if err != nil {
		sl.pending = nil
		sl.in.Stories.Reload(context.WithoutCancel(ctx))
		return err
	}
	for _, ev := range sl.pending {
		sl.emit(ev)
	}
	sl.pending = nil
	return nil
}

// rollback drops the open batch, if any (the run failed): none of its
// articles is stored, and the story assigner forgets them.
func (sl *storeLoop) rollback(ctx context.Context) {
	if sl.batch == nil {
		return
	}
	if sl.placer != nil {
		sl.placer.drop()
	}
	sl.rollbkF()
	sl.batch, sl.pending = nil, nil
	sl.in.Stories.Reload(context.WithoutCancel(ctx))
}
