package quotes

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestQuoteSubjectShapes: compound subjects that open the sentence,
// prepositional complements of the head, and the subject of an object
// relative clause are whole sources.
func TestQuoteSubjectShapes(t *testing.T) {
	text := "Regulators and environmental groups worried that the mine would close.\n" +
		"Advisers to the governor say the budget will pass.\n" +
		"The Commission on Public Safety says crime fell last year.\n" +
		"It was a contest in which farmers say the rules were rigged.\n" +
		"The storm flooded the valley and officials said the dam held.\n"
	qs := extractText(text)
	checkQuotes(t, "subjects", qs, []want{
		{content: "the mine would close", speaker: "Regulators and environmental groups"},
		{content: "the budget will pass", speaker: "Advisers to the governor", anonymous: true},
		{content: "crime fell last year", speaker: "The Commission on Public Safety"},
		{content: "the rules were rigged", speaker: "farmers"},
	})
	for _, q := range quoteWith(qs, "the dam held") {
		if q.SourceText != "officials" {
			t.Errorf("source %q, want officials", q.SourceText)
		}
	}
}

// TestQuoteNounishCueBeforeColon: a noun/verb homograph after a name and
// before a colon and a quotation is the verb.
func TestQuoteNounishCueBeforeColon(t *testing.T) {
	qs := extractText("The Times reports: \"Nobody was hurt in the blast.\"\nThe reports: a summary of the week.\n")
	checkQuotes(t, "reports", qs, []want{{content: "Nobody was hurt", speaker: "The Times", direct: true}})
	if len(qs) != 1 {
		t.Errorf("%d quotes, want 1", len(qs))
	}
}

// TestQuoteInvertedSourceWithQuotation: a quoted title in an inverted
// source's appositive belongs to the source; a relative clause that quotes
// the speaker again is left out of it.
func TestQuoteInvertedSourceWithQuotation(t *testing.T) {
	qs := extractText("\"Politics was never gentle,\" said Jon Meacham, the author of \"Destiny and Power,\" a biography of the president.\n" +
		"\"People are angry,\" said Ana Ruiz, who thinks the mayor \"needs to listen.\"\n")
	for _, w := range []struct{ content, source string }{
		{"\"Politics was never gentle,\"", "Jon Meacham, the author of \"Destiny and Power,\" a biography of the president"},
		{"\"People are angry,\"", "Ana Ruiz"},
	} {
		got := quoteWith(qs, w.content)
		if len(got) != 1 || got[0].SourceText != w.source {
			t.Errorf("%s: got %+v, want source %q", w.content, got, w.source)
		}
	}
}

// TestQuoteExpressAndPointTo: "expressed" takes the feeling into the cue
// ("expressed concern that …", "expressed support for …"); "pointed to"
// cites what it points to, "discussed" what is discussed; the noun
// "voice" is no cue.
func TestQuoteExpressAndPointTo(t *testing.T) {
	qs := extractText("Republicans have expressed concern that the change could lead to fraud.\n" +
		"Activists expressed support for the new law.\n" +
		"The mayor pointed to the drop in crime.\n" +
		"The senator discussed the budget with aides.\n" +
		"The governor made it clear that the plant will close.\n" +
		"Obama went on to say that the deal would hold.\n" +
		"The senator railed against the new tariffs.\n" +
		"Clinton laid out her proposals for national service.\n" +
		"She spoke in a booming voice to the crowd.\n")
	for _, w := range []struct{ content, cue string }{
		{"that the change could lead to fraud", "have expressed concern"},
		{"the new law", "expressed support for"},
		{"the drop in crime", "pointed to"},
		{"the budget with aides", "discussed"},
		{"that the plant will close", "made it clear"},
		{"that the deal would hold", "went on to say"},
		{"the new tariffs", "railed against"},
		{"her proposals for national service", "laid out"},
	} {
		got := quoteWith(qs, w.content)
		if len(got) != 1 || got[0].CueText != w.cue {
			t.Errorf("%s: got %+v, want cue %q", w.content, got, w.cue)
		}
	}
	if len(quoteWith(qs, "crowd")) != 0 {
		t.Errorf("the noun voice made a quote")
	}
}

// TestQuoteSourceAsidesAndListeners: an aside between dashes belongs to
// the source before it; a relative clause after an inverted source is no
// post-posed attribution of the quotation before it; a named listener
// and a time before "that" stay out of the content; "familiar with …",
// "a spokeswoman with …" and "a poll by …" belong to the source.
func TestQuoteSourceAsidesAndListeners(t *testing.T) {
	qs := extractText("Democrats -- including Clinton -- say the plan would fail.\n" +
		"\"He did try to scare me,\" said Ann Lee, who wrote about the visit in her book.\n" +
		"Sen. Tim Scott told The Post and Courier on Monday that he would back the nominee.\n" +
		"Two people familiar with the talks say a deal is close.\n" +
		"A new poll by Quinnipiac University shows Clinton ahead.\n" +
		"A poll conducted by Gallup found that most voters disagree.\n")
	for _, w := range []struct{ content, source string }{
		{"a deal is close", "Two people familiar with the talks"},
		{"Clinton ahead", "A new poll by Quinnipiac University"},
		{"that most voters disagree", "A poll conducted by Gallup"},
		{"the plan would fail", "Democrats -- including Clinton --"},
		{"\"He did try to scare me,\"", "Ann Lee, who wrote about the visit in her book"},
		{"that he would back the nominee", "Sen. Tim Scott"},
	} {
		got := quoteWith(qs, w.content)
		if len(got) != 1 || got[0].SourceText != w.source || got[0].ContentText != w.content {
			t.Errorf("%s: got %+v, want source %q", w.content, got, w.source)
		}
	}
}

// TestQuoteReducedRelatives: a participle of stance or speech that
// modifies a noun makes that noun phrase the source ("a group backing
// Huckabee"); a verb that takes the participle as object does not. A
// poll's finding holds the voters' saying.
func TestQuoteReducedRelatives(t *testing.T) {
	qs := extractText("He gave $3 million to a group backing former Gov. Mike Huckabee, also a candidate.\n" +
		"The super PACs supporting Kasich paid for voter files.\n" +
		"The poll found 30 percent of voters saying they trust him.\n" +
		"Trump avoids condemning the invasion.\n")
	for _, w := range []struct{ content, source string }{
		{"former Gov. Mike Huckabee", "a group"},
		{"Kasich", "The super PACs"},
		{"they trust him", "30 percent of voters"},
		{"30 percent of voters saying they trust him", "The poll"},
	} {
		var got []storyline.Quote
		for _, q := range quoteWith(qs, w.content) {
			if q.ContentText == w.content {
				got = append(got, q)
			}
		}
		if len(got) != 1 || got[0].SourceText != w.source {
			t.Errorf("%s: got %+v, want source %q", w.content, got, w.source)
		}
	}
	if got := quoteWith(qs, "the invasion"); len(got) != 0 && got[0].CueText == "condemning" {
		t.Errorf("avoids condemning: got %+v", got)
	}
}

// TestQuoteReportedly: "reportedly" before a verb that is no cue reports
// the clause with no one named; before a cue it is an adverb of the cue.
func TestQuoteReportedly(t *testing.T) {
	qs := extractText("The hackers have reportedly infiltrated more than 100 party offices, leaving aides fearful.\n" +
		"Trump reportedly said the talks had failed.\n")
	got := quoteWith(qs, "infiltrated")
	if len(got) != 1 || got[0].CueText != "reportedly" || got[0].SourceText != "" ||
		got[0].ContentText != "The hackers have infiltrated more than 100 party offices" {
		t.Errorf("reportedly: got %+v", got)
	}
	got = quoteWith(qs, "the talks had failed")
	if len(got) != 1 || got[0].CueText != "reportedly said" || got[0].SourceText != "Trump" {
		t.Errorf("reportedly said: got %+v", got)
	}
}

// TestQuotePossessiveNouns: a noun of saying with a possessive source and
// a complement is an attribution ("his attacks on Mr. Clinton"); the
// preposition is the cue's, a "that" clause is the content, and a time
// after the noun is no complement.
func TestQuotePossessiveNouns(t *testing.T) {
	qs := extractText("He has been direct in his attacks on Mr. Clinton, but others waited.\n" +
		"Mr. Trump's assertion that the judge was biased drew rebukes.\n" +
		"She repeated her criticism on Tuesday.\n")
	for _, w := range []struct{ content, source, cue string }{
		{"Mr. Clinton", "his", "attacks on"},
		{"that the judge was biased drew rebukes", "Mr. Trump's", "assertion"},
	} {
		got := quoteWith(qs, w.content)
		if len(got) != 1 || got[0].SourceText != w.source || got[0].CueText != w.cue || got[0].ContentText != w.content {
			t.Errorf("%s: got %+v, want source %q cue %q", w.content, got, w.source, w.cue)
		}
	}
	for _, q := range quoteWith(qs, "Tuesday") {
		if strings.HasPrefix(q.CueText, "criticism") {
			t.Errorf("criticism on Tuesday: got %+v", q)
		}
	}
}

// TestQuoteDocumentCue: a verb of issuing a document and the participle
// that says what it says are one cue; the verb's subject is the source.
func TestQuoteDocumentCue(t *testing.T) {
	qs := extractText("On Saturday, Trump issued a statement saying that the judge was \"a remarkable person.\"\n" +
		"The groups sent a letter this week urging Congress to act.\n")
	for _, w := range []struct{ content, source, cue string }{
		{"that the judge was \"a remarkable person.\"", "Trump", "issued a statement saying"},
		{"Congress to act", "The groups", "sent a letter this week urging"},
	} {
		got := quoteWith(qs, w.content)
		if len(got) != 1 || got[0].SourceText != w.source || got[0].CueText != w.cue || got[0].ContentText != w.content {
			t.Errorf("%s: got %+v, want source %q cue %q", w.content, got, w.source, w.cue)
		}
	}
}

// TestQuoteParentheticalAct: a participle phrase or adverbs set off by
// commas after the speaker describe the act, not the speaker; "including
// …" and "ranking member" belong to the source.
func TestQuoteParentheticalAct(t *testing.T) {
	qs := extractText("Sen. Marco Rubio, R-Fla., appearing on Fox News after the speech, said the plan failed.\n" +
		"One former employee, speaking on condition of anonymity, said the fund was secret.\n" +
		"Other unions, including the AFL-CIO, have endorsed Clinton.\n")
	for _, w := range []struct{ content, source string }{
		{"the plan failed", "Sen. Marco Rubio, R-Fla.,"},
		{"the fund was secret", "One former employee"},
		{"Clinton", "Other unions, including the AFL-CIO,"},
	} {
		got := quoteWith(qs, w.content)
		if len(got) != 1 || got[0].SourceText != w.source {
			t.Errorf("%s: got %+v, want source %q", w.content, got, w.source)
		}
	}
}
