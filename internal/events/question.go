package events

// askedMaxWords is the longest attribution after a question mark that
// still closes a question: "…? he questioned.", "…? the minister asked
// reporters."
const askedMaxWords = 6

// askedThenSaid reports a sentence that is a question followed by who
// asked it, the quotation marks lost or never written: "Or is it a
// possibility to liberate Iraq … under the precise airstrikes of the
// Russian Aerospace Forces? he questioned." The question asks; it reports
// no deed. The words after the last "?" must be few, start lower-case
// (a new sentence would start with a capital) and hold a verb of saying.
func askedThenSaid(toks []token) bool {
	q := -1
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].lw == "?" {
			q = i
			break
		}
	}
	if q < 1 || q == len(toks)-1 {
		return false
	}
	words, said := 0, false
	for i := q + 1; i < len(toks); i++ {
		t := toks[i]
		if !t.word {
			if t.lw == "." || t.quote || t.lw == "," {
				continue
			}
			return false
		}
		if words == 0 && t.cap {
			return false
		}
		words++
		said = said || askedVerbs[t.lw] || saidBefore[t.lw]
	}
	return said && words <= askedMaxWords
}

// askedVerbs ask or wonder aloud.
var askedVerbs = wordSet("asked", "asks", "questioned", "questions", "wondered", "wonders", "queried")
