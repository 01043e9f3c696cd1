package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Flags and exit codes (issue 26, item 7): bad --max-size and
// --doc-timeout values are usage errors; an empty input set is one too;
// watch --once exits 1 when an input failed.
func TestIngestFlagAndExitCodes(t *testing.T) {
	db := filepath.Join(t.TempDir(), "e.db")
	good := filepath.Join(t.TempDir(), "good.txt")
	if err := os.WriteFile(good, []byte("Bridge reopens\n\nThe old bridge reopened on Friday after two years of repairs, the city said.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--max-size", "0"}, {"--max-size", "-5"}, {"--max-size", "NaN"}, {"--max-size", "+Inf"}, {"--max-size", "1e300"},
		{"--doc-timeout", "-1s"}, {"--doc-timeout", "0s"},
	} {
		_, errOut, code := run(t, db, append(append([]string{"ingest"}, args...), good)...)
		if code != 2 || !strings.Contains(errOut, args[0]) {
			t.Errorf("ingest %s: exit %d, %q; want 2 naming the flag", strings.Join(args, " "), code, errOut)
		}
	}
	if _, errOut, code := run(t, db, "ingest", "--max-size", "0.5", good); code != 0 {
		t.Errorf("ingest --max-size 0.5: exit %d, %s", code, errOut)
	}

	empty := t.TempDir()
	os.WriteFile(filepath.Join(empty, ".hidden.txt"), []byte("not read"), 0o644)
	if _, errOut, code := run(t, db, "ingest", empty); code != 2 || !strings.Contains(errOut, "no documents found") {
		t.Errorf("ingest of an empty folder: exit %d, %q; want 2", code, errOut)
	}
	if _, errOut, code := run(t, db, "watch", "--once", empty); code != 2 || !strings.Contains(errOut, "no documents found") {
		t.Errorf("watch --once of an empty folder: exit %d, %q; want 2", code, errOut)
	}
	missing := filepath.Join(empty, "no-such-folder")
	if _, errOut, code := run(t, db, "watch", "--once", good, missing); code != 1 {
		t.Errorf("watch --once with a path that does not exist: exit %d, %q; want 1", code, errOut)
	}
	bad := filepath.Join(t.TempDir(), "empty.txt")
	os.WriteFile(bad, nil, 0o644)
	if _, errOut, code := run(t, db, "watch", "--once", bad); code != 1 {
		t.Errorf("watch --once with a failing input: exit %d, %q; want 1", code, errOut)
	}
	if _, errOut, code := run(t, db, "watch", "--once", good); code != 0 {
		t.Errorf("watch --once, all good: exit %d, %q", code, errOut)
	}
}
