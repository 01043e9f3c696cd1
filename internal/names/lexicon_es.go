package names

// The Spanish words the tagger reads beside its Spanish model (models/ner/es).

// nameConnectorsES are the lower-case words a Spanish name holds between
// its capitalized words besides the particles every language shares
// (nameParticles): "Consejo por la Paz", "Instituto para la Comunicación",
// "Frente contra la Droga", "Ministerio de Sanidad y Consumo". Counted
// inside the entities of CoNLL-2002's Spanish training data.
var nameConnectorsES = map[string]bool{
	"en": true, "para": true, "por": true, "sobre": true, "contra": true, "con": true, "sin": true,
	"lo": true, "a": true,
}

// languageConnectors are the connecting words of names by language, beyond
// nameParticles and the minor words of English headlines.
var languageConnectors = map[string]map[string]bool{
	"es": nameConnectorsES,
}
