package quotes

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// cueFromLexicon reports whether a quote's cue is marked by the lexicon:
// one of its words (or a phrase of them) is a cue form, or it is one of
// the markers ("according to", "In", a speaker's colon).
func cueFromLexicon(cue string) bool {
	low := strings.ToLower(strings.TrimSpace(cue))
	if _, ok := markers[low]; ok {
		return true
	}
	ws := strings.FieldsFunc(low, func(r rune) bool { return r == ' ' || r == ':' || r == ',' })
	for i, w := range ws {
		if _, ok := lexicon[w]; ok {
			return true
		}
		for _, p := range phrases[w] {
			if i+len(p) <= len(ws) && strings.Join(ws[i:i+len(p)], " ") == strings.Join(p, " ") {
				return true
			}
		}
	}
	return false
}

// nonCueVerbs are verbs of doing, not of saying, thinking or showing:
// none is in the lexicon, so none may make a quote.
var nonCueVerbs = [][2]string{ // past, -ing
	{"walked", "walking"}, {"ate", "eating"}, {"built", "building"}, {"ran", "running"},
	{"painted", "painting"}, {"opened", "opening"}, {"closed", "closing"}, {"carried", "carrying"},
	{"jumped", "jumping"}, {"cooked", "cooking"}, {"fixed", "fixing"}, {"visited", "visiting"},
	{"threw", "throwing"}, {"drove", "driving"}, {"crossed", "crossing"}, {"fired", "firing"},
	{"sold", "selling"}, {"bought", "buying"}, {"moved", "moving"}, {"swam", "swimming"},
	{"waited", "waiting"}, {"smiled", "smiling"}, {"danced", "dancing"}, {"slept", "sleeping"},
	{"arrived", "arriving"}, {"left", "leaving"}, {"stood", "standing"}, {"sat", "sitting"},
}

// TestCueLexiconIsClosed: a verb outside the lexicon never makes a quote,
// in any cue position and whatever follows it.
func TestCueLexiconIsClosed(t *testing.T) {
	for _, v := range nonCueVerbs {
		if _, ok := lexicon[v[0]]; ok {
			t.Fatalf("%s is in the lexicon: not a test verb", v[0])
		}
		past, ing := v[0], v[1]
		sentences := []string{
			`"The bridge will be ready by June," Maria Lopez ` + past + `.`,
			`"The bridge will be ready by June," ` + past + ` Maria Lopez, a local engineer.`,
			`Maria Lopez ` + past + ` that the bridge will be ready by June.`,
			`Maria Lopez ` + past + `: "The bridge will be ready by June."`,
			`Maria Lopez ` + past + ` "The bridge will be ready by June."`,
			`Maria Lopez ` + past + ` the bridge will be ready by June.`,
			`Maria Lopez ` + past + ` to the river, "The bridge will be ready by June."`,
			`The mayor opened the bridge, ` + ing + ` that it would be ready by June.`,
			`The mayor opened the bridge, ` + ing + ` "It will be ready by June."`,
			`The mayor and his aides ` + past + ` and ` + ing + ` the bridge was ready.`,
			`Residents who ` + past + ` there believe nothing; officials ` + past + ` it was ready.`,
		}
		for _, s := range sentences {
			if qs := extractText(s); len(qs) > 0 {
				t.Errorf("%q: %d quotes, want none: cue %q content %q", s, len(qs), qs[0].CueText, qs[0].ContentText)
			}
		}
	}
}

// TestSeedCuesAndSpeakers holds the seeds to issue 22: every quote's cue
// comes from the lexicon, the article's own narration is no one's quote,
// and the speakers who do speak keep their quotes.
func TestSeedCuesAndSpeakers(t *testing.T) {
	all := map[string][]storyline.Quote{}
	for _, name := range []string{"000", "003"} {
		qs := Extract(seedArticle(t, name), nil, nil)
		all[name] = qs
		for _, q := range qs {
			if !cueFromLexicon(q.CueText) {
				t.Errorf("%s: cue %q of %q is not in the lexicon", name, q.CueText, q.ContentText)
			}
		}
	}
	// Narration: "Protesters were seen throwing rocks at troops and
	// attacking buses"; "Maduro, who has shown no sign that he intends to
	// relinquish power" is the article's narration about Maduro, never a
	// quote of the Colombian immigration officials.
	for _, q := range all["003"] {
		if strings.Contains(q.ContentText, "buses") || strings.Contains(q.CueText, "attacking") {
			t.Errorf("003: narration taken as a quote: %q ← %q (%q)", q.ContentText, q.SourceText, q.CueText)
		}
	}
	for _, q := range all["000"] {
		if strings.Contains(q.ContentText, "relinquish") && !strings.Contains(q.Speaker, "Maduro") {
			t.Errorf("000: %q attributed to %q, not Maduro", q.ContentText, q.Speaker)
		}
	}
	speaks := []struct{ seed, speaker, content string }{
		{"000", "Jose Gomez", "to see the aid brought in"},
		{"000", "Gomez", "The only way for this government"},
		{"000", "Jorge Torres", "I was tired of people"},
		{"000", "female soldier", "kilo of rice"},
		{"000", "Colombian immigration officials", "more than 320 Venezuelan soldiers"},
		{"003", "one of the soldiers who left his post", "I've spent days"},
		{"003", "Alfredo Romero", "four people have been killed"},
		{"003", "Maduro", "What the U.S. empire"},
		{"003", "Guaido", "great achievement"},
	}
	for _, w := range speaks {
		got := quoteWith(all[w.seed], w.content)
		if len(got) != 1 || !strings.Contains(got[0].Speaker, w.speaker) {
			var who []string
			for _, q := range got {
				who = append(who, q.Speaker)
			}
			t.Errorf("%s: %q: speakers %q, want %q", w.seed, w.content, who, w.speaker)
		}
	}
}
