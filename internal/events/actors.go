package events

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
)

// actorKind is the class of an actor phrase.
type actorKind uint8

const (
	aNone actorKind = iota
	aMilitary
	aPolice
	aProtesters
	aRioters
	aCivilians
	aArmed   // unidentified armed group, gang, gunmen
	aRebels  // named or generic rebel groups
	aMilitia // pro-government militias (colectivos)
)

func (k actorKind) state() bool { return k == aMilitary || k == aPolice }
func (k actorKind) armed() bool {
	return k == aMilitary || k == aPolice || k == aArmed || k == aRebels || k == aMilitia
}

// actorLexicon maps actor patterns (the lexicon's syntax) to kinds. Named
// groups carry their ACLED-style name after "=".
var actorLexicon = map[actorKind][]string{
	aMilitary: {
		"national guard/guardsmen/guards/guardsman", "guardsmen/guardsman", "gnb", "army", "soldier/soldiers", "troops", "military", "armed forces",
		"fanb", "navy", "marines", "air force", "sailors", "bolivarian militia", "national militia", "commander/commanders", "paratroopers", "army personnel",
		"jawans", "gendarmes", "gendarmerie", "coast guard",
		"regime forces/troops/soldiers/army/units/fighters/warplanes/jets/aircraft/helicopters", "regime war planes", "government forces/troops/soldiers", "pro - government forces/troops/fighters",
		"pro - regime forces/troops/fighters", "aerospace forces/group",
	},
	aPolice: {
		"police/policemen/policeman/policewoman", "officers", "officer", "agents", "pnb", "faes", "cicpc", "sebin", "dgcim", "carabineros", "carabinero",
		"security forces", "security personnel", "special forces", "riot police", "cops", "constables", "sheriff", "law enforcement",
	},
	aProtesters: {"protesters/protestors/protester/protestor", "demonstrators/demonstrator", "marchers", "strikers"},
	aRioters:    {"rioters/rioter", "looters", "mob/mobs"},
	aCivilians: {
		"civilian/civilians", "man/men", "woman/women", "people", "person/persons", "child/children", "boy/boys", "girl/girls", "teenager/teenagers",
		"youth/youths", "resident/residents", "villager/villagers", "farmer/farmers", "journalist/journalists", "reporter/reporters", "student/students",
		"worker/workers", "driver/drivers", "trader/traders", "merchant/merchants", "victim/victims", "family/families", "teacher/teachers",
		"doctor/doctors", "nurse/nurses", "pensioner/pensioners", "citizens", "passengers", "motorist/motorists", "shopkeeper/shopkeepers",
		"vendor/vendors", "businessman", "leader", "councillor/councilor", "mayor", "candidate", "priest", "migrants", "miner/miners", "fisherman/fishermen",
		"inmate/inmates", "prisoners", "activist/activists", "detainee/detainees", "minor/minors", "indigenous", "social leader",
	},
	aArmed: {
		"gunmen/gunman", "armed men/man/individuals/persons/group/groups/subjects", "gang/gangs", "gang members", "criminals", "criminal group/groups/gang/gangs",
		"hitmen", "sicarios", "paramilitaries", "paramilitary", "assailants", "attackers", "bandits", "thugs", "perpetrators", "unidentified", "unknown",
		"militia/militias", "armed", "pranes", "cartel", "kidnappers",
	},
	aRebels: {
		"guerrilla/guerrillas/guerillas", "rebel/rebels", "insurgent/insurgents", "militant/militants", "terrorist/terrorists", "jihadist/jihadists",
		"eln=ELN: National Liberation Army", "national liberation army=ELN: National Liberation Army", "revolutionary armed forces=FARC Dissidents", "farc=FARC Dissidents", "dissidents=FARC Dissidents", "taliban=Taliban", "shabaab=Al Shabaab",
		"boko haram=Boko Haram", "isis=Islamic State", "isil=Islamic State", "islamic state=Islamic State", "daesh=Islamic State",
		"houthi/houthis=Houthis", "maoist/maoists/naxals/naxalites=Maoists", "pkk=PKK: Kurdistan Workers Party", "hamas=Hamas", "hezbollah=Hezbollah",
		"qaeda=Al Qaeda", "separatists", "jihadists", "fighters", "militiaman/militiamen",
		// the Kurdish forces of northern Syria, by ACLED's names
		"ypg=YPG: People's Protection Units", "people ' s protection units=YPG: People's Protection Units", "peoples protection units=YPG: People's Protection Units",
		"sdf=SDF: Syrian Democratic Forces", "syrian democratic forces=SDF: Syrian Democratic Forces", "syria democratic forces=SDF: Syrian Democratic Forces",
		"kurds=Kurdish Militia", "kurdish fighters/forces/militia/militias/units/militants/troops=Kurdish Militia",
		// the Syrian armed opposition's groups, by name: "a notorious
		// al-Nusra emir", "Jaish al-Islam shells"
		"nusra", "fsa", "free syrian army", "jaish al - islam/fateh", "ahrar al - sham", "tahrir al - sham",
		"armed/rebel/opposition/islamist/jihadist/militant faction/factions", "factions",
		// "the headquarters of Ahrar al-Sham military group": a group's
		// armed wing, not the state's army
		"military group/groups/faction/factions/wing",
	},
	aMilitia: {"colectivo/colectivos=Colectivos", "armed gang members who support"},
}

type actorPattern struct {
	kind  actorKind
	name  string
	elems []elem
}

// indexActors indexes actor patterns by their first word.
func indexActors(lex map[actorKind][]string) map[string][]*actorPattern {
	actorIndex := map[string][]*actorPattern{}
	for _, k := range slices.Sorted(maps.Keys(lex)) { // a fixed order, as for triggers
		for _, s := range lex[k] {
			name := ""
			if i := strings.IndexByte(s, '='); i >= 0 {
				s, name = s[:i], s[i+1:]
			}
			p := &actorPattern{kind: k, name: name}
			for _, f := range strings.Fields(s) {
				p.elems = append(p.elems, elem{words: strings.Split(f, "/")})
			}
			for _, w := range p.elems[0].words {
				actorIndex[w] = append(actorIndex[w], p)
			}
		}
	}
	return actorIndex
}

// actorHit is an actor phrase found in a sentence, tokens [a, b).
type actorHit struct {
	kind  actorKind
	name  string // named group
	a, b  int
	group string // the social group of protesters or civilians ("teachers")
	agent bool   // after "by": the doer of a passive verb
}

// findActors returns the actor phrases of a sentence, longest first at
// each token.
func (ws *wordsOf) findActors(toks []token, out []actorHit) []actorHit {
	out = out[:0]
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if !t.word {
			continue
		}
		ps := ws.actors[t.lw]
		best, bestEnd := (*actorPattern)(nil), -1
		for _, p := range ps {
			j := i
			ok := true
			for k := range p.elems {
				if j >= len(toks) || !p.elems[k].match(toks[j].lw) {
					ok = false
					break
				}
				j++
			}
			if ok && j > bestEnd {
				best, bestEnd = p, j
			}
		}
		if best == nil {
			continue
		}
		// "man" in "Isle of Man" or a capitalized word that is part of a
		// name ("Army Day") is rare enough in news on conflict to ignore.
		h := actorHit{kind: best.kind, name: best.name, a: i, b: bestEnd}
		if best.kind == aArmed && (t.lw == "unidentified" || t.lw == "unknown" || t.lw == "armed") && bestEnd == i+1 {
			// only as a modifier of an actor noun: "unidentified gunmen",
			// "armed civilians" stay armed
			if i+1 < len(toks) && toks[i+1].word {
				h.b = i + 2
				bestEnd = i + 2
			} else {
				continue
			}
		}
		if n := len(out); n > 0 && out[n-1].b == i && best.name == "" && best.kind.armed() && (out[n-1].name != "" || out[n-1].kind == best.kind) {
			// "ISIL terrorists", "Nusra militants", "army soldiers": the
			// noun heads the name before it, one actor, not a second side
			out[n-1].b = bestEnd
			i = bestEnd - 1
			continue
		}
		if best.kind == aCivilians || best.kind == aProtesters {
			h.group = t.lw
		}
		if i > 0 && toks[i-1].lw == "by" {
			h.agent = true
		}
		if i > 1 && toks[i-2].lw == "by" && toks[i-1].word {
			h.agent = true
		}
		out = append(out, h)
		i = bestEnd - 1
	}
	return out
}

// inActor reports whether token i lies in an actor phrase found.
func (x *extractor) inActor(i int) bool {
	for _, h := range x.actors {
		if h.a <= i && i < h.b {
			return true
		}
	}
	return false
}

// actorEndsAt reports an actor phrase that ends right before token i.
func (x *extractor) actorEndsAt(i int) bool {
	for _, h := range x.actors {
		if h.b == i {
			return true
		}
	}
	return false
}

// groupNames gives ACLED's names of social groups associated with
// protesters or civilians.
var groupNames = map[string]string{
	"student": "Students", "students": "Students", "teacher": "Teachers", "teachers": "Teachers",
	"worker": "Labor Group", "workers": "Labor Group", "doctor": "Health Workers", "doctors": "Health Workers",
	"nurse": "Health Workers", "nurses": "Health Workers", "pensioner": "Pensioners", "pensioners": "Pensioners",
	"farmer": "Farmers", "farmers": "Farmers", "journalist": "Journalists", "journalists": "Journalists",
	"reporter": "Journalists", "reporters": "Journalists", "indigenous": "Indigenous Group", "migrants": "Migrants",
	"trader": "Traders", "traders": "Traders", "merchant": "Traders", "merchants": "Traders", "vendor": "Traders",
	"vendors": "Traders", "driver": "Transport Workers", "drivers": "Transport Workers", "miner": "Miners", "miners": "Miners",
	"inmate": "Prisoners", "inmates": "Prisoners", "prisoners": "Prisoners", "activists": "Activists",
	"fisherman": "Fishers", "fishermen": "Fishers", "leader": "Social Leaders", "social": "Social Leaders",
}

// actorName returns the ACLED-style name and inter code of an actor of the
// given kind in country (a country name, "" when unknown).
func actorName(h actorHit, country string) (string, int) {
	c := country
	paren := ""
	if c != "" {
		paren = " (" + c + ")"
	}
	switch h.kind {
	case aMilitary:
		if c == "" {
			return "Military Forces", storyline.InterStateForces
		}
		return "Military Forces of " + c, storyline.InterStateForces
	case aPolice:
		if c == "" {
			return "Police Forces", storyline.InterStateForces
		}
		return "Police Forces of " + c, storyline.InterStateForces
	case aProtesters:
		return "Protesters" + paren, storyline.InterProtesters
	case aRioters:
		return "Rioters" + paren, storyline.InterRioters
	case aCivilians:
		return "Civilians" + paren, storyline.InterCivilians
	case aMilitia:
		if h.name != "" {
			return h.name, storyline.InterPoliticalMilitia
		}
		return "Pro-Government Militia" + paren, storyline.InterPoliticalMilitia
	case aRebels:
		if h.name != "" {
			return h.name, storyline.InterRebels
		}
		return "Rebel Group" + paren, storyline.InterRebels
	}
	if h.name != "" {
		return h.name, storyline.InterPoliticalMilitia
	}
	return "Unidentified Armed Group" + paren, storyline.InterPoliticalMilitia
}

// armedFighting reports a clash hit (the index of x.hits) that only armed
// men fight — "street battles", "fierce fighting", "an offensive" — with
// no rioters or protesters named: a battle whoever is named as its
// victims, where a bare "clashes" may be a crowd's. A shootout is left to
// the actors named: a gunman's with police is told with its victims.
func (x *extractor) armedFighting(k int) bool {
	switch w := x.toks[x.hits[k].a].lw; {
	case w == "battle" || w == "battles" || w == "battled" || w == "fighting" || w == "offensive" || w == "fierce" || w == "heavy" ||
		w == "repelled" || w == "repulsed" || strings.HasPrefix(w, "skirmish") || strings.HasPrefix(w, "counterattack"):
	default:
		return false
	}
	for _, a := range x.actors {
		if a.kind == aRioters || a.kind == aProtesters || a.kind == aCivilians && a.b <= x.hits[k].a && a.b >= x.hits[k].a-2 {
			return false // "prisoners started fighting each other": a brawl
		}
	}
	return true
}

// protestersDo reports protesters or rioters named before any state force:
// "protesters clashed with police".
func (x *extractor) protestersDo() bool {
	for _, a := range x.actors {
		switch {
		case a.kind == aProtesters || a.kind == aRioters:
			return true
		case a.kind.state():
			return false
		}
	}
	return true
}

// nonStateDoes reports a non-state armed actor as the doer of the trigger
// at token trig.
func (x *extractor) nonStateDoes(trig int) bool {
	for _, a := range x.actors {
		if a.agent || a.a < trig {
			return a.kind.armed() && !a.kind.state()
		}
	}
	return false
}

// mobDoes reports residents, a crowd or a mob as the doers of the trigger
// at token trig: "residents looted a truck", "he was beaten by a mob".
func (x *extractor) mobDoes(trig int) bool {
	for _, a := range x.actors {
		if a.agent {
			return x.crowdDoer(a) || a.kind == aRioters
		}
	}
	if x.passiveAt(trig) {
		return false // "four people were shot": the people are its victims
	}
	for _, a := range x.actors {
		if a.a < trig {
			if x.countedBefore(trig) {
				return false // "2 Civilians Killed 9 Injured": a headline counts the victims
			}
			return x.crowdDoer(a) && !x.singleDoerBetween(a.b, trig) || a.kind == aRioters
		}
	}
	return false
}

// countedBefore reports a killing at token trig right after a count of
// people ("Four people killed", "40 Civilians 25 YPG Fighters Killed",
// "Twenty-six civilians were also killed"): the counted are the dead,
// not a crowd that killed.
func (x *extractor) countedBefore(trig int) bool {
	death := false
	for _, h := range x.hits {
		if h.a == trig {
			death = h.c == cKill || h.c == cKillWeak
			break
		}
	}
	for j := trig - 1; death && j >= 0 && j >= trig-6; j-- {
		switch {
		case x.numberAt(j):
			return true
		case !x.toks[j].word:
			return false
		}
	}
	return false
}

// crowd reports a crowd named in the sentence.
func (x *extractor) crowd() bool {
	for _, a := range x.actors {
		if (crowdWords[x.toks[a.a].lw] || a.kind == aCivilians && !a.agent) && x.freeCrowd(a) || a.kind == aRioters {
			return true
		}
	}
	return false
}

// doerKind is the kind of the armed actor doing the trigger at token
// trig: the agent of a passive, else the first armed actor before it.
func (x *extractor) doerKind(trig int) actorKind {
	for _, a := range x.actors {
		if a.agent && a.kind.armed() {
			return a.kind
		}
	}
	for _, a := range x.actors {
		if a.a < trig && a.kind.armed() {
			return a.kind
		}
	}
	return aNone
}

// protesterIn reports protesters named in or right after the hit.
func (x *extractor) protesterIn(h *hit) bool {
	for _, a := range x.actors {
		if a.kind == aProtesters && a.a >= h.a && a.a <= h.b+1 {
			return true
		}
	}
	return false
}

// armedNamed reports an armed actor, of a state or not, named in the
// sentence, or forces or fighters of a side the lexicon does not list
// ("US forces have withdrawn", "his forces").
func (x *extractor) armedNamed() bool {
	for _, a := range x.actors {
		if a.kind.armed() || a.kind.state() {
			return true
		}
	}
	for i := range x.toks {
		if sideWords[x.toks[i].lw] {
			return true
		}
	}
	return false
}

// stateSubject reports soldiers or police named in the sentence (who
// defect).
func (x *extractor) stateSubject() bool {
	for _, a := range x.actors {
		if a.kind.state() {
			return true
		}
	}
	return false
}

// crowdDoer reports a crowd word ("residents", "a group of people") that
// may be the doer of a mob's violence (freeCrowd).
func (x *extractor) crowdDoer(a actorHit) bool {
	return crowdWords[x.toks[a.a].lw] && x.freeCrowd(a)
}

// freeCrowd reports people named as a crowd that may act as one. Crime
// news names people counted a few at a time, or as the object of a
// preposition, as a shooting's victims: "Four people were hit by
// gunfire", "fired into a group of people", "a shooting among a group of
// people watching a game" — no mob. A mob is a subject and is not
// counted in ones ("residents looted a truck", "a crowd of 200").
func (x *extractor) freeCrowd(a actorHit) bool {
	j := a.a - 1
	for j >= 0 && crowdDeterminers[x.toks[j].lw] {
		j--
	}
	if j < 0 {
		return true
	}
	w := x.toks[j].lw
	if victimPrepositions[w] {
		return false
	}
	if n, err := strconv.Atoi(w); err == nil && n < 10 || smallNumberWords[w] {
		return false
	}
	return true
}

// singleDoerBetween reports one person named as the doer between a crowd
// and the violence ("a group of people were hanging out when someone took
// out a gun and fired", "people … were confronted by a man who opened
// fire"): the crowd is the scene, the one person the attacker.
func (x *extractor) singleDoerBetween(from, trig int) bool {
	for j := from; j < trig && j < len(x.toks); j++ {
		if singleDoers[x.toks[j].lw] {
			return true
		}
	}
	return false
}

// mobCue reports a mob cue that names a mob: "a group of people" shot at
// ("fired into a group of people") is a crowd of victims (freeCrowd).
func (x *extractor) mobCue(h *hit) bool {
	return !crowdWords[x.toks[h.a].lw] || x.freeCrowd(actorHit{a: h.a, b: h.b})
}
