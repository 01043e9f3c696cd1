package places

import "github.com/storyline-news/storyline"

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
