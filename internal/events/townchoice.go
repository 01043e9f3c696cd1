package events

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// ownTownHolds reports whether the main event's own town stands against
// the town the story names most: a town (not a division) of the same
// first-level division, named at least twice and at least half as often
// as that town. The story's counts favour the larger neighbour whose
// police, outlet or hospital the reports name ("Pocatello police" about a
// shooting in Chubbuck, a Charleston paper's dateline over one in
// Walterboro); a town the story keeps naming, and which its incident's own
// sentences name, is where it happened. A town named once, or far less
// often than the top one, is more likely a victim's home, a street read as
// a town or a namesake, and the story's count decides.
func ownTownHolds(own, top *storyline.Place, ownCount, topCount int) bool {
	if own == nil || top == nil || placeRank(own) < 2 || own.Country != top.Country {
		return false
	}
	if text.Fold(own.Admin1) != text.Fold(top.Admin1) {
		return false
	}
	return ownCount >= 2 && 2*ownCount >= topCount
}

// suburbOfTop reports the main event's own town, named at least twice, as
// a town in the ring of a far larger city the story names more: across a
// division's line from it ("Rankus, north of Damascus", in the Damascus
// countryside), where the reports' headlines use the city's name for its
// region ("Bomb blast kills 60 in Damascus suburb"). The town the
// incident's sentences name is finer than the city they are near.
func suburbOfTop(own, top *storyline.Place, ownCount int) bool {
	if own == nil || top == nil || placeRank(own) < 2 || placeRank(top) < 2 || own.Country != top.Country || ownCount < 2 {
		return false
	}
	if text.Fold(own.Admin1) == text.Fold(top.Admin1) {
		return false // ownTownHolds decides within one division
	}
	return top.Population >= 10*max(own.Population, 1) && places.DistanceKm(own, top) < suburbKm
}

// suburbKm is how far from a city a town of its ring may lie.
const suburbKm = 50
