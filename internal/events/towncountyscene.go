package events

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

var (
	countyAgencyRE = regexp.MustCompile(`^(?:['’]s)?\s+(?i:` + countyAgencyWords + `)\b`)
	countyLeadRE   = regexp.MustCompile(`(?i)` + countySceneLead)
	countyPlaceRE  = regexp.MustCompile(`^(?:['’]s)?\s+(?i:` + countyInstitutionWords + `)\b`)
)

// sceneCounty returns the county a story's town t lies in as its
// reports tie them, "" when none does: GVA and the sheriff's reports
// file a shooting outside a town's limits under the county ("near
// Mooresville … Iredell County deputies said", "The Orange County
// Sheriff's Office is investigating multiple shootings in Tangelo
// Park"). A county counts when a report names it as the scene ("in Wise
// County") or with the agency that works the scene (a county's sheriff,
// police or coroner act within it); of those, the one named most. A
// county's agency the report names as a party ("a Madera County
// sheriff's lieutenant's daughter shot her sister … Fresno police are
// investigating") is read as the scene's too: a town's police and the
// county's sheriff at one scene are the common case. A
// county the text puts in another state than t's ("Cache County, Utah"
// for a town in Idaho) is not t's.
func sceneCounty(arts []*storyline.Article, t *storyline.Place) string {
	if t == nil || t.Kind != places.KindCity {
		return ""
	}
	counts := map[string]int{}
	sceneNamed, agencyNamed, elsewhere := map[string]bool{}, map[string]bool{}, map[string]bool{}
	var order []string
	read := func(s string, title bool) {
		if !mayNameCounty(s) {
			return
		}
		for _, m := range countyRE.FindAllStringSubmatchIndex(s, -1) {
			run, kind := s[m[2]:m[3]], countyKind(s[m[4]:m[5]])
			name := countyName(run)
			if title && everyWordCapitalized(s) {
				ws := strings.Fields(run)
				name = countyName(ws[len(ws)-1]) // "Man Shoots Bucks County Teen"
			}
			if name == "" {
				continue
			}
			key := name + " " + kind
			if counts[key] == 0 {
				order = append(order, key)
			}
			counts[key]++
			before := s[:m[2]] + countyLead(run) + " "
			agencyNamed[key] = agencyNamed[key] || countyAgencyRE.MatchString(s[m[5]:])
			sceneNamed[key] = sceneNamed[key] || countyLeadRE.MatchString(before) && !countyPlaceRE.MatchString(s[m[5]:])
			if d, ok := places.Default().DivisionAfter(s[m[5]:]); ok && d.Kind == places.KindAdmin1 && (d.Country != t.Country || places.Fold(d.Name) != places.Fold(t.Admin1)) {
				elsewhere[key] = true
			}
		}
	}
	for _, a := range arts {
		read(a.Title, true)
		read(a.Text, false)
	}
	best := ""
	for _, k := range order {
		if (sceneNamed[k] || agencyNamed[k]) && !elsewhere[k] && (best == "" || counts[k] > counts[best]) {
			best = k
		}
	}
	return best
}

// countyLead returns the words before a county's name in the run
// countyRE reads ("In Pike" → "In"), which countyName drops.
func countyLead(run string) string {
	ws := strings.Fields(run)
	return strings.Join(ws[:countyNameStart(ws)], " ")
}
