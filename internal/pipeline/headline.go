package pipeline

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline/internal/clean"
	"github.com/storyline-news/storyline/internal/stories"
	"github.com/storyline-news/storyline/internal/text"
)

// chromeMaxWords bounds the body that can be mistaken for page chrome: a
// registration wall, a paywall notice, a video player's list of clips or
// a sidebar's teasers ("Best Lingerie Boutiques In St. Louis For
// Valentine's Day Gifts …" under "One Dead, Four Wounded in Drive-By
// Shooting") run to a few dozen words or a hundred and more; an article's
// body runs to hundreds, and shares a word with its headline.
const chromeMaxWords = 200

// headlineMinWords is the fewest words of a headline that can stand for
// its article: "Shooting details emerge" says what happened; "en" or
// "News" is a crawler's placeholder.
const headlineMinWords = 3

// headlineOnly returns the cleaned text of an article known only by its
// headline, and whether c is not the article's text: c is empty (a feed
// item or record with only a title), or c is short and shares no word with
// the headline, which is what a crawler brings back when it met a sign-in
// wall ("Just One More Thing... We have sent you a verification email")
// instead of the report. The headline is then the article: it says what
// happened, where and to whom, and lets the report join its story.
func headlineOnly(headline string, c clean.Result) (clean.Result, bool) {
	if len(strings.Fields(headline)) < headlineMinWords || tagList(headline) {
		return c, false
	}
	if len(c.Paragraphs) > 0 && (len(strings.Fields(c.Text)) > chromeMaxWords || sharesWord(headline, c.Text) && !clipList(c)) {
		return c, false
	}
	h := clean.Clean(headline, clean.Options{})
	return h, len(h.Paragraphs) > 0
}

// tagList reports a page title that lists a site's tags, not a
// headline: three commas or more between capitalized names ("Motlow,
// George Dickel, Manchester, Bonnaroo, Coffee County, Winchester"). It
// says nothing happened; the body is the report.
func tagList(title string) bool {
	parts := strings.Split(title, ",")
	if len(parts) < 4 {
		return false
	}
	for _, p := range parts {
		for _, w := range strings.Fields(p) {
			if r := []rune(w)[0]; !unicode.IsUpper(r) && !unicode.IsDigit(r) {
				return false
			}
		}
	}
	return true
}

// sentenceMinWords is the fewest words of a paragraph that tells
// something in a sentence of its own, not a link's or a clip's title.
const sentenceMinWords = 6

// clipList reports a body that is a video player's list of clips: a
// paragraph is a clip's running time or starts with one ("0:43 Homeless
// man found dead in Parkland; suspect arrested Pause", "5:03"), and no
// paragraph is a sentence. The clips' titles share words with any
// headline of crime news ("killed", "shooting"), so sharing one says
// nothing of a clip list; a report's summary in points ("7-year-old boy
// was fatally shot Saturday night on Fieldvale Place") has no running
// times and stays the article's text.
func clipList(c clean.Result) bool {
	timed := false
	for _, p := range c.Paragraphs {
		t := p.Span.In(c.Text)
		if runningTime(t) {
			timed = true
			continue
		}
		t = strings.TrimRight(t, " \t\"'”’)]»")
		if len(strings.Fields(t)) >= sentenceMinWords {
			switch r, _ := utf8.DecodeLastRuneInString(t); r {
			case '.', '!', '?', '…':
				return false
			}
		}
	}
	return timed
}

// runningTime reports a paragraph that starts with a clip's running time,
// minutes and seconds ("1:17", "16:37"), alone or before its title.
func runningTime(t string) bool {
	m, rest, ok := strings.Cut(t, ":")
	if !ok || len(m) == 0 || len(m) > 2 || len(rest) < 2 || strings.Trim(m, "0123456789") != "" ||
		strings.Trim(rest[:2], "0123456789") != "" {
		return false
	}
	return len(rest) == 2 || rest[2] == ' '
}

// sharesWord reports whether a and b share a content word (stop words
// left out: a sign-in notice says "with" and "from" too), compared by
// their lemma so "shooting" meets "shootings".
func sharesWord(a, b string) bool {
	ta := stories.Terms(a, nil, 1)
	for w := range stories.Terms(b, nil, 1) {
		if ta[w] > 0 {
			return true
		}
	}
	return false
}

// fieldLabels are the names a record or a scraper writes before a
// headline ("title: ISIL Kills over 50 in Central Syria Attack"): a field's
// label, not the headline's first word.
var fieldLabels = map[string]bool{"title": true, "headline": true, "titulo": true, "título": true, "titular": true}

// withoutLabel returns title without a leading field label and its colon,
// unless nothing follows it.
func withoutLabel(title string) string {
	label, rest, ok := strings.Cut(title, ":")
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" || !fieldLabels[strings.ToLower(strings.TrimSpace(label))] {
		return title
	}
	return rest
}

// titleSeparators stand between a page title's headline and the site's
// name: "Air strikes kill 4 in Syria | Jordan Times".
var titleSeparators = []string{" | ", " - ", " – ", " — ", " :: "}

// withoutOutlet returns title without its trailing site names: the parts
// after its last separators that name the outlet (or the outlet's host
// without its domain ending: "jordantimes.com" for "Jordan Times") or read
// as a site's chrome (siteChrome: "KSLA News 12 Shreveport, Louisiana News
// Weather & Sports"), with the station's home town that may follow one
// ("- WMC Action News 5 - Memphis, Tennessee"). A story is titled by its
// headline; the outlet is listed apart, and its home town is not a place
// of the event.
func withoutOutlet(title, outlet string) string {
	want := outletKey(outlet)
	for {
		head, tail, ok := lastTitlePart(title)
		if !ok {
			return title
		}
		switch {
		case want != "" && outletKey(tail) == want, siteChrome(tail, want):
		case homeTown(tail):
			// Only the home town after a site's name: "Shooting in
			// Ureña - Colombia" keeps its place.
			h2, t2, ok := lastTitlePart(head)
			if !ok || !(want != "" && outletKey(t2) == want || siteChrome(t2, want)) {
				return title
			}
			head = h2
		default:
			return title
		}
		title = head
	}
}

// lastTitlePart splits title at its last separator (titleSeparators, or a
// bare "|" at its end: "KOTV.com |"), when a headline of
// siteHeadMinWords or more stands before it.
func lastTitlePart(title string) (head, tail string, ok bool) {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(title), "|"))
	at, n := -1, 0
	for _, sep := range titleSeparators {
		if i := strings.LastIndex(t, sep); i > at {
			at, n = i, len(sep)
		}
	}
	if at <= 0 {
		return title, "", false
	}
	// "shoots grandmother in back - | WBTV Charlotte": the dash of an
	// empty part goes with the site's name.
	head = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t[:at]), "-–—|"))
	if len(strings.Fields(head)) < siteHeadMinWords {
		return title, "", false
	}
	return head, strings.TrimSpace(t[at+n:]), true
}

// outletKey is what an outlet's name, its host and its title suffix have
// in common: the folded letters and digits, with no "www.", no domain
// ending and no leading "the" ("The Jordan Times", "Jordan Times",
// "jordantimes.com").
func outletKey(s string) string {
	s = strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "www.")
	if i := strings.LastIndexByte(s, '.'); i > 0 && !strings.ContainsRune(s, ' ') {
		s = s[:i]
	}
	s = strings.TrimPrefix(text.Fold(s), "the ")
	return strings.ReplaceAll(s, " ", "")
}
