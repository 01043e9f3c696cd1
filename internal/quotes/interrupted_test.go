package quotes

import (
	"strings"
	"testing"
)

// TestQuoteInterruptedClause: a cue set off by commas inside a sentence
// interrupts one content, which goes on after it; a participle after the
// cue is the speaker's act, not more content.
func TestQuoteInterruptedClause(t *testing.T) {
	text := "Too often, the mayor said, the council ignores the poorest districts.\n" +
		"The bridge is safe, the engineer said, pointing to the new cables.\n"
	qs := extractText(text)
	checkQuotes(t, "interrupted", qs, []want{
		{content: "Too often", speaker: "the mayor", parts: 2, also: "the council ignores the poorest districts"},
		{content: "The bridge is safe", speaker: "the engineer", parts: 1},
	})
}

// TestQuoteSignedAndTranscript: a quotation signed with a dash and a name,
// and a transcript whose paragraphs each open with a stray quotation mark.
func TestQuoteSignedAndTranscript(t *testing.T) {
	text := "“The river took everything. We have nothing left.” ― Ana Ruiz\n" +
		"“Nobody came to help us.”― Luis de la Torre\n" +
		"\"HOST: Will the dam hold tonight?\n" +
		"\"MAYOR: We think so. The engineers checked it twice.\n"
	qs := extractText(text)
	checkQuotes(t, "signed", qs, []want{
		{content: "The river took everything", speaker: "Ana Ruiz", direct: true, parts: 1},
		{content: "Nobody came to help us", speaker: "Luis de la Torre", direct: true, parts: 1},
		{content: "Will the dam hold tonight?", speaker: "HOST", parts: 1},
		{content: "We think so", speaker: "MAYOR", parts: 1},
	})
}

// TestQuoteEndsBeforeParticipleAfterQuotation: a comma inside a closing
// quotation mark ends the content before a participle cue, which starts
// an attribution of its own.
func TestQuoteEndsBeforeParticipleAfterQuotation(t *testing.T) {
	qs := extractText("Cruz said there is \"only one conservative in a position to win,\" adding that it is why Trump attacks him.\n")
	checkQuotes(t, "adding", qs, []want{
		{content: "there is \"only one conservative in a position to win,\"", speaker: "Cruz", direct: true},
		{content: "that it is why Trump attacks him", speaker: "Cruz"},
	})
	for _, q := range quoteWith(qs, "only one") {
		if strings.Contains(q.ContentText, "adding") {
			t.Errorf("content %q runs past the quotation", q.ContentText)
		}
	}
}

// TestQuoteParenthesisEndsContent: a content inside a parenthetical aside
// ends before the closing parenthesis.
func TestQuoteParenthesisEndsContent(t *testing.T) {
	qs := extractText("The ads ran for weeks. (A campaign spokeswoman disputed their account.)\n")
	got := quoteWith(qs, "their account")
	if len(got) != 1 || got[0].ContentText != "their account" {
		t.Errorf("got %+v, want content %q", got, "their account")
	}
}

// TestQuoteLightVerbPhrase: a light verb with a noun of saying is one
// cue, its preposition included; a "that" clause is the content.
func TestQuoteLightVerbPhrase(t *testing.T) {
	cases := []struct{ text, source, cue, content string }{
		{"Sanders has made no secret of his disdain for the banks.\n", "Sanders", "has made no secret of", "his disdain for the banks"},
		{"The senator made the case that the plan would fail.\n", "The senator", "made the case", "that the plan would fail"},
	}
	for _, c := range cases {
		qs := extractText(c.text)
		if len(qs) != 1 {
			t.Errorf("%q: %d quotes, want 1", c.text, len(qs))
			continue
		}
		q := qs[0]
		if q.SourceText != c.source || q.CueText != c.cue || q.ContentText != c.content {
			t.Errorf("%q:\n got %q | %q | %q\nwant %q | %q | %q", c.text, q.SourceText, q.CueText, q.ContentText, c.source, c.cue, c.content)
		}
	}
}
