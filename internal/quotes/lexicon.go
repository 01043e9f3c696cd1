package quotes

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// The cue lexicon: verbs (and a few phrases) that attribute content to a
// source. It follows PolNeAR's notion of attribution: statements, written
// words, beliefs and knowledge, intentions and desires, stances for or
// against something, and evidence shown by a report or poll. Written by hand
// from the PolNeAR annotation guidelines and from error analysis on PolNeAR
// train; nothing here is learned from the dev set.

// cueFlag refines how a cue takes its arguments.
type cueFlag uint16

const (
	fRecipient cueFlag = 1 << iota // tell/ask/urge: an addressee may precede the content
	fNounish                       // also a common noun ("plans", "calls", "report"): needs a subject
	fInf                           // takes a to-infinitive as content ("wants to", "vows to")
	fPost                          // may follow its content: "…," he added
	fWeak                          // a weak cue: kept only with a clear subject and content
)

type cueInfo struct {
	kind  storyline.QuoteKind
	flags cueFlag
	lemma string
}

// cueEntries: "lemma|forms" where forms lists the inflections (the lemma
// included); "+" expands the regular forms of the lemma.
var cueEntries = []struct {
	kind  storyline.QuoteKind
	flags cueFlag
	words []string
}{
	{storyline.QuoteSpeech, fPost, []string{
		"say|say,says,said,saying", "add+", "state+", "explain+", "continue+", "note+", "observe+", "remark+",
		"comment+", "declare+", "announce+", "reply|reply,replies,replied,replying", "respond+", "answer+",
		"insist+", "argue+", "claim+", "contend+", "assert+", "maintain+", "stress+", "emphasize+",
		"acknowledge+", "admit|admit,admits,admitted,admitting", "concede+", "confirm+", "deny|deny,denies,denied,denying",
		"predict+", "suggest+", "recall+", "recount+", "mention+", "joke+", "quip|quip,quips,quipped,quipping",
		"boast+", "complain+", "lament+", "allege+", "charge+", "contend+", "point out|point out,points out,pointed out,pointing out",
		"caution+", "speculate+", "conclude+", "estimate+", "report+",
		"disclose+", "reveal+", "describe+", "elaborate+", "reiterate+", "repeat+", "yell+", "shout+",
		"scream+", "whisper+", "testify|testify,testifies,testified,testifying", "proclaim+", "predict+",
		"counter+", "retort+", "wonder+", "mused|muse,muses,mused,musing", "agree+",
		"disagree+", "object+", "protest+", "affirm+", "assure+", "brag|brag,brags,bragged,bragging",
		"chant+", "cry|cry,cries,cried,crying", "demand+", "declined to say|declined to say",
		"refer to|refer to,refers to,referred to,referring to", "talk about|talk about,talks about,talked about,talking about",
		"speak about|speak about,speaks about,spoke about,speaking about",
	}},
	{storyline.QuoteSpeech, fPost | fRecipient, []string{
		"tell|tell,tells,told,telling", "ask+", "warn+", "remind+", "inform+", "assure+", "promise+",
		"advise+", "caution+", "reassure+",
	}},
	{storyline.QuoteSpeech, fRecipient | fInf, []string{
		"urge+", "encourage+", "embolden+", "implore+", "invite+", "beg|beg,begs,begged,begging",
		"exhort+", "instruct+", "order+", "call on|call on,calls on,called on,calling on",
		"challenge+", "persuade+", "convince+",
	}},
	{storyline.QuoteWritten, fPost, []string{
		"write|write,writes,wrote,written,writing", "tweet+", "post+", "blog|blog,blogs,blogged,blogging",
	}},
	{storyline.QuoteBelief, 0, []string{
		"believe+", "think|think,thinks,thought,thinking", "know|know,knows,knew,known,knowing",
		"expect+", "feel|feel,feels,felt", "fear+", "suspect+", "assume+", "understand|understand,understands,understood",
		"doubt+", "worry|worry,worries,worried", "realize+", "recognize+", "consider+", "guess+",
		"conclude+", "learn+", "hear|hear,hears,heard", "find|finds,found", "see|see,sees,saw",
		"imagine+", "remember+", "forget|forget,forgets,forgot,forgotten", "trust+", "question+", "view+",
		"regard+", "bet|bets", "figure+", "calculate+", "predicts+", "hope+",
	}},
	{storyline.QuoteIntention, fInf, []string{
		"want+", "plan|plan,plans,planned,planning", "intend+", "vow+", "pledge+", "refuse+", "decline+",
		"threaten+", "seek|seek,seeks,sought,seeking", "wish+", "aim+", "hope+", "prefer|prefer,prefers,preferred",
		"agree+", "offer+", "propose+", "demand+", "commit|commit,commits,committed", "swear|swear,swears,swore,sworn",
		"decide+", "resolve+", "like|like,likes,liked", "love+", "hate+", "need+", "expect+", "promise+",
		"call for|call for,calls for,called for,calling for", "push for|push for,pushes for,pushed for,pushing for",
	}},
	{storyline.QuoteStance, 0, []string{
		"criticize+", "praise+", "support+", "endorse+", "oppose+", "condemn+", "defend+", "reject+",
		"blame+", "accuse+", "attack+", "applaud+", "welcome+", "dismiss+", "slam|slam,slams,slammed,slamming",
		"denounce+", "mock+", "ridicule+", "decry|decry,decries,decried", "blast+", "credit+", "thank+",
		"call|call,calls,called,calling", "label+", "dub|dub,dubs,dubbed,dubbing", "insult+", "cite+", "question+",
		"challenge+", "back+", "laud+", "hail+", "tout+", "champion+", "favor+", "dispute+",
	}},
	{storyline.QuoteBelief, 0, []string{
		"seem|seem,seems,seemed", "appear|appear,appears,appeared",
	}},
	{storyline.QuoteEvidence, 0, []string{
		"show|show,shows,showed,shown,showing", "indicate+", "suggest+", "find|find,finds,found",
		"reveal+", "demonstrate+", "conclude+",
	}},
}

// nounish marks forms that are more often nouns than verbs.
var nounish = map[string]bool{
	"plan": true, "plans": true, "call": true, "calls": true, "report": true, "reports": true, "claim": true,
	"claims": true, "support": true, "view": true, "views": true, "hope": true, "hopes": true, "fear": true,
	"fears": true, "need": true, "needs": true, "demand": true, "demands": true, "promise": true, "promises": true,
	"post": true, "posts": true, "comment": true, "comments": true, "answer": true, "answers": true, "order": true,
	"orders": true, "back": true, "question": true, "questions": true, "challenge": true, "challenges": true,
	"attack": true, "attacks": true, "charge": true, "charges": true, "estimate": true, "estimates": true,
	"offer": true, "offers": true, "love": true, "like": true, "state": true, "states": true, "aim": true,
	"doubt": true, "doubts": true, "guess": true, "figure": true, "figures": true, "credit": true, "favor": true,
	"dispute": true, "wish": true, "wishes": true, "tweet": true, "tweets": true, "show": true, "shows": true,
	"protest": true, "protests": true, "object": true, "label": true, "joke": true, "jokes": true, "cry": true,
	"trust": true, "worry": true, "worries": true, "blast": true, "welcome": true, "want": true, "bet": true,
	"praise": true, "concern": true, "find": true, "word": true, "thought": true, "thoughts": true, "finding": true,
	"hate": true, "repeat": true, "learning": true, "understanding": true, "feeling": true, "knowing": true,
	"warning": true, "warnings": true, "remark": true, "remarks": true, "saying": false, "found": false, "seeking": false,
}

var lexicon map[string]cueInfo

// phrases are multi-word cues keyed by their first word.
var phrases map[string][][]string

func init() {
	lexicon = make(map[string]cueInfo, 2048)
	phrases = make(map[string][][]string)
	for _, g := range cueEntries {
		for _, w := range g.words {
			var forms []string
			lemma := w
			switch {
			case strings.HasSuffix(w, "+"):
				lemma = strings.TrimSuffix(w, "+")
				forms = regularForms(lemma)
			case strings.Contains(w, "|"):
				p := strings.SplitN(w, "|", 2)
				lemma = p[0]
				if p[1] != "" {
					forms = strings.Split(p[1], ",")
				}
			default:
				forms = []string{w}
			}
			for _, f := range forms {
				flags := g.flags
				if nounish[f] {
					flags |= fNounish
				}
				if strings.Contains(f, " ") {
					ws := strings.Fields(f)
					phrases[ws[0]] = append(phrases[ws[0]], ws)
					f = strings.Join(ws, " ")
				}
				if old, ok := lexicon[f]; ok {
					// The first kind wins; flags add up.
					old.flags |= flags
					lexicon[f] = old
					continue
				}
				lexicon[f] = cueInfo{kind: g.kind, flags: flags, lemma: lemma}
			}
		}
	}
}

// regularForms returns lemma, lemma+s, lemma+ed, lemma+ing with the usual
// spelling changes.
func regularForms(l string) []string {
	var s, ed, ing string
	switch {
	case strings.HasSuffix(l, "e"):
		s, ed, ing = l+"s", l+"d", l[:len(l)-1]+"ing"
	case strings.HasSuffix(l, "y") && len(l) > 2 && !strings.ContainsRune("aeiou", rune(l[len(l)-2])):
		s, ed, ing = l[:len(l)-1]+"ies", l[:len(l)-1]+"ied", l+"ing"
	case strings.HasSuffix(l, "s") || strings.HasSuffix(l, "sh") || strings.HasSuffix(l, "ch") || strings.HasSuffix(l, "x"):
		s, ed, ing = l+"es", l+"ed", l+"ing"
	default:
		s, ed, ing = l+"s", l+"ed", l+"ing"
	}
	return []string{l, s, ed, ing}
}

// auxiliaries and adverbs that join a cue's verb group on its left.
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

// sourceStop are words that end a source noun phrase when walking left.
var sourceStop = map[string]bool{
	"that": true, "because": true, "since": true, "while": true, "when": true, "whenever": true, "if": true,
	"although": true, "though": true, "as": true, "but": true, "or": true, "so": true, "where": true,
	"after": true, "before": true, "until": true, "unless": true, "whether": true, "than": true, "nor": true,
	"is": true, "was": true, "are": true, "were": true, "be": true, "been": true, "has": true, "have": true,
	"had": true, "will": true, "would": true, "could": true, "should": true, "can": true, "may": true,
	"might": true, "must": true, "did": true, "does": true, "do": true, "not": true, "to": true, "also": true,
	"why": true, "how": true, "what": true, "yet": true, "then": true, "however": true, "instead": true,
	"meanwhile": true, "still": true, "even": true, "just": true, "only": true, "thus": true,
	"there": true, "now": true, "here": false, "today": true, "yesterday": true, "tonight": true, "this": false, "am": true,
	"it's": true, "said": true, "says": true, "say": true, "told": true, "with": true, "by": true,
	"into": true, "than's": true,
}

// determiners and other words after which a cue form is a noun.
var nounContext = map[string]bool{
	"the": true, "a": true, "an": true, "his": true, "her": true, "its": true, "their": true, "our": true,
	"my": true, "your": true, "this": true, "these": true, "those": true, "of": true, "in": true, "for": true,
	"with": true, "on": true, "by": true, "no": true, "any": true, "every": true, "each": true, "some": true,
	"such": true, "what": true, "whose": true, "another": true, "first": true, "new": true, "public": true,
	"at": true, "from": true, "about": true, "into": true, "without": true, "under": true, "over": true,
	"and": false, "many": true, "more": true, "most": true, "much": true, "own": true,
}

var pronounSubjects = map[string]bool{
	"he": true, "she": true, "they": true, "we": true, "i": true, "you": true, "it": true, "who": true,
	"which": true, "that": true,
}

// prepositions that open an adjunct after a cue ("said on Tuesday", "wrote
// in a statement").
var adjunctPreps = map[string]bool{
	"in": true, "on": true, "at": true, "during": true, "after": true, "before": true, "to": true,
	"from": true, "via": true, "through": true, "when": true, "as": true, "while": true, "with": true,
	"by": true, "last": true, "this": true, "earlier": true, "later": true, "late": true, "early": true,
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true,
	"sunday": true, "today": true, "yesterday": true, "tonight": true, "recently": true, "repeatedly": true,
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

// anonymityMarks in a source say it was not named on purpose.
var anonymityMarks = []string{"anonymity", "not authorized", "not be named", "not be identified", "identity was not",
	"declined to be named", "declined to be identified", "unnamed", "anonymous", "withheld", "not named",
	"requested that", "asked not to"}

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

// needThat cues attribute only with a clause: "found that …", "knows
// what …" (not "found the keys").
var needThat = map[string]bool{"find": true, "see": true, "hear": true, "learn": true,
	"feel": true, "indicate": true, "demonstrate": true, "realize": true, "recognize": true, "remember": true,
	"forget": true, "imagine": true, "understand": true, "know": true, "figure": true, "guess": true,
	"trust": true, "regard": true, "consider": true, "question": true, "wonder": true}

// needInf cues attribute only with a to-infinitive: "sought to", "decided to".
var needInf = map[string]bool{"seek": true, "decide": true, "offer": true, "aim": true, "resolve": true,
	"commit": true, "like": true, "love": true, "hate": true, "need": true, "prefer": true, "wish": true,
	"intend": true, "threaten": true, "decline": true}

var whWords = map[string]bool{"what": true, "how": true, "why": true, "whether": true, "if": true,
	"when": true, "who": true, "where": true, "which": true}
