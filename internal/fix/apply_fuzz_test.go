package fix

import (
	"context"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// seedArticle is seed 000 built and analyzed by the pipeline.
func seedArticle(t testing.TB) *storyline.Article {
	t.Helper()
	s, ok := demo.SampleNamed("000")
	if !ok {
		t.Fatal("no sample 000")
	}
	b := pipeline.Builder{Now: func() time.Time { return time.Date(2019, 3, 1, 0, 0, 0, 0, time.UTC) }}
	a, _, err := b.Build(context.Background(), ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data), Raw: s.Data})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// FuzzApply applies arbitrary rejections and edits to a real analysis and
// checks that the indexes between the items that remain stay in range.
func FuzzApply(f *testing.F) {
	base := seedArticle(f)
	f.Add([]byte{0, 0, 1, 3, 2, 5, 3, 40})
	f.Add([]byte{3, 0, 3, 1, 3, 2, 2, 0, 2, 1})
	f.Add([]byte{1, 200, 0, 255, 4, 7})
	f.Fuzz(func(t *testing.T, ops []byte) {
		if len(ops) > 64 {
			ops = ops[:64]
		}
		a := *base
		a.Analysis = cloneAnalysis(base.Analysis)
		kinds := []storyline.ItemKind{storyline.ItemFigure, storyline.ItemEvent, storyline.ItemQuote, storyline.ItemMention}
		var cs []storyline.Correction
		for i := 0; i+1 < len(ops); i += 2 {
			kind := kinds[int(ops[i])%len(kinds)]
			ref, ok := Ref(&a, kind, int(ops[i+1]))
			if !ok {
				ref = storyline.ItemRef{Kind: kind, Span: storyline.Span{Start: int(ops[i+1]) * 7, End: int(ops[i+1])*7 + 5}}
			}
			c := storyline.Correction{ID: int64(i + 1), Kind: storyline.FixReject, Article: a.ID, Item: &ref}
			switch {
			case ops[i]&0x10 != 0 && kind == storyline.ItemFigure:
				v := float64(ops[i+1])
				c.Kind, c.Edit = storyline.FixEditFigure, &storyline.Edit{Best: &v}
			case ops[i]&0x10 != 0 && kind == storyline.ItemEvent:
				n := int(ops[i+1])
				c.Kind, c.Edit = storyline.FixEditEvent, &storyline.Edit{Fatalities: &n}
			}
			cs = append(cs, c)
		}
		pins := []storyline.Correction{{ID: 999, Kind: storyline.FixPinPlace, Name: "Urena", Place: &storyline.Place{Name: "Ureña", Country: "VE"}}}
		Apply(&a, cs, pins)
		an := &a.Analysis
		for i, m := range an.Mentions {
			if m.Entity < -1 || m.Entity >= len(an.Entities) {
				t.Fatalf("mention %d points at entity %d of %d", i, m.Entity, len(an.Entities))
			}
		}
		for i, q := range an.Quotes {
			if q.Entity < -1 || q.Entity >= len(an.Entities) {
				t.Fatalf("quote %d points at entity %d of %d", i, q.Entity, len(an.Entities))
			}
			if q.ReportedBy < -1 || q.ReportedBy >= len(an.Quotes) {
				t.Fatalf("quote %d reported by %d of %d", i, q.ReportedBy, len(an.Quotes))
			}
		}
		for i, f := range an.Figures {
			if f.TimeIndex < -1 || f.TimeIndex >= len(an.TimeExprs) {
				t.Fatalf("figure %d points at time %d of %d", i, f.TimeIndex, len(an.TimeExprs))
			}
		}
		if len(a.Corrections) < len(cs) {
			t.Fatalf("%d corrections listed, %d applied", len(a.Corrections), len(cs))
		}
		// The base analysis is untouched.
		if len(base.Analysis.Figures) == 0 || base.Analysis.Figures[0].Corrected != nil {
			t.Fatal("Apply changed the analysis it was not given")
		}
	})
}

func cloneAnalysis(an storyline.Analysis) storyline.Analysis {
	return storyline.Analysis{
		TimeExprs: append([]storyline.TimeExpr(nil), an.TimeExprs...),
		Mentions:  append([]storyline.Mention(nil), an.Mentions...),
		Entities:  append([]storyline.Entity(nil), an.Entities...),
		Figures:   append([]storyline.Figure(nil), an.Figures...),
		Quotes:    append([]storyline.Quote(nil), an.Quotes...),
		Events:    append([]storyline.Event(nil), an.Events...),
	}
}
