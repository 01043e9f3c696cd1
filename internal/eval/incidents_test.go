package eval

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// TestIncidentsGVA scores the main events of the gva_dev stream's stories
// on the incidents' records. It logs each field against the floor
// and fails when a field drops below where it stands now (ratchet): the
// floors are not met yet (docs/events-incidents.md).
func TestIncidentsGVA(t *testing.T) {
	if testing.Short() {
		t.Skip("ingests 2,134 articles")
	}
	dir, ok := SharedDir()
	if !ok {
		t.Skip("no ../shared")
	}
	stream := filepath.Join(dir, "gold", "stories", "gva_dev")
	incidents := filepath.Join(dir, "gold", "events", "gva_incidents_dev", "incidents.tsv")
	if _, err := os.Stat(incidents); err != nil {
		t.Skip("no gva_incidents_dev")
	}
	run, err := EvalIncidents(context.Background(), filepath.Join(stream, "articles.jsonl"), filepath.Join(stream, "gold.tsv"), incidents)
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	t.Logf("incidents %d (scored %d): date %.3f town %.3f killed %.3f injured %.3f people %.3f (of %d); killed total %d, gold %d; killed stated %.3f",
		m.Incidents, m.Scored, m.DateAccuracy, m.TownAccuracy, m.KilledAccuracy, m.InjuredAccuracy, m.PeopleRecall, m.People,
		m.KilledTotalPredicted, m.KilledTotalGold, m.KilledStated)
	for _, f := range []struct {
		name              string
		got, floor, ratch float64
	}{
		// victims listed by their ties, the killer killed by police, a
		// victim shot "and later died": 0.778 → 0.789; the dead named
		// one by one added up, lists that give ages: → 0.801; with the
		// headline-only reports analyzed as well: → 0.821; the dead a
		// headline counts when no sentence does: → 0.825; a headline's
		// lone dead or killing without a count ("Man gunned down",
		// "in fatal shooting"): → 0.846; the killer's death told
		// without its verb ("killing 2, then himself") and a
		// murder-suicide's two dead at least: → 0.849; "attempted
		// first-degree murder" killed no one: → 0.850; a count after
		// a dateline's dash, a headline's "One of five victims dies":
		// → 0.853; an earlier event told as background ("Six months
		// before that, a gunman killed …") no longer the story's: → 0.854;
		// a strategic development told beside violence with its own dead
		// or wounded no longer the main event: → 0.8549; a report of
		// its own day two days from another's no longer merges with
		// it through a day between: → 0.8558; a round-up's counts
		// told apart or spread ("in three separate incidents", "in
		// shootings across Chicago") no one shooting's: → 0.8574; a
		// round-up's parts told at two street blocks two events: → 0.8582;
		// a site's name in a title no words of its reports: → 0.8590; a
		// national count of deaths "this year" no event's: → 0.8598;
		// sentences run together without a space split: → 0.8622; a
		// body that shares no word with its headline page chrome: → 0.8663;
		// a mention joins the fitting group of its own kind first: → 0.8671;
		// a trailing source no side (the Colorado Springs clinic
		// shooting's three dead): → 0.8679; a video player's clips no
		// body, a street read as a surname no tie: → 0.8703
		{"killed accuracy", m.KilledAccuracy, 0.85, 0.875},
		// stories that no longer chain other days' events (a report
		// joins late only with the story's rare names) hold fewer
		// articles per incident: injured and people found dropped a
		// little (0.612 → 0.609, 0.584 → 0.577); the ratchets follow
		// a gunshot wound suffered, one more wounded beside the dead,
		// wounds and ages that are no count: 0.664 → 0.678; the
		// wounded named one by one, others shot beside a death: → 0.685;
		// with the headline-only reports analyzed as well: → 0.699;
		// injuries' gravity read past, ages that are no count, round-ups,
		// a death among the wounded, the wounded a headline counts: → 0.711;
		// an article that joins its story through the namesake in the
		// state it names makes another event the main one: → 0.710;
		// a county's name no town abroad: → 0.711;
		// a headline's lone wounded ("Teen shot in foot"), one person
		// hit told without a count ("is recovering after shooting
		// himself", "in critical condition"), a double shooting's two:
		// → 0.739; "shot six people, killing four of them" counts
		// the others wounded: → 0.747; a count after a dateline's
		// dash ("AMARILLO -- Four people were treated"), "the shooting
		// of a 7-year-old", "the injured child", a headline's
		// "Shooting that injured 11-year-old boy": → 0.751; a strategic
		// development beside violence with its own wounded no longer the
		// main event (the looting of a shop, a truce): → 0.7536;
		// a month's span no longer overlaps the next month's, so a
		// report of a shooting "in February" read a year late no longer
		// merges with January's row and its wounded: → 0.7528
		// days named two apart no longer merged: → 0.7536; a count
		// after a present verb of wounding is that verb's: → 0.7545;
		// with the dates of a deed's clause, a weekend round-up's main
		// event ("4 Killed, 53 Wounded In Weekend Shootings") takes the
		// headline's totals instead of one shooting's 4 wounded that
		// matched by chance: → 0.7536; a shooting no longer read as
		// force on a protest merges with a city round-up's "Seven men
		// were wounded … including four men who were shot" and takes
		// the round-up's 7 (the part the incident is: 4): → 0.7528;
		// a round-up's counts told apart or spread ("on the South and
		// West sides", "in incidents spanning the five boroughs") no
		// one shooting's: → 0.7553; a count told over days ("between
		// Friday evening and Monday morning"): → 0.7561; a round-up's
		// parts told at two street blocks two events: a weekend
		// round-up's main event is no longer the merge of its parts
		// that held the incident's 4 wounded by chance: → 0.7553
		// the night's shooting over a month a report recalls: → 0.7561;
		// a site's name in a title no words of its reports: → 0.7569; a
		// national count of deaths "this year" no event's: → 0.7577;
		// sentences run together without a space split ("hospitalized.It
		// happened"): a report whose one long sentence read as
		// background now counts its wounded, and two that lost a wrong
		// reading's lucky count: → 0.7561; a count over a stretch of
		// hours ("shot in Chicago in about ten hours") a round-up's:
		// → 0.7569; a body of up to 200 words that shares no word with
		// its headline (a sidebar's teasers) page chrome: → 0.7593; a
		// mention joins the fitting group of its own kind first: → 0.7618;
		// a trailing source no side (the Colorado Springs clinic
		// shooting's row keeps its three dead and nine wounded): → 0.7626;
		// bylines credits, a block's street a street, a dateline's
		// spaced hyphen, the sides of a report that read no place those
		// of one that did, groups of civilians and soldiers counted: → 0.7707;
		// a video player's clips no body, a street read as a surname
		// no tie: → 0.7731
		{"injured accuracy", m.InjuredAccuracy, 0.75, 0.777},
		// the day of the clause, not of the report or the court
		// case, and the day most articles name: 0.705 → 0.735;
		// headline-only reports analyzed: → 0.750; an incident whose
		// sentences name no day takes the one its article names close
		// by ("It happened Thursday night"), a possessive day of the
		// incident ("in Thursday night's fatal shooting"): → 0.787;
		// an overnight shooting on the report's day, a weekday the day
		// after the article's date on that date, a passive "was
		// reported" and a closing "…, police said." no statement's day,
		// the article's day finer than a week a sentence gives, a day
		// the lead names, none a speaker's inside a quote: → 0.803;
		// a day inside the week or month a sentence names, an update's
		// stamp the page's: → 0.806; a day only a statement, a charge
		// or the page gives no day of the incident: → 0.812; a day to
		// come, a death before its cause, a search's, an update's
		// or a release's day no day of the incident either, a weekday with a
		// clock time the day after the article's date on that date:
		// → 0.8169; a day that opens a clause of an arrest, a
		// statement or a release ("On Tuesday, deputies arrested"),
		// a day set before the step it dates ("at his Saturday
		// arraignment"): → 0.8193; the bounds of the span a round-up
		// tells ("between Friday evening and Monday morning"): → 0.8201;
		// a report of its own day two days from another's no longer
		// merges with it through a day between: the same rows; a
		// report that ties two stories of one incident merges them:
		// → 0.8209; a dateline's or a stamp's date, a victim's later
		// death, a hospital's word on a victim, a rally and a day told
		// from another deed's ("the next day") no day of the incident:
		// → 0.8266; a round-up's parts told at two street blocks two
		// events, a day that bounds a round-up's period no event's day:
		// → 0.8282; a month long before its report told once no
		// main event's day, "following Thursday night's shooting" no
		// next Thursday, a status's day ("underway Sunday"), an arrest
		// told by its noun no day of the incident, a quotation closed by
		// a straight mark: → 0.8323; a follow-up naming the victims
		// joins their story and makes another incident its main event
		// (docs/stories.md, fifth pass): → 0.8314; a site's name in
		// a title no words of its reports (docs/dashboard.md): → 0.8323;
		// a street's key without its type or compass words: → 0.8331;
		// sentences run together without a space split: → 0.8347; a
		// body of up to 200 words that shares no word with its headline
		// page chrome: → 0.8379; the same changes as the injured's
		// last: → 0.8412; holidays read as days ("on Father's Day",
		// "a Memorial Day party"): → 0.8428; "a weekend shooting", a
		// day set before the incident's noun in an arrest's sentence, a
		// search's day, a deed set "a half mile away", a day of what
		// "still" goes on, two hours on two days two deeds, an arrest's
		// day before "after" the deed, the headline's day: → 0.8485;
		// a person shot by accident coded as shot, a gun that goes off a
		// shooting, a release's day, two streets no place of their
		// names (docs/events-incidents.md, twenty-fourth step): → 0.8501
		{"date accuracy", m.DateAccuracy, 0.85, 0.850},
		// datelines the gazetteer lacks, sides of towns: 0.697 → 0.706;
		// headline-only reports analyzed, the towns headlines name:
		// → 0.733; neighbourhoods GeoNames lists as towns read as the
		// large city they lie in: → 0.736; a town the gazetteer lacks
		// named with its state, a namesake in the state the article
		// names: → 0.738; the main event's own town against a
		// neighbour named more, a town named with a street address,
		// a home town of no weight: → 0.745; a headline's town named
		// for its subject ("Kokomo shooting"), a county where no town
		// is, "Washington, D.C." as Washington, streets, rivers and
		// valleys named for towns abroad, "City police": → 0.760; a
		// town the tagger missed after "in": → 0.762; datelines
		// with any dash, alone or a few paragraphs down: → 0.763; a
		// neighbourhood read as a namesake of a city's section the
		// story names, a town named as a distance's landmark of no
		// weight, "the Parkway neighborhood" of no weight: → 0.767;
		// a name the tagger cut ("Salt" of "Salt Lake City"): → 0.769; places a sentence
		// names for something else (Syria pass): +1; the county a
		// town's reports put it in ("Iredell County deputies said"):
		// → 0.787; a neighbourhood read as a namesake far off in a
		// state the story never names ("a bar in Homewood" filed from
		// Pittsburgh): → 0.790; the names stage's places no longer
		// tagged as people compete with the main event's town in two
		// incidents ("Ligonier", "Beckley" found): → 0.7885; a
		// county's name before "County" no town of the story, a county's
		// dateline giving way to a town of its state read as a namesake,
		// a village the gazetteer lacks after a street address, a
		// dateline's state named like a country: → 0.7950; a report
		// that ties two stories of one incident merges them: → 0.7958;
		// a compass quadrant no place: → 0.7966; a division that is
		// one city ("D.C. police", "in Northeast D.C.") that city, a
		// headline's "SE" no town: → 0.8006; of two towns as fine, the
		// one most of an event's reports give: → 0.8015; a station's
		// home town after its name in a title ("- WMC Action News 5 -
		// Memphis, Tennessee") no place of the event, so a report that
		// names no town gives none: → 0.8006 (one incident; stream
		// BCubed, date, killed and injured each gain); sentences run
		// together without a space split: → 0.8015; a body that shares
		// no word with its headline page chrome: → 0.8039; a mention
		// joins the fitting group of its own kind first: → 0.8031; a
		// video player's clips no body: → 0.8055
		// a saint's possessive and a dateline in capitals cut short no
		// places abroad: → 0.8063
		{"town accuracy", m.TownAccuracy, 0.80, 0.807},
		// names the tagger cut at a middle initial, a middle name or
		// a nickname run on; a name with an age between commas or
		// given as identified is a person's, whatever the tagger made
		// of it; headline-only reports analyzed: 0.578 → 0.638; the
		// names stage reads a name given an age, a full name whose
		// surname is a person elsewhere, a quoted nickname inside a
		// name and a name run on after a period as persons: → 0.651;
		// a family's given names bear its surname, more forms of ages,
		// middle initials, names said to be shot or charged, relatives
		// named alone: → 0.665; an earlier event told as background
		// no longer the story's: → 0.668; a family named by its
		// surname, a relative's owner a sentence back or a couple, the
		// victims after "the shooting of", a given name read as a
		// nationality before an age: → 0.671; a given name the tagger
		// left out before a name, names after "identified as", two
		// people read as one name before "were shot": → 0.672; a
		// name said to be a person's ("the 13-year-old is", "the baby
		// to be"), a month as a given name before an age, sisters with
		// middle initials sharing a surname: 0.6716 → 0.6728; a
		// follow-up naming the story's victim or suspect joins its
		// story (docs/stories.md): → 0.6774; a record's rank or office
		// before a name ("Officer …", "Marine Staff Sgt …") no part of
		// it: → 0.6838; a given name the record and the article spell
		// one letter apart: → 0.6909; initials words of their own, a
		// given name with an apostrophe between capitals ("Ta'…"):
		// → 0.6918 (docs/names.md); a name split by a mis-decoded
		// apostrophe read whole, a given name's short form ("Sam" for
		// Samuel): → 0.6934; a street's key without its type or
		// compass words ("Lappin Avenue" and "Lappin Street"): → 0.6943;
		// a police spokesman's surname no tie of a late report (Fuller
		// Park's charges a month on went with another report, five
		// people; the shootings two years apart in Stockton are two
		// stories) and a name ending before the sentence's period:
		// → 0.6918; bylines credits, streets no people's names, a
		// block's street tying two reports of one shooting: → 0.6960;
		// a given name that heads institutions ("Parish Jordan, 22"):
		// → 0.6964; a parent and a couple's boys given by a given name
		// of the family's, a wife named in full owning no children
		// "their" names: → 0.6972; relatives after a copula, a given
		// name's possessive, a one-word name identified as a person's at
		// each mention, officers with initials (docs/names.md), the
		// stories of shootings by accident that had no event: → 0.7002
		{"people recall", m.PeopleRecall, 0.70, 0.700},
		// The story list's headline figure of a fatal incident's story
		// counts its dead (no floor of the issue's; 0.269 when the
		// figures alone gave it, 0.787 with the main event's dead where
		// no count of the dead heads the figures; round-ups' counts no
		// one event's: 0.7881; a headline count of the dead that is a
		// part of the main event's, in its sentence: 0.7983; a label
		// that names the count's action in the words of a report of
		// its value ("1 man killed", not "1 man"), the titles' count of
		// the dead over a part of it, a wounded victim a later report
		// says died, a count whose sentence joins others to it ("his
		// parents and three of their children"): 0.8215; a round-up's
		// toll over the main event's dead ("in shootings across the
		// city"): 0.8229; a count joined by "and" to a count with a
		// verb shares it (docs/figures.md): 0.8244; a street's key
		// without its type or compass words, which ties a weekend's
		// round-up to one of its shootings' stories and a report of two
		// shootings to the other's: 0.8215; a body of up to 200 words
		// that shares no word with its headline read as page chrome,
		// the headline the report: 0.8244; a street read as a surname
		// no tie between reports: 0.8287).
		{"headline killed", m.HeadlineKilledAccuracy, 0, 0.834},
	} {
		if f.got < f.floor {
			t.Errorf("%s %.4f < the issue's floor %.2f", f.name, f.got, f.floor)
		}
		if f.got < f.ratch {
			t.Errorf("%s %.3f dropped below %.2f", f.name, f.got, f.ratch)
		}
	}
	if g, p := float64(m.KilledTotalGold), float64(m.KilledTotalPredicted); p < 0.85*g || p > 1.15*g {
		t.Errorf("predicted killed total %d not within 15%% of the gold %d (the issue's floor)", m.KilledTotalPredicted, m.KilledTotalGold)
	}
	if out := os.Getenv("INCIDENT_PREDICTIONS"); out != "" {
		f, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := WriteIncidentPredictions(f, run.Predictions); err != nil {
			t.Fatal(err)
		}
	}
}
