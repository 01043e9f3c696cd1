package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestExportBaseURL: export links are absolute under --base-url, else
// under $STORYLINE_BASE_URL, and paths when neither is set; a base URL
// that is no http(s) address is refused.
func TestExportBaseURL(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	if _, errOut, code := run(t, db, "ingest", "--source", "Fox News", seedDir(t)); code != 0 {
		t.Fatalf("ingest: %d %s", code, errOut)
	}
	t.Setenv("STORYLINE_BASE_URL", "")
	for _, c := range []struct {
		env, flag, want string
	}{
		{"", "", `"link":"/articles/`},
		{"", "https://news.example/desk/", `"link":"https://news.example/desk/articles/`},
		{"http://env.example", "", `"link":"http://env.example/articles/`},
		{"http://env.example", "https://flag.example", `"link":"https://flag.example/articles/`},
	} {
		t.Setenv("STORYLINE_BASE_URL", c.env)
		args := []string{"export", "figures"}
		if c.flag != "" {
			args = append(args, "--base-url", c.flag)
		}
		out, errOut, code := run(t, db, args...)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("env %q, flag %q: exit %d, want %s in\n%.300s%s", c.env, c.flag, code, c.want, out, errOut)
		}
	}
	t.Setenv("STORYLINE_BASE_URL", "")
	if _, errOut, code := run(t, db, "export", "quotes", "--base-url", "news.example"); code != 2 || !strings.Contains(errOut, "--base-url") {
		t.Errorf("--base-url news.example: exit %d, %s", code, errOut)
	}
}
