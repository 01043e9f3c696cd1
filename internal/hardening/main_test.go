package hardening

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// bin is the storyline binary the tests run, built once by TestMain.
var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "storyline-hardening-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	code := func() int {
		defer os.RemoveAll(dir)
		bin = filepath.Join(dir, "storyline")
		cmd := exec.Command("go", "build", "-o", bin, "github.com/storyline-news/storyline/cmd/storyline")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "building storyline: %v\n%s", err, out)
			return 2
		}
		return m.Run()
	}()
	os.Exit(code)
}

// result is one finished run of the binary.
type result struct {
	stdout, stderr string
	code           int           // exit status; -1 when killed by a signal
	maxRSS         int64         // peak resident set size, bytes
	took           time.Duration // wall time
}

// run runs the binary with args and waits for it, killing it when ctx ends.
func run(ctx context.Context, t testing.TB, env []string, args ...string) result {
	t.Helper()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = append(os.Environ(), env...)
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	start := time.Now()
	err := cmd.Run()
	res := result{stdout: so.String(), stderr: se.String(), took: time.Since(start)}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		res.code = ee.ExitCode()
	default:
		t.Fatalf("storyline %q: %v", args, err)
	}
	res.maxRSS = maxRSS(cmd.ProcessState)
	if ctx.Err() != nil {
		t.Fatalf("storyline %q did not finish within the test's time limit (%s); stderr:\n%s", args, res.took.Round(time.Millisecond), tail(res.stderr, 2000))
	}
	return res
}

// maxRSS returns the peak RSS of a finished process in bytes (Linux and
// the BSDs report kilobytes, macOS bytes).
func maxRSS(ps *os.ProcessState) int64 {
	if ps == nil {
		return 0
	}
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	if runtime.GOOS == "darwin" {
		return int64(ru.Maxrss)
	}
	return int64(ru.Maxrss) * 1024
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}

// envInt reads a positive integer from the environment, or returns def.
func envInt(t testing.TB, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 {
		t.Fatalf("%s=%q: want a positive integer", name, s)
	}
	return n
}

func mb(n int64) string { return fmt.Sprintf("%.0f MB", float64(n)/(1<<20)) }
