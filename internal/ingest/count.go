package ingest

import (
	"bufio"
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Count returns how many documents reading inputs will give, walking
// folders as Read does (hidden entries and symbolic links skipped), with
// ok false when that cannot be known without reading them: standard
// input, URLs, feeds, WARC files, compressed files and files whose format
// only their content tells. A text or HTML file is one document, a JSON
// Lines file one per non-blank line. It is for progress lines: a wrong
// count only makes an estimate wrong.
func Count(inputs []string) (n int, ok bool) {
	for _, in := range inputs {
		if in == "-" || isURL(in) {
			return n, false
		}
		fi, err := os.Stat(in)
		if err != nil {
			continue // Read reports it as a failure: one outcome, no document
		}
		if !fi.IsDir() {
			k, known := countFile(in)
			if !known {
				return n, false
			}
			n += k
			continue
		}
		known := true
		filepath.WalkDir(in, func(p string, d fs.DirEntry, err error) error {
			if err != nil || !known {
				return nil
			}
			if p != in && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if d.IsDir() || !d.Type().IsRegular() {
				return nil
			}
			k, ok := countFile(p)
			known = known && ok
			n += k
			return nil
		})
		if !known {
			return n, false
		}
	}
	return n, true
}

// countFile counts the documents of one file, when its extension tells.
func countFile(path string) (int, bool) {
	switch strings.ToLower(strings.TrimPrefix(filepath.Ext(path), ".")) {
	case "txt", "text", "html", "htm", "xhtml":
		return 1, true
	case "jsonl", "ndjson":
		f, err := os.Open(path)
		if err != nil {
			return 0, true // a failure to read: no document
		}
		defer f.Close()
		n := 0
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64<<10), int(DefaultMaxBytes))
		for sc.Scan() {
			if len(bytes.TrimSpace(sc.Bytes())) > 0 {
				n++
			}
		}
		return n, sc.Err() == nil
	}
	return 0, false
}
