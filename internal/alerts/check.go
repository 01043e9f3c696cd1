package alerts

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/reconcile"
	"github.com/storyline-news/storyline/internal/storyview"
)

// DefaultMaxChanges caps the changes one check records for one story; the
// rest are told by one ChangeMore change ("and 12 more changes"), so that a
// story seen for the first time, or a large batch, cannot flood a feed.
const DefaultMaxChanges = 20

// Checker compares stories with their saved digests.
type Checker struct {
	// Now stamps the changes (time.Now when nil).
	Now func() time.Time
	// MaxChanges caps the changes per story and check, the ChangeMore
	// change included (DefaultMaxChanges when 0).
	MaxChanges int
	// Articles is how many of a story's newest articles a check reads
	// (DefaultArticles when 0).
	Articles int
}

// Check is (&Checker{}).Check.
func Check(ctx context.Context, st storyline.Store, storyIDs []int64) ([]storyline.StoryChange, error) {
	return (&Checker{}).Check(ctx, st, storyIDs)
}

// Check compares each story with the digest the previous check saved, and
// records the differences with AddStoryChanges before saving the new
// digest: a crash in between tells a change twice rather than never. A
// story checked for the first time tells its sources, figures and event
// types as new. Stories that no longer exist are skipped. The changes come
// back by story ID, then in the order they are recorded: new sources,
// figures revised, conflicts, new figures, new event types.
//
// Two processes checking the same story at once may tell its changes
// twice; storyline's writers (ingest, watch, serve) each check only the
// stories they touched, after their batch.
func (c *Checker) Check(ctx context.Context, st storyline.Store, storyIDs []int64) ([]storyline.StoryChange, error) {
	ids := slices.Clone(storyIDs)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	limit := c.MaxChanges
	if limit <= 0 {
		limit = DefaultMaxChanges
	}
	articles := c.Articles
	if articles <= 0 {
		articles = DefaultArticles
	}
	ids = slices.DeleteFunc(ids, func(id int64) bool { return id <= 0 })
	// Building a story's view (reading and reconciling its articles) and
	// comparing it with the saved digest is most of a check and needs
	// nothing but reads: it runs on every core, a few stories ahead,
	// while the changes are recorded one story at a time, in ID order.
	// What waits to be recorded is the changes, not the view: a view of
	// 400 decoded articles is tens of megabytes.
	workers := min(runtime.GOMAXPROCS(0), max(1, len(ids)))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	pending := make(chan chan compared, 2*workers)
	go func() {
		defer close(pending)
		sem := make(chan struct{}, workers)
		for _, id := range ids {
			res := make(chan compared, 1)
			select {
			case pending <- res:
			case <-ctx.Done():
				return
			}
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				return
			}
			go func() {
				defer func() { <-sem }()
				res <- compare(ctx, st, id, articles, limit)
			}()
		}
	}()
	var all []storyline.StoryChange
	// The stories are recorded together, up to maxGrouped, in one
	// transaction where the store has them (writeGrouper): a commit costs
	// more than a story's few records (it writes every page the group
	// touched, the story-event indexes' among them). A group is gathered
	// before its transaction opens, for at most groupWait after its first
	// story is ready, so other writers wait no longer than the records
	// take; gathered only from what was ready, a group held one to four
	// stories, the views being slower to build than to record.
	grouper, _ := storyline.Beneath(st).(writeGrouper)
	most := maxGrouped
	if grouper == nil {
		most = 1
	}
	gr := gatherer{pending: pending}
	for {
		group, err := gr.gather(ctx, most)
		if err != nil {
			return all, err
		}
		if len(group) == 0 {
			break
		}
		recordGroup := func(ctx context.Context) error {
			for _, c := range group {
				if err := ctx.Err(); err != nil {
					return err
				}
				cs, err := record(ctx, st, c, now().UTC())
				if err != nil {
					return fmt.Errorf("alerts: story %d: %w", c.id, err)
				}
				all = append(all, cs...)
			}
			return nil
		}
		if grouper != nil {
			err = grouper.Group(ctx, recordGroup)
		} else {
			err = recordGroup(ctx)
		}
		if err != nil {
			return all, err
		}
	}
	return all, ctx.Err()
}

// gatherer hands out the compared stories in order, in groups.
type gatherer struct {
	pending <-chan chan compared
	next    chan compared // taken from pending, not yet ready at a group's end
}

// gather returns the next stories to record, in order: the first one
// pending, and those after it that are ready within groupWait of it, up to
// most; none when every story is recorded.
func (g *gatherer) gather(ctx context.Context, most int) ([]compared, error) {
	var group []compared
	var deadline <-chan time.Time
	for len(group) < most {
		res := g.next
		if res == nil {
			var ok bool
			if res, ok = <-g.pending; !ok {
				break
			}
		}
		g.next = nil
		select {
		case c := <-res:
			group = append(group, c)
		case <-deadline:
			g.next = res // the first of the next group
			return group, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if deadline == nil {
			t := time.NewTimer(groupWait)
			defer t.Stop()
			deadline = t.C
		}
	}
	return group, nil
}

// writeGrouper is a store whose writes made with the context Group passes
// to fn share one transaction (internal/store/sqlite): a check records a
// few small writes per story, and a commit each cost more than they did.
type writeGrouper interface {
	Group(ctx context.Context, fn func(ctx context.Context) error) error
}

// maxGrouped bounds the stories recorded in one group, and groupWait the
// time a group is gathered for once its first story is ready.
const (
	maxGrouped = 64
	groupWait  = 250 * time.Millisecond
)

// compared is a story's changes since its saved digest, to be recorded.
type compared struct {
	id      int64
	changes []storyline.StoryChange // Story and At not yet set
	body    []byte                  // the new digest, encoded; nil: nothing to record
	// viewed is set when the story's view was built; headline is then
	// its headline figure (nil: none), kept in the story row, and events
	// its merged events, kept for the map, the events page and the
	// exports.
	viewed   bool
	headline *storyline.HeadlineFigure
	events   []storyline.MergedEvent
	// towns are the articles' town readings to keep (see townsKey); nil:
	// those kept are still right.
	towns []byte
	err   error
}

// DefaultArticles is how many of a story's newest articles a check reads.
// A story of thousands of reports is checked against its latest ones —
// new sources, figures and conflicts are what they tell — so that a check
// costs the same in the first week of a war and in its third year. The
// story's merged events, which the check keeps for the map, the events
// page and the exports, are those of these articles too.
const DefaultArticles = 400

// compare builds story id's view and digest and lists the differences
// from the saved digest, at most limit of them. A story that no longer
// exists, or whose digest is the saved one, has nothing to record.
func compare(ctx context.Context, st storyline.Store, id int64, articles, limit int) compared {
	c := compared{id: id}
	towns, err := loadTowns(ctx, st, id)
	if err != nil {
		c.err = err
		return c
	}
	v, err := storyview.LoadLatestWith(ctx, st, id, articles, towns.readings())
	if errors.Is(err, storyline.ErrNotFound) {
		return c
	}
	if err != nil {
		c.err = err
		return c
	}
	// The story list shows the headline figure of the story's page,
	// which the check has what it needs to find: written whether or not
	// the digest changed, so a story checked after the migration that
	// added it gets one.
	c.viewed, c.headline = true, v.Summarize(v.RankFigures()).HeadlineFigure()
	c.towns = towns.encode()
	if c.events, err = export.MergedEventsOf(v); err != nil {
		c.err = err
		return c
	}
	cur, groups := digestOf(v)
	body, err := json.Marshal(cur)
	if err != nil {
		c.err = err
		return c
	}
	var old *digest
	saved, err := st.GetState(ctx, DigestKey(id))
	switch {
	case errors.Is(err, storyline.ErrNotFound):
	case err != nil:
		c.err = err
		return c
	default:
		if bytes.Equal(saved, body) {
			return c
		}
		var d digest
		if json.Unmarshal(saved, &d) == nil && d.V == digestVersion {
			old = &d
		}
	}
	c.changes, c.body = capChanges(diff(old, cur, groups, v), limit), body
	return c
}

// record keeps a story's headline figure and merged events, then records
// its changes, stamped at, and its new digest.
func record(ctx context.Context, st storyline.Store, c compared, at time.Time) ([]storyline.StoryChange, error) {
	if c.err != nil {
		return nil, c.err
	}
	if c.viewed {
		if err := keep(ctx, st, c.id, c.headline, c.events); err != nil {
			return nil, err
		}
	}
	if c.towns != nil {
		if err := st.PutState(ctx, townsKey(c.id), c.towns); err != nil {
			return nil, err
		}
	}
	if c.body == nil {
		return nil, nil
	}
	cs := c.changes
	for i := range cs {
		cs[i].Story, cs[i].At = c.id, at
	}
	if err := st.AddStoryChanges(ctx, cs); err != nil {
		return nil, err
	}
	if err := st.PutState(ctx, DigestKey(c.id), c.body); err != nil {
		return nil, err
	}
	return cs, nil
}

// diff lists the changes from old to cur (old nil: a story never checked).
// groups holds the view's figure group of each of cur.Figures.
func diff(old, cur *digest, groups []*storyline.FigureGroup, v *storyview.View) []storyline.StoryChange {
	if old == nil {
		old = &digest{}
	}
	var sources, revised, conflicts, figures, types []storyline.StoryChange

	had := map[int64]bool{}
	for _, id := range old.Articles {
		had[id] = true
	}
	for _, a := range v.Articles {
		if !had[a.ID] {
			sources = append(sources, newSource(a))
		}
	}

	match := matchFigures(old.Figures, cur.Figures)
	for i := range cur.Figures {
		f, g := &cur.Figures[i], groups[i]
		j := match[i]
		if j < 0 {
			figures = append(figures, newFigure(f, g))
			if f.Relation == storyline.RelationConflicting {
				conflicts = append(conflicts, conflict(f, g))
			}
			continue
		}
		// A group whose figures start to conflict is told as a conflict,
		// not as a revision to the range of the conflicting values.
		o := &old.Figures[j]
		became := f.Relation == storyline.RelationConflicting && o.Relation != storyline.RelationConflicting
		switch {
		case became || f.Discrepancies > o.Discrepancies:
			conflicts = append(conflicts, conflict(f, g))
			if !became && o.moved(f) {
				revised = append(revised, figureRevised(o, f))
			}
		case o.moved(f):
			revised = append(revised, figureRevised(o, f))
		}
	}

	known := map[string]bool{}
	for _, t := range old.EventTypes {
		known[t] = true
	}
	for _, t := range cur.EventTypes {
		if !known[t] {
			types = append(types, newEventType(t, v))
		}
	}
	return slices.Concat(sources, revised, conflicts, figures, types)
}

// matchFigures pairs each of cur's groups with one of old's, or -1: the
// same key first, then a compatible one (a group whose key widened when a
// new figure joined it, "civilians" to "people").
func matchFigures(old, cur []figureState) []int {
	match := make([]int, len(cur))
	used := make([]bool, len(old))
	for i := range cur {
		match[i] = -1
		for j := range old {
			if !used[j] && old[j].Key == cur[i].Key {
				match[i], used[j] = j, true
				break
			}
		}
	}
	for i := range cur {
		if match[i] >= 0 {
			continue
		}
		for j := range old {
			if !used[j] && reconcile.Compatible(old[j].Key, cur[i].Key) {
				match[i], used[j] = j, true
				break
			}
		}
	}
	return match
}

func newSource(a *storyline.Article) storyline.StoryChange {
	outlet, title := plain(a.Outlet, 80), plain(a.Title, 160)
	summary := "New source: "
	switch {
	case outlet != "" && title != "":
		summary += outlet + " — " + title
	case title != "":
		summary += title
	case outlet != "":
		summary += fmt.Sprintf("%s (article %d)", outlet, a.ID)
	default:
		summary += fmt.Sprintf("article %d", a.ID)
	}
	detail := map[string]any{"article": a.ID, "outlet": a.Outlet, "title": a.Title}
	if a.URL != "" {
		detail["url"] = a.URL
	}
	if a.NearDuplicateOf != 0 {
		summary += fmt.Sprintf(" (a copy of article %d)", a.NearDuplicateOf)
		detail["copy_of"] = a.NearDuplicateOf
	}
	return storyline.StoryChange{Kind: storyline.ChangeNewSource, Summary: summary, Article: a.ID, Detail: detail}
}

// figureDetail is the detail of a figure change.
func figureDetail(f *figureState) map[string]any {
	return map[string]any{"label": f.Label, "value": f.Value, "key": f.Key, "relation": string(f.Relation),
		"low": f.Low, "low_open": f.LowOpen, "best": f.Best, "high": f.High, "high_open": f.HighOpen}
}

func newFigure(f *figureState, g *storyline.FigureGroup) storyline.StoryChange {
	summary := "New figure: " + plain(f.Label, 80) + ": " + f.Value
	if p := bestPoint(g); p != nil {
		summary += " (" + voice(p) + ")"
	}
	return storyline.StoryChange{Kind: storyline.ChangeNewFigure, Summary: summary, Article: f.Article, Detail: figureDetail(f)}
}

func figureRevised(o, f *figureState) storyline.StoryChange {
	from, to := o.Value, f.Value
	if from == to {
		from, to = o.rangeText(), f.rangeText()
	}
	d := figureDetail(f)
	d["from"] = map[string]any{"value": o.Value, "low": o.Low, "low_open": o.LowOpen, "best": o.Best, "high": o.High, "high_open": o.HighOpen, "relation": string(o.Relation)}
	return storyline.StoryChange{Kind: storyline.ChangeFigureRevised, Summary: "Figure revised: " + plain(f.Label, 80) + ": " + from + " → " + to,
		Article: f.Article, Detail: d}
}

// conflict tells the group's newest disagreement: a conflicting pair of
// figures when there is one, else the newest discrepancy.
func conflict(f *figureState, g *storyline.FigureGroup) storyline.StoryChange {
	var pick *storyline.FigureDiscrepancy
	var newest int64
	for i := range g.Discrepancies {
		d := &g.Discrepancies[i]
		art := max(g.Points[d.A].Article, g.Points[d.B].Article)
		better := pick == nil || d.Conflicting && !pick.Conflicting || d.Conflicting == pick.Conflicting && art > newest
		if better {
			pick, newest = d, art
		}
	}
	detail := figureDetail(f)
	detail["reason"] = g.RelationReason
	c := storyline.StoryChange{Kind: storyline.ChangeConflict, Article: f.Article, Detail: detail}
	if pick == nil {
		c.Summary = "Conflict: " + plain(f.Label, 80) + " — " + plain(g.RelationReason, 200)
		return c
	}
	a, b := &g.Points[pick.A], &g.Points[pick.B]
	c.Summary = "Conflict: " + plain(f.Label, 80) + ": " + plain(a.Text, 80) + " (" + voice(a) + ") vs " + plain(b.Text, 80) + " (" + voice(b) + ")"
	c.Article = newest
	detail["reason"] = pick.Reason
	detail["articles"] = []int64{a.Article, b.Article}
	detail["values"] = []string{a.Text, b.Text}
	return c
}

// voice says who gave a figure, and where: "Colombian immigration
// officials, Reuters".
func voice(p *storyline.FigurePoint) string {
	if !p.Attributed() || p.Attribution == "" {
		return plain(p.Outlet, 80)
	}
	if p.Outlet == "" {
		return plain(p.Attribution, 80)
	}
	return plain(p.Attribution, 80) + ", " + plain(p.Outlet, 80)
}

func newEventType(t string, v *storyview.View) storyline.StoryChange {
	c := storyline.StoryChange{Kind: storyline.ChangeNewEventType, Summary: "New event type: " + plain(t, 80), Detail: map[string]any{"event_type": t}}
	for _, e := range v.Events {
		if e.EventType != t {
			continue
		}
		c.Article = e.Ref.Article
		c.Detail["sub_event_type"] = e.SubEventType
		if e.SubEventType != "" {
			c.Summary += " (" + plain(e.SubEventType, 80) + ")"
		}
		if e.Location != "" {
			c.Detail["location"] = e.Location
			c.Summary += " in " + plain(e.Location, 80)
		}
		break
	}
	return c
}

// capChanges keeps at most limit changes: the first limit-1 and one telling
// how many more there were.
func capChanges(cs []storyline.StoryChange, limit int) []storyline.StoryChange {
	if len(cs) <= limit {
		return cs
	}
	keep, rest := cs[:limit-1], cs[limit-1:]
	kinds := map[string]int{}
	for _, c := range rest {
		kinds[c.Kind]++
	}
	more := storyline.StoryChange{Kind: storyline.ChangeMore, Summary: fmt.Sprintf("and %d more changes", len(rest)),
		Detail: map[string]any{"count": len(rest), "kinds": kinds}}
	return append(slices.Clip(keep), more)
}
