package events

// Words of sentences that tell no event of their own: habits, old years,
// calls and states (habitual.go, background.go, plans.go, agreements.go).

// frequencyAdverbs say a deed happens again and again: "is regularly
// targeted in air strikes", "have sometimes led to clashes". With a
// present or perfect tense they tell a habit, not one event.
var frequencyAdverbs = wordSet("regularly", "repeatedly", "often", "frequently", "routinely", "sometimes",
	"usually", "constantly", "occasionally", "continually", "habitually", "periodically", "recurrently")

// repeatCounts count the times of a habit before "times": "hit by rockets
// more than 70 times", "targeted several times".
var repeatCounts = wordSet("several", "many", "multiple", "numerous", "countless", "dozens", "hundreds", "two", "three")

// presentAux are the auxiliaries of a present or perfect tense.
var presentAux = wordSet("is", "are", "am", "has", "have")

// irregularPasts are past forms without "-ed" that news tells deeds with:
// "repeatedly struck the town on Monday" is a past deed.
var irregularPasts = wordSet("struck", "shot", "fought", "took", "broke", "threw", "led", "beat", "blew", "hit",
	"set", "overran", "drove", "made", "sent", "fled", "stole", "tore", "was", "were", "had", "did", "came", "went")

// habitEnds end the clause of a habit: a deed told after "including" or
// "when" is one event of it ("has been targeted more than once including
// on June 19 when a car bomb killed six").
var habitEnds = wordSet("including", "when", "where", "which", "who", "whose")

// agreedPlaces follow a participle "agreed" that describes its noun:
// "zones agreed at the talks", "agreed under the deal".
var agreedPlaces = wordSet("at", "under", "in", "during", "upon")

// copulas link a subject to what it is: "Ghouta is one of four zones".
var copulas = wordSet("is", "are", "was", "were", "remains", "remain", "became", "becomes")

// callNouns ask for what follows "for": "calling for a truce", "the need
// for negotiations", "pressed for a ceasefire".
var callNouns = wordSet("call", "calls", "called", "calling", "need", "needs", "push", "pushed", "pushing",
	"pressed", "pressing", "appeal", "appeals", "appealed", "demand", "demands", "demanding", "plea", "pleas", "urging")

// inForceWords after "in" tell an agreement's state: "a truce in force
// since Monday", "the ceasefire in effect".
var inForceWords = wordSet("force", "effect", "place")

// degreeAdverbs qualify an adjective before its noun: "a largely deserted
// camp".
var degreeAdverbs = wordSet("largely", "mostly", "almost", "nearly", "virtually", "partly", "completely", "totally", "now")

// finiteVerbs are verbs a sentence has that a line of tags lacks.
var finiteVerbs = wordSet("is", "are", "was", "were", "has", "have", "had", "said", "says", "been", "be", "will", "kill", "kills")

// settingStarts follow "comes"/"came" when a deed is set against
// something else: "comes in the wake of", "came amid", "comes as", "came
// just days after".
var settingStarts = wordSet("in", "amid", "amidst", "as", "after", "a", "an", "just", "only", "less", "more",
	"despite", "following", "at", "days", "hours", "weeks", "shortly", "barely", "one", "against", "ahead", "while", "with")

// callVerbs call on someone to act: "calls on the world to act".
var callVerbs = wordSet("call", "calls", "called", "calling", "urge", "urges", "urged", "appeal", "appeals", "appealed")

// periodPrepositions open a period a count runs over: "in six years of
// war", "for months", "over the past two years".
var periodPrepositions = wordSet("in", "over", "during", "for", "throughout")

// longUnits are stretches of a month or more a running count is told
// over.
var longUnits = wordSet("month", "months", "year", "years", "decade", "decades")

// periodQualifiers may stand between a period's preposition and its unit:
// "for more than a month", "in nearly six years", "over the past two".
var periodQualifiers = wordSet("the", "past", "last", "near", "nearly", "almost", "more", "than", "over", "some",
	"about", "around", "a", "several", "many", "recent", "few", "first")

// detentionPlaces name a place after "detention": "detention centres".
var detentionPlaces = wordSet("centre", "centres", "center", "centers", "facility", "facilities", "camp", "camps")

// speechVerbs say or charge: a habit of saying governs no deed of its own
// ("has repeatedly accused the rebels of shelling the town").
var speechVerbs = wordSet("say", "says", "accused", "accuses", "accuse", "claimed", "claims", "claim", "warned",
	"warns", "denied", "denies", "insisted", "insists", "stated", "states", "called", "calls", "urged", "urges", "blamed", "blames")

// speakerVerbs right after a country make it a speaker (speakerName):
// "Russia says", "Turkey claimed". speechVerbs read as a habit of saying;
// these, the simple tenses a government's word is told in.
var speakerVerbs = wordSet("says", "said", "claims", "claimed", "accuses", "accused", "warns", "warned", "denies", "denied", "insists", "insisted")

// peopleNouns own demands: "the Syrian people's demands", written without
// the apostrophe.
var peopleNouns = wordSet("peoples", "people", "residents", "workers", "protesters", "students")

// useVerbs put something to a use: "use the base to bomb".
var useVerbs = wordSet("use", "uses", "using", "used")

// stateCopulas tell a closure as a state: "the border is closed", "the
// crossings remain shut".
var stateCopulas = wordSet("is", "are", "remains", "remain", "stays", "stay")

// denialVerbs deny a deed: what follows them is told as not done.
var denialVerbs = wordSet("deny", "denies", "denied", "denying")

// doerWords make a denial one of who did a deed, not of the deed:
// "denied it was responsible for the strikes".
var doerWords = wordSet("responsible", "responsibility", "involvement", "role", "behind", "involved")

// subjectBreaks end the words of a subject before its verb: "protested
// since they have …" has another subject.
var subjectBreaks = wordSet("since", "because", "they", "he", "she", "it", "we", "that", "which", "who", "and", "as", "after", "when")

// passiveBefore come before a passive participle: "was denied".
var passiveBefore = wordSet("was", "were", "been", "be", "is", "are", "being")

// settingLead may stand between "came" and the word that opens a deed's
// setting: "came just days after", "comes only hours after", "came a week
// after", "comes amid".
var settingLead = wordSet("just", "only", "shortly", "barely", "soon", "a", "one", "two", "three", "few", "day", "days",
	"hours", "hour", "week", "weeks", "month", "months", "less", "more", "than", "also", "directly")

// settingTimes among settingLead date the setting against the deed: "came
// a day after" tells when the earlier deed was.
var settingTimes = wordSet("day", "days", "hours", "hour", "week", "weeks", "month", "months")

// allianceWords after a verb of fighting name whom a side fights beside,
// not against: "fighting alongside the Nusra Front".
var allianceWords = wordSet("alongside", "beside")

// exclusionWords before "from" leave a side out of an agreement:
// "excluded from the ceasefire".
var exclusionWords = wordSet("excluded", "exempt", "exempted", "barred", "left")

// frequencyBases qualify "basis" in a habit: "on a daily basis", "on a
// near-daily basis", "on a regular basis".
var frequencyBases = wordSet("daily", "near-daily", "nearly-daily", "weekly", "regular", "nightly", "monthly", "routine", "constant", "continuous", "permanent")

// frequencyHedges may stand between "a" and a frequency: "a near-daily
// basis", "an almost weekly basis".
var frequencyHedges = wordSet("near", "nearly", "almost", "-", "more", "or", "less")

// startWords before a time make it the start of a campaign or a state,
// not the day of a deed: "an offensive that began on December 15", "a
// truce which came into force in late December".
var startWords = wordSet("began", "begun", "started", "launched", "since", "force", "effect", "beginning", "starting")

// thingsFought are foes that are no side: a fight against them is no
// battle ("battled to extinguish the flames").
var thingsFought = wordSet("flames", "fire", "fires", "blaze", "blazes", "extinguish", "cholera", "epidemic", "outbreak", "disease", "floods", "wildfire", "wildfires")

// reportDeterminers come before a written report as a source: "a report",
// "the new report".
var reportDeterminers = wordSet("a", "the", "new", "latest", "its", "annual", "monthly", "quarterly")

// reportSourceVerbs make a report the source of a count: "a report …
// says".
var reportSourceVerbs = wordSet("says", "said", "released", "issued", "published", "found", "finds", "shows", "showed", "states", "stated")

// freeingVerbs set captives free.
var freeingVerbs = wordSet("freed", "frees", "free", "freeing", "released", "releases", "release", "releasing", "rescued", "rescue", "rescues", "rescuing", "liberated", "liberating")

// bomberSourceWords after a state's word make it a source or a holder.
var bomberSourceWords = wordSet("media", "television", "tv", "news", "sources", "source", "officials", "official", "spokesman",
	"spokeswoman", "ministry", "held", "controlled", "run", "loyalists", "supporters", "newspaper", "agency")

// economicWords name an agreement by the commerce it governs.
var economicWords = wordSet("credit", "loan", "loans", "trade", "economic", "investment", "oil", "gas", "energy", "financial",
	"banking", "customs", "tax", "currency", "business", "commercial", "arms", "export", "import", "tourism", "aviation", "electricity")

// foundingVerbs make a group, with an aim after "to": "co-founded … to
// protest against the wars" (foundedToProtest).
var foundingVerbs = wordSet("founded", "co-founded", "cofounded", "formed", "created", "established", "launched")

// fewAttacksWords count attacks as a few parts of one deed: "twin bomb
// attacks", "two suicide bombings" (fewCounted).
var fewAttacksWords = wordSet("twin", "double", "triple", "simultaneous", "coordinated", "two", "three", "four", "2", "3", "4")

// festivities name a parade held to celebrate, or to show a state's
// arms, not to demand: "the St. Patrick's Day Parade", "a Christmas
// parade", "the homecoming parade", "a military parade".
var festivities = wordSet("day", "christmas", "halloween", "easter", "thanksgiving", "homecoming", "carnival",
	"festival", "gras", "july", "holiday", "victory", "military", "circus", "rose", "mummers")

// marchingArms name armed men, whose march is an advance: "its fighters
// marched about 3 kilometers", "troops marching on the city".
var marchingArms = wordSet("fighters", "troops", "soldiers", "forces", "militants", "militiamen", "army",
	"rebels", "units", "jihadists", "insurgents", "gunmen", "columns", "convoy", "tanks")

// objectPrepositions put the noun after them in another role than a
// subject's.
var objectPrepositions = wordSet("by", "of", "against", "with", "at", "on", "from", "for", "to")

// causePrepositions put a known deed as the cause of what the sentence
// reports (talk.go causeOfReaction): "after the attack", "following the
// massacre", "over the killing".
var causePrepositions = wordSet("after", "following", "over")

// reactionVerbs report a state's or a leader's answer to a deed, not the
// deed: "cancelled a visit … after the attack", "recalled its ambassador
// following the massacre".
var reactionVerbs = wordSet("cancelled", "canceled", "postponed", "recalled", "summoned", "expelled", "condemned",
	"suspended", "cut", "severed", "imposed", "called", "scrapped", "boycotted", "withdrew", "lowered")

// deedPlurals are deeds in the plural that "continue" or "persist" as a
// state of the present (habitual.go): "air strikes and battles continue
// in some areas".
var deedPlurals = wordSet("strikes", "airstrikes", "raids", "battles", "clashes", "attacks", "bombings", "shelling",
	"fighting", "hostilities", "killings", "protests", "demonstrations", "bombardments", "skirmishes")
