package events

import (
	"slices"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

var ref = storyline.Date{Year: 2021, Month: 6, Day: 12}

// code returns the first coded event of text, with no other stage's
// output, or a zero event.
func code(text string) storyline.Event {
	for _, e := range ExtractInput(Input{Text: text, Ref: ref}) {
		if e.Coded() {
			return e
		}
	}
	return storyline.Event{}
}

func TestEventSubTypes(t *testing.T) {
	for _, c := range []struct{ sub, text string }{
		{storyline.SubArmedClash, "Soldiers clashed with rebels near the river overnight."},
		{storyline.SubGovRegainsTerritory, "Government troops recaptured the town from the insurgents."},
		{storyline.SubNonStateOvertakes, "Rebels seized control of the district after the police fled."},
		{storyline.SubChemicalWeapon, "Residents said chlorine gas was dropped on the suburb."},
		{storyline.SubAirStrike, "A drone strike hit a compound outside the city."},
		{storyline.SubSuicideBomb, "A suicide bomber blew himself up at the checkpoint."},
		{storyline.SubShelling, "Artillery shelling struck the market on Tuesday."},
		{storyline.SubRemoteExplosive, "A roadside bomb exploded under a passing army truck, wounding three soldiers."},
		{storyline.SubGrenade, "Unknown attackers threw a grenade into the bar."},
		{storyline.SubSexualViolence, "Two girls were raped by armed men in the camp."},
		{storyline.SubAttack, "Gunmen shot dead a farmer on his land."},
		{storyline.SubAbduction, "Armed men kidnapped a local councillor on his way home."},
		{storyline.SubPeacefulProtest, "Hundreds of nurses protested outside the ministry to demand higher pay."},
		{storyline.SubProtestIntervention, "Police fired tear gas to disperse students protesting against the fee rise."},
		{storyline.SubExcessiveForce, "Soldiers opened fire on protesters, killing two of them."},
		{storyline.SubViolentDemonstration, "Demonstrators threw stones at officers and burned tires on the highway."},
		{storyline.SubMobViolence, "A mob lynched a man accused of theft."},
		{storyline.SubMobViolence, "The man was beaten by a mob in the market on Friday."},
		// people shot are the victims of a shooting, not a mob
		{storyline.SubAttack, "Two people were shot in a parking lot Friday night."},
		{storyline.SubAttack, "Deadly gunfire followed a reported argument at a party."},
		{storyline.SubAttack, "Gunfire erupted outside a nightclub early Sunday."},
		{storyline.SubAttack, "Four people were shot Saturday night, one of them was killed."},
		{storyline.SubAgreement, "The two militias signed a ceasefire agreement on Friday."},
		{storyline.SubArrests, "Police arrested the opposition mayor at his home."},
		{storyline.SubDefection, "Three pilots defected with their aircraft."},
		{storyline.SubChangeToGroup, "The two armed groups merged into a single front."},
		{storyline.SubDisruptedWeapons, "Army engineers defused an explosive device found on the road."},
		{storyline.SubHeadquarters, "The rebels established a new base in the hills."},
		{storyline.SubLootingDestruction, "Gunmen looted shops in the market."},
		{storyline.SubNonViolentTransfer, "The militia handed over control of the port to the army."},
		{storyline.SubOther, "The government closed the border with its neighbour."},
		// a strike is a walkout only when workers, a union or wages are named
		{storyline.SubPeacefulProtest, "Teachers held a strike outside the ministry on Monday."},
		{storyline.SubAirStrike, "The monitor said the strikes hit the village on the eastern bank of the river."},
		{storyline.SubAirStrike, "Mardini declined to identify the perpetrators of the deadly strikes."},
		// bombing, bombardment and raids by aircraft are air strikes;
		// artillery stays shelling
		{storyline.SubAirStrike, "Regime forces carried out heavy bombardment and raids by helicopters across the province."},
		{storyline.SubAirStrike, "Intense bombing of the city by Russian jets resumed on Monday."},
		{storyline.SubAirStrike, "A Su-34 jet hit the same area on Monday."},
		{storyline.SubAirStrike, "Helicopters dropped barrel bombs on the suburb on Monday."},
		{storyline.SubAirStrike, "Russian warplanes pounded the eastern districts overnight. The bombing killed 12 civilians on Monday."},
		{storyline.SubAirStrike, "Six children were among 19 civilians killed on Thursday in regime bombing of the eastern districts."},
		{storyline.SubAirStrike, "More than 33 people were killed in regime and Russian bombing on Wednesday."},
		{storyline.SubAirStrike, "Bombing raids killed 31 civilians in the town on Monday."},
		{storyline.SubAirStrike, "Schools closed on Monday because of the relentless bombing campaign on the town."},
		{storyline.SubRemoteExplosive, "A bombing killed 12 people at the market on Monday."},
		{storyline.SubRemoteExplosive, "Russian officials said a car bomb killed 12 people at the market on Monday."},
		{storyline.SubRemoteExplosive, "A bomb attack was reported on the road with regime media saying one person had been killed in that bombing."},
		{storyline.SubRemoteExplosive, "A bombing killed 12 people in a regime-held district on Monday."},
		{storyline.SubShelling, "Army artillery shelled the town on Monday."},
		{storyline.SubShelling, "Rebels fired mortars and rockets at the western districts on Monday."},
		// an occupation of a building is a sit-in
		{storyline.SubPeacefulProtest, "Students began an occupation of the main university building on Monday."},
		// a bomber who fired first and then blew himself up bombed
		{storyline.SubSuicideBomb, "The group said one of its fighters had fired on a gathering of militiamen near the city before blowing himself up."},
	} {
		e := code(c.text)
		if e.SubEventType != c.sub {
			t.Errorf("%q: %q (trigger %q), want %q", c.text, e.SubEventType, e.Trigger, c.sub)
		}
		if e.SubEventType == storyline.SubDefection && e.ACLEDSubEventType != storyline.SubChangeToGroup {
			t.Errorf("defection filed as %q", e.ACLEDSubEventType)
		}
	}
}

func TestEventNonEvents(t *testing.T) {
	for _, c := range []struct{ text, non string }{
		{"Police did not disperse the march.", ""}, // the march happened
		{"No one was killed in the attack on the convoy.", ""},
		{"The union threatened to strike next week.", storyline.NonEventHypothetical},
		{"Rebels could attack the capital within days, analysts said.", storyline.NonEventHypothetical},
		{"The army plans to recapture the town.", storyline.NonEventHypothetical},
		{"\"We will march until they listen,\" the leader said.", storyline.NonEventOpinion},
		{"The army has served as the arbiter of disputes, forcing out a dictator in 1958.", storyline.NonEventBackground},
		{"Historically, the guerrillas attacked police stations in the region.", storyline.NonEventBackground},
		{"The minister denied that soldiers had killed civilians.", storyline.NonEventNegated},
		// a deed supposed with "any"
		{"Assad told the United States to expect reprisals for any military strike on Syria.", storyline.NonEventHypothetical},
		{"Turkey said it holds Damascus responsible for any attack on its troops in Idlib.", storyline.NonEventHypothetical},
	} {
		evs := ExtractInput(Input{Text: c.text, Ref: ref})
		if c.non == "" {
			if len(evs) == 0 || !evs[0].Coded() {
				t.Errorf("%q: %+v, want a coded event", c.text, evs)
			}
			continue
		}
		for _, e := range evs {
			if e.Coded() {
				t.Errorf("%q: coded %s (%q)", c.text, e.SubEventType, e.Trigger)
			}
		}
		if len(evs) > 0 && evs[0].NonEvent != c.non {
			t.Errorf("%q: non-event %q, want %q", c.text, evs[0].NonEvent, c.non)
		}
	}
}

// A state's occupation of a country or a territory is no sit-in.
func TestOccupationOfACountry(t *testing.T) {
	for _, text := range []string{
		"Tribal leaders are in secret talks with a US general to form a coalition similar to the one formed during the US occupation of Iraq.",
		"Ministers met on Monday to discuss the occupation of the West Bank.",
	} {
		for _, e := range ExtractInput(Input{Text: text, Ref: ref}) {
			if e.Coded() && e.EventType == storyline.EventProtests {
				t.Errorf("%q: coded %s (%q)", text, e.SubEventType, e.Trigger)
			}
		}
	}
}

// Ground is left by armed men: a person who withdraws from a school
// district or pulls out of a race transfers no territory; forces of a
// side the lexicon does not list do, and so does a handover, whoever
// the sentence names.
func TestTransferNeedsArmedMen(t *testing.T) {
	for _, text := range []string{
		"The school district said the student withdrew from the district on Nov. 24.",
		"The senator pulled out of the race on Friday.",
	} {
		for _, e := range ExtractInput(Input{Text: text, Ref: ref}) {
			if e.Coded() && e.SubEventType == storyline.SubNonViolentTransfer {
				t.Errorf("%q: coded %s (%q)", text, e.SubEventType, e.Trigger)
			}
		}
	}
	for _, text := range []string{
		"Rebels withdrew from the town on Friday under a deal with the army.",
		"The militia handed over control of the port.",
		"US forces have withdrawn from a key base south of the border.",
		"After the deal and the resulting handover of the surrounding districts to Azerbaijan, the region is cut off.",
	} {
		if e := ExtractInput(Input{Text: text, Ref: ref}); len(e) == 0 || e[0].SubEventType != storyline.SubNonViolentTransfer {
			t.Errorf("%q: not a transfer: %+v", text, e)
		}
	}
}

func TestEventNotConflict(t *testing.T) {
	e := ExtractInput(Input{Text: "A strong earthquake struck the coast, killing 12 people.", Ref: ref})
	if len(e) == 0 || e[0].NonEvent != storyline.NonEventNotConflict || !slices.Contains(e[0].Tags, "natural disaster") {
		t.Errorf("earthquake: %+v", e)
	}
}

// A person shot by accident is coded as shot, as "an accidental shooting"
// is; a crash or a fire by accident is a disaster, no conflict.
func TestShotByAccidentIsAShooting(t *testing.T) {
	for text, shot := range map[string]bool{
		"A 9-year-old boy was fatally shot in a hunting accident on Saturday.":                           true,
		"A boy accidentally shoots himself at his home.":                                                 true,
		"He was removing his rifle from the truck when the gun went off and struck the victim.":          true,
		"The rifle accidentally discharged and struck the boy in the chest.":                             true,
		"Prosecutors say Olm was showing a handgun to the boy when it went off hitting him in the head.": true,
		"A man was killed in a car accident on Saturday.":                                                false,
		"Two workers died in an accident at the factory.":                                                false,
	} {
		e := ExtractInput(Input{Text: text, Ref: ref})
		if len(e) == 0 {
			t.Errorf("%q: no event", text)
			continue
		}
		if got := e[0].EventType == storyline.EventViolenceCivilians; got != shot {
			t.Errorf("%q: coded %q %q (non-event %q), shot %v", text, e[0].EventType, e[0].SubEventType, e[0].NonEvent, shot)
		}
		if !shot && e[0].NonEvent != storyline.NonEventNotConflict {
			t.Errorf("%q: %q, want no conflict", text, e[0].NonEvent)
		}
	}
}

func TestEventCountsAndMerge(t *testing.T) {
	text := "Residents protested in the square to demand water. Police dispersed them with tear gas. Two protesters were injured."
	evs := ExtractInput(Input{Text: text, Ref: ref})
	if len(evs) != 1 {
		t.Fatalf("%d events, want the protest merged into one: %+v", len(evs), evs)
	}
	if evs[0].SubEventType != storyline.SubProtestIntervention && evs[0].SubEventType != storyline.SubExcessiveForce {
		t.Errorf("merged protest coded %q", evs[0].SubEventType)
	}
	for _, c := range []struct {
		text string
		fat  int
	}{
		{"Gunmen killed a man and his son at a checkpoint.", 2},
		{"A teenager was shot dead by unknown attackers.", 1},
		{"Unidentified gunmen shot a trader. He died in hospital.", 1},
	} {
		evs := ExtractInput(Input{Text: c.text, Ref: ref})
		if len(evs) == 0 || evs[0].Fatalities != c.fat {
			t.Errorf("%q: %+v, want %d fatalities", c.text, evs, c.fat)
		}
	}
}

func TestEventActors(t *testing.T) {
	e := code("Police fired tear gas at protesters in the capital.")
	if e.Actor1 == nil || !strings.HasPrefix(e.Actor1.Name, "Protesters") || e.Actor2 == nil || !strings.HasPrefix(e.Actor2.Name, "Police Forces") {
		t.Errorf("actors %+v %+v", e.Actor1, e.Actor2)
	}
	if e.Interaction != 16 {
		t.Errorf("interaction %d, want 16", e.Interaction)
	}
	e = code("Members of the colectivos attacked a journalist.")
	if e.Actor1 == nil || e.Actor1.Name != "Colectivos" || e.Actor1.Span.In("Members of the colectivos attacked a journalist.") != "colectivos" {
		t.Errorf("actor1 %+v", e.Actor1)
	}
}

// A state's forces named with a bomb, not as its doers, are what it
// struck: no state sets off a suicide bomb at its own checkpoint.
func TestBombStruckTheState(t *testing.T) {
	for _, text := range []string{
		"At least 22 people were killed in a double suicide bomb attack at an army checkpoint in Homs on Tuesday.",
		"Three suicide bombers blew themselves up near the main police headquarters building in Damascus on Wednesday.",
		"A suicide bomber killed five Kurdish police in Qamishli.",
	} {
		e := code(text)
		if e.Actor1 != nil && (strings.HasPrefix(e.Actor1.Name, "Military Forces") || strings.HasPrefix(e.Actor1.Name, "Police Forces")) {
			t.Errorf("%q: the state's forces set off the bomb: %+v", text, e.Actor1)
		}
	}
}

// TestEventActorsDistinct: a second mention of the first side is no
// second side, except where two groups of one kind clash.
func TestEventActorsDistinct(t *testing.T) {
	for _, text := range []string{
		"At least 53 civilians including 21 children died on Sunday when Russian air strikes hit residential buildings.",
		"Seven people including five children were killed in regime shelling and air strikes in Douma.",
		"Army units backed by the air force destroyed gatherings and vehicles of the terrorists, a military source said.",
	} {
		e := code(text)
		if e.Actor1 != nil && e.Actor2 != nil && e.Actor1.Name == e.Actor2.Name {
			t.Errorf("%q: %s vs %s", text, e.Actor1.Name, e.Actor2.Name)
		}
	}
	e := code("Fierce clashes between rival rebel factions left 40 dead near the town on Friday.")
	if e.SubEventType != storyline.SubArmedClash {
		t.Errorf("clash coded %q", e.SubEventType)
	}
}

func FuzzEventExtract(f *testing.F) {
	for _, s := range []string{
		"Police fired tear gas at protesters in Ureña on Saturday.",
		"\"We will not surrender,\" he said. Two people were killed.",
		"sit-in (Caracas, Miranda) – «riots» ; 3 fatalities.",
		"Ürümqi’s — 4 dead (",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, e := range ExtractInput(Input{Text: s, Ref: ref}) {
			for _, sp := range []storyline.Span{e.TriggerSpan, e.Sentence, e.LocationSpan, e.DateSpan} {
				if sp.Start < 0 || sp.End > len(s) || sp.Start > sp.End {
					t.Fatalf("span %+v out of %d bytes", sp, len(s))
				}
			}
			if e.TriggerSpan.Start < e.Sentence.Start || e.TriggerSpan.End > e.Sentence.End {
				t.Fatalf("trigger %+v outside sentence %+v", e.TriggerSpan, e.Sentence)
			}
		}
	})
}

// A town named as where the wounded were taken is not where they were
// shot.
func TestWhereTreated(t *testing.T) {
	for _, c := range []struct {
		text, town string
		want       bool
	}{
		{"He was taken to Advocate Christ Medical Center in Oak Lawn, where he died.", "Oak Lawn", true},
		{"The boy was airlifted to a hospital in Peoria.", "Peoria", true},
		{"Two men were shot in Oak Lawn on Monday.", "Oak Lawn", false},
		{"He was taken to a hospital, and police searched a home in Oak Lawn.", "Oak Lawn", false},
	} {
		i := strings.Index(c.text, c.town)
		if got := whereTreated(c.text, storyline.Span{Start: i, End: i + len(c.town)}); got != c.want {
			t.Errorf("%q: whereTreated(%s) = %v", c.text, c.town, got)
		}
	}
}

// TestInGroupName: a place inside an armed group's name is no town the
// story happened in; the same place named on its own is.
func TestInGroupName(t *testing.T) {
	for _, c := range []struct {
		text, place string
		want        bool
	}{
		{"The Islamic State in Iraq and the Levant claimed the killing.", "Levant", true},
		{"Fighters of Al-Qaeda in the Maghreb attacked the post.", "Maghreb", true},
		{"The so-called Islamic State of Iraq said it carried out the attack.", "Iraq", true},
		{"Trade across the Levant slowed in the spring.", "Levant", false},
		{"The state in Iraq and Syria's north was shaken.", "Syria", false},
		{"Clashes with Jabhat Fatah al Sham (banned in Russia) went on in the suburbs.", "Sham", true},
		{"A commander of Ahrar al-Sham was killed.", "Sham", true},
		{"Clashes with Jabhat Fatah al Sham went on in the Damascus suburbs.", "Damascus", false},
		{"Rebels took the village of Sham on Monday.", "Sham", false},
	} {
		i := strings.Index(c.text, c.place)
		if got := inGroupName(c.text, storyline.Span{Start: i, End: i + len(c.place)}); got != c.want {
			t.Errorf("%q: inGroupName(%s) = %v, want %v", c.text, c.place, got, c.want)
		}
	}
}

// codedCases checks, for each text, whether an event of the kind is
// coded from it.
func codedCases(t *testing.T, kind string, isKind func(storyline.Event) bool, cases []codedCase) {
	t.Helper()
	for _, c := range cases {
		got := false
		for _, e := range ExtractInput(Input{Text: c.text, Ref: ref}) {
			got = got || e.Coded() && isKind(e)
		}
		if got != c.coded {
			t.Errorf("%q: coded as %s %v, want %v", c.text, kind, got, c.coded)
		}
	}
}

type codedCase struct {
	text  string
	coded bool
}

// An alliance aimed at is no change to a group; one formed, or one whose
// forming has begun, is.
func TestGroupChangeAsAim(t *testing.T) {
	codedCases(t, "a change to a group", func(e storyline.Event) bool { return e.SubEventType == storyline.SubChangeToGroup }, []codedCase{
		{"Tribal leaders are in secret talks with a UN envoy and a US general to form a coalition against the group.", false},
		{"The two rebel groups agreed to merge into a single front.", false},
		{"The two rebel groups merged into a single front on Monday.", true},
		{"The militia began to recruit fighters in the camps.", true},
	})
}

// A stance for protest is no protest; a protest backed is one.
func TestProtestAsStance(t *testing.T) {
	codedCases(t, "a protest", func(e storyline.Event) bool { return e.EventType == storyline.EventProtests }, []codedCase{
		{"The Palmyra Coordination Committee, a local group that supports protest and resistance against the government, reported that 35 bodies were found in a mine shaft.", false},
		{"Thousands backed the protest outside the ministry on Monday.", true},
		// captives marched are no march of protest
		{"In the video the militants marched at least 18 prisoners said to be officers past a wooden box.", false},
		{"Thousands marched through the capital on Sunday.", true},
	})
}
