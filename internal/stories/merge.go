package stories

import (
	"container/heap"
	"math"
	"sort"

	"github.com/storyline-news/storyline"
)

// Merge is the periodic pass: it compares every live story with the
// candidates its own heaviest keys retrieve and joins those whose centroids
// are at least opt.MergeThreshold similar, the smaller into the larger;
// then it recomputes the topics (see linkTopics). It returns how many
// stories were merged away. Its cost grows with the number of stories, not
// with their size; run it now and then, not per article.
func (c *Clusterer) Merge() int {
	merged := c.mergeStories()
	merged += c.replaceSmall()
	c.linkTopics()
	return merged
}

func (c *Clusterer) mergeStories() int {
	merged := 0
	for i := range c.stories {
		s := c.stories[i]
		if s.MergedTo >= 0 || s.Curated {
			continue
		}
		v := c.storyVec(s)
		for _, id := range c.candidates(v) {
			if id == s.ID || c.stories[id].MergedTo >= 0 || s.MergedTo >= 0 || c.stories[id].Curated {
				continue
			}
			o := c.stories[id]
			sim := c.storySimilarity(s, o)
			if sim >= c.opt.Topic {
				c.union(s.ID, o.ID)
			}
			if sim < c.opt.MergeThreshold {
				continue
			}
			into, from := s, o
			if o.Docs > s.Docs || o.Docs == s.Docs && o.ID < s.ID {
				into, from = o, s
			}
			c.mergeInto(into, from)
			merged++
			if s.MergedTo >= 0 {
				break
			}
		}
	}
	return merged
}

// replaceSmall gives the stories of at most opt.Reassign articles a second
// chance: each joins the most similar larger story when the similarity of
// the two centroids passes opt.Join, as an article would join it now. An
// article that came before the other reports of its event started a story
// of its own; by now they are there, and the frequencies are better known.
func (c *Clusterer) replaceSmall() int {
	merged := 0
	for i := range c.stories {
		s := c.stories[i]
		if s.MergedTo >= 0 || s.Docs > c.opt.Reassign || s.Docs == 0 || s.Curated {
			continue
		}
		var best *story
		bestSim := 0.0
		for _, id := range c.candidates(c.storyVec(s)) {
			o := c.stories[id]
			if id == s.ID || o.MergedTo >= 0 || o.Docs <= s.Docs || o.Curated {
				continue
			}
			if sim := c.storySimilarity(s, o); sim > bestSim {
				best, bestSim = o, sim
			}
		}
		if best != nil && bestSim >= c.opt.Join {
			c.mergeInto(best, s)
			merged++
		}
	}
	return merged
}

// storyVec turns a story's centroid into a query.
func (c *Clusterer) storyVec(s *story) *docVec {
	v := &docVec{terms: map[string]float64{}, ents: map[string]float64{}}
	for t, x := range s.Terms {
		v.terms[t] = float64(x)
	}
	for k, x := range s.Ents {
		v.ents[k] = float64(x)
	}
	type kw struct {
		k string
		w float64
	}
	common := int32(max(8, c.docs/20))
	var ts, es []kw
	for t, x := range v.terms {
		if c.df.get(t) <= common {
			ts = append(ts, kw{t, x * c.idf(t)})
		}
	}
	for k, x := range v.ents {
		if c.edf.get(k) <= common && k[0] != 'c' && k[0] != 'm' {
			es = append(es, kw{k, x * c.eidf(k)})
		}
	}
	less := func(xs []kw) func(i, j int) bool {
		return func(i, j int) bool { return xs[i].w > xs[j].w || xs[i].w == xs[j].w && xs[i].k < xs[j].k }
	}
	sort.Slice(ts, less(ts))
	sort.Slice(es, less(es))
	for i := 0; i < len(ts) && i < c.opt.QueryTerms; i++ {
		v.keys = append(v.keys, "t:"+ts[i].k)
	}
	for i := 0; i < len(es) && i < c.opt.QueryEntities; i++ {
		v.keys = append(v.keys, "e:"+es[i].k)
	}
	return v
}

// storySimilarity compares two centroids as similarity compares an article
// with a story.
func (c *Clusterer) storySimilarity(a, b *story) float64 {
	an, aen := c.norms(a)
	bn, ben := c.norms(b)
	var tc, ec float64
	if an > 0 && bn > 0 {
		var dot float64
		for t, x := range a.Terms {
			if y, ok := b.Terms[t]; ok {
				idf := c.idf(t)
				dot += float64(x) * float64(y) * idf * idf
			}
		}
		tc = dot / (an * bn)
	}
	score := tc
	if aen > 0 && ben > 0 {
		var dot float64
		for k, x := range a.Ents {
			if y, ok := b.Ents[k]; ok {
				idf := c.eidf(k)
				dot += float64(x) * float64(y) * idf * idf
			}
		}
		ec = dot / (aen * ben)
		score = c.opt.TextWeight*tc + (1-c.opt.TextWeight)*ec
	}
	if !a.Start.IsZero() && !b.Start.IsZero() {
		// The gap between the spans, as for an article's date.
		f := math.Min(c.dateFactor(a.Start, b), c.dateFactor(a.End, b))
		score *= f
	}
	return score
}

// mergeInto moves story from into story into.
func (c *Clusterer) mergeInto(into, from *story) {
	c.seq++
	into.Seq = c.seq
	c.changed(into)
	c.changed(from)
	for t, x := range from.Terms {
		into.Terms[t] += x
	}
	for t, x := range from.Lead {
		into.Lead[t] += x
	}
	for k, x := range from.Ents {
		into.Ents[k] += x
	}
	for k, x := range from.Args {
		into.Args[k] += x
	}
	into.tops = nil
	into.Identity.merge(&from.Identity)
	mergeRelated(into, from)
	for k, in := range from.Info {
		if have := into.Info[k]; have != nil {
			have.Articles += in.Articles
			have.Mentions += in.Mentions
		} else {
			into.Info[k] = in
		}
	}
	into.Docs += from.Docs
	into.Articles = append(into.Articles, from.Articles...)
	into.Copies = append(into.Copies, from.Copies...)
	for o, ids := range from.Outlets {
		into.Outlets[o] = append(into.Outlets[o], ids...)
	}
	into.extend(from.Start)
	into.extend(from.End)
	c.considerTitle(into, from.Title, from.TitleDerived)
	c.union(into.ID, from.ID)
	from.MergedTo = into.ID
	from.Terms, from.Lead, from.Ents, from.Info, from.Outlets, from.Args = nil, nil, nil, nil, nil, nil
	from.Identity = identitySums{}
	from.terms, from.lead = nil, nil
	if len(into.Terms) > 2*c.opt.CentroidTerms || len(into.Lead) > 2*c.opt.CentroidTerms {
		c.trim(into)
	}
	into.normSeq = -1
}

// Title returns the title of story id (the live story it was merged
// into), "" for an unknown story: what Story returns as its Title, without
// copying the rest of the story.
func (c *Clusterer) Title(id int) string {
	if id < 0 || id >= len(c.stories) {
		return ""
	}
	return c.stories[c.resolve(int32(id))].Title
}

// Story returns the story with the given ID (following merges) in the
// domain form, with up to 10 key entities.
func (c *Clusterer) Story(id int) (storyline.Story, bool) {
	if id < 0 || id >= len(c.stories) {
		return storyline.Story{}, false
	}
	s := c.stories[c.resolve(int32(id))]
	out := storyline.Story{
		ID: int64(s.ID), Title: s.Title, Start: s.Start, End: s.End,
		Articles: append([]int64(nil), s.Articles...), Copies: append([]int64(nil), s.Copies...),
	}
	for o, ids := range s.Outlets {
		out.Outlets = append(out.Outlets, storyline.StoryOutlet{Outlet: o, Articles: append([]int64(nil), ids...)})
	}
	sort.Slice(out.Outlets, func(i, j int) bool {
		a, b := out.Outlets[i], out.Outlets[j]
		return len(a.Articles) > len(b.Articles) || len(a.Articles) == len(b.Articles) && a.Outlet < b.Outlet
	})
	for _, in := range s.Info {
		out.KeyEntities = append(out.KeyEntities, storyline.StoryEntity{
			Type: in.Type, Name: in.Name, Articles: in.Articles, Mentions: in.Mentions, Place: in.Place,
		})
	}
	sort.Slice(out.KeyEntities, func(i, j int) bool {
		a, b := out.KeyEntities[i], out.KeyEntities[j]
		if a.Articles != b.Articles {
			return a.Articles > b.Articles
		}
		if a.Mentions != b.Mentions {
			return a.Mentions > b.Mentions
		}
		return a.Name < b.Name
	})
	if len(out.KeyEntities) > 10 {
		out.KeyEntities = out.KeyEntities[:10]
	}
	return out, true
}

// Stories returns the live stories in ID order.
func (c *Clusterer) Stories() []storyline.Story {
	var out []storyline.Story
	for _, s := range c.stories {
		if s.MergedTo < 0 && len(s.Articles) > 0 {
			st, _ := c.Story(int(s.ID))
			out = append(out, st)
		}
	}
	return out
}

// linkTopics recomputes the topics by average-linkage agglomerative
// clustering of the live stories: two topics join when the mean
// similarity between their articles is at least opt.TopicLink, the most
// similar pair first. Single links between close articles, as Add makes
// them, chain unrelated topics through one article that mentions both;
// a mean over all the articles of both sides does not. A story's centroid
// is the sum of its articles' unit vectors, so the sum of the similarities
// between two sets of articles is the dot product of their sums, and the
// sums of a joined topic add. Pairs are the candidates the index retrieves
// for each story, so the cost grows with the number of stories.
func (c *Clusterer) linkTopics() {
	for _, s := range c.stories {
		if s.Topic != s.ID {
			s.Topic = s.ID
			c.relinked(s.ID)
		}
	}
	type pair struct{ a, b int32 }
	sums := map[pair]float64{} // summed article similarities, a < b
	adj := map[int32][]int32{}
	size := map[int32]float64{}
	for _, s := range c.stories {
		if s.MergedTo >= 0 {
			continue
		}
		size[s.ID] = float64(max(s.Docs, 1))
		for _, id := range c.candidates(c.storyVec(s)) {
			o := c.stories[id]
			if id == s.ID || o.MergedTo >= 0 {
				continue
			}
			k := pair{min(s.ID, id), max(s.ID, id)}
			if _, ok := sums[k]; ok {
				continue
			}
			sums[k] = c.storyDot(s, o)
			adj[k.a] = append(adj[k.a], k.b)
			adj[k.b] = append(adj[k.b], k.a)
		}
	}
	// A max-heap of candidate joins; an entry is stale when either side
	// has since been joined into another topic or has grown.
	h := &topicHeap{}
	push := func(a, b int32) {
		k := pair{min(a, b), max(a, b)}
		if sim := sums[k] / (size[a] * size[b]); sim >= c.opt.TopicLink {
			heap.Push(h, topicJoin{sim: sim, a: k.a, b: k.b, na: size[k.a], nb: size[k.b]})
		}
	}
	for k := range sums {
		push(k.a, k.b)
	}
	for h.Len() > 0 {
		j := heap.Pop(h).(topicJoin)
		if c.stories[j.a].Topic != j.a || c.stories[j.b].Topic != j.b || size[j.a] != j.na || size[j.b] != j.nb {
			continue
		}
		// Join b into a (a is the smaller ID: a topic is named by its
		// smallest story); a takes b's pairs, adding the sums.
		a, b := j.a, j.b
		c.stories[b].Topic = a
		c.relinked(b)
		size[a] += size[b]
		delete(sums, pair{a, b})
		for _, o := range adj[b] {
			if o == a || c.stories[o].Topic != o {
				continue
			}
			x, ok := sums[pair{min(b, o), max(b, o)}]
			if !ok {
				continue
			}
			delete(sums, pair{min(b, o), max(b, o)})
			k := pair{min(a, o), max(a, o)}
			if _, had := sums[k]; !had {
				adj[a] = append(adj[a], o)
				adj[o] = append(adj[o], a)
			}
			sums[k] += x
		}
		delete(adj, b)
		for _, o := range adj[a] {
			if c.stories[o].Topic == o {
				push(a, o)
			}
		}
	}
}

// storyDot is the sum of the similarities between the articles of two
// stories, as similarity weighs text and names: the idf²-weighted dot
// products of their centroids.
func (c *Clusterer) storyDot(a, b *story) float64 {
	var tdot, edot float64
	at, bt := a.Lead, b.Lead
	if len(at) > len(bt) {
		at, bt = bt, at
	}
	for t, x := range at {
		if y, ok := bt[t]; ok {
			idf := c.idf(t)
			tdot += float64(x) * float64(y) * idf * idf
		}
	}
	ae, be := a.Ents, b.Ents
	if len(ae) > len(be) {
		ae, be = be, ae
	}
	for k, x := range ae {
		if y, ok := be[k]; ok {
			idf := c.eidf(k)
			edot += float64(x) * float64(y) * idf * idf
		}
	}
	return c.opt.TextWeight*tdot + (1-c.opt.TextWeight)*edot
}

// topicJoin is a candidate join of two topics, with their sizes when it
// was computed.
type topicJoin struct {
	sim    float64
	a, b   int32
	na, nb float64
}

type topicHeap []topicJoin

func (h topicHeap) Len() int { return len(h) }
func (h topicHeap) Less(i, j int) bool {
	if h[i].sim != h[j].sim {
		return h[i].sim > h[j].sim
	}
	return h[i].a < h[j].a || h[i].a == h[j].a && h[i].b < h[j].b
}
func (h topicHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *topicHeap) Push(x any)   { *h = append(*h, x.(topicJoin)) }
func (h *topicHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
