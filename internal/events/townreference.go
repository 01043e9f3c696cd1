package events

import (
	"regexp"

	"github.com/storyline-news/storyline"
)

// referenceBeforeRE ends the words before a town named as the point a
// place is measured from, not the place: "40 miles southeast of", "about
// 50 miles from", "30 kilometers north of", "a few miles outside". A
// distance is required: a bare bearing ("an ambush west of Adra northeast
// of Damascus", "just north of downtown Houston") as often names the area
// the scene lies in. (English: the compass words in lower case; "West
// Oakland" is a name, not a bearing.)
var referenceBeforeRE = regexp.MustCompile(`\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a few|several|a|a couple of)[\s-]+(?:miles?|kilometers?|kilometres?|km)\s+(?:(?:north|south|east|west|northeast|northwest|southeast|southwest|north-east|north-west|south-east|south-west)\s+of|from|outside(?:\s+of)?)\s+$`)

// namedAsReference reports a town named as the landmark a scene is placed
// by: "in Kerens, about 30 miles east of Waco", "some 40 kilometres
// northeast of Damascus". Local news tells a small town's place by the city its
// readers know, often its own, and names that city again in its dateline
// and its police; the city is not where the shooting was.
func namedAsReference(txt string, sp storyline.Span) bool {
	return referenceBeforeRE.MatchString(txt[max(0, sp.Start-50):sp.Start])
}

// neighbourhoodBeforeRE and neighbourhoodAfterRE frame a name given as a
// part of a city: "in the Oakwood neighborhood of north Fresno", "the
// city's West Kensington section". (English.)
var (
	neighbourhoodBeforeRE = regexp.MustCompile(`\bthe\s+(?:city['’]s\s+)?(?:(?:North|South|East|West|Upper|Lower)\s+)?$`)
	neighbourhoodAfterRE  = regexp.MustCompile(`^\s+(?:neighborhood|neighbourhood|section|district)\b`)
)

// namedAsNeighbourhood reports a town's name given as a neighbourhood of
// another place: the gazetteer reads it as a town of its own, often a
// namesake far off (Parkway, a suburb 10 km from Sacramento's centre;
// Baden, Germantown), and the event's town is the city the story names.
func namedAsNeighbourhood(txt string, sp storyline.Span) bool {
	return neighbourhoodBeforeRE.MatchString(txt[max(0, sp.Start-30):sp.Start]) && neighbourhoodAfterRE.MatchString(txt[sp.End:min(len(txt), sp.End+20)])
}
