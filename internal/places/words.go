package places

import (
	"strings"

	"github.com/storyline-news/storyline/internal/text"
)

// Word lists the resolver uses. All are folded keys (see Fold).

// countryAliases adds the common short and old forms of country names that
// news uses and countries-list lacks, by ISO 3166-1 alpha-2 code.
var countryAliases = map[string][]string{
	"US": {"us", "usa", "u s a", "united states of america"},
	"GB": {"uk", "u k", "britain", "great britain"},
	"RU": {"russian federation"},
	"KR": {"korea", "republic of korea"},
	"KP": {"north korea", "dprk"},
	"CD": {"congo kinshasa", "drc", "dr congo", "democratic republic of congo"},
	"CG": {"congo brazzaville", "republic of the congo", "republic of congo"},
	"CI": {"ivory coast", "cote divoire"},
	"MM": {"burma"},
	"NL": {"holland", "the netherlands"},
	"CZ": {"czech republic", "czechia"},
	"TR": {"turkiye"},
	"SY": {"syrian arab republic"},
	"IR": {"islamic republic of iran"},
	"VE": {"bolivarian republic of venezuela"},
	"BO": {"plurinational state of bolivia"},
	"VA": {"vatican", "holy see"},
	"PS": {"palestinian territories", "west bank", "gaza strip"},
	"AE": {"uae", "emirates"},
	"MK": {"macedonia"},
	"SZ": {"swaziland"},
	"CV": {"cape verde"},
	"TL": {"east timor"},
	"LA": {"laos"},
	"VN": {"viet nam"},
	"MD": {"moldova"},
	"TZ": {"tanzania"},
	"BA": {"bosnia", "bosnia herzegovina"},
	"VC": {"st vincent and the grenadines"},
	"KN": {"st kitts and nevis"},
	"LC": {"st lucia"},
}

// demonyms maps nationality adjectives to countries, for "the Colombian
// border" and for the article's country context. Only adjectives that name
// one country without doubt.
var demonyms = map[string]string{
	"afghan": "AF", "albanian": "AL", "algerian": "DZ", "angolan": "AO", "argentine": "AR", "argentinian": "AR",
	"armenian": "AM", "australian": "AU", "austrian": "AT", "azerbaijani": "AZ", "bahraini": "BH",
	"bangladeshi": "BD", "belarusian": "BY", "belgian": "BE", "bolivian": "BO", "bosnian": "BA",
	"brazilian": "BR", "british": "GB", "bulgarian": "BG", "burkinabe": "BF", "burmese": "MM", "burundian": "BI",
	"cambodian": "KH", "cameroonian": "CM", "canadian": "CA", "chadian": "TD", "chilean": "CL", "chinese": "CN",
	"colombian": "CO", "congolese": "CD", "costa rican": "CR", "croatian": "HR", "cuban": "CU", "cypriot": "CY",
	"czech": "CZ", "danish": "DK", "dominican": "DO", "dutch": "NL", "ecuadorian": "EC", "ecuadorean": "EC",
	"egyptian": "EG", "emirati": "AE", "eritrean": "ER", "estonian": "EE", "ethiopian": "ET", "finnish": "FI",
	"french": "FR", "gabonese": "GA", "georgian": "GE", "german": "DE", "ghanaian": "GH", "greek": "GR",
	"guatemalan": "GT", "guinean": "GN", "guyanese": "GY", "haitian": "HT", "honduran": "HN", "hungarian": "HU",
	"icelandic": "IS", "indian": "IN", "indonesian": "ID", "iranian": "IR", "iraqi": "IQ", "irish": "IE",
	"israeli": "IL", "italian": "IT", "ivorian": "CI", "jamaican": "JM", "japanese": "JP", "jordanian": "JO",
	"kazakh": "KZ", "kenyan": "KE", "kosovar": "XK", "kuwaiti": "KW", "kyrgyz": "KG", "lao": "LA", "laotian": "LA",
	"latvian": "LV", "lebanese": "LB", "liberian": "LR", "libyan": "LY", "lithuanian": "LT", "malagasy": "MG",
	"malawian": "MW", "malaysian": "MY", "malian": "ML", "mauritanian": "MR", "mexican": "MX", "moldovan": "MD",
	"mongolian": "MN", "montenegrin": "ME", "moroccan": "MA", "mozambican": "MZ", "namibian": "NA",
	"nepalese": "NP", "nepali": "NP", "nicaraguan": "NI", "nigerien": "NE", "nigerian": "NG",
	"north korean": "KP", "norwegian": "NO", "omani": "OM", "pakistani": "PK", "palestinian": "PS",
	"panamanian": "PA", "paraguayan": "PY", "peruvian": "PE", "philippine": "PH", "filipino": "PH", "polish": "PL",
	"portuguese": "PT", "qatari": "QA", "romanian": "RO", "russian": "RU", "rwandan": "RW", "salvadoran": "SV",
	"saudi": "SA", "senegalese": "SN", "serbian": "RS", "sierra leonean": "SL", "singaporean": "SG",
	"slovak": "SK", "slovenian": "SI", "somali": "SO", "south african": "ZA", "south korean": "KR",
	"south sudanese": "SS", "spanish": "ES", "sri lankan": "LK", "sudanese": "SD", "swedish": "SE", "swiss": "CH",
	"syrian": "SY", "taiwanese": "TW", "tajik": "TJ", "tanzanian": "TZ", "thai": "TH", "togolese": "TG",
	"trinidadian": "TT", "tunisian": "TN", "turkish": "TR", "turkmen": "TM", "ugandan": "UG", "ukrainian": "UA",
	"uruguayan": "UY", "uzbek": "UZ", "venezuelan": "VE", "vietnamese": "VN", "yemeni": "YE", "zambian": "ZM",
	"zimbabwean": "ZW", "american": "US", "us": "US", "u s": "US", "uk": "GB",
}

// usStates maps the AP Stylebook abbreviations of US states, as they
// appear in "Paris, Tex.", to their GeoNames admin1 codes. (The two-letter
// postal codes are the admin1 codes themselves.)
var usStates = map[string]string{
	"ala": "AL", "ariz": "AZ", "ark": "AR", "calif": "CA", "colo": "CO", "conn": "CT", "del": "DE", "fla": "FL",
	"ga": "GA", "ill": "IL", "ind": "IN", "kan": "KS", "kans": "KS", "ky": "KY", "la": "LA", "md": "MD",
	"mass": "MA", "mich": "MI", "minn": "MN", "miss": "MS", "mo": "MO", "mont": "MT", "neb": "NE", "nebr": "NE",
	"nev": "NV", "nh": "NH", "nj": "NJ", "nm": "NM", "ny": "NY", "nc": "NC", "nd": "ND", "okla": "OK",
	"ore": "OR", "pa": "PA", "ri": "RI", "sc": "SC", "sd": "SD", "tenn": "TN", "tex": "TX", "vt": "VT",
	"va": "VA", "wash": "WA", "wva": "WV", "w va": "WV", "wis": "WI", "wyo": "WY", "dc": "DC",
}

// compassWords are the sides of a town or country that news writes as
// names ("the South Side", "West", "North", "Eastern" left of its noun
// by text that lost it): a part of some place the
// text names elsewhere, never the division abroad that bears the word
// alone (Cameroon's West and South regions).
var compassWords = map[string]bool{
	"north": true, "south": true, "east": true, "west": true, "central": true,
	"northeast": true, "northwest": true, "southeast": true, "southwest": true,
	"north side": true, "south side": true, "east side": true, "west side": true,
	"northside": true, "southside": true, "eastside": true, "westside": true,
	"north end": true, "south end": true, "east end": true, "west end": true,
	"northern": true, "southern": true, "eastern": true, "western": true,
	"northeastern": true, "northwestern": true, "southeastern": true, "southwestern": true,
}

// generic words that name the kind of a division or town rather than the
// place: "Táchira state", "the state of Táchira", "Norte de Santander
// Department".
var genericSuffixes = []string{
	" state", " province", " department", " region", " governorate", " district", " municipality",
	" oblast", " county", " prefecture", " city", " town", " territory", " parish", " suburb", " village", " area",
}
var genericPrefixes = []string{
	"state of ", "province of ", "provinces of ", "department of ", "region of ", "city of ", "town of ", "village of ",
	"municipality of ", "estado ", "departamento de ", "departamento del ", "provincia de ", "the ",
}

// lowerDivisionWords name divisions below a state or province: a
// qualifier they follow ("Sucre parish") is not the state of that name.
// genericAttributeHeads follow a generic word used as an attribute, not
// as the head of a place's name: "Hama state media", "the Raqqa city
// council".
var genericAttributeHeads = map[string]bool{
	"media": true, "television": true, "tv": true, "news": true, "agency": true, "radio": true, "university": true,
	"police": true, "council": true, "officials": true, "official": true, "department": true, "troopers": true,
	"government": true, "forces": true, "hall": true, "councilman": true, "councilwoman": true, "attorney": true,
}

var lowerDivisionWords = map[string]bool{
	"parish": true, "municipality": true, "municipio": true, "parroquia": true, "district": true,
	"county": true, "commune": true, "comuna": true, "township": true, "borough": true, "canton": true,
}

// featureHeads are the last words of names of things that are not
// populated places: they resolve to a place near them, never to their own
// coordinates.
var featureHeads = map[string]bool{
	"bridge": true, "bridges": true, "border": true, "borders": true, "frontier": true, "crossing": true,
	"crossings": true, "checkpoint": true, "river": true, "airport": true, "airbase": true, "base": true,
	"highway": true, "road": true, "street": true, "avenue": true, "square": true, "plaza": true, "park": true,
	"camp": true, "prison": true, "jail": true, "palace": true, "hospital": true, "university": true,
	"stadium": true, "mountain": true, "mountains": true, "valley": true, "lake": true, "dam": true,
	"refinery": true, "mine": true, "terminal": true, "embassy": true, "consulate": true, "port": true,
	"harbor": true, "harbour": true, "coast": true, "market": true, "building": true, "tower": true,
	"cathedral": true, "church": true, "mosque": true, "station": true, "headquarters": true, "barracks": true,
	"fort": true, "pass": true, "corridor": true, "zone": true, "area": true, "region": true, "village": true,
	"boulevard": true, "drive": true, "lane": true, "terrace": true, "place": true, "parkway": true,
	"expressway": true, "freeway": true, "turnpike": true,
}

// featureAfterWords are the featureHeads that, written right after a name
// the tagger read alone, make it the name of that street or
// building: "the Castello road" (in Aleppo, not Castelló de la Plana),
// "the Salem mosque in Ariha" (not Salem, India). An airport, a base, a
// bridge or a hospital so written is mostly its town's ("the Tabqa
// airbase", "Aleppo airport"): the town stays the place.
var featureAfterWords = map[string]bool{
	"road": true, "street": true, "avenue": true, "highway": true, "boulevard": true, "lane": true,
	"mosque": true, "church": true, "cathedral": true, "school": true,
}

// featureAfter returns the word of featureAfterWords that the words after
// a name (from right after it) open with, lower-cased, or "". After "a"
// or "an" the name is the town the thing is in, not its name: "on a
// Brooklyn street", "a Bronx school".
//
// Two names before the plural word are two streets, or the corner where
// they cross: "at Franklin and Odessa streets" (in Jacksonville, not
// Odessa, Ukraine), and so is the name before "and" there.
func featureAfter(before, after string) string {
	if b := strings.ToLower(strings.TrimRight(before, " ")); strings.HasSuffix(" "+b, " a") || strings.HasSuffix(" "+b, " an") {
		return ""
	}
	if !strings.HasPrefix(after, " ") {
		return ""
	}
	if text.StreetsAfter(after) {
		return "street" // "Franklin and Odessa streets"
	}
	w, _, _ := strings.Cut(after[1:], " ")
	w = strings.ToLower(strings.TrimRight(w, ",.;:")) // "the Salem Mosque" the tagger cut is the mosque too
	if s := text.StreetPlurals[w]; s != "" {
		return s
	}
	if !featureAfterWords[w] {
		return ""
	}
	return w
}

// streetWords are the featureHeads of streets only: a street's name is more
// than the word.
var streetWords = map[string]bool{
	"street": true, "avenue": true, "road": true, "boulevard": true, "drive": true, "lane": true,
	"terrace": true, "place": true, "parkway": true, "expressway": true, "freeway": true, "turnpike": true,
}

// governmentWords name a town's own government or services, not a place,
// when they stand alone: "City police said", "Metro police", "the City
// Council". The gazetteer's places of those names (a suburb of Canberra
// called City, Metro in Lampung) are never meant by them.
var governmentWords = map[string]bool{"city": true, "metro": true}

// worldRegions are continents and regions of the world, never a place of
// the gazetteer: "the Middle East and North Africa division of Human Rights
// Watch" is not Mahdia, Tunisia, which once bore the name Africa.
var worldRegions = map[string]bool{
	"africa": true, "north africa": true, "west africa": true, "east africa": true, "southern africa": true,
	"central africa": true, "sub saharan africa": true, "europe": true, "eastern europe": true, "western europe": true,
	"asia": true, "central asia": true, "south asia": true, "southeast asia": true, "east asia": true,
	"middle east": true, "near east": true, "far east": true, "latin america": true, "south america": true,
	"north america": true, "central america": true, "oceania": true, "the caribbean": true,
}

// namedForAnywhere are the featureHeads whose names are taken from towns
// anywhere, near or far: "Prospect Street", "Banbury Avenue", "Mad River".
var namedForAnywhere = map[string]bool{
	"street": true, "avenue": true, "road": true, "highway": true, "river": true, "lake": true,
	"square": true, "park": true, "plaza": true, "valley": true, "boulevard": true, "drive": true, "lane": true,
	"terrace": true, "place": true, "parkway": true, "expressway": true, "freeway": true, "turnpike": true,
	// houses of worship and schools are named for people and saints
	// more than for towns: "the Salem mosque" in Ariha
	"mosque": true, "church": true, "cathedral": true, "school": true,
}

// nearWords, ending the text before a place name, say the event was near
// the place rather than in it: ACLED precision 2.
var nearWords = []string{
	"near", "nearby to", "outside", "outside of", "on the outskirts of", "outskirts of", "close to",
	"just outside", "north of", "south of", "east of", "west of", "northeast of", "northwest of",
	"southeast of", "southwest of", "miles from", "kilometers from", "kilometres from", "km from",
	"the border near", "across from", "across the river from", "across the border from", "near the town of",
	"near the city of", "near the village of", "outside the town of", "outside the city of",
}

// particles are the lower-case words inside place names ("La Parada",
// "Francisco de Paula Santander"), kept when reading a name from the text.
var particles = map[string]bool{
	"de": true, "del": true, "la": true, "las": true, "los": true, "el": true, "da": true, "do": true,
	"dos": true, "das": true, "di": true, "du": true, "des": true, "of": true, "y": true, "e": true,
	"al": true, "el-": true, "van": true, "von": true, "der": true, "sur": true, "upon": true,
}

// kurdishNames are the Kurdish names of towns of northern Syria that
// English news has used since the war there (the Kurdish-led
// administration's names; "Kobani" for ‘Ayn al ‘Arab), which the
// GeoNames alternates lack, by GeoNames id.
var kurdishNames = map[uint32][]string{
	172256: {"kobani", "kobane", "kobanî"}, // ‘Ayn al ‘Arab
	165509: {"serekaniye", "sere kaniye"},  // Ra’s al ‘Ayn
	163750: {"gire spi"},                   // Tall Abyaḑ
	173377: {"qamishlo"},                   // Al Qāmishlī
	174186: {"efrin"},                      // ‘Afrīn
}

// toponymGenerics are the generic words of Arabic place names (a caravan
// stop, a hill, a spring, a ruin, a village): alone, an alternate name
// of a place that is not named by the word itself is a fragment of a
// longer name ("Khan" for Khirbat Tin Nur), which would take every "Khan
// al-Assal" or "Khan Sheikhoun" the tagger cut short.
var toponymGenerics = map[string]bool{
	"khan": true, "tal": true, "tall": true, "tell": true, "tel": true, "ain": true, "ayn": true, "ein": true,
	"deir": true, "dayr": true, "kafr": true, "kfar": true, "jabal": true, "jebel": true, "wadi": true,
	"bir": true, "ras": true, "qasr": true, "khirbat": true, "khirbet": true, "umm": true, "beit": true,
	"bayt": true, "jisr": true, "bab": true, "karm": true, "mazraat": true, "qaryat": true, "sheikh": true,
}

// divisionAliases adds the names news gives first-level divisions that
// GeoNames lacks, by country and GeoNames admin1 code. The countryside of
// a capital whose own division is the city alone is another division:
// "the Damascus countryside", "rural Damascus" and "Reef Damascus" are
// Rif Dimashq (Douma, Jaramana, al-Dumayr), not Damascus Governorate.
var divisionAliases = map[string][]string{
	"SY08": {"rif dimashq", "rif damascus", "reef damascus", "rural damascus", "damascus countryside", "damascus suburbs", "damascus province"},
}
