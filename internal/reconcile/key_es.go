package reconcile

import (
	"strings"

	"github.com/storyline-news/storyline/internal/text"
)

// The Spanish words of the action classes, so that "más de 320 militares
// han desertado" and "more than 320 soldiers have defected" count the same
// thing. Words are folded (text.Fold) and keyed by their stem
// (text.StemES); irregular forms are listed beside their verb.

// spanishVerbClass maps the stems of Spanish verbs and nouns to their
// action class.
var spanishVerbClass = stemsES(map[string]string{
	"desertar desertor desercion amotinar motin": ActionDefected,
	"matar asesinar asesinato morir murio murieron muerto muerte fallecer fallecido ejecutar masacrar masacre linchar abatir homicidio": ActionKilled,
	"herir herido lesionar lesionado hospitalizar":                                                                 ActionInjured,
	"detener detuvo detuvieron detenido detencion arrestar arresto capturar captura apresar encarcelar aprehender": ActionArrested,
	"desplazar desplazado evacuar emigrar migrar reubicar":                                                         ActionDisplaced,
	"secuestrar secuestro raptar":                                                                                  ActionAbducted,
	"desaparecer desaparecido":                                                                                     ActionMissing,
	"protestar manifestar marchar concentrar congregar":                                                            ActionProtested,
	"liberar excarcelar soltar":                                                                                    ActionReleased,
	"huir huye huyen huyo huyeron huido escapar fugar abandonar cruzar irse marcharse":                             actionMovement,
})

// spanishRoleNouns name people by a standing they took in an act (see
// roleNouns), by their stem.
var spanishRoleNouns = stemsES(map[string]string{"desertor desertora": "defectors"})

// spanishStativeVerbs say where people are, not what they did, by their
// stem.
var spanishStativeVerbs = stemSetES("esperar espera esperan esperaba esperaban permanecer permanece permanecen " +
	"permanecia permanecian estar esta estan estaba estaban vivir vive viven dormir duermen aguardar aguardan")

// spanishSkipWords are the auxiliaries, pronouns and adverbs skipped
// before the main verb of a Spanish action.
var spanishSkipWords = set("ha", "han", "habia", "habian", "hubo", "habria", "habrian", "haber", "fue", "fueron",
	"era", "eran", "es", "son", "sido", "se", "le", "les", "lo", "los", "la", "las", "su", "sus", "ya", "tambien",
	"resultaron", "resulto", "quedaron", "quedo", "siguen", "estan", "estaban", "que", "de", "del", "a", "al",
	"en", "por", "con", "el", "un", "una", "unos", "unas", "y", "o", "presuntamente", "supuestamente")

// spanishProjectedWords make a Spanish action a forecast or a threat.
var spanishProjectedWords = set("podria", "podrian", "podra", "podran", "puede", "pueden", "seria", "serian",
	"preve", "preven", "amenaza", "amenazan", "temen", "teme",
	"planea", "planean", "probablemente", "previsto", "prevista")

// spanishActionClass reads the words of an action as Spanish: the class
// of its first verb the lexicon knows (the Spanish action is the verb
// group: "han desertado", "resultaron heridos"), and
// whether a forecast word projects it; else the class of the counted
// head noun ("muertos", "desertores"); "" when it knows none.
func spanishActionClass(toks []string, head string) (class string, projected bool) {
	var stems []string
	for _, t := range toks {
		stem, skip, proj := spanishAction(text.Fold(t))
		projected = projected || proj
		if !skip && !proj && stem != "" {
			stems = append(stems, stem)
		}
	}
	for _, s := range stems {
		if c, ok := spanishVerbClass[s]; ok {
			return c, projected
		}
	}
	if c, ok := spanishVerbClass[text.StemES(text.Fold(head))]; ok && c != actionMovement {
		return c, projected
	}
	return "", false
}

// spanishAction reads a folded Spanish word: whether it is skipped or
// projects the action, and its stem.
func spanishAction(w string) (stem string, skip, projected bool) {
	if spanishProjectedWords[w] {
		return "", false, true
	}
	if spanishSkipWords[w] {
		return "", true, false
	}
	return text.StemES(w), false, false
}

// stemsES maps each word of the keys, by its Spanish stem, to the class.
func stemsES(m map[string]string) map[string]string {
	out := map[string]string{}
	for words, class := range m {
		for _, w := range strings.Fields(words) {
			out[text.StemES(w)] = class
		}
	}
	return out
}

// stemSetES is the set of the Spanish stems of the words of ws.
func stemSetES(ws string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(ws) {
		out[text.StemES(w)] = true
	}
	return out
}
