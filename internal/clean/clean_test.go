package clean

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
)

func TestSeedSplits(t *testing.T) {
	tests := []struct {
		prefix                        string
		paragraphs, removed, captions int
		credits                       int
		captionCredits                []string
		reasons                       map[storyline.RemovalReason]int
	}{
		{"000", 16, 4, 3, 1, []string{"AP Photo/Fernando Vergara", "AP Photo/Fernando Llano", "AP"},
			map[storyline.RemovalReason]int{storyline.ReasonRelatedHeadline: 3, storyline.ReasonPromo: 1}},
		{"003", 14, 3, 3, 0, []string{"AP Photo/Rodrigo Abd", "AP Photo/Fernando Llano", "AP Photo/Rodrigo Abd"},
			map[storyline.RemovalReason]int{storyline.ReasonRelatedHeadline: 2, storyline.ReasonPromo: 1}},
	}
	for _, tt := range tests {
		s, ok := demo.SampleNamed(tt.prefix)
		if !ok {
			t.Fatalf("sample %s missing", tt.prefix)
		}
		raw := string(s.Data)
		r := Clean(raw, Options{TitleLine: true})
		if r.Title != "" {
			t.Errorf("%s: first line is a sentence, not a title; got title %q", tt.prefix, r.Title)
		}
		if len(r.Paragraphs) != tt.paragraphs || len(r.Removed) != tt.removed || len(r.Captions) != tt.captions || len(r.Credits) != tt.credits {
			t.Errorf("%s: got %d paragraphs, %d removed, %d captions, %d credits; want %d, %d, %d, %d", tt.prefix,
				len(r.Paragraphs), len(r.Removed), len(r.Captions), len(r.Credits), tt.paragraphs, tt.removed, tt.captions, tt.credits)
		}
		for i, c := range r.Captions {
			if i < len(tt.captionCredits) && c.Credit != tt.captionCredits[i] {
				t.Errorf("%s: caption %d credit %q, want %q", tt.prefix, i, c.Credit, tt.captionCredits[i])
			}
			if c.CreditSpan.In(r.Text) != c.Credit {
				t.Errorf("%s: caption %d credit span gives %q", tt.prefix, i, c.CreditSpan.In(r.Text))
			}
		}
		got := map[storyline.RemovalReason]int{}
		for _, rm := range r.Removed {
			got[rm.Reason]++
			if rm.RawSpan.In(raw) != rm.Text {
				t.Errorf("%s: removed piece offsets do not point at its text", tt.prefix)
			}
		}
		for reason, n := range tt.reasons {
			if got[reason] != n {
				t.Errorf("%s: %d removed as %s, want %d", tt.prefix, got[reason], reason, n)
			}
		}
		if strings.ContainsRune(r.Text, '\u00a0') || strings.Contains(r.Text, "  ") {
			t.Errorf("%s: clean text keeps non-breaking or double spaces", tt.prefix)
		}
		checkAlignment(t, tt.prefix, raw, r)
	}
}

// checkAlignment verifies that every non-space rune of the clean text maps
// back to the same rune of the raw text (or the C1 control it shows), and
// block spans to their raw spans.
func checkAlignment(t *testing.T, name, raw string, r Result) {
	t.Helper()
	for i, c := range r.Text {
		if c == ' ' || c == '\n' {
			continue
		}
		ro := storyline.MapOffset(r.Alignment, i)
		if ro < 0 || ro >= len(raw) {
			t.Fatalf("%s: clean offset %d (%q) maps to raw %d", name, i, c, ro)
		}
		if rr, _ := utf8.DecodeRuneInString(raw[ro:]); shown(rr) != c {
			t.Fatalf("%s: clean offset %d (%q) maps to raw %d (%q)", name, i, c, ro, rr)
		}
	}
	for _, p := range r.Paragraphs {
		if got := storyline.MapOffset(r.Alignment, p.Span.Start); got != p.RawSpan.Start {
			t.Errorf("%s: paragraph start %d maps to %d, want %d", name, p.Span.Start, got, p.RawSpan.Start)
		}
	}
}

func TestCleanFixture(t *testing.T) {
	raw := "Storm Floods Valley Towns\n\n" +
		"BOGOTA, Colombia (AP) — Heavy rains\u00a0 flooded\n  three towns on Sunday.\n\n" +
		"SHARE THIS ARTICLE\n\n" +
		"Sign up for our daily newsletter to get the latest updates.\n\n" +
		"RELATED: OFFICIALS WARN OF MORE FLOODS AHEAD\n\n" +
		"Rescuers search a flooded street in Mocoa, Colombia, Sunday, April 2, 2017. (Reuters)\n\n" +
		"\u200bOfficials said 12 people were missing.\n\n" +
		"* * *\n\n" +
		"Reporting by Jane Doe; editing by John Roe"
	r := Clean(raw, Options{TitleLine: true})
	if r.Title != "Storm Floods Valley Towns" {
		t.Errorf("title %q", r.Title)
	}
	wantParas := []string{
		"BOGOTA, Colombia (AP) — Heavy rains flooded three towns on Sunday.",
		"Officials said 12 people were missing.",
	}
	if len(r.Paragraphs) != len(wantParas) {
		t.Fatalf("paragraphs: %d, want %d: %q", len(r.Paragraphs), len(wantParas), r.Text)
	}
	for i, w := range wantParas {
		if got := r.Paragraphs[i].Span.In(r.Text); got != w {
			t.Errorf("paragraph %d = %q, want %q", i, got, w)
		}
	}
	if len(r.Captions) != 1 || r.Captions[0].Credit != "Reuters" {
		t.Errorf("captions: %+v", r.Captions)
	}
	if len(r.Credits) != 1 {
		t.Errorf("credits: %+v", r.Credits)
	}
	reasons := []storyline.RemovalReason{}
	for _, rm := range r.Removed {
		reasons = append(reasons, rm.Reason)
	}
	want := []storyline.RemovalReason{storyline.ReasonShare, storyline.ReasonPromo, storyline.ReasonRelatedHeadline, storyline.ReasonEmpty}
	if len(reasons) != len(want) {
		t.Fatalf("removed reasons %v, want %v", reasons, want)
	}
	for i := range want {
		if reasons[i] != want[i] {
			t.Errorf("removed %d: %s, want %s", i, reasons[i], want[i])
		}
	}
	checkAlignment(t, "fixture", raw, r)
}

func TestHeadlineRule(t *testing.T) {
	tests := []struct {
		first string
		title bool
	}{
		{"Venezuela Closes Border With Brazil", true},
		{"Is the aid standoff over?", true},
		{"More than 450 soldiers have defected in four days as the country plunges into chaos.", false},
		{"A very long first line that goes on and on with many words and never really stops at all because it is prose", false},
		{"Line one\nline two", false},
	}
	for _, tt := range tests {
		r := Clean(tt.first+"\n\nBody paragraph here.", Options{TitleLine: true})
		if (r.Title != "") != tt.title {
			t.Errorf("%q: title=%q, want title %v", tt.first, r.Title, tt.title)
		}
	}
	// Without a blank line after it, a short first line is body text.
	r := Clean("Short line\nthat continues.", Options{TitleLine: true})
	if r.Title != "" {
		t.Errorf("a wrapped first paragraph was taken as title %q", r.Title)
	}
}

func TestHints(t *testing.T) {
	raw := "Main paragraph one.\n\nA photo of the bridge\n\nSection heading\n\nMore text."
	capStart := strings.Index(raw, "A photo")
	headStart := strings.Index(raw, "Section")
	r := Clean(raw, Options{Hints: []Hint{
		{RawSpan: storyline.Span{Start: capStart, End: capStart + len("A photo of the bridge")}, Kind: HintCaption},
		{RawSpan: storyline.Span{Start: headStart, End: headStart + len("Section heading")}, Kind: HintHeading},
	}})
	if len(r.Captions) != 1 || r.Captions[0].Span.In(r.Text) != "A photo of the bridge" {
		t.Errorf("caption hint not honoured: %+v", r.Captions)
	}
	if len(r.Paragraphs) != 3 || !r.Paragraphs[1].Heading {
		t.Errorf("heading hint not honoured: %+v", r.Paragraphs)
	}
}

// TestEndsInParen checks that the test before captionCredit passes every
// block the pattern matches.
func TestEndsInParen(t *testing.T) {
	for _, s := range []string{
		"Soldiers patrol. (AP Photo/Fernando Vergara)",
		"Soldiers patrol (Reuters) .",
		"Soldiers patrol (Reuters)\t\n.",
		"Soldiers patrol (Getty Images).",
		"Soldiers patrol (AP Photo) ..",
		"Soldiers patrol (AP Photo) x",
		"Soldiers patrol (AP Photo)\u00a0",
		"(AP)",
	} {
		if captionCredit.MatchString(s) && !endsInParen(s) {
			t.Errorf("%q: captionCredit matches but endsInParen is false", s)
		}
	}
}

// prefilterCases are blocks the boilerplate patterns match, in any case
// and with the letters (?i) folds outside ASCII.
var prefilterCases = []string{
	"CLICK HERE TO GET THE FOX NEWS APP", "Download the Storyline News app", "Sign up for our daily newsletter",
	"Please subſcribe now", "SUBSCRIBE TODAY to read more", "Advertisement", "ſponſored content", "Read more:  the rest",
	"Watch: the video", "Share this article", "Tweet", "Follow us on Twitter", "Like us on Facebook", "clic\u212a to share",
	"Join us on Facebook today", "click to ſhare", "12345678901234567890 comments", "Email this story",
	"Reporting by Jane Doe; Editing by John Roe", "Additional reporting by Jane Doe", "Written by Jane Doe",
	"The Associated Press contributed to this report.", "This story was updated on Monday.", "THIS ARTICLE HAS BEEN CORRECTED",
	"Writing by J. Doe", "Compiled by AFP",
}

// TestPrefilters checks that the cheap tests before the boilerplate
// patterns pass every block the patterns match.
func TestPrefilters(t *testing.T) {
	for _, s := range prefilterCases {
		checkPrefilters(t, s)
	}
}

func FuzzPrefilters(f *testing.F) {
	for _, s := range prefilterCases {
		f.Add(s)
	}
	f.Fuzz(checkPrefilters)
}

func checkPrefilters(t *testing.T, s string) {
	if promoRE.MatchString(s) && !mayBePromo(s) {
		t.Errorf("%q: promoRE matches but mayBePromo is false", s)
	}
	if shareRE.MatchString(s) && !mayBeShare(s) {
		t.Errorf("%q: shareRE matches but mayBeShare is false", s)
	}
	if creditRE.MatchString(s) && !mayBeCredit(s) {
		t.Errorf("%q: creditRE matches but mayBeCredit is false", s)
	}
	if captionCredit.MatchString(s) && !endsInParen(s) {
		t.Errorf("%q: captionCredit matches but endsInParen is false", s)
	}
	if got, want := countFields(s, len(s)), len(strings.Fields(s)); got != want {
		t.Errorf("%q: countFields %d, want %d", s, got, want)
	}
}

// Windows-1252 punctuation read as Latin-1 arrives as C1 controls: clean
// text shows the punctuation, keeps a name whole and maps back to the raw
// bytes.
func TestC1ControlsShownAsWindows1252(t *testing.T) {
	raw := "Police said De\u0092Jad Williams, 19, responded to a \u0093man down\u0094 call.\n\nRelated \u0095 Second arrest \u0081made"
	r := Clean(raw, Options{})
	want := "Police said De’Jad Williams, 19, responded to a “man down” call.\n\nRelated • Second arrest made"
	if r.Text != want {
		t.Fatalf("clean text\n%q\nwant\n%q", r.Text, want)
	}
	checkAlignment(t, "c1", raw, r)
	i := strings.Index(r.Text, "Williams")
	if ro := storyline.MapOffset(r.Alignment, i); !strings.HasPrefix(raw[ro:], "Williams") {
		t.Errorf("Williams maps to raw %d: %q", ro, raw[ro:])
	}
}
