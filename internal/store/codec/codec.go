// Package codec holds the encodings both storage engines share, so that a
// SQLite and a PostgreSQL database store an article in the same shapes: the
// JSON columns of an article, gzip-compressed raw input, little-endian
// MinHash signatures, and the folded keys an entity is found by.
package codec

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	jsonv1 "github.com/go-json-experiment/json/v1"
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// EncodeUint64s packs vs little-endian, 8 bytes each.
func EncodeUint64s(vs []uint64) []byte {
	b := make([]byte, 8*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint64(b[8*i:], v)
	}
	return b
}

// DecodeUint64s unpacks what EncodeUint64s packed.
func DecodeUint64s(b []byte) ([]uint64, error) {
	if len(b)%8 != 0 {
		return nil, fmt.Errorf("signature of %d bytes is not a multiple of 8", len(b))
	}
	if len(b) == 0 {
		return nil, nil
	}
	vs := make([]uint64, len(b)/8)
	for i := range vs {
		vs[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return vs, nil
}

// Gzip compresses raw input bytes (fast, not small: they are kept for
// reanalysis, not shipped).
func Gzip(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	defer gzipWriters.Put(zw)
	zw.Reset(&buf)
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// gzipWriters keeps compressors for reuse: each holds some 800 KB of
// tables, which one per article would make the garbage collector's work.
var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed) // a valid level: no error
	return zw
}}

// Gunzip decompresses what Gzip compressed.
func Gunzip(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	return io.ReadAll(zr)
}

// Encoded is what storing an article writes that can be computed before
// the write: its JSON columns, its compressed raw input and its entities'
// name keys. Ingest computes it on its parallel workers, off the one
// goroutine that stores.
type Encoded struct {
	JSON      ArticleJSON
	Zraw      []byte // Gzip of the raw input
	RawSHA256 string // hex
	RawSize   int
	// Names are the keys of the analysis's entities, one for each
	// (NamesOf).
	Names []EntityNames
	// EventRows are the analysis's rows of the event index (EventRows).
	EventRows string
}

// EncodedAdder is a store (or a storyline.Batch of one) that takes an
// article encoded beforehand: AddEncoded is AddArticle with enc computed
// by Encode of the same article and raw input.
type EncodedAdder interface {
	AddEncoded(ctx context.Context, a *storyline.Article, enc *Encoded, sig storyline.Signature) (storyline.AddResult, error)
}

// Encode computes a's Encoded form with its raw input.
func Encode(a *storyline.Article, raw []byte) (*Encoded, error) {
	j, err := EncodeJSON(a)
	if err != nil {
		return nil, err
	}
	z, err := Gzip(raw)
	if err != nil {
		return nil, fmt.Errorf("compress raw input: %w", err)
	}
	sum := sha256.Sum256(raw)
	return &Encoded{JSON: j, Zraw: z, RawSHA256: hex.EncodeToString(sum[:]), RawSize: len(raw),
		Names: NamesOf(a.Analysis.Entities), EventRows: EventRows(a.Analysis.Events)}, nil
}

// ArticleJSON holds the JSON columns of an article.
type ArticleJSON struct {
	Authors, Paragraphs, Captions, Credits, Removed, Alignment, Analysis string
}

// EncodeJSON renders the JSON columns of a.
func EncodeJSON(a *storyline.Article) (ArticleJSON, error) {
	var j ArticleJSON
	for _, f := range []struct {
		dst *string
		v   any
	}{
		{&j.Authors, a.Authors},
		{&j.Paragraphs, a.Paragraphs},
		{&j.Captions, a.Captions},
		{&j.Credits, a.Credits},
		{&j.Removed, a.Removed},
		{&j.Alignment, a.Alignment},
		{&j.Analysis, a.Analysis},
	} {
		b, err := json.Marshal(f.v)
		if err != nil {
			return j, err
		}
		*f.dst = string(b)
	}
	return j, nil
}

// DecodeJSON fills a from its JSON columns. It decodes with the v1
// semantics of github.com/go-json-experiment/json, which read the same
// values as encoding/json's (TestDecodeJSONMatchesStdlib) in a single pass
// and a quarter of the time: decoding a ~40 KB analysis was half the
// alerts check's CPU, which reads every recent article of each touched
// story, and the story page's.
func DecodeJSON(a *storyline.Article, j ArticleJSON) error {
	for _, f := range []struct {
		name string
		src  string
		v    any
	}{
		{"authors", j.Authors, &a.Authors},
		{"paragraphs", j.Paragraphs, &a.Paragraphs},
		{"captions", j.Captions, &a.Captions},
		{"credits", j.Credits, &a.Credits},
		{"removed", j.Removed, &a.Removed},
		{"alignment", j.Alignment, &a.Alignment},
		{"analysis", j.Analysis, &a.Analysis},
	} {
		if err := jsonv1.Unmarshal([]byte(f.src), f.v); err != nil {
			return fmt.Errorf("column %s: %w", f.name, err)
		}
	}
	return nil
}

// FullerName reports whether name is a fuller form of the stored name cur,
// to become an entity's name in its place: longer, and holding every word of
// cur ("Bashar al-Assad" for "Assad"). A longer alias that does not ("Dohuk
// Iraq" for "Iraq") stays an alias, so one article's run-together name never
// renames the entity every other article links to.
func FullerName(cur, name string) bool {
	c, n := text.Fold(cur), text.Fold(name)
	if len(n) <= len(c) {
		return false
	}
	words := strings.FieldsFunc(n, func(r rune) bool { return r == ' ' || r == '-' })
	for _, w := range strings.FieldsFunc(c, func(r rune) bool { return r == ' ' || r == '-' }) {
		if !slices.Contains(words, w) {
			return false
		}
	}
	return true
}

// BetterCased reports whether name is the stored name cur of a person or a
// place as a reader writes it: the same words, where cur is in capitals
// only ("CHICAGO" of a dateline, "ELLIOT RODGER" of a headline) and name is
// not. An organization's capitals are often its acronym ("ISIS", not the
// "Isis" some outlets write), and so are short names ("US").
func BetterCased(typ storyline.EntityType, cur, name string) bool {
	if typ != storyline.PER && typ != storyline.LOC || len(cur) < 4 {
		return false
	}
	return text.Fold(cur) == text.Fold(name) && cur == strings.ToUpper(cur) && name != strings.ToUpper(name)
}

// EntityNames are the keys an entity is looked up by: the folded form of
// its name (Key), and NameKeys.
type EntityNames struct {
	Key  string
	Keys []string
	Weak []bool
}

// NamesOf returns the names of each of es.
func NamesOf(es []storyline.Entity) []EntityNames {
	ns := make([]EntityNames, len(es))
	for i, e := range es {
		ns[i].Key = text.Fold(e.Canonical)
		ns[i].Keys, ns[i].Weak = NameKeys(e)
	}
	return ns
}

// NameKeys returns the folded keys an entity is found by: its name and its
// aliases, each marked weak when it is a single word that is not the whole
// name.
func NameKeys(e storyline.Entity) (keys []string, weak []bool) {
	seen := map[string]bool{}
	add := func(s string, isName bool) {
		k := text.Fold(s)
		if k == "" || seen[k] {
			return
		}
		seen[k] = true
		keys = append(keys, k)
		weak = append(weak, !isName && !strings.Contains(k, " ") && e.Type == storyline.PER)
	}
	add(e.Canonical, true)
	for _, a := range e.Aliases {
		add(a, false)
	}
	if e.Type == storyline.PER {
		for _, k := range keys {
			if bare := text.WithoutArabicArticle(k); bare != "" {
				add(bare, true)
			}
		}
	}
	return keys, weak
}

// EncodeHeadline writes a story's headline figure as its row keeps it:
// JSON, nil (NULL) for none.
func EncodeHeadline(f *storyline.HeadlineFigure) (any, error) {
	if f == nil {
		return nil, nil
	}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

// DecodeHeadline reads a story row's headline figure; "" (NULL) is none.
func DecodeHeadline(s string) (*storyline.HeadlineFigure, error) {
	if s == "" {
		return nil, nil
	}
	var f storyline.HeadlineFigure
	if err := json.Unmarshal([]byte(s), &f); err != nil {
		return nil, fmt.Errorf("headline figure: %w", err)
	}
	return &f, nil
}
