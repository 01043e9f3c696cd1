package ui

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// feedEntries is how many of a story's changes its feed lists, newest
// first.
const feedEntries = 50

// tagAuthority starts the tag URIs (RFC 4151) of feeds and entries.
const tagAuthority = "tag:storyline-news.github.io,2026:"

// Atom 1.0 (RFC 4287), written with encoding/xml so that every text is
// escaped.
type atomFeed struct {
	XMLName   xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	ID        string      `xml:"id"`
	Title     atomText    `xml:"title"`
	Updated   string      `xml:"updated"`
	Links     []atomLink  `xml:"link"`
	Author    atomPerson  `xml:"author"`
	Generator string      `xml:"generator"`
	Entries   []atomEntry `xml:"entry"`
}

type atomText struct {
	Type string `xml:"type,attr"`
	Text string `xml:",chardata"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr,omitempty"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomPerson struct {
	Name string `xml:"name"`
}

type atomCategory struct {
	Term string `xml:"term,attr"`
}

type atomEntry struct {
	ID       string       `xml:"id"`
	Title    atomText     `xml:"title"`
	Updated  string       `xml:"updated"`
	Link     atomLink     `xml:"link"`
	Category atomCategory `xml:"category"`
	Content  atomText     `xml:"content"`
}

// GET /stories/{id}/feed.atom: the story's changes (internal/alerts) as an
// Atom feed, newest first.
func (h *Handler) storyFeed(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "a story")
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	story, err := h.st.Story(r.Context(), id)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	changes, err := h.st.StoryChanges(r.Context(), id, feedEntries)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	// Links are absolute under the base URL when there is one: a feed
	// reader resolves a path against the feed's address, which a proxy may
	// have rewritten.
	page := fmt.Sprintf("%s/stories/%d", h.base, id)
	f := atomFeed{
		ID:    fmt.Sprintf("%sstory/%d", tagAuthority, id),
		Title: atomText{Type: "text", Text: story.Title},
		Links: []atomLink{
			{Rel: "self", Type: "application/atom+xml", Href: page + "/feed.atom"},
			{Rel: "alternate", Type: "text/html", Href: page},
		},
		Author:    atomPerson{Name: "storyline"},
		Generator: "storyline",
	}
	updated := story.Last
	for i, c := range changes {
		if i == 0 || c.At.After(updated) {
			updated = c.At
		}
		href := page
		if c.Article != 0 {
			href = fmt.Sprintf("%s/articles/%d", h.base, c.Article)
		}
		f.Entries = append(f.Entries, atomEntry{
			ID:       fmt.Sprintf("%sstory/%d/change/%d", tagAuthority, id, c.ID),
			Title:    atomText{Type: "text", Text: c.Summary},
			Updated:  atomTime(c.At),
			Link:     atomLink{Rel: "alternate", Type: "text/html", Href: href},
			Category: atomCategory{Term: c.Kind},
			Content:  atomText{Type: "text", Text: changeText(c)},
		})
	}
	if updated.IsZero() {
		updated = time.Now()
	}
	f.Updated = atomTime(updated)
	w.Header().Set("Content-Type", "application/atom+xml; charset=utf-8")
	_, _ = w.Write([]byte(xml.Header))
	enc := xml.NewEncoder(w)
	enc.Indent("", " ")
	if err := enc.Encode(f); err != nil {
		h.log.Printf("feed of story %d: %v", id, err)
	}
}

func atomTime(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// changeText is an entry's content: the summary, then the change's details
// one "name: value" line each, by name (a figure group's key, for programs,
// is left to the webhook's JSON).
func changeText(c storyline.StoryChange) string {
	var b strings.Builder
	b.WriteString(c.Summary)
	keys := make([]string, 0, len(c.Detail))
	for k := range c.Detail {
		if k != "key" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		var v string
		switch x := c.Detail[k].(type) {
		case string:
			v = x
		case float64:
			v = strconv.FormatFloat(x, 'f', -1, 64)
		default:
			j, err := json.Marshal(x)
			if err != nil {
				continue
			}
			v = string(j)
		}
		b.WriteString("\n" + k + ": " + v)
	}
	return b.String()
}
