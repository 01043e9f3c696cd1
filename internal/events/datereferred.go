package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// referredBack reports an event whose trigger names a deed as one before
// the sentence's time, "after the", "following the" or "since the" and up
// to three words before it ("A hospital in Khan Shaykhun after the toxic
// gas attack", dated by the page's stamp): the day the sentence gives is
// that of what followed the deed. A day right after the trigger is the
// deed's ("after the attack on Monday") and keeps its rank. A deed that
// is the subject of a response ("The Khan Sheikhun strike prompted
// Washington to …", responseVerbs) is named as past too.
func referredBack(txt string, e *storyline.Event) bool {
	sp := e.TriggerSpan
	if sp.End == 0 || sp.Start > len(txt) || e.DateSpan.End == 0 {
		return false
	}
	if e.DateSpan.Start >= sp.End && e.DateSpan.Start-sp.End <= 12 {
		return false // "after the attack on Monday"
	}
	if next := strings.Fields(text.Fold(txt[sp.End:min(len(txt), sp.End+30)])); len(next) > 0 && responseVerbs[strings.Trim(next[0], ".,;:")] {
		return true
	}
	lo := max(e.Sentence.Start, sp.Start-60)
	words := strings.Fields(text.Fold(txt[lo:sp.Start]))
	for i := len(words) - 1; i >= 1 && i >= len(words)-4; i-- {
		if words[i] != "the" {
			continue
		}
		switch words[i-1] {
		case "after", "following", "since":
			return true
		}
	}
	return false
}
