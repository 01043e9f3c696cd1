package stories

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

func ent(typ storyline.EntityType, name string, n int) Entity {
	return Entity{Type: typ, Key: foldName(name), Name: name, Mentions: n}
}

func foldName(s string) string {
	b := []byte{}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return string(b)
}

// background gives the clusterer unrelated articles, so that document
// frequencies mean something.
func background(c *Clusterer) {
	texts := []string{
		"The central bank raised interest rates by a quarter point on Wednesday, citing inflation in food and fuel prices.",
		"The football club signed a new striker from Brazil for a record fee, the manager told reporters at the stadium.",
		"Parliament passed the budget after a long debate over pensions, taxes and spending on schools and hospitals.",
		"A new smartphone went on sale with a larger screen and a faster chip, and shoppers queued outside the stores.",
		"The film festival opened with a drama about a family farm, and the director thanked the actors on stage.",
		"Heavy snow closed roads and airports across the north, and the weather service warned of more storms.",
	}
	for i, t := range texts {
		c.Add(Doc{ID: int64(1000 + i), Title: t[:30], Text: t})
	}
}

func quake(id int64, text string, place, country string) Doc {
	return Doc{
		ID: id, Title: text[:40], Text: text,
		Entities: []Entity{{Type: storyline.LOC, Key: foldName(place), Name: place, Mentions: 2, Place: &storyline.Place{Name: place, Country: country}}},
	}
}

func TestStoriesSeparateSameKind(t *testing.T) {
	c := New(Options{})
	background(c)
	a1 := quake(1, "A magnitude 7.1 earthquake struck near Padang in Sumatra on Wednesday, collapsing hotels and a hospital; rescuers dug through rubble for survivors in Padang.", "Padang", "ID")
	b1 := quake(2, "A powerful earthquake hit central Italy near L'Aquila before dawn, toppling medieval churches and killing dozens in the Abruzzo mountains around L'Aquila.", "L'Aquila", "IT")
	a2 := quake(3, "Rescuers in Padang pulled survivors from a collapsed hotel a day after the 7.1 magnitude earthquake shook western Sumatra, officials in Padang said.", "Padang", "ID")
	b2 := quake(4, "In L'Aquila, firefighters searched the rubble of churches and homes after the earthquake in Abruzzo; Italy declared a state of emergency around L'Aquila.", "L'Aquila", "IT")
	sa1, _ := c.Add(a1)
	sb1, newB := c.Add(b1)
	if !newB || sa1 == sb1 {
		t.Fatalf("two earthquakes in different countries share story %d", sa1)
	}
	if s, _ := c.Add(a2); s != sa1 {
		t.Errorf("second Padang report went to story %d, want %d", s, sa1)
	}
	if s, _ := c.Add(b2); s != sb1 {
		t.Errorf("second L'Aquila report went to story %d, want %d", s, sb1)
	}
}

func TestStoriesSameEventDifferentWording(t *testing.T) {
	c := New(Options{})
	background(c)
	d1 := Doc{ID: 1, Title: "Venezuelan soldiers desert to Colombia", Text: "At least five Venezuelan troops abandoned their posts on Saturday and crossed the Simon Bolivar bridge into Colombia, asking for asylum as the aid standoff at Cucuta grew tense.",
		Entities: []Entity{ent(storyline.LOC, "Colombia", 2), ent(storyline.LOC, "Cucuta", 1), ent(storyline.NORP, "Venezuelan", 1)}}
	d2 := Doc{ID: 2, Title: "More than 320 Venezuelan troops have fled", Text: "Colombian immigration officials said more than 320 members of Venezuela's security forces have deserted since the weekend, many crossing the bridges near Cucuta into Colombia to seek asylum.",
		Entities: []Entity{ent(storyline.LOC, "Colombia", 2), ent(storyline.LOC, "Cucuta", 1), ent(storyline.LOC, "Venezuela", 1)}}
	s1, _ := c.Add(d1)
	s2, isNew := c.Add(d2)
	if isNew || s1 != s2 {
		t.Errorf("two reports of the desertions: stories %d and %d", s1, s2)
	}
}

func TestStoriesNearDuplicateJoinsOriginal(t *testing.T) {
	c := New(Options{})
	background(c)
	s1, _ := c.Add(Doc{ID: 10, Title: "Dam bursts", Text: "A dam burst after days of rain, flooding three villages."})
	s2, isNew := c.Add(Doc{ID: 11, Title: "Something else entirely", Text: "Unrelated words here.", NearDuplicateOf: 10})
	if isNew || s2 != s1 {
		t.Fatalf("copy went to story %d (new %v), want %d", s2, isNew, s1)
	}
	st, _ := c.Story(s1)
	if len(st.Copies) != 1 || st.Copies[0] != 11 || len(st.Articles) != 2 {
		t.Errorf("story %+v", st)
	}
}

func TestStoriesSaveLoad(t *testing.T) {
	c := New(Options{})
	background(c)
	c.Add(Doc{ID: 1, Title: "Dam bursts", Text: "A dam burst after days of rain, flooding three villages near the river."})
	var buf bytes.Buffer
	if err := c.Save(&buf); err != nil {
		t.Fatal(err)
	}
	d, err := Load(&buf)
	if err != nil {
		t.Fatal(err)
	}
	next := Doc{ID: 2, Title: "Villages flooded", Text: "Three villages near the river were flooded when the dam burst after days of rain."}
	s1, n1 := c.Add(next)
	s2, n2 := d.Add(next)
	if s1 != s2 || n1 != n2 || c.Len() != d.Len() {
		t.Errorf("original %d/%v, loaded %d/%v", s1, n1, s2, n2)
	}
}

func TestStoriesLemma(t *testing.T) {
	for _, g := range [][]string{
		{"kill", "killed", "kills", "killing"},
		{"shoot", "shot", "shooting", "shoots"},
		{"make", "made", "making"},
		{"sentence", "sentenced", "sentences"},
		{"stop", "stopped", "stopping"},
		{"city", "cities"},
		{"die", "died", "dying", "dies"},
	} {
		for _, w := range g[1:] {
			if Lemma(w) != Lemma(g[0]) {
				t.Errorf("Lemma(%q) = %q, Lemma(%q) = %q", w, Lemma(w), g[0], Lemma(g[0]))
			}
		}
	}
	if Head([]string{"checked", "into"}) != Lemma("check") || Head([]string{"car", "accident"}) != Lemma("accident") {
		t.Errorf("heads %q %q", Head([]string{"checked", "into"}), Head([]string{"car", "accident"}))
	}
}

func TestStoriesLinkEvents(t *testing.T) {
	ms := []EventMention{
		{Doc: 1, Story: 0, Tokens: []string{"killed"}},
		{Doc: 2, Story: 0, Tokens: []string{"murder"}},
		{Doc: 2, Story: 0, Tokens: []string{"death"}},
		{Doc: 3, Story: 1, Tokens: []string{"killing"}}, // another story
		{Doc: 3, Story: 0, Tokens: []string{"arrested"}},
		{Doc: 4, Story: 0, Tokens: []string{"apprehended"}},
		{Doc: 4, Story: 0, Tokens: []string{"fire"}},
	}
	got := LinkEvents(ms)
	if got[0] != got[1] || got[1] != got[2] {
		t.Errorf("killed, murder, death: chains %v", got[:3])
	}
	if got[3] == got[0] {
		t.Errorf("a mention of another story joined: %v", got)
	}
	if got[4] != got[5] || got[4] == got[0] || got[6] == got[4] || got[6] == got[0] {
		t.Errorf("chains %v", got)
	}
	base := LemmaChains(ms)
	if base[0] == base[1] || base[4] == base[5] {
		t.Errorf("the same-lemma baseline links different lemmas: %v", base)
	}
}

// TestStoriesTopicsAverageLink: the merge pass puts two stories of one kind
// (two earthquakes) in one topic, and keeps an unrelated story out, even
// when one article of it mentions an earthquake in passing.
func TestStoriesTopicsAverageLink(t *testing.T) {
	c := New(Options{})
	background(c)
	docs := []Doc{
		quake(1, "A magnitude 7.1 earthquake struck near Padang in Sumatra on Wednesday, collapsing hotels and a hospital; rescuers dug through rubble for survivors in Padang.", "Padang", "ID"),
		quake(2, "A powerful earthquake hit Italy near L'Aquila before dawn, toppling medieval churches and killing dozens in the Abruzzo mountains around L'Aquila.", "L'Aquila", "IT"),
		quake(3, "Rescuers in Padang pulled survivors from the rubble of a collapsed hotel a day after the magnitude 7.1 earthquake; aftershocks shook the city and survivors slept in tents, officials in Padang said.", "Padang", "ID"),
		quake(4, "In L'Aquila, rescuers pulled survivors from the rubble of collapsed homes a day after the magnitude 6.3 earthquake; aftershocks shook the town and survivors slept in tents, officials in L'Aquila said.", "L'Aquila", "IT"),
		{ID: 5, Title: "Striker signs for record fee", Text: "The club signed the Brazilian striker for a record fee on Tuesday; the manager said the striker would play on Saturday at the stadium."},
		{ID: 6, Title: "Striker scores twice on debut", Text: "The Brazilian striker scored twice on his debut at the stadium, and the manager praised the record signing; fans had collected money for the earthquake in Italy."},
	}
	for _, d := range docs {
		c.Add(d)
	}
	c.Merge()
	topic := func(id int64) int {
		s, ok := c.StoryOf(id)
		if !ok {
			t.Fatalf("article %d has no story", id)
		}
		return c.TopicOf(s)
	}
	if s1, _ := c.StoryOf(1); s1 == func() int { s2, _ := c.StoryOf(2); return s2 }() {
		t.Fatalf("the two earthquakes share story %d", s1)
	}
	if topic(1) != topic(2) {
		t.Errorf("the two earthquakes are in topics %d and %d, want one", topic(1), topic(2))
	}
	if topic(5) == topic(1) {
		t.Errorf("the football story is in the earthquakes' topic %d", topic(1))
	}
}

// dui is a report of a football player's drunk-driving arrest: the same
// kind of event, told with the same words, for different players and
// years.
func dui(id int64, player string, year int, text string) Doc {
	return Doc{
		ID: id, Title: text[:40], Text: text, Years: []int{year},
		Entities: []Entity{ent(storyline.PER, player, 3), ent(storyline.ORG, "Chargers", 2), ent(storyline.LOC, "San Diego", 1)},
	}
}

// TestStoriesArgumentConflict: two arrests of the same kind, reported with
// the same words, are told apart by who and when; with the conflict off,
// they share a story.
func TestStoriesArgumentConflict(t *testing.T) {
	docs := []Doc{
		dui(1, "Vincent Jackson", 2008, "San Diego Chargers receiver Vincent Jackson was arrested early Sunday on suspicion of drunken driving, police said; the Chargers said they were aware of the arrest of Jackson in 2008."),
		dui(2, "Vincent Jackson", 2008, "Police arrested Chargers receiver Vincent Jackson on suspicion of driving under the influence in San Diego; Jackson was booked and released, the team said of the 2008 arrest."),
		dui(3, "Jamal Williams", 2009, "San Diego Chargers nose tackle Jamal Williams was arrested early Sunday on suspicion of drunken driving after highway patrol officers stopped his car on the interstate; the Chargers said they were aware of the arrest in 2009."),
		dui(4, "Jamal Williams", 2009, "Highway patrol officers arrested Chargers nose tackle Jamal Williams on the interstate on suspicion of drunken driving; Williams faces a charge, his agent said of the 2009 arrest."),
	}
	run := func(o Options) (int, int) {
		c := New(o)
		background(c)
		var ids []int
		for _, d := range docs {
			id, _ := c.Add(d)
			ids = append(ids, id)
		}
		c.Merge()
		if ids[0] != ids[1] || ids[2] != ids[3] {
			t.Fatalf("conflict %v: reports of one arrest in stories %v", o.Conflict, ids)
		}
		a, _ := c.StoryOf(1)
		b, _ := c.StoryOf(3)
		return a, b
	}
	if a, b := run(Options{}); a == b {
		t.Errorf("the two players' arrests share story %d", a)
	}
	if a, b := run(Options{Conflict: 1}); a != b {
		t.Errorf("without the conflict the arrests are apart too (stories %d, %d): the test shows nothing", a, b)
	}
}

// TestStoriesReassignSmall: the merge pass re-places a small story into a
// larger one its centroid now passes the join threshold with.
func TestStoriesReassignSmall(t *testing.T) {
	c := New(Options{Join: 0.5})
	background(c)
	c.Add(dui(1, "Vincent Jackson", 2008, "San Diego Chargers receiver Vincent Jackson was arrested early Sunday on suspicion of drunken driving, police said; the Chargers said they were aware of the arrest of Jackson in 2008."))
	c.Add(dui(2, "Vincent Jackson", 2008, "Police arrested Chargers receiver Vincent Jackson on suspicion of driving under the influence in San Diego; Jackson was booked and released, the team said of the 2008 arrest."))
	c.Add(Doc{ID: 3, Title: "Jackson says he is innocent", Text: "The receiver Vincent Jackson says he is innocent of the drunken driving charge and expects to play against the Steelers; his lawyer said the breath test after the arrest was flawed.",
		Entities: []Entity{ent(storyline.PER, "Vincent Jackson", 1), ent(storyline.ORG, "Steelers", 1)}})
	a, _ := c.StoryOf(1)
	if b, _ := c.StoryOf(2); a != b {
		t.Fatalf("two reports of one arrest in stories %d and %d", a, b)
	}
	if b, _ := c.StoryOf(3); a == b {
		t.Fatalf("the later report joined at the high threshold: the test shows nothing")
	}
	c.opt.Join = DefaultOptions().Join
	c.Merge()
	a, _ = c.StoryOf(1)
	if b, _ := c.StoryOf(3); a != b {
		t.Errorf("after the merge pass the later report is in story %d, the arrest in %d", b, a)
	}
}

func TestLeadTerms(t *testing.T) {
	var body []string
	for i := 0; i < LeadWords; i++ {
		body = append(body, "word"+strconv.Itoa(i%7))
	}
	body = append(body, "aftermath", "background")
	got := LeadTerms("Earthquake strikes", strings.Join(body, " \n"))
	if got[Lemma("earthquake")] != 2 || got[Lemma("strikes")] != 2 {
		t.Errorf("title terms: %v", got)
	}
	if got[Lemma("aftermath")] != 0 || got[Lemma("background")] != 0 {
		t.Errorf("words past the lead counted: %v", got)
	}
	if got["word0"] == 0 || got["word6"] == 0 {
		t.Errorf("lead words missing: %v", got)
	}
	if short := LeadTerms("", "Flood words rise."); short[Lemma("words")] != 1 || short[Lemma("flood")] != 1 {
		t.Errorf("short text: %v", short)
	}
}
