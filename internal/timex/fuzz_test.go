package timex

import (
	"testing"
	"time"
)

func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"On Monday, Feb. 25, 2019, soldiers crossed the bridge.",
		"two days ago", "the past three years", "2019-02-25 2/25/2019 10:35 a.m. EST Friday",
		"nineteen ninety-six", "the '90s", "1990s", "25th of February", "a year and a half",
		"every other week", "year-earlier third quarter", "'", "-", "Jan.", "the week of March",
		"\xff\xfe May", "mid-", "the end of", "2 1/", "last Oct. 3",
		"New Year's Eve", "2017 St. Patrick's Day", "Good Friday Agreement", "Easter",
	} {
		f.Add(s, int64(1551139200))
	}
	f.Fuzz(func(t *testing.T, text string, sec int64) {
		ref := time.Unix(sec%(1<<35), 0).UTC()
		got := Extract(text, ref)
		checkSpans(t, text, got)
	})
}
