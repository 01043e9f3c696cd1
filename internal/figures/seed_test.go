package figures

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/clean"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/pubdate"
	"github.com/storyline-news/storyline/internal/timex"
)

// seedFigures runs the extractor on a bundled sample the way the pipeline
// does: body against the article's date, each caption against its own.
func seedFigures(t testing.TB, prefix string, ref time.Time) (*storyline.Article, []storyline.Figure) {
	t.Helper()
	s, ok := demo.SampleNamed(prefix)
	if !ok {
		t.Fatalf("no sample %s", prefix)
	}
	c := clean.Clean(string(s.Data), clean.Options{TitleLine: true})
	a := &storyline.Article{Text: c.Text, Paragraphs: c.Paragraphs, Captions: c.Captions}
	pubdate.DateCaptions(a)
	times := timex.Extract(a.Body(), ref)
	for _, cp := range a.Captions {
		cref := ref
		if !cp.Date.IsZero() {
			cref = cp.Date.Time()
		}
		for _, te := range timex.Extract(cp.Span.In(a.Text), cref) {
			te.Span.Start += cp.Span.Start
			te.Span.End += cp.Span.Start
			times = append(times, te)
		}
	}
	a.Analysis.TimeExprs = times
	return a, Extract(a.Text, times, storyline.DateOf(ref))
}
