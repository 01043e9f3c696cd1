package events

// The Spanish triggers and actors of the coder, in the lexicon's syntax
// (lexicon.go), written folded as the coder reads words: lower case, no
// accents ("desercion" reads "deserción"). Written from the ACLED
// codebook's definitions, as the English ones are; a cue without Spanish
// words here is not coded in Spanish yet.
var lexiconES = map[cue][]string{
	cProtest: {
		"protesta/protestas", "protestaron/protestan/protesto/protestando", "manifestacion/manifestaciones", "manifestante*",
		"marcha/marchas/marcharon", "concentracion/concentraciones", "cacerolazo*", "planton/plantones",
		"huelga/huelgas", "paro/paros", "trancazo*", "guarimba*", "tomaron las calles", "salieron a las calles",
	},
	cProtestWeak: {"exigieron/exigian/exigen", "denunciaron/denuncian", "reclamaron/reclaman", "rechazaron/rechazan"},
	cRiotAct: {
		"lanzaron/arrojaron _ piedras/botellas/objetos/molotov/bombas", "barricada/barricadas", "quemaron _ cauchos/neumaticos/llantas/basura",
		"disturbios", "saqueo/saqueos/saquearon/saqueadores",
	},
	cIntervention: {
		"gases lacrimogenos", "gas lacrimogeno", "bombas lacrimogenas", "perdigones", "balas de goma", "dispersaron/dispersar", "reprimieron/represion",
	},
	cLethalForce: {"dispararon contra _ manifestantes", "armas de fuego"},
	cClash: {
		"enfrentamiento/enfrentamientos", "se enfrentaron", "choques", "combate/combates/combatieron", "tiroteo/tiroteos", "intercambio de disparos",
		"refriega/refriegas",
	},
	cKill: {
		"asesinado/asesinados/asesinada/asesinadas/asesinaron/asesinato/asesinatos", "mataron/matado", "ejecutado/ejecutados/ejecutaron",
		"masacre/masacres", "homicidio/homicidios", "muerto a tiros", "abatido/abatidos",
	},
	cKillWeak: {"muerto/muertos/muerta/muertas", "murio/murieron/fallecio/fallecieron/fallecido/fallecidos", "muerte/muertes", "cadaver/cadaveres", "victimas fatales"},
	cInjure:   {"herido/heridos/herida/heridas", "lesionado/lesionados", "hospitalizado/hospitalizados"},
	cAttack: {
		"atacaron/ataque/ataques/atacado/atacados", "disparo/disparos/dispararon/baleado/baleados", "golpearon/golpeado/golpeados/golpiza",
		"emboscada/emboscadas", "tortura/torturado/torturados", "agredieron/agresion/agredido/agredidos",
	},
	cAbduct: {"secuestro/secuestros/secuestrado/secuestrados/secuestraron", "desaparecido/desaparecidos", "rehen/rehenes"},
	cArrest: {
		"detenido/detenidos/detenida/detenidas/detuvieron/detencion/detenciones", "arrestado/arrestados/arrestaron/arresto",
		"capturado/capturados/capturaron", "aprehendido/aprehendidos", "encarcelado/encarcelados",
	},
	cLoot:    {"saqueo/saqueos/saquearon/saqueado/saqueados/saqueadores", "robaron/robado/robados"},
	cDestroy: {"incendiaron/incendiado/incendiados/quemaron/quemado/quemados", "destruyeron/destruido/destruidos/destruccion", "vandalizaron/vandalismo"},
	cDefect: {
		"desertaron/desertado/deserto/desertar/desertores/desertor", "desercion/deserciones",
		"abandonaron/abandonado/abandonar _ puesto/puestos/filas/unidad/cuartel", "cruzaron/huyeron _ a/hacia colombia/brasil",
		"pidieron/solicitaron/buscaron refugio/asilo", "se entregaron", "se pasaron",
	},
	cBorder:   {"cerro/cerraron/cierre _ frontera/puentes/paso"},
	cAidBlock: {"bloquearon/bloqueo/impidieron _ ayuda/camiones/cargamento"},
	cNegation: {"no", "nunca", "ningun/ninguno/ninguna"},
	cModal:    {"podria/podrian/planea/planean/amenazo/amenazaron"},
}

// actorLexiconES are the Spanish actor words (actors.go).
var actorLexiconES = map[actorKind][]string{
	aMilitary: {
		"militar/militares", "soldado/soldados", "guardia nacional", "guardias nacionales", "gnb", "fanb", "fuerza armada/armadas", "ejercito", "tropas",
		"efectivo/efectivos", "oficial/oficiales", "sargento/sargentos", "teniente/tenientes", "capitan", "coronel", "general", "milicia bolivariana",
	},
	aPolice:     {"policia/policias", "agente/agentes", "pnb", "faes", "cicpc", "sebin", "dgcim", "funcionarios", "cuerpos de seguridad", "fuerzas de seguridad"},
	aProtesters: {"manifestante/manifestantes", "protestante/protestantes", "huelguistas"},
	aRioters:    {"saqueadores", "turba/turbas"},
	aCivilians: {
		"civil/civiles", "hombre/hombres", "mujer/mujeres", "persona/personas", "nino/ninos", "joven/jovenes", "vecino/vecinos", "habitante/habitantes",
		"periodista/periodistas", "estudiante/estudiantes", "trabajador/trabajadores", "migrante/migrantes", "venezolanos", "familia/familias",
	},
	aArmed:   {"pistoleros", "hombres armados", "grupo armado", "grupos armados", "banda/bandas", "sicarios", "paramilitares", "delincuentes", "encapuchados"},
	aRebels:  {"guerrilla/guerrillas/guerrilleros", "eln=ELN: National Liberation Army", "farc=FARC Dissidents", "disidencias=FARC Dissidents"},
	aMilitia: {"colectivo/colectivos=Colectivos"},
}

// answerVerbsES are what the police or the army do about an attack they did
// not make (answerVerbs): "la policía investiga el tiroteo", "agentes
// detuvieron a un hombre acusado de disparar".
var answerVerbsES = wordSet("investiga", "investigan", "investigaba", "investigaban", "investigando",
	"detuvo", "detuvieron", "arresto", "arrestaron", "aprehendio", "aprehendieron", "capturo", "capturaron",
	"busca", "buscan", "buscaba", "buscaban", "buscando", "encontro", "encontraron", "hallo", "hallaron",
	"identifico", "identificaron", "dijo", "dijeron", "informo", "informaron", "confirmo", "confirmaron", "acudio", "acudieron")

// ownDeedPronounsES, complementizersES and coordinatorsES: see
// ownDeedPronouns ("el ejército dijo que sus tropas mataron", "detuvieron a
// cinco y luego mataron a dos").
var (
	ownDeedPronounsES = wordSet("sus", "su", "nosotros", "nuestras", "nuestros")
	complementizersES = wordSet("que")
	coordinatorsES    = wordSet("y")
	sequenceAdverbsES = wordSet("luego", "despues", "tambien")
)
