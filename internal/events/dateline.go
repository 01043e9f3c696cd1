package events

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// datelineRE is a dateline at the start of a paragraph: the town in
// capitals, an optional division or country, an optional agency or
// station, then a dash ("MILWAUKEE (AP) –", "ROSWELL, N.M. (KRQE) —",
// "FAR ROCKAWAY, Queens —"). The same shape internal/pubdate reads.
// The dash is any a wire or a station's web copy sets: an em or en dash,
// one to three hyphens, or the underscore of AP wire text
// ("COMANCHE, Okla._A girl …"); the story may follow it without a space
// ("(WJZ)—A violent night", "(WDRB)---\"I can't …\"") or in the next
// paragraph, the dateline standing alone ("HOUSTON -"). A capital town
// name standing alone before the story, or set off from it by two spaces
// ("CAMPBELL  Police said …"), is a dateline without a dash:
// datelineAloneRE.
var datelineRE = regexp.MustCompile(`^([\p{Lu}][\p{Lu} .'’-]{1,40}?)\s*(,[^—–\-_\n(]{0,40})?\s*(?:\([^)]{1,30}\))?(\s*)([—–]{1,2}|-{1,3}|_)(\s|$|["“‘'\p{Lu}])` +
	// or in title case before a dash proper: "Kalamazoo — Police say"
	`|^(\p{Lu}\p{Ll}+(?:[ .'’-]+\p{Lu}\p{Ll}+){0,3})\s*(,[^—–\n(]{0,40})?\s*(?:\([^)]{1,30}\))?\s*[—–]\s`)

// datelineAloneRE is a town in capitals, with an optional division, that
// is the whole paragraph or is followed by two spaces and a capitalized
// word: the dashless dateline of some local sites ("CAMPBELL  Police said
// …", "POINTE COUPEE" over the story).
var datelineAloneRE = regexp.MustCompile(`^(\p{Lu}[\p{Lu}.'’-]+(?: [\p{Lu}.'’-]+){0,3})(,[ \p{L}.]{2,20})?(?:\s*$|[ \t\x{a0}]{2,}\p{Lu})`)

// datelineParagraphs is how many paragraphs from the top a dateline may
// start: headlines, bylines, timestamps and a station's "Follow us" and
// "Updated" lines come before it. Further down, a dateline starts the
// next story of a page of several, or a wire story quoted in the report.
const datelineParagraphs = 8

// datelineTown returns the town an article's dateline names, resolved in
// the countries its places lie in, or nil. Local news files from the
// town of the event, so the dateline weighs more than a town named in
// passing (where a victim was taken, where a suspect lived); the tagger
// misses capitals, so the dateline is read here. A town or county the
// gazetteer lacks, with its division ("LETCHER, S.D. —", "ITASCA
// COUNTY, MN -"), is the name as written in that division (the
// resolver's unlisted place); a county only when the article names no
// town of its state.
func datelineTown(a *storyline.Article) *storyline.Place {
	for i, p := range a.Paragraphs {
		if i == datelineParagraphs {
			break
		}
		if p.Span.End > len(a.Text) {
			break
		}
		para := a.Text[p.Span.Start:p.Span.End]
		m, dashless := datelineMatch(para)
		if m == nil {
			continue
		}
		name := strings.TrimRight(para[m[2]:m[3]], " .-")
		if len(name) < 3 {
			continue
		}
		start := p.Span.Start + m[2]
		pl := resolvePlace(a, storyline.Span{Start: start, End: start + len(name)}, p.Span)
		if pl != nil && pl.Kind == places.KindAdmin1 && pl.Precision == 2 && places.Fold(name) != places.Fold(pl.Name) && !dashless {
			// the division alone ("TYRONE, Mo. —" with Tyrone only in
			// Georgia in the gazetteer): a dateline names the town it is
			// filed from, as written, in its state
			pl = unlistedTown(name, pl)
		}
		if pl != nil && pl.Kind == places.KindCountry && places.Fold(name) != places.Fold(pl.Name) {
			pl = townOfDivisionNamed(name, pl.Name) // "MACON, Georgia (41NBC) –" read in the country Georgia
		}
		if pl == nil || pl.Kind != places.KindCity && pl.Kind != KindCounty || dashless && pl.GeonameID == 0 {
			continue
		}
		if w, _, _ := strings.Cut(places.Fold(name), " "); w == "near" || w == "outside" {
			continue // "NEAR DALLAS, Texas —" is no town's name
		}
		if pl.Kind == KindCounty && namesTownIn(a, pl) {
			continue
		}
		return pl
	}
	return nil
}

// datelineMatch returns the submatch indexes of a paragraph's dateline,
// m[2]:m[3] the town's name, or nil; dashless for a town standing alone,
// which only a town the gazetteer lists makes a dateline (a headline in
// capitals, "SHOOTING IN PERRIS, CA", also stands alone).
func datelineMatch(para string) (m []int, dashless bool) {
	if m := datelineRE.FindStringSubmatchIndex(para); m != nil {
		if m[2] < 0 {
			return m[10:], false // the title-case form: its town at m[2]:m[3]
		}
		// a single hyphen inside a word ("ANTI-GUN RALLY") is no dash:
		// one hyphen with no space on either side follows a division or
		// a station ("(KTVI)-More", "Calif.-Police")
		gap, dash, after := m[6:8], m[8:10], m[10:12]
		if dash[1]-dash[0] == 1 && para[dash[0]] == '-' && gap[1] == gap[0] && after[1] > after[0] && para[after[0]] != ' ' &&
			(dash[0] == 0 || para[dash[0]-1] != ')' && para[dash[0]-1] != '.') {
			return nil, false
		}
		return m, false
	}
	if m := datelineAloneRE.FindStringSubmatchIndex(para); m != nil && !strings.ContainsAny(para[m[2]:m[3]], ":!?") {
		return m, true
	}
	return nil, false
}

// townOfDivisionNamed returns the town named name in a first-level
// division named like a country ("Macon" in Georgia, the state, when the
// dateline's "Georgia" was read as the country), or nil.
func townOfDivisionNamed(name, division string) *storyline.Place {
	for _, c := range places.Default().Lookup(name) {
		if c.Kind == places.KindCity && places.Fold(c.Admin1) == places.Fold(division) && places.Fold(c.Name) == places.Fold(name) {
			return &c
		}
	}
	return nil
}

// unlistedTown returns the town or county a dateline names as written,
// in the division the resolver placed it in, at the division's
// coordinates with geo precision 2.
func unlistedTown(name string, division *storyline.Place) *storyline.Place {
	p := *division
	p.Name, p.Admin1, p.Kind, p.GeonameID, p.Population = places.NameCase(name), division.Name, places.KindCity, 0, 0
	if strings.HasSuffix(p.Name, " County") || strings.HasSuffix(p.Name, " Parish") {
		p.Kind = KindCounty
	}
	return &p
}

// namesTownIn reports an article that names a town of a division: the
// county of a dateline ("HARRIS COUNTY, Texas —") is no finer than the
// town the report names in it ("in Houston"). A place the resolver read
// as a namesake elsewhere counts when the division has a town of its name
// ("TODD COUNTY, Ky. — … a shooting call in Elkton": Elkton, Maryland is
// the largest Elkton, the county's is in Kentucky).
func namesTownIn(a *storyline.Article, county *storyline.Place) bool {
	for _, e := range a.Analysis.Entities {
		p := e.Place
		if p == nil || p.Kind != places.KindCity {
			continue
		}
		if p.Country == county.Country && p.Admin1 == county.Admin1 || townInDivisions(p.Name, map[string]bool{county.Country + "|" + county.Admin1: true}) != nil {
			return true
		}
	}
	return false
}

// KindCounty is the kind of a county or parish a text names that the
// gazetteer does not list: a second-level division, finer than its state.
const KindCounty = places.KindAdmin2

// agencyRE is a local agency named after its town: "Detroit Police",
// "Jacksonville police", "a Chicago Police spokesman", "Louisville Metro
// Police", "Savannah-Chatham Metropolitan Police", "the Wichita Fire
// Department", "the Jacksonville Sheriff's Office", "DeLand police",
// "Durham investigators", "D.C. police" (a division that is one city).
var agencyRE = regexp.MustCompile(`\b((?:\p{Lu}\.?){2}|\p{Lu}\p{Ll}*\p{Lu}?[\p{Ll}.'’]+(?:[ -]\p{Lu}\p{Ll}*\p{Lu}?[\p{Ll}.'’]+){0,2})(?:\s+Metro(?:politan)?)?\s+(?:[Pp]olice|Fire|Sheriff|detectives|investigators)\b`)

// agencyTowns returns the towns whose police, sheriff or fire department an
// article names: the tagger takes "Detroit Police" for an organization
// and "Jacksonville police" for nothing, and local news names the
// department of the town where the shooting was. A pair such as
// "Savannah-Chatham" is its first town.
func agencyTowns(a *storyline.Article) []*storyline.Place {
	var out []*storyline.Place
	for _, m := range agencyMatches(a.Text) {
		name, start := a.Text[m[2]:m[3]], m[2]
		if i := strings.IndexByte(name, '-'); i > 0 {
			name = name[:i]
		}
		pl := resolvePlace(a, storyline.Span{Start: start, End: start + len(name)}, storyline.Span{})
		if pl == nil && strings.ToUpper(name) == name {
			// "DC police": a division's postal code, which the gazetteer
			// reads only after a town ("Washington, DC")
			if d, ok := places.Default().DivisionAfter(", " + name); ok {
				pl = &d
			}
		}
		if pl := cityOfDivision(pl); pl != nil && pl.Kind == places.KindCity {
			out = append(out, pl)
		}
	}
	return out
}

// resolveTown resolves the name at span, in its sentence, as a town of
// the countries the article's places lie in; nil when it is no town.
func resolveTown(a *storyline.Article, span, sentence storyline.Span) *storyline.Place {
	if pl := resolvePlace(a, span, sentence); pl != nil && pl.Kind == places.KindCity {
		return pl
	}
	return nil
}

// resolvePlace resolves the name at span, in its sentence, in the
// countries the article's places lie in: a town, or the division or
// country the text places it in; nil when unresolved.
func resolvePlace(a *storyline.Article, span, sentence storyline.Span) *storyline.Place {
	ctx := places.Context{Countries: map[string]int{}}
	for _, e := range a.Analysis.Entities {
		if e.Place != nil {
			ctx.Add(e.Place.Country, e.Mentions)
		}
	}
	mention := places.NewMention(a.Text, span, sentence)
	res := places.Default().Resolve([]places.PlaceMention{mention}, ctx)
	return res[0].Place
}
