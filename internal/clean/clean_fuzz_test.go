package clean

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

// FuzzClean feeds arbitrary text through cleaning and checks what every
// caller relies on: spans inside the texts they point into, alignment
// anchors in order and in range, valid UTF-8 out of valid UTF-8 in.
func FuzzClean(f *testing.F) {
	for _, s := range []string{
		"Storm hits Accra\n\nACCRA (AP) — At least 14 people were hurt on Saturday, officials said.\n\n\"We are rebuilding,\" said Grace Mensah.",
		"Soldiers cross the bridge in Urena, Venezuela, on Saturday, Feb. 23, 2019. (AP Photo/Fernando Vergara)\n\nThe Associated Press contributed to this report.",
		"CLICK HERE TO GET THE FOX NEWS APP\n\nBody text here.\n\nRELATED: SOMETHING ELSE HAPPENED\n\nMore body.",
		"\u00a0\u00a0Non-breaking\u00a0spaces\r\n\r\nand CRLF\tline ends\f",
		"", "\n\n\n", "a", "é\u0301\u200b\ufeff",
	} {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, raw string, titleLine bool) {
		var hints []Hint
		if len(raw) > 4 {
			hints = []Hint{{RawSpan: storyline.Span{Start: 1, End: len(raw) / 2}, Kind: HintCaption}, {RawSpan: storyline.Span{Start: len(raw) / 2, End: len(raw)}, Kind: HintHeading}}
		}
		res := Clean(raw, Options{TitleLine: titleLine, Hints: hints})
		if utf8.ValidString(raw) && !utf8.ValidString(res.Text) {
			t.Fatalf("invalid UTF-8 out of valid input: %q", res.Text)
		}
		inText := func(what string, sp storyline.Span) {
			if sp.Start < 0 || sp.End > len(res.Text) || sp.Start > sp.End {
				t.Fatalf("%s span %v outside the clean text (%d bytes)", what, sp, len(res.Text))
			}
		}
		inRaw := func(what string, sp storyline.Span) {
			if sp.Start < 0 || sp.End > len(raw) || sp.Start > sp.End {
				t.Fatalf("%s raw span %v outside the raw text (%d bytes)", what, sp, len(raw))
			}
		}
		for _, p := range res.Paragraphs {
			inText("paragraph", p.Span)
			inRaw("paragraph", p.RawSpan)
			if strings.TrimSpace(p.Span.In(res.Text)) == "" {
				t.Fatalf("empty paragraph %v", p.Span)
			}
		}
		for _, c := range res.Captions {
			inText("caption", c.Span)
			inRaw("caption", c.RawSpan)
			if c.Credit != "" {
				inText("credit", c.CreditSpan)
			}
		}
		for _, c := range res.Credits {
			inText("credit line", c.Span)
			inRaw("credit line", c.RawSpan)
		}
		for _, r := range res.Removed {
			inRaw("removed", r.RawSpan)
		}
		if res.Title != "" {
			inRaw("title", res.TitleSpan)
		}
		prev := storyline.OffsetPair{Clean: -1, Raw: -1}
		for _, a := range res.Alignment {
			if a.Clean < prev.Clean || a.Clean < 0 || a.Clean > len(res.Text) || a.Raw < 0 || a.Raw > len(raw) {
				t.Fatalf("alignment anchor %+v after %+v (clean %d, raw %d bytes)", a, prev, len(res.Text), len(raw))
			}
			prev = a
		}
	})
}
