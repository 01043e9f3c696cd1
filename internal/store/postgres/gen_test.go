package postgres

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Generated news: short reports built from sentence templates, each
// article its own pick and order of sentences so that distinct articles
// are not near-duplicates of each other, plus every copyEvery-th article a
// syndicated copy of the one before (the same text with a line added), so
// that near-duplicate detection has work to do.

var (
	genPlaces  = []string{"Cucuta", "Caracas", "Bogota", "Maracaibo", "Valencia", "Barquisimeto", "San Cristobal", "Merida", "Ureña", "Pamplona", "Arauca", "Riohacha"}
	genOrgs    = []string{"the Red Cross", "the United Nations", "the national guard", "the health ministry", "the electoral council", "a local aid group", "the transport union", "the city council"}
	genThings  = []string{"trucks", "families", "soldiers", "protesters", "workers", "students", "patients", "volunteers", "migrants", "farmers"}
	genDays    = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	genClauses = []string{
		"%[1]s said on %[5]s that at least %[6]d %[4]s had reached %[2]s since the weekend.",
		"Officials in %[2]s told reporters that %[3]s was preparing shelters for %[6]d %[4]s.",
		"According to %[3]s, more than %[6]d %[4]s were waiting near the bridge outside %[2]s on %[5]s.",
		"%[1]s, who works with %[3]s, described long lines of %[4]s at the crossing.",
		"The situation in %[2]s remained tense on %[5]s as %[4]s gathered in the main square.",
		"%[3]s asked for calm after %[6]d %[4]s were reported missing near %[2]s.",
		"Witnesses said police used tear gas against %[4]s in %[2]s late on %[5]s.",
		"%[1]s called the numbers from %[3]s an underestimate of what happened in %[2]s.",
		"By %[5]s evening, about %[6]d %[4]s had been registered by %[3]s in %[2]s.",
		"Prices of food and fuel in %[2]s have doubled in a month, %[1]s said.",
		"%[3]s said it would send %[6]d more %[4]s to %[2]s before %[5]s.",
		"Local radio in %[2]s reported power cuts affecting %[6]d homes on %[5]s.",
		"%[1]s urged %[3]s to open a second crossing near %[2]s for the %[4]s.",
		"Schools in %[2]s closed on %[5]s, leaving %[6]d students at home, %[1]s said.",
		"The governor of %[2]s met %[3]s on %[5]s to discuss the arrival of %[4]s.",
		"Hospitals near %[2]s treated %[6]d people for injuries after the clashes, %[3]s said.",
	}
)

// genArticle is one generated article.
type genArticle struct {
	URL       string `json:"url"`
	Title     string `json:"title"`
	Published string `json:"published"`
	Source    string `json:"source"`
	Text      string `json:"text"`
}

// copyEvery makes every copyEvery-th article a near-duplicate of the one
// before it.
const copyEvery = 25

// perEvent articles in a row report the same event: its own made-up
// people, places, organization and day, so that they make one story.
const perEvent = 20

var genSyllables = []string{"ka", "lo", "mi", "ra", "ven", "tor", "sil", "bra", "den", "qua", "zel", "mor", "tin", "ash", "eb", "ul", "gor", "pre", "vos", "lin"}

// genName makes a capitalized word of three syllables.
func genName(r *rand.Rand) string {
	w := ""
	for range 3 {
		w += genSyllables[r.IntN(len(genSyllables))]
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// genEvent is what the articles about one event share.
type genEvent struct {
	people, places []string
	org, day       string
}

func newEvent(seed uint64, e int) genEvent {
	r := rand.New(rand.NewPCG(seed, uint64(e)+1000))
	ev := genEvent{org: "the " + genName(r) + " Council", day: genDays[r.IntN(len(genDays))]}
	for range 3 {
		ev.people = append(ev.people, genName(r)+" "+genName(r))
	}
	for range 2 {
		ev.places = append(ev.places, genName(r))
	}
	return ev
}

// generateArticles returns n articles, the same for the same seed.
func generateArticles(n int, seed uint64) []genArticle {
	r := rand.New(rand.NewPCG(seed, 42))
	out := make([]genArticle, 0, n)
	base := time.Date(2019, 2, 1, 9, 0, 0, 0, time.UTC)
	for i := range n {
		if i%copyEvery == copyEvery-1 {
			prev := out[i-1]
			out = append(out, genArticle{
				URL:       fmt.Sprintf("https://copies.example.com/%d", i),
				Title:     prev.Title,
				Published: prev.Published,
				Source:    "copies.example.com",
				Text:      prev.Text + "\n\nThis report was distributed by a news agency.",
			})
			continue
		}
		ev := newEvent(seed, i/perEvent)
		var paras []string
		for p := 0; p < 2+r.IntN(2); p++ {
			var sentences []string
			for s := 0; s < 2+r.IntN(2); s++ {
				c := genClauses[r.IntN(len(genClauses))]
				sentences = append(sentences, fmt.Sprintf(c, ev.people[r.IntN(len(ev.people))], ev.places[r.IntN(len(ev.places))],
					ev.org, genThings[r.IntN(len(genThings))], ev.day, 10+r.IntN(990)))
			}
			paras = append(paras, strings.Join(sentences, " "))
		}
		// A serial number makes every article distinct even when the
		// sentences repeat.
		paras = append(paras, fmt.Sprintf("Report number %d was filed by the %s desk.", i, genPlaces[i%len(genPlaces)]))
		out = append(out, genArticle{
			URL:       fmt.Sprintf("https://news.example.org/%d", i),
			Title:     fmt.Sprintf("%s: %s and %s in %s", ev.places[0], ev.people[r.IntN(len(ev.people))], genOrgs[r.IntN(len(genOrgs))], ev.places[1]),
			Published: base.Add(time.Duration(i) * time.Hour).Format(time.RFC3339),
			Source:    "news.example.org",
			Text:      strings.Join(paras, "\n\n"),
		})
	}
	return out
}

// writeChunks writes articles as JSON Lines files of size articles each
// into dir and returns their paths, in order.
func writeChunks(t testing.TB, dir string, articles []genArticle, size int) []string {
	t.Helper()
	var paths []string
	for c := 0; c*size < len(articles); c++ {
		var sb strings.Builder
		for _, a := range articles[c*size : min((c+1)*size, len(articles))] {
			b, err := json.Marshal(a)
			if err != nil {
				t.Fatal(err)
			}
			sb.Write(b)
			sb.WriteByte('\n')
		}
		p := filepath.Join(dir, fmt.Sprintf("chunk-%03d.jsonl", c))
		if err := os.WriteFile(p, []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}
