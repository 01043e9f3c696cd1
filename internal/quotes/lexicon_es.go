package quotes

import "github.com/storyline-news/storyline"

// The Spanish words of attribution, folded (text.Fold: lower case, no
// accents), read by the lexicon reader (words.go). Written by hand from
// how Spanish news attributes words: "dijo", "afirmó", "aseguró",
// "denunció", "según", quotes in «…» or "…", and the dialogue dash.
var spanishWords = &attributionWords{
	cues: cueKinds(map[storyline.QuoteKind]string{
		storyline.QuoteSpeech: `dijo dice dicen dijeron decir afirmo afirma afirmaron aseguro asegura aseguraron
			denuncio denuncia denunciaron declaro declara declararon explico explica explicaron senalo senala senalaron
			indico indica indicaron agrego agrega agregaron anadio anade anadieron sostuvo sostiene informo informa informaron
			anuncio anuncia anunciaron advirtio advierte advirtieron relato relata relataron conto cuenta contaron
			manifesto expreso expresa insistio insiste reitero recordo confirmo confirma confirmaron nego niega negaron
			admitio reconocio reconoce respondio responde pidio pide pidieron exigio exige exigieron comento comenta
			preciso destaco subrayo aclaro apunto alerto revelo narro`,
		storyline.QuoteWritten: `escribio escribe publico publica tuiteo`,
		storyline.QuoteBelief:  `cree creen considera consideran considero piensa opina estima calcula`,
		storyline.QuoteStance:  `critico criticaron condeno condenaron acuso acusaron rechazo rechazaron`,
	}),
	according: map[string]bool{"segun": true},
	// "que" after the cue opens reported speech: "dijo que …".
	complementizer: "que",
}
