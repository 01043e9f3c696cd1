package stories

import "math"

// A story's title is its most central headline: of the headlines of its
// articles, the one closest to the words the story's articles share (its
// lead centroid), so that the title says what most of them report rather
// than what the first one led with. A headline an article wrote wins over
// one cut from an article's lead (storyline.Article.TitleDerived).
//
// The story keeps only its title: each article that joins is weighed
// against it on the centroid as it now stands, both scored afresh.

// considerTitle makes title the story's title when it is more central than
// the one it has.
func (c *Clusterer) considerTitle(s *story, title string, derived bool) {
	switch {
	case title == "" || title == s.Title:
		return
	case s.Title == "" || s.TitleDerived && !derived:
	case derived && !s.TitleDerived:
		return
	case c.centrality(s, title) <= c.centrality(s, s.Title):
		return
	}
	s.Title, s.TitleDerived = title, derived
}

// centrality is the cosine of a title's idf-weighted words with the
// story's lead centroid, the centroid's norm left out (it is the same for
// every title of the story).
func (c *Clusterer) centrality(s *story, title string) float64 {
	var dot, norm float64
	for t, n := range Terms(title, nil, 1) {
		idf := c.idf(t)
		w := (1 + math.Log(n)) * idf
		norm += w * w
		dot += w * idf * float64(s.Lead[t])
	}
	if norm == 0 {
		return 0
	}
	return dot / math.Sqrt(norm)
}
