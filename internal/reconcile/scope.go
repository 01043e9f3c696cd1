package reconcile

import (
	"regexp"
	"strconv"

	"github.com/storyline-news/storyline"
)

// ScopeWar is the scope of a count over the whole conflict.
const ScopeWar = "the war"

// wholeConflict matches the words that make a count a toll over a period
// from the conflict's start rather than one incident's: "since the conflict
// began", "since 2011", "since the start of the war", "the six-year war",
// "in six years of fighting".
var wholeConflict = regexp.MustCompile(`(?i)\b(since (the |its )?(conflict|war|uprising|revolution|crisis|fighting)( \w+)? (began|started|erupted|broke out)|since (the )?(start|beginning|outbreak) of the (conflict|war|uprising|revolution|crisis|fighting)|since (19|20)\d\d|[\w]+-year(-old)? (civil )?(war|conflict|uprising)|years of (civil )?(war|conflict|fighting)|(the|this|its) (civil )?(war|conflict) (has|had) (killed|left|claimed))\b`)

// earlierEvent is how long before it was stated a figure's as-of date must
// lie for the figure to be about an earlier event rather than a late count
// of the story's own.
const earlierEvent = 365 // days

// scopeOf returns the scope of figure f of article a: ScopeWar, the year of
// an earlier event, or "".
func scopeOf(a *storyline.Article, f *storyline.Figure) string {
	if s := f.Sentence; s.Start >= 0 && s.End <= len(a.Text) && s.Start < s.End && wholeConflict.MatchString(a.Text[s.Start:s.End]) {
		return ScopeWar
	}
	if f.AsOf.IsZero() || f.Stated.IsZero() {
		return ""
	}
	if f.Stated.Time().Sub(f.AsOf.Time()).Hours() > 24*earlierEvent {
		return strconv.Itoa(f.AsOf.Year)
	}
	return ""
}

// spreadScopes gives an undated figure the scope of a figure of the same
// article that states the same value for the same action: "Washington
// accuses the regime of killing more than 1400 people", told again after
// "August 21 2013 Washington accuses …", is still about 2013.
func spreadScopes(cs []cand) {
	for i := range cs {
		if cs[i].key.Scope != "" || cs[i].key.Stock {
			continue
		}
		for _, o := range cs {
			if o.art == cs[i].art && o.key.Scope != "" && o.key.Action == cs[i].key.Action && sameValue(o.f, cs[i].f) {
				cs[i].key.Scope = o.key.Scope
				break
			}
		}
	}
}
