package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
)

func init() { commands = append(commands, newExportCmd) }

func newExportCmd() *cobra.Command {
	var q storyline.ArticleQuery
	var ff filterFlags
	var format, out, baseURL string
	var hxl, all, full, mentions bool
	var story, entity int64
	cmd := &cobra.Command{
		Use:   "export articles|figures|quotes|events",
		Short: "Write articles, figures, quotes or events as JSON Lines, CSV, ACLED CSV or GeoJSON",
		Long: `Export every stored article the filters select (the same filters, named
the same, as the dashboard's and the API's: docs/web.md) — no cap, streamed page by
page — or the figures, quotes or events found in them, to standard output or
a file (-o). Each row carries its outlet, article ID and URL, sentence and
span, dashboard link (/articles/ID#e3, or https://news.example/articles/ID#e3
with --base-url or $STORYLINE_BASE_URL) and analyzer version, so it can be
cited. docs/export.md lists every column.

Formats (the first is the default):
  articles, figures, quotes   jsonl, csv
  events                      jsonl, acled-csv (ACLED's columns, then ours), geojson (RFC 7946)

Events are each story's merged events (a story's reports of one event made
one row), as the store keeps them after each ingest and correction — the
rows the dashboard's events page and map show for the same filters;
--mentions writes each article's event mentions instead.

CSV text cells that start with = + - @ get a leading apostrophe, so a
spreadsheet does not read article text as a formula.`,
		Example: `  storyline export events --format acled-csv --hxl -o events.csv
  storyline export events --format geojson --since 2019-02-01 > events.geojson
  storyline export events --all                 # non-events too, marked in non_event
  storyline export events --story 12 --format acled-csv -o story12.csv
  storyline export events --type "Air/drone strike" --country Syria --min-sources 2 -f geojson
  storyline export articles --entity 7 --since 2017-01-01 --until 2017-07-01 -f csv
  storyline export figures --format csv --outlet "fox news"
  storyline export quotes --lang en -o quotes.jsonl
  storyline export articles --full              # whole articles, as show --json prints them`,
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"articles", "figures", "quotes", "events"},
		RunE: func(cmd *cobra.Command, args []string) error {
			kind, f, err := export.Resolve(args[0], format)
			if err != nil {
				return err
			}
			if hxl && f != export.ACLEDCSV {
				return fmt.Errorf("--hxl is for events --format acled-csv")
			}
			if all && kind != export.Events {
				return fmt.Errorf("--all is for events")
			}
			if mentions && kind != export.Events {
				return fmt.Errorf("--mentions is for events")
			}
			if full && (kind != export.Articles || f != export.JSONL) {
				return fmt.Errorf("--full is for articles as jsonl")
			}
			if err := ff.apply(&q); err != nil {
				return err
			}
			if story != 0 && entity != 0 {
				return fmt.Errorf("--story and --entity cannot be combined: export one or the other")
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			var w io.Writer = cmd.OutOrStdout()
			var file *os.File
			if out != "" && out != "-" {
				if file, err = os.Create(out); err != nil {
					return err
				}
				defer file.Close()
				w = file
			}
			bw := bufio.NewWriterSize(w, 64<<10)
			base, err := resolveBaseURL(baseURL)
			if err != nil {
				return err
			}
			o := export.Options{Kind: kind, Format: f, Query: q, HXL: hxl, All: all, Full: full, Mentions: mentions, BaseURL: base}
			if story != 0 {
				if _, err := st.Story(cmd.Context(), story); err != nil {
					return fmt.Errorf("--story %d: %w", story, err)
				}
				o.List, o.Story = export.StoryArticles(st, story), story
			}
			if entity != 0 {
				if _, err := st.Entity(cmd.Context(), entity); err != nil {
					return fmt.Errorf("--entity %d: %w", entity, err)
				}
				o.Entity = entity
				o.List = func(ctx context.Context, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
					return st.EntityArticles(ctx, entity, q)
				}
			}
			if kind == export.Events && !mentions {
				if built, err := export.StoryEventsBuilt(cmd.Context(), st); err != nil {
					return err
				} else if !built {
					fmt.Fprintln(cmd.ErrOrStderr(), "warning: this database was made before storyline kept each story's merged events: the stories not checked since are missing; run `storyline stories --refresh-figures` once to add them")
				}
			}
			n, err := export.Write(cmd.Context(), bw, st, o)
			if ferr := bw.Flush(); err == nil {
				err = ferr
			}
			if err == nil && file != nil {
				err = file.Close()
			}
			if err != nil {
				return fmt.Errorf("export %s: %w", kind, err)
			}
			if file != nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "%d %s written to %s (%s)\n", n, rowsWord(kind, f), out, f)
			}
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVarP(&format, "format", "f", "", "jsonl or csv; for events jsonl, acled-csv or geojson (default jsonl)")
	fl.StringVarP(&out, "output", "o", "", "write to this file instead of standard output")
	fl.BoolVar(&hxl, "hxl", false, "acled-csv: add the HXL hashtag row under the header")
	fl.BoolVar(&all, "all", false, "events: keep the non-events (negated, hypothetical, opinion, background, not conflict)")
	fl.BoolVar(&mentions, "mentions", false, "events: one row per event mention, as each article codes it (default: a story's reports of one event merged into one row)")
	fl.BoolVar(&full, "full", false, "articles as jsonl: whole articles with their analysis")
	fl.Int64Var(&story, "story", 0, "only the articles of this story (its ID, as storyline stories lists it)")
	fl.Int64Var(&entity, "entity", 0, "only the articles that mention this entity (its ID, as storyline entities lists it)")
	fl.StringVar(&baseURL, "base-url", "", "the dashboard's address, e.g. https://news.example: links are written absolute under it (default $STORYLINE_BASE_URL; paths when neither is set)")
	ff = addFilterFlags(cmd)
	return cmd
}

func rowsWord(k export.Kind, f export.Format) string {
	if f == export.GeoJSON {
		return "features"
	}
	if k == export.Articles {
		return "articles"
	}
	return strings.TrimSuffix(string(k), "s") + " rows"
}
