package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// A merged event's generic actors are of its final place's country.
//
// The coder names a side it knows only by its kind after the country of
// the place it read for the mention ("Rebel Group (Syria)", "Civilians
// (Syria)", "Military Forces of Syria"; actorName). A story's merge may
// read that place again — the town its reports name, a province's town,
// a neighbourhood's city (Merge) — and a mention whose own place was a
// namesake abroad then gave "Rebel Group (Myanmar)" to a rocket attack on
// western Aleppo. The actors follow the place the event ends at.

// genericActors are the names actorName builds from a kind and a
// country: a prefix before the country, and what closes it.
var genericActors = []struct{ before, after string }{
	{"Rebel Group (", ")"}, {"Civilians (", ")"}, {"Protesters (", ")"}, {"Rioters (", ")"},
	{"Unidentified Armed Group (", ")"}, {"Pro-Government Militia (", ")"},
	{"Military Forces of ", ""}, {"Police Forces of ", ""},
}

// actorsOfPlace renames e's generic actors to the country of e's place,
// copying each actor it changes (the mentions keep theirs).
func actorsOfPlace(e *storyline.Event) {
	if e.Place == nil || e.Place.Country == "" {
		return
	}
	cp, ok := places.Default().CountryPlace(e.Place.Country)
	if !ok || cp.Name == "" {
		return
	}
	e.Actor1 = actorIn(e.Actor1, cp.Name)
	e.Actor2 = actorIn(e.Actor2, cp.Name)
	e.AssocActors1 = actorsIn(e.AssocActors1, cp.Name)
	e.AssocActors2 = actorsIn(e.AssocActors2, cp.Name)
}

// actorIn returns a, or a copy named for country when its name is a
// generic one of another country.
func actorIn(a *storyline.EventActor, country string) *storyline.EventActor {
	if a == nil {
		return nil
	}
	for _, g := range genericActors {
		rest, ok := strings.CutPrefix(a.Name, g.before)
		if !ok || !strings.HasSuffix(rest, g.after) {
			continue
		}
		if strings.TrimSuffix(rest, g.after) == country {
			return a
		}
		b := *a
		b.Name = g.before + country + g.after
		return &b
	}
	return a
}

// actorsIn is actorIn over a list, copied when one changes.
func actorsIn(as []storyline.EventActor, country string) []storyline.EventActor {
	var out []storyline.EventActor
	for i := range as {
		b := actorIn(&as[i], country)
		if b != &as[i] && out == nil {
			out = append([]storyline.EventActor(nil), as...)
		}
		if out != nil {
			out[i] = *b
		}
	}
	if out == nil {
		return as
	}
	return out
}
