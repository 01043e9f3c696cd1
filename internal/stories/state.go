package stories

import (
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"slices"
)

// The clusterer's state is written in two forms: a snapshot of all of it
// (Save, Load), and change records (SaveChanges, Replay), each holding what
// changed since the state was last written or read: the stories changed
// (whole), the links (topic, related stories) of stories otherwise
// unchanged, the new counts of the terms and names counted, the articles
// placed or forgotten, and the posting lists changed. Each holds the new
// values, not increments, so replaying the records written since a
// snapshot, in order, over it gives the state they were written from. A
// record's size follows the articles added since the last one, not the
// number of stories: the store's state grows by about the same for each
// article however much it holds (see internal/assign for how records are
// compacted into snapshots).
//
// Neither form holds each story's posting keys (they are the postings read
// the other way round, rebuilt when read): a posting list loses its oldest
// story to each newer one, and writing that story again for it would cost
// as much as writing the new one.

// snapshot is the serialized state of a Clusterer.
type snapshot struct {
	Version  int
	Options  Options
	Docs     int
	DF, EDF  map[string]int32
	Stories  []*story
	ByDoc    map[int64]int32
	Postings map[string][]int32
	Seq      int64
}

// changeRecord is what changed in a Clusterer between two writes of its
// state.
type changeRecord struct {
	Version int
	Docs    int
	Seq     int64
	Len     int // stories, new ones included
	// DF and EDF are the counts of the terms and names counted since; 0
	// when no article holds one any more.
	DF, EDF map[string]int32
	Stories []*story     // changed stories, whole
	Links   []storyLinks // topics and related stories of other stories
	ByDoc   map[int64]int32
	// Forgotten are the articles that left the clusterer.
	Forgotten []int64
	// Postings are the changed posting lists; empty when the key left the
	// index.
	Postings map[string][]int32
}

// storyLinks is what links a story to others: its topic and its related
// stories, which change when other stories grow.
type storyLinks struct {
	ID, Topic int32
	Related   map[int32]float32
}

// snapshotVersion changes when the state's meaning does (2: stories keep
// their leads for topic linkage; 3: and their identity; 4: and their
// related stories; 5: written as a snapshot and change records, posting
// keys not kept by each story; 6: stories keep the full names of the
// people their articles report on; 7: a street's key without its type
// and compass words, streetKey).
const snapshotVersion = 7

// ErrStateVersion is returned by Load for a state written by another
// version of the clusterer: rebuild it from the stored articles.
var ErrStateVersion = errors.New("stories: clusterer state from another version")

// changes is what changed in a Clusterer since its state was last written
// or read: what SaveChanges writes. It is nil until then, so that a
// clusterer never saved pays nothing for it. Keys are appended as they
// change, repeats and all (appending is cheaper than a set on the path of
// every article); SaveChanges reads each once.
type changes struct {
	terms, ents, keys []string
	docs              []int64
	stories, links    []int32
}

// track starts recording changes afresh: the state was just written or
// read.
func (c *Clusterer) track() { c.changes = &changes{} }

// changed records that story s changed beyond its links.
func (c *Clusterer) changed(s *story) {
	if c.changes != nil {
		c.changes.stories = append(c.changes.stories, s.ID)
	}
}

// relinked records that the topic or related stories of story id changed.
func (c *Clusterer) relinked(id int32) {
	if c.changes != nil {
		c.changes.links = append(c.changes.links, id)
	}
}

// reposted records that the posting list of key k changed.
func (c *Clusterer) reposted(k string) {
	if c.changes != nil {
		c.changes.keys = append(c.changes.keys, k)
	}
}

// placed records that article id was placed in a story or forgotten.
func (c *Clusterer) placed(id int64) {
	if c.changes != nil {
		c.changes.docs = append(c.changes.docs, id)
	}
}

// Save writes the clusterer's whole state (frequencies, stories, index) so
// that Load resumes exactly where it stopped. Changes are counted afresh
// from here (see SaveChanges).
func (c *Clusterer) Save(w io.Writer) error {
	err := gob.NewEncoder(w).Encode(snapshot{
		Version: snapshotVersion, Options: c.opt, Docs: c.docs, DF: c.df.plain(), EDF: c.edf.plain(),
		Stories: c.stories, ByDoc: c.byDoc, Postings: c.postings, Seq: c.seq,
	})
	if err == nil {
		c.track()
	}
	return err
}

// SaveChanges writes what changed since the state was last written (Save,
// SaveChanges) or read (Load, Replay), for Replay over that state. A
// clusterer whose state was never written or read has no such base: save
// it whole.
func (c *Clusterer) SaveChanges(w io.Writer) error {
	ch := c.changes
	if ch == nil {
		return errors.New("stories: changes saved before the state")
	}
	r := changeRecord{Version: snapshotVersion, Docs: c.docs, Seq: c.seq, Len: len(c.stories)}
	r.DF = counts(c.df, ch.terms)
	r.EDF = counts(c.edf, ch.ents)
	full := map[int32]bool{}
	for _, id := range ch.stories {
		if !full[id] {
			full[id] = true
			r.Stories = append(r.Stories, c.stories[id])
		}
	}
	for _, id := range ch.links {
		if !full[id] {
			full[id] = true
			s := c.stories[id]
			r.Links = append(r.Links, storyLinks{ID: id, Topic: s.Topic, Related: s.Related})
		}
	}
	r.ByDoc = make(map[int64]int32, len(ch.docs))
	for _, id := range ch.docs {
		if sid, ok := c.byDoc[id]; ok {
			r.ByDoc[id] = sid
		} else if !slices.Contains(r.Forgotten, id) {
			r.Forgotten = append(r.Forgotten, id)
		}
	}
	r.Postings = make(map[string][]int32, len(ch.keys))
	for _, k := range ch.keys {
		r.Postings[k] = c.postings[k]
	}
	if err := gob.NewEncoder(w).Encode(&r); err != nil {
		return err
	}
	c.track()
	return nil
}

// counts returns the current counts of keys, 0 for those gone.
func counts(f freqs, keys []string) map[string]int32 {
	out := make(map[string]int32, len(keys)/2)
	for _, k := range keys {
		out[k] = f.get(k)
	}
	return out
}

// Load reads a state written by Save.
func Load(r io.Reader) (*Clusterer, error) {
	var s snapshot
	if err := gob.NewDecoder(r).Decode(&s); err != nil {
		return nil, fmt.Errorf("stories: reading clusterer state: %w", err)
	}
	if s.Version != snapshotVersion {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrStateVersion, s.Version, snapshotVersion)
	}
	c := New(s.Options)
	c.docs, c.seq = s.Docs, s.Seq
	c.df, c.edf = freqsOf(s.DF), freqsOf(s.EDF)
	if s.ByDoc != nil {
		c.byDoc = s.ByDoc
	}
	if s.Postings != nil {
		c.postings = s.Postings
	}
	for _, f := range []freqs{c.df, c.edf} {
		for k := range f {
			c.words[k] = k
		}
	}
	c.stories = s.Stories
	for i, st := range c.stories {
		if st == nil || st.ID != int32(i) {
			return nil, fmt.Errorf("stories: clusterer state: story %d out of place", i)
		}
		c.fill(st)
	}
	for k, ps := range c.postings {
		for _, id := range ps {
			if int(id) >= len(c.stories) {
				return nil, fmt.Errorf("stories: clusterer state: key %q posts unknown story %d", k, id)
			}
			c.stories[id].indexed[k] = true
		}
	}
	c.track()
	return c, nil
}

// Replay applies a record written by SaveChanges over the state it was
// written after.
func (c *Clusterer) Replay(rd io.Reader) error {
	var r changeRecord
	if err := gob.NewDecoder(rd).Decode(&r); err != nil {
		return fmt.Errorf("stories: reading clusterer changes: %w", err)
	}
	if r.Version != snapshotVersion {
		return fmt.Errorf("%w: changes of version %d, want %d", ErrStateVersion, r.Version, snapshotVersion)
	}
	if r.Len < len(c.stories) {
		return fmt.Errorf("stories: clusterer changes for %d stories over %d", r.Len, len(c.stories))
	}
	c.docs, c.seq = r.Docs, r.Seq
	c.setCounts(c.df, r.DF)
	c.setCounts(c.edf, r.EDF)
	c.stories = append(c.stories, make([]*story, r.Len-len(c.stories))...)
	for _, s := range r.Stories {
		if s == nil || s.ID < 0 || int(s.ID) >= r.Len {
			return errors.New("stories: clusterer changes: a story out of place")
		}
		c.fill(s)
		if old := c.stories[s.ID]; old != nil {
			s.indexed = old.indexed // rebuilt from the postings
		}
		c.stories[s.ID] = s
	}
	for i, s := range c.stories {
		if s == nil {
			return fmt.Errorf("stories: clusterer changes: new story %d missing", i)
		}
	}
	for _, l := range r.Links {
		if l.ID < 0 || int(l.ID) >= r.Len {
			return errors.New("stories: clusterer changes: links of an unknown story")
		}
		s := c.stories[l.ID]
		s.Topic, s.Related = l.Topic, l.Related
	}
	for id, sid := range r.ByDoc {
		c.byDoc[id] = sid
	}
	for _, id := range r.Forgotten {
		delete(c.byDoc, id)
	}
	for k, ps := range r.Postings {
		for _, id := range c.postings[k] {
			delete(c.stories[id].indexed, k)
		}
		if len(ps) == 0 {
			delete(c.postings, k)
			continue
		}
		for _, id := range ps {
			if id < 0 || int(id) >= r.Len {
				return fmt.Errorf("stories: clusterer changes: key %q posts unknown story %d", k, id)
			}
			c.stories[id].indexed[k] = true
		}
		c.postings[k] = ps
	}
	c.track()
	return nil
}

// setCounts sets the counts of a record in f.
func (c *Clusterer) setCounts(f freqs, set map[string]int32) {
	for k, n := range set {
		f.set(c.intern(k), n)
	}
}

// fill gives a story read from a state the clusterer's copies of its keys
// (see Clusterer.words), the empty maps gob leaves nil, and no cached
// norms.
func (c *Clusterer) fill(s *story) {
	s.Terms = c.interned(s.Terms)
	s.Lead = c.interned(s.Lead)
	s.Ents = c.interned(s.Ents)
	if s.Args == nil {
		s.Args = map[string]float32{}
	}
	if s.Info == nil {
		s.Info = map[string]*entInfo{}
	}
	if s.Outlets == nil {
		s.Outlets = map[string][]int64{}
	}
	s.indexed = map[string]bool{}
	s.normSeq = -1
}

// interned returns m keyed by the clusterer's copies of its keys.
func (c *Clusterer) interned(m map[string]float32) map[string]float32 {
	out := make(map[string]float32, len(m))
	for k, x := range m {
		out[c.intern(k)] = x
	}
	return out
}

// noteFeatures records that the frequencies of v's terms and names
// changed (a document counted or uncounted); a nil changes records
// nothing.
func (ch *changes) noteFeatures(v *docVec) {
	if ch == nil {
		return
	}
	for t := range v.terms {
		ch.terms = append(ch.terms, t)
	}
	for k := range v.ents {
		ch.ents = append(ch.ents, k)
	}
	ch.ents = append(ch.ents, v.identity.Places...)
	ch.ents = append(ch.ents, v.identity.People...)
	ch.ents = append(ch.ents, v.identity.Names...)
}
