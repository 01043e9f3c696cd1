package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mmcdole/gofeed"
	"github.com/storyline-news/storyline"
)

// feed reads an RSS, Atom, RDF or JSON feed (already read whole, within the
// size cap): one Doc per item, named "name#N".
//
// Doc.Raw of an item is the item re-encoded as JSON (gofeed.Item's JSON
// form): gofeed does not keep the byte range of each item, and re-parsing
// the XML to cut it out would duplicate the parser.
func (r *run) feed(src *source, data []byte) error {
	f, err := gofeed.NewParser().Parse(bytes.NewReader(data))
	if err != nil {
		if errors.Is(err, gofeed.ErrFeedTypeNotDetected) {
			return errors.New("not an RSS, Atom or JSON feed")
		}
		return fmt.Errorf("invalid feed: %s", oneLine(err.Error()))
	}
	if len(f.Items) == 0 {
		return errors.New("feed has no items")
	}
	for i, it := range f.Items {
		if err := r.checkCtx(); err != nil {
			return err
		}
		name := itemName(src.name, i+1)
		d, err := feedItemDoc(f, it)
		if err != nil {
			r.fail(name, err)
			continue
		}
		d.Name = name
		if d.Outlet == "" && src.kind == fromURL {
			if h := hostOf(src.url); h != "" {
				d.Outlet, d.OutletSource = h, "url"
			}
		}
		if err := r.emit(d); err != nil {
			return err
		}
	}
	return nil
}

func feedItemDoc(f *gofeed.Feed, it *gofeed.Item) (Doc, error) {
	if it == nil {
		return Doc{}, errors.New("empty feed item")
	}
	d := Doc{Container: storyline.FormatFeed, Title: strings.TrimSpace(it.Title)}
	body := strings.TrimSpace(it.Content)
	if body == "" {
		body = strings.TrimSpace(it.Description)
		d.SummaryOnly = true
	}
	if body == "" {
		return Doc{}, errors.New("feed item has no content or summary")
	}
	text, isHTML, err := markupBody(body)
	switch {
	case err != nil:
		return Doc{}, err
	case isHTML:
		d.Format, d.HTML = storyline.FormatHTML, []byte(body)
	default:
		d.Format, d.Text = storyline.FormatText, text
	}
	d.URL = strings.TrimSpace(it.Link)
	if d.URL == "" && len(it.Links) > 0 {
		d.URL = strings.TrimSpace(it.Links[0])
	}
	switch {
	case it.PublishedParsed != nil:
		d.Published = *it.PublishedParsed
	case it.UpdatedParsed != nil:
		d.Published = *it.UpdatedParsed
	}
	if !d.Published.IsZero() {
		d.DateSource = storyline.DateFromFeed
	}
	for _, p := range it.Authors {
		if p != nil && strings.TrimSpace(p.Name) != "" {
			d.Authors = append(d.Authors, strings.TrimSpace(p.Name))
		}
	}
	if len(d.Authors) == 0 && it.Author != nil && strings.TrimSpace(it.Author.Name) != "" {
		d.Authors = []string{strings.TrimSpace(it.Author.Name)}
	}
	switch {
	case strings.TrimSpace(f.Title) != "":
		d.Outlet, d.OutletSource = strings.TrimSpace(f.Title), "feed"
	case hostOf(d.URL) != "":
		d.Outlet, d.OutletSource = hostOf(d.URL), "url"
	}
	raw, err := json.Marshal(it)
	if err != nil {
		return Doc{}, fmt.Errorf("encoding feed item: %v", err)
	}
	d.Raw = raw
	return d, nil
}
