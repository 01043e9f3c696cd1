package bench

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/storyline-news/storyline/internal/eval"
	"github.com/storyline-news/storyline/internal/text"
)

// TargetWords is the length of the articles the corpus is cut into: the
// issue's ingest floor is stated for articles of about 600 words.
const TargetWords = 600

// Text is one article of the corpus, as raw text.
type Text struct {
	Name      string
	Title     string
	Text      string // paragraphs separated by blank lines
	Published time.Time
	Words     int
}

// Corpus is the text the benchmark reads: articles for the stage and end
// to end measurements, and sentence pools from which the ingest and story
// corpora are generated.
type Corpus struct {
	Source string // where it came from, for the report
	Texts  []Text
	// Pools are sentences grouped by topic (an ECB+ topic, a file).
	Pools [][]string
}

// Words is the number of words in the corpus's texts.
func (c *Corpus) Words() int {
	n := 0
	for _, t := range c.Texts {
		n += t.Words
	}
	return n
}

func countWords(s string) int { return len(strings.Fields(s)) }

// LoadShared reads the ECB+ texts (CAT XML tokens rebuilt to text), their
// sentences concatenated per topic into articles of about TargetWords
// words, and the TBAQ texts (the TEXT of each .tml file), from the shared
// data directory.
func LoadShared(shared string) (*Corpus, error) {
	c := &Corpus{Source: shared}
	ecb, err := eval.LoadECB(filepath.Join(shared, "gold", "stories", "ecbplus"))
	if err != nil {
		return nil, err
	}
	byTopic := map[string][]string{}
	var topics []string
	for _, d := range ecb {
		if _, ok := byTopic[d.Topic]; !ok {
			topics = append(topics, d.Topic)
		}
		for _, s := range d.Sentences {
			if sent := strings.TrimSpace(d.Text[s.Start:s.End]); sent != "" {
				byTopic[d.Topic] = append(byTopic[d.Topic], sent)
			}
		}
	}
	sort.Strings(topics)
	base := time.Date(2019, 1, 1, 0, 0, 0, 0, time.UTC)
	for ti, t := range topics {
		sents := byTopic[t]
		c.Pools = append(c.Pools, sents)
		for i, art := range chunkSentences(sents, TargetWords) {
			c.Texts = append(c.Texts, Text{
				Name: fmt.Sprintf("ecb-%s-%d", t, i), Text: art, Words: countWords(art),
				Published: base.AddDate(0, 0, ti*7+i),
			})
		}
	}
	tml, err := eval.ReadTimeMLDir(filepath.Join(shared, "gold", "timex", "TBAQ-cleaned"))
	if err != nil {
		return nil, err
	}
	for _, d := range tml {
		txt := paragraphs(d.Plain)
		if txt == "" {
			continue
		}
		c.Texts = append(c.Texts, Text{Name: "tbaq-" + d.Rel, Text: txt, Words: countWords(txt), Published: d.DCT})
	}
	return c, nil
}

// paragraphs keeps the text's own blank-line paragraphs; a text without
// any gets one paragraph per line.
func paragraphs(s string) string {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "\n\n") {
		return s
	}
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n\n")
}

// chunkSentences concatenates sentences into articles of about words
// words, three sentences a paragraph. A short remainder joins the last
// article.
func chunkSentences(sents []string, words int) []string {
	var arts []string
	var b strings.Builder
	n, inPara := 0, 0
	for _, s := range sents {
		if b.Len() > 0 {
			if inPara == 3 {
				b.WriteString("\n\n")
				inPara = 0
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(s)
		inPara++
		n += countWords(s)
		if n >= words {
			arts = append(arts, b.String())
			b.Reset()
			n, inPara = 0, 0
		}
	}
	if b.Len() > 0 {
		if n < words/2 && len(arts) > 0 {
			arts[len(arts)-1] += "\n\n" + b.String()
		} else {
			arts = append(arts, b.String())
		}
	}
	return arts
}

// LoadDir reads the plain text files under dir (recursively): each file is
// an article, and its sentences a pool.
func LoadDir(dir string) (*Corpus, error) {
	c := &Corpus{Source: dir}
	err := filepath.WalkDir(dir, func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		s := strings.TrimSpace(strings.ReplaceAll(string(data), "\r\n", "\n"))
		if s == "" {
			return nil
		}
		c.Texts = append(c.Texts, Text{Name: p, Text: s, Words: countWords(s)})
		var pool []string
		for _, sp := range text.Sentences(s) {
			if sent := strings.Join(strings.Fields(sp.In(s)), " "); sent != "" {
				pool = append(pool, sent)
			}
		}
		if len(pool) > 0 {
			c.Pools = append(c.Pools, pool)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(c.Texts) == 0 {
		return nil, fmt.Errorf("%s: no text files", dir)
	}
	return c, nil
}

// Generator makes a stream of distinct articles of about TargetWords words
// by perturbing the corpus, as the stories benchmark does: the sentences
// of one pool are shuffled across the articles of a story, every story
// gets its own names and place, dates spread over two years, about one
// story per 20 articles.
type Generator struct {
	r     *rand.Rand
	pools [][]string
	words int // per article
	Next  int64
}

// BuiltinCorpus is a corpus of sentence pools only, six topics of 60
// sentences each made from topic words: for tests and benchmarks of the
// story clusterer when no shared data is there.
func BuiltinCorpus() *Corpus {
	subjects := [][]string{
		{"earthquake", "quake", "magnitude", "rubble", "rescuers", "aftershock", "collapsed", "epicenter"},
		{"election", "votes", "ballot", "candidate", "turnout", "polls", "campaign", "parliament"},
		{"protest", "demonstrators", "police", "tear gas", "march", "square", "arrested", "crowd"},
		{"flood", "river", "rain", "evacuated", "villages", "dam", "water", "levels"},
		{"shooting", "gunman", "victims", "police", "motive", "suspect", "wounded", "fired"},
		{"trade", "tariffs", "exports", "talks", "ministers", "deal", "markets", "imports"},
	}
	c := &Corpus{Source: "built-in sentence pools"}
	for _, ws := range subjects {
		var pool []string
		for i := 0; i < 60; i++ {
			pool = append(pool, fmt.Sprintf("Officials said the %s and the %s were %s, while the %s and %s continued near the %s.",
				ws[i%8], ws[(i+3)%8], ws[(i+5)%8], ws[(i+1)%8], ws[(i+6)%8], ws[(i+2)%8]))
		}
		c.Pools = append(c.Pools, pool)
	}
	return c
}

// NewGenerator returns a generator over the corpus's pools.
func NewGenerator(c *Corpus, seed uint64, words int) *Generator {
	var pools [][]string
	for _, p := range c.Pools {
		if len(p) >= 5 {
			pools = append(pools, p)
		}
	}
	if len(pools) == 0 {
		var all []string
		for _, p := range c.Pools {
			all = append(all, p...)
		}
		pools = [][]string{all}
	}
	return &Generator{r: rand.New(rand.NewPCG(seed, 42)), pools: pools, words: words}
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

// GenArticle is one generated article, with what the story benchmark needs
// to know of it without analysis.
type GenArticle struct {
	ID                   int64
	Title, Text          string
	Published            time.Time
	Person, Other, Place string
	Story                int
	Words                int
}

// Article returns the next article.
func (g *Generator) Article() GenArticle {
	i := g.Next
	g.Next++
	story := int(i+int64(g.r.IntN(40))) / 20
	pool := g.pools[story%len(g.pools)]
	person, other, place := name(story, 1)+" "+name(story, 2), name(story, 3), name(story, 4)
	var b strings.Builder
	n, k := 0, 0
	for n < g.words {
		s := pool[g.r.IntN(len(pool))]
		switch k % 4 {
		case 0:
			s = person + " said that " + s
		case 1:
			s = "In " + place + ", " + s
		case 2:
			s += " " + other + " confirmed."
		}
		if k > 0 {
			if k%3 == 0 {
				b.WriteString("\n\n")
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(s)
		n += countWords(s)
		k++
	}
	day := (story * 37) % 730
	return GenArticle{
		ID: i, Title: person + " in " + place, Text: b.String(),
		Published: epoch.AddDate(0, 0, day+g.r.IntN(4)),
		Person:    person, Other: other, Place: place, Story: story, Words: n,
	}
}
