package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// analyzed runs the analysis of the pipeline on text as one paragraph of
// an English article ingested on 2021-06-12, so figures, places and times
// are the real ones.
func analyzed(t testing.TB, text string) *storyline.Article { return analyzedIn(t, text, "en") }

// analyzedIn is analyzed for a text in language.
func analyzedIn(t testing.TB, text, language string) *storyline.Article {
	t.Helper()
	a := &storyline.Article{
		Text:       text,
		Language:   language,
		Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(text)}}},
		IngestedAt: time.Date(2021, 6, 12, 12, 0, 0, 0, time.UTC),
	}
	a.Analysis = pipeline.Analyze(a)
	return a
}

// codedEvents returns the coded events of text.
func codedEvents(t testing.TB, text string) []storyline.Event { return codedEventsIn(t, text, "en") }

// codedEventsIn returns the coded events of a text in language.
func codedEventsIn(t testing.TB, text, language string) []storyline.Event {
	var out []storyline.Event
	for _, e := range analyzedIn(t, text, language).Analysis.Events {
		if e.Coded() {
			out = append(out, e)
		}
	}
	return out
}

// firstSub is the sub-event type of the first coded event of text, ""
// when none is coded.
func firstSub(t testing.TB, text string) string {
	if evs := codedEvents(t, text); len(evs) > 0 {
		return evs[0].SubEventType
	}
	return ""
}

// counted sums the people hit, the dead and the wounded of the coded
// events of text.
func counted(t testing.TB, text string) (victims, dead, injured int) {
	for _, e := range codedEvents(t, text) {
		victims += e.Victims
		dead += e.Fatalities
		injured += e.Injured
	}
	return victims, dead, injured
}

// fatalities sums the fatalities of the coded events of text.
func fatalities(t testing.TB, text string) int {
	n := 0
	for _, e := range codedEvents(t, text) {
		n += e.Fatalities
	}
	return n
}

// firstDead returns the fatalities of the first coded event of text, or -1
// when none is coded.
func firstDead(t testing.TB, text string) int {
	evs := codedEvents(t, text)
	if len(evs) == 0 {
		return -1
	}
	return evs[0].Fatalities
}

// Each case is a class of sentences: the dead the coded events of the
// sentence report, all told.
func TestFatalitiesOfTheEventOnly(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int
	}{
		{"own clause", "Gunmen killed six villagers in an ambush near the river on Monday.", 6},
		{"an amount with no number", "Officials said 19 people were injured and an unspecified number of others killed in the blast on Monday.", 0},
		{"an amount with no number, as object", "The blast killed an unknown number of people in the market on Monday.", 0},
		{"an amount with its number", "A handful of soldiers were killed in the clashes on Monday.", 2},
		{"killed and injured together", "Mortar attack kills injures over 70 civilians in the eastern part of the city on Thursday.", 0},
		{"killed & injured", "The massacre continues as 88 killed & injured in the city on Monday.", 0},
		{"killed and injured in words", "Eighty-eight killed and injured in the city on Monday.", 0},
		{"some of the dead counted again", "Among those killed were 105 children and 76 women over the age of eighteen.", 0},
		{"killed and injured apart", "The bombing killed 5 and injured 10 people in the market on Monday.", 5},
		{"vague: the low reading", "Dozens of people were killed when a truck bomb went off at the bus station on Monday.", 12},
		{"different victims add up", "The blast on Monday killed three policemen and two bystanders at the checkpoint.", 5},
		{"groups of different people add up", "Two civilians and one police officer were killed Friday during the shootout at the clinic.", 3},
		{"soldiers and a civilian", "Four soldiers and a civilian were killed on Monday when a bomb hit their convoy.", 5},
		{"address: block number", "A teenager was found shot dead in the 4300 block of West Maple Avenue on Sunday.", 1},
		{"address: street number", "Two men were shot dead at 1815 Kings Bridge Road early on Saturday.", 2},
		{"address: number before a street's side", "On Aug. 22, a woman was found dead at a home at 302 E. Reed St. in Roswell.", 1},
		{"address: side without a period", "A man was found dead outside 1200 N Main early Sunday.", 1},
		{"year", "Militants attacked the garrison in 2020 and killed nine soldiers there.", 9},
		{"a list of the dead", "Four adults and two children were killed at a home in the county on Tuesday night.", 6},
		{"a list of the dead with an age between commas", "In Wednesday's shooting, two female victims, one 18 years old, and a 20-year-old man were killed.", 3},
		{"found shot to death", "Six people, including two children, were found shot to death on Tuesday night.", 6},
		{"a named victim died", "The coroner confirmed Davienne Lewis from Springfield died after he was shot multiple times.", 1},
		{"a life claimed", "Authorities say they are investigating a deadly shooting that claimed the life of a 9-year-old.", 1},
		{"a life taken", "Police say the woman was an innocent victim in a drive-by shooting that took her life.", 1},
		{"the shooting death of one", "Police said Friday's shooting death of 17-year-old Jaylene Cruz occurred as she and her boyfriend were playing with a loaded gun.", 1},
		{"the fatal shooting of one", "Police have arrested two teenagers in connection with the fatal shooting of a 15-year-old girl.", 1},
		{"a named victim with an age died", "Julian Bryant, 22, died Wednesday night after the shooting, police said.", 1},
		{"one with an age and a place died", "A 2-year-old boy in Tarpon Springs died Wednesday after he accidentally shot himself.", 1},
		{"killing another", "Gunmen interrupted a party at a home early Sunday, wounding four men and killing another.", 1},
		{"killing the girl", "Police said the man fired into a home, striking and killing the girl.", 1},
		{"a protest over a death", "On 25 June, in the city, a group of citizens protested against the death of a cyclist run over by a truck.", 0},
		{"a death in a protest's subordinate clause", "Friends of a victim of a violent burglary protested near the area where the victim died.", 0},
		{"a list of named dead with ages", "Police said Montez Graves, 31, and Ronnie Graves, 54, were killed in the shooting.", 2},
		{"a list whose last part gives ages", "A grandfather, his daughter and six grandchildren ages 3 months to 10 years old died Thursday in a shooting at the home.", 8},
		{"a list with ages between commas", "Two children, ages 3 and 5, and their mother have been found dead in an apparent murder-suicide on Friday.", 3},
		{"one and a kin with an age", "A man and his 11-year-old son were found dead in a parked car on Sunday morning.", 2},
		{"left a list dead", "His grandson is among four wounded in the shooting Friday that left Fryberg and a female student dead.", 2},
		{"a killing and then the killer", "Deputies said the man who killed a 2-year-old girl and then himself in a shooting was a convicted sex offender.", 2},
		{"others found fatally shot", "At that point, authorities went through the home and found the seven others fatally shot.", 7},
		{"the death of one and a kin", "Police are investigating the shooting death of a man and his toddler at the home on Wednesday.", 2},
		{"more dead in a series", "Two more people have been fatally shot in the city, police said Tuesday.", 2},
		{"fatally shot after a dateline", "CAMDEN — Three men were fatally shot outside a corner store on Friday.", 3},
		{"a victim's age is not the dead", "The gunman shot and killed a man, 31, outside the bar on Friday.", 1},
		{"date run into a number", "Posted Jan 142019 Shelling of the market killed eight people on Monday.", 8},
		{"killed told after a place", "At least 50 civilians in the north have been killed in air strikes on Monday.", 50},
		{"animals", "Poachers killed 340 elephants in the reserve last season.", 0},
		{"injured kept apart", "The mortar strike on Monday killed four people and left 37 others injured.", 4},
		{"injured right after the number", "On Monday a car bomb killed seven people and 40 more injured in the square.", 7},
		{"displaced are not dead", "The shelling on Monday killed two farmers and more than 3000 displaced from their villages.", 2},
		{"doers are not dead", "A shopkeeper was killed in his store by three gunmen on Monday.", 1},
		{"dead and wounded are casualties", "The bombing on Monday left 45 dead and wounded in the crowded market.", 0},
		{"population", "Troops shelled the enclave on Monday where 400000 people live under siege.", 0},
		{"a number that names something", "Officers answering a 911 call found a woman dead in apartment 304 on Monday.", 1},
		{"things are not dead", "Police recovered the two knives used to kill a man in the park on Monday.", 1},
		{"counts of a charge", "The gunman who shot dead a clerk on Monday faces four counts of attempted murder.", 1},
		{"a second group wounded", "Two men were killed and eight others, including a girl, were wounded in a shooting on Monday.", 2},
		{"other people wounded, told after an aside", "Four men were killed and at least 53 other people — including a girl — were wounded in the shooting at the festival on Friday.", 4},
		{"others in the hospital", "A shooting on Monday left one person dead and three others in the hospital.", 1},
		{"one of a group", "One of four women wounded in a shooting on Monday has died.", 1},
		{"shot and killed", "Two people were shot and killed outside a bar early Sunday.", 2},
		{"fatally shot", "Three men were fatally shot in a parking lot on Monday.", 3},
		{"another source's toll of the same dead", "Air strikes on the city killed at least 36 people on Monday. Another monitoring group said the raid was carried out by warplanes and put the death toll at 30.", 36},
		{"an earlier event compared to", "The assault on the air base comes less than two weeks after the militants killed 270 guards at a gas field.", 0},
		{"an earlier event of a stated day", "The attack on Friday came after a double car bombing killed at least 100 people on Tuesday in the city.", 100},
		{"shot, one fatally: the victims are not the dead", "Five people were shot, one fatally, at a party on Monday.", 1},
		{"shot dead with the number after", "A gunman shot dead two men in the square on Monday.", 2},
		{"a lower bound is its number", "A video showed a room filled with more than 90 bodies on Monday after the attack.", 90},
		{"an approximation is its number", "Militants executed around 367 people in the town on Monday.", 367},
		{"the headline's dead told again", "Army Kills over 60 Militants in the East. The army clashed with militants near the airport on Monday. The army also killed over 60 militants in the villages around the airport.", 60},
		{"the headline's count holds the text's parts", "Syrian Army Kills over 100 ISIS Terrorists in Deir Ezzor. An army unit targeted the militants in the city on Sunday killing dozens. Four more terrorists were killed in an army operation near the airport.", 100},
		{"a lede's count adds the dead told after it", "Two people were killed when gunmen attacked a checkpoint on Monday. Another soldier died later of his wounds.", 3},
		{"other wounded add no dead", "A car bomb killed at least 70 people and left more than a hundred other wounded on Friday in the town. A car bomb killed at least 70 people and left more than a hundred other wounded on Friday in the town.", 70},
		{"killed and injured together", "Aleppo Civilian Massacre Continues 88 Killed & Injured.", 0},
		{"the killer's suicide counts among the dead", "A man shot and killed his wife on Monday before turning the gun on himself.", 2},
		{"the killer's suicide after a count", "A man shot five people on Monday, killing three of them, before killing himself.", 4},
		{"a count that includes the gunman", "Police said five people died on Monday, including the gunman, who turned the gun on himself.", 5},
		{"attempted murder is no death", "A man who shot three people at a store on Monday has been charged with attempted murder.", 0},
		{"attempted murder of a degree is no death", "The man who opened fire at the park on Sunday faces 12 counts of attempted second-degree murder.", 0},
		{"intent to kill is no death", "He is charged with four counts of assault with a deadly weapon and intent to kill.", 0},
		{"criminal attempt homicide", "Sims is being charged with one count of criminal attempt homicide after the shooting on Monday.", 0},
		{"a body part is no dead body", "A man was shot in the upper body on Monday and taken to a hospital.", 0},
		{"a wound to the body", "One of the victims remains hospitalized with a gunshot wound to the body after the shooting on Monday.", 0},
		{"a body found", "Police found the body of a man who had been shot in a field on Monday.", 1},
		{"both of a pair killed", "Both men inside the car were killed, and three others were injured in the shooting on Monday.", 2},
		{"the hospitalized are not dead", "2 dead, 3 hospitalized following a shooting on Monday.", 2},
		{"the suicide is the only death", "The man walked into the garage on Monday before shooting and killing himself.", 1},
		{"kin killed, listed after the verb", "Police say a man shot and killed his wife, two young sons and his mother-in-law before killing himself.", 5},
		{"kin and a number killed", "The man killed his wife and three children at their home on Sunday.", 4},
		{"people named by their place, fatally struck", "The gunman walked up to the car and opened fire, fatally striking the driver and two passengers.", 3},
		{"named victims killed", "Police said the man shot and killed Anna Reyes and Tom Hale at the house on Monday.", 2},
		{"a man and others: the others were wounded", "Police are trying to find out who fatally shot a man and three others at a bar early Sunday.", 1},
		{"kin found dead", "Two children and their mother were found dead in the apartment on Monday.", 3},
		{"a list that died", "A grandfather, his daughter and six grandchildren died Thursday at his home, the sheriff said.", 8},
		{"a list that has died", "Police say a man and a teenage boy have died and another man was wounded in the shooting.", 2},
		{"a list found slain after a clause", "A man faces murder charges after two teens and a 1-year-old boy were found slain inside a home.", 3},
		{"a list that has been found dead", "A woman and child have been found dead in a hotel room near the park.", 2},
		{"kin without a word of their own", "The sheriff said Denton shot and killed his mother, stepfather, and grandmother on Saturday night.", 3},
		{"a pronoun and another killed", "The man opened fire in the courthouse, killing her and another woman, and wounding two officers.", 2},
		{"the killer killed by police", "Four people were killed by a man on a rampage before he was shot and killed by police on Sunday.", 5},
		{"the killer then shot by officers", "Police said the gunman killed two people and was then fatally shot by officers outside the store.", 3},
		{"the dead killed by police are the count", "Three people were killed by police during the protest on Monday.", 3},
		{"lives as a verb", "Omar and Jamar Hamilton, both 23 — one lives in Charleston and the other in North Charleston — were each shot in the stomach.", 0},
		{"lives claimed", "The bomb attack on the market on Monday claimed five lives.", 5},
		{"a couple and their children found dead", "ROY — A Roy couple and their two young children were found dead inside their home on Sunday.", 4},
		{"shot his kin to death, then suicide", "A 13-year-old boy shot his 6-year-old brother to death, wounded an older brother and then committed suicide.", 2},
		{"more than a number of lives claimed", "The air strikes on the market on Monday claimed more than 100 civilian lives.", 100},
		{"shot and then died", "A man was shot in the leg on Monday and died later at the hospital.", 1},
		{"a wound suffered and then died", "Winston Brown, 16, suffered an accidental gunshot wound to the face and later died at the hospital, police said.", 1},
		{"the victim shot, then died after an aside", "The 13 year old was shot through the chest, near the heart, and died before the ambulance arrived.", 1},
		{"a thing after the victim", "When they arrived, they found Matthew Cisneros dead from a gunshot wound and a gun on the ground beside him.", 1},
		{"the driver alone is no victim of a killing", "Barricades caused the fatal overturning of a truck on Monday, leading to the death of the driver.", 0},
	} {
		if got := fatalities(t, c.text); got != c.dead {
			t.Errorf("%s: %q: %d dead, want %d", c.class, c.text, got, c.dead)
		}
	}
}

// A toll over a period is kept as a non-event of kind toll, never an
// event with those dead.
func TestTollsAreNotEvents(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"since the war began", "More than 90000 people have been killed since the civil war began in the north."},
		{"the war as the killer", "The insurgency has killed at least 12000 civilians and driven many from their homes."},
		{"so far", "So far 230 fighters have died in the offensive on the valley."},
		{"as of a day", "Eleven protesters have been killed as of Thursday according to a rights group."},
		{"over the past period", "Air raids have killed 800 people over the past six months in the province."},
		{"in a span of days", "Roadside bombs killed 48 soldiers in four days across the region."},
		{"killed in the war", "Some 60000 people were killed in the war between the two factions."},
		{"with millions displaced", "More than 70000 have been killed and millions displaced across the country."},
		{"an opening since", "Since Sept. 19 when the regime declared the end of the truce at least 359 civilians have been killed by air strikes on the city."},
		{"during a month", "The institute said it had documented 270 civilians killed by bombing in the city during April."},
		{"the battle as the killer", "The battle in the mountains has killed some 300 fighters on both sides the monitor said."},
		{"days of fighting", "Militants stormed the air base on Sunday after days of fighting that cost more than 500 lives."},
		{"a month of fighting", "The monitor says a month of infighting in the province has killed nearly 300 fighters."},
		{"thousands", "With Russian support the regime begins to retake territory. Thousands more civilians killed."},
		{"a since far from the count", "The coalition continued air strikes with reports of some 865 people killed including 50 civilians in five provinces of the north and east since strikes began."},
		{"in less than a month", "Clashes among the rival groups in the enclave in less than one month have killed over 350 fighters."},
		{"days in a row", "Hundreds of people have been killed as jets continued on Monday to pound the city for the fourth day in a row."},
		{"during past week", "Air forces destroyed oil refining stations and killed 77 terrorists during past week."},
		{"several provinces", "The army kills over 80 terrorists in various provinces."},
		{"a perfect count of bombings", "At least 502 civilian citizens have been killed and 2600 civilians citizens injured in regime and Russian bombings that caused great destruction said the monitor."},
		{"a perfect count of clashes", "At least 327 people have also been killed in clashes in the neighbouring province."},
		{"a month's shelling", "More than 100 civilians have been killed in August shelling of the city officials said."},
		{"over a stretch of days", "Health officials said 84 people have been killed and another 659 injured over a four-day stretch of intensified fighting near the capital."},
		{"as the offensive continues", "Air strikes have killed 304 militants and wounded 170 as the offensive against the group on the eastern bank of the river continues."},
		{"an offensive which began", "Kurdish forces killed at least 175 militants in an offensive which began last weekend."},
		{"late one month and early the next", "Residents fear a return of the bombing which killed hundreds of people in late September and early October."},
		{"recent strikes", "Media reported that at least 200 people were killed in recent airstrikes on the city."},
		{"a part of a toll", "The monitor said that at least 60000 people have died in government jails during the conflict. He said more than 20000 of them had died at the prison near the capital."},
		{"executions in the perfect", "According to the report the militants have executed around 367 people in the town while 240 more have gone missing."},
		{"as attacks are stepped up", "More than 120 people have been killed as troops allied to the regime stepped up attacks on the suburb."},
		{"as raids intensify", "Some 85 civilians have died as raids on the eastern districts intensified."},
		{"during an offensive", "Hundreds of villagers have been killed or have disappeared during a rebel offensive on the coastal province."},
		{"another part of a toll", "Air strikes on the province have intensified since rebels launched a campaign on July 31. The strikes have killed 122 civilians he said. Another 327 civilians have been killed in fighting in the neighbouring province."},
		{"a headline that tells the toll", "Infighting in the Enclave Killed More than 350 Fighters. Clashes among the rival groups in the enclave in less than one month have killed over 350 fighters."},
	} {
		for _, e := range analyzed(t, c.text).Analysis.Events {
			if e.Coded() && e.Fatalities > 0 {
				t.Errorf("%s: %q: coded %s with %d dead", c.class, c.text, e.SubEventType, e.Fatalities)
			}
		}
	}
	// a perfect count of a few attacks counted is their dead, not a tally
	if got := fatalities(t, "At least 50 people have lost their lives in twin bomb attacks in the city."); got != 50 {
		t.Errorf("twin attacks in the perfect: %d dead, want 50", got)
	}
	// a day's operations told over "the past 24 hours" are that day's event
	if got := fatalities(t, "Army Kills over 100 Militants in the East. The army has killed at least 100 militants in the eastern province during the past 24 hours."); got != 100 {
		t.Errorf("a day's operations: %d dead, want 100", got)
	}
	// the event of the day stays, with its own dead, beside a toll
	text := "An air strike on the market killed 14 people on Tuesday. The war has killed more than 200000 people since it began."
	if got := fatalities(t, text); got != 14 {
		t.Errorf("%q: %d dead, want 14", text, got)
	}
	var tolls int
	for _, e := range analyzed(t, text).Analysis.Events {
		if e.NonEvent == storyline.NonEventToll {
			tolls++
		}
	}
	if tolls != 1 {
		t.Errorf("%q: %d toll non-events, want 1", text, tolls)
	}
}

// Only what happened: each class of sentence yields no coded event.
func TestOnlyWhatHappened(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"plan", "The rebels plan to storm the airport next week."},
		{"threat", "The militia threatened to bomb the bridge if its fighters were not freed."},
		{"denial", "The army denied shelling the village on Monday."},
		{"negation", "Police did not arrest anyone at the border crossing."},
		{"question", "Did the militia burn the houses in the valley?"},
		{"condition", "If the talks fail the army will attack the city."},
		{"prediction", "Analysts expect the insurgents to attack the port within weeks."},
		{"call", "The opposition called for a general strike across the country."},
		{"warning", "The governor warned that gangs could loot the warehouses."},
		{"background", "In 2012 rebels seized the town after a long siege."},
		{"accusation", "The opposition accuses government forces of killing more than 1400 people in the attack."},
		{"considering", "Washington and Paris are considering air strikes to deter the regime."},
		{"a request for strikes", "The president's request for authorization for military strikes against the regime dominates the week."},
		{"a line of related headlines", "Source AA Related News Bombs kill 70 in the south Militants seize a village in the north"},
		{"efforts", "The issue is on hold pending diplomatic efforts to disarm the country of chemical weapons."},
		{"a comparison", "Taken together these are the worst levels of violence since the battle for the city last year."},
		{"a stance", "Turkey remains committed to a ceasefire in the country the minister said on Sunday."},
		{"a draft calling for", "Two powers vetoed a draft resolution calling for a seven-day ceasefire in the city."},
		{"practices listed", "The brutal tactics of the regime which have included the use of chemical weapons and torture have led to investigations."},
		{"a threat with its weapon", "The rebels were threatening to strike the two villages with rockets."},
		{"a warning against", "Moscow warns against new missile strikes on the country the chief of the General Staff said on Tuesday."},
		{"truce violations", "The two sides traded accusations of truce violations on Monday."},
		{"blame for violations", "Both sides blamed each other for ceasefire violations."},
		{"failed talks", "The negotiations failed to bear fruit."},
		{"a delay in a deal", "But a delay in the agreement had left all those evacuated stuck at transit points."},
		{"deserted streets", "The streets of the city were deserted on Friday."},
		{"aircraft heard", "Warplanes were heard over the city on Monday."},
		{"no comment on an attack", "There was no comment from the ministry in the capital in the immediate aftermath of the attack."},
		{"an attack condemned", "The White House condemned what it said was a reprehensible attack carried out by the army."},
		{"reports of an attack", "The watchdog said it was seriously concerned by reports of the attack."},
		{"a stockpile", "The government declared a stockpile of chemical weapons and precursors that can be used to make weapons."},
		{"weapons destroyed", "The watchdog announced that all chemical weapons in the country had been destroyed."},
		{"a fear however long its clause", "She had feared her sons would be arrested or forced to join the regime forces and fight once troops moved into the town."},
		{"concerns", "There have been concerns the government could use the timing of the offensive to press its onslaught in the city."},
		{"a truce broken by the other side", "The government blamed their foes for breaking the ceasefire."},
		{"a campaign described", "Moscow has been carrying out air strikes in support of its ally in two provinces."},
		{"a campaign's backing", "It has been backed by coalition air strikes along with advisers and an artillery battery."},
		{"unclear whether", "It was not immediately clear whether the warplane was shot down."},
		{"a protest as the cause", "The president sacks the governor of the northern province over mass demonstrations and sends in troops to restore order."},
		{"what an act could bring", "The minister said the suspected use of chemical weapons could derail the peace talks in the capital."},
		{"what strikes might bring", "He warned on Monday that the air strikes might push thousands more to flee the region."},
		{"an inquiry into an alleged act", "The commission said it had begun investigating the alleged use of chemical weapons."},
		{"a probe into alleged killings", "The council opened a probe into alleged killings by the militia."},
		{"a place by an earlier attack", "The two raids were reported in the province an area close to yesterdays chemical attack."},
		{"outrage at an attack beside a stockpile", "The government declared a stockpile of chemical weapons that can be used to make weapons amid outrage at a nerve gas attack near the capital."},
		{"an inquiry into a gas attack", "The U.N. chief pushes the government to allow for a chemical attack probe."},
		{"an attack's motive", "The terrorist group said the attack was a response to the crimes committed by the coalition aircraft in the town."},
		{"an attack set in time", "The attack comes only days after forces were accused of using chemical weapons in a nearby province."},
		{"the earlier attacks of a series", "The first two attacks were reported in the province of Hama."},
		{"a timeline's old entry goes on", "March 15 2011 Unprecedented protests demand civil liberties. The regime repressed demonstrations using brutal force in the capital."},
		{"a place near an attack's site", "Aid arrived in a village near the site of last week's suspected gas attack."},
		{"an attack as a time", "The fighters displayed the severed heads of soldiers in the square the witness said adding that warplanes were heard over the city following the air base attack."},
		{"hoses trained on a fire", "Emergency workers were training water hoses on a burning building in the town."},
		{"a bid", "The alliance announced an ambitious bid to capture all of the city which if successful would be its biggest victory."},
		{"fighting alongside", "Moscow has countered that rebel groups that continue to fight alongside it are legitimate targets."},
		{"outrage at attacks in general", "On May 14 the Security Council expressed its outrage at attacks in the country targeting civilians and medical facilities."},
		{"talks scheduled", "UN-backed peace negotiations are due to begin in the city on November 28."},
		{"an offensive set to resume", "The offensive is set to resume after the holiday the officials said."},
		{"a vigil announced", "Members of the family announced late Friday a candlelight vigil will be held at the home, Saturday 7 p.m."},
		{"a march to come", "The march will take place in the capital on Friday, organizers said."},
		{"a fighter's aim", "He is the father of a militant fighting to unseat the government who lives in the suburb."},
		{"a campaign's aim", "The group seeks funds for its fight to seize territory for a self-proclaimed caliphate."},
		{"the fight against", "The general visited the capital to coordinate with its ally in the fight against terrorism."},
		{"a siege", "More than 40000 civilians are trapped in the two towns under a blockade."},
		{"a siege broken", "Government troops broke the blockade around the city maintained by the militants for years."},
		{"a siege's effects", "The blockade has caused serious food and medicine shortages in the town."},
		{"a protest word meaning show", "Nyrabiya said the actions of the government demonstrate that it insists on a military solution."},
		{"support rallied", "The president has rallied the minorities behind his government for years."},
		{"rescue workers after strikes", "Footage filmed after the strikes on the town showed emergency workers searching the rubble."},
	} {
		for _, e := range codedEvents(t, c.text) {
			t.Errorf("%s: %q: coded %s (%q)", c.class, c.text, e.SubEventType, e.Trigger)
		}
	}
}

// The people a shooting hit, dead or alive, when the text counts them
// together, and the wounded it sent to hospital.
func TestVictimsAndWounded(t *testing.T) {
	for _, c := range []struct {
		class            string
		text             string
		victims, injured int
	}{
		{"a number shot", "Police said four people were shot during a birthday party on Saturday.", 4, 0},
		{"in all", "In all, six people were shot at the club on Sunday.", 6, 0},
		{"a lone victim shot", "A man was shot in the leg Thursday after an argument.", 1, 0},
		{"a lone victim shot by someone", "A gunman shot a woman outside a store on Friday.", 1, 0},
		{"a lone victim wounded", "A teenager was wounded in a drive-by shooting on Friday.", 1, 0},
		{"sent to the hospital", "A shooting sent four teens to the hospital late Monday night.", 0, 4},
		{"a lone victim killed is no wounded one", "A man was shot and killed on Friday.", 0, 0},
		{"no victim named", "Police shot at the fleeing car on Friday.", 0, 0},
		{"a number word after a station's dateline", "(WKRB) - Seven people were shot outside a nightclub early Sunday morning.", 7, 0},
		{"a number word after a city's dateline", "DAYTON — Three men were shot near a gas station on Tuesday night.", 3, 0},
		{"an aside before the verb", "Nine people, including two children, were shot at a block party on Saturday.", 9, 0},
		{"ages as an aside", "The three men, ages 19 to 41, were shot Monday night near the park.", 3, 0},
		{"injuries suffered", "Five people suffered non-life threatening injuries early Sunday in a drive-by shooting.", 0, 5},
		{"the doers are no victims", "Four men opened fire on a crowd outside the bar on Friday.", 0, 0},
		{"a victim's age is no count", "Police said Ray Dunham, 24, was wounded in the shooting on Friday.", 1, 0},
		{"a list of groups", "Police are investigating after two boys and three girls were shot near the pool on Monday.", 5, 0},
		{"a list of groups and a child", "Police said three adults and a 4-year-old were shot in the yard on Monday.", 4, 0},
		{"a list of single victims wounded", "Police said a man, two women, and a boy were wounded in the shooting.", 0, 4},
		{"a bar before the number", "UPDATE | Three people were shot overnight outside a bar downtown.", 3, 0},
		{"groups joined by and", "Shots were fired into the crowd of thousands, injuring four men and two women.", 0, 6},
		{"a whole and its parts", "Six people, three men and three women, were wounded in one incident early Sunday.", 0, 6},
		{"some of the wounded again", "Four men were injured by bullets - two were taken to Ben Taub Hospital and the other two to Memorial Hermann.", 0, 4},
		{"an age before year-old", "Police said the wounded were a 28 year-old man and his brother.", 2, 0},
		{"a block number abbreviated", "A 3-year-old was injured by a firearm in the 3100 blk of Spruce.", 1, 0},
		{"a person's age between commas", "Police said one man died, and three other men and a woman, 41, were injured.", 0, 4},
		{"another wounded beside the dead", "Three people were killed, and another injured in a shooting at the motel late Saturday.", 0, 1},
		{"a group recovering", "Police said four people were recovering after a shooting outside a restaurant.", 0, 4},
		{"a list grazed", "Police said a child and two women were grazed by bullets in the home.", 0, 3},
		{"a list of ages is no count", "The other victims, ages 15, 18 and 20, were treated for minor injuries and released.", 0, 0},
		{"sent to the hospital after an aside", "The shooting sent five people, including two teens, to the hospital on Wednesday.", 0, 5},
		{"ages said with who were", "Police are investigating a shooting that sent four teens, one who was 19 years old and three who were 17, to the hospital.", 0, 4},
		{"one more wounded, told by an ordinal", "Three people were found shot to death and a fourth person was injured inside a car on Thursday.", 1, 1},
		{"one more wounded, told by one", "He is suspected of shooting five people at a home; four people are dead and one is critically injured.", 5, 1},
		{"the killer wounded one more", "A 13-year-old boy shot his 6-year-old brother to death, wounded an older brother and then committed suicide.", 1, 1},
		{"one fatally wounded is no wounded", "A gun went off on Monday, fatally wounding his younger step brother at the home.", 0, 0},
		{"a gunshot wound suffered", "About 9 p.m., the boy suffered a gunshot wound to the leg, police said.", 1, 0},
		{"a self-inflicted wound suffered", "An 11-year-old boy suffered a self-inflicted gunshot wound early Thursday, police said.", 1, 0},
		{"others shot beside a death told apart", "Police said three other people were also shot at the party on Friday.", 3, 3},
		{"wounds on one body are no count", "A man was found a mile away with multiple gunshot wounds in the torso and head on Monday.", 0, 0},
		{"injuries' gravity is no modal", "Three people were taken to a hospital with non-life-threatening injuries on Sunday.", 0, 3},
		{"injuries' gravity read past", "Two teens were treated for non-life threatening gunshot wounds at the hospital.", 0, 2},
		{"suffering past injuries' gravity", "One man is in critical condition while the other two are suffering from non life-threatening injuries.", 1, 2},
		{"gravity after the verb", "Officers said a woman was wounded in the shooting and her injuries were life-threatening.", 1, 0},
		{"an age after both", "The wounded — Marco Diaz, 31, and Luis Perez and Tom Reyes, both 24 — were taken to a hospital on Friday.", 0, 0},
		{"a list of ages said once", "Police said the two wounded were 19 and 23 years old.", 0, 2},
		{"a list of three ages said once", "The men who were hurt are 20, 22 and 25 years old, police said.", 0, 0},
		{"an age as a bound", "Police said four men, all younger than 30, were injured at the party.", 0, 4},
		{"an age range", "Two of the victims, who range in age from 19 to 27, were hospitalized in critical condition.", 0, 2},
		{"ages between", "Police said the three wounded are all men between the ages of 20-25.", 0, 3},
		{"a crowd's size with its qualifier", "Police found that three people had been shot in a crowd of more than 200 guests.", 3, 0},
	} {
		victims, _, injured := counted(t, c.text)
		if victims != c.victims || injured != c.injured {
			t.Errorf("%s: %q: %d victims, %d injured; want %d, %d", c.class, c.text, victims, injured, c.victims, c.injured)
		}
	}
}

// A killing told of a side's operations as a whole ("its raids", "their
// air strikes") in a sentence that names no day is the campaign's count,
// not an event; the same operations on a day are that day's event.
func TestCampaignCountIsNoEvent(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int
	}{
		{"a month's statement of its raids", "Earlier this month the coalition said its raids there and in Iraq had unintentionally killed at least 220 civilians.", 0},
		{"their strikes, no time", "The monitor said their air strikes have killed more than 300 people in the province.", 0},
		{"its raids on a day", "The coalition said its raids on Raqqa killed 20 civilians on Friday.", 20},
		{"raids with no owner", "Air raids on Raqqa killed 20 civilians, the monitor said.", 20},
		{"an escalation's toll", "The regime bombed the district again. This outrageous escalation in the city has killed more than 670 people.", 0},
		{"the offensive's toll", "The monitor said the offensive has killed 300 people in the province.", 0},
		{"the offensive on a day", "The offensive killed 30 people in the town on Friday.", 30},
		{"a month's attacks, the month first", "In May more than 60 civilians were killed by barrel bomb attacks on the town.", 0},
		{"a month's strikes, the month last", "Suspected regime strikes killed at least 37 civilians in the town in April.", 37},
		{"a month's one attack, the month first", "In May more than 60 civilians were killed in a barrel bomb attack on the town.", 60},
		{"hundreds killed in operations", "The group has reported hundreds of civilians killed in operations against IS in the province.", 0},
		{"hundreds killed in operations, a later deed the trigger", "The group has reported hundreds of civilians killed in operations against IS in the province where the SDF is fighting with US support.", 0},
		{"hundreds killed in raids on a day", "Hundreds of people were killed in air raids on the town on Friday.", 100},
	} {
		if got := fatalities(t, c.text); got != c.dead {
			t.Errorf("%s: %q: %d dead, want %d", c.class, c.text, got, c.dead)
		}
	}
}

// A count weighed as an estimate is a toll, not an event.
func TestEstimateIsToll(t *testing.T) {
	const text = "Hundreds of civilians killed is certainly a very conservative figure, the aid official said."
	if got := fatalities(t, text); got != 0 {
		t.Errorf("%q: %d dead, want none", text, got)
	}
}

// A count right after a page's numeric stamp is the headline's count.
func TestCountAfterNumericStamp(t *testing.T) {
	const stamped = "10-06-2021 30 ISIL Militants Killed in Clashes with Kurds in NE Syria."
	if got := fatalities(t, stamped); got != 30 {
		t.Errorf("%q: %d dead, want 30", stamped, got)
	}
}
