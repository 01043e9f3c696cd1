package names

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// Hand-written word lists for what news throws at a tagger trained on
// 1996 Reuters text. They feed the gazetteer features of the model and the
// rules applied after tagging; changing them calls for retraining.

// demonyms are nationality and group words: CoNLL tags them MISC, Tag
// reports them as NORP. Lower-case; plurals are derived.
var demonymList = `afghan albanian algerian american andorran angolan argentine argentinian armenian australian austrian
azerbaijani bahamian bahraini bangladeshi barbadian belarusian belgian belizean beninese bhutanese bolivian bosnian
brazilian british bruneian bulgarian burkinabe burmese burundian cambodian cameroonian canadian chadian chilean chinese
colombian congolese costa-rican croatian cuban cypriot czech danish djiboutian dominican dutch ecuadorian egyptian
emirati english eritrean estonian ethiopian european fijian filipino finnish french gabonese gambian georgian german
ghanaian greek grenadian guatemalan guinean guyanese haitian honduran hungarian icelandic indian indonesian iranian
iraqi irish israeli italian ivorian jamaican japanese jordanian kazakh kenyan korean kosovar kuwaiti kyrgyz lao
latvian lebanese liberian libyan lithuanian luxembourgish macedonian malagasy malawian malaysian maldivian malian
maltese mauritanian mauritian mexican moldovan monegasque mongolian montenegrin moroccan mozambican namibian nepalese
nepali nicaraguan nigerian nigerien norwegian omani pakistani palestinian panamanian paraguayan persian peruvian polish
portuguese qatari romanian russian rwandan salvadoran samoan saudi scottish senegalese serbian sierra-leonean
singaporean slovak slovenian somali south-african south-korean north-korean spanish sri-lankan sudanese surinamese
swedish swiss syrian taiwanese tajik tanzanian thai togolese tongan trinidadian tunisian turkish turkmen ugandan
ukrainian uruguayan uzbek venezuelan vietnamese welsh yemeni zambian zimbabwean
arab arabian african asian latin-american latino latina hispanic kurdish kurd pashtun tamil sinhalese uighur uyghur
rohingya hutu tutsi yazidi druze bedouin basque catalan flemish walloon chechen serb croat bosniak slav
muslim christian catholic protestant jewish jew hindu buddhist sikh sunni shiite shia evangelical orthodox
communist socialist marxist maoist islamist jihadist zionist republican democrat chavista chavistas colectivo colectivos
taliban sandinista zapatista peronist gaullist
western takfiri salafi wahhabi`

// countryList holds countries and a few regions, lower-case, one a line.
var countryList = `afghanistan
albania
algeria
andorra
angola
argentina
armenia
australia
austria
azerbaijan
bahamas
bahrain
bangladesh
barbados
belarus
belgium
belize
benin
bhutan
bolivia
bosnia
bosnia and herzegovina
botswana
brazil
brunei
bulgaria
burkina faso
burma
burundi
cambodia
cameroon
canada
chad
chile
china
colombia
congo
costa rica
croatia
cuba
cyprus
czech republic
denmark
djibouti
dominican republic
ecuador
egypt
el salvador
england
eritrea
estonia
ethiopia
europe
fiji
finland
france
gabon
gambia
georgia
germany
ghana
greece
grenada
guatemala
guinea
guyana
haiti
honduras
hong kong
hungary
iceland
india
indonesia
iran
iraq
ireland
israel
italy
ivory coast
jamaica
japan
jordan
kazakhstan
kenya
kosovo
kuwait
kyrgyzstan
laos
latvia
lebanon
liberia
libya
lithuania
luxembourg
macedonia
madagascar
malawi
malaysia
maldives
mali
malta
mauritania
mauritius
mexico
moldova
monaco
mongolia
montenegro
morocco
mozambique
myanmar
namibia
nepal
netherlands
new zealand
nicaragua
niger
nigeria
north korea
norway
oman
pakistan
palestine
panama
paraguay
peru
philippines
poland
portugal
puerto rico
qatar
romania
russia
rwanda
saudi arabia
scotland
senegal
serbia
sierra leone
singapore
slovakia
slovenia
somalia
south africa
south korea
south sudan
spain
sri lanka
sudan
suriname
sweden
switzerland
syria
taiwan
tajikistan
tanzania
thailand
togo
trinidad and tobago
tunisia
turkey
turkmenistan
uganda
ukraine
united arab emirates
united kingdom
united states
united states of america
uruguay
uzbekistan
venezuela
vietnam
wales
yemen
zambia
zimbabwe
u.s.
u.s.a.
u.k.
america
latin america
south america
north america
central america
africa
asia
middle east
gaza
west bank
crimea
kashmir
caribbean`

// orgList holds organizations news mentions often, lower-case, one a line.
var orgList = `associated press
ap
reuters
afp
agence france-presse
bbc
cnn
fox news
nbc
abc
cbs
npr
al jazeera
new york times
washington post
wall street journal
twitter
facebook
instagram
youtube
google
whatsapp
telegram
tiktok
united nations
u.n.
un
unicef
unhcr
who
world health organization
world bank
international monetary fund
imf
nato
european union
eu
organization of american states
oas
red cross
international committee of the red cross
amnesty international
human rights watch
doctors without borders
world food programme
national guard
national assembly
congress
senate
pentagon
white house
kremlin
state department
foro penal
lima group
opec
hamas
hezbollah
al qaeda
islamic state
isis
farc
eln
supreme court
interpol
fbi
cia`

// alternateNameList holds the names of one organization or place that are
// not forms of each other (no shared words, no acronym): one thing a line,
// its type, then its names separated by "|". Resolve joins them into one
// entity and the rules type a mention that is one of them. Not fed to the
// model's features.
var alternateNameList = `ORG islamic state|islamic state group|isis|isil|daesh|islamic state of iraq and the levant|islamic state of iraq and syria
ORG al-nusra front|nusra front|jabhat al-nusra|jabhat fateh al-sham|al-nusra
ORG al qaeda|al-qaeda|al qaida|al-qaida|qaeda
ORG hezbollah|hizbollah|hizballah|hezballah|hizbullah
ORG ypg|people's protection units
ORG pkk|kurdistan workers' party|kurdistan workers party
LOC united kingdom|uk|u.k.|britain|great britain
LOC united states|us|u.s.|usa|u.s.a.
LOC united arab emirates|uae`

// titleList holds titles and roles that precede a name, lower-case.
var titleList = `mr. mrs. ms. dr. prof. sgt. sgt lt. col. gen. maj. capt. cpl. pvt. adm. cmdr. gov. sen. rep. rev. hon. pres. fr.
msgr. supt. insp. det. atty. amb. sr. sra. lt.col.
mr mrs ms dr president vice-president premier chancellor minister secretary spokesman spokeswoman spokesperson
ambassador envoy governor senator congressman congresswoman representative mayor judge justice prosecutor
attorney general colonel lieutenant captain sergeant corporal private major commander admiral marshal chief
director leader king queen prince princess emperor pope cardinal archbishop bishop rabbi imam sheikh
ayatollah emir sultan dictator chairman chairwoman ceo founder coach manager officer deputy head commissioner
anchor correspondent reporter columnist editor analyst activist lawmaker legislator diplomat official`

// roleModifiers may precede a title inside a role ("self-declared
// President", "former Foreign Minister").
var roleModifiers = map[string]bool{
	"former": true, "self-declared": true, "interim": true, "acting": true, "late": true, "then": true,
	"vice": true, "deputy": true, "opposition": true, "foreign": true, "defense": true, "defence": true,
	"prime": true, "interior": true, "finance": true, "health": true, "justice": true, "economy": true,
	"general": true, "chief": true, "army": true, "military": true, "police": true, "senior": true, "top": true,
	"state": true, "first": true, "lady": true, "attorney": true, "of": true, "the": true, "and": true,
	"human": true, "rights": true, "union": true, "party": true, "rebel": true, "regional": true,
	"national": true, "federal": true, "u.s.": true, "associate": true, "assistant": true, "executive": true,
	"managing": true, "supreme": true, "grand": true, "staff": true, "sergeant": true, "master": true,
}

var (
	demonyms  = map[string]bool{}
	countries = map[string]bool{}
	orgs      = map[string]bool{}
	titles    = map[string]bool{}
	// alternates maps the joined form of each listed alternative name to
	// its line (from 1); alternateTypes the lower-cased name, hyphens as
	// spaces, to its type.
	alternates     = map[string]int{}
	alternateTypes = map[string]storyline.EntityType{}
	// listedTypes maps the names of countries, alternateTypes and orgs to
	// their types, in that order of precedence (listedName).
	listedTypes = map[string]storyline.EntityType{}
)

func init() {
	for _, w := range strings.Fields(demonymList) {
		w = strings.ReplaceAll(w, "-", " ")
		demonyms[w] = true
		switch {
		case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "ese"), strings.HasSuffix(w, "ish"),
			strings.HasSuffix(w, "ch"), w == "swiss", w == "taliban":
		default:
			demonyms[w+"s"] = true
		}
	}
	demonyms["jews"] = true
	for _, l := range strings.Split(countryList, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			countries[l] = true
		}
	}
	for _, l := range strings.Split(orgList, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			orgs[l] = true
		}
	}
	for _, w := range strings.Fields(titleList) {
		titles[w] = true
	}
	for i, l := range strings.Split(alternateNameList, "\n") {
		typ, names, _ := strings.Cut(l, " ")
		for _, n := range strings.Split(names, "|") {
			alternates[formOf(n, storyline.ORG).joined] = i + 1
			alternateTypes[strings.ReplaceAll(n, "-", " ")] = storyline.EntityType(typ)
		}
	}
	for n := range orgs {
		listedTypes[n] = storyline.ORG
	}
	for n, typ := range alternateTypes {
		listedTypes[n] = typ
	}
	for n := range countries {
		listedTypes[n] = storyline.LOC
	}
	titles["prime minister"] = true
	titles["foreign minister"] = true
	titles["vice president"] = true
	titles["secretary of state"] = true
	titles["attorney general"] = true
	titles["opposition leader"] = true
	titles["first lady"] = true
}

// isDemonym reports whether the lower-cased text is a nationality or group
// word ("venezuelan", "colectivos").
func isDemonym(lower string) bool { return demonyms[lower] || sectNames[lower] }

// ageUnits are the units of an age given before a name ("20-year-old",
// "two-month-old", "22 year old"): news names the person so.
var ageUnits = map[string]bool{
	"year": true, "years": true, "month": true, "months": true, "week": true, "weeks": true,
	"day": true, "days": true,
}

// institutionWords head the names of schools, churches, offices and the
// like, which an age or a person's surname can stand beside ("a 16-year-old
// Central High School student", "Jackson County"): a name holding one is
// not a person's.
var institutionWords = map[string]bool{
	"school": true, "high": true, "university": true, "college": true, "academy": true, "church": true,
	"hospital": true, "department": true, "office": true, "county": true, "city": true, "center": true,
	"centre": true, "club": true, "company": true, "inc.": true, "corp.": true, "team": true,
	"bureau": true, "court": true, "district": true, "township": true, "parish": true, "lounge": true,
	"bar": true, "restaurant": true, "hotel": true, "motel": true, "apartments": true, "mall": true,
	"store": true, "market": true, "drive": true, "lane": true, "circle": true, "trail": true,
	"parkway": true, "terrace": true, "side": true, "campus": true, "north": true, "south": true,
	"east": true, "west": true, "magazine": true, "tower": true, "towers": true, "post": true,
	"times": true, "news": true, "tribune": true, "herald": true, "journal": true, "gazette": true,
}

// personNouns name a person by kind. Beside an age they are not a name:
// a capitalized run before one is where the person is from ("a
// 40-year-old Flora Vista man"), and one holding one is a headline's
// ("Houston Boy, 3, Shot").
// givenMonths are the months that are also women's given names: "April
// Dunning, 18," is a person (agedName), "April 18" a date.
var givenMonths = map[string]bool{"april": true, "june": true, "august": true}

var personNouns = map[string]bool{
	"man": true, "woman": true, "men": true, "women": true, "boy": true, "girl": true, "boys": true,
	"girls": true, "teen": true, "teens": true, "teenager": true, "child": true, "baby": true,
	"toddler": true, "resident": true, "residents": true, "student": true, "native": true,
	"mother": true, "father": true, "son": true, "daughter": true, "victim": true, "suspect": true,
}

// kinWords name a relative who usually bears the family's surname: a given
// name after one ("his daughter, Madeline", "their two children, Tylee and
// Blake") is a person of the family (familyNames); a parent is named so
// too ("Pitts' 64-year-old mother Judith": of the victims' records that
// name a mother or father given so, all bear the family's surname).
// Cousins, nephews and in-laws, who often bear another, are not listed.
var kinWords = map[string]bool{
	"son": true, "sons": true, "daughter": true, "daughters": true, "child": true, "children": true,
	"baby": true, "brother": true, "brothers": true, "sister": true, "sisters": true, "twin": true,
	"twins": true, "wife": true, "husband": true, "father": true, "mother": true, "mom": true, "dad": true,
	"stepson": true, "stepdaughter": true, "boys": true, "girls": true,
}

// relativeWords name relatives and partners who may bear another surname:
// a given name after one is a person's ("their relative, Carlita"), the
// surname unsaid (familyNames).
var relativeWords = map[string]bool{
	"relative": true, "cousin": true, "nephew": true, "niece": true, "grandson": true,
	"granddaughter": true, "grandchildren": true, "grandmother": true, "grandfather": true, "aunt": true,
	"uncle": true, "girlfriend": true, "boyfriend": true, "fiancee": true, "fiance": true, "stepfather": true,
	"stepmother": true,
}

// partnerWords name a man's female partner, named in full after one with
// the surname that is hers (herOwnName).
var partnerWords = map[string]bool{"wife": true, "girlfriend": true, "fiancee": true, "fiancée": true}
