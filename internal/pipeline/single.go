package pipeline

import (
	"context"

	"github.com/storyline-news/storyline/internal/ingest"
)

// AddDoc builds one document and stores it the way Run does: the
// near-duplicate check, then AddArticle. A document that cannot be built is
// reported as a Failed event with a nil error; the error is for the store
// failing or ctx ending. OnEvent, when set, is called with the event.
//
// AddDoc does not serialize itself against other calls: callers storing
// from several goroutines should do so one at a time, so that the first of
// two copies is the one the other is linked to.
func (in *Ingester) AddDoc(ctx context.Context, doc ingest.Doc) (Event, error) {
	j := &job{doc: doc, done: make(chan built, 1)}
	if id := in.storedAs(ctx, doc.Raw); id != 0 {
		j.done <- built{storedAs: id}
	} else {
		a, sig, err := in.Builder.Build(ctx, doc)
		j.done <- built{a: a, sig: sig, err: err}
	}
	ev := in.store(ctx, j)
	if ev.Err != nil && ev.Outcome == "" {
		return ev, ev.Err
	}
	if in.OnEvent != nil {
		in.OnEvent(ev)
	}
	return ev, nil
}
