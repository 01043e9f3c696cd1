package storyview

import (
	"strings"

	"github.com/storyline-news/storyline/internal/text"
)

// givenOfListed reports a one-word name that starts the name of a person
// already listed: "Jamiyah" after "Jamiyah Sims" is the same girl, named
// so where a report identifies her by her given name only. Two listed
// people who share the given name leave it no new person either.
func givenOfListed(name string, listed []Entity) bool {
	if strings.ContainsRune(strings.TrimSpace(name), ' ') {
		return false
	}
	n := text.Fold(name)
	for _, p := range listed {
		if f := text.Fold(p.Name); f != n && strings.HasPrefix(f, n+" ") {
			return true
		}
	}
	return false
}
