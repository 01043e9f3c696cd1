package pipeline_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// TestCompassQuadrantIsNoPlace: a street address's quadrant ("Benning Road
// NE", "in SE") is no place, though a folded gazetteer name matches it
// (Sé, Benin).
func TestCompassQuadrantIsNoPlace(t *testing.T) {
	for _, txt := range []string{
		"Five people were injured after a man opened fire at a club on Benning Road NE in Washington early Saturday.",
		"A 3-year-old girl was shot Wednesday night at an apartment complex in SE, police said.",
		"The shooting happened in the 4400 block of Benning Road SE. Police said the girl was taken to a hospital in SE.",
		"Officers found the man on Wheeler Road SE. It is the third shooting in SE this week.",
	} {
		placedInUS(t, txt, time.Date(2015, 7, 29, 0, 0, 0, 0, time.UTC))
	}
}

// TestNationalityIsContext: a report that names its country only by its
// people's nationality places a town there before a namesake abroad.
func TestNationalityIsContext(t *testing.T) {
	txt := "Syrian soldiers drive past the Arch of Triumph in the ancient city of Palmyra in April. Two Russian airmen were killed when their helicopter was shot down east of the city."
	for _, e := range entitiesOf(txt, time.Date(2016, 7, 10, 0, 0, 0, 0, time.UTC)) {
		if e.Canonical == "Palmyra" && (e.Place == nil || e.Place.Country != "SY") {
			t.Errorf("Palmyra read as %+v, want Tadmur in Syria", e.Place)
		}
	}
}

// TestCutNamesAreNoPlaces: a saint's name in its possessive begins an
// institution's ("St. Luke's University Hospital"), no parish in the
// Caribbean; a dateline in capitals the tagger cut ("SALT" of "SALT LAKE
// CITY") is read whole, not as a town in Spain.
func TestCutNamesAreNoPlaces(t *testing.T) {
	for _, txt := range []string{
		"Two men died at the scene in the Poconos, while the third died at St. Luke's University Hospital in Bethlehem, Pennsylvania.",
		"KUTV (CBS) SALT LAKE CITY - The Midvale, Utah home where three people were shot to death is a known narcotics house, police say.",
	} {
		placedInUS(t, txt, time.Date(2013, 8, 6, 0, 0, 0, 0, time.UTC))
	}
}

// TestDatelineCountyInCapitals: a dateline's county in capitals the tagger
// cut to its last word ("COUNTY" of "CACHE COUNTY, Utah --") is the county,
// not a place named County.
func TestDatelineCountyInCapitals(t *testing.T) {
	txt := "CACHE COUNTY, Utah -- A 10-year-old boy is dead after a hunting accident in Cache County Saturday night."
	for _, e := range entitiesOf(txt, time.Date(2015, 10, 11, 0, 0, 0, 0, time.UTC)) {
		if e.Place != nil && e.Place.Name == "County" {
			t.Errorf("%s read as a place named County", e.Canonical)
		}
	}
}

// entitiesOf is the entities the analysis finds in txt, one paragraph in
// English published on day.
func entitiesOf(txt string, day time.Time) []storyline.Entity {
	a := &storyline.Article{Text: txt, Language: "en", Published: storyline.Published{Time: day},
		Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}}}
	return pipeline.Analyze(a).Entities
}

// placedInUS fails t for each place of txt's entities outside the United
// States.
func placedInUS(t *testing.T, txt string, day time.Time) {
	t.Helper()
	for _, e := range entitiesOf(txt, day) {
		if e.Place != nil && e.Place.Country != "US" {
			t.Errorf("%q: %s read as %s, %s", txt, e.Canonical, e.Place.Name, e.Place.Country)
		}
	}
}
