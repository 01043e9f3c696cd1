package events

// English words that give a day to a deed other than the incident a
// follow-up reports (datedeed.go).
var (
	// deathWords, right before a day, make it the day a victim died:
	// "died Friday after being shot Thursday", "passed away Sunday after
	// the shooting".
	deathWords = wordSet("died", "dies", "succumbed", "away")
	// searchWords and statementNouns, right before a day, make it the
	// day of the police's work or of their word on an incident: "Police
	// were searching late Tuesday for two suspects in a shooting", "A
	// police update Monday included surveillance photos", "according to
	// lab results released Wednesday".
	searchWords    = wordSet("searching", "looking", "seeking", "canvassing")
	statementNouns = wordSet("update", "conference", "briefing", "statement", "release", "released")
)
