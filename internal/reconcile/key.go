package reconcile

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// The action classes: verbs, nouns and phrases that count the same kind of
// event, whatever the voice or the synonym.
const (
	ActionDefected  = "defected"
	ActionKilled    = "killed"
	ActionInjured   = "injured"
	ActionArrested  = "arrested"
	ActionDisplaced = "displaced"
	ActionAbducted  = "abducted"
	ActionMissing   = "missing"
	ActionProtested = "protested"
	ActionReleased  = "released"
	ActionStock     = "stock" // strengths: standing sizes, not events
	// ActionProjected prefixes the class of a forecast or a threat ("could
	// displace", "expected to reach"): never grouped with counts of what
	// happened.
	ActionProjected = "projected "
)

// Movement verbs: for soldiers and police, leaving is defecting; for
// everyone else it is being displaced.
const actionMovement = "movement"

// auxiliaries and adverbs skipped before the main verb of an action.
var skipWords = set("have", "has", "had", "having", "be", "been", "being", "is", "are", "was", "were",
	"am", "do", "did", "does", "reportedly", "also", "already", "allegedly", "now", "so", "far",
	"since", "just", "all", "both", "each", "then", "who", "which", "that", "they", "reported",
	"apparently", "recently", "still", "subsequently", "later", "finally", "either", "get", "got", "gotten")

// modal and forecast words: an action with one of them is projected.
var projectedWords = set("will", "would", "could", "may", "might", "can", "should", "expected", "expect",
	"feared", "fear", "threatened", "threaten", "plan", "planned", "planning", "likely",
	"projected", "forecast", "poised")

// irregular verb forms → stem (after stem() of the lexicon keys).
var irregular = map[string]string{
	"fled": "flee", "fleeing": "flee", "flees": "flee",
	"left": "leave", "leaving": "leave", "leaves": "leave",
	"died": "die", "dying": "die", "dies": "die", "dead": "die", "death": "die", "deaths": "die",
	"slain": "slay", "slew": "slay",
	"hurt": "hurt", "hurting": "hurt",
	"shot":  "shoot",
	"held":  "hold",
	"taken": "take", "took": "take", "taking": "take", "takes": "take",
	"ran": "run", "running": "run", "runs": "run",
	"sought": "seek", "seeking": "seek", "seeks": "seek",
	"broke": "break", "broken": "break", "breaking": "break",
	"went": "go", "gone": "go",
	"lost":       "lose",
	"freed":      "free",
	"fatalities": "fatality", "casualties": "casualty", "injuries": "injury",
	"defectors": "defector", "deserters": "deserter",
	"wounded": "wound", "wounding": "wound", "wounds": "wound",
	"arrests": "arrest",
	"ended":   "end", "ending": "end", "ends": "end",
	"stuck": "stick",
}

// verbClass maps a word stem to its action class.
var verbClass = stemMap(map[string]string{
	"defect": ActionDefected, "defector": ActionDefected, "desert": ActionDefected,
	"deserter": ActionDefected, "mutiny": ActionDefected,
	"kill": ActionKilled, "die": ActionKilled, "murder": ActionKilled, "slay": ActionKilled,
	"execute": ActionKilled, "massacre": ActionKilled, "fatality": ActionKilled, "perish": ActionKilled,
	"behead": ActionKilled, "lynch": ActionKilled, "assassinate": ActionKilled, "toll": ActionKilled,
	"injure": ActionInjured, "injury": ActionInjured, "wound": ActionInjured, "hurt": ActionInjured,
	"maim": ActionInjured, "hospitalize": ActionInjured, "hospitalise": ActionInjured,
	"arrest": ActionArrested, "detain": ActionArrested, "jail": ActionArrested, "imprison": ActionArrested,
	"apprehend": ActionArrested, "incarcerate": ActionArrested,
	"displace": ActionDisplaced, "evacuate": ActionDisplaced, "emigrate": ActionDisplaced,
	"migrate": ActionDisplaced, "uproot": ActionDisplaced, "relocate": ActionDisplaced,
	"kidnap": ActionAbducted, "abduct": ActionAbducted,
	"missing": ActionMissing, "disappear": ActionMissing,
	"protest": ActionProtested, "march": ActionProtested, "rally": ActionProtested,
	"demonstrate": ActionProtested, "gather": ActionProtested, "congregate": ActionProtested,
	"release": ActionReleased, "free": ActionReleased,
	"flee": actionMovement, "leave": actionMovement, "escape": actionMovement, "cross": actionMovement,
	"run": actionMovement, "abandon": actionMovement, "seek": actionMovement,
})

// phraseClass maps two-stem phrases (verb + particle or object head) whose
// class differs from the verb's.
var phraseClass = stemPhrases(map[string]string{
	"switch side": ActionDefected, "break rank": ActionDefected, "abandon post": ActionDefected,
	"abandon watch": ActionDefected, "abandon position": ActionDefected, "abandon unit": ActionDefected,
	"leave post": ActionDefected, "desert post": ActionDefected,
	"shoot dead": ActionKilled, "lose live": ActionKilled, "lose life": ActionKilled,
	"take hostage": ActionAbducted, "take captive": ActionAbducted,
	"take custody": ActionArrested, "round up": ActionArrested, "take street": ActionProtested,
	"force home": ActionDisplaced,
})

// particles kept with a verb lemma in an action outside the classes.
var particles = set("up", "out", "off", "down", "away", "back", "over")

// armed categories: their members leaving is defecting.
var armed = set("soldiers", "police", "fighters")

// people is compatible with these categories: the same people counted under
// a more specific name. Children are a part, not the same count.
var peopleLike = set("people", "civilians", "migrants/refugees", "protesters", "detainees")

// stateClass maps a result state to its action class.
var stateClass = map[string]string{
	"dead": ActionKilled, "killed": ActionKilled, "slain": ActionKilled,
	"injured": ActionInjured, "wounded": ActionInjured, "hurt": ActionInjured,
	"hospitalized": ActionInjured, "hospitalised": ActionInjured,
	"homeless": ActionDisplaced,
}

// resultVerbs are the verbs whose object's state is what happened to it.
var resultVerbs = stemSet("leave", "find", "render")

// degreeWords may come between a count and its state ("left two
// critically wounded").
var degreeWords = set("critically", "seriously", "gravely", "badly", "severely", "fatally", "mortally", "slightly")

var numberWords = set("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
	"nineteen", "twenty", "thirty", "forty", "fifty", "dozens", "several", "many", "a", "another")

// displaceable are the categories of people a flight displaces, and ""
// (a bare "thousands fled").
var displaceable = set("", "people", "civilians", "migrants/refugees", "children", "other")

// sceneWords are the places a movement away from a crime or an accident
// names, and the ways it goes: "fled the scene", "ran from the house",
// "fled on foot", "sped away in a car".
var sceneWords = set("scene", "foot", "car", "vehicle", "suv", "truck", "van", "party", "store", "bar",
	"club", "parking", "shooting", "gunfire")

// dwellings are a scene after "the" or "a" ("ran from the house"), not
// after "their" ("fled their homes" is displacement).
var dwellings = set("house", "home", "apartment", "building")

// peopleNouns are the stems of nouns of people outside the counted
// categories, which name their plurals ("men", "victims"): the
// singulars and the nouns of local news ("one man", "a 17-year-old
// victim", "two others", "the officer").
var peopleNouns = stemSet("others", "other", "man", "woman", "person", "teen", "teenager", "boy", "girl",
	"child", "victim", "officer", "deputy", "trooper", "agent", "suspect", "gunman", "shooter", "student",
	"resident", "adult", "baby", "infant", "toddler", "youth", "juvenile", "male", "female", "relative",
	"member", "worker", "bystander", "patron", "driver", "passenger", "customer", "guard", "firefighter",
	"civilian", "soldier", "fighter", "militant", "rebel", "journalist", "reporter", "doctor", "nurse",
	"employee", "inmate", "prisoner", "protester", "activist", "pedestrian", "occupant", "family",
	"friend", "son", "daughter", "mother", "father", "brother", "sister", "wife", "husband", "neighbor",
	"guest", "teacher", "pupil", "kid", "young", "partygoer", "clubgoer",
	// armed people beyond the counted categories' words
	"terrorist", "mercenary", "force", "jihadist", "extremist", "insurgent", "combatant", "troop",
	"commander", "leader", "fighter", "gunmen", "militiaman", "policeman", "recruit", "conscript",
	"captive", "hostage", "detainee", "pilgrim", "worshipper", "refugee", "migrant", "villager",
	"citizen", "individual", "casualty", "body", "life", "comrade", "loyalist", "defector", "deserter",
	"crew", "crewmember", "staff", "personnel", "marine", "sailor", "pilot", "official", "politician")

// ActionClass normalizes a figure's action (its verb group) to an action
// class, given the counted category and head noun: verb lemmas and synonyms
// ("deserted", "abandoned their posts", "have defected"), nouns in the
// counted phrase ("deaths", "defectors"), movement verbs read by who moves
// (soldiers who flee defect; civilians who flee are displaced), forecasts
// prefixed ActionProjected. An action the English words do not class is
// read as Spanish (spanishActionClass). It returns "" when nothing says
// what is counted.
func ActionClass(action, category, head string) string {
	toks := words(action)
	projected := false
	var stems []string
	for _, t := range toks {
		if projectedWords[t] {
			projected = true
			continue
		}
		if skipWords[t] || determiners[t] {
			continue
		}
		stems = append(stems, stem(t))
	}
	class := ""
	for i, s := range stems {
		if i+1 < len(stems) {
			if c, ok := phraseClass[s+" "+stems[i+1]]; ok {
				class = c
				break
			}
		}
		if c, ok := verbClass[s]; ok {
			class = c
			break
		}
	}
	if class == "" {
		if c, ok := verbClass[stem(strings.ToLower(head))]; ok && c != actionMovement {
			class = c
		}
	}
	if class == "" && len(stems) > 0 {
		class = stems[0]
		if len(stems) > 1 && particles[stems[1]] {
			class += " " + stems[1]
		}
	}
	if !classes[class] && class != actionMovement {
		if es, esProjected := spanishActionClass(toks, head); es != "" {
			class, projected = es, esProjected
		}
	}
	if class == actionMovement {
		switch {
		case armed[category]:
			class = ActionDefected
		case scenesLeft(toks) || !displaceable[category]:
			// Leaving a scene is no displacement: "four people fled
			// the scene", "dozens ran from the home", "vehicles
			// leaving"; a word of the movement stays the class.
			class = stems[0]
		default:
			class = ActionDisplaced
		}
	}
	if class != "" && projected {
		class = ActionProjected + class
	}
	return class
}

// roleNouns name people by a standing they took in an act, by their
// stem: the role they are counted under.
var roleNouns = stemMap(map[string]string{"defector": "defectors", "deserter": "defectors"})

// stativeVerbs say where people are, not what they did.
var stativeVerbs = stemSet("wait", "remain", "stay", "live", "sleep")

// roleCount returns the role a figure counts people by ("dozens of
// defectors", "decenas de desertores") when its action is no act of the
// period (none, or only a verb of staying: "wait in a shelter"): a
// standing number of such people, a stock, not a count of defections.
// The head noun classes the figure only as the subject of an act
// ("defectors crossed", "desertores detenidos"); "" otherwise.
func roleCount(action, head string) string {
	role, ok := roleNouns[stem(strings.ToLower(head))]
	if !ok {
		role, ok = spanishRoleNouns[text.StemES(text.Fold(head))]
	}
	if !ok {
		return ""
	}
	for _, t := range words(action) {
		stemES, skipES, _ := spanishAction(text.Fold(t))
		if skipWords[t] || determiners[t] || skipES {
			continue
		}
		// the main verb: the words after it are its complement
		if stativeVerbs[stem(t)] || spanishStativeVerbs[stemES] {
			return role
		}
		return ""
	}
	return role
}

var determiners = set("a", "an", "the", "their", "his", "her", "its", "our", "your", "my", "to", "in",
	"at", "on", "of", "for", "from", "into", "across", "with", "by", "and", "or", "as")

// KeyOf returns the grouping key of one figure, and false when the figure
// is not one reconciliation groups: kinds that are not reported (ages,
// durations, idioms), and figures with neither an action nor a counted
// thing. Strengths and counts of people by a role (roleCount) are stocks.
func KeyOf(f *storyline.Figure) (storyline.FigureKey, bool) { return keyIn(f, "") }

// keyIn is KeyOf of a figure of text, which may say the state its count is
// left in after it (resultState): "five people were found dead".
func keyIn(f *storyline.Figure, text string) (storyline.FigureKey, bool) {
	k, ok := keyOf(f)
	if k.Stock || !f.Kind.Reported() {
		return k, ok
	}
	if c := resultState(f, text); c != "" {
		if strings.HasPrefix(k.Action, ActionProjected) {
			c = ActionProjected + c
		}
		k.Action = c
		if _, isState := stateClass[strings.ToLower(f.CountedHead)]; isState {
			// "three teenagers dead" counts teenagers.
			ws := words(f.Counted)
			k.Head = ""
			if len(ws) > 1 {
				k.Head = stem(ws[len(ws)-2])
			}
		}
		return k, true
	}
	if holdsAnotherCount(f) || objectOf(f) && firstVerb(f.Action) == stem("leave") && (k.Action == ActionDisplaced || k.Action == ActionDefected) {
		// "the shooting left two adults …": no one left anywhere, and
		// the words do not say what happened to them.
		return k, false
	}
	return k, ok
}

func keyOf(f *storyline.Figure) (storyline.FigureKey, bool) {
	if !f.Kind.Reported() {
		return storyline.FigureKey{}, false
	}
	k := storyline.FigureKey{Kind: f.Kind, Unit: f.Unit, Category: f.Category, Place: f.Place,
		Head: stem(strings.ToLower(f.CountedHead))}
	if f.Stock || f.Kind == storyline.FigureStrength {
		k.Kind, k.Stock, k.Action = storyline.FigureStrength, true, ActionStock
		return k, f.Category != "" || f.CountedHead != ""
	}
	if role := roleCount(f.Action, f.CountedHead); role != "" {
		k.Kind, k.Stock, k.Action, k.Category = storyline.FigureStrength, true, ActionStock, role
		return k, true
	}
	k.Action = ActionClass(f.Action, f.Category, f.CountedHead)
	if k.Action == "" {
		return k, false
	}
	return k, true
}

// CategoriesCompatible reports whether two counted categories can count the
// same thing: equal; "people" with the categories of people it names more
// precisely (civilians, migrants/refugees, protesters, detainees); "other"
// and unknown categories only with the same head noun.
func CategoriesCompatible(a, b string) bool {
	if a != b {
		return peopleLike[a] && peopleLike[b] && (a == "people" || b == "people")
	}
	return true
}

// PlacesCompatible reports whether two places can be where the same count
// holds: equal, one unknown, or one containing the other ("La Parada,
// Colombia" and "Colombia"), compared word by word, case-insensitively.
func PlacesCompatible(a, b string) bool {
	return a == "" || b == "" || containsPlace(a, b) || containsPlace(b, a)
}

// containsPlace reports whether place outer contains the words of inner.
func containsPlace(outer, inner string) bool {
	o, in := placeWords(outer), placeWords(inner)
	if len(in) == 0 || len(in) > len(o) {
		return false
	}
	for i := 0; i+len(in) <= len(o); i++ {
		ok := true
		for j := range in {
			if o[i+j] != in[j] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// Compatible reports whether two keys count the same thing: the same kind
// (and unit), the same action class, compatible categories (with the same
// head noun when the category is "other" or unknown), compatible places, and
// both stocks or both events, and the same scope (a war's toll or an earlier
// event is not the incident's count).
func Compatible(a, b storyline.FigureKey) bool {
	if a.Kind != b.Kind || a.Unit != b.Unit || a.Stock != b.Stock || a.Action != b.Action || a.Scope != b.Scope {
		return false
	}
	if !CategoriesCompatible(a.Category, b.Category) {
		return false
	}
	if (a.Category == "" || a.Category == "other") && a.Head != b.Head {
		return false
	}
	return PlacesCompatible(a.Place, b.Place)
}

// Label says in words what a key counts: "soldiers defected", "people
// killed in Brazil", "soldiers (stock)". counted, the counted thing as
// written, names what a measure measures: "tons of humanitarian aid
// collect" rather than "tons collect".
func Label(k storyline.FigureKey, counted string) string {
	what := k.Category
	if what == "" || what == "other" {
		what = k.Head
	}
	if k.Unit != "" && (what == "" || what == "weight" || what == "measure" || what == "money") {
		what = k.Unit
		if c := strings.ToLower(counted); strings.HasPrefix(c, what+" of ") && len(strings.Fields(c)) <= 6 {
			what = c
		}
	}
	if what == "" {
		// Every action class counts people: "people protested", not
		// "number protested".
		what = "number"
		if Classified(k.Action) {
			what = "people"
		}
	}
	s := what + " " + k.Action
	if k.Stock {
		s = what + " (strength)"
	}
	if k.Place != "" {
		s += " in " + k.Place
	}
	switch {
	case k.Scope == ScopeWar:
		s += " over the whole war"
	case k.Scope != "":
		s += " (an earlier event, " + k.Scope + ")"
	}
	return s
}

// placeWords folds a place name into words, without a leading "the".
func placeWords(s string) []string {
	ws := strings.Fields(text.Fold(s))
	if len(ws) > 1 && ws[0] == "the" {
		ws = ws[1:]
	}
	return ws
}

// words splits s into lower-case words of letters, digits and apostrophes.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '\'' || r > 127)
	})
}

// stem reduces an English word to a crude stem shared by its inflections
// (injure, injured, injuring, injures → injur); irregular forms map first.
// Lexicon keys go through the same function, so only consistency matters.
func stem(w string) string {
	if r, ok := irregular[w]; ok {
		w = r
	}
	orig := w
	switch {
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		w = w[:len(w)-3]
	case len(w) > 4 && strings.HasSuffix(w, "ied"):
		w = w[:len(w)-3] + "y"
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		w = w[:len(w)-3] + "y"
	case len(w) > 3 && strings.HasSuffix(w, "ed"):
		w = w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "es") && !strings.HasSuffix(w, "ses"):
		w = w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		w = w[:len(w)-1]
	}
	w = strings.TrimSuffix(w, "e")
	if w != orig && len(w) > 3 {
		// stopped → stopp → stop; kill, press keep their doubles.
		n := len(w)
		if w[n-1] == w[n-2] && !strings.ContainsRune("lsfz", rune(w[n-1])) && !strings.ContainsRune("aeiou", rune(w[n-1])) {
			w = w[:n-1]
		}
	}
	return w
}

func stemMap(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[stem(k)] = v
	}
	return out
}

// stemSet is the set of the stems of ws.
func stemSet(ws ...string) map[string]bool {
	out := make(map[string]bool, len(ws))
	for _, w := range ws {
		out[stem(w)] = true
	}
	return out
}

// stemPhrases rewrites phrase keys as the stems of their words.
func stemPhrases(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		ws := strings.Fields(k)
		for i := range ws {
			ws[i] = stem(ws[i])
		}
		out[strings.Join(ws, " ")] = v
	}
	return out
}

func set(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// classes lists the action classes.
var classes = set(ActionDefected, ActionKilled, ActionInjured, ActionArrested, ActionDisplaced,
	ActionAbducted, ActionMissing, ActionProtested, ActionReleased, ActionStock)

// Classified reports whether an action class is one of the classes (a
// projected one included), rather than the lemma of a verb outside them.
func Classified(action string) bool {
	return classes[strings.TrimPrefix(action, ActionProjected)]
}
