package names

import (
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// lowerWord returns s lower-cased. The rules lower-case the same
// capitalized words again and again ("Trump", "The"): the lower-case
// forms of short ASCII words are kept in lowerCache, so that most calls
// allocate nothing.
func lowerWord(s string) string {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return strings.ToLower(s)
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if !upper {
		return s
	}
	if len(s) > maxLowerCached {
		return strings.ToLower(s)
	}
	var buf [maxLowerCached]byte
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
		h = (h ^ uint32(c)) * 16777619
	}
	l := buf[:len(s)]
	slot := &lowerCache[h>>(32-lowerCacheBits)]
	if p := slot.Load(); p != nil && *p == string(l) {
		return *p
	}
	ls := string(l)
	slot.Store(&ls)
	return ls
}

// lowerCache holds the lower-case forms of recently lowered ASCII words,
// by hash; a slot keeps the last word that hashed to it.
var lowerCache [1 << lowerCacheBits]atomic.Pointer[string]

const (
	lowerCacheBits = 12
	maxLowerCached = 32
)
