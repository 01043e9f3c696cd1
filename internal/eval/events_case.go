package eval

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// CASE 2021 Task 2: news snippets labelled with ACLED-style sub-event types
// and five labels outside ACLED's taxonomy. Our sub-event types map to
// their labels by CASELabel (documented in docs/events.md); weighted F1
// averages each gold label's F1 weighted by its support.

// CASEItem is one snippet with its gold label.
type CASEItem struct {
	ID      string
	Snippet string
	Label   string
}

// ReadCASE reads the task 2 TSV (id, EventSnippet, SubType, with a header).
func ReadCASE(r io.Reader) ([]CASEItem, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var out []CASEItem
	line := 0
	for sc.Scan() {
		line++
		f := strings.Split(sc.Text(), "\t")
		if line == 1 && len(f) >= 3 && f[2] == "SubType" {
			continue
		}
		if len(f) < 3 {
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			return nil, fmt.Errorf("line %d: %d fields, want id, EventSnippet, SubType", line, len(f))
		}
		out = append(out, CASEItem{ID: f[0], Snippet: f[1], Label: strings.TrimSpace(f[len(f)-1])})
	}
	return out, sc.Err()
}

// caseLabels maps our sub-event types to CASE 2021's labels.
var caseLabels = map[string]string{
	storyline.SubArmedClash:           "ARMED_CLASH",
	storyline.SubGovRegainsTerritory:  "GOV_REGAINS_TERIT",
	storyline.SubNonStateOvertakes:    "NON_STATE_ACTOR_OVERTAKES_TER",
	storyline.SubChemicalWeapon:       "CHEM_WEAP",
	storyline.SubAirStrike:            "AIR_STRIKE",
	storyline.SubSuicideBomb:          "SUIC_BOMB",
	storyline.SubShelling:             "ART_MISS_ATTACK",
	storyline.SubRemoteExplosive:      "REM_EXPLOS",
	storyline.SubGrenade:              "GRENADE",
	storyline.SubSexualViolence:       "SEX_VIOL",
	storyline.SubAttack:               "ATTACK",
	storyline.SubAbduction:            "ABDUCT_DISSAP",
	storyline.SubPeacefulProtest:      "PEACE_PROTEST",
	storyline.SubProtestIntervention:  "PROTEST_WITH_INTER",
	storyline.SubExcessiveForce:       "FORCE_AGAINST_PROTEST",
	storyline.SubViolentDemonstration: "VIOL_DEMONSTR",
	storyline.SubMobViolence:          "MOB_VIOL",
	storyline.SubAgreement:            "AGREEMENT",
	storyline.SubArrests:              "ARREST",
	storyline.SubChangeToGroup:        "CHANGE_TO_GROUP_ACT",
	storyline.SubDefection:            "CHANGE_TO_GROUP_ACT",
	storyline.SubDisruptedWeapons:     "DISR_WEAP",
	storyline.SubHeadquarters:         "HQ_ESTABLISHED",
	storyline.SubLootingDestruction:   "PROPERTY_DISTRUCT",
	storyline.SubNonViolentTransfer:   "NON_VIOL_TERRIT_TRANSFER",
	storyline.SubOther:                "OTHER",
}

// CASELabel maps an event to CASE 2021's label. Tags decide the labels
// outside ACLED's taxonomy: a claim of responsibility is ATTRIB, a natural
// or man-made disaster NATURAL_DISASTER or MAN_MADE_DISASTER, crime without
// political violence ORG_CRIME, diplomacy DIPLO.
func CASELabel(e *storyline.Event) string {
	has := func(t string) bool {
		for _, x := range e.Tags {
			if x == t {
				return true
			}
		}
		return false
	}
	switch {
	case has("claim of responsibility"):
		return "ATTRIB"
	case has("natural disaster"):
		return "NATURAL_DISASTER"
	case has("man-made disaster"):
		return "MAN_MADE_DISASTER"
	case has("diplomatic") && (e.EventType == "" || e.SubEventType == storyline.SubOther):
		return "DIPLO"
	case has("crime") && (e.EventType == "" || e.EventType == storyline.EventStrategic):
		return "ORG_CRIME"
	}
	return caseLabels[e.SubEventType]
}

// PredictCASE labels one snippet: the label of its first coded event, else
// of its first event of any status; "" when it has none.
func PredictCASE(snippet string) string {
	a := AnalyzeNotes(snippet, storyline.Date{Year: 2020, Month: 1, Day: 1})
	evs := events.Extract(a)
	for i := range evs {
		if evs[i].Coded() {
			if l := CASELabel(&evs[i]); l != "" {
				return l
			}
		}
	}
	for i := range evs {
		if l := CASELabel(&evs[i]); l != "" {
			return l
		}
	}
	return ""
}

// CASEMetrics are the CASE 2021 task 2 scores.
type CASEMetrics struct {
	WeightedF1 float64 `json:"weighted_f1"`
	MicroF1    float64 `json:"micro_f1"`
	MacroF1    float64 `json:"macro_f1"`
	Rows       int     `json:"rows"`
	// PerLabel is each gold label's F1 and support.
	PerLabel  map[string]LabelF1        `json:"per_label"`
	Confusion map[string]map[string]int `json:"confusion,omitempty"`
}

// LabelF1 is one label's F1 and gold support.
type LabelF1 struct {
	F1      float64 `json:"f1"`
	Support int     `json:"support"`
}

// ScoreCASE computes weighted, micro and macro F1 (sklearn's definitions
// over the gold labels; an empty prediction is a miss).
func ScoreCASE(gold, pred []string) CASEMetrics {
	m := CASEMetrics{Rows: len(gold), PerLabel: map[string]LabelF1{}}
	ls := scoreLabels(gold, pred)
	m.MicroF1, m.Confusion = ls.MicroF1, ls.Confusion
	tp, fp, support := map[string]int{}, map[string]int{}, map[string]int{}
	for i := range gold {
		support[gold[i]]++
		if pred[i] == gold[i] {
			tp[gold[i]]++
		} else if pred[i] != "" {
			fp[pred[i]]++
		}
	}
	labels := make([]string, 0, len(support))
	for l := range support {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	var wsum, msum float64
	for _, l := range labels {
		f := f1(tp[l], tp[l]+fp[l], support[l])
		m.PerLabel[l] = LabelF1{F1: f, Support: support[l]}
		wsum += f * float64(support[l])
		msum += f
	}
	if len(gold) > 0 {
		m.WeightedF1 = wsum / float64(len(gold))
		m.MacroF1 = msum / float64(len(labels))
	}
	return m
}

// EvalCASE reads the task 2 TSV, labels every snippet and scores them.
func EvalCASE(path string) (CASEMetrics, []CASEItem, []string, error) {
	fh, err := os.Open(path)
	if err != nil {
		return CASEMetrics{}, nil, nil, err
	}
	defer fh.Close()
	items, err := ReadCASE(fh)
	if err != nil {
		return CASEMetrics{}, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	pred := make([]string, len(items))
	gold := make([]string, len(items))
	parallelEvents(len(items), func(i int) { pred[i] = PredictCASE(items[i].Snippet) })
	for i := range items {
		gold[i] = items[i].Label
	}
	return ScoreCASE(gold, pred), items, pred, nil
}
