package ui

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/reconcile"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// Stories: the story list (the home page), one story's page (sources,
// figure charts, events, quotes by speaker, names, map) and their JSON.

// storySpan writes a story's time span: "2019-02-23 to 2019-02-26".
func storySpan(first, last time.Time) string {
	if first.IsZero() {
		return "dates unknown"
	}
	a, b := first.UTC().Format("2006-01-02"), last.UTC().Format("2006-01-02")
	if a == b {
		return a
	}
	return a + " to " + b
}

// sparkline is a story's articles per day as bars, for the story list.
type sparkline struct {
	Width, Height int
	Bars          []sparkBar
	Title         string
}

type sparkBar struct{ X, Y, W, H float64 }

const (
	sparkWidth  = 120
	sparkHeight = 26
	sparkBins   = 40
)

// makeSparkline bins the story's publication dates by day (or by several
// days when the span is long) between its first and last article.
func makeSparkline(sum storyline.StorySummary, arts []storyline.ArticleSummary) *sparkline {
	return makeTimeline(sum.First, sum.Last, arts, sparkWidth, sparkHeight)
}

// makeTimeline draws arts' publication dates between first and last as
// bars width by height units, a bar a day or, over a long span, a bar for
// several days; nil when no article is dated.
func makeTimeline(first, last time.Time, arts []storyline.ArticleSummary, width, height int) *sparkline {
	if first.IsZero() {
		return nil
	}
	day := func(t time.Time) int { return int(math.Floor(float64(t.UTC().Unix()) / 86400)) }
	d0, d1 := day(first), day(last)
	days := d1 - d0 + 1
	per := 1
	if days > sparkBins {
		per = (days + sparkBins - 1) / sparkBins
	}
	n := (days + per - 1) / per
	counts := make([]int, n)
	dated, peak := 0, 0
	for _, a := range arts {
		t := a.Published.Time
		if t.IsZero() {
			continue
		}
		i := (day(t) - d0) / per
		if i < 0 || i >= n {
			continue
		}
		counts[i]++
		dated++
		peak = max(peak, counts[i])
	}
	if peak == 0 {
		return nil
	}
	sl := &sparkline{Width: width, Height: height}
	bw := float64(width) / float64(max(n, 4))
	x0 := (float64(width) - bw*float64(n)) / 2
	for i, c := range counts {
		h := 1.0 // a baseline mark for empty bins
		if c > 0 {
			h = math.Max(3, float64(height-2)*float64(c)/float64(peak))
		}
		sl.Bars = append(sl.Bars, sparkBar{X: round1(x0 + float64(i)*bw + bw*0.1), W: round1(math.Max(bw*0.8, 1)), Y: round1(float64(height) - h), H: round1(h)})
	}
	unit := "day"
	if per > 1 {
		unit = fmt.Sprintf("%d days", per)
	}
	sl.Title = fmt.Sprintf("%d dated article(s) per %s, %s; at most %d in one", dated, unit, storySpan(first, last), peak)
	return sl
}

// rowOutlets is how many outlet names a row of the story list shows.
const rowOutlets = 3

// topOutlets names the outlets of the most articles, at most rowOutlets,
// copies counted: who covered the story, at a glance.
func topOutlets(arts []storyline.ArticleSummary) []string {
	count := map[string]int{}
	var names []string
	for _, a := range arts {
		if a.Outlet == "" {
			continue
		}
		if count[a.Outlet] == 0 {
			names = append(names, a.Outlet)
		}
		count[a.Outlet]++
	}
	sort.SliceStable(names, func(i, j int) bool { return count[names[i]] > count[names[j]] })
	return names[:min(len(names), rowOutlets)]
}

// rowCache keeps what the story list shows beside a story's counts (its
// sparkline and outlet names): they change only when an article joins or
// moves, which changes the story's Updated or its count.
type rowCache struct {
	sync.Mutex
	m map[int64]rowEntry
}

type rowEntry struct {
	updated  int64
	articles int
	extras   rowExtras
}

// rowExtras is what a row of the story list reads from the story's
// articles.
type rowExtras struct {
	Spark       *sparkline
	OutletNames []string
}

func (h *Handler) storyRowExtras(ctx context.Context, sum storyline.StorySummary) (rowExtras, error) {
	c := &h.rows
	c.Lock()
	e, ok := c.m[sum.ID]
	c.Unlock()
	if ok && e.updated == sum.Updated && e.articles == sum.Articles {
		return e.extras, nil
	}
	arts, err := h.st.StoryArticles(ctx, sum.ID)
	if err != nil {
		return rowExtras{}, err
	}
	x := rowExtras{Spark: makeSparkline(sum, arts), OutletNames: topOutlets(arts)}
	c.Lock()
	if c.m == nil || len(c.m) >= 10000 {
		c.m = map[int64]rowEntry{} // a bound, not an LRU
	}
	c.m[sum.ID] = rowEntry{sum.Updated, sum.Articles, x}
	c.Unlock()
	return x, nil
}

// storyRow is one story in the list.
type storyRow struct {
	storyline.StorySummary
	rowExtras
	Span string
	// MoreOutlets counts the outlets not named.
	MoreOutlets int
}

// storyRows is the rows of the story list for list.
func (h *Handler) storyRows(ctx context.Context, list []storyline.StorySummary) ([]storyRow, error) {
	rows := make([]storyRow, 0, len(list))
	for _, sum := range list {
		x, err := h.storyRowExtras(ctx, sum)
		if err != nil {
			return nil, err
		}
		rows = append(rows, storyRow{StorySummary: sum, rowExtras: x, Span: storySpan(sum.First, sum.Last), MoreOutlets: max(sum.Outlets-len(x.OutletNames), 0)})
	}
	return rows, nil
}

// homeData is the story list, with the newest articles below it.
type homeData struct {
	Q        string
	Entity   *storyline.EntityRecord
	Stories  []storyRow
	NextURL  string
	Filtered bool
	Total    int
	Latest   []storyline.ArticleSummary
	// Sorts are the orders the list can be read in, the current one marked.
	Sorts   []sortLink
	Filter  filterForm
	Exports *exportLinks // the events of the stories listed (filters.go)
}

// sortLink is one order of the story list: its name and the list's URL
// in that order, the other parameters kept.
type sortLink struct {
	Label, URL string
	Current    bool
}

// storySorts links the story list in each order, v's other parameters
// kept (a cursor belongs to one order: it is dropped).
func storySorts(v url.Values, current storyline.StorySort) []sortLink {
	var links []sortLink
	for _, o := range []struct {
		sort  storyline.StorySort
		label string
	}{{storyline.SortDeveloping, "developing"}, {storyline.SortNewest, "newest"}, {storyline.SortSources, "most sources"}} {
		nv := url.Values{}
		for k := range v {
			if k != "sort" && k != "before" {
				nv.Set(k, v.Get(k))
			}
		}
		if o.sort != storyline.SortDeveloping {
			nv.Set("sort", string(o.sort))
		}
		u := "/"
		if len(nv) > 0 {
			u += "?" + nv.Encode()
		}
		links = append(links, sortLink{Label: o.label, URL: u, Current: o.sort == current})
	}
	return links
}

// latestArticles is how many of the newest articles the home page shows
// under the stories.
const latestArticles = 5

// GET /: the story list with search and the entity filter, and the
// newest articles.
func (h *Handler) pageHome(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	p, err := httpx.ParseStoryList(v)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	ctx := r.Context()
	d := homeData{Q: p.Query.Text, Filtered: p.Query.Text != "" || p.Query.Entity != 0, Sorts: storySorts(v, p.Query.Sort)}
	if d.Filter, err = h.newFilterForm(ctx, "/", v); err != nil {
		h.pageFail(w, r, err)
		return
	}
	d.Filtered = d.Filtered || d.Filter.Set
	if d.Q == "" {
		d.Exports = eventExports("Export the events of these stories (every page)", exportValues(v, "entity"))
	}
	if p.Query.Entity != 0 {
		if d.Entity, err = h.st.Entity(ctx, p.Query.Entity); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	pg, err := httpx.ListStories(ctx, h.st, p)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	if d.Stories, err = h.storyRows(ctx, pg.Stories); err != nil {
		h.pageFail(w, r, err)
		return
	}
	if pg.Next != "" {
		nv := url.Values{}
		for k := range v {
			nv.Set(k, v.Get(k))
		}
		nv.Set("before", pg.Next)
		d.NextURL = "/?" + nv.Encode()
	}
	if d.Total, err = h.st.CountArticles(ctx); err != nil {
		h.pageFail(w, r, err)
		return
	}
	if !d.Filtered && p.Query.BeforeUpdated == 0 {
		if d.Latest, err = h.st.Articles(ctx, storyline.ArticleQuery{Limit: latestArticles}); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	h.render(w, r, http.StatusOK, "home", page{Title: "Stories", Active: "home", Data: d})
}

// storyMap draws the story's places and events; nil when it has none.
// The map is fitted to the events and the places several articles name
// (or, in a story of one article, the places named more than once): a
// place named in passing elsewhere in the world stays off the view.
func storyMap(v *storyview.View) (*MapView, error) {
	var pts, focus []mapPoint
	for _, e := range v.Entities {
		if p := e.Place; p != nil && !e.Credit {
			pt := mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: e.Mentions, Label: e.Name, Href: entityFindHref(e.Type, e.Name), Kind: "place", Area: areaOf(p)}
			pts = append(pts, pt)
			if e.Articles > 1 || (len(v.Articles) == 1 && e.Mentions > 1) {
				focus = append(focus, pt)
			}
		}
	}
	evs := storyEventPoints(v.Events)
	pts = append(pts, evs...)
	focus = append(focus, evs...)
	if len(focus) == 0 {
		focus = pts
	}
	box := viewAround(focus, 12)
	in := pts[:0]
	for _, pt := range pts {
		if pt.Lon >= box.minLon && pt.Lon <= box.maxLon && pt.Lat >= box.minLat && pt.Lat <= box.maxLat {
			in = append(in, pt)
		}
	}
	if len(in) == 0 {
		return nil, nil
	}
	mv, err := renderMap(box, 720, in)
	if err != nil {
		return nil, err
	}
	mv.Caption = "Places the story's articles name (circles, sized by mentions; places far from the story's events are left out) and its events by place (diamonds, sized by fatalities, or 1 per event); each diamond links to the place's latest event."
	return &mv, nil
}

// reportsText says how many mentions, articles and independent sources
// report a story event.
func reportsText(e storyline.StoryEvent) string {
	plural := func(n int, one, many string) string {
		if n == 1 {
			return "1 " + one
		}
		return fmt.Sprintf("%d %s", n, many)
	}
	return plural(e.Mentions, "mention", "mentions") + " in " + plural(e.Articles, "article", "articles") + ", " + plural(e.Sources, "source", "sources")
}

// storyEventPoints gathers a story's events by place, one diamond a
// place, linked to its last event's sentence.
func storyEventPoints(events []storyview.StoryEvent) []mapPoint {
	var places storyview.EventPlaces
	for _, e := range events {
		places.Add(e.Event, e.Ref.Article, e.Ref.Index)
	}
	var out []mapPoint
	for _, x := range places.List {
		out = append(out, mapPoint{Lon: x.Place.Lon, Lat: x.Place.Lat, Weight: x.Weight, Label: x.Place.Name + ": " + typeSummary(x.Types), Href: fmt.Sprintf("/articles/%d#e%d", x.Last.Article, x.Last.Index), Kind: "event",
			Detail: fmt.Sprintf("%d event(s), %s", x.Events, fatalitiesText(x.Fatalities)), Area: areaOf(x.Place)})
	}
	return out
}

// quoteText is a quote's words as the article has them, pieces joined by
// " … ", cut to 240 characters.
func quoteText(a *storyline.Article, q storyline.Quote) string {
	var parts []string
	if a != nil {
		for _, p := range q.Parts {
			if p.Start >= 0 && p.End <= len(a.Text) && p.Start < p.End {
				parts = append(parts, p.In(a.Text))
			}
		}
	}
	txt := strings.Join(parts, " … ")
	if txt == "" {
		txt = q.ContentText
	}
	if r := []rune(txt); len(r) > 240 {
		txt = string(r[:239]) + "…"
	}
	return txt
}

// shownDisagreements bounds the disagreements a figure group shows
// unfolded: the strongest few say where the sources disagree.
const shownDisagreements = 3

func makeGroupView(g *storyline.FigureGroup, n, width int) groupView {
	gv := groupView{G: g, ID: fmt.Sprintf("g%d", n), Chart: buildChart(g, width), Reason: g.RelationReason}
	// The verdict is shown as a badge; the reason need not repeat it.
	for _, sep := range []string{": ", " "} {
		if r, ok := strings.CutPrefix(gv.Reason, string(g.Relation)+sep); ok {
			gv.Reason = r
			break
		}
	}
	for i := range g.Points {
		p := &g.Points[i]
		gv.Rows = append(gv.Rows, groupPointRow{P: p, Href: figureHref(p), AsOf: dateOr(p.AsOf, "unknown"), Range: reconcile.ValueText(p, reconcile.Value), SaidBy: saidBy(p)})
	}
	ds := reconcile.Disagreements(g)
	if len(ds) > 0 && strings.HasPrefix(gv.Reason, ds[0].Text(g)) {
		ds = ds[1:] // the reason names the strongest
	}
	for i, d := range ds {
		if i < shownDisagreements {
			gv.Disagreements = append(gv.Disagreements, d.Text(g))
		} else {
			gv.MoreDisagreements = append(gv.MoreDisagreements, d.Text(g))
		}
	}
	sm := g.Summary
	gv.Low, gv.Best, gv.High = bound(sm.Low, sm.LowOpen), reconcile.Value(sm.Best), bound(sm.High, sm.HighOpen)
	return gv
}

// bound writes a summary's low or high: the value, or "none stated" for
// an open end.
func bound(v float64, open bool) string {
	if open {
		return "none stated"
	}
	return reconcile.Value(v)
}

// storyLink is the story an article is in, for its page.
type storyLink struct {
	ID    int64
	Title string
	Size  int
}

// articleStory finds the story article id is in; nil when none.
func (h *Handler) articleStory(ctx context.Context, id int64) (*storyLink, error) {
	sid, err := h.st.StoryOf(ctx, id)
	if errors.Is(err, storyline.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	sum, err := h.st.Story(ctx, sid)
	if errors.Is(err, storyline.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &storyLink{ID: sum.ID, Title: sum.Title, Size: sum.Articles}, nil
}
