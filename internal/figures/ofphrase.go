package figures

// pastOfPhrase returns where the verb group of a counted phrase starts
// when an "of" or "from" phrase follows the counted noun: "28 members of
// the Ahrar al-Sham militant group were killed", "six leaders from the
// opposition coalition have resigned". The phrase is read up to the first
// auxiliary, over words, names and their hyphens only: a comma, a number,
// a clause word or a time expression ends the search and k is returned
// unchanged, so the figure keeps no verb rather than a far one. Small
// words inside a name ("in" of "the Islamic State in Iraq") are read over.
func (x *ext) pastOfPhrase(k, b int) int {
	if w := x.lw(k); k >= b || w != "of" && w != "from" {
		return k
	}
	words := 0
	for j := k + 1; j < b && j <= k+9; j++ {
		t := x.toks[j]
		if t.kind != tWord {
			if x.isHyphen(j) && words > 0 {
				continue
			}
			return k
		}
		w := t.lw
		switch {
		case ofPhraseEnds[w] && !t.cap:
			if words == 0 {
				return k
			}
			return j
		case determiners[w] || w == "of" || w == "and":
		case nameInside[w] && x.toks[j-1].cap && j+1 < b && x.toks[j+1].cap:
			// a name's own small word: "the Islamic State in Iraq and the Levant"
		case functionWords[w] && !t.cap:
			return k // "of them who", "from which": a clause, not a name
		default:
			words++
		}
	}
	return k
}

// nameInside are the small words found inside organizations' names.
var nameInside = toSet(`in for on`)

// ofPhraseEnds are the auxiliaries a counted subject's verb group starts
// with after its "of" phrase.
var ofPhraseEnds = toSet(`is are was were have has had`)
