package events

// assaultRepelled reports a foiled or thwarted assault of armed men on a
// position, not a disrupted weapon: "The army units thwarted an attempt
// by the terrorists to penetrate into an army base", "foiled an attack on
// military posts". The attackers came and were fought off: ACLED codes
// the fight a battle. A foiled bombing or plot ("thwarted a suicide
// attack", "foiled a plot to attack") stays a disrupted weapons use.
func (x *extractor) assaultRepelled(h *hit) bool {
	toks := x.toks
	w := toks[h.a].lw
	if w != "foiled" && w != "thwarted" {
		return false
	}
	deed := false
	for k := h.b; k < len(toks) && k < h.b+12 && !clauseEnd(&toks[k]); k++ {
		lw := toks[k].lw
		switch {
		case foiledDevices[lw]:
			return false
		case repelledDeeds[lw]:
			deed = true
		case deed && (repelledAims[lw] || militaryObjectWords[lw]):
			return true
		}
	}
	return false
}
