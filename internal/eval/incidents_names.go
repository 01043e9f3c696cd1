package eval

// goldTitles are the rank, office and service words an incident record
// puts before a person's name ("Officer Derrick Stafford", "Marine Staff
// Sgt David A. Wyatt", "Navy Petty Officer 2nd Class Randall Smith",
// "Rev. Clementa Pinckney", "K9 Officer Hyco"), folded: the articles name
// the same person without them, or with their own ("deputy Jeff Davis"
// for "Dep. Jeff Davis"), so the name's first word is the one after them.
// Words that are given names as often ("Major", "Marshal", "Chief") are
// not listed.
var goldTitles = map[string]bool{
	"officer": true, "ofc": true, "deputy": true, "dep": true, "detective": true, "det": true,
	"trooper": true, "tpr": true, "agent": true, "sheriff": true, "constable": true,
	"sergeant": true, "sgt": true, "staff": true, "stf": true, "ssgt": true, "gunnery": true, "lance": true,
	"corporal": true, "cpl": true, "lieutenant": true, "lt": true, "colonel": true, "col": true,
	"maj": true, "captain": true, "capt": true, "cpt": true, "pfc": true, "pvt": true, "spc": true,
	"specialist": true, "airman": true, "seaman": true, "petty": true, "1st": true, "2nd": true,
	"3rd": true, "first": true, "second": true, "class": true,
	"marine": true, "navy": true, "army": true, "tsa": true, "k9": true, "retired": true,
	"reverend": true, "rev": true, "pastor": true, "dr": true, "mr": true, "mrs": true, "ms": true,
}

// dropGoldTitles returns the words of a folded name from its first word
// after any leading goldTitles, keeping the last word in any case (a
// record's placeholder "Officer" stays "officer").
func dropGoldTitles(words []string) []string {
	for len(words) > 1 && goldTitles[words[0]] {
		words = words[1:]
	}
	return words
}
