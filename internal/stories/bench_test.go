package stories

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// synth builds a stream of articles by perturbing real texts: the
// sentences of one ECB+ topic (when ../shared is there; a built-in set of
// sentences otherwise) are shuffled across the articles of a story, every
// story gets its own names and place, dates spread over two years, and
// there is about one true story per 20 articles.
type synth struct {
	r      *rand.Rand
	topics [][]string // sentence pools
}

func newSynth(seed uint64) *synth {
	g := &synth{r: rand.New(rand.NewPCG(seed, 42))}
	g.topics = ecbSentencePools(40)
	if len(g.topics) == 0 {
		g.topics = builtinPools()
	}
	return g
}

// ecbSentencePools reads up to max ECB+ topics' sentences, or nothing when
// ../shared is absent.
func ecbSentencePools(max int) [][]string {
	dir := os.Getenv("STORYLINE_SHARED")
	if dir == "" {
		wd, _ := os.Getwd()
		dir = filepath.Join(wd, "..", "..", "..", "shared")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "gold", "stories", "ecbplus", "ECB+", "*", "*.xml"))
	byTopic := map[string][]string{}
	var order []string
	for _, f := range files {
		topic := filepath.Base(filepath.Dir(f))
		if _, ok := byTopic[topic]; !ok {
			if len(order) == max {
				continue
			}
			order = append(order, topic)
		}
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		byTopic[topic] = append(byTopic[topic], tokenSentences(string(data))...)
	}
	var out [][]string
	for _, t := range order {
		if len(byTopic[t]) > 10 {
			out = append(out, byTopic[t])
		}
	}
	return out
}

// tokenSentences joins the <token sentence="n"> elements of a CAT XML file
// into sentences.
func tokenSentences(x string) []string {
	var out []string
	var cur []string
	sent := ""
	for {
		i := strings.Index(x, "<token ")
		if i < 0 {
			break
		}
		x = x[i:]
		j := strings.Index(x, ">")
		k := strings.Index(x, "</token>")
		if j < 0 || k < j {
			break
		}
		attrs, tok := x[:j], x[j+1:k]
		x = x[k+8:]
		s := ""
		if a := strings.Index(attrs, `sentence="`); a >= 0 {
			s = attrs[a+10:]
			s = s[:strings.IndexByte(s, '"')]
		}
		if s != sent && len(cur) > 0 {
			out = append(out, strings.Join(cur, " "))
			cur = nil
		}
		sent = s
		cur = append(cur, tok)
	}
	if len(cur) > 0 {
		out = append(out, strings.Join(cur, " "))
	}
	return out
}

func builtinPools() [][]string {
	subjects := [][]string{
		{"earthquake", "quake", "magnitude", "rubble", "rescuers", "aftershock", "collapsed", "epicenter"},
		{"election", "votes", "ballot", "candidate", "turnout", "polls", "campaign", "parliament"},
		{"protest", "demonstrators", "police", "tear gas", "march", "square", "arrested", "crowd"},
		{"flood", "river", "rain", "evacuated", "villages", "dam", "water", "levels"},
		{"shooting", "gunman", "victims", "police", "motive", "suspect", "wounded", "fired"},
		{"trade", "tariffs", "exports", "talks", "ministers", "deal", "markets", "imports"},
	}
	var out [][]string
	for _, ws := range subjects {
		var pool []string
		for i := 0; i < 60; i++ {
			pool = append(pool, fmt.Sprintf("Officials said the %s and the %s were %s, while the %s and %s continued near the %s.",
				ws[i%8], ws[(i+3)%8], ws[(i+5)%8], ws[(i+1)%8], ws[(i+6)%8], ws[(i+2)%8]))
		}
		out = append(out, pool)
	}
	return out
}

var syllables = []string{"ka", "ro", "vin", "tel", "ma", "su", "dor", "len", "pi", "zu", "bra", "nok", "el", "ta", "mir", "gu"}

// name makes a pronounceable name unique to (story, role).
func name(story, role int) string {
	n := story*7 + role
	var b strings.Builder
	for i := 0; i < 3 || n > 0; i++ {
		b.WriteString(syllables[n%len(syllables)])
		n /= len(syllables)
	}
	s := b.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

var epoch = time.Date(2018, 1, 1, 0, 0, 0, 0, time.UTC)

// doc returns article i: its story is about i/20, jittered so that stories
// overlap in time as news does.
func (g *synth) doc(i int64) Doc {
	story := int(i+int64(g.r.IntN(40))) / 20
	pool := g.topics[story%len(g.topics)]
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
	return Doc{
		ID: i, Title: person + " in " + place, Text: b.String(), Published: pub,
		Entities: []Entity{
			ent(storyline.PER, person, 4), ent(storyline.PER, other, 2),
			{Type: storyline.LOC, Key: foldName(place), Name: place, Mentions: 2},
		},
	}
}

var benchClusterers = map[int]*Clusterer{}
var benchNext = map[int]int64{}
var benchGen = map[int]*synth{}

func benchAssign(b *testing.B, size int) {
	c, ok := benchClusterers[size]
	if !ok {
		g := newSynth(1)
		c = New(Options{})
		for i := 0; i < size; i++ {
			c.Add(g.doc(int64(i)))
		}
		benchClusterers[size], benchNext[size], benchGen[size] = c, int64(size), g
	}
	g := benchGen[size]
	docs := make([]Doc, b.N)
	for i := range docs {
		docs[i] = g.doc(benchNext[size])
		benchNext[size]++
	}
	b.ResetTimer()
	start := time.Now()
	for i := range docs {
		c.Add(docs[i])
	}
	b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(b.N), "ns/article")
	b.ReportMetric(float64(c.Len()), "stories")
}

// BenchmarkStoryAssign measures the cost of assigning one article with 10k
// and 100k articles stored (1M with STORYLINE_BENCH_1M=1; never in CI).
// The 100k cost must stay within 1.5× the 10k cost.
func BenchmarkStoryAssign(b *testing.B) {
	sizes := []int{10_000, 100_000}
	if os.Getenv("STORYLINE_BENCH_1M") != "" {
		sizes = append(sizes, 1_000_000)
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) { benchAssign(b, n) })
	}
}
