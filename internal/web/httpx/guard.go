package httpx

import (
	"net"
	"strings"
	"unicode"
)

// HostAllowed reports whether a request's Host header names this server:
// a loopback name (localhost, 127.0.0.1, [::1]) or one of hosts (the
// --addr and --base-url hosts), compared without the port and case. A page
// on another site that points its own name at 127.0.0.1 (DNS rebinding)
// sends its own name, which is refused.
func HostAllowed(host string, hosts []string) bool {
	name := hostName(host)
	if name == "" {
		return false
	}
	if name == "localhost" || strings.HasSuffix(name, ".localhost") {
		return true
	}
	if ip := net.ParseIP(name); ip != nil && ip.IsLoopback() {
		return true
	}
	for _, h := range hosts {
		if h = hostName(h); h != "" && h == name {
			return true
		}
	}
	return false
}

// hostName is host without its port and brackets, in lower case, with no
// trailing dot.
func hostName(host string) string {
	host = strings.ToLower(strings.TrimSpace(host))
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	return strings.TrimSuffix(host, ".")
}

// SameSitePath reports whether p is safe to redirect to after a form
// (the `next` of sign-in, the `back` of a correction): a path on this site.
// It must start with a single "/" (no "//" or "/\", which browsers read as
// another host) and hold no backslash, control character or white space
// (browsers drop tabs and newlines, so "/\t/evil.example" is
// "//evil.example" to them).
func SameSitePath(p string) bool {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") {
		return false
	}
	for _, r := range p {
		if r == '\\' || unicode.IsControl(r) || unicode.IsSpace(r) || r == unicode.ReplacementChar {
			return false
		}
	}
	return true
}
