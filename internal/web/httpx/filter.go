package httpx

import (
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// FilterParams are the filters the story list, the events, the map, the
// articles, their exports and storyline export share (docs/web.md).
var FilterParams = []string{"since", "until", "outlet", "country", "place", "type", "min_sources", "lang"}

// EventTypes are what the type filter takes: ACLED's event types, each
// followed by its sub-event types.
var EventTypes = []string{
	storyline.EventBattles, storyline.SubArmedClash, storyline.SubGovRegainsTerritory, storyline.SubNonStateOvertakes,
	storyline.EventExplosions, storyline.SubChemicalWeapon, storyline.SubAirStrike, storyline.SubSuicideBomb,
	storyline.SubShelling, storyline.SubRemoteExplosive, storyline.SubGrenade,
	storyline.EventViolenceCivilians, storyline.SubSexualViolence, storyline.SubAttack, storyline.SubAbduction,
	storyline.EventProtests, storyline.SubPeacefulProtest, storyline.SubProtestIntervention, storyline.SubExcessiveForce,
	storyline.EventRiots, storyline.SubViolentDemonstration, storyline.SubMobViolence,
	storyline.EventStrategic, storyline.SubAgreement, storyline.SubArrests, storyline.SubDefection,
	storyline.SubDisruptedWeapons, storyline.SubHeadquarters, storyline.SubLootingDestruction,
	storyline.SubNonViolentTransfer, storyline.SubOther,
}

// IsEventType reports whether t is one of ACLED's event types (not a
// sub-event type).
func IsEventType(t string) bool {
	switch t {
	case storyline.EventBattles, storyline.EventExplosions, storyline.EventViolenceCivilians,
		storyline.EventProtests, storyline.EventRiots, storyline.EventStrategic:
		return true
	}
	return false
}

// ParseFilter reads the filters of v into q: since and until (YYYY-MM-DD;
// until is exclusive), outlet and lang, country (a country's ISO code or
// name) or place (a place or region name, or a country), type (an event
// type or sub-event type, any case) and min_sources. Every consumer parses
// them here, so a filter means the same on every page, in the API and in
// the CLI.
func ParseFilter(v url.Values, q *storyline.ArticleQuery) error {
	q.Outlet = strings.TrimSpace(v.Get("outlet"))
	q.Language = strings.TrimSpace(v.Get("lang"))
	for _, d := range []struct {
		name string
		dst  *time.Time
	}{{"since", &q.Since}, {"until", &q.Until}} {
		s := strings.TrimSpace(v.Get(d.name))
		if s == "" {
			continue
		}
		t, err := time.Parse("2006-01-02", s)
		if err != nil {
			return Badf("%s=%q: want a date as YYYY-MM-DD", d.name, s)
		}
		*d.dst = t
	}
	country, place := strings.TrimSpace(v.Get("country")), strings.TrimSpace(v.Get("place"))
	switch {
	case country != "" && place != "":
		return Badf("country and place cannot be combined: pass one")
	case country != "":
		code, ok := CountryCode(country)
		if !ok {
			return Badf("country=%q: want a country's ISO 3166-1 alpha-2 code or its name (use place for a town or region)", country)
		}
		q.Place = code
	case place != "":
		if code, ok := CountryCode(place); ok {
			q.Place = code
		} else {
			q.Place = gazetteerName(place)
		}
	}
	if t := strings.TrimSpace(v.Get("type")); t != "" {
		q.EventType = ""
		for _, known := range EventTypes {
			if strings.EqualFold(t, known) {
				q.EventType = known
			}
		}
		if q.EventType == "" {
			return Badf("type=%q: want an ACLED event type or sub-event type: %s", t, strings.Join(EventTypes, ", "))
		}
	}
	if s := strings.TrimSpace(v.Get("min_sources")); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return Badf("min_sources=%q: want a number of outlets, 1 or more", s)
		}
		q.MinSources = n
	}
	return nil
}

// CountryCode returns the ISO 3166-1 alpha-2 code of a country given by
// that code (any case), its name or a common alias ("Syria", "U.S.").
func CountryCode(s string) (string, bool) {
	if len(s) == 2 {
		code := strings.ToUpper(s)
		if _, ok := places.Default().CountryPlace(code); ok {
			return code, true
		}
	}
	return places.Default().Country(s)
}

// gazetteerName is a place or region name as the gazetteer spells it
// ("île-de-france" is "Île-de-France"), which is how events store it; s
// when the gazetteer knows no place or region of that name.
func gazetteerName(s string) string {
	for _, p := range places.Default().Lookup(s) {
		switch {
		case strings.EqualFold(p.Name, s):
			return p.Name
		case strings.EqualFold(p.Admin1, s):
			return p.Admin1
		}
	}
	return s
}

// FilterQuery keeps, of v, the filter parameters that are set: what the
// export links and the next-page links of a filtered view carry, so that
// they select what the view shows.
func FilterQuery(v url.Values) url.Values {
	out := url.Values{}
	for _, k := range FilterParams {
		if s := strings.TrimSpace(v.Get(k)); s != "" {
			out.Set(k, s)
		}
	}
	return out
}
