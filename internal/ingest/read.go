package ingest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
)

// Version is the program version sent in the default User-Agent. The command
// sets it at start-up.
var Version = "dev"

// Stdin is what the input "-" reads. Tests replace it.
var Stdin io.Reader = os.Stdin

// DefaultHTTPTimeout bounds one download when Options.HTTPTimeout is zero.
const DefaultHTTPTimeout = 30 * time.Second

// DefaultUserAgent returns the User-Agent sent when Options.UserAgent is empty.
func DefaultUserAgent() string {
	return "storyline/" + Version + " (+https://github.com/storyline-news/storyline)"
}

// InputError is the failure of one input or of one item inside a container.
// Name is the input (path, URL, "stdin"), with "#N" for the Nth item.
type InputError struct {
	Name string
	Err  error
}

// Error returns "<name>: <cause>" on one line.
func (e *InputError) Error() string {
	msg := "unknown error"
	if e.Err != nil {
		msg = e.Err.Error()
	}
	return e.Name + ": " + oneLine(msg)
}

// Unwrap returns the cause.
func (e *InputError) Unwrap() error { return e.Err }

// Errors that causes wrap; test with errors.Is.
var (
	// ErrEmpty: the input has no bytes, or only white space.
	ErrEmpty = errors.New("empty file")
	// ErrBinary: the input is not text (an image, an archive, random bytes).
	ErrBinary = errors.New("binary file, not text")
	// ErrTooLarge: the input or one of its items is over Options.MaxBytes.
	ErrTooLarge = errors.New("over the size cap")
)

// Read reads every input (a file path, a folder, "-" for stdin, or an
// http(s) URL) and calls emit for each document found, in a stable order:
// inputs in the order given, folders walked recursively in lexical order with
// hidden files and folders (names starting with ".") skipped and symbolic
// links inside folders not followed. The failure of one input or of one item
// in a container calls fail with an *InputError and the walk goes on. When
// emit returns an error the walk stops and Read returns that error; when ctx
// is cancelled the walk stops and Read returns ctx.Err().
//
// Formats are chosen by extension (case-insensitive, after removing a ".gz"
// suffix, which means gzip): .txt/.text plain text; .html/.htm/.xhtml HTML;
// .jsonl/.ndjson JSON Lines; .xml/.rss/.atom/.feed RSS, Atom or RDF feeds;
// .json JSON Feed (or JSON Lines when it is no JSON Feed); .warc WARC. Other
// inputs, stdin and URLs (by Content-Type first) are sniffed from their first
// bytes.
//
// JSON Lines records are objects with the fields url, title, published,
// source, and text or html. Aliases: "link" for url; "date" and
// "published_at" for published; "outlet" for source; "content" and "body"
// for the article, taken as HTML when they contain tags and as text
// otherwise; "author" (a string) and "authors" (a string or a list). When a
// record has both html and text, html wins. published may be RFC 3339,
// RFC 1123, "2006-01-02", "2006-01-02 15:04:05" and similar, or a number of
// Unix seconds (milliseconds when over 1e12).
func Read(ctx context.Context, inputs []string, opts Options, emit func(Doc) error, fail func(*InputError)) error {
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = DefaultMaxBytes
	}
	if opts.HTTPTimeout <= 0 {
		opts.HTTPTimeout = DefaultHTTPTimeout
	}
	if opts.UserAgent == "" {
		opts.UserAgent = DefaultUserAgent()
	}
	if fail == nil {
		fail = func(*InputError) {}
	}
	r := &run{ctx: ctx, opts: opts, emitFn: emit, failFn: fail}
	for _, in := range inputs {
		if err := r.input(in); err != nil {
			var fe *fatalError
			if errors.As(err, &fe) {
				return fe.err
			}
			return err
		}
	}
	return nil
}

// run is one call of Read.
type run struct {
	ctx    context.Context
	opts   Options
	emitFn func(Doc) error
	failFn func(*InputError)
	// publicOnly is the transport that refuses private addresses, made on
	// the first download.
	publicOnly *http.Transport
}

// fatalError stops the whole walk: emit failed or ctx was cancelled. Every
// other error is reported with fail and the walk goes on.
type fatalError struct{ err error }

func (e *fatalError) Error() string { return e.err.Error() }
func (e *fatalError) Unwrap() error { return e.err }

func (r *run) checkCtx() error {
	if err := r.ctx.Err(); err != nil {
		return &fatalError{err}
	}
	return nil
}

func (r *run) emit(d Doc) error {
	if err := r.checkCtx(); err != nil {
		return err
	}
	if d.Outlet == "" && r.opts.Source != "" {
		d.Outlet, d.OutletSource = r.opts.Source, "flag"
	}
	repairUTF8(&d)
	if err := r.emitFn(d); err != nil {
		return &fatalError{err}
	}
	return nil
}

func (r *run) fail(name string, err error) {
	r.failFn(&InputError{Name: name, Err: err})
}

// report passes a fatal error up and reports any other under name.
func (r *run) report(name string, err error) error {
	if err == nil {
		return nil
	}
	var fe *fatalError
	if errors.As(err, &fe) {
		return fe
	}
	r.fail(name, err)
	return nil
}

func itemName(name string, n int) string { return fmt.Sprintf("%s#%d", name, n) }

func (r *run) input(in string) error {
	if err := r.checkCtx(); err != nil {
		return err
	}
	switch {
	case in == "":
		r.fail(in, errors.New("empty input name"))
		return nil
	case in == "-":
		return r.stdin()
	case isURL(in):
		return r.report(in, r.url(in))
	}
	fi, err := os.Stat(in)
	if err != nil {
		r.fail(in, osErr(err))
		return nil
	}
	if fi.IsDir() {
		return r.dir(in)
	}
	return r.file(in)
}

func isURL(s string) bool {
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
}

// osErr strips the operation and path from an *fs.PathError: the name is
// already in the InputError.
func osErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func (r *run) stdin() error {
	src := &source{name: "stdin", size: -1, sniffGzip: true, kind: fromStdin}
	return r.report(src.name, r.stream(src, Stdin))
}

// dir walks a folder: lexical order, regular files only, hidden entries and
// symbolic links skipped, one file open at a time.
func (r *run) dir(root string) error {
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if cerr := r.checkCtx(); cerr != nil {
			return cerr
		}
		if err != nil {
			r.fail(p, osErr(err))
			if d != nil && d.IsDir() && p != root {
				return fs.SkipDir
			}
			return nil
		}
		if p != root && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || !d.Type().IsRegular() {
			return nil
		}
		return r.file(p)
	})
	var fe *fatalError
	if errors.As(err, &fe) {
		return fe
	}
	if err != nil {
		r.fail(root, osErr(err))
	}
	return nil
}

func (r *run) file(path string) error {
	f, err := os.Open(path)
	if err != nil {
		r.fail(path, osErr(err))
		return nil
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		r.fail(path, osErr(err))
		return nil
	}
	if fi.IsDir() {
		r.fail(path, errors.New("is a directory"))
		return nil
	}
	if r.opts.Seen.unchangedFile(path, fi) {
		return nil
	}
	src := &source{name: path, size: fi.Size(), kind: fromFile}
	src.ext, src.gz = extOf(path)
	if src.gz {
		src.size = -1
	}
	if src.ext == "" {
		src.sniffGzip = true
	}
	err = r.stream(src, f)
	if err == nil {
		r.opts.Seen.recordFile(path, fi)
	}
	return r.report(path, err)
}

// extOf returns the lower-case extension of name without the dot, after
// removing a ".gz" suffix, and whether there was one.
func extOf(name string) (ext string, gz bool) {
	base := strings.ToLower(name)
	if i := strings.LastIndexAny(base, `/\`); i >= 0 {
		base = base[i+1:]
	}
	if strings.HasSuffix(base, ".gz") {
		gz = true
		base = strings.TrimSuffix(base, ".gz")
	}
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		ext = base[i+1:]
	}
	return ext, gz
}

type sourceKind int

const (
	fromFile sourceKind = iota
	fromStdin
	fromURL
)

// source describes one byte stream being read.
type source struct {
	name      string // for messages and Doc.Name
	kind      sourceKind
	ext       string // lower-case extension without ".gz", "" when none
	gz        bool   // the name says gzip
	sniffGzip bool   // decompress when the content starts with the gzip magic
	ctype     string // media type from Content-Type (URLs)
	url       string // final URL (URLs)
	size      int64  // size of the (uncompressed) bytes when known, else -1
}

const sniffLen = 8 << 10

// stream reads one input: decompresses, detects the format and hands the
// bytes to the format's reader. Errors it returns concern the whole input.
func (r *run) stream(src *source, rd io.Reader) error {
	if src.gz {
		zr, err := newGzipReader(rd)
		if err != nil {
			return err
		}
		defer zr.Close()
		rd = zr
	}
	br := bufio.NewReaderSize(&stickyReader{r: rd}, 64<<10)
	prefix, err := br.Peek(sniffLen)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull && len(prefix) == 0 {
		return readErr(src, err)
	}
	// A read error after some bytes comes back on the next read (stickyReader),
	// so a container can first emit the items before it.
	if err == io.EOF && len(bytes.TrimSpace(prefix)) == 0 {
		return ErrEmpty
	}
	if !src.gz && src.sniffGzip && len(prefix) >= 2 && prefix[0] == 0x1f && prefix[1] == 0x8b {
		src.gz, src.size = true, -1
		return r.stream(src, br)
	}
	k, err := detect(src, prefix)
	if err != nil {
		return err
	}
	switch k {
	case kindJSONL:
		return r.jsonl(src, br)
	case kindWARC:
		return r.warc(src, br)
	}
	data, err := r.readAll(src, br)
	if err != nil {
		return err
	}
	switch k {
	case kindFeed:
		return r.feed(src, data)
	case kindHTML:
		if err := checkBinary(data); err != nil {
			return err
		}
		return r.emit(r.bareDoc(src, Doc{Format: storyline.FormatHTML, Raw: data, HTML: data}))
	default:
		if err := checkBinary(data); err != nil {
			return err
		}
		text, err := decodeText(data)
		if err != nil {
			return err
		}
		return r.emit(r.bareDoc(src, Doc{Format: storyline.FormatText, Raw: data, Text: text}))
	}
}

// bareDoc fills the metadata of a document that is a whole input.
func (r *run) bareDoc(src *source, d Doc) Doc {
	d.Name = src.name
	if src.kind == fromURL {
		d.URL = src.url
		if h := hostOf(src.url); h != "" {
			d.Outlet, d.OutletSource = h, "url"
		}
	}
	return d
}

// readAll reads a whole-document input, up to the size cap.
func (r *run) readAll(src *source, br io.Reader) ([]byte, error) {
	max := r.opts.MaxBytes
	if src.size > max {
		return nil, &sizeError{msg: fmt.Sprintf("file is %s, over the %s size cap (--max-size)", fmtSize(src.size), fmtSize(max))}
	}
	data, err := io.ReadAll(io.LimitReader(br, max+1))
	if err != nil {
		return nil, readErr(src, err)
	}
	if int64(len(data)) > max {
		return nil, capError(src, max)
	}
	return data, nil
}

func capError(src *source, max int64) error {
	switch {
	case src.kind == fromURL:
		return &sizeError{msg: fmt.Sprintf("response exceeds %s size cap (--max-size)", fmtSize(max))}
	case src.gz:
		return &sizeError{msg: fmt.Sprintf("file is over the %s size cap after decompression (--max-size)", fmtSize(max))}
	default:
		return &sizeError{msg: fmt.Sprintf("input is over the %s size cap (--max-size)", fmtSize(max))}
	}
}

// readErr cleans up an error met while reading src.
func readErr(src *source, err error) error {
	if src.kind == fromURL {
		return netErr(err, 0)
	}
	return osErr(err)
}

type sizeError struct{ msg string }

func (e *sizeError) Error() string        { return e.msg }
func (e *sizeError) Is(target error) bool { return target == ErrTooLarge }

// fmtSize formats a byte count: "25.3 MB", "20 MB", "512 KB", "100 bytes".
func fmtSize(n int64) string {
	trim := func(f float64, unit string) string {
		s := fmt.Sprintf("%.1f", f)
		s = strings.TrimSuffix(s, ".0")
		return s + " " + unit
	}
	switch {
	case n >= 1<<20:
		return trim(float64(n)/(1<<20), "MB")
	case n >= 1<<10:
		return trim(float64(n)/(1<<10), "KB")
	case n == 1:
		return "1 byte"
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}

func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// stickyReader returns its first error other than io.EOF on every later
// read too, so an error met while peeking is not lost.
type stickyReader struct {
	r   io.Reader
	err error
}

func (s *stickyReader) Read(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.r.Read(p)
	if err != nil && err != io.EOF {
		s.err = err
	}
	return n, err
}
