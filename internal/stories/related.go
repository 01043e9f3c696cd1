package stories

import "sort"

// A story is one event and its follow-ups; stories that are about related
// events (a shooting, and the council vote on a gun ordinance it prompted;
// the same people or town in another incident months later) are linked,
// never merged. A link is made as an article arrives: the candidate
// stories it comes close to (similarity at least opt.Topic, however long
// ago they were: a vote may come months after the shooting) and shares a
// place or a person with, but does not join, are related to the story it
// joins, by the strongest such similarity. Unlike a topic, which is the transitive closure of such
// links, a story's related stories are its own direct links, the
// strongest first, so that a long chain of shootings in one city does not
// relate every one of them to every other.

// maxRelated bounds the links a story keeps (the strongest).
const maxRelated = 8

// relateIfLinked relates story s, which article d (features v) joined,
// to candidate story o when d comes close to o: its similarity sim to o,
// taken without the discount for time, is at least opt.Topic, and when
// both have places or people they share one.
func (c *Clusterer) relateIfLinked(s, o *story, v *docVec, d *Doc, sim float64) {
	if f := c.dateFactor(d.Published, o); f > 0 {
		sim /= f
	}
	if sim < c.opt.Topic || !sharesWhoOrWhere(v.identity, &o.Identity) {
		return
	}
	c.relate(s, o, sim)
}

// sharesWhoOrWhere reports whether an article and a story share a place or
// a person, or either names none (then the words decide alone).
func sharesWhoOrWhere(id *Identity, s *identitySums) bool {
	if len(id.Places)+len(id.People) == 0 || len(s.Places)+len(s.People) == 0 {
		return true
	}
	for _, k := range id.Places {
		if s.Places[k] > 0 {
			return true
		}
	}
	for _, k := range id.People {
		if s.People[k] > 0 {
			return true
		}
	}
	return false
}

// relate links stories a and b with strength w, keeping each story's
// strongest links.
func (c *Clusterer) relate(a, b *story, w float64) {
	if a.ID == b.ID {
		return
	}
	link(a, b.ID, float32(w))
	link(b, a.ID, float32(w))
	c.relinked(a.ID)
	c.relinked(b.ID)
}

func link(s *story, to int32, w float32) {
	if s.Related == nil {
		s.Related = map[int32]float32{}
	}
	if w <= s.Related[to] {
		return
	}
	s.Related[to] = w
	if len(s.Related) <= maxRelated {
		return
	}
	weakest := int32(-1)
	for id, x := range s.Related {
		if weakest < 0 || x < s.Related[weakest] || x == s.Related[weakest] && id > weakest {
			weakest = id
		}
	}
	delete(s.Related, weakest)
}

// mergeRelated gives into the links of from, a story merged into it.
func mergeRelated(into, from *story) {
	for id, w := range from.Related {
		if id != into.ID {
			link(into, id, w)
		}
	}
	delete(into.Related, from.ID)
	from.Related = nil
}

// Related returns the live stories related to story id, the most
// strongly linked first, at most limit of them (all when limit <= 0).
func (c *Clusterer) Related(id, limit int) []int {
	if id < 0 || id >= len(c.stories) {
		return nil
	}
	sid := c.resolve(int32(id))
	// Links are made both ways; a link to a story since merged counts
	// for the story it was merged into.
	strength := map[int32]float32{}
	for to, w := range c.stories[sid].Related {
		if r := c.resolve(to); r != sid && w > strength[r] {
			strength[r] = w
		}
	}
	ids := make([]int32, 0, len(strength))
	for r := range strength {
		ids = append(ids, r)
	}
	sort.Slice(ids, func(i, j int) bool {
		a, b := strength[ids[i]], strength[ids[j]]
		return a > b || a == b && ids[i] < ids[j]
	})
	if limit > 0 && len(ids) > limit {
		ids = ids[:limit]
	}
	out := make([]int, len(ids))
	for i, r := range ids {
		out[i] = int(r)
	}
	return out
}
