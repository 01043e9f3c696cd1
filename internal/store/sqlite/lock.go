package sqlite

import (
	"context"
	"fmt"
	"os"
	"sync"
	"syscall"
)

// memLocks serves TryLock for in-memory databases, which one process holds.
var memLocks sync.Map

// TryLock takes the named lock without waiting: an advisory lock on a file
// beside the database (flock), released by the returned function or when
// the process ends, so a killed process never leaves it held. ok is false
// when another process (or another DB handle) holds it.
func (db *DB) TryLock(ctx context.Context, name string) (release func(), ok bool, err error) {
	if db.path == ":memory:" {
		key := fmt.Sprintf("%p/%s", db, name)
		if _, loaded := memLocks.LoadOrStore(key, true); loaded {
			return nil, false, nil
		}
		return func() { memLocks.Delete(key) }, true, nil
	}
	f, err := os.OpenFile(db.path+"-"+name+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, false, fmt.Errorf("sqlite: lock %s: %w", name, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if err == syscall.EWOULDBLOCK {
			return nil, false, nil
		}
		return nil, false, fmt.Errorf("sqlite: lock %s: %w", name, err)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, true, nil
}
