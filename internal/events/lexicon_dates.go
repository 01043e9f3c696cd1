package events

// English words that give a day to a deed other than the incident a
// follow-up reports (datedeed.go).
var (
	// deathWords, right before a day, make it the day a victim died:
	// "died Friday after being shot Thursday", "passed away Sunday after
	// the shooting".
	deathWords = wordSet("died", "dies", "succumbed", "away")
	// deathQualifiers may stand between a death's word and its day:
	// "died on Thursday", "died early Monday".
	deathQualifiers = wordSet("on", "early", "late")
	// deathWithIncident, after a death's day, tell the incident with it:
	// "died Saturday when a gun went off", "died Sunday during a hunt".
	deathWithIncident = wordSet("when", "during", "while")
	// lingeringCauses, right after a death's day and its "from", tell a
	// cause a victim lived with for a while ("died Sunday from his
	// wounds", "from gunshot wounds", "from injuries"); a death "from
	// chemical weapons attacks" or "from the shelling" is the attack's
	// own day.
	lingeringCauses = wordSet("his", "her", "their", "wounds", "wound", "injuries", "injury", "gunshot", "complications")
	// searchWords and statementNouns, right before a day, make it the
	// day of the police's work or of their word on an incident: "Police
	// were searching late Tuesday for two suspects in a shooting", "A
	// police update Monday included surveillance photos", "according to
	// lab results released Wednesday".
	searchWords    = wordSet("searching", "looking", "seeking", "canvassing", "searched", "canvassed", "combed")
	statementNouns = wordSet("update", "conference", "briefing", "statement", "release", "released")
	// bulletinWords, among the three words before a day, make it the day
	// of a hospital's word on a victim: "was in critical condition
	// Wednesday, Dec. 30, after accidentally shooting himself", "in
	// critical condition as of 4 p.m. on Friday". bulletinLinks may
	// stand between.
	bulletinWords = wordSet("condition")
	bulletinLinks = wordSet("as", "of", "on")
	// riteWords, among the four words before a day, make it the day of a
	// gathering for the victims: "More than 100 people attended a rally
	// on Sunday afternoon", "marched Sunday night to where she was
	// killed" (funerals, vigils and memorials are case steps'
	// caseStepWords; not "march", a month's name).
	riteWords = wordSet("rally", "rallies", "marched", "procession", "balloon", "balloons")
	// laterDayWords tell a day from another deed's: "the next day", "a
	// day later", "the following day".
	laterDayWords = []string{"next day", "following day", "day later", "days later"}
)

// English words around a day that opens a clause of another deed, names
// the deed it precedes or bounds a round-up's span (datefront.go).
var (
	// clauseOpeners may stand before a day that opens its sentence: "On
	// Tuesday, …", "But on Monday, …".
	clauseOpeners = wordSet("on", "but", "and", "then", "early", "late", "later", "by")
	// deedNouns, right after a day, make it the day of the deed they
	// name: "at his Saturday arraignment", "Monday's hearing", "police
	// Friday arrested a man", "at a Tuesday news conference". Not
	// "appeared", which is as often "appeared to be".
	deedNouns = wordSet("arraignment", "hearing", "appearance", "trial", "sentencing", "funeral", "vigil", "memorial", "plea", "verdict",
		"arrested", "booked", "charged", "indicted", "arraigned", "news", "conference", "briefing", "autopsy")
	// incidentVerbs tell the incident itself in a clause a day opens:
	// "On Saturday, a gunman opened fire …, police said".
	incidentVerbs = wordSet("shot", "shoots", "killed", "kills", "wounded", "fired", "opened", "stabbed", "died", "dies", "found", "struck", "hit", "injured", "murdered", "slain")
	// responseVerbs have a deed as subject and a response as object:
	// "The strike prompted Washington to …" (responseDay).
	responseVerbs = wordSet("prompted", "sparked", "triggered", "provoked", "spurred")
	// spanStarts, right before a day, make it the first of a span the
	// incidents a report tells came within: "between Friday night and
	// Sunday morning". Not "since", whose day is as often the first of
	// the deed itself ("airstrikes have been conducted since Sunday
	// night").
	spanStarts = wordSet("between")
)

// English words that tell the day of an arrest or a status told with the
// news, not the incident's (datecharge.go).
var (
	// chargeNouns, right before a day or before "on" and a day, make it
	// the day of the arrest or the warrant they name: "had been arrested
	// in a separate case on gun-possession charges on March 11", "was
	// picked up on a warrant Friday".
	chargeNouns = wordSet("charge", "charges", "warrant", "warrants")
	// custodyWords, within three words before a day, make it a day the suspect was
	// held, not the incident's: "was behind bars at the 75th Precinct
	// Sunday morning", "remained in jail Monday".
	custodyWords = wordSet("bars", "jail", "precinct", "lockup")
	// statusWords, among the two words before a day, make it the day the
	// report tells where things stood, not the incident's: "An
	// investigation was underway Thursday evening after a boy was
	// fatally shot", "Cleanup was underway Sunday after teens ransacked a
	// store Saturday night". Not "unclear": "It was unclear Sunday where
	// the gun had been stored" is as often the incident's own day.
	statusWords = wordSet("underway", "ongoing")
	// arrestNouns, among the three words before a day with no
	// preposition between, make it the day of an arrest: "announced the
	// first two arrests just after 4 p.m. Wednesday", "made an arrest
	// Friday" (not "an arrest in the Saturday shooting").
	arrestNouns = wordSet("arrest", "arrests")
	// arrestLinks are the prepositions that tie an arrest's noun to the
	// incident a day after them dates.
	arrestLinks = wordSet("in", "for", "of", "with", "over")
)

// arrestVerbs, right before a day, date an arrest (arrestedAfterDeed).
var arrestVerbs = wordSet("arrested", "apprehended", "detained", "caught")

// Words that say a time expression dates something other than the event
// a sentence tells (eventdate.go, dateincident.go).
var (
	// caseStepWords date an arrest, a step of the court case or a rite
	// for the dead: "was arrested Friday", "entered the plea Wednesday",
	// "Eddie's funeral is Saturday".
	caseStepWords = wordSet("arrested", "booked", "charged", "arraigned", "sentenced", "pleaded", "appeared", "appearance", "trial", "hearing", "indicted", "convicted", "apprehended", "jailed", "custody",
		"plea", "arraignment", "sentencing", "bond", "judge", "jury", "verdict", "funeral", "vigil", "memorial")
	// saidBefore and saidAfter date a report when right before or right
	// after the time: "said on Tuesday", "police on Monday identified".
	saidBefore = wordSet("said", "says", "told", "reported", "stated", "added", "confirmed", "tweeted", "wrote", "identified", "announced")
	saidAfter  = wordSet("said", "says", "identified", "announced", "confirmed", "released")
	// happenedVerbs tell that the incident took place: "says it
	// happened late Saturday night".
	happenedVerbs = wordSet("happened", "occurred", "unfolded", "erupted")
	// incidentWords name the incident a possessive day dates: "Thursday
	// night's fatal shooting", "Friday's killings".
	incidentWords = wordSet("shooting", "shootings", "killing", "killings", "attack", "violence", "incident", "rampage", "stabbing", "homicide", "murder", "gunfire")
	// postingWords date the page: "Posted: Sunday, July 26, 2015 7:35 PM",
	// "Date of publication 20 November 2017".
	postingWords = wordSet("posted", "updated", "published", "publication")
	// beAuxiliaries make a passive of a reporting verb: "the incident
	// was reported Sunday afternoon".
	beAuxiliaries = wordSet("was", "were", "been", "is", "are", "be")
)
