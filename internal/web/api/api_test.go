package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

func TestOpenAPI(t *testing.T) {
	m := http.NewServeMux()
	noAuth := func(h http.HandlerFunc) http.HandlerFunc { return h }
	h := New(Config{})
	h.Register(m, noAuth)
	rec := httptest.NewRecorder()
	m.ServeHTTP(rec, httptest.NewRequest("GET", "/api/openapi.json", nil))
	var doc struct {
		OpenAPI string `json:"openapi"`
		Paths   map[string]map[string]struct {
			Parameters []struct {
				Name string `json:"name"`
				In   string `json:"in"`
				Ref  string `json:"$ref"`
			} `json:"parameters"`
		} `json:"paths"`
		Components struct {
			Parameters map[string]struct {
				Name string `json:"name"`
			} `json:"parameters"`
		} `json:"components"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); rec.Code != 200 || err != nil {
		t.Fatalf("GET /api/openapi.json: %d, %v", rec.Code, err)
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.") {
		t.Fatalf("openapi %q", doc.OpenAPI)
	}
	// Every API route is described, with the query parameters it takes.
	routes := h.routes(noAuth)
	for _, r := range routes {
		op, ok := doc.Paths[r.path][strings.ToLower(r.method)]
		if !ok {
			t.Errorf("%s %s is not in openapi.json", r.method, r.path)
			continue
		}
		var listed []string
		for _, p := range op.Parameters {
			if p.Ref != "" {
				p.Name = doc.Components.Parameters[strings.TrimPrefix(p.Ref, "#/components/parameters/")].Name
			} else if p.In != "query" {
				continue
			}
			listed = append(listed, p.Name)
		}
		slices.Sort(listed)
		want := slices.Clone(r.params)
		slices.Sort(want)
		if !slices.Equal(listed, want) {
			t.Errorf("%s %s: openapi.json lists the query parameters %v, the route takes %v", r.method, r.path, listed, want)
		}
	}
	for p := range doc.Paths {
		if !slices.ContainsFunc(routes, func(r route) bool { return r.path == p }) {
			t.Errorf("openapi.json describes %s, which is not served", p)
		}
	}
}

// TestUnknownParameters: every endpoint refuses a parameter it does not
// take with a 400 and a JSON error, before it reads anything.
func TestUnknownParameters(t *testing.T) {
	m := http.NewServeMux()
	h := New(Config{})
	h.Register(m, func(h http.HandlerFunc) http.HandlerFunc { return h })
	for _, r := range h.routes(func(h http.HandlerFunc) http.HandlerFunc { return h }) {
		path := strings.ReplaceAll(r.path, "{id}", "1")
		rec := httptest.NewRecorder()
		m.ServeHTTP(rec, httptest.NewRequest(r.method, path+"?bogus=1", nil))
		var body struct{ Error string }
		if err := json.Unmarshal(rec.Body.Bytes(), &body); rec.Code != http.StatusBadRequest || err != nil || !strings.Contains(body.Error, "bogus") {
			t.Errorf("%s %s?bogus=1: %d %s", r.method, path, rec.Code, rec.Body)
		}
	}
}
