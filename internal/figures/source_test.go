package figures

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

func TestSourcePhrase(t *testing.T) {
	cases := []struct {
		phrase string
		dir    SourceDirection
		want   string // "" when no speaker is named
	}{
		{"Meanwhile the Idlib Media Center", SourceBeforeCue, "the Idlib Media Center"},
		{"On Tuesday Syrian opposition forces", SourceBeforeCue, "Syrian opposition forces"},
		{"Published April 5 2017 The jet fighters", SourceBeforeCue, "The jet fighters"},
		{"Fri 07 Apr 2017 at 0914 Homs governor", SourceBeforeCue, "Homs governor"},
		{"August 21 2013 Rebel-backer Washington", SourceBeforeCue, "Washington"},
		{"The Daesh-linked Aamaq news agency", SourceBeforeCue, "The Daesh-linked Aamaq news agency"},
		{"town has risen to 86 30 of them children a monitoring group", SourceBeforeCue, "a monitoring group"},
		{"site of a suspected attack earlier this week a monitor", SourceBeforeCue, "a monitor"},
		{"wounded several others activists", SourceBeforeCue, "activists"},
		{"wounding dozens opposition activists", SourceBeforeCue, "opposition activists"},
		{"maintains contacts there", SourceBeforeCue, ""},
		{"Tuesday in a chemical attack", SourceBeforeCue, ""},
		{"chlorine", SourceBeforeCue, ""},
		{"As well as those killed at least 160 people were injured it", SourceBeforeCue, "it"},
		{"It", SourceBeforeCue, "It"},
		{"medical workers in the rebel-held area", SourceBeforeCue, "medical workers in the rebel-held area"},
		{"Mounzer Khalil head of Idlibs health authority adding that the attack", SourceAfterCue, "Mounzer Khalil head of Idlibs health authority"},
		{"the Observatory which could not confirm the cause", SourceAfterCue, "the Observatory"},
		{"a US intelligence report were killed in strikes", SourceAfterCue, "a US intelligence report"},
		{"residents and medical personnel the report said", SourceAfterCue, "residents and medical personnel"},
		{"Colombian immigration officials", SourceBeforeCue, "Colombian immigration officials"},
		{"Three suspected attacks in Hama", SourceBeforeCue, ""},
	}
	for _, c := range cases {
		txt := "x " + c.phrase + " y"
		sp, ok := SourcePhrase(txt, storyline.Span{Start: 2, End: 2 + len(c.phrase)}, c.dir)
		got := ""
		if ok {
			got = txt[sp.Start:sp.End]
		}
		if got != c.want {
			t.Errorf("SourcePhrase(%q) = %q, want %q", c.phrase, got, c.want)
		}
	}
}

func TestFigureSourceIsASpeaker(t *testing.T) {
	cases := []struct{ sentence, figure, want string }{
		{"Meanwhile the Idlib Media Center said dozens of people had been killed.", "dozens", "the Idlib Media Center"},
		{"The death toll has risen to 86 30 of them children a monitoring group said on Wednesday.", "86", "a monitoring group"},
		{"Lama Fakih the deputy for Mideast and North Africa told the AP that the strike killed at least 38 people.", "at least 38", "Lama Fakih the deputy for Mideast and North Africa"},
		{"Omar Abu Laila who lives in Europe and maintains contacts there said 10 people were killed.", "10", ""},
		{"The attack claimed the lives of at least 27 children.", "at least 27", ""},
	}
	for _, c := range cases {
		var got *storyline.Figure
		fs := Extract(c.sentence, nil, storyline.Date{})
		for i := range fs {
			if strings.EqualFold(fs[i].Text, c.figure) {
				got = &fs[i]
			}
		}
		if got == nil {
			t.Errorf("%q: no figure %q in %+v", c.sentence, c.figure, fs)
			continue
		}
		if got.Source != c.want {
			t.Errorf("%q: source of %q = %q, want %q", c.sentence, c.figure, got.Source, c.want)
		}
	}
}
