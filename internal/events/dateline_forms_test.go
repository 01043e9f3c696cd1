package events

import "testing"

// The dateline forms of wire and station copy: any dash, with or without
// a space after it, a dateline standing alone over the story, a town set
// off by two spaces; and what only looks like one.
func TestDatelineMatchForms(t *testing.T) {
	for _, c := range []struct{ para, town string }{
		{"MILLBROOK, Ala. (AP) — A man was shot outside a store on Friday.", "MILLBROOK"},
		{"GRANITE FALLS, Okla._A teenager was wounded at a party late Saturday.", "GRANITE FALLS"},
		{"BRIDGEPORT (WXYZ) – Police said two men were hurt in a shooting.", "BRIDGEPORT"},
		{"RIVERDALE (WJZ)—A violent night left three people wounded.", "RIVERDALE"},
		{"SPRINGFIELD, Mo. (KOLR)–Two people are dead after a shooting.", "SPRINGFIELD"},
		{"SPRINGFIELD, Mo. (KOLR)-More shots were fired overnight.", "SPRINGFIELD"},
		{"EASTON, Pa. (WFMZ) --Bail was denied for the suspect on Monday.", "EASTON"},
		{"EASTON, Pa. (WFMZ)---\"I heard five shots,\" a neighbor said.", "EASTON"},
		{"GREENFIELD, Ind.—Greenfield police are looking for a gunman.", "GREENFIELD"},
		{"ROCKPORT -", "ROCKPORT"},
		{"PINE BLUFF, Ark. -", "PINE BLUFF"},
		{"LINDEN—", "LINDEN"},
		{"FAIRVIEW", "FAIRVIEW"},
		{"FAIRVIEW  Police said a man was shot in the arm on Sunday.", "FAIRVIEW"},
		{"Kalamazoo — Police say a man was shot on Sunday.", "Kalamazoo"},
	} {
		m, _ := datelineMatch(c.para)
		if m == nil {
			t.Errorf("%q: no dateline, want %s", c.para, c.town)
			continue
		}
		if got := c.para[m[2]:m[3]]; got != c.town {
			t.Errorf("%q: dateline town %q, want %q", c.para, got, c.town)
		}
	}
	for _, para := range []string{
		"NEW: Police have named the victim.",
		"UPDATE: The wounded man has died.",
		"BREAKING NEWS: Shots fired downtown!",
		"ANTI-GUN RALLY planned for Saturday",
		"FBI agents searched the house on Tuesday.",
		"The gunman — a neighbor — fled on foot.",
		"A man was shot on Main Street.",
	} {
		if m, _ := datelineMatch(para); m != nil {
			t.Errorf("%q: dateline %q", para, para[m[2]:m[3]])
		}
	}
}
