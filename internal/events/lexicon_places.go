package events

// Words that name the country around a town (placecountryside.go).
var (
	// countrysideWords after a town, or before "of" it: "the Damascus
	// countryside", "the suburbs of Damascus".
	countrysideWords = wordSet("countryside", "suburbs", "suburb", "outskirts", "environs", "hinterland")
	// ruralWords before a town: "rural Damascus", "Reef Damascus".
	ruralWords = wordSet("rural", "reef", "rif")
)

// Words that make a capital its government, a party to what is told
// (actorplace.go partyCapital).
var (
	// capitalActs after a capital: "Damascus lost more than 40 troops".
	capitalActs = wordSet("lost", "loses", "retook", "retakes", "recaptured", "regained", "gained", "seized",
		"welcomed", "welcomes", "cooperates", "cooperated", "negotiated", "signed", "allowed", "allows", "approved",
		"received", "sought", "seeks", "asked", "requested", "invited", "offered", "pledged", "promised")
	// partnerWords before "with" a capital or "between" it and another
	// party: "cooperates with Damascus", "talks between the UN and Damascus".
	partnerWords = wordSet("cooperates", "cooperate", "cooperated", "cooperating", "cooperation", "coordinates",
		"coordinate", "coordinating", "coordination", "talks", "negotiations", "negotiating", "negotiated", "deal",
		"agreement", "ties", "relations", "contacts", "dialogue", "reconciliation", "truce", "war", "fighting",
		"fight", "fights", "sides", "sided", "allied", "alliance", "dealings", "channel", "agreed")
)

// People on the move and the words of the place phrase they came from
// (placeref.go moversOrigin).
var (
	moverNouns       = wordSet("evacuees", "evacuee", "refugees", "refugee", "displaced", "idps", "fleeing", "fled", "deportees", "returnees")
	placePhraseWords = wordSet("the", "of", "and", "in", "-", "al", "el", "villages", "towns", "cities", "besieged", "nearby", "neighbouring", "neighboring", "countryside")
)

// A capital's side and people's flight (actorplace.go, placeref.go).
var (
	// capitalSideNouns after a capital or its possessive: "Ankara's offensive",
	// "Moscow's campaign".
	capitalSideNouns = wordSet("offensive", "operation", "campaign", "incursion", "intervention", "forces", "troops", "army", "jets", "warplanes", "military")
	// destinationWords and flightVerbs: "sought to cross into Turkey".
	destinationWords = wordSet("into", "to", "towards", "toward")
	flightVerbs      = wordSet("cross", "crossed", "crossing", "flee", "fled", "fleeing", "flees", "escape", "escaped", "escaping", "escapes", "smuggled",
		"journey", "way", "route", "heading", "headed", "bound", "bussed", "transferred", "evacuated")
	// aimWords and advanceVerbs: "to stop them advancing towards the
	// town of Zarbah" names where fighters were headed, not where they
	// were (placeaim.go).
	aimWords = wordSet("towards", "toward")
	// A march's destination is where the protest is ("marched towards
	// the ministry"): only fighters' advances.
	advanceVerbs = wordSet("advance", "advances", "advanced", "advancing", "push", "pushes", "pushed", "pushing")
	// destinationListWords join the places of a list of destinations: "to
	// regime-controlled Aleppo the coastal province of Latakia or Damascus".
	destinationListWords = wordSet("or", "province", "provinces", "coastal", "city", "capital", "town", "regime", "government",
		"rebel", "opposition", "controlled", "held")
	// cameWords before "as" tell a deed that came at the time of another:
	// "the explosion came as forces pressed on Manbij".
	cameWords = wordSet("came", "comes", "come", "coming")
)

// settlementWords name a village or a town with its name, before "of" it
// or after it: "the town of Ghraneij", "al-Foaa town", "the villages of
// Foua and Kefraya" (placevillage.go).
var settlementWords = wordSet("town", "towns", "village", "villages", "hamlet", "hamlets")

// struckPosts name the posts of armed forces that a nationality before
// them makes a country's (demonym.go struckNationality): "a Syrian air
// base", "Syrian army depots". A border, a town or a territory so
// qualified is as often a place beside the event ("near the Turkish
// border").
var struckPosts = wordSet("airbase", "airfield", "base", "bases", "depot", "depots", "installations")
