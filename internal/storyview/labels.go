package storyview

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/reconcile"
)

// The reconciler labels a figure group from its key, whose words are
// stems and classes ("delegat needed to win outright", "people killed"):
// good for matching, odd to read. A reader's title uses the words of one
// of the group's mentions: each word of the key's label as that mention
// writes it ("delegates"), or, when the label has a word no mention
// writes, the mention's own counted thing and verb ("protesters were
// killed"), or at least the figure as written.

// mentionLabels replaces each group's Label by one written with the words
// of one of its mentions (see mentionLabel).
func mentionLabels(groups []storyline.FigureGroup, arts []*storyline.Article) {
	byID := make(map[int64]*storyline.Article, len(arts))
	for _, a := range arts {
		byID[a.ID] = a
	}
	for i := range groups {
		groups[i].Label = mentionLabel(&groups[i], byID)
	}
}

// mentionLabel is a group's title in the words of one of its mentions:
// the key's label with each word as the first mention that has them all
// writes it; else the counted thing and the verb of the first mention
// that has both, as written; else the first mention's counted thing alone;
// else a mention's words around its figure up to its verb, the figure
// left out; else the words of the key's label a mention writes; else the
// first figure's words. A verb is a verb as written
// (see actionVerb): never a number word of a list or a gerund of another
// clause. A title that falls back never has a number: the chart and the
// story list write the value before it ("16 killing 16", "25 wounded 25"
// otherwise).
func mentionLabel(g *storyline.FigureGroup, byID map[int64]*storyline.Article) string {
	if len(g.Points) == 0 {
		return g.Label
	}
	// The key's scope and stock words ("over the whole war", "(an
	// earlier event, 2013)", "(strength)") are no mention's: FigureNote
	// gives them apart. Its place is kept when a mention names it.
	core := coreLabel(g)
	noPlace, _ := strings.CutSuffix(core, " in "+g.Key.Place)
	labels := []string{core, noPlace}
	if !readsAsLabel(core) {
		// The key's action in the first mention's words may be a list's
		// number ("vehicles three") or another clause's gerund ("people
		// using", of "killed 1300 people using chemical weapons").
		labels = nil
	}
	for _, l := range labels {
		for _, p := range g.Points {
			if l, ok := relabel(l, mentionWords(p)); ok {
				return l
			}
		}
	}
	// The figure's fields may be normalised ("USD" for "$"): only words
	// the mention writes will do.
	for _, fromMention := range []func(storyline.FigurePoint, *storyline.Article) string{countedAndVerb, countedAsWritten, figureToVerb} {
		for _, p := range g.Points {
			if l := fromMention(p, byID[p.Article]); l != "" && !hasNumber(l) {
				if l, ok := relabel(l, mentionWords(p)); ok {
					return l
				}
			}
		}
	}
	// The words of the key's label that a mention writes ("displaced" of
	// "people displaced"), rather than the figure itself.
	for _, p := range g.Points {
		if l := writtenWords(noPlace, mentionWords(p)); l != "" && !hasNumber(l) {
			return l
		}
	}
	return g.Points[0].Text
}

// writtenWords keeps the words of label that words writes, as written
// (see asWritten), a word once where it comes twice in a row ("killed
// killed"); "" when none.
func writtenWords(label string, words []string) string {
	var kept []string
	for _, f := range splitWords(label) {
		if w, ok := asWritten(f, words); ok && (len(kept) == 0 || !strings.EqualFold(kept[len(kept)-1], w)) {
			kept = append(kept, w)
		}
	}
	return strings.Join(kept, " ")
}

// coreLabel is the group's label without the words its key's scope and
// stock add (see reconcile.Label).
func coreLabel(g *storyline.FigureGroup) string {
	l := g.Label
	k := g.Key
	switch {
	case k.Scope == reconcile.ScopeWar:
		l = strings.TrimSuffix(l, " over the whole war")
	case k.Scope != "":
		l = strings.TrimSuffix(l, " (an earlier event, "+k.Scope+")")
	}
	return strings.Replace(l, " (strength)", "", 1)
}

// FigureNote says in words what a group's title leaves out of its key:
// "in Ghouta, an earlier event (2013)", "over the whole war", "strength";
// "" when nothing.
func FigureNote(g *storyline.FigureGroup) string {
	var parts []string
	if k := g.Key; k.Place != "" && !strings.Contains(strings.ToLower(g.Label), strings.ToLower(k.Place)) {
		parts = append(parts, "in "+k.Place)
	}
	switch k := g.Key; {
	case k.Scope == reconcile.ScopeWar:
		parts = append(parts, "over the whole war")
	case k.Scope != "":
		parts = append(parts, "an earlier event ("+k.Scope+")")
	}
	if g.Key.Stock {
		parts = append(parts, "strength")
	}
	return strings.Join(parts, ", ")
}

// maxPhraseWords bounds a title taken from a sentence's words.
const maxPhraseWords = 8

// sentenceBreak finds a break inside a phrase: punctuation that ends a
// clause (not the point of "1.5").
var sentenceBreak = regexp.MustCompile(`[.;:!?,]( |$)`)

// figureToVerb is the words of a mention from its figure to its verb, or
// from its verb to its figure, when they are a short phrase, the figure's
// own words left out ("days of rehab began" of "90 days of rehab began",
// "killing" of "killing 16", "risen" of "risen to 61"); "" when the figure
// has no verb or they stand apart.
func figureToVerb(p storyline.FigurePoint, a *storyline.Article) string {
	if a == nil || p.Figure < 0 || p.Figure >= len(a.Analysis.Figures) {
		return ""
	}
	f := &a.Analysis.Figures[p.Figure]
	if f.ActionSpan.End <= f.ActionSpan.Start || f.ActionSpan.End > len(a.Text) {
		return ""
	}
	// A verb before the figure governs it, a gerund too ("killing 16 of
	// them"); one after it must be the counted thing's verb, not a list's
	// number or another clause's gerund ("1300 people using").
	if f.ActionSpan.Start > f.Span.Start && actionVerb(a.Text[f.ActionSpan.Start:f.ActionSpan.End]) == "" {
		return ""
	}
	start, end := min(f.Span.Start, f.ActionSpan.Start), max(f.Span.End, f.ActionSpan.End)
	if c := f.CountedSpan; c.End > c.Start && !f.CountedFromContext {
		start, end = min(start, c.Start), max(end, c.End)
	}
	if start < 0 || end > len(a.Text) || start >= end {
		return ""
	}
	// Whole words: "a 90-day stay", not "a 90".
	for end < len(a.Text) {
		r, size := utf8.DecodeRuneInString(a.Text[end:])
		if !isWordRune(r) && r != '-' {
			break
		}
		end += size
	}
	if f.Span.Start < start || f.Span.End > end {
		return ""
	}
	words := strings.Fields(a.Text[start:f.Span.Start] + " " + a.Text[f.Span.End:end])
	// What stood between the verb and the figure is no title's end ("risen
	// to", "gave a toll of", "killed and"), nor are the auxiliaries after
	// it its start ("had been trapped").
	for len(words) > 0 && danglingEnd[strings.ToLower(words[len(words)-1])] {
		words = words[:len(words)-1]
	}
	for len(words) > 1 && auxiliaries[strings.ToLower(words[0])] {
		words = words[1:]
	}
	phrase := strings.Join(words, " ")
	if n := len(words); n < 1 || n > maxPhraseWords || sentenceBreak.MatchString(phrase) {
		return ""
	}
	return phrase
}

// danglingEnd are the words a title does not end with: a preposition, a
// determiner, a conjunction.
var danglingEnd = func() map[string]bool {
	m := map[string]bool{"to": true, "and": true, "or": true, "but": true, "that": true}
	for w := range phraseStarts {
		m[w] = true
	}
	for w := range determiners {
		m[w] = true
	}
	return m
}()

// hasNumber reports whether a title has a number, in digits or words
// ("killed five children four", "Dozens wounded").
func hasNumber(label string) bool {
	for _, w := range splitWords(label) {
		if isNumberWord(w) || strings.ContainsFunc(w, unicode.IsDigit) {
			return true
		}
	}
	return false
}

// mentionWords are the words of a figure's mention: its sentence and the
// figure itself, as written.
func mentionWords(p storyline.FigurePoint) []string {
	return append(splitWords(p.SentenceText), splitWords(p.Text)...)
}

// splitWords cuts s into words of letters and digits (an apostrophe or a
// hyphen inside a word kept).
func splitWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || r == '-')
	})
}

// relabel writes each word of label as words has it: the same word (case
// aside), or the shortest word that starts with it (a stem: "delegat" →
// "delegates"); punctuation around a word is kept. ok is false when a word
// of the label is in neither form.
func relabel(label string, words []string) (string, bool) {
	fields := strings.Fields(label)
	for i, f := range fields {
		start := strings.IndexFunc(f, isWordRune)
		end := strings.LastIndexFunc(f, isWordRune)
		if start < 0 {
			continue
		}
		_, size := utf8.DecodeRuneInString(f[end:])
		core := f[start : end+size]
		w, ok := asWritten(core, words)
		if !ok {
			return "", false
		}
		fields[i] = f[:start] + w + f[end+size:]
	}
	return strings.Join(fields, " "), true
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// asWritten finds word (or a word it is the stem of) among words. A
// capitalised word of the label (a place) must be written the same; a
// lower-case one takes the mention's case only when the mention writes it
// so mid-sentence.
func asWritten(word string, words []string) (string, bool) {
	lw := strings.ToLower(word)
	best := ""
	for _, w := range words {
		l := strings.ToLower(w)
		if l == lw {
			return word, true
		}
		// A stem matches an inflection: "delegat" → "delegates", not
		// "delegation's" 7 letters on, nor a gerund ("kill" → "killing"
		// of "a strike killing one teacher") or a number ("thre" →
		// "three" of "eight tanks three artillery systems"), which are
		// no verb of the counted thing.
		if len(lw) >= 3 && strings.HasPrefix(l, lw) && len(l)-len(lw) <= 3 && !isGerund(l) && !isNumberWord(l) &&
			(best == "" || len(l) < len(best)) {
			best = l
		}
	}
	if best == "" {
		return "", false
	}
	return best, true
}

// countedAndVerb is a mention's counted thing and verb as written
// ("protesters" "were killed in the attack" → "protesters killed"), ""
// when the figure lacks either, its verb is no verb (see actionVerb) or
// its counted thing comes from another sentence.
func countedAndVerb(p storyline.FigurePoint, a *storyline.Article) string {
	counted := countedAsWritten(p, a)
	if counted == "" {
		return ""
	}
	if reconcile.EndsInState(counted) {
		// "left three teenagers dead": "3 teenagers dead", not
		// "teenagers dead left".
		return counted
	}
	f := &a.Analysis.Figures[p.Figure]
	verb := actionVerb(f.Action)
	if verb == "" {
		return ""
	}
	if state := reconcile.StateAfter(f, a.Text); state != "" {
		// "two adults were found dead": "adults found dead".
		return counted + " " + verb + " " + state
	}
	return counted + " " + verb
}

// countedAsWritten is a mention's counted thing as written, its head when
// it is long or holds another count ("civilians" of "civilians including
// five children"); "" when the figure has none or it comes from another
// sentence.
func countedAsWritten(p storyline.FigurePoint, a *storyline.Article) string {
	if a == nil || p.Figure < 0 || p.Figure >= len(a.Analysis.Figures) {
		return ""
	}
	f := &a.Analysis.Figures[p.Figure]
	if f.CountedFromContext || f.Counted == "" {
		return ""
	}
	if (len(strings.Fields(f.Counted)) > 4 || hasNumber(f.Counted)) && f.CountedHead != "" {
		return f.CountedHead
	}
	return f.Counted
}

// actionVerb is a figure's action as a title writes it: its verb without
// the auxiliaries before it or the phrase or name after it ("were killed
// in air strikes" → "killed", "injured Syrian" → "injured"); "" when that is no verb of the counted thing: a
// number word of a list read as one ("eight tanks three artillery
// systems" → "three"), a gerund of another clause ("killed 1300 people
// using chemical weapons" → "using", "a strike killing one teacher") or a
// verb without its object ("show the killing", "led to the killing").
func actionVerb(action string) string {
	words := strings.Fields(action)
	for len(words) > 1 && auxiliaries[strings.ToLower(words[0])] {
		words = words[1:]
	}
	for i := 1; i < len(words); i++ {
		if determiners[strings.ToLower(words[i])] || isPrepositionTo(words, i) {
			// A verb without its object says nothing: "show" of "show
			// the killing", "led" of "led to the killing".
			return ""
		}
		if r, _ := utf8.DecodeRuneInString(words[i]); phraseStarts[strings.ToLower(words[i])] || unicode.IsUpper(r) {
			words = words[:i]
			break
		}
	}
	if len(words) == 0 || isNumberWord(words[0]) || isGerund(words[len(words)-1]) {
		return ""
	}
	return strings.Join(words, " ")
}

// phraseStarts are the words that begin the phrase after a verb ("in air
// strikes", "the lives of"), which a title leaves out; "to" may be the
// verb's own (see isPrepositionTo).
var phraseStarts = map[string]bool{
	"in": true, "on": true, "at": true, "by": true, "of": true, "from": true, "for": true,
	"with": true, "during": true, "near": true, "after": true, "since": true, "into": true, "over": true,
	"across": true, "around": true, "as": true, "while": true, "when": true,
}

// determiners begin the object of a verb ("the killing").
var determiners = map[string]bool{"the": true, "a": true, "an": true}

// isPrepositionTo reports whether words[i] is a "to" that begins the
// phrase a verb needs ("led to the killing", "rose to 50"), not an
// infinitive or a destination kept with the verb ("able to get out",
// "fled to Turkey").
func isPrepositionTo(words []string, i int) bool {
	if !strings.EqualFold(words[i], "to") {
		return false
	}
	next := strings.ToLower(words[min(i+1, len(words)-1)])
	return i+1 == len(words) || phraseStarts[next] || determiners[next] || isNumberWord(next)
}

// readsAsLabel reports whether a label's lower-case words (a place's are
// capitalised) have no number word and no gerund, and no word comes twice
// in a row (a counted thing read as its verb: "killed killed").
func readsAsLabel(label string) bool {
	words := splitWords(label)
	for i, w := range words {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) && (isNumberWord(w) || isGerund(w)) {
			return false
		}
		if i > 0 && strings.EqualFold(w, words[i-1]) {
			return false
		}
	}
	return true
}

// isNumberWord reports whether a word is a number ("three", "dozens", "17").
func isNumberWord(w string) bool { return len(figures.Numbers(w)) > 0 }

// isGerund reports whether a word is an -ing form ("using", "killing");
// "sing" and "ring" are too short to be one, and "missing" and
// "remaining" say what the counted things are.
func isGerund(w string) bool {
	w = strings.ToLower(w)
	return len(w) > 4 && strings.HasSuffix(w, "ing") && w != "missing" && w != "remaining"
}

// auxiliaries are the verbs a title leaves out before the main one
// ("have defected" → "defected").
var auxiliaries = map[string]bool{
	"am": true, "is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true,
	"has": true, "have": true, "had": true, "having": true, "will": true, "would": true, "shall": true,
	"should": true, "may": true, "might": true, "must": true, "can": true, "could": true, "did": true, "do": true, "does": true,
	"reportedly": true, "also": true, "now": true, "already": true,
}
