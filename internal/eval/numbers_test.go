package eval

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

func TestNumberCaseScoring(t *testing.T) {
	mk := func(in string, vals ...string) RecognizerCase {
		c := RecognizerCase{Input: in}
		for _, v := range vals {
			res, _ := json.Marshal(map[string]string{"value": v})
			c.Results = append(c.Results, RecognizerResult{Resolution: res})
		}
		return c
	}
	for _, c := range []RecognizerCase{mk("two thirds", "0.666666666666667"), mk("a dozen", "12"), mk("1,234,567", "1234567"),
		mk("Twenty-six people die", "26"), mk("one hundred and sixty-one", "161"), mk("2 million", "2000000")} {
		if !numberCovered(c) || !numberCaseRight(c) {
			t.Errorf("%q: covered %v right %v", c.Input, numberCovered(c), numberCaseRight(c))
		}
	}
	for _, in := range []string{"1e10", "-1", "minus one", "10k", "1 234 567", "12,34,567.89"} {
		if numberCovered(mk(in, "1")) {
			t.Errorf("%q should be skipped", in)
		}
	}
}

// TestNumberDevEval runs the Recognizers-Text evaluation and fails under the
// floor on the number cases we cover.
func TestNumberDevEval(t *testing.T) {
	shared, ok := SharedDir()
	dir := filepath.Join(shared, "gold", "quantities", "recognizers_text")
	if !ok || !isDir(dir) {
		t.Skip("no ../shared/gold/quantities/recognizers_text")
	}
	var errs bytes.Buffer
	m, err := EvalNumbers(dir, NumbersEvalOptions{Errors: &errs})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("recognizers: %+v", m)
	if p := os.Getenv("NUMBER_ERRORS"); p != "" {
		os.WriteFile(p, errs.Bytes(), 0o644)
	}
	if m.NumberAccuracy < 0.90 {
		t.Errorf("number accuracy %.3f < 0.90", m.NumberAccuracy)
	}
}
