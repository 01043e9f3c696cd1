package ui

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A division or a country is drawn as the area it is, not as a town: its
// label says so and it is outlined, so that a governorate beside its
// seat does not read as a second town.
func TestMapAreaPoints(t *testing.T) {
	city := &storyline.Place{Name: "Town", Kind: "city", Lat: 35.1, Lon: 36.7}
	region := &storyline.Place{Name: "Town", Kind: "admin1", Lat: 35.3, Lon: 36.6}
	pts := []mapPoint{
		{Lon: city.Lon, Lat: city.Lat, Weight: 1, Label: city.Name, Kind: "place", Area: areaOf(city)},
		{Lon: region.Lon, Lat: region.Lat, Weight: 1, Label: region.Name, Kind: "place", Area: areaOf(region)},
	}
	v, err := renderMap(viewAround(pts, 12), 480, pts)
	if err != nil {
		t.Fatal(err)
	}
	labels := map[string]string{}
	for _, p := range v.Points {
		labels[p.Label] = p.Area
	}
	if a, ok := labels["Town (region)"]; !ok || a != "region" {
		t.Errorf("the division's point: labels %v, want \"Town (region)\" drawn as an area", labels)
	}
	if a, ok := labels["Town"]; !ok || a != "" {
		t.Errorf("the town's point: labels %v, want \"Town\" drawn as a town", labels)
	}
	partials, err := templateFS.ReadFile("templates/partials.html")
	if err != nil {
		t.Fatal(err)
	}
	if areaOf(&storyline.Place{Kind: "country"}) != "country" || !strings.Contains(string(partials), "{{with .Area}} area{{end}}") {
		t.Errorf("a country is an area too, and the point template outlines areas")
	}
}
