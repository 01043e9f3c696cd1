// Package fix keeps analysts' corrections: it records them in the audit log
// (storyline.Correction), applies them over the automatic analysis when an
// article is read (Apply, Store), and carries story corrections and
// deletions through the story assigner.
//
// Corrections are stored apart from the analysis and point at items by
// span, which reanalysis never moves, so `storyline reanalyze`, new ingests
// and re-clustering leave them standing: the next read applies them again.
package fix

import (
	"bytes"
	"encoding/json"
	"sort"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Apply applies the corrections of one article (in log order) and the
// place pins over a's analysis, in place, and lists them in a.Corrections.
// Rejected items leave the analysis (the indexes between items are kept
// right); edited items get the new values and a Corrected note with the
// originals. A correction whose item is no longer in the analysis is listed
// with Unmatched set.
func Apply(a *storyline.Article, cs []storyline.Correction, pins []storyline.Correction) {
	if len(cs) == 0 && len(pins) == 0 {
		return
	}
	an := &a.Analysis
	drop := map[storyline.ItemKind]map[int]bool{}
	for _, c := range cs {
		switch c.Kind {
		case storyline.FixReject:
			i := find(an, c.Item)
			if i < 0 {
				c.Unmatched = true
			} else {
				if drop[c.Item.Kind] == nil {
					drop[c.Item.Kind] = map[int]bool{}
				}
				drop[c.Item.Kind][i] = true
			}
		case storyline.FixEditFigure:
			i := find(an, c.Item)
			if i < 0 || c.Item.Kind != storyline.ItemFigure || c.Edit == nil {
				c.Unmatched = true
				break
			}
			f := &an.Figures[i]
			edited := *f
			editFigure(&edited, c.Edit)
			note(f.Corrected, &edited.Corrected, c.ID, *f, edited)
			*f = edited
		case storyline.FixEditEvent:
			i := find(an, c.Item)
			if i < 0 || c.Item.Kind != storyline.ItemEvent || c.Edit == nil {
				c.Unmatched = true
				break
			}
			e := &an.Events[i]
			edited := *e
			editEvent(&edited, c.Edit)
			note(e.Corrected, &edited.Corrected, c.ID, *e, edited)
			*e = edited
		}
		a.Corrections = append(a.Corrections, c)
	}
	for _, p := range pins {
		if pin(an, p) {
			a.Corrections = append(a.Corrections, p)
		}
	}
	remove(an, drop)
}

// itemSpan is the span a reference points at for each kind of item.
func itemSpan(an *storyline.Analysis, kind storyline.ItemKind, i int) storyline.Span {
	switch kind {
	case storyline.ItemFigure:
		return an.Figures[i].Span
	case storyline.ItemEvent:
		return an.Events[i].TriggerSpan
	case storyline.ItemQuote:
		return an.Quotes[i].Content
	case storyline.ItemMention:
		return an.Mentions[i].Span
	}
	return storyline.Span{}
}

// count returns how many items of a kind the analysis has.
func count(an *storyline.Analysis, kind storyline.ItemKind) int {
	switch kind {
	case storyline.ItemFigure:
		return len(an.Figures)
	case storyline.ItemEvent:
		return len(an.Events)
	case storyline.ItemQuote:
		return len(an.Quotes)
	case storyline.ItemMention:
		return len(an.Mentions)
	}
	return 0
}

// find returns the index of the item ref points at: the one with the same
// span, else (a reanalysis that moved the item's edges) the one of the same
// kind that overlaps it most; -1 when none does.
func find(an *storyline.Analysis, ref *storyline.ItemRef) int {
	if ref == nil {
		return -1
	}
	best, bestOverlap := -1, 0
	for i := 0; i < count(an, ref.Kind); i++ {
		sp := itemSpan(an, ref.Kind, i)
		if sp == ref.Span {
			return i
		}
		lo, hi := max(sp.Start, ref.Span.Start), min(sp.End, ref.Span.End)
		if hi-lo > bestOverlap {
			best, bestOverlap = i, hi-lo
		}
	}
	return best
}

// IndexAt returns the index of the item of a kind whose span is exactly sp
// (the dashboard names items by span: indexes shift as items are
// rejected), or -1.
func IndexAt(a *storyline.Article, kind storyline.ItemKind, sp storyline.Span) int {
	for i := 0; i < count(&a.Analysis, kind); i++ {
		if itemSpan(&a.Analysis, kind, i) == sp {
			return i
		}
	}
	return -1
}

// Ref returns the reference to item i of a kind, or false when there is no
// such item.
func Ref(a *storyline.Article, kind storyline.ItemKind, i int) (storyline.ItemRef, bool) {
	if i < 0 || i >= count(&a.Analysis, kind) {
		return storyline.ItemRef{}, false
	}
	sp := itemSpan(&a.Analysis, kind, i)
	ref := storyline.ItemRef{Kind: kind, Span: sp}
	if sp.Start >= 0 && sp.End <= len(a.Text) && sp.Start <= sp.End {
		ref.Text = a.Text[sp.Start:sp.End]
	}
	if kind == storyline.ItemEvent {
		ref.Text = a.Analysis.Events[i].Trigger
	}
	return ref, true
}

func editFigure(f *storyline.Figure, e *storyline.Edit) {
	if e.Best != nil {
		f.Best = *e.Best
		// A value alone is exact unless a range is given with it.
		if e.Low == nil {
			f.Low, f.LowOpen = *e.Best, false
		}
		if e.High == nil {
			f.High, f.HighOpen = *e.Best, false
		}
		if e.Low == nil && e.High == nil {
			f.Qualifier = ""
		}
	}
	if e.Low != nil {
		f.Low, f.LowOpen = *e.Low, false
	}
	if e.High != nil {
		f.High, f.HighOpen = *e.High, false
	}
	if e.Counted != nil {
		f.Counted, f.CountedHead, f.Category = *e.Counted, *e.Counted, ""
		f.CountedFromContext = false
	}
	if e.Source != nil {
		f.Source, f.SourceSpan = *e.Source, storyline.Span{}
	}
}

func editEvent(ev *storyline.Event, e *storyline.Edit) {
	if e.EventType != nil {
		ev.EventType = *e.EventType
		ev.DisorderType = disorderOf(*e.EventType)
		ev.NonEvent = ""
	}
	if e.SubEventType != nil {
		ev.SubEventType, ev.ACLEDSubEventType = *e.SubEventType, *e.SubEventType
	}
	if e.Actor1 != nil {
		ev.Actor1 = &storyline.EventActor{Name: *e.Actor1, Inter: interOf(ev.Actor1)}
	}
	if e.Actor2 != nil {
		ev.Actor2 = &storyline.EventActor{Name: *e.Actor2, Inter: interOf(ev.Actor2)}
	}
	if e.Location != nil {
		ev.Location, ev.LocationSpan = *e.Location, storyline.Span{}
	}
	if e.Place != nil {
		p := *e.Place
		ev.Place = &p
		if e.Location == nil {
			ev.Location, ev.LocationSpan = p.Name, storyline.Span{}
		}
	}
	if e.Date != nil {
		ev.Date, ev.DateEnd, ev.DateSpan, ev.TimePrecision = *e.Date, storyline.Date{}, storyline.Span{}, 1
	}
	if e.Fatalities != nil {
		ev.Fatalities, ev.FatalitiesSpan = *e.Fatalities, storyline.Span{}
	}
}

func interOf(a *storyline.EventActor) int {
	if a == nil {
		return 0
	}
	return a.Inter
}

// disorderOf maps an ACLED event type to its disorder type.
func disorderOf(eventType string) string {
	switch eventType {
	case storyline.EventBattles, storyline.EventExplosions, storyline.EventViolenceCivilians:
		return storyline.DisorderPoliticalViolence
	case storyline.EventProtests, storyline.EventRiots:
		return storyline.DisorderDemonstrations
	}
	return storyline.DisorderStrategic
}

// EventTypes lists ACLED's event types, for validating edits.
var EventTypes = []string{
	storyline.EventBattles, storyline.EventExplosions, storyline.EventViolenceCivilians,
	storyline.EventProtests, storyline.EventRiots, storyline.EventStrategic,
}

// note records on an edited item which correction changed it and the
// original values of the fields that differ (the first original wins when
// several corrections edit the same field).
func note(prev *storyline.Corrected, out **storyline.Corrected, id int64, before, after any) {
	c := &storyline.Corrected{Original: map[string]json.RawMessage{}}
	if prev != nil {
		c.By = append(c.By, prev.By...)
		for k, v := range prev.Original {
			c.Original[k] = v
		}
	}
	c.By = append(c.By, id)
	bm, am := fields(before), fields(after)
	for k, v := range bm {
		if k == "corrected" {
			continue
		}
		if _, seen := c.Original[k]; !seen && !bytes.Equal(v, am[k]) {
			c.Original[k] = v
		}
	}
	for k := range am {
		if _, had := bm[k]; !had && k != "corrected" {
			if _, seen := c.Original[k]; !seen {
				c.Original[k] = json.RawMessage("null")
			}
		}
	}
	*out = c
}

func fields(v any) map[string]json.RawMessage {
	b, _ := json.Marshal(v)
	var m map[string]json.RawMessage
	json.Unmarshal(b, &m)
	return m
}

// pin resolves the pinned place name wherever the analysis names it: LOC
// entities (canonical name or alias) and event locations. It reports
// whether it changed anything.
func pin(an *storyline.Analysis, p storyline.Correction) bool {
	if p.Place == nil {
		return false
	}
	key := text.Fold(p.Name)
	changed := false
	for i := range an.Entities {
		e := &an.Entities[i]
		if e.Type != storyline.LOC || !namedBy(key, e.Canonical, e.Aliases) {
			continue
		}
		pl := *p.Place
		e.Place = &pl
		changed = true
	}
	for i := range an.Events {
		ev := &an.Events[i]
		if ev.Location == "" || text.Fold(ev.Location) != key || ev.Corrected != nil && ev.Corrected.Original["place"] != nil {
			continue
		}
		edited := *ev
		pl := *p.Place
		edited.Place = &pl
		note(ev.Corrected, &edited.Corrected, p.ID, *ev, edited)
		*ev = edited
		changed = true
	}
	return changed
}

func namedBy(key, canonical string, aliases []string) bool {
	if text.Fold(canonical) == key {
		return true
	}
	for _, a := range aliases {
		if text.Fold(a) == key {
			return true
		}
	}
	return false
}

// remove drops the rejected items, keeping the indexes between the rest
// right: a quote's ReportedBy, mentions' and quotes' entities (an entity
// all of whose mentions were rejected goes too).
func remove(an *storyline.Analysis, drop map[storyline.ItemKind]map[int]bool) {
	if len(drop) == 0 {
		return
	}
	an.Figures = keep(an.Figures, drop[storyline.ItemFigure])
	an.Events = keep(an.Events, drop[storyline.ItemEvent])
	if d := drop[storyline.ItemQuote]; len(d) > 0 {
		newIndex := renumber(len(an.Quotes), d)
		an.Quotes = keep(an.Quotes, d)
		for i := range an.Quotes {
			if r := an.Quotes[i].ReportedBy; r >= 0 {
				an.Quotes[i].ReportedBy = newIndex[r]
			}
		}
	}
	if d := drop[storyline.ItemMention]; len(d) > 0 {
		left := make([]int, len(an.Entities))
		for i, m := range an.Mentions {
			if !d[i] && m.Entity >= 0 && m.Entity < len(left) {
				left[m.Entity]++
			}
		}
		an.Mentions = keep(an.Mentions, d)
		gone := map[int]bool{}
		for i := range an.Entities {
			had := an.Entities[i].Mentions
			an.Entities[i].Mentions = min(had, left[i])
			if left[i] == 0 {
				gone[i] = true
			}
		}
		newIndex := renumber(len(an.Entities), gone)
		an.Entities = keep(an.Entities, gone)
		for i := range an.Mentions {
			if e := an.Mentions[i].Entity; e >= 0 && e < len(newIndex) {
				an.Mentions[i].Entity = newIndex[e]
			}
		}
		for i := range an.Quotes {
			if e := an.Quotes[i].Entity; e >= 0 && e < len(newIndex) {
				an.Quotes[i].Entity = newIndex[e]
			}
		}
	}
}

// renumber maps old indexes to new ones once the dropped are gone (-1 for
// those).
func renumber(n int, drop map[int]bool) []int {
	out := make([]int, n)
	next := 0
	for i := range out {
		if drop[i] {
			out[i] = -1
			continue
		}
		out[i] = next
		next++
	}
	return out
}

func keep[T any](items []T, drop map[int]bool) []T {
	if len(drop) == 0 {
		return items
	}
	out := make([]T, 0, len(items))
	for i, it := range items {
		if !drop[i] {
			out = append(out, it)
		}
	}
	return out
}

// sortByID orders corrections by log order.
func sortByID(cs []storyline.Correction) {
	sort.Slice(cs, func(i, j int) bool { return cs[i].ID < cs[j].ID })
}
