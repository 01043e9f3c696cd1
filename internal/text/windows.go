package text

import "regexp"

// A Window is a stretch of text a regexp runs on instead of the whole
// text. A pattern that opens with a letter class is tried at every byte;
// run on the few short windows that can hold a match, it costs little.
// The caller chooses windows so that every match of the whole text lies
// inside one and \b reads at their edges as in the whole text (a window
// starts at the text's start or after whitespace, and ends at the text's
// end or one character past the last one a match may hold): FindAllIn
// then finds exactly what FindAllStringSubmatchIndex finds on the whole.
type Window struct{ Start, End int }

// FindAllIn returns re's submatch indexes in the windows of s, in order,
// as positions in s. The windows are in order of start and do not overlap
// (see AddWindow).
func FindAllIn(re *regexp.Regexp, s string, ws []Window) [][]int {
	var out [][]int
	for _, w := range ws {
		for _, m := range re.FindAllStringSubmatchIndex(s[w.Start:w.End], -1) {
			for i := range m {
				if m[i] >= 0 {
					m[i] += w.Start
				}
			}
			out = append(out, m)
		}
	}
	return out
}

// AddWindow appends w to ws, merged with the last window if they overlap
// (ws and w in order of start).
func AddWindow(ws []Window, w Window) []Window {
	if n := len(ws); n > 0 && w.Start <= ws[n-1].End {
		ws[n-1].End = max(ws[n-1].End, w.End)
		return ws
	}
	return append(ws, w)
}
