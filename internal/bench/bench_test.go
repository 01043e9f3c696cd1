package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var tinyTexts = []string{
	`CUCUTA, Colombia (AP) — More than 100 Venezuelan soldiers have defected since the weekend, Colombian officials said Tuesday. Several dozen have ended up in a shelter.

"We are tired of the regime," said Sgt. Jorge Torres, who crossed the Simon Bolivar bridge on Saturday. Opposition leader Juan Guaido thanked the soldiers.`,
	`CARACAS, Venezuela — Security forces fired tear gas at protesters near the border on Saturday, and at least four people were killed, according to Alfredo Romero of Foro Penal. An additional 18 were injured.

President Nicolas Maduro said on Monday that the aid was a pretext for an invasion. The Lima Group met in Bogota for two hours.`,
	`GENEVA — The United Nations said on Friday that 3.4 million people had left Venezuela since 2015. The agency asked donors for $738 million for next year.

Officials in Peru and Ecuador said border crossings rose sharply last month, and Brazil sent troops to the state of Roraima.`,
}

func tinyCorpus(t *testing.T) *Corpus {
	dir := t.TempDir()
	for i, s := range tinyTexts {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("a%d.txt", i)), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c, err := LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestRunTinyCorpus(t *testing.T) {
	c := tinyCorpus(t)
	if len(c.Texts) != 3 || c.Words() == 0 || len(c.Pools) == 0 {
		t.Fatalf("corpus: %d texts, %d words, %d pools", len(c.Texts), c.Words(), len(c.Pools))
	}
	r, err := Run(context.Background(), Options{
		Corpus: c, StageTime: 20 * time.Millisecond,
		Ingest: true, IngestArticles: 12,
		Scale: 20, ScaleEvery: 10,
		StorySizes: []int{100, 200}, StoryAdds: 10,
	})
	if err != nil {
		t.Fatal(err)
	}
	flat := r.Flat()
	keys := []string{"end_to_end_words_per_sec", "build_words_per_sec", "ingest_articles_per_sec",
		"ingest_articles_per_sec_2_workers", "peak_rss_bytes", "story_cost_100_ns", "story_cost_200_ns"}
	for _, s := range Stages {
		keys = append(keys, s+"_words_per_sec")
	}
	for _, k := range keys {
		v, ok := flat[k]
		if !ok {
			t.Errorf("%s missing", k)
			continue
		}
		var f float64
		switch x := v.(type) {
		case float64:
			f = x
		case int64:
			f = float64(x)
		}
		if f <= 0 {
			t.Errorf("%s = %v, want > 0", k, v)
		}
	}
	if len(r.Scale) != 2 || r.Scale[1].Articles != 20 || r.Scale[1].RSSBytes <= 0 {
		t.Errorf("scale samples: %+v", r.Scale)
	}
	var sb strings.Builder
	if err := r.WriteTable(&sb); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"analysis only", "names", "sqlite", "story assignment", "peak RSS"} {
		if !strings.Contains(sb.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, sb.String())
		}
	}
}

func TestChunkSentences(t *testing.T) {
	var sents []string
	for i := 0; i < 100; i++ {
		sents = append(sents, "one two three four five six seven eight nine ten.")
	}
	arts := chunkSentences(sents, 600)
	if len(arts) != 2 {
		t.Fatalf("%d articles, want 2", len(arts))
	}
	for _, a := range arts {
		if n := countWords(a); n < 400 || n > 700 {
			t.Errorf("article of %d words", n)
		}
		if !strings.Contains(a, "\n\n") {
			t.Errorf("article without paragraphs")
		}
	}
}

func TestGeneratorArticles(t *testing.T) {
	g := NewGenerator(tinyCorpus(t), 1, TargetWords)
	a, b := g.Article(), g.Article()
	if a.Text == b.Text || a.Words < TargetWords || a.Title == "" {
		t.Errorf("generated: %d words, titles %q %q", a.Words, a.Title, b.Title)
	}
}
