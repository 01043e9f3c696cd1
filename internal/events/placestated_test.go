package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// mergedStory merges the events of texts, one article each, ingested on
// 20 June 2016.
func mergedStory(t *testing.T, texts ...string) []storyline.StoryEvent {
	t.Helper()
	var arts []*storyline.Article
	for i, txt := range texts {
		a := &storyline.Article{ID: int64(i + 1), Text: txt, Language: "en", IngestedAt: time.Date(2016, 6, 20, 12, 0, 0, 0, time.UTC),
			Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}}}
		a.Analysis = pipeline.Analyze(a)
		arts = append(arts, a)
	}
	return events.Merge(arts)
}

// eventWithDead returns the merged event with n dead, or nil.
func eventWithDead(evs []storyline.StoryEvent, n int) *storyline.StoryEvent {
	for i := range evs {
		if evs[i].Fatalities == n {
			return &evs[i]
		}
	}
	return nil
}

// An event whose sentence names only its country keeps the country: the
// town its story names most is another deed's.
func TestMergeCountryStatedKeepsCountry(t *testing.T) {
	evs := mergedStory(t,
		"Turkish artillery shelled Manbij on June 11 killing 5 militants. Manbij lies in Aleppo province. Residents of Manbij fled north.",
		"During the operation on June 18 some 23 Daesh militants were killed in northern Syria the army said.")
	e := eventWithDead(evs, 23)
	if e == nil || e.Place == nil || e.Place.Kind != "country" {
		t.Errorf("23 killed in northern Syria: %+v; want the country", e)
	}
}

// The main event placed in a province keeps it against the story's town
// of another province.
func TestMergeProvinceAgainstAnotherProvincesTown(t *testing.T) {
	evs := mergedStory(t,
		"Army units killed 20 terrorists in Daraa southern province on June 18. Officials in Aleppo said the city was calm. Aleppo residents returned home. Markets in Aleppo reopened.")
	e := eventWithDead(evs, 20)
	if e == nil || e.Place == nil || e.Place.Kind != "admin1" || e.Place.Name != "Daraa" {
		t.Errorf("20 killed in Daraa province: %+v; want Daraa province", e)
	}
}

// An event its sentence places in a province is not moved to the
// province's seat, the story's town: "Idlib province" is not Idlib city.
func TestMergeProvinceNotItsSeat(t *testing.T) {
	evs := mergedStory(t,
		"Jets struck a bakery in Idlib city on June 13 killing 3 people. Idlib residents fled to the border.",
		"Rockets hit a camp for displaced people in Idlib province on June 17 killing 10 people.")
	e := eventWithDead(evs, 10)
	if e == nil || e.Place == nil || e.Place.Kind != "admin1" || e.Place.Name != "Idlib" {
		t.Errorf("10 killed in Idlib province: %+v; want the province", e)
	}
}

// A deed against a post named by its nationality ("a Syrian air base")
// lies in that country when its sentence names no place; a report
// datelined abroad does not move it there.
func TestStruckNationalityIsThePlace(t *testing.T) {
	txt := "MOSCOW (Sputnik) — Russia condemned the strike. The US launched a cruise missile attack on a Syrian air base on Friday."
	found := false
	for _, e := range codedEvents(t, txt) {
		if e.EventType != storyline.EventExplosions {
			continue
		}
		found = true
		if e.Place == nil || e.Place.Country != "SY" {
			t.Errorf("%q: placed at %+v, want Syria", e.Sentence.In(txt), e.Place)
		}
	}
	if !found {
		t.Fatalf("no strike coded in %q", txt)
	}
}
