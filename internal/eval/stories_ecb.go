package eval

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// ECBDoc is one ECB+ document: its tokens rebuilt into text, and its gold
// event (action) mentions with their coreference chains.
type ECBDoc struct {
	Name     string // "1_10ecb"
	Topic    string // "1"
	SubTopic string // "1ecb" or "1ecbplus"
	URL      string // sentence 0 of ecbplus documents: where the text was found
	// Text is the rebuilt text: one paragraph per sentence, blank lines
	// between them.
	Text      string
	Sentences []ECBSentence
	Tokens    []ECBToken
	Events    []ECBMention
}

// ECBSentence is a sentence of the rebuilt text.
type ECBSentence struct {
	Num        int // the sentence number in the XML
	Start, End int // byte offsets in Text
}

// ECBToken is a token with its place in the rebuilt text.
type ECBToken struct {
	ID         int
	Sentence   int // sentence number in the XML
	Text       string
	Start, End int // in Text; -1 for tokens left out (the URL)
}

// ECBMention is a gold event mention.
type ECBMention struct {
	ID       string // m_id
	Tag      string // ACTION_OCCURRENCE, NEG_ACTION_STATE, …
	Tokens   []int  // indexes into Tokens
	Sentence int
	Start    int // span of the mention in Text (first to last token)
	End      int
	// Chain is the gold coreference chain: the cross-document instance, an
	// in-document chain, or the mention's own singleton.
	Chain string
}

// Mention returns the mention's text.
func (d *ECBDoc) Mention(m ECBMention) string {
	var b strings.Builder
	for i, t := range m.Tokens {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(d.Tokens[t].Text)
	}
	return b.String()
}

type ecbXML struct {
	Name   string `xml:"doc_name,attr"`
	Tokens []struct {
		ID       int    `xml:"t_id,attr"`
		Sentence int    `xml:"sentence,attr"`
		Text     string `xml:",chardata"`
	} `xml:"token"`
	Markables struct {
		Items []struct {
			XMLName  xml.Name
			MID      string `xml:"m_id,attr"`
			Instance string `xml:"instance_id,attr"`
			Anchors  []struct {
				TID int `xml:"t_id,attr"`
			} `xml:"token_anchor"`
		} `xml:",any"`
	} `xml:"Markables"`
	Relations struct {
		Items []struct {
			XMLName xml.Name
			RID     string `xml:"r_id,attr"`
			Note    string `xml:"note,attr"`
			Sources []struct {
				MID string `xml:"m_id,attr"`
			} `xml:"source"`
			Target struct {
				MID string `xml:"m_id,attr"`
			} `xml:"target"`
		} `xml:",any"`
	} `xml:"Relations"`
}

// ParseECB reads one ECB+ CAT XML document. name is the file name without
// directory ("1_10ecb.xml"). selected, when not nil, keeps only the event
// mentions in the listed sentence numbers (the validated sentences).
func ParseECB(data []byte, name string, selected map[int]bool) (*ECBDoc, error) {
	var x ecbXML
	if err := xml.Unmarshal(data, &x); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	base := strings.TrimSuffix(name, ".xml")
	topic, _, ok := strings.Cut(base, "_")
	if !ok {
		return nil, fmt.Errorf("%s: name is not TOPIC_Necb(plus).xml", name)
	}
	d := &ECBDoc{Name: base, Topic: topic}
	plus := strings.HasSuffix(base, "ecbplus")
	if plus {
		d.SubTopic = topic + "ecbplus"
	} else {
		d.SubTopic = topic + "ecb"
	}
	// Rebuild the text: tokens joined with spaces, except before closing
	// punctuation and after opening punctuation; a blank line between
	// sentences. The URL that ecbplus documents carry as sentence 0 is kept
	// apart.
	var b strings.Builder
	byID := map[int]int{}
	sent := -1
	noSpace := true
	var urlParts []string
	for _, t := range x.Tokens {
		tok := strings.TrimSpace(t.Text)
		open, closing := false, false
		switch tok {
		case "``":
			tok, open = `"`, true
		case "''":
			tok, closing = `"`, true
		}
		byID[t.ID] = len(d.Tokens)
		if plus && t.Sentence == 0 {
			urlParts = append(urlParts, tok)
			d.Tokens = append(d.Tokens, ECBToken{ID: t.ID, Sentence: t.Sentence, Text: tok, Start: -1, End: -1})
			continue
		}
		if t.Sentence != sent {
			if sent >= 0 || b.Len() > 0 {
				d.Sentences[len(d.Sentences)-1].End = b.Len()
				b.WriteString("\n\n")
			}
			sent = t.Sentence
			d.Sentences = append(d.Sentences, ECBSentence{Num: sent, Start: b.Len()})
			noSpace = true
		}
		if !noSpace && !closing && !attachesLeft(tok) {
			b.WriteByte(' ')
		}
		start := b.Len()
		b.WriteString(tok)
		d.Tokens = append(d.Tokens, ECBToken{ID: t.ID, Sentence: t.Sentence, Text: tok, Start: start, End: b.Len()})
		noSpace = open || attachesRight(tok)
	}
	if len(d.Sentences) > 0 {
		d.Sentences[len(d.Sentences)-1].End = b.Len()
	}
	d.Text = b.String()
	d.URL = strings.Join(urlParts, "")

	// Chains: cross-document instances by their instance id, in-document
	// chains by relation id; mentions in neither are singletons.
	chain := map[string]string{}
	instance := map[string]string{}
	for _, m := range x.Markables.Items {
		if len(m.Anchors) == 0 && m.Instance != "" {
			instance[m.MID] = m.Instance
		}
	}
	for _, r := range x.Relations.Items {
		var id string
		switch r.XMLName.Local {
		case "CROSS_DOC_COREF":
			id = instance[r.Target.MID]
			if id == "" {
				id = r.Note
			}
		case "INTRA_DOC_COREF":
			id = "INTRA_" + base + "_" + r.RID
		default:
			continue
		}
		for _, s := range r.Sources {
			chain[s.MID] = id
		}
	}
	for _, m := range x.Markables.Items {
		tag := m.XMLName.Local
		if len(m.Anchors) == 0 || !(strings.HasPrefix(tag, "ACTION_") || strings.HasPrefix(tag, "NEG_ACTION_")) {
			continue
		}
		em := ECBMention{ID: m.MID, Tag: tag, Chain: chain[m.MID]}
		for _, a := range m.Anchors {
			i, ok := byID[a.TID]
			if !ok {
				return nil, fmt.Errorf("%s: mention %s anchors unknown token %d", name, m.MID, a.TID)
			}
			em.Tokens = append(em.Tokens, i)
		}
		sort.Ints(em.Tokens)
		first, last := d.Tokens[em.Tokens[0]], d.Tokens[em.Tokens[len(em.Tokens)-1]]
		em.Sentence = first.Sentence
		if selected != nil && !selected[em.Sentence] {
			continue
		}
		if first.Start < 0 {
			continue // in the URL line
		}
		em.Start, em.End = first.Start, last.End
		if em.Chain == "" {
			em.Chain = "SINGLETON_" + base + "_" + m.MID
		}
		d.Events = append(d.Events, em)
	}
	sort.Slice(d.Events, func(i, j int) bool {
		a, b := d.Events[i], d.Events[j]
		return a.Start < b.Start || a.Start == b.Start && a.ID < b.ID
	})
	return d, nil
}

func attachesLeft(tok string) bool {
	switch tok {
	case ",", ".", ";", ":", "!", "?", ")", "]", "}", "%", "'s", "'S", "n't", "'", "'re", "'ve", "'ll", "'d", "'m", "...":
		return true
	}
	return false
}

func attachesRight(tok string) bool {
	switch tok {
	case "(", "[", "{", "$", "#":
		return true
	}
	return false
}

// ReadECBSentences reads ECBplus_coreference_sentences.csv: for each
// document name ("1_10ecbplus"), the validated sentence numbers.
func ReadECBSentences(path string) (map[string]map[int]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]map[int]bool{}
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		fs := strings.Split(strings.TrimSpace(sc.Text()), ",")
		if line == 1 || len(fs) < 3 {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(fs[2]))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: sentence number %q", path, line, fs[2])
		}
		name := strings.TrimSpace(fs[0]) + "_" + strings.TrimSpace(fs[1])
		if out[name] == nil {
			out[name] = map[int]bool{}
		}
		out[name][n] = true
	}
	return out, sc.Err()
}

// LoadECB reads every ECB+ document under dir (dir/<topic>/*.xml), sorted
// by name. It looks for ECBplus_coreference_sentences.csv in dir and its
// parent; without it, every event mention is kept.
func LoadECB(dir string) ([]*ECBDoc, error) {
	var sel map[string]map[int]bool
	for _, p := range []string{filepath.Join(dir, "ECBplus_coreference_sentences.csv"), filepath.Join(filepath.Dir(dir), "ECBplus_coreference_sentences.csv")} {
		if _, err := os.Stat(p); err == nil {
			s, err := ReadECBSentences(p)
			if err != nil {
				return nil, err
			}
			sel = s
			break
		}
	}
	if sub := filepath.Join(dir, "ECB+"); isDir(sub) {
		dir = sub
	}
	files, err := filepath.Glob(filepath.Join(dir, "*", "*.xml"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: no ECB+ documents (<topic>/*.xml)", dir)
	}
	sort.Strings(files)
	var docs []*ECBDoc
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		name := filepath.Base(f)
		var s map[int]bool
		if sel != nil {
			s = sel[strings.TrimSuffix(name, ".xml")]
			if s == nil {
				s = map[int]bool{}
			}
		}
		d, err := ParseECB(data, name, s)
		if err != nil {
			return nil, err
		}
		docs = append(docs, d)
	}
	return docs, nil
}
