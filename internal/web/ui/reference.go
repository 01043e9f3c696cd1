package ui

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
)

// Reference pages: the API described for a reader (from the OpenAPI
// document, rendered on the server) and the audit log as a table.

// apiDoc is the part of an OpenAPI document the API page shows.
type apiDoc struct {
	Info struct {
		Title, Version, Description string
	}
	Paths map[string]map[string]apiOperation
}

type apiOperation struct {
	Summary, Description string
	Parameters           []apiParam
	RequestBody          *struct {
		Description string
		Content     map[string]json.RawMessage
	} `json:"requestBody"`
	Responses map[string]struct{ Description string }
}

type apiParam struct {
	Name, In, Description string
	Required              bool
	Schema                struct {
		Type    string
		Enum    []string
		Default any
	}
}

// apiPage is the API page's data: each endpoint, in path order.
type apiPage struct {
	Title, Version, Description string
	Endpoints                   []apiEndpoint
}

type apiEndpoint struct {
	Method, Path, ID     string
	Summary, Description string
	Params               []apiParamRow
	Body                 string // the request body's content types
	Responses            []string
	// Try is a link to the endpoint for GETs without path parameters.
	Try string
}

type apiParamRow struct {
	Name, In, Type, Description string
	Required                    bool
}

// readAPIDoc reads the OpenAPI document into the API page; an empty
// document is an empty page.
func readAPIDoc(doc []byte) (apiPage, error) {
	var p apiPage
	if len(doc) == 0 {
		return p, nil
	}
	var d apiDoc
	if err := json.Unmarshal(doc, &d); err != nil {
		return p, fmt.Errorf("ui: the OpenAPI document: %w", err)
	}
	p.Title, p.Version, p.Description = d.Info.Title, d.Info.Version, d.Info.Description
	paths := make([]string, 0, len(d.Paths))
	for path := range d.Paths {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		methods := make([]string, 0, len(d.Paths[path]))
		for m := range d.Paths[path] {
			methods = append(methods, m)
		}
		sort.Strings(methods)
		for _, m := range methods {
			op := d.Paths[path][m]
			e := apiEndpoint{Method: strings.ToUpper(m), Path: path, Summary: op.Summary, Description: op.Description}
			e.ID = strings.ToLower(e.Method) + strings.NewReplacer("/", "-", "{", "", "}", "", ".", "-").Replace(path)
			for _, pa := range op.Parameters {
				typ := pa.Schema.Type
				if len(pa.Schema.Enum) > 0 {
					typ = strings.Join(pa.Schema.Enum, " | ")
				}
				if pa.Schema.Default != nil {
					typ += fmt.Sprintf(" (default %v)", pa.Schema.Default)
				}
				e.Params = append(e.Params, apiParamRow{Name: pa.Name, In: pa.In, Type: typ, Description: pa.Description, Required: pa.Required})
			}
			if b := op.RequestBody; b != nil {
				var types []string
				for ct := range b.Content {
					types = append(types, ct)
				}
				sort.Strings(types)
				e.Body = strings.Join(types, ", ")
				if b.Description != "" {
					e.Body = b.Description + " (" + e.Body + ")"
				}
			}
			codes := make([]string, 0, len(op.Responses))
			for code := range op.Responses {
				codes = append(codes, code)
			}
			sort.Strings(codes)
			for _, code := range codes {
				e.Responses = append(e.Responses, code+" "+op.Responses[code].Description)
			}
			if e.Method == "GET" && !strings.Contains(path, "{") {
				e.Try = path
			}
			p.Endpoints = append(p.Endpoints, e)
		}
	}
	return p, nil
}

// GET /docs/api: the API, readable.
func (h *Handler) pageAPI(w http.ResponseWriter, r *http.Request) {
	h.render(w, r, http.StatusOK, "api", page{Title: "API", Active: "api", Data: h.api})
}

// logPage is a page of the audit log.
type logPage struct {
	Entries []storyline.Correction
	NextURL string
	Article int64
}

// logPageSize is how many corrections the log page lists.
const logPageSize = 100

// GET /log?article=&before=: the analysts' corrections, newest first.
func (h *Handler) pageLog(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	q := storyline.CorrectionQuery{Limit: logPageSize + 1}
	for _, p := range []struct {
		name string
		dst  *int64
	}{{"article", &q.Article}, {"before", &q.BeforeID}} {
		if s := v.Get(p.name); s != "" {
			n, err := strconv.ParseInt(s, 10, 64)
			if err != nil || n <= 0 {
				h.pageError(w, r, http.StatusBadRequest, fmt.Sprintf("%s=%q: want a positive number", p.name, s))
				return
			}
			*p.dst = n
		}
	}
	cs, err := h.st.Corrections(r.Context(), q)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	d := logPage{Entries: cs, Article: q.Article}
	if len(cs) > logPageSize {
		d.Entries = cs[:logPageSize]
		nv := url.Values{"before": {strconv.FormatInt(d.Entries[logPageSize-1].ID, 10)}}
		if q.Article > 0 {
			nv.Set("article", strconv.FormatInt(q.Article, 10))
		}
		d.NextURL = "/log?" + nv.Encode()
	}
	h.render(w, r, http.StatusOK, "log", page{Title: "Audit log", Active: "log", Data: d})
}
