package text

import (
	"strings"
	"time"
)

// The Spanish words several stages read, folded (Fold: lower case, no
// accents), so "miércoles", "Miercoles" and "MIÉRCOLES" all find
// "miercoles". Each stage keeps the Spanish words only it reads beside its
// code (timex/lexicon_es.go, figures/lexicon_es.go).

// WeekdaysES maps the Spanish weekday names to their day.
var WeekdaysES = map[string]time.Weekday{
	"domingo": time.Sunday, "lunes": time.Monday, "martes": time.Tuesday, "miercoles": time.Wednesday,
	"jueves": time.Thursday, "viernes": time.Friday, "sabado": time.Saturday,
}

// MonthsES maps the Spanish month names to their month ("setiembre" is
// the Latin-American spelling).
var MonthsES = map[string]time.Month{
	"enero": time.January, "febrero": time.February, "marzo": time.March, "abril": time.April,
	"mayo": time.May, "junio": time.June, "julio": time.July, "agosto": time.August,
	"septiembre": time.September, "setiembre": time.September, "octubre": time.October,
	"noviembre": time.November, "diciembre": time.December,
}

// NumbersES are the Spanish cardinal words.
var NumbersES = Cardinals{
	Values: map[string]int64{
		"cero": 0, "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
		"seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12,
		"trece": 13, "catorce": 14, "quince": 15, "dieciseis": 16, "diecisiete": 17,
		"dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiun": 21, "veintiuno": 21,
		"veintiuna": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24,
		"veinticinco": 25, "veintiseis": 26, "veintisiete": 27, "veintiocho": 28,
		"veintinueve": 29, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60,
		"setenta": 70, "ochenta": 80, "noventa": 90, "cien": 100, "ciento": 100,
		"doscientos": 200, "doscientas": 200, "trescientos": 300, "trescientas": 300,
		"cuatrocientos": 400, "cuatrocientas": 400, "quinientos": 500, "quinientas": 500,
		"seiscientos": 600, "seiscientas": 600, "setecientos": 700, "setecientas": 700,
		"ochocientos": 800, "ochocientas": 800, "novecientos": 900, "novecientas": 900,
	},
	Scales: map[string]int64{
		"mil": 1e3, "millon": 1e6, "millones": 1e6, "millardo": 1e9, "millardos": 1e9,
		"billon": 1e12, "billones": 1e12,
	},
	And: "y",
}

// StemES strips the inflections of a folded Spanish word, plural then
// one verb, participle or gender ending, keeping at least three letters:
// "desertaron", "desertado" → "desert"; "empresas" → "empres". It is
// crude: a lexicon keyed by it must pass its own forms through it too,
// so that only consistency matters.
func StemES(w string) string {
	switch {
	case strings.HasSuffix(w, "iones") && len(w) > 6:
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "ces") && len(w) > 5:
		w = w[:len(w)-3] + "z"
	case strings.HasSuffix(w, "es") && len(w) > 5 && strings.IndexByte("lrndzj", w[len(w)-3]) >= 0:
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "s") && len(w) > 4:
		w = w[:len(w)-1]
	}
	for _, suf := range endingsES {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// endingsES are the verb, participle and gender endings, longest
// first.
var endingsES = []string{
	"aremos", "ieron", "iendo", "abamos", "aron", "aban", "ando", "aria", "eria", "iria", "aran", "eran",
	"ado", "ada", "ido", "ida", "aba", "ara", "era", "ar", "er", "ir", "an", "en", "io", "a", "e", "o",
}
