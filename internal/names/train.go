package names

import (
	"fmt"
	"io"
	"math"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// LabeledSentence is a tokenized sentence with one IOB tag per word ("O",
// "B-PER", "I-LOC"; IOB1 or IOB2).
type LabeledSentence struct {
	Words []string
	Tags  []string
	// DocStart marks the first sentence of a document: the sentences up to
	// the next one are read in order, as one article, for the document
	// history (history.go). Without any, every sentence is its own.
	DocStart bool
}

// TrainOptions control Train.
type TrainOptions struct {
	Epochs int // passes over the training data; default 8
	// MinCount drops features seen fewer times in the training data.
	MinCount int
	// Prune drops feature rows whose largest averaged weight is smaller.
	Prune float32
	Seed  int64
	// Lexicon is a second, larger labeled corpus (the GMB extract, with its
	// own labels: per, org, geo, gpe, tim, art, eve, nat) from which the word
	// classes and the gazetteer are built. Its labels are never trained on.
	Lexicon []LabeledSentence
	// Places are place names (GeoNames' populated places, divisions and
	// countries) for the gazetteer's place category.
	Places []string
	// Recase, when positive, adds every Recase-th training sentence again in
	// Title Case and as many others in capitals, so that the model learns
	// to read headlines whose capitals say nothing.
	Recase int
	// Uncomma, when positive, adds every Uncomma-th training sentence with
	// commas again without them, so that the model learns where names
	// end in text that lost its commas ("in Syria Islamic State has").
	Uncomma int
	// Vectors, when set, are published word vectors whose clusters are
	// features (buildVectorClusters).
	Vectors *WordVectors
	// Dev, when set, is scored after each epoch and reported to Log.
	Dev []LabeledSentence
	Log io.Writer
}

// ChunkSpan is an entity over words [Start, End) of a sentence.
type ChunkSpan struct {
	Start, End int
	Type       string
}

// IOBChunks reads the entities off IOB1 or IOB2 tags the way conlleval
// does: an I- tag after O or after another type starts an entity.
func IOBChunks(tags []string) []ChunkSpan {
	var out []ChunkSpan
	open := -1
	typ := ""
	for i, t := range tags {
		p, tt := "O", ""
		if len(t) > 2 && t[1] == '-' {
			p, tt = t[:1], t[2:]
		}
		if open >= 0 && (p == "O" || p == "B" || tt != typ) {
			out = append(out, ChunkSpan{open, i, typ})
			open = -1
		}
		if p != "O" && open < 0 {
			open, typ = i, tt
		}
	}
	if open >= 0 {
		out = append(out, ChunkSpan{open, len(tags), typ})
	}
	return out
}

func typeIndex(t string) int {
	for i, n := range typeNames {
		if n == t {
			return i
		}
	}
	if t == string(NORPType) {
		return 3
	}
	return -1
}

// NORPType is the name Tag gives nationalities; CoNLL counts them as MISC.
const NORPType = "NORP"

// bilou converts IOB tags to tag indexes.
func bilou(tags []string) []int {
	out := make([]int, len(tags))
	for _, c := range IOBChunks(tags) {
		ti := typeIndex(c.Type)
		if ti < 0 {
			continue
		}
		if c.End-c.Start == 1 {
			out[c.Start] = tagOf(ti, posU)
			continue
		}
		out[c.Start] = tagOf(ti, posB)
		for j := c.Start + 1; j < c.End-1; j++ {
			out[j] = tagOf(ti, posI)
		}
		out[c.End-1] = tagOf(ti, posL)
	}
	return out
}

// buildLexicon derives the word classes and the n-gram gazetteer from a
// labeled corpus with GMB labels.
func buildLexicon(corpus []LabeledSentence) (map[uint64]uint8, map[uint64]uint32) {
	type counts struct {
		total, lower, initialCap, timex int
		ent                             [numGazCats * 2]int
	}
	words := map[uint64]*counts{}
	phrases := map[uint64]*[numGazCats]int{}
	var buf []byte
	for _, s := range corpus {
		hs := make([]uint64, len(s.Words))
		for i, w := range s.Words {
			hs[i], buf, _ = hashLower(buf, w)
			c := words[hs[i]]
			if c == nil {
				c = &counts{}
				words[hs[i]] = c
			}
			c.total++
			r := firstRune(w)
			if unicode.IsLower(r) {
				c.lower++
			} else if unicode.IsUpper(r) && i > 0 {
				c.initialCap++
			}
		}
		for _, ch := range IOBChunks(s.Tags) {
			if strings.EqualFold(ch.Type, "tim") {
				for j := ch.Start; j < ch.End; j++ {
					words[hs[j]].timex++
				}
				continue
			}
			cat := gmbCat(ch.Type)
			if cat < 0 {
				continue
			}
			for j := ch.Start; j < ch.End; j++ {
				p := 0
				if j > ch.Start {
					p = 1
				}
				words[hs[j]].ent[cat*2+p]++
			}
			if ch.End-ch.Start <= maxGazLen {
				k := gazKey(hs[ch.Start:ch.End])
				pc := phrases[k]
				if pc == nil {
					pc = &[numGazCats]int{}
					phrases[k] = pc
				}
				pc[cat]++
			}
		}
	}
	lex := make(map[uint64]uint8, len(words))
	for h, c := range words {
		best, bi := 0, -1
		for i, n := range c.ent {
			if n > best {
				best, bi = n, i
			}
		}
		switch {
		case bi >= 0 && best*2 >= c.total && best >= 2:
			lex[h] = uint8(1 + bi)
		case c.timex*2 >= c.total && c.timex >= 2:
			lex[h] = lexTime
		case c.lower*2 >= c.total && c.total >= 2:
			lex[h] = lexLower
		case c.initialCap*2 >= c.total && c.total >= 2:
			lex[h] = lexCap
		}
	}
	gaz := make(map[uint64]uint32, len(phrases))
	for k, pc := range phrases {
		for cat, n := range pc {
			if n >= 2 {
				gaz[k] |= 1 << cat
			}
		}
	}
	return lex, gaz
}

func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}

// Train learns an averaged-perceptron model from labeled sentences.
func Train(train []LabeledSentence, opt TrainOptions) (*Model, error) {
	if opt.Epochs <= 0 {
		opt.Epochs = 8
	}
	if opt.MinCount <= 0 {
		opt.MinCount = 1
	}
	logf := func(format string, a ...any) {
		if opt.Log != nil {
			fmt.Fprintf(opt.Log, format, a...)
		}
	}
	m := &Model{}
	m.lex, m.gaz = buildLexicon(opt.Lexicon)
	addHandGazetteer(m.gaz)
	addPlaces(m.gaz, opt.Places)
	text := make([][]string, 0, len(opt.Lexicon)+len(train))
	for _, ls := range opt.Lexicon {
		text = append(text, ls.Words)
	}
	for _, ls := range train {
		text = append(text, ls.Words)
	}
	m.clus = buildClusters(text)
	if opt.Vectors != nil {
		m.vclus = buildVectorClusters(opt.Vectors)
	}
	logf("lexicon: %d words, gazetteer: %d phrases, clusters of %d words, vector clusters of %d\n", len(m.lex), len(m.gaz), len(m.clus), len(m.vclus))
	if opt.Recase > 0 {
		train = withRecased(train, opt.Recase)
	}
	if opt.Uncomma > 0 {
		train = withoutCommas(train, opt.Uncomma)
	}

	// Static features of every sentence, resolved to row numbers.
	type prepared struct {
		feats    []int32 // row numbers, -1 for features dropped
		fstart   []int32
		infos    []tokInfo
		gold     []int
		docStart bool
	}
	counts := map[uint64]int32{}
	s := sentence{all: true}
	for _, ls := range train {
		if len(ls.Words) != len(ls.Tags) {
			return nil, fmt.Errorf("sentence of %d words has %d tags", len(ls.Words), len(ls.Tags))
		}
		m.prepare(&s, ls.Words)
		for _, f := range s.feats {
			counts[f]++
		}
	}
	// Rows in key order, so that training is deterministic.
	var keys []uint64
	for f, n := range counts {
		if int(n) >= opt.MinCount {
			keys = append(keys, f)
		}
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	rowOf := make(map[uint64]int32, len(keys))
	for i, f := range keys {
		rowOf[f] = int32(i)
	}
	counts = nil
	preps := make([]prepared, 0, len(train))
	docStart := true
	for _, ls := range train {
		docStart = docStart || ls.DocStart
		if len(ls.Words) == 0 {
			continue
		}
		m.prepare(&s, ls.Words)
		p := prepared{gold: bilou(ls.Tags), infos: append([]tokInfo(nil), s.infos...), docStart: docStart}
		docStart = false
		p.feats = make([]int32, len(s.feats))
		for i, f := range s.feats {
			r, ok := rowOf[f]
			if !ok {
				r = -1
			}
			p.feats[i] = r
		}
		p.fstart = make([]int32, len(s.fstart))
		for i, x := range s.fstart {
			p.fstart[i] = int32(x)
		}
		preps = append(preps, p)
	}
	// Documents: ranges of preps, read in order.
	var docs [][2]int
	for i, p := range preps {
		if p.docStart || i == 0 {
			docs = append(docs, [2]int{i, i})
		}
		docs[len(docs)-1][1] = i + 1
	}
	logf("sentences: %d in %d documents, static features: %d\n", len(preps), len(docs), len(keys))

	// Weights: w current, u the time-weighted sum of updates, for averaging
	// (the average is w - u/c).
	w := make([]float32, len(keys)*numTags)
	u := make([]float32, len(keys)*numTags)
	// Dynamic features get rows on first update.
	rowFor := func(f uint64, create bool) int32 {
		if r, ok := rowOf[f]; ok {
			return r
		}
		if !create {
			return -1
		}
		r := int32(len(keys))
		rowOf[f] = r
		keys = append(keys, f)
		w = append(w, make([]float32, numTags)...)
		u = append(u, make([]float32, numTags)...)
		return r
	}
	c := float32(1)
	rng := rand.New(rand.NewSource(opt.Seed + 1))
	order := rng.Perm(len(docs))
	var dynRows []int32
	var hist docHistory
	var preds []int
	for epoch := 1; epoch <= opt.Epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		errs, toks := 0, 0
		for _, di := range order {
			hist.reset()
			for pi := docs[di][0]; pi < docs[di][1]; pi++ {
				p := &preps[pi]
				t1, t2 := 0, 0
				preds = preds[:0]
				for i := range p.infos {
					var sc [numTags]float32
					fs := p.feats[p.fstart[i]:p.fstart[i+1]]
					for _, r := range fs {
						if r >= 0 {
							row := w[int(r)*numTags : int(r+1)*numTags]
							for t := range sc {
								sc[t] += row[t]
							}
						}
					}
					s.dyn = hist.features(s.dyn[:0], &p.infos[i])
					s.dyn = dynamicFeatures(s.dyn, &p.infos[i], t1, t2)
					dynRows = dynRows[:0]
					for _, f := range s.dyn {
						r := rowFor(f, false)
						dynRows = append(dynRows, r)
						if r >= 0 {
							row := w[int(r)*numTags : int(r+1)*numTags]
							for t := range sc {
								sc[t] += row[t]
							}
						}
					}
					pred := bestTag(&sc, t1, i == len(p.infos)-1)
					gold := p.gold[i]
					toks++
					if pred != gold {
						errs++
						upd := func(r int32) {
							w[int(r)*numTags+gold]++
							u[int(r)*numTags+gold] += c
							w[int(r)*numTags+pred]--
							u[int(r)*numTags+pred] -= c
						}
						for _, r := range fs {
							if r >= 0 {
								upd(r)
							}
						}
						for k, r := range dynRows {
							if r < 0 {
								r = rowFor(s.dyn[k], true)
							}
							upd(r)
						}
					}
					c++
					t2, t1 = t1, pred
					preds = append(preds, pred)
				}
				hist.record(p.infos, preds)
			}
		}
		logf("epoch %d: token errors %.2f%%", epoch, 100*float64(errs)/float64(max(toks, 1)))
		if len(opt.Dev) > 0 {
			avg := averaged(keys, w, u, c, 0)
			avg.lex, avg.gaz, avg.clus, avg.vclus = m.lex, m.gaz, m.clus, m.vclus
			p, r, f := avg.scoreDev(opt.Dev)
			logf(", dev P %.4f R %.4f F1 %.4f", p, r, f)
		}
		logf("\n")
	}
	out := averaged(keys, w, u, c, opt.Prune)
	out.lex, out.gaz, out.clus, out.vclus = m.lex, m.gaz, m.clus, m.vclus
	logf("rows kept: %d of %d\n", len(out.w)/numTags, len(keys))
	return out, nil
}

// averaged builds a model of the averaged weights, dropping rows whose
// largest weight is under prune.
func averaged(keys []uint64, w, u []float32, c float32, prune float32) *Model {
	m := &Model{}
	var kept []uint64
	var ws []float32
	for r, k := range keys {
		row := make([]float32, numTags)
		big := float32(0)
		for t := range row {
			row[t] = w[r*numTags+t] - u[r*numTags+t]/c
			big = max(big, float32(math.Abs(float64(row[t]))))
		}
		if big == 0 || big < prune {
			continue
		}
		kept = append(kept, k)
		ws = append(ws, row...)
	}
	m.setWeights(kept, ws)
	return m
}

// scoreDev returns entity-level precision, recall and F1 on labeled
// sentences, the CoNLL way.
func (m *Model) scoreDev(dev []LabeledSentence) (p, r, f float64) {
	var tp, np, ng int
	var s sentence
	s.hist.reset()
	for _, ls := range dev {
		if ls.DocStart {
			s.hist.reset()
		}
		if len(ls.Words) == 0 {
			continue
		}
		m.prepare(&s, ls.Words)
		tags := m.decode(&s)
		s.hist.record(s.infos, tags)
		pred := IOBChunks(iobTags(tags))
		gold := IOBChunks(ls.Tags)
		np += len(pred)
		ng += len(gold)
		set := map[ChunkSpan]bool{}
		for _, g := range gold {
			set[g] = true
		}
		for _, x := range pred {
			if set[x] {
				tp++
			}
		}
	}
	return PRF(tp, np, ng)
}

// PRF returns precision, recall and F1 from true positives, predicted and
// gold counts.
func PRF(tp, pred, gold int) (p, r, f float64) {
	if pred > 0 {
		p = float64(tp) / float64(pred)
	}
	if gold > 0 {
		r = float64(tp) / float64(gold)
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return
}

// withRecased returns the sentences followed by a re-cased copy of every
// k-th: in Title Case (alternately headline style, minor words in lower
// case, and every word capitalized) and, for as many others, in capitals.
func withRecased(train []LabeledSentence, k int) []LabeledSentence {
	out := append([]LabeledSentence(nil), train...)
	for i, ls := range train {
		var how int
		switch i % k {
		case 0:
			how = caseTitle
		case k / 2:
			how = caseUpper
		default:
			continue
		}
		words := make([]string, len(ls.Words))
		for j, w := range ls.Words {
			switch {
			case how == caseUpper:
				w = strings.ToUpper(w)
			case j > 0 && (i/k)%2 == 0 && headlineMinorWords[strings.ToLower(w)]:
				w = strings.ToLower(w)
			default:
				if r, n := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
					w = string(unicode.ToUpper(r)) + w[n:]
				}
			}
			words[j] = w
		}
		out = append(out, LabeledSentence{Words: words, Tags: ls.Tags, DocStart: true})
	}
	return out
}

// withoutCommas returns the sentences followed by a copy of every k-th
// sentence that has commas, with its commas (and their tags) left out.
func withoutCommas(train []LabeledSentence, k int) []LabeledSentence {
	out := append([]LabeledSentence(nil), train...)
	n := 0
	for _, ls := range train {
		if !slices.Contains(ls.Words, ",") {
			continue
		}
		n++
		if n%k != 0 {
			continue
		}
		c := LabeledSentence{DocStart: true}
		for j, w := range ls.Words {
			if w != "," {
				c.Words = append(c.Words, w)
				c.Tags = append(c.Tags, ls.Tags[j])
			}
		}
		out = append(out, c)
	}
	return out
}
