package postgres

import (
	"context"
	"fmt"
)

// TryLock takes the named session-level advisory lock without waiting, on a
// connection held until release; PostgreSQL drops the lock when the
// connection ends, so a killed process never leaves it held. ok is false
// when another session holds it.
func (db *DB) TryLock(ctx context.Context, name string) (release func(), ok bool, err error) {
	conn, err := db.pool.Acquire(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("postgres: lock %s: %w", name, err)
	}
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock(hashtextextended($1, 0))`, "storyline/"+name).Scan(&ok); err != nil {
		conn.Release()
		return nil, false, fmt.Errorf("postgres: lock %s: %w", name, err)
	}
	if !ok {
		conn.Release()
		return nil, false, nil
	}
	return func() {
		conn.Exec(context.Background(), `SELECT pg_advisory_unlock(hashtextextended($1, 0))`, "storyline/"+name)
		conn.Release()
	}, true, nil
}
