package text

import "testing"

func TestStreetBefore(t *testing.T) {
	for before, want := range map[string]bool{
		"called to the scene in the 2300 block of ": true,
		"between the 2600 blocks of ":               true,
		"found in the 100 block of South ":          true,
		"in the 3100 blk. of ":                      true,
		"the teenager was shot at 4410 ":            true,
		"a home on 410 N. ":                         true,
		"a block of ":                               true,
		"more than 300 ":                            false,
		"the boy was taken to ":                     false,
		"in ":                                       false,
		"the blockade of ":                          false,
		"a long time ago, in 1995 ":                 false,
	} {
		if got := StreetBefore(before); got != want {
			t.Errorf("StreetBefore(%q) = %v, want %v", before, got, want)
		}
	}
}

func TestOwnersHome(t *testing.T) {
	for after, want := range map[string]bool{
		"’s home at 7050 Old State Road": true,
		"'s house on Elm Street":         true,
		"'s mobile home":                 true,
		"'s South Side":                  false,
		"'s old city":                    false,
		" home":                          false,
	} {
		if got := OwnersHome(after); got != want {
			t.Errorf("OwnersHome(%q) = %v, want %v", after, got, want)
		}
	}
}

func TestStreetsAfter(t *testing.T) {
	for after, want := range map[string]bool{
		" and Manchester avenues. The victims": true,
		" and Odessa streets occurred":         true,
		" & Main streets":                      true,
		" and Manchester on Sunday":            false,
		" and the streets around it":           false,
		" Avenue":                              false,
	} {
		if got := StreetsAfter(after); got != want {
			t.Errorf("StreetsAfter(%q) = %v, want %v", after, got, want)
		}
	}
}
