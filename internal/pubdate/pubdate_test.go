package pubdate

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/clean"
	"github.com/storyline-news/storyline/internal/demo"
)

func TestFindDates(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		wdOK bool
	}{
		{"in La Parada, Colombia, Monday, Feb. 25, 2019. (AP Photo)", []string{"2019-02-25"}, true},
		{"on February 3, 2018 and 2020-01-05", []string{"2018-02-03", "2020-01-05"}, true},
		{"Saturday 23 February 2019", []string{"2019-02-23"}, true},
		{"the 4th of July, 1976", []string{"1976-07-04"}, true},
		{"Friday, Feb. 23, 2019", []string{"2019-02-23"}, false}, // Feb. 23, 2019 was a Saturday
		{"Feb. 30, 2019 and May 2019", nil, true},
		{"no dates here, 2019 only", nil, true},
	}
	for _, tt := range tests {
		got := FindDates(tt.in)
		if len(got) != len(tt.want) {
			t.Errorf("%q: got %d dates %+v, want %v", tt.in, len(got), got, tt.want)
			continue
		}
		for i, w := range tt.want {
			if got[i].Date.String() != w {
				t.Errorf("%q: date %d = %s, want %s", tt.in, i, got[i].Date, w)
			}
			if got[i].WeekdayOK != tt.wdOK {
				t.Errorf("%q: weekdayOK = %v", tt.in, got[i].WeekdayOK)
			}
		}
	}
}

// article builds a cleaned, caption-dated article from raw text.
func article(raw string) *storyline.Article {
	c := clean.Clean(raw, clean.Options{TitleLine: true})
	a := &storyline.Article{Text: c.Text, Paragraphs: c.Paragraphs, Captions: c.Captions}
	DateCaptions(a)
	return a
}

var ingestTime = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

func TestInferSeeds(t *testing.T) {
	for prefix, want := range map[string]string{"000": "2019-02-26", "003": "2019-02-23"} {
		s, _ := demo.SampleNamed(prefix)
		p := Infer(article(string(s.Data)), ingestTime)
		if p.Source != storyline.DateInferred || p.Time.Format("2006-01-02") != want {
			t.Errorf("seed %s: got %s (%s, %s), want %s inferred", prefix, p.Time.Format("2006-01-02"), p.Source, p.Evidence, want)
		}
	}
}

func TestInferRules(t *testing.T) {
	tests := []struct {
		name, raw, want string
		source          storyline.DateSource
	}{
		{"latest caption wins",
			"Officials met on Friday.\n\nA man waves a flag in Quito, Ecuador, Friday, Oct. 4, 2019. (AP Photo/Dolores Ochoa)\n\nProtesters march in Quito, Ecuador, Thursday, Oct. 3, 2019. (Reuters)",
			"2019-10-04", storyline.DateInferred},
		{"body mentions the day after the photo",
			"The government said on Tuesday that the curfew would end.\n\nSoldiers patrol in Quito, Ecuador, Monday, Oct. 7, 2019. (AP Photo/Fernando Vergara)",
			"2019-10-08", storyline.DateInferred},
		{"last Tuesday does not move the date",
			"The curfew began last Tuesday.\n\nSoldiers patrol in Quito, Ecuador, Monday, Oct. 7, 2019. (AP Photo/Fernando Vergara)",
			"2019-10-07", storyline.DateInferred},
		{"dateline with a full date",
			"BOGOTA, Colombia, Feb. 25, 2019 — Officials said the border stays closed.",
			"2019-02-25", storyline.DateInferred},
		{"a date after the ingest time is ignored",
			"Elections are set for Jan. 5, 2031.\n\nVoters queue in Lagos, Nigeria, Saturday, Feb. 23, 2019. (AP Photo/Ben Curtis)",
			"2019-02-23", storyline.DateInferred},
		{"no dates", "Nothing dated happened here.", "0001-01-01", storyline.DateUnknown},
	}
	for _, tt := range tests {
		p := Infer(article(tt.raw), ingestTime)
		if got := p.Time.Format("2006-01-02"); got != tt.want || p.Source != tt.source {
			t.Errorf("%s: got %s %s (%s), want %s %s", tt.name, got, p.Source, p.Evidence, tt.want, tt.source)
		}
	}
}

func TestCaptionDates(t *testing.T) {
	s, _ := demo.SampleNamed("000")
	a := article(string(s.Data))
	want := []string{"2019-02-25", "2019-02-08", "2019-02-26"}
	for i, c := range a.Captions {
		if c.Date.String() != want[i] {
			t.Errorf("caption %d date %s, want %s", i, c.Date, want[i])
		}
		if c.DateSpan.In(a.Text) == "" {
			t.Errorf("caption %d has no date span", i)
		}
	}
}
