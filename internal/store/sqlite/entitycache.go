package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// entityCacheEntries bounds the entity cache: key states and records
// together, a few hundred bytes each. Past it the cache starts again
// empty. The 924 PolNeAR texts make about 20,000 (9,000 entities, their
// 10,600 keys and the single-word names looked up).
const entityCacheEntries = 200_000

// entityCache remembers what entity linking read and wrote — the state of
// each name key in entity_names and the entity records with their keys —
// so that an article naming people, places and organizations seen before
// is linked without reading them again (linkEntities asks the tables only
// for what the cache lacks).
//
// It must never hold what the tables do not, so it is emptied:
//   - when a write transaction that linked entities rolls back (its
//     changes are in the cache, not in the tables);
//   - when entity records were deleted (an article deleted or reanalyzed
//     takes its entities no other article names, and their keys with
//     them): a trigger on the writer's connection counts the deletions
//     (qEntityDeletions);
//   - when another connection, in this process or another, committed
//     since the cache was last used: SQLite's data_version tells.
//
// Both are read once per write transaction that links entities: no other
// connection commits while it holds the write lock, and no deletion runs
// in one but reanalysis's, which empties the cache itself. Every other
// write of entities and entity_names is the linker's, which updates the
// cache with what it writes.
//
// A cache emptied while the tables were empty too (a new database) is
// complete until it is emptied again: every key and record the tables
// hold, the linker wrote and the cache holds, so a key it lacks has no
// row and is not asked of SQLite. Into a new store most names are new,
// and asking for each of them was a fifth of entity linking.
type entityCache struct {
	mu  sync.Mutex
	max int
	// The writer connection's deletion count and data_version when last
	// checked.
	deletions, dataVersion int64
	states                 map[typeKey]keyState
	recs                   map[int64]cachedEntity
	// nextID is the ID of the next new record; 0 when unknown.
	nextID int64
	// complete is set when the cache holds every key state and record
	// of the tables (see entityCache).
	complete bool
}

// cachedEntity is an entity record as stored, and the keys it has in
// entity_names.
type cachedEntity struct {
	name, aliases string
	place         sql.NullString
	keys          []typeKey
}

func newEntityCache(max int) *entityCache {
	c := &entityCache{max: max}
	c.reset()
	return c
}

func (c *entityCache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.states, c.recs, c.nextID, c.complete = map[typeKey]keyState{}, map[int64]cachedEntity{}, 0, false
}

// check empties the cache when entities were deleted or another
// connection committed since it was last checked. It runs in tx, once per
// transaction.
func (c *entityCache) check(ctx context.Context, tx *wtx) error {
	if tx.cacheChecked {
		return nil
	}
	var deletions, version int64
	err := tx.QueryRowContext(ctx, qEntityCacheVersion).Scan(&deletions, &version)
	if err != nil {
		// The writer's connection was opened again, without the
		// deletions trigger, which lives as long as the connection.
		if _, err := tx.Tx.ExecContext(ctx, qEntityDeletions); err != nil {
			return fmt.Errorf("entity cache: %w", err)
		}
		deletions = -1
	}
	tx.cacheChecked = true
	c.mu.Lock()
	stale := deletions != c.deletions || version != c.dataVersion
	c.deletions, c.dataVersion = deletions, version
	c.mu.Unlock()
	if !stale {
		return nil
	}
	c.reset()
	var empty bool
	if err := tx.QueryRowContext(ctx, qEntitiesEmpty).Scan(&empty); err != nil {
		return fmt.Errorf("entity cache: %w", err)
	}
	c.mu.Lock()
	c.complete = empty
	c.mu.Unlock()
	return nil
}

// lookUp looks up the cached state of each key of list, and returns the
// indexes of the keys it does not hold; none when it is complete (a key
// it does not hold has no row).
func (c *entityCache) lookUp(list []typeKey, states []keyState) (missing []int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, tk := range list {
		if st, ok := c.states[tk]; ok {
			states[i] = st
		} else if !c.complete {
			missing = append(missing, i)
		}
	}
	return missing
}

// record returns the cached record id.
func (c *entityCache) record(id int64) (cachedEntity, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, ok := c.recs[id]
	return r, ok
}

func (c *entityCache) nextEntityID() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.nextID
}

// store records what an article's linking wrote: the states of the keys it
// asked for and the records it read or changed, as they are now in the
// transaction, and the next new record's ID.
func (c *entityCache) store(list []typeKey, states []keyState, recs []*entityRec, nextID int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.states)+len(c.recs)+len(list)+len(recs) > c.max {
		c.states, c.recs, c.complete = map[typeKey]keyState{}, map[int64]cachedEntity{}, false
	}
	for i, tk := range list {
		c.states[tk] = states[i]
	}
	for _, r := range recs {
		keys := make([]typeKey, 0, len(r.keys))
		for k := range r.keys {
			keys = append(keys, k)
		}
		c.recs[r.id] = cachedEntity{name: r.storedName, aliases: r.storedAliases, place: r.storedPlace, keys: keys}
	}
	if nextID != 0 {
		c.nextID = nextID
	}
}
