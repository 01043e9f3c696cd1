package figures

import (
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// TestFigureSeedTable checks the figures of issue 3's table on the bundled
// samples: range, counted thing, action, as-of date and attribution.
func TestFigureSeedTable(t *testing.T) {
	type row struct {
		seed, number       string // the figure's number text
		low, high          float64
		highOpen           bool
		category, counted  string // counted: a word the counted phrase contains
		fromContext        bool
		action             string // a word the action contains; "" for none
		kind               storyline.FigureKind
		asOf, asOfSource   string
		windowStart        string
		source, sourceMore string
	}
	rows := []row{
		{"000", "450", 450, 0, true, "soldiers", "Venezuelan soldiers", false, "defected", storyline.FigureCount, "2019-02-26", storyline.AsOfWindowEnd, "2019-02-23", "", ""},
		{"000", "320", 320, 0, true, "soldiers", "soldiers", false, "defected", storyline.FigureCount, "2019-02-26", storyline.AsOfWindowEnd, "2019-02-23", "Colombian immigration officials", ""},
		{"000", "two Venezuelan National", 2, 2, false, "soldiers", "Guardsmen", false, "deserted", storyline.FigureCount, "2019-02-25", storyline.AsOfWindowEnd, "2019-02-25", "", ""},
		{"000", "200,000", 200000, 0, true, "soldiers", "troops", false, "", storyline.FigureStrength, "", "", "", "", ""},
		{"000", "several dozen", 36, 108, false, "soldiers", "", true, "shelter", storyline.FigureCount, "", "", "", "", ""},
		{"000", "10 million", 1e7, 1e7, false, "percent", "percent", false, "inflation", storyline.FigurePercent, "2019-12-31", storyline.AsOfWindowEnd, "2019-01-01", "", ""},
		{"000", "3 million", 3e6, 0, true, "people", "people", false, "leaving the country", storyline.FigureCount, "2019-02-26", storyline.AsOfWindowEnd, "", "", ""},
		{"003", "five", 5, 0, true, "soldiers", "troops", false, "abandoned their posts", storyline.FigureCount, "2019-02-23", storyline.AsOfStatedDate, "", "", ""},
		{"003", "four", 4, 4, false, "people", "people", false, "killed", storyline.FigureCount, "2019-02-22", storyline.AsOfWindowEnd, "2019-02-22", "Alfredo Romero", "Foro Penal"},
		{"003", "18", 18, 18, false, "people", "people", true, "injured", storyline.FigureCount, "2019-02-22", storyline.AsOfWindowEnd, "2019-02-22", "Alfredo Romero", "Foro Penal"},
		{"003", "200", 200, 0, true, "weight", "tons of humanitarian aid", false, "collect", storyline.FigureWeight, "", "", "", "", ""},
		{"003", "two trucks", 2, 2, false, "vehicles", "trucks carrying aid", false, "stuck at the", storyline.FigureCount, "", "", "", "", ""},
		{"003", "thousands of volunteers", 1000, 9999, false, "volunteers", "volunteers", false, "lead a caravan", storyline.FigureCount, "", "", "", "", ""},
		{"003", "three million", 3e6, 0, true, "migrants/refugees", "migrants and refugees", false, "left Venezuela", storyline.FigureCount, "", "", "", "The United Nations", ""},
	}
	refs := map[string]time.Time{"000": time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC), "003": time.Date(2019, 2, 23, 0, 0, 0, 0, time.UTC)}
	texts := map[string]string{}
	figs := map[string][]storyline.Figure{}
	for p, d := range refs {
		a, fs := seedFigures(t, p, d)
		texts[p], figs[p] = a.Text, fs
	}
	for _, r := range rows {
		text := texts[r.seed]
		var f *storyline.Figure
		for k := range figs[r.seed] {
			g := &figs[r.seed][k]
			if strings.HasPrefix(text[g.NumberSpan.Start:], r.number) {
				f = g
				break
			}
		}
		if f == nil {
			t.Errorf("%s %q: not found", r.seed, r.number)
			continue
		}
		id := r.seed + " " + r.number
		if f.Low != r.low || f.High != r.high || f.HighOpen != r.highOpen {
			t.Errorf("%s: range %v..%v open %v, want %v..%v open %v", id, f.Low, f.High, f.HighOpen, r.low, r.high, r.highOpen)
		}
		if f.Category != r.category || !strings.Contains(f.Counted, r.counted) || f.CountedFromContext != r.fromContext {
			t.Errorf("%s: counted %q (%s, context %v), want %q (%s, %v)", id, f.Counted, f.Category, f.CountedFromContext, r.counted, r.category, r.fromContext)
		}
		if f.CountedSpan.In(text) != f.Counted || f.Span.In(text) != f.Text || f.ActionSpan.In(text) != f.Action {
			t.Errorf("%s: spans do not match texts", id)
		}
		if r.action == "" && f.Action != "" || !strings.Contains(f.Action, r.action) {
			t.Errorf("%s: action %q, want %q", id, f.Action, r.action)
		}
		if f.Kind != r.kind {
			t.Errorf("%s: kind %s, want %s", id, f.Kind, r.kind)
		}
		if r.asOf != "" && (f.AsOf.String() != r.asOf || f.AsOfSource != r.asOfSource) {
			t.Errorf("%s: as of %s (%s), want %s (%s)", id, f.AsOf, f.AsOfSource, r.asOf, r.asOfSource)
		}
		if r.windowStart != "" && f.WindowStart.String() != r.windowStart {
			t.Errorf("%s: window start %s, want %s", id, f.WindowStart, r.windowStart)
		}
		if !strings.Contains(f.Source, r.source) || !strings.Contains(f.Source, r.sourceMore) || r.source == "" && f.Source != "" {
			t.Errorf("%s: source %q, want %q … %q", id, f.Source, r.source, r.sourceMore)
		}
	}
	// the 320 figure was stated on Tuesday, and the UN's in August
	for _, f := range figs["000"] {
		if strings.HasPrefix(texts["000"][f.NumberSpan.Start:], "320") && (f.Stated.String() != "2019-02-26" || f.Cue != "said") {
			t.Errorf("320: stated %s cue %q", f.Stated, f.Cue)
		}
	}
	for _, f := range figs["003"] {
		if strings.HasPrefix(texts["003"][f.NumberSpan.Start:], "three million") && (f.Stated.String() != "2018-08-31" || f.Cue != "announced") {
			t.Errorf("UN: stated %s cue %q", f.Stated, f.Cue)
		}
	}
}
