package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
	"github.com/storyline-news/storyline/internal/text"
)

// linkEntities links an article's entities to the entity records, creating
// the records that do not exist yet. It runs inside the article's write
// transaction. An entity is found by its type and the folded form of its
// name, then of its aliases; a single-word name ("Maduro") also matches an
// entity that has it as a single-word alias when exactly one does.
//
// The entities are linked one after the other, each seeing what the ones
// before it wrote, but with a few statements per article rather than a few
// per entity: one query answers every name lookup the article can make,
// the records found are read once, and the changes are written at the end
// (unchanged records are not rewritten). The keys and records read before,
// by this article or another, come from the database's entity cache
// (entitycache.go), which the linker keeps up to date with what it writes.
//
// names, when not nil, are codec.NamesOf(es), computed beforehand.
func linkEntities(ctx context.Context, tx *wtx, articleID int64, es []storyline.Entity, names []codec.EntityNames) error {
	cache := tx.db.entities
	if err := cache.check(ctx, tx); err != nil {
		return err
	}
	l := linker{ctx: ctx, tx: tx, cache: cache, asked: map[typeKey]int{}, recs: map[int64]*entityRec{}}
	type todo struct {
		e    storyline.Entity
		key  string
		keys []string
		weak []bool
	}
	if len(names) != len(es) {
		names = codec.NamesOf(es)
	}
	var work []todo
	for i, e := range es {
		key, keys, weak := names[i].Key, names[i].Keys, names[i].Weak
		if key == "" {
			continue
		}
		for _, k := range keys {
			l.ask(e.Type, k)
		}
		if !strings.Contains(key, " ") {
			l.ask(e.Type, key)
		}
		work = append(work, todo{e, key, keys, weak})
	}
	if len(work) == 0 {
		return nil
	}
	if err := l.lookUp(); err != nil {
		return err
	}
	// The records the entities link to, as far as the stored keys tell:
	// later links can only go to these or to records the article touched
	// before.
	var want []int64
	for _, w := range work {
		if id := l.find(w.e, w.key, w.keys, w.weak); id != 0 && l.recs[id] == nil {
			l.recs[id] = &entityRec{id: id} // placeholder, read below
			want = append(want, id)
		}
	}
	if err := l.readRecords(want); err != nil {
		return err
	}
	counts := map[int64]int{}
	var order []int64
	for _, w := range work {
		id := l.find(w.e, w.key, w.keys, w.weak)
		var (
			r   *entityRec
			err error
		)
		if id == 0 {
			r, err = l.insert(w.e)
		} else if r, err = l.record(id); err == nil {
			r.grow(w.e)
		}
		if err != nil {
			return err
		}
		l.addKeys(r, w.e, w.keys, w.weak)
		if _, ok := counts[r.id]; !ok {
			order = append(order, r.id)
		}
		counts[r.id] += w.e.Mentions
	}
	if err := l.flush(); err != nil {
		return err
	}
	tx.entitiesChanged = true // a rollback must empty the cache
	cache.store(l.list, l.states, l.touched, l.nextID)
	links := make([][2]int64, len(order))
	for i, id := range order {
		links[i] = [2]int64{id, int64(counts[id])}
	}
	b, _ := json.Marshal(links)
	if _, err := tx.ExecContext(ctx, qLinkEntities, articleID, string(b)); err != nil {
		return fmt.Errorf("link entity: %w", err)
	}
	if tx.linked == nil {
		tx.linked = map[int64]linkCount{}
	}
	for _, id := range order {
		c := tx.linked[id]
		c.articles++
		c.mentions += int64(counts[id])
		tx.linked[id] = c
	}
	return nil
}

type typeKey struct {
	typ storyline.EntityType
	key string
}

// keyState is what entity_names holds for one (type, key): the smallest
// entity ID with it as a strong key, and the smallest and largest with it
// at all (equal when exactly one entity has it); 0 for none.
type keyState struct{ strong, lo, hi int64 }

// entityRec is an entity record while an article is linked: as stored, and
// as the article's entities change it.
type entityRec struct {
	id      int64
	typ     storyline.EntityType
	isNew   bool // not in the table yet: flush inserts it
	name    string
	aliases []string
	place   sql.NullString
	// stored is the row as it is in the table.
	storedName, storedAliases string
	storedPlace               sql.NullString
	keys                      map[typeKey]bool // its rows in entity_names
}

// linker links one article's entities (see linkEntities).
type linker struct {
	ctx     context.Context
	tx      *wtx
	cache   *entityCache
	asked   map[typeKey]int // index in list and states
	list    []typeKey
	states  []keyState
	recs    map[int64]*entityRec
	touched []*entityRec
	newKeys [][4]any // type, key, entity ID, weak
	nextID  int64    // the ID of the next new record; 0 before the first
}

func (l *linker) ask(typ storyline.EntityType, key string) {
	tk := typeKey{typ, key}
	if _, ok := l.asked[tk]; !ok {
		l.asked[tk] = len(l.list)
		l.list = append(l.list, tk)
	}
}

// lookUp reads the state of every asked key: from the cache, and the
// keys it lacks in one query.
func (l *linker) lookUp() error {
	l.states = make([]keyState, len(l.list))
	missing := l.cache.lookUp(l.list, l.states)
	if len(missing) == 0 {
		return nil
	}
	arg := make([][2]string, len(missing))
	for i, at := range missing {
		tk := l.list[at]
		arg[i] = [2]string{string(tk.typ), tk.key}
	}
	b, err := json.Marshal(arg)
	if err != nil {
		return fmt.Errorf("find entity: %w", err)
	}
	rows, err := l.tx.QueryContext(l.ctx, qEntityKeys, string(b))
	if err != nil {
		return fmt.Errorf("find entity: %w", err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var strong, lo, hi sql.NullInt64
		if err := rows.Scan(&strong, &lo, &hi); err != nil {
			return fmt.Errorf("find entity: %w", err)
		}
		if n < len(missing) {
			l.states[missing[n]] = keyState{strong.Int64, lo.Int64, hi.Int64}
		}
		n++
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("find entity: %w", err)
	}
	if n != len(missing) {
		return fmt.Errorf("find entity: %d key states for %d keys", n, len(missing))
	}
	return nil
}

// find returns the entity e links to, or 0: the first of its strong keys
// some entity has as a strong key (the smallest such ID), else, for a
// single-word name, the one entity that has the name as any key.
func (l *linker) find(e storyline.Entity, key string, keys []string, weak []bool) int64 {
	for i, k := range keys {
		if weak[i] {
			continue
		}
		if st := l.states[l.asked[typeKey{e.Type, k}]]; st.strong != 0 {
			return st.strong
		}
	}
	if !strings.Contains(key, " ") {
		if st := l.states[l.asked[typeKey{e.Type, key}]]; st.lo != 0 && st.lo == st.hi {
			return st.lo
		}
	}
	return 0
}

// insert makes a new record for e. It is written by flush, under the ID
// SQLite would give it: one above the largest (entities has no
// AUTOINCREMENT).
func (l *linker) insert(e storyline.Entity) (*entityRec, error) {
	if l.nextID == 0 {
		l.nextID = l.cache.nextEntityID()
	}
	if l.nextID == 0 {
		if err := l.tx.QueryRowContext(l.ctx, qMaxEntityID).Scan(&l.nextID); err != nil {
			return nil, fmt.Errorf("insert entity: %w", err)
		}
		l.nextID++
	}
	aliases, _ := json.Marshal(nonNil(e.Aliases))
	var place sql.NullString
	if e.Place != nil {
		b, _ := json.Marshal(e.Place)
		place = sql.NullString{String: string(b), Valid: true}
	}
	r := &entityRec{id: l.nextID, typ: e.Type, isNew: true, name: e.Canonical, place: place, keys: map[typeKey]bool{}}
	l.nextID++
	_ = json.Unmarshal(aliases, &r.aliases)
	l.recs[r.id] = r
	l.touched = append(l.touched, r)
	return r, nil
}

// readRecords reads the records ids and their keys: from the cache, and
// those it lacks in one query.
func (l *linker) readRecords(ids []int64) error {
	var missing []int64
	for _, id := range ids {
		c, ok := l.cache.record(id)
		if !ok {
			missing = append(missing, id)
			continue
		}
		r := l.recs[id]
		r.storedName, r.storedAliases, r.storedPlace = c.name, c.aliases, c.place
		r.name, r.place = c.name, c.place
		_ = json.Unmarshal([]byte(c.aliases), &r.aliases)
		r.keys = make(map[typeKey]bool, len(c.keys))
		for _, k := range c.keys {
			r.keys[k] = true
		}
		l.touched = append(l.touched, r)
	}
	if len(missing) == 0 {
		return nil
	}
	ids = missing
	b, _ := json.Marshal(ids)
	rows, err := l.tx.QueryContext(l.ctx, qEntityRecords, string(b))
	if err != nil {
		return fmt.Errorf("read entity: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id        int64
			name, als string
			place     sql.NullString
			typ, key  sql.NullString
		)
		if err := rows.Scan(&id, &name, &als, &place, &typ, &key); err != nil {
			return fmt.Errorf("read entity: %w", err)
		}
		r := l.recs[id]
		if r == nil {
			continue
		}
		if r.keys == nil {
			r.storedName, r.storedAliases, r.storedPlace = name, als, place
			r.name, r.place = name, place
			_ = json.Unmarshal([]byte(als), &r.aliases)
			r.keys = map[typeKey]bool{}
			l.touched = append(l.touched, r)
		}
		if key.Valid {
			r.keys[typeKey{storyline.EntityType(typ.String), key.String}] = true
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read entity: %w", err)
	}
	for _, id := range ids {
		if l.recs[id].keys == nil {
			delete(l.recs, id) // gone: record reports it
		}
	}
	return nil
}

// record reads entity id and its keys, once per article.
func (l *linker) record(id int64) (*entityRec, error) {
	if r := l.recs[id]; r != nil && r.keys != nil {
		return r, nil
	}
	r := &entityRec{id: id, keys: map[typeKey]bool{}}
	if err := l.tx.QueryRowContext(l.ctx, qEntityRecord, id).Scan(&r.storedName, &r.storedAliases, &r.storedPlace); err != nil {
		return nil, fmt.Errorf("read entity: %w", err)
	}
	r.name, r.place = r.storedName, r.storedPlace
	_ = json.Unmarshal([]byte(r.storedAliases), &r.aliases)
	rows, err := l.tx.QueryContext(l.ctx, qEntityNamesOf, id)
	if err != nil {
		return nil, fmt.Errorf("read entity: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var typ, key string
		if err := rows.Scan(&typ, &key); err != nil {
			return nil, fmt.Errorf("read entity: %w", err)
		}
		r.keys[typeKey{storyline.EntityType(typ), key}] = true
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read entity: %w", err)
	}
	l.recs[id] = r
	l.touched = append(l.touched, r)
	return r, nil
}

// addKeys gives r the keys of e it does not have yet (INSERT OR IGNORE),
// and updates the key states later lookups of the article see.
func (l *linker) addKeys(r *entityRec, e storyline.Entity, keys []string, weak []bool) {
	for i, k := range keys {
		tk := typeKey{e.Type, k}
		if r.keys[tk] {
			continue
		}
		r.keys[tk] = true
		l.newKeys = append(l.newKeys, [4]any{string(e.Type), k, r.id, boolInt(weak[i])})
		st := &l.states[l.asked[tk]]
		if !weak[i] && (st.strong == 0 || r.id < st.strong) {
			st.strong = r.id
		}
		if st.lo == 0 || r.id < st.lo {
			st.lo = r.id
		}
		if r.id > st.hi {
			st.hi = r.id
		}
	}
}

// flush writes the new keys and the records the article changed, and
// marks every record as stored.
func (l *linker) flush() error {
	var (
		news    [][5]any
		changed []*entityRec
	)
	for _, r := range l.touched {
		b, _ := json.Marshal(nonNil(r.aliases))
		aliases := string(b)
		var place any
		if r.place.Valid {
			place = r.place.String
		}
		switch {
		case !r.isNew:
			if r.name != r.storedName || aliases != r.storedAliases || r.place != r.storedPlace {
				changed = append(changed, r)
			}
		case !utf8.ValidString(r.name):
			// JSON would change the name's bytes: a statement of its own.
			if _, err := l.tx.ExecContext(l.ctx, qInsertEntityRow, r.id, string(r.typ), r.name, aliases, place); err != nil {
				return fmt.Errorf("insert entity: %w", err)
			}
		default:
			news = append(news, [5]any{r.id, string(r.typ), r.name, aliases, place})
		}
		r.isNew, r.storedName, r.storedAliases, r.storedPlace = false, r.name, aliases, r.place
	}
	if len(news) > 0 {
		b, err := json.Marshal(news)
		if err != nil {
			return fmt.Errorf("insert entity: %w", err)
		}
		if _, err := l.tx.ExecContext(l.ctx, qInsertEntities, string(b)); err != nil {
			return fmt.Errorf("insert entity: %w", err)
		}
	}
	if len(l.newKeys) > 0 {
		b, err := json.Marshal(l.newKeys)
		if err != nil {
			return fmt.Errorf("insert entity name: %w", err)
		}
		if _, err := l.tx.ExecContext(l.ctx, qInsertEntityKeys, string(b)); err != nil {
			return fmt.Errorf("insert entity name: %w", err)
		}
	}
	for _, r := range changed {
		if _, err := l.tx.ExecContext(l.ctx, qUpdateEntity, r.name, r.storedAliases, r.place, r.id); err != nil {
			return fmt.Errorf("update entity: %w", err)
		}
	}
	return nil
}

// grow merges what one article says of an entity into its record: a
// fuller form of its name replaces it (which becomes an alias), new aliases
// are added, and a place is filled in or made more precise.
func (r *entityRec) grow(e storyline.Entity) {
	aliases := r.aliases
	name := r.name
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
		if !r.place.Valid || json.Unmarshal([]byte(r.place.String), &cur) != nil || e.Place.Precision < cur.Precision {
			b, _ := json.Marshal(e.Place)
			r.place = sql.NullString{String: string(b), Valid: true}
		}
	}
	r.name, r.aliases = name, aliases
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// unlinkEntities removes an article's entity links, and the entities no
// other article mentions.
func unlinkEntities(ctx context.Context, tx interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}, articleID int64) error {
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

// entitySelect reads the counts kept in the entity rows (migration 0008):
// added by the writer as articles are linked (wtx.countLinks), taken by
// triggers as they are unlinked.
const entitySelect = `SELECT e.id, e.type, e.name, e.aliases, e.place, e.articles, e.mentions
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
	// The order of the entities_mentions and entities_type_mentions indexes.
	query += " ORDER BY e.mentions DESC, e.id LIMIT ? OFFSET ?"
	args = append(args, limit, max(q.Offset, 0))
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
