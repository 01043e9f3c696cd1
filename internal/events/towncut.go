package events

import (
	"regexp"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// capitalizedAfterRE is one or two capitalized words right after a name.
var capitalizedAfterRE = regexp.MustCompile(`^(?:[ \t]+\p{Lu}[\p{L}'’-]*){1,2}`)

// fullerTown returns the town a place name runs on into, when the tagger
// cut it short: "Salt" of "a Salt Lake City apartment" (read as Salt,
// Spain), "West Valley" of "in West Valley City" (read as West Valley,
// Washington). The longest run of the next capitalized words that makes
// a gazetteer town's name is the town (its most populous holder); nil
// when none does.
func fullerTown(txt string, sp storyline.Span) *storyline.Place {
	m := capitalizedAfterRE.FindString(txt[sp.End:min(len(txt), sp.End+40)])
	if m == "" {
		return nil
	}
	for end := len(m); end > 0; {
		name := txt[sp.Start:sp.End] + m[:end]
		var best *storyline.Place
		for _, q := range places.Default().Lookup(name) {
			if q.Kind == places.KindCity && places.Fold(q.Name) == places.Fold(name) && (best == nil || q.Population > best.Population) {
				best = &q
			}
		}
		if best != nil {
			return best
		}
		// drop the last word
		i := end - 1
		for i > 0 && m[i] != ' ' && m[i] != '\t' {
			i--
		}
		for i > 0 && (m[i-1] == ' ' || m[i-1] == '\t') {
			i--
		}
		end = i
	}
	return nil
}
