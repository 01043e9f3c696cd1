package timex

import (
	"strings"
	"time"

	"github.com/storyline-news/storyline/internal/text"
)

// Word tables. Keys are lower-case tokens as the tokenizer produces them
// (abbreviation periods are separate tokens).

// monthWords are the month names and their abbreviations.
var monthWords = func() map[string]int {
	m := map[string]int{}
	for w, mo := range text.Months {
		m[w] = int(mo)
	}
	for w, mo := range text.MonthAbbrevs {
		m[w] = int(mo)
	}
	return m
}()

// monthAbbr are month abbreviations, which need a following period or a
// day number to count.
var monthAbbr = func() map[string]bool {
	m := map[string]bool{}
	for w := range text.MonthAbbrevs {
		m[w] = true
	}
	return m
}()

// weekdayWords are the weekday names, singular and plural ("on Mondays"),
// with their ISO number: Monday=1 … Sunday=7.
var weekdayWords = func() map[string]int {
	m := map[string]int{}
	for w, wd := range text.Weekdays {
		iso := int(wd)
		if wd == time.Sunday {
			iso = 7
		}
		m[w], m[w+"s"] = iso, iso
	}
	return m
}()

// numWords are the cardinal words from one, with "hundred" and "dozen".
var numWords = func() map[string]int {
	m := map[string]int{"hundred": 100, "dozen": 12}
	for w, n := range text.NumberWords {
		if n > 0 {
			m[w] = n
		}
	}
	return m
}()

var ordWords = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
	"eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
	"fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
	"nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}

// vagueNum are quantity words that make a vague duration ("several years").
var vagueNum = map[string]bool{
	"several": true, "few": true, "many": true, "some": true, "numerous": true, "countless": true,
}

// Units. code is the ISO 8601 duration letter; tm marks time units (PT…).
type unit struct {
	code string
	mult int // multiplier into code ("decade" = 10 Y)
	tm   bool
	gran string
}

var unitWords = map[string]unit{
	"second": {"S", 1, true, "second"}, "seconds": {"S", 1, true, "second"},
	"minute": {"M", 1, true, "minute"}, "minutes": {"M", 1, true, "minute"},
	"hour": {"H", 1, true, "hour"}, "hours": {"H", 1, true, "hour"},
	"day": {"D", 1, false, "day"}, "days": {"D", 1, false, "day"},
	"night": {"D", 1, false, "day"}, "nights": {"D", 1, false, "day"},
	"week": {"W", 1, false, "week"}, "weeks": {"W", 1, false, "week"},
	"fortnight": {"W", 2, false, "week"},
	"month":     {"M", 1, false, "month"}, "months": {"M", 1, false, "month"},
	"quarter": {"Q", 1, false, "quarter"}, "quarters": {"Q", 1, false, "quarter"},
	"year": {"Y", 1, false, "year"}, "years": {"Y", 1, false, "year"},
	"decade": {"Y", 10, false, "decade"}, "decades": {"Y", 10, false, "decade"},
	"century": {"Y", 100, false, "century"}, "centuries": {"Y", 100, false, "century"},
	"weekend": {"D", 2, false, "week"}, "weekends": {"D", 2, false, "week"},
}

// pluralUnit reports unit words in the plural.
var pluralUnit = map[string]bool{
	"seconds": true, "minutes": true, "hours": true, "days": true, "nights": true, "weeks": true,
	"months": true, "quarters": true, "years": true, "decades": true, "centuries": true, "weekends": true,
}

var seasonWords = map[string]string{
	"spring": "SP", "summer": "SU", "fall": "FA", "autumn": "FA", "winter": "WI",
}

var partOfDay = map[string]string{
	"morning": "MO", "afternoon": "AF", "evening": "EV", "night": "NI", "overnight": "NI",
	"mornings": "MO", "afternoons": "AF", "evenings": "EV", "nights": "NI",
}

// setWords are adverbs of frequency.
var setWords = map[string]string{
	"daily": "P1D", "weekly": "P1W", "monthly": "P1M", "yearly": "P1Y", "annually": "P1Y",
	"hourly": "PT1H", "nightly": "P1D", "quarterly": "P3M", "biweekly": "P2W", "biannually": "P6M",
}

// zones are time-zone abbreviations that can follow a clock time.
var zones = map[string]bool{
	"est": true, "edt": true, "cst": true, "cdt": true, "mst": true, "mdt": true, "pst": true,
	"pdt": true, "gmt": true, "utc": true, "bst": true, "cet": true, "et": true, "pt": true,
}

// Tense cue words.
var futureCue = map[string]bool{
	"will": true, "shall": true, "ll": true, "wo": true, "going": true, "expected": true,
	"scheduled": true, "slated": true, "due": true, "plans": true, "plan": true, "planning": true,
	"intends": true, "would": true, "tomorrow": true, "upcoming": true, "next": true, "expects": true,
	"hopes": true, "aims": true, "until": true, "pending": true, "set": true,
	"supposed": true, "intend": true, "intended": true, "wants": true,
}

var pastCue = map[string]bool{
	"was": true, "were": true, "had": true, "did": true, "said": true, "told": true, "went": true,
	"came": true, "took": true, "made": true, "gave": true, "got": true, "met": true, "began": true,
	"left": true, "held": true, "won": true, "lost": true, "fell": true, "rose": true, "sold": true,
	"bought": true, "paid": true, "found": true, "saw": true, "thought": true, "brought": true,
	"became": true, "ran": true, "struck": true, "shot": true, "fled": true, "led": true, "kept": true,
	"spoke": true, "wrote": true, "broke": true, "chose": true, "drove": true, "flew": true,
	"grew": true, "knew": true, "threw": true, "sent": true, "spent": true, "built": true, "felt": true,
	"heard": true, "meant": true, "stood": true, "sat": true, "taught": true, "caught": true,
	"fought": true, "sought": true, "swore": true, "ago": true, "yesterday": true, "last": true,
	"earlier": true, "slid": true, "hit": false, "sank": true, "shrank": true, "dealt": true,
	"forecast": false, "froze": true, "withdrew": true, "overtook": true, "underwent": true,
	"wound": true, "bid": false, "rang": true, "sang": true, "stole": true, "tore": true, "woke": true,
	"lay": true, "laid": true, "lit": true, "quit": false, "read": false, "rode": true, "rid": false,
}

// edNotVerb are words ending in -ed that are not past forms.
var edNotVerb = map[string]bool{
	"need": true, "speed": true, "red": true, "bed": true, "seed": true, "feed": true, "hundred": true,
	"shed": true, "bred": true, "fled": false, "led": false, "indeed": true, "breed": true, "creed": true,
	"greed": true, "weed": true, "reed": true, "deed": true, "steed": true, "sled": true, "wed": true,
	"ted": true, "fred": true, "ned": true, "ed": true, "united": true, "proceed": true, "exceed": true,
	"succeed": true, "based": true, "embed": true, "naked": true, "wicked": true, "sacred": true,
	"rugged": true, "ragged": true, "kindred": true, "hatred": true, "beloved": true, "aged": true,
	"limited": true, "related": true, "detailed": true, "advanced": true, "so-called": true,
	"proposed": true, "planned": true, "expected": true, "scheduled": true, "alleged": true,
	"armed": true, "unidentified": true, "unnamed": true, "biased": true, "skilled": true,
}

// Words after a four-digit number that show it is not a year.
var notYearAfter = map[string]bool{
	"%": true, "percent": true, "people": true, "troops": true, "soldiers": true, "dollars": true,
	"shares": true, "miles": true, "km": true, "kilometers": true, "feet": true, "meters": true,
	"tons": true, "cars": true, "units": true, "points": true, "members": true, "workers": true,
	"employees": true, "jobs": true, "men": true, "women": true, "children": true, "residents": true,
	"votes": true, "cases": true, "deaths": true, "barrels": true, "pounds": true, "acres": true,
	"hours": true, "days": true, "years": true, "police": true, "civilians": true, "students": true,
}

// agePossessives before a decade make it an age: "in his 30s".
var agePossessives = map[string]bool{"his": true, "her": true, "their": true, "my": true, "your": true, "our": true, "its": true}

// notPossessed are the words after a plural weekday that keep it a set
// ("on Mondays and Thursdays", "Fridays are", "on Sundays when"): function
// words, not the noun a possessive day qualifies (possessiveDay).
var notPossessed = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`and or nor but through thru to until till at in on of for from with by
		during between after before since as when while if because so then than
		are were is was be been being will would can could may might must shall should
		have has had do does did not no only too also even just
		the a an this that these those each every some any all most
		he she it they we you i there here which who whom whose what where
		off out up down over around`) {
		m[w] = true
	}
	return m
}()

// holidays are the days English news names by their holiday, keyed by the
// first word, the longest wording first. Only days that fall on the same
// date wherever English news is written: a country's Independence Day or
// Labour Day is left out. Mother's and Father's Day are the American and
// British reckoning of Father's Day, the American of Mother's Day.
var holidays = func() map[string][]holiday {
	thanksgiving := nthWeekday(11, 4, 4)
	mlk := nthWeekday(1, 3, 1)
	poss := func(w ...string) []string { return append([]string{"'", "s"}, w...) }
	return map[string][]holiday{
		"christmas":    {{[]string{"eve"}, on(12, 24)}, {[]string{"day"}, on(12, 25)}, {nil, on(12, 25)}},
		"thanksgiving": {{[]string{"day"}, thanksgiving}, {nil, thanksgiving}},
		"black":        {{[]string{"friday"}, after(thanksgiving, 1)}},
		"new":          {{[]string{"year", "'", "s", "day"}, on(1, 1)}, {[]string{"year", "'", "s", "eve"}, on(12, 31)}, {[]string{"years", "day"}, on(1, 1)}, {[]string{"years", "eve"}, on(12, 31)}},
		"boxing":       {{[]string{"day"}, on(12, 26)}},
		"halloween":    {{nil, on(10, 31)}},
		"valentine":    {{poss("day"), on(2, 14)}},
		"valentines":   {{[]string{"day"}, on(2, 14)}},
		"fourth":       {{[]string{"of", "july"}, on(7, 4)}},
		"memorial":     {{[]string{"day"}, nthWeekday(5, -1, 1)}},
		"labor":        {{[]string{"day"}, nthWeekday(9, 1, 1)}},
		"veterans":     {{[]string{"day"}, on(11, 11)}, {[]string{"'", "day"}, on(11, 11)}},
		"veteran":      {{poss("day"), on(11, 11)}},
		"mother":       {{poss("day"), nthWeekday(5, 2, 7)}},
		"mothers":      {{[]string{"day"}, nthWeekday(5, 2, 7)}},
		"father":       {{poss("day"), nthWeekday(6, 3, 7)}},
		"fathers":      {{[]string{"day"}, nthWeekday(6, 3, 7)}},
		"martin":       {{[]string{"luther", "king", "jr", ".", "day"}, mlk}, {[]string{"luther", "king", "day"}, mlk}},
		"mlk":          {{[]string{"day"}, mlk}},
		"presidents":   {{[]string{"day"}, nthWeekday(2, 3, 1)}, {[]string{"'", "day"}, nthWeekday(2, 3, 1)}},
		"easter":       {{[]string{"sunday"}, easter}, {[]string{"monday"}, after(easter, 1)}, {nil, easter}},
		"good":         {{[]string{"friday"}, after(easter, -2)}},
		"st":           {{[]string{".", "patrick", "'", "s", "day"}, on(3, 17)}},
		"saint":        {{[]string{"patrick", "'", "s", "day"}, on(3, 17)}},
		"cinco":        {{[]string{"de", "mayo"}, on(5, 5)}},
		"juneteenth":   {{nil, on(6, 19)}},
	}
}()

// notHolidayDay are the words after a holiday's name that make it
// qualify something other than its day: a thing of the season ("a
// Christmas tree", "Halloween costumes", "the Good Friday Agreement") or
// a longer stretch ("Memorial Day weekend", "the Easter holidays").
var notHolidayDay = map[string]bool{
	"tree": true, "trees": true, "gift": true, "gifts": true, "card": true, "cards": true,
	"costume": true, "costumes": true, "decorations": true, "lights": true, "shopping": true,
	"sale": true, "sales": true, "carol": true, "carols": true, "music": true, "movie": true,
	"candy": true, "spirit": true, "season": true, "seasons": true, "holiday": true, "holidays": true,
	"weekend": true, "weekends": true, "week": true, "break": true, "vacation": true,
	"agreement": true, "accord": true, "accords": true, "rising": true, "offensive": true,
	"island": true, "islands": true,
}

// stretchAfter are the words after "a weekend" that leave it a stretch of
// time ("a weekend in jail", "a weekend of talks", "a weekend away").
var stretchAfter = map[string]bool{
	"of": true, "in": true, "at": true, "on": true, "for": true, "with": true, "without": true, "away": true,
	"and": true, "or": true, "but": true, "to": true, "full": true, "when": true, "where": true, "that": true,
	"which": true, "before": true, "after": true, "ago": true, "earlier": true, "later": true, "by": true,
	"from": true, "as": true, "so": true, "during": true, "into": true, "behind": true, "off": true,
	"pass": true, "break": true, "trip": true, "getaway": true, "stay": true, "here": true, "there": true,
	"is": true, "was": true, "were": true, "are": true, "had": true, "has": true, "he": true, "she": true,
	"they": true, "we": true, "i": true, "it": true, "the": true, "a": true, "an": true, "his": true, "her": true, "their": true,
}
