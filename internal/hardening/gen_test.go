package hardening

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The generators below write the hostile inputs too large to check in.
// Each streams to disk, so the test process never holds the whole input.

// writeGen creates path and fills it through fill, buffered.
func writeGen(t testing.TB, path string, fill func(w io.Writer) error) string {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	if err := fill(bw); err != nil {
		t.Fatal(err)
	}
	if err := bw.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// genHugeLine writes a text file that is one line of n bytes of words.
func genHugeLine(t testing.TB, path string, n int64) string {
	return writeGen(t, path, func(w io.Writer) error {
		chunk := []byte(strings.Repeat("soldiers crossed the bridge at dawn and ", 1<<10))
		for left := n; left > 0; {
			c := chunk
			if int64(len(c)) > left {
				c = c[:left]
			}
			if _, err := w.Write(c); err != nil {
				return err
			}
			left -= int64(len(c))
		}
		_, err := w.Write([]byte("\n"))
		return err
	})
}

// genHugeJSONLine writes JSON Lines whose first record is one line of
// about n bytes and whose second is a small good article.
func genHugeJSONLine(t testing.TB, path string, n int64) string {
	return writeGen(t, path, func(w io.Writer) error {
		io.WriteString(w, `{"title":"Huge","text":"`)
		chunk := []byte(strings.Repeat("word ", 1<<12))
		for left := n; left > 0; left -= int64(len(chunk)) {
			if _, err := w.Write(chunk); err != nil {
				return err
			}
		}
		io.WriteString(w, "\"}\n")
		_, err := io.WriteString(w, `{"title":"After the huge line","source":"Hostile Wire","text":"The record after a huge line is still read. Officials in Quito said 12 people were hurt on Monday."}`+"\n")
		return err
	})
}

// genDeepHTML writes an HTML page with depth nested <div>s around a
// paragraph.
func genDeepHTML(t testing.TB, path string, depth int) string {
	return writeGen(t, path, func(w io.Writer) error {
		io.WriteString(w, "<!DOCTYPE html><html><head><title>Deep</title></head><body>")
		for i := 0; i < depth; i++ {
			io.WriteString(w, "<div>")
		}
		io.WriteString(w, "<p>Deep inside the page, officials said 7 people were hurt in the storm on Friday.</p>")
		for i := 0; i < depth; i++ {
			io.WriteString(w, "</div>")
		}
		_, err := io.WriteString(w, "</body></html>\n")
		return err
	})
}

// genGzipBomb writes n bytes of b (n a multiple of 16 MB), gzip-compressed:
// one 16 MB member compressed once and repeated, which gzip readers take
// as one stream. 1 GB of zeros is about 1 MB.
func genGzipBomb(t testing.TB, path string, n int64, b byte) string {
	const member = 16 << 20
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	zw.Write(bytes.Repeat([]byte{b}, member))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return writeGen(t, path, func(w io.Writer) error {
		for left := n; left > 0; left -= member {
			if _, err := w.Write(buf.Bytes()); err != nil {
				return err
			}
		}
		return nil
	})
}

// genBigFeed writes an RSS feed of n small items; item i has a distinct
// description.
func genBigFeed(t testing.TB, path string, n int) string {
	return writeGen(t, path, func(w io.Writer) error {
		io.WriteString(w, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<rss version="2.0"><channel><title>Big Feed</title><link>https://big.example/</link><description>many items</description>`+"\n")
		for i := 1; i <= n; i++ {
			fmt.Fprintf(w, "<item><title>Item %d</title><link>https://big.example/%d</link><description>Item %d: officials said %d people were counted.</description></item>\n", i, i, i, i)
		}
		_, err := io.WriteString(w, "</channel></rss>\n")
		return err
	})
}

// genArticles writes n small distinct plain-text articles into dir, named
// a00000.txt, …, and returns their names. Articles come in topics of about
// six, sharing a place, people and words, so that stories form; each has
// enough words of its own not to be a near-duplicate of another.
func genArticles(t testing.TB, dir string, n int, seed uint64) []string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	places := []string{"Caracas", "Bogota", "Lima", "Quito", "Cucuta", "Urena", "Madrid", "Paris", "Nairobi", "Lagos", "Manila", "Dhaka", "Cairo", "Lisbon", "Kyiv", "Accra"}
	first := []string{"Maria", "Jose", "Ana", "Luis", "Carmen", "Pedro", "Elena", "Omar", "Grace", "Samuel", "Aisha", "David"}
	last := []string{"Gomez", "Perez", "Okafor", "Silva", "Haddad", "Mensah", "Reyes", "Novak", "Santos", "Kamau", "Ibrahim", "Costa"}
	verbs := []string{"crossed", "protested", "fled", "gathered", "marched", "returned", "waited", "voted", "rebuilt", "searched"}
	nouns := []string{"soldiers", "farmers", "students", "nurses", "workers", "families", "fishermen", "miners", "drivers", "teachers"}
	words := strings.Fields("border river aid trucks police city council flood rain storm hospital school market prices fuel strike union bridge road port harvest water power clinic shelter court ministry army navy village district province convoy camp relief rescue damage supply talks ceasefire election budget")
	days := []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	topics := max(1, n/6)
	type topic struct {
		place, person, noun, verb, key1, key2 string
		own                                   []string // made-up words only this topic uses
	}
	syll := strings.Fields("ka ro mi tu sa le vo ni da pe zu qua bri ten gol mar fis dro")
	word := func() string {
		var b strings.Builder
		for k := 2 + rng.IntN(2); k > 0; k-- {
			b.WriteString(syll[rng.IntN(len(syll))])
		}
		return b.String()
	}
	ts := make([]topic, topics)
	for i := range ts {
		own := make([]string, 8)
		for j := range own {
			own[j] = word()
		}
		ts[i] = topic{
			own:    own,
			place:  places[rng.IntN(len(places))],
			person: first[rng.IntN(len(first))] + " " + last[rng.IntN(len(last))],
			noun:   nouns[rng.IntN(len(nouns))],
			verb:   verbs[rng.IntN(len(verbs))],
			key1:   words[rng.IntN(len(words))],
			key2:   words[rng.IntN(len(words))],
		}
	}
	names := make([]string, n)
	for i := 0; i < n; i++ {
		tp := ts[rng.IntN(topics)]
		var own strings.Builder
		for j := 0; j < 45; j++ {
			if j > 0 {
				own.WriteByte(' ')
			}
			if j%6 == 0 {
				own.WriteString(tp.own[rng.IntN(len(tp.own))])
			} else {
				own.WriteString(words[rng.IntN(len(words))])
			}
		}
		body := fmt.Sprintf("Dispatch %d: %s %s near %s, %s %s\n\n"+
			"%s (Hardening Wire) — At least %d %s %s near %s on %s, officials said, in the %s %s dispute (ref %d-%d).\n\n"+
			"%s, a local official, said: \"We counted %d of them and we expect more.\" Notes %d: %s.\n",
			i, tp.noun, tp.verb, tp.place, tp.own[0], tp.own[1],
			strings.ToUpper(tp.place), 2+rng.IntN(900), tp.noun, tp.verb, tp.place, days[rng.IntN(7)], tp.key1, tp.key2, i, rng.IntN(1e6),
			tp.person, 1+rng.IntN(5000), i, own.String())
		names[i] = fmt.Sprintf("a%05d.txt", i)
		if err := os.WriteFile(filepath.Join(dir, names[i]), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return names
}
