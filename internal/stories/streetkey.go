package stories

import (
	"strings"

	"github.com/storyline-news/storyline/internal/text"
)

// streetKey is the identity key of a place below a town that the
// gazetteer does not place (a street, a block, an apartment complex): its
// folded name, with a street type's abbreviation spelled out ("Burlingame
// Blvd" is Burlingame Boulevard), a compass word before or after it left
// out ("S. Hosmer Street" is South Hosmer Street is Hosmer Street) and
// the street type last left out too: reports of one shooting write
// "Lappin Avenue" and "Lappin Street", "the 2300 block of Ketchum" and
// "Ketchum Road". A name that is only a compass word and a type ("North
// Street") keeps them.
func streetKey(name string) string {
	words := strings.FieldsFunc(text.Fold(name), func(r rune) bool { return r == ' ' || r == '.' || r == ',' })
	if len(words) == 0 {
		return ""
	}
	if full, ok := streetTypeShort[words[len(words)-1]]; ok && len(words) > 1 {
		words[len(words)-1] = full
	}
	core := words
	for len(core) > 1 && compassWord(core[0]) {
		core = core[1:]
	}
	for len(core) > 1 && compassWord(core[len(core)-1]) {
		core = core[:len(core)-1]
	}
	if len(core) > 1 && streetTypes[core[len(core)-1]] {
		core = core[:len(core)-1]
	}
	if len(core) == 1 && (compassWord(core[0]) || streetTypes[core[0]]) {
		core = words
	}
	return strings.Join(core, " ")
}

// streetTypeShort spells out the street types news abbreviates.
var streetTypeShort = map[string]string{
	"ave": "avenue", "av": "avenue", "blvd": "boulevard", "st": "street", "rd": "road", "dr": "drive",
	"ln": "lane", "ct": "court", "pl": "place", "pkwy": "parkway", "hwy": "highway", "cir": "circle",
	"ter": "terrace", "trl": "trail", "sq": "square",
}

// streetTypes are the words that end a street's name: the spelled-out
// types of streetTypeShort, and "way".
var streetTypes = func() map[string]bool {
	m := map[string]bool{"way": true}
	for _, full := range streetTypeShort {
		m[full] = true
	}
	return m
}()

// compassWord reports a direction before or after a street's name: the
// address's compass points (text.CompassPoints) and the four long
// diagonals.
func compassWord(w string) bool {
	switch w {
	case "northeast", "northwest", "southeast", "southwest":
		return true
	}
	return text.CompassPoints[w]
}
