package events

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// headlineWoundedRE matches a headline's count of the wounded, the
// headline idiom of a shooting report: "Four injured in drive-by
// shooting", "1 dead, 3 wounded in Camden shooting", "10 Hurt After Men
// With Shotgun Open Fire", "Man killed, 4 others injured".
var headlineWoundedRE = headlineCountRE(headlineWoundWords)

// headlineDeadRE matches a headline's count of the dead: "2 dead in
// southeast Fresno house party shooting", "Three killed at motel".
var headlineDeadRE = headlineCountRE(headlineDeadWords)

// headlineCountRE matches a count right before one of words, a noun of
// people between them or not.
func headlineCountRE(words []string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(\d{1,3}|` + headlineNumberWords + `)(?: (?:people|others|more|men|women|teens|children|kids|adults))?,? (?:` + strings.Join(words, "|") + `)\b`)
}

// headlineCounts sets the main event's dead and wounded from the headlines
// of the articles that report it when no sentence of theirs counts any:
// many reports count the victims in the headline only, the text telling
// each of them without a number, or the text lost behind a paywall. A
// headline of several shootings ("1 Killed, 5 Wounded In South Side
// Shootings") counts a round-up's victims, not the event's, and is left
// out.
func headlineCounts(e *storyline.StoryEvent, arts []*storyline.Article) {
	if e.Injured > 0 && e.Fatalities > 0 {
		return
	}
	reports := map[int64]bool{}
	for _, r := range e.Reports {
		reports[r.Article] = true
	}
	dead, wounded := 0, 0
	for _, a := range arts {
		if !reports[a.ID] || a.TitleDerived || a.Title == "" {
			continue
		}
		t := strings.ToLower(a.Title)
		if strings.Contains(t, "shootings") {
			continue
		}
		dead = max(dead, headlineCount(headlineDeadRE, t))
		wounded = max(wounded, headlineCount(headlineWoundedRE, t))
	}
	if e.Fatalities == 0 && dead > 0 {
		e.Fatalities, e.FatalitiesSpan, e.FatalitiesImplied = dead, storyline.Span{}, false
	}
	if e.Injured == 0 {
		e.Injured = wounded
	}
}

// headlineCount is the highest count re matches in a headline, or 0.
func headlineCount(re *regexp.Regexp, title string) int {
	n := 0
	for _, m := range re.FindAllStringSubmatch(title, -1) {
		k, err := strconv.Atoi(m[1])
		if err != nil {
			k = text.NumberWords[m[1]]
		}
		n = max(n, k)
	}
	return n
}
