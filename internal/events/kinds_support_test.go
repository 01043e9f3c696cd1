package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A means named as the support of a side whose clause has a verb of its
// own describes how the side fought, not a strike of its own; a means
// alone in its clause is the deed.
func TestMeansInSupportOfASide(t *testing.T) {
	codedCases(t, "an air strike", func(e storyline.Event) bool { return e.SubEventType == storyline.SubAirStrike }, []codedCase{
		{"The alliance, supported by coalition air strikes and special forces advisers surrounded the town in early April.", false},
		{"Kurdish fighters backed by coalition airstrikes encircled the city on Monday.", false},
		{"The alliance supported by US-led coalition air strikes and special forces advisers surrounded the town in early April.", false},
		{"Coalition air strikes supported the Kurdish fighters near the city on Monday.", true},
		{"Troops backed by air strikes on Monday.", true},
	})
}

// Refuge sought by soldiers is a defection; by civilians fleeing a
// battle, none.
func TestRefugeSought(t *testing.T) {
	codedCases(t, "a defection", func(e storyline.Event) bool { return e.SubEventType == storyline.SubDefection }, []codedCase{
		{"They sought refuge in a clump of homes in the nearby village.", false},
		{"Hundreds of families sought refuge in the school after the shelling.", false},
		{"Soldiers who have sought refuge in the neighbouring country since the weekend spoke to reporters.", true},
		{"Two police officers sought refuge across the border on Monday.", true},
	})
}

// A fight as what troops were sent for is no battle; one begun is.
func TestFightAsAim(t *testing.T) {
	codedCases(t, "a battle", func(e storyline.Event) bool { return e.SubEventType == storyline.SubArmedClash }, []codedCase{
		{"The army sent reinforcements to the base overnight on Friday to fight the militants.", false},
		{"Rebels began to fight the army in the town on Friday.", true},
		{"Rebels fought the army in the town on Friday.", true},
	})
}

// The Syrian armed opposition's groups named alone are rebels: the army
// killing one of their commanders is a battle, not an attack on
// civilians.
func TestSyrianRebelGroupsByName(t *testing.T) {
	codedCases(t, "a battle", func(e storyline.Event) bool { return e.SubEventType == storyline.SubArmedClash }, []codedCase{
		{"The army killed a notorious al-Nusra emir in the north on Monday.", true},
		{"Troops killed a Jaish al-Islam commander near the town on Monday.", true},
		{"Troops killed a shepherd near the town on Monday.", false},
	})
}
