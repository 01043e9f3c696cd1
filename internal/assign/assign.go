// Package assign puts stored articles in stories, online: it keeps the story
// clusterer (internal/stories) and the store's story assignments in step,
// saves the clusterer's state in the store, and applies the analysts' story
// corrections (merges, moves, deletions) to both.
package assign

import (
	"context"
	"errors"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/stories"
)

// StateKey names the head of the clusterer's state in the store, and
// prefixes the keys of the records it names (see state.go; storyline copy
// carries them between databases with CopyState).
const StateKey = "stories/clusterer/v1"

// CloseAfter is how many articles may join other stories after a
// story's last one before it is closed: no article joins it any more (a
// new report starts a new story) and the clusterer keeps only what
// listings show of it (see stories.Clusterer.Close).
const CloseAfter = 25000

// saveEvery is how many assignments may pass between two saves of the
// clusterer's state. A crash loses at most these; they are replayed.
const saveEvery = 200

// Assigner keeps the story clusterer and the store in step: each new
// article joins a story (or starts one) as it is stored, online. The
// clusterer's state is saved in the store with the ID of the last article it
// has seen, so that a later run resumes where this one stopped.
//
// Recovery: articles stored but not yet in a story (a crash between the two
// writes) are assigned when the assigner opens. If the saved state is older
// than the assignments in the store (a crash before the state was saved),
// the clusterer is rebuilt from every assigned article in ID order and the
// stored assignments are brought in line with it; story IDs may then change.
//
// Parallel workers: only one process at a time assigns stories. The
// assigner takes the store's "stories" lock (a PostgreSQL advisory lock, or
// a file lock beside a SQLite database); a worker that cannot take it only
// stores articles, and the lock holder picks them up (CatchUp, Close, or
// the next Open), so two workers never split a story between two
// clusterers.
type Assigner struct {
	st        storyline.Store
	c         *stories.Clusterer // nil for a follower, which assigns nothing
	last      int64              // the last article the clusterer has seen
	lastFix   int64              // the last story correction applied (fixes.go)
	sinceSave int
	state     StateSaver
	release   func()
}

// storyID converts the clusterer's 0-based story IDs to the store's 1-based
// ones.
func storyID(clusterID int) int64 { return int64(clusterID) + 1 }

// Open loads the clusterer state from the store (or starts a new one) and
// assigns what the store holds unassigned.
func Open(ctx context.Context, st storyline.Store) (*Assigner, error) {
	sa := &Assigner{st: st}
	release, ok, err := st.TryLock(ctx, "stories")
	if err != nil {
		return nil, err
	}
	if !ok {
		return sa, nil // another process assigns stories
	}
	sa.release = release
	if err := sa.load(ctx); err != nil {
		release()
		return nil, err
	}
	return sa, nil
}

// Leader reports whether this assigner assigns stories (it holds the lock).
// A nil assigner is not.
func (sa *Assigner) Leader() bool { return sa != nil && sa.c != nil }

func (sa *Assigner) load(ctx context.Context) error {
	st := sa.st
	h, c, err := loadState(ctx, st)
	// The next snapshot goes into the slot the head does not name.
	sa.state = StateSaver{head: h}
	switch {
	case errors.Is(err, storyline.ErrNotFound):
		sa.c = stories.New(stories.DefaultOptions())
	case errors.Is(err, stories.ErrStateVersion):
		// Written by another version: rebuilt below from the stored
		// assignments, as a stale state is.
		sa.c, sa.last = stories.New(stories.DefaultOptions()), -1
	case err != nil:
		return err
	default:
		sa.c, sa.last, sa.state.of = c, h.last, c
	}
	// Assignments newer than the state mean it was not saved after them.
	stale, err := st.StoryArticlesAfter(ctx, sa.last, 1)
	if err != nil {
		return err
	}
	if err := sa.loadFixCursor(ctx); err != nil {
		return err
	}
	if len(stale) == 0 {
		// Workers killed mid-run can leave an assignment the saved state
		// never saw below its last ID; a state that knows fewer articles
		// than the store assigns is rebuilt like a stale one.
		assigned, err := sa.assignedCount(ctx)
		if err != nil {
			return err
		}
		if assigned > sa.c.Articles() {
			stale = append(stale, 0)
		}
	}
	if len(stale) > 0 {
		if err := sa.rebuild(ctx); err != nil {
			return err
		}
		// Analysts' corrections are replayed over the rebuilt clustering.
		sa.lastFix = 0
	}
	if err := sa.assignPending(ctx); err != nil {
		return err
	}
	_, err = sa.ApplyFixes(ctx)
	return err
}

// assignedCount returns how many stored articles are in a story.
func (sa *Assigner) assignedCount(ctx context.Context) (int, error) {
	n, err := sa.st.CountArticles(ctx)
	if err != nil {
		return 0, err
	}
	var after int64
	for {
		ids, err := sa.st.UnassignedArticles(ctx, after, 500)
		if err != nil {
			return 0, err
		}
		if len(ids) == 0 {
			return n, nil
		}
		n -= len(ids)
		after = ids[len(ids)-1]
	}
}

// rebuild starts the clusterer afresh from every assigned article.
func (sa *Assigner) rebuild(ctx context.Context) error {
	sa.c = stories.New(stories.DefaultOptions())
	sa.last = 0
	var after int64
	for {
		ids, err := sa.st.StoryArticlesAfter(ctx, after, 500)
		if err != nil {
			return err
		}
		if len(ids) == 0 {
			return sa.Save(ctx)
		}
		for _, id := range ids {
			if err := sa.assignID(ctx, id); err != nil {
				return err
			}
		}
		after = ids[len(ids)-1]
	}
}

// assignPending assigns the articles that are in no story yet.
func (sa *Assigner) assignPending(ctx context.Context) error {
	var after int64
	n := 0
	for {
		ids, err := sa.st.UnassignedArticles(ctx, after, 500)
		if err != nil {
			return err
		}
		if len(ids) == 0 {
			break
		}
		for _, id := range ids {
			if err := sa.assignID(ctx, id); err != nil {
				return err
			}
			n++
		}
		after = ids[len(ids)-1]
	}
	if n > 0 {
		return sa.Save(ctx)
	}
	return nil
}

func (sa *Assigner) assignID(ctx context.Context, id int64) error {
	a, err := sa.st.Article(ctx, id)
	if err != nil {
		return err
	}
	_, err = sa.Assign(ctx, a)
	return err
}

// Assign puts a stored article in its story and returns the story's ID; a
// follower assigns nothing and returns 0.
func (sa *Assigner) Assign(ctx context.Context, a *storyline.Article) (int64, error) {
	return sa.assign(ctx, sa.st, a, nil)
}

// AssignTo is Assign writing the assignment (and, every so often, the
// clusterer's state) through st: a batch of the assigner's store that the
// article was stored in (see sqlite.DB.Batch).
func (sa *Assigner) AssignTo(ctx context.Context, st storyline.Batch, a *storyline.Article) (int64, error) {
	return sa.assign(ctx, st, a, nil)
}

// Doc is stories.FromArticle with the terms counted, as the clusterer
// would count them: what can be computed before the article is stored (its
// ID and near-duplicate link are set when it is). The ingester computes it
// on its build workers, off the ordered store path, for AssignDoc.
func Doc(a *storyline.Article) stories.Doc {
	d := stories.FromArticle(a)
	d.Terms = stories.Terms(d.Title, nil, 2)
	d.Terms = stories.Terms(d.Text, d.Terms, 1)
	d.Lead = stories.LeadTerms(d.Title, d.Text)
	d.Text = ""
	return d
}

// AssignDoc is AssignTo with d, Doc(a) computed before a was stored.
func (sa *Assigner) AssignDoc(ctx context.Context, st storyline.Batch, a *storyline.Article, d stories.Doc) (int64, error) {
	return sa.assign(ctx, st, a, &d)
}

// assign is Assign writing through st: the store, or an open batch of it
// that the article was stored in. d, when not nil, is Doc(a) computed
// before a was stored.
func (sa *Assigner) assign(ctx context.Context, st storyline.Batch, a *storyline.Article, d *stories.Doc) (int64, error) {
	if sa.c == nil {
		return 0, nil
	}
	id, err := sa.Record(ctx, st, sa.Place(a, d))
	if err != nil {
		return 0, err
	}
	return id, sa.SaveDue(ctx, st)
}

// Placement is the story an article joins, as the clusterer chose it and
// before it is written.
type Placement struct {
	as storyline.StoryAssignment
	// bridged are the stories the article tied to its own (see
	// stories.Clusterer.Bridged): their articles move into it.
	bridged []stories.Bridge
}

// Place runs the clusterer on a stored article (its ID and near-duplicate
// link set) and returns its story, writing nothing: Record writes it. It
// is the assignment's CPU work, split from its writes so that the ingester
// can run it beside the next article's writes. Calls must come in input
// order, one at a time, and none while SaveDue or Reload runs. A
// follower's placement is empty.
func (sa *Assigner) Place(a *storyline.Article, d *stories.Doc) Placement {
	if sa.c == nil {
		return Placement{}
	}
	var doc stories.Doc
	if d != nil {
		doc = *d
		doc.ID, doc.NearDuplicateOf = a.ID, a.NearDuplicateOf
	} else {
		doc = stories.FromArticle(a)
	}
	cid, _ := sa.c.Add(doc)
	title := a.Title
	if t := sa.c.Title(cid); t != "" {
		title = t
	}
	p := Placement{as: storyline.StoryAssignment{ArticleID: a.ID, StoryID: storyID(cid), Copy: a.NearDuplicateOf != 0, Title: title, Events: CodedEvents(a)}}
	if b := sa.c.Bridged(); len(b) > 0 {
		p.bridged = append([]stories.Bridge(nil), b...)
	}
	return p
}

// Record writes a placement through st (the store, or the batch the
// article was stored in) and returns the story's ID, 0 for an empty one.
// Placements are recorded in the order they were made.
func (sa *Assigner) Record(ctx context.Context, st storyline.Batch, p Placement) (int64, error) {
	if p.as.StoryID == 0 {
		return 0, nil
	}
	if err := st.AssignStory(ctx, p.as); err != nil {
		return 0, err
	}
	if err := sa.recordBridges(ctx, st, p); err != nil {
		return 0, err
	}
	if p.as.ArticleID > sa.last {
		sa.last = p.as.ArticleID
	}
	sa.sinceSave++
	return p.as.StoryID, nil
}

// SaveDue saves the clusterer's state through st when saveEvery
// assignments were recorded since the last save. It reads the clusterer:
// no Place may run meanwhile.
func (sa *Assigner) SaveDue(ctx context.Context, st storyline.Batch) error {
	if sa.c == nil || sa.sinceSave < saveEvery {
		return nil
	}
	return sa.save(ctx, st)
}

// Reload makes the clusterer what the store holds again, after a batch of
// assignments was rolled back. When that fails the assigner assigns
// nothing more: the next Open picks up what is unassigned. A nil assigner,
// or a follower, has nothing to reload.
func (sa *Assigner) Reload(ctx context.Context) {
	if sa == nil || sa.c == nil {
		return
	}
	sa.c, sa.last, sa.sinceSave = nil, 0, 0
	if err := sa.load(ctx); err != nil {
		sa.c = nil
	}
}

// Save writes the clusterer's state to the store.
func (sa *Assigner) Save(ctx context.Context) error {
	return sa.save(ctx, sa.st)
}

func (sa *Assigner) save(ctx context.Context, st storyline.Batch) error {
	sa.sinceSave = 0
	return sa.state.Save(ctx, st, sa.c, sa.last)
}

// CatchUp assigns the articles other processes stored since and applies
// the story corrections logged since, and saves.
func (sa *Assigner) CatchUp(ctx context.Context) error {
	if sa.c == nil {
		return nil
	}
	if err := sa.assignPending(ctx); err != nil {
		return err
	}
	_, err := sa.ApplyFixes(ctx)
	return err
}

// Close assigns what other workers stored, saves the state and releases
// the lock. It runs no merge pass: stories change only when an article
// arrives, so that reading unchanged data again changes no story. A follower tries once more to take the lock, so that
// the last worker to finish places every article; if the leader still holds
// it, the leader will.
func (sa *Assigner) Close(ctx context.Context) error {
	if sa.c == nil {
		release, ok, err := sa.st.TryLock(ctx, "stories")
		if err != nil || !ok {
			return err
		}
		sa.release = release
		if err := sa.load(ctx); err != nil {
			release()
			return err
		}
	}
	defer sa.release()
	if err := sa.assignPending(ctx); err != nil {
		return err
	}
	if _, err := sa.ApplyFixes(ctx); err != nil {
		return err
	}
	return sa.Save(ctx)
}

// CodedEvents counts an article's coded events, non-events left out: what a
// story listing counts.
func CodedEvents(a *storyline.Article) int {
	n := 0
	for i := range a.Analysis.Events {
		if a.Analysis.Events[i].Coded() {
			n++
		}
	}
	return n
}

// RelatedStories returns up to limit stories related to story id (see
// stories.Clusterer.Related), the most strongly linked first, read from
// the clusterer state saved in the store: none before a state is saved.
// A reader needs no lock: it reads the state the assigner last saved.
func RelatedStories(ctx context.Context, st stateGetter, id int64, limit int) ([]int64, error) {
	_, c, err := loadState(ctx, st)
	if err != nil && !errors.Is(err, storyline.ErrNotFound) && !errors.Is(err, stories.ErrStateVersion) {
		// The assigner may have moved the state to its other slot, and
		// blanked the one read, between the reads: read it again.
		_, c, err = loadState(ctx, st)
	}
	if errors.Is(err, storyline.ErrNotFound) || errors.Is(err, stories.ErrStateVersion) {
		return nil, nil // none saved yet, or rebuilt by the next assigner to open the store
	}
	if err != nil {
		return nil, err
	}
	var out []int64
	for _, r := range c.Related(int(id-1), limit) {
		out = append(out, storyID(r))
	}
	return out, nil
}
