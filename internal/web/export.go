package web

import (
	"encoding/csv"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/storyline-news/storyline"
)

// exportRow is one article in the exports: enough for a spreadsheet user to
// cite it (outlet, URL, title, publication date and where it came from, the
// analyzer version).
type exportRow struct {
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
	Text                string    `json:"text,omitempty"`
}

var csvHeader = []string{"id", "outlet", "url", "canonical_url", "title", "title_derived", "published", "published_source",
	"published_confidence", "language", "words", "near_duplicate_of", "input", "ingested_at", "analyzer_version"}

func rowOf(a *storyline.Article) exportRow {
	row := exportRow{ID: a.ID, Outlet: a.Outlet, URL: a.URL, CanonicalURL: a.CanonicalURL, Title: a.Title, TitleDerived: a.TitleDerived,
		PublishedSource: string(a.Published.Source), PublishedConfidence: a.Published.Confidence, Language: a.Language,
		Words: a.WordCount(), NearDuplicateOf: a.NearDuplicateOf, Input: a.Input, IngestedAt: a.IngestedAt, AnalyzerVersion: a.AnalyzerVersion}
	if !a.Published.Time.IsZero() {
		row.Published = a.Published.Time.UTC().Format(time.RFC3339)
	}
	return row
}

func (r exportRow) csv() []string {
	dup := ""
	if r.NearDuplicateOf != 0 {
		dup = strconv.FormatInt(r.NearDuplicateOf, 10)
	}
	return []string{strconv.FormatInt(r.ID, 10), r.Outlet, r.URL, r.CanonicalURL, csvSafe(r.Title), strconv.FormatBool(r.TitleDerived),
		r.Published, r.PublishedSource, strconv.FormatFloat(r.PublishedConfidence, 'f', 2, 64), r.Language, strconv.Itoa(r.Words),
		dup, r.Input, r.IngestedAt.UTC().Format(time.RFC3339), r.AnalyzerVersion}
}

// csvSafe keeps a spreadsheet from reading untrusted text as a formula.
func csvSafe(s string) string {
	if s != "" && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r') {
		return "'" + s
	}
	return s
}

// eachArticle calls fn with every article the filters select, newest first,
// page by page through the ID cursor: no cap on the count, memory bounded
// by a page.
func (s *Server) eachArticle(w http.ResponseWriter, r *http.Request, p listParams, fn func(*storyline.Article) error) error {
	ctx := r.Context()
	q := p.q
	q.Limit = 200
	for {
		extendDeadlines(w, time.Minute)
		var (
			list []storyline.ArticleSummary
			err  error
		)
		if p.entity != 0 {
			list, err = s.st.EntityArticles(ctx, p.entity, q)
		} else {
			list, err = s.st.Articles(ctx, q)
		}
		if err != nil {
			return err
		}
		for _, sum := range list {
			a, err := s.st.Article(ctx, sum.ID)
			if err != nil {
				return err
			}
			if err := fn(a); err != nil {
				return err
			}
		}
		if len(list) < q.Limit {
			return nil
		}
		q.BeforeID = list[len(list)-1].ID
	}
}

func exportParams(r *http.Request) (listParams, error) {
	p, err := parseList(r.URL.Query())
	if err != nil {
		return p, err
	}
	if p.text != "" || p.q.BeforeID != 0 {
		return p, badf("exports take since, until, outlet, lang and entity, not q or before: they stream every article the filters select")
	}
	return p, nil
}

// GET /api/articles.jsonl: one exportRow a line, with the clean text; with
// full=1, each line is the whole article as GET /api/articles/{id} gives it.
func (s *Server) exportJSONL(w http.ResponseWriter, r *http.Request) {
	p, err := exportParams(r)
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	full := r.URL.Query().Get("full") == "1"
	w.Header().Set("Content-Type", "application/x-ndjson; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="articles.jsonl"`)
	enc := json.NewEncoder(w)
	err = s.eachArticle(w, r, p, func(a *storyline.Article) error {
		if full {
			return enc.Encode(a)
		}
		row := rowOf(a)
		row.Text = a.Text
		return enc.Encode(row)
	})
	if err != nil {
		// The status is sent; a truncated stream is all the client can see.
		s.opt.Log.Printf("web: export jsonl: %v", err)
	}
}

// GET /api/articles.csv
func (s *Server) exportCSV(w http.ResponseWriter, r *http.Request) {
	p, err := exportParams(r)
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="articles.csv"`)
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return
	}
	n := 0
	err = s.eachArticle(w, r, p, func(a *storyline.Article) error {
		if err := cw.Write(rowOf(a).csv()); err != nil {
			return err
		}
		if n++; n%100 == 0 {
			cw.Flush()
		}
		return cw.Error()
	})
	cw.Flush()
	if err != nil {
		s.opt.Log.Printf("web: export csv: %v", err)
	}
}
