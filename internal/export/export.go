// Package export writes what storyline stores in the formats analysts load
// into their own tools — spreadsheets, QGIS, R, pandas: articles, figures,
// quotes and events as JSON Lines and CSV, events also as ACLED-style CSV
// (with an optional HXL hashtag row) and GeoJSON. The CLI (storyline
// export) and the HTTP API (/api/*.csv, .jsonl, .geojson) both write through
// it, so a row has one format wherever it comes from.
//
// Exports stream: articles are read page by page through the store's ID
// cursor and written as they come, without a cap on the count, in memory
// bounded by a page of summaries and one article. Every row carries what a
// user needs to cite it: the outlet, the article's ID and URL, the sentence
// and its span, a link to the item on the dashboard and the analyzer version.
// Text cells of the CSV formats are neutralised against formula injection
// (see CSVSafe). docs/export.md documents every column.
package export

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/storyline-news/storyline"
)

// Kind is what an export holds.
type Kind string

// The kinds of export.
const (
	Articles Kind = "articles"
	Figures  Kind = "figures"
	Quotes   Kind = "quotes"
	Events   Kind = "events"
)

// Format is how an export is written.
type Format string

// The formats.
const (
	JSONL    Format = "jsonl"
	CSV      Format = "csv"
	ACLEDCSV Format = "acled-csv" // events only: ACLED's columns, then ours
	GeoJSON  Format = "geojson"   // events only: RFC 7946, one Feature per placed event
)

// Kinds lists the kinds of export.
var Kinds = []Kind{Articles, Figures, Quotes, Events}

// Formats lists the formats a kind can be written in, the default first.
func Formats(k Kind) []Format {
	switch k {
	case Articles, Figures, Quotes:
		return []Format{JSONL, CSV}
	case Events:
		return []Format{JSONL, ACLEDCSV, GeoJSON}
	}
	return nil
}

// Resolve checks a kind and a format given as text. An empty format is
// the kind's default; "csv" for events means acled-csv.
func Resolve(kind, format string) (Kind, Format, error) {
	k := Kind(strings.ToLower(strings.TrimSpace(kind)))
	fs := Formats(k)
	if fs == nil {
		return "", "", fmt.Errorf("unknown export %q: want articles, figures, quotes or events", kind)
	}
	f := Format(strings.ToLower(strings.TrimSpace(format)))
	if f == "" {
		return k, fs[0], nil
	}
	if k == Events && f == CSV {
		f = ACLEDCSV
	}
	for _, ok := range fs {
		if f == ok {
			return k, f, nil
		}
	}
	names := make([]string, len(fs))
	for i, ok := range fs {
		names[i] = string(ok)
	}
	return "", "", fmt.Errorf("%s cannot be exported as %q: want %s", k, format, strings.Join(names, ", "))
}

// ContentType is the media type of a format.
func ContentType(f Format) string {
	switch f {
	case CSV, ACLEDCSV:
		return "text/csv; charset=utf-8"
	case GeoJSON:
		return "application/geo+json"
	}
	return "application/x-ndjson; charset=utf-8"
}

// Filename is a download name for an export: "events.csv".
func Filename(k Kind, f Format) string {
	ext := string(f)
	if f == ACLEDCSV {
		ext = "csv"
	}
	return string(k) + "." + ext
}

// DefaultPageSize is how many articles Each lists at a time.
const DefaultPageSize = 200

// Options choose what an export holds and how it is written.
type Options struct {
	Kind   Kind
	Format Format
	// Query filters the articles (outlet, language, publication dates).
	// A BeforeID starts the walk below that ID; Limit is ignored: every
	// article the filters select is exported.
	Query storyline.ArticleQuery
	// List, when set, lists a page of articles instead of Store.Articles
	// (the web layer lists an entity's articles with it). It must honour
	// q.BeforeID and q.Limit, newest first. The merged events exports
	// read Story and Entity instead.
	List func(ctx context.Context, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error)
	// Story and Entity, when not 0, keep the merged events of one story,
	// or those an article naming the entity reports (storyline.EventQuery).
	Story, Entity int64
	// PageSize is how many articles are listed at a time (DefaultPageSize
	// when 0), or merged events (EachEventFrom: 500 when 0).
	PageSize int
	// Full writes whole articles, as storyline show --json prints them,
	// in the articles JSON Lines export.
	Full bool
	// HXL adds the HXL hashtag row under the header of the acled-csv
	// export.
	HXL bool
	// All keeps the non-events (negated, hypothetical, opinion, background,
	// not conflict) in the events exports; they are left out otherwise.
	All bool
	// Mentions writes the events exports one row per event mention, as
	// each article codes them, walking the articles; by default a story's
	// mentions of one event are merged into one row (events.Merge) with
	// its reports counted, as the store keeps them (storyline.EventStore).
	Mentions bool
	// BeforePage, when set, is called before each page of articles is
	// listed (the web layer extends its write deadline there).
	BeforePage func()
	// BaseURL, when set, is the dashboard's address ("https://news.example",
	// from --base-url or STORYLINE_BASE_URL): the rows' links are made
	// absolute under it. Without it they are paths (/articles/12#f3).
	BaseURL string
}

// Each calls fn with every article o.Query selects, newest first, page by
// page through the store's ID cursor: no cap on the count, memory bounded
// by a page of summaries and the article at hand.
func Each(ctx context.Context, st storyline.ArticleStore, o Options, fn func(*storyline.Article) error) error {
	q := o.Query
	q.Limit = o.PageSize
	if q.Limit <= 0 {
		q.Limit = DefaultPageSize
	}
	list := o.List
	if list == nil {
		list = st.Articles
	}
	for {
		if o.BeforePage != nil {
			o.BeforePage()
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		page, err := list(ctx, q)
		if err != nil {
			return err
		}
		for _, sum := range page {
			a, err := st.Article(ctx, sum.ID)
			if err != nil {
				return fmt.Errorf("article %d: %w", sum.ID, err)
			}
			if err := fn(a); err != nil {
				return err
			}
		}
		if len(page) < q.Limit {
			return nil
		}
		q.BeforeID = page[len(page)-1].ID
	}
}

// sink writes one format: begin once, then each article's rows, then end.
type sink interface {
	begin() error
	article(a *storyline.Article) (int, error)
	end() error
}

// flusher is a writer that buffers, like csv.Writer or bufio.Writer.
type flusher interface{ Flush() error }

// Write streams the export o describes to w and returns the number of
// rows (or features) written. Rows are flushed to w after each article, so
// a slow consumer sees them as they come; a writer that buffers (an
// http.ResponseWriter, a bufio.Writer) is the caller's to flush at the end.
func Write(ctx context.Context, w io.Writer, st storyline.ArticleStore, o Options) (int, error) {
	k, f, err := Resolve(string(o.Kind), string(o.Format))
	if err != nil {
		return 0, err
	}
	o.Kind, o.Format = k, f
	merged := o.Kind == Events && !o.Mentions
	var page []EventRow
	rows := based(o.BaseURL, mentionRows(o))
	if merged {
		// EachEvent makes the links absolute.
		rows = func(*storyline.Article) []EventRow { return page }
	}
	s := newSink(w, o, rows)
	if err := s.begin(); err != nil {
		return 0, err
	}
	var n int
	if merged {
		n, err = writeMergedEvents(ctx, st, o, s, &page)
	} else {
		err = Each(ctx, st, o, func(a *storyline.Article) error {
			c, err := s.article(a)
			n += c
			return err
		})
	}
	if err != nil {
		return n, err
	}
	return n, s.end()
}

// mentionRows returns the events rows of an article in the mentions
// view (o.Mentions): each coded event as the article codes it, those
// o.Query's event filters select.
func mentionRows(o Options) func(*storyline.Article) []EventRow {
	return func(a *storyline.Article) []EventRow {
		all := EventRows(a, o.All)
		out := all[:0]
		for _, r := range all {
			if Matches(o.Query, r) {
				out = append(out, r)
			}
		}
		return out
	}
}

// writeMergedEvents streams the merged events o selects (EachEvent)
// through s, a page of rows at a time: they come from the store's rows,
// not from articles, so the sink's rows function hands it the page at
// hand.
func writeMergedEvents(ctx context.Context, st storyline.ArticleStore, o Options, s sink, page *[]EventRow) (int, error) {
	n := 0
	flush := func() error {
		c, err := s.article(nil)
		n += c
		*page = (*page)[:0]
		return err
	}
	err := EachEvent(ctx, st, o, func(r EventRow) error {
		*page = append(*page, r)
		if len(*page) < eventPageSize {
			return nil
		}
		return flush()
	})
	if err == nil {
		err = flush()
	}
	return n, err
}

// newSink returns the sink of o's kind and format; the events formats
// write the rows eventRows gives for each article (nil for a page of
// merged events, see writeMergedEvents).
func newSink(w io.Writer, o Options, eventRows func(*storyline.Article) []EventRow) sink {
	switch o.Kind {
	case Articles:
		if o.Format == CSV {
			return newCSVSink(w, ArticleColumns, nil, csvRows(based(o.BaseURL, articleRows(false))))
		}
		if o.Full {
			return newJSONLSink(w, func(a *storyline.Article, emit func(any) error) (int, error) { return 1, emit(a) })
		}
		return newJSONLSink(w, jsonRows(based(o.BaseURL, articleRows(true))))
	case Figures:
		if o.Format == CSV {
			return newCSVSink(w, FigureColumns, nil, csvRows(based(o.BaseURL, FigureRows)))
		}
		return newJSONLSink(w, jsonRows(based(o.BaseURL, FigureRows)))
	case Quotes:
		if o.Format == CSV {
			return newCSVSink(w, QuoteColumns, nil, csvRows(based(o.BaseURL, QuoteRows)))
		}
		return newJSONLSink(w, jsonRows(based(o.BaseURL, QuoteRows)))
	}
	// Events.
	rows := eventRows
	switch o.Format {
	case ACLEDCSV:
		var hxl []string
		if o.HXL {
			hxl = EventHXL
		}
		return newCSVSink(w, EventColumns, hxl, func(a *storyline.Article, emit func([]string) error) (int, error) {
			n := 0
			for _, r := range rows(a) {
				if err := emit(r.CSV()); err != nil {
					return n, err
				}
				n++
			}
			return n, nil
		})
	case GeoJSON:
		return &geoJSONSink{w: bufio.NewWriterSize(w, 16<<10), rows: rows}
	}
	return newJSONLSink(w, jsonRows(rows))
}

// articleRows is the articles export's row builder: one row an article,
// with its clean text when withText is set.
func articleRows(withText bool) func(*storyline.Article) []ArticleRow {
	return func(a *storyline.Article) []ArticleRow { return []ArticleRow{ArticleRowOf(a, withText)} }
}

// based makes the dashboard links of the rows that rows builds absolute
// under base (see Options.BaseURL); rows as they are when base is empty.
func based[R any, P interface {
	*R
	linkField() *string
}](base string, rows func(*storyline.Article) []R) func(*storyline.Article) []R {
	base = strings.TrimRight(base, "/")
	if base == "" {
		return rows
	}
	return func(a *storyline.Article) []R {
		out := rows(a)
		for i := range out {
			l := P(&out[i]).linkField()
			*l = base + *l
		}
		return out
	}
}

// csvRows adapts a row builder to a CSV sink.
func csvRows[R interface{ CSV() []string }](rows func(*storyline.Article) []R) func(*storyline.Article, func([]string) error) (int, error) {
	return func(a *storyline.Article, emit func([]string) error) (int, error) {
		n := 0
		for _, r := range rows(a) {
			if err := emit(r.CSV()); err != nil {
				return n, err
			}
			n++
		}
		return n, nil
	}
}

// jsonRows adapts a row builder to a JSON Lines sink.
func jsonRows[R any](rows func(*storyline.Article) []R) func(*storyline.Article, func(any) error) (int, error) {
	return func(a *storyline.Article, emit func(any) error) (int, error) {
		n := 0
		for _, r := range rows(a) {
			if err := emit(r); err != nil {
				return n, err
			}
			n++
		}
		return n, nil
	}
}

// StoryArticles lists, as Options.List wants them, the articles of story
// id that q's filters select (outlet, language, publication dates), newest
// first below q.BeforeID: what "export --story" and the API's story=
// export. A story that does not exist is storyline.ErrNotFound.
func StoryArticles(st storyline.StoryStore, id int64) func(context.Context, storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
	return func(ctx context.Context, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
		if _, err := st.Story(ctx, id); err != nil {
			return nil, err
		}
		members, err := st.StoryArticles(ctx, id) // oldest first
		if err != nil {
			return nil, err
		}
		var page []storyline.ArticleSummary
		for i := len(members) - 1; i >= 0 && (q.Limit <= 0 || len(page) < q.Limit); i-- {
			m := members[i]
			if q.BeforeID != 0 && m.ID >= q.BeforeID || !selects(q, m) {
				continue
			}
			page = append(page, m)
		}
		return page, nil
	}
}

// selects reports whether q's filters keep the article a.
func selects(q storyline.ArticleQuery, a storyline.ArticleSummary) bool {
	switch {
	case q.Outlet != "" && !strings.EqualFold(a.Outlet, q.Outlet),
		q.Language != "" && a.Language != q.Language,
		!q.Since.IsZero() && (a.Published.Time.IsZero() || a.Published.Time.Before(q.Since)),
		!q.Until.IsZero() && (a.Published.Time.IsZero() || !a.Published.Time.Before(q.Until)):
		return false
	}
	return true
}
