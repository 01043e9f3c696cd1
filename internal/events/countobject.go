package events

// objectRole is the role of a count that is the object of a verb of
// killing or wounding right before it ("Terrorist attacks kill 10 injure
// scores", "Airstrikes kill 10 wound 20"): the verb's, whatever the words
// after it say. A headline written without commas strings its counts after
// their verbs, and the words after one count are the next verb ("10
// injure"), which read it as wounded and the next count as dead. Only the
// present forms govern a count so (lexicon_counts.go). roleNone when no
// such verb governs the count starting at token a.
func (x *extractor) objectRole(a int) int {
	i := a - 1
	for i >= 0 && countQualifiers[x.toks[i].lw] {
		i--
	}
	if i < 0 {
		return roleNone
	}
	w := x.toks[i].lw
	switch {
	case objectKillVerbs[w]:
		return roleFatal
	case objectWoundVerbs[w]:
		return roleInjured
	}
	return roleNone
}
