package events

import "strings"

// woundedAlone reports one person hit, told without a count or a verb of
// wounding that loneVictim reads: a shooting of oneself ("a boy is
// recovering after accidentally shooting himself in the arm"), one person
// in a hospital's condition ("the child is in critical condition", "left
// a man in serious condition"), recovering ("A 9-year-old girl is
// recovering"), or grazed or struck by a bullet ("the boy was struck by a
// stray bullet"). The verb is singular: "two victims are in stable
// condition" is a group's, counted by its number.
func (x *extractor) woundedAlone() bool {
	toks := x.toks
	end := min(len(toks), x.cutFrom)
	for i := 1; i < end; i++ {
		w := toks[i].lw
		switch {
		case (w == "himself" || w == "herself" || w == "self") && selfShotVerbs[toks[i-1].lw]:
			return true // "shooting himself", "wounds self"
		case w == "condition" && i >= 2 && conditionWords[toks[i-1].lw] && toks[i-2].lw == "in":
			if x.singularBefore(i-2, true) {
				return true
			}
		case w == "recovering":
			if x.singularBefore(i, false) {
				return true
			}
		case w == "of" && (toks[i-1].lw == "shooting" || toks[i-1].lw == "wounding"):
			if x.onePersonAfter(i + 1) {
				return true // "the shooting of a 7-year-old"
			}
		case (w == "injured" || w == "wounded") && toks[i-1].lw == "the" && i+1 < end && personNouns[toks[i+1].lw]:
			return true // "The injured child was flown to a hospital"
		case w == "grazed" || w == "struck" || w == "hit":
			if x.singularBefore(i, false) && x.bulletAfter(i+1) {
				return true
			}
		}
	}
	return false
}

// selfShotVerbs shoot or wound the one who holds the gun: "shooting
// himself", "wounds self".
var selfShotVerbs = map[string]bool{
	"shot": true, "shoots": true, "shooting": true, "shoot": true,
	"wounded": true, "wounds": true, "wounding": true, "wound": true,
}

// conditionWords are a hospital's words for a patient's condition: "in
// critical condition".
var conditionWords = map[string]bool{
	"critical": true, "serious": true, "stable": true, "fair": true, "grave": true, "good": true, "guarded": true,
	"satisfactory": true,
}

// singularBefore reports a singular verb within a few words before token
// i, in its clause: "the child is in critical condition", "a woman was
// grazed". With left, "left a man in serious condition" counts too.
func (x *extractor) singularBefore(i int, left bool) bool {
	toks := x.toks
	for j := i - 1; j >= 0 && j >= i-5; j-- {
		switch toks[j].lw {
		case "is", "was", "remains", "remained":
			return true
		case "are", "were", "remain", "have", "both", "all", ",", ";":
			return false
		case "a", "an":
			if left && j > 0 && toks[j-1].lw == "left" {
				return true
			}
		}
	}
	return false
}

// bulletAfter reports a bullet or gunfire within a few words from token i:
// "struck by a stray bullet", "grazed in the leg by a bullet", not "hit by
// a car".
func (x *extractor) bulletAfter(i int) bool {
	for j := i; j < len(x.toks) && j < i+7; j++ {
		switch x.toks[j].lw {
		case "bullet", "bullets", "gunfire", "gunshot", "round", "pellets", "pellet", "shotgun":
			return true
		case ".", ";":
			return false
		}
	}
	return false
}

// multipleShooting counts the people a "double shooting" or a "quadruple
// shooting" hit, dead or alive: "Three people have died in a quadruple
// shooting" leaves one wounded. It returns 0 when the sentence names none.
func (x *extractor) multipleShooting() int {
	toks := x.toks
	for i := 0; i+1 < len(toks) && i < x.cutFrom; i++ {
		if n := multipleWords[toks[i].lw]; n > 0 {
			j := i + 1
			if toks[j].lw == "-" && j+1 < len(toks) {
				j++
			}
			if toks[j].lw == "shooting" {
				return n
			}
		}
	}
	return 0
}

// murderSuicide reports a sentence that names a murder-suicide ("murder-
// suicide", "murder suicide"), the killing of at least one person and of
// the killer by their own hand.
func (x *extractor) murderSuicide() bool {
	toks := x.toks
	for i := 0; i+1 < len(toks) && i < x.cutFrom; i++ {
		if w := toks[i].lw; w != "murder" && w != "homicide" {
			continue
		}
		j := i + 1
		if toks[j].lw == "-" && j+1 < len(toks) {
			j++
		}
		if toks[j].lw == "suicide" && (i == 0 || toks[i-1].lw != "attempted") {
			return true // an attempted one may have killed one
		}
	}
	return false
}

// onePersonAfter reports one person named within a few words from token
// i: "a 7-year-old", "3-year-old girl", "the boy", not "two men" or "the
// home".
func (x *extractor) onePersonAfter(i int) bool {
	toks := x.toks
	for j := i; j < len(toks) && j < i+7; j++ {
		w := toks[j].lw
		switch {
		case personNouns[w]:
			return true
		case w == "old":
			// "a 7-year-old", unless a noun of many follows: "7-year-old twins"
			if j+1 < len(toks) {
				next := toks[j+1].lw
				return !groupNouns[next] && !(len(next) > 3 && strings.HasSuffix(next, "s"))
			}
			return true
		case groupNouns[w], w == "," || w == ";" || w == ".", w == "and":
			return false
		}
	}
	return false
}
