package events

// English words that tell one kind of event from another: by its means
// (means.go), an agreement from its parties (agreements.go), attacks talked of
// (talk.go); lexicon.go
// holds the rest of the English words.

// meansPrepositions introduce the means of a destruction: "destroyed by
// mortar fire", "with rockets", "from the air".
var meansPrepositions = map[string]bool{"by": true, "with": true, "from": true, "using": true}

// mannedAircraft are aircraft with a crew aboard: shot down, a battle
// (aircraftDowned). A drone or a missile shot down is intercepted.
var mannedAircraft = map[string]bool{
	"helicopter": true, "helicopters": true, "chopper": true, "choppers": true, "warplane": true, "warplanes": true,
	"jet": true, "jets": true, "plane": true, "planes": true, "aircraft": true, "bomber": true, "fighter": true,
	"gunship": true, "gunships": true,
}

// agreementParties are those bound by an agreement before "to" and its
// noun: "not party to the agreement", "the signatories to the truce"
// (agreementAsSetting).
var agreementParties = map[string]bool{
	"party": true, "parties": true, "signatory": true, "signatories": true,
}

// inquiryVerbs after "to" look into an attack already known: "to
// investigate the recent use of chlorine gas" (attackToInvestigate).
var inquiryVerbs = map[string]bool{
	"investigate": true, "probe": true, "examine": true, "verify": true, "establish": true, "determine": true,
}

// inquiryEnds open a clause of its own after an infinitive of inquiry:
// "to investigate after a car bomb killed 12" reports the bombing.
var inquiryEnds = map[string]bool{
	"after": true, "when": true, "as": true, "because": true, "since": true, "while": true, "following": true,
}

// manyWords count attacks as many, not one: "multiple suicide bombings"
// (attacksUndergone).
var manyWords = map[string]bool{
	"multiple": true, "repeated": true, "numerous": true, "several": true, "frequent": true, "countless": true, "many": true,
}

// undergoVerbs, as present perfect participles, tell what a place has
// undergone: "has faced multiple suicide bombings" (attacksUndergone).
var undergoVerbs = map[string]bool{
	"faced": true, "seen": true, "witnessed": true, "suffered": true, "endured": true, "experienced": true,
}

// inquiryHedges tell the attack an inquiry looks into as in doubt: "the
// alleged use of chlorine", "the recent use of gas" (attackToInvestigate).
var inquiryHedges = map[string]bool{
	"alleged": true, "suspected": true, "reported": true, "claimed": true, "possible": true, "purported": true, "use": true,
}

// desertNounBefore are the words before "desert" that make it the land,
// not the verb: a determiner, a preposition, a direction ("through the
// desert", "the Syrian desert", "in eastern desert areas") (desertAsLand).
var desertNounBefore = map[string]bool{
	"the": true, "a": true, "an": true, "this": true, "that": true, "its": true, "their": true, "vast": true, "open": true,
	"in": true, "through": true, "across": true, "into": true, "from": true, "of": true, "near": true, "via": true,
	"along": true, "over": true, "toward": true, "towards": true, "at": true, "eastern": true, "western": true,
	"northern": true, "southern": true, "central": true, "remote": true, "surrounding": true,
}

// relativeWords open a clause that describes the noun before it: "an
// officer who had defected", "a building which was demolished"
// (describedDefector, damageOfTheAttack).
var relativeWords = map[string]bool{"who": true, "which": true, "that": true, "whom": true}

// partitiveWords before "of" take a share of a territory: "captured most
// of Qalamun", "seized parts of the province" (capturedTerritory).
var partitiveWords = map[string]bool{
	"most": true, "much": true, "parts": true, "part": true, "all": true, "rest": true, "swathes": true,
	"swaths": true, "areas": true, "large": true, "half": true, "control": true,
}

// infiltrationWords name fighters pushing into held ground: an
// infiltration foiled or repelled is a battle (foiledAssault).
var infiltrationWords = map[string]bool{
	"infiltration": true, "infiltrate": true, "incursion": true, "advance": true, "offensive": true,
}

// attackNouns name a deed of violence referred back to by "the": "after
// the attack", "in the strike" (damageOfTheAttack).
var attackNouns = map[string]bool{
	"attack": true, "attacks": true, "strike": true, "strikes": true, "airstrike": true, "airstrikes": true,
	"raid": true, "raids": true, "bombing": true, "bombings": true, "shelling": true, "blast": true,
	"explosion": true, "bombardment": true, "assault": true,
}

// relativeAuxiliaries stand between a relative word and its verb: "who
// had defected", "who later defected" (describedDefector).
var relativeAuxiliaries = map[string]bool{
	"had": true, "has": true, "have": true, "was": true, "were": true, "been": true, "is": true, "are": true,
	"later": true, "recently": true, "previously": true, "earlier": true,
}

// tellingVerbs tell a report: a civilian who is their subject or their
// hearer tells the news rather than suffers it (tellsTheNews).
var tellingVerbs = map[string]bool{
	"said": true, "says": true, "say": true, "told": true, "tells": true, "reported": true, "reports": true,
	"added": true, "stated": true,
}

// newsTradeWords are those whom a report is told to: "told SANA
// reporter", "said to journalists" (tellsTheNews).
var newsTradeWords = map[string]bool{
	"reporter": true, "reporters": true, "journalist": true, "journalists": true, "correspondent": true,
	"correspondents": true,
}

// firedRounds after "explosive" make it a round fired, a shell
// (shellsByTheirWords).
var firedRounds = map[string]bool{
	"rounds": true, "round": true, "shells": true, "shell": true, "projectiles": true, "projectile": true,
}

// shellingAdjectives name an attack's rockets or shells before it:
// "rocketry attacks" (shellsByTheirWords).
var shellingAdjectives = map[string]bool{"rocketry": true, "shellfire": true}

// gatheredAuxiliaries before "gathered" make it a state, people who were
// there: "families were gathered", "had gathered" (gatheringAsTarget).
var gatheredAuxiliaries = map[string]bool{"were": true, "was": true, "had": true, "been": true}

// holdingVerbs have a weapon as what is held or handed, not used: "keeps
// rockets", "possesses missiles", "supplied mortars" (weaponsHeld).
var holdingVerbs = map[string]bool{
	"keeps": true, "keep": true, "kept": true, "keeping": true, "possesses": true, "possess": true, "possessed": true,
	"possessing": true, "stores": true, "stored": true, "storing": true, "stockpiles": true, "stockpiled": true,
	"stockpiling": true, "owns": true, "owned": true, "supplied": true, "supplies": true, "supplying": true,
	"supply": true, "smuggled": true, "smuggling": true, "acquired": true, "acquire": true, "hoarded": true,
}

// organizationHeads end or open a body's name: "the High Negotiations
// Committee", "the Center for Reconciliation" (cueInAName).
var organizationHeads = map[string]bool{
	"committee": true, "commission": true, "council": true, "center": true, "centre": true, "office": true,
	"organization": true, "organisation": true, "agency": true, "authority": true, "ministry": true,
	"department": true, "bureau": true, "directorate": true, "institute": true, "observatory": true,
	"coalition": true, "network": true, "foundation": true, "association": true, "union": true,
}

// deliberationNouns are talk held about an attack: "a debate on the
// bombing", "a session over the attack" (topicOfDebate).
var deliberationNouns = map[string]bool{
	"debate": true, "debates": true, "discussion": true, "discussions": true, "session": true, "meeting": true,
	"vote": true, "hearing": true, "hearings": true, "briefing": true, "conference": true, "consultations": true,
}

// callWords ask others to do the deed named after "to": "called for
// campaigners to protest", "urged supporters to rally" (calledToAct).
var callWords = map[string]bool{
	"called": true, "calls": true, "calling": true, "urged": true, "urges": true, "urging": true, "asked": true,
	"appealed": true, "invited": true, "encouraged": true,
}

// genericDeedWords name an attack with no means: a headline's word that
// the body's weapon makes precise (headlineMeans).
var genericDeedWords = map[string]bool{
	"attack": true, "attacks": true, "bombardment": true, "bombardments": true, "assault": true, "assaults": true,
	"raids": true, "strikes": true,
}

// stateAuxiliaries before "destroyed" or "damaged" tell a state, what is
// left: "was destroyed", "have been damaged" (ruinsWithoutDoer).
var stateAuxiliaries = map[string]bool{"was": true, "were": true, "been": true, "is": true, "are": true}

// conditionalWords after a deed's noun, with "be", weigh the deed rather
// than tell it: "its capture would be a prize" (scheduledAfter).
var conditionalWords = map[string]bool{"would": true, "could": true, "might": true}

// airStrikeVerbs are attack verbs that, with aircraft or an air force as
// their subject, are an air strike: "the air force had targeted militants"
// (aircraftKills).
var airStrikeVerbs = map[string]bool{
	"targeted": true, "targets": true, "struck": true, "strikes": true, "hit": true, "hits": true, "attacked": true,
	"attacks": true, "pounded": true, "raided": true,
}

// gatheringPlacePrepositions follow "gathered" in a bare gathering at a
// place: "gathered outside the hospital" (gatheringWithoutCause).
var gatheringPlacePrepositions = map[string]bool{
	"in": true, "outside": true, "at": true, "near": true, "on": true,
}

// gatheringCauseWords give a gathering a cause or demand, which makes it
// a demonstration: "gathered outside the court against the ruling", "to
// honour the victims", "in solidarity with the strikers"
// (gatheringWithoutCause).
var gatheringCauseWords = map[string]bool{
	"against": true, "solidarity": true, "commemorate": true, "commemorating": true, "honour": true, "honor": true,
	"honouring": true, "honoring": true, "mourn": true, "mourning": true, "tribute": true, "justice": true,
	"slogans": true, "placards": true, "banners": true, "chanted": true, "chanting": true, "marched": true,
	"marchers": true, "marching": true,
	"demand": true, "demanded": true, "demanding": true, "demands": true, "support": true, "supporting": true,
	"commemoration": true, "remembrance": true, "awareness": true,
}

// protestStems begin the words that tell a gathering, in the sentence
// after it, as a protest: "They were protesting", "the demonstrators",
// "the rally"; "marched" and its kin are gatheringCauseWords, since
// "march" is also the month (gatheringWithoutCause).
var protestStems = []string{"protest", "demonstrat", "rally", "rallie", "picket", "vigil"}

// aerialWords before "bomb" make it dropped from the air: "an aerial
// bomb" (airBombing).
var aerialWords = map[string]bool{"aerial": true, "air": true, "airborne": true}

// airDropWords tell a bomb dropped from the air wherever they stand in its
// sentence: "a bomb attack aerially dropped by the regime" (groundBomb).
var airDropWords = map[string]bool{"dropped": true, "aerially": true, "airdropped": true}

// setOfBombings, bombersOwn and groundBlastWords tell a bomb set off on
// the ground, not dropped: one of a set ("twin bombings", "simultaneous
// bomb blasts"), a bomber's own ("his bomb"), or followed by its blast or
// called an attack ("bomb blasts", "a bomb attack", "the bomb went off")
// (groundBomb).
var (
	setOfBombings = map[string]bool{
		"twin": true, "double": true, "triple": true, "simultaneous": true, "coordinated": true, "serial": true,
	}
	bombersOwn       = map[string]bool{"his": true, "her": true}
	groundBlastWords = map[string]bool{
		"blast": true, "blasts": true, "explosion": true, "explosions": true, "attack": true, "attacks": true,
		"exploded": true, "explode": true, "explodes": true, "detonated": true, "went": true, "goes": true,
		"ripped": true, "rocked": true,
	}
)

// territoryNouns head a territory captured or seized: "captured most of
// the surrounding province", "seized the rebel stronghold"
// (capturedTerritory).
var territoryNouns = map[string]bool{
	"town": true, "towns": true, "city": true, "cities": true, "village": true, "villages": true, "district": true,
	"districts": true, "province": true, "provinces": true, "region": true, "regions": true, "area": true,
	"areas": true, "neighborhood": true, "neighborhoods": true, "neighbourhood": true, "neighbourhoods": true,
	"stronghold": true, "strongholds": true, "bastion": true, "base": true, "bases": true, "airbase": true,
	"airport": true, "airfield": true, "hill": true, "hills": true, "hilltop": true, "heights": true,
	"countryside": true, "suburb": true, "suburbs": true, "outskirts": true, "territory": true, "territories": true,
	"positions": true, "checkpoint": true, "checkpoints": true, "enclave": true, "quarter": true,
	"governorate": true, "county": true, "valley": true, "mountain": true, "mountains": true, "oilfield": true,
	"oilfields": true, "dam": true, "crossing": true, "highway": true, "camp": true, "island": true,
}

// captureObjectEnds end the object of a capture before its head: a preposition
// telling where or when, a conjunction (territoryHeaded).
var captureObjectEnds = map[string]bool{
	"at": true, "in": true, "on": true, "near": true, "from": true, "by": true, "during": true, "after": true,
	"with": true, "and": true, "or": true, "who": true, "which": true, "that": true, "to": true, "for": true,
}

// spoilsVerbs take weapons from fighters; territoryTakenWords tell ground
// taken in the same sentence ("the villages were liberated"), which makes
// the weapons seized the fight's spoils (spoilsInTheSentence).
var (
	spoilsVerbs = map[string]bool{
		"seized": true, "seizure": true, "confiscated": true, "captured": true, "recovered": true, "seizing": true,
	}
	territoryTakenWords = map[string]bool{
		"liberated": true, "liberating": true, "recaptured": true, "retook": true, "secured": true,
		"overran": true,
	}
)

// sortieWords name combat flights of aircraft: their deeds are air strikes
// (sortiesStrike).
var sortieWords = map[string]bool{"sortie": true, "sorties": true}

// riotCauseWords and demonstrationStems tell rioting as a demonstration's:
// a cause or demand, a road block, a protest word (riotsWithoutDemonstration;
// gatheringCauseWords count too).
var (
	riotCauseWords = map[string]bool{
		"reject": true, "rejected": true, "rejecting": true, "rejection": true, "tires": true, "tyres": true,
		"blocked": true, "blocking": true, "block": true, "blockade": true, "roadblock": true, "roadblocks": true,
		"because": true, "due": true, "over": true, "street": true, "streets": true, "road": true, "roads": true,
		"avenue": true, "highway": true,
	}
	// fightWords and stateForceWords: rioters fighting the police
	// (fightWithForces)
	fightWords = map[string]bool{
		"fought": true, "fight": true, "fighting": true, "clashed": true, "clash": true, "clashes": true,
		"clashing": true, "confronted": true, "confrontation": true, "confrontations": true,
	}
	stateForceWords = map[string]bool{
		"police": true, "officers": true, "officials": true, "enforcement": true, "troops": true, "soldiers": true,
		"army": true, "military": true, "guards": true, "carabineros": true, "gendarmes": true,
	}
	demonstrationStems = []string{"protest", "demonstrat", "denounc", "barricade", "rally", "rallie", "picket", "strike", "demand"}
)

// blockingWords block a road, and barricadeStuff is what a barricade is
// made of: "blocked the road with tires and branches" is a road block with
// barricades (roadBlockedWithBarricades). Sticks and stones are left out:
// "with sticks and stones" is as often what demonstrators carry or throw.
var (
	blockingWords = map[string]bool{
		"blocked": true, "block": true, "blocking": true, "blockage": true, "closed": true, "closing": true,
		"demonstrated": true, "obstructed": true, "barricaded": true,
	}
	barricadeStuff = map[string]bool{
		"tires": true, "tyres": true, "branches": true, "trees": true, "debris": true, "trash": true, "garbage": true,
		"rubbish": true, "logs": true, "containers": true, "rubble": true, "barricade": true, "barricades": true, "fire": true,
		"burning": true,
	}
)

// dissolvedObjects after "dissolved" make it a dispersal: "dissolved the
// protest", "dissolve the demonstrators" (protestDissolved).
var dissolvedObjects = map[string]bool{
	"protest": true, "protests": true, "demonstration": true, "demonstrations": true, "march": true,
	"rally": true, "protesters": true, "demonstrators": true, "protestors": true, "crowd": true, "sit-in": true,
	"blockade": true, "gathering": true,
}

// subjectPrepositions before a territory make it the complement of
// another noun, not the subject: "a fighter from the town was captured".
var subjectPrepositions = wordSet("of", "from", "in", "at", "near", "for", "with", "by", "to", "on", "outside", "inside")

// accusationWords charge someone with a deed (accusedOfTheTold).
var accusationWords = wordSet("accused", "accusing", "accuses", "accuse", "blamed", "blaming", "blames", "blame")

// supportWords before "by" or "of" name what backed a side in a deed:
// "backed by the air force", "with the support of artillery"
// (meansInSupport).
var supportWords = wordSet("backed", "supported", "aided", "assisted", "support", "cover", "covered", "helped")

// dropVerbs let fall what aircraft carry: "dropped bombs" (droppedBombs).
var dropVerbs = wordSet("drop", "drops", "dropped", "dropping")

// bombWords end a trigger that names a bomb.
var bombWords = wordSet("bomb", "bombs")

// seriesWords name a string of bombings set off one after another
// (groundBombings).
var seriesWords = wordSet("string", "series", "wave", "spate", "spree")

// Words of armed conflict that tell a battle from an attack on civilians
// and a weapon used from one struck (kinds_battle.go).

// genericVictims name the dead without saying who they were: "270 people
// dead including soldiers" (combatantsAmong).
var genericVictims = wordSet("people", "persons", "person")

// inclusionWords open the list of who the dead were: "including
// soldiers", "among them guards", "mostly fighters".
var inclusionWords = wordSet("including", "included", "among", "mostly", "mainly")

// refersBackNouns, after "the", name a fight told before: "after the
// attack against the gas field", "during the assault" (battleToldBack).
var refersBackNouns = wordSet("attack", "assault", "offensive", "onslaught", "raid")

// chemicalStores hold a chemical agent as a stock a strike can hit: "hit
// poison gas supplies", "a depot of chemical weapons" (chemicalsStruck).
var chemicalStores = wordSet("depot", "depots", "supplies", "supply", "warehouse", "warehouses", "storage",
	"store", "stores", "stockpile", "stockpiles", "cache", "caches", "factory", "factories", "facility",
	"facilities", "plant", "plants", "laboratory", "lab", "labs")

// genericAttackNouns name a deed with no means: "a terrorist attack", "the
// attack" (meansToldElsewhere).
var genericAttackNouns = wordSet("attack", "attacks")

// attackDeterminers open the noun phrase of an attack named as a deed:
// "a terrorist attack", "the attack" (namesGenericAttack); attackAdjectives
// stand between them and name no means ("a gas attack" names one).
var (
	attackDeterminers = wordSet("a", "an", "the", "this", "that")
	attackAdjectives  = wordSet("terrorist", "deadly", "horrific", "bloody", "latest", "twin", "double", "brutal",
		"devastating", "heinous", "suspected", "apparent", "recent", "deadliest", "coordinated", "terror")
)

// causeOpeners, causeHeads and causeLinks name the cause of a deed: "in
// response to", "in retaliation for", "in revenge for" (causeOfTheDeed).
var (
	causeOpeners = wordSet("in")
	causeHeads   = wordSet("response", "retaliation", "revenge", "reprisal")
	causeLinks   = wordSet("to", "for")
)

// demonstratorAnaphors refer back to a demonstration's people as the
// subject of a deed: "the group attacked a police station", "they set
// tires on fire" (demonstratorsViolence).
var demonstratorAnaphors = wordSet("group", "groups", "they", "crowd", "participants")

// ownedThings after an actor word make it a thing's owner, not a person:
// "a police station", "an army truck" (doerOf).
var ownedThings = wordSet("station", "stations", "car", "cars", "vehicle", "vehicles", "truck", "trucks", "van", "vans",
	"headquarters", "building", "buildings", "office", "offices", "base", "bases", "post", "posts", "checkpoint", "barracks")

// deedAsNoun before a deed's word make it a noun or a manner, not the
// deed done: "the attack", "their attacks", "verbally attacked"
// (demonstratorsDeed). "that" is left out: "rioters that attacked the
// station" is a relative clause's verb.
var deedAsNoun = wordSet("the", "a", "an", "these", "those", "their", "its", "his", "her", "of", "verbally")

// propertyTargets are property a crowd attacks: "the bus was attacked"
// (propertyAttacked; ownedThings count too).
var propertyTargets = wordSet("bus", "buses", "store", "stores", "shop", "shops", "bank", "banks", "church", "statue",
	"school", "supermarket", "supermarkets", "facilities", "premises", "municipality", "courthouse", "hall", "monument")

// objectDeterminers stand between a verb and its object actor: "pushed the
// protesters", "beat several demonstrators"; actorAdjectives end in "-ed"
// but describe the actor: "masked demonstrators" (objectOfVerb).
var (
	objectDeterminers = wordSet("the", "a", "an", "some", "several", "many", "dozens", "hundreds", "two", "three", "group", "of")
	actorAdjectives   = wordSet("masked", "hooded", "armed", "unidentified", "alleged", "suspected", "organized", "organised", "unarmed")
)

// demandWords ask for what follows them in their clause; nounPrepositions
// before a deed's word make it a noun: "penalties for attacks", "a rise in
// looting" (demandedThings).
var (
	demandWords      = wordSet("demand", "demands", "demanded", "demanding", "requested", "requesting", "request")
	nounPrepositions = wordSet("in", "for", "on", "against", "to", "more", "new", "further", "stricter", "tougher")
)

// permissionWords open an infinitive that is permitted, not done:
// "allowing the army to intervene" (permittedDeeds).
var permissionWords = wordSet("allowing", "allowed", "allows", "allow", "authorizing", "authorising", "authorized",
	"authorised", "authorizes", "authorises", "empowering", "empowered", "permitting", "permitted", "enabling")

// measureEndWords end a curfew or a state of emergency rather than impose
// it (measureImposed).
var measureEndWords = wordSet("end", "ended", "ends", "ending", "lifted", "lift", "lifts", "lifting", "conclusion",
	"revoked", "suspended", "withdrawn", "expired")

// measureSettings before a curfew or lockdown make it the setting of
// another deed: "during the lockdown", "in violation of the curfew"
// (measureAsSetting).
var measureSettings = wordSet("during", "amid", "amidst", "under", "despite", "enforce", "enforcing", "violation",
	"violating", "violated", "breaking", "broke", "defying", "defied")

// burnedParticiples and showingVerbs: "displayed burned vehicles", "the
// torched cars" describe things (burnedAsDescription).
var (
	burnedParticiples = wordSet("burned", "burnt", "torched", "damaged", "destroyed", "vandalized", "vandalised", "smashed")
	showingVerbs      = wordSet("displayed", "display", "displaying", "showed", "showing", "show", "carried", "carrying", "exhibited")
)

// protestSettings before a protest word make the protests the setting of
// a deed, not its doers' act: "amid demonstrations", "during a day of
// protests", "in the context of nationwide demonstrations"; "during a
// protest" is the rioters' own (protestOutsideSetting).
var protestSettings = wordSet("amid", "amidst", "context", "wave", "series", "week", "weeks", "months", "day", "days")

// groundBomberWords name bombers on the ground, people who set off a bomb
// (bombersOnTheGround): after them, "the bombers" are these people.
var groundBomberWords = []string{"suicide bomber", "car bomber", "suicide car bomb", "car bomb"}

// repelledDeeds, repelledAims and foiledDevices tell a foiled assault of
// armed men ("thwarted an attempt … to penetrate into an army base") from
// a foiled bombing or plot (assaultRepelled).
var (
	repelledDeeds = wordSet("attempt", "attempts", "attack", "attacks", "assault", "assaults", "offensive", "infiltration", "incursion", "advance")
	repelledAims  = wordSet("penetrate", "infiltrate", "storm", "sneak", "advance", "overrun", "seize", "capture", "enter")
	foiledDevices = wordSet("bomb", "bombs", "bombing", "suicide", "explosive", "explosives", "plot", "plan", "car", "vest", "device", "ied", "smuggling", "missile", "missiles", "rocket", "rockets", "drone", "drones")
)
