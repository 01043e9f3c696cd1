package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// SetStoryEvents replaces a story's merged events (migration 0008), its
// rows and their reports, in one transaction; the story's row is locked
// first, so two writers of one story's events take turns.
func (db *DB) SetStoryEvents(ctx context.Context, story int64, evs []storyline.MergedEvent) error {
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var one int
		err := tx.QueryRow(ctx, `SELECT 1 FROM stories WHERE id = $1 FOR UPDATE`, story).Scan(&one)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		var b pgx.Batch
		b.Queue(`DELETE FROM story_events WHERE story_id = $1`, story)
		for _, e := range evs {
			name, admin1, country, lat, lon := codec.EventPlaceColumns(e.Place)
			b.Queue(`INSERT INTO story_events (story_id, seq, lead, article_id, event_index, day,
    event_type, sub_event_type, country, place, admin1, lat, lon, fatalities, mentions, articles, sources, main, non_event, row)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
				story, e.Seq, e.Lead, e.Article, e.Index, codec.EventDay(e.Date),
				encText(e.EventType), encText(e.SubEventType), encText(country), encText(name), encText(admin1), lat, lon,
				e.Fatalities, e.Mentions, e.Articles, e.Sources, e.Main, e.NonEvent, encText(string(e.Row)))
			if len(e.Reports) > 0 {
				b.Queue(`INSERT INTO story_event_reports (story_id, seq, article_id)
SELECT $1, $2, a FROM unnest($3::bigint[]) a ON CONFLICT DO NOTHING`, story, e.Seq, e.Reports)
			}
		}
		return tx.SendBatch(ctx, &b).Close()
	})
	if err != nil {
		return fmt.Errorf("postgres: story %d events: %w", story, err)
	}
	return nil
}

// mergedEventColumns are the columns MergedEvents reads, of story_events
// aliased e.
const mergedEventColumns = `e.story_id, e.seq, e.lead, e.article_id, e.event_index, e.day, e.event_type, e.sub_event_type,
    e.country, e.place, e.admin1, e.lat, e.lon, e.fatalities, e.mentions, e.articles, e.sources, e.main, e.non_event, e.row,
    ARRAY(SELECT r.article_id FROM story_event_reports r WHERE r.story_id = e.story_id AND r.seq = e.seq ORDER BY r.article_id)`

// MergedEvents lists the merged events q selects, newest story first.
func (db *DB) MergedEvents(ctx context.Context, q storyline.EventQuery) ([]storyline.MergedEvent, error) {
	var as args
	conds := mergedEventFilters(q, &as)
	if q.After.Lead > 0 {
		l := as.add(q.After.Lead)
		conds = append(conds, fmt.Sprintf("(e.lead < %s OR e.lead = %s AND e.seq > %s)", l, l, as.add(q.After.Seq)))
	}
	query := `SELECT ` + mergedEventColumns + ` FROM story_events e` + where(conds) +
		` ORDER BY e.lead DESC, e.seq LIMIT ` + as.add(limit(storyline.ArticleQuery{Limit: q.Limit}))
	rows, err := db.pool.Query(ctx, query, as...)
	if err != nil {
		return nil, fmt.Errorf("postgres: merged events: %w", err)
	}
	defer rows.Close()
	var out []storyline.MergedEvent
	for rows.Next() {
		var (
			e                          storyline.MergedEvent
			day, country, name, admin1 string
			lat, lon                   *float64
			row                        string
		)
		if err := rows.Scan(&e.Story, &e.Seq, &e.Lead, &e.Article, &e.Index, &day, &e.EventType, &e.SubEventType,
			&country, &name, &admin1, &lat, &lon, &e.Fatalities, &e.Mentions, &e.Articles, &e.Sources, &e.Main, &e.NonEvent, &row, &e.Reports); err != nil {
			return nil, fmt.Errorf("postgres: merged events: %w", err)
		}
		if len(e.Reports) == 0 {
			e.Reports = nil
		}
		decTexts(&e.EventType, &e.SubEventType, &country, &name, &admin1)
		e.Date, e.Place, e.Row = codec.ParseEventDay(day), codec.EventPlaceOf(name, admin1, country, lat, lon), []byte(decText(row))
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: merged events: %w", err)
	}
	return out, nil
}

// mergedEventFilters returns the conditions of q's filters on story_events
// (aliased e), adding their arguments to as: the event's own columns, and
// the articles of its reports for outlet, language, dates and entity.
func mergedEventFilters(q storyline.EventQuery, as *args) []string {
	var conds []string
	f := q.Filter
	if !q.All {
		conds = append(conds, "NOT e.non_event")
	}
	if q.Story != 0 {
		conds = append(conds, "e.story_id = "+as.add(q.Story))
	}
	if f.EventType != "" {
		t := as.add(strings.ToLower(encText(f.EventType)))
		conds = append(conds, fmt.Sprintf("(lower(e.event_type) = %s OR lower(e.sub_event_type) = %s)", t, t))
	}
	if f.Place != "" {
		p := as.add(strings.ToLower(encText(f.Place)))
		conds = append(conds, fmt.Sprintf("(lower(e.country) = %s OR lower(e.place) = %s OR lower(e.admin1) = %s)", p, p, p))
	}
	if f.EventType != "" || f.Place != "" {
		// The story list's own test too (eventFilters): a merged event
		// may be placed finer than any of its mentions (events.Merge
		// reads the story's towns), and an event of a story the story
		// list leaves out would not be one of its stories' events.
		sc := eventFilters(storyline.ArticleQuery{EventType: f.EventType, Place: f.Place}, "sa.article_id", as)
		conds = append(conds, "EXISTS (SELECT 1 FROM story_articles sa WHERE sa.story_id = e.story_id AND "+strings.Join(sc, " AND ")+")")
	}
	if f.MinSources > 1 {
		conds = append(conds, "e.sources >= "+as.add(f.MinSources))
	}
	f.BeforeID = 0
	// The events reported by the articles selected: a set built from the
	// articles' side, not a probe of every event's reports.
	if ac := articleFiltersOn(f, "a", as); len(ac) > 0 {
		conds = append(conds, `(e.story_id, e.seq) IN (SELECT r.story_id, r.seq FROM articles a JOIN story_event_reports r ON r.article_id = a.id
    WHERE `+strings.Join(ac, " AND ")+`)`)
	}
	if q.Entity != 0 {
		conds = append(conds, `(e.story_id, e.seq) IN (SELECT r.story_id, r.seq FROM article_entities ae JOIN story_event_reports r ON r.article_id = ae.article_id
    WHERE ae.entity_id = `+as.add(q.Entity)+`)`)
	}
	return conds
}

// where is " WHERE " and the conditions ANDed, or "" when there are none.
func where(conds []string) string {
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}
