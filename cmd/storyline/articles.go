package main

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

func init() { commands = append(commands, newArticlesCmd, newShowCmd, newSearchCmd) }

// queryFlags adds the listing flags shared by articles and search: the
// page, and the filters (filterFlags).
func queryFlags(cmd *cobra.Command, q *storyline.ArticleQuery) filterFlags {
	f := cmd.Flags()
	f.IntVarP(&q.Limit, "limit", "n", 50, "at most this many articles")
	f.Int64Var(&q.BeforeID, "before", 0, "only articles with an ID below this (paging cursor)")
	return addFilterFlags(cmd)
}

// filterFlags are the filters of the dashboard and the API, as flags of
// the same names (--since, --outlet, --min-sources or --min_sources…),
// parsed by the same code (httpx.ParseFilter).
type filterFlags map[string]*string

var filterUsage = map[string]string{
	"since":       "only articles published on or after this date (YYYY-MM-DD)",
	"until":       "only articles published before this date (YYYY-MM-DD)",
	"outlet":      "only articles from this outlet (ignoring case)",
	"lang":        "only articles in this language (ISO 639-1)",
	"country":     "only articles with an event in this country (ISO code or name)",
	"place":       "only articles with an event at this place or in this region (or country)",
	"type":        "only articles with an event of this ACLED event type or sub-event type",
	"min_sources": "only articles whose story has at least this many outlets (events: reported by that many)",
}

func addFilterFlags(cmd *cobra.Command) filterFlags {
	ff := filterFlags{}
	for _, name := range httpx.FilterParams {
		ff[name] = cmd.Flags().String(name, "", filterUsage[name])
	}
	cmd.Flags().SetNormalizeFunc(func(_ *pflag.FlagSet, name string) pflag.NormalizedName {
		if name == "min-sources" {
			name = "min_sources"
		}
		return pflag.NormalizedName(name)
	})
	return ff
}

// apply sets q's filters from the flags.
func (ff filterFlags) apply(q *storyline.ArticleQuery) error {
	v := url.Values{}
	for name, s := range ff {
		v.Set(name, *s)
	}
	return httpx.ParseFilter(v, q)
}

func newArticlesCmd() *cobra.Command {
	var q storyline.ArticleQuery
	var ff filterFlags
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "articles",
		Short: "List stored articles, newest first",
		Example: `  storyline articles
  storyline articles --outlet "Fox News" --since 2019-02-01 --json
  storyline articles --before 120 -n 20   # the next page after ID 120`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := ff.apply(&q); err != nil {
				return err
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			list, err := st.Articles(cmd.Context(), q)
			if err != nil {
				return err
			}
			return printSummaries(cmd.OutOrStdout(), list, asJSON, false)
		},
	}
	ff = queryFlags(cmd, &q)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newSearchCmd() *cobra.Command {
	var q storyline.ArticleQuery
	var ff filterFlags
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "search QUERY",
		Short: "Full-text search of stored articles",
		Long: `Search titles and clean text. Words are matched whole, ignoring case and
accents ("urena" finds "Ureña"); all words must match; "quoted words" must
appear together. Results come best match first.`,
		Example: `  storyline search urena
  storyline search '"humanitarian aid" border' --json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := ff.apply(&q); err != nil {
				return err
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			list, err := st.Search(cmd.Context(), strings.Join(args, " "), q)
			if err != nil {
				return err
			}
			return printSummaries(cmd.OutOrStdout(), list, asJSON, true)
		},
	}
	ff = queryFlags(cmd, &q)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func printSummaries(w io.Writer, list []storyline.ArticleSummary, asJSON, snippets bool) error {
	if asJSON {
		if list == nil {
			list = []storyline.ArticleSummary{}
		}
		return writeJSON(w, list)
	}
	if len(list) == 0 {
		fmt.Fprintln(w, "no articles")
		return nil
	}
	rows := [][]string{{"ID", "PUBLISHED", "OUTLET", "LANG", "WORDS", "TITLE"}}
	for _, a := range list {
		title := trimEnd(a.Title, 70)
		if a.NearDuplicateOf != 0 {
			title += fmt.Sprintf(" [copy of #%d]", a.NearDuplicateOf)
		}
		rows = append(rows, []string{strconv.FormatInt(a.ID, 10), dateCell(a.Published), trimEnd(a.Outlet, 20), a.Language, strconv.Itoa(a.Words), title})
		if snippets && a.Snippet != "" {
			rows = append(rows, []string{"", "", "", "", "", "  " + oneLine(a.Snippet)})
		}
	}
	return table(w, rows)
}

// dateCell shows a publication date with a mark for how it was obtained.
func dateCell(p storyline.Published) string {
	if p.Time.IsZero() {
		return "?"
	}
	d := p.Time.Format("2006-01-02")
	switch p.Source {
	case storyline.DateInferred:
		d += "~"
	case storyline.DateFromWARC:
		d += "w"
	}
	return d
}

func trimEnd(s string, n int) string {
	if len([]rune(s)) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

func newShowCmd() *cobra.Command {
	var asJSON, raw bool
	cmd := &cobra.Command{
		Use:   "show ID",
		Short: "Show one article: clean text, captions, credits, removed pieces, dates",
		Example: `  storyline show 1
  storyline show 1 --json
  storyline show 1 --raw > original.html   # the input bytes as ingested`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := strconv.ParseInt(args[0], 10, 64)
			if err != nil || id <= 0 {
				return fmt.Errorf("%q is not an article ID (a positive number; see storyline articles)", args[0])
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			out := cmd.OutOrStdout()
			if raw {
				b, err := st.RawInput(cmd.Context(), id)
				if err != nil {
					return articleErr(id, err)
				}
				_, err = out.Write(b)
				return err
			}
			a, err := st.Article(cmd.Context(), id)
			if err != nil {
				return articleErr(id, err)
			}
			if asJSON {
				return writeJSON(out, a)
			}
			printArticle(out, a)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the article as JSON")
	cmd.Flags().BoolVar(&raw, "raw", false, "print the raw input bytes the article was built from")
	return cmd
}

func articleErr(id int64, err error) error {
	if errors.Is(err, storyline.ErrNotFound) {
		return fmt.Errorf("no article with ID %d", id)
	}
	return err
}

func printArticle(w io.Writer, a *storyline.Article) {
	title := a.Title
	if a.TitleDerived {
		title += "  (title derived from the lead)"
	}
	fmt.Fprintf(w, "#%d  %s\n", a.ID, title)
	fmt.Fprintf(w, "outlet:     %s (%s)\n", a.Outlet, a.OutletSource)
	if a.URL != "" {
		fmt.Fprintf(w, "url:        %s\n", a.URL)
	}
	pub := "unknown"
	if !a.Published.Time.IsZero() {
		pub = a.Published.Time.Format("2006-01-02 15:04 MST")
	}
	fmt.Fprintf(w, "published:  %s (%s, confidence %.2f)", pub, a.Published.Source, a.Published.Confidence)
	if a.Published.Evidence != "" {
		fmt.Fprintf(w, ": %s", a.Published.Evidence)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "language:   %s", a.Language)
	if a.NotAnalyzed != "" {
		fmt.Fprintf(w, " (%s)", a.NotAnalyzed)
	}
	fmt.Fprintln(w)
	if len(a.Authors) > 0 {
		fmt.Fprintf(w, "authors:    %s\n", strings.Join(a.Authors, ", "))
	}
	fmt.Fprintf(w, "input:      %s (%s)\n", a.Input, a.Format)
	if a.NearDuplicateOf != 0 {
		fmt.Fprintf(w, "copy of:    #%d (similarity %.2f)\n", a.NearDuplicateOf, a.NearDuplicateSim)
	}
	fmt.Fprintf(w, "ingested:   %s by %s\n", a.IngestedAt.Format(time.RFC3339), a.AnalyzerVersion)

	fmt.Fprintf(w, "\nPARAGRAPHS (%d)\n", len(a.Paragraphs))
	for i, p := range a.Paragraphs {
		fmt.Fprintf(w, "[%d] %s\n", i+1, p.Span.In(a.Text))
	}
	fmt.Fprintf(w, "\nCAPTIONS (%d)\n", len(a.Captions))
	for i, c := range a.Captions {
		fmt.Fprintf(w, "[%d] %s\n    credit: %s; date: %s\n", i+1, c.Span.In(a.Text), orNone(c.Credit), orNone(c.Date.String()))
	}
	fmt.Fprintf(w, "\nCREDITS (%d)\n", len(a.Credits))
	for _, c := range a.Credits {
		fmt.Fprintf(w, "- %s\n", c.Span.In(a.Text))
	}
	fmt.Fprintf(w, "\nTIME EXPRESSIONS (%d)\n", len(a.Analysis.TimeExprs))
	for _, te := range a.Analysis.TimeExprs {
		line := fmt.Sprintf("- %q %s %s", te.Text, te.Type, te.Value)
		if !te.RangeStart.IsZero() || !te.RangeEnd.IsZero() {
			line += fmt.Sprintf(" [%s..%s]", te.RangeStart, te.RangeEnd)
		}
		if te.Mod != "" {
			line += " " + te.Mod
		}
		fmt.Fprintf(w, "%s  (at %d, anchor %s)\n", line, te.Span.Start, te.Anchor)
	}
	fmt.Fprintf(w, "\nFIGURES (%d)\n", len(a.Analysis.Figures))
	for i, f := range a.Analysis.Figures {
		line := fmt.Sprintf("f%d %q %s %s", i, f.Text, f.Kind, figureRange(f))
		if f.Counted != "" {
			line += fmt.Sprintf(" of %q", f.Counted)
			if f.Category != "" {
				line += " (" + f.Category + ")"
			}
		}
		if f.Action != "" {
			line += fmt.Sprintf(", %q", f.Action)
		}
		if !f.AsOf.IsZero() {
			line += fmt.Sprintf(", as of %s (%s)", f.AsOf, f.AsOfSource)
		}
		if f.Source != "" {
			line += fmt.Sprintf(", per %s", f.Source)
		}
		fmt.Fprintln(w, line+correctedNote(f.Corrected))
	}
	fmt.Fprintf(w, "\nQUOTES (%d)\n", len(a.Analysis.Quotes))
	for i, q := range a.Analysis.Quotes {
		who := q.Speaker
		if who == "" {
			who = q.SourceText
		}
		if who == "" {
			who = "?"
		}
		var flags []string
		if q.Direct {
			flags = append(flags, "direct")
		} else {
			flags = append(flags, "indirect")
		}
		if q.Anonymous {
			flags = append(flags, "anonymous")
		}
		if q.Caption {
			flags = append(flags, "caption")
		}
		if q.ReportedBy >= 0 {
			flags = append(flags, fmt.Sprintf("reported by quote %d", q.ReportedBy+1))
		}
		if q.Medium != "" {
			flags = append(flags, q.Medium)
		}
		var parts []string
		for _, p := range q.Parts {
			parts = append(parts, p.In(a.Text))
		}
		if len(parts) == 0 {
			parts = []string{q.ContentText}
		}
		fmt.Fprintf(w, "q%d %s %s (%s): %q\n", i, who, q.CueText, strings.Join(flags, ", "), trimEnd(strings.Join(parts, " … "), 160))
	}
	fmt.Fprintf(w, "\nEVENTS (%d)\n", len(a.Analysis.Events))
	for i, e := range a.Analysis.Events {
		line := fmt.Sprintf("e%d %s / %s", i, e.EventType, e.SubEventType)
		if e.NonEvent != "" {
			line = fmt.Sprintf("e%d (not an event: %s) %s / %s", i, e.NonEvent, e.EventType, e.SubEventType)
		}
		if !e.Date.IsZero() {
			line += " on " + e.Date.String()
			if !e.DateEnd.IsZero() {
				line += ".." + e.DateEnd.String()
			}
		}
		if e.Place != nil {
			line += fmt.Sprintf(" in %s, %s (precision %d)", e.Place.Name, e.Place.Country, e.Place.Precision)
		} else if e.Location != "" {
			line += " at " + e.Location
		}
		if e.Actor1 != nil {
			line += "; " + e.Actor1.Name
			if e.Actor2 != nil {
				line += " vs " + e.Actor2.Name
			}
		}
		for _, c := range []struct {
			n    int
			what string
		}{{e.Fatalities, "killed"}, {e.Injured, "injured"}, {e.Arrested, "arrested"}, {e.Defected, "defected"}} {
			if c.n > 0 {
				line += fmt.Sprintf("; %d %s", c.n, c.what)
			}
		}
		if len(e.Tags) > 0 {
			line += " [" + strings.Join(e.Tags, ", ") + "]"
		}
		fmt.Fprintf(w, "%s: %q%s\n", line, trimEnd(e.Sentence.In(a.Text), 90), correctedNote(e.Corrected))
	}
	fmt.Fprintf(w, "\nENTITIES (%d)\n", len(a.Analysis.Entities))
	mentions := make([][]string, len(a.Analysis.Entities))
	for i, m := range a.Analysis.Mentions {
		if m.Entity >= 0 && m.Entity < len(mentions) {
			mentions[m.Entity] = append(mentions[m.Entity], fmt.Sprintf("m%d", i))
		}
	}
	for ei, e := range a.Analysis.Entities {
		line := fmt.Sprintf("- %s %s", e.Type, e.Canonical)
		if e.Role != "" {
			line += fmt.Sprintf(" (%s)", e.Role)
		}
		if len(e.Aliases) > 0 {
			line += fmt.Sprintf(" aka %s", strings.Join(e.Aliases, ", "))
		}
		line += fmt.Sprintf(", %d mention(s)", e.Mentions)
		if len(mentions[ei]) > 0 {
			line += " [" + strings.Join(mentions[ei], " ") + "]"
		}
		if e.Credit {
			line += ", credited"
		}
		if p := e.Place; p != nil {
			line += fmt.Sprintf(" → %s, %s, %s (%.4f, %.4f; precision %d)", p.Name, orNone(p.Admin1), p.Country, p.Lat, p.Lon, p.Precision)
		}
		fmt.Fprintln(w, line)
	}
	if len(a.Corrections) > 0 {
		fmt.Fprintf(w, "\nCORRECTIONS (%d)\n", len(a.Corrections))
		for _, c := range a.Corrections {
			fmt.Fprintf(w, "- %s\n", fix.Describe(c))
		}
	}
	fmt.Fprintf(w, "\nREMOVED (%d)\n", len(a.Removed))
	for _, r := range a.Removed {
		fmt.Fprintf(w, "- %s at raw %d–%d: %s\n", r.Reason, r.RawSpan.Start, r.RawSpan.End, oneLine(r.Text))
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// ingestQueryAll lists everything a small database holds.
func ingestQueryAll() storyline.ArticleQuery { return storyline.ArticleQuery{Limit: 1000} }

// figureRange writes a figure's range as "≥5", ">320", "12–36" or "450".
func figureRange(f storyline.Figure) string {
	num := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	switch {
	case f.HighOpen && f.LowOpen:
		return "?"
	case f.HighOpen:
		if f.Qualifier == "more than" || f.Qualifier == "over" {
			return ">" + num(f.Low)
		}
		return "≥" + num(f.Low)
	case f.LowOpen:
		if f.Qualifier == "fewer than" || f.Qualifier == "less than" {
			return "<" + num(f.High)
		}
		return "≤" + num(f.High)
	case f.Low == f.High:
		return num(f.Best)
	default:
		return num(f.Low) + "–" + num(f.High) + " (best " + num(f.Best) + ")"
	}
}
