package export

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"strconv"

	"github.com/storyline-news/storyline"
)

// CSVSafe keeps a spreadsheet from reading untrusted text as a formula: a
// cell starting with = + - @ (or a tab or carriage return, which some
// spreadsheets skip before one) gets a leading apostrophe. Number cells are
// written without it.
func CSVSafe(s string) string {
	if s != "" && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r') {
		return "'" + s
	}
	return s
}

// safeAll neutralises every cell of a text row.
func safeAll(row []string) []string {
	for i, c := range row {
		row[i] = CSVSafe(c)
	}
	return row
}

type csvSink struct {
	cw     *csv.Writer
	header []string
	hxl    []string
	rows   func(a *storyline.Article, emit func([]string) error) (int, error)
}

func newCSVSink(w io.Writer, header, hxl []string, rows func(*storyline.Article, func([]string) error) (int, error)) *csvSink {
	return &csvSink{cw: csv.NewWriter(w), header: header, hxl: hxl, rows: rows}
}

func (s *csvSink) begin() error {
	if err := s.cw.Write(s.header); err != nil {
		return err
	}
	if s.hxl != nil {
		if err := s.cw.Write(s.hxl); err != nil {
			return err
		}
	}
	s.cw.Flush()
	return s.cw.Error()
}

func (s *csvSink) article(a *storyline.Article) (int, error) {
	n, err := s.rows(a, s.cw.Write)
	if err != nil {
		return n, err
	}
	s.cw.Flush()
	return n, s.cw.Error()
}

func (s *csvSink) end() error {
	s.cw.Flush()
	return s.cw.Error()
}

type jsonlSink struct {
	enc  *json.Encoder
	rows func(a *storyline.Article, emit func(any) error) (int, error)
}

func newJSONLSink(w io.Writer, rows func(*storyline.Article, func(any) error) (int, error)) *jsonlSink {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return &jsonlSink{enc: enc, rows: rows}
}

func (s *jsonlSink) begin() error { return nil }
func (s *jsonlSink) article(a *storyline.Article) (int, error) {
	return s.rows(a, s.enc.Encode)
}
func (s *jsonlSink) end() error { return nil }

// geoJSONSink streams an RFC 7946 FeatureCollection: the header, then one
// Feature per event with a place, then the closing brackets.
type geoJSONSink struct {
	w    *bufio.Writer
	rows func(*storyline.Article) []EventRow
	n    int
}

func (s *geoJSONSink) begin() error {
	_, err := s.w.WriteString(`{"type":"FeatureCollection","features":[`)
	return err
}

func (s *geoJSONSink) article(a *storyline.Article) (int, error) {
	n := 0
	for _, r := range s.rows(a) {
		if r.Event.Place == nil {
			continue
		}
		if s.n > 0 {
			s.w.WriteByte(',')
		}
		s.w.WriteByte('\n')
		if err := r.writeFeature(s.w); err != nil {
			return n, err
		}
		s.n++
		n++
	}
	return n, s.w.Flush()
}

func (s *geoJSONSink) end() error {
	s.w.WriteString("\n]}\n")
	return s.w.Flush()
}

// writeFeature writes r as a GeoJSON Feature: a Point at the event's
// place, lon then lat, with the ACLED columns and ours as properties in
// column order (numbers as numbers, null when empty).
func (r EventRow) writeFeature(w *bufio.Writer) error {
	p := r.Event.Place
	var buf bytes.Buffer
	buf.WriteString(`{"type":"Feature","id":`)
	writeJSONString(&buf, r.EventIDCnty)
	buf.WriteString(`,"geometry":{"type":"Point","coordinates":[`)
	buf.WriteString(strconv.FormatFloat(p.Lon, 'f', -1, 64))
	buf.WriteByte(',')
	buf.WriteString(strconv.FormatFloat(p.Lat, 'f', -1, 64))
	buf.WriteString(`]},"properties":{`)
	for i, c := range r.cells() {
		if i > 0 {
			buf.WriteByte(',')
		}
		writeJSONString(&buf, EventColumns[i])
		buf.WriteByte(':')
		switch {
		case c.num && c.s == "":
			buf.WriteString("null")
		case c.num:
			buf.WriteString(c.s)
		default:
			writeJSONString(&buf, c.s)
		}
	}
	buf.WriteString(`}}`)
	_, err := w.Write(buf.Bytes())
	return err
}

func writeJSONString(buf *bytes.Buffer, s string) {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	buf.Truncate(buf.Len() - 1) // the newline Encode adds
}
