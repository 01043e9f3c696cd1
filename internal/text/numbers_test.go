package text

import (
	"strings"
	"testing"
)

func TestNumbersESRead(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int64
		n    int
	}{
		{"cuatro dias", 4, 1},
		{"treinta y cinco soldados", 35, 3},
		{"cuarenta y un dias", 41, 3},
		{"mil novecientos setenta y cuatro", 1974, 5},
		{"dos mil", 2000, 2},
		{"mil", 1000, 1},
		{"seiscientos dias", 600, 1},
		{"dos millones quinientos mil", 2500000, 4},
		{"ciento veinte", 120, 2},
		{"treinta y", 30, 1},
		{"dos tres", 2, 1},
		{"soldados", 0, 0},
	} {
		v, n := NumbersES.Read(strings.Fields(c.in))
		if v != c.want || n != c.n {
			t.Errorf("%q: got %d (%d words), want %d (%d words)", c.in, v, n, c.want, c.n)
		}
	}
}
