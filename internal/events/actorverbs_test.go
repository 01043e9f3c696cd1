package events_test

import (
	"strings"
	"testing"
)

// A force that investigates, arrests, searches or tells is not the doer of
// the attack it answers; one that tells its own deed, or does two things,
// is.
func TestAnsweringForcesAreNoDoers(t *testing.T) {
	for _, c := range []struct {
		s        string
		police   bool // actor 1 is the state force
		language string
	}{
		{"Tulsa police are investigating a shooting that left a man dead on Sunday.", false, "en"},
		{"Police on Friday arrested a man suspected of fatally shooting his neighbour.", false, "en"},
		{"Officers responded to reports of gunfire and found a woman shot in the leg.", false, "en"},
		{"Police say a gunman opened fire on a crowd outside the bar, killing two.", false, "en"},
		{"Deputies are searching for the driver who shot a teenager on Elm Road.", false, "en"},
		{"Police said she then shot her husband and wounded a neighbour at the house.", false, "en"},
		{"Police: 3 hurt in shooting outside nightclub", false, "en"},
		{"Elmwood Police Chief Dan O'Hara said Smith fired several shots, killing a clerk.", false, "en"},
		{"The county Sheriff's Office is looking for a man who shot two teenagers on Friday.", false, "en"},
		{"Westfield police said they arrested a suspect in the fatal shooting of a teenager.", false, "en"},
		{"La policía investiga el tiroteo que dejó dos muertos en el barrio.", false, "es"},
		{"Police say they still have no suspects in Saturday night's shooting on Elm Street.", false, "en"},
		{"Police found the woman dead at her home on Elm Street on Monday.", false, "en"},
		{"According to a police news release, the shooting happened Friday afternoon in an apartment complex.", false, "en"},
		{"D.C. Police are on the hunt for a man who opened fire at a nightclub, sending five people to the hospital.", false, "en"},
		{"Police did not immediately have more information about the shooting on Elm Street today.", false, "en"},
		// the force's own deed
		{"Police shot and killed a man who fired at officers on Monday.", true, "en"},
		{"The army said it killed 70 militants in the village on Monday.", true, "en"},
		{"Police said they fatally shot a man who fired at officers on Monday.", true, "en"},
		{"Soldiers who had not been paid for months attacked the village on Monday, killing four.", true, "en"},
		{"Soldiers arrested five men and killed two others in the raid on Monday.", true, "en"},
	} {
		evs := codedEventsIn(t, c.s, c.language)
		if len(evs) == 0 {
			t.Errorf("%q: no event", c.s)
			continue
		}
		a := evs[0].Actor1
		state := a != nil && (strings.HasPrefix(a.Name, "Police Forces") || strings.HasPrefix(a.Name, "Military Forces"))
		if state != c.police {
			name := "<nil>"
			if a != nil {
				name = a.Name
			}
			t.Errorf("%q: actor 1 %s (%s), want a state force %v", c.s, name, evs[0].SubEventType, c.police)
		}
	}
}

// People counted a few at a time, or named as the object of a shooting,
// are its victims, not a mob; a mob stays a mob.
func TestCrowdsOfVictimsAreNoMob(t *testing.T) {
	for _, c := range []struct {
		s   string
		mob bool
	}{
		{"Three people suffered minor injuries early Sunday in a drive-by shooting on Oak Street.", false},
		{"A man fired into a group of people outside the diner, wounding four.", false},
		{"Neighbours were standing on the porch when someone pulled out a gun and fired ten shots.", false},
		{"Two men were killed and another hurt in a shooting among a group of people watching a dice game.", false},
		{"Residents looted a truck carrying food and set it on fire.", true},
		{"The journalist was beaten by a mob outside the court.", true},
	} {
		sub := firstSub(t, c.s)
		if (sub == "Mob violence") != c.mob {
			t.Errorf("%q: %q, want mob violence %v", c.s, sub, c.mob)
		}
	}
}
