package ui

import (
	"crypto/subtle"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/web/httpx"
	"github.com/storyline-news/storyline/internal/web/writes"
)

// Corrections from the dashboard, for signed-in analysts (session.go). Each
// correction goes through a confirmation page that shows what will change
// and asks why.

// fixPageData is the confirmation page.
type fixPageData struct {
	Q     writes.FixRequest
	CSRF  string
	Back  string
	What  string // what the correction does, in words
	Item  string // the item's words
	Sent  string // its sentence
	Error string
	// The form asks for what the op needs.
	AskValue, AskPlace, AskStory bool
	Value, Place                 string
	EventTypes                   []string
}

// readFixForm reads a correction from the confirmation link or form.
func readFixForm(v url.Values) (writes.FixRequest, error) {
	q := writes.FixRequest{Op: v.Get("op"), Kind: storyline.ItemKind(v.Get("kind")), Who: v.Get("who"), Why: v.Get("why"), Place: strings.TrimSpace(v.Get("place"))}
	ints := []struct {
		name string
		dst  *int64
	}{{"article", &q.Article}, {"story", &q.Story}, {"other", &q.Other}}
	for _, p := range ints {
		if x := strings.TrimSpace(v.Get(p.name)); x != "" {
			n, err := strconv.ParseInt(strings.TrimPrefix(x, "#"), 10, 64)
			if err != nil || n < 0 {
				return q, httpx.Badf("%s: %q is not an ID", p.name, x)
			}
			*p.dst = n
		}
	}
	for _, p := range []struct {
		name string
		dst  *int
	}{{"start", &q.Start}, {"end", &q.End}} {
		if x := v.Get(p.name); x != "" {
			n, err := strconv.Atoi(x)
			if err != nil || n < 0 {
				return q, httpx.Badf("%s: %q is not an offset", p.name, x)
			}
			*p.dst = n
		}
	}
	if x := strings.TrimSpace(v.Get("value")); x != "" {
		f, err := strconv.ParseFloat(strings.ReplaceAll(x, ",", ""), 64)
		if err != nil {
			return q, httpx.Badf("value: %q is not a number", x)
		}
		q.Edit = &storyline.Edit{Best: &f}
	}
	if x := strings.TrimSpace(v.Get("event_type")); x != "" {
		if q.Edit == nil {
			q.Edit = &storyline.Edit{}
		}
		q.Edit.EventType = &x
	}
	return q, nil
}

// describe fills the page's words for a correction.
func (h *Handler) describeFix(r *http.Request, d *fixPageData) error {
	q := d.Q
	switch q.Op {
	case "reject", "figure", "event":
		a, err := h.st.Article(r.Context(), q.Article)
		if err != nil {
			return err
		}
		kind := q.Kind
		if q.Op != "reject" {
			kind = storyline.ItemKind(q.Op)
		}
		i := fix.IndexAt(a, kind, storyline.Span{Start: q.Start, End: q.End})
		if i < 0 {
			return httpx.Badf("article %d has no %s at %d–%d (was it rejected already?)", q.Article, kind, q.Start, q.End)
		}
		ref, _ := fix.Ref(a, kind, i)
		d.Item = ref.Text
		switch kind {
		case storyline.ItemFigure:
			d.Sent = a.Analysis.Figures[i].Sentence.In(a.Text)
			d.Value = strconv.FormatFloat(a.Analysis.Figures[i].Best, 'f', -1, 64)
		case storyline.ItemEvent:
			e := a.Analysis.Events[i]
			d.Sent = e.Sentence.In(a.Text)
			d.Item = e.EventType + " / " + e.SubEventType + " (" + e.Trigger + ")"
			if e.Place != nil {
				d.Place = e.Place.Name + ", " + e.Place.Admin1
			}
		case storyline.ItemQuote:
			d.Sent = a.Analysis.Quotes[i].ContentText
		}
		switch q.Op {
		case "reject":
			d.What = fmt.Sprintf("Reject this %s of article #%d: it leaves the article, the story's timelines and the exports. The original stays in the audit log.", kind, q.Article)
		case "figure":
			d.What = fmt.Sprintf("Correct the value of this figure of article #%d.", q.Article)
			d.AskValue = true
		case "event":
			d.What = fmt.Sprintf("Correct the place (or type) of this event of article #%d.", q.Article)
			d.AskPlace = true
			d.EventTypes = fix.EventTypes
		}
	case "move":
		a, err := h.st.Article(r.Context(), q.Article)
		if err != nil {
			return err
		}
		d.Item = a.Title
		d.What = fmt.Sprintf("Move article #%d out of its story: into the story you name, or into a new story of its own (leave the story empty).", q.Article)
		d.AskStory = true
	case "merge":
		st, err := h.st.Story(r.Context(), q.Story)
		if err != nil {
			return err
		}
		d.Item = st.Title
		d.What = fmt.Sprintf("Merge another story into story #%d: name it.", q.Story)
		d.AskStory = true
	case "delete":
		a, err := h.st.Article(r.Context(), q.Article)
		if err != nil {
			return err
		}
		d.Item = a.Title
		d.What = fmt.Sprintf("Delete article #%d and everything of it: its text, raw copy, analysis and search entries. This cannot be undone; the audit log keeps only its ID.", q.Article)
	default:
		return httpx.Badf("unknown correction %q", q.Op)
	}
	return nil
}

// GET /fix?op=…: the confirmation page (sign in first).
func (h *Handler) pageFix(w http.ResponseWriter, r *http.Request) {
	if h.token == "" {
		h.pageError(w, r, http.StatusForbidden, "Corrections are disabled: start storyline serve with --token to enable them.")
		return
	}
	se, ok := h.session(r)
	if !ok {
		http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
		return
	}
	q, err := readFixForm(r.URL.Query())
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	d := fixPageData{Q: q, CSRF: se.csrf, Back: safeNext(r.URL.Query().Get("back"))}
	if err := h.describeFix(r, &d); err != nil {
		h.pageFail(w, r, err)
		return
	}
	h.render(w, r, http.StatusOK, "fix", page{Title: "Confirm the correction", Data: d})
}

// POST /fix: the confirmed correction.
func (h *Handler) postFix(w http.ResponseWriter, r *http.Request) {
	se, ok := h.session(r)
	if !ok {
		h.pageError(w, r, http.StatusUnauthorized, "Sign in first: your session has ended.")
		return
	}
	if subtle.ConstantTimeCompare([]byte(r.FormValue("csrf")), []byte(se.csrf)) != 1 {
		h.pageError(w, r, http.StatusForbidden, "The form is stale or came from another site; open the correction again.")
		return
	}
	q, err := readFixForm(r.PostForm)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	back := safeNext(r.FormValue("back"))
	if _, err := h.writes.Fix(r.Context(), q); err != nil {
		if httpx.FixStatus(err) == http.StatusInternalServerError {
			h.pageFail(w, r, err)
			return
		}
		d := fixPageData{Q: q, CSRF: se.csrf, Back: back, Error: err.Error()}
		if derr := h.describeFix(r, &d); derr != nil {
			h.pageError(w, r, httpx.FixStatus(err), err.Error())
			return
		}
		h.render(w, r, httpx.FixStatus(err), "fix", page{Title: "Confirm the correction", Data: d})
		return
	}
	if q.Op == "move" {
		// The article is in another story now: show it there.
		if sid, err := h.st.StoryOf(r.Context(), q.Article); err == nil {
			back = fmt.Sprintf("/stories/%d", sid)
		}
	}
	http.Redirect(w, r, back, http.StatusSeeOther)
}

// fixHref is the link to a correction's confirmation page.
func fixHref(back string, kv ...any) string {
	v := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(fmt.Sprint(kv[i]), fmt.Sprint(kv[i+1]))
	}
	v.Set("back", back)
	return "/fix?" + v.Encode()
}
