package names

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestPeopleOnUnseenNews: names of news the tagger was not trained on that
// it reads as people are checked against what else they are and what the
// article says around them (unseen.go).
func TestPeopleOnUnseenNews(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []want
	}{
		// an armed group named in Arabic
		{"Fighters of Jaish al-Ummah shelled the market on Monday.", []want{{"Jaish al-Ummah", storyline.ORG, "", false}}},
		// a place the article names alone, run into a person's name
		{"Jets bombed Hama on Friday. The governor of Hama Khalil Murad told reporters the toll was rising.",
			[]want{{"Hama", storyline.LOC, "", false}, {"Khalil Murad", storyline.PER, "", false}}},
		// an acronym after a person's name
		{"Aid chief Marta Lindqvist OCHA said convoys were blocked.",
			[]want{{"Marta Lindqvist", storyline.PER, "chief", false}, {"OCHA", storyline.ORG, "", false}}},
		// a town of the gazetteer after a preposition of place
		{"Shelling resumed near Zabadani overnight. Zabadani has been cut off since July.", []want{{"Zabadani", storyline.LOC, "", false}}},
		// a compass word before a name
		{"Time is running out for the people of East Ghouta, aid groups said.", []want{{"Ghouta", storyline.LOC, "", false}}},
		// a sect left alone by a possessive cut off
		{"Bashar al-Assad visited Latakia. Assads Alawite sect dominates the coast.", []want{{"Alawite", storyline.NORP, "", false}}},
		// a possessive without its apostrophe, words between it and what is had
		{"Critics asked whether Donald Trumps new trade policies would last.", []want{{"Donald Trump", storyline.PER, "", false}}},
		// a title of several words, the first words outside the name
		{"Secretary of State John Kerry met the envoys.", []want{{"John Kerry", storyline.PER, "Secretary of State", false}}},
		// a photo credit ends before a title: the caption's person
		{"REUTERS/Jason Reed Secretary of State John Kerry and his aides arrive in Geneva.",
			[]want{{"Jason Reed", storyline.PER, "", true}, {"John Kerry", storyline.PER, "Secretary of State", false}}},
	} {
		ms, _ := Default().Analyze(tc.text)
		checkMentions(t, tc.text, ms, tc.want)
	}
	// A list a plural kind of place opens holds places, however the
	// tagger cut it; a person named after the list stays a person.
	text := "The army stormed gatherings in the villages of Qasr al-Gharbi Rasm Nawaf Jubb Salim Abu Hadid Tell Jarrah and Kherbet Samra on Tuesday. Colonel Samir Haddad said the raids went on."
	ms, _ := Default().Analyze(text)
	for _, m := range ms {
		if m.Type == storyline.PER && m.Text != "Samir Haddad" {
			t.Errorf("%q: person %q inside a list of villages", text, m.Text)
		}
		if strings.Contains(m.Text, "Samir") && m.Type != storyline.PER {
			t.Errorf("%q: %q is %s", text, m.Text, m.Type)
		}
	}
	// No person: page words, a letter alone, names run together.
	for text, not := range map[string]string{
		"Our Standards:The Thomson Reuters Trust Principles.":                                               "Standards",
		"Jets bombed Hama on Friday. The governor of Hama Khalil Murad told reporters the toll was rising.": "Hama Khalil Murad",
		"Aid chief Marta Lindqvist OCHA said convoys were blocked.":                                         "Marta Lindqvist OCHA",
	} {
		ms, _ := Default().Analyze(text)
		for _, m := range ms {
			if strings.Contains(m.Text, not) {
				t.Errorf("%q: mention %q", text, m.Text)
			}
		}
	}
}
