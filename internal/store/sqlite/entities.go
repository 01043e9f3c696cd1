package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
	"github.com/storyline-news/storyline/internal/text"
)

// linkEntities links an article's entities to the entity records, creating
// the records that do not exist yet. It runs inside the article's write
// transaction. An entity is found by its type and the folded form of its
// name, then of its aliases; a single-word name ("Maduro") also matches an
// entity that has it as a single-word alias when exactly one does.
func linkEntities(ctx context.Context, tx *sql.Tx, articleID int64, es []storyline.Entity) error {
	counts := map[int64]int{}
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
		counts[id] += e.Mentions
	}
	for id, n := range counts {
		if _, err := tx.ExecContext(ctx, `INSERT INTO article_entities (article_id, entity_id, mentions) VALUES (?, ?, ?)`,
			articleID, id, n); err != nil {
			return fmt.Errorf("link entity: %w", err)
		}
	}
	return nil
}

func findEntity(ctx context.Context, tx *sql.Tx, e storyline.Entity, key string) (int64, error) {
	keys, weak := codec.NameKeys(e)
	for i, k := range keys {
		if weak[i] {
			continue
		}
		var id int64
		err := tx.QueryRowContext(ctx, `SELECT entity_id FROM entity_names WHERE type = ? AND key = ? AND weak = 0 ORDER BY entity_id LIMIT 1`,
			string(e.Type), k).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, fmt.Errorf("find entity: %w", err)
		}
	}
	if !strings.Contains(key, " ") {
		// A lone surname: link only when it is unambiguous.
		rows, err := tx.QueryContext(ctx, `SELECT DISTINCT entity_id FROM entity_names WHERE type = ? AND key = ? LIMIT 2`, string(e.Type), key)
		if err != nil {
			return 0, fmt.Errorf("find entity: %w", err)
		}
		var ids []int64
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return 0, err
			}
			ids = append(ids, id)
		}
		rows.Close()
		if len(ids) == 1 {
			return ids[0], nil
		}
	}
	return 0, nil
}

func insertEntity(ctx context.Context, tx *sql.Tx, e storyline.Entity) (int64, error) {
	aliases, _ := json.Marshal(nonNil(e.Aliases))
	var place any
	if e.Place != nil {
		b, _ := json.Marshal(e.Place)
		place = string(b)
	}
	var id int64
	if err := tx.QueryRowContext(ctx, `INSERT INTO entities (type, name, aliases, place) VALUES (?, ?, ?, ?) RETURNING id`,
		string(e.Type), e.Canonical, string(aliases), place).Scan(&id); err != nil {
		return 0, fmt.Errorf("insert entity: %w", err)
	}
	return id, addKeys(ctx, tx, id, e)
}

func addKeys(ctx context.Context, tx *sql.Tx, id int64, e storyline.Entity) error {
	keys, weak := codec.NameKeys(e)
	for i, k := range keys {
		if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO entity_names (type, key, entity_id, weak) VALUES (?, ?, ?, ?)`,
			string(e.Type), k, id, boolInt(weak[i])); err != nil {
			return fmt.Errorf("insert entity name: %w", err)
		}
	}
	return nil
}

// growEntity merges what one article says of an entity into its record: a
// fuller name replaces a shorter one (which becomes an alias), new aliases
// are added, and a place is filled in or made more precise.
func growEntity(ctx context.Context, tx *sql.Tx, id int64, e storyline.Entity) error {
	var name, aliasesJSON string
	var placeJSON sql.NullString
	if err := tx.QueryRowContext(ctx, `SELECT name, aliases, place FROM entities WHERE id = ?`, id).Scan(&name, &aliasesJSON, &placeJSON); err != nil {
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
		if !placeJSON.Valid || json.Unmarshal([]byte(placeJSON.String), &cur) != nil || e.Place.Precision < cur.Precision {
			b, _ := json.Marshal(e.Place)
			place = sql.NullString{String: string(b), Valid: true}
		}
	}
	b, _ := json.Marshal(nonNil(aliases))
	if _, err := tx.ExecContext(ctx, `UPDATE entities SET name = ?, aliases = ?, place = ? WHERE id = ?`, name, string(b), place, id); err != nil {
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
// other article mentions.
func unlinkEntities(ctx context.Context, tx *sql.Tx, articleID int64) error {
	if _, err := tx.ExecContext(ctx, `CREATE TEMP TABLE IF NOT EXISTS unlinked (id INTEGER PRIMARY KEY)`); err != nil {
		return err
	}
	for _, q := range []string{
		`DELETE FROM temp.unlinked`,
		`INSERT INTO temp.unlinked SELECT entity_id FROM article_entities WHERE article_id = ?`,
		`DELETE FROM article_entities WHERE article_id = ?`,
		`DELETE FROM entities WHERE id IN (SELECT id FROM temp.unlinked) AND NOT EXISTS (SELECT 1 FROM article_entities ae WHERE ae.entity_id = entities.id)`,
	} {
		args := []any{}
		if strings.Contains(q, "?") {
			args = append(args, articleID)
		}
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("unlink entities: %w", err)
		}
	}
	return nil
}

const entitySelect = `SELECT e.id, e.type, e.name, e.aliases, e.place,
    (SELECT COUNT(*) FROM article_entities ae WHERE ae.entity_id = e.id),
    (SELECT coalesce(SUM(mentions), 0) FROM article_entities ae WHERE ae.entity_id = e.id)
FROM entities e`

func scanEntity(sc interface{ Scan(...any) error }) (storyline.EntityRecord, error) {
	var (
		r       storyline.EntityRecord
		typ     string
		aliases string
		place   sql.NullString
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
	if place.Valid {
		r.Place = new(storyline.Place)
		if err := json.Unmarshal([]byte(place.String), r.Place); err != nil {
			return r, fmt.Errorf("entity %d place: %w", r.ID, err)
		}
	}
	return r, nil
}

// Entities lists entity records, most mentioned first.
func (db *DB) Entities(ctx context.Context, q storyline.EntityQuery) ([]storyline.EntityRecord, error) {
	var where []string
	var args []any
	if q.Type != "" {
		where = append(where, "e.type = ?")
		args = append(args, string(q.Type))
	}
	if k := text.Fold(q.Name); k != "" {
		where = append(where, `EXISTS (SELECT 1 FROM entity_names n WHERE n.entity_id = e.id AND (' ' || n.key || ' ') LIKE ? ESCAPE '\')`)
		args = append(args, "% "+escapeLike(k)+" %")
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
	query = "SELECT * FROM (" + query + ") ORDER BY 7 DESC, 1 LIMIT ?"
	args = append(args, limit)
	rows, err := db.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: entities: %w", err)
	}
	defer rows.Close()
	var out []storyline.EntityRecord
	for rows.Next() {
		r, err := scanEntity(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: entities: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// Entity returns one entity record.
func (db *DB) Entity(ctx context.Context, id int64) (*storyline.EntityRecord, error) {
	r, err := scanEntity(db.read.QueryRowContext(ctx, entitySelect+" WHERE e.id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound("entity", id)
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: entity %d: %w", id, err)
	}
	return &r, nil
}

// EntityArticles lists the articles mentioning entity id, newest first.
func (db *DB) EntityArticles(ctx context.Context, id int64, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
	return db.listArticles(ctx, q, "a.id IN (SELECT article_id FROM article_entities WHERE entity_id = ?)", id)
}
