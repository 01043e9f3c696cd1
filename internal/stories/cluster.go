// Package stories groups articles into stories as they arrive.
//
// A Clusterer is an online, single-pass clusterer: each new article is
// compared with a few candidate stories and joins the best one when the
// similarity passes a threshold, else it starts a new story. Candidates come
// from an inverted index of the articles' rarest terms and their names to
// the stories that hold them. Each posting list keeps only the most recently
// updated stories, so assigning an article costs about the same however many
// articles are stored. Similarity combines a TF-IDF cosine over content
// words (document frequencies learned online), a cosine over names weighted
// by type, mentions and rarity (places count, dates stated with a year
// count), and, when both sides have publication dates, their distance.
//
// Stories are also linked into topics: stories about events of the same
// kind (two earthquakes, two rehab check-ins) whose articles come close but
// not close enough to join. Add links them as articles arrive; Merge, a
// periodic pass, joins stories that grew into each other and recomputes
// the topics by average linkage over the stories, comparing the articles'
// leads (title and first words, where news states the event) rather than
// their whole texts.
//
// The state is serializable, whole (Save, Load) or as records of what
// changed since it was last written (SaveChanges, Replay; see state.go); it
// can also be rebuilt by adding the stored articles again in their order.
package stories

import (
	"math"
	"sort"
	"strconv"

	"github.com/storyline-news/storyline"
)

// Options tune a Clusterer. Zero fields take the defaults of
// DefaultOptions.
type Options struct {
	// Join is the similarity an article needs to join a story.
	Join float64
	// Topic is the similarity that links an article's story into the topic
	// of another story as articles arrive.
	Topic float64
	// TopicLink is the mean similarity between the leads of the articles
	// of two topics at which the merge pass joins them (average linkage
	// over stories).
	TopicLink float64
	// MergeThreshold is the similarity at which Merge joins two stories.
	MergeThreshold float64
	// TextWeight is the share of the text cosine in the similarity when
	// both sides have names; the names take the rest.
	TextWeight float64
	// QueryTerms and QueryEntities bound the keys an article is looked up
	// and indexed under; MaxPostings bounds each posting list (most recent
	// stories kept); Candidates bounds the stories compared in full.
	QueryTerms, QueryEntities, MaxPostings, Candidates int
	// CentroidTerms bounds the terms a story keeps (the heaviest).
	CentroidTerms int
	// DateWindow is how many days a publication date may fall outside a
	// story's span without penalty.
	DateWindow int
	// Conflict multiplies an article's similarity to a story once per kind
	// of argument on which they conflict: the article's main person, place,
	// stated year or figure is absent from the story, and the story's
	// absent from the article. Two events of one kind (two earthquakes,
	// two arrests) read alike; who, where, when and how many tell them
	// apart. 1 turns it off. Topic links use the similarity without it.
	Conflict float64
	// Identity, when set, replaces the shipped identity model
	// (identity.json); IdentityWeights{} turns it off.
	Identity IdentityWeights
	// Reassign is the size up to which the merge pass re-places a story
	// into a larger one (see Merge); -1 turns it off.
	Reassign int
	// Bridge is the identity model's log-odds a report needs with a second
	// story, beside the one it joins, for the two to be merged (see
	// bridge.go); -1 turns bridging off.
	Bridge float64
}

// DefaultOptions are tuned on the ECB+ dev topics.
func DefaultOptions() Options {
	return Options{
		Join: 0.24, Topic: 0.20, TopicLink: 0.06, MergeThreshold: 0.60, TextWeight: 0.8,
		QueryTerms: 24, QueryEntities: 12, MaxPostings: 16, Candidates: 32,
		CentroidTerms: 400, DateWindow: 7, Conflict: 0.75, Reassign: 3, Bridge: defaultBridge,
	}
}

func (o Options) withDefaults() Options {
	d := DefaultOptions()
	set := func(p *float64, v float64) {
		if *p == 0 {
			*p = v
		}
	}
	seti := func(p *int, v int) {
		if *p == 0 {
			*p = v
		}
	}
	set(&o.Join, d.Join)
	set(&o.Topic, d.Topic)
	set(&o.TopicLink, d.TopicLink)
	set(&o.MergeThreshold, d.MergeThreshold)
	set(&o.TextWeight, d.TextWeight)
	set(&o.Conflict, d.Conflict)
	set(&o.Bridge, d.Bridge)
	seti(&o.QueryTerms, d.QueryTerms)
	seti(&o.QueryEntities, d.QueryEntities)
	seti(&o.MaxPostings, d.MaxPostings)
	seti(&o.Candidates, d.Candidates)
	seti(&o.CentroidTerms, d.CentroidTerms)
	seti(&o.DateWindow, d.DateWindow)
	seti(&o.Reassign, d.Reassign)
	return o
}

// Clusterer assigns articles to stories online. It is not safe for
// concurrent use.
type Clusterer struct {
	opt Options
	// identity weighs the identity features (see identity.go).
	identity [numIdentityFeatures]float64

	docs     int                // articles seen, copies included
	df       freqs              // term → articles holding it
	edf      freqs              // name key → articles holding it
	stories  []*story           // by story ID
	byDoc    map[int64]int32    // article → story (before merges: resolve)
	postings map[string][]int32 // key → story IDs, most recent last
	seq      int64              // update counter for recency

	// changes is what changed since the state was last written or read
	// (see state.go).
	changes *changes
	// words holds one copy of each term and name key: the documents' keys
	// are replaced by it, so that the stories' maps and the frequencies
	// hold the same string, and a lookup that finds a key compares
	// pointers instead of reading the bytes of another copy (the
	// comparisons with candidate stories are map lookups, most of them
	// in memory the cache no longer holds).
	words map[string]string

	stats Stats
	// bridged are the merges the last Add made (see bridge.go).
	bridged []Bridge
	// trace, when set, sees each candidate the identity model judges (for
	// the measurements in tests).
	trace func(d *Doc, story int32, f *[numIdentityFeatures]float64, other bool, z float64)
}

// Stats counts the clusterer's work, for tests and benchmarks.
type Stats struct {
	Added      int // articles added
	Postings   int // posting entries read
	Candidates int // stories compared in full
}

// story is a cluster of articles.
type story struct {
	ID       int32
	MergedTo int32 // -1 when live, else the story it was merged into
	Topic    int32 // union-find parent over story IDs

	Terms map[string]float32 // summed sublinear term counts
	// Lead sums the articles' lead vectors (see LeadTerms), each of unit
	// idf-weighted norm: what topics are linked on.
	Lead map[string]float32
	Ents map[string]float32 // summed name weights, by feature key
	Info map[string]*entInfo
	Docs int // articles compared (copies not counted)
	// Args sums the articles' stated years ("y:2008") and figures
	// ("n:count:300"), each article's of a kind summing to 1.
	Args map[string]float32

	Articles []int64
	Copies   []int64
	Outlets  map[string][]int64
	Title    string
	// TitleDerived is set when the title was cut from an article's lead
	// (see title.go).
	TitleDerived bool
	Start        storyline.Date
	End          storyline.Date
	Seq          int64
	indexed      map[string]bool
	// Identity sums the identities of the story's articles.
	Identity identitySums
	// Related are the stories linked to this one, by the strength of the
	// link (see related.go).
	Related map[int32]float32
	// Curated is set when an analyst merged, split or moved articles of
	// the story: the merge pass leaves it alone (see manual.go).
	Curated bool

	norm     float64 // cached idf-weighted norms
	enorm    float64
	normDocs int
	normSeq  int64
	// termRefs and entRefs are Terms and Ents as of normSeq (normRefs).
	termRefs, entRefs []normRef
	// normStoryDocs is the story's size when the norms were computed.
	normStoryDocs int
	// tops caches the story's main argument of each kind (see mainArgs);
	// nil when stale.
	tops map[string]string
	// terms and lead are bloom filters of the keys of Terms and Lead, as
	// they were at bloomSeq (see blooms).
	terms, lead bloom
	bloomSeq    int64
}

// entInfo is what a story knows of one of its names, for display.
type entInfo struct {
	Type     storyline.EntityType
	Name     string
	Articles int
	Mentions int
	Place    *storyline.Place
}

// New returns an empty Clusterer.
func New(opt Options) *Clusterer {
	c := &Clusterer{
		opt: opt.withDefaults(), identity: defaultIdentity, df: freqs{}, edf: freqs{},
		byDoc: map[int64]int32{}, postings: map[string][]int32{}, words: map[string]string{},
	}
	if opt.Identity != nil {
		c.identity = opt.Identity.vector()
	}
	return c
}

// intern returns the clusterer's copy of a term or name key.
func (c *Clusterer) intern(k string) string {
	if w, ok := c.words[k]; ok {
		return w
	}
	c.words[k] = k
	return k
}

// Stats returns the work counters.
func (c *Clusterer) Stats() Stats { return c.stats }

// Len returns the number of live stories.
func (c *Clusterer) Len() int {
	n := 0
	for _, s := range c.stories {
		if s.MergedTo < 0 {
			n++
		}
	}
	return n
}

// docVec is a document's features.
type docVec struct {
	terms map[string]float64 // sublinear counts
	lead  map[string]float64 // sublinear counts of the lead's terms
	lnorm float64            // idf-weighted norm of lead
	ents  map[string]float64 // name weights by feature key
	keys  []string           // index keys, terms and names
	tnorm float64            // idf-weighted norms
	enorm float64
	// args are the stated years and figures, keyed as in story.Args, each
	// kind summing to 1.
	args map[string]float64
	// identity is the document's (Doc.Identity).
	identity *Identity
	// tw, ew and lw are the terms, names and lead terms with their
	// weights times idf², computed once per document: the similarity to
	// each candidate then needs one lookup per feature, in the story.
	tw, ew, lw []weighted
}

// weighted is a feature with a precomputed weight, and the hash of its
// key for bloom filters (terms and lead terms only).
type weighted struct {
	k string
	w float64
	h uint64
}

// typeWeight is how much a name of each type says about which event an
// article reports.
var typeWeight = map[storyline.EntityType]float64{
	storyline.PER: 1.5, storyline.ORG: 1.0, storyline.LOC: 1.3, storyline.NORP: 0.4, storyline.MISC: 0.7,
}

// placeLevelWeight is how much a place says about which event an article
// reports, by how fine it is: a town or street tells one shooting or one
// airstrike from another; a region barely does, and a country is named by
// every report from it ("Syria" in every article on the war).
func placeLevelWeight(p *storyline.Place) float64 {
	if p == nil {
		return 1
	}
	switch p.Kind {
	case "country":
		return 0.2
	case "admin1":
		return 0.5
	}
	return 1
}

func (c *Clusterer) features(d *Doc) *docVec {
	raw := d.Terms
	if raw == nil {
		raw = Terms(d.Title, nil, 2)
		raw = Terms(d.Text, raw, 1)
	}
	v := &docVec{terms: make(map[string]float64, len(raw)), ents: map[string]float64{}, identity: &d.Identity}
	for t, n := range raw {
		if n > 0 {
			v.terms[c.intern(t)] = 1 + math.Log(n)
		}
	}
	lead := d.Lead
	if lead == nil && d.Terms == nil {
		lead = LeadTerms(d.Title, d.Text)
	}
	if len(lead) > 0 {
		v.lead = make(map[string]float64, len(lead))
		for t, n := range lead {
			if n > 0 {
				v.lead[c.intern(t)] = 1 + math.Log(n)
			}
		}
	}
	for _, e := range d.Entities {
		w := typeWeight[e.Type]
		if w == 0 {
			w = 0.5
		}
		w *= placeLevelWeight(e.Place)
		v.ents[c.intern(string(e.Type)+":"+e.Key)] += w * (1 + math.Log(float64(max(e.Mentions, 1))))
		if e.Place != nil && e.Place.Country != "" {
			v.ents[c.intern("cc:"+e.Place.Country)] += 0.3
		}
	}
	for _, dt := range d.Dates {
		v.ents[c.intern("month:"+strconv.Itoa(dt.Year)+"-"+strconv.Itoa(int(dt.Month)))] += 0.8
	}
	if len(d.Years)+len(d.Figures) > 0 {
		v.args = make(map[string]float64, len(d.Years)+len(d.Figures))
		for _, y := range d.Years {
			v.args["y:"+strconv.Itoa(y)] += 1 / float64(len(d.Years))
		}
		for _, f := range d.Figures {
			v.args["n:"+f] += 1 / float64(len(d.Figures))
		}
	}
	return v
}

func (c *Clusterer) idf(t string) float64 { return c.idfOf(c.df.get(t)) }

func (c *Clusterer) eidf(k string) float64 { return c.idfOf(c.edf.get(k)) }

// idfOf is the inverse document frequency of a key df articles hold.
func (c *Clusterer) idfOf(df int32) float64 {
	return logN(c.docs+1) - logN(int(df)+1) + 1
}

// logTable caches natural logarithms of small counts: idf is computed for
// every term of every comparison.
var logTable = func() []float64 {
	t := make([]float64, 1<<16)
	for i := 1; i < len(t); i++ {
		t[i] = math.Log(float64(i))
	}
	return t
}()

func logN(n int) float64 {
	if n < len(logTable) {
		return logTable[n]
	}
	return math.Log(float64(n))
}

// prepare counts the document's features into the frequencies and picks its
// index keys.
func (c *Clusterer) prepare(v *docVec) {
	c.docs++
	for t := range v.terms {
		c.df.inc(t)
	}
	for k := range v.ents {
		c.edf.inc(k)
	}
	for _, k := range v.identity.Places {
		c.edf.inc(k)
	}
	for _, k := range v.identity.People {
		c.edf.inc(k)
	}
	for _, k := range v.identity.Names {
		c.edf.inc(k)
	}
	c.changes.noteFeatures(v)
	type kw struct {
		k string
		w float64
	}
	var ts []kw
	// Terms in most articles retrieve nothing useful and make long
	// posting lists; they still count in the cosine.
	common := int32(max(8, c.docs/20))
	v.tw = v.tw[:0]
	for t, x := range v.terms {
		idf := c.idf(t)
		v.tnorm += (x * idf) * (x * idf)
		v.tw = append(v.tw, weighted{t, x * idf * idf, keyHash(t)})
		if c.df.get(t) <= common {
			ts = append(ts, kw{t, x * idf})
		}
	}
	v.tnorm = math.Sqrt(v.tnorm)
	v.lnorm = 0
	v.lw = v.lw[:0]
	for t, x := range v.lead {
		idf := c.idf(t)
		w := x * idf
		v.lnorm += w * w
		v.lw = append(v.lw, weighted{t, x * idf * idf, keyHash(t)})
	}
	v.lnorm = math.Sqrt(v.lnorm)
	sort.Slice(ts, func(i, j int) bool { return ts[i].w > ts[j].w || ts[i].w == ts[j].w && ts[i].k < ts[j].k })
	for i := 0; i < len(ts) && i < c.opt.QueryTerms; i++ {
		v.keys = append(v.keys, "t:"+ts[i].k)
	}
	var es []kw
	v.ew = v.ew[:0]
	for k, x := range v.ents {
		idf := c.eidf(k)
		v.enorm += (x * idf) * (x * idf)
		v.ew = append(v.ew, weighted{k: k, w: x * idf * idf})
		if c.edf.get(k) <= common && k[0] != 'c' && k[0] != 'm' { // countries and months are too broad to retrieve by
			es = append(es, kw{k, x * idf})
		}
	}
	v.enorm = math.Sqrt(v.enorm)
	sort.Slice(es, func(i, j int) bool { return es[i].w > es[j].w || es[i].w == es[j].w && es[i].k < es[j].k })
	for i := 0; i < len(es) && i < c.opt.QueryEntities; i++ {
		v.keys = append(v.keys, "e:"+es[i].k)
	}
	// A follow-up may share no rare word with the first report, but its
	// people and street: the rarest of them are looked up too, at most
	// QueryEntities/2, so that a long list of names costs no more.
	var ids []kw
	for _, k := range v.identity.People {
		if n := c.edf.get(k); n <= common {
			ids = append(ids, kw{k, -float64(n)})
		}
	}
	for _, k := range v.identity.Places {
		if n := c.edf.get(k); n <= common && k[0] == 'l' {
			ids = append(ids, kw{k, -float64(n)})
		}
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i].w > ids[j].w || ids[i].w == ids[j].w && ids[i].k < ids[j].k })
	for i := 0; i < len(ids) && i < c.opt.QueryEntities/2; i++ {
		v.keys = append(v.keys, "i:"+ids[i].k)
	}
}

// resolve follows merges to the live story.
func (c *Clusterer) resolve(id int32) int32 {
	for c.stories[id].MergedTo >= 0 {
		id = c.stories[id].MergedTo
	}
	return id
}

// candidates returns the live stories sharing the most (idf-weighted) index
// keys with v, at most opt.Candidates of them.
func (c *Clusterer) candidates(v *docVec) []int32 {
	acc := map[int32]float64{}
	for _, k := range v.keys {
		var w float64
		switch k[0] {
		case 't':
			w = c.idf(k[2:])
		default:
			w = c.eidf(k[2:]) * 1.5
		}
		ps := c.postings[k]
		c.stats.Postings += len(ps)
		for _, id := range ps {
			acc[c.resolve(id)] += w
		}
	}
	ids := make([]int32, 0, len(acc))
	for id := range acc {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool {
		a, b := acc[ids[i]], acc[ids[j]]
		return a > b || a == b && ids[i] < ids[j]
	})
	if len(ids) > c.opt.Candidates {
		ids = ids[:c.opt.Candidates]
	}
	return ids
}

// Observe counts a document into the term and name frequencies without
// clustering it: a way to warm the frequencies from a background corpus.
func (c *Clusterer) Observe(d Doc) {
	c.prepare(c.features(&d))
}

// Add assigns an article to a story: its original's story when it is a
// near-duplicate of a known article, else the most similar story when the
// similarity passes the join threshold, else a new story.
func (c *Clusterer) Add(d Doc) (storyID int, isNew bool) {
	c.stats.Added++
	c.bridged = c.bridged[:0]
	if d.NearDuplicateOf != 0 {
		if sid, ok := c.byDoc[d.NearDuplicateOf]; ok {
			s := c.stories[c.resolve(sid)]
			c.docs++ // a copy still counts as a document; its words do not
			s.Articles = append(s.Articles, d.ID)
			s.Copies = append(s.Copies, d.ID)
			s.addOutlet(d.Outlet, d.ID)
			s.extend(d.Published)
			c.byDoc[d.ID] = s.ID
			c.changed(s)
			c.placed(d.ID)
			return int(s.ID), false
		}
	}
	v := c.features(&d)
	c.prepare(v)
	cands := c.candidates(v)
	best, bestSim := int32(-1), 0.0
	sims := make([]float64, len(cands))
	tops := mainArgs(v.ents, v.args)
	same, sameLogit := int32(-1), 0.0
	var joinable []judgedStory // the stories the model would join
	judged := false
	for i, id := range cands {
		c.stats.Candidates++
		s := c.stories[id]
		var tc float64
		sims[i], tc = c.similarity(v, &d, s)
		if x := sims[i] * c.conflictFactor(tops, v.ents, v.args, s); x > bestSim {
			best, bestSim = id, x
		}
		// Without a publication date neither the event's day nor the
		// time since the story can be read: the text decides alone, as
		// it does when the identity model is off. Else the model decides.
		if d.Published.IsZero() || c.identity == ([numIdentityFeatures]float64{}) {
			continue
		}
		judged = true
		f, named := c.identityFeatures(v, d.Published, sims[i], tc, s)
		other := otherEvent(&f, named)
		z := identityLogit(&c.identity, &f)
		if c.trace != nil {
			c.trace(&d, id, &f, other, z)
		}
		if other {
			continue
		}
		if z > 0 {
			joinable = append(joinable, judgedStory{id, z})
		}
		if z > sameLogit {
			same, sameLogit = id, z
		}
	}
	var s *story
	switch {
	case same >= 0:
		// The identity model finds the event's story: who, where and when
		// agree where the words may not.
		s = c.stories[same]
	case best >= 0 && bestSim >= c.opt.Join && !judged:
		s = c.stories[best]
	default:
		s = c.newStory()
		isNew = true
	}
	for i, id := range cands {
		if id == s.ID {
			continue
		}
		if sims[i] >= c.opt.Topic {
			c.union(s.ID, id)
		}
		c.relateIfLinked(s, c.stories[id], v, &d, sims[i])
	}
	c.addTo(s, v, &d)
	if len(joinable) > 1 {
		s = c.bridge(s, joinable)
	}
	return int(s.ID), isNew
}

func (c *Clusterer) newStory() *story {
	id := int32(len(c.stories))
	s := &story{
		ID: id, MergedTo: -1, Topic: id, Terms: map[string]float32{}, Lead: map[string]float32{}, Ents: map[string]float32{}, Args: map[string]float32{},
		Info: map[string]*entInfo{}, Outlets: map[string][]int64{}, indexed: map[string]bool{},
	}
	c.stories = append(c.stories, s)
	c.changed(s)
	return s
}

func (s *story) addOutlet(outlet string, id int64) {
	if outlet == "" {
		outlet = "unknown"
	}
	s.Outlets[outlet] = append(s.Outlets[outlet], id)
}

func (s *story) extend(d storyline.Date) {
	if d.IsZero() {
		return
	}
	t := d.Time()
	if s.Start.IsZero() || t.Before(s.Start.Time()) {
		s.Start = d
	}
	if s.End.IsZero() || t.After(s.End.Time()) {
		s.End = d
	}
}

// addTo adds a compared (non-copy) document to a story and indexes the
// story under the document's keys.
func (c *Clusterer) addTo(s *story, v *docVec, d *Doc) {
	c.seq++
	s.Seq = c.seq
	s.Docs++
	s.Articles = append(s.Articles, d.ID)
	s.addOutlet(d.Outlet, d.ID)
	s.extend(d.Published)
	c.byDoc[d.ID] = s.ID
	c.changed(s)
	c.placed(d.ID)
	// Each article weighs the same in the centroid, long or short.
	add(s.Terms, v.terms, v.tnorm)
	add(s.Lead, v.lead, v.lnorm)
	c.considerTitle(s, d.Title, d.TitleDerived)
	add(s.Ents, v.ents, v.enorm)
	add(s.Args, v.args, 1)
	s.Identity.add(&d.Identity)
	c.updateTops(s, v)
	for _, e := range d.Entities {
		k := string(e.Type) + ":" + e.Key
		in := s.Info[k]
		if in == nil {
			in = &entInfo{Type: e.Type, Name: e.Name, Place: e.Place}
			s.Info[k] = in
		}
		in.Articles++
		in.Mentions += e.Mentions
		if len(e.Name) > len(in.Name) && e.Place == nil {
			in.Name = e.Name
		}
	}
	if len(s.Terms) > 2*c.opt.CentroidTerms || len(s.Lead) > 2*c.opt.CentroidTerms {
		c.trim(s)
	}
	for _, k := range v.keys {
		c.post(k, s)
	}
}

// add adds an article's vector, divided by its norm (0 counts as 1), to a
// story's sums; subtract takes it out.
func add(sums map[string]float32, vec map[string]float64, norm float64) {
	if norm <= 0 {
		norm = 1
	}
	for k, x := range vec {
		sums[k] += float32(x / norm)
	}
}

// trim keeps the story's heaviest terms (by idf-weighted sum) and names.
func (c *Clusterer) trim(s *story) {
	type kw struct {
		k string
		w float64
	}
	// A centroid keeps its opt.CentroidTerms heaviest terms.
	keep := func(m map[string]float32) {
		if len(m) <= c.opt.CentroidTerms {
			return
		}
		ts := make([]kw, 0, len(m))
		for t, x := range m {
			ts = append(ts, kw{t, float64(x) * c.idf(t)})
		}
		sort.Slice(ts, func(i, j int) bool { return ts[i].w > ts[j].w || ts[i].w == ts[j].w && ts[i].k < ts[j].k })
		for _, x := range ts[c.opt.CentroidTerms:] {
			delete(m, x.k)
		}
	}
	keep(s.Terms)
	keep(s.Lead)
	if len(s.Info) > c.opt.CentroidTerms {
		es := make([]kw, 0, len(s.Info))
		for k, in := range s.Info {
			es = append(es, kw{k, float64(in.Mentions)})
		}
		sort.Slice(es, func(i, j int) bool { return es[i].w > es[j].w || es[i].w == es[j].w && es[i].k < es[j].k })
		for _, x := range es[c.opt.CentroidTerms/2:] {
			delete(s.Info, x.k)
			delete(s.Ents, x.k)
		}
	}
	s.normSeq = -1
	s.tops = nil
}

// post appends the story to a key's posting list, or moves it to the end
// when it is there already, dropping the oldest past the cap.
func (c *Clusterer) post(k string, s *story) {
	ps := c.postings[k]
	if _, ok := s.indexed[k]; ok {
		for i := len(ps) - 1; i >= 0; i-- {
			if ps[i] == s.ID {
				copy(ps[i:], ps[i+1:])
				ps[len(ps)-1] = s.ID
				c.reposted(k)
				return
			}
		}
	}
	if len(ps) >= c.opt.MaxPostings {
		old := c.stories[ps[0]]
		delete(old.indexed, k)
		copy(ps, ps[1:])
		ps = ps[:len(ps)-1]
	}
	c.postings[k] = append(ps, s.ID)
	s.indexed[k] = true
	c.reposted(k)
}

func (c *Clusterer) findTopic(id int32) int32 {
	for c.stories[id].Topic != id {
		p := c.stories[id].Topic
		if c.stories[id].Topic != c.stories[p].Topic {
			c.stories[id].Topic = c.stories[p].Topic
			c.relinked(id)
		}
		id = p
	}
	return id
}

func (c *Clusterer) union(a, b int32) {
	ra, rb := c.findTopic(a), c.findTopic(b)
	if ra == rb {
		return
	}
	if ra > rb {
		ra, rb = rb, ra
	}
	c.stories[rb].Topic = ra
	c.relinked(rb)
}

// Articles returns how many articles the clusterer has placed.
func (c *Clusterer) Articles() int { return len(c.byDoc) }

// StoryOf returns the story of an article, and false when the article is
// unknown.
func (c *Clusterer) StoryOf(article int64) (int, bool) {
	id, ok := c.byDoc[article]
	if !ok {
		return 0, false
	}
	return int(c.resolve(id)), true
}

// TopicOf returns the topic of a story: the smallest story ID of the
// stories linked with it.
func (c *Clusterer) TopicOf(storyID int) int {
	return int(c.findTopic(c.resolve(int32(storyID))))
}
