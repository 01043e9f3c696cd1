package stories

import (
	_ "embed"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Two reports of one event may share few words ("a man was shot Sunday
// night on Elm Street"; "police arrested a 19-year-old in the killing"):
// what they share is where, when and who. An article's identity is what
// tells its event from another of the same kind; the clusterer compares it
// with a story's beside the text, and a model learned on pairs (identity
// weights, identity.json) says how likely the two are one event.

// Identity is what makes an article's event that event.
type Identity struct {
	// Places are the finest places named: streets, neighbourhoods and other
	// places below a town by name ("loc:cerise avenue"), towns by their
	// gazetteer ID ("geo:5355828"). A dateline is a place named.
	Places []string
	// People are the surnames of the people named, after in-article
	// coreference: "Gillis" alone matches "Bernard Gillis".
	People []string
	// Tellers are those of People named only with a title or office
	// (see officials): a city's police spokesman is in every report of
	// its shootings, so sharing him ties no report to an event.
	Tellers []string
	// Names are the full names, first and last ("name:brnrd gillis" for
	// "Bernard Gillis": the first name by its consonants, see fullName),
	// of the people the article reports on: the people named with no
	// title or office and quoted nowhere in it (see subjectNames).
	Names []string
	// Days are the days the events happened, from the time expressions
	// ("Sunday night" in a Tuesday article), as days since 1970.
	Days []int32
	// Kinds are the events' kinds ("Attack", "Peaceful protest"); Counts
	// their figures ("killed:1", "injured:3").
	Kinds, Counts []string
}

// identityOf reads an analyzed article's identity.
func identityOf(a *storyline.Article) Identity {
	var id Identity
	seen := map[string]bool{}
	office := officials(a)
	subject := map[string]bool{} // surnames of someone not only telling
	addKey := func(list *[]string, k string) {
		if k != "" && !seen[k] {
			seen[k] = true
			*list = append(*list, strings.Clone(k))
		}
	}
	streets := streetsByContext(a)
	for i, e := range a.Analysis.Entities {
		if e.Credit || e.Canonical == "" {
			continue
		}
		switch e.Type {
		case storyline.LOC:
			switch {
			case e.Place == nil && !streets[i] && !strings.Contains(strings.TrimSpace(e.Canonical), " "):
				// One word the gazetteer does not know is mostly a
				// state's abbreviation ("Calif.", "Tenn."), a time
				// ("PM") or no place at all, not a street, unless the
				// words before it say so ("the 2300 block of Ketchum").
			case isCareSite(e.Canonical):
			case e.Place == nil || e.Place.Precision == 2:
				addKey(&id.Places, "loc:"+streetKey(e.Canonical))
			case e.Place.Kind == "city":
				addKey(&id.Places, "geo:"+strconv.Itoa(e.Place.GeonameID))
			}
		case storyline.PER:
			if streets[i] {
				// "shots in the 100 block of N. Mead": a street, no
				// one's surname to tie reports of the street's
				// shootings months apart
				addKey(&id.Places, "loc:"+streetKey(e.Canonical))
				continue
			}
			if s := surname(e.Canonical); s != "" {
				addKey(&id.People, "sur:"+s)
				subject["sur:"+s] = subject["sur:"+s] || !office[i]
			}
		}
	}
	for _, k := range id.People {
		if !subject[k] {
			id.Tellers = append(id.Tellers, k)
		}
	}
	for _, n := range subjectNames(a) {
		addKey(&id.Names, "name:"+n)
	}
	days := map[int32]bool{}
	for i := range a.Analysis.Events {
		ev := &a.Analysis.Events[i]
		if !ev.Coded() {
			continue
		}
		addKey(&id.Kinds, "kind:"+ev.SubEventType)
		if ev.Fatalities > 0 {
			addKey(&id.Counts, "killed:"+strconv.Itoa(ev.Fatalities))
		}
		if ev.Injured > 0 {
			addKey(&id.Counts, "injured:"+strconv.Itoa(ev.Injured))
		}
		// A date the text states, to the day; a date taken from the
		// publication says nothing of the event.
		if ev.DateSpan.Len() > 0 && ev.TimePrecision == 1 && !ev.Date.IsZero() {
			d := int32(ev.Date.Time().Unix() / 86400)
			if !days[d] {
				days[d] = true
				id.Days = append(id.Days, d)
			}
		}
	}
	return id
}

// streetsByContext returns the places of an article (by entity index)
// that some mention makes a street by the words before it: "the 2300
// block of Ketchum" names a street, though one word alone is mostly no
// place (identityOf); so does "the 100 block of N. Mead", which the
// tagger read as a person's surname.
func streetsByContext(a *storyline.Article) map[int]bool {
	var streets map[int]bool
	for _, m := range a.Analysis.Mentions {
		if m.Type != storyline.LOC && m.Type != storyline.PER || m.Entity < 0 || m.Span.Start > len(a.Text) {
			continue
		}
		if text.StreetBefore(a.Text[:m.Span.Start]) {
			if streets == nil {
				streets = map[int]bool{}
			}
			streets[m.Entity] = true
		}
	}
	return streets
}

// isCareSite reports whether a place is a hospital or a medical centre:
// where the wounded were taken, not where the event happened, and shared
// by the victims of every shooting in a city.
func isCareSite(name string) bool {
	n := text.Fold(name)
	return strings.Contains(n, "hospital") || strings.Contains(n, "medical center") || strings.Contains(n, "medical centre")
}

// surname is the folded last word of a person's name, "" when it is too
// short to tell anyone apart or the name is likely misread: a name ending
// in a word of streets or institutions ("Stroger Hospital", "Crime
// Stoppers") is no person's.
func surname(name string) string {
	f := strings.Fields(text.Fold(name))
	if len(f) == 0 || notSurnames[f[len(f)-1]] {
		return ""
	}
	s := strings.Trim(f[len(f)-1], ".,'")
	if s == "jr" || s == "sr" || s == "ii" || s == "iii" {
		if len(f) < 2 {
			return ""
		}
		s = f[len(f)-2]
	}
	if len(s) < 3 {
		return ""
	}
	return s
}

// notSurnames are words that end names of places and institutions that
// the name finder takes for people.
var notSurnames = map[string]bool{
	"street": true, "avenue": true, "road": true, "drive": true, "lane": true, "boulevard": true, "county": true,
	"hospital": true, "police": true, "department": true, "sheriff": true, "stoppers": true, "center": true,
	"school": true, "church": true, "park": true, "office": true,
}

// identitySums is a story's identity: how many of its articles name each
// place, person, day, kind and figure. Each map keeps at most
// maxIdentityKeys keys (the first seen), so that a long story costs no more
// to compare than a short one.
type identitySums struct {
	Places, People, Kinds, Counts map[string]int32
	// Names are the full names of the people reported on (Identity.Names).
	Names map[string]int32
	Days  map[int32]int32
}

const maxIdentityKeys = 64

func (s *identitySums) add(id *Identity) {
	if len(id.Places)+len(id.People)+len(id.Names)+len(id.Kinds)+len(id.Counts)+len(id.Days) == 0 {
		return
	}
	if s.Places == nil {
		s.Places, s.People, s.Kinds, s.Counts, s.Days = map[string]int32{}, map[string]int32{}, map[string]int32{}, map[string]int32{}, map[int32]int32{}
	}
	if s.Names == nil && len(id.Names) > 0 {
		s.Names = map[string]int32{}
	}
	for _, kv := range []struct {
		m    map[string]int32
		keys []string
	}{{s.Places, id.Places}, {s.People, id.People}, {s.Names, id.Names}, {s.Kinds, id.Kinds}, {s.Counts, id.Counts}} {
		for _, k := range kv.keys {
			if _, ok := kv.m[k]; ok || len(kv.m) < maxIdentityKeys {
				kv.m[k]++
			}
		}
	}
	for _, d := range id.Days {
		if _, ok := s.Days[d]; ok || len(s.Days) < maxIdentityKeys {
			s.Days[d]++
		}
	}
}

// remove takes an article's identity out of the sums, as add added it.
func (s *identitySums) remove(id *Identity) {
	if s.Places == nil {
		return
	}
	for _, kv := range []struct {
		m    map[string]int32
		keys []string
	}{{s.Places, id.Places}, {s.People, id.People}, {s.Names, id.Names}, {s.Kinds, id.Kinds}, {s.Counts, id.Counts}} {
		for _, k := range kv.keys {
			if n, ok := kv.m[k]; ok {
				if n <= 1 {
					delete(kv.m, k)
				} else {
					kv.m[k] = n - 1
				}
			}
		}
	}
	for _, d := range id.Days {
		if n, ok := s.Days[d]; ok {
			if n <= 1 {
				delete(s.Days, d)
			} else {
				s.Days[d] = n - 1
			}
		}
	}
}

func (s *identitySums) merge(o *identitySums) {
	if o.Places == nil {
		return
	}
	if s.Places == nil {
		*s = identitySums{Places: map[string]int32{}, People: map[string]int32{}, Kinds: map[string]int32{}, Counts: map[string]int32{}, Days: map[int32]int32{}}
	}
	if s.Names == nil && len(o.Names) > 0 {
		s.Names = map[string]int32{}
	}
	for _, p := range [][2]map[string]int32{{s.Places, o.Places}, {s.People, o.People}, {s.Names, o.Names}, {s.Kinds, o.Kinds}, {s.Counts, o.Counts}} {
		for k, n := range p[1] {
			if _, ok := p[0][k]; ok || len(p[0]) < maxIdentityKeys {
				p[0][k] += n
			}
		}
	}
	for d, n := range o.Days {
		if _, ok := s.Days[d]; ok || len(s.Days) < maxIdentityKeys {
			s.Days[d] += n
		}
	}
}

// The features of an article and a story that the identity model weighs.
const (
	fBias = iota
	fSimilarity
	fText
	fPlace
	fStreet
	fPlaceConflict
	fPerson
	fPeople
	fPersonConflict
	fSameDay
	fNearDay
	fDayConflict
	fKindConflict
	fCount
	fGap
	fGapUnnamed
	fLateSameDay
	fLatePlace
	fLead
	fRoundup
	fFullName
	fLateFullName
	numIdentityFeatures
)

// identityFeatureNames name the features in identity.json.
var identityFeatureNames = [numIdentityFeatures]string{
	"bias", "similarity", "text", "place", "street", "place_conflict", "person", "people", "person_conflict",
	"same_day", "near_day", "day_conflict", "kind_conflict", "count", "gap", "gap_unnamed", "late_same_day", "late_place", "lead", "roundup",
	"full_name", "late_full_name",
}

// identityFeatures compares an article (its identity, publication date and
// similarity sim to the story) with a story. named reports whether the two
// share a rare name (see minNameRarity).
func (c *Clusterer) identityFeatures(v *docVec, pub storyline.Date, sim, text float64, s *story) (f [numIdentityFeatures]float64, named bool) {
	id := v.identity
	f[fBias] = 1
	f[fSimilarity] = sim
	f[fText] = text
	// The mean cosine of the article's lead (title and first words, where
	// news states the event) with the leads of the story's articles.
	if v.lnorm > 0 && s.Docs > 0 {
		_, lead := s.blooms()
		f[fLead] = dot(v.lw, lead, s.Lead) / (v.lnorm * float64(s.Docs))
	}
	// A round-up of many incidents names many places; it is no one
	// incident's report.
	f[fRoundup] = math.Min(float64(len(id.Places)), 10) / 10
	si := &s.Identity
	norm := logN(c.docs+1) + 1
	// shared returns the rarity of the rarest shared key (its idf over the
	// largest idf there can be), how many keys are shared, and whether both
	// sides have keys and share none.
	// A key counts by the share of the story's articles naming it: a
	// town one report of a long story names in passing is not the story's.
	docs := float64(max(s.Docs, 1))
	// second is the rarity of the second rarest shared key: two names
	// agree only as much as the less telling of them ("Assad" and "Putin"
	// are in every report from Syria).
	var second float64
	shared := func(keys []string, m map[string]int32) (rare float64, n int, conflict bool) {
		second = 0
		for _, k := range keys {
			if x, ok := m[k]; ok {
				n++
				r := c.eidf(k) / norm * math.Min(1, float64(x)/docs)
				if r > rare {
					rare, second = r, rare
				} else if r > second {
					second = r
				}
			}
		}
		return rare, n, n == 0 && len(keys) > 0 && len(m) > 0
	}
	var conflict bool
	var n int
	f[fPlace], _, conflict = shared(id.Places, si.Places)
	f[fPlaceConflict] = b2f(conflict)
	for _, k := range id.Places {
		if x, ok := si.Places[k]; ok && k[0] == 'l' {
			f[fStreet] = math.Max(f[fStreet], c.eidf(k)/norm*math.Min(1, float64(x)/docs))
		}
	}
	f[fPerson], _, conflict = shared(id.People, si.People)
	for _, k := range id.People {
		if slices.Contains(id.Tellers, k) {
			continue // a spokesman's name ties no follow-up
		}
		if x, ok := si.People[k]; ok && c.eidf(k)/norm >= minNameRarity && float64(x)/docs >= minDayShare {
			named = true
		}
	}
	f[fPeople] = second
	f[fFullName] = c.sharedFullName(id.Names, si.Names, docs, norm)
	f[fPersonConflict] = b2f(conflict)
	_, _, conflict = shared(id.Kinds, si.Kinds)
	f[fKindConflict] = b2f(conflict)
	_, n, _ = shared(id.Counts, si.Counts)
	f[fCount] = b2f(n > 0)
	// A day is the story's when a share of its articles state it: a day
	// one report of a long story names (the background of another attack
	// weeks later, "on July 17 ...") is not the story's event day, and a
	// story that took in such a report would match every later report of
	// that other day.
	gap, storyDays := int32(math.MaxInt32), false
	for sd, x := range si.Days {
		if float64(x)/docs < minDayShare {
			continue
		}
		storyDays = true
		for _, d := range id.Days {
			g := d - sd
			if g < 0 {
				g = -g
			}
			gap = min(gap, g)
		}
	}
	if len(id.Days) > 0 && storyDays {
		f[fSameDay] = b2f(gap <= 1)
		f[fNearDay] = b2f(gap > 1 && gap <= 3)
		f[fDayConflict] = b2f(gap > 3)
	}
	if !pub.IsZero() && !s.End.IsZero() {
		days := math.Abs(pub.Time().Sub(s.End.Time()).Hours() / 24)
		if t := pub.Time(); !t.Before(s.Start.Time()) && !t.After(s.End.Time()) {
			days = 0
		}
		f[fGap] = math.Log1p(days) / math.Log(366)
		// A follow-up weeks later joins when its people are the story's
		// (a name in every report of a war, the monitor's director or
		// the president, is no one event's). "Weeks later" counts from
		// the story's first report, not its last: else reports of other
		// attacks, each a day or two after the one before, would each
		// be a day late, and the story would chain them.
		if !named {
			since := math.Max(0, pub.Time().Sub(s.Start.Time()).Hours()/24)
			f[fGapUnnamed] = math.Log1p(since) / math.Log(366)
		}
		// A late report that states the story's day, or names its
		// street or town, is its follow-up. The day alone is not
		// enough: a report of another attack weeks later recalls the
		// story's in its background ("on July 17 coalition strikes
		// killed ..."); a follow-up names the story's people or street.
		if named || f[fStreet] > 0 {
			f[fLateSameDay] = f[fGap] * f[fSameDay]
		}
		f[fLatePlace] = f[fGap] * math.Max(f[fPlace], f[fStreet])
		f[fLateFullName] = f[fGap] * f[fFullName]
	}
	return f, named
}

// minDayShare is the share of a story's articles that must state a day for
// it to be the story's event day.
const minDayShare = 0.2

// otherEvent reports whether features f (named as identityFeatures says)
// say the article reports another event than the story's, however alike
// their words: on war news every report of an airstrike shares "Syria",
// "civilians", "killed", the monitor and the province, and the text alone
// chains a month of attacks into one story. Without a rare name or a
// street of the story's, a report whose event day is not the story's, or
// that comes weeks after the story began, is another event.
func otherEvent(f *[numIdentityFeatures]float64, named bool) bool {
	if named || f[fStreet] > 0 {
		return false
	}
	if f[fSameDay] > 0 && f[fCount] > 0 && f[fPlace] > 0 && f[fDayConflict] == 0 {
		// a late report that states the story's day, town and count is
		// its follow-up ("charged in the May 17 shooting that killed a
		// teen and wounded three in Coachella"), though it names no one
		// the first reports named
		return false
	}
	return f[fDayConflict] > 0 || f[fGapUnnamed] >= lateUnnamed
}

// lateUnnamed is fGapUnnamed two weeks after a story began.
var lateUnnamed = math.Log1p(14) / math.Log(366)

// minNameRarity is the least rarity (idf over the largest idf there can
// be) of a shared surname that ties a late report to a story: a surname
// of one story. "Assad" or the war monitor's "Rahman", in a third of the
// reports from Syria, ties none.
const minNameRarity = 0.5

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// IdentityWeights are the identity model's weights, by feature name: the
// log-odds that an article and a story report one event.
type IdentityWeights map[string]float64

//go:embed identity.json
var identityJSON []byte

// defaultIdentity is the shipped model (identity.json).
var defaultIdentity = func() [numIdentityFeatures]float64 {
	var w IdentityWeights
	if err := json.Unmarshal(identityJSON, &w); err != nil {
		panic("stories: identity.json: " + err.Error())
	}
	return w.vector()
}()

func (w IdentityWeights) vector() [numIdentityFeatures]float64 {
	var v [numIdentityFeatures]float64
	for i, name := range identityFeatureNames {
		v[i] = w[name]
	}
	return v
}

// identityLogit is the model's log-odds for features f.
func identityLogit(w *[numIdentityFeatures]float64, f *[numIdentityFeatures]float64) float64 {
	var z float64
	for i := range f {
		z += w[i] * f[i]
	}
	return z
}
