package timex

import (
	"time"

	"github.com/storyline-news/storyline/internal/text"
)

// spanish are the words the Romance scanner reads Spanish with. Keys are
// folded (text.Fold: lower case, no accents); phrases are folded words
// joined by single spaces.
var spanish = func() *romanceWords {
	w := &romanceWords{
		months:   map[string]time.Month{},
		weekdays: map[string]int{},
		numbers:  text.NumbersES,
		ordinals: map[string]int{
			"primer": 1, "primero": 1, "primera": 1, "segundo": 2, "segunda": 2, "tercer": 3,
			"tercero": 3, "tercera": 3, "cuarto": 4, "cuarta": 4, "quinto": 5, "quinta": 5,
			"sexto": 6, "sexta": 6, "septimo": 7, "septima": 7, "octavo": 8, "octava": 8,
			"noveno": 9, "novena": 9, "decimo": 10, "decima": 10,
		},
		units: map[string]unit{
			"segundo": {"S", 1, true, "second"}, "segundos": {"S", 1, true, "second"},
			"minuto": {"M", 1, true, "minute"}, "minutos": {"M", 1, true, "minute"},
			"hora": {"H", 1, true, "hour"}, "horas": {"H", 1, true, "hour"},
			"dia": {"D", 1, false, "day"}, "dias": {"D", 1, false, "day"},
			"jornada": {"D", 1, false, "day"}, "jornadas": {"D", 1, false, "day"},
			"noche": {"D", 1, false, "day"}, "noches": {"D", 1, false, "day"},
			"semana": {"W", 1, false, "week"}, "semanas": {"W", 1, false, "week"},
			"quincena": {"D", 15, false, "day"}, "quincenas": {"D", 15, false, "day"},
			"mes": {"M", 1, false, "month"}, "meses": {"M", 1, false, "month"},
			"trimestre": {"Q", 1, false, "quarter"}, "trimestres": {"Q", 1, false, "quarter"},
			"semestre": {"M", 6, false, "half"}, "semestres": {"M", 6, false, "half"},
			"ano": {"Y", 1, false, "year"}, "anos": {"Y", 1, false, "year"},
			"bienio": {"Y", 2, false, "year"}, "lustro": {"Y", 5, false, "year"}, "lustros": {"Y", 5, false, "year"},
			"decada": {"Y", 10, false, "decade"}, "decadas": {"Y", 10, false, "decade"},
			"siglo": {"Y", 100, false, "century"}, "siglos": {"Y", 100, false, "century"},
		},
		seasons: map[string]string{"primavera": "SP", "verano": "SU", "otono": "FA", "invierno": "WI"},
		partsOfDay: map[string]string{
			"manana": "MO", "madrugada": "MO", "mediodia": "MI", "tarde": "AF", "noche": "NI",
			"mananas": "MO", "tardes": "AF", "noches": "NI",
		},
		sets: map[string]string{
			"diariamente": "P1D", "semanalmente": "P1W", "mensualmente": "P1M", "anualmente": "P1Y",
			"semanal": "P1W", "semanales": "P1W", "mensual": "P1M", "mensuales": "P1M",
			"anual": "P1Y", "anuales": "P1Y", "diaria": "P1D", "diarias": "P1D", "diarios": "P1D",
			"trimestral": "P3M", "trimestrales": "P3M",
		},
		refs: map[string]string{
			"ahora": "PRESENT_REF", "actualmente": "PRESENT_REF", "hoy en dia": "PRESENT_REF",
			"en la actualidad": "PRESENT_REF", "a dia de hoy": "PRESENT_REF", "actual": "PRESENT_REF",
			"recientemente": "PAST_REF", "ultimamente": "PAST_REF", "en el pasado": "PAST_REF",
			"hace tiempo": "PAST_REF", "hace poco": "PAST_REF", "antiguamente": "PAST_REF",
			"pronto": "FUTURE_REF", "proximamente": "FUTURE_REF", "en el futuro": "FUTURE_REF",
			"el dia de manana": "FUTURE_REF", "a corto plazo": "FUTURE_REF", "en breve": "FUTURE_REF",
			"el futuro": "FUTURE_REF",
		},
		roles: map[string]role{
			"el": rArticle, "la": rArticle, "los": rArticle, "las": rArticle, "lo": rArticle,
			"de": rOf, "del": rOf,
			"este": rThis, "esta": rThis, "estos": rThis, "estas": rThis,
			"ese": rThat, "esa": rThat, "aquel": rThat, "aquella": rThat, "mismo": rThat, "misma": rThat,
			"pasado": rLast, "pasada": rLast, "pasados": rLast, "pasadas": rLast,
			"proximo": rNext, "proxima": rNext, "proximos": rNext, "proximas": rNext,
			"que viene": rNext, "entrante": rNext, "venidero": rNext,
			"anterior": rPrevious, "siguiente": rFollowing, "posterior": rFollowing,
			"ultimo": rLatest, "ultima": rLatest, "ultimos": rLatest, "ultimas": rLatest,
			"hace": rAgo, "despues": rAfter, "mas tarde": rAfter, "antes": rBefore,
			"desde": rSince, "a partir": rSince, "a partir de": rSince, "durante": rDuring, "cada": rEvery,
			"todo": rAll, "toda": rAll, "todos": rAll, "todas": rAll,
			"unos": rApprox, "unas": rApprox, "alrededor de": rApprox, "cerca de": rApprox,
			"aproximadamente": rApprox, "casi": rLessThan, "menos de": rLessThan, "mas de": rMoreThan,
			"al menos": rAtLeast, "por lo menos": rAtLeast, "como minimo": rAtLeast, "hasta": rAtMost,
			"solo": rOnly, "solamente": rOnly, "apenas": rOnly, "unicamente": rOnly,
			"varios": rVague, "varias": rVague, "algunos": rVague, "algunas": rVague, "muchos": rVague,
			"muchas": rVague, "pocos": rVague, "pocas": rVague, "unos pocos": rVague, "unas pocas": rVague,
			"unos cuantos": rVague, "unas cuantas": rVague, "numerosos": rVague, "numerosas": rVague,
			"principios": rStart, "principio": rStart, "comienzos": rStart, "comienzo": rStart,
			"inicios": rStart, "inicio": rStart, "mediados": rMid, "mitad": rMid,
			"finales": rEnd, "final": rEnd, "fines": rEnd, "fin": rEnd,
			"hoy": rToday, "ayer": rYesterday, "manana": rTomorrow, "anteayer": rDayBefore,
			"antes de ayer": rDayBefore, "antier": rDayBefore, "pasado manana": rDayAfter,
			"anoche": rLastNight, "fin de semana": rWeekend, "fines de semana": rWeekend,
			"mediodia": rNoon, "medianoche": rMidnight, "media": rHalf, "medio": rHalf,
			"veces": rTimes, "vez": rTimes, "al": rPer, "por": rPer, "a la": rPer,
			"menos": rMinus, "para": rTo, "y": rAnd, "a": rAt, "en": rIn, "siglo": rCentury,
			"horas": rHours, "h": rHours, "hrs": rHours, "hs": rHours,
			"am": rAM, "pm": rPM, "utc": rZone, "gmt": rZone, "consecutivos": rInARow,
			"consecutivas": rInARow, "seguidos": rInARow, "seguidas": rInARow,
		},
		// tense cues beyond the verb endings (romanceTense)
		past: map[string]bool{
			"fue": true, "fueron": true, "era": true, "eran": true, "estaba": true, "estaban": true,
			"hubo": true, "dijo": true, "hizo": true, "tuvo": true, "tuvieron": true, "pudo": true,
			"puso": true, "vino": true, "ha": true, "han": true, "he": true, "hemos": true,
			"habia": true, "habian": true, "tenia": true, "tenian": true, "murio": true, "ayer": true,
		},
		future: map[string]bool{
			"previsto": true, "prevista": true, "previstos": true, "previstas": true, "preve": true,
			"planea": true, "planean": true, "proximo": true, "proxima": true, "manana": true,
			"programado": true, "programada": true,
		},
		goingTo: map[string]bool{"va": true, "van": true, "vamos": true, "voy": true, "vas": true},
		// verb endings, unfolded: "desertó", "desertaron", "será"
		pastEndings:   []string{"ó", "aron", "ieron", "yeron", "aba", "aban", "ían"},
		futureEndings: []string{"rá", "rán", "ré", "remos", "rás"},
		romanNumerals: map[string]int{
			"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10,
			"xi": 11, "xii": 12, "xiii": 13, "xiv": 14, "xv": 15, "xvi": 16, "xvii": 17, "xviii": 18,
			"xix": 19, "xx": 20, "xxi": 21, "xxii": 22,
		},
		decades: map[string]int{
			"veinte": 2, "treinta": 3, "cuarenta": 4, "cincuenta": 5, "sesenta": 6, "setenta": 7,
			"ochenta": 8, "noventa": 9,
		},
		yearWord: "ano", dayWord: "dia",
	}
	for k, m := range text.MonthsES {
		w.months[k] = m
	}
	for k, m := range map[string]time.Month{
		"ene": 1, "feb": 2, "mar": 3, "abr": 4, "jun": 6, "jul": 7, "ago": 8, "sep": 9,
		"sept": 9, "set": 9, "oct": 10, "nov": 11, "dic": 12,
	} {
		w.monthAbbr = append(w.monthAbbr, k)
		w.months[k] = m
	}
	for k, d := range text.WeekdaysES {
		iso := int(d)
		if d == time.Sunday {
			iso = 7
		}
		w.weekdays[k] = iso
		if k[len(k)-1] != 's' {
			w.weekdays[k+"s"] = iso // "los sábados"
		}
	}
	return w
}()
