package bench

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/pprof/profile"
)

// Samples go to the first stage on their stack: story assignment inside
// the store's writes is "stories", a model loaded inside the first
// analysis is "model loading"; what no stage claims is "other".
func TestStageShares(t *testing.T) {
	fn := func(id uint64, name string) *profile.Function { return &profile.Function{ID: id, Name: name} }
	fns := []*profile.Function{
		fn(1, "github.com/storyline-news/storyline/internal/pipeline.(*storeLoop).next"),
		fn(2, "github.com/storyline-news/storyline/internal/assign.(*Assigner).assign"),
		fn(3, "github.com/storyline-news/storyline/internal/pipeline.(*Builder).Build"),
		fn(4, "github.com/storyline-news/storyline/internal/places.Load"),
		fn(5, "runtime.schedule"),
	}
	loc := func(id uint64, f *profile.Function) *profile.Location {
		return &profile.Location{ID: id, Line: []profile.Line{{Function: f}}}
	}
	locs := make([]*profile.Location, len(fns))
	for i, f := range fns {
		locs[i] = loc(uint64(i+1), f)
	}
	sample := func(ns int64, stack ...int) *profile.Sample {
		s := &profile.Sample{Value: []int64{1, ns}}
		for _, i := range stack { // leaf first, as in profiles
			s.Location = append(s.Location, locs[i])
		}
		return s
	}
	p := &profile.Profile{
		SampleType: []*profile.ValueType{{Type: "samples", Unit: "count"}, {Type: "cpu", Unit: "nanoseconds"}},
		Function:   fns, Location: locs,
		Sample: []*profile.Sample{
			sample(40, 1, 0), // assignment called from the store loop
			sample(20, 0),    // the store loop itself
			sample(30, 3, 2), // the gazetteer loaded by the first build
			sample(5, 2),
			sample(5, 4),
		},
	}
	path := filepath.Join(t.TempDir(), "cpu.pprof")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Write(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	got, err := stageShares(path)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"stories": 0.4, "store writes": 0.2, "model loading": 0.3, "analysis": 0.05, "other": 0.05}
	if len(got) != len(want) {
		t.Fatalf("shares %v, want %v", got, want)
	}
	for k, v := range want {
		if math.Abs(got[k]-v) > 1e-9 {
			t.Fatalf("shares %v, want %v", got, want)
		}
	}
}
