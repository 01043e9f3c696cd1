package ingest

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"testing"
)

// FuzzReadJSONL feeds arbitrary bytes through line parsing.
func FuzzReadJSONL(f *testing.F) {
	f.Add([]byte(`{"url":"https://x.example/a","title":"t","published":"2024-01-02","text":"hi"}`))
	f.Add([]byte(`{"html":"<p>x</p>","date":1709251200,"authors":["a"]}`))
	f.Add([]byte("{\"text\":\"a\"}\n\n{bad\n"))
	f.Add([]byte(`[1]`))
	f.Add([]byte("{\"url\":\"https://x.example/\xff\",\"title\":\"\xfe\",\"source\":\"\xdb\",\"authors\":[\"\xe9\"],\"published\":\"\xff\",\"text\":\"\xe9\"}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := parseJSONLine(data)
		if err == nil && (d.Text == "") == (d.HTML == nil) {
			t.Fatalf("exactly one of Text and HTML must be set: %+v", d)
		}
		// The whole container, through emit: every string valid UTF-8.
		_ = fuzzRun(t, 1<<16).jsonl(&source{name: "fuzz.jsonl", ext: "jsonl"}, bufio.NewReader(bytes.NewReader(data)))
		br := bufio.NewReaderSize(bytes.NewReader(data), 16)
		for range 1000 {
			if _, err := readLine(br, 64); err == io.EOF {
				break
			}
		}
	})
}

// FuzzSniff feeds arbitrary bytes to format detection and the whole reader
// through stdin.
func FuzzSniff(f *testing.F) {
	for _, name := range []string{"article.txt", "article.html", "articles.jsonl", "feed.rss", "feed.atom", "feed.json", "broken.xml"} {
		b, err := readFixture(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(testWARC()))
	f.Add([]byte("WARC/1.1\r\nContent-Length: 5\r\n\r\nab"))
	f.Add([]byte("\x1f\x8b\x08\x00"))
	f.Add([]byte("\xFF\xFEa\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, ext := range []string{"", "json", "xml", "txt"} {
			_, _ = detect(&source{ext: ext}, data)
		}
		_, _ = decodeText(data)
		_ = checkBinary(data)
		old := Stdin
		defer func() { Stdin = old }()
		Stdin = bytes.NewReader(data)
		err := Read(context.Background(), []string{"-"}, Options{MaxBytes: 1 << 16},
			func(d Doc) error {
				if d.Name == "" || (d.Text == "") == (d.HTML == nil) {
					t.Fatalf("bad doc %+v", d)
				}
				return nil
			},
			func(e *InputError) {
				if bytes.ContainsAny([]byte(e.Error()), "\r\n") {
					t.Fatalf("multi-line error %q", e.Error())
				}
			})
		if err != nil {
			t.Fatal(err)
		}
	})
}

func readFixture(name string) ([]byte, error) { return os.ReadFile("testdata/" + name) }
