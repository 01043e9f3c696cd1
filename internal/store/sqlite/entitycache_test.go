package sqlite

import (
	"context"
	"errors"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// TestEntityCacheStaysTrue links articles through the entity cache while
// the tables change behind it — entities unlinked (as deleting or
// reanalyzing an article does), a transaction rolled back after linking,
// another connection linking, the cache emptied by its bound — and wants
// the tables the reference linker makes without a cache.
func TestEntityCacheStaysTrue(t *testing.T) {
	ctx := context.Background()
	got, want := openPair(t)
	got.entities = newEntityCache(300) // small: it is emptied now and then
	other, err := Open(got.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	entities := randomEntities(5)
	errRollback := errors.New("rolled back")
	for art := 1; art <= 400; art++ {
		es := entities()
		switch {
		case art%37 == 0:
			// Linked in got, then rolled back: in neither.
			_, err := got.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
				if err := insertBareArticle(ctx, tx, art); err != nil {
					return storyline.AddResult{}, err
				}
				if err := linkEntities(ctx, tx, int64(art), es, nil); err != nil {
					return storyline.AddResult{}, err
				}
				return storyline.AddResult{}, errRollback
			})
			if !errors.Is(err, errRollback) {
				t.Fatalf("article %d: %v", art, err)
			}
		case art%23 == 0:
			// Linked by another connection to the same file.
			for _, db := range []*DB{other, want} {
				linkOne(t, db, art, es, db == want)
			}
		case art%11 == 0:
			linkBoth(t, got, want, art, es)
			// An earlier article unlinked: its entities no other article
			// names are deleted, and their keys.
			for _, db := range []*DB{got, want} {
				_, err := db.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
					return storyline.AddResult{}, unlinkEntities(ctx, tx, int64(art-5))
				})
				if err != nil {
					t.Fatal(err)
				}
			}
		default:
			linkBoth(t, got, want, art, es)
		}
	}
	compareEntities(t, got, want)
}

// linkOne stores article art with entities es in db, by refLinkEntities
// when ref is set.
func linkOne(t *testing.T, db *DB, art int, es []storyline.Entity, ref bool) {
	t.Helper()
	ctx := context.Background()
	_, err := db.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		if err := insertBareArticle(ctx, tx, art); err != nil {
			return storyline.AddResult{}, err
		}
		if ref {
			return storyline.AddResult{}, refLinkEntities(ctx, tx.Tx, int64(art), es)
		}
		return storyline.AddResult{}, linkEntities(ctx, tx, int64(art), es, codec.NamesOf(es))
	})
	if err != nil {
		t.Fatalf("article %d: %v", art, err)
	}
}

// TestEntityCacheCompleteOnNewStore links into a new store, where the
// cache is complete (it answers for keys it lacks without SQLite), through
// a rollback (which leaves it incomplete until the next check finds the
// tables empty again) and a store that was not empty when the cache was
// emptied, and wants the reference linker's tables each time.
func TestEntityCacheCompleteOnNewStore(t *testing.T) {
	ctx := context.Background()
	got, want := openPair(t)
	entities := randomEntities(11)
	for art := 1; art <= 150; art++ {
		linkBoth(t, got, want, art, entities())
		if !got.entities.complete {
			t.Fatalf("article %d: the cache of a new store is not complete", art)
		}
	}
	compareEntities(t, got, want)
	// A rollback empties the cache: it is no longer complete, and the
	// tables are not empty, so it stays so.
	_, err := got.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		if err := insertBareArticle(ctx, tx, 151); err != nil {
			return storyline.AddResult{}, err
		}
		if err := linkEntities(ctx, tx, 151, entities(), nil); err != nil {
			return storyline.AddResult{}, err
		}
		return storyline.AddResult{}, errors.New("rolled back")
	})
	if err == nil {
		t.Fatal("the transaction was not rolled back")
	}
	for art := 152; art <= 200; art++ {
		linkBoth(t, got, want, art, entities())
		if got.entities.complete {
			t.Fatalf("article %d: the cache is complete after a rollback", art)
		}
	}
	compareEntities(t, got, want)
	// Another process's linker, and a cache emptied on a store that has
	// entities: incomplete, and still true.
	other, err := Open(got.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	for art := 201; art <= 260; art++ {
		if art%5 == 0 {
			es := entities()
			linkOne(t, other, art, es, false)
			linkOne(t, want, art, es, true)
			continue
		}
		linkBoth(t, got, want, art, entities())
	}
	compareEntities(t, got, want)
	if got.entities.complete || other.entities.complete {
		t.Error("a cache emptied on a store with entities is complete")
	}
}
