package events_test

import "testing"

// Within one report, two deeds of different kinds told each with its own
// day a day apart are two events (not in the report's opening sentence,
// whose day may be the report's).
func TestMergeOtherKindOtherDay(t *testing.T) {
	evs := mergedStory(t, "Government forces tightened their hold on the east of the city this week. "+
		"Activists said militiamen summarily executed six young men in the Sakhour neighbourhood of Aleppo on Friday after they returned to their homes. "+
		"Six civilians were killed in airstrikes on the town of Atareb west of Aleppo on Saturday.")
	if len(evs) != 2 {
		for _, e := range evs {
			t.Logf("%s %s %d", e.SubEventType, e.Date, e.Fatalities)
		}
		t.Errorf("executions on Friday and air strikes on Saturday: %d events; want 2", len(evs))
	}
}
