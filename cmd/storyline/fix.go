package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/fix"
)

func init() {
	commands = append(commands, fixCmd, logCmd, deleteCmd)
}

// fixFlags are the flags every correction takes.
type fixFlags struct {
	who, why string
	asJSON   bool
}

func (ff *fixFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&ff.who, "who", "", "who makes the correction (default $STORYLINE_USER, else $USER)")
	cmd.Flags().StringVar(&ff.why, "why", "", "why: kept in the audit log")
	cmd.Flags().BoolVar(&ff.asJSON, "json", false, "print the logged correction as JSON")
}

// fixRun opens the store, runs fn with a Fixer and prints what it logged.
func (ff *fixFlags) run(cmd *cobra.Command, fn func(f *fix.Fixer, who string) (*fix.Result, error)) error {
	st, err := openStore(cmd)
	if err != nil {
		return err
	}
	defer st.Close()
	ctx := cmd.Context()
	res, err := fn(&fix.Fixer{Store: st}, fix.Who(ff.who))
	if err != nil {
		return fixError(err)
	}
	recordFix(ctx, cmd, st, res.Correction)
	if ff.asJSON {
		return writeJSON(cmd.OutOrStdout(), res)
	}
	printResult(cmd.OutOrStdout(), *res)
	return nil
}

// fixError turns store and validation errors into messages for people.
func fixError(err error) error {
	if errors.Is(err, storyline.ErrNotFound) {
		return fmt.Errorf("%v (see storyline articles / storyline stories)", err)
	}
	return err
}

// recordFix tells the stories a correction touched (their feeds); a
// failure is reported, never the correction's.
func recordFix(ctx context.Context, cmd *cobra.Command, st storyline.Store, c storyline.Correction) {
	stories := []int64{c.Story, c.TargetStory}
	if c.Article > 0 && c.Kind != storyline.FixDeleteArticle {
		if sid, err := st.StoryOf(ctx, c.Article); err == nil {
			stories = append(stories, sid)
		}
	}
	if _, err := alerts.Corrected(ctx, st, stories, "Corrected by "+c.Who+": "+fix.Describe(c), c.Article, nil); err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "error: alerts: %s\n", oneLine(err.Error()))
	}
}

func printResult(w io.Writer, r fix.Result) {
	line := fmt.Sprintf("correction #%d logged: %s", r.Correction.ID, fix.Describe(r.Correction))
	if r.Pending {
		line += " (pending: another process holds the stories lock and applies it when it catches up)"
	}
	fmt.Fprintln(w, line)
}

// parseItem reads an item as `show` labels it ("f3", "e0", "q1", "m7"),
// or a kind and an index ("figure 3").
func parseItem(args []string) (storyline.ItemKind, int, []string, error) {
	kinds := map[string]storyline.ItemKind{
		"f": storyline.ItemFigure, "figure": storyline.ItemFigure, "e": storyline.ItemEvent, "event": storyline.ItemEvent,
		"q": storyline.ItemQuote, "quote": storyline.ItemQuote, "m": storyline.ItemMention, "mention": storyline.ItemMention,
	}
	if len(args) == 0 {
		return "", 0, nil, errors.New("no item: give it as `storyline show` labels it (f3, e0, q1, m7)")
	}
	if k, ok := kinds[strings.ToLower(args[0])]; ok && len(args) > 1 {
		i, err := strconv.Atoi(args[1])
		if err != nil || i < 0 {
			return "", 0, nil, fmt.Errorf("%q is not an item index", args[1])
		}
		return k, i, args[2:], nil
	}
	a := strings.ToLower(args[0])
	if len(a) > 1 {
		if k, ok := kinds[a[:1]]; ok {
			if i, err := strconv.Atoi(a[1:]); err == nil && i >= 0 {
				return k, i, args[1:], nil
			}
		}
	}
	return "", 0, nil, fmt.Errorf("%q is not an item: give it as `storyline show` labels it (f3, e0, q1, m7)", args[0])
}

// onlyItem reads an item and nothing after it.
func onlyItem(args []string) (storyline.ItemKind, int, error) {
	kind, i, rest, err := parseItem(args)
	if err == nil && len(rest) > 0 {
		err = fmt.Errorf("unexpected %q", rest[0])
	}
	return kind, i, err
}

// articleItem reads "ARTICLE ITEM" where the item must be of kind want.
func articleItem(args []string, want storyline.ItemKind) (int64, int, error) {
	id, err := parseID(args[0], "an article")
	if err != nil {
		return 0, 0, err
	}
	kind, i, err := onlyItem(args[1:])
	if err != nil {
		return 0, 0, err
	}
	if kind != want {
		return 0, 0, fmt.Errorf("%s is not a %s", args[1], want)
	}
	return id, i, nil
}

func parseID(s, what string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimPrefix(s, "#"), 10, 64)
	if err != nil || id <= 0 {
		return 0, fmt.Errorf("%q is not %s ID", s, what)
	}
	return id, nil
}

func fixCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "fix",
		Short: "Correct the automatic analysis: reject or edit items, pin places, merge or split stories",
		Long: `Corrections are kept apart from the automatic analysis, in the audit log
(storyline log), with who made them, when and why. They are applied whenever an
article or a story is read, so reanalysis, new ingests and re-clustering never
undo them. Items are named as storyline show labels them: f3 (figure 3), e0
(event 0), q1 (quote 1), m7 (mention 7).`,
	}
	cmd.AddCommand(fixRejectCmd(), fixFigureCmd(), fixEventCmd(), fixPinCmd(), fixMergeCmd(), fixMoveCmd())
	return cmd
}

func fixRejectCmd() *cobra.Command {
	var ff fixFlags
	cmd := &cobra.Command{
		Use:   "reject ARTICLE ITEM",
		Short: "Reject an extracted figure, event, quote or name mention",
		Example: `  storyline fix reject 12 f0 --why "the lead's figure has no source"
  storyline fix reject 12 mention 7`,
		Args: cobra.RangeArgs(2, 3),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := parseID(args[0], "an article")
			if err != nil {
				return err
			}
			kind, i, err := onlyItem(args[1:])
			if err != nil {
				return err
			}
			return ff.run(cmd, func(f *fix.Fixer, who string) (*fix.Result, error) {
				return f.Reject(cmd.Context(), who, ff.why, id, kind, i)
			})
		},
	}
	ff.add(cmd)
	return cmd
}

func optFloat(cmd *cobra.Command, name string) *float64 {
	if !cmd.Flags().Changed(name) {
		return nil
	}
	v, _ := cmd.Flags().GetFloat64(name)
	return &v
}

func optString(cmd *cobra.Command, name string) *string {
	if !cmd.Flags().Changed(name) {
		return nil
	}
	v, _ := cmd.Flags().GetString(name)
	return &v
}

func fixFigureCmd() *cobra.Command {
	var ff fixFlags
	cmd := &cobra.Command{
		Use:   "figure ARTICLE ITEM",
		Short: "Edit a figure: its value or range, what it counts, who said it",
		Example: `  storyline fix figure 12 f1 --value 330 --why "officials corrected it"
  storyline fix figure 12 f1 --low 300 --high 350 --counted "Venezuelan soldiers" --source "Colombian immigration officials"`,
		Args: cobra.RangeArgs(2, 3),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, i, err := articleItem(args, storyline.ItemFigure)
			if err != nil {
				return err
			}
			e := storyline.Edit{Best: optFloat(cmd, "value"), Low: optFloat(cmd, "low"), High: optFloat(cmd, "high"),
				Counted: optString(cmd, "counted"), Source: optString(cmd, "source")}
			return ff.run(cmd, func(f *fix.Fixer, who string) (*fix.Result, error) {
				return f.EditFigure(cmd.Context(), who, ff.why, id, i, e)
			})
		},
	}
	cmd.Flags().Float64("value", 0, "the value (exact unless --low/--high give a range)")
	cmd.Flags().Float64("low", 0, "the low end of the range")
	cmd.Flags().Float64("high", 0, "the high end of the range")
	cmd.Flags().String("counted", "", "what is counted")
	cmd.Flags().String("source", "", "who gave the figure")
	ff.add(cmd)
	return cmd
}

func fixEventCmd() *cobra.Command {
	var ff fixFlags
	cmd := &cobra.Command{
		Use:   "event ARTICLE ITEM",
		Short: "Edit an event: type, actors, place, date, fatalities",
		Example: `  storyline fix event 12 e11 --place "Ureña, Táchira" --why "the trucks burned in Ureña"
  storyline fix event 12 e3 --type Riots --sub-type "Violent demonstration" --date 2019-02-23`,
		Args: cobra.RangeArgs(2, 3),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, i, err := articleItem(args, storyline.ItemEvent)
			if err != nil {
				return err
			}
			e := storyline.Edit{EventType: optString(cmd, "type"), SubEventType: optString(cmd, "sub-type"),
				Actor1: optString(cmd, "actor1"), Actor2: optString(cmd, "actor2"), Location: optString(cmd, "place")}
			if cmd.Flags().Changed("fatalities") {
				n, _ := cmd.Flags().GetInt("fatalities")
				e.Fatalities = &n
			}
			if s := optString(cmd, "date"); s != nil {
				t, err := time.Parse("2006-01-02", *s)
				if err != nil {
					return fmt.Errorf("--date %q: want YYYY-MM-DD", *s)
				}
				d := storyline.DateOf(t)
				e.Date = &d
			}
			return ff.run(cmd, func(f *fix.Fixer, who string) (*fix.Result, error) {
				return f.EditEvent(cmd.Context(), who, ff.why, id, i, e)
			})
		},
	}
	cmd.Flags().String("type", "", "ACLED event type ("+strings.Join(fix.EventTypes, ", ")+")")
	cmd.Flags().String("sub-type", "", "ACLED sub-event type")
	cmd.Flags().String("actor1", "", "the first actor")
	cmd.Flags().String("actor2", "", "the second actor")
	cmd.Flags().String("place", "", `the place, looked up in the gazetteer: "Name", "Name, Admin1" or "Name, Country"`)
	cmd.Flags().String("date", "", "the date, YYYY-MM-DD")
	cmd.Flags().Int("fatalities", 0, "the number killed")
	ff.add(cmd)
	return cmd
}

func fixPinCmd() *cobra.Command {
	var ff fixFlags
	cmd := &cobra.Command{
		Use:     "pin-place NAME PLACE",
		Short:   "Make a place name resolve to the given place in every article",
		Example: `  storyline fix pin-place Urena "Ureña, Táchira"`,
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return ff.run(cmd, func(f *fix.Fixer, who string) (*fix.Result, error) {
				return f.PinPlace(cmd.Context(), who, ff.why, args[0], args[1])
			})
		},
	}
	ff.add(cmd)
	return cmd
}

func fixMergeCmd() *cobra.Command {
	var ff fixFlags
	cmd := &cobra.Command{
		Use:     "merge STORY OTHER",
		Short:   "Merge story OTHER into STORY",
		Example: `  storyline fix merge 3 8 --why "same standoff"`,
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			into, err := parseID(args[0], "a story")
			if err != nil {
				return err
			}
			from, err := parseID(args[1], "a story")
			if err != nil {
				return err
			}
			return ff.run(cmd, func(f *fix.Fixer, who string) (*fix.Result, error) {
				return f.MergeStories(cmd.Context(), who, ff.why, into, from)
			})
		},
	}
	ff.add(cmd)
	return cmd
}

func fixMoveCmd() *cobra.Command {
	var ff fixFlags
	var toNew bool
	cmd := &cobra.Command{
		Use:   "move ARTICLE [STORY]",
		Short: "Move an article into another story, or with --new into a story of its own",
		Example: `  storyline fix move 14 3
  storyline fix move 14 --new --why "a different incident"`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := parseID(args[0], "an article")
			if err != nil {
				return err
			}
			var to int64
			switch {
			case len(args) == 2 && toNew:
				return errors.New("give a story or --new, not both")
			case len(args) == 2:
				if to, err = parseID(args[1], "a story"); err != nil {
					return err
				}
			case !toNew:
				return errors.New("give the story to move the article into, or --new")
			}
			return ff.run(cmd, func(f *fix.Fixer, who string) (*fix.Result, error) {
				return f.MoveArticle(cmd.Context(), who, ff.why, id, to)
			})
		},
	}
	cmd.Flags().BoolVar(&toNew, "new", false, "move the article into a new story of its own")
	ff.add(cmd)
	return cmd
}

func logCmd() *cobra.Command {
	var (
		asJSON  bool
		article int64
		limit   int
	)
	cmd := &cobra.Command{
		Use:   "log",
		Short: "Show the audit log: every correction and deletion, newest first",
		Example: `  storyline log
  storyline log --article 12 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			cs, err := st.Corrections(cmd.Context(), storyline.CorrectionQuery{Article: article, Limit: limit})
			if err != nil {
				return err
			}
			if asJSON {
				if cs == nil {
					cs = []storyline.Correction{}
				}
				return writeJSON(cmd.OutOrStdout(), cs)
			}
			rows := [][]string{{"ID", "WHEN", "WHO", "WHAT", "WHY"}}
			for _, c := range cs {
				rows = append(rows, []string{strconv.FormatInt(c.ID, 10), c.At.UTC().Format("2006-01-02 15:04"), oneLine(c.Who),
					trimEnd(fix.Describe(c), 90), trimEnd(oneLine(c.Why), 50)})
			}
			return table(cmd.OutOrStdout(), rows)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().Int64Var(&article, "article", 0, "only the corrections of this article")
	cmd.Flags().IntVar(&limit, "limit", 100, "at most this many entries")
	return cmd
}

func deleteCmd() *cobra.Command {
	var (
		ff        fixFlags
		olderThan int
	)
	cmd := &cobra.Command{
		Use:   "delete [ARTICLE_ID...]",
		Short: "Delete articles and everything of them: raw copy, analysis, search entries, story membership",
		Long: `Delete removes each article, its raw input, its analysis, its search entries,
its corrections and story changes; its stories are recomputed, and it is gone from
every export. The audit log keeps only the article's ID, with who, when and why.
With --older-than-days N it deletes every article published (or, undated,
ingested) more than N days ago: a retention policy to run from cron.`,
		Example: `  storyline delete 12 13 --why "removal requested by the outlet"
  storyline delete --older-than-days 365`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 && olderThan <= 0 {
				return errors.New("give article IDs, or --older-than-days N")
			}
			var ids []int64
			for _, a := range args {
				id, err := parseID(a, "an article")
				if err != nil {
					return err
				}
				ids = append(ids, id)
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			f := &fix.Fixer{Store: st}
			who := fix.Who(ff.who)
			w := cmd.OutOrStdout()
			var res []fix.Result
			var errDel error
			if len(ids) > 0 {
				storyOf := map[int64]int64{}
				for _, id := range ids {
					if sid, err := st.StoryOf(cmd.Context(), id); err == nil {
						storyOf[id] = sid
					}
				}
				res, errDel = f.Delete(cmd.Context(), who, ff.why, ids...)
				for _, r := range res {
					c := r.Correction
					c.Story = storyOf[c.Article]
					recordFix(cmd.Context(), cmd, st, c)
				}
			}
			n := len(res)
			if olderThan > 0 {
				m, err := f.Retain(cmd.Context(), who, time.Duration(olderThan)*24*time.Hour)
				n += m
				errDel = errors.Join(errDel, err)
			}
			if ff.asJSON {
				if res == nil {
					res = []fix.Result{}
				}
				if err := writeJSON(w, map[string]any{"deleted": n, "results": res}); err != nil {
					return err
				}
			} else {
				for _, r := range res {
					printResult(w, r)
				}
				fmt.Fprintf(w, "%d article(s) deleted\n", n)
			}
			if errDel != nil {
				fmt.Fprintln(cmd.ErrOrStderr(), "storyline:", errDel)
				return exitError{code: 1}
			}
			return nil
		},
	}
	ff.add(cmd)
	cmd.Flags().IntVar(&olderThan, "older-than-days", 0, "delete the articles published more than N days ago")
	return cmd
}

// correctedNote marks an edited item in `show`: " [corrected; was best=320]".
func correctedNote(c *storyline.Corrected) string {
	if c == nil {
		return ""
	}
	keys := make([]string, 0, len(c.Original))
	for k := range c.Original {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var was []string
	for _, k := range keys {
		if strings.HasSuffix(k, "_span") {
			continue
		}
		was = append(was, k+"="+trimEnd(string(c.Original[k]), 60))
	}
	return " [corrected; was " + strings.Join(was, ", ") + "]"
}
