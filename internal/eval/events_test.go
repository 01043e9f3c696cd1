package eval

import (
	"path/filepath"
	"testing"
)

func acledPath(t *testing.T, name string) string {
	t.Helper()
	dir, ok := SharedDir()
	if !ok {
		t.Skip("no ../shared")
	}
	return filepath.Join(dir, "gold", "events", "acled", name)
}

func TestEventACLEDVenezuela(t *testing.T) {
	run, err := EvalEvents(acledPath(t, "venezuela_2020.csv"))
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	t.Logf("%+v", struct {
		A, B, C, D, E, F, G, H, I float64
	}{m.EventTypeMicroF1, m.EventTypeMacroF1, m.SubEventTypeMicroF1, m.SubEventTypeMacroF1, m.FatalitiesAccuracy, m.FatalitiesAccuracyNonzero, m.Admin1Match, m.LocationMatch, m.DateMatch})
	for _, r := range ConfusionRows(m.SubEventTypeConfusion) {
		t.Log(r)
	}
}

func TestEventCASE2021(t *testing.T) {
	dir, ok := SharedDir()
	if !ok {
		t.Skip("no ../shared")
	}
	m, _, _, err := EvalCASE(filepath.Join(dir, "gold", "events", "case2021", "task2_dev.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("CASE 2021 weighted F1 %.3f micro %.3f macro %.3f rows %d", m.WeightedF1, m.MicroF1, m.MacroF1, m.Rows)
	for _, r := range ConfusionRows(m.Confusion) {
		t.Log(r)
	}
	if m.WeightedF1 < 0.55 {
		t.Errorf("CASE 2021 weighted F1 %.3f < 0.55", m.WeightedF1)
	}
}
