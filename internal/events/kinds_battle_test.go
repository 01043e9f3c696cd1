package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// An assault on armed men is a battle, whoever the report counts as
// "people"; a generic attack is coded by the bomb the report names for it;
// a strike on a stock of gas is a strike (docs/events-syria.md,
// "Thirty-sixth pass"); an armed side's offensive is a battle
// ("Forty-second pass").
func TestBattlesAndTheirMeans(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"the dead listed as armed men", "An assault by rebel fighters on the dam in May left 60 people dead including soldiers and pro-government fighters.", storyline.SubArmedClash},
		{"the dead listed as armed men, mostly", "Militants stormed the dam on Sunday, and 25 people were killed, mostly guards and troops.", storyline.SubArmedClash},
		{"the dead listed with children stay an attack", "An assault by rebel fighters on the dam in May left 60 people dead including soldiers and 12 children.", storyline.SubAttack},
		{"an attack on posts by an unnamed group", "The groups launched an attack against army positions in the old city on Monday.", storyline.SubArmedClash},
		{"the dead listed as civilians stay an attack", "An attack by militants on the market in May left 60 people dead including women and children.", storyline.SubAttack},
		{"a strike on gas supplies", "The army said that a coalition air strike on Tuesday hit poison gas supplies of the group, releasing a toxic gas that killed dozens.", storyline.SubAirStrike},
		{"a strike on a depot of chemical weapons", "Officials said jets on Monday bombed a depot of chemical weapons near the town, killing 20 people.", storyline.SubAirStrike},
		{"chemical weapons fired stay a chemical attack", "Officials said jets on Monday fired chemical weapons on the town, killing 20 people.", storyline.SubChemicalWeapon},
		// an armed side's assault or offensive with no civilian named is
		// fought by the side it is launched against
		{"rebels' assault", "Rebels launch assault in the divided city.", storyline.SubArmedClash},
		{"the army's offensive", "Government troops began an offensive on the town on Monday.", storyline.SubArmedClash},
		{"an assault on civilians", "Gunmen launched an assault on a wedding party on Monday killing 10 civilians.", storyline.SubAttack},
		{"forces that bombard a place shell it", "Government forces bombarded rebel-held suburbs of the capital on Thursday.", storyline.SubShelling},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// "The attack" told back after a battle is that battle.
func TestAttackToldBackAfterABattle(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"after a battle", "Rebel fighters clashed with army troops at the oil field on Monday. The monitor reported on Tuesday that 40 people had been killed and many were missing after the attack against the field.", storyline.SubArmedClash},
		{"after an attack on civilians", "Gunmen shot dead five farmers in the valley on Monday. The monitor reported on Tuesday that 40 people had been killed and many were missing after the attack against the village.", storyline.SubAttack},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[len(evs)-1].SubEventType != c.sub {
			t.Errorf("%s: %q: %+v, want the last %q", c.class, c.text, evs, c.sub)
		}
	}
}

// "A terrorist attack" the report tells elsewhere as a car bomb of that
// day and place is the bombing.
func TestAttackByTheMeansToldElsewhere(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a suicide car bomb of the day", "At least 40 people were killed in a terrorist attack in Homs on June 12, the governor said. On Saturday a suicide bomber detonated a car bomb near a bus station in Homs.", storyline.SubSuicideBomb},
		{"a roadside bomb of the day", "Eleven people were killed in an attack in Homs on June 12, the governor said. On Saturday a roadside bomb exploded near a bus station in Homs.", storyline.SubRemoteExplosive},
		{"a suicide car bomb told after another deed", "At least 40 people were killed in a terrorist attack in Homs on June 12, the governor said. Separately, jets struck the village of Talbiseh on Friday, killing three. On Saturday a suicide bomber detonated a car bomb near a bus station in Homs, police said.", storyline.SubSuicideBomb},
		{"a suicide car bomb of another place told after another deed", "At least 40 people were killed in a terrorist attack in Homs on June 12, the governor said. Separately, jets struck the village of Talbiseh on Friday, killing three. On Saturday a suicide bomber detonated a car bomb near a bus station in Aleppo, police said.", storyline.SubAttack},
		{"a bomb of another place", "At least 40 people were killed in a terrorist attack in Homs on June 12, the governor said. On Saturday a suicide bomber detonated a car bomb near a bus station in Aleppo.", storyline.SubAttack},
		{"a bomb of another day", "At least 40 people were killed in a terrorist attack in Homs on June 12, the governor said. On Thursday a suicide bomber detonated a car bomb near a bus station in Homs.", storyline.SubAttack},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A deed named as the cause of the sentence's own ("in response to", "in
// retaliation for") is an earlier deed told in passing, not coded with the
// sentence's day and place.
func TestCauseOfTheDeed(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a gas attack as the cause of missiles fired", "The navy fired cruise missiles at an air base on Friday in response to a poison gas attack in the north.", storyline.SubShelling},
		{"a cause opening the sentence", "In retaliation for the air strikes on their villages rebels fired rockets at the city on Friday, killing two.", storyline.SubShelling},
		{"a cause with its own day is kept", "The envoy sought backing for strikes in response to a chemical attack near the capital on August 21.", storyline.SubChemicalWeapon},
		{"a reply with no means keeps the cause's", "The army said it targeted positions across the border in retaliation for mortar fire that hit a village.", storyline.SubShelling},
		{"a cause alone is no deed", "Opponents of the government took up arms in response to a bloody crackdown on peaceful protests.", ""},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// One report of two strikes, each told "on" its own day with its own dead,
// keeps two events: merged, one count would be lost. Told of one kind on
// one day by two sentences, they stay one.
func TestTwoDaysOfStrikesInOneReport(t *testing.T) {
	const text = "A coalition air strike on Tuesday mistakenly killed 18 allied fighters south of the town of Tabqa, officials said. " +
		"The army said an air strike late on Wednesday hit a depot of the group near the town of Tabqa and killed 40 people."
	a := paragraphedArticle("", text, time.Date(2017, 4, 13, 9, 0, 0, 0, time.UTC))
	a.ID, a.Outlet = 1, "Agency"
	a.Published = storyline.Published{Time: time.Date(2017, 4, 13, 9, 0, 0, 0, time.UTC)}
	dead := map[string]int{}
	for _, e := range events.Merge([]*storyline.Article{a}) {
		if e.Fatalities > 0 {
			dead[e.Date.String()] = e.Fatalities
		}
	}
	if len(dead) != 2 || dead["2017-04-11"] != 18 || dead["2017-04-12"] != 40 {
		t.Errorf("two days' strikes: %v, want 18 on Tuesday and 40 on Wednesday", dead)
	}
}

// Militiamen who fire on a police unit fight it, whatever group word
// describes them; named as what a protest is about, they do not intervene
// in it.
func TestMilitiamen(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"militiamen described by a group word", "On Monday, suspected indigenous militiamen ambushed a police unit near the town and opened fire against the officers.", storyline.SubArmedClash},
		{"militiamen as a protest's topic", "On Monday, truck drivers protested in the town over attacks on trucks. The protest followed a series of arson attacks carried out by suspected militiamen.", storyline.SubPeacefulProtest},
		{"militiamen firing on drivers stay an attack", "On Monday, suspected militiamen opened fire against a group of drivers near the town.", storyline.SubAttack},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A country's own name before a strike in it says where, not who.
func TestAirStrikeInTheCountry(t *testing.T) {
	evs := codedEvents(t, "Russia says it killed seven Nusra Front fighters in a Syria air strike in Idlib province on Wednesday.")
	for _, e := range evs {
		if e.SubEventType == storyline.SubAirStrike && e.Actor1 != nil && e.Actor1.Name == "Military Forces of Syria" {
			t.Errorf("a Syria air strike in Syria: doer %q", e.Actor1.Name)
		}
	}
}

// A rate of deeds is no day's deed.
func TestRateOfStrikes(t *testing.T) {
	if evs := codedEvents(t, "The aerospace forces carry out up to 150 strikes per day on the militants' positions near the city."); len(evs) != 0 {
		t.Errorf("a rate of strikes: coded %s, want no event", evs[0].SubEventType)
	}
	if evs := codedEvents(t, "Jets carried out 150 strikes on the militants' positions near the city on Monday."); len(evs) == 0 {
		t.Error("a day's 150 strikes: no event, want one")
	}
}

// A headline's passive without its auxiliary has its victims before the
// verb: armed men killed are a side of a battle, not the doers of an
// attack on civilians.
func TestHeadlinePassive(t *testing.T) {
	evs := codedEvents(t, "Russian Defense Ministry: More than 100 ISIS terrorists killed in Deir Ezzor.")
	if len(evs) == 0 {
		t.Fatal("no event")
	}
	if e := evs[0]; e.SubEventType == storyline.SubAttack {
		t.Errorf("%s by %v: the armed men killed named as the doers of an attack on civilians", e.SubEventType, e.Actor1)
	}
}
