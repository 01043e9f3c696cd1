//go:build ignore

// Command generate builds countries.txt.gz, the simplified country
// boundaries the dashboard's offline map is drawn from, from the world-atlas
// npm package (Natural Earth, public domain). See README.md.
//
//	npm install --prefix /tmp/wa world-atlas@2.0.2
//	go run ./data/worldmap/generate.go -in /tmp/wa/node_modules/world-atlas/countries-50m.json
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"sort"
	"strconv"
)

type topology struct {
	Transform *struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Objects struct {
		Countries struct {
			Geometries []struct {
				Type       string          `json:"type"`
				Arcs       json.RawMessage `json:"arcs"`
				ID         string          `json:"id"`
				Properties struct {
					Name string `json:"name"`
				} `json:"properties"`
			} `json:"geometries"`
		} `json:"countries"`
	} `json:"objects"`
	Arcs [][][2]float64 `json:"arcs"`
}

type pt struct{ x, y float64 }

func main() {
	in := flag.String("in", "", "world-atlas countries-50m.json (TopoJSON)")
	out := flag.String("out", "data/worldmap/countries.txt.gz", "output file")
	tol := flag.Float64("tolerance", 0.03, "Douglas-Peucker tolerance in degrees")
	flag.Parse()
	if *in == "" {
		log.Fatal("-in is required")
	}
	b, err := os.ReadFile(*in)
	if err != nil {
		log.Fatal(err)
	}
	var t topology
	if err := json.Unmarshal(b, &t); err != nil {
		log.Fatal(err)
	}
	// Decode the quantized, delta-encoded arcs to degrees.
	arcs := make([][]pt, len(t.Arcs))
	for i, a := range t.Arcs {
		var x, y float64
		for _, p := range a {
			if t.Transform != nil {
				x += p[0]
				y += p[1]
				arcs[i] = append(arcs[i], pt{x*t.Transform.Scale[0] + t.Transform.Translate[0], y*t.Transform.Scale[1] + t.Transform.Translate[1]})
			} else {
				arcs[i] = append(arcs[i], pt{p[0], p[1]})
			}
		}
	}
	ring := func(ids []int) []pt {
		var r []pt
		for k, id := range ids {
			var a []pt
			if id >= 0 {
				a = arcs[id]
			} else {
				src := arcs[^id]
				a = make([]pt, len(src))
				for i := range src {
					a[i] = src[len(src)-1-i]
				}
			}
			if k > 0 && len(a) > 0 {
				a = a[1:]
			}
			r = append(r, a...)
		}
		return r
	}

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	w := bufio.NewWriter(zw)
	fmt.Fprintln(w, "# storyline world map: Natural Earth 1:50m admin-0 countries (public domain) via world-atlas 2.0.2, simplified.")
	fmt.Fprintln(w, "# C<TAB>ISO 3166-1 numeric<TAB>name, then R<TAB>ring: x,y pairs in 1/100 degree (lon, lat), the first absolute, the rest as deltas.")
	geoms := t.Objects.Countries.Geometries
	sort.SliceStable(geoms, func(i, j int) bool { return geoms[i].Properties.Name < geoms[j].Properties.Name })
	points := 0
	for _, g := range geoms {
		var polys [][][]int
		switch g.Type {
		case "Polygon":
			var p [][]int
			if err := json.Unmarshal(g.Arcs, &p); err != nil {
				log.Fatal(err)
			}
			polys = [][][]int{p}
		case "MultiPolygon":
			if err := json.Unmarshal(g.Arcs, &polys); err != nil {
				log.Fatal(err)
			}
		default:
			continue
		}
		fmt.Fprintf(w, "C\t%s\t%s\n", g.ID, g.Properties.Name)
		for _, poly := range polys {
			for _, ids := range poly {
				r := simplify(ring(ids), *tol)
				if len(r) < 4 {
					continue
				}
				w.WriteString("R\t")
				var px, py int
				for i, p := range r {
					x, y := int(math.Round(p.x*100)), int(math.Round(p.y*100))
					if i > 0 {
						if x == px && y == py {
							continue
						}
						w.WriteByte(' ')
						w.WriteString(strconv.Itoa(x-px) + "," + strconv.Itoa(y-py))
					} else {
						w.WriteString(strconv.Itoa(x) + "," + strconv.Itoa(y))
					}
					px, py = x, y
					points++
				}
				w.WriteByte('\n')
			}
		}
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	st, _ := os.Stat(*out)
	log.Printf("%d countries, %d points, %d bytes", len(geoms), points, st.Size())
}

// simplify is Douglas-Peucker on a closed ring, keeping its first and last
// points.
func simplify(r []pt, tol float64) []pt {
	if len(r) < 5 {
		return r
	}
	keep := make([]bool, len(r))
	keep[0], keep[len(r)-1] = true, true
	// A closed ring's first and last points coincide; split it at the point
	// farthest from the start so the recursion has a proper baseline.
	far, fd := 0, -1.0
	for i, p := range r {
		if d := math.Hypot(p.x-r[0].x, p.y-r[0].y); d > fd {
			far, fd = i, d
		}
	}
	keep[far] = true
	var dp func(a, b int)
	dp = func(a, b int) {
		if b-a < 2 {
			return
		}
		idx, max := -1, tol
		for i := a + 1; i < b; i++ {
			if d := segDist(r[i], r[a], r[b]); d > max {
				idx, max = i, d
			}
		}
		if idx >= 0 {
			keep[idx] = true
			dp(a, idx)
			dp(idx, b)
		}
	}
	dp(0, far)
	dp(far, len(r)-1)
	var out []pt
	for i, k := range keep {
		if k {
			out = append(out, r[i])
		}
	}
	return out
}

func segDist(p, a, b pt) float64 {
	dx, dy := b.x-a.x, b.y-a.y
	l := dx*dx + dy*dy
	if l == 0 {
		return math.Hypot(p.x-a.x, p.y-a.y)
	}
	t := ((p.x-a.x)*dx + (p.y-a.y)*dy) / l
	t = math.Max(0, math.Min(1, t))
	return math.Hypot(p.x-(a.x+t*dx), p.y-(a.y+t*dy))
}
