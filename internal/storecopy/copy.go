// Package storecopy copies one storyline database into another, whatever
// their engines (SQLite ⇄ PostgreSQL): articles keep their IDs, stories
// their IDs and titles, and the story clusterer's state and the analysts'
// audit log come along, so that the copy goes on as the original would.
package storecopy

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
)

// Stats is what a copy did.
type Stats struct {
	Source  int `json:"source_articles"`
	Copied  int `json:"copied"`
	Present int `json:"already_present"`
	Target  int `json:"target_articles"`
	// Corrections counts the audit log entries copied.
	Corrections int `json:"corrections_copied"`
}

// Options tune a copy.
type Options struct {
	// Progress, when set, is told every few seconds how many articles
	// have been copied.
	Progress io.Writer
}

// idBatch is how many IDs Copy asks for at a time.
const idBatch = 500

// Copy copies every article of src into dst in ID order, keeping IDs; then
// the story clusterer's state and the audit log. dst should be empty or a
// copy of src that was interrupted: articles already there are skipped,
// and an article whose ID dst holds for another article stops the copy
// with an error. Each article is copied in its own transaction, so an
// interrupted copy leaves whole articles only. On error, Stats counts the
// articles copied so far.
func Copy(ctx context.Context, src, dst storyline.Store, opts Options) (Stats, error) {
	var c Stats
	total, err := src.CountArticles(ctx)
	if err != nil {
		return c, err
	}
	last := time.Now()
	titles := map[int64]string{} // story titles, by story ID
	for after := int64(0); ; {
		ids, err := src.ArticleIDs(ctx, after, idBatch)
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
			if opts.Progress != nil && time.Since(last) > 2*time.Second {
				last = time.Now()
				fmt.Fprintf(opts.Progress, "%d of %d articles\n", c.Source, total)
			}
		}
		after = ids[len(ids)-1]
	}
	// The story clusterer's state goes along, so that stories go on
	// growing in the copy as they would have in the original. (The
	// assigner's cursor into the audit log is carried over by
	// copyCorrections, mapped to the target's entry IDs.)
	if err := assign.CopyState(ctx, src, dst); err != nil {
		return c, err
	}
	if err := copyMergedEvents(ctx, src, dst); err != nil {
		return c, fmt.Errorf("merged events: %w", err)
	}
	if c.Corrections, err = copyCorrections(ctx, src, dst); err != nil {
		return c, fmt.Errorf("audit log: %w", err)
	}
	if c.Target, err = dst.CountArticles(ctx); err != nil {
		return c, err
	}
	return c, nil
}

// copyMergedEvents copies each story's merged events (the IDs of
// stories and articles are kept, so its rows hold in the target), which
// the map, the events page and the events exports read: the target shows
// them without checking every story again. They come story by story, in
// the listing's order.
func copyMergedEvents(ctx context.Context, src, dst storyline.Store) error {
	q := storyline.EventQuery{All: true, Limit: 1000}
	var story []storyline.MergedEvent
	flush := func() error {
		if len(story) == 0 {
			return nil
		}
		err := dst.SetStoryEvents(ctx, story[0].Story, story)
		story = nil
		return err
	}
	for {
		page, err := src.MergedEvents(ctx, q)
		if err != nil {
			return err
		}
		for _, e := range page {
			if len(story) > 0 && story[0].Story != e.Story {
				if err := flush(); err != nil {
					return err
				}
			}
			story = append(story, e)
		}
		if len(page) < q.Limit {
			return flush()
		}
		last := page[len(page)-1]
		q.After = storyline.EventKey{Lead: last.Lead, Seq: last.Seq}
	}
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

// copyStory puts a copied article in the story it is in in src, under the
// same story ID and title, and with the story's first article its
// headline figure. An article is marked a copy, as the story assigner
// marks it, when it is a near-duplicate.
func copyStory(ctx context.Context, src, dst storyline.Store, a *storyline.Article, titles map[int64]string) error {
	sid, err := src.StoryOf(ctx, a.ID)
	if errors.Is(err, storyline.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	title, seen := titles[sid]
	var headline *storyline.HeadlineFigure
	if !seen {
		s, err := src.Story(ctx, sid)
		if err != nil {
			return fmt.Errorf("story %d: %w", sid, err)
		}
		title, headline = s.Title, s.Headline
		titles[sid] = title
	}
	if err := dst.AssignStory(ctx, storyline.StoryAssignment{ArticleID: a.ID, StoryID: sid, Copy: a.NearDuplicateOf != 0, Title: title, Events: assign.CodedEvents(a)}); err != nil {
		return err
	}
	if headline == nil {
		return nil
	}
	return dst.SetHeadlineFigure(ctx, sid, headline)
}
