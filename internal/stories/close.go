package stories

import "sort"

// Closing quiet stories keeps the clusterer's memory bounded by the news of
// the recent past rather than by everything ever read. A story no article
// joined during the last window additions is closed: it leaves the index
// (no new article is compared with it; a new report starts a new story),
// its centroid is dropped, and only what listings show is kept (articles,
// outlets, title, span, its ten key names). Copies of its articles still
// join it; an analyst can still move articles into it or merge it.
// Quietness is counted in articles, not days: publication dates need not
// follow the order articles arrive in.

// closedInfo is how many key names a closed story keeps.
const closedInfo = 10

// Close closes the stories no article joined during the last window
// additions, and returns how many it closed.
func (c *Clusterer) Close(window int64) int {
	if window <= 0 || c.seq <= window {
		return 0
	}
	n := 0
	for _, s := range c.stories {
		if s.MergedTo >= 0 || c.seq-s.Seq < window || c.closed(s) {
			continue
		}
		c.closeStory(s)
		n++
	}
	return n
}

// closed reports whether a story was closed: it has articles it was built
// from but no centroid left.
func (c *Clusterer) closed(s *story) bool {
	return s.Docs > 0 && len(s.Terms) == 0 && len(s.Ents) == 0 && len(s.indexed) == 0 && len(s.Articles) > 0
}

func (c *Clusterer) closeStory(s *story) {
	for k := range s.indexed {
		ps := c.postings[k]
		for i, id := range ps {
			if id == s.ID {
				ps = append(ps[:i:i], ps[i+1:]...)
				break
			}
		}
		if len(ps) == 0 {
			delete(c.postings, k)
		} else {
			c.postings[k] = ps
		}
		c.reposted(k)
	}
	c.changed(s)
	s.indexed = map[string]bool{}
	s.Terms = map[string]float32{}
	s.Lead = map[string]float32{}
	s.Ents = map[string]float32{}
	s.Args = map[string]float32{}
	s.Identity = identitySums{}
	s.tops = nil
	s.terms, s.lead = nil, nil
	if len(s.Info) > closedInfo {
		type kw struct {
			k string
			n int
		}
		es := make([]kw, 0, len(s.Info))
		for k, in := range s.Info {
			es = append(es, kw{k, in.Articles*1000 + in.Mentions})
		}
		sort.Slice(es, func(i, j int) bool { return es[i].n > es[j].n || es[i].n == es[j].n && es[i].k < es[j].k })
		for _, x := range es[closedInfo:] {
			delete(s.Info, x.k)
		}
	}
	s.normSeq = -1
}
