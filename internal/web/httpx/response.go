// Package httpx holds the request and response helpers the API
// (internal/web/api) and the dashboard (internal/web/ui) share: query
// parameters and their errors, the listings' paging, JSON answers and the
// token check.
package httpx

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/fix"
)

// errorBody is every API error: {"error": "message"}.
type errorBody struct {
	Error string `json:"error"`
}

// WriteJSON answers v as indented JSON, never cached.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

// WriteError answers an API error: {"error": msg}.
func WriteError(w http.ResponseWriter, status int, msg string) {
	WriteJSON(w, status, errorBody{Error: msg})
}

// BadRequest is a client error in a request's parameters; the API answers
// it with 400 and Msg, the dashboard with an error page.
type BadRequest struct{ Msg string }

func (e *BadRequest) Error() string { return e.Msg }

// Badf returns a BadRequest.
func Badf(format string, args ...any) error { return &BadRequest{fmt.Sprintf(format, args...)} }

// FixStatus maps a correction's error to an HTTP status: 400 for an
// invalid correction, 404 for an unknown item, 500 otherwise.
func FixStatus(err error) int {
	switch {
	case errors.Is(err, fix.ErrInvalid):
		return http.StatusBadRequest
	case errors.Is(err, storyline.ErrNotFound):
		return http.StatusNotFound
	}
	return http.StatusInternalServerError
}
