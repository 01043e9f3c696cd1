package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/store"
)

func init() { commands = append(commands, newCopyCmd) }

// copyCounts is what storyline copy did.
type copyCounts struct {
	Source  int `json:"source_articles"`
	Copied  int `json:"copied"`
	Present int `json:"already_present"`
	Target  int `json:"target_articles"`
	// Corrections counts the audit log entries copied.
	Corrections int `json:"corrections_copied"`
}

func newCopyCmd() *cobra.Command {
	var (
		from, to string
		asJSON   bool
		quiet    bool
	)
	cmd := &cobra.Command{
		Use:   "copy --from DB --to DB",
		Short: "Copy every article from one database to another (SQLite ⇄ PostgreSQL)",
		Long: `Copy every article of one database into another: its clean text, spans,
dates and analysis, its raw input bytes and its near-duplicate signature.
Articles keep their IDs (so links between copies keep pointing at the right
article) and are copied in ID order; entities are linked again as each
article arrives; each article joins its story under the same story ID, and
the story clusterer's state comes along. Databases are named as with --db: a postgres:// or
postgresql:// URL is PostgreSQL, anything else a SQLite file.

Copy into an empty database. Each article is copied in one transaction, so
an interrupted copy leaves whole articles only; run the same command again
to finish it: articles already there are skipped. An article whose ID is
taken in the target by another article stops the copy with an error.`,
		Example: `  storyline copy --from storyline.db --to postgres://storyline@db.example.org/news
  storyline copy --from postgres://storyline@db.example.org/news --to backup.db --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if from == "" || to == "" {
				return fmt.Errorf("copy needs both --from and --to")
			}
			if from == to {
				return fmt.Errorf("--from and --to name the same database %s", redactDSN(from))
			}
			ctx := cmd.Context()
			src, err := store.Open(ctx, from)
			if err != nil {
				return fmt.Errorf("open --from %s: %w", redactDSN(from), err)
			}
			defer src.Close()
			dst, err := store.Open(ctx, to)
			if err != nil {
				return fmt.Errorf("open --to %s: %w", redactDSN(to), err)
			}
			defer dst.Close()

			var progress io.Writer
			if !quiet && !asJSON {
				progress = cmd.ErrOrStderr()
			}
			counts, err := copyStore(ctx, src, dst, progress)
			if err != nil {
				return fmt.Errorf("copy %s to %s: %w (%d copied, %d already there; run again to go on)",
					redactDSN(from), redactDSN(to), err, counts.Copied, counts.Present)
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(out, counts)
			}
			fmt.Fprintf(out, "%d articles copied, %d already there; source %d articles, target %d articles\n",
				counts.Copied, counts.Present, counts.Source, counts.Target)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&from, "from", "", "database to copy from (SQLite path or postgres:// URL)")
	f.StringVar(&to, "to", "", "database to copy into (SQLite path or postgres:// URL)")
	f.BoolVar(&asJSON, "json", false, "print the counts as JSON")
	f.BoolVarP(&quiet, "quiet", "q", false, "print only errors and the counts")
	return cmd
}

// copyBatch is how many IDs copyStore asks for at a time.
const copyBatch = 500

// copyStore copies every article of src into dst in ID order, keeping IDs,
// and reports progress to w (when not nil) every few seconds.
func copyStore(ctx context.Context, src, dst storyline.Store, w io.Writer) (copyCounts, error) {
	var c copyCounts
	total, err := src.CountArticles(ctx)
	if err != nil {
		return c, err
	}
	last := time.Now()
	titles := map[int64]string{} // story titles, by story ID
	for after := int64(0); ; {
		ids, err := src.ArticleIDs(ctx, after, copyBatch)
		if err != nil {
			return c, err
		}
		if len(ids) == 0 {
			break
		}
		for _, id := range ids {
			a, err := src.Article(ctx, id)
			if err != nil {
				return c, fmt.Errorf("article %d: %w", id, err)
			}
			raw, err := src.RawInput(ctx, id)
			if err != nil {
				return c, fmt.Errorf("article %d: %w", id, err)
			}
			sig, err := src.Signature(ctx, id)
			if err != nil {
				return c, fmt.Errorf("article %d: %w", id, err)
			}
			res, err := dst.ImportArticle(ctx, a, raw, sig)
			if err != nil {
				return c, fmt.Errorf("article %d: %w", id, err)
			}
			if err := copyStory(ctx, src, dst, a, titles); err != nil {
				return c, fmt.Errorf("article %d: %w", id, err)
			}
			switch {
			case !res.Duplicate:
				c.Copied++
			case res.ID == id:
				c.Present++
			default:
				return c, fmt.Errorf("article %d: the target holds its content as article %d", id, res.ID)
			}
			c.Source++
			if w != nil && time.Since(last) > 2*time.Second {
				last = time.Now()
				fmt.Fprintf(w, "%d of %d articles\n", c.Source, total)
			}
		}
		after = ids[len(ids)-1]
	}
	for _, key := range copyStateKeys {
		b, err := src.GetState(ctx, key)
		if errors.Is(err, storyline.ErrNotFound) {
			continue
		}
		if err == nil {
			err = dst.PutState(ctx, key, b)
		}
		if err != nil {
			return c, fmt.Errorf("state %s: %w", key, err)
		}
	}
	if c.Corrections, err = copyCorrections(ctx, src, dst); err != nil {
		return c, fmt.Errorf("audit log: %w", err)
	}
	if c.Target, err = dst.CountArticles(ctx); err != nil {
		return c, err
	}
	return c, nil
}

// copyCorrections copies the audit log, oldest first: the analysts'
// corrections go with the articles (IDs are kept, so they point at the
// same articles and stories). Entries get new IDs in the target; the story
// assigner's cursor into the log is carried over to the matching entry. A
// copy that was interrupted resumes: the entries the target holds already
// must be the source's first ones, and are skipped.
func copyCorrections(ctx context.Context, src, dst storyline.Store) (int, error) {
	all := func(st storyline.Store) ([]storyline.Correction, error) {
		var out []storyline.Correction
		var after int64
		for {
			cs, err := st.Corrections(ctx, storyline.CorrectionQuery{Oldest: true, AfterID: after, Limit: 1000})
			if err != nil {
				return nil, err
			}
			out = append(out, cs...)
			if len(cs) < 1000 {
				return out, nil
			}
			after = cs[len(cs)-1].ID
		}
	}
	from, err := all(src)
	if err != nil {
		return 0, err
	}
	have, err := all(dst)
	if err != nil {
		return 0, err
	}
	same := func(a, b storyline.Correction) bool {
		return a.At.Equal(b.At) && a.Kind == b.Kind && a.Who == b.Who && a.Article == b.Article && a.Target == b.Target
	}
	if len(have) > len(from) {
		return 0, fmt.Errorf("the target's log has %d entries, the source's %d", len(have), len(from))
	}
	ids := make([]int64, len(from)) // target ID of each source entry
	for i, c := range have {
		if !same(c, from[i]) {
			return 0, fmt.Errorf("the target's log entry %d differs from the source's entry %d", c.ID, from[i].ID)
		}
		ids[i] = c.ID
	}
	n := 0
	for i := len(have); i < len(from); i++ {
		c := from[i]
		if err := dst.AddCorrection(ctx, &c); err != nil {
			return n, fmt.Errorf("entry %d: %w", from[i].ID, err)
		}
		ids[i] = c.ID
		n++
	}
	cursor, ok, err := assign.FixCursor(ctx, src)
	if err != nil || !ok {
		return n, err
	}
	var mapped int64
	for i, c := range from {
		if c.ID <= cursor {
			mapped = ids[i]
		}
	}
	return n, assign.SetFixCursor(ctx, dst, mapped)
}

// copyStateKeys name the state blobs a copy carries: the story clusterer's
// (assign.StateKey), so that stories go on growing in
// the copy as they would have in the original.
var copyStateKeys = []string{assign.StateKey}

// copyStory puts a copied article in the story it is in in src, under the
// same story ID and title. An article is marked a copy, as the story
// assigner marks it, when it is a near-duplicate.
func copyStory(ctx context.Context, src, dst storyline.Store, a *storyline.Article, titles map[int64]string) error {
	sid, err := src.StoryOf(ctx, a.ID)
	if errors.Is(err, storyline.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	title, ok := titles[sid]
	if !ok {
		s, err := src.Story(ctx, sid)
		if err != nil {
			return fmt.Errorf("story %d: %w", sid, err)
		}
		title = s.Title
		titles[sid] = title
	}
	return dst.AssignStory(ctx, storyline.StoryAssignment{ArticleID: a.ID, StoryID: sid, Copy: a.NearDuplicateOf != 0, Title: title, Events: assign.CodedEvents(a)})
}
