package timex

import (
	"strings"
	"testing"
	"time"

	storyline "github.com/storyline-news/storyline"
)

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// Reference dates: Tuesday 2019-02-26 and Saturday 2019-02-23.
var (
	tue = day(2019, 2, 26)
	sat = day(2019, 2, 23)
)

type want struct {
	text, typ, value string
	mod              string // "" = don't care
	rs, re           string // range, "" = don't care
}

func find(got []storyline.TimeExpr, text string) (storyline.TimeExpr, bool) {
	for _, x := range got {
		if x.Text == text {
			return x, true
		}
	}
	return storyline.TimeExpr{}, false
}

func TestTimexExtract(t *testing.T) {
	cases := []struct {
		name     string
		ref      time.Time
		sentence string
		want     []want
	}{
		// weekdays and tense
		{"weekday past", tue, "Soldiers crossed the bridge on Tuesday, officials said.", []want{{"Tuesday", "DATE", "2019-02-26", "", "", ""}}},
		{"weekday past earlier in week", tue, "The opposition leader returned to Caracas on Monday.", []want{{"Monday", "DATE", "2019-02-25", "", "", ""}}},
		{"weekday future", sat, "The convoy will try again on Tuesday.", []want{{"Tuesday", "DATE", "2019-02-26", "", "", ""}}},
		{"weekday future be done", sat, "The aid is expected to be delivered Monday.", []want{{"Monday", "DATE", "2019-02-25", "", "", ""}}},
		{"weekday until, past perfect", tue, "Until Sunday, the police had not named a suspect.", []want{{"Sunday", "DATE", "2019-02-24", "", "", ""}}},
		{"weekday until, future", sat, "The border stays closed until Tuesday.", []want{{"Tuesday", "DATE", "2019-02-26", "", "", ""}}},
		{"weekday as early as", sat, "The trucks could cross as early as Wednesday.", []want{{"Wednesday", "DATE", "2019-02-27", "", "", ""}}},
		{"possessive weekday, apostrophe lost", tue, "Saturdays car bomb attack killed 12 people.", []want{{"Saturdays", "DATE", "2019-02-23", "", "", ""}}},
		{"possessive weekday after on", tue, "The agency gave no details on Mondays blast in the old city.", []want{{"Mondays", "DATE", "2019-02-25", "", "", ""}}},
		{"plural weekday a set", tue, "The market opens on Mondays and Thursdays.", []want{{"Mondays", "SET", "XXXX-WXX-1", "", "", ""}}},
		{"plural weekday a set before a verb", tue, "Fridays are quiet in the capital.", []want{{"Fridays", "SET", "XXXX-WXX-5", "", "", ""}}},
		{"weekday no cue", tue, "Protests in Caracas Friday drew thousands.", []want{{"Friday", "DATE", "2019-02-22", "", "", ""}}},
		{"as of Friday", sat, "As of Friday, 60 soldiers had defected.", []want{{"Friday", "DATE", "2019-02-22", "", "", ""}}},
		{"last Friday", tue, "He spoke last Friday.", []want{{"last Friday", "DATE", "2019-02-22", "", "", ""}}},
		{"next Monday", tue, "The vote is next Monday.", []want{{"next Monday", "DATE", "2019-03-04", "", "", ""}}},
		{"following as a preposition", tue, "He died in hospital following Sunday night's shooting.", []want{{"Sunday night", "TIME", "2019-02-24TNI", "", "", ""}}},
		{"the following Monday", tue, "The trial resumes the following Monday.", []want{{"the following Monday", "DATE", "2019-03-04", "", "", ""}}},
		{"part of day", tue, "Guards fired tear gas Tuesday morning.", []want{{"Tuesday morning", "TIME", "2019-02-26TMO", "", "", ""}}},
		{"tonight", tue, "The president will speak tonight.", []want{{"tonight", "TIME", "2019-02-26TNI", "", "", ""}}},
		{"last night", tue, "Shots were heard last night.", []want{{"last night", "TIME", "2019-02-25TNI", "", "", ""}}},
		{"this morning", tue, "Officials met this morning.", []want{{"this morning", "TIME", "2019-02-26TMO", "", "", ""}}},
		// explicit dates
		{"caption full date", day(2019, 3, 10), "Venezuelan soldiers stand guard on Monday, Feb. 25, 2019.", []want{{"Monday, Feb. 25, 2019", "DATE", "2019-02-25", "", "2019-02-25", "2019-02-25"}}},
		{"sentence date anchors weekday", day(2019, 3, 10), "On Feb. 25, 2019, Guaido said troops had fired on Sunday.", []want{{"Feb. 25, 2019", "DATE", "2019-02-25", "", "", ""}, {"Sunday", "DATE", "2019-02-24", "", "", ""}}},
		{"month day", tue, "The border was closed on Feb. 22 by the army.", []want{{"Feb. 22", "DATE", "2019-02-22", "", "", ""}}},
		{"day month", tue, "Aid arrived on 25 February.", []want{{"25 February", "DATE", "2019-02-25", "", "", ""}}},
		{"day month year", tue, "The decree of 3 January 2019 was annulled.", []want{{"3 January 2019", "DATE", "2019-01-03", "", "", ""}}},
		{"month year", tue, "Inflation hit a record in February 2019.", []want{{"February 2019", "DATE", "2019-02", "", "2019-02-01", "2019-02-28"}}},
		{"iso", tue, "The report is dated 2019-02-25 and signed.", []want{{"2019-02-25", "DATE", "2019-02-25", "", "", ""}}},
		{"us numeric", tue, "The letter, dated 2/25/2019, was leaked.", []want{{"2/25/2019", "DATE", "2019-02-25", "", "", ""}}},
		{"day first with dashes", tue, "25-02-2019 Syrian Army Kills 30 Terrorists in Hama.", []want{{"25-02-2019", "DATE", "2019-02-25", "", "", ""}}},
		{"day first with dashes, a day of month 12 or less", tue, "05-02-2019 Clashes in the countryside.", []want{{"05-02-2019", "DATE", "2019-02-05", "", "", ""}}},
		{"mid month", tue, "Talks stalled in mid-February.", []want{{"mid-February", "DATE", "2019-02", "MID", "", ""}}},
		{"early year", tue, "Elections could come in early 2020.", []want{{"early 2020", "DATE", "2020", "START", "", ""}}},
		{"month past", day(2019, 2, 10), "The crisis began in October.", []want{{"October", "DATE", "2018-10", "", "", ""}}},
		{"month future", day(2019, 11, 10), "The elections will be held in January.", []want{{"January", "DATE", "2020-01", "", "", ""}}},
		{"month this year", tue, "He took office in January this year.", []want{{"January this year", "DATE", "2019-01", "", "", ""}}},
		{"spelled year", tue, "In nineteen ninety-eight, Chavez won the election.", []want{{"nineteen ninety-eight", "DATE", "1998", "", "", ""}}},
		// relative
		{"yesterday", tue, "Maduro spoke yesterday.", []want{{"yesterday", "DATE", "2019-02-25", "", "", ""}}},
		{"today", tue, "The border remains closed today.", []want{{"today", "DATE", "2019-02-26", "", "", ""}}},
		{"tomorrow", tue, "Ministers meet tomorrow.", []want{{"tomorrow", "DATE", "2019-02-27", "", "", ""}}},
		{"last month", sat, "Prices doubled last month.", []want{{"last month", "DATE", "2019-01", "", "2019-01-01", "2019-01-31"}}},
		{"this year", sat, "This year the economy shrank again.", []want{{"This year", "DATE", "2019", "", "", ""}}},
		{"next year", tue, "Oil output may recover next year.", []want{{"next year", "DATE", "2020", "", "", ""}}},
		{"last week", tue, "Troops deserted last week.", []want{{"last week", "DATE", "2019-W08", "", "2019-02-18", "2019-02-24"}}},
		{"since the weekend", tue, "More than 100 soldiers have defected since the weekend.", []want{{"the weekend", "DATE", "2019-W08-WE", "SINCE", "2019-02-23", "2019-02-26"}}},
		{"the weekend", tue, "Clashes over the weekend left four dead.", []want{{"the weekend", "DATE", "2019-W08-WE", "", "2019-02-23", "2019-02-24"}}},
		{"a weekend before a noun", tue, "Police arrested a man in a weekend shooting that killed two.", []want{{"weekend", "DATE", "2019-W08-WE", "", "2019-02-23", "2019-02-24"}}},
		{"a weekend as a stretch", tue, "He spent a weekend in jail.", []want{{"a weekend", "DURATION", "P2D", "", "", ""}}},
		{"over the past week", tue, "Over the past week, prices rose.", []want{{"the past week", "DURATION", "P1W", "", "2019-02-20", "2019-02-26"}}},
		{"the past three years", tue, "Three million people left in the past three years.", []want{{"the past three years", "DURATION", "P3Y", "", "2016-02-27", "2019-02-26"}}},
		{"in just four days", tue, "In just four days, more than 100 soldiers crossed into Colombia.", []want{{"four days", "DURATION", "P4D", "", "2019-02-23", "2019-02-26"}}},
		{"two days ago", tue, "The bridge was blocked two days ago.", []want{{"two days ago", "DATE", "2019-02-24", "", "", ""}}},
		{"earlier this month", tue, "He was arrested earlier this month.", []want{{"earlier this month", "DATE", "2019-02", "START", "", ""}}},
		{"a year earlier", tue, "Inflation reached 1,000,000%, up from 2,000% a year earlier.", []want{{"a year earlier", "DATE", "2018", "", "", ""}}},
		{"year ago", tue, "Output fell from 1.5 million barrels a day a year ago.", []want{{"a year ago", "DATE", "2018", "", "", ""}}},
		// years, decades, vague
		{"year", tue, "The fort was built in 1958.", []want{{"1958", "DATE", "1958", "", "1958-01-01", "1958-12-31"}}},
		{"decade", tue, "Oil prices collapsed in the 1990s.", []want{{"the 1990s", "DATE", "199", "", "", ""}}},
		{"a century's decade", tue, "Jazz clubs opened in the 30s.", []want{{"the 30s", "DATE", "193", "", "", ""}}},
		{"recent years", tue, "In recent years, millions have fled.", []want{{"recent years", "DATE", "PAST_REF", "", "", ""}}},
		{"recently", tue, "He recently returned.", []want{{"recently", "DATE", "PAST_REF", "", "", ""}}},
		{"now", tue, "The bridge is now closed.", []want{{"now", "DATE", "PRESENT_REF", "", "", ""}}},
		{"currently", tue, "Colombia currently hosts a million migrants.", []want{{"currently", "DATE", "PRESENT_REF", "", "", ""}}},
		{"the future", tue, "Nobody knows what the future holds.", []want{{"the future", "DATE", "FUTURE_REF", "", "", ""}}},
		// seasons, quarters
		{"season", tue, "The talks failed last summer.", []want{{"last summer", "DATE", "2018-SU", "", "", ""}}},
		{"quarter past", tue, "Output fell in the third quarter.", []want{{"the third quarter", "DATE", "2018-Q3", "", "", ""}}},
		{"quarter year", tue, "Sales rose in the first quarter of 2018.", []want{{"the first quarter of 2018", "DATE", "2018-Q1", "", "", ""}}},
		// durations
		{"years", tue, "He spent three years in prison.", []want{{"three years", "DURATION", "P3Y", "", "", ""}}},
		{"for days", tue, "The blockade lasted for 10 days.", []want{{"10 days", "DURATION", "P10D", "", "", ""}}},
		{"a decade", tue, "The economy has shrunk for a decade.", []want{{"a decade", "DURATION", "P10Y", "", "", ""}}},
		{"hyphen", tue, "He began a two-year term.", []want{{"two-year", "DURATION", "P2Y", "", "", ""}}},
		{"approx", tue, "The march lasted about three hours.", []want{{"about three hours", "DURATION", "PT3H", "APPROX", "", ""}}},
		{"longer than", tue, "The talks lasted longer than two years.", []want{{"longer than two years", "DURATION", "P2Y", "MORE_THAN", "", ""}}},
		{"shorter than", tue, "The truce held for shorter than three weeks.", []want{{"shorter than three weeks", "DURATION", "P3W", "LESS_THAN", "", ""}}},
		{"numerous years", tue, "The war went on for numerous years.", []want{{"numerous years", "DURATION", "PXY", "", "", ""}}},
		{"half", tue, "They waited 2 1/2 years.", []want{{"2 1/2 years", "DURATION", "P2Y6M", "", "", ""}}},
		{"end of month", tue, "Troops should arrive by the end of the month.", []want{{"the end of the month", "DATE", "2019-02", "END", "", ""}}},
		{"in the past", tue, "In the past it has closed the border.", []want{{"the past", "DATE", "PAST_REF", "", "", ""}}},
		{"couple of years", tue, "Recovery will take the next couple of years.", []want{{"the next couple of years", "DURATION", "P2Y", "", "2019-02-26", "2021-02-25"}}},
		{"year-end", tue, "The deal should close by year-end.", []want{{"year-end", "DATE", "2019", "END", "", ""}}},
		{"quarter discourse", day(2019, 10, 24), "PDVSA lost $1 billion in the third quarter. Revenue fell 40% from a year earlier. Output in the quarter was the lowest since 1950.", []want{{"the third quarter", "DATE", "2019-Q3", "", "", ""}, {"a year earlier", "DATE", "2018-Q3", "", "", ""}, {"the quarter", "DATE", "2019-Q3", "", "", ""}}},
		{"last month-name", day(2019, 3, 1), "Elections were held last February.", []want{{"last February", "DATE", "2018-02", "", "", ""}}},
		// sets
		{"every week", tue, "Protesters gather every week.", []want{{"every week", "SET", "P1W", "", "", ""}}},
		{"daily", tue, "Thousands cross the border daily.", []want{{"daily", "SET", "P1D", "", "", ""}}},
		{"annually", tue, "The festival is held annually.", []want{{"annually", "SET", "P1Y", "", "", ""}}},
		{"per", tue, "Inflation runs at 50% a month.", []want{{"a month", "SET", "P1M", "", "", ""}}},
		// clock
		{"clock", tue, "The convoy left at 2:30 p.m. Tuesday.", []want{{"2:30 p.m. Tuesday", "TIME", "2019-02-26T14:30", "", "", ""}}},
		{"noon", tue, "The deadline is noon Friday.", []want{{"noon Friday", "TIME", "2019-02-22T12:00", "", "", ""}}},
	}
	for _, c := range cases {
		got := Extract(c.sentence, c.ref)
		for _, w := range c.want {
			x, ok := find(got, w.text)
			if !ok {
				t.Errorf("%s: %q not found in %q; got %v", c.name, w.text, c.sentence, texts(got))
				continue
			}
			if string(x.Type) != w.typ || x.Value != w.value {
				t.Errorf("%s: %q = %s %s, want %s %s", c.name, w.text, x.Type, x.Value, w.typ, w.value)
			}
			if w.mod != "" && x.Mod != w.mod {
				t.Errorf("%s: %q mod = %q, want %q", c.name, w.text, x.Mod, w.mod)
			}
			if w.rs != "" && (x.RangeStart.String() != w.rs || x.RangeEnd.String() != w.re) {
				t.Errorf("%s: %q range = %s..%s, want %s..%s", c.name, w.text, x.RangeStart, x.RangeEnd, w.rs, w.re)
			}
			if x.Span.In(c.sentence) != x.Text {
				t.Errorf("%s: span %v does not cover %q", c.name, x.Span, x.Text)
			}
		}
	}
}

func texts(xs []storyline.TimeExpr) []string {
	var out []string
	for _, x := range xs {
		out = append(out, x.Text+"="+x.Value)
	}
	return out
}

func TestTimexNoFalseAlarms(t *testing.T) {
	for _, s := range []string{
		"The 6-year-old boy was rescued.",
		"Guaido may call for new elections.",
		"Thousands joined the march in Caracas.",
		"He paid $1999 for 2000 shares.",
		"The fall of the regime seemed near.",
		"Soldiers fired on the crowd.",
		// an age, not the 1930s
		"A man in his 30s was killed and a woman in her early 20s was hurt.",
		"The couple, both in their mid-40s, lived nearby.",
	} {
		if got := Extract(s, tue); len(got) != 0 {
			t.Errorf("%q: got %v, want nothing", s, texts(got))
		}
	}
}

func TestTimexAnchorAndGranularity(t *testing.T) {
	got := Extract("Maduro spoke on Saturday and will speak again in March.", tue)
	if len(got) != 2 {
		t.Fatalf("got %v", texts(got))
	}
	if got[0].Anchor != storyline.DateOf(tue) || got[0].Granularity != "day" {
		t.Errorf("Saturday: anchor %s granularity %s", got[0].Anchor, got[0].Granularity)
	}
	if got[1].Value != "2019-03" || got[1].Granularity != "month" {
		t.Errorf("March: %s %s", got[1].Value, got[1].Granularity)
	}
}

func TestTimexSpansInOrder(t *testing.T) {
	text := strings.Repeat("On Monday, Feb. 25, 2019, soldiers crossed; two days ago, last week and in the 1990s, every day at 3 p.m. ", 20)
	checkSpans(t, text, Extract(text, tue))
}

func checkSpans(t *testing.T, text string, got []storyline.TimeExpr) {
	t.Helper()
	prev := 0
	for _, x := range got {
		if x.Span.Start < prev || x.Span.End <= x.Span.Start || x.Span.End > len(text) {
			t.Fatalf("bad span %v after %d (len %d)", x.Span, prev, len(text))
		}
		if text[x.Span.Start:x.Span.End] != x.Text {
			t.Fatalf("span %v text %q != %q", x.Span, text[x.Span.Start:x.Span.End], x.Text)
		}
		prev = x.Span.End
	}
}

func TestTimexRangeOf(t *testing.T) {
	for v, w := range map[string]string{
		"2019":             "2019-01-01..2019-12-31",
		"2019-02":          "2019-02-01..2019-02-28",
		"2019-W08":         "2019-02-18..2019-02-24",
		"2019-W08-WE":      "2019-02-23..2019-02-24",
		"2019-Q1":          "2019-01-01..2019-03-31",
		"2019-SU":          "2019-06-01..2019-08-31",
		"2019-WI":          "2019-12-01..2020-02-29",
		"199":              "1990-01-01..1999-12-31",
		"2019-02-26T14:30": "2019-02-26..2019-02-26",
		"PAST_REF":         "..",
	} {
		s, e := rangeOf(v)
		if got := s.String() + ".." + e.String(); got != w {
			t.Errorf("rangeOf(%q) = %s, want %s", v, got, w)
		}
	}
}
