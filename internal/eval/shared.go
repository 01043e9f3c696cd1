package eval

import (
	"os"
	"path/filepath"
)

// SharedDir returns the shared data directory: $STORYLINE_SHARED when set,
// else the directory "shared" next to the module root (the first ancestor of
// the working directory holding a go.mod). ok is false when no such
// directory exists.
func SharedDir() (string, bool) {
	if d := os.Getenv("STORYLINE_SHARED"); d != "" {
		return d, isDir(d)
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for dir := wd; ; {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			d := filepath.Join(filepath.Dir(dir), "shared")
			return d, isDir(d)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}
