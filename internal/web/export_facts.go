package web

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// factBase is what every exported fact row carries so a spreadsheet user can
// cite it: the article, its outlet and URL, the sentence, the analyzer.
type factBase struct {
	ArticleID       int64  `json:"article_id"`
	Outlet          string `json:"outlet"`
	URL             string `json:"url"`
	Published       string `json:"published"`
	PublishedSource string `json:"published_source"`
	Link            string `json:"link"` // the item on the dashboard: /articles/ID#f3
	Sentence        string `json:"sentence"`
	AnalyzerVersion string `json:"analyzer_version"`
}

func baseOf(a *storyline.Article, anchor string, sentence storyline.Span) factBase {
	b := factBase{ArticleID: a.ID, Outlet: a.Outlet, URL: a.URL, PublishedSource: string(a.Published.Source),
		Link: fmt.Sprintf("/articles/%d#%s", a.ID, anchor), Sentence: sentence.In(a.Text), AnalyzerVersion: a.AnalyzerVersion}
	if !a.Published.Time.IsZero() {
		b.Published = a.Published.Time.UTC().Format(time.RFC3339)
	}
	return b
}

func (b factBase) csv() []string {
	return []string{strconv.FormatInt(b.ArticleID, 10), b.Outlet, b.URL, b.Published, b.PublishedSource, b.Link, csvSafe(b.Sentence), b.AnalyzerVersion}
}

var factBaseHeader = []string{"article_id", "outlet", "url", "published", "published_source", "link", "sentence", "analyzer_version"}

type figureExport struct {
	factBase
	Text        string `json:"text"`
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
}

var figureHeader = append(append([]string{}, factBaseHeader...), "text", "kind", "qualifier", "low", "best", "high", "unit", "counted", "action", "window_start", "window_end", "as_of", "place", "source", "cue")

func (f figureExport) csv() []string {
	return append(f.factBase.csv(), csvSafe(f.Text), f.Kind, f.Qualifier, f.Low, f.Best, f.High, f.Unit, csvSafe(f.Counted), csvSafe(f.Action),
		f.WindowStart, f.WindowEnd, f.AsOf, csvSafe(f.Place), csvSafe(f.Source), csvSafe(f.Cue))
}

func figureRows(a *storyline.Article) []figureExport {
	var out []figureExport
	num := func(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
	for i, f := range a.Analysis.Figures {
		out = append(out, figureExport{
			factBase: baseOf(a, fmt.Sprintf("f%d", i), f.Sentence),
			Text:     f.Text, Kind: string(f.Kind), Qualifier: f.Qualifier, Low: num(f.Low), Best: num(f.Best), High: num(f.High),
			Unit: f.Unit, Counted: f.Counted, Action: f.Action, WindowStart: f.WindowStart.String(), WindowEnd: f.WindowEnd.String(),
			AsOf: f.AsOf.String(), Place: f.Place, Source: f.Source, Cue: f.Cue,
		})
	}
	return out
}

type quoteExport struct {
	factBase
	Speaker   string `json:"speaker"`
	Source    string `json:"source"`
	Anonymous bool   `json:"anonymous"`
	Kind      string `json:"kind"`
	Direct    bool   `json:"direct"`
	Cue       string `json:"cue"`
	Content   string `json:"content"`
	Medium    string `json:"medium"`
}

var quoteHeader = append(append([]string{}, factBaseHeader...), "speaker", "source", "anonymous", "kind", "direct", "cue", "content", "medium")

func (q quoteExport) csv() []string {
	return append(q.factBase.csv(), csvSafe(q.Speaker), csvSafe(q.Source), strconv.FormatBool(q.Anonymous), q.Kind, strconv.FormatBool(q.Direct),
		csvSafe(q.Cue), csvSafe(q.Content), q.Medium)
}

func quoteRows(a *storyline.Article) []quoteExport {
	if len(a.Analysis.Quotes) == 0 {
		return nil
	}
	sents := text.Sentences(a.Text)
	var out []quoteExport
	for i, q := range a.Analysis.Quotes {
		// The sentence is the one the quote starts in.
		var sent storyline.Span
		if k := sort.Search(len(sents), func(k int) bool { return sents[k].End > q.Content.Start }); k < len(sents) {
			sent = sents[k]
		}
		content := q.ContentText
		if content == "" {
			content = q.Content.In(a.Text)
		}
		out = append(out, quoteExport{
			factBase: baseOf(a, fmt.Sprintf("q%d", i), sent),
			Speaker:  q.Speaker, Source: q.SourceText, Anonymous: q.Anonymous, Kind: string(q.Kind), Direct: q.Direct,
			Cue: q.CueText, Content: content, Medium: q.Medium,
		})
	}
	return out
}

// exportFacts streams rows of one kind of fact from every selected
// article, as JSON Lines or CSV.
func exportFacts[R interface{ csv() []string }](s *Server, w http.ResponseWriter, r *http.Request, name string, asCSV bool, header []string, rows func(*storyline.Article) []R) {
	p, err := exportParams(r)
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	var write func(R) error
	var flush func()
	if asCSV {
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="`+name+`.csv"`)
		cw := csv.NewWriter(w)
		if err := cw.Write(header); err != nil {
			return
		}
		write = func(row R) error { return cw.Write(row.csv()) }
		flush = cw.Flush
	} else {
		w.Header().Set("Content-Type", "application/x-ndjson; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="`+name+`.jsonl"`)
		enc := json.NewEncoder(w)
		write = func(row R) error { return enc.Encode(row) }
		flush = func() {}
	}
	err = s.eachArticle(w, r, p, func(a *storyline.Article) error {
		for _, row := range rows(a) {
			if err := write(row); err != nil {
				return err
			}
		}
		flush()
		return nil
	})
	flush()
	if err != nil {
		s.opt.Log.Printf("web: export %s: %v", name, err)
	}
}

// GET /api/figures.jsonl, /api/figures.csv
func (s *Server) exportFigures(asCSV bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		exportFacts(s, w, r, "figures", asCSV, figureHeader, figureRows)
	}
}

// GET /api/quotes.jsonl, /api/quotes.csv
func (s *Server) exportQuotes(asCSV bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		exportFacts(s, w, r, "quotes", asCSV, quoteHeader, quoteRows)
	}
}
