package eval

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// The cross-language floor on MEANTIME: the Spanish section is a
// professional translation of the English Wikinews articles, each Spanish
// document dated as its English original. Ingested together, a Spanish
// document should join the story of an English article of its date, and
// never bring a second of MEANTIME's four topics (Apple, stock markets,
// Airbus/Boeing, GM/Chrysler/Ford) into a story.

// CrossLangMetrics scores how Spanish documents join English stories.
type CrossLangMetrics struct {
	// JoinedShare is the share of Spanish documents whose story holds an
	// English article of the same creation date (the floor: 0.70).
	JoinedShare float64 `json:"joined_share"`
	Joined      int     `json:"joined"`
	// WithEnglish counts the Spanish documents whose story holds any
	// English article; Alone those in stories without one.
	WithEnglish int `json:"with_english"`
	Alone       int `json:"alone"`
	// TopicMixedBySpanish counts the stories that hold articles of two or
	// more topics where a Spanish document brought a topic none of the
	// story's English articles has (the floor: 0). TopicMixed counts every
	// story of two or more topics, English-only ones included.
	TopicMixedBySpanish int `json:"topic_mixed_by_spanish"`
	TopicMixed          int `json:"topic_mixed"`
	// SpanishWithoutCounterpart counts the Spanish documents of a date no
	// English article has: they cannot join (the share still counts them).
	SpanishWithoutCounterpart int `json:"spanish_without_counterpart"`
	Spanish                   int `json:"spanish_documents"`
	English                   int `json:"english_documents"`
	Stories                   int `json:"stories"`
}

// CrossLangRun is a scored run: the metrics and each document's story.
type CrossLangRun struct {
	Metrics CrossLangMetrics
	Docs    []CrossLangDoc
}

// CrossLangDoc is one MEANTIME document of the run.
type CrossLangDoc struct {
	ID    string // "en:corpus_gm/126878", "es:meantime_es_dev.tsv#3"
	Lang  string
	Date  string // creation date, YYYY-MM-DD
	Topic string // "corpus_gm"
	Story string // "story:N", or "input:N" when nothing was stored
	// Joined says, for a Spanish document, whether its story holds an
	// English article of its date.
	Joined bool

	title, text string
}

// EvalCrossLang ingests the Spanish MEANTIME documents (the BIO files of
// esDir, rebuilt from their tokens) with the English ones (the CoNLL file
// enPath) into a throwaway database, in date order as "storyline ingest"
// would meet them, and scores the stories the Spanish documents join.
func EvalCrossLang(ctx context.Context, esDir, enPath string) (*CrossLangRun, error) {
	en, err := readMeantimeEnglish(enPath)
	if err != nil {
		return nil, err
	}
	es, err := readMeantimeSpanish(esDir)
	if err != nil {
		return nil, err
	}
	topicOfDate := map[string]string{}
	for _, d := range en {
		topicOfDate[d.Date] = d.Topic
	}
	assignSpanishTopics(es, topicOfDate)
	docs := append(en, es...)
	sort.SliceStable(docs, func(i, j int) bool { return docs[i].Date < docs[j].Date })

	lines, err := crossLangLines(docs)
	if err != nil {
		return nil, err
	}
	_, res, done, err := ingestThrowaway(ctx, lines)
	if err != nil {
		return nil, err
	}
	defer done()
	for i := range docs {
		docs[i].Story = "input:" + strconv.Itoa(i+1)
		if res[i].article != 0 {
			docs[i].Story = "story:" + strconv.FormatInt(res[i].story, 10)
		}
	}
	return &CrossLangRun{Docs: docs, Metrics: scoreCrossLang(docs)}, nil
}

// scoreCrossLang counts the joins and the topic mixes of a run.
func scoreCrossLang(docs []CrossLangDoc) CrossLangMetrics {
	type storyInfo struct {
		englishDates  map[string]bool
		englishTopics map[string]bool
		topics        map[string]bool
	}
	stories := map[string]*storyInfo{}
	for _, d := range docs {
		s := stories[d.Story]
		if s == nil {
			s = &storyInfo{englishDates: map[string]bool{}, englishTopics: map[string]bool{}, topics: map[string]bool{}}
			stories[d.Story] = s
		}
		s.topics[d.Topic] = true
		if d.Lang == "en" {
			s.englishDates[d.Date] = true
			s.englishTopics[d.Topic] = true
		}
	}
	var m CrossLangMetrics
	englishDates := map[string]bool{}
	for _, d := range docs {
		if d.Lang == "en" {
			m.English++
			englishDates[d.Date] = true
		}
	}
	for i := range docs {
		d := &docs[i]
		if d.Lang != "es" {
			continue
		}
		m.Spanish++
		s := stories[d.Story]
		d.Joined = s.englishDates[d.Date]
		switch {
		case d.Joined:
			m.Joined++
			m.WithEnglish++
		case len(s.englishDates) > 0:
			m.WithEnglish++
		default:
			m.Alone++
		}
		if !englishDates[d.Date] {
			m.SpanishWithoutCounterpart++
		}
	}
	for _, s := range stories {
		if len(s.topics) < 2 {
			continue
		}
		m.TopicMixed++
		if len(s.topics) > len(s.englishTopics) {
			m.TopicMixedBySpanish++
		}
	}
	m.Stories = len(stories)
	if m.Spanish > 0 {
		m.JoinedShare = float64(m.Joined) / float64(m.Spanish)
	}
	return m
}

// assignSpanishTopics gives each Spanish document the topic of the English
// articles of its date. A document of a date no English article has takes
// the topic most documents of its block have: the Spanish files list the
// documents grouped by topic, in equal blocks (15 of each topic per half).
func assignSpanishTopics(es []CrossLangDoc, topicOfDate map[string]string) {
	const topics = 4
	block := max(len(es)/topics, 1)
	for start := 0; start < len(es); start += block {
		end := min(start+block, len(es))
		votes := map[string]int{}
		for i := start; i < end; i++ {
			if t, ok := topicOfDate[es[i].Date]; ok {
				es[i].Topic = t
				votes[t]++
			}
		}
		majority := ""
		for t, n := range votes {
			if n > votes[majority] || n == votes[majority] && t < majority {
				majority = t
			}
		}
		for i := start; i < end; i++ {
			if es[i].Topic == "" {
				es[i].Topic = majority
			}
		}
	}
}

// crossLangLines returns the documents as the JSON Lines "storyline
// ingest" reads: the title, the creation date as the publication date, and
// the body sentences as paragraphs.
func crossLangLines(docs []CrossLangDoc) ([][]byte, error) {
	lines := make([][]byte, len(docs))
	for i, d := range docs {
		rec := struct {
			ID        string `json:"id"`
			URL       string `json:"url"`
			Title     string `json:"title"`
			Published string `json:"published"`
			Source    string `json:"source"`
			Text      string `json:"text"`
		}{d.ID, "https://meantime.example/" + d.ID, d.title, d.Date, "MEANTIME " + d.Lang, d.text}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rec); err != nil {
			return nil, err
		}
		lines[i] = bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	}
	return lines, nil
}

// readMeantimeEnglish reads the English MEANTIME articles from the CoNLL
// file (doc, sentence, token number, token): sentence 0 is the headline,
// sentence 1 the date line ("March 01 , 2008"), the rest the body.
func readMeantimeEnglish(path string) ([]CrossLangDoc, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var order []string
	sents := map[string][][]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		if len(p) < 4 || strings.HasPrefix(p[0], "#") {
			continue
		}
		n, err := strconv.Atoi(p[1])
		if err != nil {
			continue
		}
		if _, ok := sents[p[0]]; !ok {
			order = append(order, p[0])
		}
		for len(sents[p[0]]) <= n {
			sents[p[0]] = append(sents[p[0]], nil)
		}
		sents[p[0]][n] = append(sents[p[0]][n], p[3])
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(order) == 0 {
		return nil, fmt.Errorf("%s: no MEANTIME documents", path)
	}
	docs := make([]CrossLangDoc, 0, len(order))
	for _, id := range order {
		s := sents[id]
		if len(s) < 3 {
			return nil, fmt.Errorf("%s: %s has no body", path, id)
		}
		date, err := time.Parse("January 2 , 2006", strings.Join(s[1], " "))
		if err != nil {
			return nil, fmt.Errorf("%s: %s: date line %q", path, id, strings.Join(s[1], " "))
		}
		topic, _, _ := strings.Cut(id, "/")
		docs = append(docs, CrossLangDoc{ID: "en:" + id, Lang: "en", Date: date.Format("2006-01-02"), Topic: topic,
			title: joinTokens(s[0]), text: joinSentences(s[2:])})
	}
	return docs, nil
}

// readMeantimeSpanish reads the Spanish MEANTIME documents of the BIO
// files (*.tsv) in dir: the DCT line gives the creation date, the first
// sentence is the headline, the second the date line, the rest the body.
func readMeantimeSpanish(dir string) ([]CrossLangDoc, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.tsv"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no .tsv files in %s", dir)
	}
	var docs []CrossLangDoc
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		bio, err := readBIOTimex(f, filepath.Base(p))
		f.Close()
		if err != nil {
			return nil, err
		}
		for _, b := range bio {
			var s [][]string
			for _, sent := range strings.Split(b.doc.Plain, "\n\n") {
				s = append(s, strings.Split(sent, " "))
			}
			if len(s) < 3 {
				return nil, fmt.Errorf("%s: has no body", b.doc.Rel)
			}
			docs = append(docs, CrossLangDoc{ID: "es:" + b.doc.Rel, Lang: "es", Date: b.doc.DCT.Format("2006-01-02"),
				title: joinTokens(s[0]), text: joinSentences(s[2:])})
		}
	}
	return docs, nil
}

// joinSentences rebuilds a body from its tokenized sentences, one
// paragraph per sentence (the corpus keeps no paragraph breaks).
func joinSentences(sents [][]string) string {
	paras := make([]string, len(sents))
	for i, s := range sents {
		paras[i] = joinTokens(s)
	}
	return strings.Join(paras, "\n\n")
}

// joinTokens rebuilds the text of a tokenized sentence: no space before
// closing punctuation, none after opening punctuation (Spanish «, ¿ and ¡
// included), straight quotes paired.
func joinTokens(toks []string) string {
	var b strings.Builder
	noSpace, quoteOpen := true, false
	for _, t := range toks {
		switch t {
		case "``", "''":
			t = `"`
		case "-LRB-":
			t = "("
		case "-RRB-":
			t = ")"
		}
		attach := attachesLeft(t) || t == "»" || t == `"` && quoteOpen
		if !noSpace && !attach && b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t)
		noSpace = attachesRight(t) || t == "«" || t == "¿" || t == "¡" || t == `"` && !quoteOpen
		if t == `"` {
			quoteOpen = !quoteOpen
		}
	}
	return b.String()
}

// WritePredictions writes one line per document: id, language, date,
// topic, story and, for a Spanish document, whether it joined an English
// article of its date.
func (r *CrossLangRun) WritePredictions(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, "id\tlang\tdate\ttopic\tstory\tjoined")
	for _, d := range r.Docs {
		joined := ""
		if d.Lang == "es" {
			joined = strconv.FormatBool(d.Joined)
		}
		fmt.Fprintf(bw, "%s\t%s\t%s\t%s\t%s\t%s\n", d.ID, d.Lang, d.Date, d.Topic, d.Story, joined)
	}
	return bw.Flush()
}
