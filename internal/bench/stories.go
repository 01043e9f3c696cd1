package bench

import (
	"context"
	"runtime"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
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

// saveEvery is how many articles pass between two saves of the
// clusterer's state, as the story assigner saves it (internal/assign).
const saveEvery = 200

// baseSize is the smallest clusterer size measured: the cost at the
// largest, saves included, is compared with the cost at it.
const baseSize = 1000

// stories measures the cost of adding one article to a clusterer holding
// each of the sizes (and 1k, the base of the comparison): the clusterer is
// filled to the size (untimed), then StoryAdds more articles are added,
// timed. The sizes grow in one clusterer, as a store does.
//
// The state is saved every saveEvery articles as the assigner saves it,
// into memory (assign.StateSaver): the change records of the timed
// articles are timed with them, and so is one snapshot after them, whose
// time and bytes are spread over the articles the log takes to outgrow a
// snapshot (the snapshot's size over the records' bytes per article), as
// the saver spreads them. StoryCost is the cost of the additions alone,
// StorySavedCost with the saves, StorySavedBytes the state's bytes written
// per article.
func (r *Report) stories(ctx context.Context, opt *Options) error {
	adds := opt.StoryAdds
	if adds <= 0 {
		adds = 1000
	}
	sizes := opt.StorySizes
	if len(sizes) > 0 && sizes[0] > baseSize {
		sizes = append([]int{baseSize}, sizes...)
	}
	g := NewGenerator(opt.Corpus, 1, TargetWords)
	c := stories.New(stories.DefaultOptions())
	st := memState{}
	var saver assign.StateSaver
	n := 0
	save := func() error {
		return saver.Save(ctx, st, c, int64(n))
	}
	for _, size := range sizes {
		for ; n < size; n++ {
			if n%10000 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			c.Add(g.StoryDoc())
			if (n+1)%saveEvery == 0 {
				if err := save(); err != nil {
					return err
				}
			}
		}
		docs := make([]stories.Doc, adds)
		for i := range docs {
			docs[i] = g.StoryDoc()
		}
		runtime.GC()
		// Records are timed apart from the additions; a snapshot that
		// falls among them is not timed (its share is, below).
		var saveTime, saveCPU, skip, skipCPU time.Duration
		var recordBytes int64
		start, cpu0 := time.Now(), cpuTime()
		for i := range docs {
			c.Add(docs[i])
			n++
			if n%saveEvery != 0 {
				continue
			}
			t, cpu, written, snaps := time.Now(), cpuTime(), saver.Written, saver.Snapshots
			if err := save(); err != nil {
				return err
			}
			if saver.Snapshots != snaps {
				skip, skipCPU = skip+time.Since(t), skipCPU+cpuTime()-cpu
				continue
			}
			saveTime, saveCPU = saveTime+time.Since(t), saveCPU+cpuTime()-cpu
			recordBytes += saver.Written - written
		}
		el, cpu := time.Since(start)-skip, cpuTime()-cpu0-skipCPU
		saver.Compact()
		t, cpuSnap, written := time.Now(), cpuTime(), saver.Written
		if err := save(); err != nil {
			return err
		}
		snapTime, snapCPU, snapBytes := time.Since(t), cpuTime()-cpuSnap, saver.Written-written
		// A snapshot comes after the records have grown as large.
		share := float64(recordBytes) / float64(snapBytes)
		r.StoryCost[size] = float64((el - saveTime).Nanoseconds()) / float64(adds)
		r.StoryCostCPU[size] = float64((cpu - saveCPU).Nanoseconds()) / float64(adds)
		r.StorySavedCost[size] = (float64(el.Nanoseconds()) + share*float64(snapTime.Nanoseconds())) / float64(adds)
		r.StorySavedCostCPU[size] = (float64(cpu.Nanoseconds()) + share*float64(snapCPU.Nanoseconds())) / float64(adds)
		r.StorySavedBytes[size] = 2 * float64(recordBytes) / float64(adds) // the records, and as much of snapshots
		opt.logf("stories    %d articles: %.0f ns/article, %.0f CPU ns/article (%d stories); with state saves %.0f ns/article, %.0f CPU ns/article, %.0f state bytes/article (snapshot %d KB)",
			size, r.StoryCost[size], r.StoryCostCPU[size], c.Len(), r.StorySavedCost[size], r.StorySavedCostCPU[size], r.StorySavedBytes[size], snapBytes>>10)
	}
	return nil
}

// memState is a store's state records in memory.
type memState map[string][]byte

func (m memState) PutState(_ context.Context, key string, value []byte) error {
	m[key] = append([]byte(nil), value...)
	return nil
}
