package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// SetStoryEvents replaces a story's merged events (migration 0011), its
// rows and their reports, in one transaction.
func (db *DB) SetStoryEvents(ctx context.Context, story int64, evs []storyline.MergedEvent) error {
	_, err := db.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		var one int
		err := tx.QueryRowContext(ctx, qStoryExists, story).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return storyline.AddResult{}, nil
		}
		if err != nil {
			return storyline.AddResult{}, err
		}
		if _, err := tx.ExecContext(ctx, qDeleteStoryEvents, story); err != nil {
			return storyline.AddResult{}, err
		}
		insEvent, insReport := tx.stmt(ctx, qInsertStoryEvent), tx.stmt(ctx, qInsertStoryEventReport)
		for _, e := range evs {
			name, admin1, country, lat, lon := codec.EventPlaceColumns(e.Place)
			if _, err := insEvent.ExecContext(ctx, story, e.Seq, e.Lead, e.Article, e.Index, codec.EventDay(e.Date),
				e.EventType, e.SubEventType, country, name, admin1, lat, lon, e.Fatalities, e.Mentions, e.Articles, e.Sources,
				boolInt(e.Main), boolInt(e.NonEvent), string(e.Row)); err != nil {
				return storyline.AddResult{}, fmt.Errorf("event %d: %w", e.Seq, err)
			}
			for _, a := range e.Reports {
				if _, err := insReport.ExecContext(ctx, story, e.Seq, a); err != nil {
					return storyline.AddResult{}, fmt.Errorf("event %d, report in article %d: %w", e.Seq, a, err)
				}
			}
		}
		return storyline.AddResult{}, nil
	})
	if err != nil {
		return fmt.Errorf("sqlite: story %d events: %w", story, err)
	}
	return nil
}

// mergedEventColumns are the columns scanMergedEvent reads, of
// story_events aliased e.
const mergedEventColumns = `e.story_id, e.seq, e.lead, e.article_id, e.event_index, e.day, e.event_type, e.sub_event_type,
    e.country, e.place, e.admin1, e.lat, e.lon, e.fatalities, e.mentions, e.articles, e.sources, e.main, e.non_event, e.row,
    (SELECT group_concat(r.article_id) FROM story_event_reports r WHERE r.story_id = e.story_id AND r.seq = e.seq)`

// MergedEvents lists the merged events q selects, newest story first.
func (db *DB) MergedEvents(ctx context.Context, q storyline.EventQuery) ([]storyline.MergedEvent, error) {
	conds, args := mergedEventFilters(q)
	if q.After.Lead > 0 {
		conds = append(conds, "(e.lead < ? OR e.lead = ? AND e.seq > ?)")
		args = append(args, q.After.Lead, q.After.Lead, q.After.Seq)
	}
	query := `SELECT ` + mergedEventColumns + ` FROM story_events e` + where(conds) + ` ORDER BY e.lead DESC, e.seq LIMIT ?`
	args = append(args, limit(storyline.ArticleQuery{Limit: q.Limit}))
	rows, err := db.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: merged events: %w", err)
	}
	defer rows.Close()
	var out []storyline.MergedEvent
	for rows.Next() {
		var (
			e                          storyline.MergedEvent
			day, country, name, admin1 string
			lat, lon                   *float64
			row                        string
			reports                    sql.NullString
		)
		if err := rows.Scan(&e.Story, &e.Seq, &e.Lead, &e.Article, &e.Index, &day, &e.EventType, &e.SubEventType,
			&country, &name, &admin1, &lat, &lon, &e.Fatalities, &e.Mentions, &e.Articles, &e.Sources, &e.Main, &e.NonEvent, &row, &reports); err != nil {
			return nil, fmt.Errorf("sqlite: merged events: %w", err)
		}
		for _, id := range strings.Split(reports.String, ",") {
			if n, err := strconv.ParseInt(id, 10, 64); err == nil {
				e.Reports = append(e.Reports, n)
			}
		}
		slices.Sort(e.Reports)
		e.Date, e.Place, e.Row = codec.ParseEventDay(day), codec.EventPlaceOf(name, admin1, country, lat, lon), []byte(row)
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: merged events: %w", err)
	}
	return out, nil
}

// mergedEventFilters returns the conditions of q's filters on story_events
// (aliased e) and their arguments: the event's own columns, and the
// articles of its reports for outlet, language, dates and entity.
func mergedEventFilters(q storyline.EventQuery) ([]string, []any) {
	var (
		conds []string
		args  []any
	)
	f := q.Filter
	if !q.All {
		conds = append(conds, "e.non_event = 0")
	}
	if q.Story != 0 {
		conds = append(conds, "e.story_id = ?")
		args = append(args, q.Story)
	}
	if f.EventType != "" {
		conds = append(conds, "(e.event_type = ? OR e.sub_event_type = ?)")
		args = append(args, f.EventType, f.EventType)
	}
	if f.Place != "" {
		conds = append(conds, "(e.country = ? OR e.place = ? OR e.admin1 = ?)")
		args = append(args, f.Place, f.Place, f.Place)
	}
	if f.EventType != "" || f.Place != "" {
		// The story list's own test too (eventFilters): a merged event
		// may be placed finer than any of its mentions (events.Merge
		// reads the story's towns), and an event of a story the story
		// list leaves out would not be one of its stories' events.
		sc, sa := eventFilters(storyline.ArticleQuery{EventType: f.EventType, Place: f.Place}, "+sa.article_id")
		conds = append(conds, "EXISTS (SELECT 1 FROM story_articles sa WHERE sa.story_id = e.story_id AND "+strings.Join(sc, " AND ")+")")
		args = append(args, sa...)
	}
	if f.MinSources > 1 {
		conds = append(conds, "e.sources >= ?")
		args = append(args, f.MinSources)
	}
	f.BeforeID = 0
	// The events reported by the articles selected: a set built once from
	// the articles' side (their indexes, then the reports by article),
	// not a probe of every event's reports.
	if ac, aa := articleFiltersOn(f, "a"); len(ac) > 0 {
		conds = append(conds, `(e.story_id, e.seq) IN (SELECT r.story_id, r.seq FROM articles a JOIN story_event_reports r ON r.article_id = a.id
    WHERE `+strings.Join(ac, " AND ")+`)`)
		args = append(args, aa...)
	}
	if q.Entity != 0 {
		conds = append(conds, `(e.story_id, e.seq) IN (SELECT r.story_id, r.seq FROM article_entities ae JOIN story_event_reports r ON r.article_id = ae.article_id
    WHERE ae.entity_id = ?)`)
		args = append(args, q.Entity)
	}
	return conds, args
}

// where is " WHERE " and the conditions ANDed, or "" when there are none.
func where(conds []string) string {
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}
