// Package pipeline runs the stages in order — extract (HTML), clean, date,
// detect language, deduplicate — turning an ingest.Doc into a stored
// storyline.Article. Building an article is pure and runs in parallel;
// storing runs in input order, so IDs and "first copy" links are stable.
package pipeline

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/clean"
	"github.com/storyline-news/storyline/internal/dedup"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/htmlx"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/lang"
	"github.com/storyline-news/storyline/internal/names"
	"github.com/storyline-news/storyline/internal/pubdate"
	"github.com/storyline-news/storyline/internal/quotes"
	"github.com/storyline-news/storyline/internal/text"
	"github.com/storyline-news/storyline/internal/timex"
)

// Version names the analysis an article was built with. It changes whenever
// a stage's output would change, so reanalyze can tell what is stale.
const Version = clean.Version + "+pubdate/1+lang/1+" + timex.Version + "+" + figures.Version + "+" + names.Version + "+places/1+" + quotes.Version + "+" + events.Version

// DefaultDocTimeout bounds the work spent building one article.
const DefaultDocTimeout = 60 * time.Second

// Builder turns raw documents into articles.
type Builder struct {
	// Now returns the ingest time (time.Now when nil). Publication dates
	// never come out later than it.
	Now func() time.Time
	// Timeout bounds building one document (DefaultDocTimeout when 0).
	Timeout time.Duration
}

func (b *Builder) now() time.Time {
	if b.Now != nil {
		return b.Now()
	}
	return time.Now()
}

// ErrNoText is returned for a document in which no article text was found.
var ErrNoText = errors.New("no article text found")

// MaxTextBytes caps the text of one article that is analyzed. Some stages
// (coreference, quote attribution, event counting) cost more than linear
// time in the text's length: a 19 MB single line ran into the 60 s
// timeout with 754 MB resident, while 1 MB of dense text takes about 5 s.
// News articles are two orders of magnitude shorter; a longer text is
// refused before cleaning with a cause that says why.
const MaxTextBytes = 1 << 20

// Build turns doc into an article (not yet stored: ID is 0), with its
// near-duplicate signature. It gives up with an error after the builder's
// timeout; the abandoned work finishes in the background and is dropped.
func (b *Builder) Build(ctx context.Context, doc ingest.Doc) (*storyline.Article, storyline.Signature, error) {
	timeout := b.Timeout
	if timeout == 0 {
		timeout = DefaultDocTimeout
	}
	type result struct {
		a   *storyline.Article
		sig storyline.Signature
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{err: fmt.Errorf("internal error while analyzing: %v", r)}
			}
		}()
		a, err := b.build(doc)
		var sig storyline.Signature
		if err == nil {
			sig = dedup.Sign(a.Body())
		}
		done <- result{a, sig, err}
	}()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case r := <-done:
		return r.a, r.sig, r.err
	case <-timer.C:
		return nil, storyline.Signature{}, fmt.Errorf("analysis took longer than %s, gave up", timeout)
	case <-ctx.Done():
		return nil, storyline.Signature{}, ctx.Err()
	}
}

func (b *Builder) build(doc ingest.Doc) (*storyline.Article, error) {
	now := b.now().UTC()
	a := &storyline.Article{
		Input:           doc.Name,
		Format:          doc.Format,
		URL:             doc.URL,
		Authors:         doc.Authors,
		SummaryOnly:     doc.SummaryOnly,
		IngestedAt:      now,
		AnalyzerVersion: Version,
	}
	if doc.Container != "" {
		a.Format = doc.Container // jsonl, feed or warc: more telling than text/html
	}
	var (
		opt     clean.Options
		raw     string
		meta    *htmlx.Result
		outlet  = doc.Outlet
		oSource = doc.OutletSource
	)
	if doc.HTML != nil {
		res, err := htmlx.Extract(doc.HTML, doc.URL)
		if err != nil {
			return nil, err
		}
		meta = res
		raw, opt.Hints = joinBlocks(res.Blocks)
		a.Title = res.Title
		if res.CanonicalURL != "" {
			a.CanonicalURL = res.CanonicalURL
		}
		if len(res.Authors) > 0 {
			a.Authors = res.Authors
		}
		if res.SiteName != "" && oSource != "flag" {
			outlet, oSource = res.SiteName, "metadata"
		}
	} else {
		raw = doc.Text
		opt.TitleLine = doc.Title == ""
		a.Title = doc.Title
	}

	if len(raw) > MaxTextBytes {
		return nil, fmt.Errorf("text is %.1f MB, over the %d MB one article may hold (analysis would take too long): split it into articles",
			float64(len(raw))/(1<<20), MaxTextBytes>>20)
	}
	c := clean.Clean(raw, opt)
	if h, ok := headlineOnly(a.Title, c); ok {
		raw, c, a.SummaryOnly = a.Title, h, true
	}
	if len(c.Paragraphs) == 0 {
		return nil, ErrNoText
	}
	a.RawText, a.Text = raw, c.Text
	a.Paragraphs, a.Captions, a.Credits, a.Removed, a.Alignment = c.Paragraphs, c.Captions, c.Credits, c.Removed, c.Alignment
	if a.Title == "" {
		a.Title = c.Title
	}
	if a.Title == "" {
		a.Title, a.TitleDerived = LeadTitle(a.Paragraphs[0].Span.In(a.Text)), true
	}

	if outlet == "" {
		if host := hostOf(firstNonEmpty(a.CanonicalURL, a.URL)); host != "" {
			outlet, oSource = host, "url"
		}
	}
	if outlet == "" {
		outlet, oSource = "unknown", "unknown"
	}
	a.Outlet, a.OutletSource = outlet, oSource
	if !a.TitleDerived {
		full := withoutLabel(a.Title)
		a.Title = withoutOutlet(full, outlet)
		if removed, ok := strings.CutPrefix(full, a.Title); ok {
			a.Analysis.OutletHome = outletHome(removed) // read by Analyze, kept in the analysis
		}
	}

	pubdate.DateCaptions(a)
	a.Published = publication(a, doc, meta, now)

	a.Language = lang.Detect(a.Text)
	a.NotAnalyzed = lang.NotAnalyzed(a.Language)
	a.ContentHash = dedup.ContentHash(a.Text)
	a.RawHash = rawHash(doc.Raw)
	a.Analysis = Analyze(a)
	return a, nil
}

// publication picks the publication date: page metadata first, then what
// the container said (feed, JSON Lines field), then the text. A WARC date is
// when the page was crawled, which bounds publication from above: a date the
// text gives at or before it is preferred.
func publication(a *storyline.Article, doc ingest.Doc, meta *htmlx.Result, now time.Time) storyline.Published {
	capNow := func(p storyline.Published) storyline.Published {
		if p.Time.After(now) {
			p.Time = now
			p.Confidence *= 0.5
			p.Evidence = strings.TrimPrefix(p.Evidence+"; capped at the ingest time", "; ")
		}
		return p
	}
	if meta != nil && !meta.Published.IsZero() {
		return capNow(storyline.Published{Time: meta.Published.UTC(), Source: storyline.DateFromMetadata, Confidence: 0.95, Evidence: meta.PublishedFrom})
	}
	if !doc.Published.IsZero() && doc.DateSource != storyline.DateFromWARC {
		given := doc.Published.UTC()
		// A feed's or record's date can be the page's last update or a
		// fallback filled in later; the report's own stamp at the opening
		// of its text is when it was written.
		if stamp, ok := pubdate.OpeningStamp(a.Text); ok && !stamp.Time().After(now) {
			if d := given.Sub(stamp.Time()).Hours() / 24; d > 2 || d < -2 {
				return storyline.Published{Time: stamp.Time(), Source: storyline.DateInferred, Confidence: 0.85,
					Evidence: "the report's own date stamp at the opening of its text, over the " + string(doc.DateSource) + " date " + given.Format("2006-01-02")}
			}
		}
		return capNow(storyline.Published{Time: given, Source: doc.DateSource, Confidence: 0.9})
	}
	inferred := pubdate.Infer(a, now)
	if doc.DateSource == storyline.DateFromWARC && !doc.Published.IsZero() {
		crawl := doc.Published.UTC()
		if inferred.Source == storyline.DateInferred && !inferred.Time.After(crawl) {
			inferred.Evidence += "; before the WARC crawl date " + crawl.Format("2006-01-02")
			return inferred
		}
		return capNow(storyline.Published{Time: crawl, Source: storyline.DateFromWARC, Confidence: 0.5, Evidence: "WARC-Date: when the page was crawled"})
	}
	return inferred
}

// joinBlocks lays the extracted blocks out as raw text, one block per
// paragraph separated by blank lines, and returns hints for the blocks whose
// kind the HTML told.
func joinBlocks(blocks []htmlx.Block) (string, []clean.Hint) {
	var sb strings.Builder
	var hints []clean.Hint
	for _, bl := range blocks {
		t := strings.Join(strings.Fields(bl.Text), " ")
		if t == "" {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteString("\n\n")
		}
		start := sb.Len()
		sb.WriteString(t)
		sp := storyline.Span{Start: start, End: sb.Len()}
		switch bl.Kind {
		case htmlx.KindCaption:
			hints = append(hints, clean.Hint{RawSpan: sp, Kind: clean.HintCaption})
		case htmlx.KindHeading:
			hints = append(hints, clean.Hint{RawSpan: sp, Kind: clean.HintHeading})
		}
	}
	return sb.String(), hints
}

// LeadTitle derives a title from a lead paragraph: its first sentence,
// shortened at a word boundary to at most about 100 characters.
func LeadTitle(lead string) string {
	s := lead
	if sents := text.Sentences(lead); len(sents) > 0 {
		s = sents[0].In(lead)
	}
	const max = 100
	if len(s) <= max {
		return s
	}
	cut := strings.LastIndexByte(s[:max], ' ')
	if cut < max/2 {
		cut = max
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
	}
	return strings.TrimRight(s[:cut], " ,;:") + "…"
}

func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return ""
	}
	return strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
