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

// A merged air strike takes the state doer one of its reports coded as a
// strike names, over the unidentified group of an attack told without
// its weapon; with none, a non-state first actor is dropped.
func TestAirForceOfGroup(t *testing.T) {
	syria := &storyline.EventActor{Name: "Military Forces of Syria", Inter: storyline.InterStateForces}
	armed := &storyline.EventActor{Name: "Unidentified Armed Group (Syria)", Inter: storyline.InterPoliticalMilitia}
	attack := storyline.Event{SubEventType: storyline.SubAttack, Actor1: armed}
	strike := storyline.Event{SubEventType: storyline.SubAirStrike, Actor1: syria}
	e := storyline.Event{SubEventType: storyline.SubAirStrike, Actor1: armed}
	airForceOfGroup(&e, []mention{{e: &attack}, {e: &strike}})
	if e.Actor1 != syria {
		t.Errorf("doer %v, want the strike report's Military Forces of Syria", e.Actor1)
	}
	e = storyline.Event{SubEventType: storyline.SubAirStrike, Actor1: armed}
	airForceOfGroup(&e, []mention{{e: &attack}})
	if e.Actor1 != nil || e.Actor2 != nil {
		t.Errorf("actors %v, %v; want none for a default unidentified group", e.Actor1, e.Actor2)
	}
}

// A crowd one mention names lends no doer to a chemical attack merged
// with it; a riot's own crowd stays its doer.
func TestCrowdLendsNoDoer(t *testing.T) {
	rioters := &storyline.EventActor{Name: "Rioters (Syria)", Inter: storyline.InterRioters}
	civilians := &storyline.EventActor{Name: "Civilians (Syria)", Inter: storyline.InterCivilians}
	chem := storyline.Event{EventType: storyline.EventExplosions, SubEventType: storyline.SubChemicalWeapon, Actor2: civilians}
	mob := storyline.Event{EventType: storyline.EventRiots, SubEventType: storyline.SubMobViolence, Actor1: rioters}
	if e := mergeFields([]mention{{e: &chem}, {e: &mob}}); e.SubEventType != storyline.SubChemicalWeapon || e.Actor1 != nil {
		t.Errorf("%s with doer %v, want the chemical attack with none", e.SubEventType, e.Actor1)
	}
	riot := storyline.Event{EventType: storyline.EventRiots, SubEventType: storyline.SubViolentDemonstration}
	if e := mergeFields([]mention{{e: &riot}, {e: &mob}}); e.Actor1 != rioters {
		t.Errorf("riot's doer %v, want the rioters", e.Actor1)
	}
}

// A side named only by its kind is no foe of a named group of its own
// kind; a state's forces are.
func TestSameSideGeneric(t *testing.T) {
	is := &storyline.EventActor{Name: "Islamic State", Inter: storyline.InterRebels}
	for _, c := range []struct {
		a    *storyline.EventActor
		want bool
	}{
		{&storyline.EventActor{Name: "Rebel Group (Syria)", Inter: storyline.InterRebels}, true},
		{&storyline.EventActor{Name: "Military Forces of Russia", Inter: storyline.InterStateForces}, false},
		{&storyline.EventActor{Name: "Al Qaeda", Inter: storyline.InterRebels}, false},
	} {
		if got := sameSideGeneric(c.a, is); got != c.want {
			t.Errorf("%s beside the Islamic State: %v, want %v", c.a.Name, got, c.want)
		}
	}
}

// A report that read no place names the sides of a shooting without a
// country; another report of it, which placed it, names them after the
// country. They are one event's sides.
func TestActorsWithAndWithoutCountry(t *testing.T) {
	placed := &storyline.Event{
		Actor1: &storyline.EventActor{Name: "Unidentified Armed Group (United States)"},
		Actor2: &storyline.EventActor{Name: "Civilians (United States)"}}
	unplaced := &storyline.Event{
		Actor1: &storyline.EventActor{Name: "Unidentified Armed Group"},
		Actor2: &storyline.EventActor{Name: "Civilians"}}
	if !sameActors(placed, unplaced) {
		t.Error("sides with and without their country: not the same actors")
	}
	police := &storyline.Event{
		Actor1: &storyline.EventActor{Name: "Police Forces"},
		Actor2: &storyline.EventActor{Name: "Rioters"}}
	if sameActors(placed, police) {
		t.Error("other sides read as the same actors")
	}
}
