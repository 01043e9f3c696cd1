package stories

import (
	"encoding/gob"
	"errors"
	"fmt"
	"io"
)

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

// snapshotVersion changes when the state's meaning does (2: stories keep
// their leads for topic linkage; 3: and their identity; 4: and their
// related stories).
const snapshotVersion = 4

// ErrStateVersion is returned by Load for a state written by another
// version of the clusterer: rebuild it from the stored articles.
var ErrStateVersion = errors.New("stories: clusterer state from another version")

// Save writes the clusterer's whole state (frequencies, stories, index) so
// that Load resumes exactly where it stopped.
func (c *Clusterer) Save(w io.Writer) error {
	return gob.NewEncoder(w).Encode(snapshot{
		Version: snapshotVersion, Options: c.opt, Docs: c.docs, DF: c.df, EDF: c.edf,
		Stories: c.stories, ByDoc: c.byDoc, Postings: c.postings, Seq: c.seq,
	})
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
	if s.DF != nil {
		c.df = s.DF
	}
	if s.EDF != nil {
		c.edf = s.EDF
	}
	if s.ByDoc != nil {
		c.byDoc = s.ByDoc
	}
	if s.Postings != nil {
		c.postings = s.Postings
	}
	c.stories = s.Stories
	for i, st := range c.stories {
		if st == nil || st.ID != int32(i) {
			return nil, fmt.Errorf("stories: clusterer state: story %d out of place", i)
		}
		// gob leaves empty maps nil.
		if st.Terms == nil {
			st.Terms = map[string]float32{}
		}
		if st.Lead == nil {
			st.Lead = map[string]float32{}
		}
		if st.Ents == nil {
			st.Ents = map[string]float32{}
		}
		if st.Args == nil {
			st.Args = map[string]float32{}
		}
		if st.Info == nil {
			st.Info = map[string]*entInfo{}
		}
		if st.Outlets == nil {
			st.Outlets = map[string][]int64{}
		}
		if st.Indexed == nil {
			st.Indexed = map[string]bool{}
		}
		st.normSeq = -1
	}
	return c, nil
}
