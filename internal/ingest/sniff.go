package ingest

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"errors"
	"fmt"
	"html"
	"io"
	"mime"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

type kind int

const (
	kindText kind = iota
	kindHTML
	kindJSONL
	kindFeed
	kindWARC
)

var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
)

// trimLead drops a UTF-8 BOM and leading white space.
func trimLead(p []byte) []byte {
	p = bytes.TrimPrefix(p, bomUTF8)
	return bytes.TrimLeft(p, " \t\r\n\f")
}

// detect picks the format of src from its extension, its Content-Type (URLs,
// which come first) and its first bytes.
func detect(src *source, prefix []byte) (kind, error) {
	p := trimLead(prefix)
	if src.kind == fromURL {
		switch src.ctype {
		case "text/html", "application/xhtml+xml":
			return kindHTML, nil
		case "application/rss+xml", "application/atom+xml", "application/rdf+xml", "application/feed+json":
			return kindFeed, nil
		}
	}
	switch src.ext {
	case "txt", "text":
		return kindText, nil
	case "html", "htm", "xhtml":
		return kindHTML, nil
	case "jsonl", "ndjson":
		return kindJSONL, nil
	case "warc":
		return kindWARC, nil
	case "rss", "atom", "feed":
		return kindFeed, nil
	case "xml":
		return sniffMarkup(p, true)
	case "json":
		return sniffJSON(p)
	}
	return sniff(prefix)
}

// sniff detects the format from content alone.
func sniff(prefix []byte) (kind, error) {
	if bytes.HasPrefix(prefix, bomUTF16LE) || bytes.HasPrefix(prefix, bomUTF16BE) {
		return kindText, nil
	}
	p := trimLead(prefix)
	switch {
	case bytes.HasPrefix(p, []byte("WARC/")):
		return kindWARC, nil
	case len(p) > 0 && p[0] == '<':
		return sniffMarkup(p, false)
	case len(p) > 0 && (p[0] == '{' || p[0] == '['):
		return sniffJSON(p)
	}
	ct := http.DetectContentType(prefix)
	switch mediaType(ct) {
	case "text/html":
		return kindHTML, nil
	case "text/plain":
		return kindText, nil
	}
	return 0, binaryErr(prefix)
}

// sniffMarkup tells a feed from HTML by the root element.
func sniffMarkup(p []byte, xmlExt bool) (kind, error) {
	root := xmlRoot(p)
	switch root {
	case "rss", "feed", "rdf:rdf", "rdf":
		return kindFeed, nil
	case "html", "head", "body", "!doctype":
		return kindHTML, nil
	}
	if mediaType(http.DetectContentType(p)) == "text/html" {
		return kindHTML, nil
	}
	if xmlExt || bytes.HasPrefix(p, []byte("<?xml")) {
		if root == "" {
			return 0, errors.New("XML document has no root element")
		}
		return 0, fmt.Errorf("XML document with root <%s> is not an RSS, Atom or RDF feed", root)
	}
	return kindHTML, nil
}

// xmlRoot returns the lower-case name of the first element in p, skipping
// the XML declaration, processing instructions and comments; "!doctype" for
// an HTML doctype.
func xmlRoot(p []byte) string {
	for {
		p = bytes.TrimLeft(p, " \t\r\n\f")
		if len(p) < 2 || p[0] != '<' {
			return ""
		}
		switch {
		case bytes.HasPrefix(p, []byte("<?")):
			i := bytes.Index(p, []byte("?>"))
			if i < 0 {
				return ""
			}
			p = p[i+2:]
		case bytes.HasPrefix(p, []byte("<!--")):
			i := bytes.Index(p, []byte("-->"))
			if i < 0 {
				return ""
			}
			p = p[i+3:]
		case bytes.HasPrefix(p, []byte("<!")):
			if len(p) >= 14 && strings.EqualFold(string(p[:14]), "<!doctype html") {
				return "!doctype"
			}
			i := bytes.IndexByte(p, '>')
			// A DOCTYPE's internal subset ("[<!ENTITY …> …]") holds '>'s
			// of its own: skip to the "]" that closes it.
			if j := bytes.IndexByte(p, '['); j >= 0 && (i < 0 || j < i) {
				k := bytes.IndexByte(p[j:], ']')
				if k < 0 {
					return ""
				}
				rest := bytes.TrimLeft(p[j+k+1:], " \t\r\n")
				if len(rest) == 0 || rest[0] != '>' {
					return ""
				}
				i = len(p) - len(rest)
			}
			if i < 0 {
				return ""
			}
			p = p[i+1:]
		default:
			end := 1
			for end < len(p) && !strings.ContainsRune(" \t\r\n/>", rune(p[end])) {
				end++
			}
			return strings.ToLower(string(p[1:end]))
		}
	}
}

var jsonFeedVersion = regexp.MustCompile(`"version"\s*:\s*"https?://jsonfeed\.org/`)

// sniffJSON tells a JSON Feed from JSON Lines.
func sniffJSON(p []byte) (kind, error) {
	if jsonFeedVersion.Match(p) {
		return kindFeed, nil
	}
	if len(p) > 0 && p[0] == '[' {
		return 0, errors.New("JSON array is not supported: use JSON Lines (one object per line) or a JSON Feed")
	}
	return kindJSONL, nil
}

func mediaType(ct string) string {
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		if i := strings.IndexByte(ct, ';'); i >= 0 {
			ct = ct[:i]
		}
		return strings.ToLower(strings.TrimSpace(ct))
	}
	return mt
}

// binaryError says an input is not text; mime is the sniffed type when it is
// a known binary type.
type binaryError struct{ mime string }

func (e *binaryError) Error() string {
	if e.mime == "" {
		return ErrBinary.Error()
	}
	return "binary file (" + e.mime + "), not an article"
}

func (e *binaryError) Is(target error) bool { return target == ErrBinary }

func binaryErr(p []byte) error {
	mt := mediaType(http.DetectContentType(p))
	if mt == "application/octet-stream" || strings.HasPrefix(mt, "text/") {
		mt = ""
	}
	return &binaryError{mime: mt}
}

// checkBinary rejects data that is not text: a known binary type, NUL bytes,
// or more than 10% control bytes. UTF-16 with a BOM passes.
func checkBinary(data []byte) error {
	if bytes.HasPrefix(data, bomUTF16LE) || bytes.HasPrefix(data, bomUTF16BE) {
		return nil
	}
	mt := mediaType(http.DetectContentType(data))
	if mt != "application/octet-stream" && !strings.HasPrefix(mt, "text/") {
		return &binaryError{mime: mt}
	}
	sample := data
	if len(sample) > 64<<10 {
		sample = sample[:64<<10]
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return &binaryError{}
	}
	ctl := 0
	for _, c := range sample {
		if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v') || c == 0x7f {
			ctl++
		}
	}
	if ctl*10 > len(sample) {
		return &binaryError{}
	}
	return nil
}

// decodeText turns file bytes into valid UTF-8 text: a UTF-8 BOM is dropped,
// UTF-16 with a BOM is decoded, and other invalid UTF-8 is an error giving
// the (0-based) offset of the first bad byte.
func decodeText(data []byte) (string, error) {
	var s string
	switch {
	case bytes.HasPrefix(data, bomUTF16LE), bytes.HasPrefix(data, bomUTF16BE):
		s = decodeUTF16(data)
	default:
		b := bytes.TrimPrefix(data, bomUTF8)
		if off := invalidUTF8(b); off >= 0 {
			if len(b) != len(data) {
				off += len(bomUTF8)
			}
			return "", fmt.Errorf("invalid UTF-8 at byte %d", off)
		}
		s = string(b)
	}
	if strings.TrimSpace(s) == "" {
		return "", ErrEmpty
	}
	return s, nil
}

// invalidUTF8 returns the offset of the first invalid UTF-8 byte, or -1.
func invalidUTF8(b []byte) int {
	if utf8.Valid(b) {
		return -1
	}
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

func decodeUTF16(data []byte) string {
	be := bytes.HasPrefix(data, bomUTF16BE)
	data = data[2:]
	u := make([]uint16, len(data)/2)
	for i := range u {
		if be {
			u[i] = uint16(data[2*i])<<8 | uint16(data[2*i+1])
		} else {
			u[i] = uint16(data[2*i+1])<<8 | uint16(data[2*i])
		}
	}
	s := string(utf16.Decode(u))
	if len(data)%2 == 1 {
		s += string(utf8.RuneError)
	}
	return s
}

// gzipError is a gzip stream that is truncated or corrupt.
type gzipError struct {
	what string // "truncated" or "corrupt"
	err  error
}

func (e *gzipError) Error() string {
	return e.what + " gzip: " + strings.TrimPrefix(e.err.Error(), "gzip: ")
}

func (e *gzipError) Unwrap() error { return e.err }

func gzipErr(err error) error {
	switch {
	case err == nil, err == io.EOF:
		return err
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &gzipError{"truncated", err}
	case errors.Is(err, gzip.ErrHeader), errors.Is(err, gzip.ErrChecksum):
		return &gzipError{"corrupt", err}
	}
	var ce flate.CorruptInputError
	if errors.As(err, &ce) {
		return &gzipError{"corrupt", err}
	}
	return err
}

// gzipReader decompresses (all members of) a gzip stream and names its
// errors.
type gzipReader struct{ zr *gzip.Reader }

func newGzipReader(r io.Reader) (*gzipReader, error) {
	zr, err := gzip.NewReader(r)
	if err == io.EOF {
		return nil, ErrEmpty
	}
	if err != nil {
		return nil, gzipErr(err)
	}
	return &gzipReader{zr}, nil
}

func (g *gzipReader) Read(p []byte) (int, error) {
	n, err := g.zr.Read(p)
	return n, gzipErr(err)
}

func (g *gzipReader) Close() error { return g.zr.Close() }

// hostOf returns the lower-case host of a URL without "www." and port.
func hostOf(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return ""
	}
	h := strings.ToLower(u.Hostname())
	return strings.TrimPrefix(h, "www.")
}

var (
	htmlTag   = regexp.MustCompile(`</?[a-zA-Z][a-zA-Z0-9-]*(\s[^<>]*)?/?>`)
	entityRef = regexp.MustCompile(`&(#[0-9]+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);`)
)

// markupBody reads the body of a feed item or JSON Lines record that may
// be HTML: with a tag it is HTML; with character references but no tag it
// is text with the references decoded. A reference no one defined (a
// feed's entity its parser left unexpanded, as in a "billion laughs"
// document) stays as written; a body of nothing else fails naming it, not
// as "not HTML".
func markupBody(body string) (text string, isHTML bool, err error) {
	if htmlTag.MatchString(body) {
		return "", true, nil
	}
	if !entityRef.MatchString(body) {
		return body, false, nil
	}
	undefined := ""
	rest := entityRef.ReplaceAllStringFunc(body, func(ref string) string {
		if html.UnescapeString(ref) == ref {
			undefined = ref
			return ""
		}
		return ref
	})
	if undefined != "" && strings.TrimSpace(rest) == "" {
		return "", false, fmt.Errorf("undefined entity %s (neither an HTML one nor declared by the document)", undefined)
	}
	return html.UnescapeString(body), false, nil
}
