package pipeline

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/storyline-news/storyline/internal/places"
)

// siteHeadMinWords is the fewest words a headline keeps when a site's name
// is cut from its title.
const siteHeadMinWords = 3

// siteChromeMaxWords bounds a site's name in a title: "WAFB 9 News Baton
// Rouge, Louisiana News, Weather, Sports" is ten words; a part of a
// headline after a dash may be as long.
const siteChromeMaxWords = 12

// siteChromeWords are words of a broadcaster's or a paper's name and
// slogan in a page title ("Breaking News, Weather and Razorback Sports",
// "Continuous News and StormTracker Weather", "WSMV Channel 4").
var siteChromeWords = map[string]bool{
	"news": true, "weather": true, "sports": true, "traffic": true, "channel": true, "tv": true,
	"radio": true, "headlines": true, "stormtracker": true, "newsroom": true,
}

// siteChrome reports whether a title's last part is a site's name rather
// than the headline's: it holds the outlet's name (want, an outletKey), a
// word of siteChromeWords, a web address ("KMOV.com") or a call sign
// ("KCTV5", "WJBF-TV"), in siteChromeMaxWords words or fewer.
func siteChrome(part, want string) bool {
	words := strings.Fields(part)
	if len(words) == 0 || len(words) > siteChromeMaxWords {
		return false
	}
	if want != "" && strings.Contains(outletKey(part), want) {
		return true
	}
	for _, w := range words {
		for _, piece := range strings.FieldsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.' }) {
			lw := strings.ToLower(strings.Trim(piece, "."))
			if siteChromeWords[lw] || callSign(strings.Trim(piece, ".")) ||
				strings.HasSuffix(lw, ".com") || strings.HasSuffix(lw, ".net") || strings.HasSuffix(lw, ".org") {
				return true
			}
		}
	}
	return false
}

// callSign reports a North American broadcaster's call sign: K or W and
// three more capitals, a channel number after them or not ("KSLA",
// "KCTV5", "WTHR"). Three letters are not enough: "WHO" and "WFP" are
// agencies a headline names.
func callSign(w string) bool {
	if len(w) < 3 || w[0] != 'K' && w[0] != 'W' {
		return false
	}
	letters := 1
	for letters < len(w) && w[letters] >= 'A' && w[letters] <= 'Z' {
		letters++
	}
	for i := letters; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return letters == 4
}

// homeTown reports a title part that is only a place, "Memphis,
// Tennessee" or "Columbia, South Carolina": a station's home town after
// its name.
func homeTown(part string) bool {
	city, state, ok := strings.Cut(part, ",")
	if !ok || strings.Contains(state, ",") {
		return false
	}
	words := append(strings.Fields(city), strings.Fields(state)...)
	if len(words) < 2 || len(words) > 5 {
		return false
	}
	for _, w := range words {
		if r := []rune(w); !unicode.IsUpper(r[0]) {
			return false
		}
	}
	return true
}

// homePlaceRE is a town and its division in a title's outlet part: "for
// Huntsville, AL", "Memphis, Tennessee", "(Norfolk, VA)".
var homePlaceRE = regexp.MustCompile(`(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}),\s+(\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)?)`)

// outletHome returns the last town and division ("Huntsville, AL") that
// the parts withoutOutlet cut from a title name (removed: the text after
// the headline kept) whose division the gazetteer knows, "" when none: the
// outlet's home, which the places stage reads as the article's state
// (places.Gazetteer.AddHome). "News, Weather" of "WAFF-TV: News, Weather
// and Sports for Huntsville, AL" names no division; "Louisiana News" of
// "KSLA News 12 Shreveport, Louisiana News Weather & Sports" is Louisiana.
func outletHome(removed string) string {
	ms := homePlaceRE.FindAllStringSubmatch(removed, -1)
	g := places.Default()
	for i := len(ms) - 1; i >= 0; i-- {
		div := ms[i][2]
		for {
			home := ms[i][1] + ", " + div
			var ctx places.Context
			if g.AddHome(&ctx, home) {
				return home
			}
			j := strings.LastIndexByte(div, ' ')
			if j < 0 {
				break
			}
			div = div[:j]
		}
	}
	return ""
}
