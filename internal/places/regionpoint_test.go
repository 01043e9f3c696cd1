package places

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A first-level division is drawn at a point of its own, not on its
// seat, where a map read it as a second town of the seat's name.
func TestDivisionOwnPoint(t *testing.T) {
	g := Default()
	for _, c := range []struct{ division, country, seat string }{
		{"Hama", "SY", "Ḩamāh"},
		{"Táchira", "VE", "San Cristóbal"},
		{"Illinois", "US", "Springfield"},
	} {
		var div, seat *storyline.Place
		for _, p := range g.Lookup(c.division) {
			if p.Kind == KindAdmin1 && p.Country == c.country && div == nil {
				div = &p
			}
		}
		for _, p := range g.Lookup(c.seat) {
			if p.Kind == KindCity && p.Country == c.country && div != nil && p.Admin1 == div.Name && seat == nil {
				seat = &p
			}
		}
		if div == nil || seat == nil {
			t.Errorf("%s, %s: division %v, seat %v", c.division, c.country, div, seat)
			continue
		}
		if div.Precision != 3 {
			t.Errorf("%s: precision %d, want 3", c.division, div.Precision)
		}
		km := DistanceKm(div, seat)
		if km < 5 || km > 400 {
			t.Errorf("%s at %.4f, %.4f: %.0f km from its seat %s, want a point of its own within the region", c.division, div.Lat, div.Lon, km, seat.Name)
		}
	}
}
