package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

type ingestResponse struct {
	Summary pipeline.Summary  `json:"summary"`
	Inputs  []pipeline.Result `json:"inputs"`
}

func (resp *ingestResponse) add(ev pipeline.Event) {
	res := ev.Result()
	switch ev.Outcome {
	case pipeline.New:
		resp.Summary.New++
	case pipeline.Duplicate:
		resp.Summary.Duplicate++
	case pipeline.NearDuplicate:
		resp.Summary.NearDuplicate++
	case pipeline.Failed:
		resp.Summary.Failed++
	}
	resp.Inputs = append(resp.Inputs, res)
}

// tooLarge reports whether err comes from a body over its MaxBytesReader
// cap.
func tooLarge(err error) bool {
	var mbe *http.MaxBytesError
	return errors.As(err, &mbe)
}

// readDocs reads files in dir through the ingest readers — the same
// parsing as storyline ingest — and renames each Doc from its temporary
// path to name(path).
func (h *Handler) readDocs(ctx context.Context, paths []string, name func(string) string) ([]ingest.Doc, []pipeline.Event, error) {
	var docs []ingest.Doc
	var fails []pipeline.Event
	err := ingest.Read(ctx, paths, h.read,
		func(d ingest.Doc) error {
			d.Name = name(d.Name)
			docs = append(docs, d)
			return nil
		},
		func(e *ingest.InputError) {
			fails = append(fails, pipeline.Event{Name: name(e.Name), Outcome: pipeline.Failed, Err: e.Err})
		})
	return docs, fails, err
}

// extendDeadlines gives a long write request time to finish.
func extendDeadlines(w http.ResponseWriter, d time.Duration) {
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Now().Add(d))
	_ = rc.SetWriteDeadline(time.Now().Add(d))
}

// POST /api/articles: one article as JSON, with the fields of a JSON Lines
// record (url, title, published, source, text or html).
func (h *Handler) postArticle(w http.ResponseWriter, r *http.Request) {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		httpx.WriteError(w, http.StatusUnsupportedMediaType, "send the article as application/json")
		return
	}
	extendDeadlines(w, 2*time.Minute)
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.maxJSONBytes))
	if tooLarge(err) {
		httpx.WriteError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the article is over the %d-byte limit", h.maxJSONBytes))
		return
	}
	if err != nil {
		httpx.WriteError(w, http.StatusBadRequest, "reading the body: "+err.Error())
		return
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(body, &obj); err != nil {
		httpx.WriteError(w, http.StatusBadRequest, "the body is not a JSON object: "+strings.TrimPrefix(err.Error(), "json: "))
		return
	}
	// One line of JSON Lines, read by the JSON Lines reader itself.
	var line bytes.Buffer
	if err := json.Compact(&line, body); err != nil {
		httpx.WriteError(w, http.StatusBadRequest, "the body is not valid JSON")
		return
	}
	dir, err := os.MkdirTemp("", "storyline-post-")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "article.jsonl")
	if err := os.WriteFile(path, line.Bytes(), 0o600); err != nil {
		h.fail(w, r, err)
		return
	}
	docs, fails, err := h.readDocs(r.Context(), []string{path}, func(string) string { return "POST /api/articles" })
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var resp ingestResponse
	for _, f := range fails {
		resp.add(f)
	}
	if err := h.writes.Ingest(r.Context(), docs, resp.add); err != nil {
		h.fail(w, r, err)
		return
	}
	if len(resp.Inputs) == 0 {
		httpx.WriteError(w, http.StatusBadRequest, "no article in the body")
		return
	}
	res := resp.Inputs[0]
	switch res.Outcome {
	case string(pipeline.Failed):
		httpx.WriteJSON(w, http.StatusUnprocessableEntity, map[string]any{"error": res.Error, "result": res})
	case string(pipeline.New), string(pipeline.NearDuplicate):
		w.Header().Set("Location", fmt.Sprintf("/api/articles/%d", res.ID))
		httpx.WriteJSON(w, http.StatusCreated, res)
	default:
		httpx.WriteJSON(w, http.StatusOK, res)
	}
}

// POST /api/ingest: files as multipart/form-data (any field name), each
// read like a file given to storyline ingest: text, HTML, JSON Lines,
// feeds, WARC, gzip.
func (h *Handler) postIngest(w http.ResponseWriter, r *http.Request) {
	extendDeadlines(w, 10*time.Minute)
	r.Body = http.MaxBytesReader(w, r.Body, h.maxUploadBytes)
	mr, err := r.MultipartReader()
	if err != nil {
		httpx.WriteError(w, http.StatusBadRequest, "send the files as multipart/form-data")
		return
	}
	dir, err := os.MkdirTemp("", "storyline-upload-")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	defer os.RemoveAll(dir)
	var paths []string
	names := map[string]string{}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if tooLarge(err) {
			httpx.WriteError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the upload is over the %d-byte limit", h.maxUploadBytes))
			return
		}
		if err != nil {
			httpx.WriteError(w, http.StatusBadRequest, "reading the upload: "+err.Error())
			return
		}
		if part.FileName() == "" {
			part.Close()
			continue
		}
		path, err := savePart(dir, len(paths), part)
		part.Close()
		if tooLarge(err) {
			httpx.WriteError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the upload is over the %d-byte limit", h.maxUploadBytes))
			return
		}
		if err != nil {
			httpx.WriteError(w, http.StatusBadRequest, "reading the upload: "+err.Error())
			return
		}
		paths = append(paths, path)
		names[path] = "upload:" + part.FileName()
	}
	if len(paths) == 0 {
		httpx.WriteError(w, http.StatusBadRequest, "no files in the upload: send them as multipart/form-data file parts")
		return
	}
	rename := func(n string) string {
		base, item, _ := strings.Cut(n, "#")
		if up, ok := names[base]; ok {
			if item != "" {
				return up + "#" + item
			}
			return up
		}
		return "upload"
	}
	docs, fails, err := h.readDocs(r.Context(), paths, rename)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var resp ingestResponse
	for _, f := range fails {
		resp.add(f)
	}
	if err := h.writes.Ingest(r.Context(), docs, resp.add); err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, resp)
}

// savePart writes an uploaded file into dir under a safe name that keeps
// its extension (the ingest readers tell formats by it).
func savePart(dir string, n int, part *multipart.Part) (string, error) {
	base := filepath.Base(filepath.Clean("/" + strings.ReplaceAll(part.FileName(), `\`, "/")))
	safe := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, base)
	safe = strings.TrimLeft(safe, ".")
	path := filepath.Join(dir, fmt.Sprintf("%03d_%s", n, safe))
	f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return "", err
	}
	if _, err := io.Copy(f, part); err != nil {
		f.Close()
		return "", err
	}
	return path, f.Close()
}
