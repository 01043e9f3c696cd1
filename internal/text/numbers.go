package text

// Cardinals are one language's cardinal numbers written in words, read by
// the stages that count (timex, figures).
type Cardinals struct {
	// Values are the words below a thousand: units, tens, hundreds.
	Values map[string]int64
	// Scales multiply what comes before them ("mil", "millones").
	Scales map[string]int64
	// And joins tens and units ("treinta y cinco"); "" when none does.
	And string
}

// Read reads a cardinal written in words at the start of words (folded
// words, one per token) and returns its value and the number of words it
// took, 0 when words does not start with a number word. A scale alone
// counts one ("mil" is 1,000); a word that cannot continue the number
// ("dos tres") ends it.
func (nw Cardinals) Read(words []string) (value int64, n int) {
	var total, group, last int64
	for n < len(words) {
		w := words[n]
		if v, ok := nw.Values[w]; ok {
			if last != 0 && v >= last || last >= 20 && last < 100 && v >= 10 {
				break
			}
			group += v
			last = v
			if v == 0 {
				last = 1
			}
			n++
			continue
		}
		if s, ok := nw.Scales[w]; ok {
			if group == 0 {
				if n > 0 && total == 0 {
					break
				}
				group = 1
			}
			if s > 1000 && total > 0 && total < s {
				total = (total + group) * s
			} else {
				total += group * s
			}
			group, last = 0, 0
			n++
			continue
		}
		if w == nw.And && nw.And != "" && last >= 20 && last < 100 && last%10 == 0 && n+1 < len(words) {
			if v, ok := nw.Values[words[n+1]]; ok && v > 0 && v < 10 {
				group += v
				last = v
				n += 2
				continue
			}
		}
		break
	}
	return total + group, n
}

// AllDigits reports whether s is a non-empty run of ASCII digits: a house
// number, a year or an identifier as written, no separators.
func AllDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
