package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// lockEntityLinks takes the transaction-level lock under which entities are
// found, created and grown (see the package documentation).
func lockEntityLinks(ctx context.Context, tx pgx.Tx) error {
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, $2)`, lockSpace, lockEntities); err != nil {
		return fmt.Errorf("lock entities: %w", err)
	}
	return nil
}

// linkEntities links an article's entities to the entity records, creating
// the records that do not exist yet, as the SQLite store does. An entity is
// found by its type and the folded form of its name, then of its aliases; a
// single-word name ("Maduro") also matches an entity that has it as a
// single-word alias when exactly one does. It takes the entity lock when
// there is anything to link.
func linkEntities(ctx context.Context, tx pgx.Tx, articleID int64, es []storyline.Entity) error {
	if !slices.ContainsFunc(es, func(e storyline.Entity) bool { return text.Fold(e.Canonical) != "" }) {
		return nil
	}
	if err := lockEntityLinks(ctx, tx); err != nil {
		return err
	}
	counts := map[int64]int{}
	var order []int64
	for _, e := range es {
		key := text.Fold(e.Canonical)
		if key == "" {
			continue
		}
		id, err := findEntity(ctx, tx, e, key)
		if err != nil {
			return err
		}
		if id == 0 {
			if id, err = insertEntity(ctx, tx, e); err != nil {
				return err
			}
		} else if err := growEntity(ctx, tx, id, e); err != nil {
			return err
		}
		if _, ok := counts[id]; !ok {
			order = append(order, id)
		}
		counts[id] += e.Mentions
	}
	for _, id := range order {
		if _, err := tx.Exec(ctx, `INSERT INTO article_entities (article_id, entity_id, mentions) VALUES ($1, $2, $3)`,
			articleID, id, counts[id]); err != nil {
			return fmt.Errorf("link entity: %w", err)
		}
	}
	return nil
}

// nameKeys returns the folded keys an entity is found by: its name and its
// aliases, each marked weak when it is a single word that is not the whole
// name.
func nameKeys(e storyline.Entity) (keys []string, weak []bool) {
	seen := map[string]bool{}
	add := func(s string, isName bool) {
		k := text.Fold(s)
		if k == "" || seen[k] {
			return
		}
		seen[k] = true
		keys = append(keys, k)
		weak = append(weak, !isName && !strings.Contains(k, " ") && e.Type == storyline.PER)
	}
	add(e.Canonical, true)
	for _, a := range e.Aliases {
		add(a, false)
	}
	return keys, weak
}

func findEntity(ctx context.Context, tx pgx.Tx, e storyline.Entity, key string) (int64, error) {
	keys, weak := nameKeys(e)
	for i, k := range keys {
		if weak[i] {
			continue
		}
		var id int64
		err := tx.QueryRow(ctx, `SELECT entity_id FROM entity_names WHERE type = $1 AND key = $2 AND NOT weak ORDER BY entity_id LIMIT 1`,
			string(e.Type), k).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return 0, fmt.Errorf("find entity: %w", err)
		}
	}
	if !strings.Contains(key, " ") {
		// A lone surname: link only when it is unambiguous.
		rows, err := tx.Query(ctx, `SELECT DISTINCT entity_id FROM entity_names WHERE type = $1 AND key = $2 LIMIT 2`, string(e.Type), key)
		if err != nil {
			return 0, fmt.Errorf("find entity: %w", err)
		}
		ids, err := collectIDs(rows)
		if err != nil {
			return 0, fmt.Errorf("find entity: %w", err)
		}
		if len(ids) == 1 {
			return ids[0], nil
		}
	}
	return 0, nil
}

func insertEntity(ctx context.Context, tx pgx.Tx, e storyline.Entity) (int64, error) {
	aliases, _ := json.Marshal(nonNil(e.Aliases))
	var place *string
	if e.Place != nil {
		b, _ := json.Marshal(e.Place)
		s := string(b)
		place = &s
	}
	var id int64
	if err := tx.QueryRow(ctx, `INSERT INTO entities (type, name, aliases, place) VALUES ($1, $2, $3, $4) RETURNING id`,
		string(e.Type), e.Canonical, string(aliases), place).Scan(&id); err != nil {
		return 0, fmt.Errorf("insert entity: %w", err)
	}
	return id, addKeys(ctx, tx, id, e)
}

func addKeys(ctx context.Context, tx pgx.Tx, id int64, e storyline.Entity) error {
	keys, weak := nameKeys(e)
	if len(keys) == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, `INSERT INTO entity_names (type, key, entity_id, weak)
SELECT $1, k, $2, w FROM unnest($3::text[], $4::boolean[]) AS u(k, w)
ON CONFLICT DO NOTHING`, string(e.Type), id, keys, weak); err != nil {
		return fmt.Errorf("insert entity name: %w", err)
	}
	return nil
}

// growEntity merges what one article says of an entity into its record: a
// fuller name replaces a shorter one (which becomes an alias), new aliases
// are added, and a place is filled in or made more precise.
func growEntity(ctx context.Context, tx pgx.Tx, id int64, e storyline.Entity) error {
	var (
		name, aliasesJSON string
		placeJSON         *string
	)
	if err := tx.QueryRow(ctx, `SELECT name, aliases, place FROM entities WHERE id = $1`, id).Scan(&name, &aliasesJSON, &placeJSON); err != nil {
		return fmt.Errorf("read entity: %w", err)
	}
	var aliases []string
	_ = json.Unmarshal([]byte(aliasesJSON), &aliases)
	addAlias := func(a string) {
		if a != "" && text.Fold(a) != text.Fold(name) && !slices.ContainsFunc(aliases, func(x string) bool { return text.Fold(x) == text.Fold(a) }) {
			aliases = append(aliases, a)
		}
	}
	if len(text.Fold(e.Canonical)) > len(text.Fold(name)) {
		old := name
		name = e.Canonical
		addAlias(old)
	} else {
		addAlias(e.Canonical)
	}
	for _, a := range e.Aliases {
		addAlias(a)
	}
	// Drop an alias that became the name.
	aliases = slices.DeleteFunc(aliases, func(x string) bool { return text.Fold(x) == text.Fold(name) })
	place := placeJSON
	if e.Place != nil {
		var cur storyline.Place
		if placeJSON == nil || json.Unmarshal([]byte(*placeJSON), &cur) != nil || e.Place.Precision < cur.Precision {
			b, _ := json.Marshal(e.Place)
			s := string(b)
			place = &s
		}
	}
	b, _ := json.Marshal(nonNil(aliases))
	if _, err := tx.Exec(ctx, `UPDATE entities SET name = $1, aliases = $2, place = $3 WHERE id = $4`, name, string(b), place, id); err != nil {
		return fmt.Errorf("update entity: %w", err)
	}
	return addKeys(ctx, tx, id, e)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// unlinkEntities removes an article's entity links, and the entities no
// other article mentions. The caller holds the entity lock.
func unlinkEntities(ctx context.Context, tx pgx.Tx, articleID int64) error {
	// The outer DELETE sees the links as they were before the CTE's, hence
	// the article_id <> $1.
	if _, err := tx.Exec(ctx, `WITH unlinked AS (
    DELETE FROM article_entities WHERE article_id = $1 RETURNING entity_id
)
DELETE FROM entities e
WHERE e.id IN (SELECT entity_id FROM unlinked)
  AND NOT EXISTS (SELECT 1 FROM article_entities ae WHERE ae.entity_id = e.id AND ae.article_id <> $1)`, articleID); err != nil {
		return fmt.Errorf("unlink entities: %w", err)
	}
	return nil
}

const entitySelect = `SELECT e.id, e.type, e.name, e.aliases, e.place,
    (SELECT count(*) FROM article_entities ae WHERE ae.entity_id = e.id),
    (SELECT coalesce(sum(mentions), 0) FROM article_entities ae WHERE ae.entity_id = e.id)
FROM entities e`

func scanEntity(sc interface{ Scan(...any) error }) (storyline.EntityRecord, error) {
	var (
		r       storyline.EntityRecord
		typ     string
		aliases string
		place   *string
	)
	if err := sc.Scan(&r.ID, &typ, &r.Name, &aliases, &place, &r.Articles, &r.Mentions); err != nil {
		return r, err
	}
	r.Type = storyline.EntityType(typ)
	if err := json.Unmarshal([]byte(aliases), &r.Aliases); err != nil {
		return r, fmt.Errorf("entity %d aliases: %w", r.ID, err)
	}
	if len(r.Aliases) == 0 {
		r.Aliases = nil
	}
	if place != nil {
		r.Place = new(storyline.Place)
		if err := json.Unmarshal([]byte(*place), r.Place); err != nil {
			return r, fmt.Errorf("entity %d place: %w", r.ID, err)
		}
	}
	return r, nil
}

// Entities lists entity records, most mentioned first.
func (db *DB) Entities(ctx context.Context, q storyline.EntityQuery) ([]storyline.EntityRecord, error) {
	var (
		where []string
		as    args
	)
	if q.Type != "" {
		where = append(where, "e.type = "+as.add(string(q.Type)))
	}
	if k := text.Fold(q.Name); k != "" {
		where = append(where, `EXISTS (SELECT 1 FROM entity_names n WHERE n.entity_id = e.id AND (' ' || n.key || ' ') LIKE `+
			as.add("% "+escapeLike(k)+" %")+` ESCAPE '\')`)
	}
	query := entitySelect
	if len(where) > 0 {
		query += " WHERE " + strings.Join(where, " AND ")
	}
	limit := q.Limit
	if limit <= 0 {
		limit = DefaultLimit
	}
	limit = min(limit, MaxLimit)
	query = "SELECT * FROM (" + query + ") AS x ORDER BY 7 DESC, 1 LIMIT " + as.add(limit)
	rows, err := db.pool.Query(ctx, query, as...)
	if err != nil {
		return nil, fmt.Errorf("postgres: entities: %w", err)
	}
	defer rows.Close()
	var out []storyline.EntityRecord
	for rows.Next() {
		r, err := scanEntity(rows)
		if err != nil {
			return nil, fmt.Errorf("postgres: entities: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: entities: %w", err)
	}
	return out, nil
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// Entity returns one entity record.
func (db *DB) Entity(ctx context.Context, id int64) (*storyline.EntityRecord, error) {
	r, err := scanEntity(db.pool.QueryRow(ctx, entitySelect+" WHERE e.id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, notFound("entity", id)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: entity %d: %w", id, err)
	}
	return &r, nil
}

// EntityArticles lists the articles mentioning entity id, newest first.
func (db *DB) EntityArticles(ctx context.Context, id int64, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
	return db.listArticles(ctx, q, func(as *args) string {
		return "a.id IN (SELECT article_id FROM article_entities WHERE entity_id = " + as.add(id) + ")"
	})
}
