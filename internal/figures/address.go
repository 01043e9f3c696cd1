package figures

import "github.com/storyline-news/storyline/internal/text"

// houseNumber reports a number that opens a street address: "the family's
// home at 14458 Rixeyville Rd.", "shot at 302 E. Reed St.", "7050 Old State
// Road". The street's name is one to four capitalized words (or ordinals,
// "NW 5th Avenue") ending in a street word; at least one word must come
// before that street word, so "2 St. Louis men" still counts two men.
func (x *ext) houseNumber(si *sentInfo, n numRes) bool {
	t := x.toks[n.s]
	if t.kind != tNum || n.e != n.s+1 || !text.AllDigits(t.lw) {
		return false
	}
	k := n.e
	if k < si.b && x.toks[k].cap && text.CompassPoints[x.toks[k].lw] {
		k++
		if k < si.b && x.toks[k].lw == "." && x.adj(k) {
			k++
		}
	}
	words := 0
	for ; k < si.b && words < 5; k++ {
		tk := x.toks[k]
		switch {
		case tk.kind == tWord && tk.cap:
			if words > 0 && text.StreetWords[tk.lw] {
				return !x.countedAfter(k+1, si.b)
			}
			words++
		case tk.kind == tNum && k+1 < si.b && x.adj(k+1) && ordinalEndings[x.toks[k+1].lw]:
			words++
			k++ // the ordinal's ending
		default:
			return false
		}
	}
	return false
}

// countedAfter reports a plural noun right after a street's name: the
// number counts its people ("4 Main Street shoppers"), it is no address.
func (x *ext) countedAfter(k, end int) bool {
	if k < end && x.toks[k].lw == "." && x.adj(k) {
		k++
	}
	return k < end && x.toks[k].kind == tWord && !x.toks[k].cap && isPlural(x.toks[k].lw)
}

var ordinalEndings = map[string]bool{"st": true, "nd": true, "rd": true, "th": true}
