package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeEval is an eval over two gold flags that reports what it was given.
func fakeEval(fallback func() (string, bool)) evalSpec {
	return evalSpec{
		name: "fake",
		gold: []goldFlag{
			{name: "one", arg: "DIR", usage: "first gold set", fallback: fallback},
			{name: "two", arg: "TSV", usage: "second gold set"},
		},
		predictions: "write the predictions here",
		errors:      "write the errors here",
		run: func(in *evalInput) (evalResult, error) {
			if in.gold == "bad" {
				return evalResult{}, fmt.Errorf("bad gold")
			}
			if in.errors != nil {
				fmt.Fprintln(in.errors, "an error")
			}
			got := map[string]string{"gold": in.gold, "flag": in.goldFlag, "predictions": in.predictions}
			return evalResult{json: got, table: func(w io.Writer) error {
				return table(w, [][]string{{"gold", "flag"}, {in.gold, in.goldFlag}})
			}}, nil
		},
	}
}

func runEval(t *testing.T, e evalSpec, args ...string) (string, error) {
	t.Helper()
	cmd := e.command()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(io.Discard)
	cmd.SetArgs(args)
	err := cmd.Execute()
	return out.String(), err
}

func TestEvalRunner(t *testing.T) {
	e := fakeEval(nil)
	if use := e.command().Use; use != "fake --one DIR | --two TSV" {
		t.Errorf("Use %q", use)
	}
	for _, c := range []struct {
		args []string
		err  string
	}{
		{nil, "--one DIR or --two TSV is required"},
		{[]string{"--one", "a", "--two", "b"}, "give --one or --two, not both"},
		{[]string{"--one", "bad"}, "bad gold"},
		{[]string{"--one", "a", "--errors", filepath.Join(t.TempDir(), "no", "such")}, "no such file or directory"},
	} {
		if _, err := runEval(t, e, c.args...); err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%q: %v, want %q", c.args, err, c.err)
		}
	}

	out, err := runEval(t, e, "--two", "gold.tsv")
	if want := "gold      flag\ngold.tsv  two\n"; err != nil || out != want {
		t.Errorf("table: %q, %v; want %q", out, err, want)
	}
	errorsPath := filepath.Join(t.TempDir(), "errors.txt")
	out, err = runEval(t, e, "--one", "d", "--json", "--predictions", "p", "--errors", errorsPath)
	if want := "{\n  \"flag\": \"one\",\n  \"gold\": \"d\",\n  \"predictions\": \"p\"\n}\n"; err != nil || out != want {
		t.Errorf("--json: %q, %v; want %q", out, err, want)
	}
	if b, err := os.ReadFile(errorsPath); err != nil || string(b) != "an error\n" {
		t.Errorf("--errors file: %q, %v", b, err)
	}

	// A fallback names the gold data when no flag does.
	withDefault := fakeEval(func() (string, bool) { return "shared/gold", true })
	if out, err := runEval(t, withDefault, "--json"); err != nil || !strings.Contains(out, `"gold": "shared/gold"`) {
		t.Errorf("fallback: %q, %v", out, err)
	}
	noDefault := fakeEval(func() (string, bool) { return "", false })
	if _, err := runEval(t, noDefault); err == nil || !strings.Contains(err.Error(), "is required") {
		t.Errorf("no fallback: %v", err)
	}
}

func TestEvalCommands(t *testing.T) {
	// Each eval asks for its gold data by its flag (but one with a
	// default, which would run on it).
	for _, e := range evals {
		if e.gold[0].fallback != nil {
			continue
		}
		if _, err := runEval(t, e); err == nil || !strings.Contains(err.Error(), "--"+e.gold[0].name+" "+e.gold[0].arg+" ") {
			t.Errorf("%s without gold: %v", e.name, err)
		}
	}
}
