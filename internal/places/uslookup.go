package places

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// DivisionAfter returns the first-level division or country the text
// after a name gives it after a comma ("Cache County, Utah", "Henry
// County, Ind.", "Harris County, TX"), and whether there is one: a
// county, which the gazetteer does not list, is read against the state
// the text puts it in.
func (g *Gazetteer) DivisionAfter(after string) (storyline.Place, bool) {
	q, _ := g.qualifier(after)
	if q < 0 {
		return storyline.Place{}, false
	}
	return g.place(q, 0), true
}

// AddHome counts into ctx the place an outlet names as its home ("Huntsville,
// AL", "Memphis, Tennessee"): its division and its country, once each, as
// if the article had named the division. A local station's reports are of
// its own state: "a shooting in Florence" on a Huntsville station's page is
// Florence, Alabama, not Florence, Italy. It reports whether the home
// names a division the gazetteer knows; ctx is left as it is when not.
func (g *Gazetteer) AddHome(ctx *Context, home string) bool {
	_, after, ok := strings.Cut(home, ",")
	if !ok {
		return false
	}
	q, _ := g.qualifier("," + after)
	if q < 0 || g.entries[q].kind != kindAdmin1 {
		return false
	}
	if ctx.divisions == nil {
		ctx.divisions = map[int32]int{}
	}
	ctx.divisions[q]++
	ctx.Add(string(g.entries[q].country[:]), 1)
	return true
}
