package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

func init() { commands = append(commands, newEvalCmd) }

// evalSpec declares one "storyline eval" subcommand. Every eval has the
// same shape: a flag naming the gold data, an optional --predictions and
// --errors, and a result printed as a table or, with --json, as one JSON
// object; evalSpec.command builds it. The evals are listed in evals.go.
type evalSpec struct {
	name        string
	short, long string
	// gold are the flags that can name the gold data; exactly one must be
	// given (or have a fallback).
	gold []goldFlag
	// predictions and errors are the help of --predictions and --errors;
	// empty for an eval that writes none.
	predictions, errors string
	// flags, when set, adds the eval's own flags, bound to fields of in.
	flags func(f *pflag.FlagSet, in *evalInput)
	run   func(in *evalInput) (evalResult, error)
}

// goldFlag is a flag that names gold data.
type goldFlag struct {
	name  string
	arg   string // what it names, in the usage line: DIR, FILE, CSV
	usage string
	// fallback, when set, names the gold data when the flag is not given.
	fallback func() (string, bool)
}

// evalInput is what an eval runs on: the parsed flags.
type evalInput struct {
	gold     string // the gold data
	goldFlag string // the flag that named it
	// predictions is the --predictions path ("" when not given); errors is
	// the file --errors named, open for writing (nil when not given).
	predictions string
	errors      io.Writer

	// Flags of single evals.
	confusion bool   // events
	limit     int    // extract
	seed      uint64 // stories
	nerCase   string // ner
	nerModel  string // ner
	dct, lang string // timex
	articles  string // incidents, stream: the stream
	labels    string // incidents: the article → incident gold
}

// evalResult is what an eval prints: json with --json, else table.
type evalResult struct {
	json  any
	table func(w io.Writer) error
	// predictions writes the predictions file of an eval whose scorer does
	// not write it itself; the runner calls it when --predictions is given.
	predictions func(w io.Writer) error
}

func newEvalCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "eval",
		Short: "Score an extractor on a gold data set",
		Long: `Score a stage of the pipeline on gold data in its standard format, with the
standard metric. Each subcommand prints a table, or one JSON object with --json.`,
	}
	for _, e := range evals {
		cmd.AddCommand(e.command())
	}
	return cmd
}

// command builds the eval's subcommand: it checks the gold flags, opens
// --errors, runs the eval and prints its result.
func (e evalSpec) command() *cobra.Command {
	var (
		in         evalInput
		given      = make([]string, len(e.gold))
		asJSON     bool
		errorsPath string
	)
	cmd := &cobra.Command{
		Use:   e.name + " " + e.goldUsage(" | "),
		Short: e.short,
		Long:  e.long,
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := e.pickGold(&in, given); err != nil {
				return err
			}
			if errorsPath != "" {
				f, err := os.Create(errorsPath)
				if err != nil {
					return err
				}
				defer f.Close()
				in.errors = f
			}
			res, err := e.run(&in)
			if err != nil {
				return err
			}
			if in.predictions != "" && res.predictions != nil {
				if err := writeFile(in.predictions, res.predictions); err != nil {
					return err
				}
			}
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, res.json)
			}
			return res.table(w)
		},
	}
	f := cmd.Flags()
	for i, g := range e.gold {
		f.StringVar(&given[i], g.name, "", g.usage)
	}
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	if e.predictions != "" {
		f.StringVar(&in.predictions, "predictions", "", e.predictions)
	}
	if e.errors != "" {
		f.StringVar(&errorsPath, "errors", "", e.errors)
	}
	if e.flags != nil {
		e.flags(f, &in)
	}
	return cmd
}

// goldUsage names the gold flags with their arguments, joined by sep.
func (e evalSpec) goldUsage(sep string) string {
	s := make([]string, len(e.gold))
	for i, g := range e.gold {
		s[i] = "--" + g.name + " " + g.arg
	}
	return strings.Join(s, sep)
}

// pickGold sets in.gold to the one gold flag given (values in e.gold's
// order), or to the first fallback there is.
func (e evalSpec) pickGold(in *evalInput, given []string) error {
	var names []string
	for i, v := range given {
		if v != "" {
			in.gold, in.goldFlag = v, e.gold[i].name
			names = append(names, "--"+e.gold[i].name)
		}
	}
	if len(names) > 1 {
		return fmt.Errorf("give %s, not both", strings.Join(names, " or "))
	}
	if in.gold != "" {
		return nil
	}
	for _, g := range e.gold {
		if g.fallback == nil {
			continue
		}
		if dir, ok := g.fallback(); ok {
			in.gold, in.goldFlag = dir, g.name
			return nil
		}
	}
	return fmt.Errorf("%s is required", e.goldUsage(" or "))
}

// writeFile creates path and writes it with write: predictions written
// from a finished run.
func writeFile(path string, write func(w io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}

// f3 prints a score with three decimals, as the eval tables do.
func f3(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }
