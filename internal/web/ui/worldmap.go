package ui

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/data/worldmap"
)

// country is one country's boundary rings, in degrees.
type country struct {
	ID, Name string
	Rings    []ring
}

type ring struct {
	pts                    []float64 // lon, lat, lon, lat, …
	minX, minY, maxX, maxY float64
}

// countries loads the embedded Natural Earth boundaries once.
var countries = sync.OnceValues(func() ([]country, error) {
	zr, err := gzip.NewReader(bytes.NewReader(worldmap.CountriesTxtGz))
	if err != nil {
		return nil, err
	}
	var out []country
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "C\t"):
			f := strings.SplitN(line, "\t", 3)
			if len(f) != 3 {
				return nil, fmt.Errorf("worldmap: bad line %q", line)
			}
			out = append(out, country{ID: f[1], Name: f[2]})
		case strings.HasPrefix(line, "R\t") && len(out) > 0:
			r := ring{minX: math.Inf(1), minY: math.Inf(1), maxX: math.Inf(-1), maxY: math.Inf(-1)}
			var x, y int
			for i, pair := range strings.Fields(line[2:]) {
				xs, ys, ok := strings.Cut(pair, ",")
				dx, err1 := strconv.Atoi(xs)
				dy, err2 := strconv.Atoi(ys)
				if !ok || err1 != nil || err2 != nil {
					return nil, fmt.Errorf("worldmap: bad point %q", pair)
				}
				if i == 0 {
					x, y = dx, dy
				} else {
					x, y = x+dx, y+dy
				}
				lon, lat := float64(x)/100, float64(y)/100
				// Rings crossing the antimeridian (Russia, Fiji) jump from
				// +180 to -180: unwrap them so they stay continuous; the
				// copies added below draw the part beyond the edge.
				if n := len(r.pts); n >= 2 {
					for lon-r.pts[n-2] > 180 {
						lon -= 360
					}
					for lon-r.pts[n-2] < -180 {
						lon += 360
					}
				}
				r.pts = append(r.pts, lon, lat)
				r.minX, r.maxX = math.Min(r.minX, lon), math.Max(r.maxX, lon)
				r.minY, r.maxY = math.Min(r.minY, lat), math.Max(r.maxY, lat)
			}
			c := &out[len(out)-1]
			c.Rings = append(c.Rings, r)
			if r.maxX > 180 {
				c.Rings = append(c.Rings, r.shifted(-360))
			}
			if r.minX < -180 {
				c.Rings = append(c.Rings, r.shifted(360))
			}
		}
	}
	return out, sc.Err()
})

// shifted returns a copy of r moved by dx degrees of longitude.
func (r ring) shifted(dx float64) ring {
	c := r
	c.pts = append([]float64(nil), r.pts...)
	for i := 0; i < len(c.pts); i += 2 {
		c.pts[i] += dx
	}
	c.minX += dx
	c.maxX += dx
	return c
}

// bbox is a geographic box in degrees.
type bbox struct{ minLon, minLat, maxLon, maxLat float64 }

// worldBox is the whole-world view (without Antarctica).
var worldBox = bbox{-180, -58, 180, 84}

// mapPoint is something to mark on the map.
type mapPoint struct {
	Lon, Lat float64
	// Weight sizes the point against the others of its kind: mentions for
	// places, fatalities (or 1) for events.
	Weight int
	Label  string // untrusted: escaped by the template
	Href   string
	Kind   string // "place" (a circle) or "event" (a diamond)
	// Detail says what the weight counts, for the hover text ("3
	// mention(s)" when empty).
	Detail string
	// Area is "region" or "country" for a point that stands for one (see
	// areaOf), "" for a town.
	Area string
}

// areaOf says what area a place's point stands for: "region" for a
// first-level division, "country" for a country, "" for a town. A
// division's point is its own, not its seat's, but a dot still reads as a
// town: the map labels and outlines it as the area it is.
func areaOf(p *storyline.Place) string {
	switch p.Kind {
	case "admin1":
		return "region"
	case "country":
		return "country"
	}
	return ""
}

// MapView is a map ready for the "map" template: country paths and points
// in SVG user units.
type MapView struct {
	Width, Height int
	Countries     []countryPath
	Points        []svgPoint
	Empty         bool // no point to show
	Caption       string
}

type countryPath struct{ Name, D string }

type svgPoint struct {
	X, Y, R     float64
	Label, Href string
	Kind        string
	Weight      int
	Detail      string
	LatLon      string
	// D draws an event as a diamond path; places are circles.
	D string
	// Area is the mapPoint's: a region or country is outlined, not filled.
	Area string
}

// projection maps degrees to SVG units: equirectangular, with the standard
// parallel at the middle of the view so regional maps keep their shape.
type projection struct {
	box      bbox
	k, cosPh float64
}

func (p projection) xy(lon, lat float64) (float64, float64) {
	return (lon - p.box.minLon) * p.k * p.cosPh, (p.box.maxLat - lat) * p.k
}

// viewAround returns a box around the points, padded, at least minSpan
// degrees wide, and no larger than the world view.
func viewAround(pts []mapPoint, minSpan float64) bbox {
	if len(pts) == 0 {
		return worldBox
	}
	b := bbox{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, p := range pts {
		b.minLon, b.maxLon = math.Min(b.minLon, p.Lon), math.Max(b.maxLon, p.Lon)
		b.minLat, b.maxLat = math.Min(b.minLat, p.Lat), math.Max(b.maxLat, p.Lat)
	}
	span := math.Max(math.Max(b.maxLon-b.minLon, (b.maxLat-b.minLat)*2), minSpan) * 1.3
	if span >= 200 {
		return worldBox
	}
	cx, cy := (b.minLon+b.maxLon)/2, (b.minLat+b.maxLat)/2
	return bbox{cx - span/2, math.Max(cy-span/4, -85), cx + span/2, math.Min(cy+span/4, 85)}
}

// pathCache keeps the country paths of the views drawn lately: a view
// depends only on its box and width, and pages show the same few.
var pathCache struct {
	sync.Mutex
	m map[pathKey][]countryPath
}

type pathKey struct {
	box   bbox
	width int
}

func cachedPaths(cs []country, p projection, width int) []countryPath {
	k := pathKey{p.box, width}
	pathCache.Lock()
	paths, ok := pathCache.m[k]
	pathCache.Unlock()
	if ok {
		return paths
	}
	paths = countryPaths(cs, p)
	pathCache.Lock()
	if pathCache.m == nil || len(pathCache.m) >= 256 {
		pathCache.m = map[pathKey][]countryPath{} // a bound, not an LRU: views repeat
	}
	pathCache.m[k] = paths
	pathCache.Unlock()
	return paths
}

// renderMap draws the countries in box and the points on them, width units
// wide.
func renderMap(box bbox, width int, pts []mapPoint) (MapView, error) {
	cs, err := countries()
	if err != nil {
		return MapView{}, err
	}
	mid := (box.minLat + box.maxLat) / 2 * math.Pi / 180
	p := projection{box: box, cosPh: math.Cos(mid)}
	p.k = float64(width) / ((box.maxLon - box.minLon) * p.cosPh)
	height := int(math.Ceil((box.maxLat - box.minLat) * p.k))
	v := MapView{Width: width, Height: height, Empty: len(pts) == 0}
	v.Countries = cachedPaths(cs, p, width)
	// Each kind is sized against its own largest weight: mentions and
	// fatalities do not share a scale.
	maxW := map[string]int{}
	for _, pt := range pts {
		maxW[pt.Kind] = max(maxW[pt.Kind], pt.Weight, 1)
	}
	rMax := math.Max(6, float64(width)/60)
	for _, pt := range pts {
		x, y := p.xy(pt.Lon, pt.Lat)
		r := 3 + (rMax-3)*math.Sqrt(float64(max(pt.Weight, 0))/float64(maxW[pt.Kind]))
		sp := svgPoint{
			X: round1(x), Y: round1(y), R: round1(r), Label: pt.Label, Href: pt.Href, Kind: pt.Kind, Weight: pt.Weight,
			Detail: pt.Detail, LatLon: fmt.Sprintf("%.4f, %.4f", pt.Lat, pt.Lon), Area: pt.Area,
		}
		if pt.Area != "" {
			sp.Label += " (" + pt.Area + ")"
		}
		if sp.Detail == "" {
			sp.Detail = fmt.Sprintf("%d mention(s)", pt.Weight)
		}
		if pt.Kind == "event" {
			// A diamond a little larger than a circle of the same radius,
			// so events stand out from places at the same spot.
			d := round1(r * 1.3)
			sp.D = fmt.Sprintf("M%g %gL%g %gL%g %gL%g %gZ", sp.X, round1(y-d), round1(x+d), sp.Y, sp.X, round1(y+d), round1(x-d), sp.Y)
		}
		v.Points = append(v.Points, sp)
	}
	// Big points first, so small ones stay clickable on top.
	sort.SliceStable(v.Points, func(i, j int) bool { return v.Points[i].R > v.Points[j].R })
	return v, nil
}

func round1(f float64) float64 { return math.Round(f*10) / 10 }

// countryPaths builds an SVG path per country with rings in the view, in
// whole units (a map is drawn about a pixel a unit), each point after the
// first relative to the one before ("l2 -1"), steps in one direction
// joined and islands under two units across left out: drawing every
// country of a world view at a tenth of a unit made a story page's map
// 290 KB.
func countryPaths(cs []country, p projection) []countryPath {
	b := p.box
	padX, padY := (b.maxLon-b.minLon)*0.05, (b.maxLat-b.minLat)*0.05
	var out []countryPath
	var sb strings.Builder
	for _, c := range cs {
		sb.Reset()
		for _, r := range c.Rings {
			if r.maxX < b.minLon-padX || r.minX > b.maxLon+padX || r.maxY < b.minLat-padY || r.minY > b.maxLat+padY {
				continue
			}
			x0, y0 := p.xy(r.minX, r.maxY)
			x1, y1 := p.xy(r.maxX, r.minY)
			if x1-x0 < 2 && y1-y0 < 2 {
				continue
			}
			writeRing(&sb, r, p)
		}
		if sb.Len() > 0 {
			out = append(out, countryPath{Name: c.Name, D: sb.String()})
		}
	}
	return out
}

// writeRing writes one ring as a closed path of whole-unit relative steps.
func writeRing(sb *strings.Builder, r ring, p projection) {
	var lx, ly, dx, dy int // the last point written and the step pending
	step := func() {
		if dx != 0 || dy != 0 {
			sb.WriteByte('l')
			sb.WriteString(strconv.Itoa(dx))
			sb.WriteByte(' ')
			sb.WriteString(strconv.Itoa(dy))
			lx, ly, dx, dy = lx+dx, ly+dy, 0, 0
		}
	}
	for i := 0; i+1 < len(r.pts); i += 2 {
		fx, fy := p.xy(r.pts[i], r.pts[i+1])
		x, y := int(math.Round(fx)), int(math.Round(fy))
		if i == 0 {
			sb.WriteByte('M')
			sb.WriteString(strconv.Itoa(x))
			sb.WriteByte(' ')
			sb.WriteString(strconv.Itoa(y))
			lx, ly = x, y
			continue
		}
		nx, ny := x-lx-dx, y-ly-dy // the step from the pending end
		if nx == 0 && ny == 0 {
			continue
		}
		// A step in the pending step's direction extends it.
		if nx*dy != ny*dx || nx*dx+ny*dy <= 0 {
			step()
		}
		dx, dy = x-lx, y-ly
	}
	step()
	sb.WriteByte('Z')
}
