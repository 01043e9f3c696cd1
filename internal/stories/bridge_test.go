package stories

import (
	"bytes"
	"slices"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// bridgeWeights is an identity model that joins on a shared street or a
// shared rare surname and on nothing else, so that the tests below say
// which report ties which without depending on the shipped weights.
var bridgeWeights = IdentityWeights{"bias": -1, "street": 6, "person": 6}

// shootingReports are three reports of one shooting: the first names the
// street, the second the victim (and no street), the third both.
func shootingReports() (street, victim, both Doc) {
	day := storyline.DateOf(time.Date(2019, 3, 10, 0, 0, 0, 0, time.UTC))
	event := int32(time.Date(2019, 3, 9, 0, 0, 0, 0, time.UTC).Unix() / 86400)
	street = Doc{
		ID: 1, Title: "Man shot on Birch Lane overnight", Published: day,
		Text:     "A man was shot several times on Birch Lane late Saturday night and taken to a hospital in critical condition, police said.",
		Identity: Identity{Places: []string{"geo:4990729", "loc:birch lane"}, Days: []int32{event}},
	}
	victim = Doc{
		ID: 2, Title: "Family mourns Darnell Quarrington", Published: day,
		Text:     "Relatives gathered Sunday to remember Darnell Quarrington, 24, a barber and father of two who died after he was shot.",
		Identity: Identity{People: []string{"sur:quarrington"}, Days: []int32{event}},
	}
	both = Doc{
		ID: 3, Title: "Police seek shooter in Birch Lane killing", Published: day,
		Text:     "Detectives are looking for the gunman who killed Darnell Quarrington on Birch Lane on Saturday night.",
		Identity: Identity{Places: []string{"geo:4990729", "loc:birch lane"}, People: []string{"sur:quarrington"}, Days: []int32{event}},
	}
	return street, victim, both
}

// TestBridgeMergesTwoStoriesOfOneEvent: a report that names the street
// of one story and the victim of another, and so would join either,
// merges them; the earlier reports of the story merged away are
// reported, so that the store can move them.
func TestBridgeMergesTwoStoriesOfOneEvent(t *testing.T) {
	c := New(Options{Identity: bridgeWeights})
	background(c)
	street, victim, both := shootingReports()
	a, _ := c.Add(street)
	b, _ := c.Add(victim)
	if a == b {
		t.Fatalf("the report naming only the victim joined the street's story %d: nothing to bridge", a)
	}
	if len(c.Bridged()) != 0 {
		t.Fatalf("bridges before the report that ties the stories: %+v", c.Bridged())
	}
	var snap bytes.Buffer
	if err := c.Save(&snap); err != nil {
		t.Fatal(err)
	}
	s, _ := c.Add(both)
	if s != a {
		t.Errorf("the report naming street and victim is in story %d, want the older story %d", s, a)
	}
	for _, d := range []Doc{street, victim, both} {
		if got, _ := c.StoryOf(d.ID); got != s {
			t.Errorf("article %d is in story %d, want %d", d.ID, got, s)
		}
	}
	want := []Bridge{{From: b, Into: a, Articles: []int64{victim.ID}}}
	if got := c.Bridged(); len(got) != 1 || got[0].From != b || got[0].Into != a || !slices.Equal(got[0].Articles, want[0].Articles) {
		t.Errorf("Bridged() = %+v, want %+v", got, want)
	}
	if c.Len() != 1+6 { // the background's six stories and the shooting
		t.Errorf("%d live stories, want 7", c.Len())
	}

	// The merge is in the change records: replayed over the snapshot taken
	// before it, they give the state as it is.
	var rec, whole bytes.Buffer
	if err := c.SaveChanges(&rec); err != nil {
		t.Fatal(err)
	}
	if err := c.Save(&whole); err != nil {
		t.Fatal(err)
	}
	replayed, err := Load(&snap)
	if err != nil {
		t.Fatal(err)
	}
	if err := replayed.Replay(&rec); err != nil {
		t.Fatal(err)
	}
	full, err := Load(&whole)
	if err != nil {
		t.Fatal(err)
	}
	if !SameState(full, replayed) {
		t.Error("the snapshot before the bridge and the change records read back another state")
	}
}

// TestBridgeNeedsTheMargin: a second story the report would join with
// less than opt.Bridge log-odds stays apart, as does every story when
// bridging is off.
func TestBridgeNeedsTheMargin(t *testing.T) {
	for _, bridge := range []float64{8, -1} {
		c := New(Options{Identity: bridgeWeights, Bridge: bridge})
		background(c)
		street, victim, both := shootingReports()
		a, _ := c.Add(street)
		b, _ := c.Add(victim)
		c.Add(both)
		if x, _ := c.StoryOf(street.ID); x != a {
			t.Errorf("bridge %v: the street's report moved to story %d", bridge, x)
		}
		if x, _ := c.StoryOf(victim.ID); x != b || len(c.Bridged()) != 0 {
			t.Errorf("bridge %v: the victim's report is in story %d (want %d), bridges %+v", bridge, x, b, c.Bridged())
		}
	}
}

// TestBridgeLeavesCuratedStories: a story an analyst made is not merged
// by a report.
func TestBridgeLeavesCuratedStories(t *testing.T) {
	c := New(Options{Identity: bridgeWeights})
	background(c)
	street, victim, both := shootingReports()
	c.Add(street)
	b, _ := c.Add(victim)
	c.MergeStories(b, b) // an analyst's story
	c.Add(both)
	if x, _ := c.StoryOf(victim.ID); x != b || len(c.Bridged()) != 0 {
		t.Errorf("the curated story's report is in story %d (want %d), bridges %+v", x, b, c.Bridged())
	}
}
