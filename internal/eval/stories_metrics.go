package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
)

// BCubed scores a clustering of items against gold classes: for each item,
// precision is the share of its cluster in its class, recall the share of
// its class in its cluster; both are averaged over items (Bagga & Baldwin;
// Amigó et al. 2009). pred and gold give each item's cluster and class.
func BCubed[P, G comparable](pred []P, gold []G) (precision, recall, f1 float64) {
	if len(pred) == 0 {
		return 0, 0, 0
	}
	type pg struct {
		p P
		g G
	}
	np, ng, both := map[P]int{}, map[G]int{}, map[pg]int{}
	for i := range pred {
		np[pred[i]]++
		ng[gold[i]]++
		both[pg{pred[i], gold[i]}]++
	}
	for i := range pred {
		n := float64(both[pg{pred[i], gold[i]}])
		precision += n / float64(np[pred[i]])
		recall += n / float64(ng[gold[i]])
	}
	precision /= float64(len(pred))
	recall /= float64(len(pred))
	return precision, recall, storyF1(precision, recall)
}

// Pairwise scores a clustering by its item pairs: a pair is predicted when
// both items share a cluster, and right when they share a class too.
func Pairwise[P, G comparable](pred []P, gold []G) (precision, recall, f1 float64) {
	type pg struct {
		p P
		g G
	}
	np, ng, both := map[P]int{}, map[G]int{}, map[pg]int{}
	for i := range pred {
		np[pred[i]]++
		ng[gold[i]]++
		both[pg{pred[i], gold[i]}]++
	}
	pairs := func(n int) float64 { return float64(n) * float64(n-1) / 2 }
	var tp, pp, gp float64
	for _, n := range both {
		tp += pairs(n)
	}
	for _, n := range np {
		pp += pairs(n)
	}
	for _, n := range ng {
		gp += pairs(n)
	}
	if pp > 0 {
		precision = tp / pp
	} else {
		precision = 1
	}
	if gp > 0 {
		recall = tp / gp
	} else {
		recall = 1
	}
	return precision, recall, storyF1(precision, recall)
}

func storyF1(p, r float64) float64 {
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// CorefPRF is one coreference metric.
type CorefPRF struct {
	P, R, F1 float64
}

// CorefScores are the CoNLL-2012 coreference metrics; CoNLL is the mean of
// the MUC, B³ and CEAF-e F1.
type CorefScores struct {
	MUC, B3, CEAFe CorefPRF
	CoNLL          float64
}

// ScoreCoref scores response chains against key chains over the same
// mentions: key[i] and resp[i] are mention i's chain ids. Singletons count
// (as the reference scorer counts them when they are in the files).
func ScoreCoref(key, resp []int) CorefScores {
	k, r := chainsOf(key), chainsOf(resp)
	var s CorefScores
	s.MUC = muc(k, r, key, resp)
	s.B3 = bcubedCoref(k, r, key, resp)
	s.CEAFe = ceafe(k, r, key, resp)
	s.CoNLL = (s.MUC.F1 + s.B3.F1 + s.CEAFe.F1) / 3
	return s
}

// chainsOf groups mention indexes by chain id.
func chainsOf(ids []int) map[int][]int {
	out := map[int][]int{}
	for i, id := range ids {
		out[id] = append(out[id], i)
	}
	return out
}

func prf(num, pden, rden float64, pnum float64) CorefPRF {
	var c CorefPRF
	if rden > 0 {
		c.R = num / rden
	}
	if pden > 0 {
		c.P = pnum / pden
	}
	c.F1 = storyF1(c.P, c.R)
	return c
}

// muc is Vilain et al. (1995): recall = Σ(|K| − |p(K)|) / Σ(|K| − 1), where
// p(K) is the partition of key chain K by the response chains (mentions the
// response lacks are each their own part); precision swaps the roles.
func muc(k, r map[int][]int, key, resp []int) CorefPRF {
	side := func(chains map[int][]int, other []int) (num, den float64) {
		for _, ms := range chains {
			parts := map[int]bool{}
			for _, m := range ms {
				parts[other[m]] = true
			}
			num += float64(len(ms) - len(parts))
			den += float64(len(ms) - 1)
		}
		return
	}
	rn, rd := side(k, resp)
	pn, pd := side(r, key)
	return prf(rn, pd, rd, pn)
}

// bcubedCoref is B³ over mentions: recall Σ_K Σ_R |K∩R|²/|K| / Σ|K|,
// precision with K and R swapped.
func bcubedCoref(k, r map[int][]int, key, resp []int) CorefPRF {
	type kr struct{ k, r int }
	both := map[kr]int{}
	for i := range key {
		both[kr{key[i], resp[i]}]++
	}
	// Summed per mention, in mention order, so that the result does not
	// depend on map order: Σ_mentions |K∩R|/|K| = Σ_{K,R} |K∩R|²/|K|.
	var rn, pn float64
	for i := range key {
		n := float64(both[kr{key[i], resp[i]}])
		rn += n / float64(len(k[key[i]]))
		pn += n / float64(len(r[resp[i]]))
	}
	total := float64(len(key))
	return prf(rn, total, total, pn)
}

// ceafe is Luo (2005) entity-based CEAF with φ4(K, R) = 2|K∩R| / (|K|+|R|),
// the best one-to-one alignment of key and response chains found by the
// Hungarian algorithm on each connected group of overlapping chains (φ4 is
// zero between chains that share no mention, so groups align apart).
// Recall = Σφ4 / |key chains|, precision = Σφ4 / |response chains|.
func ceafe(k, r map[int][]int, key, resp []int) CorefPRF {
	type kr struct{ k, r int }
	both := map[kr]int{}
	for i := range key {
		both[kr{key[i], resp[i]}]++
	}
	// Union-find over key chains (ids ≥ 0) and response chains (offset).
	parent := map[[2]int]([2]int){}
	var find func(x [2]int) [2]int
	find = func(x [2]int) [2]int {
		p, ok := parent[x]
		if !ok || p == x {
			parent[x] = x
			return x
		}
		root := find(p)
		parent[x] = root
		return root
	}
	for x := range both {
		a, b := find([2]int{0, x.k}), find([2]int{1, x.r})
		if a != b {
			parent[a] = b
		}
	}
	groups := map[[2]int]*struct{ ks, rs []int }{}
	for id := range k {
		g := find([2]int{0, id})
		if groups[g] == nil {
			groups[g] = &struct{ ks, rs []int }{}
		}
		groups[g].ks = append(groups[g].ks, id)
	}
	for id := range r {
		g := find([2]int{1, id})
		if groups[g] == nil {
			groups[g] = &struct{ ks, rs []int }{}
		}
		groups[g].rs = append(groups[g].rs, id)
	}
	roots := make([][2]int, 0, len(groups))
	for g := range groups {
		roots = append(roots, g)
	}
	sort.Slice(roots, func(i, j int) bool {
		return roots[i][0] < roots[j][0] || roots[i][0] == roots[j][0] && roots[i][1] < roots[j][1]
	})
	var sim float64
	for _, root := range roots {
		g := groups[root]
		if len(g.ks) == 0 || len(g.rs) == 0 {
			continue
		}
		sort.Ints(g.ks)
		sort.Ints(g.rs)
		w := make([][]float64, len(g.ks))
		for i, ki := range g.ks {
			w[i] = make([]float64, len(g.rs))
			for j, rj := range g.rs {
				if n := both[kr{ki, rj}]; n > 0 {
					w[i][j] = 2 * float64(n) / float64(len(k[ki])+len(r[rj]))
				}
			}
		}
		sim += maxAssignment(w)
	}
	return prf(sim, float64(len(r)), float64(len(k)), sim)
}

// maxAssignment returns the largest total weight of a one-to-one matching
// of rows to columns (Hungarian algorithm with potentials, O(n²m)).
func maxAssignment(w [][]float64) float64 {
	n := len(w)
	if n == 0 {
		return 0
	}
	m := len(w[0])
	transposed := false
	if n > m {
		t := make([][]float64, m)
		for j := range t {
			t[j] = make([]float64, n)
			for i := range w {
				t[j][i] = w[i][j]
			}
		}
		w, n, m, transposed = t, m, n, true
	}
	_ = transposed
	// Minimize the cost −w; rows 1..n, columns 1..m (1-based, e-maxx).
	u := make([]float64, n+1)
	v := make([]float64, m+1)
	p := make([]int, m+1)
	way := make([]int, m+1)
	for i := 1; i <= n; i++ {
		p[0] = i
		j0 := 0
		minv := make([]float64, m+1)
		used := make([]bool, m+1)
		for j := range minv {
			minv[j] = math.Inf(1)
		}
		for {
			used[j0] = true
			i0, delta, j1 := p[j0], math.Inf(1), 0
			for j := 1; j <= m; j++ {
				if used[j] {
					continue
				}
				cur := -w[i0-1][j-1] - u[i0] - v[j]
				if cur < minv[j] {
					minv[j], way[j] = cur, j0
				}
				if minv[j] < delta {
					delta, j1 = minv[j], j
				}
			}
			for j := 0; j <= m; j++ {
				if used[j] {
					u[p[j]] += delta
					v[j] -= delta
				} else {
					minv[j] -= delta
				}
			}
			j0 = j1
			if p[j0] == 0 {
				break
			}
		}
		for j0 != 0 {
			j1 := way[j0]
			p[j0] = p[j1]
			j0 = j1
		}
	}
	var total float64
	for j := 1; j <= m; j++ {
		if p[j] != 0 {
			total += w[p[j]-1][j-1]
		}
	}
	return total
}

// writeCoNLLFile writes mentions as one CoNLL coreference document, one
// line per mention ("doc 0 index name (chain)"), the format the reference
// scorer reads when every mention is a one-token line.
func writeCoNLLFile(path, doc string, names []string, chains []int) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "#begin document (%s); part 000\n", doc)
	for i, c := range chains {
		fmt.Fprintf(w, "%s\t0\t%d\t%s\t(%d)\n", doc, i, names[i], c)
	}
	fmt.Fprintln(w, "#end document")
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readCoNLLFile reads the chain ids of the one-mention lines written by
// writeCoNLLFile (the last column, "(N)"), in order.
func readCoNLLFile(path string) ([]int, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []int
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		fs := strings.Fields(s)
		last := fs[len(fs)-1]
		if !strings.HasPrefix(last, "(") || !strings.HasSuffix(last, ")") {
			return nil, fmt.Errorf("%s:%d: coreference column %q is not (N)", path, line, last)
		}
		n, err := strconv.Atoi(last[1 : len(last)-1])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: coreference column %q is not (N)", path, line, last)
		}
		out = append(out, n)
	}
	return out, sc.Err()
}

func writeJSONFile(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
