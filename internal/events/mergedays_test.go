package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// TestMergeDaysNamedApart: daily reports of rocket fire on one city, each
// telling its own attack with its day: Friday's and Sunday's do not merge
// through Saturday's, though each lies within a day of it. A victim who died days after the shooting is still its victim: a
// death told later is no day of its own.
func TestMergeDaysNamedApart(t *testing.T) {
	report := func(id int64, day int, text string) *storyline.Article {
		return agencyReport(id, time.Date(2016, 11, day, 18, 0, 0, 0, time.UTC), text)
	}
	arts := []*storyline.Article{
		report(1, 25, "Two people were killed on Friday when rocket shells fired by militants hit a residential neighbourhood in Aleppo."),
		report(2, 26, "Four people were killed on Saturday when rocket shells fired by militants hit a residential neighbourhood in Aleppo."),
		report(3, 27, "A girl was killed on Sunday when rocket shells fired by militants hit a residential neighbourhood in Aleppo."),
	}
	days := map[string]int{}
	for _, e := range events.Merge(arts) {
		if e.Fatalities > 0 {
			days[e.Date.String()] = e.Fatalities
		}
	}
	// Saturday's lies within a day of Friday's and joins it (a shooting
	// late Friday is "early Saturday" in another report); Sunday's is
	// apart.
	if len(days) != 2 || days["2016-11-27"] != 1 {
		t.Errorf("three days' attacks: %v, want Sunday's 1 dead apart from Friday's", days)
	}

	// One shooting: its report, and a later one of the victim's death.
	shot := paragraphedArticle("", "A man was shot and critically wounded on Friday night outside a bar on Main Street in Toledo, police said.",
		time.Date(2016, 11, 26, 9, 0, 0, 0, time.UTC))
	shot.ID, shot.Outlet = 1, "Blade"
	shot.Published = storyline.Published{Time: time.Date(2016, 11, 26, 9, 0, 0, 0, time.UTC)}
	died := paragraphedArticle("", "The man shot Friday night outside a bar on Main Street in Toledo died of his wounds on Monday, police said.",
		time.Date(2016, 11, 29, 9, 0, 0, 0, time.UTC))
	died.ID, died.Outlet = 2, "WTOL"
	died.Published = storyline.Published{Time: time.Date(2016, 11, 29, 9, 0, 0, 0, time.UTC)}
	merged := events.Merge([]*storyline.Article{shot, died})
	m := events.MainEvent(merged)
	if m < 0 || merged[m].Articles != 2 {
		t.Errorf("a shooting and its victim's death days later: %+v, want one event of both reports", merged)
	}
}

// A deed named as past ("after the toxic gas attack"), its sentence dated
// by the page's stamp, gives the merged event no day: the week another
// report tells stays.
func TestMergeReferredBackNoDay(t *testing.T) {
	report := func(id int64, day int, text string) *storyline.Article {
		return agencyReport(id, time.Date(2017, 4, day, 18, 0, 0, 0, time.UTC), text)
	}
	arts := []*storyline.Article{
		report(1, 8, "Earlier this week a suspected chemical attack hit the town of Khan Sheikhun in Idlib killing at least 87 civilians."),
		report(2, 9, "9 Apr 2017 Doctors worked on at a hospital in Khan Sheikhun in Idlib after the toxic gas attack."),
		report(3, 8, "The Khan Sheikhun strike prompted Washington to take its first direct military action against the regime with missile strikes on an air base on Friday morning."),
	}
	for _, e := range events.Merge(arts) {
		if e.SubEventType == storyline.SubChemicalWeapon && (e.Date.String() == "2017-04-09" || e.Date.String() == "2017-04-07") {
			t.Errorf("the gas attack dated %s (precision %d) by the page that refers back to it", e.Date, e.TimePrecision)
		}
	}
}

// agencyReport is a one-paragraph report of an agency published at t.
func agencyReport(id int64, t time.Time, text string) *storyline.Article {
	a := paragraphedArticle("", text, t)
	a.ID, a.Outlet = id, "Agency"
	a.Published = storyline.Published{Time: t}
	return a
}

// Two hours on two days in one report are two deeds: the bar's shooting
// at 3 a.m. Saturday and the drive-by at 11 p.m. Friday, though a day's
// leeway joins them. A shooting's hour and its victim's death hours later
// are one deed.
func TestMergeClockDaysApart(t *testing.T) {
	at := time.Date(2014, 9, 27, 12, 0, 0, 0, time.UTC)
	two := paragraphedArticle("", "Police found two men shot inside a car outside a bar on 7th Street in St. Louis.\n\nThe shooting occurred in the parking lot around 3:00am Saturday.\n\nA woman and her child were wounded in a drive by shooting around 11:00pm Friday in the 5900 block of Kennerly.", at)
	if got := events.Merge([]*storyline.Article{two}); len(got) != 2 {
		t.Errorf("two hours on two days: %d events, want 2", len(got))
	}
	one := paragraphedArticle("", "A man was shot outside a bar on 7th Street in St. Louis around 11 p.m. Friday.\n\nHe died of his wounds around 2 a.m. Saturday at a hospital, police said.", at)
	if got := events.Merge([]*storyline.Article{one}); len(got) != 1 {
		t.Errorf("a shooting and the death hours later: %d events, want 1", len(got))
	}
}
