package fix

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/storyline-news/storyline"
)

// Describe says in one line what a correction does.
func Describe(c storyline.Correction) string {
	item := func() string {
		if c.Item == nil {
			return "?"
		}
		s := fmt.Sprintf("%s at %d–%d", c.Item.Kind, c.Item.Span.Start, c.Item.Span.End)
		if c.Item.Text != "" {
			s += fmt.Sprintf(" (%q)", clip(c.Item.Text, 40))
		}
		return s
	}
	var s string
	switch c.Kind {
	case storyline.FixReject:
		s = fmt.Sprintf("reject %s of article %d", item(), c.Article)
	case storyline.FixEditFigure, storyline.FixEditEvent:
		b, _ := json.Marshal(c.Edit)
		s = fmt.Sprintf("edit %s of article %d: %s", item(), c.Article, b)
	case storyline.FixPinPlace:
		p := c.Place
		if p == nil {
			p = &storyline.Place{}
		}
		s = fmt.Sprintf("pin place %q → %s, %s, %s", c.Name, p.Name, p.Admin1, p.Country)
	case storyline.FixMergeStories:
		s = fmt.Sprintf("merge story %d into story %d", c.TargetStory, c.Story)
	case storyline.FixMoveArticle:
		if c.TargetStory == 0 {
			s = fmt.Sprintf("move article %d out of story %d into a new story", c.Article, c.Story)
		} else {
			s = fmt.Sprintf("move article %d from story %d to story %d", c.Article, c.Story, c.TargetStory)
		}
	case storyline.FixDeleteArticle:
		s = fmt.Sprintf("delete article %d", c.Article)
	default:
		s = string(c.Kind)
	}
	if c.Unmatched {
		s += " [no longer matches the analysis]"
	}
	return s
}

// clip makes s one line of at most n runes.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
