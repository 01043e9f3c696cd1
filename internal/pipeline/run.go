package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"runtime"
	"strings"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/dedup"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/store/codec"
	"github.com/storyline-news/storyline/internal/stories"
)

// Outcome is what happened to one input document.
type Outcome string

// Outcomes of ingesting a document.
const (
	New           Outcome = "new"
	Duplicate     Outcome = "duplicate"
	NearDuplicate Outcome = "near-duplicate"
	Failed        Outcome = "failed"
)

// Event reports one document's outcome.
type Event struct {
	Name    string
	Outcome Outcome
	ID      int64  // the stored article (for duplicates: the existing one)
	Of      int64  // for near-duplicates: the first copy
	Title   string // of the stored article
	Story   int64  // the story it joined, when stories are assigned
	Err     error  // for failures: one line naming the cause
	// Article is the article as stored, for new articles and copies (nil
	// otherwise): listeners that read it back, such as the alerts check,
	// can skip decoding it. It must not be changed.
	Article *storyline.Article
}

// Result is one input's outcome as `storyline ingest --json` and
// POST /api/ingest write it (docs/json.md).
type Result struct {
	Input   string `json:"input"`
	Outcome string `json:"outcome"`
	ID      int64  `json:"id,omitempty"`
	Of      int64  `json:"near_duplicate_of,omitempty"`
	Title   string `json:"title,omitempty"`
	// Story is the story the article joined, when stories are assigned.
	Story int64  `json:"story,omitempty"`
	Error string `json:"error,omitempty"`
}

// Result is the event as written for a reader: its error on one line.
func (ev Event) Result() Result {
	r := Result{Input: ev.Name, Outcome: string(ev.Outcome), ID: ev.ID, Of: ev.Of, Title: ev.Title, Story: ev.Story}
	if ev.Err != nil {
		r.Error = strings.Join(strings.Fields(ev.Err.Error()), " ")
	}
	return r
}

// Summary counts outcomes.
type Summary struct {
	New           int `json:"new"`
	Duplicate     int `json:"duplicate"`
	NearDuplicate int `json:"near_duplicate"`
	Failed        int `json:"failed"`
}

// Total is the number of documents seen.
func (s Summary) Total() int { return s.New + s.Duplicate + s.NearDuplicate + s.Failed }

// Ingester reads inputs, builds articles in parallel and stores them in
// input order.
type Ingester struct {
	Store   storyline.Store
	Builder Builder
	Read    ingest.Options
	// Workers build articles in parallel (runtime.NumCPU() when 0).
	Workers int
	// Writers store articles in parallel on a store that takes concurrent
	// writers (storyline.ConcurrentWriter; Workers when 0). One keeps
	// article and entity IDs in input order.
	Writers int
	// OnEvent, when set, is called for each document in input order.
	OnEvent func(Event)
	// Stories, when set, puts each new article in its story as soon as it
	// is stored.
	Stories *assign.Assigner
}

// buildAhead is how many more documents the workers may build ahead of
// the store goroutine. It stores in input order and stops for each
// batch's commit; with two documents ahead, the workers stopped too,
// and each side spent much of an ingest waiting for the other.
const buildAhead = 32

type job struct {
	doc  ingest.Doc
	fail *ingest.InputError // set for inputs that failed to read
	done chan built
}

type built struct {
	a   *storyline.Article
	sig storyline.Signature
	err error
	// storedAs is set when the input bytes were stored before: a duplicate
	// found without building.
	storedAs int64
	// Computed by the worker, off the ordered store path, when the store and
	// the ingester can use them: the article's encoded columns, and its
	// story clusterer features.
	enc *codec.Encoded
	doc *stories.Doc
}

// prepare computes, on a worker, what storing b will need and can be
// computed before: the encoded columns, when the store takes them
// (encode), and the story features.
func (in *Ingester) prepare(b *built, raw []byte, encode, storyDocs bool) {
	if b.a == nil || b.err != nil {
		return
	}
	if encode {
		if enc, err := codec.Encode(b.a, raw); err == nil {
			b.enc = enc
		} // else AddArticle encodes again, and reports the error
	}
	if storyDocs {
		d := assign.Doc(b.a)
		b.doc = &d
	}
}

// Run ingests every input. A failure of one document is reported as an
// event and counted; the run goes on. Run returns an error only when the
// store fails or ctx is cancelled.
func (in *Ingester) Run(ctx context.Context, inputs []string) (Summary, error) {
	workers := in.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	Warm()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	ordered := make(chan *job, 2*workers+buildAhead)
	work := make(chan *job, workers)
	storyDocs := in.Stories.Leader() // read once: the store goroutine may change it
	sl := storeLoop{in: in, engine: storyline.Beneath(in.Store), sum: &Summary{}}
	sl.batcher, _ = sl.engine.(storyline.Batcher)
	if sl.batcher != nil && storyDocs {
		sl.placer = newPlacer(in.Stories)
		defer sl.placer.stop()
	}
	_, encode := sl.engine.(codec.EncodedAdder)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				if id := in.storedAs(ctx, j.doc.Raw); id != 0 {
					j.done <- built{storedAs: id}
					continue
				}
				a, sig, err := in.Builder.Build(ctx, j.doc)
				b := built{a: a, sig: sig, err: err}
				in.prepare(&b, j.doc.Raw, encode, storyDocs)
				j.done <- b
			}
		}()
	}
	readErr := make(chan error, 1)
	go func() {
		defer close(ordered)
		defer close(work)
		err := ingest.Read(ctx, inputs, in.Read,
			func(d ingest.Doc) error {
				j := &job{doc: d, done: make(chan built, 1)}
				select {
				case ordered <- j:
				case <-ctx.Done():
					return ctx.Err()
				}
				select {
				case work <- j:
				case <-ctx.Done():
					return ctx.Err()
				}
				return nil
			},
			func(e *ingest.InputError) {
				select {
				case ordered <- &job{fail: e}:
				case <-ctx.Done():
				}
			})
		readErr <- err
	}()

	var storeErr error
	writers := in.Writers
	if writers <= 0 {
		writers = workers
	}
	if cw, ok := sl.engine.(storyline.ConcurrentWriter); ok && sl.batcher == nil && writers > 1 && cw.MaxWriters() > 1 {
		wl := writeLoop{in: in, engine: sl.engine, sum: sl.sum, writers: min(writers, cw.MaxWriters())}
		if storeErr = wl.run(ctx, ordered); storeErr != nil {
			cancel()
		}
	}
	for j := range ordered {
		if storeErr != nil {
			continue // drain so the reader and workers can stop
		}
		if err := sl.next(ctx, j); err != nil {
			storeErr = err
			cancel()
		}
	}
	// The batch holds only whole articles (see storeLoop): an interrupted run
	// keeps them, as it kept every article stored before the interruption.
	if storeErr == nil || errors.Is(storeErr, context.Canceled) || errors.Is(storeErr, context.DeadlineExceeded) {
		if err := sl.commit(ctx); err != nil && storeErr == nil {
			storeErr = err
		}
	}
	sl.rollback(ctx)
	sum := *sl.sum
	wg.Wait()
	if storeErr != nil {
		return sum, storeErr
	}
	if err := <-readErr; err != nil {
		return sum, err
	}
	return sum, ctx.Err()
}

// store stores j's built article b through w (the store, or an open
// batch of it) and puts it in its story. An Event with an error and no
// Outcome means the store itself failed, which stops the run.
func (in *Ingester) store(ctx context.Context, w storyline.Batch, j *job, b built) Event {
	ev := in.add(ctx, w, j, b)
	if ev.Err != nil || ev.Outcome == Duplicate {
		return ev
	}
	return in.assign(ctx, w, j, b, ev)
}

// add stores j's built article b through w, marked as a copy of the
// stored article it nearly duplicates.
func (in *Ingester) add(ctx context.Context, w storyline.Batch, j *job, b built) Event {
	a := b.a
	cands, err := w.NearDuplicateCandidates(ctx, b.sig)
	if err != nil {
		return Event{Name: j.doc.Name, Err: err}
	}
	if id, sim, ok := dedup.Best(b.sig, cands); ok {
		a.NearDuplicateOf, a.NearDuplicateSim = id, sim
	}
	var res storyline.AddResult
	if ea, ok := w.(codec.EncodedAdder); ok && b.enc != nil {
		res, err = ea.AddEncoded(ctx, a, b.enc, b.sig)
	} else {
		res, err = w.AddArticle(ctx, a, j.doc.Raw, b.sig)
	}
	if err != nil {
		return Event{Name: j.doc.Name, Err: err}
	}
	ev := Event{Name: j.doc.Name, ID: res.ID, Title: a.Title}
	switch {
	case res.Duplicate:
		ev.Outcome = Duplicate
		return ev
	case a.NearDuplicateOf != 0:
		ev.Outcome, ev.Of = NearDuplicate, a.NearDuplicateOf
	default:
		ev.Outcome = New
	}
	ev.Article = a
	return ev
}

// assign puts the article ev stored in its story, when stories are
// assigned.
func (in *Ingester) assign(ctx context.Context, w storyline.Batch, j *job, b built, ev Event) Event {
	if in.Stories == nil {
		return ev
	}
	var err error
	if b.doc != nil {
		ev.Story, err = in.Stories.AssignDoc(ctx, w, b.a, *b.doc)
	} else {
		ev.Story, err = in.Stories.AssignTo(ctx, w, b.a)
	}
	if err != nil {
		return Event{Name: j.doc.Name, Err: err}
	}
	return ev
}

func rawHash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// storedAs returns the article already built from these exact input bytes,
// or 0. Resuming an interrupted run, or re-reading a folder, then skips the
// analysis of what is stored; a lookup error only means building anyway.
func (in *Ingester) storedAs(ctx context.Context, raw []byte) int64 {
	if len(raw) == 0 {
		return 0
	}
	id, err := in.Store.ArticleByRawHash(ctx, rawHash(raw))
	if err != nil {
		return 0
	}
	return id
}
