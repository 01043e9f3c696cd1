package main

import (
	"testing"
	"time"
)

// The progress line says n of N, the rate and what is left when the
// inputs were counted, n and the rate otherwise.
func TestProgressLine(t *testing.T) {
	p := &progress{n: 250, fails: 1}
	if got, want := p.line(2*time.Second), "250 documents, 1 failed, 125/s"; got != want {
		t.Errorf("uncounted: %q, want %q", got, want)
	}
	p.total.Store(1000)
	if got, want := p.line(2*time.Second), "250/1000 documents (25%), 1 failed, 125/s, 6s left"; got != want {
		t.Errorf("counted: %q, want %q", got, want)
	}
	if got, want := p.line(time.Second), "250/1000 documents (25%), 1 failed, 250/s"; got != want {
		t.Errorf("first second: %q, want %q", got, want)
	}
}
