package stories

import "sort"

// A report may be the first to tie two stories of one event together: the
// first report named the street, a later one the victim, and neither could
// tell the other was the same shooting; a third names both. When the
// identity model would join a new report to two stories (both above the
// join's log-odds and, for the second, above opt.Bridge), the report
// bridges them: it joins the one it scores best with and the other is
// merged in. Merges happen as evidence arrives, never in a pass at the end
// of an ingest, so reading the same inputs again changes no story; the
// earlier reports of the story merged away change story, and Bridged says
// which (the assigner rewrites their assignments in the store).

// defaultBridge is the log-odds a second story needs for a report to
// bridge it: odds of about 12 to 1, well over the join's even odds, for a
// merge moves reports that were placed already and joins two stories'
// evidence, and on war news a report shares the words, the province and
// the monitor with every strike of its week (at 1 log-odds, on
// syria-fakes, the Khan Shaykhun gas attack took in the shelling near
// Damascus of the day before and the US strike on Shayrat three days
// later).
const defaultBridge = 2.5

// judgedStory is a candidate story the identity model would join, with its
// log-odds.
type judgedStory struct {
	id int32
	z  float64
}

// Bridge is a merge a report made: story From was merged into Into.
// Articles are the articles (copies among them) that were From's.
type Bridge struct {
	From, Into int
	Articles   []int64
	Copies     []int64
}

// Bridged returns the merges the last Add made, in the order made. The
// slice is the clusterer's until the next Add.
func (c *Clusterer) Bridged() []Bridge { return c.bridged }

// bridge merges into story s, which the report just joined, the other
// stories the model would have joined it to (js, with their log-odds)
// with at least opt.Bridge, and returns the story they form. Of two
// stories the smaller goes into the larger (the older on a tie), so that
// the fewest reports change story. A curated story is left as an analyst
// made it.
func (c *Clusterer) bridge(s *story, js []judgedStory) *story {
	if c.opt.Bridge < 0 || s.Curated {
		return s
	}
	sort.Slice(js, func(i, j int) bool { return js[i].z > js[j].z || js[i].z == js[j].z && js[i].id < js[j].id })
	for _, j := range js {
		o := c.stories[c.resolve(j.id)]
		if j.z <= c.opt.Bridge || o.ID == s.ID || o.Curated || c.closed(o) {
			continue
		}
		into, from := s, o
		if from.Docs > into.Docs || from.Docs == into.Docs && from.ID < into.ID {
			into, from = from, into
		}
		c.bridged = append(c.bridged, Bridge{
			From: int(from.ID), Into: int(into.ID),
			Articles: append([]int64(nil), from.Articles...), Copies: append([]int64(nil), from.Copies...),
		})
		c.mergeInto(into, from)
		s = into
	}
	return s
}
