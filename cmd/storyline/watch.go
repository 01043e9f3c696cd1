package main

import (
	"context"
	"fmt"
	"os/signal"
	"sort"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/watch"
)

func init() { commands = append(commands, newWatchCmd) }

func newWatchCmd() *cobra.Command {
	var (
		interval time.Duration
		source   string
		once     bool
		webhook  string
		private  bool
	)
	cmd := &cobra.Command{
		Use:   "watch FEED_URL|URL|DIR ...",
		Short: "Poll feeds and folders on an interval and ingest what is new",
		Long: `Poll feeds, URLs and folders every --interval and ingest what is new, until
interrupted. Unchanged files are skipped and URLs are fetched conditionally
(ETag, Last-Modified), so a quiet feed costs one 304 per round; duplicates are
recognized as always. An input that fails is retried with exponential
backoff, up to an hour.

With --once, the exit status is 0 when every input was read, 1 when any
failed (a path that does not exist, a feed that does not answer), 2 on a
usage or database error or when the inputs hold no document at all.`,
		Example: `  storyline watch https://example.org/world/rss.xml ~/news/inbox
  storyline watch --interval 15m --source "Local Gazette" ~/gazette`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if interval < time.Second {
				return fmt.Errorf("--interval %s: want at least 1s", interval)
			}
			hook, err := notifier(webhook)
			if err != nil {
				return err
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			errOut := cmd.ErrOrStderr()
			var touched alerts.Touched
			in := &pipeline.Ingester{Store: st, Read: ingest.Options{Source: source, AllowPrivate: private},
				OnEvent: func(ev pipeline.Event) {
					touched.Add(ev)
					switch ev.Outcome {
					case pipeline.Failed:
						fmt.Fprintf(errOut, "error: %s: %s\n", quoted(ev.Name), oneLine(ev.Err.Error()))
					case pipeline.New, pipeline.NearDuplicate:
						fmt.Fprintf(errOut, "%s: %s #%d %s\n", quoted(ev.Name), ev.Outcome, ev.ID, quoted(ev.Title))
					}
				}}
			if in.Stories, err = assign.Open(cmd.Context(), st); err != nil {
				return err
			}
			defer in.Stories.Close(context.WithoutCancel(cmd.Context()))
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			w := watch.New(in, args, interval)
			w.OnRound = func(r watch.Round) {
				// Articles other workers stored join their stories here.
				if err := in.Stories.CatchUp(cmd.Context()); err != nil {
					fmt.Fprintf(errOut, "error: assigning stories: %s\n", oneLine(err.Error()))
				}
				runAlerts(ctx, st, &touched, hook, errOut)
				s := r.Summary
				fmt.Fprintf(cmd.OutOrStdout(), "%s polled %d input(s): %d new, %d duplicate, %d near-duplicate, %d failed\n",
					r.Started.Format(time.RFC3339), len(r.Polled), s.New, s.Duplicate, s.NearDuplicate, s.Failed)
				var backed []string
				for in := range r.Backoff {
					backed = append(backed, in)
				}
				sort.Strings(backed)
				for _, in := range backed {
					fmt.Fprintf(errOut, "backing off %s until %s\n", quoted(in), r.Backoff[in].Format(time.RFC3339))
				}
			}
			if once {
				r, err := w.Poll(ctx, time.Now())
				switch {
				case err != nil:
					return err
				case r.Summary.Total() == 0:
					return errNoDocuments(args)
				case r.Summary.Failed > 0:
					return exitError{1}
				}
				return nil
			}
			if err := w.Run(ctx); err != nil && err != context.Canceled {
				return err
			}
			return nil
		},
	}
	cmd.Flags().DurationVar(&interval, "interval", 5*time.Minute, "time between polling rounds")
	cmd.Flags().StringVar(&source, "source", "", "outlet name for bare files that do not say their outlet")
	cmd.Flags().BoolVar(&once, "once", false, "poll once and exit")
	cmd.Flags().BoolVar(&private, "allow-private", false, "let URLs (and their redirects) reach loopback, private and link-local addresses")
	cmd.Flags().StringVar(&webhook, "webhook", "", "after each round, POST the stories' changes as JSON to this URL (see docs/alerts.md)")
	return cmd
}
