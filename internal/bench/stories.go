package bench

import (
	"context"
	"runtime"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/stories"
)

// StoryDoc returns the clusterer's view of the next generated article:
// eight sentences of its story's pool, the story's names and place given,
// no analysis. A story covers about 20 consecutive articles, jittered so
// that stories overlap in time as news does. The stories package's
// benchmark and cost test use it too.
func (g *Generator) StoryDoc() stories.Doc {
	i := g.Next
	g.Next++
	story := int(i+int64(g.r.IntN(40))) / 20
	pool := g.pools[story%len(g.pools)]
	person, other, place := name(story, 1)+" "+name(story, 2), name(story, 3), name(story, 4)
	var b strings.Builder
	for k := 0; k < 8; k++ {
		s := pool[g.r.IntN(len(pool))]
		switch k % 4 {
		case 0:
			s = person + " said that " + s
		case 1:
			s = "In " + place + ", " + s
		case 2:
			s += " " + other + " confirmed."
		}
		b.WriteString(s)
		b.WriteString(" ")
	}
	day := (story * 37) % 730
	pub := storyline.DateOf(epoch.AddDate(0, 0, day+g.r.IntN(4)))
	return stories.Doc{
		ID: i, Title: person + " in " + place, Text: b.String(), Published: pub,
		Entities: []stories.Entity{
			{Type: storyline.PER, Key: strings.ToLower(person), Name: person, Mentions: 4},
			{Type: storyline.PER, Key: strings.ToLower(other), Name: other, Mentions: 2},
			{Type: storyline.LOC, Key: strings.ToLower(place), Name: place, Mentions: 2},
		},
	}
}

// stories measures the cost of adding one article to a clusterer holding
// each of the sizes: the clusterer is filled to the size (untimed), then
// StoryAdds more articles are added, timed. The sizes grow in one
// clusterer, as a store does.
func (r *Report) stories(ctx context.Context, opt *Options) error {
	adds := opt.StoryAdds
	if adds <= 0 {
		adds = 1000
	}
	g := NewGenerator(opt.Corpus, 1, TargetWords)
	c := stories.New(stories.DefaultOptions())
	n := 0
	for _, size := range opt.StorySizes {
		for ; n < size; n++ {
			if n%10000 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			c.Add(g.StoryDoc())
		}
		docs := make([]stories.Doc, adds)
		for i := range docs {
			docs[i] = g.StoryDoc()
		}
		runtime.GC()
		start, cpu0 := time.Now(), cpuTime()
		for i := range docs {
			c.Add(docs[i])
		}
		el, cpu := time.Since(start), cpuTime()-cpu0
		n += adds
		r.StoryCost[size] = float64(el.Nanoseconds()) / float64(adds)
		r.StoryCostCPU[size] = float64(cpu.Nanoseconds()) / float64(adds)
		opt.logf("stories    %d articles: %.0f ns/article, %.0f CPU ns/article (%d stories)", size, r.StoryCost[size], r.StoryCostCPU[size], c.Len())
	}
	return nil
}
