package events

// diedOfWounded returns the wounded a sentence counts that are left once
// the dead it tells of them are taken out, or -1 when it tells none: "One
// of four women wounded in a shooting has died" is one dead and three
// wounded, "Two of the five men injured on Friday have died" two and
// three. A later report of a death among the wounded updates the count
// (the earlier report's wounded included the one who died since), so the
// whole it is part of counts the wounded before the death, not after.
// dead is the sentence's number of dead.
func (x *extractor) diedOfWounded(dead int) int {
	toks := x.toks
	for i := range x.in.Figures {
		f := &x.in.Figures[i]
		a, b := x.figureToks(f)
		if a < 2 || a >= x.cutFrom {
			continue
		}
		k := a - 1
		if toks[k].lw == "the" || toks[k].lw == "those" {
			k--
		}
		if k < 1 || toks[k].lw != "of" || !countWord(toks[k-1].lw) {
			continue
		}
		n := countOf(f)
		if n <= dead {
			continue
		}
		// the whole is the wounded: "wounded", "injured", "hurt" or "shot"
		// within a few words of its count, then the death after it
		wounded := false
		for j := b; j < len(toks) && j < b+4; j++ {
			switch toks[j].lw {
			case "wounded", "injured", "hurt", "shot":
				wounded = true
			}
		}
		if !wounded {
			continue
		}
		for j := b; j < len(toks) && j < x.cutFrom; j++ {
			switch toks[j].lw {
			case "died", "dead", "killed", "succumbed":
				return n - dead
			}
		}
	}
	return -1
}
