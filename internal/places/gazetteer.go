// Package places resolves place names in news text to gazetteer places with
// coordinates, offline: "Urena" in an article about Venezuela and Colombia
// is Ureña, Táchira, VE, at 7.92, -72.45.
//
// The gazetteer (data/gazetteer) holds the GeoNames populated places of at
// least 1,000 people and the seats of administrative divisions, the
// first-level divisions and the countries, with alternate names. Names are
// matched by their folded form (see Fold), so "Cucuta" finds Cúcuta.
// Resolve chooses among the candidates by what the text states ("Urena,
// Venezuela"), by the article's country context, then by population, and
// gives each place an ACLED-style precision.
package places

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/data/gazetteer"
	"github.com/storyline-news/storyline/internal/text"
)

// Kinds of gazetteer entry, as in storyline.Place.Kind.
const (
	KindCity    = "city"
	KindAdmin1  = "admin1"
	KindCountry = "country"
	// KindAdmin2 is a county or parish a text names with its state that
	// the gazetteer does not list (it holds no second-level divisions).
	KindAdmin2 = "admin2"
)

const (
	kindCity uint8 = iota
	kindAdmin1
	kindCountry
)

// Feature flags of populated places.
const (
	featCapital uint8 = 1 << iota // PPLC: national capital
	featSeat                      // PPLA: seat of a first-level division
	featSection                   // PPLX: section of a populated place (see CityOf)
)

// entry is one gazetteer place. Names are substrings of the decompressed
// file, so loading allocates no string per place.
type entry struct {
	name     string
	lat, lon float32
	pop      uint32
	id       uint32 // GeoNames id, 0 for divisions and countries
	admin1   int32  // index of the first-level division's entry, -1 if none
	country  [2]byte
	kind     uint8
	feature  uint8
}

// Gazetteer is an in-memory gazetteer with an index from folded names to
// places. It is safe for concurrent use.
type Gazetteer struct {
	entries []entry
	// index maps a folded name to its key id; the key's postings are
	// postings[offsets[id]:offsets[id+1]]: entry index << 1 | 1 when the
	// name is an alternate name of the entry, not its main name.
	index   map[string]uint32
	offsets []uint32
	// translit indexes the names of places where Arabic names are
	// romanized by their transliteration keys (arabic.go).
	translit translitIndex
	postings []uint32
	// countries maps an ISO 3166-1 alpha-2 code to its country entry.
	countries map[[2]byte]int32
	// admin1 maps a country and GeoNames admin1 code to a first-level
	// division entry.
	admin1 map[adminKey]int32
	// sectionCity caches CityOf: section entry → town entry, or -1.
	sectionCity sync.Map
	// towns indexes the towns by division (townsIn), built on first use.
	townsOnce sync.Once
	towns     map[townsKey][]int32
	// regions holds each first-level division's own point (regionPoints),
	// built on first use.
	regionOnce sync.Once
	regions    map[int32][2]float32
}

type adminKey struct {
	country [2]byte
	code    string
}

var (
	defaultOnce sync.Once
	defaultGaz  *Gazetteer
)

// Default returns the gazetteer embedded in the binary, loaded on first use
// and shared. It panics if the embedded data is corrupt, which a test
// catches.
func Default() *Gazetteer {
	defaultOnce.Do(func() {
		g, err := load(bytes.NewReader(gazetteer.TSVGz), gzipSize(gazetteer.TSVGz))
		if err != nil {
			panic("places: embedded gazetteer: " + err.Error())
		}
		defaultGaz = g
	})
	return defaultGaz
}

// gzipSize returns the decompressed size a one-member gzip file states in
// its trailer (modulo 4 GiB), or 0 when gz is too short to hold one.
func gzipSize(gz []byte) int {
	if len(gz) < 18 {
		return 0
	}
	return int(binary.LittleEndian.Uint32(gz[len(gz)-4:]))
}

// Len returns the number of places in the gazetteer.
func (g *Gazetteer) Len() int { return len(g.entries) }

// Load reads a gazetteer in the gzip'd TSV format that scripts/gazetteer
// writes: kind, id, name, country, admin1, lat, lon, population, feature and
// '|'-separated alternate names; countries first, then divisions, then
// populated places.
func Load(r io.Reader) (*Gazetteer, error) { return load(r, 0) }

// load is Load with the decompressed size when it is known (sizeHint > 0):
// the text is then decompressed into one buffer of that size, beside the
// parsing, which reads each chunk as it is ready (decompressing is about a
// fifth of the load, start-up waits for all of it).
func load(r io.Reader, sizeHint int) (*Gazetteer, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("gazetteer: %w", err)
	}
	chunks := make(chan []byte, 64)
	readErr := make(chan error, 1)
	if sizeHint <= 0 {
		raw, err := io.ReadAll(zr)
		chunks <- raw
		close(chunks)
		readErr <- err
		sizeHint = len(raw)
	} else {
		go decompress(zr, sizeHint, chunks, readErr)
	}

	g := &Gazetteer{
		entries:   make([]entry, 0, max(sizeHint/60, 1<<10)), // ~64 bytes a line
		countries: map[[2]byte]int32{},
		admin1:    map[adminKey]int32{},
		translit:  translitIndex{},
	}
	b := newIndexBuilder(max(sizeHint/36, 1<<10)) // ~38 bytes a key
	lineNo := 0
	var parseErr error
	for text := range chunks {
		if parseErr != nil {
			continue // drain, so that the decompressing goroutine ends
		}
		lineNo, parseErr = g.parseLines(string(text), lineNo, b)
	}
	if err := <-readErr; err != nil {
		return nil, fmt.Errorf("gazetteer: %w", err)
	}
	if parseErr != nil {
		return nil, parseErr
	}
	g.index, g.offsets, g.postings = b.build()
	return g, nil
}

// decompress reads zr to its end into one buffer of sizeHint bytes (grown
// if the data is longer) and sends on chunks each run of whole lines as it
// is decompressed, the last run with what follows the last newline. A sent
// chunk is never written again.
func decompress(zr io.Reader, sizeHint int, chunks chan<- []byte, readErr chan<- error) {
	defer close(chunks)
	const chunkSize = 512 << 10
	buf := make([]byte, 0, sizeHint)
	sent := 0 // buf[:sent] went out
	for {
		if len(buf) == cap(buf) {
			// Longer than the hint: a new buffer, so that what was sent stays
			// as it is.
			grown := make([]byte, len(buf), 2*cap(buf)+chunkSize)
			copy(grown, buf)
			buf = grown
		}
		n, err := zr.Read(buf[len(buf):min(cap(buf), len(buf)+chunkSize)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			if sent < len(buf) {
				chunks <- buf[sent:]
			}
			readErr <- nil
			return
		}
		if err != nil {
			readErr <- err
			return
		}
		if len(buf)-sent >= chunkSize {
			if nl := bytes.LastIndexByte(buf[sent:], '\n'); nl >= 0 {
				chunks <- buf[sent : sent+nl+1]
				sent += nl + 1
			}
		}
	}
}

// parseLines adds the gazetteer lines of text to g and b; lineNo is the
// number of lines before them. It returns the number after them.
func (g *Gazetteer) parseLines(text string, lineNo int, b *indexBuilder) (int, error) {
	for len(text) > 0 {
		var line string
		line, text, _ = strings.Cut(text, "\n")
		lineNo++
		if line == "" || line[0] == '#' {
			continue
		}
		var f [10]string
		rest := line
		for i := range 9 {
			f[i], rest, _ = strings.Cut(rest, "\t")
		}
		f[9] = rest
		e, err := g.parse(f)
		if err != nil {
			return lineNo, fmt.Errorf("gazetteer: line %d: %w", lineNo, err)
		}
		idx := uint32(len(g.entries))
		arabic := e.kind != kindCountry && arabicNamed[e.country]
		if key := b.addName(e.name, idx<<1, arabic); arabic {
			g.translit.add(key, idx<<1)
		}
		if e.kind == kindCity && e.admin1 >= 0 {
			e.name = g.withoutDivision(e.name, e.admin1, f[4])
		}
		g.entries = append(g.entries, e)
		switch e.kind {
		case kindCountry:
			g.countries[e.country] = int32(idx)
			for _, a := range countryAliases[string(e.country[:])] {
				b.add(a, idx<<1|1)
			}
		case kindAdmin1:
			g.admin1[adminKey{e.country, f[4]}] = int32(idx)
			for _, a := range divisionAliases[string(e.country[:])+f[4]] {
				b.add(a, idx<<1|1)
			}
			// "Norte de Santander Department" is also "Norte de Santander".
			if key := Fold(e.name); stripGeneric(key) != key {
				b.add(stripGeneric(key), idx<<1|1)
			}
		}
		for _, a := range kurdishNames[e.id] {
			b.add(Fold(a), idx<<1|1)
		}
		for alts := f[9]; alts != ""; {
			var a string
			a, alts, _ = strings.Cut(alts, "|")
			// fragmentName drops only names that fold to a generic word
			// ("city"): look the folded name up first, without allocating.
			b.buf = appendFold(b.buf[:0], a)
			if toponymGenerics[string(b.buf)] && fragmentName(a, e.name) {
				continue
			}
			if key := b.addFolded(idx<<1|1, arabic); arabic {
				g.translit.add(key, idx<<1|1)
			}
		}
	}
	return lineNo, nil
}

func (g *Gazetteer) parse(f [10]string) (entry, error) {
	e := entry{name: f[2], admin1: -1}
	switch f[0] {
	case "P":
		e.kind = kindCity
	case "A":
		e.kind = kindAdmin1
	case "C":
		e.kind = kindCountry
	default:
		return e, fmt.Errorf("unknown kind %q", f[0])
	}
	if len(f[3]) != 2 {
		return e, fmt.Errorf("bad country %q", f[3])
	}
	copy(e.country[:], f[3])
	id, err := strconv.ParseUint(f[1], 10, 32)
	if err != nil {
		return e, err
	}
	e.id = uint32(id)
	lat, err := strconv.ParseFloat(f[5], 32)
	if err != nil {
		return e, err
	}
	lon, err := strconv.ParseFloat(f[6], 32)
	if err != nil {
		return e, err
	}
	e.lat, e.lon = float32(lat), float32(lon)
	pop, err := strconv.ParseUint(f[7], 10, 32)
	if err != nil {
		return e, err
	}
	e.pop = uint32(pop)
	switch f[8] {
	case "PPLC":
		e.feature = featCapital
	case "PPLA":
		e.feature = featSeat
	case "PPLX":
		e.feature = featSection
	}
	if e.kind == kindCity && f[4] != "" {
		if a, ok := g.admin1[adminKey{e.country, f[4]}]; ok {
			e.admin1 = a
		}
	}
	return e, nil
}

// withoutDivision returns a town's name without its own first-level
// division written after a comma: "Washington, D.C." is Washington in the
// District of Columbia, "Las Vegas, Santa Barbara" Las Vegas in Santa
// Bárbara. The place names its division apart (Admin1), and reports and
// registers name the town alone. The full name stays indexed.
func (g *Gazetteer) withoutDivision(name string, admin1 int32, code string) string {
	town, qual, ok := strings.Cut(name, ", ")
	if !ok || strings.Contains(qual, ",") {
		return name
	}
	q := Fold(qual)
	letters := strings.ReplaceAll(q, ".", "")
	if q == Fold(g.entries[admin1].name) || strings.Contains(qual, ".") && letters == strings.ToLower(code) {
		return town
	}
	return name
}

// indexBuilder collects postings per key as linked lists, then lays them
// out in one slice. Its map of keys becomes the index.
type indexBuilder struct {
	ids   map[string]uint32 // key → key id
	heads []int32           // key id → index in links of its last posting
	links []link
	buf   []byte
	// keys holds the bytes of the keys folded by addName, in blocks that are
	// never written again once a key is in them: one allocation for many
	// keys.
	keys []byte
}

type link struct {
	posting uint32
	next    int32
}

func newIndexBuilder(n int) *indexBuilder {
	return &indexBuilder{ids: make(map[string]uint32, n), heads: make([]int32, 0, n), links: make([]link, 0, n*3/2)}
}

// addName indexes the folded form of name, folding into a reused buffer
// so that a key already present costs no allocation. With wantKey, it
// returns the key ("" when name folds to nothing).
func (b *indexBuilder) addName(name string, posting uint32, wantKey bool) string {
	b.buf = appendFold(b.buf[:0], name)
	return b.addFolded(posting, wantKey)
}

// addFolded is addName for the key in b.buf.
func (b *indexBuilder) addFolded(posting uint32, wantKey bool) string {
	if len(b.buf) == 0 {
		return ""
	}
	if id, ok := b.ids[string(b.buf)]; ok {
		b.push(id, posting)
		if wantKey {
			return string(b.buf)
		}
		return ""
	}
	if len(b.keys)+len(b.buf) > cap(b.keys) {
		b.keys = make([]byte, 0, max(64<<10, len(b.buf)))
	}
	start := len(b.keys)
	b.keys = append(b.keys, b.buf...)
	key := unsafe.String(&b.keys[start], len(b.buf))
	b.insert(key, posting)
	return key
}

func (b *indexBuilder) add(key string, posting uint32) {
	if key == "" {
		return
	}
	if id, ok := b.ids[key]; ok {
		b.push(id, posting)
		return
	}
	b.insert(key, posting)
}

func (b *indexBuilder) insert(key string, posting uint32) {
	b.ids[key] = uint32(len(b.heads))
	b.links = append(b.links, link{posting, -1})
	b.heads = append(b.heads, int32(len(b.links)-1))
}

// push adds posting to key id's list, unless the entry is there already (a
// name that is also one of its alternates after folding).
func (b *indexBuilder) push(id, posting uint32) {
	h := b.heads[id]
	for i := h; i >= 0; i = b.links[i].next {
		if b.links[i].posting>>1 == posting>>1 {
			if posting&1 == 0 {
				b.links[i].posting = posting
			}
			return
		}
	}
	b.links = append(b.links, link{posting, h})
	b.heads[id] = int32(len(b.links) - 1)
}

// build lays the lists out by key id: key id i's postings are
// postings[offsets[i]:offsets[i+1]], newest first.
func (b *indexBuilder) build() (ids map[string]uint32, offsets, postings []uint32) {
	offsets = make([]uint32, len(b.heads)+1)
	postings = make([]uint32, 0, len(b.links))
	for id, h := range b.heads {
		offsets[id] = uint32(len(postings))
		for i := h; i >= 0; i = b.links[i].next {
			postings = append(postings, b.links[i].posting)
		}
	}
	offsets[len(b.heads)] = uint32(len(postings))
	return b.ids, offsets, postings
}

func (g *Gazetteer) lookupKey(key string) []uint32 {
	id, ok := g.index[key]
	if !ok {
		return nil
	}
	from, to := g.offsets[id], g.offsets[id+1]
	return g.postings[from:to:to]
}

// stripGeneric removes a generic word such as "state", "province" or
// "department" from a folded name: "tachira state" → "tachira".
func stripGeneric(key string) string {
	for _, p := range genericPrefixes {
		if strings.HasPrefix(key, p) {
			key = key[len(p):]
			break
		}
	}
	for _, s := range genericSuffixes {
		if strings.HasSuffix(key, s) {
			return key[:len(key)-len(s)]
		}
	}
	return key
}

// splitArabicArticle writes apart an Arabic article run into the word it
// assimilates to, as the gazetteer spells it: "deir ezzor" → "deir ez zor"
// ("Deir ez-Zor"), "arraqqa" → "ar raqqa".
func splitArabicArticle(key string) string {
	words := strings.Split(key, " ")
	changed := false
	for i, w := range words {
		if len(w) > 4 && (w[0] == 'a' || w[0] == 'e') && w[1] == w[2] && strings.IndexByte("tdrzsnl", w[1]) >= 0 {
			words[i] = w[:2] + " " + w[2:]
			changed = true
		}
	}
	if !changed {
		return key
	}
	return strings.Join(words, " ")
}

// cleanName trims what surrounds a place name in running text: a leading
// "the", a possessive "'s", spaces and punctuation.
func cleanName(name string) string {
	name = strings.TrimSpace(name)
	name = strings.TrimRight(name, ",;:")
	for _, s := range []string{"'s", "’s", "'", "’"} {
		if strings.HasSuffix(name, s) {
			name = name[:len(name)-len(s)]
			break
		}
	}
	return name
}

// candidate is a gazetteer entry matched by a name.
type candidate struct {
	idx   int32
	alt   bool    // matched by an alternate name
	score float64 // higher is better
}

// candidates returns the entries a name may refer to, with their scores
// before context: the folded name, else without a leading "the" or a
// generic word ("Táchira state").
func (g *Gazetteer) candidates(name string) []candidate {
	key := Fold(cleanName(name))
	if governmentWords[key] || worldRegions[strings.TrimPrefix(key, "the ")] {
		return nil
	}
	ps := g.lookupKey(key)
	if len(ps) == 0 {
		if s := strings.TrimPrefix(key, "the "); s != key {
			key = s
			ps = g.lookupKey(key)
		}
	}
	if len(ps) == 0 {
		if s := stripGeneric(key); s != key {
			ps = g.lookupKey(s)
			if strings.HasSuffix(key, " county") || strings.HasSuffix(key, " parish") {
				// "Harris County" is not the town of Harris (the gazetteer
				// holds no counties): only a division of that name
				ps = slices.DeleteFunc(slices.Clone(ps), func(p uint32) bool { return g.entries[p>>1].kind == kindCity })
			}
		}
	}
	if len(ps) == 0 {
		if s := splitArabicArticle(key); s != key {
			ps = g.lookupKey(s)
		}
	}
	if len(ps) == 0 {
		return nil // most names asked (every run of capitalized words of a sentence): nothing to score
	}
	out := make([]candidate, len(ps))
	spelled := text.Fold(cleanName(name))
	for i, p := range ps {
		c := candidate{idx: int32(p >> 1), alt: p&1 == 1}
		c.score = g.baseScore(c)
		out[i] = c
	}
	out = g.byGenericWord(key, out)
	// A division and its seat of the same name ("Valencia", "Mérida"): the
	// name means the town, with the weight of both. So too where the
	// town's name is only one of its names ("Hama" of Ḩamāh, "Geneva" of
	// Genève): "in Hama" is the city, "in Hama province" the division
	// (byGenericWord). A capital keeps its division's reading ("Moscow",
	// "Ankara"): reports name it for its government, and the events read
	// a division so named as one (CapitalNamed).
	for i := range out {
		e := &g.entries[out[i].idx]
		if e.kind != kindCity || e.feature&featSeat == 0 || e.admin1 < 0 || out[i].alt && (shortFormOf(key, Fold(e.name)) || hasGeneric(key, divisionGenerics)) {
			continue
		}
		for j := range out {
			// a town's other name is the division's own only where the
			// division is so named ("Magallanes" is Punta Arenas's
			// other name, and the Region of Magallanes's short one)
			if out[j].idx == e.admin1 && out[j].score+0.1 > out[i].score && !(out[i].alt && out[j].alt) {
				out[i].score = out[j].score + 0.1
			}
		}
	}
	// "St. Louis" is the place spelled so before Saint-Louis, Senegal: a
	// name found only by folding Saint counts as an alternate name.
	for i := range out {
		if e := &g.entries[out[i].idx]; !out[i].alt && text.Fold(e.name) != spelled && Fold(e.name) == key {
			out[i].score -= 2
		}
	}
	return out
}

// baseScore ranks candidates without context: by population on a log
// scale, countries above everything (a town named Venezuela in Cuba is not
// what "Venezuela" means), capitals and division seats a little above other
// towns of their size, and main names well above alternate names (an old
// name of a big town should not hide a small town's own name).
func (g *Gazetteer) baseScore(c candidate) float64 {
	e := &g.entries[c.idx]
	pop := float64(e.pop)
	if pop == 0 && e.kind == kindCity {
		// Seats of divisions are listed whatever their size, many with no
		// population given (Ureña): count them as the smallest towns.
		pop = 1000
	}
	s := math.Log10(pop + 10)
	switch e.kind {
	case kindCountry:
		s += 4
	case kindAdmin1:
		s += 1
	}
	if e.feature&featCapital != 0 {
		s += 0.5
	} else if e.feature&featSeat != 0 {
		s += 0.2
	}
	if c.alt {
		s -= 2
	}
	return s
}

func sortCandidates(cs []candidate, g *Gazetteer) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].score != cs[j].score {
			return cs[i].score > cs[j].score
		}
		return g.entries[cs[i].idx].pop > g.entries[cs[j].idx].pop
	})
}

// Lookup returns every place the name may refer to, best first by the
// ranking without context (countries, then by population). The places have
// the precision of the thing itself: 1 for a town, 3 for a division or
// country. It returns nil for an unknown name.
func (g *Gazetteer) Lookup(name string) []storyline.Place {
	cs := g.candidates(name)
	if len(cs) == 0 {
		return nil
	}
	sortCandidates(cs, g)
	out := make([]storyline.Place, len(cs))
	for i, c := range cs {
		out[i] = g.place(c.idx, 0)
	}
	return out
}

// place returns entry idx as a storyline.Place with the given precision, or
// the entry's own (1 for towns, 3 otherwise) when precision is 0.
func (g *Gazetteer) place(idx int32, precision int) storyline.Place {
	e := &g.entries[idx]
	lat, lon := g.pointOf(idx)
	p := storyline.Place{
		Name:       e.name,
		Country:    string(e.country[:]),
		Lat:        lat,
		Lon:        lon,
		GeonameID:  int(e.id),
		Population: int(e.pop),
		Precision:  precision,
	}
	switch e.kind {
	case kindCity:
		p.Kind = KindCity
		if e.admin1 >= 0 {
			p.Admin1 = g.entries[e.admin1].name
		}
		if p.Precision == 0 {
			p.Precision = 1
		}
	case kindAdmin1:
		p.Kind = KindAdmin1
		p.Admin1 = e.name
	case kindCountry:
		p.Kind = KindCountry
	}
	if p.Precision == 0 {
		p.Precision = 3
	}
	return p
}

// round gives float32 coordinates back as the 4-decimal values stored.
func round(v float32) float64 { return math.Round(float64(v)*1e4) / 1e4 }

// Country returns the ISO 3166-1 alpha-2 code of a country named by its
// name, a common alias ("U.S.", "Britain", "the US") or a nationality
// adjective ("Venezuelan", "Colombian").
func (g *Gazetteer) Country(name string) (code string, ok bool) {
	key := strings.TrimPrefix(Fold(cleanName(name)), "the ")
	if cc, ok := demonyms[key]; ok {
		return cc, true
	}
	for _, p := range g.lookupKey(key) {
		if e := &g.entries[p>>1]; e.kind == kindCountry {
			return string(e.country[:]), true
		}
	}
	return "", false
}

// CountryPlace returns the country with the given ISO 3166-1 alpha-2 code
// as a place of precision 3.
func (g *Gazetteer) CountryPlace(code string) (storyline.Place, bool) {
	if len(code) != 2 {
		return storyline.Place{}, false
	}
	idx, ok := g.countries[[2]byte{code[0], code[1]}]
	if !ok {
		return storyline.Place{}, false
	}
	return g.place(idx, 3), true
}

// CapitalNamed reports whether name is a name of the capital of country
// cc, the town a report names for its government ("Moscow says", "talks
// brokered by Washington"), whichever place of cc the name was resolved
// to (the city of Moscow or its oblast, the state of Washington).
func (g *Gazetteer) CapitalNamed(name, cc string) bool {
	for _, c := range g.candidates(name) {
		if e := &g.entries[c.idx]; e.feature&featCapital != 0 && string(e.country[:]) == cc {
			return true
		}
	}
	return false
}
