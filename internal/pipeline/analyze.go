package pipeline

import (
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/timex"
)

// Analyze runs the extractors over the clean text of a and returns what they
// found, with spans into a.Text. Articles marked NotAnalyzed get an empty
// analysis.
//
// The body is read against the publication date (or the ingest time when
// the date is unknown). A caption is read against its own date when it
// states one: "on Saturday" in a caption dated Monday, Feb. 25 is the 23rd
// whatever day the article ran.
func Analyze(a *storyline.Article) storyline.Analysis {
	var an storyline.Analysis
	if a.NotAnalyzed != "" {
		return an
	}
	ref := refDate(a)
	an.TimeExprs = timex.Extract(a.Body(), ref)
	for _, c := range a.Captions {
		cref := ref
		if !c.Date.IsZero() {
			cref = c.Date.Time()
		}
		an.TimeExprs = append(an.TimeExprs, shiftTimex(timex.Extract(c.Span.In(a.Text), cref), c.Span.Start)...)
	}
	return an
}

// shiftTimex moves spans found in a block of text to offsets in the whole
// clean text.
func shiftTimex(ts []storyline.TimeExpr, by int) []storyline.TimeExpr {
	for i := range ts {
		ts[i].Span.Start += by
		ts[i].Span.End += by
	}
	return ts
}

// refDate returns the reference date an article's text is read against.
func refDate(a *storyline.Article) time.Time {
	if !a.Published.Time.IsZero() {
		return a.Published.Time
	}
	return a.IngestedAt
}
