package names

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// cutPossessives reads a capitalized word ending in "s" whose stem is a
// country, a name the article mentions or a person's surname as the
// possessive of that name written without its apostrophe, as text that lost its
// punctuation has it: "Syrias Aleppo" is "Syria" and "Aleppo", "Bashar
// al-Assads" is "Bashar al-Assad". The "s" is left out of the mention; a
// possessive inside a mention ends it.
func cutPossessives(ms []storyline.Mention) []storyline.Mention {
	names := map[string]bool{}
	for _, m := range ms {
		if m.Type == storyline.NORP {
			continue
		}
		names[fold(m.Text)] = true
		if i := strings.LastIndexAny(m.Text, " -"); i >= 0 && m.Type == storyline.PER { // a surname
			names[fold(m.Text[i+1:])] = true
		}
	}
	possessive := func(w string) bool {
		if len(w) < 4 || w[len(w)-1] != 's' || !isCap(w) {
			return false
		}
		f := fold(w)
		stem := f[:len(f)-1]
		return !countries[f] && !isDemonym(f) && (countries[stem] || names[stem])
	}
	out := ms[:0:0]
	for _, m := range ms {
		if m.Type == storyline.NORP || m.Credit {
			out = append(out, m)
			continue
		}
		for {
			at, cut := 0, -1
			for _, w := range strings.Split(m.Text, " ") {
				if possessive(w) {
					cut = at + len(w) - 1
					break
				}
				at += len(w) + 1
			}
			if cut < 0 {
				break
			}
			head := m
			head.Text = m.Text[:cut]
			head.Span.End = m.Span.Start + cut
			if countries[fold(head.Text)] {
				head.Type = storyline.LOC
			}
			out = append(out, head)
			m.Role, m.RoleSpan = "", storyline.Span{} // the role is the head's
			rest := cut + 2                           // past the "s" and the space
			if rest >= len(m.Text) {
				m.Text = ""
				break
			}
			m.Text = m.Text[rest:]
			m.Span.Start += rest
		}
		if m.Text != "" {
			out = append(out, m)
		}
	}
	return out
}
