package assign

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/stories"
)

// The clusterer's state in the store is a snapshot and a log of change
// records written after it (see stories.Clusterer.SaveChanges), under keys
// that a small head record names:
//
//	StateKey            the head: the last article the state has seen, the
//	                    slot in use, how many records follow its snapshot,
//	                    and the sizes of both
//	StateKey/<slot>/snapshot
//	StateKey/<slot>/log/<n>   the n-th record after the snapshot, from 1
//
// Each save appends one record of what changed since the last save (the
// stories articles joined, the counts and postings of their words and
// names, the new placements) and rewrites the head, so it writes about as
// much for each article however large the state. When the log would grow
// larger than its snapshot, the save writes a fresh snapshot instead, into
// the other slot, points the head at it and blanks the slot left: a
// snapshot of S bytes comes after at least S bytes of records, so the cost
// per article stays constant (at most twice the records), and loading
// reads at most twice the live state, never the history. Closed stories keep only what listings
// show (see stories.Clusterer.Close), so the snapshot follows the stories
// of the recent news.
//
// Crash safety: the head is written last. Until it is, it points at the
// snapshot and records it was written with, which later saves leave alone:
// a record is only ever written past the head's count, and a snapshot into
// the slot the head does not use. A crash in between leaves the state
// before the save, older than the stored assignments, which Open replays
// (see Assigner). The keys of the slot left are blanked once the head
// points at the other (the store's API has no delete): the state takes at
// most about twice the live state's size in the store. Deleting an article
// makes the next save a snapshot (Compact), so that no record still holds
// its words.

// headMagic follows the last article's ID in the head; a state without it
// was written by an older version (a whole gob snapshot) and is rebuilt.
const headMagic = "stories state\x05"

// stateHead is the head record.
type stateHead struct {
	last      int64 // the last article the state has seen
	slot      int   // 0 or 1
	records   int   // change records after the snapshot
	snapBytes int   // the snapshot's size
	logBytes  int   // the records' summed sizes
}

func (h *stateHead) encode() []byte {
	b := binary.BigEndian.AppendUint64(nil, uint64(h.last))
	b = append(b, headMagic...)
	for _, x := range []int{h.slot, h.records, h.snapBytes, h.logBytes} {
		b = binary.AppendUvarint(b, uint64(x))
	}
	return b
}

// errOldState is a state written by another version of the assigner.
var errOldState = fmt.Errorf("%w (an older state layout)", stories.ErrStateVersion)

func decodeHead(b []byte) (stateHead, error) {
	var h stateHead
	if len(b) < 8+len(headMagic) || string(b[8:8+len(headMagic)]) != headMagic {
		return h, errOldState
	}
	h.last = int64(binary.BigEndian.Uint64(b))
	b = b[8+len(headMagic):]
	for _, p := range []*int{&h.slot, &h.records, &h.snapBytes, &h.logBytes} {
		x, n := binary.Uvarint(b)
		if n <= 0 {
			return h, errors.New("stories: clusterer state head truncated")
		}
		*p, b = int(x), b[n:]
	}
	if h.slot > 1 {
		return h, fmt.Errorf("stories: clusterer state head names slot %d", h.slot)
	}
	return h, nil
}

func snapshotKey(slot int) string { return StateKey + "/" + strconv.Itoa(slot) + "/snapshot" }

func recordKey(slot, n int) string {
	return StateKey + "/" + strconv.Itoa(slot) + "/log/" + strconv.Itoa(n)
}

// keys returns the keys the head names, the head's own last: the order to
// copy them in.
func (h *stateHead) keys() []string {
	keys := []string{snapshotKey(h.slot)}
	for n := 1; n <= h.records; n++ {
		keys = append(keys, recordKey(h.slot, n))
	}
	return append(keys, StateKey)
}

// stateGetter reads the store's state records.
type stateGetter interface {
	GetState(ctx context.Context, key string) ([]byte, error)
}

// loadState reads the clusterer's state: its snapshot with the records
// after it replayed, and the head, which it returns (else nil) whenever it
// could read it. It returns storyline.ErrNotFound when none was saved, and
// an error wrapping stories.ErrStateVersion when it was saved by another
// version.
func loadState(ctx context.Context, st stateGetter) (*stateHead, *stories.Clusterer, error) {
	blob, err := st.GetState(ctx, StateKey)
	if err != nil {
		return nil, nil, err
	}
	head, err := decodeHead(blob)
	if err != nil {
		return nil, nil, err
	}
	h := &head
	snap, err := st.GetState(ctx, snapshotKey(h.slot))
	if err != nil {
		return h, nil, fmt.Errorf("stories: clusterer snapshot: %w", err)
	}
	c, err := stories.Load(bytes.NewReader(snap))
	if err != nil {
		return h, nil, err
	}
	for n := 1; n <= h.records; n++ {
		rec, err := st.GetState(ctx, recordKey(h.slot, n))
		if err != nil {
			return h, nil, fmt.Errorf("stories: clusterer change record %d: %w", n, err)
		}
		if err := c.Replay(bytes.NewReader(rec)); err != nil {
			return h, nil, fmt.Errorf("change record %d: %w", n, err)
		}
	}
	return h, c, nil
}

// LoadState reads the clusterer's state saved in st and the last article
// it has seen, as the next assigner to open st will, for tests and tools.
func LoadState(ctx context.Context, st stateGetter) (last int64, c *stories.Clusterer, err error) {
	h, c, err := loadState(ctx, st)
	if err != nil {
		return 0, nil, err
	}
	return h.last, c, nil
}

// StateSize returns the bytes of the clusterer's state saved in st: its
// head, snapshot and records; 0 when none is saved.
func StateSize(ctx context.Context, st stateGetter) (int, error) {
	blob, err := st.GetState(ctx, StateKey)
	if errors.Is(err, storyline.ErrNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	h, err := decodeHead(blob)
	if err != nil {
		return len(blob), nil // an older state, whole under the head's key
	}
	return len(blob) + h.snapBytes + h.logBytes, nil
}

// StateSaver writes a clusterer's state to the store as the assigner
// does: a record of the changes at each save, a snapshot now and then. The
// zero StateSaver writes a snapshot first, into slot 0: it is for a store
// that holds no state of this layout.
type StateSaver struct {
	head *stateHead // as last written; nil before the first
	// of is the clusterer whose state the head names; another one (rebuilt,
	// reloaded) is saved whole, as is this one after a failed write.
	of *stories.Clusterer
	// Written counts the bytes written, heads included; Snapshots the
	// snapshots among them.
	Written   int64
	Snapshots int
}

// statePutter writes the store's state records: the store or a batch.
type statePutter interface {
	PutState(ctx context.Context, key string, value []byte) error
}

// Save closes the stories quiet for CloseAfter articles and writes what
// changed in c since the last save, or a fresh snapshot when there is no
// base to write changes over or the log would outgrow its snapshot. last
// is the last article c has seen.
func (w *StateSaver) Save(ctx context.Context, st statePutter, c *stories.Clusterer, last int64) error {
	// Stories quiet for long leave the index before each save, so that the
	// clusterer's memory and state follow the recent news, not all of it.
	c.Close(CloseAfter)
	if w.head != nil && w.of == c {
		var rec bytes.Buffer
		if err := c.SaveChanges(&rec); err != nil {
			return w.failed(err)
		}
		h := *w.head
		if h.logBytes+rec.Len() <= h.snapBytes {
			h.last, h.records, h.logBytes = last, h.records+1, h.logBytes+rec.Len()
			if err := st.PutState(ctx, recordKey(h.slot, h.records), rec.Bytes()); err != nil {
				return w.failed(err)
			}
			return w.putHead(ctx, st, h, rec.Len())
		}
	}
	var snap bytes.Buffer
	if err := c.Save(&snap); err != nil {
		return w.failed(err)
	}
	prev := w.head
	h := stateHead{last: last, snapBytes: snap.Len()}
	if prev != nil {
		h.slot = 1 - prev.slot
	}
	if err := st.PutState(ctx, snapshotKey(h.slot), snap.Bytes()); err != nil {
		return w.failed(err)
	}
	w.of = c
	w.Snapshots++
	if err := w.putHead(ctx, st, h, snap.Len()); err != nil || prev == nil {
		return err
	}
	// The slot left is blanked, a record written past its head's count
	// (a crash, a failed head) too: no byte of an article deleted since
	// may stay in the store.
	for _, key := range append(prev.keys()[:prev.records+1], recordKey(prev.slot, prev.records+1)) {
		if err := st.PutState(ctx, key, []byte{}); err != nil {
			return w.failed(err)
		}
	}
	return nil
}

// Compact makes the next save a fresh snapshot, which blanks the records
// before it: after an article is deleted, no byte of it may stay in the
// store.
func (w *StateSaver) Compact() { w.of = nil }

// putHead writes the head after the wrote bytes it names.
func (w *StateSaver) putHead(ctx context.Context, st statePutter, h stateHead, wrote int) error {
	head := h.encode()
	if err := st.PutState(ctx, StateKey, head); err != nil {
		return w.failed(err)
	}
	w.head = &h
	w.Written += int64(wrote + len(head))
	return nil
}

// failed makes the next save a snapshot: the changes this one took from
// the clusterer may not have reached the store. The head is kept: the
// snapshot goes into the slot it does not use.
func (w *StateSaver) failed(err error) error {
	w.of = nil
	return err
}

// CopyState copies the clusterer's state from src to dst: the records its
// head names, then the head, so that a copy interrupted halfway leaves
// dst's state as it was. It copies nothing when src has none.
func CopyState(ctx context.Context, src stateGetter, dst statePutter) error {
	blob, err := src.GetState(ctx, StateKey)
	if errors.Is(err, storyline.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	keys := []string{StateKey}
	if h, err := decodeHead(blob); err == nil {
		keys = h.keys() // else an older state: the head alone, rebuilt when opened
	}
	for _, key := range keys {
		b := blob
		if key != StateKey {
			if b, err = src.GetState(ctx, key); err != nil {
				return fmt.Errorf("state %s: %w", key, err)
			}
		}
		if err := dst.PutState(ctx, key, b); err != nil {
			return fmt.Errorf("state %s: %w", key, err)
		}
	}
	return nil
}
