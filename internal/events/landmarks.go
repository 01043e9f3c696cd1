package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// landmark is a bridge, crossing or settlement the gazetteer does not
// hold, with the towns it lies in or joins: an event there is coded at
// the town (ACLED codes a bridge or a border crossing at the town it is
// in), near it (geo precision 2).
type landmark struct {
	names []string // folded words, as tokens read them
	towns []landmarkTown
}

type landmarkTown struct{ name, country string }

// landmarks are border bridges and crossings of news reports, each with
// the town at either end (publicly documented: the bridges' own pages),
// and places inside a town.
var landmarks = []landmark{
	{names: []string{"simon bolivar international bridge", "simon bolivar bridge"},
		towns: []landmarkTown{{"San Antonio del Táchira", "VE"}, {"Villa del Rosario", "CO"}}},
	{names: []string{"francisco de paula santander international bridge", "francisco de paula santander bridge"},
		towns: []landmarkTown{{"Ureña", "VE"}, {"Cúcuta", "CO"}}},
	{names: []string{"tienditas international bridge", "tienditas bridge"},
		towns: []landmarkTown{{"Ureña", "VE"}, {"Cúcuta", "CO"}}},
	{names: []string{"la parada"}, towns: []landmarkTown{{"Villa del Rosario", "CO"}}},
	{names: []string{"rafah crossing", "rafah border crossing"},
		towns: []landmarkTown{{"Rafah", "PS"}, {"Rafah", "EG"}}},
	{names: []string{"allenby bridge", "king hussein bridge"},
		towns: []landmarkTown{{"Jericho", "PS"}}},
}

// landmarkName is one name of landmarks[landmark], in words.
type landmarkName struct {
	words    []string
	landmark int
}

// landmarkNames indexes the landmarks' names by their first word.
var landmarkNames = func() map[string][]landmarkName {
	m := map[string][]landmarkName{}
	for li, l := range landmarks {
		for _, name := range l.names {
			words := strings.Fields(name)
			m[words[0]] = append(m[words[0]], landmarkName{words, li})
		}
	}
	return m
}()

// landmarkPlace finds a landmark the sentence names and returns the town
// it lies in: the end in the country the sentence names (country), else
// in the main country, else the first. The last landmark named wins: "near
// the Simon Bolivar International Bridge, in La Parada" is La Parada.
func (x *extractor) landmarkPlace(country string) (*storyline.Place, string, storyline.Span, bool) {
	var found *landmark
	var span storyline.Span
	for i := range x.toks {
		for _, n := range landmarkNames[x.toks[i].lw] {
			if i+len(n.words) > len(x.toks) {
				continue
			}
			ok := true
			for k, w := range n.words[1:] {
				if x.toks[i+1+k].lw != w {
					ok = false
					break
				}
			}
			if ok {
				found, span = &landmarks[n.landmark], storyline.Span{Start: x.toks[i].s, End: x.toks[i+len(n.words)-1].e}
			}
		}
	}
	if found == nil {
		return nil, "", storyline.Span{}, false
	}
	town := found.end(country, x.country)
	for _, c := range x.gazetteer().Lookup(town.name) {
		if c.Kind == "city" && c.Country == town.country {
			p := c
			p.Precision = 2
			return &p, span.In(x.in.Text), span, true
		}
	}
	return nil, "", storyline.Span{}, false
}

// end returns the landmark's town in the first of countries it has one
// in, else its first.
func (l *landmark) end(countries ...string) landmarkTown {
	for _, want := range countries {
		for _, t := range l.towns {
			if want != "" && t.country == want {
				return t
			}
		}
	}
	return l.towns[0]
}
