package ingest

import (
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Downloads refuse loopback, private, link-local and multicast targets,
// after each redirect too, unless AllowPrivate (issue 26, item 6). The
// test takes 127.0.0.1 for a public address and serves the "private"
// page on 127.0.0.2, another loopback address.
func TestURLRefusesPrivateTargets(t *testing.T) {
	addressKind = func(ip net.IP) string {
		if ip.Equal(net.IPv4(127, 0, 0, 1)) {
			return ""
		}
		return privateKind(ip)
	}
	t.Cleanup(func() { addressKind = privateKind })

	ln, err := net.Listen("tcp", "127.0.0.2:0")
	if err != nil {
		t.Skipf("no 127.0.0.2 on this machine: %v", err)
	}
	secret := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("Internal memo\n\nThe secret figures for the quarter are on the intranet only.\n"))
	}))
	secret.Listener = ln
	secret.Start()
	defer secret.Close()

	public := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/to-loopback":
			http.Redirect(w, r, secret.URL+"/memo", http.StatusFound)
		case "/to-metadata":
			http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", http.StatusFound)
		case "/to-private":
			http.Redirect(w, r, "http://10.0.0.1/", http.StatusMovedPermanently)
		case "/to-v6-loopback":
			http.Redirect(w, r, "http://[::1]:9/", http.StatusFound)
		case "/twice":
			http.Redirect(w, r, "/to-loopback", http.StatusFound)
		default:
			w.Header().Set("Content-Type", "text/plain")
			w.Write([]byte("Public story\n\nThe bridge reopened on Friday, the city said.\n"))
		}
	}))
	defer public.Close()

	for path, kind := range map[string]string{
		"/to-loopback": "a loopback address", "/to-metadata": "a link-local address", "/to-private": "a private address",
		"/to-v6-loopback": "a loopback address", "/twice": "a loopback address",
	} {
		res := read(t, Options{}, public.URL+path)
		if len(res.docs) != 0 || len(res.errs) != 1 || !strings.Contains(res.errs[0], "refused to fetch from") || !strings.Contains(res.errs[0], kind) {
			t.Errorf("%s: docs %q, errs %q; want one refusal naming %s", path, res.names(), res.errs, kind)
		}
	}
	if res := read(t, Options{}, secret.URL+"/memo"); len(res.docs) != 0 || len(res.errs) != 1 || !strings.Contains(res.errs[0], "--allow-private") {
		t.Errorf("a loopback URL given directly: docs %q errs %q", res.names(), res.errs)
	}
	if res := read(t, Options{}, public.URL+"/story"); len(res.docs) != 1 {
		t.Errorf("a public URL: docs %q errs %q", res.names(), res.errs)
	}
	if res := read(t, Options{AllowPrivate: true}, public.URL+"/to-loopback"); len(res.docs) != 1 || !strings.Contains(res.docs[0].Text, "secret figures") {
		t.Errorf("with AllowPrivate: docs %q errs %q", res.names(), res.errs)
	}
}
