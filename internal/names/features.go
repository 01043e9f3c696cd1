package names

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The tag set is BILOU over four CoNLL types: O, then B, I, L, U of PER,
// ORG, LOC and MISC.
const (
	numTypes = 4
	numTags  = 1 + 4*numTypes
)

var typeNames = [numTypes]string{"PER", "ORG", "LOC", "MISC"}

// Indexes of typeNames.
const (
	typePER = iota
	typeORG
	typeLOC
	typeMISC
)

const (
	posB = iota
	posI
	posL
	posU
)

func tagOf(typ, pos int) int { return 1 + typ*4 + pos }
func tagType(t int) int      { return (t - 1) / 4 }
func tagPos(t int) int       { return (t - 1) % 4 }

// tagName returns "O", "B-PER", …
func tagName(t int) string {
	if t == 0 {
		return "O"
	}
	return string("BILU"[tagPos(t)]) + "-" + typeNames[tagType(t)]
}

// validAfter reports whether tag t may follow tag prev (0 = O or the start).
func validAfter(prev, t int) bool {
	open := prev != 0 && (tagPos(prev) == posB || tagPos(prev) == posI)
	if open {
		return t != 0 && tagType(t) == tagType(prev) && (tagPos(t) == posI || tagPos(t) == posL)
	}
	return t == 0 || tagPos(t) == posB || tagPos(t) == posU
}

// Capitalization classes.
const (
	capLower = iota
	capInit
	capAll
	capMixed
	capDigit
	capPunct
	// capNone is a word with letters in a sentence whose capitals say
	// nothing (a Title Case or ALL CAPS headline).
	capNone
	numCaps
)

// Sentence casings: in a headline written in Title Case or in capitals,
// the capitals of a word are the style's, not the word's.
const (
	caseNormal = iota
	caseUpper
	caseTitle
	numCasings
)

// headlineMinorWords stay lower case in a Title Case headline.
var headlineMinorWords = map[string]bool{
	"a": true, "an": true, "the": true, "and": true, "but": true, "or": true, "nor": true, "for": true,
	"of": true, "in": true, "on": true, "at": true, "to": true, "by": true, "as": true, "up": true,
	"via": true, "per": true, "vs": true, "vs.": true, "with": true, "from": true, "into": true, "over": true,
	"off": true, "out": true, "is": true, "'s": true, "n't": true,
}

// maxMinorWordLen is the length of the longest headline minor word: longer
// words need no look-up.
var maxMinorWordLen = func() int {
	n := 0
	for w := range headlineMinorWords {
		n = max(n, len(w))
	}
	return n
}()

// sentenceCasing returns the casing of a sentence of words: caseUpper when
// at least four in five words with letters are in capitals, caseTitle when
// at least three words are capitalized and every other word with letters is
// a minor word of headlines, else caseNormal.
func sentenceCasing(words []string) int {
	var c casingCount
	for _, w := range words {
		wc := wordCaps(w)
		c.add(wc, wc == capLower && len(w) <= maxMinorWordLen && headlineMinorWords[w])
	}
	return c.casing()
}

// casingCount counts the words of a sentence for its casing, each by its
// capitalization class and whether it is a minor word of headlines.
type casingCount struct {
	letters, caps, capped, lowerMajor int
}

func (c *casingCount) add(wordCaps uint8, minor bool) {
	switch wordCaps {
	case capAll:
		c.letters++
		c.caps++
		c.capped++
	case capInit, capMixed:
		c.letters++
		c.capped++
	case capLower:
		c.letters++
		if !minor {
			c.lowerMajor++
		}
	}
}

// casing returns the casing of the words counted, as sentenceCasing.
func (c *casingCount) casing() int {
	switch {
	case c.letters >= 3 && c.caps*5 >= c.letters*4:
		return caseUpper
	case c.capped >= 3 && c.lowerMajor == 0:
		return caseTitle
	}
	return caseNormal
}

// tokInfo holds what the features need of one token, hashed once: what
// the features that combine it with its neighbours, the tags and the
// rules read. What only the token's own word features read is in
// wordForms, which the tagger needs once per word, not per token.
type tokInfo struct {
	hLW, hShort uint64
	caps        uint8
	lex         uint8  // lexicon class, see lexicon
	gaz         uint32 // gazetteer bits, see gazFeature
	clus        uint32 // word clusters, see buildClusters
	vclus       uint32 // vector clusters, see buildVectorClusters
}

// wordForms holds the hashes of a word that only its word features
// (wordFeatures) read.
type wordForms struct {
	hW, hShape uint64
	pre, suf   [4]uint64
	npre       int
	hyph       [2]uint64
	nhyph      int
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func hashString(s string) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}

func hashBytes(s []byte) uint64 {
	h := uint64(fnvOffset)
	for _, c := range s {
		h ^= uint64(c)
		h *= fnvPrime
	}
	return h
}

func mix64(x uint64) uint64 {
	x ^= x >> 31
	x *= 0x7fb5d329728ea185
	x ^= x >> 27
	x *= 0x81dadef4bc2dd44d
	x ^= x >> 33
	return x
}

// feat combines a template id with up to two values into a feature key.
func feat(tid uint64, a, b uint64) uint64 {
	return mix64(mix64(tid*0x9e3779b97f4a7c15^a) ^ b*0xc2b2ae3d27d4eb4f)
}

// lowerASCII returns s lower-cased, using buf when s is ASCII.
func lowerInto(buf []byte, s string) ([]byte, string) {
	buf = buf[:0]
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			l := strings.ToLower(s)
			return buf, l
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf, ""
}

// normDigit maps every digit to 0, so that numbers share features.
func hashLower(buf []byte, s string) (uint64, []byte, string) {
	buf, l := lowerInto(buf, s)
	if l != "" {
		return hashNormDigits(l), buf, l
	}
	h := uint64(fnvOffset)
	for _, c := range buf {
		if '0' <= c && c <= '9' {
			c = '0'
		}
		h ^= uint64(c)
		h *= fnvPrime
	}
	return h, buf, ""
}

func hashNormDigits(s string) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if '0' <= c && c <= '9' {
			c = '0'
		}
		h ^= uint64(c)
		h *= fnvPrime
	}
	return h
}

// casedSalt starts the shape hashes of words whose capitals say nothing,
// so that their shapes are features of their own.
const casedSalt = 'C'

// fillInfo computes the token-level hashes of word w; cased says that w is
// in a headline whose capitals say nothing (caseTitle or caseUpper): then
// its shapes and capitalization class ignore case and its word form is its
// lower-cased form.
func fillInfo(ti *tokInfo, wf *wordForms, w string, buf []byte, cased bool) []byte {
	*ti = tokInfo{}
	*wf = wordForms{}
	var l string
	ti.hLW, buf, l = hashLower(buf, w)
	wf.hW = ti.hLW
	if !cased {
		wf.hW = hashString(w)
	}
	src := buf // the lower-cased form
	if l != "" {
		src = []byte(l)
	}
	// Shape and short shape, capitalization class.
	hs, hss := uint64(fnvOffset), uint64(fnvOffset)
	if cased {
		hs, hss = (hs^casedSalt)*fnvPrime, (hss^casedSalt)*fnvPrime
	}
	var last byte
	nUp, nLow, nDig, nOther, n := 0, 0, 0, 0, 0
	firstUp := false
	for i, r := range w {
		var c byte
		switch {
		case cased && (r < utf8.RuneSelf && 'A' <= r && r <= 'Z' || r >= utf8.RuneSelf && unicode.IsUpper(r)):
			c = 'x'
			nLow++
		case r < utf8.RuneSelf && 'A' <= r && r <= 'Z', r >= utf8.RuneSelf && unicode.IsUpper(r):
			c = 'X'
			nUp++
			if i == 0 {
				firstUp = true
			}
		case r < utf8.RuneSelf && 'a' <= r && r <= 'z', r >= utf8.RuneSelf && unicode.IsLetter(r):
			c = 'x'
			nLow++
		case '0' <= r && r <= '9':
			c = 'd'
			nDig++
		default:
			if r < utf8.RuneSelf {
				c = byte(r)
			} else {
				c = '*'
			}
			nOther++
		}
		n++
		if n <= 8 {
			hs ^= uint64(c)
			hs *= fnvPrime
		}
		if c != last {
			hss ^= uint64(c)
			hss *= fnvPrime
			last = c
		}
	}
	if n > 8 {
		hs ^= '+'
		hs *= fnvPrime
	}
	wf.hShape, ti.hShort = hs, hss
	switch {
	case nUp+nLow == 0 && nDig > 0:
		ti.caps = capDigit
	case nUp+nLow == 0:
		ti.caps = capPunct
	case nUp > 0 && nLow == 0 && (nUp > 1 || nOther == 0):
		if nUp == 1 && n == 1 {
			ti.caps = capInit
		} else {
			ti.caps = capAll
		}
	case firstUp && nUp == 1:
		ti.caps = capInit
	case nUp == 0:
		ti.caps = capLower
	default:
		ti.caps = capMixed
	}
	if cased && ti.caps != capDigit && ti.caps != capPunct {
		ti.caps = capNone
	}
	// Prefixes and suffixes of the lower-cased form, by runes.
	runes := utf8.RuneCount(src)
	if runes > 1 {
		k := 0
		h := uint64(fnvOffset)
		for i := 0; i < len(src) && k < 4 && k < runes-1; {
			_, sz := utf8.DecodeRune(src[i:])
			for j := i; j < i+sz; j++ {
				h ^= uint64(src[j])
				h *= fnvPrime
			}
			wf.pre[k] = h
			k++
			i += sz
		}
		wf.npre = k
		k = 0
		h = uint64(fnvOffset)
		for i := len(src); i > 0 && k < 4 && k < runes-1; {
			_, sz := utf8.DecodeLastRune(src[:i])
			for j := i - 1; j >= i-sz; j-- {
				h ^= uint64(src[j])
				h *= fnvPrime
			}
			wf.suf[k] = h
			k++
			i -= sz
		}
	}
	// Parts of hyphenated words: "venezuela-colombian".
	if k := bytes.IndexByte(src, '-'); k > 0 && k+1 < len(src) {
		wf.hyph[0] = hashBytes(src[:k])
		wf.hyph[1] = hashBytes(src[bytes.LastIndexByte(src, '-')+1:])
		wf.nhyph = 2
	}
	return buf
}

// Feature templates.
const (
	fBias = iota + 1
	fW
	fLW
	fShape
	fShort
	fPre
	fSuf
	fLWm1
	fLWp1
	fLWm2
	fLWp2
	fShortM1
	fShortP1
	fShortM1_0
	fShort0_P1
	fLWm1_0
	fLW0_P1
	fCapsInit
	fCapsAllCaps
	fLex
	fLexM1
	fLexP1
	fLexCaps
	fGaz
	fCaps3
	fHyph
	fLexM1_0
	fLex0_P1
	fGazCaps
	fWm1Caps
	fWm1
	fWp1
	fSuf3m1
	fSuf3p1
	fLexM2
	fLexP2
	fShort3
	fCaps5
	fLW0ShortP1
	fShortM1LW0
	fClus
	fClusFine
	fClusM1
	fClusP1
	// dynamic
	fT1
	fT2T1
	fT1LW
	fT1Short
	fT1Caps
	fT1Lex
	fT1LWm1
	// document history, see history.go
	fHist
	fHistCaps
	// vector clusters, see vectors.go
	fVClus
	fVClusM1
	fVClusP1
	fVClusCaps
	fVClusM2
	fVClusP2
)

var (
	edgeInfo  = tokInfo{hLW: 1, hShort: 1, caps: capPunct, lex: 255}
	edgeForms = wordForms{hW: 1, hShape: 1}
)

// Roles a word plays in the features of a token: itself, or a neighbour at
// -1, +1, -2, +2. The features of each role depend on that one word only,
// so the tagger caches their summed weights per word.
const (
	roleSelf = iota
	roleM1
	roleP1
	roleM2
	roleP2
	numRoles
)

// wordFeatures appends the features word t, of forms f, contributes in
// role r.
func wordFeatures(out []uint64, t *tokInfo, f *wordForms, r int) []uint64 {
	switch r {
	case roleSelf:
		out = append(out,
			feat(fW, f.hW, 0),
			feat(fLW, t.hLW, 0),
			feat(fShape, f.hShape, 0),
			feat(fShort, t.hShort, 0),
		)
		for k := 0; k < f.npre; k++ {
			out = append(out, feat(fPre, uint64(k), f.pre[k]), feat(fSuf, uint64(k), f.suf[k]))
		}
		for k := 0; k < f.nhyph; k++ {
			out = append(out, feat(fHyph, uint64(k), f.hyph[k]))
		}
		out = append(out, feat(fClus, uint64(t.clus&0xffff), 0), feat(fClusFine, uint64(t.clus>>16), 0))
		if t.vclus != 0 {
			for g := range vectorClusterSizes {
				out = append(out, feat(fVClus, uint64(g), uint64(t.vclus>>(g*vectorClusterBits)&vectorClusterMask)))
			}
			out = append(out, feat(fVClusCaps, uint64(t.vclus>>(2*vectorClusterBits)&vectorClusterMask), uint64(t.caps)))
		}
	case roleM1:
		out = append(out, feat(fLWm1, t.hLW, 0), feat(fWm1, f.hW, 0), feat(fSuf3m1, f.suf[2], 0), feat(fShortM1, t.hShort, 0),
			feat(fClusM1, uint64(t.clus>>16), 0), feat(fVClusM1, uint64(t.vclus>>vectorClusterBits&vectorClusterMask), 0), feat(fVClusM1, 1<<20|uint64(t.vclus&vectorClusterMask), 0), feat(fVClusM1, 2<<20|uint64(t.vclus>>(2*vectorClusterBits)&vectorClusterMask), 0))
	case roleP1:
		out = append(out, feat(fLWp1, t.hLW, 0), feat(fWp1, f.hW, 0), feat(fSuf3p1, f.suf[2], 0), feat(fShortP1, t.hShort, 0),
			feat(fClusP1, uint64(t.clus>>16), 0), feat(fVClusP1, uint64(t.vclus>>vectorClusterBits&vectorClusterMask), 0), feat(fVClusP1, 1<<20|uint64(t.vclus&vectorClusterMask), 0), feat(fVClusP1, 2<<20|uint64(t.vclus>>(2*vectorClusterBits)&vectorClusterMask), 0))
	case roleM2:
		out = append(out, feat(fLWm2, t.hLW, 0), feat(fVClusM2, uint64(t.vclus>>vectorClusterBits&vectorClusterMask), 0))
	case roleP2:
		out = append(out, feat(fLWp2, t.hLW, 0), feat(fVClusP2, uint64(t.vclus>>vectorClusterBits&vectorClusterMask), 0))
	}
	return out
}

// neighbours returns the tokens at -2, -1, +1, +2 of token i, edgeInfo
// beyond the sentence.
func neighbours(toks []tokInfo, i int) (m2, m1, p1, p2 *tokInfo) {
	m1, p1, m2, p2 = &edgeInfo, &edgeInfo, &edgeInfo, &edgeInfo
	if i > 0 {
		m1 = &toks[i-1]
	}
	if i > 1 {
		m2 = &toks[i-2]
	}
	if i+1 < len(toks) {
		p1 = &toks[i+1]
	}
	if i+2 < len(toks) {
		p2 = &toks[i+2]
	}
	return
}

// staticFeatures appends every feature key of token i of the sentence,
// whose words have forms.
func staticFeatures(out []uint64, toks []tokInfo, forms []wordForms, i int, casing int) []uint64 {
	m2, m1, p1, p2 := neighbours(toks, i)
	fm2, fm1, fp1, fp2 := &edgeForms, &edgeForms, &edgeForms, &edgeForms
	if i > 0 {
		fm1 = &forms[i-1]
	}
	if i > 1 {
		fm2 = &forms[i-2]
	}
	if i+1 < len(forms) {
		fp1 = &forms[i+1]
	}
	if i+2 < len(forms) {
		fp2 = &forms[i+2]
	}
	out = wordFeatures(out, &toks[i], &forms[i], roleSelf)
	out = wordFeatures(out, m1, fm1, roleM1)
	out = wordFeatures(out, p1, fp1, roleP1)
	out = wordFeatures(out, m2, fm2, roleM2)
	out = wordFeatures(out, p2, fp2, roleP2)
	return contextFeatures(out, toks, i, casing)
}

// contextFeatures appends the features of token i that combine words or
// look at the sentence.
func contextFeatures(out []uint64, toks []tokInfo, i int, casing int) []uint64 {
	t := &toks[i]
	m2, m1, p1, p2 := neighbours(toks, i)
	initial := uint64(0)
	if i == 0 {
		initial = 1
	} else if m1.caps == capPunct && i == 1 {
		initial = 2
	}
	ac := uint64(casing)
	out = append(out,
		feat(fBias, 0, 0),
		feat(fShortM1_0, m1.hShort, t.hShort),
		feat(fShort0_P1, t.hShort, p1.hShort),
		feat(fLWm1_0, m1.hLW, t.hLW),
		feat(fLW0_P1, t.hLW, p1.hLW),
		feat(fCapsInit, uint64(t.caps), initial),
		feat(fCapsAllCaps, uint64(t.caps), ac),
		feat(fLex, uint64(t.lex), ac),
		feat(fLexM1, uint64(m1.lex), 0),
		feat(fLexP1, uint64(p1.lex), 0),
		feat(fLexCaps, uint64(t.lex), uint64(t.caps)<<2|initial),
		feat(fCaps3, uint64(m1.caps)<<8|uint64(t.caps)<<4|uint64(p1.caps), 0),
		feat(fLexM1_0, uint64(m1.lex), uint64(t.lex)),
		feat(fLex0_P1, uint64(t.lex), uint64(p1.lex)),
		feat(fWm1Caps, m1.hLW, uint64(t.caps)),
		feat(fLexM2, uint64(m2.lex), 0),
		feat(fLexP2, uint64(p2.lex), 0),
		feat(fShort3, m1.hShort, t.hShort^p1.hShort*31),
		feat(fCaps5, uint64(m2.caps)<<16|uint64(m1.caps)<<12|uint64(t.caps)<<8|uint64(p1.caps)<<4|uint64(p2.caps), 0),
		feat(fLW0ShortP1, t.hLW, p1.hShort),
		feat(fShortM1LW0, m1.hShort, t.hLW),
	)
	for g := t.gaz; g != 0; g &= g - 1 {
		b := uint64(bitIndex(g))
		out = append(out, feat(fGaz, b, 0), feat(fGazCaps, b, uint64(t.caps)))
	}
	return out
}

func bitIndex(x uint32) int {
	n := 0
	for x&1 == 0 {
		x >>= 1
		n++
	}
	return n
}

// dynamicFeatures appends the features that depend on the tags already
// chosen: the previous one and two tags.
func dynamicFeatures(out []uint64, t *tokInfo, t1, t2 int) []uint64 {
	return append(out,
		feat(fT1, uint64(t1), 0),
		feat(fT2T1, uint64(t2), uint64(t1)),
		feat(fT1LW, uint64(t1), t.hLW),
		feat(fT1Short, uint64(t1), t.hShort),
		feat(fT1Caps, uint64(t1), uint64(t.caps)),
		feat(fT1Lex, uint64(t1), uint64(t.lex)),
	)
}
