package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestOpenAPI(t *testing.T) {
	m := http.NewServeMux()
	New(Config{}).Register(m, func(h http.HandlerFunc) http.HandlerFunc { return h })
	rec := httptest.NewRecorder()
	m.ServeHTTP(rec, httptest.NewRequest("GET", "/api/openapi.json", nil))
	var doc struct {
		OpenAPI string                    `json:"openapi"`
		Paths   map[string]map[string]any `json:"paths"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); rec.Code != 200 || err != nil {
		t.Fatalf("GET /api/openapi.json: %d, %v", rec.Code, err)
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.") {
		t.Fatalf("openapi %q", doc.OpenAPI)
	}
	// Every API route the server registers is described.
	src, err := os.ReadFile("api.go")
	if err != nil {
		t.Fatal(err)
	}
	routes := regexp.MustCompile(`m\.HandleFunc\("(GET|POST) (/api/[^"]+)"`).FindAllStringSubmatch(string(src), -1)
	if len(routes) < 10 {
		t.Fatalf("found %d routes", len(routes))
	}
	for _, r := range routes {
		if _, ok := doc.Paths[r[2]][strings.ToLower(r[1])]; !ok {
			t.Errorf("%s %s is not in openapi.json", r[1], r[2])
		}
	}
	for p := range doc.Paths {
		if !slices.ContainsFunc(routes, func(r []string) bool { return r[2] == p }) {
			t.Errorf("openapi.json describes %s, which is not served", p)
		}
	}
}
