package events

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// outsideOf reports town a lying in another province than place b names:
// b a province ("in the northern province of Raqqa") or a town named
// like its province ("rocket attacks in Aleppo", which may mean the
// province). A town is finer than a province or a namesake only as a
// part of it ("Khan Sheikhoun" for "Idlib"); a town of another province
// is another place, where the sentence tells what else happened
// ("casualties were also reported in Damascus") or a report merged in
// tells another deed ("a gas field in Homs" in a story on Raqqa). The
// country around a capital (Rif Dimashq around Damascus) holds the
// capital's suburbs and is not another province of them.
func outsideOf(a, b *storyline.Place) bool {
	if a == nil || b == nil || placeRank(a) != 2 || a.Country != b.Country || a.Admin1 == "" {
		return false
	}
	switch {
	case placeRank(b) == 1:
		return text.Fold(a.Admin1) != text.Fold(b.Name) && text.Fold(a.Admin1) != text.Fold(b.Admin1) && !countrysideOfTown(b, a)
	case namesakeTown(b):
		return text.Fold(a.Admin1) != text.Fold(b.Admin1)
	}
	return false
}
