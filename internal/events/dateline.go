package events

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// datelineRE is a dateline at the start of a paragraph: the town in
// capitals, an optional division or country, an optional agency or
// station, then a dash ("MILWAUKEE (AP) –", "ROSWELL, N.M. (KRQE) —",
// "FAR ROCKAWAY, Queens —"). The same shape internal/pubdate reads.
var datelineRE = regexp.MustCompile(`^([\p{Lu}][\p{Lu} .'’-]{1,40}?)\s*(,[^—–\-\n(]{0,40})?\s*(?:\([^)]{1,30}\))?\s*[—–-]{1,2}\s`)

// datelineParagraphs is how many paragraphs from the top a dateline may
// start: headlines, bylines and timestamps come before it.
const datelineParagraphs = 4

// datelineTown returns the town an article's dateline names, resolved in
// the countries its places lie in, or nil. Local news files from the
// town of the event, so the dateline weighs more than a town named in
// passing (where a victim was taken, where a suspect lived); the tagger
// misses capitals, so the dateline is read here.
func datelineTown(a *storyline.Article) *storyline.Place {
	ctx := places.Context{Countries: map[string]int{}}
	for _, e := range a.Analysis.Entities {
		if e.Place != nil {
			ctx.Add(e.Place.Country, e.Mentions)
		}
	}
	for i, p := range a.Paragraphs {
		if i == datelineParagraphs {
			break
		}
		if p.Span.End > len(a.Text) {
			break
		}
		para := a.Text[p.Span.Start:p.Span.End]
		m := datelineRE.FindStringSubmatchIndex(para)
		if m == nil {
			continue
		}
		name := strings.TrimRight(para[m[2]:m[3]], " .-")
		if len(name) < 3 {
			continue
		}
		start := p.Span.Start + m[2]
		mention := places.NewMention(a.Text, storyline.Span{Start: start, End: start + len(name)}, p.Span)
		res := places.Default().Resolve([]places.PlaceMention{mention}, ctx)
		if pl := res[0].Place; pl != nil && pl.Kind == places.KindCity {
			return pl
		}
	}
	return nil
}
