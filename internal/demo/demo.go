// Package demo bundles the sample articles that "storyline demo" ingests
// and that tests use as realistic fixtures.
package demo

import (
	"embed"
	"io/fs"
	"sort"
)

//go:embed samples/*.txt
var samples embed.FS

//go:embed wikinews/wikinews.jsonl
var wikinews []byte

// Wikinews returns the bundled Wikinews sample: nine articles in two
// stories, as JSON Lines (see wikinews/README.md for its source and
// licence).
func Wikinews() []byte { return wikinews }

// Sample is one bundled article file.
type Sample struct {
	Name string
	Data []byte
}

// Samples returns the bundled sample articles in name order.
func Samples() []Sample {
	names, _ := fs.Glob(samples, "samples/*.txt")
	sort.Strings(names)
	out := make([]Sample, 0, len(names))
	for _, n := range names {
		b, _ := samples.ReadFile(n)
		out = append(out, Sample{Name: n[len("samples/"):], Data: b})
	}
	return out
}

// SampleNamed returns the bundled sample whose name starts with prefix.
func SampleNamed(prefix string) (Sample, bool) {
	for _, s := range Samples() {
		if len(s.Name) >= len(prefix) && s.Name[:len(prefix)] == prefix {
			return s, true
		}
	}
	return Sample{}, false
}
