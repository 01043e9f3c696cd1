package events_test

import (
	"strings"
	"testing"
)

// A sentence the page tells again — a timeline widget's entry without its
// date, a gallery's caption under every image — is no second event: read
// again, it takes the date of the entry before it.
func TestRetoldSentenceIsNoNewEvent(t *testing.T) {
	for _, c := range []struct{ class, text, said string }{
		{"a timeline's entry without its date",
			"Warplanes struck the town of Khan Sheikhun in Idlib province on Tuesday, killing at least 72 people. " +
				"March 15 2017 At least two suicide car bombs detonate in Damascus, killing 32 people. " +
				"December 22 2016 The regime declares it has full control of Aleppo after a final convoy of fighters leaves. " +
				"At least two suicide car bombs detonate in Damascus, killing 32 people.",
			"suicide car bombs"},
		{"a gallery's caption", strings.Repeat("A man died Thursday morning after being shot inside a home on the Southwest Side. ", 4), "A man died"},
	} {
		n := 0
		a := analyzed(t, c.text)
		for _, e := range a.Analysis.Events {
			if strings.Contains(a.Text[e.Sentence.Start:e.Sentence.End], c.said) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s: %d events told in %q, want 1", c.class, n, c.said)
		}
	}
}
