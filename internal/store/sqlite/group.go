package sqlite

import (
	"context"
	"errors"
	"fmt"

	"github.com/storyline-news/storyline"
)

// Group runs fn with a context in which db's writes share one transaction
// instead of committing one each: the alerts check records a few small
// writes per story (its changes, digest, headline figure, merged events),
// and a commit — the WAL frames of every page touched — cost more than
// the writes themselves. Each write stays all or nothing: it runs inside a
// savepoint, rolled back alone when it fails. The writes that succeeded
// are committed when fn returns, even with an error, as they would have
// been one by one; the error returned is fn's or the commit's. Writes
// made with another context wait for the group's end, as for a batch, so
// callers keep groups short. Reads do not see the group's writes before
// its commit.
//
// An in-memory database runs fn with ctx: its one connection is shared
// with the readers.
func (db *DB) Group(ctx context.Context, fn func(ctx context.Context) error) error {
	if db.read == db.write {
		return fn(ctx)
	}
	if g, ok := ctx.Value(groupKey{}).(*group); ok && g.db == db {
		return fn(ctx) // already in a group of db
	}
	// Not ended by ctx's cancellation (database/sql would roll it back):
	// the writes that succeeded before are committed.
	tx, err := db.write.BeginTx(context.WithoutCancel(ctx), nil)
	if err != nil {
		return fmt.Errorf("sqlite: begin group: %w", err)
	}
	g := &group{db: db, tx: db.newWtx(tx)}
	fnErr := fn(context.WithValue(ctx, groupKey{}, g))
	if err := tx.Commit(); err != nil {
		g.tx.rollback()
		return errors.Join(fnErr, fmt.Errorf("sqlite: commit group: %w", err))
	}
	return fnErr
}

type groupKey struct{}

// group is an open Group of db.
type group struct {
	db *DB
	tx *wtx
}

// The savepoint each write of a group runs in.
const (
	qGroupSavepoint = `SAVEPOINT grouped_write`
	qGroupRelease   = `RELEASE grouped_write`
	qGroupRollback  = `ROLLBACK TO grouped_write`
)

// groupOf returns the open group of db that ctx carries, or nil.
func (db *DB) groupOf(ctx context.Context) *group {
	if g, ok := ctx.Value(groupKey{}).(*group); ok && g.db == db {
		return g
	}
	return nil
}

// runTx runs fn in a savepoint of the group's transaction, as DB.runTx
// runs it in a transaction of its own.
func (g *group) runTx(ctx context.Context, fn func(*wtx) (storyline.AddResult, error)) (storyline.AddResult, error) {
	tx := g.tx
	if _, err := tx.ExecContext(ctx, qGroupSavepoint); err != nil {
		return storyline.AddResult{}, fmt.Errorf("begin: %w", err)
	}
	res, err := fn(tx)
	if err == nil {
		err = tx.countLinks(ctx)
	}
	if err != nil {
		if tx.entitiesChanged {
			g.db.entities.reset()
			tx.entitiesChanged = false
		}
		clear(tx.linked)
		_, rbErr := tx.ExecContext(ctx, qGroupRollback)
		if rbErr == nil {
			_, rbErr = tx.ExecContext(ctx, qGroupRelease)
		}
		return storyline.AddResult{}, errors.Join(err, rbErr)
	}
	if _, err := tx.ExecContext(ctx, qGroupRelease); err != nil {
		return storyline.AddResult{}, fmt.Errorf("release: %w", err)
	}
	return res, nil
}
