package stories

import "github.com/storyline-news/storyline"

// conflictKinds are the kinds of argument compared, as feature key
// prefixes: people and places in the names, stated years and figures in
// the arguments.
var conflictKinds = []string{string(storyline.PER) + ":", string(storyline.LOC) + ":", "y:", "n:"}

// conflictKind returns the conflict kind of a feature key, "" for none.
func conflictKind(k string) string {
	for _, kind := range conflictKinds {
		if len(k) > len(kind) && k[:len(kind)] == kind {
			return kind
		}
	}
	return ""
}

// updateTops keeps a story's main arguments current after an article's
// features were added: weights only grow, so a main argument can only give
// way to one of the article's keys. Scanning the whole story instead, for
// every candidate comparison, would cost as much as the similarity.
func (c *Clusterer) updateTops(s *story, v *docVec) {
	if s.tops == nil {
		s.tops = mainArgs(s.Ents, s.Args)
		return
	}
	for _, m := range []map[string]float64{v.ents, v.args} {
		for k := range m {
			kind := conflictKind(k)
			if kind == "" {
				continue
			}
			w := s.Ents[k]
			if kind[0] == 'y' || kind[0] == 'n' {
				w = s.Args[k]
			}
			cur, ok := s.tops[kind]
			var cw float32
			if ok {
				cw = s.Ents[cur]
				if kind[0] == 'y' || kind[0] == 'n' {
					cw = s.Args[cur]
				}
			}
			if !ok || w > cw || w == cw && k < cur {
				s.tops[kind] = k
			}
		}
	}
}

// mainArgs returns the heaviest key of each conflict kind among ents and
// args.
func mainArgs[F float32 | float64](ents, args map[string]F) map[string]string {
	out := map[string]string{}
	best := map[string]F{}
	for _, m := range []map[string]F{ents, args} {
		for k, x := range m {
			if kind := conflictKind(k); kind != "" {
				if b, ok := out[kind]; !ok || x > best[kind] || x == best[kind] && k < b {
					out[kind], best[kind] = k, x
				}
			}
		}
	}
	return out
}

// conflictFactor is opt.Conflict to the power of the number of kinds on
// which an article (its names and arguments, tops their mainArgs) and a
// story conflict: each side's main person, place, year or figure is absent
// from the other.
func (c *Clusterer) conflictFactor(tops map[string]string, ents, args map[string]float64, s *story) float64 {
	if c.opt.Conflict >= 1 {
		return 1
	}
	if s.tops == nil {
		s.tops = mainArgs(s.Ents, s.Args)
	}
	f := 1.0
	for kind, k := range tops {
		sk, ok := s.tops[kind]
		if !ok {
			continue
		}
		in := ents
		if kind[0] == 'y' || kind[0] == 'n' {
			in = args
		}
		_, storyHas := s.Ents[k]
		if !storyHas {
			_, storyHas = s.Args[k]
		}
		if _, docHas := in[sk]; !storyHas && !docHas {
			f *= c.opt.Conflict
		}
	}
	return f
}
