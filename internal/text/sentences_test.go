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
