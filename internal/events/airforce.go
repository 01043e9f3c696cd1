package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// An air strike's doer is an air force.
//
// Armed groups in the wars this coder reads have no aircraft: "US-led
// coalition airstrikes kill at least ten civilians in Raqqa", "Russian air
// strikes … IS group fighters", "Assad regime air strikes" named the
// group the strikes were against, or one the sentence named in passing,
// as their doer (120 of syria-fakes' 297 air strike rows had a rebel
// group, IS or a militia first). The nation whose aircraft struck is
// named right before the strike ("Russian air strikes", "Israeli
// Strike", "Syrian regime airstrikes"), after "by" ("by the US-led
// coalition", "by Russian jets"), or as a coalition "led" by it; it is
// then the first actor, as "Military Forces of" it. Otherwise the doer
// is left unnamed rather than wrong, and a non-state side named first
// becomes the second actor, the side struck. A drone strike may be any
// side's and is left as the other rules read it.

// airForceWords may stand between a nation and the strike it made:
// "Syrian regime airstrikes", "the Russian air force's raids".
var airForceWords = wordSet("regime", "government", "army", "military", "air", "force", "forces", "coalition", "s", "'", "-", "led",
	"jets", "warplanes", "aircraft", "planes", "fighter", "combat", "aerospace", "navy", "overnight", "new", "latest", "deadly", "heavy")

// ownForces, right before a strike with no nation named, are the forces of
// the country the strike is in.
var ownForces = wordSet("regime", "government", "army", "military")

// airStrikeDoer sets the doer of an air strike e (see above).
func (x *extractor) airStrikeDoer(e *storyline.Event) {
	if e.SubEventType != storyline.SubAirStrike || strings.Contains(lower(e.Trigger), "drone") {
		return
	}
	home := x.country
	if e.Place != nil && e.Place.Country != "" {
		home = e.Place.Country
	}
	if a := e.Actor1; a != nil && a.Inter == storyline.InterStateForces && x.struckObject(e.TriggerSpan, a.Span) && (e.Actor2 == nil || e.Actor2.Inter == storyline.InterCivilians) {
		// "The bombers had also targeted the Syrian army troops near the
		// city", "Israeli Strike on Syrian Town Kills 5 Soldiers": the
		// forces the strike hits are its target
		e.Actor1, e.Actor2 = nil, a
	}
	if cc := x.airForceOf(x.tokenAt(e.TriggerSpan.Start), home); cc != "" {
		if name := x.countryName(cc); name != "" {
			old := e.Actor1
			e.Actor1 = &storyline.EventActor{Name: "Military Forces of " + name, Inter: storyline.InterStateForces}
			if e.Actor2 != nil && e.Actor2.Name == e.Actor1.Name {
				e.Actor2 = nil // "terrorists were killed during the army strikes": the army struck
			}
			if old != nil && old.Inter != storyline.InterCivilians && old.Name != e.Actor1.Name && e.Actor2 == nil {
				e.Actor2 = old // "62 Syrian troops killed in US-led strikes": the troops were struck
			}
			return
		}
	}
	if e.Actor1 != nil && e.Actor1.Inter != storyline.InterStateForces {
		if e.Actor2 == nil {
			e.Actor2 = e.Actor1
		}
		e.Actor1 = nil
	}
}

// airForceOf returns the country whose aircraft made the strike at token
// t: a nationality or country before it with only airForceWords between,
// one within a few words after a "by" that follows it, or the leader of a
// coalition ("US-led coalition") anywhere in the sentence. A regime, a
// government or an army named right before the strike ("Assad regime air
// strikes", "during the army strikes") is home's, the country the strike
// is in.
func (x *extractor) airForceOf(t int, home string) string {
	toks := x.toks
	for k := 0; k+2 < len(toks); k++ {
		if toks[k+1].lw == "-" && toks[k+2].lw == "led" || toks[k+1].lw == "led" {
			if cc, _ := x.countryAt(k); cc != "" {
				return cc
			}
		}
	}
	for k := t - 1; k >= 0 && k >= t-5; k-- {
		if cc, named := x.countryAt(k); cc != "" && !(cc == home && named) {
			return cc // not "Syria air strike", a strike in the country, when it is the place's
		}
		if ownForces[toks[k].lw] && k+1 < len(toks) && toks[k+1].lw != "'" && toks[k+1].lw != "-" {
			return home
		}
		if !airForceWords[toks[k].lw] {
			break
		}
	}
	for k := t + 1; k < len(toks) && k <= t+4; k++ {
		if toks[k].lw != "by" {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+4; j++ {
			if cc, _ := x.countryAt(j); cc != "" {
				return cc
			}
		}
		break
	}
	return ""
}

// countryAt returns the country of a nationality or country mention
// that ends token k ("Russian", "Israeli", "US"), or ends one "s" short
// of it ("Russias", a possessive whose apostrophe a copy lost), or "";
// and whether a country's own name ends at k ("Syria" in "Syria air
// strike" says where, "Syrian" who).
func (x *extractor) countryAt(k int) (cc string, named bool) {
	t := x.toks[k]
	for _, m := range x.in.Mentions {
		if m.Span.End == t.e && m.Type == storyline.LOC {
			named = true
		}
		if cc != "" || m.Span.End != t.e && !(m.Span.End+1 == t.e && m.Span.Start >= t.s && x.in.Text[m.Span.End] == 's') {
			continue
		}
		if m.Type != storyline.NORP && m.Type != storyline.LOC {
			continue
		}
		if c, ok := x.gazetteer().Country(m.Text); ok {
			cc = c
		}
	}
	if cc != "" {
		return cc, named
	}
	switch x.in.Text[t.s:t.e] {
	case "US", "American", "Americans":
		if c, ok := x.gazetteer().Country("United States"); ok {
			return c, named
		}
	}
	return "", named
}

// airForceOfGroup gives a merged air strike e the doer of its reports:
// the merge codes the strike an attack told without its weapon ("18
// Civilians Killed in Barrel Bomb Attack", an attack on civilians whose
// doer is an unidentified armed group), and keeps that report's actors.
// The first report coded as an air strike whose doer is a state's forces
// names the doer; with none, a non-state first actor is no doer of a
// strike (airStrikeDoer): a named one is the side struck, when none is
// named, and the default unidentified group is dropped.
func airForceOfGroup(e *storyline.Event, ms []mention) {
	if e.SubEventType != storyline.SubAirStrike || e.Actor1 == nil || e.Actor1.Inter == storyline.InterStateForces {
		return
	}
	for _, m := range ms {
		if m.e.SubEventType == storyline.SubAirStrike && m.e.Actor1 != nil && m.e.Actor1.Inter == storyline.InterStateForces {
			e.Actor1 = m.e.Actor1
			return
		}
	}
	if e.Actor2 == nil && e.Actor1.Text != "" && e.Actor1.Inter != storyline.InterCivilians {
		e.Actor2 = e.Actor1
	}
	e.Actor1 = nil
}

// strikeObjectWords open what a strike hits: "targeted the troops",
// "strikes against Syrian forces", "Kills 5 Soldiers".
var strikeObjectWords = wordSet("against", "on", "targeted", "targeting", "target", "hit", "struck", "kill", "kills", "killed", "killing")

// struckObject reports an actor at span a that a strike at span trig
// hits: a few words after it, past a word that opens its object, with no
// "by" before the actor (the agent of a passive).
func (x *extractor) struckObject(trig, a storyline.Span) bool {
	t, k := x.tokenAt(trig.Start), x.tokenAt(a.Start)
	end := x.tokenAt(trig.End)
	if k < end || k-end > 6 {
		return false
	}
	for j := max(t, end-1); j < k; j++ {
		switch {
		case x.toks[j].lw == "by":
			return false
		case strikeObjectWords[x.toks[j].lw]:
			return true
		}
	}
	return false
}

// strikeVerbs, right after a country opening its clause, make the country
// the doer of the strike the clause tells: "The US launched 59 cruise
// missiles at the airfield", "Israel struck a convoy", "Turkey shelled
// the villages".
var strikeVerbs = wordSet("launched", "launches", "fired", "fires", "struck", "strikes", "shelled", "shells", "bombed", "bombs",
	"hit", "hits", "pounded", "pounds", "targeted", "targets")

// countryDoer makes a country that opens the clause of a shelling, a
// missile strike or a bombing, right before a verb of launching it, the
// doer: its military forces. The state forces the sentence otherwise named
// first ("at the Syrian military airfield") are those struck.
func (x *extractor) countryDoer(e *storyline.Event) {
	if e.EventType != storyline.EventExplosions || e.SubEventType == storyline.SubAirStrike {
		return
	}
	trig := x.tokenAt(e.TriggerSpan.Start)
	for k := 0; k+1 < len(x.toks) && k < trig; k++ {
		if !strikeVerbs[x.toks[k+1].lw] {
			continue
		}
		if k > 0 && x.toks[k-1].lw != "the" && !boundary(&x.toks[k-1]) && !x.toks[k-1].cap {
			continue // "… near the US launched": not a clause's subject
		}
		cc, named := x.countryAt(k)
		if cc == "" || !named {
			continue
		}
		name := x.countryName(cc)
		if name == "" {
			return
		}
		old := e.Actor1
		e.Actor1 = &storyline.EventActor{Name: "Military Forces of " + name, Inter: storyline.InterStateForces}
		if old != nil && old.Name != e.Actor1.Name && old.Inter != storyline.InterCivilians && (e.Actor2 == nil || e.Actor2.Inter == storyline.InterCivilians) {
			e.Actor2 = old
		}
		return
	}
}
