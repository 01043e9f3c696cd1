package eval

import (
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// ACLED event exports and the event-coding metrics.
//
// Each row's notes are the input text and its event_date the reference
// date. The row's predicted event is the first coded event of the notes
// (events.Extract's order is the text's): an ACLED note describes one event
// and opens with it. When the notes yield no coded event, the first event
// flagged as a non-event stands in (a note is an event by construction),
// else the row has no prediction (a miss for every metric).

// ACLEDRow is one gold row.
type ACLEDRow struct {
	Record       []string // the CSV record as read
	EventDate    storyline.Date
	EventType    string
	SubEventType string
	Admin1       string
	Location     string
	Country      string
	Notes        string
	Fatalities   int
}

// ACLEDFile is a read ACLED export: the header, the HXL row (nil when
// absent) and the rows.
type ACLEDFile struct {
	Header []string
	HXL    []string
	Rows   []ACLEDRow
	cols   map[string]int
}

// ReadACLED reads an ACLED CSV export in the current layout or the older
// one (data_id, event_id_no_cnty, iso3, no disorder_type); the HXL tag row
// is kept apart. Columns after the gold ones (pred_*) are ignored.
func ReadACLED(r io.Reader) (*ACLEDFile, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("reading the header: %w", err)
	}
	f := &ACLEDFile{Header: header, cols: map[string]int{}}
	for i, h := range header {
		f.cols[strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))] = i
	}
	for _, need := range []string{"event_date", "event_type", "sub_event_type", "notes"} {
		if _, ok := f.cols[need]; !ok {
			return nil, fmt.Errorf("no %s column: not an ACLED export", need)
		}
	}
	get := func(rec []string, col string) string {
		if i, ok := f.cols[col]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", line, err)
		}
		if f.HXL == nil && len(f.Rows) == 0 && isHXL(rec) {
			f.HXL = rec
			continue
		}
		row := ACLEDRow{
			Record:       rec,
			EventType:    get(rec, "event_type"),
			SubEventType: get(rec, "sub_event_type"),
			Admin1:       get(rec, "admin1"),
			Location:     get(rec, "location"),
			Country:      get(rec, "country"),
			Notes:        get(rec, "notes"),
		}
		d, err := parseACLEDDate(get(rec, "event_date"))
		if err != nil {
			return nil, fmt.Errorf("row %d: event_date: %w", line, err)
		}
		row.EventDate = d
		if s := get(rec, "fatalities"); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil {
				return nil, fmt.Errorf("row %d: fatalities %q: not a number", line, s)
			}
			row.Fatalities = n
		}
		f.Rows = append(f.Rows, row)
	}
	return f, nil
}

func isHXL(rec []string) bool {
	for _, c := range rec {
		if strings.HasPrefix(strings.TrimSpace(c), "#") {
			return true
		}
	}
	return false
}

// parseACLEDDate reads 2020-09-18 or ACLED's "18 September 2020".
func parseACLEDDate(s string) (storyline.Date, error) {
	for _, layout := range []string{"2006-01-02", "02 January 2006", "2 January 2006", "02-January-2006", "2006/01/02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return storyline.DateOf(t), nil
		}
	}
	return storyline.Date{}, fmt.Errorf("%q is not a date", s)
}

// EventPrediction is our coding of one row.
type EventPrediction struct {
	EventType    string         `json:"event_type"`
	SubEventType string         `json:"sub_event_type"` // as ACLED files it
	Fatalities   int            `json:"fatalities"`
	Admin1       string         `json:"admin1"`
	Location     string         `json:"location"`
	Country      string         `json:"country"` // ISO alpha-2 of the place
	Date         storyline.Date `json:"date"`
}

// AnalyzeNotes builds an article from a text read against ref and runs the
// pipeline's analysis on it.
func AnalyzeNotes(notes string, ref storyline.Date) *storyline.Article {
	a := &storyline.Article{
		Text:      notes,
		Language:  "en",
		Published: storyline.Published{Time: ref.Time(), Source: storyline.DateFromField, Confidence: 1},
	}
	for _, sp := range blocks(notes) {
		a.Paragraphs = append(a.Paragraphs, storyline.Paragraph{Span: sp, RawSpan: sp})
	}
	a.Analysis = pipeline.Analyze(a)
	return a
}

// blocks splits text at blank lines.
func blocks(s string) []storyline.Span {
	var out []storyline.Span
	start := 0
	for start < len(s) {
		end := strings.Index(s[start:], "\n\n")
		e := len(s)
		if end >= 0 {
			e = start + end
		}
		if strings.TrimSpace(s[start:e]) != "" {
			out = append(out, storyline.Span{Start: start, End: e})
		}
		if end < 0 {
			break
		}
		start = e + 2
	}
	return out
}

// PredictRow codes a row's notes and chooses its event.
func PredictRow(r *ACLEDRow) EventPrediction {
	a := AnalyzeNotes(r.Notes, r.EventDate)
	in := events.InputOf(a)
	in.RefPrecision = 1
	in.Country = countryCode(r)
	p, ok := choose(events.ExtractInput(in))
	if !ok {
		// a note describes an event by construction: one without any
		// trigger of the taxonomy is coded as ACLED's catch-all
		p = EventPrediction{EventType: storyline.EventStrategic, SubEventType: storyline.SubOther, Date: r.EventDate}
		if pl := events.MainPlace(in); pl != nil {
			p.Admin1, p.Country, p.Location = pl.Admin1, pl.Country, pl.Name
		}
	}
	return p
}

// countryCode gives the ISO alpha-2 code of the row's country: an ACLED
// export covers one country, as a user coding one country's news would
// say. It is the only gold field given to the coder, to resolve place
// names shared across countries.
func countryCode(r *ACLEDRow) string {
	if r.Country == "" {
		return ""
	}
	cc, _ := places.Default().Country(r.Country)
	return cc
}

func choose(evs []storyline.Event) (EventPrediction, bool) {
	pick := -1
	for i := range evs {
		if evs[i].Coded() && evs[i].EventType != "" {
			pick = i
			break
		}
	}
	if pick < 0 {
		for i := range evs {
			if evs[i].EventType != "" {
				pick = i
				break
			}
		}
	}
	if pick < 0 {
		return EventPrediction{}, false
	}
	e := &evs[pick]
	p := EventPrediction{EventType: e.EventType, SubEventType: e.ACLEDSubEventType, Fatalities: e.Fatalities, Date: e.Date}
	if e.Place != nil {
		p.Admin1, p.Country = e.Place.Admin1, e.Place.Country
		if e.Place.Kind == places.KindCity {
			p.Location = e.Place.Name
		} else {
			p.Location = e.Location
		}
	}
	return p, true
}

// LabelScores are micro and macro F1 over one label with the confusion
// counts (gold → predicted → rows; "" is no prediction).
type LabelScores struct {
	MicroF1   float64                   `json:"micro_f1"`
	MacroF1   float64                   `json:"macro_f1"`
	Confusion map[string]map[string]int `json:"confusion"`
}

// scoreLabels computes micro and macro F1 of single-label predictions: a
// row without a prediction is a false negative only. Macro averages F1
// over the labels seen in gold or predictions.
func scoreLabels(gold, pred []string) LabelScores {
	ls := LabelScores{Confusion: map[string]map[string]int{}}
	tp, fp, fn := map[string]int{}, map[string]int{}, map[string]int{}
	labels := map[string]bool{}
	var TP, P int
	for i := range gold {
		g, p := gold[i], pred[i]
		if ls.Confusion[g] == nil {
			ls.Confusion[g] = map[string]int{}
		}
		ls.Confusion[g][p]++
		labels[g] = true
		if p != "" {
			labels[p] = true
			P++
		}
		if p == g {
			tp[g]++
			TP++
		} else {
			fn[g]++
			if p != "" {
				fp[p]++
			}
		}
	}
	ls.MicroF1 = f1(TP, P, len(gold))
	// summed in label order, so the result does not depend on map order
	names := make([]string, 0, len(labels))
	for l := range labels {
		names = append(names, l)
	}
	sort.Strings(names)
	var sum float64
	for _, l := range names {
		sum += f1(tp[l], tp[l]+fp[l], tp[l]+fn[l])
	}
	if len(labels) > 0 {
		ls.MacroF1 = sum / float64(len(labels))
	}
	return ls
}

func f1(tp, predicted, gold int) float64 {
	if tp == 0 || predicted == 0 || gold == 0 {
		return 0
	}
	p := float64(tp) / float64(predicted)
	r := float64(tp) / float64(gold)
	return 2 * p * r / (p + r)
}

// EventMetrics are the ACLED event-coding scores.
type EventMetrics struct {
	EventTypeMicroF1          float64 `json:"event_type_micro_f1"`
	EventTypeMacroF1          float64 `json:"event_type_macro_f1"`
	SubEventTypeMicroF1       float64 `json:"sub_event_type_micro_f1"`
	SubEventTypeMacroF1       float64 `json:"sub_event_type_macro_f1"`
	FatalitiesAccuracy        float64 `json:"fatalities_accuracy"`
	FatalitiesAccuracyNonzero float64 `json:"fatalities_accuracy_nonzero"`
	Admin1Match               float64 `json:"admin1_match"`
	LocationMatch             float64 `json:"location_match"`
	DateMatch                 float64 `json:"date_match"`
	Rows                      int     `json:"rows"`
	// Confusion tables: gold → predicted → rows.
	EventTypeConfusion    map[string]map[string]int `json:"event_type_confusion,omitempty"`
	SubEventTypeConfusion map[string]map[string]int `json:"sub_event_type_confusion,omitempty"`
}

// ScoreEvents scores predictions against the rows (same order).
func ScoreEvents(rows []ACLEDRow, preds []EventPrediction) (EventMetrics, error) {
	if len(rows) != len(preds) {
		return EventMetrics{}, fmt.Errorf("%d rows but %d predictions", len(rows), len(preds))
	}
	m := EventMetrics{Rows: len(rows)}
	gt, pt, gs, ps := make([]string, len(rows)), make([]string, len(rows)), make([]string, len(rows)), make([]string, len(rows))
	var fatOK, nz, nzOK, a1N, a1OK, locN, locOK, dateOK int
	for i := range rows {
		r, p := &rows[i], &preds[i]
		gt[i], pt[i], gs[i], ps[i] = r.EventType, p.EventType, r.SubEventType, p.SubEventType
		if p.Fatalities == r.Fatalities {
			fatOK++
		}
		if r.Fatalities > 0 {
			nz++
			if p.Fatalities == r.Fatalities {
				nzOK++
			}
		}
		if r.Admin1 != "" {
			a1N++
			if Admin1Match(r.Admin1, p.Admin1, p.Country) {
				a1OK++
			}
		}
		if r.Location != "" {
			locN++
			if LocationMatch(r.Location, p.Location, p.Country) {
				locOK++
			}
		}
		if p.Date == r.EventDate {
			dateOK++
		}
	}
	et, st := scoreLabels(gt, pt), scoreLabels(gs, ps)
	m.EventTypeMicroF1, m.EventTypeMacroF1, m.EventTypeConfusion = et.MicroF1, et.MacroF1, et.Confusion
	m.SubEventTypeMicroF1, m.SubEventTypeMacroF1, m.SubEventTypeConfusion = st.MicroF1, st.MacroF1, st.Confusion
	m.FatalitiesAccuracy = share(fatOK, len(rows))
	m.FatalitiesAccuracyNonzero = share(nzOK, nz)
	m.Admin1Match = share(a1OK, a1N)
	m.LocationMatch = share(locOK, locN)
	m.DateMatch = share(dateOK, len(rows))
	return m, nil
}

func share(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// admin1Aliases pairs first-level division names that ACLED and GeoNames
// spell differently after folding and dropping generic words: renamed
// states and official long forms.
var admin1Aliases = map[string]string{
	"distrito capital": "distrito federal", "la guaira": "vargas",
	"metropolitana": "santiago", "santiago metropolitan": "santiago", "metropolitana de santiago": "santiago",
	"libertador general bernardo ohiggins": "ohiggins", "aisen del general carlos ibanez del campo": "aysen", "aisen": "aysen",
	"magallanes y antartica chilena": "magallanes", "magallanes y de la antartica chilena": "magallanes",
	"bio bio": "biobio", "la araucania": "araucania", "santo domingo de los tsachilas": "santo domingo de los tsachilas",
}

// admin1Generic are words that name the kind of division, not the
// division: "Coquimbo Region", "Chimborazo Province", "Region of
// Magallanes".
var admin1Generic = map[string]bool{
	"region": true, "province": true, "provincia": true, "state": true, "estado": true, "department": true,
	"departamento": true, "of": true, "de": true, "del": true, "la": true, "the": true, "y": true,
}

// admin1Key folds a division name and drops generic words.
func admin1Key(s string) string {
	f := text.Fold(s)
	if a, ok := admin1Aliases[f]; ok {
		return a
	}
	var ws []string
	for _, w := range strings.Fields(f) {
		if !admin1Generic[w] {
			ws = append(ws, w)
		}
	}
	k := strings.Join(ws, " ")
	if a, ok := admin1Aliases[k]; ok {
		return a
	}
	return k
}

// Admin1Match reports whether ACLED's admin1 name and ours name the same
// division. Names match when their folded forms agree after dropping the
// generic words (Region, Province, …) and mapping the few renamed
// divisions (admin1Aliases); failing that, through the gazetteer: the gold
// name is looked up with its alternate names, and a division of that name,
// or a town of that name that lies in our division (a seat such as La
// Guaira, capital of Vargas), in the predicted country is a match.
func Admin1Match(gold, pred, country string) bool {
	if gold == "" || pred == "" {
		return false
	}
	g, p := admin1Key(gold), admin1Key(pred)
	if g == p || g != "" && p != "" && (strings.HasPrefix(g, p+" ") || strings.HasPrefix(p, g+" ")) {
		return true
	}
	for _, c := range places.Default().Lookup(gold) {
		if country != "" && c.Country != country {
			continue
		}
		if c.Kind == places.KindAdmin1 && admin1Key(c.Name) == p || c.Kind == places.KindCity && admin1Key(c.Admin1) == p && admin1Key(c.Name) == g {
			return true
		}
	}
	return false
}

// LocationMatch reports whether ACLED's location and our place name agree:
// folded names equal, or the gold name's gazetteer candidates (with their
// alternate names) in the predicted country include our place.
func LocationMatch(gold, pred, country string) bool {
	if gold == "" || pred == "" {
		return false
	}
	g, p := text.Fold(gold), text.Fold(pred)
	if g == p || strings.HasPrefix(g, p+" ") || strings.HasPrefix(p, g+" ") {
		return true
	}
	for _, c := range places.Default().Lookup(gold) {
		if (country == "" || c.Country == country) && text.Fold(c.Name) == p {
			return true
		}
	}
	return false
}

// EventRun is the outcome of an ACLED evaluation.
type EventRun struct {
	File        *ACLEDFile
	Predictions []EventPrediction
	Metrics     EventMetrics
}

// EvalEvents reads an ACLED CSV, codes every row's notes and scores them.
func EvalEvents(path string) (*EventRun, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	f, err := ReadACLED(fh)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	preds := make([]EventPrediction, len(f.Rows))
	parallelEvents(len(f.Rows), func(i int) { preds[i] = PredictRow(&f.Rows[i]) })
	m, err := ScoreEvents(f.Rows, preds)
	if err != nil {
		return nil, err
	}
	return &EventRun{File: f, Predictions: preds, Metrics: m}, nil
}

// PredictionColumns are the columns WriteEventPredictions appends.
var PredictionColumns = []string{"pred_event_type", "pred_sub_event_type", "pred_fatalities", "pred_admin1", "pred_location", "pred_event_date", "pred_country"}

// WriteEventPredictions writes the input CSV (header, HXL row, rows) with
// our columns appended.
func WriteEventPredictions(w io.Writer, f *ACLEDFile, preds []EventPrediction) error {
	cw := csv.NewWriter(w)
	n := len(f.Header)
	if err := cw.Write(append(append([]string(nil), f.Header...), PredictionColumns...)); err != nil {
		return err
	}
	if f.HXL != nil {
		if err := cw.Write(append(pad(f.HXL, n), make([]string, len(PredictionColumns))...)); err != nil {
			return err
		}
	}
	for i, r := range f.Rows {
		p := preds[i]
		rec := append(pad(r.Record, n), p.EventType, p.SubEventType, strconv.Itoa(p.Fatalities), p.Admin1, p.Location, p.Date.String(), p.Country)
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func pad(rec []string, n int) []string {
	out := append([]string(nil), rec...)
	for len(out) < n {
		out = append(out, "")
	}
	return out[:n]
}

// ReadEventPredictions reads a file written by WriteEventPredictions: the
// gold rows and our predictions.
func ReadEventPredictions(r io.Reader) (*ACLEDFile, []EventPrediction, error) {
	f, err := ReadACLED(r)
	if err != nil {
		return nil, nil, err
	}
	idx := make([]int, len(PredictionColumns))
	for i, c := range PredictionColumns {
		j, ok := f.cols[c]
		if !ok {
			return nil, nil, fmt.Errorf("no %s column: not a predictions file", c)
		}
		idx[i] = j
	}
	preds := make([]EventPrediction, len(f.Rows))
	for i, row := range f.Rows {
		get := func(k int) string {
			if idx[k] < len(row.Record) {
				return row.Record[idx[k]]
			}
			return ""
		}
		p := EventPrediction{EventType: get(0), SubEventType: get(1), Admin1: get(3), Location: get(4), Country: get(6)}
		p.Fatalities, _ = strconv.Atoi(get(2))
		if s := get(5); s != "" {
			d, err := parseACLEDDate(s)
			if err != nil {
				return nil, nil, fmt.Errorf("row %d: pred_event_date: %w", i+3, err)
			}
			p.Date = d
		}
		preds[i] = p
	}
	return f, preds, nil
}

// ConfusionRows renders a confusion table as rows: gold, predicted, count,
// sorted by count.
func ConfusionRows(c map[string]map[string]int) [][]string {
	type cell struct {
		g, p string
		n    int
	}
	var cells []cell
	for g, m := range c {
		for p, n := range m {
			cells = append(cells, cell{g, p, n})
		}
	}
	sort.Slice(cells, func(i, j int) bool {
		if cells[i].n != cells[j].n {
			return cells[i].n > cells[j].n
		}
		if cells[i].g != cells[j].g {
			return cells[i].g < cells[j].g
		}
		return cells[i].p < cells[j].p
	})
	rows := [][]string{{"gold", "predicted", "rows"}}
	for _, c := range cells {
		p := c.p
		if p == "" {
			p = "(none)"
		}
		rows = append(rows, []string{c.g, p, strconv.Itoa(c.n)})
	}
	return rows
}

// parallelEvents runs f(0..n-1) on GOMAXPROCS workers.
func parallelEvents(n int, f func(i int)) {
	var wg sync.WaitGroup
	next := int64(-1)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(atomic.AddInt64(&next, 1))
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}
