package events

import "strings"

// bombersOnTheGround reads "the bombers" of a report that has told of
// suicide or car bombers just before as those people, not as aircraft:
// "Suicide bombers blew up two vehicles … The bombers hit the towns of
// Jibrin and Al-Humeiri" is the car bombings told again, not an air
// strike. Only "the bombers", told back: "six long-range bombers" are
// aircraft, as are bombers in a sentence that names other aircraft or
// after a text that names no bomber on the ground in its paragraph's last
// groundBomberReach bytes ("The bombers had also targeted the troops near
// the city").
func (x *extractor) bombersOnTheGround() {
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cAir || x.toks[h.a].lw != "bombers" || h.a == 0 || x.toks[h.a-1].lw != "the" || x.aircraftBesides(h.a) {
			continue
		}
		end := x.toks[h.a].s
		if groundBombersBefore(x.in.Text[max(x.blockSpan.Start, end-groundBomberReach):end]) {
			h.c = cSuicide
		}
	}
}

// groundBomberReach is how far back "the bombers" are read as bombers on
// the ground the text has just named: a few sentences.
const groundBomberReach = 400

// aircraftBesides reports an aircraft word in the sentence other than the
// token at i.
func (x *extractor) aircraftBesides(i int) bool {
	for k := range x.toks {
		if k != i && aircraftWords[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// groundBombersBefore reports bombers on the ground named in the text
// before a sentence: "suicide bombers", "a car bomber".
func groundBombersBefore(before string) bool {
	t := strings.ToLower(before)
	for _, w := range groundBomberWords {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}
