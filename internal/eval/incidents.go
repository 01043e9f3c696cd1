package eval

import (
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/reconcile"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/text"
)

// IncidentMetrics scores the main events of a news stream's stories
// against event-level gold: one record per incident (its date, town,
// killed, injured and people), the stream's articles labelled with their
// incident.
type IncidentMetrics struct {
	Incidents int `json:"incidents"`
	// Scored counts the incidents whose articles are in a story with an
	// event; the others count as wrong on every field.
	Scored          int     `json:"scored"`
	DateAccuracy    float64 `json:"date_accuracy"`
	TownAccuracy    float64 `json:"town_accuracy"`
	KilledAccuracy  float64 `json:"killed_accuracy"`
	InjuredAccuracy float64 `json:"injured_accuracy"`
	// PeopleRecall is the share of the named victims and suspects found
	// among the main event's actors or the story's people.
	PeopleRecall float64 `json:"people_recall"`
	People       int     `json:"people"`
	// KilledTotalPredicted sums the main events' dead over all incidents,
	// KilledTotalGold the records'.
	KilledTotalPredicted int `json:"killed_total_predicted"`
	KilledTotalGold      int `json:"killed_total_gold"`
	// KilledStated is the share of incidents whose articles state the
	// number killed, in digits or words, in a sentence about a death (or,
	// for no death, name no death at all): the ceiling of KilledAccuracy
	// for a reader of the text.
	KilledStated float64 `json:"killed_stated"`
	// HeadlineKilledAccuracy is, of the incidents with dead, the share
	// whose story's headline figure (the story list's line) counts their
	// dead: a count of the killed whose value is the record's.
	HeadlineKilledAccuracy float64 `json:"headline_killed_accuracy"`
	// Fatal counts the incidents with dead, HeadlineKilledAccuracy's base.
	Fatal int `json:"fatal"`
}

// Incident is one gold incident.
type Incident struct {
	ID       string
	Date     string // YYYY-MM-DD
	Town     string // city_or_county
	Killed   int
	Injured  int
	People   []string // victims and suspects named
	Articles []string // the stream's article IDs
}

// IncidentPrediction is what storyline reports for one incident: the main
// event of the story holding most of its articles.
type IncidentPrediction struct {
	Incident                            string
	Story                               int64 // 0 when the articles are in no story with an event
	Date                                string
	Town                                string
	Killed                              int
	Injured                             int
	Found                               []string // the incident's people found
	DateOK, TownOK, KilledOK, InjuredOK bool
	// Headline is the story's headline figure as the story list writes
	// it ("1 person killed"), "" for none; HeadlineOK is set when it
	// counts the incident's dead.
	Headline   string
	HeadlineOK bool
}

// IncidentsRun is an evaluation: the metrics and one prediction per
// incident, in gold order.
type IncidentsRun struct {
	Metrics     IncidentMetrics
	Predictions []IncidentPrediction
}

// EvalIncidents ingests the stream (JSON Lines with an "id" per article) as
// "storyline ingest" does, into a private in-memory database with story
// assignment, and scores each gold incident on the main event
// (events.MainEvent over events.Merge) of the story that holds most of its
// articles.
func EvalIncidents(ctx context.Context, articlesPath, goldPath, incidentsPath string) (*IncidentsRun, error) {
	ids, err := jsonlIDs(articlesPath)
	if err != nil {
		return nil, err
	}
	incidents, err := ReadIncidents(incidentsPath, goldPath)
	if err != nil {
		return nil, err
	}
	st, err := sqlite.Open(":memory:")
	if err != nil {
		return nil, err
	}
	defer st.Close()
	stored := map[string]int64{} // article ID → stored article
	in := &pipeline.Ingester{Store: st, Read: ingest.Options{MaxBytes: ingest.DefaultMaxBytes}, OnEvent: func(ev pipeline.Event) {
		i := strings.LastIndexByte(ev.Name, '#')
		n, err := strconv.Atoi(ev.Name[i+1:])
		if i < 0 || err != nil || n < 1 || n > len(ids) || ev.ID == 0 {
			return
		}
		stored[ids[n-1]] = ev.ID
	}}
	if in.Stories, err = assign.Open(ctx, st); err != nil {
		return nil, err
	}
	_, err = in.Run(ctx, []string{articlesPath})
	if cerr := in.Stories.Close(context.WithoutCancel(ctx)); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, err
	}
	// The stories' rows as the check after each ingest batch leaves them:
	// their headline figures, which the story list shows.
	if _, err := alerts.Refresh(ctx, st); err != nil {
		return nil, err
	}
	views := map[int64]*storyEvents{}
	run := &IncidentsRun{}
	for _, inc := range incidents {
		p := IncidentPrediction{Incident: inc.ID}
		votes := map[int64]int{}
		for _, a := range inc.Articles {
			if id, ok := stored[a]; ok {
				if s, err := st.StoryOf(ctx, id); err == nil {
					votes[s]++
				}
			}
		}
		var texts []string
		if story := majority(votes); story != 0 {
			v := views[story]
			if v == nil {
				if v, err = loadStoryEvents(ctx, st, story); err != nil {
					return nil, err
				}
				views[story] = v
			}
			for _, a := range v.articles {
				texts = append(texts, a.Text)
			}
			if m := events.MainEvent(v.events); m >= 0 {
				e := v.events[m]
				p.Story, p.Date, p.Killed, p.Injured = story, e.Date.String(), e.Fatalities, e.Injured
				if e.Place != nil {
					p.Town = e.Place.Name
				}
				p.DateOK = p.Date == inc.Date
				p.TownOK = e.Place != nil && townKey(e.Place.Name) == townKey(inc.Town) || townKey(e.Location) == townKey(inc.Town)
				p.KilledOK, p.InjuredOK = p.Killed == inc.Killed, p.Injured == inc.Injured
				p.Found = foundPeople(inc.People, &e, v.people)
			}
			if s, err := st.Story(ctx, story); err == nil && s.Headline != nil {
				h := s.Headline
				p.Headline = h.Text()
				p.HeadlineOK = inc.Killed > 0 && h.Best == float64(inc.Killed) && !h.LowOpen &&
					reconcile.ActionClass(h.Label, "", "") == reconcile.ActionKilled
			}
		}
		run.add(inc, p, killedStated(texts, inc.Killed))
	}
	run.finish(len(incidents))
	return run, nil
}

func (r *IncidentsRun) add(inc Incident, p IncidentPrediction, stated bool) {
	m := &r.Metrics
	b := func(ok bool) float64 {
		if ok {
			return 1
		}
		return 0
	}
	if p.Story != 0 {
		m.Scored++
	}
	m.DateAccuracy += b(p.DateOK)
	m.TownAccuracy += b(p.TownOK)
	m.KilledAccuracy += b(p.KilledOK)
	m.InjuredAccuracy += b(p.InjuredOK)
	m.KilledStated += b(stated)
	if inc.Killed > 0 {
		m.Fatal++
		m.HeadlineKilledAccuracy += b(p.HeadlineOK)
	}
	m.People += len(inc.People)
	m.PeopleRecall += float64(len(p.Found))
	m.KilledTotalPredicted += p.Killed
	m.KilledTotalGold += inc.Killed
	r.Predictions = append(r.Predictions, p)
}

func (r *IncidentsRun) finish(n int) {
	m := &r.Metrics
	m.Incidents = n
	if n > 0 {
		for _, x := range []*float64{&m.DateAccuracy, &m.TownAccuracy, &m.KilledAccuracy, &m.InjuredAccuracy, &m.KilledStated} {
			*x /= float64(n)
		}
	}
	if m.People > 0 {
		m.PeopleRecall /= float64(m.People)
	}
	if m.Fatal > 0 {
		m.HeadlineKilledAccuracy /= float64(m.Fatal)
	}
}

// storyEvents is a story's articles, merged events and people.
type storyEvents struct {
	articles []*storyline.Article
	events   []storyline.StoryEvent
	people   []string // canonical names of the persons its articles mention
}

func loadStoryEvents(ctx context.Context, st *sqlite.DB, id int64) (*storyEvents, error) {
	members, err := st.StoryArticles(ctx, id)
	if err != nil {
		return nil, err
	}
	v := &storyEvents{}
	for _, m := range members {
		a, err := st.Article(ctx, m.ID)
		if err != nil {
			return nil, err
		}
		v.articles = append(v.articles, a)
		v.people = append(v.people, personNames(a)...)
	}
	v.events = events.Merge(v.articles)
	return v, nil
}

// majority returns the story with the most votes (the lowest ID on a tie),
// or 0.
func majority(votes map[int64]int) int64 {
	var best int64
	for s, n := range votes {
		if best == 0 || n > votes[best] || n == votes[best] && s < best {
			best = s
		}
	}
	return best
}

var parenthesized = regexp.MustCompile(`\s*\([^)]*\)`)

// townKey is a town or county name as the gold and the gazetteer can both
// spell it: any parenthesized part and a trailing "County" dropped, case
// and accents folded, "Saint" and "St." one word (places.Fold).
func townKey(s string) string {
	s = strings.TrimSpace(parenthesized.ReplaceAllString(s, ""))
	s = strings.TrimSpace(strings.TrimSuffix(s, " County"))
	return places.Fold(s)
}

// foundPeople returns the gold people found among e's actors or the
// story's persons: a name matches when it holds the person's first and
// last names (folded; a period ends a word, as in a name run on from the
// sentence before: "wounded.Jawad Ali Razai"), the first name as the
// record or the article may misspell it (sameGiven).
func foundPeople(people []string, e *storyline.StoryEvent, persons []string) []string {
	var names []string
	for _, a := range []*storyline.EventActor{e.Actor1, e.Actor2} {
		if a != nil {
			names = append(names, a.Name, a.Text)
		}
	}
	names = append(names, persons...)
	var found []string
	for _, p := range people {
		first, last := NameEnds(p)
		if last == "" {
			continue
		}
		for _, n := range names {
			words := strings.Fields(text.Fold(strings.ReplaceAll(n, ".", ". ")))
			if slices.Contains(words, last) && (first == last || slices.ContainsFunc(words, func(w string) bool { return sameGiven(first, w) })) {
				found = append(found, p)
				break
			}
		}
	}
	return found
}

// NameEnds returns the folded first and last names of a full name,
// generational suffixes, initials and leading titles (goldTitles) left
// out; a period ends a word, as foundPeople reads the story's names. A
// name whose given names are all initials ("C.M. Belli") keeps its first
// initial for the first name.
func NameEnds(name string) (first, last string) {
	var words []string
	for _, w := range strings.Fields(text.Fold(strings.NewReplacer(",", " ", ".", ". ").Replace(name))) {
		switch w {
		case "jr", "sr", "ii", "iii", "iv":
			continue
		}
		words = append(words, w)
	}
	words = dropGoldTitles(words)
	var named []string
	for _, w := range words {
		if len(w) > 1 {
			named = append(named, w)
		}
	}
	if len(named) == 0 {
		return "", ""
	}
	first, last = named[0], named[len(named)-1]
	if len(named) == 1 && len(words[0]) == 1 {
		first = words[0]
	}
	return first, last
}

var (
	deathWords  = regexp.MustCompile(`(?i)\b(killed|kills|dead|died|dies|death|deaths|slain|fatal|fatally|homicide|murder(ed)?|lifeless|body|bodies)\b`)
	article     = regexp.MustCompile(`\b(a|an)\b`)
	numberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
)

// killedStated reports whether the texts state n killed: a sentence naming
// a death holds n in digits or words (one death may be told as "a man …
// killed"), or, for none, no sentence names a death.
func killedStated(texts []string, n int) bool {
	any := false
	for _, t := range texts {
		for _, sent := range strings.FieldsFunc(t, func(r rune) bool { return r == '.' || r == '\n' }) {
			if !deathWords.MatchString(sent) {
				continue
			}
			any = true
			low := " " + strings.ToLower(sent) + " "
			if strings.Contains(low, " "+strconv.Itoa(n)+" ") || n < len(numberWords) && strings.Contains(low, " "+numberWords[n]+" ") {
				return true
			}
			if n == 1 && article.MatchString(low) {
				return true
			}
		}
	}
	return n == 0 && !any && len(texts) > 0
}

// jsonlIDs returns the "id" of each line of a JSON Lines file, in order
// ("" for a blank or bad line), so that line N's document is ids[N-1].
func jsonlIDs(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ids []string
	br := bufio.NewReaderSize(f, 1<<20)
	for {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 {
			var x struct {
				ID string `json:"id"`
			}
			_ = json.Unmarshal(line, &x)
			ids = append(ids, x.ID)
		}
		if err == io.EOF {
			return ids, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// ReadIncidents reads the incidents TSV (incident_id, date,
// city_or_county, n_killed, n_injured, victim_names, suspect_names, …
// by header) and the article → incident gold TSV.
func ReadIncidents(incidentsPath, goldPath string) ([]Incident, error) {
	rows, err := readTSV(incidentsPath)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s: empty", incidentsPath)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	for _, h := range []string{"incident_id", "date", "city_or_county", "n_killed", "n_injured", "victim_names", "suspect_names"} {
		if _, ok := col[h]; !ok {
			return nil, fmt.Errorf("%s: no %s column", incidentsPath, h)
		}
	}
	var out []Incident
	byID := map[string]int{}
	for _, r := range rows[1:] {
		get := func(h string) string {
			if i := col[h]; i < len(r) {
				return r[i]
			}
			return ""
		}
		inc := Incident{ID: get("incident_id"), Date: get("date"), Town: get("city_or_county")}
		inc.Killed, _ = strconv.Atoi(get("n_killed"))
		inc.Injured, _ = strconv.Atoi(get("n_injured"))
		for _, names := range []string{get("victim_names"), get("suspect_names")} {
			for _, n := range strings.Split(names, ";") {
				if n = strings.TrimSpace(n); n != "" {
					inc.People = append(inc.People, n)
				}
			}
		}
		byID[inc.ID] = len(out)
		out = append(out, inc)
	}
	gold, err := readTSV(goldPath)
	if err != nil {
		return nil, err
	}
	for _, r := range gold {
		if len(r) < 2 {
			continue
		}
		if i, ok := byID[r[1]]; ok {
			out[i].Articles = append(out[i].Articles, r[0])
		}
	}
	return out, nil
}

func readTSV(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.Comma, r.FieldsPerRecord, r.LazyQuotes = '\t', -1, true
	return r.ReadAll()
}

// WriteIncidentPredictions writes one TSV row per incident: the story,
// the predicted fields and whether each is right.
func WriteIncidentPredictions(w io.Writer, preds []IncidentPrediction) error {
	cw := csv.NewWriter(w)
	cw.Comma = '\t'
	_ = cw.Write([]string{"incident_id", "story", "pred_date", "pred_town", "pred_killed", "pred_injured", "people_found", "date_ok", "town_ok", "killed_ok", "injured_ok", "headline", "headline_ok"})
	for _, p := range preds {
		found := append([]string(nil), p.Found...)
		sort.Strings(found)
		_ = cw.Write([]string{p.Incident, strconv.FormatInt(p.Story, 10), p.Date, p.Town, strconv.Itoa(p.Killed), strconv.Itoa(p.Injured),
			strings.Join(found, "; "), strconv.FormatBool(p.DateOK), strconv.FormatBool(p.TownOK), strconv.FormatBool(p.KilledOK), strconv.FormatBool(p.InjuredOK),
			p.Headline, strconv.FormatBool(p.HeadlineOK)})
	}
	cw.Flush()
	return cw.Error()
}
