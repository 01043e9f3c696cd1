// Package htmlx extracts the main text of an HTML page, as blocks that keep
// the paragraph boundaries of the page, together with its metadata (title,
// authors, canonical URL, publication date…).
//
// Extraction runs go-trafilatura with its fallbacks (go-readability and
// go-domdistiller are compared with its own result, as trafilatura does), and
// falls back to go-readability alone when trafilatura fails or yields less
// than MinText characters of text. Charsets are decoded first (byte order
// mark, UTF-8, <meta charset>, then a guess), so the output is valid UTF-8.
// Trafilatura drops figures; their <figcaption>s inside the main content are
// put back as caption blocks (see recoverCaptions), because the pipeline
// reads dates and credits from captions. Trafilatura's own benchmark counts
// captions as boilerplate, which costs about 0.006 F1 there.
//
// Extract does not bound the size of its input: callers cap it.
package htmlx

import (
	"bytes"
	"errors"
	"fmt"
	nurl "net/url"
	"strings"
	"time"
	"unicode/utf8"

	readability "codeberg.org/readeck/go-readability/v2"
	"github.com/markusmobius/go-htmldate"
	trafilatura "github.com/markusmobius/go-trafilatura"
	"golang.org/x/net/html"
)

// BlockKind says what a block of main text is.
type BlockKind string

// The kinds of block.
const (
	KindParagraph BlockKind = "paragraph"
	KindHeading   BlockKind = "heading"
	KindCaption   BlockKind = "caption"
	KindListItem  BlockKind = "list-item"
	KindQuote     BlockKind = "quote"
)

// Block is one paragraph-like piece of main text.
type Block struct {
	Text string    // white space collapsed to single spaces, trimmed, never empty
	Kind BlockKind // paragraph, heading, caption, list-item or quote
}

// Result is the main text and metadata of a page.
type Result struct {
	Title, SiteName, CanonicalURL, Description, Language string

	Authors []string

	// Published is the publication date the page's metadata states; zero when
	// none was found. PublishedFrom says where it came from:
	// "meta:article:published_time" (or another meta tag), "json-ld",
	// "time:datePublished" or "htmldate" (go-htmldate's fast mode, which
	// looks at metadata, <time> elements and the URL but not at free text).
	Published     time.Time
	PublishedFrom string

	// Blocks is the main text in reading order, one block per paragraph.
	Blocks []Block

	// Extractor is "trafilatura" or "readability": which one produced Blocks.
	Extractor string
}

// repairUTF8 replaces invalid UTF-8 in the metadata with U+FFFD. The page
// is decoded to UTF-8 before parsing, but the page URL (a WARC header, a
// file name) is not, and extractors copy it into the canonical URL and at
// times into the title or site name.
func (r *Result) repairUTF8() {
	for _, s := range []*string{&r.Title, &r.SiteName, &r.CanonicalURL, &r.Description, &r.Language, &r.PublishedFrom} {
		*s = strings.ToValidUTF8(*s, "\uFFFD")
	}
	for i := range r.Authors {
		r.Authors[i] = strings.ToValidUTF8(r.Authors[i], "\uFFFD")
	}
}

// Text returns the blocks joined by newlines.
func (r *Result) Text() string {
	var b strings.Builder
	for i, bl := range r.Blocks {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(bl.Text)
	}
	return b.String()
}

// Errors returned by Extract.
var (
	ErrEmpty       = errors.New("htmlx: empty document")
	ErrNotHTML     = errors.New("htmlx: not HTML")
	ErrNoMainText  = errors.New("htmlx: no main text found")
	errParseFailed = errors.New("htmlx: cannot parse HTML")
)

// MinText is the number of characters of main text below which trafilatura's
// result is deemed useless and go-readability is tried instead (readability's
// result is used when it is longer).
const MinText = 100

// minLangText is the number of characters below which a language guessed
// from the text is dropped.
const minLangText = 200

// Extract returns the main text and metadata of the HTML document html,
// fetched from pageURL (which may be empty; it resolves relative canonical
// links). It returns ErrEmpty, ErrNotHTML or ErrNoMainText (possibly
// wrapped) when there is nothing to extract. It does not panic on malformed
// input: a panic inside an extractor is turned into that extractor failing.
func Extract(raw []byte, pageURL string) (*Result, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, ErrEmpty
	}
	if !looksLikeHTML(raw) {
		return nil, ErrNotHTML
	}
	text := toUTF8(raw)
	doc, err := html.Parse(strings.NewReader(text))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errParseFailed, err)
	}
	var u *nurl.URL
	if pageURL != "" {
		if pu, err := nurl.Parse(pageURL); err == nil && pu.IsAbs() {
			u = pu
		}
	}

	res := &Result{}
	pm := scanMeta(doc)

	tr, trErr := runTrafilatura(doc, u)
	if tr != nil {
		res.Blocks = blocksOf(tr.ContentNode)
		res.Extractor = "trafilatura"
		md := tr.Metadata
		res.Title = md.Title
		res.SiteName = md.Sitename
		res.Description = md.Description
		res.Language = md.Language
		res.Authors = splitAuthors(md.Author)
		res.CanonicalURL = md.URL
	}
	if textLen(res.Blocks) < MinText {
		if ra, ok := runReadability(doc, u); ok {
			if blocks := blocksOf(ra.Node); textLen(blocks) > textLen(res.Blocks) {
				res.Blocks = blocks
				res.Extractor = "readability"
			}
			if res.Title == "" {
				res.Title = strings.TrimSpace(ra.Title())
			}
			if res.SiteName == "" {
				res.SiteName = strings.TrimSpace(ra.SiteName())
			}
			if res.Description == "" {
				res.Description = strings.TrimSpace(ra.Excerpt())
			}
			if len(res.Authors) == 0 {
				res.Authors = splitAuthors(ra.Byline())
			}
		}
	}

	// Metadata stated by the page itself wins over the extractors' guesses.
	// The language the page declares wins; trafilatura's guess from the
	// text is kept only when there is enough text to guess from.
	if pm.lang != "" {
		res.Language = strings.ToLower(strings.TrimSpace(pm.lang))
	} else if textLen(res.Blocks) < minLangText {
		res.Language = ""
	}
	if c := canonicalURL(pm, pageURL); c != "" {
		res.CanonicalURL = c
	} else if u != nil && res.CanonicalURL == "" {
		res.CanonicalURL = u.String()
	}
	res.Published, res.PublishedFrom = publishedFromMeta(pm)
	if res.Published.IsZero() {
		res.Published, res.PublishedFrom = publishedFromHTMLDate(doc, pageURL)
	}

	res.Blocks = dropRepeats(recoverCaptions(doc, res.Blocks))
	res.repairUTF8()
	if len(res.Blocks) == 0 {
		if trErr != nil {
			return res, fmt.Errorf("%w (trafilatura: %v)", ErrNoMainText, trErr)
		}
		return res, ErrNoMainText
	}
	return res, nil
}

// runTrafilatura runs go-trafilatura with its readability/dom-distiller
// fallbacks, turning a panic into an error.
func runTrafilatura(doc *html.Node, u *nurl.URL) (res *trafilatura.ExtractResult, err error) {
	defer func() {
		if p := recover(); p != nil {
			res, err = nil, fmt.Errorf("trafilatura panicked: %v", p)
		}
	}()
	return trafilatura.ExtractDocument(doc, trafilatura.Options{
		OriginalURL:     u,
		EnableFallback:  true,
		ExcludeComments: true,
		// Dates are read from the metadata below; trafilatura's own run of
		// htmldate would also search the free text, which is slow and guesses.
		HtmlDateMode: trafilatura.Disabled,
	})
}

func runReadability(doc *html.Node, u *nurl.URL) (art readability.Article, ok bool) {
	defer func() {
		if p := recover(); p != nil {
			ok = false
		}
	}()
	art, err := readability.FromDocument(doc, u)
	return art, err == nil && art.Node != nil
}

// publishedFromHTMLDate runs go-htmldate in fast mode (no free-text search).
func publishedFromHTMLDate(doc *html.Node, pageURL string) (t time.Time, from string) {
	defer func() {
		if p := recover(); p != nil {
			t, from = time.Time{}, ""
		}
	}()
	r, err := htmldate.FromDocument(doc, htmldate.Options{
		URL:                 pageURL,
		UseOriginalDate:     true,
		SkipExtensiveSearch: true,
	})
	if err != nil || r.IsZero() {
		return time.Time{}, ""
	}
	return r.DateTime, "htmldate"
}

func splitAuthors(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, a := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' }) {
		a = collapseSpace(a)
		if a != "" && !seen[strings.ToLower(a)] {
			seen[strings.ToLower(a)] = true
			out = append(out, a)
		}
	}
	return out
}

// dropRepeats removes blocks of at least minRepeat characters whose text
// already appeared in an earlier block: extractors that merge a fallback's
// result with their own sometimes emit a paragraph twice.
func dropRepeats(blocks []Block) []Block {
	const minRepeat = 40
	seen := map[string]bool{}
	out := blocks[:0]
	for _, b := range blocks {
		if utf8.RuneCountInString(b.Text) >= minRepeat {
			if seen[b.Text] {
				continue
			}
			seen[b.Text] = true
		}
		out = append(out, b)
	}
	return out
}

func textLen(blocks []Block) int {
	n := 0
	for _, b := range blocks {
		n += utf8.RuneCountInString(b.Text)
	}
	return n
}

// looksLikeHTML rejects binary data and text without a single tag.
func looksLikeHTML(raw []byte) bool {
	head := raw
	if len(head) > 4096 {
		head = head[:4096]
	}
	for _, magic := range [][]byte{
		[]byte("%PDF"), {0x1f, 0x8b}, []byte("\x89PNG"), []byte("GIF8"),
		{0xff, 0xd8, 0xff}, []byte("PK\x03\x04"), []byte("RIFF"),
	} {
		if bytes.HasPrefix(raw, magic) {
			return false
		}
	}
	// UTF-16 pages have NUL bytes; anything else with them is binary.
	utf16 := bytes.HasPrefix(raw, []byte{0xFE, 0xFF}) || bytes.HasPrefix(raw, []byte{0xFF, 0xFE})
	if !utf16 && bytes.IndexByte(head, 0) >= 0 {
		return false
	}
	scan := raw
	if len(scan) > 1<<20 {
		scan = scan[:1<<20]
	}
	for i := 0; i+1 < len(scan); i++ {
		if scan[i] != '<' {
			continue
		}
		c := scan[i+1] | 0x20
		if (c >= 'a' && c <= 'z') || scan[i+1] == '!' || scan[i+1] == '/' {
			return true
		}
	}
	return utf16
}
