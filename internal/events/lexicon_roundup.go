package events

// roundUpNouns are the plural nouns of deeds a round-up counts its
// victims over: "in shootings across the county", "in three separate
// incidents".
var roundUpNouns = map[string]bool{"shootings": true, "incidents": true}

// roundUpApart are the words before a round-up noun that tell its deeds
// apart: "in three separate incidents", "in unrelated shootings".
var roundUpApart = map[string]bool{"separate": true, "unrelated": true, "different": true}

// roundUpSpread are the words after a round-up noun that spread its deeds
// over a wide area: "shootings across Chicago", "incidents spanning the
// five boroughs", "incidents spread over the city", "shootings
// throughout the county".
var roundUpSpread = map[string]bool{"across": true, "throughout": true, "spanning": true, "spread": true}

// roundUpSides is the noun that names several parts of a city together:
// "on the South and West sides".
const roundUpSides = "sides"

// periodBounds are the words before a day that open or close a period
// rather than date a deed: "from Friday through Sunday", "between Friday
// night and Monday morning", "since Friday evening", "until Monday".
var periodBounds = map[string]bool{"from": true, "between": true, "since": true, "through": true, "until": true, "till": true}

// periodClosers are the words between the first and the last day of a
// period: "Friday through Sunday", "between Friday and Monday".
var periodClosers = map[string]bool{"through": true, "and": true, "to": true, "until": true, "till": true}

// blockOf is the words between a street number and the street of a
// block address: "the 2700 block of N. 23rd Street".
const blockOf = `block of`

// streetDirections are the words before a street's own name: "N. 23rd
// Street", "South Michigan Avenue".
var streetDirections = map[string]bool{
	"n": true, "s": true, "e": true, "w": true, "ne": true, "nw": true, "se": true, "sw": true,
	"north": true, "south": true, "east": true, "west": true,
	"northeast": true, "northwest": true, "southeast": true, "southwest": true,
}
