package stories

import "slices"

// Analysts' corrections of the clustering (see internal/fix). A story an
// analyst touched is curated: the periodic merge pass leaves it alone, so
// that a split is not merged back and a merge is not undone; new articles
// still join it online.

// vecOf computes the features, weights and index keys of an article the
// clusterer has counted already, without counting it again.
func (c *Clusterer) vecOf(d *Doc) *docVec {
	v := c.features(d)
	c.prepare(v)
	c.uncount(v)
	return v
}

// uncount takes a document's features out of the frequencies; a feature no
// article holds any more leaves the index.
func (c *Clusterer) uncount(v *docVec) {
	c.docs--
	c.changes.noteFeatures(v)
	for t := range v.terms {
		if c.df.dec(t) <= 0 {
			c.unpost("t:" + t)
		}
	}
	for k := range v.ents {
		if c.edf.dec(k) <= 0 {
			c.unpost("e:" + k)
		}
	}
	for _, keys := range [][]string{v.identity.Places, v.identity.People, v.identity.Names} {
		for _, k := range keys {
			if c.edf.dec(k) <= 0 {
				c.unpost("i:" + k)
			}
		}
	}
}

// unpost drops an index key.
func (c *Clusterer) unpost(k string) {
	for _, id := range c.postings[k] {
		delete(c.stories[id].indexed, k)
	}
	delete(c.postings, k)
	c.reposted(k)
}

// takeOut removes article d from story s: its place in the lists and, for
// an article that is not a copy, its weight in the centroid (v, when
// known) and its names.
func (c *Clusterer) takeOut(s *story, d *Doc, v *docVec) {
	wasCopy := slices.Contains(s.Copies, d.ID)
	s.Articles = slices.DeleteFunc(s.Articles, func(id int64) bool { return id == d.ID })
	s.Copies = slices.DeleteFunc(s.Copies, func(id int64) bool { return id == d.ID })
	for o, ids := range s.Outlets {
		if i := slices.Index(ids, d.ID); i >= 0 {
			if ids = slices.Delete(ids, i, i+1); len(ids) == 0 {
				delete(s.Outlets, o)
			} else {
				s.Outlets[o] = ids
			}
		}
	}
	s.normSeq = -1
	c.changed(s)
	if wasCopy || v == nil {
		return
	}
	s.Docs--
	subtract(s.Terms, v.terms, v.tnorm, s.Docs == 0)
	subtract(s.Lead, v.lead, v.lnorm, s.Docs == 0)
	subtract(s.Ents, v.ents, v.enorm, s.Docs == 0)
	subtract(s.Args, v.args, 1, s.Docs == 0)
	s.Identity.remove(v.identity)
	s.tops = nil // its main arguments may have been the article's
	for _, e := range d.Entities {
		k := string(e.Type) + ":" + e.Key
		if in := s.Info[k]; in != nil {
			in.Articles--
			in.Mentions -= e.Mentions
			if in.Articles <= 0 {
				delete(s.Info, k)
			}
		}
	}
	if s.Title == d.Title {
		s.Title, s.TitleDerived = "", false
	}
}

// subtract takes an article's vector out of a story's sums, as add added
// it; a sum left at about zero, or every sum when the story is left
// empty, goes.
func subtract(sums map[string]float32, vec map[string]float64, norm float64, empty bool) {
	if norm <= 0 {
		norm = 1
	}
	for k, x := range vec {
		if w, ok := sums[k]; ok {
			if w -= float32(x / norm); w <= 1e-6 || empty {
				delete(sums, k)
			} else {
				sums[k] = w
			}
		}
	}
}

// Remove forgets an article (deleted from the store): it leaves its story
// and the frequencies. It reports whether the article was known. A story
// left without articles stays, empty, out of listings.
func (c *Clusterer) Remove(d Doc) bool {
	sid, ok := c.byDoc[d.ID]
	if !ok {
		return false
	}
	s := c.stories[c.resolve(sid)]
	var v *docVec
	if !slices.Contains(s.Copies, d.ID) {
		v = c.vecOf(&d)
		c.uncount(v) // for good: vecOf left the counts as they were
	} else {
		c.docs--
	}
	c.takeOut(s, &d, v)
	delete(c.byDoc, d.ID)
	c.placed(d.ID)
	return true
}

// RemoveID forgets an article whose text is gone: it leaves its story's
// lists; its weight stays in the centroid until the story is rebuilt.
func (c *Clusterer) RemoveID(id int64) bool {
	sid, ok := c.byDoc[id]
	if !ok {
		return false
	}
	s := c.stories[c.resolve(sid)]
	c.takeOut(s, &Doc{ID: id}, nil)
	delete(c.byDoc, id)
	c.placed(id)
	c.docs--
	return true
}

// Move puts a known article into story to, or into a new story of its own
// when to is negative, and returns the story it is now in; both stories
// become curated. It returns false for an unknown article or story.
func (c *Clusterer) Move(d Doc, to int) (int, bool) {
	sid, ok := c.byDoc[d.ID]
	if !ok || to >= len(c.stories) {
		return 0, false
	}
	from := c.stories[c.resolve(sid)]
	if to >= 0 && c.resolve(int32(to)) == from.ID {
		return int(from.ID), true
	}
	v := c.vecOf(&d)
	c.takeOut(from, &d, v)
	from.Curated = true
	var dst *story
	if to < 0 {
		dst = c.newStory()
	} else {
		dst = c.stories[c.resolve(int32(to))]
	}
	dst.Curated = true
	d.NearDuplicateOf = 0
	c.addTo(dst, v, &d)
	return int(dst.ID), true
}

// MergeStories puts story from into story into and returns the story they
// now form (into's, curated). It returns false for an unknown story.
func (c *Clusterer) MergeStories(into, from int) (int, bool) {
	if into < 0 || from < 0 || into >= len(c.stories) || from >= len(c.stories) {
		return 0, false
	}
	a, b := c.stories[c.resolve(int32(into))], c.stories[c.resolve(int32(from))]
	if a.ID != b.ID {
		c.mergeInto(a, b)
	}
	a.Curated = true
	c.changed(a)
	return int(a.ID), true
}
