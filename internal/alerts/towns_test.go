package alerts

import (
	"time"

	"bytes"
	"context"
	"encoding/gob"
	"encoding/json"
	"testing"

	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"

	"github.com/storyline-news/storyline"
)

// A shooting told over four batches: datelines, a town's police, a
// street scene, towns after "in" that only a later report's state makes
// the story's, a report without an event and one that moves to another
// story.
var shootingBatches = [][]article{
	{
		{"Tribune", "Two shot on South Side", day(14, 7),
			"MARLOWE, Ill. — Two men were shot and wounded early Saturday in the 4100 block of South Harbor Avenue in Marlowe, police said.\n\nThe men were taken to a hospital in Dunmore."},
		{"Courier", "Rain expected through the weekend", day(14, 8),
			"Rain is expected to continue through the weekend across the region, forecasters said.\n\nResidents were told to stay home."},
	},
	{
		{"Herald", "Marlowe police seek gunman", day(14, 15),
			"Marlowe police said a gunman opened fire on a group of people outside a bar on Saturday, wounding two men.\n\nNo arrests have been made, police said."},
	},
	{
		{"Gazette", "Victim dies after weekend shooting", day(15, 9),
			"DUNMORE, Ind. — One of the two men shot Saturday near Marlowe has died, the county coroner said.\n\nHe lived in Ashford and worked in Gary, his family said."},
		{"Wire", "Shooting in Marlowe leaves one dead", day(15, 11),
			"CHICAGO (Wire) — A man shot early Saturday in Marlowe died of his wounds, officials said on Sunday.\n\nPolice in Marlowe said they were looking for a gray sedan."},
	},
	{
		{"Bulletin", "Vigil held for shooting victim", day(16, 18),
			"Hundreds gathered on Monday in Marlowe for a vigil for the man killed in Saturday's shooting, organizers said.\n\nThe 1200 block of West Elm Street in Marlowe was closed for the vigil."},
	},
}

// TestCheckTownsKept checks that a check which reads the kept town
// readings of a story's earlier articles records what a check that reads
// every article again does: the same changes, the same digest and the
// same merged events, batch after batch.
func TestCheckTownsKept(t *testing.T) {
	ctx := context.Background()
	kept, anew := openStore(t), openStore(t)
	for b, batch := range shootingBatches {
		for _, a := range batch {
			ka, na := add(t, kept, 1, a), add(t, anew, 1, a)
			if ka != na {
				t.Fatalf("article IDs differ: %d and %d", ka, na)
			}
		}
		if b == 3 {
			// A correction moves the second report to a story of its
			// own: both stories are checked.
			for _, st := range []storyline.Store{kept, anew} {
				if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: 3, StoryID: 2, Title: "Gunman sought"}); err != nil {
					t.Fatal(err)
				}
			}
		}
		// The from-scratch store's kept readings are made unreadable:
		// its check reads every article.
		for _, id := range []int64{1, 2} {
			if err := anew.PutState(ctx, townsKey(id), []byte("none")); err != nil {
				t.Fatal(err)
			}
		}
		if b > 0 {
			if n := keptReadings(t, kept, 1); n == 0 {
				t.Fatalf("batch %d: no town reading kept", b)
			}
		}
		got, want := check(t, kept, 1, 2), check(t, anew, 1, 2)
		if g, w := changesJSON(t, got), changesJSON(t, want); g != w {
			t.Errorf("batch %d: changes with kept readings:\n%s\nreading every article:\n%s", b, g, w)
		}
		for _, id := range []int64{1, 2} {
			dg, _ := kept.GetState(ctx, DigestKey(id))
			dw, _ := anew.GetState(ctx, DigestKey(id))
			if !bytes.Equal(dg, dw) {
				t.Errorf("batch %d, story %d: digest %s, reading every article %s", b, id, dg, dw)
			}
			if g, w := eventsJSON(t, kept, id), eventsJSON(t, anew, id); g != w {
				t.Errorf("batch %d, story %d: merged events\n%s\nreading every article:\n%s", b, id, g, w)
			}
		}
		if b == 0 && len(eventsJSON(t, kept, 1)) < 10 {
			t.Fatal("the first batch has no merged event: the test reads no town")
		}
	}
}

// A kept reading is what the next check's merge uses: a town put in one
// shows in the story's events (so a check does not read the text again);
// once the article changes (here its title), it is read again.
func TestCheckUsesKeptTowns(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	first := add(t, st, 1, shootingBatches[0][0])
	check(t, st, 1)
	k := loadKept(t, st, 1)
	if len(k.Articles) != 1 || k.Articles[0].ID != first {
		t.Fatalf("kept readings: %+v", k)
	}
	elsewhere := &storyline.Place{Name: "Quillon", Admin1: "Illinois", Country: "US", Precision: 1, Kind: "city"}
	k.Articles[0].R.Dateline = elsewhere
	k.Articles[0].R.Scene = []*storyline.Place{elsewhere, elsewhere}
	putKept(t, st, 1, k)
	add(t, st, 1, shootingBatches[1][0])
	check(t, st, 1)
	if got := eventsJSON(t, st, 1); !bytes.Contains([]byte(got), []byte("Quillon")) {
		t.Errorf("the kept reading was not used: %s", got)
	}

	// What other code read, or what was read of an article since
	// changed, is read again.
	for _, tamper := range []func(k *keptTowns, i int){
		func(k *keptTowns, i int) { k.Code = "another build" },
		func(k *keptTowns, i int) { k.Articles[i].Sum++ },
	} {
		k = loadKept(t, st, 1)
		for i := range k.Articles {
			k.Articles[i].R.Dateline = elsewhere
			k.Articles[i].R.Scene = []*storyline.Place{elsewhere, elsewhere}
			tamper(&k, i)
		}
		putKept(t, st, 1, k)
		if _, err := Corrected(ctx, st, []int64{1}, "checked again", 0, nil); err != nil {
			t.Fatal(err)
		}
		if got := eventsJSON(t, st, 1); bytes.Contains([]byte(got), []byte("Quillon")) {
			t.Errorf("a reading of other code or of another article was used: %s", got)
		}
	}
}

func loadKept(t *testing.T, st storyline.Store, story int64) keptTowns {
	t.Helper()
	b, err := st.GetState(context.Background(), townsKey(story))
	if err != nil {
		t.Fatal(err)
	}
	var k keptTowns
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&k); err != nil {
		t.Fatal(err)
	}
	return k
}

func putKept(t *testing.T, st storyline.Store, story int64, k keptTowns) {
	t.Helper()
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(&k); err != nil {
		t.Fatal(err)
	}
	if err := st.PutState(context.Background(), townsKey(story), buf.Bytes()); err != nil {
		t.Fatal(err)
	}
}

func keptReadings(t *testing.T, st storyline.Store, story int64) int {
	t.Helper()
	if _, err := st.GetState(context.Background(), townsKey(story)); err != nil {
		return 0
	}
	return len(loadKept(t, st, story).Articles)
}

// changesJSON is the changes as JSON, less their IDs.
func changesJSON(t *testing.T, cs []storyline.StoryChange) string {
	t.Helper()
	for i := range cs {
		cs[i].ID = 0
	}
	b, err := json.MarshalIndent(cs, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func eventsJSON(t *testing.T, st storyline.Store, story int64) string {
	t.Helper()
	b, err := json.MarshalIndent(storyEvents(t, st, story), "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// An article's fingerprint is the same as the pipeline hands it to the
// check (Touched keeps it) and as the store reads it back, so that what a
// check read of a new article serves the next check.
func TestArticleSumStored(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	a := shootingBatches[2][0]
	b := pipeline.Builder{Now: func() time.Time { return ingestTime }}
	doc := ingest.Doc{Name: a.title, Format: storyline.FormatText, Text: a.text, Raw: []byte(a.title + "\n" + a.text),
		Title: a.title, Outlet: a.outlet, OutletSource: "field", Published: a.published, DateSource: storyline.DateFromField}
	built, sig, err := b.Build(ctx, doc)
	if err != nil {
		t.Fatal(err)
	}
	res, err := st.AddArticle(ctx, built, doc.Raw, sig)
	if err != nil {
		t.Fatal(err)
	}
	built.ID = res.ID
	stored, err := st.Article(ctx, res.ID)
	if err != nil {
		t.Fatal(err)
	}
	if articleSum(built) != articleSum(stored) {
		t.Error("the fingerprint of an article as built differs from that of the stored article")
	}
	stored.Analysis.Entities[0].Canonical += "x"
	if articleSum(built) == articleSum(stored) {
		t.Error("the fingerprint misses a change to an entity")
	}
}
