package events

import "regexp"

// The English words of a count that is a verb's object (countobject.go);
// the qualifiers between them are lexicon.go's countQualifiers.

// objectKillVerbs and objectWoundVerbs are the present forms of killing and
// wounding, whose count follows them as their object: "kills 10",
// "killing three", "wound 20". A past form is not among them: "25
// civilians killed 80 injured" and "A woman killed 30 injured" are counts
// each before its own verb, and only an agent before the verb ("the
// gunman killed 2") would tell its object, which the words after the count
// already tell.
var (
	objectKillVerbs = wordSet("kill", "kills", "killing", "slay", "slays", "slaying",
		"massacre", "massacres", "massacring", "execute", "executes", "executing")
	objectWoundVerbs = wordSet("injure", "injures", "injuring", "wound", "wounds", "wounding")
)

// deadTallyNouns name the dead as a whole, and includeVerbs tell a part of
// them: "The deaths include 40 people …", "The dead included 12 children"
// (tollinclude.go).
var (
	deadTallyNouns = wordSet("deaths", "dead", "victims", "fatalities", "toll", "casualties")
	includeVerbs   = wordSet("include", "includes", "included", "including")
)

// namesCollectedVerbs gather a list of the dead: "collected the names of
// 69 civilians killed", "compiled the names of" (countnames.go).
var namesCollectedVerbs = wordSet("collected", "compiled", "gathered", "documented", "recorded", "verified", "listed", "published", "released")

// quantityNouns make "a"/"an" before them the article of an amount, not
// one person: "an unspecified number of others killed", "a handful of
// people were killed" (counts.go singleVictim). quantityAdjectives may
// stand between: "an unknown number", "a small number".
var (
	quantityNouns      = wordSet("number", "handful", "couple", "host", "multitude", "score", "scores", "dozen", "dozens")
	quantityAdjectives = wordSet("unspecified", "unknown", "undetermined", "undisclosed", "unconfirmed", "large", "small", "growing", "significant", "certain", "huge", "great")
)

// dayJoiners coordinate two named days of one count: "on Tuesday and
// Wednesday" (countoverdays.go). perfectKillWords tell a count of dead in
// the perfect: "has killed at least 84", "have been killed".
var (
	dayJoiners       = wordSet("and", "&")
	perfectKillWords = wordSet("killed", "left")
	perfectKillRE    = regexp.MustCompile(`(?i)\b(?:has|have)(?: been)? (?:killed|left)\b`)
)
