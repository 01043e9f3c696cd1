package events

// A deed coded by its means: a killing told with a verb of destroying, an
// attack named by the air force that made it (docs/events-syria.md,
// "Fourteenth pass").

// destroyedPeople reads "destroyed" with a count of people as its object
// as a killing: "The air force destroyed some 80 militants trying to flee
// the city", "destroyed 40 terrorists and their vehicles". Military
// reports say a force destroys the men it kills; a destruction of
// property needs a thing destroyed. A killing whose subject is aircraft or
// an air force is then an air strike (aircraftKills).
func (x *extractor) destroyedPeople() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDestroy || toks[h.a].lw != "destroyed" || h.b-h.a != 1 {
			continue
		}
		k := h.b
		for k < len(toks) && k < h.b+3 && countQualifiers[toks[k].lw] {
			k++
		}
		if k+1 >= len(toks) || !isCount(toks[k].lw) {
			continue
		}
		k++
		if k < len(toks) && (toks[k].lw == "of" || toks[k].lw == "armed") {
			k++
		}
		if k < len(toks) && peopleWords[toks[k].lw] {
			h.c = cKill
		}
	}
}

// isCount reports a number written in digits or a small number in words.
func isCount(w string) bool {
	if w == "" {
		return false
	}
	if w[0] >= '0' && w[0] <= '9' {
		return true
	}
	return numberWords[w]
}
