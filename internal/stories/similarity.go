package stories

import (
	"math"

	"github.com/storyline-news/storyline"
)

// norms returns the story's idf-weighted term and name norms, cached until
// the story changes or the article count grows by an eighth (idf moves
// by less than log(9/8) then).
func (c *Clusterer) norms(s *story) (float64, float64) {
	// A story of many articles barely moves with one more: its norms are
	// recomputed when it has grown by a tenth since.
	fresh := s.normSeq == s.Seq || s.normSeq >= 0 && s.Docs-s.normStoryDocs <= s.normStoryDocs/10 && s.normStoryDocs >= 10
	if fresh && s.normDocs > 0 && c.docs-s.normDocs <= s.normDocs/20 {
		return s.norm, s.enorm
	}
	terms, ents := c.normRefs(s)
	var n, en float64
	for _, r := range terms {
		w := float64(r.x) * c.idfOf(*r.df)
		n += w * w
	}
	for _, r := range ents {
		w := float64(r.x) * c.idfOf(*r.df)
		en += w * w
	}
	s.norm, s.enorm, s.normDocs, s.normSeq, s.normStoryDocs = math.Sqrt(n), math.Sqrt(en), c.docs, s.Seq, s.Docs
	return s.norm, s.enorm
}

// similarity scores a document against a story in [0, 1], and returns
// the cosine of their words beside.
func (c *Clusterer) similarity(v *docVec, d *Doc, s *story) (sim, text float64) {
	sn, sen := c.norms(s)
	var tc, ec float64
	if v.tnorm > 0 && sn > 0 {
		terms, _ := s.blooms()
		tc = dot(v.tw, terms, s.Terms) / (v.tnorm * sn)
	}
	score := tc
	if v.enorm > 0 && sen > 0 {
		var d float64 // names have no bloom filter: few, and most are shared
		for _, x := range v.ew {
			if y, ok := s.Ents[x.k]; ok {
				d += x.w * float64(y)
			}
		}
		ec = d / (v.enorm * sen)
		score = c.opt.TextWeight*tc + (1-c.opt.TextWeight)*ec
	}
	return score * c.dateFactor(d.Published, s), tc
}

// dateFactor discounts a story whose span is far from a publication date:
// 1 within the window, falling with the log of the gap, never below 0.3.
func (c *Clusterer) dateFactor(pub storyline.Date, s *story) float64 {
	if pub.IsZero() || s.Start.IsZero() {
		return 1
	}
	t := pub.Time()
	var gap float64
	if t.Before(s.Start.Time()) {
		gap = s.Start.Time().Sub(t).Hours() / 24
	} else if t.After(s.End.Time()) {
		gap = t.Sub(s.End.Time()).Hours() / 24
	}
	w := float64(c.opt.DateWindow)
	if gap <= w {
		return 1
	}
	return math.Max(0.3, 1-0.25*math.Log2(gap/w))
}
