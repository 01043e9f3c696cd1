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
	var ev Event
	if id := in.storedAs(ctx, doc.Raw); id != 0 {
		ev = Event{Name: doc.Name, Outcome: Duplicate, ID: id}
	} else if a, sig, err := in.Builder.Build(ctx, doc); err != nil {
		ev = Event{Name: doc.Name, Outcome: Failed, Err: err}
	} else {
		ev = in.store(ctx, in.Store, &job{doc: doc}, built{a: a, sig: sig})
	}
	if ev.Err != nil && ev.Outcome == "" {
		return ev, ev.Err
	}
	if in.OnEvent != nil {
		in.OnEvent(ev)
	}
	return ev, nil
}
