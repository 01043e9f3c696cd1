package quotes

import (
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
)

// Emitting: turning a built attribution into a storyline.Quote, then
// filling its texts and the medium the words came through.

// emit turns a pending attribution into a Quote reported by quote outer
// (-1 when not nested).
func (d *doc) emit(si int, p pending, outer int) {
	s := d.sents[si]
	q := storyline.Quote{Entity: -1, ReportedBy: -1, Kind: p.ci.kind}
	q.Cue = d.span(p.cue0, p.cue1)
	// A colon at the end of the cue stays out of CueText's trimming.
	if p.src0 >= 0 && p.src1 > p.src0 {
		q.Source = d.span(p.src0, p.src1)
	}
	lastBlock := s.block
	for _, pr := range p.parts {
		if pr[1] <= pr[0] {
			continue
		}
		sp := d.span(pr[0], pr[1])
		q.Parts = append(q.Parts, sp)
		for k := pr[0]; k < pr[1]; k++ {
			if d.toks[k].kind == tQuote && d.toks[k].region >= 0 {
				q.Direct = true
				r := &d.regions[d.toks[k].region]
				if r.used == 0 {
					r.used = len(d.quotes) + 1
				}
				if r.block > lastBlock {
					lastBlock = r.block
				}
			}
		}
	}
	if len(q.Parts) == 0 {
		return
	}
	q.Content = q.Parts[0]
	q.Caption = d.blocks[s.block].caption
	q.ReportedBy = outer
	d.quotes = append(d.quotes, q)
	d.info = append(d.info, qinfo{sent: si, lastBlock: lastBlock, src0: p.src0, src1: p.src1, cue0: p.cue0, cue1: p.cue1,
		con0: p.parts[0][0], con1: p.parts[0][1], inherited: p.inherited})
}

// finish fills the texts, links speakers and entities, and marks
// anonymous sources and media.
func (d *doc) finish(mentions []storyline.Mention, entities []storyline.Entity) {
	sort.SliceStable(d.quotes, func(i, j int) bool { return false })
	for i := range d.quotes {
		q := &d.quotes[i]
		q.CueText = q.Cue.In(d.text)
		q.SourceText = q.Source.In(d.text)
		var sb strings.Builder
		for k, p := range q.Parts {
			if k > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(p.In(d.text))
		}
		q.ContentText = sb.String()
		q.Medium = d.medium(i)
		if p, ok := lexicon[strings.ToLower(strings.TrimSuffix(q.CueText, ":"))]; ok && p.kind == storyline.QuoteWritten && q.Medium == "" {
			if p.lemma == "tweet" {
				q.Medium = "twitter"
			}
		}
	}
	d.link(mentions, entities)
}

// medium looks for how the words were delivered in the sentence, outside
// the content: "in a statement", "Through his Twitter account".
func (d *doc) medium(qi int) string {
	inf := d.info[qi]
	s := d.sents[inf.sent]
	for k := s.t0; k < s.t1; k++ {
		if d.toks[k].inQuote {
			continue
		}
		if k >= inf.con0 && k < inf.con1 && !d.isMediaAdjunct(k) {
			continue
		}
		if m, ok := media[d.toks[k].lower]; ok && m != "" {
			if m == "report" || m == "post" {
				continue
			}
			if d.toks[k].lower == "press" && d.low(k+1) != "conference" && d.low(k+1) != "release" {
				continue
			}
			if d.toks[k].lower == "press" && d.low(k+1) == "release" {
				return "statement"
			}
			return m
		}
	}
	return ""
}

// isMediaAdjunct reports "in a statement", "on Twitter", "in an
// interview with …" at token k: how the words came, not what they said.
func (d *doc) isMediaAdjunct(k int) bool {
	switch d.toks[k].lower {
	case "in", "on", "via", "through":
	default:
		return false
	}
	for n := k + 1; n < k+4 && n < len(d.toks); n++ {
		if d.toks[n].inQuote {
			return false
		}
		if m, ok := media[d.toks[n].lower]; ok && m != "" && m != "report" && m != "post" && m != "speech" && m != "video" {
			return n+1 >= len(d.toks) || d.toks[n+1].kind != tWord || d.toks[n+1].lower == "with" || d.toks[n+1].lower == "on" || d.toks[n+1].lower == "to" || d.toks[n+1].lower == "account"
		}
		if d.toks[n].kind != tWord {
			return false
		}
	}
	return false
}
