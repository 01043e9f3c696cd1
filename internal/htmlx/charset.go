package htmlx

import (
	"bytes"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/gogs/chardet"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// rxMetaCharset finds a charset declared in a <meta> tag, either
// <meta charset="x"> or <meta http-equiv="content-type" content="...; charset=x">.
var rxMetaCharset = regexp.MustCompile(`(?i)<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.\-]+)`)

// toUTF8 decodes raw page bytes to a valid, NFC-normalised UTF-8 string.
//
// The order follows what trafilatura does: a byte order mark wins; bytes that
// are already valid UTF-8 are taken as UTF-8 whatever the page declares (a
// legacy-encoded page is almost never valid UTF-8 by accident, while pages
// that mislabel UTF-8 as Latin-1 are common); otherwise the charset declared
// in a <meta> tag of the first 16 KiB; otherwise a statistical guess. Bytes
// that still do not decode become U+FFFD.
func toUTF8(raw []byte) string {
	var enc encoding.Encoding
	switch {
	case bytes.HasPrefix(raw, []byte{0xEF, 0xBB, 0xBF}):
		raw = raw[3:]
	case bytes.HasPrefix(raw, []byte{0xFE, 0xFF}):
		enc = unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM)
	case bytes.HasPrefix(raw, []byte{0xFF, 0xFE}):
		enc = unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM)
	case utf8.Valid(raw):
		// UTF-8 (or plain ASCII): nothing to decode.
	default:
		enc = declaredEncoding(raw)
		if enc == nil {
			enc = guessEncoding(raw)
		}
	}
	s := string(raw)
	if enc != nil {
		if out, _, err := transform.Bytes(enc.NewDecoder(), raw); err == nil {
			s = string(out)
		}
	}
	s = strings.ToValidUTF8(s, "\uFFFD")
	return norm.NFC.String(s)
}

// declaredEncoding returns the encoding a <meta> tag near the top of the page
// declares, or nil when none is declared, it is unknown, or it is UTF-8 (the
// bytes are known not to be valid UTF-8 by then, so the label is wrong).
func declaredEncoding(raw []byte) encoding.Encoding {
	head := raw
	if len(head) > 16<<10 {
		head = head[:16<<10]
	}
	m := rxMetaCharset.FindSubmatch(head)
	if m == nil {
		return nil
	}
	enc, name := charset.Lookup(string(m[1]))
	if enc == nil || name == "utf-8" {
		return nil
	}
	return enc
}

// guessEncoding guesses the encoding of bytes that are not valid UTF-8,
// defaulting to Windows-1252, the usual web fallback.
func guessEncoding(raw []byte) encoding.Encoding {
	sample := raw
	if len(sample) > 64<<10 {
		sample = sample[:64<<10]
	}
	if res, err := chardet.NewHtmlDetector().DetectBest(sample); err == nil && res != nil {
		if enc, name := charset.Lookup(res.Charset); enc != nil && name != "utf-8" {
			return enc
		}
	}
	enc, _ := charset.Lookup("windows-1252")
	return enc
}
