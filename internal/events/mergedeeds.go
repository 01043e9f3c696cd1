package events

import "github.com/storyline-news/storyline"

// battleAndBlast reports a mention of article art that tells a battle
// where a mention of the same article in group tells a strike or a blast
// (or the other way round), each with its own stated number of dead, and
// the numbers differ: the report tells two deeds ("Bomb kills 30
// government fighters" and "On Monday about 70 rebels were killed in
// clashes between" two rebel groups; "repel a rebel offensive … 40" and
// "39 civilians were killed in overnight bombardment"). Merged, one of the
// counts is lost and the other deed's place, kind or dead kept. Other
// reports are left to the merge: a battle one outlet tells as the strikes
// that backed it is one event.
func battleAndBlast(art int64, e *storyline.Event, group []mention) bool {
	if e.Fatalities <= 0 || e.FatalitiesImplied {
		return false
	}
	other := func(a, b string) bool {
		return a == storyline.EventBattles && b == storyline.EventExplosions || a == storyline.EventExplosions && b == storyline.EventBattles
	}
	for _, m := range group {
		x := m.e
		if m.ref.Article == art && other(x.EventType, e.EventType) && x.Fatalities > 0 && !x.FatalitiesImplied && x.Fatalities != e.Fatalities {
			return true
		}
	}
	return false
}
