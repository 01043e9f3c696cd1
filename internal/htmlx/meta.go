package htmlx

import (
	"encoding/json"
	"net/url"
	"strings"
	"time"

	"golang.org/x/net/html"
)

// pageMeta is what a single pass over the document finds in <meta>, <link>,
// <time> and JSON-LD.
type pageMeta struct {
	lang      string
	canonical string
	metas     map[string]string // "property:og:url", "name:author", "itemprop:datepublished" → first content
	timeTags  map[string]string // itemprop of <time datetime=…> → datetime
	jsonLD    []any
}

func scanMeta(doc *html.Node) *pageMeta {
	pm := &pageMeta{metas: map[string]string{}, timeTags: map[string]string{}}
	var visit func(n *html.Node, depth int)
	visit = func(n *html.Node, depth int) {
		if depth > maxDepth {
			return
		}
		if n.Type == html.ElementNode {
			switch n.Data {
			case "html":
				if pm.lang == "" {
					pm.lang = attr(n, "lang")
				}
			case "meta":
				content := strings.TrimSpace(attr(n, "content"))
				if content == "" {
					break
				}
				for _, k := range []string{"property", "name", "itemprop", "http-equiv"} {
					if v := strings.ToLower(strings.TrimSpace(attr(n, k))); v != "" {
						key := k + ":" + v
						if _, seen := pm.metas[key]; !seen {
							pm.metas[key] = content
						}
					}
				}
			case "link":
				if pm.canonical == "" && hasToken(attr(n, "rel"), "canonical") {
					pm.canonical = strings.TrimSpace(attr(n, "href"))
				}
			case "time":
				if ip := strings.ToLower(attr(n, "itemprop")); ip != "" {
					if dt := strings.TrimSpace(attr(n, "datetime")); dt != "" {
						if _, seen := pm.timeTags[ip]; !seen {
							pm.timeTags[ip] = dt
						}
					}
				}
			case "script":
				if strings.EqualFold(strings.TrimSpace(attr(n, "type")), "application/ld+json") && n.FirstChild != nil {
					var v any
					if json.Unmarshal([]byte(strings.TrimSpace(n.FirstChild.Data)), &v) == nil {
						pm.jsonLD = append(pm.jsonLD, v)
					}
				}
				return
			case "style", "template":
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c, depth+1)
		}
	}
	visit(doc, 0)
	return pm
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if strings.EqualFold(a.Key, key) {
			return a.Val
		}
	}
	return ""
}

func hasToken(list, tok string) bool {
	for _, f := range strings.Fields(list) {
		if strings.EqualFold(f, tok) {
			return true
		}
	}
	return false
}

// metaDateKeys are the meta tags that carry a publication date, most trusted
// first. The value is the PublishedFrom label.
var metaDateKeys = []struct{ key, from string }{
	{"property:article:published_time", "meta:article:published_time"},
	{"name:article:published_time", "meta:article:published_time"},
	{"property:og:article:published_time", "meta:og:article:published_time"},
	{"itemprop:datepublished", "meta:itemprop:datePublished"},
	{"name:pubdate", "meta:pubdate"},
	{"name:publishdate", "meta:publishdate"},
	{"name:publish-date", "meta:publish-date"},
	{"name:publication_date", "meta:publication_date"},
	{"name:parsely-pub-date", "meta:parsely-pub-date"},
	{"name:sailthru.date", "meta:sailthru.date"},
	{"name:dc.date.issued", "meta:dc.date.issued"},
	{"name:dcterms.issued", "meta:dcterms.issued"},
	{"name:dcterms.created", "meta:dcterms.created"},
	{"name:dc.date.created", "meta:dc.date.created"},
	{"name:dc.date", "meta:dc.date"},
	{"name:dcterms.date", "meta:dcterms.date"},
	{"name:date", "meta:date"},
	{"property:og:published_time", "meta:og:published_time"},
}

// publishedFromMeta returns the publication date stated by the page's
// metadata: article:published_time first, then JSON-LD datePublished, then
// the other meta tags and <time itemprop="datePublished">.
func publishedFromMeta(pm *pageMeta) (time.Time, string) {
	for i, k := range metaDateKeys {
		if i == 2 { // after article:published_time, JSON-LD
			for _, v := range pm.jsonLD {
				if s := findJSONKey(v, "datePublished", 0); s != "" {
					if t, ok := parseDate(s); ok {
						return t, "json-ld"
					}
				}
			}
		}
		if s, ok := pm.metas[k.key]; ok {
			if t, ok := parseDate(s); ok {
				return t, k.from
			}
		}
	}
	if s, ok := pm.timeTags["datepublished"]; ok {
		if t, ok := parseDate(s); ok {
			return t, "time:datePublished"
		}
	}
	return time.Time{}, ""
}

// findJSONKey returns the first non-empty string value of key anywhere in v.
func findJSONKey(v any, key string, depth int) string {
	if depth > 32 {
		return ""
	}
	switch x := v.(type) {
	case map[string]any:
		if s, ok := x[key].(string); ok && strings.TrimSpace(s) != "" {
			return strings.TrimSpace(s)
		}
		for _, c := range x {
			if s := findJSONKey(c, key, depth+1); s != "" {
				return s
			}
		}
	case []any:
		for _, c := range x {
			if s := findJSONKey(c, key, depth+1); s != "" {
				return s
			}
		}
	}
	return ""
}

var dateLayouts = []string{
	time.RFC3339Nano,
	"2006-01-02T15:04:05Z0700",
	"2006-01-02T15:04:05.999999999Z0700",
	"2006-01-02T15:04Z07:00",
	"2006-01-02T15:04:05",
	"2006-01-02T15:04",
	"2006-01-02 15:04:05Z07:00",
	"2006-01-02 15:04:05 Z0700",
	"2006-01-02 15:04:05 -07:00",
	"2006-01-02 15:04:05",
	"2006-01-02 15:04",
	"2006-01-02",
	"2006/01/02 15:04:05",
	"2006/01/02",
	"20060102",
	time.RFC1123Z,
	time.RFC1123,
	time.RFC850,
	"Mon, 2 Jan 2006 15:04:05 -0700",
	"Mon, 2 Jan 2006 15:04:05 MST",
	"2 Jan 2006",
	"January 2, 2006",
}

// parseDate parses the date formats metadata uses in practice. Dates before
// 1995 or more than a day in the future are rejected as implausible.
func parseDate(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			if t.Year() < 1995 || t.After(time.Now().Add(24*time.Hour)) {
				return time.Time{}, false
			}
			return t, true
		}
	}
	return time.Time{}, false
}

// canonicalURL returns the page's canonical URL, from <link rel=canonical>
// or og:url, made absolute against pageURL; "" when neither is there.
func canonicalURL(pm *pageMeta, pageURL string) string {
	for _, c := range []string{pm.canonical, pm.metas["property:og:url"]} {
		if c == "" {
			continue
		}
		u, err := url.Parse(c)
		if err != nil {
			continue
		}
		if !u.IsAbs() {
			base, err := url.Parse(pageURL)
			if err != nil || !base.IsAbs() {
				continue
			}
			u = base.ResolveReference(u)
		}
		if u.Scheme == "http" || u.Scheme == "https" {
			return u.String()
		}
	}
	return ""
}
