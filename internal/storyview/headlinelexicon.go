package storyview

// The words the headline figure's rules read, one place per language
// (English only so far; a title in another language has none of them and
// its counts are read as they stand).

// otherDead are the words that name dead people beside a title's count,
// and how many: "Mother, 2 children found dead" (1), "Parents, 2
// children dead" (2), "killing 2, then himself" (1) — added to the count
// when joined to it (see joinWords).
var otherDead = map[string]int{
	"himself": 1, "herself": 1, "self": 1,
	"man": 1, "woman": 1, "boy": 1, "girl": 1, "child": 1, "teen": 1, "baby": 1, "toddler": 1,
	"wife": 1, "husband": 1, "mother": 1, "father": 1, "mom": 1, "dad": 1, "son": 1, "daughter": 1,
	"grandmother": 1, "grandfather": 1, "girlfriend": 1, "boyfriend": 1, "ex-wife": 1, "ex-husband": 1,
	"male": 1, "female": 1, "parents": 2, "couple": 2,
}

// reflexives name the killer among the dead: "then himself".
var reflexives = wordSet("himself", "herself", "self", "themselves")

// joinWords join the dead a title names: "Mother, 2 children", "Father
// and 2 children", "2 children, then himself".
var joinWords = wordSet(",", "and", "&", "then")

// diedWords say a victim died, not how ("homicide detectives", "attempted
// murder" say no death of the wounded): see diedLater.
var diedWords = wordSet("dies", "died", "dead", "death", "succumbs", "succumbed", "succumb")

// roundUpNouns and roundUpSpread make a sentence a round-up of several
// incidents: "in shootings across the city", "in separate shootings",
// "weekend shootings"
// (see roundUpOver).
var (
	roundUpNouns  = wordSet("shootings", "incidents")
	roundUpSpread = wordSet("across", "throughout", "separate", "unrelated", "citywide", "weekend")
)

func wordSet(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}
