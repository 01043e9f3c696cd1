package figures

import (
	"math"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Number words: units (below twenty) and tens.
var units, tens = func() (u, t map[string]float64) {
	u, t = map[string]float64{}, map[string]float64{}
	for w, n := range text.NumberWords {
		if n < 20 {
			u[w] = float64(n)
		} else {
			t[w] = float64(n)
		}
	}
	return u, t
}()

var scales = map[string]float64{
	"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
	"bn": 1e9, "mn": 1e6, "mln": 1e6, "bln": 1e9, "tln": 1e12,
}

// denominators of spelled fractions ("two-thirds", "a quarter").
var denominators = map[string]float64{
	"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
	"fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8,
	"ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10, "hundredth": 100, "hundredths": 100,
	"thousandth": 1000, "thousandths": 1000, "millionth": 1e6, "millionths": 1e6,
}

// vague is the conservative reading of a quantity word without a number:
// low, best, high (see docs/figures.md).
type vagueVal struct{ low, best, high float64 }

var vagueWords = map[string]vagueVal{
	"dozens":    {12, 12, 99},
	"scores":    {20, 20, 99},
	"hundreds":  {100, 100, 999},
	"thousands": {1000, 1000, 9999},
	"millions":  {1e6, 1e6, 9999999},
	"billions":  {1e9, 1e9, 9999999999},
}

// vaguePrefixes multiply a scale word ("several dozen") or stand alone
// before a plural noun ("several soldiers").
var vaguePrefixes = map[string]vagueVal{
	"several":   {3, 3, 9},
	"a few":     {2, 2, 5},
	"a couple":  {2, 2, 2},
	"a handful": {2, 2, 9},
	"multiple":  {2, 2, 9},
}

// qualifier is how a hedge bounds the value.
type qualKind uint8

const (
	qExact  qualKind = iota
	qLower           // more than, at least, -plus: open high
	qUpper           // up to, fewer than: open low
	qApprox          // about, some: ±10%
	qNear            // nearly, almost: just under
)

type qualifier struct {
	norm string
	kind qualKind
}

// setBounds sets f's qualifier and its low, best and high values from the
// stated ones: "more than" opens the top, "up to" the bottom, "about"
// widens a precise value by a tenth, "nearly" lowers the bottom by a
// tenth (at least one).
func (q qualifier) setBounds(f *storyline.Figure, low, best, high float64, vague bool) {
	f.Qualifier = q.norm
	switch q.kind {
	case qLower:
		high, f.HighOpen = 0, true
	case qUpper:
		low, f.LowOpen = 0, true
	case qApprox:
		if !vague {
			d := math.Max(1, math.Round(best*0.1))
			low, high = best-d, best+d
		}
	case qNear:
		low = best - math.Max(1, math.Round(best*0.1))
	}
	f.Low, f.Best, f.High = low, best, high
}

// qualifiers before the number, keyed by their lower-cased words.
var qualifiers = map[string]qualifier{
	"more than": {"more than", qLower}, "over": {"over", qLower}, "above": {"more than", qLower},
	"in excess of": {"more than", qLower}, "upwards of": {"more than", qLower}, "well over": {"more than", qLower},
	"just over": {"more than", qLower}, "well above": {"more than", qLower}, "more then": {"more than", qLower},
	"at least": {"at least", qLower}, "no fewer than": {"at least", qLower}, "no less than": {"at least", qLower},
	"a minimum of": {"at least", qLower}, "not less than": {"at least", qLower},
	"up to": {"up to", qUpper}, "as many as": {"as many as", qUpper}, "at most": {"up to", qUpper},
	"no more than": {"up to", qUpper}, "a maximum of": {"up to", qUpper}, "not more than": {"up to", qUpper},
	"fewer than": {"fewer than", qUpper}, "less than": {"fewer than", qUpper}, "under": {"fewer than", qUpper},
	"below": {"fewer than", qUpper}, "just under": {"nearly", qNear},
	"nearly": {"nearly", qNear}, "almost": {"nearly", qNear}, "close to": {"nearly", qNear},
	"about": {"about", qApprox}, "around": {"about", qApprox}, "approximately": {"about", qApprox},
	"roughly": {"about", qApprox}, "some": {"some", qApprox}, "an estimated": {"about", qApprox},
	"estimated": {"about", qApprox}, "approx": {"about", qApprox}, "circa": {"about", qApprox},
	"an additional": {"additional", qExact}, "another": {"additional", qExact}, "a further": {"additional", qExact},
	"only": {"only", qExact}, "just": {"only", qExact}, "exactly": {"exactly", qExact}, "a total of": {"a total of", qExact},
	"by the": {"by the", qExact},
}

// currencies before the number.
var currencySymbols = map[string]string{
	"$": "USD", "us$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₽": "RUB", "c$": "CAD", "a$": "AUD",
}

// units after the number: kind and normalized unit.
type unitInfo struct {
	kind string
	unit string
}

var unitWords = map[string]unitInfo{
	"percent": {"percent", "percent"}, "pct": {"percent", "percent"}, "%": {"percent", "percent"},
	"dollars": {"money", "USD"}, "dollar": {"money", "USD"}, "usd": {"money", "USD"}, "euros": {"money", "EUR"},
	"euro": {"money", "EUR"}, "eur": {"money", "EUR"}, "bolivars": {"money", "VES"}, "bolivares": {"money", "VES"},
	"pesos": {"money", "peso"}, "yuan": {"money", "CNY"}, "rupees": {"money", "INR"}, "rubles": {"money", "RUB"},
	"roubles": {"money", "RUB"}, "yen": {"money", "JPY"}, "reais": {"money", "BRL"}, "dinars": {"money", "dinar"},
	"sterling": {"money", "GBP"}, "francs": {"money", "franc"}, "shillings": {"money", "shilling"},
	"tons": {"weight", "tons"}, "ton": {"weight", "tons"}, "tonnes": {"weight", "tonnes"}, "tonne": {"weight", "tonnes"},
	"kilograms": {"weight", "kg"}, "kilogram": {"weight", "kg"}, "kg": {"weight", "kg"}, "kilos": {"weight", "kg"},
	"kilo": {"weight", "kg"}, "grams": {"weight", "g"}, "lbs": {"weight", "lb"}, "lb": {"weight", "lb"},
	"ounces": {"weight", "oz"}, "pounds": {"weight", "lb"},
	"km": {"measure", "km"}, "kilometers": {"measure", "km"}, "kilometres": {"measure", "km"}, "kilometer": {"measure", "km"},
	"kilometre": {"measure", "km"}, "miles": {"measure", "mi"}, "mile": {"measure", "mi"}, "mi": {"measure", "mi"},
	"meters": {"measure", "m"}, "metres": {"measure", "m"}, "meter": {"measure", "m"}, "metre": {"measure", "m"},
	"feet": {"measure", "ft"}, "foot": {"measure", "ft"}, "ft": {"measure", "ft"}, "yards": {"measure", "yd"},
	"acres": {"measure", "acre"}, "hectares": {"measure", "ha"}, "ha": {"measure", "ha"},
	"liters": {"measure", "l"}, "litres": {"measure", "l"}, "gallons": {"measure", "gal"}, "barrels": {"measure", "bbl"},
	"mw": {"measure", "MW"}, "megawatts": {"measure", "MW"}, "gw": {"measure", "GW"}, "kw": {"measure", "kW"},
	"m3": {"measure", "m3"}, "cm": {"measure", "cm"}, "mm": {"measure", "mm"}, "nm": {"measure", "nmi"},
	"square": {"measure", "square"}, "cu": {"measure", "cubic"}, "acre": {"measure", "acre"},
	"mhz": {"measure", "MHz"}, "ghz": {"measure", "GHz"}, "khz": {"measure", "kHz"}, "cubic": {"measure", "cubic"}, "sq": {"measure", "square"},
	"seconds": {"duration", "s"}, "minutes": {"duration", "min"}, "hours": {"duration", "h"}, "hour": {"duration", "h"},
	"days": {"duration", "d"}, "weeks": {"duration", "wk"}, "months": {"duration", "mo"}, "years": {"duration", "y"},
	"decades": {"duration", "decade"}, "minute": {"duration", "min"}, "day": {"duration", "d"}, "week": {"duration", "wk"},
	"month": {"duration", "mo"}, "year": {"duration", "y"},
}

// function words end a noun phrase.
var functionWords = toSet(`a an the this that these those their his her its our your my some any each every no
of in on at to from by with for into onto over under about after before during since until than as via per
across through against between among amid near like unlike without within along around toward towards behind
outside inside beside besides beneath underneath below above atop beyond upon aboard throughout
and or but nor so yet if because while when where whereas although though whether then also
who whom whose which what why how there here it they them he she we you i us him
is are was were be been being am have has had do does did will would can could may might must shall should
not never already still just only even too very more less most least reportedly allegedly mostly mainly primarily including
said says say told tell according`)

// auxiliaries and adverbs that can sit between a subject and its verb.
var auxWords = toSet(`is are was were be been being am have has had do does did will would can could may might
must shall should not never already still just also reportedly allegedly reported apparently now since so far
all both each who that which had 've 're 's n't`)

// irregular verb forms that can head an action.
var irregularVerbs = toSet(`fled left died fell rose went came took got made saw ran fought held kept lost won met
sent brought stood struck shot gave found began became remain remained remains live lived die dies flee flees
leave leaves go goes come comes stay stayed stayed gathered marched protested joined crossed arrived returned
defected deserted surrendered escaped disappeared drowned starve starved sought hid slept sat spent paid bought
sold built broke burned burnt stole drove flew led hit cut put set seized caught taught threw wore withdrew
tried cross join march gather rally rallied number numbered total totaled totalled reach reached exceed exceeded
top topped hit stand reached attend attended`)

// speech and report verbs cue an attribution.
var cueVerbs = toSet(`said says say told tells announced announces reported reports stated states estimated
estimates added claimed claims confirmed confirms noted wrote tweeted explained warned counted tallied recorded
documented published revealed disclosed insisted acknowledged calculated put according`)

// linking verbs take a figure as their complement ("reach 10 million
// percent"); the action is then the subject and verb.
var linkingVerbs = toSet(`reach reached reaches reaching hit hits top topped exceed exceeded exceeds surpass
surpassed rise rose risen rising climb climbed climbing fall fell falling drop dropped stand stood stands total
totaled totalled totals number numbered numbers is are was were be been`)

// irregular plural heads.
var pluralHeads = toSet(`people men women children police personnel guardsmen policemen servicemen militiamen
gunmen fishermen folk staff cattle sheep dead wounded injured displaced missing youth clergy military crew
aircraft livestock`)

// categories of counted heads (lower-case, as written).
var categories = map[string]string{}

func init() {
	add := func(cat, words string) {
		for _, w := range strings.Fields(words) {
			categories[w] = cat
		}
	}
	add("soldiers", `soldier soldiers troop troops guardsman guardsmen servicemen service marines sailors airmen
		personnel deserters defectors army military officers commanders generals recruits conscripts reservists`)
	add("police", `police policemen policewomen cops gendarmes`)
	add("fighters", `fighters militants rebels insurgents gunmen jihadists combatants militiamen militia guerrillas
		paramilitaries attackers`)
	add("protesters", `protesters protestors demonstrators marchers rioters activists`)
	add("civilians", `civilians residents villagers inhabitants bystanders passengers`)
	add("people", `people persons individuals men women dead casualties victims fatalities bodies lives adults
		citizens workers employees patients voters`)
	add("migrants/refugees", `migrants refugees immigrants evacuees asylum displaced emigrants`)
	add("children", `children kids minors babies boys girls students pupils infants teenagers`)
	add("detainees", `prisoners detainees arrests inmates hostages captives political`)
	add("volunteers", `volunteers`)
	add("vehicles", `trucks truck vehicles cars buses bus ambulances lorries convoys boats ships tanks`)
	add("aircraft", `aircraft planes jets helicopters drones flights`)
	add("weapons", `weapons rifles guns missiles rockets mortars bombs munitions shells grenades`)
	add("buildings", `houses homes buildings schools hospitals shelters`)
	add("events", `strikes attacks airstrikes clashes incidents explosions raids protests`)
}

// paths of reporting: "according to X", and the possessive endings.
func toSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// agePersonNouns are the people whose age news sets off by commas after
// them: "a girl, 6, was wounded" (ageBetweenCommas).
var agePersonNouns = toSet(`boy girl man woman toddler teen teenager child son daughter baby infant victim
	mother father brother sister wife husband suspect student driver`)

// stateHeads are counted things that are a state of people, not a kind
// ("One dead", "two wounded"): a later bare figure takes their people,
// not their state ("One dead, six injured").
var stateHeads = toSet(`dead wounded injured hurt missing killed displaced`)

// addressNouns after a number and before "of" make it part of an address
// ("the 3800 block of West Walnut"), not a figure.
var addressNouns = toSet(`block blocks`)

// ageListWords join the ages of a list or a range: "aged 12 and 14", "ages
// 11 to 15", "ages 3, 5 and 7" (extract.go listedAge).
var ageListWords = map[string]bool{"and": true, "to": true, "through": true, "or": true, "&": true, ",": true, "-": true, "–": true}
