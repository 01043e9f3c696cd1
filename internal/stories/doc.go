package stories

import (
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Entity is a name an article mentions, as the clusterer compares it.
type Entity struct {
	Type storyline.EntityType
	// Key is the folded canonical name; for a resolved place, the
	// gazetteer's place ("geo:<geonameid>") so that spellings agree.
	Key      string
	Name     string // for display
	Mentions int
	Place    *storyline.Place // for resolved places
}

// Doc is what the clusterer needs from an analyzed article.
type Doc struct {
	ID    int64
	Title string
	// TitleDerived is set when the title was cut from the lead, not
	// written as a headline.
	TitleDerived bool
	// Text is the clean text; Terms, when set, replaces it: term → count,
	// as Terms counts them.
	Text  string
	Terms map[string]float64
	// Lead, when set, replaces the counted terms of the title and the
	// first words of the text (see LeadTerms).
	Lead map[string]float64
	// Entities are the article's names, credits left out.
	Entities []Entity
	// Published is the publication date, zero when unknown.
	Published storyline.Date
	// Dates are calendar dates the text states with their year, or that
	// resolve against a known publication date: what the article is about.
	Dates []storyline.Date
	// Years are the years the text states ("in 2008", "Sept. 18, 2013"),
	// one per statement; Figures the figures it reports, as kind and value
	// ("count:300", "money:2e+06"): the when and how many that tell one
	// event from another of the same kind.
	Years   []int
	Figures []string
	// NearDuplicateOf names the article this one is a copy of, 0 if none.
	NearDuplicateOf int64
	Outlet          string
	// Identity is where, when and who of the article's event.
	Identity Identity
}

// FromArticle builds the clusterer's view of an analyzed article.
//
// The strings the clusterer keeps (title, outlet, names, keys) are copied:
// extracted names are substrings of the article's text, and keeping one
// would keep the whole text alive for as long as the story lives.
func FromArticle(a *storyline.Article) Doc {
	d := Doc{
		ID: a.ID, Title: strings.Clone(a.Title), TitleDerived: a.TitleDerived, Text: a.Body(), NearDuplicateOf: a.NearDuplicateOf, Outlet: strings.Clone(a.Outlet),
	}
	if d.Text == "" {
		d.Text = a.Text
	}
	if a.Language == "es" {
		d.Text = glossSpanish(d.Text)
	}
	if !a.Published.Time.IsZero() {
		d.Published = storyline.DateOf(a.Published.Time)
	}
	for _, e := range a.Analysis.Entities {
		if e.Credit || e.Canonical == "" {
			continue
		}
		key := text.Fold(e.Canonical)
		if e.Place != nil && e.Place.GeonameID != 0 {
			key = "geo:" + strconv.Itoa(e.Place.GeonameID)
		}
		if key == "" {
			continue
		}
		d.Entities = append(d.Entities, Entity{Type: e.Type, Key: strings.Clone(key), Name: strings.Clone(e.Canonical), Mentions: max(e.Mentions, 1), Place: e.Place})
	}
	d.Identity = identityOf(a)
	for _, f := range a.Analysis.Figures {
		// Small counts ("two people", "three cars") recur in any report.
		if f.Vague || f.Best < 5 || f.Kind == storyline.FigureAge || f.Kind == storyline.FigureDuration {
			continue
		}
		d.Figures = append(d.Figures, string(f.Kind)+":"+strconv.FormatFloat(f.Best, 'g', 4, 64))
	}
	for _, t := range a.Analysis.TimeExprs {
		if t.Type != storyline.TimexDate {
			continue
		}
		if hasYear(t.Text) && len(t.Value) >= 4 {
			if y, err := strconv.Atoi(t.Value[:4]); err == nil {
				d.Years = append(d.Years, y)
			}
		}
		if t.Granularity != "day" && t.Granularity != "month" {
			continue
		}
		// Without a publication date, a relative expression ("on Friday")
		// was read against the ingest time: only stated years count.
		if d.Published.IsZero() && !hasYear(t.Text) {
			continue
		}
		if dt, ok := parseDate(t.Value); ok {
			d.Dates = append(d.Dates, dt)
		}
	}
	return d
}

// hasYear reports whether s holds a four-digit number from 1000 to 2999.
func hasYear(s string) bool {
	run := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] >= '0' && s[i] <= '9' {
			run++
			continue
		}
		if run == 4 && (s[i-4] == '1' || s[i-4] == '2') {
			return true
		}
		run = 0
	}
	return false
}

// parseDate reads the calendar date at the start of a TIMEX3 value:
// "2019-02-23" or "2019-02" (the first of the month).
func parseDate(v string) (storyline.Date, bool) {
	parts := strings.SplitN(v, "-", 3)
	if len(parts) < 2 || len(parts[0]) != 4 {
		return storyline.Date{}, false
	}
	y, err1 := strconv.Atoi(parts[0])
	m, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil || m < 1 || m > 12 {
		return storyline.Date{}, false
	}
	day := 1
	if len(parts) == 3 {
		dd, err := strconv.Atoi(strings.SplitN(parts[2], "T", 2)[0])
		if err != nil || dd < 1 || dd > 31 {
			return storyline.Date{}, false
		}
		day = dd
	}
	return storyline.Date{Year: y, Month: time.Month(m), Day: day}, true
}
