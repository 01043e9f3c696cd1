package figures

import "strings"

// shareVerbs gives a count joined by "and" to the count after it that
// count's verb, when it has none of its own: "Some 120 Islamic State
// fighters and 60 foreign mercenaries were killed" — both were killed, so
// a reader of the figures adds them up, as the story's events do. Only
// the figures of one sentence, from x.out[first:], and only a plain "and"
// (or ", and") between the first count's words and the second number.
// A first count that is the object of a verb before it ("The group has 300
// members and 40 vehicles were seized") is not the second's subject, nor
// one with its own state (statedState), nor a whole the second may be a
// part of (subgroup).
func (x *ext) shareVerbs(first int) {
	figs := x.out[first:]
	for i := len(figs) - 2; i >= 0; i-- {
		a, b := &figs[i], &figs[i+1]
		if a.Action != "" || b.Action == "" || a.Kind != b.Kind || objectOfVerb(x.text[max(0, a.Span.Start-64):a.Span.Start]) ||
			statedState(x.text[a.CountedSpan.Start:a.CountedSpan.End]) || subgroup(a.Category, b.Category) {
			continue
		}
		end := a.Span.End
		if a.CountedSpan.End > end {
			end = a.CountedSpan.End
		}
		if end > b.Span.Start {
			continue
		}
		gap := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(x.text[end:b.Span.Start]), ","))
		if gap != "and" {
			continue
		}
		a.Action, a.ActionSpan = b.Action, b.ActionSpan
	}
}

// statedState reports a counted phrase that ends in its own state ("45
// people dead and about 30 injured"): the count is told, and the verb
// after the next one is not its own.
func statedState(counted string) bool {
	f := strings.Fields(strings.ToLower(counted))
	return len(f) > 1 && stateHeads[f[len(f)-1]]
}

// subgroup reports a second count that may be a part of the first:
// "16 civilians and three children have been killed" is most often 16
// with three children among them, so the first keeps no verb of the
// second's and the two are not added up.
func subgroup(first, second string) bool {
	return second == "children" && (first == "civilians" || first == "people")
}

// objectOfVerb reports text ending in a verb or an auxiliary, so that a
// count right after it is that verb's object. Only the last word counts,
// so the caller passes a short window before the count.
func objectOfVerb(before string) bool {
	f := strings.Fields(strings.ToLower(before))
	if len(f) == 0 {
		return false
	}
	w := strings.TrimRight(f[len(f)-1], ".,;:")
	return auxWords[w] || verbLike(w) || w == "has" || w == "have" || w == "had"
}
