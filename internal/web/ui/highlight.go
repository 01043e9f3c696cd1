package ui

import (
	"fmt"
	"sort"
	"strconv"
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
// Analysis: t3 is Analysis.TimeExprs[3], m5 is Analysis.Mentions[5], f2 is
// Analysis.Figures[2], q4 is Analysis.Quotes[4] (q4-2 its second piece);
// e1 is Analysis.Events[1]; s12 is the twelfth sentence.

// hlItem is one highlighted item.
type hlItem struct {
	Anchor string // "t3", "m5": the element id and URL fragment
	Class  string // CSS class: time, per, org, loc, norp, misc
	Label  string // the type in words: "time (DATE)", "person", "place"
	Title  string // hover text: the normalized value, the entity, the coordinates
	Href   string // the entity page, when known
	// Wrap marks an item drawn as a plain wrapper rather than a link to its
	// own anchor (quotes: long passages that hold linked items).
	Wrap bool
	// Split lets an item that runs over several sentences or blocks be
	// drawn piece by piece; the first piece carries Anchor, the others
	// Anchor-2, Anchor-3, ….
	Split bool
	span  storyline.Span
	orig  *hlItem // for a piece of a split item: the item
}

// segment is a run of text, highlighted when Item is set. Children hold the
// items nested inside a highlighted one; Text is empty then.
type segment struct {
	Text     string
	Item     *hlItem
	Link     bool // a link to its own anchor: not a Wrap item, not inside a link
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
	for i, f := range a.Analysis.Figures {
		items = append(items, &hlItem{Anchor: fmt.Sprintf("f%d", i), Class: "fig", Label: "figure " + string(f.Kind), Title: figureText(f), span: f.Span})
	}
	for i, q := range a.Analysis.Quotes {
		parts := q.Parts
		if len(parts) == 0 {
			parts = []storyline.Span{q.Content}
		}
		title := "quote (" + string(q.Kind) + ")"
		if q.Speaker != "" {
			title += " by " + q.Speaker
		}
		if q.Anonymous {
			title += ", unnamed source"
		}
		if q.CueText != "" {
			title += ": " + q.CueText
		}
		for k, sp := range parts {
			anchor := fmt.Sprintf("q%d", i)
			if k > 0 {
				anchor += fmt.Sprintf("-%d", k+1)
			}
			items = append(items, &hlItem{Anchor: anchor, Class: "quote", Label: "quote", Title: title, Wrap: true, Split: true, span: sp})
		}
	}
	for i, e := range a.Analysis.Events {
		// The trigger is the item; the sentence stays addressable as s<N>.
		sp := e.TriggerSpan
		if sp.Len() <= 0 {
			sp = e.Sentence
		}
		class, label := "ev", "event"
		if e.NonEvent != "" {
			class, label = "ev nonev", "not an event"
		}
		items = append(items, &hlItem{Anchor: fmt.Sprintf("e%d", i), Class: class, Label: label, Title: eventText(e), span: sp})
	}
	return items
}

// eventText describes an event for its hover text: type and sub-type,
// date, place, actors and counts.
func eventText(e storyline.Event) string {
	var sb strings.Builder
	if e.NonEvent != "" {
		sb.WriteString("not an event (" + e.NonEvent + "): ")
	} else {
		sb.WriteString("event: ")
	}
	sb.WriteString(e.EventType)
	if e.SubEventType != "" {
		sb.WriteString(" / " + e.SubEventType)
	}
	if e.ACLEDSubEventType != "" && e.ACLEDSubEventType != e.SubEventType {
		sb.WriteString(" (ACLED: " + e.ACLEDSubEventType + ")")
	}
	if !e.Date.IsZero() {
		sb.WriteString("; " + e.Date.String())
		if !e.DateEnd.IsZero() {
			sb.WriteString(" to " + e.DateEnd.String())
		}
		fmt.Fprintf(&sb, " (time precision %d)", e.TimePrecision)
	}
	if p := e.Place; p != nil {
		sb.WriteString("; in " + placeText(p))
	} else if e.Location != "" {
		sb.WriteString("; in " + e.Location)
	}
	if act := eventActors(e); act != "" {
		sb.WriteString("; " + act)
	}
	if c := eventCounts(e); c != "" {
		sb.WriteString("; " + c)
	}
	if e.Source != "" {
		sb.WriteString("; according to " + e.Source)
	}
	if len(e.Tags) > 0 {
		sb.WriteString("; tags: " + strings.Join(e.Tags, ", "))
	}
	return sb.String()
}

// eventActors names an event's actors: "Police Forces of Venezuela vs
// Protesters (Venezuela)".
func eventActors(e storyline.Event) string {
	side := func(a *storyline.EventActor, assoc []storyline.EventActor) string {
		if a == nil {
			return ""
		}
		s := a.Name
		for _, x := range assoc {
			s += " + " + x.Name
		}
		return s
	}
	a1, a2 := side(e.Actor1, e.AssocActors1), side(e.Actor2, e.AssocActors2)
	switch {
	case a1 != "" && a2 != "":
		return a1 + " vs " + a2
	case a1 != "":
		return a1
	}
	return a2
}

// eventCounts lists the counts reported with an event.
func eventCounts(e storyline.Event) string {
	var parts []string
	for _, c := range []struct {
		n    int
		what string
	}{{e.Fatalities, "killed"}, {e.Injured, "injured"}, {e.Arrested, "arrested"}, {e.Defected, "defected"}, {e.CrowdSize, "in the crowd"}} {
		if c.n > 0 {
			parts = append(parts, number(float64(c.n))+" "+c.what)
		}
	}
	return strings.Join(parts, ", ")
}

// figureText describes a figure for its hover text.
func figureText(f storyline.Figure) string {
	var sb strings.Builder
	sb.WriteString("figure, " + string(f.Kind) + ": ")
	if f.Low != f.High && f.High != 0 {
		fmt.Fprintf(&sb, "%s to %s (best %s)", number(f.Low), number(f.High), number(f.Best))
	} else {
		sb.WriteString(number(f.Best))
	}
	if f.Qualifier != "" {
		sb.WriteString(" [" + f.Qualifier + "]")
	}
	for _, w := range []string{f.Unit, f.Counted, f.Action} {
		if w != "" {
			sb.WriteString(" " + w)
		}
	}
	if !f.WindowStart.IsZero() || !f.WindowEnd.IsZero() {
		fmt.Fprintf(&sb, "; %s to %s", orDots(f.WindowStart.String()), orDots(f.WindowEnd.String()))
	}
	if f.Place != "" {
		sb.WriteString("; in " + f.Place)
	}
	if f.Source != "" {
		sb.WriteString("; according to " + f.Source)
	}
	return sb.String()
}

func placeText(p *storyline.Place) string {
	parts := []string{p.Name}
	if p.Admin1 != "" && p.Admin1 != p.Name {
		parts = append(parts, p.Admin1)
	}
	parts = append(parts, p.Country)
	s := fmt.Sprintf("%s at %.4f, %.4f", strings.Join(parts, ", "), p.Lat, p.Lon)
	// A place read back from a store's columns (the map's counts) has no
	// kind or precision: it says nothing rather than "(, precision 0)".
	var about []string
	if p.Kind != "" {
		about = append(about, p.Kind)
	}
	if p.Precision > 0 {
		about = append(about, fmt.Sprintf("precision %d", p.Precision))
	}
	if len(about) > 0 {
		s += " (" + strings.Join(about, ", ") + ")"
	}
	return s
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
	pieces := map[*hlItem]int{} // pieces drawn so far of split items, after the first
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
				switch {
				case it.span.Start >= it.span.End:
				case it.span.Start >= ss.Start && it.span.End <= ss.End:
					inside = append(inside, it)
				case it.Split && it.span.Start < ss.End && it.span.End > ss.Start:
					// One piece of an item that runs over several sentences.
					piece := *it
					piece.orig = it
					piece.span = storyline.Span{Start: max(it.span.Start, ss.Start), End: min(it.span.End, ss.End)}
					if piece.span.Start > it.span.Start {
						pieces[it]++
						piece.Anchor = fmt.Sprintf("%s-%d", it.Anchor, pieces[it]+1)
						if strings.Contains(it.Anchor, "-") {
							piece.Anchor = fmt.Sprintf("%s.%d", it.Anchor, pieces[it]+1)
						}
					}
					inside = append(inside, &piece)
				}
			}
			sort.SliceStable(inside, func(i, j int) bool {
				if inside[i].span.Start != inside[j].span.Start {
					return inside[i].span.Start < inside[j].span.Start
				}
				return inside[i].span.End > inside[j].span.End
			})
			segs := nest(a.Text, ss, inside, placed, false)
			for _, it := range inside {
				if it.orig != nil && placed[it] {
					placed[it.orig] = true
				}
			}
			b.Sentences = append(b.Sentences, sentence{
				Anchor: fmt.Sprintf("s%d", sentN),
				Segs:   segs,
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
// edge is left out (the caller lists it). Items are links to their own
// anchors unless they are Wrap items or inside a link already.
func nest(txt string, sp storyline.Span, items []*hlItem, placed map[*hlItem]bool, inLink bool) []segment {
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
		link := !inLink && !it.Wrap
		segs = append(segs, segment{Item: it, Link: link, Children: nest(txt, it.span, inner, placed, inLink || link)})
		pos = it.span.End
	}
	if pos < sp.End {
		segs = append(segs, segment{Text: txt[pos:sp.End]})
	}
	return segs
}

// number formats a figure's value with thousands separators: 3,000,000.
func number(f float64) string {
	s := strconv.FormatFloat(f, 'f', -1, 64)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	var sb strings.Builder
	for i, c := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			sb.WriteByte(',')
		}
		sb.WriteRune(c)
	}
	out := sb.String()
	if frac != "" {
		out += "." + frac
	}
	if neg {
		out = "-" + out
	}
	return out
}
