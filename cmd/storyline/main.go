// Command storyline turns news articles into stories: it ingests, cleans,
// dates and stores articles, extracts facts, and groups reports of the same
// events. Run "storyline --help" for the commands.
package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"runtime/trace"

	"github.com/spf13/cobra"
)

// exitError carries an exit code out of a command without printing twice.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "storyline",
		Short:         "Turn news articles into stories",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.PersistentFlags().String("db", "", "database: a SQLite file path or a postgres:// URL (default $STORYLINE_DB, else storyline.db)")
	for _, add := range commands {
		root.AddCommand(add())
	}
	return root
}

// commands are the top-level commands other files register.
var commands []func() *cobra.Command

// gcDefaults trades a little memory for less garbage-collection work,
// unless GOGC or GOMEMLIMIT say otherwise: the heap may grow to three times
// the live data (GOGC=200) instead of twice, but the collector works harder
// as the Go memory nears 512 MiB (SQLite's page caches come on top).
// Measured on full ingest: about 7% less CPU per article; the 512 MiB
// limit (768 before) kept the peak of 924 PolNeAR texts at 549–584 MB
// instead of 615–653, and of a 20,000-article store at 629 instead of 780,
// for the same CPU (docs/performance.md).
func gcDefaults() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(200)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(512 << 20)
	}
}

func main() {
	gcDefaults()
	stop, stopTrace := startCPUProfile(), startTrace()
	err := newRootCmd().Execute()
	stopTrace()
	stop()
	if err == nil {
		return
	}
	if e, ok := err.(exitError); ok {
		os.Exit(e.code)
	}
	fmt.Fprintln(os.Stderr, "storyline:", err)
	os.Exit(2)
}

// startTrace writes an execution trace of the whole command to the file
// $STORYLINE_TRACE names, when it is set: where the goroutines of an ingest
// wait, which a CPU profile does not show (go tool trace -pprof=sync FILE).
// The returned function ends the trace.
func startTrace() func() {
	path := os.Getenv("STORYLINE_TRACE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "storyline: trace:", err)
		return func() {}
	}
	if err := trace.Start(f); err != nil {
		fmt.Fprintln(os.Stderr, "storyline: trace:", err)
		f.Close()
		return func() {}
	}
	return func() {
		trace.Stop()
		f.Close()
	}
}

// startCPUProfile writes a CPU profile of the whole command to the file
// $STORYLINE_CPUPROFILE names, when it is set, so a slow run on a user's
// own data can be measured as it ran (go tool pprof FILE). The returned
// function ends the profile.
func startCPUProfile() func() {
	path := os.Getenv("STORYLINE_CPUPROFILE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "storyline: cpu profile:", err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, "storyline: cpu profile:", err)
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}
