package events

import "strings"

// countryOfUnnamedTown reports a country named only as the owner of a town
// it does not name: "Syria's biggest city", "the country's second city",
// "Iraq's northern town". The town is one the text named before, the
// event's place is that town's, and the country is no other place that
// would set the sentence's deed apart from the one before it
// (docs/events-syria.md, "Twenty-ninth pass").
func (x *extractor) countryOfUnnamedTown(p *placeMention) bool {
	if p.place.Kind != "country" {
		return false
	}
	toks := x.toks
	i := x.spanTok(p.span)
	if i < 0 {
		return false
	}
	j := i
	for j < len(toks) && toks[j].s < p.span.End {
		j++ // the mention's own tokens
	}
	last := strings.ToLower(x.in.Text[toks[j-1].s:toks[j-1].e])
	name := strings.ToLower(p.place.Name)
	// "Syria's", and "Syrias" where an outlet dropped the apostrophe
	possessive := strings.HasSuffix(last, "'s") || strings.HasSuffix(last, "’s") || strings.HasSuffix(last, "s") && !strings.HasSuffix(name, "s")
	if j < len(toks) && (toks[j].lw == "'s" || toks[j].lw == "'") {
		possessive = true
		j++
		if j < len(toks) && toks[j].lw == "s" {
			j++ // "'" and "s" apart
		}
	}
	if !possessive {
		return false
	}
	// up to two words between: "biggest", "second largest", "northern"
	for k := j; k < len(toks) && k <= j+2; k++ {
		if !toks[k].word || toks[k].cap {
			return false
		}
		if townWords[toks[k].lw] {
			if k+2 < len(toks) && toks[k+1].lw == "of" && toks[k+2].cap {
				return false // "Syria's northern town of Tabqa" names it
			}
			return k > j // a word that says which of its towns
		}
	}
	return false
}
