package text

import "testing"

func TestSentences(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{`Sgt. Jorge Torres said it. "I'm not."`, []string{`Sgt. Jorge Torres said it.`, `"I'm not."`}},
		{"The U.S. envoy met Gen. Padrino on Feb. 25. Talks failed.", []string{"The U.S. envoy met Gen. Padrino on Feb. 25.", "Talks failed."}},
		{"John F. Kennedy spoke. Then he left!", []string{"John F. Kennedy spoke.", "Then he left!"}},
		{"First block ends\n\nSecond block.", []string{"First block ends", "Second block."}},
		{"Prices rose 3.5 percent. Why? Nobody knows.", []string{"Prices rose 3.5 percent.", "Why?", "Nobody knows."}},
		{"  ", nil},
		// A list's items are sentences of their own.
		{"A mob stormed the embassy July 11. - On July 31 an assault killed 80 people.", []string{"A mob stormed the embassy July 11.", "- On July 31 an assault killed 80 people."}},
		{"Key facts: • Troops arrived in the town. • 12 died.", []string{"Key facts: • Troops arrived in the town.", "• 12 died."}},
		{"Prices rose 3.5 percent. - but not everywhere.", []string{"Prices rose 3.5 percent. - but not everywhere."}},
		{"NEAR DALLAS, Ore. – Polk County deputies said a boy was shot.", []string{"NEAR DALLAS, Ore. – Polk County deputies said a boy was shot."}},
		// Paragraphs joined without a space are sentences all the same.
		{"One man was left dead.It happened Sunday in the 2800 block of Saunders Street.Police say he died.", []string{"One man was left dead.", "It happened Sunday in the 2800 block of Saunders Street.", "Police say he died."}},
		{`"Turn yourself in," she said."This person was killed."Three others were hurt!Nobody knows why?Police`, []string{`"Turn yourself in," she said.`, `"This person was killed."`, "Three others were hurt!", "Nobody knows why?", "Police"}},
		{"An 8th teen was injured in a weekend shooting.A 14-year old girl showed up.I saw it.", []string{"An 8th teen was injured in a weekend shooting.", "A 14-year old girl showed up.", "I saw it."}},
		// Domains, addresses, abbreviations and capitals stay whole.
		{"Read it at www.Example.com or Amazon.com and WRCBtv.com/News today.", []string{"Read it at www.Example.com or Amazon.com and WRCBtv.com/News today."}},
		{"Mail jane.Doe@example.org or see Mr.Smith on Main Ave.Police and Ph.D candidates.", []string{"Mail jane.Doe@example.org or see Mr.Smith on Main Ave.Police and Ph.D candidates."}},
		{"Hines said.SPD officers came.", []string{"Hines said.SPD officers came."}},
	}
	for _, tt := range tests {
		got := Sentences(tt.in)
		if len(got) != len(tt.want) {
			t.Errorf("%q: got %d sentences %v", tt.in, len(got), got)
			continue
		}
		for i := range got {
			if s := got[i].In(tt.in); s != tt.want[i] {
				t.Errorf("%q: sentence %d = %q, want %q", tt.in, i, s, tt.want[i])
			}
		}
	}
}
