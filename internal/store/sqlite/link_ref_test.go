package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
	"github.com/storyline-news/storyline/internal/text"
)

// TestLinkEntitiesMatchesReference links the same random entity lists with
// linkEntities and with the statement-per-entity version it replaced
// (refLinkEntities, below), and wants the same tables: the batched lookups
// must see, for each entity, what the earlier ones of its article wrote.
func TestLinkEntitiesMatchesReference(t *testing.T) {
	got, want := openPair(t)
	entities := randomEntities(3)
	for art := 1; art <= 500; art++ {
		linkBoth(t, got, want, art, entities())
	}
	compareEntities(t, got, want)
}

// openPair opens two fresh databases: one linked by linkEntities, one by
// refLinkEntities.
func openPair(t *testing.T) (got, want *DB) {
	t.Helper()
	dir := t.TempDir()
	var err error
	if got, err = Open(filepath.Join(dir, "got.db")); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { got.Close() })
	if want, err = Open(filepath.Join(dir, "want.db")); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { want.Close() })
	return got, want
}

// randomEntities returns a generator of an article's entities: people,
// organizations and places of a few names, so that articles share them
// under full names, aliases and surnames.
func randomEntities(seed uint64) func() []storyline.Entity {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	first := []string{"Nicolas", "Juan", "Maria", "Jose", "Ana", "", "Luis", "Carmen", "Pedro", "Sofia", "Diego", "Elena"}
	last := []string{"Maduro", "Guaido", "Gomez", "Lopez", "Ureña", "Urena", "Cucuta", "Perez", "Diaz", "Rojas", "Silva", "Torres", "Vargas", "Castro", "Mendoza"}
	name := func() string {
		f, l := first[rng.IntN(len(first))], last[rng.IntN(len(last))]
		return strings.TrimSpace(f + " " + l)
	}
	types := []storyline.EntityType{storyline.PER, storyline.PER, storyline.ORG, storyline.LOC}
	return func() []storyline.Entity {
		var es []storyline.Entity
		for range rng.IntN(12) {
			e := storyline.Entity{Type: types[rng.IntN(len(types))], Canonical: name(), Mentions: 1 + rng.IntN(4)}
			for range rng.IntN(3) {
				e.Aliases = append(e.Aliases, name())
			}
			if rng.IntN(3) == 0 {
				e.Aliases = append(e.Aliases, last[rng.IntN(len(last))])
			}
			if e.Type == storyline.LOC && rng.IntN(2) == 0 {
				e.Place = &storyline.Place{Name: e.Canonical, Country: "VE", Precision: 1 + rng.IntN(3)}
			}
			es = append(es, e)
		}
		return es
	}
}

// linkBoth stores article art with entities es in got (by linkEntities)
// and in want (by refLinkEntities), a transaction each.
func linkBoth(t *testing.T, got, want *DB, art int, es []storyline.Entity) {
	t.Helper()
	linkOne(t, got, art, es, false)
	linkOne(t, want, art, es, true)
}

func insertBareArticle(ctx context.Context, tx *wtx, id int) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO articles (id, input, format, outlet, title, text, ingested_at) VALUES (?, 'x', 'text', 'o', 't', 'x', 'now')`, id)
	return err
}

// compareEntities wants the same entity tables in got and want.
func compareEntities(t *testing.T, got, want *DB) {
	t.Helper()
	for _, q := range []string{
		`SELECT id, type, name, aliases, coalesce(place, '-'), articles, mentions FROM entities ORDER BY id`,
		`SELECT type, key, entity_id, weak FROM entity_names ORDER BY type, key, entity_id`,
		`SELECT article_id, entity_id, mentions FROM article_entities ORDER BY article_id, entity_id`,
	} {
		g, w := dumpRows(t, got, q), dumpRows(t, want, q)
		if len(g) != len(w) {
			t.Errorf("%s: %d rows, want %d", q, len(g), len(w))
		}
		for i := range min(len(g), len(w)) {
			if g[i] != w[i] {
				t.Errorf("%s: row %d: %s, want %s", q, i, g[i], w[i])
				break
			}
		}
	}
	if n := len(dumpRows(t, got, `SELECT id FROM entities`)); n < 50 {
		t.Errorf("only %d entities: the test links too little", n)
	}
}

func dumpRows(t *testing.T, db *DB, q string) []string {
	t.Helper()
	rows, err := db.read.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%v", vals))
	}
	return out
}

// refLinkEntities and the functions below are linkEntities as it was: one
// to three statements per entity.
func refLinkEntities(ctx context.Context, tx *sql.Tx, articleID int64, es []storyline.Entity) error {
	counts := map[int64]int{}
	for _, e := range es {
		key := text.Fold(e.Canonical)
		if key == "" {
			continue
		}
		id, err := refFindEntity(ctx, tx, e, key)
		if err != nil {
			return err
		}
		if id == 0 {
			if id, err = refInsertEntity(ctx, tx, e); err != nil {
				return err
			}
		} else if err := refGrowEntity(ctx, tx, id, e); err != nil {
			return err
		}
		counts[id] += e.Mentions
	}
	for id, n := range counts {
		if _, err := tx.ExecContext(ctx, `INSERT INTO article_entities (article_id, entity_id, mentions) VALUES (?, ?, ?)`,
			articleID, id, n); err != nil {
			return fmt.Errorf("link entity: %w", err)
		}
		// What the article_entities_count trigger did before migration 0012.
		if _, err := tx.ExecContext(ctx, `UPDATE entities SET articles = articles + 1, mentions = mentions + ? WHERE id = ?`,
			n, id); err != nil {
			return fmt.Errorf("count entity link: %w", err)
		}
	}
	return nil
}

func refFindEntity(ctx context.Context, tx *sql.Tx, e storyline.Entity, key string) (int64, error) {
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

func refInsertEntity(ctx context.Context, tx *sql.Tx, e storyline.Entity) (int64, error) {
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
	return id, refAddKeys(ctx, tx, id, e)
}

func refAddKeys(ctx context.Context, tx *sql.Tx, id int64, e storyline.Entity) error {
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
func refGrowEntity(ctx context.Context, tx *sql.Tx, id int64, e storyline.Entity) error {
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
	if codec.FullerName(name, e.Canonical) {
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
	return refAddKeys(ctx, tx, id, e)
}
