package alerts

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

var (
	reuters = article{"Reuters", "Floods kill dozens in Mozambique", day(10, 9),
		"MAPUTO (Reuters) - Floods in central Mozambique have killed at least 30 people, the National Disaster Management Institute said on Tuesday.\n\nRescue teams used boats to reach villages near Beira cut off by the water."}
	// bbc brings no figure and no event: only a source.
	bbc = article{"BBC", "Rescue boats reach Beira", day(10, 12),
		"Rescue teams used boats to reach villages near Beira that the water had cut off, aid workers said.\n\nThe rain is expected to continue through the week."}
	// ap revises the toll upwards a day later.
	ap = article{"AP", "Mozambique flood toll rises", day(11, 9),
		"MAPUTO, Mozambique (AP) - Floods in central Mozambique have killed 52 people, the National Disaster Management Institute said on Wednesday.\n\nThe rain is expected to continue."}
	// afp gives another toll for the same day: a conflict.
	afp = article{"AFP", "Mozambique floods", day(11, 12),
		"MAPUTO (AFP) - Floods in central Mozambique have killed 80 people, local officials in Beira said on Wednesday.\n\nThe rain is expected to continue."}
)

func kinds(cs []storyline.StoryChange) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Kind)
	}
	return out
}

func check(t *testing.T, st storyline.Store, ids ...int64) []storyline.StoryChange {
	t.Helper()
	cs, err := (&Checker{Now: func() time.Time { return ingestTime }}).Check(context.Background(), st, ids)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.ID == 0 || c.Story == 0 || !c.At.Equal(ingestTime) || c.Summary == "" {
			t.Errorf("change not recorded in full: %+v", c)
		}
	}
	return cs
}

func only(t *testing.T, cs []storyline.StoryChange, kind string) storyline.StoryChange {
	t.Helper()
	var found []storyline.StoryChange
	for _, c := range cs {
		if c.Kind == kind {
			found = append(found, c)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d %s changes, want 1: %v", len(found), kind, summaries(cs))
	}
	return found[0]
}

func summaries(cs []storyline.StoryChange) string {
	var b strings.Builder
	for _, c := range cs {
		fmt.Fprintf(&b, "\n  %s: %s", c.Kind, c.Summary)
	}
	return b.String()
}

func TestCheck(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	first := add(t, st, 1, reuters)

	// A story seen for the first time tells its sources and figures.
	cs := check(t, st, 1)
	src := only(t, cs, storyline.ChangeNewSource)
	if src.Article != first || src.Summary != "New source: Reuters — Floods kill dozens in Mozambique" || src.Detail["outlet"] != "Reuters" {
		t.Errorf("new source: %+v", src)
	}
	fig := only(t, cs, storyline.ChangeNewFigure)
	if fig.Detail["label"] != "people killed" || !strings.Contains(fig.Summary, "at least 30") {
		t.Errorf("new figure: %+v", fig)
	}
	if cs[0].Kind != storyline.ChangeNewSource {
		t.Errorf("sources come first: %v", kinds(cs))
	}

	// Nothing changed: nothing to tell.
	if cs := check(t, st, 1); len(cs) != 0 {
		t.Fatalf("unchanged story: %v", summaries(cs))
	}

	// A source with no figure and no event: one change.
	second := add(t, st, 1, bbc)
	cs = check(t, st, 1)
	if len(cs) != 1 || cs[0].Kind != storyline.ChangeNewSource || cs[0].Article != second || cs[0].Summary != "New source: BBC — Rescue boats reach Beira" {
		t.Fatalf("a new source: %v", summaries(cs))
	}

	// A later article revises the toll upwards.
	third := add(t, st, 1, ap)
	cs = check(t, st, 1)
	only(t, cs, storyline.ChangeNewSource)
	rev := only(t, cs, storyline.ChangeFigureRevised)
	if rev.Summary != "Figure revised: people killed: at least 30 → 52" || rev.Article != third {
		t.Errorf("revision: %+v", rev)
	}
	if len(cs) != 2 {
		t.Errorf("revision: %v", summaries(cs))
	}

	// Another source, another toll for the same day: a conflict.
	fourth := add(t, st, 1, afp)
	cs = check(t, st, 1)
	conf := only(t, cs, storyline.ChangeConflict)
	if conf.Article != fourth || !strings.Contains(conf.Summary, "52") || !strings.Contains(conf.Summary, "80") || conf.Detail["relation"] != string(storyline.RelationConflicting) {
		t.Errorf("conflict: %+v", conf)
	}
	if again := check(t, st, 1); len(again) != 0 {
		t.Fatalf("unchanged story: %v", summaries(again))
	}

	// What was recorded is what the store lists, newest first.
	stored, err := st.StoryChanges(ctx, 1, 100)
	if err != nil {
		t.Fatal(err)
	}
	last := cs[len(cs)-1]
	if len(stored) < 7 || stored[0].ID != last.ID || stored[0].Summary != last.Summary {
		t.Errorf("stored changes: %v", summaries(stored))
	}
	var d digest
	if b, err := st.GetState(ctx, DigestKey(1)); err != nil || json.Unmarshal(b, &d) != nil || len(d.Articles) != 4 {
		t.Errorf("saved digest: %v %+v", err, d)
	}
}

func TestCheckConflictIsNotARevision(t *testing.T) {
	st := openStore(t)
	add(t, st, 1, ap)
	check(t, st, 1)
	add(t, st, 1, afp)
	cs := check(t, st, 1)
	only(t, cs, storyline.ChangeConflict)
	only(t, cs, storyline.ChangeNewSource)
	if len(cs) != 2 {
		t.Errorf("a conflict: %v", summaries(cs))
	}
}

func TestCheckCap(t *testing.T) {
	st := openStore(t)
	for _, a := range []article{reuters, bbc, ap} {
		add(t, st, 3, a)
	}
	cs, err := (&Checker{MaxChanges: 3}).Check(context.Background(), st, []int64{3})
	if err != nil {
		t.Fatal(err)
	}
	// Three sources and a figure: two told, two more counted.
	if got := strings.Join(kinds(cs), " "); got != "new_source new_source more" {
		t.Fatalf("capped: %v", summaries(cs))
	}
	if m := cs[2]; m.Summary != "and 2 more changes" || m.Detail["count"] != 2 || m.Article != 0 {
		t.Errorf("the more change: %+v", m)
	}
}

func TestCheckSkipsMissingStoriesAndOrders(t *testing.T) {
	st := openStore(t)
	add(t, st, 2, bbc)
	add(t, st, 1, reuters)
	cs := check(t, st, 2, 99, 1, 2)
	var stories []int64
	for _, c := range cs {
		stories = append(stories, c.Story)
	}
	if len(cs) != 3 || stories[0] != 1 || stories[1] != 1 || stories[2] != 2 {
		t.Fatalf("by story: %v %v", stories, summaries(cs))
	}
	// Deleting the story's only article removes the story: nothing to tell.
	if err := st.DeleteArticle(context.Background(), 1); err != nil {
		t.Fatal(err)
	}
	if cs := check(t, st, 2); len(cs) != 0 {
		t.Fatalf("a deleted story: %v", summaries(cs))
	}
}

func TestCheckEventTypeAndPlainText(t *testing.T) {
	st := openStore(t)
	add(t, st, 1, bbc)
	check(t, st, 1)
	add(t, st, 1, article{"Local\tNews", "Clashes in Beira <script>alert(1)</script>\n\x1b[31m", day(12, 9),
		"Soldiers clashed with protesters in Beira on Thursday, witnesses said.\n\nThe rain is expected to continue."})
	cs := check(t, st, 1)
	ev := only(t, cs, storyline.ChangeNewEventType)
	if ev.Detail["event_type"] == "" || !strings.HasPrefix(ev.Summary, "New event type: ") || ev.Article == 0 {
		t.Errorf("new event type: %+v", ev)
	}
	src := only(t, cs, storyline.ChangeNewSource)
	if src.Summary != "New source: Local News — Clashes in Beira <script>alert(1)</script> [31m" {
		t.Errorf("summaries are one plain line: %q", src.Summary)
	}
}

// A long story is checked against its newest articles only: with a
// window of one, the check after AP's report reads AP's article alone,
// and still tells the revision of the toll, against the digest the
// previous check saved.
func TestCheckReadsNewestArticles(t *testing.T) {
	st := &countingReads{Store: openStore(t)}
	add(t, st, 1, reuters)
	c := &Checker{Now: func() time.Time { return ingestTime }, Articles: 1}
	if _, err := c.Check(context.Background(), st, []int64{1}); err != nil {
		t.Fatal(err)
	}
	apID := add(t, st, 1, ap)
	st.reads.Store(0)
	cs, err := c.Check(context.Background(), st, []int64{1})
	if err != nil {
		t.Fatal(err)
	}
	if n := st.reads.Load(); n != 1 {
		t.Fatalf("%d articles read, want 1", n)
	}
	if src := only(t, cs, storyline.ChangeNewSource); src.Article != apID {
		t.Fatalf("new source %d, want AP's %d: %v", src.Article, apID, summaries(cs))
	}
	only(t, cs, storyline.ChangeFigureRevised)
}

// countingReads counts the articles read from it.
type countingReads struct {
	storyline.Store
	reads atomic.Int64
}

func (c *countingReads) Article(ctx context.Context, id int64) (*storyline.Article, error) {
	c.reads.Add(1)
	return c.Store.Article(ctx, id)
}

// The check keeps each story's headline figure in its row, as the story
// page's summary chooses it: after every check, whether or not the story
// changed (a story stored before the column was added gets one), and
// after a deletion the correction's check writes it anew.
func TestCheckKeepsHeadlineFigure(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	headline := func() string {
		t.Helper()
		s, err := st.Story(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		if s.Headline == nil {
			return ""
		}
		return s.Headline.Text() + " (" + s.Headline.Detail() + ")"
	}
	add(t, st, 1, bbc)
	check(t, st, 1)
	if h := headline(); h != "" {
		t.Errorf("a story without figures has headline figure %q", h)
	}
	add(t, st, 1, reuters)
	check(t, st, 1)
	if h := headline(); h != "≥ 30 people killed (1 source)" {
		t.Errorf("headline figure %q", h)
	}
	apID := add(t, st, 1, ap)
	check(t, st, 1)
	if h := headline(); h != "52 people killed (1 source)" {
		t.Errorf("after AP's report: headline figure %q", h)
	}
	if err := st.SetHeadlineFigure(ctx, 1, nil); err != nil {
		t.Fatal(err)
	}
	if cs := check(t, st, 1); len(cs) != 0 || headline() != "52 people killed (1 source)" {
		t.Errorf("an unchanged story checked again: %v, headline figure %q", summaries(cs), headline())
	}
	if err := st.DeleteArticle(ctx, apID); err != nil {
		t.Fatal(err)
	}
	if h := headline(); h != "" {
		t.Errorf("after deleting AP's report, before the check: headline figure %q", h)
	}
	if _, err := Corrected(ctx, st, []int64{1}, "deleted", 0, nil); err != nil {
		t.Fatal(err)
	}
	if h := headline(); h != "≥ 30 people killed (1 source)" {
		t.Errorf("after the deletion's check: headline figure %q", h)
	}
}
