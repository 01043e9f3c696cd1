package ingest

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/nlnwa/gowarc"
	"github.com/storyline-news/storyline"
)

// warc streams the records of a WARC file (already decompressed: a .warc.gz
// is gzip per record, which reads as one multi-member gzip stream). Each
// response record holding an HTTP 200 HTML page becomes a Doc named "name#N",
// N the 1-based record number; other records are skipped. A malformed or
// truncated record ends the file with an error naming that record; the
// records before it stay emitted. Only one record's HTTP body is in memory at
// a time, capped by Options.MaxBytes.
func (r *run) warc(src *source, br *bufio.Reader) error {
	u := gowarc.NewUnmarshaler(
		gowarc.WithNoValidation(),
		gowarc.WithAddMissingContentLength(false),
		gowarc.WithAddMissingRecordId(false),
		gowarc.WithAddMissingDigest(false),
		gowarc.WithFixContentLength(false),
		gowarc.WithFixDigest(false),
		gowarc.WithFixSyntaxErrors(false),
	)
	// The WARC reader sees read errors as the end of input (it loops on a
	// persistent error inside a header); latch keeps the real error, which
	// is checked after each record.
	latch := &latchReader{r: br}
	br = bufio.NewReaderSize(latch, 64<<10)
	for n := 1; ; n++ {
		if err := r.checkCtx(); err != nil {
			return err
		}
		name := itemName(src.name, n)
		if latch.err != nil {
			r.fail(name, warcErr(src, latch.err, 0))
			return nil
		}
		// Skip the blank lines between records; stop at the end.
		if err := skipSpace(br); err != nil {
			if err == io.EOF {
				if n == 1 {
					return ErrEmpty
				}
				return nil
			}
			r.fail(name, readErr(src, err))
			return nil
		}
		if p, _ := br.Peek(32); bytes.HasPrefix(p, []byte("WARC/")) {
			if i := bytes.IndexByte(p, '\n'); i >= 0 && i < 7 {
				r.fail(name, fmt.Errorf("malformed record: bad version line %q", p[:i+1]))
				return nil
			}
		}
		rec, off, err := unmarshal(u, br)
		if latch.err != nil {
			if rec != nil {
				_ = rec.Close()
			}
			r.fail(name, warcErr(src, latch.err, 0))
			return nil
		}
		if off > 0 && err == nil {
			// The junk is the input's failure, not the record's: the record
			// itself is stored or fails on its own, never both.
			r.fail(src.name, fmt.Errorf("skipped %d bytes of junk before record #%d", off, n))
		}
		if err != nil {
			if rec != nil {
				_ = rec.Close()
			}
			r.fail(name, warcErr(src, err, off))
			return nil
		}
		d, ok, itemErr, fatal := r.warcRecord(src, rec)
		if cerr := rec.Close(); fatal == nil && cerr != nil {
			fatal = warcErr(src, cerr, 0)
		}
		if latch.err != nil {
			fatal = warcErr(src, latch.err, 0)
		}
		if fatal != nil {
			r.fail(name, fatal)
			return nil
		}
		if itemErr != nil {
			r.fail(name, itemErr)
			continue
		}
		if ok {
			d.Name = name
			if err := r.emit(d); err != nil {
				return err
			}
		}
	}
}

// skipSpace discards white space; it returns io.EOF at the end of input.
func skipSpace(br *bufio.Reader) error {
	for {
		c, err := br.ReadByte()
		if err != nil {
			return err
		}
		switch c {
		case ' ', '\t', '\r', '\n':
			continue
		}
		return br.UnreadByte()
	}
}

// warcErr names a record-level error: gzip and I/O errors as they are, the
// reader's own errors as a malformed record.
func warcErr(src *source, err error, off int64) error {
	var ge *gzipError
	switch {
	case errors.As(err, &ge):
		return err
	case err == io.EOF && off > 0:
		return fmt.Errorf("no WARC record found in the last %d bytes", off)
	case err == io.EOF, errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("truncated record: unexpected EOF")
	}
	if src.kind == fromURL {
		if ne := netErr(err, 0); ne != err {
			return ne
		}
	}
	return fmt.Errorf("malformed record: %s", oneLine(err.Error()))
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r   io.Reader
	n   int64
	err error
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	if err != nil && err != io.EOF && c.err == nil {
		c.err = err
	}
	return n, err
}

// warcRecord reads one record's block to its end. It returns the Doc and
// ok=true for an HTML response; itemErr for a record that is framed right
// but unusable (bad HTTP, too large); fatal when the file cannot be read on
// (truncated, corrupt).
func (r *run) warcRecord(src *source, rec gowarc.WarcRecord) (d Doc, ok bool, itemErr, fatal error) {
	hdr := rec.WarcHeader()
	clen, err := hdr.GetInt64(gowarc.ContentLength)
	if err != nil || clen < 0 {
		return d, false, nil, errors.New("malformed record: missing or invalid Content-Length")
	}
	block, err := rec.Block().RawBytes()
	if err != nil {
		return d, false, nil, warcErr(src, err, 0)
	}
	cr := &countingReader{r: block}
	// finish drains the block and checks it was whole.
	finish := func() error {
		if _, err := io.Copy(io.Discard, cr); err != nil && cr.err == nil {
			cr.err = err
		}
		if cr.err != nil {
			return warcErr(src, cr.err, 0)
		}
		if cr.n < clen {
			return fmt.Errorf("truncated record: got %d of %d bytes", cr.n, clen)
		}
		return nil
	}
	if rec.Type() != gowarc.Response ||
		!strings.HasPrefix(strings.ToLower(hdr.Get(gowarc.ContentType)), "application/http") {
		return d, false, nil, finish()
	}
	resp, err := http.ReadResponse(bufio.NewReader(cr), nil)
	if err != nil {
		if ferr := finish(); ferr != nil {
			return d, false, nil, ferr
		}
		return d, false, fmt.Errorf("malformed HTTP response: %s", oneLine(err.Error())), nil
	}
	defer resp.Body.Close()
	mt := mediaType(resp.Header.Get("Content-Type"))
	if resp.StatusCode != http.StatusOK || (mt != "text/html" && mt != "application/xhtml+xml") {
		return d, false, nil, finish()
	}
	body, berr := decodeBody(resp.Body, resp.Header.Get("Content-Encoding"))
	var data []byte
	if berr == nil {
		data, berr = io.ReadAll(io.LimitReader(body, r.opts.MaxBytes+1))
		if berr == nil && int64(len(data)) > r.opts.MaxBytes {
			berr = &sizeError{msg: fmt.Sprintf("HTTP body is over the %s size cap (--max-size)", fmtSize(r.opts.MaxBytes))}
		}
	}
	if ferr := finish(); ferr != nil {
		return d, false, nil, ferr
	}
	if berr != nil {
		if errors.Is(berr, io.ErrUnexpectedEOF) {
			berr = fmt.Errorf("HTTP body: %s", berr)
		}
		return d, false, berr, nil
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return d, false, errors.New("empty HTTP body"), nil
	}
	d = Doc{
		Format:    storyline.FormatHTML,
		Container: storyline.FormatWARC,
		Raw:       data,
		HTML:      data,
		URL:       strings.Trim(hdr.Get(gowarc.WarcTargetURI), "<> "),
	}
	if t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(hdr.Get(gowarc.WarcDate))); err == nil {
		d.Published, d.DateSource = t, storyline.DateFromWARC
	}
	if h := hostOf(d.URL); h != "" {
		d.Outlet, d.OutletSource = h, "url"
	}
	return d, true, nil, nil
}

// decodeBody undoes an HTTP Content-Encoding (gzip, deflate, identity).
func decodeBody(body io.Reader, enc string) (io.Reader, error) {
	switch strings.ToLower(strings.TrimSpace(enc)) {
	case "", "identity":
		return body, nil
	case "gzip", "x-gzip":
		zr, err := newGzipReader(body)
		if err != nil {
			return nil, fmt.Errorf("HTTP body: %w", err)
		}
		return zr, nil
	case "deflate":
		br := bufio.NewReader(body)
		if p, err := br.Peek(2); err == nil && (uint16(p[0])<<8|uint16(p[1]))%31 == 0 && p[0]&0x0f == 8 {
			zr, err := zlib.NewReader(br)
			if err != nil {
				return nil, fmt.Errorf("HTTP body: corrupt deflate: %v", err)
			}
			return zr, nil
		}
		return flate.NewReader(br), nil
	default:
		return nil, fmt.Errorf("unsupported Content-Encoding %q", enc)
	}
}

// latchReader turns the first read error other than io.EOF into io.EOF and
// keeps it in err.
type latchReader struct {
	r   io.Reader
	err error
}

func (l *latchReader) Read(p []byte) (int, error) {
	if l.err != nil {
		return 0, io.EOF
	}
	n, err := l.r.Read(p)
	if err != nil && err != io.EOF {
		l.err = err
		err = io.EOF
	}
	return n, err
}

// unmarshal reads the next record, turning a panic of the WARC reader on
// malformed input into an error.
func unmarshal(u gowarc.Unmarshaler, br *bufio.Reader) (rec gowarc.WarcRecord, off int64, err error) {
	defer func() {
		if p := recover(); p != nil {
			rec, err = nil, fmt.Errorf("WARC reader failed: %v", p)
		}
	}()
	rec, off, _, err = u.Unmarshal(br)
	return rec, off, err
}
