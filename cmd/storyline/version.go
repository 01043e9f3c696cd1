package main

import (
	"fmt"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/pipeline"
)

func init() { commands = append(commands, newVersionCmd) }

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the version and build information",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			info := map[string]string{"version": "(devel)", "analyzer": pipeline.Version}
			if bi, ok := debug.ReadBuildInfo(); ok {
				info["version"] = bi.Main.Version
				info["module"] = bi.Main.Path
				info["go"] = bi.GoVersion
				for _, s := range bi.Settings {
					switch s.Key {
					case "vcs.revision", "vcs.time", "vcs.modified", "CGO_ENABLED", "GOOS", "GOARCH":
						info[s.Key] = s.Value
					}
				}
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), info)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "storyline %s (%s, analyzer %s)\n", info["version"], info["go"], info["analyzer"])
			if rev := info["vcs.revision"]; rev != "" {
				fmt.Fprintf(cmd.OutOrStdout(), "commit %s %s\n", rev, info["vcs.time"])
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
