// Package storyview assembles what a reader sees of one story from the
// store: its sources by language and outlet, the names it is about, its events and the
// quotes of its speakers, each item pointing back to its article and
// sentence. The CLI's "story" command and the dashboard's story page both
// show this view.
package storyview

import (
	"context"
	"errors"
	"sort"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/reconcile"
	"github.com/storyline-news/storyline/internal/text"
)

// View is one story as a reader sees it.
type View struct {
	Story storyline.StorySummary `json:"story"`
	// Sources lists the articles by language and outlet: the language of
	// most articles first, then within it the largest outlet first;
	// copies are marked.
	Sources []Outlet `json:"sources"`
	// Entities are the names the story's articles mention, by the number of
	// articles that mention them.
	Entities []Entity `json:"entities"`
	// Events are the story's events: the coded events of its articles,
	// mentions that report the same event merged into one (events.Merge),
	// the main event first, then by date.
	Events []StoryEvent `json:"events"`
	// MainEvent is the event the story is about (events.MainEvent): the
	// first of Events; nil when the story has none.
	MainEvent *StoryEvent `json:"main_event,omitempty"`
	// EventMentions are the coded events of each article, one a sentence,
	// by date: the mention view.
	EventMentions []Event `json:"event_mentions"`
	// Speakers groups the quotes by speaker, the most quoted first.
	Speakers []Speaker `json:"speakers"`
	// Figures groups the figures that count the same thing across the
	// story's articles, with their timelines, relations and summaries (see
	// internal/reconcile); each group's Label is written with the words of
	// one of its mentions (see mentionLabels).
	Figures []storyline.FigureGroup `json:"figure_groups"`

	// Related are the stories linked to this one (a shooting and the
	// council vote it prompted), the most strongly linked first: never
	// the same story (see AddRelated).
	Related []storyline.StorySummary `json:"related_stories,omitempty"`

	// Articles are the story's articles in full, in ID order.
	Articles []*storyline.Article `json:"-"`
}

// Outlet is one outlet's articles in a story in one language: an outlet
// that reports in two languages is listed once for each.
type Outlet struct {
	Outlet string `json:"outlet"`
	// Language is the ISO 639-1 code of the articles, as stored.
	Language string   `json:"language"`
	Articles []Source `json:"articles"`
}

// Source is one article of a story.
type Source struct {
	ID        int64               `json:"id"`
	Title     string              `json:"title"`
	URL       string              `json:"url,omitempty"`
	Published storyline.Published `json:"published"`
	CopyOf    int64               `json:"copy_of,omitempty"`
}

// Entity is a name across a story's articles.
type Entity struct {
	Type     storyline.EntityType `json:"type"`
	Name     string               `json:"name"`
	Articles int                  `json:"articles"`
	Mentions int                  `json:"mentions"`
	Credit   bool                 `json:"credit,omitempty"`
	Place    *storyline.Place     `json:"place,omitempty"`
}

// Ref points at an item of an article: the article, the item's index in
// its analysis, and the sentence it stands in.
type Ref struct {
	Article  int64          `json:"article"`
	Outlet   string         `json:"outlet"`
	Index    int            `json:"index"`
	Sentence storyline.Span `json:"sentence"`
	Text     string         `json:"sentence_text"`
}

// Event is a coded event of one of the story's articles.
type Event struct {
	storyline.Event
	Ref Ref `json:"ref"`
}

// StoryEvent is one event of the story with its reports; Ref is the
// report whose sentence and trigger the event's fields carry.
type StoryEvent struct {
	storyline.StoryEvent
	Ref Ref `json:"ref"`
}

// Speaker is someone quoted in the story.
type Speaker struct {
	Name      string  `json:"name"`
	Anonymous bool    `json:"anonymous,omitempty"`
	Quotes    []Quote `json:"quotes"`
}

// Quote is one quote, with where it stands.
type Quote struct {
	storyline.Quote
	Ref Ref `json:"ref"`
}

// Store is what a view is read from: the story, its members and their
// articles.
type Store interface {
	storyline.StoryStore
	storyline.ArticleStore
}

// Load assembles the view of story id.
func Load(ctx context.Context, st Store, id int64) (*View, error) {
	v, err := load(ctx, st, id, 0, nil)
	if err != nil {
		return nil, err
	}
	v.Sources = sources(v.Articles)
	v.Entities = entities(v.Articles)
	v.EventMentions = eventMentions(v.Articles)
	v.Speakers = speakers(v.Articles)
	return v, nil
}

// LoadLatest assembles what the newest n articles of story id (all of
// them when n is 0) tell: the story, those articles, their events and
// their figures — the parts of the view the alerts check compares; the
// other lists are left empty. The check reads a long story so, at a cost
// that does not grow with the story.
func LoadLatest(ctx context.Context, st Store, id int64, n int) (*View, error) {
	return load(ctx, st, id, n, nil)
}

// LoadLatestWith is LoadLatest with the articles' town readings kept in
// towns across loads of the story (see events.TownReadings): what a check
// of a story that grows reads again of its older articles.
func LoadLatestWith(ctx context.Context, st Store, id int64, n int, towns events.TownReadings) (*View, error) {
	return load(ctx, st, id, n, towns)
}

// load reads the story, its newest n articles (all when n is 0), and
// builds their events (with the town readings in towns, when not nil) and
// figures.
func load(ctx context.Context, st Store, id int64, n int, towns events.TownReadings) (*View, error) {
	sum, err := st.Story(ctx, id)
	if err != nil {
		return nil, err
	}
	members, err := st.StoryArticles(ctx, id)
	if err != nil {
		return nil, err
	}
	if n > 0 && len(members) > n {
		members = members[len(members)-n:] // oldest first
	}
	v := &View{Story: *sum}
	for _, m := range members {
		a, err := st.Article(ctx, m.ID)
		if err != nil {
			return nil, err
		}
		v.Articles = append(v.Articles, a)
	}
	v.Events = storyEvents(v.Articles, towns)
	if len(v.Events) > 0 && v.Events[0].Main {
		v.MainEvent = &v.Events[0]
	}
	merged := make([]storyline.StoryEvent, len(v.Events))
	for i := range v.Events {
		merged[i] = v.Events[i].StoryEvent
	}
	v.Figures = reconcile.ReconcileEvents(v.Articles, merged)
	mentionLabels(v.Figures, v.Articles)
	return v, nil
}

// AddRelated lists the stories ids (related to the view's story, as
// assign.RelatedStories gives them) in the view; a story since removed is
// left out.
func (v *View) AddRelated(ctx context.Context, st Store, ids []int64) error {
	for _, id := range ids {
		sum, err := st.Story(ctx, id)
		if errors.Is(err, storyline.ErrNotFound) {
			continue
		}
		if err != nil {
			return err
		}
		v.Related = append(v.Related, *sum)
	}
	return nil
}

// sources groups the articles by language and outlet, the language of
// most articles first, then the largest outlet first, each in the order
// of its first article when they tie.
func sources(arts []*storyline.Article) []Outlet {
	type key struct{ language, outlet string }
	by := map[key]*Outlet{}
	var order []key
	perLanguage := map[string]int{}
	for _, a := range arts {
		k := key{a.Language, a.Outlet}
		o := by[k]
		if o == nil {
			o = &Outlet{Outlet: a.Outlet, Language: a.Language}
			by[k] = o
			order = append(order, k)
		}
		o.Articles = append(o.Articles, Source{ID: a.ID, Title: a.Title, URL: a.URL, Published: a.Published, CopyOf: a.NearDuplicateOf})
		perLanguage[a.Language]++
	}
	out := make([]Outlet, 0, len(order))
	for _, k := range order {
		out = append(out, *by[k])
	}
	firstOf := map[string]int{}
	for i, o := range out {
		if _, ok := firstOf[o.Language]; !ok {
			firstOf[o.Language] = i
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		li, lj := out[i].Language, out[j].Language
		if li != lj {
			if perLanguage[li] != perLanguage[lj] {
				return perLanguage[li] > perLanguage[lj]
			}
			return firstOf[li] < firstOf[lj]
		}
		return len(out[i].Articles) > len(out[j].Articles)
	})
	return out
}

func entities(arts []*storyline.Article) []Entity {
	by := map[string]*Entity{}
	for _, a := range arts {
		seen := map[string]bool{}
		for _, e := range a.Analysis.Entities {
			name := text.Fold(e.Canonical)
			if bare := text.WithoutArabicArticle(name); bare != "" && e.Type == storyline.PER {
				name = bare // "Bashar al-Assad" and "Bashar Assad" are one man
			}
			key := string(e.Type) + "|" + name
			se := by[key]
			if se == nil {
				se = &Entity{Type: e.Type, Name: e.Canonical, Credit: true}
				by[key] = se
			}
			if len(e.Canonical) > len(se.Name) {
				se.Name = e.Canonical
			}
			se.Mentions += e.Mentions
			se.Credit = se.Credit && e.Credit
			if e.Place != nil && (se.Place == nil || e.Place.Precision < se.Place.Precision) {
				se.Place = e.Place
			}
			if !seen[key] {
				seen[key] = true
				se.Articles++
			}
		}
	}
	out := make([]Entity, 0, len(by))
	for _, e := range by {
		out = append(out, *e)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Articles != b.Articles {
			return a.Articles > b.Articles
		}
		if a.Mentions != b.Mentions {
			return a.Mentions > b.Mentions
		}
		return a.Name < b.Name
	})
	return out
}

func ref(a *storyline.Article, i int, sentence storyline.Span) Ref {
	return Ref{Article: a.ID, Outlet: a.Outlet, Index: i, Sentence: sentence, Text: sentence.In(a.Text)}
}

// storyEvents merges the articles' event mentions into events, the main
// event first.
func storyEvents(arts []*storyline.Article, towns events.TownReadings) []StoryEvent {
	merged := events.MergeWith(arts, towns)
	if m := events.MainEvent(merged); m > 0 {
		main := merged[m]
		copy(merged[1:m+1], merged[:m])
		merged[0] = main
	}
	if len(merged) > 0 {
		merged[0].Main = true
	}
	byID := make(map[int64]*storyline.Article, len(arts))
	for _, a := range arts {
		byID[a.ID] = a
	}
	out := make([]StoryEvent, len(merged))
	for i, e := range merged {
		r := e.Reports[0]
		for _, x := range e.Reports {
			if x.Trigger == e.TriggerSpan && x.Sentence == e.Sentence {
				r = x
				break
			}
		}
		out[i] = StoryEvent{StoryEvent: e, Ref: ref(byID[r.Article], r.Index, r.Sentence)}
	}
	return out
}

func eventMentions(arts []*storyline.Article) []Event {
	var out []Event
	for _, a := range arts {
		for i, e := range a.Analysis.Events {
			if !e.Coded() {
				continue
			}
			out = append(out, Event{Event: e, Ref: ref(a, i, e.Sentence)})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Date.Time().Before(out[j].Date.Time()) })
	return out
}

func speakers(arts []*storyline.Article) []Speaker {
	by := map[string]*Speaker{}
	var order []string
	for _, a := range arts {
		for i, q := range a.Analysis.Quotes {
			name := q.Speaker
			if name == "" {
				name = q.SourceText
			}
			if name == "" {
				continue
			}
			// Entity names unify "Maduro" and "Nicolas Maduro".
			if q.Entity >= 0 && q.Entity < len(a.Analysis.Entities) {
				name = a.Analysis.Entities[q.Entity].Canonical
			}
			key := text.Fold(name)
			if q.Anonymous {
				key = "anon|" + key
			}
			sp := by[key]
			if sp == nil {
				sp = &Speaker{Name: name, Anonymous: q.Anonymous}
				by[key] = sp
				order = append(order, key)
			}
			sentence := q.Content
			if len(q.Parts) > 0 {
				sentence = storyline.Span{Start: q.Parts[0].Start, End: q.Parts[len(q.Parts)-1].End}
			}
			sp.Quotes = append(sp.Quotes, Quote{Quote: q, Ref: ref(a, i, sentence)})
		}
	}
	out := make([]Speaker, 0, len(order))
	for _, k := range order {
		out = append(out, *by[k])
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].Quotes) > len(out[j].Quotes) })
	return out
}
