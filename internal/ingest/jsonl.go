package ingest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
)

var errLineTooLong = errors.New("line too long")

// jsonl reads JSON Lines: one article per line, each Doc named "name#N" with
// N the 1-based line number. Bad lines are reported and skipped.
func (r *run) jsonl(src *source, br *bufio.Reader) error {
	max := r.opts.MaxBytes
	seen := false
	for n := 1; ; n++ {
		if err := r.checkCtx(); err != nil {
			return err
		}
		line, err := readLine(br, max)
		if err == errLineTooLong {
			seen = true
			r.fail(itemName(src.name, n), &sizeError{msg: fmt.Sprintf("line is over the %s size cap (--max-size)", fmtSize(max))})
			continue
		}
		if err != nil && err != io.EOF {
			if seen {
				r.fail(itemName(src.name, n), readErr(src, err))
				return nil
			}
			return readErr(src, err)
		}
		if n == 1 {
			line = bytes.TrimPrefix(line, bomUTF8)
		}
		if len(bytes.TrimSpace(line)) > 0 {
			seen = true
			name := itemName(src.name, n)
			d, perr := parseJSONLine(line)
			if perr != nil {
				r.fail(name, perr)
			} else {
				d.Name = name
				if src.kind == fromURL && d.Outlet == "" {
					if h := hostOf(src.url); h != "" {
						d.Outlet, d.OutletSource = h, "url"
					}
				}
				if eerr := r.emit(d); eerr != nil {
					return eerr
				}
			}
		}
		if err == io.EOF {
			break
		}
	}
	if !seen {
		return ErrEmpty
	}
	return nil
}

// readLine reads one line of at most max bytes (without the line end). A
// longer line is skipped and reported as errLineTooLong. At the end of the
// input it returns the last (possibly empty) line with io.EOF.
func readLine(br *bufio.Reader, max int64) ([]byte, error) {
	var buf []byte
	for {
		frag, err := br.ReadSlice('\n')
		if int64(len(buf)+len(frag)) > max+2 { // room for "\r\n"
			for err == bufio.ErrBufferFull {
				_, err = br.ReadSlice('\n')
			}
			if err != nil && err != io.EOF {
				return nil, err
			}
			return nil, errLineTooLong
		}
		buf = append(buf, frag...)
		if err == bufio.ErrBufferFull {
			continue
		}
		buf = bytes.TrimSuffix(buf, []byte("\n"))
		buf = bytes.TrimSuffix(buf, []byte("\r"))
		if int64(len(buf)) > max {
			return nil, errLineTooLong
		}
		return buf, err
	}
}

// parseJSONLine turns one JSON Lines record into a Doc (without Name).
func parseJSONLine(line []byte) (Doc, error) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 || line[0] != '{' {
		return Doc{}, errors.New("invalid JSON: a line must be a JSON object")
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(line, &m); err != nil {
		return Doc{}, fmt.Errorf("invalid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	// str returns the first of keys that is present and not null.
	str := func(keys ...string) (string, string, error) {
		for _, k := range keys {
			raw, ok := m[k]
			if !ok || string(raw) == "null" {
				continue
			}
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return "", k, fmt.Errorf("field %q is not a string", k)
			}
			return strings.TrimSpace(s), k, nil
		}
		return "", "", nil
	}
	d := Doc{Raw: append([]byte(nil), line...), Container: storyline.FormatJSONL}
	var err error
	if d.URL, _, err = str("url", "link"); err != nil {
		return Doc{}, err
	}
	if d.Title, _, err = str("title"); err != nil {
		return Doc{}, err
	}
	src, _, err := str("source", "outlet")
	if err != nil {
		return Doc{}, err
	}
	text, _, err := str("text")
	if err != nil {
		return Doc{}, err
	}
	html, _, err := str("html")
	if err != nil {
		return Doc{}, err
	}
	content, _, err := str("content", "body")
	if err != nil {
		return Doc{}, err
	}
	if text == "" && html == "" && content != "" {
		body, isHTML, err := markupBody(content)
		switch {
		case err != nil:
			return Doc{}, err
		case isHTML:
			html = content
		default:
			text = body
		}
	}
	switch {
	case html != "":
		d.Format, d.HTML = storyline.FormatHTML, []byte(html)
	case text != "":
		d.Format, d.Text = storyline.FormatText, text
	case strings.TrimSpace(d.Title) != "":
		// A feed item with only a headline is common in real streams: the
		// headline is stored as the article (pipeline: headlineOnly).
		d.Format = storyline.FormatText
	default:
		return Doc{}, errors.New("record has no text, html or title field")
	}
	if d.Published, err = jsonDate(m); err != nil {
		return Doc{}, err
	}
	if !d.Published.IsZero() {
		d.DateSource = storyline.DateFromField
	}
	if d.Authors, err = jsonAuthors(m); err != nil {
		return Doc{}, err
	}
	switch {
	case src != "":
		d.Outlet, d.OutletSource = src, "field"
	case hostOf(d.URL) != "":
		d.Outlet, d.OutletSource = hostOf(d.URL), "url"
	}
	return d, nil
}

// jsonDate parses the first present date field: a string in one of
// dateLayouts, or a number of Unix seconds (milliseconds when over 1e12).
func jsonDate(m map[string]json.RawMessage) (time.Time, error) {
	for _, k := range []string{"published", "date", "published_at"} {
		raw, ok := m[k]
		if !ok || string(raw) == "null" {
			continue
		}
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			var f float64
			if err := json.Unmarshal(raw, &f); err != nil || math.IsNaN(f) || f < 0 || f > 1e15 {
				return time.Time{}, fmt.Errorf("field %q is not a date", k)
			}
			if f > 1e12 {
				return time.UnixMilli(int64(f)).UTC(), nil
			}
			return time.Unix(int64(f), 0).UTC(), nil
		}
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		t, err := parseDate(s)
		if err != nil {
			return time.Time{}, fmt.Errorf("unparseable date %q in field %q", s, k)
		}
		return t, nil
	}
	return time.Time{}, nil
}

func jsonAuthors(m map[string]json.RawMessage) ([]string, error) {
	var out []string
	for _, k := range []string{"authors", "author"} {
		raw, ok := m[k]
		if !ok || string(raw) == "null" {
			continue
		}
		var s string
		if err := json.Unmarshal(raw, &s); err == nil {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
			return out, nil
		}
		var l []string
		if err := json.Unmarshal(raw, &l); err != nil {
			return nil, fmt.Errorf("field %q is not a string or a list of strings", k)
		}
		for _, s := range l {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
		return out, nil
	}
	return nil, nil
}

// dateLayouts are the date formats accepted in JSON Lines records. Layouts
// without a zone are read as UTC.
var dateLayouts = []string{
	time.RFC3339Nano,
	time.RFC3339,
	"2006-01-02T15:04:05Z0700",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02T15:04:05",
	"2006-01-02T15:04",
	"2006-01-02 15:04:05Z07:00",
	"2006-01-02 15:04:05 -0700",
	"2006-01-02 15:04:05 MST",
	"2006-01-02 15:04:05.999999999",
	"2006-01-02 15:04:05",
	"2006-01-02 15:04",
	"2006-01-02",
	"2006/01/02 15:04:05",
	"2006/01/02",
	time.RFC1123Z,
	time.RFC1123,
	"Mon, 2 Jan 2006 15:04:05 -0700",
	"Mon, 2 Jan 2006 15:04:05 MST",
	"2 Jan 2006 15:04:05 -0700",
	"2 Jan 2006",
	"January 2, 2006",
	"Jan 2, 2006",
	time.RFC822Z,
	time.RFC822,
	time.RFC850,
	time.ANSIC,
	time.UnixDate,
}

// parseDate parses s with the first layout of dateLayouts that fits.
func parseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, nil
		}
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil && n > 0 && len(s) >= 9 {
		if n > 1e12 {
			return time.UnixMilli(n).UTC(), nil
		}
		return time.Unix(n, 0).UTC(), nil
	}
	return time.Time{}, fmt.Errorf("unparseable date %q", s)
}
