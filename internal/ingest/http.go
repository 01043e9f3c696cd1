package ingest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
	"syscall"
	"time"
)

const maxRedirects = 5

// url downloads one http(s) URL and reads it like a file, with the format
// from the Content-Type header, then the URL path's extension, then the
// content.
func (r *run) url(raw string) error {
	ctx, cancel := context.WithTimeout(r.ctx, r.opts.HTTPTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, raw, nil)
	if err != nil {
		return fmt.Errorf("invalid URL: %s", oneLine(unwrapURLErr(err).Error()))
	}
	req.Header.Set("User-Agent", r.opts.UserAgent)
	r.opts.Seen.conditional(raw, req)
	req.Header.Set("Accept", "text/html, application/xhtml+xml, application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/plain;q=0.8, */*;q=0.5")
	client := &http.Client{
		Transport: r.transport(),
		Timeout:   r.opts.HTTPTimeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > maxRedirects {
				return fmt.Errorf("stopped after %d redirects", maxRedirects)
			}
			return nil
		},
	}
	resp, err := client.Do(req)
	if err != nil {
		if cerr := r.checkCtx(); cerr != nil {
			return cerr
		}
		return netErr(err, r.opts.HTTPTimeout)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotModified && r.opts.Seen != nil {
		return nil // unchanged since the last read
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("HTTP %s", resp.Status)
	}
	src := &source{name: raw, kind: fromURL, size: -1, sniffGzip: true, url: resp.Request.URL.String()}
	src.ctype = mediaType(resp.Header.Get("Content-Type"))
	// Content-Type decides for HTML and feed types (see detect); generic
	// types leave it to the extension, then the content.
	src.ext, src.gz = extOf(path.Base(resp.Request.URL.Path))
	if resp.ContentLength > r.opts.MaxBytes && !src.gz {
		return capError(src, r.opts.MaxBytes)
	}
	err = r.stream(src, &timeoutReader{r: resp.Body, d: r.opts.HTTPTimeout})
	if err == nil {
		r.opts.Seen.recordURL(raw, resp.Header)
	}
	if err != nil {
		var fe *fatalError
		if !errors.As(err, &fe) {
			if cerr := r.checkCtx(); cerr != nil {
				return cerr
			}
		}
	}
	return err
}

// transport is the HTTP transport of the run's downloads: the default one,
// or, unless Options.AllowPrivate, one whose connections refuse private
// addresses. The check is made on the address dialled, after name
// resolution, so it holds for every redirect and for a name that resolves
// to a private address.
func (r *run) transport() http.RoundTripper {
	if r.opts.AllowPrivate {
		return http.DefaultTransport
	}
	if r.publicOnly == nil {
		t := http.DefaultTransport.(*http.Transport).Clone()
		d := &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second, Control: refusePrivate}
		t.DialContext = d.DialContext
		r.publicOnly = t
	}
	return r.publicOnly
}

// refusePrivate is a net.Dialer's Control: it refuses to connect to a
// loopback, private, link-local, multicast or unspecified address.
func refusePrivate(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return &netError{fmt.Sprintf("refused to connect to %s: not an IP address", host)}
	}
	if kind := addressKind(ip); kind != "" {
		return &netError{fmt.Sprintf("refused to fetch from %s, a %s address (--allow-private allows it)", ip, kind)}
	}
	return nil
}

// addressKind is privateKind; tests make it take one loopback address for
// a public one.
var addressKind = privateKind

// privateKind names the kind of address ip is when it is not a public
// unicast one, else "".
func privateKind(ip net.IP) string {
	switch {
	case ip.IsLoopback():
		return "loopback"
	case ip.IsPrivate():
		return "private"
	case ip.IsLinkLocalUnicast():
		return "link-local"
	case ip.IsMulticast():
		return "multicast"
	case ip.IsUnspecified():
		return "unspecified"
	}
	return ""
}

// timeoutReader names timeouts met while reading a response body.
type timeoutReader struct {
	r interface{ Read([]byte) (int, error) }
	d time.Duration
}

func (t *timeoutReader) Read(p []byte) (int, error) {
	n, err := t.r.Read(p)
	if err != nil && isTimeout(err) {
		err = &netError{fmt.Sprintf("timed out after %s", t.d)}
	}
	return n, err
}

type netError struct{ msg string }

func (e *netError) Error() string { return e.msg }

func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) ||
		(errors.As(err, &ne) && ne.Timeout())
}

// netErr turns a download error into one short line without the URL.
func netErr(err error, timeout time.Duration) error {
	var ne *netError
	if errors.As(err, &ne) {
		return ne
	}
	if isTimeout(err) {
		if timeout > 0 {
			return &netError{fmt.Sprintf("timed out after %s", timeout)}
		}
		return &netError{"timed out"}
	}
	return unwrapURLErr(err)
}

func unwrapURLErr(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		msg := ue.Err.Error()
		msg = strings.TrimPrefix(msg, "net/http: ")
		return errors.New(oneLine(msg))
	}
	return err
}
