package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A merged event's generic actors named for a mention's place take the
// country of the place the event ends at; an actor named for its own
// nationality and a named group keep their names, and the mention's own
// actors stay as they were.
func TestActorsOfFinalPlace(t *testing.T) {
	mon := &storyline.Place{Name: "Mon", Country: "MM", Precision: 3}
	aleppo := &storyline.Place{Name: "Aleppo", Country: "SY", Precision: 1}
	m := storyline.Event{Place: mon,
		Actor1: &storyline.EventActor{Name: "Rebel Group (Myanmar)"},
		Actor2: &storyline.EventActor{Name: "Civilians (Myanmar)"}}
	e := m
	e.Place = aleppo
	actorsOfPlace(&e, []mention{{e: &m}})
	if e.Actor1.Name != "Rebel Group (Syria)" || e.Actor2.Name != "Civilians (Syria)" {
		t.Errorf("actors %q, %q; want of Syria", e.Actor1.Name, e.Actor2.Name)
	}
	if m.Actor1.Name != "Rebel Group (Myanmar)" {
		t.Errorf("the mention's actor became %q", m.Actor1.Name)
	}

	deir := &storyline.Place{Name: "Deir ez-Zor", Country: "SY", Precision: 1}
	r := storyline.Event{Place: deir,
		Actor1: &storyline.EventActor{Name: "Military Forces of Russia"},
		Actor2: &storyline.EventActor{Name: "Islamic State"}}
	f := r
	actorsOfPlace(&f, []mention{{e: &r}})
	if f.Actor1.Name != "Military Forces of Russia" || f.Actor2.Name != "Islamic State" {
		t.Errorf("actors %q, %q; want Russia's forces and the named group kept", f.Actor1.Name, f.Actor2.Name)
	}
}
