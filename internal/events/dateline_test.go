package events_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// paragraphed analyzes text as an English article of 2014 whose
// paragraphs a blank line separates.
func paragraphed(text string) *storyline.Article {
	return paragraphedArticle("", text, time.Date(2014, 3, 4, 12, 0, 0, 0, time.UTC))
}

// paragraphedArticle analyzes an English article with title, ingested
// at, whose paragraphs a blank line separates.
func paragraphedArticle(title, text string, at time.Time) *storyline.Article {
	a := &storyline.Article{ID: 1, Title: title, Text: text, Language: "en", IngestedAt: at}
	for off := 0; off < len(text); {
		end := strings.Index(text[off:], "\n\n")
		if end < 0 {
			end = len(text) - off
		}
		a.Paragraphs = append(a.Paragraphs, storyline.Paragraph{Span: storyline.Span{Start: off, End: off + end}})
		off += end + 2
	}
	a.Analysis = pipeline.Analyze(a)
	return a
}

// A dateline that states its state names the event's town even when the
// gazetteer lacks it ("LETCHER, S.D. —"), or its county when it names no
// town ("NOBLE COUNTY, Ind. —"): the name as written, in that state, at
// geo precision 2. A county gives way to a town the report names in its
// state, and "NEAR DALLAS" names no town.
func TestMergeUnlistedDatelineTown(t *testing.T) {
	for _, c := range []struct{ text, town, admin1 string }{
		{"Boy hurt while hunting\n\nLETCHER, S.D. — A 13-year-old suffered a self-inflicted gunshot wound to the hand on Saturday.", "Letcher", "South Dakota"},
		// a namesake in another state (a Tyrone in Georgia) leaves the
		// dateline's town as written in its own
		{"TYRONE, Mo. (AP) — A sheriff named the last victims of a rampage that left seven dead on Thursday.", "Tyrone", "Missouri"},
		// a town the gazetteer lacks, named with its state in the text
		{"A mother shot her three children inside their Pinebrook Hollow, New Jersey home on Thursday, police said.", "Pinebrook Hollow", "New Jersey"},
		{"KIDRON, Ohio — A man was shot and killed at a farm on Sunday evening, deputies said.", "Kidron", "Ohio"},
		{"NOBLE COUNTY, Ind. — A woman was shot and killed at her home on Friday night.", "Noble County", "Indiana"},
		{"Accomack County, Va. — Two men were shot and wounded outside a store on Tuesday.", "Accomack County", "Virginia"},
		{"HARRIS COUNTY, Texas — Two men were shot and wounded outside a store in Houston on Tuesday.", "Houston", "Texas"},
	} {
		got := events.Merge([]*storyline.Article{paragraphed(c.text)})
		m := events.MainEvent(got)
		if m < 0 || got[m].Place == nil || got[m].Place.Name != c.town || got[m].Place.Admin1 != c.admin1 {
			t.Errorf("%q: main event of %v; want at %s, %s", c.text, got, c.town, c.admin1)
			continue
		}
		if c.town != "Houston" && got[m].Place.Precision != 2 {
			t.Errorf("%q: geo precision %d, want 2 (the state's coordinates)", c.text, got[m].Place.Precision)
		}
	}
	txt := "NEAR DALLAS, Texas — Two men were shot and wounded outside a store on Tuesday."
	got := events.Merge([]*storyline.Article{paragraphed(txt)})
	if m := events.MainEvent(got); m >= 0 && got[m].Place != nil && strings.HasPrefix(got[m].Place.Name, "Near") {
		t.Errorf("%q: main event at %s", txt, got[m].Place.Name)
	}
}

// A town's detectives and investigators name it as its police do, and a
// name with a capital inside ("DeLand", "McComb") is a town's name too.
func TestMergeAgencyTownForms(t *testing.T) {
	for _, c := range []struct{ text, town string }{
		{"DeLand police said an 8-year-old boy was critically injured when his sister got hold of a gun on Monday.", "DeLand"},
		{"Eight people were shot during a cookout on Friday night. Durham investigators returned to the street on Saturday.", "Durham"},
	} {
		got := events.Merge([]*storyline.Article{paragraphed(c.text)})
		if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != c.town {
			t.Errorf("%q: main event of %v; want in %s", c.text, got, c.town)
		}
	}
}

// A dateline in the forms wire and station copy set it names the event's
// town: the underscore dash of AP wire text, a dash with no space after
// it, a dateline standing alone over the story, one after a page's
// headline, byline and timestamp lines; a headline in capitals that
// stands alone names no town as written.
func TestMergeDatelineForms(t *testing.T) {
	for _, c := range []struct{ text, town string }{
		{"WEWOKA, Okla._A 9-year-old boy was wounded when a rifle went off at a relative's home on Sunday.", "Wewoka"},
		{"AMARILLO (KVII)—A man was shot and killed outside a bar early Saturday, police said.", "Amarillo"},
		{"TOPEKA -\n\nA woman was shot and wounded in her car on Friday night, police said.", "Topeka"},
		{"Man wounded in drive-by\n\nBy Staff\n\nMarch 3, 2014 9:12 PM\n\nUpdated March 4\n\nFollow us\n\nWICHITA (KAKE) — A man was shot and wounded in a drive-by shooting on Monday night.", "Wichita"},
	} {
		got := events.Merge([]*storyline.Article{paragraphed(c.text)})
		if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != c.town {
			t.Errorf("%q: main event of %v; want in %s", c.text, got, c.town)
		}
	}
	txt := "SHOOTING AT A PARTY, KS\n\nA man was shot and wounded at a party in Wichita on Saturday night."
	got := events.Merge([]*storyline.Article{paragraphed(txt)})
	if m := events.MainEvent(got); m >= 0 && got[m].Place != nil && got[m].Place.Name != "Wichita" {
		t.Errorf("%q: main event at %s, want Wichita", txt, got[m].Place.Name)
	}
}
