package clean

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestRelatedLists: a list of other stories' headlines under a "Related
// …" label run into the end of a flattened page's last block is cut
// there, the source line before it kept as a credit; the words in a
// sentence, a label early in a block, or a block of its own under the
// label, are left alone.
func TestRelatedLists(t *testing.T) {
	body := "Air strikes killed at least 20 people in the town on Monday, a monitor said, the highest toll in weeks. " +
		"Rescue workers were still searching the rubble of two buildings late in the day, and hospitals in the province " +
		"said they had run out of beds for the wounded, most of them women and children."
	for _, c := range []struct {
		name, raw string
		// kept is the clean text; credit the credit line; removed the
		// removed text's start.
		kept, credit, removed string
	}{
		{name: "label block", raw: "Police said White died Thursday.\n\nRelated Coverage Roswell Police investigating triple homicide",
			kept: "Police said White died Thursday.\n\nRelated Coverage Roswell Police investigating triple homicide"},
		{name: "flattened page, capitals", raw: body + " RELATED STORIES: Man shot on Main Street | Two held after robbery",
			kept: body, removed: "RELATED STORIES:"},
		{name: "flattened page", raw: body + " Source TRTWorld and agencies Related News Death toll rises to 70 as regime rains down bombs | The global gag rule",
			kept: body, credit: "Source TRTWorld and agencies", removed: "Related News Death toll"},
		{name: "flattened page, no source", raw: body + "\n Related Articles  Four killed in Hama shelling",
			kept: body, removed: "Related Articles"},
		{name: "in a sentence", raw: body + " The ministry said related news reports were false.",
			kept: body + " The ministry said related news reports were false."},
		{name: "label early", raw: "Related News agencies reported that " + body,
			kept: "Related News agencies reported that " + body},
	} {
		r := Clean(c.raw, Options{})
		kept := r.Text
		if len(r.Credits) > 0 {
			kept = r.Text[:r.Credits[0].Span.Start]
		}
		if got := strings.TrimSpace(kept); got != c.kept {
			t.Errorf("%s: clean text %q, want %q", c.name, got, c.kept)
		}
		credit := ""
		if len(r.Credits) == 1 {
			credit = r.Text[r.Credits[0].Span.Start:r.Credits[0].Span.End]
		}
		if credit != c.credit {
			t.Errorf("%s: credit %q, want %q", c.name, credit, c.credit)
		}
		switch {
		case c.removed == "" && len(r.Removed) > 0:
			t.Errorf("%s: removed %+v, want nothing", c.name, r.Removed)
		case c.removed != "" && (len(r.Removed) != 1 || !strings.HasPrefix(r.Removed[0].Text, c.removed) || r.Removed[0].Reason != storyline.ReasonRelatedHeadline):
			t.Errorf("%s: removed %+v, want one related headline starting %q", c.name, r.Removed, c.removed)
		}
		for _, rm := range r.Removed {
			if c.raw[rm.RawSpan.Start:rm.RawSpan.End] != rm.Text {
				t.Errorf("%s: removed span %v holds %q, not %q", c.name, rm.RawSpan, c.raw[rm.RawSpan.Start:rm.RawSpan.End], rm.Text)
			}
		}
		checkAlignment(t, c.name, c.raw, r)
	}
}
