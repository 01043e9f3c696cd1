package names

import "strings"

// gazKey combines the lower-case hashes of consecutive tokens into the key of
// an n-gram.
func gazKey(h []uint64) uint64 {
	k := uint64(len(h))
	for _, x := range h {
		k = mix64(k*31 ^ x)
	}
	if k == 0 {
		k = 1
	}
	return k
}

// phraseKey is gazKey of a phrase, tokenized as Tag would.
func phraseKey(phrase string) (uint64, int) {
	toks := Tokenize(phrase)
	if len(toks) == 0 || len(toks) > maxGazLen {
		return 0, 0
	}
	var hs [maxGazLen]uint64
	var buf []byte
	for i, t := range toks {
		hs[i], buf, _ = hashLower(buf, t.Text)
	}
	return gazKey(hs[:len(toks)]), len(toks)
}

// addHandGazetteer adds the hand-written lists to gaz.
func addHandGazetteer(gaz map[uint64]uint32) {
	add := func(set map[string]bool, cat int) {
		for p := range set {
			if k, n := phraseKey(p); n > 0 {
				gaz[k] |= 1 << cat
			}
		}
	}
	add(countries, catLOC)
	add(demonyms, catNORP)
	add(orgs, catORG)
	add(titles, catTITLE)
}

// titleStarts returns the table of fastTables.titleT: the words that start
// the titles of the list, each with the most words of a title it starts.
// It returns nil when gaz holds a title not on the list (a model saved
// with another list), as then the words of its titles are not known.
func titleStarts(gaz map[uint64]uint32) *u64Table {
	listed := map[uint64]bool{}
	starts := map[uint64]uint32{}
	var buf []byte
	for p := range titles {
		k, n := phraseKey(p)
		if n == 0 {
			continue
		}
		listed[k] = true
		var h uint64
		h, buf, _ = hashLower(buf, Tokenize(p)[0].Text)
		starts[h] = max(starts[h], uint32(n))
	}
	for k, cats := range gaz {
		if cats&(1<<catTITLE) != 0 && !listed[k] {
			return nil
		}
	}
	return newU64Table(len(starts), func(add func(uint64, uint32)) {
		for h, n := range starts {
			add(h, n)
		}
	})
}

// addPlaces adds place names to gaz, in the place category.
func addPlaces(gaz map[uint64]uint32, places []string) {
	for _, p := range places {
		if k, n := phraseKey(p); n > 0 {
			gaz[k] |= 1 << catPLACE
		}
	}
}

// markGazetteer sets the gazetteer bits of the tokens of one sentence: for
// each n-gram in the gazetteer starting at a capitalized token (or any token
// for titles), bit cat*4+pos with pos the token's BILU position in the match.
// lookup reads the gazetteer (Model.gaz or its fast table). titleLen, when
// not nil, returns the most words of a title starting with a word (by its
// lower-case hash): only the title category marks an n-gram starting in
// lower case, so most such tokens need no lookup.
func (m *Model) markGazetteer(infos []tokInfo, lookup func(uint64) (uint32, bool), titleLen func(uint64) int) {
	if len(m.gaz) == 0 {
		return
	}
	var hs [maxGazLen]uint64
	for i := range infos {
		if infos[i].caps == capPunct {
			continue
		}
		n := min(maxGazLen, len(infos)-i)
		if titleLen != nil && infos[i].caps == capLower {
			n = min(n, titleLen(infos[i].hLW))
		}
		for j := 0; j < n; j++ {
			hs[j] = infos[i+j].hLW
		}
		for l := n; l >= 1; l-- {
			if l > 1 && infos[i+l-1].caps == capPunct {
				continue
			}
			cats, ok := lookup(gazKey(hs[:l]))
			if !ok {
				continue
			}
			for c := 0; c < numGazCats; c++ {
				if cats&(1<<c) == 0 {
					continue
				}
				if c != catTITLE && infos[i].caps == capLower {
					continue
				}
				if l == 1 {
					infos[i].gaz |= 1 << (c*4 + posU)
					continue
				}
				infos[i].gaz |= 1 << (c*4 + posB)
				for j := i + 1; j < i+l-1; j++ {
					infos[j].gaz |= 1 << (c*4 + posI)
				}
				infos[i+l-1].gaz |= 1 << (c*4 + posL)
			}
		}
	}
}

// gmbCat maps a GMB entity label to a gazetteer category, or -1.
func gmbCat(label string) int {
	switch strings.ToLower(label) {
	case "per":
		return catPER
	case "org":
		return catORG
	case "geo":
		return catLOC
	case "gpe":
		return catNORP
	case "art", "eve", "nat":
		return catMISC
	}
	return -1
}

// isPlaceName reports whether a folded name is a GeoNames place of the
// model's place gazetteer.
func (m *Model) isPlaceName(folded string) bool {
	k, n := phraseKey(folded)
	return n > 0 && m.gaz[k]&(1<<catPLACE) != 0
}
