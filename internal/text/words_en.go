package text

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"
)

// The English words several stages read. Each stage keeps the words only it
// reads beside its code; the words here are defined once for all of them.

// Weekdays maps the English weekday names, lower-cased, to their day.
var Weekdays = map[string]time.Weekday{
	"sunday": time.Sunday, "monday": time.Monday, "tuesday": time.Tuesday, "wednesday": time.Wednesday,
	"thursday": time.Thursday, "friday": time.Friday, "saturday": time.Saturday,
}

// WeekdayAbbrevs maps the English weekday abbreviations, lower-cased and
// without a period, to their weekday: "Mon Oct 31 2016", "Thu., Dec. 1".
var WeekdayAbbrevs = map[string]time.Weekday{
	"sun": time.Sunday, "mon": time.Monday, "tue": time.Tuesday, "tues": time.Tuesday, "wed": time.Wednesday,
	"thu": time.Thursday, "thur": time.Thursday, "thurs": time.Thursday, "fri": time.Friday, "sat": time.Saturday,
}

// Months maps the English month names, lower-cased, to their month.
var Months = map[string]time.Month{
	"january": time.January, "february": time.February, "march": time.March, "april": time.April,
	"may": time.May, "june": time.June, "july": time.July, "august": time.August,
	"september": time.September, "october": time.October, "november": time.November, "december": time.December,
}

// MonthAbbrevs maps the usual abbreviations of month names, lower-cased and
// without their period, to their month.
var MonthAbbrevs = map[string]time.Month{
	"jan": time.January, "feb": time.February, "mar": time.March, "apr": time.April,
	"jun": time.June, "jul": time.July, "aug": time.August, "sep": time.September, "sept": time.September,
	"oct": time.October, "nov": time.November, "dec": time.December,
}

// NumberWords maps the English cardinal numbers written as one word below a
// hundred to their value.
var NumberWords = map[string]int{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
	"eighty": 80, "ninety": 90,
}

// sentenceStarters are words that, capitalized after a dotted
// abbreviation's period, start a new sentence rather than go on with a name ("U.S. He
// said" but "U.S. Navy").
var sentenceStarters = map[string]bool{
	"he": true, "she": true, "they": true, "it": true, "we": true, "i": true, "the": true, "but": true,
	"and": true, "this": true, "that": true, "there": true, "his": true, "her": true, "their": true,
	"its": true, "in": true, "on": true, "at": true, "after": true, "before": true, "while": true, "if": true,
	"when": true, "still": true, "however": true, "meanwhile": true, "many": true, "some": true, "so": true,
}

// StreetWords are the last words of an English street name, lower-cased and
// without their period ("Rixeyville Rd.", "Old State Road"): a number right
// before such a name is a house number, not a count.
var StreetWords = map[string]bool{
	"street": true, "st": true, "road": true, "rd": true, "avenue": true, "ave": true, "boulevard": true, "blvd": true,
	"lane": true, "ln": true, "drive": true, "dr": true, "highway": true, "hwy": true, "way": true, "court": true, "ct": true,
	"pike": true, "parkway": true, "pkwy": true, "terrace": true, "circle": true, "route": true, "place": true,
}

// StreetBefore reports whether the words before a name (its sentence up
// to the name) make the name a street's, whatever town shares it: a block
// counted on it ("the 2300 block of Ketchum", "the 100 blocks of South
// Hamilton") or a house number after a locative ("shot at 4410 Shasta",
// "a home on 410 N. Elm"). A number without the locative may count
// people ("300 Aleppo residents") or be a year.
func StreetBefore(before string) bool {
	return streetBeforeRE.MatchString(before[max(0, len(before)-32):])
}

var streetBeforeRE = regexp.MustCompile(`(?i)(?:\bblocks? of (?:the )?|\bblk\.? of |\b(?:at|on|near|to|from) \d{3,5} )(?:(?:[NSEW]\.?|north|south|east|west) )?$`)

// StreetsAfter reports whether the words after a name (from right after
// it) make it one of two streets named together, or the corner where they
// meet: "Vermont and Manchester avenues", "Franklin and Odessa streets".
// The state, or the Ukrainian city, is no place of such a shooting.
func StreetsAfter(after string) bool {
	return streetsAfterRE.MatchString(after)
}

var streetsAfterRE = regexp.MustCompile(`^ (?:and|&) \p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)? (?:` + strings.Join(slices.Sorted(maps.Keys(StreetPlurals)), "|") + `)\b`)

// StreetPlurals are the plural words after two street names ("Franklin and
// Odessa streets"), each with the singular one street takes.
var StreetPlurals = map[string]string{
	"streets": "street", "avenues": "avenue", "roads": "road", "boulevards": "boulevard", "lanes": "lane",
}

// OwnersHome reports whether the words after a name (from right after it)
// make the name a person's: a possessive and a dwelling ("found shot to
// death in Wright's home", "at Miller's house"). A town's possessive names
// no dwelling ("Chicago's South Side", "Aleppo's old city").
func OwnersHome(after string) bool {
	return ownersHomeRE.MatchString(after)
}

var ownersHomeRE = regexp.MustCompile(`^['’]s (?:\w+ )?(?:home|house|residence|apartment|trailer|mobile home|bedroom|driveway|front yard|backyard|porch)\b`)

// CompassPoints are the sides a street address may name right after its
// house number ("302 E. Reed St.", "1200 NW 5th Avenue"), lower-cased.
var CompassPoints = map[string]bool{
	"n": true, "s": true, "e": true, "w": true, "ne": true, "nw": true, "se": true, "sw": true,
	"north": true, "south": true, "east": true, "west": true,
}

// CompassPoint is name lower-cased without its dots when it is a compass
// point ("SE", "N.W.", "North"), else "": a city's quadrant ("Benning Road
// NE", "in SE"), which the gazetteer's folded names may hold as a place.
func CompassPoint(name string) string {
	if w := strings.ToLower(strings.ReplaceAll(name, ".", "")); CompassPoints[w] {
		return w
	}
	return ""
}
