package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const tinyTML = `<?xml version="1.0" ?>
<TimeML>
<DOCID>tiny</DOCID>
<DCT><TIMEX3 tid="t0" type="DATE" value="2019-02-26" temporalFunction="false" functionInDocument="CREATION_TIME">02/26/2019</TIMEX3></DCT>
<TEXT>
Soldiers <EVENT eid="e1" class="OCCURRENCE">crossed</EVENT> the bridge <TIMEX3 tid="t1" type="DATE" value="2019-02-26">Tuesday</TIMEX3> &amp; more will follow <TIMEX3 tid="t2" type="DATE" value="FUTURE_REF">soon</TIMEX3>.
Prices doubled in <TIMEX3 tid="t3" type="DATE" value="2019-01">January</TIMEX3>, up 9% from <TIMEX3 tid="t4" type="DURATION" value="P2W">two weeks</TIMEX3> before.
</TEXT>
</TimeML>
`

func TestTimexParseTimeML(t *testing.T) {
	d, err := ParseTimeML(tinyTML)
	if err != nil {
		t.Fatal(err)
	}
	if got := d.DCT.Format("2006-01-02"); got != "2019-02-26" {
		t.Errorf("DCT = %s", got)
	}
	if len(d.Timexes) != 4 {
		t.Fatalf("got %d timexes: %+v", len(d.Timexes), d.Timexes)
	}
	for _, x := range d.Timexes {
		if d.Plain[x.Start:x.End] != x.Text {
			t.Errorf("span %d-%d = %q, text %q", x.Start, x.End, d.Plain[x.Start:x.End], x.Text)
		}
	}
	if d.Timexes[0].Text != "Tuesday" || d.Timexes[1].Value != "FUTURE_REF" {
		t.Errorf("timexes: %+v", d.Timexes)
	}
	if want := "the bridge Tuesday & more"; !contains(d.Plain, want) {
		t.Errorf("plain text %q lacks %q", d.Plain, want)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func TestScoreTimexDoc(t *testing.T) {
	gold := []TimexAnn{
		{Start: 0, End: 7, Type: "DATE", Value: "2019-02-26"},
		{Start: 10, End: 20, Type: "DURATION", Value: "P2W"},
		{Start: 30, End: 35, Type: "DATE", Value: "PAST_REF"},
	}
	pred := []TimexAnn{
		{Start: 0, End: 7, Type: "DATE", Value: "2019-02-26"},   // strict, value ok
		{Start: 12, End: 20, Type: "DATE", Value: "P2W"},        // relaxed, type wrong
		{Start: 40, End: 45, Type: "DATE", Value: "FUTURE_REF"}, // false alarm
	}
	c := ScoreTimexDoc(gold, pred)
	if c.Strict != 1 || c.Relaxed != 2 || c.TypeCorrect != 1 || c.ValueCorrect != 2 {
		t.Fatalf("counts %+v", c)
	}
	m := c.Metrics()
	if m.RelaxedPrecision != 2.0/3 || m.RelaxedRecall != 2.0/3 || m.ValueAccuracy != 1 || m.ValueF1 != m.RelaxedF1 {
		t.Errorf("metrics %+v", m)
	}
}

// TestTimexPredictionsRoundTrip writes predictions for a small document and
// checks that scoring them from the written file gives the same counts.
func TestTimexPredictionsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	gold := filepath.Join(dir, "gold", "sub")
	if err := os.MkdirAll(gold, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(gold, "tiny.tml"), []byte(tinyTML), 0o644); err != nil {
		t.Fatal(err)
	}
	roundTrip(t, filepath.Join(dir, "gold"), filepath.Join(dir, "pred"))
}

func roundTrip(t *testing.T, goldDir, predDir string) *TimexRun {
	t.Helper()
	return roundTripWith(t, goldDir, predDir, TimexEvalOptions{})
}

func roundTripWith(t *testing.T, goldDir, predDir string, opts TimexEvalOptions) *TimexRun {
	t.Helper()
	opts.PredictionsDir = predDir
	run, err := EvalTimex(goldDir, opts)
	if err != nil {
		t.Fatal(err)
	}
	again, err := ScoreTimexDirs(goldDir, predDir)
	if err != nil {
		t.Fatal(err)
	}
	if again.Counts != run.Counts {
		t.Fatalf("re-scored predictions %+v differ from direct scores %+v", again.Counts, run.Counts)
	}
	if again.Metrics != run.Metrics {
		t.Fatalf("re-scored metrics %+v differ from %+v", again.Metrics, run.Metrics)
	}
	return run
}

// TestTimexTBAQ is the dev evaluation on TempEval-3's TBAQ-cleaned
// (TimeBank + AQUAINT), run when the shared data is present.
func TestTimexTBAQ(t *testing.T) {
	shared, ok := SharedDir()
	dir := filepath.Join(shared, "gold", "timex", "TBAQ-cleaned")
	if !ok || !isDir(dir) {
		t.Skip("shared data not found (set STORYLINE_SHARED): skipping the TBAQ evaluation")
	}
	start := time.Now()
	run := roundTrip(t, dir, t.TempDir())
	m := run.Metrics
	t.Logf("TBAQ: %d docs, gold %d, predicted %d; strict P/R/F1 %.3f/%.3f/%.3f; relaxed P/R/F1 %.3f/%.3f/%.3f; type acc %.3f; value acc %.3f; value F1 %.3f (%v)",
		m.Documents, m.Gold, m.Predicted, m.StrictPrecision, m.StrictRecall, m.StrictF1,
		m.RelaxedPrecision, m.RelaxedRecall, m.RelaxedF1, m.TypeAccuracy, m.ValueAccuracy, m.ValueF1, time.Since(start))
	const relaxedFloor, valueFloor = 0.86, 0.72
	if m.RelaxedF1 < relaxedFloor {
		t.Errorf("relaxed F1 %.3f is under the floor %.2f", m.RelaxedF1, relaxedFloor)
	}
	if m.ValueF1 < valueFloor {
		t.Errorf("value F1 %.3f is under the floor %.2f", m.ValueF1, valueFloor)
	}
}

// TestTimexMeantimeES is the dev evaluation on MEANTIME's Spanish section
// (token-level BIO), run when the shared data is present.
func TestTimexMeantimeES(t *testing.T) {
	shared, ok := SharedDir()
	dir := filepath.Join(shared, "gold", "timex", "es_meantime")
	if !ok || !isDir(dir) {
		t.Skip("shared data not found (set STORYLINE_SHARED): skipping the Spanish MEANTIME evaluation")
	}
	run, err := EvalTimexBIO(dir, TimexEvalOptions{Lang: "es"})
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	t.Logf("MEANTIME-es: %d docs, gold %d, predicted %d; strict F1 %.3f; relaxed F1 %.3f; value F1 %.3f",
		m.Documents, m.Gold, m.Predicted, m.StrictF1, m.RelaxedF1, m.ValueF1)
	const relaxedFloor, valueFloor = 0.80, 0.65
	if m.RelaxedF1 < relaxedFloor {
		t.Errorf("relaxed F1 %.3f is under the floor %.2f", m.RelaxedF1, relaxedFloor)
	}
	if m.ValueF1 < valueFloor {
		t.Errorf("value F1 %.3f is under the floor %.2f", m.ValueF1, valueFloor)
	}
}

// TestTimexHourGlass is the dev evaluation on HourGlass (Spanish TimeML,
// every text anchored at 2019-12-20), run when the shared data is present.
func TestTimexHourGlass(t *testing.T) {
	shared, ok := SharedDir()
	dir := filepath.Join(shared, "gold", "timex", "es_hourglass")
	if !ok || !isDir(dir) {
		t.Skip("shared data not found (set STORYLINE_SHARED): skipping the HourGlass evaluation")
	}
	run := roundTripWith(t, dir, t.TempDir(), TimexEvalOptions{DCT: time.Date(2019, 12, 20, 0, 0, 0, 0, time.UTC)})
	m := run.Metrics
	t.Logf("HourGlass: %d docs, gold %d, predicted %d; strict F1 %.3f; relaxed F1 %.3f; value F1 %.3f",
		m.Documents, m.Gold, m.Predicted, m.StrictF1, m.RelaxedF1, m.ValueF1)
	const strictFloor, valueFloor = 0.70, 0.60
	if m.StrictF1 < strictFloor {
		t.Errorf("strict F1 %.3f is under the floor %.2f", m.StrictF1, strictFloor)
	}
	if m.ValueF1 < valueFloor {
		t.Errorf("value F1 %.3f is under the floor %.2f", m.ValueF1, valueFloor)
	}
}

// TestTimexBIORead rebuilds a small BIO document and scores a prediction
// that covers part of a gold token as that whole token.
func TestTimexBIORead(t *testing.T) {
	const bio = "*!-DCTVALUE=\"2005-10-04\"-!*\tO\t-\n\nLlegó\tO\t-\nel\tB-DATE\t2005-10-03\nlunes\tI-DATE\t2005-10-03\n.\tO\t-\n"
	docs, err := readBIOTimex(strings.NewReader(bio), "t.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 1 || docs[0].doc.Plain != "Llegó el lunes ." || len(docs[0].doc.Timexes) != 1 || docs[0].doc.Timexes[0].Text != "el lunes" {
		t.Fatalf("read %+v", docs[0].doc)
	}
	pred := docs[0].snap([]TimexAnn{{Start: 10, End: 12, Type: "DATE", Value: "2005-10-03"}})
	if c := ScoreTimexDoc(docs[0].doc.Timexes, pred); c.Relaxed != 1 || c.Strict != 0 || pred[0].Text != "lunes" {
		t.Errorf("counts %+v, prediction %+v", c, pred)
	}
}
