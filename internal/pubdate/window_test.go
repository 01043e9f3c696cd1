package pubdate

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/text"
)

// windowCases are texts where a date pattern meets the edges of its
// windows: words glued to dates, long runs of whitespace, several years
// close together and hyphenated numbers.
var windowCases = []string{
	"Monday, Feb. 25, 2019",
	"x-Monday, Feb. 25, 2019 and Tuesday 26th of February 2019.",
	"on Wednesday \n\n\t 3rd  \r\n of \f March,   2021\n2022",
	"May 5, 2019 2020 June 6 2021, 7 July 2022_ 8 July 2023x 9 July 2024-",
	"Feb 2 20199 and Feb 2 2019a, 2019-02-03, 12019-02-03, a2019-02-04 2019-02-05b 2019-02-06-07",
	"2019-02-0 2019-2-03 x 2019-02-03-2020-03-04 – 3 of March 2019",
	"Sun. 1st Jan. 2000Mon 2nd Jan 2000 Tues, 3 Jan. 2000 Thurs Jan 6 2000",
	"é25 February 2019 «Feb 25, 2019» 25 February\u00a02019 25\u00a0February 2019",
	"1999 2000 Sept 1 2001 of 2 Sept 2001",
}

// TestFindAllInWindows checks that the date patterns find over their
// windows exactly what they find over the whole text.
func TestFindAllInWindows(t *testing.T) {
	texts := append([]string{}, windowCases...)
	for _, s := range demo.Samples() {
		texts = append(texts, string(s.Data))
	}
	texts = append(texts, string(demo.Wikinews()))
	for _, s := range texts {
		checkWindows(t, s)
	}
}

// checkWindows fails t if a date pattern finds over its windows of s other
// than what it finds over the whole of s.
func checkWindows(t *testing.T, s string) {
	t.Helper()
	for _, re := range []*regexp.Regexp{monthFirst, dayFirst} {
		want := re.FindAllStringSubmatchIndex(s, -1)
		if got := text.FindAllIn(re, s, yearWindows(s)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s over %.80q: got %v, want %v", re, s, got, want)
		}
	}
	want := isoDate.FindAllStringSubmatchIndex(s, -1)
	if got := text.FindAllIn(isoDate, s, isoWindows(s)); !reflect.DeepEqual(got, want) {
		t.Errorf("iso over %.80q: got %v, want %v", s, got, want)
	}
}

func FuzzFindAllInWindows(f *testing.F) {
	for _, s := range windowCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkWindows(t, s)
	})
}

func BenchmarkFindDates(b *testing.B) {
	var body strings.Builder
	for _, s := range demo.Samples() {
		body.Write(s.Data)
		body.WriteString("\n\n")
	}
	s := body.String()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		FindDates(s)
	}
}
