package postgres

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
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
// the records that do not exist yet, as the SQLite store does: an entity is
// found by its type and the folded form of its name, then of its aliases; a
// single-word name ("Maduro") also matches an entity that has it as a
// single-word alias when exactly one does; a found record grows with what
// the article says of it. It takes the entity lock when there is anything
// to link.
//
// The SQLite store asks the database one entity at a time; over a network
// that costs a round trip per question, so this reads, in one query, every
// record any of the article's names could lead to, works out the links in
// memory exactly as the one-at-a-time version would, and writes the result
// in one batch.
func linkEntities(ctx context.Context, tx pgx.Tx, articleID int64, es []storyline.Entity) error {
	var types, keys []string
	for _, e := range es {
		if text.Fold(e.Canonical) == "" {
			continue
		}
		ks, _ := codec.NameKeys(e)
		for _, k := range ks {
			types, keys = append(types, encText(string(e.Type))), append(keys, encText(k))
		}
	}
	if len(keys) == 0 {
		return nil
	}
	l, err := loadLinker(ctx, tx, types, keys)
	if err != nil {
		return err
	}
	counts := map[int64]int{}
	var order []int64
	for _, e := range es {
		key := text.Fold(e.Canonical)
		if key == "" {
			continue
		}
		id := l.find(e, key)
		if id == 0 {
			id = l.insert(e)
		} else {
			l.grow(id, e)
		}
		if _, ok := counts[id]; !ok {
			order = append(order, id)
		}
		counts[id] += e.Mentions
	}
	return l.write(ctx, tx, articleID, order, counts)
}

// nameRow is one row of entity_names.
type nameRow struct {
	id   int64
	weak bool
}

// entityRec is an entities row as the linker sees it.
type entityRec struct {
	typ, name, aliases string
	place              *string // JSON, nil when none
	isNew, dirty       bool
}

// linker holds the entity names and records an article's entities can
// reach, as the database has them plus what linking the article changed.
// New records get IDs above every stored one (placeholders until write),
// as the entity lock ensures no record is created meanwhile.
type linker struct {
	names   map[[2]string][]nameRow // (type, key) → rows, in entity ID order
	recs    map[int64]*entityRec
	newIDs  []int64 // placeholders, in creation order
	added   [][4]any
	nextNew int64
}

// placeholderBase marks entity IDs not yet allocated: above any real one.
const placeholderBase = int64(1) << 62

func loadLinker(ctx context.Context, tx pgx.Tx, types, keys []string) (*linker, error) {
	l := &linker{names: map[[2]string][]nameRow{}, recs: map[int64]*entityRec{}, nextNew: placeholderBase}
	// The lock, then the lookup, in one round trip.
	var b pgx.Batch
	b.Queue(`SELECT pg_advisory_xact_lock($1, $2)`, lockSpace, lockEntities)
	b.Queue(`SELECT n.type, n.key, n.entity_id, n.weak, e.name, e.aliases, e.place
FROM entity_names n JOIN entities e ON e.id = n.entity_id
WHERE (n.type, n.key) IN (SELECT * FROM unnest($1::text[], $2::text[]))
ORDER BY n.entity_id`, types, keys)
	br := tx.SendBatch(ctx, &b)
	defer br.Close()
	if _, err := br.Exec(); err != nil {
		return nil, fmt.Errorf("lock entities: %w", err)
	}
	rows, err := br.Query()
	if err != nil {
		return nil, fmt.Errorf("find entities: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			typ, key string
			row      nameRow
			rec      entityRec
		)
		if err := rows.Scan(&typ, &key, &row.id, &row.weak, &rec.name, &rec.aliases, &rec.place); err != nil {
			return nil, fmt.Errorf("find entities: %w", err)
		}
		decTexts(&typ, &key, &rec.name)
		k := [2]string{typ, key}
		l.names[k] = append(l.names[k], row)
		if l.recs[row.id] == nil {
			rec.typ = typ
			l.recs[row.id] = &rec
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("find entities: %w", err)
	}
	return l, nil
}

// find returns the record e links to, or 0.
func (l *linker) find(e storyline.Entity, key string) int64 {
	keys, weak := codec.NameKeys(e)
	for i, k := range keys {
		if weak[i] {
			continue
		}
		for _, r := range l.names[[2]string{string(e.Type), k}] {
			if !r.weak {
				return r.id // rows are in ID order
			}
		}
	}
	if !strings.Contains(key, " ") {
		// A lone surname: link only when it is unambiguous.
		var ids []int64
		for _, r := range l.names[[2]string{string(e.Type), key}] {
			if !slices.Contains(ids, r.id) {
				ids = append(ids, r.id)
			}
		}
		if len(ids) == 1 {
			return ids[0]
		}
	}
	return 0
}

func (l *linker) insert(e storyline.Entity) int64 {
	aliases, _ := json.Marshal(nonNil(e.Aliases))
	rec := &entityRec{typ: string(e.Type), name: e.Canonical, aliases: string(aliases), isNew: true}
	if e.Place != nil {
		b, _ := json.Marshal(e.Place)
		s := string(b)
		rec.place = &s
	}
	id := l.nextNew
	l.nextNew++
	l.recs[id] = rec
	l.newIDs = append(l.newIDs, id)
	l.addKeys(id, e)
	return id
}

// addKeys adds e's name keys to record id, keeping rows already there
// (ON CONFLICT DO NOTHING).
func (l *linker) addKeys(id int64, e storyline.Entity) {
	keys, weak := codec.NameKeys(e)
	for i, k := range keys {
		nk := [2]string{string(e.Type), k}
		if slices.ContainsFunc(l.names[nk], func(r nameRow) bool { return r.id == id }) {
			continue
		}
		rows := append(l.names[nk], nameRow{id: id, weak: weak[i]})
		slices.SortFunc(rows, func(a, b nameRow) int { return cmp.Compare(a.id, b.id) })
		l.names[nk] = rows
		l.added = append(l.added, [4]any{string(e.Type), k, id, weak[i]})
	}
}

// grow merges what one article says of an entity into its record: a
// fuller form of its name replaces it (which becomes an alias), new aliases
// are added, and a place is filled in or made more precise.
func (l *linker) grow(id int64, e storyline.Entity) {
	rec := l.recs[id]
	name := rec.name
	var aliases []string
	_ = json.Unmarshal([]byte(rec.aliases), &aliases)
	addAlias := func(a string) {
		if a != "" && text.Fold(a) != text.Fold(name) && !slices.ContainsFunc(aliases, func(x string) bool { return text.Fold(x) == text.Fold(a) }) {
			aliases = append(aliases, a)
		}
	}
	if codec.FullerName(name, e.Canonical) || codec.BetterCased(e.Type, name, e.Canonical) {
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
	if e.Place != nil {
		var cur storyline.Place
		if rec.place == nil || json.Unmarshal([]byte(*rec.place), &cur) != nil || e.Place.Precision < cur.Precision {
			b, _ := json.Marshal(e.Place)
			s := string(b)
			rec.place = &s
		}
	}
	b, _ := json.Marshal(nonNil(aliases))
	rec.name, rec.aliases, rec.dirty = name, string(b), true
	l.addKeys(id, e)
}

// write allocates the new records' IDs and writes every change in one
// batch, then links the article.
func (l *linker) write(ctx context.Context, tx pgx.Tx, articleID int64, order []int64, counts map[int64]int) error {
	real := map[int64]int64{}
	if len(l.newIDs) > 0 {
		rows, err := tx.Query(ctx, `SELECT nextval(pg_get_serial_sequence('entities', 'id')) FROM generate_series(1, $1)`, len(l.newIDs))
		if err != nil {
			return fmt.Errorf("insert entity: %w", err)
		}
		ids, err := collectIDs(rows)
		if err != nil || len(ids) != len(l.newIDs) {
			return fmt.Errorf("insert entity: allocate IDs: %v", err)
		}
		slices.Sort(ids)
		for i, p := range l.newIDs {
			real[p] = ids[i]
		}
	}
	idOf := func(id int64) int64 {
		if r, ok := real[id]; ok {
			return r
		}
		return id
	}
	var b pgx.Batch
	for _, p := range l.newIDs {
		rec := l.recs[p]
		b.Queue(`INSERT INTO entities (id, type, name, aliases, place) VALUES ($1, $2, $3, $4, $5)`, idOf(p), encText(rec.typ), encText(rec.name), rec.aliases, rec.place)
	}
	for id, rec := range l.recs {
		if rec.dirty && !rec.isNew {
			b.Queue(`UPDATE entities SET name = $1, aliases = $2, place = $3 WHERE id = $4`, encText(rec.name), rec.aliases, rec.place, id)
		}
	}
	if len(l.added) > 0 {
		var (
			types, keys []string
			ids         []int64
			weak        []bool
		)
		for _, a := range l.added {
			types, keys = append(types, encText(a[0].(string))), append(keys, encText(a[1].(string)))
			ids, weak = append(ids, idOf(a[2].(int64))), append(weak, a[3].(bool))
		}
		b.Queue(`INSERT INTO entity_names (type, key, entity_id, weak)
SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::boolean[])
ON CONFLICT DO NOTHING`, types, keys, ids, weak)
	}
	linkIDs, mentions := make([]int64, len(order)), make([]int64, len(order))
	for i, id := range order {
		linkIDs[i], mentions[i] = idOf(id), int64(counts[id])
	}
	b.Queue(`INSERT INTO article_entities (article_id, entity_id, mentions)
SELECT $1, * FROM unnest($2::bigint[], $3::bigint[])`, articleID, linkIDs, mentions)
	// The links' counts (migration 0009): one row an entity of the article.
	b.Queue(`UPDATE entities e SET articles = e.articles + 1, mentions = e.mentions + l.mentions
FROM unnest($1::bigint[], $2::bigint[]) AS l (id, mentions) WHERE e.id = l.id`, linkIDs, mentions)
	if err := tx.SendBatch(ctx, &b).Close(); err != nil {
		return fmt.Errorf("link entities: %w", err)
	}
	return nil
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

// entitySelect reads the counts kept in the entity rows (migration 0005):
// added by linker.write as articles are linked, taken by a trigger as
// they are unlinked (migration 0009).
const entitySelect = `SELECT e.id, e.type, e.name, e.aliases, e.place, e.articles, e.mentions
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
	decTexts(&typ, &r.Name)
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
		where = append(where, "e.type = "+as.add(encText(string(q.Type))))
	}
	if k := text.Fold(q.Name); k != "" {
		where = append(where, `EXISTS (SELECT 1 FROM entity_names n WHERE n.entity_id = e.id AND (' ' || n.key || ' ') LIKE `+
			as.add("% "+escapeLike(encText(k))+" %")+` ESCAPE '\')`)
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
	// The order of the entities_mentions and entities_type_mentions indexes.
	query += " ORDER BY e.mentions DESC, e.id LIMIT " + as.add(limit) + " OFFSET " + as.add(max(q.Offset, 0))
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
