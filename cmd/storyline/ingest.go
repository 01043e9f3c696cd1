package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

func init() { commands = append(commands, newIngestCmd) }

func newIngestCmd() *cobra.Command {
	var (
		source  string
		maxSize float64
		timeout time.Duration
		workers int
		asJSON  bool
		quiet   bool
		webhook string
		private bool
	)
	cmd := &cobra.Command{
		Use:   "ingest PATH|URL|- ...",
		Short: "Read articles, clean and date them, and store them",
		Long: `Read articles from files, folders (recursively), standard input ("-") or
http(s) URLs, clean and date them, and store them in the database.

Formats are told by extension, else by content: plain text (.txt), HTML
(.html, .htm), JSON Lines (.jsonl: url, title, published, source, text|html),
RSS/Atom/JSON Feed (.xml, .rss, .atom, .json), WARC (.warc), and any of them
gzip-compressed (.gz). Re-ingesting an article stores nothing new;
syndicated copies are stored and linked to the first copy.

Exit status: 0 when every input was read, 1 when any failed (the good ones
are stored either way), 2 on a usage or database error.`,
		Example: `  storyline ingest ../shared/seeds
  storyline ingest --source "Fox News" article.txt
  storyline ingest feed.xml crawl.warc.gz https://example.org/story.html
  cat articles.jsonl | storyline ingest -`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			maxBytes, err := maxSizeBytes(maxSize)
			if err != nil {
				return err
			}
			if timeout <= 0 {
				return fmt.Errorf("--doc-timeout %s: want a positive duration, such as 60s", timeout)
			}
			hook, err := notifier(webhook)
			if err != nil {
				return err
			}
			// The models load while the store opens and migrates.
			pipeline.Warm()
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
			prog := newProgress(errOut, quiet || asJSON)
			lines := json.NewEncoder(out)
			var lineErr error
			var touched alerts.Touched
			in := &pipeline.Ingester{
				Store:   st,
				Workers: workers,
				Builder: pipeline.Builder{Timeout: timeout},
				Read: ingest.Options{
					MaxBytes:     maxBytes,
					Source:       source,
					AllowPrivate: private,
				},
				OnEvent: func(ev pipeline.Event) {
					// One line per document as it is stored, so that a
					// reader follows a long run (and keeps what was stored
					// if it stops).
					if asJSON && lineErr == nil {
						lineErr = lines.Encode(ev.Result())
					}
					prog.event(ev)
					touched.Add(ev)
				},
			}
			if in.Stories, err = assign.Open(cmd.Context(), st); err != nil {
				return err
			}
			prog.count(args)
			sum, err := in.Run(cmd.Context(), args)
			prog.done()
			if cerr := in.Stories.Close(context.WithoutCancel(cmd.Context())); err == nil {
				err = cerr
			}
			if err != nil {
				return err
			}
			if sum.Total() == 0 {
				return errNoDocuments(args)
			}
			runAlerts(cmd.Context(), st, &touched, hook, errOut)
			if asJSON {
				if lineErr != nil {
					return lineErr
				}
				if err := lines.Encode(map[string]any{"summary": sum}); err != nil {
					return err
				}
			} else {
				fmt.Fprintf(out, "%d new, %d duplicate, %d near-duplicate, %d failed\n", sum.New, sum.Duplicate, sum.NearDuplicate, sum.Failed)
			}
			if sum.Failed > 0 {
				return exitError{1}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&source, "source", "", "outlet name for bare files that do not say their outlet")
	f.Float64Var(&maxSize, "max-size", float64(ingest.DefaultMaxBytes)/(1<<20), "size cap for one document, in MB (after decompression)")
	f.DurationVar(&timeout, "doc-timeout", pipeline.DefaultDocTimeout, "time limit for analyzing one document")
	f.IntVar(&workers, "workers", 0, "documents analyzed in parallel (default: number of CPUs)")
	f.BoolVar(&asJSON, "json", false, "print a JSON line for each input as it is stored, then one of the summary")
	f.BoolVarP(&quiet, "quiet", "q", false, "print only errors and the summary")
	f.BoolVar(&private, "allow-private", false, "let URLs (and their redirects) reach loopback, private and link-local addresses")
	f.StringVar(&webhook, "webhook", "", "after the batch, POST the stories' changes as JSON to this URL (see docs/alerts.md)")
	return cmd
}

// notifier reads a --webhook flag: nil when it is empty.
func notifier(webhook string) (alerts.Notifier, error) {
	if webhook == "" {
		return nil, nil
	}
	return alerts.NewWebhook(webhook)
}

// runAlerts records the changes of the stories a batch touched, for their
// feeds, and posts them to the webhook when there is one. A failure is
// printed; the ingest stands.
func runAlerts(ctx context.Context, st storyline.Store, touched *alerts.Touched, hook alerts.Notifier, errOut io.Writer) {
	if _, err := alerts.Run(ctx, st, touched, hook); err != nil {
		fmt.Fprintf(errOut, "error: alerts: %s\n", oneLine(err.Error()))
	}
}

// maxSizeBytes checks --max-size, in MB, and returns it in bytes: a
// positive, finite number up to 1 TB (a zero, negative or NaN cap once
// silently became the default).
func maxSizeBytes(mb float64) (int64, error) {
	if !(mb > 0 && mb <= 1<<20) {
		return 0, fmt.Errorf("--max-size %v: want a size in MB above 0 and up to %d", mb, 1<<20)
	}
	b := int64(mb * (1 << 20))
	if b < 1 {
		b = 1
	}
	return b, nil
}

// errNoDocuments is the error of a run whose inputs held no document at
// all (an empty folder, only hidden files): a usage error, exit status 2.
func errNoDocuments(inputs []string) error {
	names := make([]string, len(inputs))
	for i, in := range inputs {
		names[i] = quoted(in)
	}
	return fmt.Errorf("no documents found in %s", strings.Join(names, ", "))
}

// oneLine folds an error message onto one line, with any other control
// character escaped: a cause may quote bytes of a hostile input, which must
// not reach a terminal as they are.
func oneLine(s string) string { return printable(strings.Join(strings.Fields(s), " ")) }

// printable escapes control characters and invalid UTF-8 in s as %q does,
// leaving the rest as it is.
func printable(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return r == utf8.RuneError || unicode.IsControl(r) }) < 0 {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		switch _, size := utf8.DecodeRuneInString(s[i:]); {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unicode.IsControl(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// quoted prints an input's name in messages: in double quotes with Go's
// escapes (%q), so that a name holding a newline or an escape sequence can
// neither forge a line nor drive the terminal.
func quoted(name string) string { return strconv.Quote(name) }

// progress reports ingest events: a redrawn status line on a terminal,
// plain lines otherwise. Failures are always printed, one line each.
type progress struct {
	w        io.Writer
	tty      bool
	quiet    bool
	n, fails int
	start    time.Time
	last     time.Time
	// total is the number of documents the inputs hold, once counted
	// (ingest.Count, beside the run); 0 while unknown.
	total atomic.Int64
}

// count counts the inputs' documents for the progress line, when they
// can be counted and the line is shown.
func (p *progress) count(inputs []string) {
	if p.quiet || !p.tty {
		return
	}
	go func() {
		if n, ok := ingest.Count(inputs); ok && n > 0 {
			p.total.Store(int64(n))
		}
	}()
}

func newProgress(w io.Writer, quiet bool) *progress {
	tty := false
	if f, ok := w.(*os.File); ok {
		tty = term.IsTerminal(int(f.Fd()))
	}
	return &progress{w: w, tty: tty, quiet: quiet, start: time.Now()}
}

func (p *progress) event(ev pipeline.Event) {
	p.n++
	if ev.Outcome == pipeline.Failed {
		p.fails++
		p.clear()
		fmt.Fprintf(p.w, "error: %s: %s\n", quoted(ev.Name), oneLine(ev.Err.Error()))
	}
	switch {
	case p.quiet:
	case p.tty:
		if time.Since(p.last) > 100*time.Millisecond {
			p.last = time.Now()
			fmt.Fprintf(p.w, "\r\033[K%s  %s", p.line(time.Since(p.start)), trim(quoted(ev.Name), 50))
		}
	case ev.Outcome != pipeline.Failed:
		line := fmt.Sprintf("%s: %s #%d", quoted(ev.Name), ev.Outcome, ev.ID)
		if ev.Story != 0 {
			line += fmt.Sprintf(" in story %d", ev.Story)
		}
		if ev.Outcome == pipeline.NearDuplicate {
			line += fmt.Sprintf(" (copy of #%d)", ev.Of)
		}
		fmt.Fprintln(p.w, line)
	}
}

// line is the progress line after elapsed: "412/1000 documents (41%),
// 0 failed, 236/s, 3s left", or without the total and what is left when
// the inputs cannot be counted.
func (p *progress) line(elapsed time.Duration) string {
	rate := float64(p.n) / max(elapsed.Seconds(), 1e-3)
	total := int(p.total.Load())
	if total < p.n {
		return fmt.Sprintf("%d documents, %d failed, %.0f/s", p.n, p.fails, rate)
	}
	line := fmt.Sprintf("%d/%d documents (%d%%), %d failed, %.0f/s", p.n, total, 100*p.n/total, p.fails, rate)
	if elapsed < 2*time.Second {
		return line // the models are loading: a rate now would say hours
	}
	left := time.Duration(float64(total-p.n) / max(rate, 1e-3) * float64(time.Second)).Round(time.Second)
	return line + fmt.Sprintf(", %s left", left)
}

func (p *progress) clear() {
	if p.tty && !p.quiet {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

func (p *progress) done() { p.clear() }

func trim(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n+1:]
}
