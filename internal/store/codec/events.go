package codec

import (
	"time"

	"github.com/storyline-news/storyline"
)

// EventDay is a merged event's date as both engines keep it: YYYY-MM-DD,
// "" when unknown.
func EventDay(d storyline.Date) string { return d.String() }

// ParseEventDay reads what EventDay wrote; anything else is the zero Date.
func ParseEventDay(s string) storyline.Date {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return storyline.Date{}
	}
	return storyline.DateOf(t)
}

// EventPlaceOf is a merged event's place from its columns: nil when it
// has no coordinates (unplaced).
func EventPlaceOf(name, admin1, country string, lat, lon *float64) *storyline.Place {
	if lat == nil || lon == nil {
		return nil
	}
	return &storyline.Place{Name: name, Admin1: admin1, Country: country, Lat: *lat, Lon: *lon}
}

// EventPlaceColumns are a merged event's place columns (name, region,
// country, latitude, longitude), the coordinates nil when unplaced.
func EventPlaceColumns(p *storyline.Place) (name, admin1, country string, lat, lon *float64) {
	if p == nil {
		return "", "", "", nil, nil
	}
	return p.Name, p.Admin1, p.Country, &p.Lat, &p.Lon
}
