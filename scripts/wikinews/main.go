// Command wikinews builds the bundled Wikinews sample from the MEANTIME
// corpus (CC BY 4.0): a few English Wikinews articles, detokenized, as
// JSON Lines that `storyline ingest` reads (url, title, published, source,
// text). Run from the module root with the corpus beside the repository:
//
//	go run ./scripts/wikinews -conll ../shared/gold/stories/meantime/en/meantime.conll \
//	    -out internal/demo/wikinews/wikinews.jsonl
//
// The MEANTIME files give each article as sentences of tokens: sentence 0
// is the headline, sentence 1 the date line, the rest the body. Paragraph
// breaks are not in the corpus; each body sentence becomes a paragraph.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// sample lists the articles bundled: two stories of several reports each
// (General Motors' bankruptcy, May–June 2009; the stock markets in
// September 2008).
var sample = []string{
	"corpus_gm/126878", "corpus_gm/127226", "corpus_gm/127227", "corpus_gm/127248", "corpus_gm/127461",
	"corpus_stock/113219", "corpus_stock/113227", "corpus_stock/113267", "corpus_stock/113278",
}

type record struct {
	URL       string `json:"url"`
	Title     string `json:"title"`
	Published string `json:"published"`
	Source    string `json:"source"`
	Text      string `json:"text"`
}

func main() {
	conll := flag.String("conll", "../shared/gold/stories/meantime/en/meantime.conll", "MEANTIME CoNLL file")
	out := flag.String("out", "internal/demo/wikinews/wikinews.jsonl", "output JSON Lines file")
	flag.Parse()
	docs, err := read(*conll)
	if err != nil {
		log.Fatal(err)
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	enc := json.NewEncoder(f)
	enc.SetEscapeHTML(false)
	for _, id := range sample {
		sents := docs[id]
		if len(sents) < 3 {
			log.Fatalf("%s: not in the corpus", id)
		}
		date, err := time.Parse("January 2 , 2006", strings.Join(sents[1], " "))
		if err != nil {
			log.Fatalf("%s: date line %q: %v", id, strings.Join(sents[1], " "), err)
		}
		// A sentence ends its paragraph unless a quotation is still open.
		var paras []string
		var cur strings.Builder
		open := false
		for _, s := range sents[2:] {
			var text string
			text, open = detok(s, open)
			if cur.Len() > 0 {
				cur.WriteByte(' ')
			}
			cur.WriteString(text)
			if !open {
				paras = append(paras, cur.String())
				cur.Reset()
			}
		}
		if cur.Len() > 0 {
			paras = append(paras, cur.String())
		}
		body := paras
		curid := id[strings.IndexByte(id, '/')+1:]
		rec := record{
			URL:       "https://en.wikinews.org/w/index.php?curid=" + curid,
			Title:     title(sents[0]),
			Published: date.Format("2006-01-02"),
			Source:    "Wikinews",
			Text:      strings.Join(body, "\n\n"),
		}
		if err := enc.Encode(rec); err != nil {
			log.Fatal(err)
		}
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote %d articles to %s\n", len(sample), *out)
}

// read returns each document's sentences of tokens.
func read(path string) (map[string][][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	docs := map[string][][]string{}
	begin := regexp.MustCompile(`^#begin document \((.*?)\)`)
	var cur string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if m := begin.FindStringSubmatch(line); m != nil {
			cur = m[1]
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) < 4 || cur == "" {
			continue
		}
		n, err := strconv.Atoi(p[1])
		if err != nil {
			continue
		}
		for len(docs[cur]) <= n {
			docs[cur] = append(docs[cur], nil)
		}
		docs[cur][n] = append(docs[cur][n], p[3])
	}
	return docs, sc.Err()
}

func title(toks []string) string {
	t, _ := detok(toks, false)
	return t
}

// detok joins tokens into text: no space before closing punctuation and
// clitics, none after opening brackets and currency signs, and straight
// quotes paired. quoteOpen says whether a quotation is open when the
// sentence starts; the result says whether one is open at its end.
func detok(toks []string, quoteOpen bool) (string, bool) {
	var b strings.Builder
	noSpace := true
	for _, t := range toks {
		switch t {
		case "``":
			t = `"`
		case "''":
			t = `"`
		case "-LRB-":
			t = "("
		case "-RRB-":
			t = ")"
		}
		attach := false
		switch {
		case t == "," || t == "." || t == ";" || t == ":" || t == "!" || t == "?" || t == ")" || t == "%" || t == "]":
			attach = true
		case t == "'s" || t == "'" || t == "n't" || t == "'re" || t == "'ve" || t == "'ll" || t == "'d" || t == "'m":
			attach = true
		case t == `"`:
			attach = quoteOpen
		}
		if !noSpace && !attach && b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t)
		noSpace = t == "(" || t == "$" || t == "[" || (t == `"` && !quoteOpen) || t == "US$"
		if t == "US$" {
			noSpace = false
		}
		if t == `"` {
			quoteOpen = !quoteOpen
		}
	}
	return b.String(), quoteOpen
}
