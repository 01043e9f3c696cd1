package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/storyview"
)

func init() { commands = append(commands, newDemoCmd) }

// demoDB is the database the demo writes when --db is not given.
const demoDB = "storyline-demo.db"

func newDemoCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "demo",
		Short: "Ingest the bundled sample articles into a fresh database and show what was found",
		Long: `Ingest the bundled samples — two Fox News reports of February 2019 on
Venezuelan soldiers deserting to Colombia, and nine Wikinews articles on
General Motors' bankruptcy and the 2008 stock-market turmoil — into a fresh
database (storyline-demo.db in the current folder unless --db says
otherwise; an existing file there is replaced), and print what storyline
found: the seed articles, the stories, and the seeds' story in full.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			loc, _ := cmd.Flags().GetString("db")
			if loc == "" {
				loc = demoDB
				if err := cmd.Flags().Set("db", loc); err != nil {
					return err
				}
			}
			for _, suffix := range []string{"", "-wal", "-shm"} {
				if err := os.Remove(loc + suffix); err != nil && !os.IsNotExist(err) {
					return fmt.Errorf("remove old demo database: %w", err)
				}
			}
			dir, err := os.MkdirTemp("", "storyline-demo-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(dir)
			for _, s := range demo.Samples() {
				if err := os.WriteFile(filepath.Join(dir, s.Name), s.Data, 0o644); err != nil {
					return err
				}
			}
			if err := os.WriteFile(filepath.Join(dir, "wikinews.jsonl"), demo.Wikinews(), 0o644); err != nil {
				return err
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "Ingesting %d bundled seed articles and the Wikinews sample into %s …\n", len(demo.Samples()), loc)
			// As storyline ingest does: stories assigned, and their changes
			// recorded for the feeds (/stories/{id}/feed.atom).
			var touched alerts.Touched
			in := &pipeline.Ingester{Store: st, Read: ingest.Options{Source: "Fox News"}, OnEvent: touched.Add}
			if in.Stories, err = assign.Open(cmd.Context(), st); err != nil {
				return err
			}
			sum, err := in.Run(cmd.Context(), []string{dir})
			if err == nil {
				err = in.Stories.Close(cmd.Context())
			}
			if err != nil {
				return err
			}
			runAlerts(cmd.Context(), st, &touched, nil, cmd.ErrOrStderr())
			fmt.Fprintf(out, "%d new, %d duplicate, %d near-duplicate, %d failed\n", sum.New, sum.Duplicate, sum.NearDuplicate, sum.Failed)

			list, err := st.Articles(cmd.Context(), ingestQueryAll())
			if err != nil {
				return err
			}
			for i := len(list) - 1; i >= 0; i-- {
				if list[i].Outlet != "Fox News" {
					continue // the Wikinews sample is listed with the stories
				}
				a, err := st.Article(cmd.Context(), list[i].ID)
				if err != nil {
					return err
				}
				fmt.Fprintf(out, "\n#%d %s\n", a.ID, a.Title)
				fmt.Fprintf(out, "   outlet %s · language %s · published %s (%s: %s)\n", a.Outlet, a.Language,
					a.Published.Time.Format("2006-01-02"), a.Published.Source, a.Published.Evidence)
				fmt.Fprintf(out, "   %d paragraphs, %d captions, %d credit lines; %d pieces of boilerplate removed\n",
					len(a.Paragraphs), len(a.Captions), len(a.Credits), len(a.Removed))
				for _, c := range a.Captions {
					fmt.Fprintf(out, "   caption (%s, dated %s): %s\n", c.Credit, orNone(c.Date.String()), trimEnd(c.Span.In(a.Text), 70))
				}
				for _, r := range a.Removed {
					fmt.Fprintf(out, "   removed as %s: %s\n", r.Reason, trimEnd(oneLine(r.Text), 70))
				}
			}
			hits, err := st.Search(cmd.Context(), "urena", ingestQueryAll())
			if err != nil {
				return err
			}
			ids := make([]string, len(hits))
			for i, h := range hits {
				ids[i] = fmt.Sprintf("#%d", h.ID)
			}
			fmt.Fprintf(out, "\nSearch \"urena\" (accents folded, the text says Urena/Ureña): %s\n", strings.Join(ids, ", "))

			stories, err := st.Stories(cmd.Context(), storyline.StoryQuery{})
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "\n%d story(ies) from %d articles:\n", len(stories), sum.New+sum.NearDuplicate)
			for _, s := range stories {
				fmt.Fprintf(out, "  story %d: %d articles, %s — %s\n", s.ID, s.Articles, storySpan(s), trimEnd(s.Title, 70))
			}
			// The seeds' story in full: the first seed is article 1.
			if sid, err := st.StoryOf(cmd.Context(), 1); err == nil {
				v, err := storyview.Load(cmd.Context(), st, sid)
				if err != nil {
					return err
				}
				fmt.Fprintln(out)
				printStory(out, v)
			}
			fmt.Fprintf(out, "\nNext:\n  storyline show 1 --db %s          # one article, with --json for all fields\n", loc)
			fmt.Fprintf(out, "  storyline story 1 --db %s         # the story, with --json for all fields\n", loc)
			fmt.Fprintf(out, "  storyline search cucuta --db %s\n", loc)
			fmt.Fprintf(out, "  storyline serve --db %s            # the dashboard, then open http://127.0.0.1:8080\n", loc)
			return nil
		},
	}
}
