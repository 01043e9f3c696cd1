package stories

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// TestStoriesOtherEventDoesNotChain is the war-news chain: reports of
// airstrikes share "Syria", "civilians", "killed" and the province, but a
// report of another day that names none of the story's people or streets
// is another event however alike the words, and a follow-up weeks later
// joins when it names the story's people.
func TestStoriesOtherEventDoesNotChain(t *testing.T) {
	c := New(Options{})
	background(c)
	day, dayNum := monthDays(2016, 7)
	report := func(id int64, pub, event int, people ...string) Doc {
		text := "Coalition air strikes killed dozens of civilians in villages of Aleppo province in northern Syria, the monitor said; rescuers searched the rubble for survivors of the air strikes on the villages."
		return Doc{
			ID: id, Title: "Air strikes kill dozens of civilians in Syria", Text: text, Published: day(pub),
			Identity: Identity{Places: []string{"geo:170063"}, People: people, Days: []int32{dayNum(event)}},
		}
	}
	first, _ := c.Add(report(1, 18, 18, "sur:qasimi"))
	if s, _ := c.Add(report(2, 19, 18, "sur:qasimi")); s != first {
		t.Fatalf("second report of the strike went to story %d, want %d", s, first)
	}
	// Reports of other strikes, one a day from five days on: each is another event.
	for i := 0; i < 10; i++ {
		d := 23 + i
		if s, _ := c.Add(report(int64(10+i), d, d)); s == first {
			t.Errorf("report of the strike of July %d joined the story of July 18", d)
		}
	}
	// A follow-up three weeks later that names the story's people joins.
	if s, _ := c.Add(report(30, 40, 18, "sur:qasimi")); s != first {
		t.Errorf("follow-up naming the story's people went to story %d, want %d", s, first)
	}
}

// TestStoriesSpokesmanTiesNoFollowUp: a city's police spokesman is named
// in every report of its shootings. A report of another shooting in the
// same city, weeks later, that shares only his name is another event; a
// follow-up naming the victim joins.
func TestStoriesSpokesmanTiesNoFollowUp(t *testing.T) {
	c := New(Options{})
	background(c)
	day, dayNum := monthDays(2015, 3)
	report := func(id int64, pub, event int, tellers []string, people ...string) Doc {
		text := "A man was shot and killed in Stockton on Saturday night and another was wounded, police spokesman Joe Silva said; officers found the victims in a car and no arrests have been made in the shooting."
		return Doc{
			ID: id, Title: "Police: man killed in Stockton shooting", Text: text, Published: day(pub),
			Identity: Identity{Places: []string{"geo:5399020"}, People: append(people, tellers...), Tellers: tellers, Days: []int32{dayNum(event)}},
		}
	}
	silva := []string{"sur:silva"}
	first, _ := c.Add(report(1, 1, 1, silva, "sur:okafor"))
	if s, _ := c.Add(report(2, 2, 1, silva, "sur:okafor")); s != first {
		t.Fatalf("second report of the shooting went to story %d, want %d", s, first)
	}
	if s, _ := c.Add(report(3, 28, 28, silva)); s == first {
		t.Errorf("report of another shooting sharing only the spokesman joined the story of March 1")
	}
	if s, _ := c.Add(report(4, 29, 1, silva, "sur:okafor")); s != first {
		t.Errorf("follow-up naming the victim went to story %d, want %d", s, first)
	}
}

// TestStoriesLateReportOfTheDayJoins: a report weeks later that states
// the story's day, names its town and gives its count is its follow-up,
// though it names no one the first reports named; one of another day is
// not.
func TestStoriesLateReportOfTheDayJoins(t *testing.T) {
	c := New(Options{})
	background(c)
	day, dayNum := monthDays(2014, 5)
	report := func(id int64, pub, event int, title, text string) Doc {
		return Doc{
			ID: id, Title: title, Text: text, Published: day(pub),
			Identity: Identity{Places: []string{"geo:5338196"}, Counts: []string{"killed:1", "injured:3"}, Kinds: []string{"kind:Attack"}, Days: []int32{dayNum(event)}},
		}
	}
	first, _ := c.Add(report(1, 4, 3, "Coachella shooting leaves teenage boy dead, 3 injured",
		"A teenage boy was killed and three other people were wounded in a shooting at a party in Coachella on Saturday night, sheriff's officials said."))
	if s, _ := c.Add(report(2, 25, 3, "Coachella teen arrested in shooting that left teenage boy dead, 3 injured",
		"A 17-year-old was arrested on murder charges in the May 3 shooting at a party in Coachella in which a teenage boy was killed and three other people were wounded, sheriff's officials said.")); s != first {
		t.Errorf("the follow-up stating the day went to story %d, want %d", s, first)
	}
	if s, _ := c.Add(report(3, 26, 24, "Coachella shooting leaves man dead, 3 injured",
		"A man was killed and three other people were wounded in a shooting in Coachella on Saturday, officials said.")); s == first {
		t.Errorf("a shooting of another day joined the story of May 3")
	}
}

// monthDays returns, for a month, the date of day d and its number of days
// since 1970 (Identity.Days), for the reports of a test.
func monthDays(y int, m time.Month) (date func(d int) storyline.Date, number func(d int) int32) {
	at := func(d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
	return func(d int) storyline.Date { return storyline.DateOf(at(d)) }, func(d int) int32 { return int32(at(d).Unix() / 86400) }
}
