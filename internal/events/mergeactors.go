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
// country: a prefix before the country, and what closes it ("Rebel
// Group (", ")"; "Military Forces of ", ""), read off actorName itself so
// the two never differ.
var genericActors = func() []struct{ before, after, bare string } {
	var out []struct{ before, after, bare string }
	for k := aMilitary; k <= aMilitia; k++ {
		if before, after, ok := genericName(k); ok {
			bare, _ := actorName(actorHit{kind: k}, "")
			out = append(out, struct{ before, after, bare string }{before, after, bare})
		}
	}
	return out
}()

// genericName returns what actorName writes before and after the country
// in the name of a side of kind k, when it names one after a country.
func genericName(k actorKind) (before, after string, ok bool) {
	const mark = "\x00"
	name, _ := actorName(actorHit{kind: k}, mark)
	return strings.Cut(name, mark)
}

// actorsOfPlace renames e's generic actors named for the place of one of
// its mentions ms to the country of e's place, copying each actor it
// changes (the mentions keep theirs). An actor named for its own
// nationality ("Military Forces of Russia" for "Russia's aerospace
// forces" striking in Syria) keeps it.
func actorsOfPlace(e *storyline.Event, ms []mention) {
	if e.Place == nil || e.Place.Country == "" {
		return
	}
	g := places.Default()
	cp, ok := g.CountryPlace(e.Place.Country)
	if !ok || cp.Name == "" {
		return
	}
	read := map[string]bool{} // the countries the mentions' places were in
	for _, m := range ms {
		if p := m.e.Place; p != nil && p.Country != "" && p.Country != e.Place.Country {
			if c, ok := g.CountryPlace(p.Country); ok {
				read[c.Name] = true
			}
		}
	}
	if len(read) == 0 {
		return
	}
	e.Actor1 = actorIn(e.Actor1, cp.Name, read)
	e.Actor2 = actorIn(e.Actor2, cp.Name, read)
	e.AssocActors1 = actorsIn(e.AssocActors1, cp.Name, read)
	e.AssocActors2 = actorsIn(e.AssocActors2, cp.Name, read)
}

// actorIn returns a, or a copy named for country when its name is a
// generic one of a country in read.
func actorIn(a *storyline.EventActor, country string, read map[string]bool) *storyline.EventActor {
	if a == nil {
		return nil
	}
	for _, g := range genericActors {
		rest, ok := strings.CutPrefix(a.Name, g.before)
		if !ok || !strings.HasSuffix(rest, g.after) {
			continue
		}
		if !read[strings.TrimSuffix(rest, g.after)] {
			return a
		}
		b := *a
		b.Name = g.before + country + g.after
		return &b
	}
	return a
}

// actorsIn is actorIn over a list, copied when one changes.
func actorsIn(as []storyline.EventActor, country string, read map[string]bool) []storyline.EventActor {
	var out []storyline.EventActor
	for i := range as {
		b := actorIn(&as[i], country, read)
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

// actorSort is an actor's name without the country a generic name
// carries: reports of one event name the same forces after the country
// of the place each read, or after their nationality ("Military Forces
// of Syria" for "regime troops", "Military Forces of Russia" for
// "Russia's aerospace forces" in one air strike's two reports), or with
// none where a report read no place ("Civilians" and "Civilians (United
// States)" of one shooting).
func actorSort(name string) string {
	for _, g := range genericActors {
		if rest, ok := strings.CutPrefix(name, g.before); ok && strings.HasSuffix(rest, g.after) || name == g.bare {
			return g.before
		}
	}
	return name
}

// foreignDoersApart reports two events done by the forces of two
// different countries, neither the country they happened in: a US-led
// strike near Manbij and Russian jets pounding eastern Aleppo the same
// day are two events, however close their places. Reports of one strike
// may name the host's forces or an ally's ("regime jets", "Russian jets"
// of one raid), so a doer of the host's country fits any.
func foreignDoersApart(a, b *storyline.Event) bool {
	fa, fb := militaryOf(a.Actor1), militaryOf(b.Actor1)
	if fa == "" || fb == "" || fa == fb {
		return false
	}
	host := ""
	for _, e := range []*storyline.Event{a, b} {
		if e.Place != nil && e.Place.Country != "" {
			if cp, ok := places.Default().CountryPlace(e.Place.Country); ok && cp.Name != "" {
				host = cp.Name
				break
			}
		}
	}
	return host != "" && fa != host && fb != host
}

// militaryOf returns the country of a doer named as its military forces
// ("Military Forces of Russia" → "Russia"), or "".
func militaryOf(a *storyline.EventActor) string {
	if a == nil || a.Inter != storyline.InterStateForces {
		return ""
	}
	country, _ := strings.CutPrefix(a.Name, militaryPrefix)
	if country == a.Name {
		return ""
	}
	return country
}

// militaryPrefix is the start of the name actorName gives a country's
// military forces.
var militaryPrefix, _, _ = genericName(aMilitary)
