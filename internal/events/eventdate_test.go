package events_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// The day of an event is the one its own clause names: not the day of
// the report that tells it ("police on Monday identified", "Authorities
// Saturday said"), nor a month that holds the day the sentence names, nor
// a time of the article's day ("about 7 p.m.") when the sentence names
// the day.
func TestEventDayNotTheReports(t *testing.T) {
	for _, c := range []struct{ class, text, day string }{
		{"an identification dated before the verb", "Police on Monday identified the girl slain in a drive-by shooting Sunday night as Machole Stewart.", "Sunday night"},
		{"an attribution dated before its verb", "Authorities Saturday said two people were killed Friday when a gunman opened fire on a group.", "Friday"},
		{"a report dated after a noun", "The coroner Tuesday identified the man who was shot and killed Sunday at a gas station.", "Sunday"},
		{"a month holding the day", "A violent end to February in Baltimore, with a quadruple shooting that left one dead on Saturday afternoon.", "Saturday afternoon"},
		{"the event's own day stays", "Two men were shot and killed on Saturday in Baltimore, police said Sunday.", "Saturday"},
		{"a clock time before the day", "Police say a man was fatally shot at a gas station about 7 p.m. last Friday (April 10).", "Friday"},
		{"a clock time before the date", "Officers responded to a shooting at a home around 11:40 p.m. the night of November 24.", "November 24"},
		{"an arrest dated before the attack", "A man was arrested Tuesday after he shot and wounded his neighbor on Sunday night.", "Sunday night"},
		{"a court day before the shooting's", "The teen appeared in court Monday in the shooting that killed his cousin Saturday.", "Saturday"},
		{"an arrest in an incident its day names", "Police arrested a man in the weekend shooting that killed two people.", "weekend"},
		{"an arrest in an incident a weekend names", "A man has been arrested in connection with a weekend shooting that killed two people.", "weekend"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 {
			t.Errorf("%s: %q: no event", c.class, c.text)
			continue
		}
		e := evs[0]
		if got := e.DateSpan.In(c.text); !strings.Contains(got, c.day) {
			t.Errorf("%s: %q: dated by %q (%s), want %q", c.class, c.text, got, e.Date, c.day)
		}
	}
}

// A day that dates only a step of the case ("appeared in court Monday",
// "was apprehended and booked Monday") or a funeral is no day of the attack the
// sentence is about: the event keeps no day of its own. An arrest, and
// a protest whose protesters are arrested, keep their day.
func TestEventDayNotTheCourts(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a plea in court", "Cornell Poindexter appeared in court Monday and pleaded guilty to the murder of Vincent Holt."},
		{"a booking", "Joe Hawkins was apprehended and booked Monday on charges of murder in the shooting."},
		{"a first appearance", "A man charged with murder in the shooting made his first appearance in magistrate court Wednesday."},
		{"a plea", "The couple entered the plea Wednesday to charges of injury to a child for the shooting death of their daughter."},
		{"a funeral", "The funeral is Friday for the toddler who was shot and killed by her brother."},
		{"an arrest in an incident of a month", "A second suspect has been arrested in a September shooting that left 10 people injured."},
	} {
		for _, e := range codedEvents(t, c.text) {
			if e.DisorderType == storyline.DisorderPoliticalViolence && e.DateSpan.End > 0 {
				t.Errorf("%s: %q: %s dated by %q", c.class, c.text, e.SubEventType, e.DateSpan.In(c.text))
			}
		}
	}
	for _, txt := range []string{"A suspect was arrested on Friday in Toledo.", "Police arrested two protesters on Friday in Caracas."} {
		evs := codedEvents(t, txt)
		if len(evs) == 0 || !strings.Contains(evs[0].DateSpan.In(txt), "Friday") {
			t.Errorf("%q: not dated by Friday: %+v", txt, evs)
		}
	}
}

// A story's event falls on the day most of its articles name: an earlier
// day one report gives in passing (an argument that began the night
// before, a burglary reported the evening before) does not move it.
func TestMergeDayMostArticlesName(t *testing.T) {
	texts := []string{
		"Two men were shot and killed outside a bar in Toledo early Sunday, police said.",
		"Police are looking for the gunman who shot and killed two men outside a Toledo bar early Sunday.",
		"The two men shot and killed outside a Toledo bar on Saturday night had argued with the gunman, police said.",
	}
	var arts []*storyline.Article
	for i, txt := range texts {
		a := paragraphed(txt)
		a.ID = int64(i + 1)
		arts = append(arts, a)
	}
	got := events.Merge(arts)
	m := events.MainEvent(got)
	if m < 0 || got[m].Date.String() != "2014-03-02" {
		t.Errorf("main event of %v; want it on Sunday 2014-03-02", got)
	}
}

// A weekday counts from the day the report opens with ("June 17 2021 …"),
// not from a stored publication date days away from it (a feed's date,
// here Saturday 12 June); a text that
// opens with no date, or with one far from its publication date, keeps
// the publication date as its reference.
func TestWeekdayFromTheReportsOwnDay(t *testing.T) {
	for _, c := range []struct{ class, text, day string }{
		{"the report's own day", "June 17 2021. Twenty people died on Wednesday in the shelling of Zamalka, activists said.", "2021-06-16"},
		{"the report's own weekday", "June 17 2021. Twenty people died on Thursday in the shelling of Zamalka, activists said.", "2021-06-17"},
		{"no date of its own", "Twenty people died on Wednesday in the shelling of Zamalka, activists said.", "2021-06-09"},
		{"a date far from the publication date", "March 3 2019. Twenty people died on Wednesday in the shelling of Zamalka, activists said.", "2021-06-09"},
	} {
		a := &storyline.Article{
			Text:       c.text,
			Language:   "en",
			Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(c.text)}}},
			Published:  storyline.Published{Time: time.Date(2021, 6, 12, 0, 0, 0, 0, time.UTC)},
		}
		a.Analysis = pipeline.Analyze(a)
		var got []string
		for _, e := range a.Analysis.Events {
			if e.Coded() && e.Fatalities == 20 {
				got = append(got, e.Date.String())
			}
		}
		if len(got) != 1 || got[0] != c.day {
			t.Errorf("%s: %q: the shelling dated %v, want %s", c.class, c.text, got, c.day)
		}
	}
}

// A deed told as the time of another ("four days after a deadly attack
// on a convoy") falls that many days before the sentence's own day.
func TestDeedDaysBefore(t *testing.T) {
	for _, c := range []struct{ class, text, day string }{
		{"days after an attack", "The exchanges resumed on Wednesday four days after a suicide attack on a convoy of evacuees killed 126 people.", "2021-06-05"},
		{"weeks after a bombing", "The exchanges resumed on Wednesday two weeks after a car bombing at the crossing killed 30 people.", "2021-05-26"},
		{"the deed's own day", "A suicide attack on a convoy of evacuees killed 126 people on Wednesday.", "2021-06-09"},
	} {
		var got []string
		for _, e := range codedEvents(t, c.text) {
			if e.Fatalities > 0 {
				got = append(got, e.Date.String())
			}
		}
		if len(got) != 1 || got[0] != c.day {
			t.Errorf("%s: %q: dated %v, want %s", c.class, c.text, got, c.day)
		}
	}
}

// A relative clause that describes a place dates the place's story, not
// the deed: the deed keeps the report's day.
func TestPlaceClauseDatesNoDeed(t *testing.T) {
	evs := codedEvents(t, "The strikes hit the town of Douma which lies in the region where a truce has been in place since March.")
	if len(evs) == 0 {
		t.Fatal("no event")
	}
	if got := evs[0].Date.String(); got != "2021-06-12" {
		t.Errorf("date %s, want the report's 2021-06-12", got)
	}
	evs = codedEvents(t, "The bombing, which took place on Monday, killed five people in the town.")
	if len(evs) == 0 || evs[0].Date.String() != "2021-06-07" {
		t.Errorf("the deed's own clause: %v, want 2021-06-07", evs)
	}
}

// A wire's stamp after a headline ("AFP Saturday 12 Jun 2021") is the
// page's day; the deed's own weekday dates it. A day after the wire's
// name in a sentence ("told Reuters on Friday") is no stamp.
func TestWireStampAfterHeadline(t *testing.T) {
	for _, c := range []struct{ text, date string }{
		{"Russia says 62 Syrian troops killed in US-led strikes AFP Saturday 12 Jun 2021 More than 60 Syrian soldiers were killed Friday in air strikes on an air base the army said.", "2021-06-11"},
		{"Five people were killed in the town, a resident told Reuters on Thursday.", "2021-06-10"},
		{"Five dead in blast near security headquarters AFP Thursday 3 Jun 2021 At least five people were killed on Thursday in a bomb blast near the headquarters a monitor said.", "2021-06-03"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Date.String() != c.date {
			t.Errorf("%q: %v, want %s", c.text, evs, c.date)
		}
	}
}

// A deed of violence with no day of its own takes the day of the
// violence told before it, not of an announcement told between them.
func TestViolenceDayPastAnAnnouncement(t *testing.T) {
	const text = "More than 33 people were killed in air strikes on Wednesday despite promises of a truce. " +
		"Opposition areas were bombed hours after the regime announced a nationwide ceasefire on Tuesday. " +
		"Three children were killed in five separate air raids on the town."
	a := analyzed(t, text)
	after := strings.Index(text, "Three children")
	for _, e := range a.Analysis.Events {
		if e.Coded() && e.Sentence.Start >= after && e.Date.String() != "2021-06-09" {
			t.Errorf("%q: the raids dated %s, want the strikes' 2021-06-09", text, e.Date)
		}
	}
}
