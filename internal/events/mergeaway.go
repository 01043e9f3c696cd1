package events

import (
	"regexp"
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// A report of a shooting often tells another deed near it to say the
// neighbourhood is a violent one: "On Saturday less than a half mile
// away, a man shot and killed his brother". A sentence that opens by
// setting its deed at a distance from the one told tells another deed:
// its mention joins no group that holds a mention of the same article,
// however well its day and place fit (a report's undated mentions fit a
// week of days, and the town is the same).

// awayFrontRE matches a fronted adverbial of distance, at the end of the
// words before a deed's trigger: "… a half mile away, ", "two blocks
// away, ", "across town, ".
var awayFrontRE = regexp.MustCompile(`(?i)(?:\b(?:miles?|blocks?|yards|feet|kilometers?|kilometres?|km|meters?|metres?)\s+(?:away|from\s+there)|\bacross\s+(?:town|the\s+city))\s*,\s+[^,]*$`)

// setAway reports a sentence that sets e's deed at a distance
// (awayFrontRE), fronted: the sentence opens with it ("On Saturday less
// than a half mile away, …"), not a clause on a witness ("Herrera, who
// lives a couple blocks away, said …").
func setAway(txt string, e *storyline.Event) bool {
	t := e.TriggerSpan
	if t.End == 0 || t.Start < e.Sentence.Start || t.Start > len(txt) {
		return false
	}
	pre := txt[e.Sentence.Start:t.Start]
	if !strings.Contains(pre, "way") && !strings.Contains(pre, "cross") && !strings.Contains(pre, "there") {
		return false // most sentences: no regular expression to run
	}
	loc := awayFrontRE.FindStringIndex(pre)
	if loc == nil {
		return false
	}
	before := strings.Fields(text.Fold(txt[e.Sentence.Start : e.Sentence.Start+loc[0]]))
	return len(before) <= 8 && !slices.ContainsFunc(before, func(w string) bool { return relativeOrHome[strings.Trim(w, ",")] })
}

// awayFromTheOther reports a mention of article id set away (setAway)
// while group holds a mention of that article.
func awayFromTheOther(id int64, m mention, group []mention) bool {
	return m.away && slices.ContainsFunc(group, func(x mention) bool { return x.ref.Article == id })
}
