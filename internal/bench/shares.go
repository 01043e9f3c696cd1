package bench

import (
	"os"
	"strings"

	"github.com/google/pprof/profile"
)

// A stage of the ingest, told in a CPU profile by a function on the
// sample's stack. The first stage whose marker is on the stack takes the
// sample, so the order matters: story assignment and entity linking run
// inside the store's writes, model loading inside the first analysis.
var profileStages = []struct {
	name    string
	markers []string
}{
	{"alerts", []string{"internal/alerts."}},
	{"stories", []string{"internal/assign."}},
	{"entity linking", []string{"linkEntities"}},
	{"model loading", []string{"internal/places.Load", "internal/names.Load", "internal/names.ForLanguage"}},
	{"encoding", []string{"pipeline.(*Ingester).prepare"}},
	{"analysis", []string{"pipeline.(*Builder).Build"}},
	{"store writes", []string{"pipeline.(*storeLoop)", "pipeline.(*Ingester).storedAs"}},
	{"reading", []string{"internal/ingest."}},
	{"garbage collection", []string{"runtime.gcBgMarkWorker", "runtime.bgsweep", "runtime.bgscavenge"}},
}

// stageShares reads a CPU profile of an ingest and returns each stage's
// share of the CPU time ("other": what no stage claims: start-up, the
// scheduler, sweeping).
func stageShares(path string) (map[string]float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	p, err := profile.Parse(f)
	if err != nil {
		return nil, err
	}
	cpu := len(p.SampleType) - 1 // the last value is CPU nanoseconds
	by := map[string]int64{}
	var total int64
	for _, s := range p.Sample {
		v := s.Value[cpu]
		total += v
		by[stageOf(s)] += v
	}
	shares := map[string]float64{}
	for k, v := range by {
		if total > 0 {
			shares[k] = float64(v) / float64(total)
		}
	}
	return shares, nil
}

func stageOf(s *profile.Sample) string {
	for _, st := range profileStages {
		for _, loc := range s.Location {
			for _, l := range loc.Line {
				if l.Function == nil {
					continue
				}
				for _, m := range st.markers {
					if strings.Contains(l.Function.Name, m) {
						return st.name
					}
				}
			}
		}
	}
	return "other"
}
