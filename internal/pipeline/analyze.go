package pipeline

import (
	"sort"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/names"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/quotes"
	"github.com/storyline-news/storyline/internal/text"
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
	an.Figures = figures.Extract(a.Text, an.TimeExprs, storyline.DateOf(ref))
	an.Mentions, an.Entities = names.Default().Analyze(a.Text)
	geocode(a.Text, an.Mentions, an.Entities)
	an.Quotes = quotes.Extract(a, an.Mentions, an.Entities)
	attributeFigures(an.Figures, an.Quotes)
	analyzed := *a
	analyzed.Analysis = an
	an.Events = events.Extract(&analyzed)
	return an
}

// attributeFigures gives a figure that its own sentence does not attribute
// the source of the quote or reported speech it stands in: "officials said
// that more than 320 soldiers had defected" makes the officials the source
// of the 320.
func attributeFigures(fs []storyline.Figure, qs []storyline.Quote) {
	for i := range fs {
		f := &fs[i]
		if f.Source != "" {
			continue
		}
		for _, q := range qs {
			if q.SourceText == "" && q.Speaker == "" {
				continue
			}
			if !quoteCovers(q, f.Span) {
				continue
			}
			f.Source, f.SourceSpan = q.SourceText, q.Source
			if f.Source == "" {
				f.Source, f.SourceSpan = q.Speaker, q.SpeakerSpan
			}
			f.Cue, f.CueSpan = q.CueText, q.Cue
			break
		}
	}
}

func quoteCovers(q storyline.Quote, sp storyline.Span) bool {
	parts := q.Parts
	if len(parts) == 0 {
		parts = []storyline.Span{q.Content}
	}
	for _, p := range parts {
		if p.Start <= sp.Start && sp.End <= p.End {
			return true
		}
	}
	return false
}

// geocode resolves the places among entities: every LOC mention is read
// with the words of its sentence, and an entity takes the most precise place
// any of its mentions resolved to.
func geocode(txt string, ms []storyline.Mention, es []storyline.Entity) {
	sents := text.Sentences(txt)
	var pms []places.PlaceMention
	var owner []int
	for _, m := range ms {
		if m.Type != storyline.LOC || m.Entity < 0 || m.Entity >= len(es) {
			continue
		}
		pms = append(pms, places.NewMention(txt, m.Span, sentenceOf(sents, m.Span)))
		owner = append(owner, m.Entity)
	}
	if len(pms) == 0 {
		return
	}
	g := places.Default()
	for i, r := range g.Resolve(pms, places.Context{}) {
		if r.Place == nil {
			continue
		}
		e := &es[owner[i]]
		if e.Place == nil || r.Place.Precision < e.Place.Precision {
			p := *r.Place
			e.Place = &p
		}
	}
}

// sentenceOf returns the sentence span holding sp, or a zero span.
func sentenceOf(sents []storyline.Span, sp storyline.Span) storyline.Span {
	i := sort.Search(len(sents), func(i int) bool { return sents[i].End >= sp.End })
	if i < len(sents) && sents[i].Start <= sp.Start {
		return sents[i]
	}
	return storyline.Span{}
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
