package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/web"
)

// catchUpEvery is how often a writing server applies what other processes
// left for the holder of the stories lock.
const catchUpEvery = 15 * time.Second

func init() { commands = append(commands, newServeCmd) }

func newServeCmd() *cobra.Command {
	var addr, token, webhook, baseURL string
	var publicRead bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the dashboard and the JSON API over the database",
		Long: `Serve the dashboard (stories, articles, entities, map) and the JSON API
under /api/ (described by /api/openapi.json) over the same database as the
other commands. It binds to 127.0.0.1:8080 unless --addr says otherwise.

Writes — POST /api/articles (one article as JSON) and POST /api/ingest
(multipart file upload) — need Authorization: Bearer <token>, with the
token given by --token or STORYLINE_TOKEN; without one they are disabled.
With a token, reads need it too (the API takes the bearer token, the
dashboard signs in with it) unless --public-read is given.

The server answers only requests whose Host names it: localhost,
127.0.0.1, [::1], the --addr host, and the host of --base-url (or
STORYLINE_BASE_URL), the address readers reach it at behind a proxy.
With writes enabled the server assigns stories as articles arrive, like
storyline ingest: it must then be the only process assigning stories on
the database. The server stops cleanly on Ctrl-C (SIGINT) or SIGTERM,
finishing the writes under way and saving the story state.`,
		Example: `  storyline serve
  storyline serve --db storyline-demo.db --addr 127.0.0.1:9000
  STORYLINE_TOKEN=$(openssl rand -hex 16) storyline serve`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if token == "" {
				token = os.Getenv("STORYLINE_TOKEN")
			}
			base, err := resolveBaseURL(baseURL)
			if err != nil {
				return err
			}
			hosts := servedHosts(addr, base)
			hook, err := notifier(webhook)
			if err != nil {
				return err
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			opt := web.Options{Store: st, Token: token, PublicRead: publicRead, Hosts: hosts, BaseURL: base}
			if hook != nil {
				// Writes hand their changes over; the queue posts them in the
				// background, and is drained after the server's last write.
				q := alerts.NewQueue(hook, 2*time.Minute, func(err error) { fmt.Fprintf(cmd.ErrOrStderr(), "error: alerts: %s\n", oneLine(err.Error())) })
				defer func() {
					cctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
					defer cancel()
					if q.Close(cctx) != nil {
						fmt.Fprintln(cmd.ErrOrStderr(), "error: alerts: gave up posting the last story changes (they are in the story feeds)")
					}
				}()
				opt.Notifier = q
			}
			if token != "" {
				// One story assigner for the server's writes; it also assigns
				// the articles an interrupted run left in no story.
				if opt.Stories, err = assign.Open(cmd.Context(), st); err != nil {
					return fmt.Errorf("opening the stories: %w", err)
				}
			}
			srv, err := web.New(opt)
			if err != nil {
				return err
			}
			// Close saves the story state after the last write; it runs on
			// every way out, after the HTTP server has stopped.
			defer func() {
				cctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				defer cancel()
				if cerr := srv.Close(cctx); cerr != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "saving the stories: %v\n", cerr)
				}
			}()
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return fmt.Errorf("listen on %s: %w", addr, err)
			}
			hs := web.NewHTTPServer(addr, srv)
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			out := cmd.OutOrStdout()
			writes := "writes disabled (no --token)"
			if token != "" {
				writes = "writes enabled with the token; new articles join their stories"
			}
			fmt.Fprintf(out, "storyline serving %s on http://%s/ (%s); Ctrl-C stops\n", dbLocation(cmd), ln.Addr(), writes)
			if opt.Stories != nil {
				// Articles stored and story corrections logged by other
				// processes (storyline ingest, storyline fix) wait for the
				// holder of the stories lock: this server, now and then.
				go func() {
					t := time.NewTicker(catchUpEvery)
					defer t.Stop()
					for {
						select {
						case <-ctx.Done():
							return
						case <-t.C:
							if err := srv.CatchUp(ctx); err != nil && ctx.Err() == nil {
								fmt.Fprintf(cmd.ErrOrStderr(), "error: stories: %s\n", oneLine(err.Error()))
							}
						}
					}
				}()
			}
			errc := make(chan error, 1)
			go func() { errc <- hs.Serve(ln) }()
			select {
			case err := <-errc:
				if !errors.Is(err, http.ErrServerClosed) {
					return err
				}
				return nil
			case <-ctx.Done():
			}
			fmt.Fprintln(out, "shutting down …")
			sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			return hs.Shutdown(sctx)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (host:port)")
	cmd.Flags().StringVar(&token, "token", "", "bearer token that enables the write endpoints (default $STORYLINE_TOKEN)")
	cmd.Flags().BoolVar(&publicRead, "public-read", false, "let anyone read when --token is set (writes still need the token)")
	cmd.Flags().StringVar(&baseURL, "base-url", "", "the address readers reach the server at, e.g. https://news.example (default $STORYLINE_BASE_URL); its host is answered too, and exports and feeds link under it")
	cmd.Flags().StringVar(&webhook, "webhook", "", "POST the changes of the stories writes touch as JSON to this URL (see docs/alerts.md)")
	return cmd
}

// servedHosts returns the host names, besides the loopback ones, that serve
// answers to: the --addr host unless it is a wildcard, and the host of the
// base URL (see resolveBaseURL).
func servedHosts(addr, baseURL string) []string {
	var hosts []string
	if h, _, err := net.SplitHostPort(addr); err == nil && h != "" {
		if ip := net.ParseIP(h); ip == nil || !ip.IsUnspecified() {
			hosts = append(hosts, h)
		}
	}
	if u, err := url.Parse(baseURL); err == nil && baseURL != "" {
		hosts = append(hosts, u.Hostname())
	}
	return hosts
}

// resolveBaseURL is the address readers reach the dashboard at: --base-url,
// else $STORYLINE_BASE_URL, checked to be an http(s) URL with a host,
// without a trailing slash; "" when neither is set. serve answers its
// host; exports and feeds make their links absolute under it.
func resolveBaseURL(flag string) (string, error) {
	base := flag
	if base == "" {
		base = os.Getenv("STORYLINE_BASE_URL")
	}
	if base == "" {
		return "", nil
	}
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("--base-url %q is not an http(s) URL with a host (and no query)", base)
	}
	return strings.TrimRight(base, "/"), nil
}
