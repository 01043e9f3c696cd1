package ui

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"sync"
	"time"

	"github.com/storyline-news/storyline/internal/web/httpx"
)

// Sessions for the corrections (fix.go). The API takes the bearer token,
// as every write does. The dashboard signs in once with the same token
// (POST /login), which starts a session held in server memory: an
// HttpOnly, SameSite=Strict cookie names it, and every correction form
// carries the session's CSRF token.

// sessionTTL is how long a dashboard session lasts.
const sessionTTL = 12 * time.Hour

const sessionCookie = "storyline_session"

type session struct {
	csrf    string
	expires time.Time
}

type sessions struct {
	sync.Mutex
	m map[string]session
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return hex.EncodeToString(b)
}

// session returns the request's live session, if any.
func (h *Handler) session(r *http.Request) (session, bool) {
	c, err := r.Cookie(sessionCookie)
	if err != nil || h.token == "" {
		return session{}, false
	}
	h.sess.Lock()
	defer h.sess.Unlock()
	se, ok := h.sess.m[c.Value]
	if !ok || time.Now().After(se.expires) {
		delete(h.sess.m, c.Value)
		return session{}, false
	}
	return se, true
}

type loginData struct {
	Next    string
	Failed  bool
	Enabled bool
}

// safeNext keeps a redirect after a form (sign-in, a correction) on this
// site: "/" unless next is a same-site path.
func safeNext(next string) string {
	if !httpx.SameSitePath(next) {
		return "/"
	}
	return next
}

// SignedIn reports whether r carries a live dashboard session: the server
// lets such requests read when reads need the token.
func (h *Handler) SignedIn(r *http.Request) bool {
	_, ok := h.session(r)
	return ok
}

// GET /login
func (h *Handler) pageLogin(w http.ResponseWriter, r *http.Request) {
	h.render(w, r, http.StatusOK, "login", page{Title: "Sign in", Data: loginData{Next: safeNext(r.URL.Query().Get("next")), Enabled: h.token != ""}})
}

// POST /login: the write token starts a session.
func (h *Handler) postLogin(w http.ResponseWriter, r *http.Request) {
	next := safeNext(r.FormValue("next"))
	if !httpx.TokenOK(h.token, r.FormValue("token")) {
		h.render(w, r, http.StatusUnauthorized, "login", page{Title: "Sign in", Data: loginData{Next: next, Failed: true, Enabled: h.token != ""}})
		return
	}
	id := randomHex(32)
	h.sess.Lock()
	if h.sess.m == nil {
		h.sess.m = map[string]session{}
	}
	now := time.Now()
	for k, se := range h.sess.m {
		if now.After(se.expires) {
			delete(h.sess.m, k)
		}
	}
	h.sess.m[id] = session{csrf: randomHex(16), expires: now.Add(sessionTTL)}
	h.sess.Unlock()
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: id, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: int(sessionTTL / time.Second)})
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// POST /logout
func (h *Handler) postLogout(w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie(sessionCookie); err == nil {
		h.sess.Lock()
		delete(h.sess.m, c.Value)
		h.sess.Unlock()
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: -1})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
