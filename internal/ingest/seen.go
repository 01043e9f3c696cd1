package ingest

import (
	"io/fs"
	"net/http"
	"sync"
	"time"
)

// Seen remembers what earlier reads saw, so that reading the same inputs
// again (storyline watch) costs little: a file whose size and modification
// time are unchanged is skipped, and a URL is fetched with the validators
// its last response gave (If-None-Match, If-Modified-Since), so an unchanged
// feed answers 304 Not Modified and nothing is read. Only inputs read
// without error are remembered. A Seen is safe for concurrent use.
type Seen struct {
	mu    sync.Mutex
	files map[string]fileStamp
	urls  map[string]validators
}

type fileStamp struct {
	size int64
	mod  time.Time
}

type validators struct{ etag, lastModified string }

// NewSeen returns an empty Seen.
func NewSeen() *Seen {
	return &Seen{files: map[string]fileStamp{}, urls: map[string]validators{}}
}

func (s *Seen) unchangedFile(path string, fi fs.FileInfo) bool {
	if s == nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.files[path]
	return ok && st.size == fi.Size() && st.mod.Equal(fi.ModTime())
}

func (s *Seen) recordFile(path string, fi fs.FileInfo) {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.files[path] = fileStamp{fi.Size(), fi.ModTime()}
	s.mu.Unlock()
}

// conditional adds the validators recorded for url to req.
func (s *Seen) conditional(url string, req *http.Request) {
	if s == nil {
		return
	}
	s.mu.Lock()
	v, ok := s.urls[url]
	s.mu.Unlock()
	if !ok {
		return
	}
	if v.etag != "" {
		req.Header.Set("If-None-Match", v.etag)
	}
	if v.lastModified != "" {
		req.Header.Set("If-Modified-Since", v.lastModified)
	}
}

func (s *Seen) recordURL(url string, h http.Header) {
	if s == nil {
		return
	}
	v := validators{etag: h.Get("ETag"), lastModified: h.Get("Last-Modified")}
	if v == (validators{}) {
		return
	}
	s.mu.Lock()
	s.urls[url] = v
	s.mu.Unlock()
}
