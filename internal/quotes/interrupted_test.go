package quotes

import "testing"

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
