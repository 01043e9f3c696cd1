package events

import (
	"regexp"

	"github.com/storyline-news/storyline"
)

// homeBeforeRE ends the words before a town named as where someone lives:
// "John Smith, 25, of", "a man from", "residents of".
var homeBeforeRE = regexp.MustCompile(`(?:,\s*\d{1,3},\s*(?:of|from)|\b(?:man|woman|boy|girl|teen|teenager|men|women|boys|girls|teens|teenagers|resident|residents|native|couple|family)\s+(?:of|from))\s+$`)

// homeAfterRE starts the words after a town named as where someone lives:
// "a Chicago man", "two Gary teenagers", "the Elgin resident".
var homeAfterRE = regexp.MustCompile(`^\s+(?:man|woman|boy|girl|teen|teenager|men|women|boys|girls|teens|teenagers|resident|residents|native|couple|family|mother|father|youth)\b`)

// namedAsHome reports a town named as a person's home, not where the
// shooting happened: "Sidney Davis, 44, of Denmark", "a Chicago man was
// shot in Gary". A suspect's or victim's home is often another town than
// the scene, and a story names it with every mention of the person.
func namedAsHome(txt string, sp storyline.Span) bool {
	return homeBeforeRE.MatchString(txt[max(0, sp.Start-40):sp.Start]) || homeAfterRE.MatchString(txt[sp.End:min(len(txt), sp.End+20)])
}
