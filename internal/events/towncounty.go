package events

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// countyRE is a county or parish named as such: "Pike County", "Aiken
// Co.", "St. Mary Parish", "Box Elder County". Group 1 is up to three
// capitalized words before the word for a county.
var countyRE = regexp.MustCompile(`\b(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})\s+(County|Co\.|Parish)(?:\s|[,.;:'’)]|$)`)

// mayNameCounty reports whether s holds one of the words every match of
// countyRE ends with; the pattern, tried at every capital of the text, is
// the costlier test, and most reports name no county.
func mayNameCounty(s string) bool {
	return strings.Contains(s, "County") || strings.Contains(s, "Co.") || strings.Contains(s, "Parish")
}

// countyMatches is countyRE's matches in s, with their groups.
func countyMatches(s string) [][]string {
	if !mayNameCounty(s) {
		return nil
	}
	return countyRE.FindAllStringSubmatch(s, -1)
}

// storyCounty returns the county a story names most when its main event
// has no town (place p is nil, a country or a division): rural shootings
// are reported by a county's sheriff and coroner ("Pike County deputies
// responded…", "Man killed in Brown County hunting accident"), and GVA
// records the county where no town is named. In a division p the county
// is a place of it (geo precision 2, at the division's point); with no
// place, in the division of the town the outlet names in its headlines
// (outletDivision); else only its name is known, the event's location as
// written. For a town p, the county its reports put it in (sceneCounty):
// the town stands. "" when the story names no county.
func storyCounty(arts []*storyline.Article, p *storyline.Place) (*storyline.Place, string) {
	if p != nil && placeRank(p) == 2 {
		return nil, sceneCounty(arts, p) // the town stands; its county is the event's too
	}
	counts := map[string]int{}
	var order []string
	add := func(name string) {
		if counts[name] == 0 {
			order = append(order, name)
		}
		counts[name]++
	}
	var titles [][]string // a headline's runs, read once the texts' counties are known
	for _, a := range arts {
		for _, m := range countyMatches(a.Text) {
			if name := countyName(m[1]); name != "" {
				add(name + " " + countyKind(m[2]))
			}
		}
		for _, m := range countyMatches(a.Title) {
			titles = append(titles, []string{a.Title, m[1], countyKind(m[2])})
		}
	}
	for _, t := range titles {
		if name := titleCounty(t[0], t[1], t[2], counts); name != "" {
			add(name + " " + t[2])
		}
	}
	best := ""
	for _, k := range order {
		if best == "" || counts[k] > counts[best] {
			best = k
		}
	}
	if best == "" {
		return nil, ""
	}
	if p == nil {
		p = outletDivision(arts) // "Dale Co. shooting" on "WXYZ-TV: News … for Montgomery, AL"
	}
	if p == nil || placeRank(p) != 1 {
		return nil, best
	}
	c := *p
	c.Name, c.Admin1, c.Kind, c.GeonameID, c.Population = best, p.Name, KindCounty, 0, 0
	c.Precision = max(c.Precision, 2)
	return &c, best
}

// countyKind is the word for a county as a name ends with it.
func countyKind(w string) string {
	if w == "Parish" {
		return "Parish"
	}
	return "County"
}

// titleCounty returns the county's name of a headline's capitalized run
// before "County": the longest end of the run that the texts name as a
// county, else, in a headline written in title case ("Man Shoots Bucks
// County Teen"), its last word, else the run.
func titleCounty(title, run, kind string, counts map[string]int) string {
	ws := strings.Fields(run)
	for k := range ws {
		if name := countyName(strings.Join(ws[k:], " ")); name != "" && counts[name+" "+kind] > 0 {
			return name
		}
	}
	if everyWordCapitalized(title) {
		return countyName(ws[len(ws)-1])
	}
	return countyName(run)
}

// countyName returns a county's name from the capitalized words before
// "County": without a sentence's or a headline's first words that are no
// part of it ("In Pike", "The Brown", "According to" is cut by case
// already), "" when none is left.
func countyName(words string) string {
	ws := strings.Fields(words)
	ws = ws[countyNameStart(ws):]
	if len(ws) == 0 {
		return ""
	}
	return places.NameCase(strings.Join(ws, " "))
}

// countyNameStart returns the index of the first word of a county's name
// among the capitalized words before "County": after the words of the
// sentence before ("S.C." of "in Spartanburg, S.C.  Rutherford County")
// and after a sentence's or a headline's first words that are no part
// of it ("In Pike", "EDT The Orange" after a page's time stamp). Every
// word of the run is capitalized, so a lead word in it starts a
// sentence, never a name's inside ("Lake of the Woods").
func countyNameStart(ws []string) int {
	k := 0
	for i, w := range ws[:max(len(ws)-1, 0)] {
		if strings.HasSuffix(w, ".") && !nameAbbreviations[text.Fold(strings.TrimSuffix(w, "."))] || countyLeadWords[text.Fold(w)] {
			k = i + 1
		}
	}
	if k < len(ws) && countyLeadWords[text.Fold(ws[k])] {
		k++ // the run's last word alone is a lead word: no name
	}
	return k
}

// everyWordCapitalized reports a headline in title case: every word of
// four letters or more starts with a capital ("Man Shoots Bucks County
// Teen"), where a capital no longer marks a name.
func everyWordCapitalized(title string) bool {
	n := 0
	for _, w := range strings.Fields(title) {
		r := []rune(w)
		if len(r) < 4 || !unicode.IsLetter(r[0]) {
			continue
		}
		if !unicode.IsUpper(r[0]) {
			return false
		}
		n++
	}
	return n > 0
}

// namesCounty reports a place's name followed by the word for a county
// ("Jackson County deputies", "the San Bernardino County Sheriff's
// Department", "Lunenburg Co."): the county, not its namesake town, which
// may be its seat or lie in another state (Jackson, Mississippi for a
// Kansas county's sheriff).
func namesCounty(txt string, sp storyline.Span) bool {
	return sp.End <= len(txt) && countyAfter(txt[sp.End:])
}
