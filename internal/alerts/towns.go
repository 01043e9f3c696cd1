package alerts

import (
	"bytes"
	"cmp"
	"context"
	"debug/elf"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A check merges the events of each touched story's newest articles again
// (events.Merge is not incremental: a new report can regroup every event
// and move every town), and most of a merge is reading from each
// article's text the towns it names (its dateline, its local agencies,
// its scenes, its "in …" towns). Those readings depend on the article
// alone, so the check keeps them per story in the store's state
// (townsKey) and hands them back to the next check's merge
// (events.TownReadings): a check then reads the text of the new articles
// only, and its merge gives the same events as one that reads them all
// (TestCheckTownsKept).
//
// A kept reading is used only for the same article as it was read (a
// fingerprint of what the readers read: its text, title, paragraphs,
// names and places, so a reanalysis or a correction reads it again) and
// by the same code (codeIdentity: the build's revision, or a hash of the
// executable), so a new version of the readers never reuses an old
// reading.

// townsVersion changes when the kept readings' layout does.
const townsVersion = 2

// townsKey names a story's kept town readings in the store's state.
func townsKey(story int64) string {
	return "alerts/towns/" + strconv.FormatInt(story, 10)
}

// keptTowns is what a story's state keeps, gob-encoded.
type keptTowns struct {
	V        int
	Code     string
	Articles []keptReading // by article ID
}

// keptReading is one article's readings and the fingerprint of the
// article they were read from.
type keptReading struct {
	ID  int64
	Sum uint64
	R   *events.ArticleTowns
}

// townCache hands a story's kept readings to one merge and collects those
// the merge used or read. One merge at a time.
type townCache struct {
	code  string
	saved []byte
	old   map[int64]keptReading
	used  map[int64]keptReading
	sums  map[*storyline.Article]uint64
}

// loadTowns reads story id's kept readings; nil (no cache) when the code
// cannot be identified.
func loadTowns(ctx context.Context, st storyline.Store, id int64) (*townCache, error) {
	code := codeIdentity()
	if code == "" {
		return nil, nil
	}
	c := &townCache{code: code, old: map[int64]keptReading{}, used: map[int64]keptReading{}, sums: map[*storyline.Article]uint64{}}
	saved, err := st.GetState(ctx, townsKey(id))
	switch {
	case errors.Is(err, storyline.ErrNotFound):
		return c, nil
	case err != nil:
		return nil, err
	}
	c.saved = saved
	var k keptTowns
	if gob.NewDecoder(bytes.NewReader(saved)).Decode(&k) != nil || k.V != townsVersion || k.Code != code {
		return c, nil // read anew, and overwritten
	}
	for _, r := range k.Articles {
		if r.R != nil {
			c.old[r.ID] = r
		}
	}
	return c, nil
}

// readings is c for a merge; nil (every text read) when c is nil.
func (c *townCache) readings() events.TownReadings {
	if c == nil {
		return nil
	}
	return c
}

// Reading implements events.TownReadings.
func (c *townCache) Reading(a *storyline.Article) *events.ArticleTowns {
	r, ok := c.old[a.ID]
	if !ok || r.Sum != c.sum(a) {
		return nil
	}
	delete(c.old, a.ID) // handed out once: the merge may update it
	c.used[a.ID] = r
	return r.R
}

// Keep implements events.TownReadings.
func (c *townCache) Keep(a *storyline.Article, r *events.ArticleTowns) {
	c.used[a.ID] = keptReading{ID: a.ID, Sum: c.sum(a), R: r}
}

func (c *townCache) sum(a *storyline.Article) uint64 {
	if s, ok := c.sums[a]; ok {
		return s
	}
	s := articleSum(a)
	c.sums[a] = s
	return s
}

// encode returns the readings the merge used or read, to be kept; nil
// when they are the ones saved (or the merge read none: a story without
// a coded event has no towns read).
func (c *townCache) encode() []byte {
	if c == nil || len(c.used) == 0 {
		return nil
	}
	k := keptTowns{V: townsVersion, Code: c.code, Articles: make([]keptReading, 0, len(c.used))}
	for _, r := range c.used {
		k.Articles = append(k.Articles, r)
	}
	slices.SortFunc(k.Articles, func(a, b keptReading) int { return cmp.Compare(a.ID, b.ID) })
	var buf bytes.Buffer
	if gob.NewEncoder(&buf).Encode(&k) != nil {
		// Readings gob cannot write (a nil town in a list) are not
		// kept: the next check reads those texts again, as before.
		return nil
	}
	if bytes.Equal(buf.Bytes(), c.saved) {
		return nil
	}
	return buf.Bytes()
}

// articleSum fingerprints what the town readers read of an article: its
// text, title, language, outlet, paragraphs, name mentions and entities
// with their places. Any change to these (a reanalysis, a correction
// applied over the analysis) reads the article again. It is the same for
// an article just built and as the store reads it back (the clocks, which
// the store keeps less finely, are left out: the readers do not read
// them).
func articleSum(a *storyline.Article) uint64 {
	w := sumWriter{buf: make([]byte, 0, len(a.Text)+len(a.Title)+64*len(a.Analysis.Mentions)+128*len(a.Analysis.Entities)+1024)}
	w.int(a.ID)
	w.str(a.Text)
	w.str(a.Title)
	w.str(a.Language)
	w.str(a.Outlet)
	w.str(a.AnalyzerVersion)
	w.int(int64(len(a.Paragraphs)))
	for _, p := range a.Paragraphs {
		w.span(p.Span)
		w.bool(p.Heading)
	}
	w.int(int64(len(a.Analysis.Mentions)))
	for _, m := range a.Analysis.Mentions {
		w.span(m.Span)
		w.str(m.Text)
		w.str(string(m.Type))
		w.int(int64(m.Entity))
		w.str(m.Role)
		w.span(m.RoleSpan)
		w.bool(m.Credit)
	}
	w.int(int64(len(a.Analysis.Entities)))
	for _, e := range a.Analysis.Entities {
		w.str(string(e.Type))
		w.str(e.Canonical)
		w.int(int64(len(e.Aliases)))
		for _, s := range e.Aliases {
			w.str(s)
		}
		w.str(e.Role)
		w.int(int64(e.Mentions))
		w.bool(e.Credit)
		w.bool(e.Place != nil)
		if p := e.Place; p != nil {
			w.str(p.Name)
			w.str(p.Admin1)
			w.str(p.Country)
			w.int(int64(math.Float64bits(p.Lat)))
			w.int(int64(math.Float64bits(p.Lon)))
			w.int(int64(p.Precision))
			w.int(int64(p.GeonameID))
			w.int(int64(p.Population))
			w.str(p.Kind)
		}
	}
	return w.sum()
}

// sumWriter lays values out unambiguously (lengths before strings) in a
// buffer, hashed once: the text in hardware CRCs, the rest in the same
// pass.
type sumWriter struct {
	buf []byte
}

func (w *sumWriter) int(n int64) {
	w.buf = binary.LittleEndian.AppendUint64(w.buf, uint64(n))
}

func (w *sumWriter) str(s string) {
	w.int(int64(len(s)))
	w.buf = append(w.buf, s...)
}

func (w *sumWriter) bool(b bool) {
	if b {
		w.buf = append(w.buf, 1)
	} else {
		w.buf = append(w.buf, 0)
	}
}

func (w *sumWriter) span(s storyline.Span) {
	w.int(int64(s.Start))
	w.int(int64(s.End))
}

// sum is two CRC-32s of the buffer (Castagnoli and IEEE, both in
// hardware), 64 bits in all.
func (w *sumWriter) sum() uint64 {
	return uint64(crc32.Checksum(w.buf, castagnoli))<<32 | uint64(crc32.ChecksumIEEE(w.buf))
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// codeIdentity names the code that reads the towns: the build's VCS
// revision when it was built from a clean checkout, else the Go build ID
// the linker wrote into the executable (a hash of its content), else a
// hash of the running executable; "" when none is known (then nothing is
// kept).
var codeIdentity = sync.OnceValue(func() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		var rev, modified string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				modified = s.Value
			}
		}
		if rev != "" && modified == "false" {
			return "vcs:" + rev
		}
	}
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	// Reading the build ID costs a few kilobytes of the file; hashing the
	// executable cost 40 ms of CPU in every process that checks stories,
	// one ingesting a single article included.
	if id := goBuildID(exe); id != "" {
		return "buildid:" + id
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	// CRC-32C runs in hardware (a 50 MB executable in milliseconds);
	// with the size it tells one build from another.
	h := crc32.New(castagnoli)
	n, err := io.Copy(h, f)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("exe:%d:%08x", n, h.Sum32())
})

// goBuildID returns the Go build ID of the ELF executable at path, from its
// .note.go.buildid note (what `go tool buildid` prints), whose last part
// hashes the linked file; "" for another format or a build without one
// (-ldflags=-buildid=).
func goBuildID(path string) string {
	f, err := elf.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sec := f.Section(".note.go.buildid")
	if sec == nil {
		return ""
	}
	note, err := sec.Data()
	if err != nil {
		return ""
	}
	return buildIDOfNote(note, f.ByteOrder)
}

// buildIDOfNote reads the build ID from a Go build ID note: name size,
// description size and type, then the name "Go" padded to 4 bytes, then
// the ID.
func buildIDOfNote(note []byte, order binary.ByteOrder) string {
	const goNote = 4 // the note type the Go linker writes
	if len(note) < 16 {
		return ""
	}
	nameSize, descSize, typ := order.Uint32(note), order.Uint32(note[4:]), order.Uint32(note[8:])
	if nameSize != 4 || typ != goNote || string(note[12:16]) != "Go\x00\x00" || uint64(len(note)) < 16+uint64(descSize) {
		return ""
	}
	return string(note[16 : 16+descSize])
}
