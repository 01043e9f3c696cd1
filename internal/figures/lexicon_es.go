package figures

import (
	"strings"

	"github.com/storyline-news/storyline/internal/text"
)

// spanishWords are the words the Spanish figure scanner reads, folded
// (text.Fold). Qualifiers and categories normalize to the English names,
// so a figure group can hold "más de 320 militares" and "more than 320
// soldiers".
var spanishWords = &romanceFigureWords{
	numbers: text.NumbersES,
	qualifiers: map[string]qualifier{
		"mas de": {"more than", qLower}, "por encima de": {"more than", qLower}, "al menos": {"at least", qLower},
		"por lo menos": {"at least", qLower}, "como minimo": {"at least", qLower}, "no menos de": {"at least", qLower},
		"hasta": {"up to", qUpper}, "como maximo": {"up to", qUpper}, "menos de": {"fewer than", qUpper},
		"casi": {"nearly", qNear}, "cerca de": {"nearly", qNear}, "unos": {"about", qApprox},
		"unas": {"about", qApprox}, "alrededor de": {"about", qApprox}, "aproximadamente": {"about", qApprox},
		"en torno a": {"about", qApprox}, "unos aproximadamente": {"about", qApprox}, "otros": {"additional", qExact},
		"otras": {"additional", qExact}, "solo": {"only", qExact}, "apenas": {"only", qExact},
		"un total de": {"a total of", qExact},
	},
	vague: map[string]vagueVal{
		"decenas": {10, 10, 99}, "docenas": {12, 12, 99}, "centenares": {100, 100, 999}, "cientos": {100, 100, 999},
		"miles": {1000, 1000, 9999}, "millares": {1000, 1000, 9999}, "millones": {1e6, 1e6, 9999999},
	},
	vaguePrefixes: map[string]vagueVal{
		"varios": {3, 3, 9}, "varias": {3, 3, 9}, "unos cuantos": {2, 2, 5}, "unas cuantas": {2, 2, 5},
	},
	units: map[string]unitInfo{
		"%": {"percent", "percent"}, "por ciento": {"percent", "percent"},
		"dolares": {"money", "USD"}, "euros": {"money", "EUR"}, "bolivares": {"money", "VES"}, "pesos": {"money", "peso"},
		"toneladas": {"weight", "tons"}, "kilos": {"weight", "kg"}, "kilogramos": {"weight", "kg"},
		"kilometros": {"measure", "km"}, "km": {"measure", "km"}, "metros": {"measure", "m"},
		"litros": {"measure", "l"}, "barriles": {"measure", "bbl"}, "hectareas": {"measure", "ha"},
	},
	// words that end a counted noun phrase
	stop: toSet(`de del la el los las lo un una unos unas al a en con por para sin sobre entre desde hasta hacia
		y o e u ni que quien quienes cuyo como cuando donde segun mientras pero aunque se su sus sus este esta estos
		estas ese esa esos esas tras ante bajo durante mas menos muy ya no tambien`),
	aux: toSet(`ha han habia habian habria habrian hubo fue fueron son eran era estan estaban esta estaba se han sido
		sido habian sido siguen seguian quedaron resultaron`),
	verbEndings: []string{"aron", "ieron", "yeron", "aban", "ado", "ados", "ido", "idos", "an", "en"},
	cues:        toSet(`dijo dijeron afirmo afirmaron aseguro aseguraron denuncio denunciaron informo informaron indico indicaron senalo senalaron explico anuncio confirmo reporto reportaron`),
	according:   "segun",
	categories: func() map[string]string {
		m := map[string]string{}
		add := func(cat, words string) {
			for _, w := range strings.Fields(words) {
				m[w] = cat
			}
		}
		add("soldiers", `soldado soldados militar militares efectivos uniformados guardias desertores oficiales
			tropas sargentos tenientes capitanes coroneles generales reclutas marinos`)
		add("police", `policias policia agentes`)
		add("fighters", `guerrilleros rebeldes insurgentes paramilitares milicianos combatientes colectivos pistoleros`)
		add("protesters", `manifestantes protestantes activistas opositores`)
		add("civilians", `civiles residentes habitantes vecinos pobladores pasajeros`)
		add("people", `personas individuos hombres mujeres muertos fallecidos victimas cadaveres heridos lesionados
			ciudadanos trabajadores empleados pacientes votantes venezolanos colombianos`)
		add("migrants/refugees", `migrantes refugiados inmigrantes desplazados emigrantes`)
		add("children", `ninos ninas menores bebes estudiantes alumnos adolescentes`)
		add("detainees", `detenidos presos prisioneros arrestados rehenes capturados`)
		add("vehicles", `camiones vehiculos autobuses ambulancias gandolas buques barcos tanques`)
		add("weapons", `armas fusiles misiles cohetes bombas granadas`)
		add("buildings", `casas viviendas edificios escuelas hospitales`)
		add("events", `ataques enfrentamientos protestas explosiones saqueos`)
		return m
	}(),
}
