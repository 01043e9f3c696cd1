package web

import (
	"fmt"
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// An article page shows the clean text cut into segments: plain text, and
// highlighted items (time expressions, names, places) that may nest. Every
// segment's text is a plain string that html/template escapes; nothing here
// builds HTML.
//
// Item anchors are the item's kind letter and its index in the article's
// Analysis: t3 is Analysis.TimeExprs[3], m5 is Analysis.Mentions[5]; s12
// is the twelfth sentence. EXTENSION: figures (f), quotes (q) and events (e)
// take their own letters when Analysis carries them.

// hlItem is one highlighted item.
type hlItem struct {
	Anchor string // "t3", "m5": the element id and URL fragment
	Class  string // CSS class: time, per, org, loc, norp, misc
	Label  string // the type in words: "time (DATE)", "person", "place"
	Title  string // hover text: the normalized value, the entity, the coordinates
	Href   string // the entity page, when known
	span   storyline.Span
}

// segment is a run of text, highlighted when Item is set. Children hold the
// items nested inside a highlighted one; Text is empty then.
type segment struct {
	Text     string
	Item     *hlItem
	Link     bool // the outermost item of a nest is a link to its own anchor
	Children []segment
}

// sentence is one sentence of a block, addressable as #s<N>.
type sentence struct {
	Anchor string
	Segs   []segment
}

// textBlock is a paragraph, caption or credit line.
type textBlock struct {
	Kind      storyline.BlockKind
	Heading   bool
	Sentences []sentence
	Credit    string // captions: the photo credit
	Date      string // captions: the date they state
}

// articleText is the article's text as the page shows it.
type articleText struct {
	Body, Captions, Credits []textBlock
	// Dropped lists items that overlap another across its edge and so
	// cannot be drawn inline; they are still listed, with their anchors.
	Dropped []*hlItem
	Items   []*hlItem
}

var mentionClass = map[storyline.EntityType]struct{ class, label string }{
	storyline.PER:  {"per", "person"},
	storyline.ORG:  {"org", "organization"},
	storyline.LOC:  {"loc", "place"},
	storyline.NORP: {"norp", "group or nationality"},
	storyline.MISC: {"misc", "other name"},
}

// buildItems lists a's highlightable items. entityHref links an article
// entity (by index) to its page, "" when unknown.
func buildItems(a *storyline.Article, entityHref func(int) string) []*hlItem {
	var items []*hlItem
	for i, te := range a.Analysis.TimeExprs {
		title := fmt.Sprintf("time expression, %s: %s", te.Type, te.Value)
		if !te.RangeStart.IsZero() || !te.RangeEnd.IsZero() {
			title += fmt.Sprintf(" (%s to %s)", orDots(te.RangeStart.String()), orDots(te.RangeEnd.String()))
		}
		if te.Mod != "" {
			title += " " + te.Mod
		}
		if !te.Anchor.IsZero() {
			title += ", read against " + te.Anchor.String()
		}
		items = append(items, &hlItem{Anchor: fmt.Sprintf("t%d", i), Class: "time", Label: "time " + strings.ToLower(string(te.Type)), Title: title, span: te.Span})
	}
	for i, m := range a.Analysis.Mentions {
		c, ok := mentionClass[m.Type]
		if !ok {
			c = mentionClass[storyline.MISC]
		}
		it := &hlItem{Anchor: fmt.Sprintf("m%d", i), Class: c.class, Label: c.label, span: m.Span}
		title := c.label
		if m.Entity >= 0 && m.Entity < len(a.Analysis.Entities) {
			e := a.Analysis.Entities[m.Entity]
			title += ": " + e.Canonical
			if e.Role != "" {
				title += " (" + e.Role + ")"
			}
			if p := e.Place; p != nil {
				it.Class = "loc placed"
				title += " — " + placeText(p)
			}
			it.Href = entityHref(m.Entity)
		}
		if m.Role != "" {
			title += "; role here: " + m.Role
		}
		if m.Credit {
			title += "; credited (photo or wire credit)"
		}
		it.Title = title
		items = append(items, it)
	}
	// EXTENSION: figures, quotes and events add their items here.
	return items
}

func placeText(p *storyline.Place) string {
	parts := []string{p.Name}
	if p.Admin1 != "" && p.Admin1 != p.Name {
		parts = append(parts, p.Admin1)
	}
	parts = append(parts, p.Country)
	return fmt.Sprintf("%s at %.4f, %.4f (%s, precision %d)", strings.Join(parts, ", "), p.Lat, p.Lon, p.Kind, p.Precision)
}

func orDots(s string) string {
	if s == "" {
		return "…"
	}
	return s
}

// layoutText cuts a's blocks into sentences and the sentences into
// segments around items.
func layoutText(a *storyline.Article, items []*hlItem) articleText {
	out := articleText{Items: items}
	sorted := append([]*hlItem(nil), items...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].span.Start != sorted[j].span.Start {
			return sorted[i].span.Start < sorted[j].span.Start
		}
		return sorted[i].span.End > sorted[j].span.End
	})
	sents := text.Sentences(a.Text)
	placed := map[*hlItem]bool{}
	sentN := 0
	block := func(kind storyline.BlockKind, sp storyline.Span) textBlock {
		b := textBlock{Kind: kind}
		// The sentences inside the block; text outside any sentence (rare)
		// becomes a sentence of its own so nothing is lost.
		var spans []storyline.Span
		pos := sp.Start
		for _, s := range sents {
			if s.End <= sp.Start || s.Start >= sp.End {
				continue
			}
			st, en := max(s.Start, pos), min(s.End, sp.End)
			if st >= en {
				continue
			}
			if st > pos {
				spans = append(spans, storyline.Span{Start: pos, End: st})
			}
			spans = append(spans, storyline.Span{Start: st, End: en})
			pos = en
		}
		if pos < sp.End {
			spans = append(spans, storyline.Span{Start: pos, End: sp.End})
		}
		for _, ss := range spans {
			sentN++
			var inside []*hlItem
			for _, it := range sorted {
				if it.span.Start >= ss.Start && it.span.End <= ss.End && it.span.Start < it.span.End {
					inside = append(inside, it)
				}
			}
			b.Sentences = append(b.Sentences, sentence{
				Anchor: fmt.Sprintf("s%d", sentN),
				Segs:   nest(a.Text, ss, inside, placed, true),
			})
		}
		return b
	}
	for _, p := range a.Paragraphs {
		b := block(storyline.KindParagraph, p.Span)
		b.Heading = p.Heading
		out.Body = append(out.Body, b)
	}
	for _, c := range a.Captions {
		b := block(storyline.KindCaption, c.Span)
		b.Credit, b.Date = c.Credit, c.Date.String()
		out.Captions = append(out.Captions, b)
	}
	for _, c := range a.Credits {
		out.Credits = append(out.Credits, block(storyline.KindCredit, c.Span))
	}
	for _, it := range items {
		if !placed[it] {
			out.Dropped = append(out.Dropped, it)
		}
	}
	return out
}

// nest segments txt[sp] around items (sorted by start, longest first, all
// inside sp). An item inside another is nested; one that crosses another's
// edge is left out (the caller lists it).
func nest(txt string, sp storyline.Span, items []*hlItem, placed map[*hlItem]bool, outer bool) []segment {
	var segs []segment
	pos := sp.Start
	for i := 0; i < len(items); i++ {
		it := items[i]
		if it.span.Start < pos || placed[it] {
			continue // crosses the previous item's edge, or already drawn
		}
		if it.span.Start > pos {
			segs = append(segs, segment{Text: txt[pos:it.span.Start]})
		}
		// The items inside this one.
		var inner []*hlItem
		j := i + 1
		for ; j < len(items) && items[j].span.Start < it.span.End; j++ {
			if items[j].span.End <= it.span.End {
				inner = append(inner, items[j])
			}
		}
		placed[it] = true
		segs = append(segs, segment{Item: it, Link: outer, Children: nest(txt, it.span, inner, placed, false)})
		pos = it.span.End
	}
	if pos < sp.End {
		segs = append(segs, segment{Text: txt[pos:sp.End]})
	}
	return segs
}
