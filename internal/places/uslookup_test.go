package places

import "testing"

func TestDivisionAfter(t *testing.T) {
	g := Default()
	for _, c := range []struct {
		after, want string
	}{
		{", Utah -- A boy was hurt.", "Utah"},
		{", Ind. (WISH) — Three people", "Indiana"},
		{", TX (CBSDFW.COM) – The sheriff", "Texas"},
		{" sheriff's deputies said", ""},
		{", deputies said", ""},
	} {
		p, ok := g.DivisionAfter(c.after)
		if got := p.Name; ok != (c.want != "") || got != c.want {
			t.Errorf("%q: got %q %v, want %q", c.after, got, ok, c.want)
		}
	}
}
