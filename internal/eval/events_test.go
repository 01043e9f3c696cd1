package eval

import (
	"bytes"
	"path/filepath"
	"reflect"
	"strings"
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

func logEventMetrics(t *testing.T, name string, m EventMetrics) {
	t.Logf("%s: event_type micro %.3f macro %.3f; sub_event_type micro %.3f macro %.3f; fatalities %.3f (>0: %.3f); admin1 %.3f location %.3f date %.3f; rows %d",
		name, m.EventTypeMicroF1, m.EventTypeMacroF1, m.SubEventTypeMicroF1, m.SubEventTypeMacroF1,
		m.FatalitiesAccuracy, m.FatalitiesAccuracyNonzero, m.Admin1Match, m.LocationMatch, m.DateMatch, m.Rows)
}

// TestEventACLEDVenezuela runs the dev evaluation and holds the issue's
// floors; it also checks that written predictions score the same.
func TestEventACLEDVenezuela(t *testing.T) {
	run, err := EvalEvents(acledPath(t, "venezuela_2020.csv"))
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	logEventMetrics(t, "Venezuela 2020", m)
	for _, f := range []struct {
		name       string
		got, floor float64
	}{
		{"event_type micro-F1", m.EventTypeMicroF1, 0.88},
		{"sub_event_type micro-F1", m.SubEventTypeMicroF1, 0.80},
		{"sub_event_type macro-F1", m.SubEventTypeMacroF1, 0.50},
		{"fatalities accuracy (> 0)", m.FatalitiesAccuracyNonzero, 0.85},
		{"admin1 match", m.Admin1Match, 0.75},
	} {
		if f.got < f.floor {
			t.Errorf("%s %.3f < floor %.2f", f.name, f.got, f.floor)
		}
	}

	var buf bytes.Buffer
	if err := WriteEventPredictions(&buf, run.File, run.Predictions); err != nil {
		t.Fatal(err)
	}
	f, preds, err := ReadEventPredictions(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if f.HXL == nil {
		t.Error("HXL row lost in the predictions file")
	}
	m2, err := ScoreEvents(f.Rows, preds)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(m, m2) {
		t.Errorf("re-scored predictions differ:\n%+v\n%+v", m, m2)
	}
}

func TestEventACLEDChileEcuador(t *testing.T) {
	for _, name := range []string{"chile_2019-2020.csv", "ecuador_2019-2020.csv"} {
		run, err := EvalEvents(acledPath(t, name))
		if err != nil {
			t.Fatal(err)
		}
		logEventMetrics(t, name, run.Metrics)
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
	if m.WeightedF1 < 0.675 {
		t.Errorf("CASE 2021 weighted F1 %.3f < 0.675", m.WeightedF1)
	}
}

// Both ACLED layouts, the HXL row and quoted multi-line notes, on rows of
// our own.
func TestEventReadACLEDLayouts(t *testing.T) {
	old := "data_id,iso,event_id_cnty,event_id_no_cnty,event_date,year,time_precision,event_type,sub_event_type,actor1,admin1,location,notes,fatalities,iso3\n" +
		",,#event+code,,#date+occurred,,,#event+type,,,#adm1+name,#loc+name,#description,#affected+killed,\n" +
		"1,862,XYZ1,1,2021-03-02,2021,1,Protests,Peaceful protest,Protesters (Venezuela),Lara,Barquisimeto,\"On 2 March 2021, teachers protested in Barquisimeto, Lara,\nto demand \"\"better\"\" wages.\",0,VEN\n"
	cur := "event_id_cnty,event_date,year,time_precision,disorder_type,event_type,sub_event_type,actor1,country,admin1,location,notes,fatalities\n" +
		"XYZ2,02 March 2021,2021,1,Political violence,Violence against civilians,Attack,Unidentified Armed Group (Venezuela),Venezuela,Zulia,Maracaibo,\"On 2 March 2021, gunmen shot dead a man in Maracaibo, Zulia. 1 fatality.\",1\n"
	for i, src := range []string{old, cur} {
		f, err := ReadACLED(strings.NewReader(src))
		if err != nil {
			t.Fatalf("layout %d: %v", i, err)
		}
		if len(f.Rows) != 1 || (i == 0) != (f.HXL != nil) {
			t.Fatalf("layout %d: %d rows, HXL %v", i, len(f.Rows), f.HXL != nil)
		}
		r := f.Rows[0]
		if r.EventDate.String() != "2021-03-02" || !strings.Contains(r.Notes, "wages") && i == 0 {
			t.Errorf("layout %d: %+v", i, r)
		}
		p := PredictRow(&f.Rows[0])
		if p.SubEventType != r.SubEventType || p.Fatalities != r.Fatalities || !Admin1Match(r.Admin1, p.Admin1, p.Country) || p.Date != r.EventDate {
			t.Errorf("layout %d: predicted %+v for %+v", i, p, r)
		}
	}
}

func TestEventAdmin1Match(t *testing.T) {
	for _, c := range []struct {
		gold, pred, cc string
		want           bool
	}{
		{"Vargas", "La Guaira", "VE", true},
		{"La Guaira", "Vargas", "VE", true},
		{"Distrito Capital", "Distrito Federal", "VE", true},
		{"Coquimbo", "Coquimbo Region", "CL", true},
		{"Chimborazo", "Chimborazo Province", "EC", true},
		{"Tachira", "Táchira", "VE", true},
		{"Zulia", "Lara", "VE", false},
	} {
		if got := Admin1Match(c.gold, c.pred, c.cc); got != c.want {
			t.Errorf("Admin1Match(%q, %q) = %v", c.gold, c.pred, got)
		}
	}
}
