package ui

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// One story's page. A big story holds hundreds of figure groups, events
// and quotes; printing them all made pages of megabytes that took a
// quarter of a second to build. The page shows a summary first, then the
// head of each list — ranked by independent sources — and links to the
// rest: "?all=figures" (or events, quotes, sources) shows one list in
// full, a page of it at a time ("&page=2").

// What the story page shows of each list, and a page of a list in full.
const (
	topFigures        = 10
	topEvents         = 20
	topSpeakers       = 10
	topSpeakerQuotes  = 3
	topSources        = 60
	allFiguresPage    = 25
	allEventsPage     = 100
	allQuotesPage     = 100
	allSourcesPage    = 200
	coverageOutlets   = 12
	coverageBarPixels = 240
)

// storySections are the lists "?all=" shows in full.
var storySections = map[string]bool{"figures": true, "events": true, "quotes": true, "sources": true}

// storyData is one story's page: the summary and the head of each list,
// or (All set) one list in full, one page of it.
type storyData struct {
	S    storyline.StorySummary
	Span string
	// All names the list shown in full ("figures", "events", "quotes",
	// "sources"); "" on the story's page itself. Pager pages it.
	All     string
	Pager   *pager
	Summary *storySummary
	Sources []storySource
	// Groups are the figure groups with a timeline (two points or more),
	// Singles those of one figure, drawn small.
	Groups  []groupView
	Singles []groupView
	// Hidden counts the figure groups not drawn: single ages, durations
	// and idioms, as the CLI leaves them out.
	Hidden   int
	Events   []storyEventRow
	Speakers []speakerRow
	Names    []nameRow
	Map      *MapView
	// The sizes of the lists in full, and the links to them when the
	// page shows only their head ("" when it shows them all).
	FiguresTotal, EventsTotal, SpeakersTotal, QuotesTotal, SourcesTotal int
	MoreFigures, MoreEvents, MoreQuotes, MoreSources                    string
	// Fix shows the correction controls (writes are enabled); Back is the
	// page to come back to after one.
	Fix  bool
	Back string
}

// pager links the pages of a list shown in full.
type pager struct {
	Page, Pages int
	Prev, Next  string
}

// storySummary is the block the story page opens with.
type storySummary struct {
	Headline *headlineFigure
	Dates    string
	Days     int
	Coverage []coverageRow
	// OtherOutlets and OtherArticles count the outlets past the bars.
	OtherOutlets, OtherArticles int
	Main                        *storyEventRow
	Places, People              []nameRow
}

// headlineFigure is the story's main figure group in a line.
type headlineFigure struct {
	// Href links the group's chart when the page draws it; Note as in
	// groupView.
	Label, Href, Note string
	// Value is the headline figure (storyview.HeadlineFigure), Stating
	// the outlets that state it.
	Value             string
	Stating           int
	Sources, Mentions int
	Outlets           []string
	Relation          storyline.FigureRelation
	From, To          string
	group             *storyline.FigureGroup
}

// coverageRow is one outlet's bar: its articles, drawn Width pixels wide.
type coverageRow struct {
	Outlet   string
	Articles int
	Width    int
}

type storySource struct {
	Outlet string
	// Language is the ISO 639-1 code of the articles: the label, and the
	// lang attribute of their titles.
	Language string
	Articles []storyview.Source
}

// groupView is one figure group: its chart, verdict, summary and points.
type groupView struct {
	G     *storyline.FigureGroup
	ID    string
	Chart figureChart
	Rows  []groupPointRow
	// Disagreements are the group's strongest disagreements, in a line
	// each (reconcile.Disagreements); MoreDisagreements the others, shown
	// folded.
	Disagreements, MoreDisagreements []string
	Reason                           string
	Low, High                        string
	Best                             string
	// Note says what the title leaves out of the group's key ("over the
	// whole war"); Sources counts the outlets that give a figure of it.
	Note    string
	Sources int
	// Fix and Back as in storyData.
	Fix  bool
	Back string
}

type groupPointRow struct {
	P     *storyline.FigurePoint
	Href  string
	AsOf  string
	Range string
	// SaidBy is the figure's source, or its outlet's own reporting.
	SaidBy string
}

type storyEventRow struct {
	Href string
	E    storyline.Event
	// Main marks the event the story is about; Reports says how many
	// mentions, articles and independent sources report it.
	Main    bool
	Reports string
	Place   string
	Actors  string
	Counts  string
	Title   string
	Ref     storyview.Ref
}

type speakerRow struct {
	Name      string
	Href      string
	Anonymous bool
	// Count is the speaker's number of quotes, Sources of outlets; Quotes
	// those shown.
	Count, Sources int
	Quotes         []storyQuoteRow
}

type storyQuoteRow struct {
	Href    string
	Text    string
	Cue     string
	Article int64
	// Content is the quote's span, which names it to a correction.
	Content storyline.Span
}

type nameRow struct {
	storyview.Entity
	Href string
}

// keyNames is how many names the story page lists.
const keyNames = 24

func entityFindHref(t storyline.EntityType, name string) string {
	return "/entities/find?" + url.Values{"type": {string(t)}, "name": {name}}.Encode()
}

// storyPageCache keeps the story pages' data built last: the view they are
// built from is cached (storyview.Cache) and hands out the same *View until
// the story changes, so the data built from it is good as long as the view
// is the same. A story's pages go when its view changes, so no old view is
// kept alive.
type storyPageCache struct {
	sync.Mutex
	m map[int64]*storyPages
}

// storyPages are the pages built from one view of a story.
type storyPages struct {
	v     *storyview.View
	pages map[storyPageKey]*storyData
}

type storyPageKey struct {
	all  string
	page int
	fix  bool
}

// storyPageStories bounds the stories kept (a bound, not an LRU), as
// storyview.Cache bounds its views.
const storyPageStories = 16

func (c *storyPageCache) get(id int64, v *storyview.View, k storyPageKey) *storyData {
	c.Lock()
	defer c.Unlock()
	if sp := c.m[id]; sp != nil && sp.v == v {
		return sp.pages[k]
	}
	return nil
}

func (c *storyPageCache) put(id int64, v *storyview.View, k storyPageKey, d *storyData) {
	c.Lock()
	defer c.Unlock()
	if c.m == nil || len(c.m) >= storyPageStories && c.m[id] == nil {
		c.m = map[int64]*storyPages{}
	}
	sp := c.m[id]
	if sp == nil || sp.v != v {
		sp = &storyPages{v: v, pages: map[storyPageKey]*storyData{}}
		c.m[id] = sp
	}
	sp.pages[k] = d
}

// GET /stories/{id}[?all=figures|events|quotes|sources[&page=N]]
func (h *Handler) pageStory(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "a story")
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	q := r.URL.Query()
	all := q.Get("all")
	if all != "" && !storySections[all] {
		h.pageError(w, r, http.StatusBadRequest, "all= takes figures, events, quotes or sources.")
		return
	}
	pg := 1
	if s := q.Get("page"); s != "" {
		if pg, err = strconv.Atoi(s); err != nil || pg < 1 || pg > 1_000_000 {
			h.pageError(w, r, http.StatusBadRequest, "page= takes a page number.")
			return
		}
	}
	if all == "" {
		pg = 1 // the story's page has no pages
	}
	v, err := h.views.Load(r.Context(), h.st, id)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	key := storyPageKey{all: all, page: pg, fix: h.token != ""}
	d := h.storyPages.get(id, v, key)
	if d == nil {
		if d, err = buildStoryPage(v, id, all, pg, key.fix); err != nil {
			h.pageFail(w, r, err)
			return
		}
		if d.Pager != nil {
			// Kept under the page shown: a page past the end shows the
			// last, and is not kept under each number asked.
			key.page = d.Pager.Page
		}
		h.storyPages.put(id, v, key, d)
	}
	title := v.Story.Title
	if all != "" {
		title = "All " + all + " · " + title
	}
	h.render(w, r, http.StatusOK, "story", page{Title: title, Active: "home", Data: d})
}

// buildStoryPage builds the page of story id from its view: the summary
// and the head of each list when all is "", else page pg of that list.
func buildStoryPage(v *storyview.View, id int64, all string, pg int, fix bool) (*storyData, error) {
	self := fmt.Sprintf("/stories/%d", id)
	d := &storyData{S: v.Story, Span: storySpan(v.Story.First, v.Story.Last), All: all, Fix: fix, Back: self}
	byID := make(map[int64]*storyline.Article, len(v.Articles))
	for _, a := range v.Articles {
		byID[a.ID] = a
	}
	pageRange := func(total, per int) (int, int) {
		pages := max((total+per-1)/per, 1)
		p := min(pg, pages)
		d.Pager = &pager{Page: p, Pages: pages}
		if p > 1 {
			d.Pager.Prev = fmt.Sprintf("%s?all=%s&page=%d", self, all, p-1)
		}
		if p < pages {
			d.Pager.Next = fmt.Sprintf("%s?all=%s&page=%d", self, all, p+1)
		}
		return (p - 1) * per, min(p*per, total)
	}
	// window is the part of a section of total rows the page shows: one
	// page of per rows when the section is shown in full, else its first
	// top rows, with *more linking to the full section when rows are left.
	window := func(section string, total, top, per int, more *string) (int, int) {
		if all == section {
			return pageRange(total, per)
		}
		if total > top {
			*more = self + "?all=" + section
		}
		return 0, min(total, top)
	}
	if all == "" || all == "figures" {
		figures := v.RankFigures()
		if all == "" {
			sum := v.Summarize(figures)
			d.Summary = storySummaryOf(sum)
		}
		shown := figures[:0:0]
		for _, f := range figures {
			if !f.Group.Key.Kind.Reported() && len(f.Group.Points) <= 1 {
				d.Hidden++
				continue
			}
			shown = append(shown, f)
		}
		d.FiguresTotal = len(shown)
		from, to := window("figures", len(shown), topFigures, allFiguresPage, &d.MoreFigures)
		for _, f := range shown[from:to] {
			d.addGroup(f)
		}
	}
	if all == "" || all == "events" {
		events := v.RankEvents()
		d.EventsTotal = len(events)
		from, to := window("events", len(events), topEvents, allEventsPage, &d.MoreEvents)
		for _, e := range events[from:to] {
			d.Events = append(d.Events, storyEventRowOf(e))
		}
	}
	if all == "" || all == "quotes" {
		speakers := v.RankSpeakers()
		d.SpeakersTotal = len(speakers)
		for _, sp := range speakers {
			d.QuotesTotal += len(sp.Quotes)
		}
		if all == "quotes" {
			from, to := pageRange(d.QuotesTotal, allQuotesPage)
			d.Speakers = speakerRows(speakers, byID, from, to, len(speakers), 0)
		} else {
			d.Speakers = speakerRows(speakers, byID, 0, d.QuotesTotal, topSpeakers, topSpeakerQuotes)
			if len(speakers) > topSpeakers || d.QuotesTotal > shownQuotes(d.Speakers) {
				d.MoreQuotes = self + "?all=quotes"
			}
		}
	}
	if all == "" || all == "sources" {
		for _, o := range v.Sources {
			d.SourcesTotal += len(o.Articles)
		}
		from, to := window("sources", d.SourcesTotal, topSources, allSourcesPage, &d.MoreSources)
		d.Sources = sourcesBetween(v.Sources, from, to)
	}
	if all == "" {
		for _, e := range v.Entities {
			if !e.Credit && len(d.Names) < keyNames {
				d.Names = append(d.Names, nameRow{Entity: e, Href: entityFindHref(e.Type, e.Name)})
			}
		}
		var err error
		if d.Map, err = storyMap(v); err != nil {
			return nil, err
		}
	}
	if d.Pager != nil {
		d.Back = fmt.Sprintf("%s?all=%s&page=%d", self, all, d.Pager.Page)
	}
	for _, gs := range [][]groupView{d.Groups, d.Singles} {
		for i := range gs {
			gs[i].Fix, gs[i].Back = fix, d.Back+"#"+gs[i].ID
		}
	}
	return d, nil
}

// addGroup adds a figure group's chart: a timeline, or a single figure
// drawn small.
func (d *storyData) addGroup(f storyview.RankedFigure) {
	n := len(d.Groups) + len(d.Singles)
	if d.Pager != nil {
		n += (d.Pager.Page - 1) * allFiguresPage // IDs unique across pages
	}
	g := mergeRepeats(f.Group)
	width := chartWidth
	if len(g.Points) <= 1 {
		width = chartWidth/2 + 20
	}
	gv := makeGroupView(g, n, width)
	gv.Note, gv.Sources = storyview.FigureNote(g), f.Sources
	if s := d.Summary; s != nil && s.Headline != nil && s.Headline.group == f.Group {
		s.Headline.Href = "#" + gv.ID
	}
	if len(g.Points) > 1 {
		d.Groups = append(d.Groups, gv)
	} else {
		d.Singles = append(d.Singles, gv)
	}
}

func storyEventRowOf(e storyview.StoryEvent) storyEventRow {
	row := storyEventRow{Href: fmt.Sprintf("/articles/%d#e%d", e.Ref.Article, e.Ref.Index), E: e.Event, Place: e.Location,
		Actors: eventActors(e.Event), Counts: eventCounts(e.Event), Title: eventText(e.Event), Ref: e.Ref,
		Main: e.Main, Reports: reportsText(e.StoryEvent)}
	if p := e.Place; p != nil {
		row.Place = p.Name
		if p.Admin1 != "" && p.Admin1 != p.Name {
			row.Place += ", " + p.Admin1
		}
	}
	return row
}

// speakerRows lists the quotes from..to of the speakers' quotes in order
// (each speaker's, best first), at most maxSpeakers speakers and, when
// perSpeaker > 0, that many quotes each.
func speakerRows(speakers []storyview.RankedSpeaker, byID map[int64]*storyline.Article, from, to, maxSpeakers, perSpeaker int) []speakerRow {
	var out []speakerRow
	at := 0 // index of the speaker's first quote among all
	for _, sp := range speakers {
		if len(out) >= maxSpeakers || at >= to {
			break
		}
		qs := sp.Quotes
		lo, hi := max(from-at, 0), min(to-at, len(qs))
		at += len(qs)
		if lo >= hi {
			continue
		}
		if perSpeaker > 0 {
			hi = min(hi, lo+perSpeaker)
		}
		row := speakerRow{Name: sp.Name, Anonymous: sp.Anonymous, Count: len(qs), Sources: sp.Sources}
		if !sp.Anonymous {
			row.Href = entityFindHref(storyline.PER, sp.Name)
			if q := qs[0]; q.Entity >= 0 {
				if a := byID[q.Ref.Article]; a != nil && q.Entity < len(a.Analysis.Entities) {
					row.Href = entityFindHref(a.Analysis.Entities[q.Entity].Type, sp.Name)
				}
			}
		}
		for _, q := range qs[lo:hi] {
			row.Quotes = append(row.Quotes, storyQuoteRow{Href: fmt.Sprintf("/articles/%d#q%d", q.Ref.Article, q.Ref.Index), Text: quoteText(byID[q.Ref.Article], q.Quote), Cue: q.CueText, Article: q.Ref.Article, Content: q.Content})
		}
		out = append(out, row)
	}
	return out
}

func shownQuotes(rows []speakerRow) int {
	n := 0
	for _, r := range rows {
		n += len(r.Quotes)
	}
	return n
}

// sourcesBetween lists the articles from..to of the outlets' articles in
// order, under their outlets.
func sourcesBetween(outlets []storyview.Outlet, from, to int) []storySource {
	var out []storySource
	at := 0
	for _, o := range outlets {
		lo, hi := max(from-at, 0), min(to-at, len(o.Articles))
		at += len(o.Articles)
		if lo < hi {
			out = append(out, storySource{Outlet: o.Outlet, Language: o.Language, Articles: o.Articles[lo:hi]})
		}
		if at >= to {
			break
		}
	}
	return out
}

// tollHeadlineOf is the summary block's headline when it is the main
// event's dead (storyview.Summary.HeadlineIsToll): the count links the
// main event's report, and its sources are the event's.
func tollHeadlineOf(f *storyline.HeadlineFigure, m storyview.StoryEvent) *headlineFigure {
	h := &headlineFigure{Label: f.Label, Note: "the main event's count", Href: storyEventRowOf(m).Href,
		Value: f.Value, Stating: f.Sources, Sources: m.Sources, Mentions: m.Mentions, From: dateOr(m.Date, "")}
	seen := map[string]bool{}
	for _, r := range m.Reports {
		if !seen[r.Outlet] && !r.Copy {
			seen[r.Outlet] = true
			h.Outlets = append(h.Outlets, r.Outlet)
		}
	}
	return h
}

// storySummaryOf writes the summary block of the view.
func storySummaryOf(sum storyview.Summary) *storySummary {
	s := &storySummary{Dates: storySpan(sum.First, sum.Last)}
	if !sum.First.IsZero() {
		s.Days = int(sum.Last.Sub(sum.First).Hours()/24) + 1
	}
	if f := sum.HeadlineFigure(); f != nil && sum.HeadlineIsToll() {
		s.Headline = tollHeadlineOf(f, *sum.MainEvent)
	} else if hf := sum.Headline; hf != nil {
		g := hf.Group
		h := &headlineFigure{Label: g.Label, Note: storyview.FigureNote(g), group: g,
			Sources: hf.Sources, Mentions: hf.Mentions, Relation: g.Relation,
			From: dateOr(g.From, ""), To: dateOr(g.To, "")}
		if f := sum.HeadlineFigure(); f != nil {
			h.Value, h.Stating = f.Value, f.Sources
		}
		seen := map[string]bool{}
		for _, p := range g.Points {
			if !seen[p.Outlet] {
				seen[p.Outlet] = true
				h.Outlets = append(h.Outlets, p.Outlet)
			}
		}
		s.Headline = h
	}
	peak := 0
	for _, c := range sum.Coverage {
		peak = max(peak, c.Articles)
	}
	for i, c := range sum.Coverage {
		if i >= coverageOutlets {
			s.OtherOutlets++
			s.OtherArticles += c.Articles
			continue
		}
		s.Coverage = append(s.Coverage, coverageRow{Outlet: c.Outlet, Articles: c.Articles, Width: max(2, coverageBarPixels*c.Articles/max(peak, 1))})
	}
	if sum.MainEvent != nil {
		row := storyEventRowOf(*sum.MainEvent)
		s.Main = &row
	}
	for _, e := range sum.Places {
		s.Places = append(s.Places, nameRow{Entity: e, Href: entityFindHref(e.Type, e.Name)})
	}
	for _, e := range sum.People {
		s.People = append(s.People, nameRow{Entity: e, Href: entityFindHref(e.Type, e.Name)})
	}
	return s
}
