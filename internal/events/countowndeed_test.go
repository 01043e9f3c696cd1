package events_test

import "testing"

// More dead told with a deed of their own ("in a rocket attack", "in
// another raid") are not added to the event before: they are that deed's.
// More dead without one ("two more people died later", "in the attack")
// are.
func TestMoreDeadOfTheirOwnDeed(t *testing.T) {
	for _, c := range []struct {
		class, text string
		first       int // the dead of the first event
	}{
		{"a rocket attack of its own", "Activists said 40 people were killed in airstrikes on the eastern districts of the city on Sunday. Two more civilians were killed in a rocket attack by government forces on a village north of the city.", 40},
		{"another raid", "Activists said 40 people were killed in airstrikes on the eastern districts of the city on Sunday. Five more people were killed in another raid on the old market.", 40},
		{"more dead later", "Activists said 40 people were killed in airstrikes on the eastern districts of the city on Sunday. Two more people died of their wounds later.", 42},
		{"more dead in the same attack", "Activists said 40 people were killed in airstrikes on the eastern districts of the city on Sunday. Two more people were killed in the strikes, the monitor added.", 42},
	} {
		if got := firstDead(t, c.text); got != c.first {
			t.Errorf("%s: %q: first event %d dead; want %d", c.class, c.text, got, c.first)
		}
	}
}

// Dead told with deeds of their own by a number ("in two more incidents",
// "in three separate raids") are those deeds', not the event's before.
func TestMoreDeadOfTheirOwnDeeds(t *testing.T) {
	for _, c := range []struct {
		class, text string
		first       int
	}{
		{"two more incidents", "News from the north. Jets pounded the eastern districts of the city on Sunday killing 30 people. Twelve others were killed in two more incidents of violence.", 30},
		{"separate raids", "News from the north. Jets pounded the eastern districts of the city on Sunday killing 30 people. Twelve others were killed in three separate raids on villages.", 30},
		{"others in the same strikes", "News from the north. Jets pounded the eastern districts of the city on Sunday killing 30 people. Twelve others were killed in the strikes, the monitor added.", 42},
	} {
		if got := firstDead(t, c.text); got != c.first {
			t.Errorf("%s: %q: first event %d dead; want %d", c.class, c.text, got, c.first)
		}
	}
}
