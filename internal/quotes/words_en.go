package quotes

import (
	"strings"

	"github.com/storyline-news/storyline/internal/text"
)

// English words that more than one concern of the rules reads: function
// words, auxiliaries and adverbs, subordinators, time words, person nouns
// and media. Kept together so the language-specific vocabulary is in one
// place per language.

var notAdverbs = map[string]bool{"family": true, "ally": true, "rally": true, "supply": true, "reply": true,
	"apply": true, "belly": true, "bully": true, "assembly": true, "italy": true, "july": true, "only": false,
	"early": true, "daily": true, "weekly": true, "monthly": true, "holy": true, "likely": true, "unlikely": true,
	"elderly": true, "friendly": true, "lonely": true, "costly": true, "ugly": true, "silly": true, "jelly": true,
	"anomaly": true, "monopoly": true, "fly": true, "kelly": true, "emily": true, "sally": true, "billy": true,
	"molly": true, "lily": true, "reilly": true, "o'reilly": true, "bradley": true, "hardly": false}

func isAdverb(w string) bool {
	return len(w) >= 5 && strings.HasSuffix(w, "ly") && !notAdverbs[w]
}

var determiners = map[string]bool{"the": true, "a": true, "an": true, "some": true, "many": true, "most": true,
	"several": true, "other": true, "his": true, "her": true, "their": true, "its": true, "our": true,
	"my": true, "your": true, "both": true, "all": true, "few": true, "two": true, "three": true, "four": true,
	"five": true, "one": true, "these": true, "those": true, "this": true, "another": true, "each": true,
	"every": true, "more": true, "no": true, "any": true, "senior": true, "top": true, "former": true}

// subordinators open a clause that ends at its comma: "While Guaido has
// proposed amnesty …, the soldiers say …".
var subordinators = map[string]bool{"while": true, "although": true, "though": true, "as": true,
	"when": true, "if": true, "because": true, "after": true, "before": true, "since": true, "like": true,
	"unlike": true, "whereas": true, "once": true, "even": true, "until": true, "despite": true}

var timeWords = map[string]bool{"week": true, "month": true, "year": true, "night": true,
	"morning": true, "afternoon": true, "evening": true, "weekend": true, "today": true, "yesterday": true,
	"tonight": true, "twitter": true, "facebook": true}

var pronounSubjects = map[string]bool{
	"he": true, "she": true, "they": true, "we": true, "i": true, "you": true, "it": true, "who": true,
	"which": true, "that": true,
}

// subjectPronouns are the pronouns that can only be a subject.
var subjectPronouns = map[string]bool{"he": true, "she": true, "they": true, "we": true, "i": true}

// groupHeads end a subject that counts people, as polls do: "58
// percent", "a majority", "most".
var groupHeads = map[string]bool{"percent": true, "majority": true, "majorities": true, "most": true,
	"both": true, "many": true, "half": true, "third": true, "thirds": true, "quarters": true, "fifths": true,
	"others": true, "plurality": true, "minority": true, "americans": true}

// auxiliaries and adverbs that join a cue's verb group on its left.
var postVerbAdverbs = map[string]bool{"then": true, "again": true}

var verbGroupLeft = map[string]bool{
	"has": true, "have": true, "had": true, "having": true, "is": true, "was": true, "were": true, "are": true,
	"am": true, "be": true, "been": true, "being": true, "will": true, "would": true, "could": true,
	"should": true, "can": true, "may": true, "might": true, "must": true, "shall": true, "do": true,
	"does": true, "did": true, "not": true, "never": true, "also": true, "already": true, "still": true,
	"just": true, "even": true, "repeatedly": true, "often": true, "later": true, "previously": true,
	"recently": true, "once": true, "again": true, "further": true, "publicly": true, "privately": true,
	"first": true, "always": true, "long": true, "frequently": true, "openly": true, "reportedly": true,
	"allegedly": true, "apparently": true, "now": true, "then": true, "only": true, "clearly": true,
	"explicitly": true, "generally": true, "strongly": true, "firmly": true, "has't": true, "ever": true,
	"quickly": true, "immediately": true, "simply": true, "wo": true, "ca": true, "to": false,
}

// possessives are the possessive determiners.
var possessives = map[string]bool{"his": true, "her": true, "their": true, "its": true, "our": true, "my": true, "your": true}

// determiners and other words after which a cue form is a noun.
var nounContext = map[string]bool{
	"the": true, "a": true, "an": true, "his": true, "her": true, "its": true, "their": true, "our": true,
	"my": true, "your": true, "this": true, "these": true, "those": true, "of": true, "in": true, "for": true,
	"with": true, "on": true, "by": true, "no": true, "any": true, "every": true, "each": true, "some": true,
	"such": true, "what": true, "whose": true, "another": true, "first": true, "new": true, "public": true,
	"at": true, "from": true, "about": true, "into": true, "without": true, "under": true, "over": true,
	"and": false, "many": true, "more": true, "most": true, "much": true, "own": true,
}

// prepositions that open an adjunct after a cue ("said on Tuesday", "wrote
// in a statement").
var adjunctPreps = map[string]bool{
	"in": true, "on": true, "at": true, "during": true, "after": true, "before": true, "to": true,
	"from": true, "via": true, "through": true, "when": true, "as": true, "while": true, "with": true,
	"by": true, "last": true, "this": true, "earlier": true, "later": true, "late": true, "early": true,
	"today": true, "yesterday": true, "tonight": true, "recently": true, "repeatedly": true,
	"again": true, "afterward": true, "afterwards": true, "then": true, "publicly": true, "privately": true,
	"of": true, "about": true, "for": true, "over": true, "outside": true, "inside": true, "near": true,
	"because": true, "since": true, "upon": true, "without": true, "into": true, "following": true,
	"quietly": true, "angrily": true, "bluntly": true, "flatly": true, "simply": true, "tearfully": true,
	"softly": true, "firmly": true, "emphatically": true, "also": true,
}

// personNouns are heads of sources that do not name anyone.
var personNouns = map[string]bool{
	"official": true, "officials": true, "source": true, "sources": true, "soldier": true, "soldiers": true,
	"person": true, "people": true, "man": true, "woman": true, "men": true, "women": true, "resident": true,
	"residents": true, "witness": true, "witnesses": true, "diplomat": true, "diplomats": true, "aide": true,
	"aides": true, "officer": true, "officers": true, "spokesman": true, "spokeswoman": true, "spokesperson": true,
	"member": true, "members": true, "insider": true, "insiders": true, "analyst": true, "analysts": true,
	"observer": true, "observers": true, "expert": true, "experts": true, "critic": true, "critics": true,
	"supporter": true, "supporters": true, "activist": true, "activists": true, "protester": true,
	"protesters": true, "troops": true, "guardsman": true, "guardsmen": true, "deserter": true, "deserters": true,
	"worker": true, "workers": true, "doctor": true, "doctors": true, "authorities": true, "police": true,
	"staffer": true, "staffers": true, "adviser": true, "advisers": true, "advisor": true, "advisors": true,
	"lawmaker": true, "lawmakers": true, "leader": true, "leaders": true, "others": true, "one": true,
	"someone": true, "somebody": true, "voter": true, "voters": true, "strategist": true, "strategists": true,
	"operative": true, "operatives": true, "veteran": true, "veterans": true, "citizen": true, "citizens": true,
	"migrant": true, "migrants": true, "refugee": true, "refugees": true, "victim": true, "victims": true,
	"relative": true, "relatives": true, "mother": true, "father": true, "son": true, "daughter": true,
	"friend": true, "friends": true, "neighbor": true, "neighbors": true, "employee": true, "employees": true,
	"guard": true, "guards": true, "sergeant": true, "colonel": true, "general": true, "commander": true,
}

var whWords = map[string]bool{"what": true, "how": true, "why": true, "whether": true, "if": true,
	"when": true, "who": true, "where": true, "which": true}

// media words name how the words were delivered.
var media = map[string]string{
	"statement": "statement", "statements": "statement", "twitter": "twitter", "tweet": "twitter",
	"tweeted": "twitter", "tweets": "twitter", "facebook": "facebook", "instagram": "instagram",
	"interview": "interview", "interviews": "interview", "letter": "letter", "email": "email",
	"e-mail": "email", "press": "press conference", "conference": "press conference", "speech": "speech",
	"video": "video", "op-ed": "op-ed", "post": "post", "blog": "blog", "televised": "broadcast",
	"broadcast": "broadcast", "radio": "broadcast", "television": "broadcast", "rally": "speech",
	"memo": "memo", "report": "report", "telegram": "telegram", "whatsapp": "whatsapp",
	"account": "", "phone": "phone", "call": "",
}

// The weekday names (text.Weekdays) are time words and open adjuncts too
// ("said Tuesday").
func init() {
	for w := range text.Weekdays {
		timeWords[w] = true
		adjunctPreps[w] = true
	}
}

// physicalParticles after "knock" make it a blow ("knocked on the door",
// "knocked him out" reads its particle two words on), not a criticism.
var physicalParticles = map[string]bool{
	"on": true, "at": true, "out": true, "down": true, "over": true, "off": true, "into": true, "back": true,
	"against": true, "through": true, "up": true, "and": true, "him": true, "her": true, "them": true, "me": true,
}

// becomingVerbs before a participle make it an adjective: "had gotten
// worried", "grew concerned", "seemed convinced".
var becomingVerbs = map[string]bool{
	"get": true, "gets": true, "got": true, "gotten": true, "getting": true, "become": true, "becomes": true,
	"became": true, "becoming": true, "grew": true, "grow": true, "grows": true, "grown": true, "growing": true,
	"seem": true, "seems": true, "seemed": true, "look": true, "looks": true, "looked": true,
}
