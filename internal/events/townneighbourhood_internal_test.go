package events

import "testing"

// TestFoldNeighbourhoods: a town far off in a state the story never
// names, named alone, is a neighbourhood of the story's city.
func TestFoldNeighbourhoods(t *testing.T) {
	pittsburgh := gazTown(t, "Pittsburgh", "Pennsylvania")
	homewood := gazTown(t, "Homewood", "Alabama")
	list := func() storyTownList {
		return storyTownList{{place: homewood, n: 5}, {place: pittsburgh, n: 4}}
	}
	got := list().foldNeighbourhoods(nil, nil)
	if got[0].place != pittsburgh || got[0].n != 9 {
		t.Fatalf("Homewood not folded into Pittsburgh: %+v", got)
	}
	if c := got.sectionCity(homewood); c == nil || c.Name != "Pittsburgh" {
		t.Errorf("the event's Homewood read as %+v, want Pittsburgh", c)
	}
	if c := got.sectionCity(gazTown(t, "Homewood", "Illinois")); c != nil {
		t.Errorf("another Homewood read as %s", c.Name)
	}
	for name, c := range map[string]struct {
		ts         storyTownList
		stateVotes map[string]int
		stated     map[string]bool
	}{
		"its state named":                          {list(), map[string]int{"US|Alabama": 1}, nil},
		"named with its state":                     {list(), nil, map[string]bool{townKey(homewood): true}},
		"the city named once":                      {storyTownList{{place: homewood, n: 5}, {place: pittsburgh, n: 1}}, nil, nil},
		"a town near the city":                     {storyTownList{{place: gazTown(t, "Camden", "New Jersey"), n: 5}, {place: gazTown(t, "Philadelphia", "Pennsylvania"), n: 4}}, nil, nil},
		"a town of the city's division named more": {storyTownList{{place: gazTown(t, "Erie", "Pennsylvania"), n: 6}, {place: homewood, n: 5}, {place: pittsburgh, n: 4}}, nil, nil},
		"a name of one town only":                  {storyTownList{{place: gazTownIn(t, "Tadmur", "SY"), n: 5}, {place: gazTownIn(t, "Aleppo", "SY"), n: 4}}, nil, nil},
		"a large city stays":                       {storyTownList{{place: gazTown(t, "Houston", "Texas"), n: 2}, {place: pittsburgh, n: 4}}, nil, nil},
	} {
		got := c.ts.foldNeighbourhoods(c.stateVotes, c.stated)
		for _, tc := range got {
			if tc.partOf != nil {
				t.Errorf("%s: %s folded into %s", name, tc.place.Name, tc.partOf.Name)
			}
		}
	}
}
