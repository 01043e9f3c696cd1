// Package ingest reads inputs — files, folders, stdin, URLs, and the
// containers inside them (JSON Lines, RSS/Atom/JSON feeds, WARC) — and turns
// each into a Doc: the raw bytes of one article with whatever metadata the
// container gave. It does not clean or analyze; see internal/pipeline.
package ingest

import (
	"strings"
	"time"

	"github.com/storyline-news/storyline"
)

// Doc is one article's raw input. Exactly one of Text and HTML is set.
type Doc struct {
	// Name identifies the input in messages and in Article.Input: a file
	// path, a URL or "stdin", with "#N" appended for the Nth item (1-based)
	// of a container (a JSON Lines line, a feed item, a WARC record).
	Name   string
	Format storyline.Format // FormatText or FormatHTML: which of Text and HTML is set
	// Container is the format of the container the document came from
	// (FormatJSONL, FormatFeed or FormatWARC); empty for a whole file, stdin
	// or URL.
	Container storyline.Format
	// Raw is the exact input bytes of this article (the whole file, the JSON
	// line, the feed item's XML/JSON, the WARC record's HTTP body).
	Raw []byte

	Text string // plain text, valid UTF-8
	HTML []byte // an HTML document

	// Metadata the container provided; zero when it provided none.
	URL          string
	Title        string
	Outlet       string
	OutletSource string // "field", "feed", "url", "flag"
	Authors      []string
	Published    time.Time
	DateSource   storyline.DateSource // source of Published when set
	SummaryOnly  bool                 // a feed item with only a summary
}

// Options control reading.
type Options struct {
	// MaxBytes caps the size of one input file or downloaded document, after
	// decompression (default 20 MB).
	MaxBytes int64
	// Source names the outlet of bare files (--source).
	Source string
	// HTTPTimeout bounds one download (default 30 s).
	HTTPTimeout time.Duration
	// UserAgent is sent with downloads.
	UserAgent string
	// Seen, when set, skips files unchanged since an earlier read and
	// fetches URLs conditionally; see Seen.
	Seen *Seen
	// AllowPrivate lets downloads reach loopback, private, link-local and
	// multicast addresses (--allow-private). Without it they are refused,
	// after every redirect too, so that a page cannot have storyline fetch
	// and store what only the machine itself may see.
	AllowPrivate bool
}

// DefaultMaxBytes is the default per-document size cap.
const DefaultMaxBytes = 20 << 20

// repairUTF8 replaces the invalid UTF-8 in d's names and metadata — a file
// name in another encoding, a WARC header or feed field with stray bytes —
// with U+FFFD, so that every string stored is valid UTF-8 (PostgreSQL
// refuses anything else). The input's exact bytes stay in d.Raw; the text
// itself is decoded or refused by the format's reader.
func repairUTF8(d *Doc) {
	for _, s := range []*string{&d.Name, &d.URL, &d.Title, &d.Outlet, &d.OutletSource} {
		*s = strings.ToValidUTF8(*s, "\uFFFD")
	}
	for i := range d.Authors {
		d.Authors[i] = strings.ToValidUTF8(d.Authors[i], "\uFFFD")
	}
}
