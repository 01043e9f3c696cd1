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
