package names

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// placeLists makes places of the person mentions inside a list that a
// plural kind of place opens: "stormed gatherings in the villages of
// Habreh al-Sharqi Rasm Hamideh Abu Qatour and Sharifeh", "the towns of
// Kafr Nabl and Saraqeb". The tagger reads a run of unknown capitalized
// words as people; the words before the run say what they are.
func placeLists(txt string, ms []storyline.Mention) []storyline.Mention {
	for i := range ms {
		if ms[i].Type == storyline.PER && !ms[i].Credit && inPlaceList(txt, ms[i].Span.Start) {
			ms[i].Type = storyline.LOC
			ms[i].Role, ms[i].RoleSpan = "", storyline.Span{}
		}
	}
	return ms
}

// maxListWords bounds how far back a list's opening is looked for.
const maxListWords = 24

// inPlaceList reports whether the name at offset i of txt stands in a
// list opened by a plural kind of place and "of": walking back over the
// list's names (capitalized words, "al-" words, "and", commas) to
// "villages of", "towns of", "neighbourhoods of".
func inPlaceList(txt string, i int) bool {
	for n := 0; n < maxListWords; n++ {
		w := wordBefore(txt, i)
		if w == "" {
			return false
		}
		lw := lowerWord(strings.TrimRight(w, ","))
		if lw == "of" {
			return pluralPlaceKinds[lowerWord(wordBefore(txt, i-len(w)-1))]
		}
		if !(listJoiners[lw] || isCap(w) || strings.HasPrefix(lw, "al-") || strings.HasPrefix(lw, "el-")) {
			return false
		}
		i -= len(w) + 1
	}
	return false
}
