package sqlite

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

var (
	_ storyline.Batcher  = (*DB)(nil)
	_ codec.EncodedAdder = (*DB)(nil)
	_ storyline.Batch    = (*batch)(nil)
	_ codec.EncodedAdder = (*batch)(nil)
)

// Batch begins one write transaction for several articles: the returned
// storyline.Batch writes AddArticle, ImportArticle, SetAnalysis,
// AssignStory and PutState into it, and its NearDuplicateCandidates sees
// what it wrote. The database's reads do not see the batch until it is
// committed; the batch has no other reads, so none can miss its writes.
// commit or rollback ends the batch (afterwards the batch fails every
// write); until then every other writer of the database waits.
//
// Each article is still wholly there or absent: it is in the batch's
// commit or in none. One commit for many articles is what makes ingest
// cheap: a commit writes the WAL frames of every page touched and flushes
// the full-text index's pending terms as a new segment, once per batch
// rather than per article.
//
// An in-memory database has one connection, which readers share: holding
// it across articles would make them wait, so there every write still has
// a transaction of its own, and commit and rollback do nothing.
func (db *DB) Batch(ctx context.Context) (b storyline.Batch, commit, rollback func() error, err error) {
	if db.read == db.write {
		nop := func() error { return nil }
		return db, nop, nop, nil
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("sqlite: begin batch: %w", err)
	}
	bt := &batch{db: db, tx: db.newWtx(tx)}
	commit = func() error {
		err := bt.tx.countLinks(ctx)
		if err == nil {
			err = bt.index(ctx)
		}
		if err != nil {
			bt.end()
			bt.tx.rollback()
			return fmt.Errorf("sqlite: commit batch: %w", err)
		}
		if !bt.end() {
			return errBatchDone
		}
		if err := tx.Commit(); err != nil {
			bt.tx.rollback()
			return fmt.Errorf("sqlite: commit batch: %w", err)
		}
		return nil
	}
	rollback = func() error {
		if !bt.end() {
			return nil
		}
		return bt.tx.rollback()
	}
	return bt, commit, rollback, nil
}

var errBatchDone = errors.New("sqlite: batch already committed or rolled back")

// batch is an open Batch of db: its writes and near-duplicate lookups,
// and none of db's reads, which would not see them.
type batch struct {
	db *DB
	tx *wtx
	// unindexed are the articles added to the batch and not yet to the
	// full-text index. FTS5 keeps the terms of new rows in memory until the
	// transaction ends, but also writes them out as a new segment (and
	// merges segments) whenever another statement of the transaction opens
	// a statement savepoint, as every multi-row INSERT does: indexed as
	// they came, each article's terms would make a segment of their own.
	unindexed []int64

	mu   sync.Mutex
	done bool
}

// index adds the batch's articles to the full-text index, in one
// statement, just before the commit.
func (b *batch) index(ctx context.Context) error {
	if len(b.unindexed) == 0 {
		return nil
	}
	ids, _ := json.Marshal(b.unindexed)
	_, err := b.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		_, err := tx.ExecContext(ctx, qIndexArticles, string(ids))
		return storyline.AddResult{}, err
	})
	if err != nil {
		return fmt.Errorf("index articles: %w", err)
	}
	b.unindexed = b.unindexed[:0]
	return nil
}

func (b *batch) end() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	was := b.done
	b.done = true
	return !was
}

func (b *batch) runTx(ctx context.Context, fn func(*wtx) (storyline.AddResult, error)) (storyline.AddResult, error) {
	b.mu.Lock()
	done := b.done
	b.mu.Unlock()
	if done {
		return storyline.AddResult{}, errBatchDone
	}
	return fn(b.tx)
}

func (b *batch) AddArticle(ctx context.Context, a *storyline.Article, raw []byte, sig storyline.Signature) (storyline.AddResult, error) {
	if a == nil {
		return storyline.AddResult{}, errors.New("sqlite: add article: nil article")
	}
	return b.db.add(ctx, b, a, raw, nil, sig, false)
}

func (b *batch) AddEncoded(ctx context.Context, a *storyline.Article, enc *codec.Encoded, sig storyline.Signature) (storyline.AddResult, error) {
	if a == nil || enc == nil {
		return storyline.AddResult{}, errors.New("sqlite: add article: nil article")
	}
	return b.db.add(ctx, b, a, nil, enc, sig, false)
}

func (b *batch) ImportArticle(ctx context.Context, a *storyline.Article, raw []byte, sig storyline.Signature) (storyline.AddResult, error) {
	if a == nil {
		return storyline.AddResult{}, errors.New("sqlite: import article: nil article")
	}
	if a.ID <= 0 {
		return storyline.AddResult{}, fmt.Errorf("sqlite: import article: ID %d is not positive", a.ID)
	}
	return b.db.add(ctx, b, a, raw, nil, sig, true)
}

func (b *batch) SetAnalysis(ctx context.Context, id int64, version string, an storyline.Analysis) error {
	return b.db.setAnalysis(ctx, b, id, version, an)
}

func (b *batch) AssignStory(ctx context.Context, as storyline.StoryAssignment) error {
	return assignStory(ctx, b, as)
}

func (b *batch) PutState(ctx context.Context, key string, value []byte) error {
	return putState(ctx, b, key, value)
}

func (b *batch) NearDuplicateCandidates(ctx context.Context, sig storyline.Signature) ([]storyline.Candidate, error) {
	if len(sig.Bands) == 0 {
		return nil, nil
	}
	var cs []storyline.Candidate
	_, err := b.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		var err error
		cs, err = nearDuplicateCandidates(ctx, tx.stmt(ctx, qNearDuplicateCandidates), sig)
		return storyline.AddResult{}, err
	})
	return cs, err
}
