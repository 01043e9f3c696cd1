package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Names are printed quoted, causes with their control bytes escaped: a
// file name can neither forge an "error:" line nor send escape codes to
// the terminal (issue 26, item 5).
func TestHostileNamesQuoted(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"a\nerror: forged.txt":    "", // empty: fails
		"b\x1b[2J\x1b[31mred.txt": "",
		"c\rover.txt":             "Bridge reopens\n\nThe old bridge reopened on Friday after two years of repairs, the city said.\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := run(t, filepath.Join(t.TempDir(), "n.db"), "ingest", dir)
	if code != 1 {
		t.Fatalf("exit %d, want 1 (two inputs failed)\n%s\n%s", code, out, errOut)
	}
	all := out + errOut
	if strings.ContainsAny(all, "\x1b\r") {
		t.Errorf("output passes raw control bytes:\n%q", all)
	}
	var errLines []string
	for _, l := range strings.Split(strings.TrimSpace(errOut), "\n") {
		if strings.HasPrefix(l, "error:") {
			errLines = append(errLines, l)
		}
	}
	if len(errLines) != 2 {
		t.Errorf("%d error lines, want 2 (no forged one):\n%s", len(errLines), errOut)
	}
	for _, want := range []string{`error: "` + dir + `/a\nerror: forged.txt": empty file`, `"` + dir + `/b\x1b[2J\x1b[31mred.txt"`, `"` + dir + `/c\rover.txt": new #1`} {
		if !strings.Contains(all, want) {
			t.Errorf("output lacks %s:\n%s", want, all)
		}
	}
}

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"plain café": "plain café",
		"a\x1b[31mb": `a\x1b[31mb`,
		"bad \xff":   `bad \xff`,
		"nul\x00":    `nul\x00`,
		"bell\a":     `bell\a`,
	} {
		if got := printable(in); got != want {
			t.Errorf("printable(%q) = %q, want %q", in, got, want)
		}
	}
}
