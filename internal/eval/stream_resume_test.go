package eval

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store"
)

// resumeChildEnv makes the test binary an ingest that prints a line per
// input, for the parent to kill midway.
const resumeChildEnv = "STORYLINE_RESUME_CHILD"

// TestStreamResumeAfterKill kills an ingest of a slice of the gva_dev
// stream with SIGKILL at several points, resumes it, and checks that it
// ends with exactly the stories of a clean run.
func TestStreamResumeAfterKill(t *testing.T) {
	if spec := os.Getenv(resumeChildEnv); spec != "" {
		db, input, _ := strings.Cut(spec, "|")
		if err := resumeChild(db, input); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		os.Exit(0)
	}
	shared, ok := SharedDir()
	if !ok || testing.Short() {
		t.Skip("no shared data directory, or -short")
	}
	arts, err := readStreamArticles(filepath.Join(shared, "gold", "stories", "gva_dev", "articles.jsonl"))
	if err != nil {
		t.Skip("no gva_dev stream")
	}
	const slice = 400
	dir := t.TempDir()
	input := filepath.Join(dir, "slice.jsonl")
	var b strings.Builder
	for _, a := range arts[:slice] {
		b.Write(a.line)
		b.WriteByte('\n')
	}
	if err := os.WriteFile(input, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	clean := storiesOfRun(t, ctx, filepath.Join(dir, "clean.db"), input, slice)
	for _, killAt := range []int{90, 210, 330} {
		db := filepath.Join(dir, fmt.Sprintf("killed-%d.db", killAt))
		cmd := exec.Command(os.Args[0], "-test.run=^TestStreamResumeAfterKill$")
		cmd.Env = append(os.Environ(), resumeChildEnv+"="+db+"|"+input)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		for n := 0; n < killAt && sc.Scan(); n++ {
		}
		cmd.Process.Kill()
		cmd.Wait()
		if got := storiesOfRun(t, ctx, db, input, slice); got != clean {
			t.Errorf("killed after %d inputs and resumed: the stories differ from a clean run's", killAt)
		}
	}
}

// resumeChild ingests input into db as storyline ingest does, printing a
// line per input.
func resumeChild(db, input string) error {
	ctx := context.Background()
	st, err := store.Open(ctx, db)
	if err != nil {
		return err
	}
	in := &pipeline.Ingester{Store: fix.Wrap(st), OnEvent: func(pipeline.Event) { fmt.Println("ev") }}
	if in.Stories, err = assign.Open(ctx, in.Store); err != nil {
		return err
	}
	_, err = in.Run(ctx, []string{input})
	if cerr := in.Stories.Close(ctx); err == nil {
		err = cerr
	}
	return err
}

// storiesOfRun ingests input into db (resuming what db holds) and returns
// the stories as a canonical string: the groups of input lines that share
// a story, sorted.
func storiesOfRun(t *testing.T, ctx context.Context, db, input string, lines int) string {
	t.Helper()
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	res, err := ingestStream(ctx, fix.Wrap(st), input, lines)
	if err != nil {
		t.Fatal(err)
	}
	groups := map[int64][]int{}
	for i, r := range res {
		if r.article != 0 {
			groups[r.story] = append(groups[r.story], i)
		}
	}
	var out []string
	for _, g := range groups {
		out = append(out, fmt.Sprint(g))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}
