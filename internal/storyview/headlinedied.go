package storyview

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// A victim wounded in the first reports often dies later: "Boy on life
// support after being shot dies", "10-year-old succumbs to injuries". The
// main event, read from all the reports, may keep the one wounded, and the
// story list then headed a death with "1 person injured". diedLater is
// that later toll.

// diedLater is the headline figure of one person killed when the main
// event has one wounded and no dead (toll is then its wounded) and the
// title or the lead of an independent report says someone died ("dies",
// "succumbs", "death"); nil otherwise.
func (v *View) diedLater(toll *storyline.HeadlineFigure) *storyline.HeadlineFigure {
	m := v.MainEvent
	if m == nil || toll == nil || toll.Label != tollInjured || m.Fatalities > 0 || m.Injured != 1 {
		return nil
	}
	outlets := map[string]bool{}
	for _, a := range v.Articles {
		if a.NearDuplicateOf != 0 {
			continue
		}
		said := !a.TitleDerived && saysDeath(a.Title)
		if !said {
			end := leadEnd(a.Text)
			for _, s := range text.Sentences(a.Text[:end]) {
				said = said || saysDeath(a.Text[s.Start:s.End])
			}
		}
		if said {
			outlets[a.Outlet] = true
		}
	}
	if len(outlets) == 0 {
		return nil
	}
	return &storyline.HeadlineFigure{Label: tollKilled, Value: "1", Low: 1, Best: 1, High: 1, AsOf: m.Date, Sources: len(outlets)}
}

// saysDeath reports whether a word of s is one of dying ("dies",
// "succumbs", "death"; see diedWords), not one of two.
func saysDeath(s string) bool {
	ws := words(s)
	for i, w := range ws {
		// A death one of two ("causing injury or death", a charge's
		// name) is no death that happened.
		if diedWords[w] && !(i > 0 && ws[i-1] == "or") && !(i+1 < len(ws) && ws[i+1] == "or") {
			return true
		}
	}
	return false
}
