package quotes

import "testing"

// TestQuoteNotSpeech covers verbs of speech or belief used in another
// sense: a blow, a state someone is in, a recipient in the passive.
func TestQuoteNotSpeech(t *testing.T) {
	for _, s := range []string{
		"Deputies knocked on the door twice before leaving.",
		"The officers knocked and got no answer.",
		"A neighbor knocked him out with one punch.",
		"By evening her cousins had gotten worried, so they drove to the farm.",
		"The crowd grew concerned as the smoke thickened.",
	} {
		if qs := extractText(s); len(qs) != 0 {
			t.Errorf("%q: no attribution expected, got %q by %q", s, qs[0].ContentText, qs[0].SourceText)
		}
	}
	for _, s := range []string{
		"We're told the suspect fled on foot.",
		"I’m told the road will stay closed until Monday.",
	} {
		qs := extractText(s)
		if len(qs) != 1 {
			t.Fatalf("%q: want one attribution, got %d", s, len(qs))
		}
		if qs[0].SourceText != "" || qs[0].Speaker != "" {
			t.Errorf("%q: the one told is no source, got %q / %q", s, qs[0].SourceText, qs[0].Speaker)
		}
	}
	if qs := extractText("The senator knocked the governor's budget as reckless."); len(qs) != 1 || qs[0].SourceText != "The senator" {
		t.Errorf("a criticism stays an attribution: %+v", qs)
	}
}
