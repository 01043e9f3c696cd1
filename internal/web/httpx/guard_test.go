package httpx

import "testing"

func TestSameSitePath(t *testing.T) {
	for _, p := range []string{"/", "/stories/3", "/articles?q=a%20b&next=//x", "/fix?op=reject&back=%2F", "/articles/301#f1", "/caf%C3%A9", "/café"} {
		if !SameSitePath(p) {
			t.Errorf("SameSitePath(%q) = false, want true", p)
		}
	}
	// The usual open-redirect bypasses (issue 26, item 4).
	for _, p := range []string{
		"", "evil.example", "//evil.example", "///evil.example", "/\t/evil.example", "/\n/evil.example", "/\r/evil.example",
		"\t//evil.example", " /", "/ /evil.example", "/\\evil.example", "\\/evil.example", "/\\/evil.example",
		"https://evil.example", "javascript:alert(1)", "http:/evil.example", "/\x00/evil.example", "/\x7f", "/\u2028/evil.example",
		"/\u00a0/evil.example", "/\xff/evil.example",
	} {
		if SameSitePath(p) {
			t.Errorf("SameSitePath(%q) = true, want false", p)
		}
	}
}

func TestHostAllowed(t *testing.T) {
	hosts := []string{"news.example", "10.0.0.5", "[fd00::1]:8080"}
	for _, h := range []string{"localhost", "localhost:8080", "LocalHost.", "app.localhost:1", "127.0.0.1", "127.0.0.1:8080", "127.1.2.3", "[::1]", "[::1]:8080",
		"news.example", "NEWS.example:443", "10.0.0.5:8080", "[fd00::1]"} {
		if !HostAllowed(h, hosts) {
			t.Errorf("HostAllowed(%q) = false", h)
		}
	}
	for _, h := range []string{"", "attacker.example", "localhost.attacker.example", "127.0.0.1.nip.io", "news.example.attacker.io", "evil-news.example",
		"10.0.0.6", "0.0.0.0", "[::]", "[fd00::2]", ":8080"} {
		if HostAllowed(h, hosts) {
			t.Errorf("HostAllowed(%q) = true", h)
		}
	}
}
