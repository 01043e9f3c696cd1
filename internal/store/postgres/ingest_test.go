package postgres

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/postgres/pgtest"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// workerEnv, when set, makes the test binary an ingest worker process
// instead of running the tests: it ingests the inputs listed in
// workerEnv_INPUTS into the database workerEnv_DSN, as "storyline ingest"
// would, and prints its summary as JSON.
const workerEnv = "STORYLINE_PG_INGEST_WORKER"

func TestMain(m *testing.M) {
	if os.Getenv(workerEnv) != "" {
		os.Exit(ingestWorker())
	}
	os.Exit(m.Run())
}

func ingestWorker() int {
	ctx := context.Background()
	db, err := Open(ctx, os.Getenv(workerEnv+"_DSN"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "worker:", err)
		return 2
	}
	defer db.Close()
	in := &pipeline.Ingester{Store: db, Workers: 1}
	sum, err := in.Run(ctx, filepath.SplitList(os.Getenv(workerEnv+"_INPUTS")))
	if err != nil {
		fmt.Fprintln(os.Stderr, "worker:", err)
		return 2
	}
	json.NewEncoder(os.Stdout).Encode(sum)
	return 0
}

// workerCmd returns the command for a worker process ingesting inputs into
// dsn.
func workerCmd(ctx context.Context, dsn string, inputs []string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, os.Args[0])
	cmd.Env = append(os.Environ(), workerEnv+"=1", workerEnv+"_DSN="+dsn,
		workerEnv+"_INPUTS="+strings.Join(inputs, string(os.PathListSeparator)))
	return cmd
}

// stored returns, for every article in the database, its content hash and
// the content hash of the article it is a near-duplicate of ("" when none).
func stored(t *testing.T, db *DB) map[string]string {
	t.Helper()
	rows, err := db.pool.Query(context.Background(), `SELECT a.content_hash, coalesce(o.content_hash, '')
FROM articles a LEFT JOIN articles o ON o.id = a.near_duplicate_of`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var h, of string
		if err := rows.Scan(&h, &of); err != nil {
			t.Fatal(err)
		}
		out[h] = of
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestParallelIngestProcesses runs 4 worker processes that ingest 2,000
// articles from overlapping inputs (every input file goes to two workers,
// which reach it at the same time) into one database, and compares the
// result with a single-process run over the same inputs.
func TestParallelIngestProcesses(t *testing.T) {
	pgtest.Base(t)
	if testing.Short() {
		t.Skip("ingests 6,000 articles")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	const n = 2000
	chunks := writeChunks(t, t.TempDir(), generateArticles(n, 1), n/8)
	plans := [][]int{{0, 1, 2, 3}, {0, 1, 4, 5}, {6, 7, 4, 5}, {6, 7, 2, 3}}

	dsn := pgtest.DSN(t)
	db := openAt(t, dsn) // migrated before the workers start, as "storyline migrate" would
	var (
		cmds []*exec.Cmd
		outs []*bytes.Buffer
	)
	start := time.Now()
	for _, plan := range plans {
		var inputs []string
		for _, c := range plan {
			inputs = append(inputs, chunks[c])
		}
		cmd := workerCmd(ctx, dsn, inputs)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, &out)
	}
	var total pipeline.Summary
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("worker %d: %v\n%s", i, err, outs[i])
		}
		var sum pipeline.Summary
		if err := json.Unmarshal(outs[i].Bytes(), &sum); err != nil {
			t.Fatalf("worker %d: %v\n%s", i, err, outs[i])
		}
		t.Logf("worker %d: %+v", i, sum)
		total.New += sum.New
		total.Duplicate += sum.Duplicate
		total.NearDuplicate += sum.NearDuplicate
		total.Failed += sum.Failed
	}
	t.Logf("4 processes: %d documents in %s", total.Total(), time.Since(start).Round(time.Millisecond))
	if total.Failed != 0 || total.New+total.NearDuplicate != n || total.Duplicate != n {
		t.Errorf("workers together: %+v; want %d stored once and %d duplicates", total, n, n)
	}
	if c, err := db.CountArticles(ctx); err != nil || c != n {
		t.Fatalf("CountArticles = %d, %v; want %d", c, err, n)
	}
	checkIntegrity(t, db)

	// The same inputs in one process.
	single := openTemp(t)
	start = time.Now()
	sum, err := (&pipeline.Ingester{Store: single, Workers: 2}).Run(ctx, chunks)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("1 process: %+v in %s", sum, time.Since(start).Round(time.Millisecond))
	got, want := stored(t, db), stored(t, single)
	if len(got) != len(want) {
		t.Fatalf("%d articles, the single run %d", len(got), len(want))
	}
	links, diff := 0, 0
	for h, of := range want {
		g, ok := got[h]
		switch {
		case !ok:
			t.Errorf("article %s of the single run is missing", h)
		case g != of:
			diff++
			t.Errorf("article %s: near-duplicate of %q, in the single run of %q", h, g, of)
		}
		if of != "" {
			links++
		}
	}
	// Every copy is in the same input file as its original, right after it,
	// and each worker stores in input order: a worker that meets the copy
	// has stored (or found stored) the original first, so no link is lost
	// to the race.
	if links < n/copyEvery/2 {
		t.Errorf("only %d near-duplicate links in the single run, want most of %d", links, n/copyEvery)
	}
	t.Logf("%d near-duplicate links, %d different from the single run", links, diff)

	// Stories: one assigner, after the workers, over each database (story
	// assignment is not run by parallel workers; see assign.Assigner).
	for _, st := range []*DB{db, single} {
		sa, err := assign.Open(ctx, st)
		if err != nil {
			t.Fatal(err)
		}
		if err := sa.Close(ctx); err != nil {
			t.Fatal(err)
		}
	}
	pg, ps := storyMates(t, db), storyMates(t, single)
	if len(pg) != n || len(ps) != n {
		t.Fatalf("articles in stories: %d and %d, want %d", len(pg), len(ps), n)
	}
	f1, moved := bcubed(pg, ps)
	var nstories int
	if err := db.pool.QueryRow(ctx, `SELECT count(*) FROM stories`).Scan(&nstories); err != nil {
		t.Fatal(err)
	}
	t.Logf("stories: %d; B-cubed F1 %.4f against the single run; %d of %d articles with other story-mates", nstories, f1, moved, n)
	// The clusterer is online and sees articles in ID order, which parallel
	// workers interleave: an article on the edge of two stories could land
	// differently. The generated events are distinct enough that none does;
	// allow a little.
	if f1 < 0.98 {
		t.Errorf("stories differ from the single run: B-cubed F1 %.4f", f1)
	}
}

// storyMates returns, for every article in a story, the content hashes of
// its story's articles.
func storyMates(t *testing.T, db *DB) map[string]map[string]bool {
	t.Helper()
	rows, err := db.pool.Query(context.Background(), `SELECT a.content_hash, sa.story_id FROM articles a JOIN story_articles sa ON sa.article_id = a.id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	byStory := map[int64]map[string]bool{}
	of := map[string]int64{}
	for rows.Next() {
		var (
			h   string
			sid int64
		)
		if err := rows.Scan(&h, &sid); err != nil {
			t.Fatal(err)
		}
		if byStory[sid] == nil {
			byStory[sid] = map[string]bool{}
		}
		byStory[sid][h] = true
		of[h] = sid
	}
	out := map[string]map[string]bool{}
	for h, sid := range of {
		out[h] = byStory[sid]
	}
	return out
}

// bcubed scores clustering got against want (B-cubed F1) and counts the
// articles whose story-mates differ.
func bcubed(got, want map[string]map[string]bool) (f1 float64, moved int) {
	var p, r float64
	for h, g := range got {
		w := want[h]
		both := 0
		for x := range g {
			if w[x] {
				both++
			}
		}
		p += float64(both) / float64(len(g))
		r += float64(both) / float64(len(w))
		if both != len(g) || both != len(w) {
			moved++
		}
	}
	p, r = p/float64(len(got)), r/float64(len(got))
	return 2 * p * r / (p + r), moved
}

// TestWorkerKilled kills a worker process mid-run: what it stored is whole,
// and running it again stores the rest.
func TestWorkerKilled(t *testing.T) {
	pgtest.Base(t)
	if testing.Short() {
		t.Skip("ingests 1,000 articles")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	const n = 600
	chunks := writeChunks(t, t.TempDir(), generateArticles(n, 2), n/4)
	dsn := pgtest.DSN(t)
	db := openAt(t, dsn)

	cmd := workerCmd(ctx, dsn, chunks)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for {
		c, err := db.CountArticles(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if c >= 50 {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	cmd.Process.Kill()
	cmd.Wait()
	killedAt, err := db.CountArticles(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("killed with %d of %d articles stored", killedAt, n)
	if killedAt >= n {
		t.Skipf("the worker finished before it was killed")
	}
	checkIntegrity(t, db)

	cmd = workerCmd(ctx, dsn, chunks)
	res, err := cmd.Output()
	if err != nil {
		t.Fatalf("second run: %v", err)
	}
	var sum pipeline.Summary
	if err := json.Unmarshal(res, &sum); err != nil {
		t.Fatal(err)
	}
	if sum.Duplicate != killedAt || sum.New+sum.NearDuplicate != n-killedAt {
		t.Errorf("second run: %+v; want %d duplicates, %d stored", sum, killedAt, n-killedAt)
	}
	if c, err := db.CountArticles(ctx); err != nil || c != n {
		t.Errorf("CountArticles = %d, %v; want %d", c, err, n)
	}
	checkIntegrity(t, db)
}

// TestSameAsSQLite ingests the same inputs into both engines, one process
// each, and compares every article, the listing and the entities across
// articles, IDs included.
func TestSameAsSQLite(t *testing.T) {
	pgtest.Base(t)
	ctx := context.Background()
	chunks := writeChunks(t, t.TempDir(), generateArticles(300, 3), 100)
	samples := t.TempDir()
	for _, s := range demo.Samples() {
		if err := os.WriteFile(filepath.Join(samples, s.Name), s.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	chunks = append([]string{samples}, chunks...)
	now := time.Date(2026, 11, 29, 12, 0, 0, 123456789, time.UTC)
	lite, err := sqlite.Open(filepath.Join(t.TempDir(), "same.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer lite.Close()
	pg := openTemp(t)
	for _, st := range []storyline.Store{lite, pg} {
		// One writer: IDs in input order, as SQLite's one writer gives.
		in := &pipeline.Ingester{Store: st, Workers: 2, Writers: 1, Builder: pipeline.Builder{Now: func() time.Time { return now }}}
		if sum, err := in.Run(ctx, chunks); err != nil || sum.Failed > 0 {
			t.Fatalf("ingest: %+v, %v", sum, err)
		}
	}
	same := func(what string, a, b any) {
		t.Helper()
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if !bytes.Equal(ja, jb) {
			t.Errorf("%s differs:\nSQLite     %.400s\nPostgreSQL %.400s", what, ja, jb)
		}
	}
	q := storyline.ArticleQuery{Limit: 1000}
	la, err1 := lite.Articles(ctx, q)
	pa, err2 := pg.Articles(ctx, q)
	if err1 != nil || err2 != nil || len(la) < 302 {
		t.Fatalf("Articles: %d, %v, %v", len(la), err1, err2)
	}
	same("listing", la, pa)
	for _, s := range la {
		a, err1 := lite.Article(ctx, s.ID)
		b, err2 := pg.Article(ctx, s.ID)
		if err1 != nil || err2 != nil {
			t.Fatalf("Article(%d): %v, %v", s.ID, err1, err2)
		}
		same(fmt.Sprint("article ", s.ID), a, b)
	}
	le, err1 := lite.Entities(ctx, storyline.EntityQuery{Limit: 1000})
	pe, err2 := pg.Entities(ctx, storyline.EntityQuery{Limit: 1000})
	if err1 != nil || err2 != nil || len(le) < 10 {
		t.Fatalf("Entities: %d, %v, %v", len(le), err1, err2)
	}
	same("entities", le, pe)
	// Stories, assigned afterwards by one assigner on each.
	for _, st := range []storyline.Store{lite, pg} {
		sa, err := assign.Open(ctx, st)
		if err != nil {
			t.Fatal(err)
		}
		if err := sa.Close(ctx); err != nil {
			t.Fatal(err)
		}
	}
	ls, err1 := lite.Stories(ctx, storyline.StoryQuery{Limit: 1000})
	ps, err2 := pg.Stories(ctx, storyline.StoryQuery{Limit: 1000})
	if err1 != nil || err2 != nil || len(ls) < 10 {
		t.Fatalf("Stories: %d, %v, %v", len(ls), err1, err2)
	}
	same("stories", ls, ps)
	t.Logf("%d articles, %d entities, %d stories alike", len(la), len(le), len(ls))
	for _, name := range []string{"maria lopez", "cucuta", "red cross"} {
		l, _ := lite.Entities(ctx, storyline.EntityQuery{Name: name})
		p, _ := pg.Entities(ctx, storyline.EntityQuery{Name: name})
		same("entities "+name, l, p)
		if len(l) > 0 {
			la, _ := lite.EntityArticles(ctx, l[0].ID, q)
			pa, _ := pg.EntityArticles(ctx, l[0].ID, q)
			same("articles of "+name, la, pa)
		}
	}
}

// Several writers store what one does: each input once, every copy marked
// as a copy of its first copy (the copies come right after their first
// copies, so they are in flight together), every mention linked and the
// same stories. The IDs may differ, and so may which entity a bare
// surname joins ("Gorkalin" joins "Venquavos Gorkalin" only once that
// name is stored), as with several ingest processes.
func TestConcurrentWriters(t *testing.T) {
	pgtest.Base(t)
	ctx := context.Background()
	chunks := writeChunks(t, t.TempDir(), generateArticles(240, 5), 80)
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	type result struct {
		outcomes map[string]string // input → outcome, and the first copy's input
		mentions int               // over every entity: each mention is linked to one
		stories  []string
	}
	run := func(writers int) result {
		pg := openTemp(t)
		sa, err := assign.Open(ctx, pg)
		if err != nil {
			t.Fatal(err)
		}
		var events []pipeline.Event
		in := &pipeline.Ingester{Store: pg, Workers: 2, Writers: writers, Stories: sa,
			Builder: pipeline.Builder{Now: func() time.Time { return now }},
			OnEvent: func(ev pipeline.Event) { events = append(events, ev) }}
		if sum, err := in.Run(ctx, chunks); err != nil || sum.Failed > 0 || sum.New+sum.NearDuplicate != 240 {
			t.Fatalf("%d writers: %+v, %v", writers, sum, err)
		}
		if err := sa.Close(ctx); err != nil {
			t.Fatal(err)
		}
		r := result{outcomes: map[string]string{}}
		inputOf := map[int64]string{}
		for _, ev := range events {
			inputOf[ev.ID] = ev.Name
		}
		storyOf := map[int64][]string{}
		for _, ev := range events {
			r.outcomes[ev.Name] = string(ev.Outcome) + " " + inputOf[ev.Of]
			storyOf[ev.Story] = append(storyOf[ev.Story], ev.Name)
		}
		for _, members := range storyOf {
			slices.Sort(members)
			r.stories = append(r.stories, strings.Join(members, ","))
		}
		slices.Sort(r.stories)
		es, err := pg.Entities(ctx, storyline.EntityQuery{Limit: 1000})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			r.mentions += e.Mentions
		}
		return r
	}
	one, four := run(1), run(4)
	copies := 0
	for in, o := range one.outcomes {
		if strings.HasPrefix(o, "near-duplicate") {
			copies++
		}
		if four.outcomes[in] != o {
			t.Errorf("%s: one writer %q, four %q", in, o, four.outcomes[in])
		}
	}
	if copies == 0 {
		t.Fatal("no copies in the test data")
	}
	if one.mentions != four.mentions || one.mentions == 0 {
		t.Errorf("mentions linked to entities: one writer %d, four %d", one.mentions, four.mentions)
	}
	if !slices.Equal(one.stories, four.stories) {
		t.Errorf("stories differ:\none  %v\nfour %v", one.stories, four.stories)
	}
}
