// Package alerts tells the followers of a story what changed in it: a new
// source, a new figure, a figure revised, a conflict appearing, a new kind
// of event. After each batch of ingests, Check compares a digest of each
// touched story with the one saved by the previous check and records the
// differences as storyline.StoryChange values, which the story's Atom feed
// lists (internal/web) and a Webhook posts as JSON.
//
// Summaries are plain text made of article text: untrusted, to be escaped
// by whoever shows them.
package alerts

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/reconcile"
	"github.com/storyline-news/storyline/internal/storyview"
)

// digestVersion changes when the digest's meaning does; a digest of
// another version is read as none (the story is seen anew).
const digestVersion = 1

// DigestKey names the saved digest of a story in the store's state.
func DigestKey(story int64) string {
	return "alerts/digest/" + strconv.FormatInt(story, 10)
}

// digest is what Check remembers of a story between two checks.
type digest struct {
	V int `json:"v"`
	// Articles are the story's article IDs, ascending.
	Articles []int64 `json:"articles"`
	// Figures are the story's figure groups, in the view's order.
	Figures []figureState `json:"figures"`
	// EventTypes are the coded event types, in order of first appearance.
	EventTypes []string `json:"event_types"`
}

// figureState is what a digest remembers of a figure group.
type figureState struct {
	Key   storyline.FigureKey `json:"key"`
	Label string              `json:"label"`
	// Value is the words of the summary's best value ("more than 450"),
	// Article the article they come from.
	Value    string  `json:"value"`
	Article  int64   `json:"article,omitempty"`
	Low      float64 `json:"low"`
	LowOpen  bool    `json:"low_open,omitempty"`
	Best     float64 `json:"best"`
	High     float64 `json:"high"`
	HighOpen bool    `json:"high_open,omitempty"`

	Relation      storyline.FigureRelation `json:"relation"`
	Discrepancies int                      `json:"discrepancies"`
}

// moved reports whether the group's summary value or range changed.
func (f *figureState) moved(g *figureState) bool {
	return f.Low != g.Low || f.LowOpen != g.LowOpen || f.Best != g.Best || f.High != g.High || f.HighOpen != g.HighOpen
}

// rangeText is the summary range in figures: "[320, open)".
func (f *figureState) rangeText() string {
	return reconcile.RangeText(f.Low, f.High, f.LowOpen, f.HighOpen)
}

// shown reports whether a group is worth an alert: the groups the story
// page shows (reported kinds, or more than one figure).
func shown(g *storyline.FigureGroup) bool {
	return g.Key.Kind.Reported() || len(g.Points) > 1
}

// digestOf sums up a story view; groups holds the view's figure group of
// each of the digest's Figures.
func digestOf(v *storyview.View) (d *digest, groups []*storyline.FigureGroup) {
	d = &digest{V: digestVersion, Articles: []int64{}, Figures: []figureState{}, EventTypes: []string{}}
	for _, a := range v.Articles {
		d.Articles = append(d.Articles, a.ID)
	}
	slices.Sort(d.Articles)
	for i := range v.Figures {
		g := &v.Figures[i]
		if !shown(g) {
			continue
		}
		s := g.Summary
		f := figureState{Key: g.Key, Label: g.Label, Low: s.Low, LowOpen: s.LowOpen, Best: s.Best, High: s.High, HighOpen: s.HighOpen,
			Relation: g.Relation, Discrepancies: len(g.Discrepancies)}
		if p := bestPoint(g); p != nil {
			f.Value, f.Article = plain(p.Text, 80), p.Article
		} else {
			f.Value = f.rangeText()
		}
		d.Figures = append(d.Figures, f)
		groups = append(groups, g)
	}
	seen := map[string]bool{}
	for _, e := range v.Events {
		if e.EventType == "" || seen[e.EventType] {
			continue
		}
		seen[e.EventType] = true
		d.EventTypes = append(d.EventTypes, e.EventType)
	}
	return d, groups
}

// bestPoint returns the latest point that states the group's summary best
// value (the words to show for it), or nil when none does (the best of
// conflicting values, say, is a median no source may give).
func bestPoint(g *storyline.FigureGroup) *storyline.FigurePoint {
	s := g.Summary
	var found *storyline.FigurePoint
	for i := len(g.Points) - 1; i >= 0; i-- {
		p := &g.Points[i]
		if p.Incident || p.Best != s.Best {
			continue
		}
		if p.AsOf == s.AsOf {
			return p
		}
		if found == nil {
			found = p
		}
	}
	return found
}

// plain makes untrusted text one plain line: control characters and runs
// of spaces become one space, and it is clipped to n runes.
func plain(s string, n int) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }), " ")
	if r := []rune(s); len(r) > n {
		s = strings.TrimSpace(string(r[:n-1])) + "…"
	}
	return s
}
