package figures

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/timex"
)

var testRef = time.Date(2021, 6, 10, 0, 0, 0, 0, time.UTC)

func extract(s string) []storyline.Figure {
	return Extract(s, timex.Extract(s, testRef), storyline.DateOf(testRef))
}

func findFig(fs []storyline.Figure, text string) *storyline.Figure {
	for k := range fs {
		if fs[k].Text == text {
			return &fs[k]
		}
	}
	return nil
}

func TestFigureValues(t *testing.T) {
	tests := []struct {
		sentence, text    string
		low, best, high   float64
		lowOpen, highOpen bool
		qual              string
		vague             bool
		kind              storyline.FigureKind
	}{
		{"Police arrested 450 protesters.", "450", 450, 450, 450, false, false, "", false, storyline.FigureCount},
		{"Police arrested twenty-one protesters.", "twenty-one", 21, 21, 21, false, false, "", false, storyline.FigureCount},
		{"The army has 200,000-plus troops.", "200,000-plus", 200000, 200000, 0, false, true, "-plus", false, storyline.FigureCount},
		{"More than 3 million people have left.", "More than 3 million", 3e6, 3e6, 0, false, true, "more than", false, storyline.FigureCount},
		{"At least five soldiers died.", "At least five", 5, 5, 0, false, true, "at least", false, storyline.FigureCount},
		{"SPRINGFIELD, OHIO -- Four people were treated for gunshot wounds.", "Four", 4, 4, 4, false, false, "", false, storyline.FigureCount},
		{"SPRINGFIELD — Three men were hurt in the shooting.", "Three", 3, 3, 3, false, false, "", false, storyline.FigureCount},
		{"(WMC-TV) - Two people are dead after a shooting Sunday.", "Two", 2, 2, 2, false, false, "", false, storyline.FigureCount},
		{"Up to 50 migrants drowned.", "Up to 50", 0, 50, 50, true, false, "up to", false, storyline.FigureCount},
		{"Fewer than 10 people came.", "Fewer than 10", 0, 10, 10, true, false, "fewer than", false, storyline.FigureCount},
		{"Nearly 300 families fled.", "Nearly 300", 270, 300, 300, false, false, "nearly", false, storyline.FigureCount},
		{"About 100 volunteers helped.", "About 100", 90, 100, 110, false, false, "about", false, storyline.FigureCount},
		{"As many as 40 people were hurt.", "As many as 40", 0, 40, 40, true, false, "as many as", false, storyline.FigureCount},
		{"Some 2,000 workers marched.", "Some 2,000", 1800, 2000, 2200, false, false, "some", false, storyline.FigureCount},
		{"A dozen houses burned.", "A dozen", 12, 12, 12, false, false, "", false, storyline.FigureCount},
		{"Dozens of protesters were detained.", "Dozens", 12, 12, 99, false, false, "", true, storyline.FigureCount},
		{"Hundreds of people gathered.", "Hundreds", 100, 100, 999, false, false, "", true, storyline.FigureCount},
		{"Thousands of refugees crossed.", "Thousands", 1000, 1000, 9999, false, false, "", true, storyline.FigureCount},
		{"Several dozen soldiers deserted.", "Several dozen", 36, 36, 108, false, false, "", true, storyline.FigureCount},
		{"Hundreds of thousands of Syrians fled.", "Hundreds of thousands", 1e5, 1e5, 999999, false, false, "", true, storyline.FigureCount},
		{"Two-thirds of the voters stayed home.", "Two-thirds", 2.0 / 3, 2.0 / 3, 2.0 / 3, false, false, "", false, storyline.FigureCount},
		{"The plan costs $1.5 billion.", "$1.5 billion", 1.5e9, 1.5e9, 1.5e9, false, false, "", false, storyline.FigureMoney},
		{"Inflation reached 10 million percent.", "10 million percent", 1e7, 1e7, 1e7, false, false, "", false, storyline.FigurePercent},
		{"Unemployment rose to 12%.", "12%", 12, 12, 12, false, false, "", false, storyline.FigurePercent},
		{"They delivered 200 tons of food.", "200 tons", 200, 200, 200, false, false, "", false, storyline.FigureWeight},
		{"Between 15 and 20 people were hurt.", "Between 15 and 20", 15, 15, 20, false, false, "", false, storyline.FigureCount},
		{"Two or three shots were fired.", "Two or three", 2, 2, 3, false, false, "", false, storyline.FigureCount},
		{"Venezuelans gathered by the thousands.", "by the thousands", 1000, 1000, 9999, false, false, "by the", true, storyline.FigureCount},
	}
	for _, tt := range tests {
		f := findFig(extract(tt.sentence), tt.text)
		if f == nil {
			t.Errorf("%q: no figure %q in %+v", tt.sentence, tt.text, extract(tt.sentence))
			continue
		}
		if f.Low != tt.low || f.Best != tt.best || f.High != tt.high || f.LowOpen != tt.lowOpen || f.HighOpen != tt.highOpen ||
			f.Qualifier != tt.qual || f.Vague != tt.vague || f.Kind != tt.kind {
			t.Errorf("%q: got %v/%v/%v open %v/%v q=%q vague=%v kind=%s", tt.sentence, f.Low, f.Best, f.High, f.LowOpen, f.HighOpen, f.Qualifier, f.Vague, f.Kind)
		}
	}
}

func TestFigureLeftOutOrTyped(t *testing.T) {
	for _, s := range []string{
		"The war ended in 1958.",
		"He was the first to leave.",
		"Read page 12 of Resolution 2254.",
		"They met at 10:30 on Friday.",
		"Call 555-123-4567 now.",
		"It was taken in 2019.[3]",
		"The one you mentioned is gone.",
		"The talks lasted four days.",
		"Police found the car in the 3800 block of West Walnut Street.",
		"Her mother went to the family's home at 2231 Maple Hollow Rd. on Sunday.",
		"Officers were called to 417 N. Orchard Lane after midnight.",
		"The shop at 80 NW 12th Avenue was closed.",
		// a numbered place: an apartment, a building, an interstate
		"Vargas then kicked open the door of apartment 304, where he shot and killed the residents.",
		"Patricio Simono was killed in apartment 304.",
		"The gunman fired from building 12 and killed a guard.",
		"The crash closed Interstate 95 near the exit.",
		// a page's counters run into the text
		"16.04.2017Get short URL 0 612 A woman and child were killed in the shelling.",
		"Print Tweet Views 1430 Related Syrias Assad says Turkey is exploiting the coup.",
	} {
		for _, f := range extract(s) {
			if f.Kind.Reported() {
				t.Errorf("%q: unexpected figure %q (%s)", s, f.Text, f.Kind)
			}
		}
	}
	typed := map[string]storyline.FigureKind{
		"Gomez, a father of two, fled.":                                       storyline.FigureIdiom,
		"A 23-year-old man was shot.":                                         storyline.FigureAge,
		"The victim, aged 45, died.":                                          storyline.FigureAge,
		"Dana Ruiz, 3, was shot by a cousin.":                                 storyline.FigureAge,
		"A girl, 6, was wounded on the porch.":                                storyline.FigureAge,
		"Toddler Sam Lee, 3, Shot Dead":                                       storyline.FigureAge,
		"Teen shoots, kills man, 18 Jose Estrada fatally wounded inside home": storyline.FigureAge,
		"The 5,000-strong force advanced.":                                    storyline.FigureStrength,
		"The 30,000 troops in its army wait.":                                 storyline.FigureStrength,
	}
	for _, s := range []string{"Police said 2 St. Louis men were shot.", "Gunmen shot 4 Main Street shoppers."} {
		if fs := extract(s); len(fs) != 1 || !fs[0].Kind.Reported() {
			t.Errorf("%q: a count before a name is no house number: %+v", s, fs)
		}
	}
	// The last age of a list or a range is an age too, not a count.
	for _, s := range []string{
		"Three boys aged 12 and 14 were wounded.",
		"The victims, ages 17 through 19, were taken to hospital.",
		"5 Children, Ages 11 to 15, Hospitalized After Shooting",
		"Four girls, ages 3, 5 and 7, were hurt.",
		"She was one of five children between the ages of 11 and 15 hospitalized in the shooting.",
	} {
		for _, f := range extract(s) {
			if f.Kind.Reported() && f.Best > 5 {
				t.Errorf("%q: an age read as a count: %q (%s)", s, f.Text, f.Kind)
			}
		}
	}
	if fs := extract("The blast killed one man, 18 women and three children."); len(fs) < 2 || fs[1].Text != "18" || fs[1].Kind != storyline.FigureCount {
		t.Errorf("a count in a list after a person is no age: %+v", fs)
	}
	if fs := extract("Gunmen killed 3, wounded 5."); len(fs) != 2 || fs[0].Kind != storyline.FigureCount {
		t.Errorf("a count after a verb is no age: %+v", fs)
	}
	for s, k := range typed {
		fs := extract(s)
		if len(fs) != 1 || fs[0].Kind != k {
			t.Errorf("%q: got %+v, want one %s", s, fs, k)
		}
	}
}

func TestFigureCountedAndAction(t *testing.T) {
	tests := []struct {
		sentence, number, counted, category, action string
		fromContext                                 bool
	}{
		{"More than 450 Venezuelan soldiers have defected to Colombia.", "450", "Venezuelan soldiers", "soldiers", "defected to Colombia", false},
		{"Four people have been killed.", "Four", "people", "people", "killed", false},
		{"Two police officers were wounded in the blast.", "Two", "police officers", "police", "wounded in the blast", false},
		{"Three trucks carrying food are stuck at the border.", "Three", "trucks carrying food", "vehicles", "stuck at the border", false},
		{"Rebels freed 12 hostages on Sunday.", "12", "hostages", "detainees", "freed", false},
		{"Five protesters were arrested on Monday. Eight have been released.", "Eight", "protesters", "protesters", "released", true},
		{"Two dead, five injured in motel shooting", "five", "", "people", "injured", true},
		{"Over 30 percent of the town was flooded.", "30", "percent of the town", "percent", "", false},
		{"About 2 million migrants and refugees left the country.", "2 million", "migrants and refugees", "migrants/refugees", "left the country", false},
		// a noun ending in -ly before the plural it qualifies
		{"He was charged with killing four family members.", "four", "family members", "people", "killing", false},
		{"Four family members were killed.", "Four", "family members", "people", "killed", false},
		// the verb before a count whose noun a place phrase follows
		{"Police are searching for the gunman who shot four people outside a corner store.", "four", "people", "people", "shot", false},
	}
	for _, tt := range tests {
		fs := extract(tt.sentence)
		var f *storyline.Figure
		for k := range fs {
			if strings.HasPrefix(tt.sentence[fs[k].NumberSpan.Start:], tt.number) {
				f = &fs[k]
			}
		}
		if f == nil {
			t.Errorf("%q: no figure %q", tt.sentence, tt.number)
			continue
		}
		if f.Counted != tt.counted || f.Category != tt.category || f.CountedFromContext != tt.fromContext || !strings.Contains(f.Action, tt.action) {
			t.Errorf("%q: counted %q (%s, context %v) action %q", tt.sentence, f.Counted, f.Category, f.CountedFromContext, f.Action)
		}
		if strings.Contains(f.Action, "outside") {
			t.Errorf("%q: a place phrase read as the action: %q", tt.sentence, f.Action)
		}
		checkSpans(t, tt.sentence, *f)
	}
}

func TestFigureAttributionTimePlace(t *testing.T) {
	s := "Health officials said on Tuesday that 12 people were killed in Aleppo since Saturday."
	fs := extract(s)
	if len(fs) != 1 {
		t.Fatalf("got %+v", fs)
	}
	f := fs[0]
	if f.Source != "Health officials" || f.Cue != "said" || f.Stated.String() != "2021-06-08" {
		t.Errorf("attribution %q %q stated %s", f.Source, f.Cue, f.Stated)
	}
	if f.Place != "Aleppo" || f.TimeIndex < 0 || f.AsOfSource != storyline.AsOfWindowEnd || f.AsOf.String() != "2021-06-08" || f.WindowStart.String() != "2021-06-05" {
		t.Errorf("place %q time %d as of %s (%s) window %s", f.Place, f.TimeIndex, f.AsOf, f.AsOfSource, f.WindowStart)
	}
	s = "Seven soldiers were killed, according to Jane Doe, a spokeswoman for the Red Cross."
	f = extract(s)[0]
	if f.Cue != "according to" || f.Source != "Jane Doe, a spokeswoman for the Red Cross" || f.AsOfSource != storyline.AsOfStatedDate || f.AsOf.String() != "2021-06-10" {
		t.Errorf("according to: %q %q as of %s %s", f.Cue, f.Source, f.AsOf, f.AsOfSource)
	}
	s = "Nine houses burned last week, the mayor said."
	f = extract(s)[0]
	if f.Source != "the mayor" || f.WindowEnd.IsZero() {
		t.Errorf("trailing said: %q window %s", f.Source, f.WindowEnd)
	}
}

func checkSpans(t *testing.T, text string, f storyline.Figure) {
	t.Helper()
	for _, p := range []struct {
		sp storyline.Span
		s  string
	}{{f.Span, f.Text}, {f.CountedSpan, f.Counted}, {f.ActionSpan, f.Action}, {f.PlaceSpan, f.Place}, {f.SourceSpan, f.Source}, {f.CueSpan, f.Cue}} {
		if p.s != "" && (f.CountedFromContext && p.s == f.Counted || p.sp.In(text) != p.s) && !(f.CountedFromContext && p.s == f.Counted && p.sp.In(text) == p.s) {
			t.Errorf("span %v does not hold %q in %q", p.sp, p.s, text)
		}
	}
	if f.NumberSpan.Start < f.Span.Start || f.NumberSpan.End > f.Span.End {
		t.Errorf("number span %v outside %v", f.NumberSpan, f.Span)
	}
}

func TestFigureNumbers(t *testing.T) {
	for in, want := range map[string]float64{
		"one hundred and sixty-one": 161, "half a million": 5e5, "a quarter of a million": 2.5e5, "1.5 billion": 1.5e9, "a dozen": 12,
		"three and a half": 3.5, "3 million and a half": 3.5e6, "two-thirds": 2.0 / 3, "3/4": 0.75,
		"twenty-one trillion three hundred": 21000000000300, "4 thousand 3 hundred and 21": 4321,
	} {
		ns := Numbers(in)
		if len(ns) != 1 || ns[0].Value != want {
			t.Errorf("%q: got %+v, want %v", in, ns, want)
		}
	}
}

// A headline in capitals counts after its verb and before a plural; a
// name's number stays no count.
func TestHeadlineCounts(t *testing.T) {
	ref := storyline.DateOf(time.Date(2016, 1, 25, 0, 0, 0, 0, time.UTC))
	for _, c := range []struct {
		text string
		want float64
	}{
		{"Car Bomb in Aleppo Kills 23 including Militants.", 23},
		{"Daesh on the Run From Areas in Raqqa Province 30 Terrorists Killed.", 30},
		{"Blast Leaves 5 Dead in the Capital.", 5},
		{"Militants Behead or Shot 15 Captured Villagers.", 15},
		{"On Thursday 23 civilians were killed in air raids on the town.", 23},
		{"In Aleppo 23 civilians were killed on Sunday.", 23},
		{"Officers of Mobile Unit 2 arrived.", 0},
		{"The convoy drove along Route 66 to the border.", 0},
	} {
		fs := Extract(c.text, nil, ref)
		got := 0.0
		if len(fs) > 0 {
			got = fs[0].Best
		}
		if got != c.want {
			t.Errorf("%q: %v, want %v", c.text, got, c.want)
		}
	}
}

// A number word after a page counter's word is read as any other: the
// counters are skipped only as numbers ("Views 1430"), and reading one
// never stops the scan.
func TestFigureAfterCounterWord(t *testing.T) {
	for text, want := range map[string]string{
		"The post drew comments several times before 30 people were killed.":     "30",
		"He read the views a dozen officials gave and 12 soldiers were wounded.": "12",
		"The video had 300 likes a day after the strike that killed 9 people.":   "9",
	} {
		done := make(chan []storyline.Figure, 1)
		go func() { done <- extract(text) }()
		select {
		case fs := <-done:
			if !slices.ContainsFunc(fs, func(f storyline.Figure) bool { return f.Text == want }) {
				t.Errorf("%q: no figure %q", text, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%q: extraction did not end", text)
		}
	}
}
