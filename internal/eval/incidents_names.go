package eval

import (
	"strings"
	"unicode/utf8"
)

// goldTitles are the rank, office and service words an incident record
// puts before a person's name ("Officer Derrick Stafford", "Marine Staff
// Sgt David A. Wyatt", "Navy Petty Officer 2nd Class Randall Smith",
// "Rev. Clementa Pinckney", "K9 Officer Hyco"), folded: the articles name
// the same person without them, or with their own ("deputy Jeff Davis"
// for "Dep. Jeff Davis"), so the name's first word is the one after them.
// Words that are given names as often ("Major", "Marshal", "Chief") are
// not listed.
var goldTitles = map[string]bool{
	"officer": true, "ofc": true, "deputy": true, "dep": true, "detective": true, "det": true,
	"trooper": true, "tpr": true, "agent": true, "sheriff": true, "constable": true,
	"sergeant": true, "sgt": true, "staff": true, "stf": true, "ssgt": true, "gunnery": true, "lance": true,
	"corporal": true, "cpl": true, "lieutenant": true, "lt": true, "colonel": true, "col": true,
	"maj": true, "captain": true, "capt": true, "cpt": true, "pfc": true, "pvt": true, "spc": true,
	"specialist": true, "airman": true, "seaman": true, "petty": true, "1st": true, "2nd": true,
	"3rd": true, "first": true, "second": true, "class": true,
	"marine": true, "navy": true, "army": true, "tsa": true, "k9": true, "retired": true,
	"reverend": true, "rev": true, "pastor": true, "dr": true, "mr": true, "mrs": true, "ms": true,
}

// dropGoldTitles returns the words of a folded name from its first word
// after any leading goldTitles, keeping the last word in any case (a
// record's placeholder "Officer" stays "officer").
func dropGoldTitles(words []string) []string {
	for len(words) > 1 && goldTitles[words[0]] {
		words = words[1:]
	}
	return words
}

// minSpelledGiven is the shortest given name, in letters, that
// sameGiven lets a record and an article spell apart.
const minSpelledGiven = 4

// sameGiven reports whether a record's given name and an article's, both
// folded, are one: equal, or, when both have minSpelledGiven letters or
// more and the same initial, one letter apart — one added, dropped or
// changed, or two beside each other swapped ("Clarance" and "Clarence",
// "Kristen" and "Kirsten", "Dnoymar" and "Dnomyar") — anywhere but at the
// end, where the pairs of a man's and a woman's name differ ("Eric" and
// "Erica", "Mario" and "Maria", "Daniel" and "Daniela").
//
// A short form that the full name begins with is the same name too:
// "Steve" for Steven, "Sam" for Samuel, "Pat" for Patrick (shortForm).
func sameGiven(a, b string) bool {
	if a == b || shortForm(a, b) || shortForm(b, a) {
		return true
	}
	x, y := []rune(a), []rune(b)
	if len(x) < minSpelledGiven || len(y) < minSpelledGiven || x[0] != y[0] || x[len(x)-1] != y[len(y)-1] {
		return false
	}
	if len(x) > len(y) {
		x, y = y, x
	}
	i := 0
	for i < len(x) && x[i] == y[i] {
		i++
	}
	switch len(y) - len(x) {
	case 0: // one changed, or two swapped
		if string(x[i+1:]) == string(y[i+1:]) {
			return true
		}
		return i+1 < len(x) && x[i] == y[i+1] && x[i+1] == y[i] && string(x[i+2:]) == string(y[i+2:])
	case 1: // one added
		return string(x[i:]) == string(y[i+1:])
	}
	return false
}

// minShortForm is the fewest letters of a given name's short form.
const minShortForm = 3

// shortForm reports whether short is a clipped form of full: full begins
// with it, it has minShortForm letters or more, and full adds two letters
// or more ("Sam" and "Samuel", "Alex" and "Alexander"), or one that is not
// a vowel ("Steve" and "Steven"; not "Eric" and "Erica", a man's and a
// woman's name).
func shortForm(short, full string) bool {
	n, m := utf8.RuneCountInString(short), utf8.RuneCountInString(full)
	if n < minShortForm || m <= n || !strings.HasPrefix(full, short) {
		return false
	}
	return m >= n+2 || !strings.ContainsAny(full[len(short):], "aeiouy")
}
