package figures

import (
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/timex"
)

func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"More than 450 Venezuelan soldiers have defected in just four days.",
		"several dozen have ended up in a shelter", "the 200,000-plus troops", "10 million percent",
		"two-thirds", "$1.5 billion", "3/4", "2 1/4", "between 10 and", "a", "one and a", "-", "%",
		"according to", "said ,", "\xff\xfe 5", "1,2,3,4", "half a", "hundreds of thousands of",
		"555-123-4567", "[1]", "33°47′N", "4 thousand 3 hundred and", "\"one\" said",
	} {
		f.Add(s)
	}
	ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, text string) {
		start := time.Now()
		times := timex.Extract(text, ref)
		for _, fg := range Extract(text, times, storyline.DateOf(ref)) {
			for _, sp := range []storyline.Span{fg.Span, fg.NumberSpan, fg.CountedSpan, fg.ActionSpan, fg.PlaceSpan, fg.SourceSpan, fg.CueSpan, fg.QualifierSpan} {
				if sp.Start < 0 || sp.End > len(text) || sp.Start > sp.End {
					t.Fatalf("bad span %v in %q", sp, text)
				}
			}
			if fg.Span.In(text) != fg.Text || fg.Text == "" {
				t.Fatalf("figure text %q does not match span %v", fg.Text, fg.Span)
			}
			if fg.TimeIndex >= len(times) || fg.StatedIndex >= len(times) {
				t.Fatalf("time index out of range")
			}
		}
		Numbers(text)
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("took %v on %d bytes", d, len(text))
		}
	})
}

// TestFigurePathological checks that long repetitive input stays linear.
func TestFigurePathological(t *testing.T) {
	for _, unit := range []string{"1,", "one and ", "hundreds of ", "- ", "more than ", "\"", "said "} {
		s := strings.Repeat(unit, 200000/len(unit))
		start := time.Now()
		Extract(s, nil, storyline.Date{})
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%q×: %v", unit, d)
		}
	}
}
