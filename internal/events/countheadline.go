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
var headlineWoundedRE = regexp.MustCompile(`(?i)\b(\d{1,3}|` + headlineNumberWords + `)(?: (?:people|others|more|men|women|teens|children|kids|adults))?,? (?:` + strings.Join(headlineWoundWords, "|") + `)\b`)

// headlineWounded sets the main event's wounded from the headlines of the
// articles that report it when no sentence of theirs counts any: many
// reports count the wounded in the headline only, the text telling each
// victim without a number, or the text lost behind a paywall. A headline
// of several shootings ("1 Killed, 5 Wounded In South Side Shootings")
// counts a round-up's wounded, not the event's, and is left out.
func headlineWounded(e *storyline.StoryEvent, arts []*storyline.Article) {
	if e.Injured > 0 {
		return
	}
	reports := map[int64]bool{}
	for _, r := range e.Reports {
		reports[r.Article] = true
	}
	for _, a := range arts {
		if !reports[a.ID] || a.TitleDerived || a.Title == "" {
			continue
		}
		t := strings.ToLower(a.Title)
		if strings.Contains(t, "shootings") {
			continue
		}
		for _, m := range headlineWoundedRE.FindAllStringSubmatch(t, -1) {
			n, err := strconv.Atoi(m[1])
			if err != nil {
				n = text.NumberWords[m[1]]
			}
			e.Injured = max(e.Injured, n)
		}
	}
}
