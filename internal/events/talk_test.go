package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// Attacks talked of report no event: a kind of attack blamed on someone,
// the sites of attacks, a massacre known by its name.
func TestAttacksTalkedOf(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a kind blamed", "Western governments say the army has been responsible for chlorine and other chemical attacks."},
		{"sites visited", "Inspectors to visit chemical attack sites."},
		{"sites where reported", "Inspectors will travel to the country to investigate four sites where chemical attacks have been reported."},
		{"a massacre by its name", "The opposition asked the court to reopen the file of the Houla Massacre and find the perpetrators of the massacre."},
		{"a campaign's means", "An international coalition is also battling the group in both countries with air strikes and support for local forces."},
		{"a place's lot", "The border town has faced multiple suicide bombings claimed by the group."},
		{"an attack to investigate", "The watchdog said on Monday that it will send a team to investigate the alleged use of chlorine gas in the north."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
	for _, c := range []struct{ class, text string }{
		{"one attack blamed", "Activists say the army is responsible for the chemical attack that killed 40 people on Saturday."},
		{"strikes that destroyed", "The ministry denied its planes were responsible for air strikes that destroyed a hospital in the city."},
		{"a massacre with its count", "News of the Houla Massacre which killed 108 people surfaced on Saturday."},
		{"a massacre with its day", "News of the Houla Massacre surfaced on Saturday with activists accusing the army."},
		{"a site where a bomb killed", "Rescuers rushed to the site where a car bomb killed 12 people on Monday."},
		{"a past deed with its means", "Government forces attacked the town with air strikes on Monday killing 12 people."},
		{"a place's one attack", "The border town has faced a suicide bombing claimed by the group on Monday."},
		{"a shooting to investigate", "Detectives continue to investigate the shooting that left a man dead on Wednesday night."},
		{"an investigation after an attack", "Police began to investigate after a car bomb killed 12 people in the market on Monday."},
	} {
		if evs := codedEvents(t, c.text); len(evs) == 0 {
			t.Errorf("%s: %q: no event, want one", c.class, c.text)
		}
	}
}

// A fighting that describes a side, a halt of fighting, ties cut with a
// group and a truce being observed report no battle, diplomacy or deal;
// their neighbours stay.
func TestSidesDescribed(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a side described", "The government is also seeking to contain the US-backed Kurdish forces fighting the militants putting it at odds with its ally."},
		{"a named side described", "Washington has sent special forces to advise the Syrian Kurds fighting the Islamic State group in the north."},
		{"a pair of sides described", "Washington has sent special forces to advise Syrian Kurds and Arabs fighting the Islamic State group in the north."},
		{"a side taking part", "The front changed its name in July and is one of the main rebel groups taking part in an offensive against the western districts."},
		{"a side's banner", "Fighting under the banner of the Syrian Democratic Forces the YPG has emerged as a key ally of the coalition."},
		{"a halt of fighting", "The army announced a three-hour daily halt of fighting starting on Thursday to let aid convoys reach the city."},
		{"ties with a group", "The front severed ties with al Qaeda and changed its name."},
		{"a truce observed", "Officials said foreign officers are observing this truce from the centre."},
	} {
		for _, e := range codedEvents(t, c.text) {
			if e.SubEventType == storyline.SubArmedClash || e.SubEventType == storyline.SubAgreement || e.SubEventType == storyline.SubOther {
				t.Errorf("%s: %q: coded %s", c.class, c.text, e.SubEventType)
			}
		}
	}
	for _, c := range []struct{ class, text, sub string }{
		{"sides fighting", "Rebels and government forces were fighting in the north of the city on Monday.", storyline.SubArmedClash},
		{"a side taking part that kills", "Hezbollah fighters taking part in the offensive on the town killed 12 rebels on Sunday.", storyline.SubArmedClash},
		{"ties with a country", "Qatar severed ties with Egypt on Monday.", storyline.SubOther},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].SubEventType != c.sub {
			t.Errorf("%s: %q: want %s, got %v", c.class, c.text, c.sub, evs)
		}
	}
}

// A known attack given as the cause of a reaction is no event of the
// reaction's place and day; an attack reported after "after" stays one.
func TestCauseOfReactionIsNoEvent(t *testing.T) {
	for _, text := range []string{
		"British Foreign Secretary Boris Johnson cancelled a visit to Moscow scheduled for April 10 after the poison gas attack in Syria.",
		"The government recalled its ambassador following the massacre in the village.",
	} {
		for _, e := range codedEvents(t, text) {
			if e.DisorderType == storyline.DisorderPoliticalViolence {
				t.Errorf("%q: coded %s", text, e.SubEventType)
			}
		}
	}
	if evs := codedEvents(t, "Two soldiers were killed after a car bomb exploded near their checkpoint on Monday."); len(evs) == 0 {
		t.Errorf("a deed after a deed: none coded")
	}
}

// An aim and a purpose are no deeds: what a side is "seeking to" do and
// what money is "for" doing; a deed begun stays one.
func TestAimsAndPurposesAreNoEvents(t *testing.T) {
	for _, text := range []string{
		"Officials met on Sunday. Iran is seeking to consolidate its presence in Syria through the deployment of foreign militias, Farhan warned.",
		"Officials met on Sunday. ISIS no longer has the sources of financing for purchasing weapons and ammunition and recruiting mercenaries in Syria, he said.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s", text, evs[0].SubEventType)
		}
	}
	if got := firstSub(t, "Officials met on Sunday. The group began recruiting fighters in the town on Monday."); got != storyline.SubChangeToGroup {
		t.Errorf("recruiting begun: %q, want a change to group/activity", got)
	}
}
