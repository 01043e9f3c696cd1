package stories

import "strings"

// Lemma returns a normalized key for an English word form: lower case, with
// inflections stripped so that the forms of one word share a key ("killed",
// "kills", "killing" → "kill"; "sentenced", "sentence" → "sentenc"; "shot",
// "shooting" → "shoot"). It is a light stemmer with a table of irregular
// forms, not a dictionary lemmatizer: keys are consistent, not always words.
func Lemma(w string) string {
	w = strings.ToLower(w)
	if v, ok := irregular[w]; ok {
		return v
	}
	return stem(w)
}

// stem strips the regular English inflections of a lower-case word.
func stem(w string) string {
	if len(w) <= 3 || !isAlpha(w) {
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses"):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
	case strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "zes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "s"):
		w = w[:len(w)-1]
	}
	switch {
	case strings.HasSuffix(w, "ied") && len(w) > 4:
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ing") && len(w) > 5 && hasVowel(w[:len(w)-3]):
		w = undouble(w[:len(w)-3])
	case strings.HasSuffix(w, "ed") && len(w) > 4 && hasVowel(w[:len(w)-2]):
		w = undouble(w[:len(w)-2])
	}
	if len(w) > 3 && w[len(w)-1] == 'e' {
		w = w[:len(w)-1]
	}
	return w
}

func isAlpha(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

func hasVowel(s string) bool { return strings.ContainsAny(s, "aeiouy") }

// undouble drops one of a final doubled consonant ("stopp" → "stop") but
// keeps ll, ss and zz ("kill", "pass").
func undouble(s string) string {
	n := len(s)
	if n >= 3 && s[n-1] == s[n-2] && !strings.ContainsRune("aeiouylsz", rune(s[n-1])) {
		return s[:n-1]
	}
	return s
}

// irregular maps irregular inflected forms, and their base form, to the
// stem of the base form, so that "made", "make" and "making" share a key.
var irregular = func() map[string]string {
	m := map[string]string{}
	for _, line := range []string{
		"be was were been is are am being", "have has had having", "do did done does doing",
		"say said says", "go went gone goes", "arise arose arisen", "beat beaten", "become became",
		"begin began begun", "bite bit bitten", "blow blew blown", "break broke broken", "bring brought",
		"build built", "buy bought", "catch caught", "choose chose chosen", "come came", "deal dealt",
		"draw drew drawn", "drive drove driven", "eat ate eaten", "fall fell fallen", "feel felt",
		"fight fought", "find found", "flee fled", "fly flew flown flies", "forget forgot forgotten",
		"freeze froze frozen", "get got gotten", "give gave given", "grow grew grown", "hang hung",
		"hear heard", "hide hid hidden", "hold held", "keep kept", "know knew known", "lay laid",
		"lead led", "leave left", "lend lent", "lose lost", "make made", "mean meant", "meet met",
		"pay paid", "ride rode ridden", "ring rang rung", "rise rose risen", "run ran", "see saw seen",
		"seek sought", "sell sold", "send sent", "shake shook shaken", "shine shone", "shoot shot",
		"sing sang sung", "sink sank sunk", "sit sat", "slay slew slain", "sleep slept",
		"speak spoke spoken", "spend spent", "stand stood", "steal stole stolen", "stick stuck",
		"strike struck stricken", "swear swore sworn", "swim swam swum", "take took taken",
		"teach taught", "tear tore torn", "tell told", "think thought", "throw threw thrown",
		"understand understood", "wake woke woken", "wear wore worn", "win won", "write wrote written",
		"withdraw withdrew withdrawn", "undergo underwent undergone", "overtake overtook overtaken",
		"die died dies dying", "lie lies lying", "tie ties tied tying", "man men", "woman women",
		"child children", "person people", "news", "series", "species", "police", "hit hits hitting",
		"quit quits quitting", "set sets setting", "put puts putting", "cut cuts cutting", "let lets",
		"shut shuts shutting", "hurt hurts hurting", "cost costs costing", "spread spreads spreading",
	} {
		fs := strings.Fields(line)
		for _, f := range fs {
			m[f] = stem(fs[0])
		}
	}
	return m
}()
