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
