package events_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// seedArticle builds a bundled sample the way the pipeline does.
func seedArticle(t testing.TB, prefix string) *storyline.Article {
	t.Helper()
	s, ok := demo.SampleNamed(prefix)
	if !ok {
		t.Fatalf("no sample %s", prefix)
	}
	now := time.Date(2019, 3, 1, 12, 0, 0, 0, time.UTC)
	b := pipeline.Builder{Now: func() time.Time { return now }}
	a, _, err := b.Build(context.Background(), ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data)})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// want is an event the seeds must yield: a coded event whose sentence
// contains sentence, with this sub-event type (any of subs), date, place
// name or country and, when set, counts, tag and source.
type want struct {
	sentence   string
	subs       []string
	date       string
	place      string // Place.Name
	country    string
	precision  int
	fatalities int
	injured    int
	defected   int
	tag        string
	source     string
	actor1     string
}

func findEvent(a *storyline.Article, evs []storyline.Event, w want) (*storyline.Event, string) {
	why := "no coded event in the sentence"
	for i := range evs {
		e := &evs[i]
		if !e.Coded() || !strings.Contains(e.Sentence.In(a.Text), w.sentence) {
			continue
		}
		ok := false
		for _, s := range w.subs {
			ok = ok || e.SubEventType == s
		}
		switch {
		case !ok:
			why = "sub-event type " + e.SubEventType
		case e.Date.String() != w.date:
			why = "date " + e.Date.String()
		case e.Place == nil:
			why = "no place"
		case w.place != "" && e.Place.Name != w.place:
			why = "place " + e.Place.Name
		case w.country != "" && e.Place.Country != w.country:
			why = "country " + e.Place.Country
		case w.precision != 0 && e.Place.Precision != w.precision:
			why = "precision"
		case e.Fatalities != w.fatalities || e.Injured != w.injured || w.defected != 0 && e.Defected != w.defected:
			why = "counts"
		case w.tag != "" && !slices.Contains(e.Tags, w.tag):
			why = "tags"
		case w.source != "" && !strings.Contains(e.Source, w.source):
			why = "source " + e.Source
		case w.actor1 != "" && (e.Actor1 == nil || e.Actor1.Name != w.actor1):
			why = "actor1"
		default:
			return e, ""
		}
	}
	return nil, why
}

func TestEventSeeds(t *testing.T) {
	riot := []string{storyline.SubViolentDemonstration}
	protest := []string{storyline.SubProtestIntervention, storyline.SubExcessiveForce, storyline.SubViolentDemonstration}
	defect := []string{storyline.SubDefection}
	other := []string{storyline.SubOther}
	cases := map[string][]want{
		"000": {
			{sentence: "More than 450 Venezuelan soldiers have defected", subs: defect, date: "2019-02-23", country: "VE", defected: 450, actor1: "Military Forces of Venezuela"},
			{sentence: "more than 320 Venezuelan soldiers have defected", subs: defect, date: "2019-02-23", country: "VE", defected: 320},
			{sentence: "refused to let the trucks", subs: other, date: "2019-02-23", country: "VE", tag: "aid blocked"},
			{sentence: "inspect trucks torched", subs: riot, date: "2019-02-23", place: "Ureña"},
			{sentence: "fired tear gas and buckshot", subs: protest, date: "2019-02-23", country: "VE"},
			{sentence: "two Venezuelan National Guardsmen who deserted", subs: defect, date: "2019-02-25", defected: 2},
		},
		"003": {
			{sentence: "fired tear gas and rubber bullets at protesters", subs: protest, date: "2019-02-23", place: "Ureña"},
			{sentence: "push a bus that was torched", subs: riot, date: "2019-02-23", place: "Ureña"},
			{sentence: "A demonstrator throws rocks", subs: riot, date: "2019-02-23", place: "Ureña", precision: 1},
			{sentence: "abandoned their watch on Saturday", subs: defect, date: "2019-02-23", country: "VE"},
			{sentence: "At least five Venezuelan troops have abandoned their posts", subs: defect, date: "2019-02-23", country: "VE", defected: 5},
			{sentence: "planned to close Venezuela's border", subs: other, date: "2019-02-21", country: "VE", tag: "border closure"},
			{sentence: "borders would be closing", subs: other, date: "2019-02-23", country: "VE", tag: "border closure"},
			{sentence: "severed diplomatic relations with Colombia", subs: other, date: "2019-02-23", country: "VE", tag: "diplomatic"},
			{sentence: "are stuck at the Venezuelan border", subs: other, date: "2019-02-23", country: "VE", tag: "aid blocked"},
		},
	}
	// background, opinion and quotes: no coded event
	none := map[string][]string{
		"000": {"has served as the traditional arbiter", "risks arrest", "his desire to abandon his post", "I was tired of people", "stay here fighting"},
		"003": {"Guaido rose to power last month", "Maduro argued that foreign aid", "What the U.S. empire is doing", "Let's all take to the streets", "illustrates the conflict"},
	}
	// "four people have been killed as of Friday": a running toll, kept as
	// a non-event with its count and its source
	a := seedArticle(t, "003")
	toll := false
	for _, e := range events.Extract(a) {
		if strings.Contains(e.Sentence.In(a.Text), "four people have been killed") && e.NonEvent == storyline.NonEventToll {
			toll = true
			if e.Fatalities != 4 || e.Injured != 18 || !strings.Contains(e.Source, "Foro Penal") {
				t.Errorf("toll: %d killed, %d injured, source %q; want 4, 18, Foro Penal", e.Fatalities, e.Injured, e.Source)
			}
		}
	}
	if !toll {
		t.Error("003: the toll as of Friday is not a toll non-event")
	}
	for _, p := range []string{"000", "003"} {
		a := seedArticle(t, p)
		evs := events.Extract(a)
		for _, w := range cases[p] {
			if _, why := findEvent(a, evs, w); why != "" {
				t.Errorf("%s: %q: %s", p, w.sentence, why)
			}
		}
		for _, s := range none[p] {
			for _, e := range evs {
				if e.Coded() && strings.Contains(e.Sentence.In(a.Text), s) {
					t.Errorf("%s: %q: coded %s (%q)", p, s, e.SubEventType, e.Trigger)
				}
			}
		}
	}
}

// BenchmarkEventCode measures event coding alone on an analyzed article.
func BenchmarkEventCode(b *testing.B) {
	a := seedArticle(b, "003")
	in := events.InputOf(a)
	words := a.WordCount()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		events.ExtractInput(in)
	}
	b.ReportMetric(float64(words*b.N)/b.Elapsed().Seconds(), "words/s")
}
