package timex

import (
	"strings"
	"testing"
	"time"
)

// TestPathological checks that adversarial inputs run in linear-ish time.
func TestTimexPathological(t *testing.T) {
	units := []string{
		"Feb. 25, 2019, Sunday ", "Feb. 25, 2019. Sunday. ", "a ", "1 ", ". ", "the ", "the past ", "two-", "nineteen ", "'", "-",
		"last Oct. ", "every ", "year-", "10:35 a.m. ", "Monday Tuesday ", "the end of the ", "\xff", "’",
		"twenty-five hundred and a half years ago ", "the 1988 third quarter of ",
	}
	for _, u := range units {
		text := strings.Repeat(u, 200000/len(u)+1)
		start := time.Now()
		got := Extract(text, tue)
		d := time.Since(start)
		if d > 3*time.Second {
			t.Errorf("%q × %d: %v", u, len(text)/len(u), d)
		}
		checkSpans(t, text, got)
	}
}
