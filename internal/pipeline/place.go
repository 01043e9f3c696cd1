package pipeline

import (
	"context"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/stories"
)

// placeAhead is how many stored articles may wait for the clusterer.
const placeAhead = 8

// placer runs story assignment's clustering (assign.Assigner.Place) on a
// goroutine of its own, beside the store goroutine's writes of the next
// articles: it was a third of the store goroutine's work, the one chain
// of an ingest that runs in input order. The store goroutine records each
// placement in the open batch, in input order, and all of them (with the
// clusterer's state when a save is due) before the batch commits, so a
// committed batch holds its articles' stories as before.
type placer struct {
	sa    *assign.Assigner
	jobs  chan placeJob
	queue []placeJob // queued or placed, not yet recorded, in input order
}

type placeJob struct {
	a    *storyline.Article
	doc  *stories.Doc
	ev   int // the article's event in storeLoop.pending
	done chan assign.Placement
}

func newPlacer(sa *assign.Assigner) *placer {
	p := &placer{sa: sa, jobs: make(chan placeJob, placeAhead)}
	go func() {
		for j := range p.jobs {
			j.done <- sa.Place(j.a, j.doc)
		}
	}()
	return p
}

// stop ends the clustering goroutine once what is queued is placed.
func (p *placer) stop() { close(p.jobs) }

// add queues a stored article for its story; ev is its event's index in
// the batch's pending events.
func (p *placer) add(a *storyline.Article, doc *stories.Doc, ev int) {
	j := placeJob{a: a, doc: doc, ev: ev, done: make(chan assign.Placement, 1)}
	p.queue = append(p.queue, j)
	p.jobs <- j
}

// record writes the placements made so far through w, in input order, and
// sets each article's story in its pending event; with wait, it waits for
// all of them.
func (p *placer) record(ctx context.Context, w storyline.Batch, pending []Event, wait bool) error {
	for len(p.queue) > 0 {
		j := p.queue[0]
		var pl assign.Placement
		if wait {
			pl = <-j.done
		} else {
			select {
			case pl = <-j.done:
			default:
				return nil
			}
		}
		p.queue = p.queue[1:]
		id, err := p.sa.Record(ctx, w, pl)
		if err != nil {
			return err
		}
		pending[j.ev].Story = id
	}
	return nil
}

// drop waits for the placements under way and forgets them: their batch
// was rolled back, and the clusterer is reloaded next.
func (p *placer) drop() {
	for _, j := range p.queue {
		<-j.done
	}
	p.queue = nil
}
