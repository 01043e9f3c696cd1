package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/reconcile"
	"github.com/storyline-news/storyline/internal/storyview"
)

func init() { commands = append(commands, newStoriesCmd, newStoryCmd) }

func newStoriesCmd() *cobra.Command {
	var q storyline.StoryQuery
	var ff filterFlags
	var asJSON, refresh bool
	var sortBy, before string
	cmd := &cobra.Command{
		Use:   "stories [QUERY]",
		Short: "List stories, developing ones first",
		Long: `List the stories: groups of articles reporting the same events, built as the
articles arrive. By default the stories several outlets report come first,
then those of several articles, then single articles, the ones that moved
last first within each (--sort newest: the ones that moved last first;
--sort sources: the most outlets first). With QUERY, only stories with an
article matching it (full-text, accents folded). The filters keep the
stories with an article they select (an event's type and place are those of
an article's events); --min-sources the stories with at least that many
outlets.

Each row gives the story's headline figure, kept in the story row by the
check after each ingest batch and correction, as are each story's merged
events (what the map, the events page and the events exports read). A
database made before storyline kept them shows none until its stories are
checked again: --refresh-figures writes every story's figure and merged
events first (once; it reads up to 400 articles of each story).`,
		Example: `  storyline stories
  storyline stories urena --json
  storyline stories --entity 12
  storyline stories --type Battles --country Syria --since 2016-01-01 --min-sources 2
  storyline stories --sort newest --before 340   # the next page: stories updated before article 340
  storyline stories --refresh-figures -n 10      # once, after upgrading an older database`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				q.Text = args[0]
			}
			var ok bool
			if q.Sort, ok = storyline.ParseStorySort(sortBy); !ok {
				return fmt.Errorf("--sort %q: want developing, newest or sources", sortBy)
			}
			if before != "" {
				if q.BeforeRank, q.BeforeUpdated, ok = storyline.ParseStoryCursor(before); !ok {
					return fmt.Errorf("--before %q: want RANK-UPDATED, as the API's next gives it (an article ID with --sort newest)", before)
				}
			}
			if err := ff.apply(&q.Articles); err != nil {
				return err
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			if refresh {
				n, err := alerts.Refresh(cmd.Context(), st)
				if err != nil {
					return err
				}
				stories := "stories"
				if n == 1 {
					stories = "story"
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "headline figures and merged events written for %d %s\n", n, stories)
			}
			list, err := st.Stories(cmd.Context(), q)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, list)
			}
			if len(list) == 0 {
				fmt.Fprintln(w, "no stories")
				return nil
			}
			rows := [][]string{{"ID", "ARTICLES", "OUTLETS", "EVENTS", "SPAN", "HEADLINE FIGURE", "TITLE"}}
			for _, s := range list {
				n := strconv.Itoa(s.Articles)
				if s.Copies > 0 {
					n += fmt.Sprintf(" (%d copies)", s.Copies)
				}
				rows = append(rows, []string{strconv.FormatInt(s.ID, 10), n, strconv.Itoa(s.Outlets), strconv.Itoa(s.Events), storySpan(s),
					headlineText(s.Headline), trimEnd(s.Title, 70)})
			}
			return table(w, rows)
		},
	}
	cmd.Flags().IntVarP(&q.Limit, "limit", "n", 50, "at most this many")
	cmd.Flags().StringVar(&sortBy, "sort", "developing", "order: developing (several outlets first, then several articles, then single ones), newest or sources")
	cmd.Flags().StringVar(&before, "before", "", "paging cursor: the last listed story's RANK-UPDATED (an article ID alone with --sort newest), as /api/stories' next")
	cmd.Flags().Int64Var(&q.Entity, "entity", 0, "only stories mentioning this entity (see storyline entities)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().BoolVar(&refresh, "refresh-figures", false, "first write every story's headline figure and merged events (once, for a database made before they were kept)")
	ff = addFilterFlags(cmd)
	return cmd
}

// headlineText writes a story's headline figure for its row: "450+
// soldiers deserted (3 sources)", "-" for none.
func headlineText(f *storyline.HeadlineFigure) string {
	if f == nil {
		return "-"
	}
	return trimEnd(oneLine(f.Text()), 50) + " (" + oneLine(f.Detail()) + ")"
}

func storySpan(s storyline.StorySummary) string {
	if s.First.IsZero() {
		return "?"
	}
	a, b := s.First.Format("2006-01-02"), s.Last.Format("2006-01-02")
	if a == b {
		return a
	}
	return a + ".." + b
}

func newStoryCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "story ID",
		Short: "Show one story: sources by language and outlet, names, figures, events and quotes by speaker",
		Example: `  storyline story 1
  storyline story 1 --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := strconv.ParseInt(args[0], 10, 64)
			if err != nil || id <= 0 {
				return fmt.Errorf("%q is not a story ID (see storyline stories)", args[0])
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			v, err := storyview.Load(cmd.Context(), st, id)
			if errors.Is(err, storyline.ErrNotFound) {
				return fmt.Errorf("no story with ID %d", id)
			}
			if err != nil {
				return err
			}
			related, err := assign.RelatedStories(cmd.Context(), st, id, 5)
			if err == nil {
				err = v.AddRelated(cmd.Context(), st, related)
			}
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), v)
			}
			printStory(cmd.OutOrStdout(), v)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func printStory(w io.Writer, v *storyview.View) {
	s := v.Story
	fmt.Fprintf(w, "Story %d: %s\n", s.ID, s.Title)
	fmt.Fprintf(w, "%d articles (%d copies) from %d outlets, %d events, %s\n", s.Articles, s.Copies, s.Outlets, s.Events, storySpan(s))

	fmt.Fprintf(w, "\nSOURCES\n")
	for _, o := range v.Sources {
		if o.Language != "" {
			fmt.Fprintf(w, "%s [%s]\n", o.Outlet, o.Language)
		} else {
			fmt.Fprintf(w, "%s\n", o.Outlet)
		}
		for _, a := range o.Articles {
			line := fmt.Sprintf("  #%d %s %s", a.ID, dateCell(a.Published), trimEnd(a.Title, 80))
			if a.CopyOf != 0 {
				line += fmt.Sprintf(" [copy of #%d]", a.CopyOf)
			}
			fmt.Fprintln(w, line)
		}
	}

	if len(v.Related) > 0 {
		fmt.Fprintf(w, "\nRELATED STORIES\n")
		for _, r := range v.Related {
			fmt.Fprintf(w, "  story %d: %s (%d articles, %s)\n", r.ID, trimEnd(r.Title, 80), r.Articles, storySpan(r))
		}
	}

	fmt.Fprintf(w, "\nKEY NAMES\n")
	shown := 0
	for _, e := range v.Entities {
		if e.Credit || shown == 15 {
			continue
		}
		shown++
		line := fmt.Sprintf("  %s %s: %d article(s), %d mention(s)", e.Type, e.Name, e.Articles, e.Mentions)
		if p := e.Place; p != nil {
			line += fmt.Sprintf(" → %s, %s (%.4f, %.4f)", p.Name, p.Country, p.Lat, p.Lon)
		}
		fmt.Fprintln(w, line)
	}

	fmt.Fprintf(w, "\nFIGURES (%d groups)\n", len(v.Figures))
	for i := range v.Figures {
		if g := &v.Figures[i]; g.Key.Kind.Reported() || len(g.Points) > 1 {
			fmt.Fprint(w, indent(reconcile.Describe(g), "  "))
		}
	}

	fmt.Fprintf(w, "\nEVENTS (%d)\n", len(v.Events))
	for _, e := range v.Events {
		place := e.Location
		if e.Place != nil {
			place = fmt.Sprintf("%s, %s (precision %d)", e.Place.Name, e.Place.Country, e.Place.Precision)
		}
		line := fmt.Sprintf("  %s %s / %s in %s", e.Date, e.EventType, e.SubEventType, orNone(place))
		if e.Fatalities > 0 {
			line += fmt.Sprintf("; %d killed", e.Fatalities)
		}
		if e.Main {
			line += " (main event)"
		}
		line += fmt.Sprintf("; %d mention(s), %d article(s), %d source(s)", e.Mentions, e.Articles, e.Sources)
		fmt.Fprintf(w, "%s — #%d %s: %q\n", line, e.Ref.Article, e.Ref.Outlet, trimEnd(e.Ref.Text, 80))
	}

	fmt.Fprintf(w, "\nQUOTES BY SPEAKER\n")
	for _, sp := range v.Speakers {
		name := sp.Name
		if sp.Anonymous {
			name += " (anonymous)"
		}
		fmt.Fprintf(w, "%s\n", name)
		for _, q := range sp.Quotes {
			var parts []string
			for _, a := range v.Articles {
				if a.ID == q.Ref.Article {
					for _, p := range q.Parts {
						parts = append(parts, p.In(a.Text))
					}
				}
			}
			if len(parts) == 0 {
				parts = []string{q.ContentText}
			}
			fmt.Fprintf(w, "  #%d %s: %q\n", q.Ref.Article, q.CueText, trimEnd(strings.Join(parts, " … "), 120))
		}
	}
}

// indent prefixes every line of s.
func indent(s, prefix string) string {
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "")
}
