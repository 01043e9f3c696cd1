package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline"
)

func init() { commands = append(commands, newEntitiesCmd, newEntityCmd) }

func newEntitiesCmd() *cobra.Command {
	var q storyline.EntityQuery
	var typ string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "entities [NAME]",
		Short: "List people, organizations and places across articles, most mentioned first",
		Example: `  storyline entities
  storyline entities --type PER
  storyline entities urena --json`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				q.Name = args[0]
			}
			switch t := storyline.EntityType(strings.ToUpper(typ)); t {
			case "", storyline.PER, storyline.ORG, storyline.LOC, storyline.NORP, storyline.MISC:
				q.Type = t
			default:
				return fmt.Errorf("--type %q: want PER, ORG, LOC, NORP or MISC", typ)
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			list, err := st.Entities(cmd.Context(), q)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				if list == nil {
					list = []storyline.EntityRecord{}
				}
				return writeJSON(w, list)
			}
			if len(list) == 0 {
				fmt.Fprintln(w, "no entities")
				return nil
			}
			rows := [][]string{{"ID", "TYPE", "ARTICLES", "MENTIONS", "NAME", "PLACE"}}
			for _, e := range list {
				place := ""
				if p := e.Place; p != nil {
					place = fmt.Sprintf("%s, %s (%.4f, %.4f)", p.Name, p.Country, p.Lat, p.Lon)
				}
				name := e.Name
				if len(e.Aliases) > 0 {
					name += " (" + strings.Join(e.Aliases, ", ") + ")"
				}
				rows = append(rows, []string{strconv.FormatInt(e.ID, 10), string(e.Type), strconv.Itoa(e.Articles), strconv.Itoa(e.Mentions), trimEnd(name, 60), place})
			}
			return table(w, rows)
		},
	}
	cmd.Flags().StringVar(&typ, "type", "", "only this type: PER, ORG, LOC, NORP or MISC")
	cmd.Flags().IntVarP(&q.Limit, "limit", "n", 50, "at most this many")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newEntityCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "entity ID",
		Short:   "Show one entity and the articles that mention it",
		Example: `  storyline entity 12 --json`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := strconv.ParseInt(args[0], 10, 64)
			if err != nil || id <= 0 {
				return fmt.Errorf("%q is not an entity ID (see storyline entities)", args[0])
			}
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			e, err := st.Entity(cmd.Context(), id)
			if err != nil {
				if errors.Is(err, storyline.ErrNotFound) {
					return fmt.Errorf("no entity with ID %d", id)
				}
				return err
			}
			arts, err := st.EntityArticles(cmd.Context(), id, storyline.ArticleQuery{Limit: 1000})
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, map[string]any{"entity": e, "articles": arts})
			}
			fmt.Fprintf(w, "#%d %s %s, %d mentions in %d articles\n", e.ID, e.Type, e.Name, e.Mentions, e.Articles)
			if len(e.Aliases) > 0 {
				fmt.Fprintf(w, "aliases: %s\n", strings.Join(e.Aliases, ", "))
			}
			if p := e.Place; p != nil {
				fmt.Fprintf(w, "place: %s, %s, %s at %.4f, %.4f (precision %d)\n", p.Name, orNone(p.Admin1), p.Country, p.Lat, p.Lon, p.Precision)
			}
			fmt.Fprintln(w)
			return printSummaries(w, arts, false, false)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
