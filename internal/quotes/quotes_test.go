package quotes

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/clean"
	"github.com/storyline-news/storyline/internal/demo"
)

func seedArticle(t testing.TB, name string) *storyline.Article {
	t.Helper()
	s, ok := demo.SampleNamed(name)
	if !ok {
		t.Fatalf("no sample %s", name)
	}
	r := clean.Clean(string(s.Data), clean.Options{TitleLine: true})
	return &storyline.Article{Text: r.Text, Paragraphs: r.Paragraphs, Captions: r.Captions, Credits: r.Credits}
}

// quoteWith returns the quotes whose content holds sub.
func quoteWith(qs []storyline.Quote, sub string) []storyline.Quote {
	var out []storyline.Quote
	for _, q := range qs {
		if strings.Contains(q.ContentText, sub) {
			out = append(out, q)
		}
	}
	return out
}

type want struct {
	content   string // a piece of the content
	speaker   string // a piece of the resolved speaker
	parts     int    // 0: any
	direct    bool
	anonymous bool
	reported  bool // nested: reported by another quote
	also      string
}

func checkQuotes(t *testing.T, name string, qs []storyline.Quote, ws []want) {
	t.Helper()
	for _, w := range ws {
		got := quoteWith(qs, w.content)
		if len(got) != 1 {
			t.Errorf("%s: %d quotes hold %q, want 1", name, len(got), w.content)
			for _, q := range qs {
				t.Logf("  %q ← %q (%q) cue %q", q.ContentText, q.SourceText, q.Speaker, q.CueText)
			}
			continue
		}
		q := got[0]
		if !strings.Contains(q.Speaker, w.speaker) {
			t.Errorf("%s: %q: speaker %q (source %q), want %q", name, w.content, q.Speaker, q.SourceText, w.speaker)
		}
		if w.parts > 0 && len(q.Parts) != w.parts {
			t.Errorf("%s: %q: %d parts, want %d: %q", name, w.content, len(q.Parts), w.parts, q.ContentText)
		}
		if w.also != "" && !strings.Contains(q.ContentText, w.also) {
			t.Errorf("%s: %q: content %q lacks %q", name, w.content, q.ContentText, w.also)
		}
		if q.Direct != w.direct || q.Anonymous != w.anonymous || (q.ReportedBy >= 0) != w.reported {
			t.Errorf("%s: %q: direct %v anonymous %v reported %d, want %v %v %v", name, w.content, q.Direct, q.Anonymous, q.ReportedBy, w.direct, w.anonymous, w.reported)
		}
	}
}

func TestQuoteSeeds(t *testing.T) {
	qs := Extract(seedArticle(t, "000"), nil, nil)
	checkQuotes(t, "000", qs, []want{
		{content: "I was tired of people", speaker: "Jorge Torres", parts: 2, direct: true, also: "I'm not."},
		{content: "Son, if this decision", speaker: "his father", parts: 1, direct: true, anonymous: true, reported: true},
		{content: "his father told him", speaker: "Gomez"},
		{content: "The only way for this government", speaker: "Gomez", parts: 2, direct: true, also: "international community"},
		{content: "kilo of rice", speaker: "female soldier", parts: 2, direct: true, anonymous: true, also: "stay here fighting"},
		{content: "more than 320 Venezuelan soldiers", speaker: "Colombian immigration officials", anonymous: true},
	})
	qs = Extract(seedArticle(t, "003"), nil, nil)
	checkQuotes(t, "003", qs, []want{
		{content: "I've spent days", speaker: "one of the soldiers", direct: true, anonymous: true},
		{content: "There is a lot of discontent", speaker: "one of the soldiers", direct: true, anonymous: true},
		{content: "What the U.S. empire", speaker: "Maduro", parts: 2, direct: true, also: "didn't achieve it"},
		{content: "totally and completely", speaker: "Maduro", direct: true},
		{content: "Let's all take to the streets", speaker: "Maduro", direct: true},
		{content: "great achievement", speaker: "Guaido", direct: true},
		{content: "mobilize", speaker: "Maduro", direct: true},
		{content: "four people have been killed", speaker: "Alfredo Romero"},
	})
	for _, q := range quoteWith(qs, "mobilize") {
		if q.Medium != "twitter" {
			t.Errorf("mobilize: medium %q, want twitter", q.Medium)
		}
	}
	for _, q := range quoteWith(qs, "four people have been killed") {
		if q.CueText != "according to" || !strings.Contains(q.SourceText, "Foro Penal") {
			t.Errorf("Romero: cue %q source %q", q.CueText, q.SourceText)
		}
	}
}

func extractText(text string) []storyline.Quote {
	return ExtractBlocks(text, LineBlocks(text), nil, nil)
}

func TestQuoteDirectForms(t *testing.T) {
	text := "“We will rebuild the bridge,” the mayor said on Monday. “It will take a year.”\n" +
		"Residents were skeptical.\n" +
		"\"Nobody has come to help us,\" said Maria Lopez, a teacher who lives near the river. \"Nobody.\"\n" +
		"\"We lost everything,\" she added.\n" +
		"\"The water came at night.\n" +
		"\"By morning the school was gone.\"\n" +
		"The governor called the flood a \"catastrophe\" in a statement.\n" +
		"Critics called it a \"so-called plan\" that nobody had read.\n"
	qs := extractText(text)
	checkQuotes(t, "direct", qs, []want{
		{content: "rebuild the bridge", speaker: "the mayor", parts: 2, direct: true, anonymous: false, also: "take a year"},
		{content: "Nobody has come", speaker: "Maria Lopez", parts: 2, direct: true},
		{content: "We lost everything", speaker: "Maria Lopez", direct: true, parts: 3, also: "By morning"},
		{content: "catastrophe", speaker: "The governor", direct: true},
	})
	for _, q := range quoteWith(qs, "catastrophe") {
		if q.Medium != "statement" {
			t.Errorf("medium %q, want statement", q.Medium)
		}
	}
	for _, q := range quoteWith(qs, "Nobody has come") {
		if q.CueText != "said" || q.SourceText != "Maria Lopez, a teacher who lives near the river" {
			t.Errorf("cue %q source %q", q.CueText, q.SourceText)
		}
	}

	// A source with an appositive after the quotation, and the topic
	// after the cue: the quotation is still the content.
	topic := extractText("\"They are open to new things,\" Jenna Golden, the director of advertising, said of the campaign.\n")
	if len(topic) != 1 || topic[0].CueText != "said" || topic[0].SourceText != "Jenna Golden, the director of advertising," ||
		!strings.Contains(topic[0].ContentText, "open to new things") {
		t.Errorf("topic after a post-posed cue: %+v", topic)
	}
	topic = extractText("He said of Congress: \"They need to act.\"\n")
	if len(topic) != 1 || topic[0].CueText != "said" || topic[0].ContentText != "\"They need to act.\"" {
		t.Errorf("topic before a quotation: %+v", topic)
	}
}

func TestQuoteIndirectForms(t *testing.T) {
	text := "Police officials said on Sunday that 14 people had died in the storm.\n" +
		"The death toll could rise, the agency warned.\n" +
		"According to the Red Cross, 3,000 families lost their homes.\n" +
		"At least 40 roads were closed, according to local authorities.\n" +
		"The minister, who visited the area on Saturday, told reporters that aid was on its way.\n" +
		"Officials, speaking on condition of anonymity, believe the dam failed.\n"
	qs := extractText(text)
	checkQuotes(t, "indirect", qs, []want{
		{content: "that 14 people had died in the storm", speaker: "Police officials", anonymous: true},
		{content: "The death toll could rise", speaker: "the agency"},
		{content: "3,000 families lost their homes", speaker: "the Red Cross"},
		{content: "At least 40 roads were closed", speaker: "local authorities", anonymous: true},
		{content: "that aid was on its way", speaker: "The minister"},
	})
	for _, q := range quoteWith(qs, "that 14 people") {
		if q.ContentText != "that 14 people had died in the storm" || q.CueText != "said" {
			t.Errorf("content %q cue %q", q.ContentText, q.CueText)
		}
	}
}

func TestQuoteScareQuotesAndNesting(t *testing.T) {
	text := "The so-called \"peace plan\" was never published.\n" +
		"Rivera said her brother told her, \"Run.\"\n"
	qs := extractText(text)
	if len(quoteWith(qs, "peace plan")) != 0 {
		t.Errorf("scare quote attributed: %+v", qs)
	}
	got := quoteWith(qs, "Run.")
	if len(got) == 0 {
		t.Fatalf("no quote for Run: %+v", qs)
	}
}

func TestQuoteCaptionAndEntities(t *testing.T) {
	text := "Ana Ruiz spoke to the crowd.\n\n\"We are not afraid,\" Ruiz said.\n\n\"Stay home,\" an officer shouts at protesters in Caracas. (AP Photo/Someone)"
	p2 := strings.Index(text, "\"We")
	c := strings.Index(text, "\"Stay")
	r := strings.Index(text, "Ruiz said")
	a := &storyline.Article{Text: text,
		Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: p2 - 2}}, {Span: storyline.Span{Start: p2, End: c - 2}}},
		Captions:   []storyline.Caption{{Span: storyline.Span{Start: c, End: len(text)}}}}
	ms := []storyline.Mention{
		{Span: storyline.Span{Start: 0, End: 8}, Text: "Ana Ruiz", Type: storyline.PER, Entity: 0},
		{Span: storyline.Span{Start: r, End: r + 4}, Text: "Ruiz", Type: storyline.PER, Entity: 0},
	}
	es := []storyline.Entity{{Type: storyline.PER, Canonical: "Ana Ruiz", Mentions: 2}}
	qs := Extract(a, ms, es)
	got := quoteWith(qs, "not afraid")
	if len(got) != 1 || got[0].Entity != 0 || got[0].Speaker != "Ana Ruiz" {
		t.Errorf("linked quote: %+v", got)
	}
	if c := quoteWith(qs, "Stay home"); len(c) != 1 || !c[0].Caption {
		t.Errorf("caption quote: %+v", c)
	}
}

func TestQuoteUnbalanced(t *testing.T) {
	for _, s := range []string{
		"\"", "“", "”", "\"\"", "said \"", "\" said", "“Unclosed, he said.", "Closed” he said.",
		"He said: “", "“a” “b” “c", "''x'' he said ''", "according to", ", said", "according to ,",
	} {
		_ = extractText(s)
	}
}

func FuzzQuoteExtract(f *testing.F) {
	for _, s := range []string{"“We will,” he said. “Soon.”", "\"a\nb\" said X", "according to X, y.", "He said that “it", "”“"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, q := range extractText(s) {
			for _, sp := range append([]storyline.Span{q.Content, q.Cue, q.Source}, q.Parts...) {
				if sp.Start < 0 || sp.End > len(s) || sp.Start > sp.End {
					t.Fatalf("bad span %+v in %q", sp, s)
				}
			}
		}
	})
}

func BenchmarkQuoteExtract(b *testing.B) {
	a0, a3 := seedArticle(b, "000"), seedArticle(b, "003")
	words := a0.WordCount() + a3.WordCount()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Extract(a0, nil, nil)
		Extract(a3, nil, nil)
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}

// TestQuoteSpeakerPhrase: a name that only modifies the source's head does
// not become the speaker, and a relative pronoun takes the phrase it
// describes (through an apposition, the name).
func TestQuoteSpeakerPhrase(t *testing.T) {
	text := "Mexican health officials said on Monday that 12 people had died.\n" +
		"Maria Lopez, a nurse who believes the clinic will close, kept working.\n" +
		"Anyone who thinks the war is over has not seen the camps.\n" +
		"Ortega's government said the border would reopen.\n" +
		"Luis Ortega of the Red Cross said that the roads were open.\n"
	at := func(s string) storyline.Span {
		i := strings.Index(text, s)
		return storyline.Span{Start: i, End: i + len(s)}
	}
	ms := []storyline.Mention{
		{Span: at("Mexican"), Text: "Mexican", Type: storyline.NORP, Entity: 0},
		{Span: at("Maria Lopez"), Text: "Maria Lopez", Type: storyline.PER, Entity: 1},
		{Span: at("Ortega's"), Text: "Ortega", Type: storyline.PER, Entity: 2},
		{Span: at("Luis Ortega"), Text: "Luis Ortega", Type: storyline.PER, Entity: 2},
		{Span: at("Red Cross"), Text: "Red Cross", Type: storyline.ORG, Entity: 3},
	}
	ms[2].Span.End -= 2 // "Ortega", without the possessive
	es := []storyline.Entity{
		{Type: storyline.NORP, Canonical: "Mexico"}, {Type: storyline.PER, Canonical: "Maria Lopez"},
		{Type: storyline.PER, Canonical: "Luis Ortega"}, {Type: storyline.ORG, Canonical: "Red Cross"},
	}
	qs := ExtractBlocks(text, LineBlocks(text), ms, es)
	checkQuotes(t, "speakers", qs, []want{
		{content: "12 people had died", speaker: "Mexican health officials", anonymous: true},
		{content: "the clinic will close", speaker: "Maria Lopez"},
		{content: "the war is over", speaker: "Anyone", anonymous: false},
		{content: "the border would reopen", speaker: "Ortega's government"},
		{content: "the roads were open", speaker: "Luis Ortega"},
	})
	for _, q := range quoteWith(qs, "12 people") {
		if q.Entity >= 0 {
			t.Errorf("officials linked to entity %d", q.Entity)
		}
	}
	for _, q := range quoteWith(qs, "clinic") {
		if q.Entity != 1 {
			t.Errorf("the nurse's belief: entity %d, want Maria Lopez", q.Entity)
		}
		if strings.Contains(q.ContentText, "kept working") {
			t.Errorf("the relative clause's content runs on: %q", q.ContentText)
		}
	}
}

// TestQuoteParticipleQuotation: a participle cue after the main clause,
// with a comma before the quotation (", adding, “…”"), takes the main
// clause's source; a participle before a full stop is no cue.
func TestQuoteParticipleQuotation(t *testing.T) {
	text := "The governor toured the camp on Monday, adding, \"We will not leave anyone behind.\"\n" +
		"Rescuers kept searching the rubble through the night, saying, \"Every hour counts.\"\n" +
		"The mayor left the meeting without saying.\n"
	qs := extractText(text)
	checkQuotes(t, "participles", qs, []want{
		{content: "leave anyone behind", speaker: "The governor", direct: true},
		{content: "Every hour counts", speaker: "Rescuers", direct: true, anonymous: false},
	})
	if len(qs) != 2 {
		t.Errorf("%d quotes, want 2: %+v", len(qs), qs)
	}
}

// TestQuoteSourceShapes: sources set apart from their cue by a coordinated
// verb, a chain of appositives or an adjunct between commas, and a
// pronoun after the cue that starts the content rather than inverting.
func TestQuoteSourceShapes(t *testing.T) {
	text := "The governor visited the flooded towns on Monday and said that the army would help.\n" +
		"The ministry declined to give numbers but said several bridges had collapsed.\n" +
		"Ana Ruiz, 41, the director of the clinic, said on Tuesday that supplies were running out.\n" +
		"Pedro Gil, in a statement released by his lawyers on Friday, said he would appeal.\n" +
		"Even nurses like Rosa Diaz, a mother of two who wanted to leave the city, stayed at the clinic.\n"
	qs := extractText(text)
	checkQuotes(t, "sources", qs, []want{
		{content: "the army would help", speaker: "The governor"},
		{content: "several bridges had collapsed", speaker: "The ministry"},
		{content: "supplies were running out", speaker: "Ana Ruiz"},
		{content: "he would appeal", speaker: "Pedro Gil"},
	})
	for _, q := range quoteWith(qs, "to give numbers") {
		if strings.Contains(q.ContentText, "bridges") {
			t.Errorf("declined: content runs into the next attribution: %q", q.ContentText)
		}
	}
	for _, q := range quoteWith(qs, "to leave the city") {
		if q.Speaker != "Rosa Diaz" || strings.Contains(q.ContentText, "stayed") {
			t.Errorf("relative clause: speaker %q content %q", q.Speaker, q.ContentText)
		}
	}
	for _, q := range quoteWith(qs, "he would appeal") {
		if q.SourceText != "Pedro Gil" || q.ContentText != "he would appeal" {
			t.Errorf("Gil: source %q content %q", q.SourceText, q.ContentText)
		}
	}
}

// TestQuoteNotCues: "continue" as an aspect verb, "remarks" as a noun
// phrasal verbs of doing ("showed up", "backed down"), a reduced relative
// ("the votes needed to win") and the noun "states" attribute nothing; "continued" after a quotation does.
func TestQuoteNotCues(t *testing.T) {
	text := "Support for the ceasefire continues to grow in the capital.\n" +
		"His remarks drew applause from the delegates.\n" +
		"Sanders backed down on the tax, and they added up the votes.\n" +
		"She won the 270 votes needed to win, but lost in Rust Belt states that …\n" +
		"\"We will rebuild every school,\" the minister continued.\n"
	qs := extractText(text)
	if len(qs) != 1 || !strings.Contains(qs[0].ContentText, "rebuild every school") {
		for _, q := range qs {
			t.Logf("%q ← %q cue %q", q.ContentText, q.SourceText, q.CueText)
		}
		t.Errorf("%d quotes, want only the minister's", len(qs))
	}
}

// TestQuoteColonLabels: a name before a colon speaks; a rubric, a
// transcript's Q and A and a tally ("Sanders: 1,547") do not.
func TestQuoteColonLabels(t *testing.T) {
	text := "Guterres: The world cannot look away\n\n" +
		"Sanders: 1,547\n\n" +
		"The Latest: Floods reach the capital\n\n" +
		"Q: Will the dam hold?\n\n" +
		"A: Nobody knows yet.\n"
	qs := extractText(text)
	if len(qs) != 1 || qs[0].Speaker != "Guterres" {
		for _, q := range qs {
			t.Logf("%q ← %q", q.ContentText, q.Speaker)
		}
		t.Errorf("%d quotes, want Guterres's only", len(qs))
	}
}

// TestQuoteEvidence: records and polls show things; a TV show does not.
func TestQuoteEvidence(t *testing.T) {
	text := "Court records show the company paid no taxes for a decade.\n" +
		"Recent polls suggest that turnout will be high.\n" +
		"The late-night show drew a record audience.\n"
	qs := extractText(text)
	checkQuotes(t, "evidence", qs, []want{
		{content: "the company paid no taxes", speaker: "Court records"},
		{content: "turnout will be high", speaker: "Recent polls"},
	})
	if len(qs) != 2 {
		t.Errorf("%d quotes, want 2", len(qs))
	}
}

// TestQuoteRelativeInSource: a relative clause inside a source attributes
// too.
func TestQuoteRelativeInSource(t *testing.T) {
	text := "\"We will not stop,\" said Ana Ruiz, a nurse who said the clinic had run out of insulin.\n"
	qs := extractText(text)
	checkQuotes(t, "relative", qs, []want{
		{content: "We will not stop", speaker: "Ana Ruiz", direct: true},
		{content: "the clinic had run out of insulin", speaker: "Ana Ruiz"},
	})
}

// TestQuoteClauseEdges: an abbreviation's period can end the sentence, and
// "…, but (he) said …" starts a new attribution.
func TestQuoteClauseEdges(t *testing.T) {
	text := "Lopez says the storm will reach the U.S. He says the coast guard is ready.\n" +
		"The agency rejected both reports, but says that an inquiry is under way.\n" +
		"Reyes said the dam held, but he said the roads were cut.\n"
	qs := extractText(text)
	checkQuotes(t, "edges", qs, []want{
		{content: "the storm will reach the U.S.", speaker: "Lopez"},
		{content: "the coast guard is ready", speaker: "Lopez"},
		{content: "an inquiry is under way", speaker: "The agency"},
		{content: "the dam held", speaker: "Reyes"},
		{content: "the roads were cut", speaker: "Reyes"},
	})
	for _, q := range qs {
		if strings.Contains(q.ContentText, "the dam held") && strings.Contains(q.ContentText, "roads") ||
			strings.Contains(q.ContentText, "U.S.") && strings.Contains(q.ContentText, "coast guard") {
			t.Errorf("content runs into the next attribution: %q", q.ContentText)
		}
	}
}

// TestQuoteInAPoll: a sentence that opens with a poll or study names its
// source, as "according to" does; other lead-ins do not.
func TestQuoteInAPoll(t *testing.T) {
	text := "In a Reuters poll released Monday, 40 percent of voters backed the plan.\n" +
		"In the capital, shops stayed closed.\n"
	qs := extractText(text)
	checkQuotes(t, "poll", qs, []want{
		{content: "40 percent of voters backed the plan", speaker: "a Reuters poll released Monday"},
	})
	if len(qs) != 1 {
		t.Errorf("%d quotes, want 1", len(qs))
	}
}

// TestQuotePersonShows: a person who shows or finds a thing attributes
// nothing; one who finds that something is so does.
func TestQuotePersonShows(t *testing.T) {
	text := "Anyone who shows the slightest doubt risks arrest.\n" +
		"The inspector found that the wall had cracked.\n" +
		"The inspector found the key under a stone.\n"
	qs := extractText(text)
	checkQuotes(t, "shows", qs, []want{
		{content: "the wall had cracked", speaker: "The inspector"},
	})
	if len(qs) != 1 {
		t.Errorf("%d quotes, want 1", len(qs))
	}
}

// A call on the telephone to tell someone something is no quote of what
// "called" names, and a clause the article denies is nobody's quote.
func TestPhoneCallsAndDeniedClauses(t *testing.T) {
	for _, tc := range []struct {
		text   string
		noCue  string // no quote has this cue
		wantCu string // and one has this one, when set
	}{
		{"Gomez called his father to tell him of his predicament and his desire to flee.", "called", ""},
		{"The senator called reporters to say that she would run again.", "called", ""},
		{"Maduro, who has shown no sign that he intends to relinquish power, spoke on Saturday.", "intends", ""},
		{"There is little evidence that the rebels plan to withdraw from the city.", "plan", ""},
		{"The president called the decision a disgrace.", "", "called"},
		{"Officials called on residents to leave the area.", "", "called on"},
		{"He said that the government intends to relinquish power.", "intends", "said"},
	} {
		qs := extractText(tc.text)
		for _, q := range qs {
			if strings.EqualFold(q.Cue.In(tc.text), tc.noCue) {
				t.Errorf("%q: quote with cue %q: %+v", tc.text, q.Cue.In(tc.text), q)
			}
		}
		if tc.wantCu == "" {
			continue
		}
		found := false
		for _, q := range qs {
			found = found || strings.EqualFold(q.Cue.In(tc.text), tc.wantCu)
		}
		if !found {
			t.Errorf("%q: no quote with cue %q: %+v", tc.text, tc.wantCu, qs)
		}
	}
}
