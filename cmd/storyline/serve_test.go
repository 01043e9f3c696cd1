package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// startServe runs "storyline serve" on a free loopback port and returns its
// base URL and a function that stops it (as SIGINT would) and returns the
// command's error.
func startServe(t *testing.T, args ...string) (string, func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	cmd := newRootCmd()
	cmd.SetOut(pw)
	cmd.SetErr(io.Discard)
	cmd.SetArgs(append([]string{"serve", "--addr", "127.0.0.1:0", "--db", filepath.Join(t.TempDir(), "s.db")}, args...))
	done := make(chan error, 1)
	go func() {
		err := cmd.ExecuteContext(ctx)
		pw.Close()
		done <- err
	}()
	br := bufio.NewReader(pr)
	line, err := br.ReadString('\n')
	if err != nil {
		cancel()
		t.Fatalf("serve printed nothing: %v (%v)", err, <-done)
	}
	go io.Copy(io.Discard, br)
	m := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(line)
	if m == "" {
		cancel()
		t.Fatalf("serve's first line names no address: %q", line)
	}
	stop := func() error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(15 * time.Second):
			t.Fatal("serve did not stop")
			return nil
		}
	}
	return strings.TrimSuffix(m, "/"), stop
}

func status(t *testing.T, method, url, token string) int {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(`{"title": "t", "text": "Soldiers crossed the border on Monday, officials said."}`))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

func TestServe(t *testing.T) {
	base, stop := startServe(t, "--token", "flag-token")
	if c := status(t, "GET", base+"/api/articles", ""); c != 401 {
		t.Errorf("GET /api/articles without the token: %d, want 401", c)
	}
	if c := status(t, "GET", base+"/api/articles", "flag-token"); c != 200 {
		t.Errorf("GET /api/articles: %d", c)
	}
	if c := status(t, "GET", base+"/login", ""); c != 200 {
		t.Errorf("GET /login: %d", c)
	}
	if c := status(t, "POST", base+"/api/articles", "wrong"); c != 401 {
		t.Errorf("POST with a wrong token: %d", c)
	}
	if c := status(t, "POST", base+"/api/articles", "flag-token"); c != 201 {
		t.Errorf("POST with the token: %d", c)
	}
	if err := stop(); err != nil {
		t.Errorf("serve stopped with %v", err)
	}
}

func TestServeTokenFromEnvAndDisabled(t *testing.T) {
	t.Setenv("STORYLINE_TOKEN", "env-token")
	base, stop := startServe(t)
	if c := status(t, "POST", base+"/api/articles", "env-token"); c != 201 {
		t.Errorf("POST with $STORYLINE_TOKEN: %d", c)
	}
	stop()
	t.Setenv("STORYLINE_TOKEN", "")
	base, stop = startServe(t)
	if c := status(t, "POST", base+"/api/articles", "env-token"); c != 403 {
		t.Errorf("POST with writes disabled: %d", c)
	}
	stop()
}

func TestServeBadAddr(t *testing.T) {
	_, errOut, code := run(t, filepath.Join(t.TempDir(), "s.db"), "serve", "--addr", "256.0.0.1:99999")
	if code != 2 || !strings.Contains(errOut, "listen on 256.0.0.1:99999") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// hostStatus is the status of GET url sent with the given Host header.
func hostStatus(t *testing.T, url, host string) int {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	req.Host = host
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// serve answers its own names only, and --public-read opens reads (issue
// 26, item 2).
func TestServeHostsAndPublicRead(t *testing.T) {
	t.Setenv("STORYLINE_BASE_URL", "")
	base, stop := startServe(t, "--token", "tok", "--public-read", "--base-url", "https://news.example:8443/storyline/")
	for host, want := range map[string]int{"attacker.example": 421, "localhost": 200, "news.example": 200, "news.example.attacker.io": 421} {
		if c := hostStatus(t, base+"/api/log", host); c != want {
			t.Errorf("Host %s: %d, want %d", host, c, want)
		}
	}
	if c := status(t, "POST", base+"/api/articles", ""); c != 401 {
		t.Errorf("--public-read: POST without the token: %d, want 401", c)
	}
	stop()
	t.Setenv("STORYLINE_BASE_URL", "http://dash.example")
	base, stop = startServe(t)
	if c := hostStatus(t, base+"/api/log", "dash.example"); c != 200 {
		t.Errorf("Host of $STORYLINE_BASE_URL: %d", c)
	}
	stop()
	_, errOut, code := run(t, filepath.Join(t.TempDir(), "s.db"), "serve", "--base-url", "news.example")
	if code != 2 || !strings.Contains(errOut, "--base-url") {
		t.Errorf("serve --base-url news.example: exit %d, %s", code, errOut)
	}
}
