// Package storyline holds the domain types shared by every stage of the
// pipeline: ingest → clean → analyze → store → stories → faces.
//
// The stages live in subpackages under internal/ and depend on this package,
// never on each other's internals. Every extracted item carries a Span of byte
// offsets into its Article's clean Text, so provenance is free downstream.
package storyline

import (
	"time"
)

// Span is a half-open byte range [Start, End) into a text: the article's
// clean Text unless a field says otherwise (RawSpan fields point into RawText).
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Len returns the number of bytes the span covers.
func (s Span) Len() int { return s.End - s.Start }

// In returns the text the span covers, or "" when it does not fit in text.
func (s Span) In(text string) string {
	if s.Start < 0 || s.End > len(text) || s.Start > s.End {
		return ""
	}
	return text[s.Start:s.End]
}

// BlockKind says what a block of clean text is.
type BlockKind string

// The kinds of block an article's clean text is made of.
const (
	KindParagraph BlockKind = "paragraph"
	KindCaption   BlockKind = "caption"
	KindCredit    BlockKind = "credit"
)

// Paragraph is one paragraph of the article body.
type Paragraph struct {
	Span    Span `json:"span"`     // in Article.Text
	RawSpan Span `json:"raw_span"` // in Article.RawText
	// Heading marks a subheading inside the body (from HTML h2–h6).
	Heading bool `json:"heading,omitempty"`
}

// Caption is a photo caption, with its credit and the date it carries.
type Caption struct {
	Span    Span   `json:"span"`
	RawSpan Span   `json:"raw_span"`
	Credit  string `json:"credit,omitempty"` // "AP Photo/Fernando Vergara"
	// CreditSpan locates Credit in Article.Text; zero when there is no credit.
	CreditSpan Span `json:"credit_span"`
	// Date is the calendar date the caption states ("Monday, Feb. 25, 2019"),
	// zero when it states none.
	Date     Date `json:"date,omitempty"`
	DateSpan Span `json:"date_span"`
}

// Credit is a wire or contributor credit line ("The Associated Press
// contributed to this report.").
type Credit struct {
	Span    Span `json:"span"`
	RawSpan Span `json:"raw_span"`
}

// RemovalReason says why a piece of raw text was kept out of the clean text.
type RemovalReason string

// Why boilerplate is removed. Each removed piece is kept with its reason.
const (
	ReasonRelatedHeadline RemovalReason = "related-headline" // another story's headline: inline in capitals, or under a "Related …" label
	ReasonPromo           RemovalReason = "promo"            // app, newsletter or subscription promotion
	ReasonShare           RemovalReason = "share-prompt"     // share/follow/comment prompts
	ReasonEmpty           RemovalReason = "empty"            // a paragraph with no letters or digits
)

// Removed is a piece of raw text that cleaning kept out of the clean text.
type Removed struct {
	RawSpan Span          `json:"raw_span"` // in Article.RawText
	Text    string        `json:"text"`
	Reason  RemovalReason `json:"reason"`
}

// DateSource says where a publication date came from.
type DateSource string

// Sources of a publication date, in decreasing order of trust.
const (
	DateFromMetadata DateSource = "metadata" // HTML meta tags or JSON-LD
	DateFromFeed     DateSource = "feed"     // RSS/Atom/JSON Feed item
	DateFromField    DateSource = "field"    // an explicit field of a JSON Lines record
	DateFromWARC     DateSource = "warc"     // WARC record date: the crawl, not the publication
	DateInferred     DateSource = "inferred" // from the text: captions, datelines, weekdays
	DateUnknown      DateSource = "unknown"
)

// Published is an article's publication date and how it was obtained.
type Published struct {
	Time   time.Time  `json:"time"`
	Source DateSource `json:"source"`
	// Confidence is in [0, 1]: metadata ≈ 0.95, WARC ≈ 0.5, inferred lower or
	// higher depending on the evidence.
	Confidence float64 `json:"confidence"`
	// Evidence says in words why this date was chosen, for inferred dates.
	Evidence string `json:"evidence,omitempty"`
}

// Inferred reports whether the date was inferred from the text.
func (p Published) Inferred() bool { return p.Source == DateInferred }

// Date is a calendar date without time or zone, "2006-01-02" in JSON.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// IsZero reports whether d is the zero Date.
func (d Date) IsZero() bool { return d.Year == 0 }

// Time returns midnight UTC of d.
func (d Date) Time() time.Time { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC) }

// String formats d as 2006-01-02, or "" for the zero Date.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return d.Time().Format("2006-01-02")
}

// DateOf returns the calendar date of t in t's location.
func DateOf(t time.Time) Date {
	y, m, dd := t.Date()
	return Date{y, m, dd}
}

// MarshalText implements encoding.TextMarshaler.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (d *Date) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*d = Date{}
		return nil
	}
	t, err := time.Parse("2006-01-02", string(b))
	if err != nil {
		return err
	}
	*d = DateOf(t)
	return nil
}

// Format names the kind of input an article came from.
type Format string

// Input formats.
const (
	FormatText  Format = "text"
	FormatHTML  Format = "html"
	FormatJSONL Format = "jsonl"
	FormatFeed  Format = "feed"
	FormatWARC  Format = "warc"
)

// Article is one news report, cleaned and dated. Text is the clean text
// every span points into: the body paragraphs, then the captions, then the
// credit lines, blocks separated by a blank line ("\n\n").
type Article struct {
	ID int64 `json:"id"`

	// Where it came from.
	Input        string   `json:"input"` // file path, URL or "stdin", with "#n" for the nth item of a container
	Format       Format   `json:"format"`
	URL          string   `json:"url,omitempty"`
	CanonicalURL string   `json:"canonical_url,omitempty"`
	Outlet       string   `json:"outlet"`        // "Fox News", "apnews.com", or "unknown"
	OutletSource string   `json:"outlet_source"` // metadata, url, flag, field, unknown
	Authors      []string `json:"authors,omitempty"`

	Title        string `json:"title"`
	TitleDerived bool   `json:"title_derived"` // true when built from the lead sentence

	Published Published `json:"published"`
	Language  string    `json:"language"` // ISO 639-1, "und" when undetermined
	// NotAnalyzed is empty when the extractors ran, else why not
	// ("not analyzed: language es").
	NotAnalyzed string `json:"not_analyzed,omitempty"`
	// SummaryOnly marks feed items that carried only a summary, and
	// articles known only by their headline (no text, or a sign-in wall).
	SummaryOnly bool `json:"summary_only,omitempty"`

	// RawText is the text before cleaning: the decoded file for plain text,
	// the extractor's output for HTML. Removed pieces and RawSpans point here.
	RawText    string      `json:"raw_text,omitempty"`
	Text       string      `json:"text"`
	Paragraphs []Paragraph `json:"paragraphs"`
	Captions   []Caption   `json:"captions"`
	Credits    []Credit    `json:"credits"`
	Removed    []Removed   `json:"removed"`
	// Alignment maps offsets in Text back to RawText (see RawOffset).
	Alignment []OffsetPair `json:"alignment,omitempty"`

	// Identity and duplicates.
	RawHash          string  `json:"raw_hash"`     // sha256 of the input bytes
	ContentHash      string  `json:"content_hash"` // sha256 of the normalized clean text
	NearDuplicateOf  int64   `json:"near_duplicate_of,omitempty"`
	NearDuplicateSim float64 `json:"near_duplicate_similarity,omitempty"`

	// Analysis holds what the extractors found; see Analysis.
	Analysis Analysis `json:"analysis"`

	IngestedAt time.Time `json:"ingested_at"`
	// AnalyzerVersion names the version of the analysis that produced the
	// stored fields, so reanalyze knows what is stale.
	AnalyzerVersion string `json:"analyzer_version"`

	// Corrections lists the analysts' corrections applied over Analysis
	// when the article was read (never stored with the article: they live
	// in the audit log). Rejected items are gone from Analysis and kept
	// here, in Correction.Item.
	Corrections []Correction `json:"corrections,omitempty"`
}

// OffsetPair anchors an offset in the clean text to one in the raw text. From
// each anchor on, offsets advance one for one until the next anchor.
type OffsetPair struct {
	Clean int `json:"c"`
	Raw   int `json:"r"`
}

// RawOffset maps a byte offset in a.Text to the corresponding offset in
// a.RawText, using the alignment anchors recorded by cleaning.
func (a *Article) RawOffset(clean int) int {
	return MapOffset(a.Alignment, clean)
}

// MapOffset maps an offset through alignment anchors sorted by Clean.
func MapOffset(anchors []OffsetPair, clean int) int {
	// Binary search for the last anchor with Clean <= clean.
	lo, hi := 0, len(anchors)
	for lo < hi {
		mid := (lo + hi) / 2
		if anchors[mid].Clean <= clean {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return clean
	}
	a := anchors[lo-1]
	return a.Raw + (clean - a.Clean)
}

// Body returns the article's body text: the paragraphs without captions or
// credits, as a prefix of Text.
func (a *Article) Body() string {
	if len(a.Paragraphs) == 0 {
		return ""
	}
	return a.Text[:a.Paragraphs[len(a.Paragraphs)-1].Span.End]
}

// WordCount counts whitespace-separated words in the clean text.
func (a *Article) WordCount() int {
	n, in := 0, false
	for i := 0; i < len(a.Text); i++ {
		c := a.Text[i]
		sp := c == ' ' || c == '\n' || c == '\t' || c == '\r'
		if !sp && !in {
			n++
		}
		in = !sp
	}
	return n
}

// ArticleSummary is the short form of an Article used in listings.
type ArticleSummary struct {
	ID              int64     `json:"id"`
	Title           string    `json:"title"`
	TitleDerived    bool      `json:"title_derived"`
	Outlet          string    `json:"outlet"`
	URL             string    `json:"url,omitempty"`
	Input           string    `json:"input"`
	Published       Published `json:"published"`
	Language        string    `json:"language"`
	Words           int       `json:"words"`
	NearDuplicateOf int64     `json:"near_duplicate_of,omitempty"`
	IngestedAt      time.Time `json:"ingested_at"`
	// Snippet is set by search: a piece of text around the match, with the
	// matched terms between « and ».
	Snippet string `json:"snippet,omitempty"`
}

// Summary returns the listing form of a.
func (a *Article) Summary() ArticleSummary {
	return ArticleSummary{
		ID: a.ID, Title: a.Title, TitleDerived: a.TitleDerived, Outlet: a.Outlet, URL: a.URL,
		Input: a.Input, Published: a.Published, Language: a.Language, Words: a.WordCount(),
		NearDuplicateOf: a.NearDuplicateOf, IngestedAt: a.IngestedAt,
	}
}
