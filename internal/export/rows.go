package export

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// ArticleLink is an article's page on the dashboard; with an anchor, the
// item in it: /articles/12#f3 (figure 3), #q0 (quote 0), #e2 (event 2).
func ArticleLink(id int64, anchor string) string {
	if anchor == "" {
		return fmt.Sprintf("/articles/%d", id)
	}
	return fmt.Sprintf("/articles/%d#%s", id, anchor)
}

func published(a *storyline.Article) string {
	if a.Published.Time.IsZero() {
		return ""
	}
	return a.Published.Time.UTC().Format(time.RFC3339)
}

// ArticleRow is one article in the articles exports: enough for a
// spreadsheet user to cite it.
type ArticleRow struct {
	ID                  int64     `json:"id"`
	Outlet              string    `json:"outlet"`
	URL                 string    `json:"url"`
	CanonicalURL        string    `json:"canonical_url,omitempty"`
	Title               string    `json:"title"`
	TitleDerived        bool      `json:"title_derived"`
	Published           string    `json:"published"` // RFC 3339, "" when unknown
	PublishedSource     string    `json:"published_source"`
	PublishedConfidence float64   `json:"published_confidence"`
	Language            string    `json:"language"`
	Words               int       `json:"words"`
	NearDuplicateOf     int64     `json:"near_duplicate_of,omitempty"`
	Input               string    `json:"input"`
	IngestedAt          time.Time `json:"ingested_at"`
	AnalyzerVersion     string    `json:"analyzer_version"`
	Link                string    `json:"link"`
	Text                string    `json:"text,omitempty"`
}

// ArticleColumns is the header of the articles CSV.
var ArticleColumns = []string{"id", "outlet", "url", "canonical_url", "title", "title_derived", "published", "published_source",
	"published_confidence", "language", "words", "near_duplicate_of", "input", "ingested_at", "analyzer_version", "link"}

// ArticleRowOf returns a's row, with its clean text when withText is set.
func ArticleRowOf(a *storyline.Article, withText bool) ArticleRow {
	row := ArticleRow{ID: a.ID, Outlet: a.Outlet, URL: a.URL, CanonicalURL: a.CanonicalURL, Title: a.Title, TitleDerived: a.TitleDerived,
		Published: published(a), PublishedSource: string(a.Published.Source), PublishedConfidence: a.Published.Confidence,
		Language: a.Language, Words: a.WordCount(), NearDuplicateOf: a.NearDuplicateOf, Input: a.Input, IngestedAt: a.IngestedAt,
		AnalyzerVersion: a.AnalyzerVersion, Link: ArticleLink(a.ID, "")}
	if withText {
		row.Text = a.Text
	}
	return row
}

// linkField is the row's dashboard link, for based.
func (r *ArticleRow) linkField() *string { return &r.Link }

// CSV returns the row's cells in ArticleColumns order.
func (r ArticleRow) CSV() []string {
	dup := ""
	if r.NearDuplicateOf != 0 {
		dup = strconv.FormatInt(r.NearDuplicateOf, 10)
	}
	return []string{strconv.FormatInt(r.ID, 10), CSVSafe(r.Outlet), CSVSafe(r.URL), CSVSafe(r.CanonicalURL), CSVSafe(r.Title),
		strconv.FormatBool(r.TitleDerived), r.Published, r.PublishedSource, strconv.FormatFloat(r.PublishedConfidence, 'f', 2, 64),
		CSVSafe(r.Language), strconv.Itoa(r.Words), dup, CSVSafe(r.Input), r.IngestedAt.UTC().Format(time.RFC3339), r.AnalyzerVersion, r.Link}
}

// FactBase is what every figure and quote row carries so a spreadsheet
// user can cite it: the article, its outlet and URL, the sentence and its
// span, the item on the dashboard, the analyzer.
type FactBase struct {
	ArticleID       int64  `json:"article_id"`
	Outlet          string `json:"outlet"`
	URL             string `json:"url"`
	Published       string `json:"published"`
	PublishedSource string `json:"published_source"`
	Link            string `json:"link"` // the item on the dashboard: /articles/ID#f3
	Sentence        string `json:"sentence"`
	SentenceStart   int    `json:"sentence_start"` // byte offsets into the article's clean text
	SentenceEnd     int    `json:"sentence_end"`
	AnalyzerVersion string `json:"analyzer_version"`
}

// FactColumns is the first columns of the figures and quotes CSVs.
var FactColumns = []string{"article_id", "outlet", "url", "published", "published_source", "link", "sentence", "sentence_start", "sentence_end", "analyzer_version"}

func baseOf(a *storyline.Article, anchor string, sentence storyline.Span) FactBase {
	return FactBase{ArticleID: a.ID, Outlet: a.Outlet, URL: a.URL, Published: published(a), PublishedSource: string(a.Published.Source),
		Link: ArticleLink(a.ID, anchor), Sentence: sentence.In(a.Text), SentenceStart: sentence.Start, SentenceEnd: sentence.End,
		AnalyzerVersion: a.AnalyzerVersion}
}

// linkField is the row's dashboard link, for based.
func (b *FactBase) linkField() *string { return &b.Link }

func (b FactBase) csv() []string {
	return []string{strconv.FormatInt(b.ArticleID, 10), CSVSafe(b.Outlet), CSVSafe(b.URL), b.Published, b.PublishedSource, b.Link,
		CSVSafe(b.Sentence), strconv.Itoa(b.SentenceStart), strconv.Itoa(b.SentenceEnd), b.AnalyzerVersion}
}

// FigureRow is one figure in the figures exports.
type FigureRow struct {
	FactBase
	Text        string `json:"text"`
	Start       int    `json:"start"` // the figure's span
	End         int    `json:"end"`
	Kind        string `json:"kind"`
	Qualifier   string `json:"qualifier"`
	Low         string `json:"low"`
	Best        string `json:"best"`
	High        string `json:"high"`
	Unit        string `json:"unit"`
	Counted     string `json:"counted"`
	Action      string `json:"action"`
	WindowStart string `json:"window_start"`
	WindowEnd   string `json:"window_end"`
	AsOf        string `json:"as_of"`
	Place       string `json:"place"`
	Source      string `json:"source"`
	Cue         string `json:"cue"`
	// Corrected is "yes" when an analyst edited the figure; Original then
	// holds the edited fields' extracted values, as a JSON object.
	Corrected string `json:"corrected"`
	Original  string `json:"original"`
}

// FigureColumns is the header of the figures CSV.
var FigureColumns = append(append([]string{}, FactColumns...), "text", "start", "end", "kind", "qualifier", "low", "best", "high", "unit",
	"counted", "action", "window_start", "window_end", "as_of", "place", "source", "cue", "corrected", "original")

// CSV returns the row's cells in FigureColumns order.
func (f FigureRow) CSV() []string {
	return append(f.FactBase.csv(), CSVSafe(f.Text), strconv.Itoa(f.Start), strconv.Itoa(f.End), f.Kind, CSVSafe(f.Qualifier),
		f.Low, f.Best, f.High, CSVSafe(f.Unit), CSVSafe(f.Counted), CSVSafe(f.Action), f.WindowStart, f.WindowEnd, f.AsOf,
		CSVSafe(f.Place), CSVSafe(f.Source), CSVSafe(f.Cue), f.Corrected, CSVSafe(f.Original))
}

// correctedFlag is the corrected column: "yes" for an item an analyst
// edited.
func correctedFlag(c *storyline.Corrected) string {
	if c == nil {
		return ""
	}
	return "yes"
}

// originalJSON is the original column: the edited fields' extracted
// values, as a JSON object.
func originalJSON(c *storyline.Corrected) string {
	if c == nil {
		return ""
	}
	b, _ := json.Marshal(c.Original)
	return string(b)
}

// FigureRows returns a's figures as rows, anchored #f0, #f1, ….
func FigureRows(a *storyline.Article) []FigureRow {
	var out []FigureRow
	num := func(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
	// An open bound ("more than 320" has no upper one) is an empty cell:
	// a 0 would read "at most 0" in a spreadsheet.
	bound := func(f float64, open bool) string {
		if open {
			return ""
		}
		return num(f)
	}
	for i, f := range a.Analysis.Figures {
		out = append(out, FigureRow{
			FactBase: baseOf(a, fmt.Sprintf("f%d", i), f.Sentence),
			Text:     f.Text, Start: f.Span.Start, End: f.Span.End, Kind: string(f.Kind), Qualifier: f.Qualifier,
			Low: bound(f.Low, f.LowOpen), Best: num(f.Best), High: bound(f.High, f.HighOpen), Unit: f.Unit, Counted: f.Counted, Action: f.Action,
			WindowStart: f.WindowStart.String(), WindowEnd: f.WindowEnd.String(), AsOf: f.AsOf.String(),
			Place: f.Place, Source: f.Source, Cue: f.Cue,
			Corrected: correctedFlag(f.Corrected), Original: originalJSON(f.Corrected),
		})
	}
	return out
}

// QuoteRow is one quote in the quotes exports.
type QuoteRow struct {
	FactBase
	Speaker      string `json:"speaker"`
	Source       string `json:"source"`
	Anonymous    bool   `json:"anonymous"`
	Kind         string `json:"kind"`
	Direct       bool   `json:"direct"`
	Cue          string `json:"cue"`
	Content      string `json:"content"`
	ContentStart int    `json:"content_start"` // the first part's span
	ContentEnd   int    `json:"content_end"`
	Medium       string `json:"medium"`
}

// QuoteColumns is the header of the quotes CSV.
var QuoteColumns = append(append([]string{}, FactColumns...), "speaker", "source", "anonymous", "kind", "direct", "cue", "content",
	"content_start", "content_end", "medium")

// CSV returns the row's cells in QuoteColumns order.
func (q QuoteRow) CSV() []string {
	return append(q.FactBase.csv(), CSVSafe(q.Speaker), CSVSafe(q.Source), strconv.FormatBool(q.Anonymous), q.Kind,
		strconv.FormatBool(q.Direct), CSVSafe(q.Cue), CSVSafe(q.Content), strconv.Itoa(q.ContentStart), strconv.Itoa(q.ContentEnd),
		CSVSafe(q.Medium))
}

// QuoteRows returns a's quotes as rows, anchored #q0, #q1, …; the sentence
// is the one the quote starts in.
func QuoteRows(a *storyline.Article) []QuoteRow {
	if len(a.Analysis.Quotes) == 0 {
		return nil
	}
	sents := text.Sentences(a.Text)
	var out []QuoteRow
	for i, q := range a.Analysis.Quotes {
		var sent storyline.Span
		if k := sort.Search(len(sents), func(k int) bool { return sents[k].End > q.Content.Start }); k < len(sents) {
			sent = sents[k]
		}
		content := q.ContentText
		if content == "" {
			content = q.Content.In(a.Text)
		}
		out = append(out, QuoteRow{
			FactBase: baseOf(a, fmt.Sprintf("q%d", i), sent),
			Speaker:  q.Speaker, Source: q.SourceText, Anonymous: q.Anonymous, Kind: string(q.Kind), Direct: q.Direct,
			Cue: q.CueText, Content: content, ContentStart: q.Content.Start, ContentEnd: q.Content.End, Medium: q.Medium,
		})
	}
	return out
}
