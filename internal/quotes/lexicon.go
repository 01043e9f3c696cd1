package quotes

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// The cue lexicon: every word that can mark an attribution is here, and
// nothing else makes one (TestCueLexiconIsClosed). Verbs (and a few
// phrases) of saying, writing, thinking and knowing, intending, taking a
// stance, and showing; the nouns of the records and polls that show
// something; the source-first phrases "according to" and "In a … poll,";
// and the colon after a speaker's name. It follows PolNeAR's notion of
// attribution. Written by hand from the PolNeAR annotation guidelines and
// from error analysis on PolNeAR train; nothing here is learned from the
// dev set.

// cueFlag refines how a cue takes its arguments.
type cueFlag uint16

const (
	fRecipient  cueFlag = 1 << iota // tell/ask/urge: an addressee may precede the content
	fNounish                        // also a common noun ("plans", "calls", "report"): needs a subject
	fInf                            // takes a to-infinitive as content ("wants to", "vows to")
	fPost                           // may follow its content: "…," he added
	fCopula                         // an adjective after a copula: "is eager to", "are critical of"
	fNounPhrase                     // its content is a noun phrase that ends where the sentence goes on
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
		"speak of|speak of,speaks of,spoke of,speaking of", "discuss+", "echo|echo,echoes,echoed,echoing",
		"make clear|make clear,makes clear,made clear,making clear",
		"make it clear|make it clear,makes it clear,made it clear,making it clear",
		"go on to say|go on to say,goes on to say,went on to say,going on to say",
		"go on to explain|go on to explain,goes on to explain,went on to explain,going on to explain",
		"highlight+", "bemoan+", "imply|imply,implies,implied,implying", "reference+", "recommend+",
		"plead+", "signal|signal,signals,signaled,signalled,signaling", "hint+", "interject+", "rebut|rebut,rebuts,rebutted,rebutting",
		"articulate+", "congratulate+", "outline+", "apologize+", "invoke+",
		"allude to|allude to,alludes to,alluded to,alluding to", "lay out|lay out,lays out,laid out,laying out",
		"lash out at|lash out at,lashes out at,lashed out at,lashing out at",
		"forecast|forecast,forecasts,forecasted,forecasting",
		"quote+", "unveil+", "justify|justify,justifies,justified,justifying",
		"spar with|spar with,spars with,sparred with,sparring with",
		"chide+", "identify|identify,identifies,identified,identifying",
		"weigh in|weigh in,weighs in,weighed in,weighing in",
		"put it|put it,puts it,putting it",
	}},
	{storyline.QuoteStance, 0, []string{
		"take issue with|take issue with,takes issue with,took issue with,taking issue with",
		"take aim at|take aim at,takes aim at,took aim at,taking aim at",
		"shrug off|shrug off,shrugs off,shrugged off,shrugging off", "brush off|brush off,brushes off,brushed off,brushing off",
		"play down|play down,plays down,played down,playing down",
		"line up behind|line up behind,lines up behind,lined up behind,lining up behind",
		"open up about|open up about,opens up about,opened up about,opening up about",
	}},
	{storyline.QuoteBelief, 0, []string{
		"envision+",
	}},
	{storyline.QuoteStance, 0, []string{
		"disavow+", "knock+", "ignore+", "dislike+", "sound|sounded",
		"distance himself from|distanced himself from,distances himself from,distancing himself from",
		"distance herself from|distanced herself from,distances herself from,distancing herself from",
	}},
	{storyline.QuoteSpeech, fPost | fRecipient, []string{
		"tell|tell,tells,told,telling", "ask+", "warn+", "remind+", "inform+", "assure+", "promise+",
		"advise+", "caution+", "reassure+",
	}},
	{storyline.QuoteSpeech, fRecipient | fInf, []string{
		"urge+", "encourage+", "embolden+", "implore+", "beg|beg,begs,begged,begging",
		"exhort+", "instruct+", "order+", "call on|call on,calls on,called on,calling on",
		"challenge+", "persuade+", "convince+",
	}},
	{storyline.QuoteWritten, fPost, []string{
		"write|write,writes,wrote,written,writing", "tweet+", "post+", "blog|blog,blogs,blogged,blogging", "retweet+",
	}},
	{storyline.QuoteBelief, 0, []string{
		"believe+", "think|think,thinks,thought,thinking", "know|know,knows,knew,known,knowing",
		"expect+", "feel|feel,feels,felt", "fear+", "suspect+", "assume+", "understand|understand,understands,understood",
		"doubt+", "worry|worry,worries,worried", "realize+", "recognize+", "consider+", "guess+",
		"conclude+", "learn+", "hear|hear,hears,heard", "find|finds,found", "see|see,sees,saw",
		"imagine+", "remember+", "forget|forget,forgets,forgot,forgotten", "trust+", "question+", "view+",
		"regard+", "bet|bets", "figure+", "calculate+", "predicts+", "hope+", "deem+",
	}},
	{storyline.QuoteIntention, fInf, []string{
		"want+", "plan|plan,plans,planned,planning", "intend+", "vow+", "pledge+", "refuse+", "decline+",
		"threaten+", "seek|seek,seeks,sought,seeking", "wish+", "aim+", "hope+", "prefer|prefer,prefers,preferred",
		"agree+", "offer+", "propose+", "demand+", "commit|commit,commits,committed", "swear|swear,swears,swore,sworn",
		"decide+", "resolve+", "like|like,likes,liked", "love+", "hate+", "expect+", "promise+",
		"call for|call for,calls for,called for,calling for", "push for|push for,pushes for,pushed for,pushing for",
	}},
	{storyline.QuoteStance, 0, []string{
		"criticize+", "praise+", "support+", "endorse+", "oppose+", "condemn+", "defend+", "reject+",
		"blame+", "accuse+", "attack+", "applaud+", "welcome+", "dismiss+", "slam|slam,slams,slammed,slamming",
		"denounce+", "mock+", "ridicule+", "decry|decry,decries,decried", "blast+", "credit+", "thank+",
		"call|call,calls,called,calling", "label+", "dub|dub,dubs,dubbed,dubbing", "insult+", "cite+", "question+",
		"challenge+", "back+", "laud+", "hail+", "tout+", "champion+", "favor+", "dispute+", "express+", "voice+", "portray+", "embrace+", "assail+", "liken+", "deride+", "lambaste+", "rebuke+", "advocate+",
		"side with|side with,sides with,sided with,siding with", "promote+", "rebuff+",
		"single out|single out,singles out,singled out,singling out", "balk at|balk at,balks at,balked at,balking at",
		"rail against|rail against,rails against,railed against,railing against",
		"point to|point to,points to,pointed to,pointing to",
	}},
	{storyline.QuoteBelief, 0, []string{
		"seem|seem,seems,seemed", "appear|appear,appears,appeared",
	}},
	{storyline.QuoteEvidence, fPost, []string{
		// "…, fundraising reports show."
		"show|show,shows,showed,shown,showing", "indicate+", "suggest+", "find|find,finds,found",
		"reveal+", "demonstrate+", "conclude+",
	}},
}

// markers are the cues that are not verbs, each read by one rule: the
// source-first "according to X, …" and "In a CNN poll released Monday, …"
// (cueAt), the colon after a speaker's name, "Romney: …", the dash
// before the name that signs a quotation, "“…” ― Ana Ruiz" (sentence),
// and "reportedly" before a verb that is no cue, "the hackers have
// reportedly infiltrated …" (frame: reported by no one named).
var markers = map[string]cueInfo{
	"according to": {kind: storyline.QuoteSpeech, lemma: "according to"},
	"in":           {kind: storyline.QuoteEvidence, lemma: "in"},
	":":            {kind: storyline.QuoteSpeech, lemma: ":"},
	"―":            {kind: storyline.QuoteSpeech, lemma: "―"},
	"reportedly":   {kind: storyline.QuoteSpeech, lemma: "reportedly"},
	"noun":         {kind: storyline.QuoteStance, lemma: "noun"},
}

// stanceAdjectives are the adjectives of stance that make a cue after a
// copula ("are concerned that …", "is eager to …", "was critical of
// …"), each with the prepositions that join it to a noun-phrase content;
// "that" and "to" are listed where the adjective takes a clause or an
// infinitive. The copula's subject is the source (stanceAdjective).
var stanceAdjectives = map[string][]string{
	"eager":        {"to"},
	"hopeful":      {"that", "about"},
	"convinced":    {"that", "of"},
	"adamant":      {"that", "about"},
	"wary":         {"of", "about"},
	"upbeat":       {"about"},
	"supportive":   {"of"},
	"critical":     {"of"},
	"concerned":    {"that", "about", "with", "over", "by"},
	"skeptical":    {"that", "of", "about"},
	"sceptical":    {"that", "of", "about"},
	"confident":    {"that", "in", "about", "of"},
	"worried":      {"that", "about", "over", "by"},
	"divided":      {"on", "over", "about", "between"},
	"impressed":    {"by", "with"},
	"shocked":      {"that", "by", "at"},
	"optimistic":   {"that", "about"},
	"pessimistic":  {"that", "about"},
	"pleased":      {"that", "with", "by"},
	"upset":        {"that", "with", "about", "by", "over"},
	"sure":         {"that"},
	"certain":      {"that"},
	"doubtful":     {"that", "about"},
	"split":        {"on", "over", "about", "between"},
	"proud":        {"that", "of"},
	"vocal":        {"about", "in"},
	"unanimous":    {"in"},
	"opposed":      {"to"},
	"fond":         {"of"},
	"tired":        {"of"},
	"sick":         {"of"},
	"hostile":      {"to"},
	"sympathetic":  {"to"},
	"dismissive":   {"of"},
	"mindful":      {"of"},
	"appreciative": {"of"},
	"unapologetic": {"about"},
	"disappointed": {"that", "in", "with", "by"},
	"glad":         {"that"},
}

// copulas link a subject to a stanceAdjective.
var copulas = map[string]bool{"is": true, "are": true, "was": true, "were": true, "am": true, "be": true,
	"been": true, "being": true, "remain": true, "remains": true, "remained": true, "become": true,
	"became": true, "becomes": true, "feel": true, "feels": true, "felt": true}

// sayingNouns are the nouns of saying and of taking a stance that make
// an attribution with a possessive source and a complement: "his attacks
// on Mr. Clinton", "Trump's assertion that …" (cueAt, possessiveNoun).
var sayingNouns = map[string]bool{
	"attacks": true, "criticism": true, "claim": true, "assertion": true, "suggestion": true, "insistence": true,
	"promise": true, "calls": true, "contention": true,
}

// nounish marks forms that are more often nouns than verbs.
var nounish = map[string]bool{
	"plan": true, "plans": true, "call": true, "calls": true, "report": true, "reports": true, "claim": true,
	"claims": true, "support": true, "view": true, "views": true, "hope": true, "hopes": true, "fear": true,
	"fears": true, "demand": true, "demands": true, "promise": true, "promises": true,
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
	"warning": true, "warnings": true, "voice": true, "voices": true, "reference": true, "references": true, "hint": true, "hints": true, "signal": true, "signals": true, "forecast": true, "forecasts": true, "advocate": true, "advocates": true, "outline": true, "quote": true, "quotes": true, "echo": true, "echoes": true, "remark": true, "remarks": true, "saying": false, "found": false, "seeking": false,
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
	cueStarts = map[string]bool{"according": true, "in": true, "reportedly": true}
	for _, words := range []map[string]bool{issueVerbs, sayingNouns} {
		for w := range words {
			cueStarts[w] = true
		}
	}
	for w := range stanceAdjectives {
		cueStarts[w] = true
	}
	for w := range lightVerbs {
		cueStarts[w] = true
	}
	for w := range phrases {
		cueStarts[w] = true
	}
	for w := range lexicon {
		cueStarts[w] = true
	}
}

// cueStarts holds every word a cue can start with: the words cueAt looks
// up one table after another, in one table, so that the other words (most
// of them) cost one lookup.
var cueStarts map[string]bool

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

// needThat cues attribute only with a clause: "found that …", "knows
// what …" (not "found the keys").
var needThat = map[string]bool{"find": true, "see": true, "hear": true, "learn": true,
	"feel": true, "indicate": true, "demonstrate": true, "realize": true, "recognize": true, "remember": true,
	"forget": true, "imagine": true, "understand": true, "know": true, "figure": true, "guess": true,
	"trust": true, "regard": true, "consider": true, "wonder": true}

// needInf cues attribute only with a to-infinitive: "sought to", "decided to".
var needInf = map[string]bool{"seek": true, "decide": true, "offer": true, "aim": true, "resolve": true,
	"commit": true, "like": true, "love": true, "hate": true, "prefer": true, "wish": true,
	"intend": true, "threaten": true, "decline": true}

// studyNouns name the polls, surveys and studies that a sentence can open
// with as its source ("In a CNN poll released Monday, …").
var studyNouns = map[string]bool{
	"poll": true, "polls": true, "survey": true, "surveys": true, "study": true, "studies": true,
	"report": true, "analysis": true, "audit": true, "census": true,
}

// evidenceNouns are the records, counts and studies that show or suggest
// something.
var evidenceNouns = map[string]bool{
	"poll": true, "polls": true, "polling": true, "survey": true, "surveys": true, "study": true, "studies": true,
	"record": true, "records": true, "report": true, "reports": true, "result": true, "results": true,
	"data": true, "figures": true, "numbers": true, "statistics": true, "documents": true, "document": true,
	"filings": true, "emails": true, "analysis": true, "research": true, "evidence": true,
	"estimates": true, "census": true, "tally": true, "count": true, "footage": true, "images": true, "photos": true,
	"video": true, "videos": true, "tests": true, "test": true, "audit": true, "findings": true,
}

// lightVerbNouns are the nouns of saying and of taking a stance that a
// light verb turns into a cue, each with the words that join it to its
// content: "made the case for …", "makes no secret of …"
// (lightVerbPhrase). The phrase with its preposition is the cue; a
// "that" clause is the content.
var lightVerbNouns = map[string]map[string][]string{
	"make": {"case": {"for", "against", "that"}, "secret": {"of"}},
}

// lightVerbs maps the forms of each light verb to its lemma.
var lightVerbs = map[string]string{
	"make": "make", "makes": "make", "made": "make", "making": "make",
}
