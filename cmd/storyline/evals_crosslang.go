package main

import (
	"context"
	"io"
	"path/filepath"
	"strconv"

	"github.com/spf13/pflag"

	"github.com/storyline-news/storyline/internal/eval"
)

// crossLangEval is "storyline eval crosslang": Spanish MEANTIME documents
// ingested with their English originals.
var crossLangEval = evalSpec{
	name:  "crosslang",
	short: "Score how Spanish reports join English stories on MEANTIME",
	long: `Rebuild the Spanish MEANTIME documents from the token files (*.tsv) of
--meantime-es DIR (default ../shared/gold/timex/es_meantime), each a
translation of an English MEANTIME article with the same creation date, and
the 120 English articles from the CoNLL file of --english (default
../shared/gold/stories/meantime/en/meantime.conll). Ingest them together in
date order into a throwaway database, as "storyline ingest" does, with the
creation date as the publication date, and score the stories:

  joined_share            Spanish documents whose story holds an English
                          article of the same creation date (floor 0.70)
  topic_mixed_by_spanish  stories of two or more of MEANTIME's four topics
                          where a Spanish document brought a topic none of
                          the story's English articles has (floor 0)

A Spanish document takes the topic of the English articles of its date, or,
for a date none has, the topic of most documents of its block (the files
list the documents grouped by topic, in equal blocks).

--predictions FILE writes one TSV line per document: id, language, date,
topic, story and, for a Spanish document, whether it joined.`,
	gold: []goldFlag{{name: "meantime-es", arg: "DIR", usage: "directory of MEANTIME Spanish BIO files (*.tsv)", fallback: func() (string, bool) {
		shared, ok := eval.SharedDir()
		return filepath.Join(shared, "gold", "timex", "es_meantime"), ok
	}}},
	predictions: "write one TSV line per document to this file",
	flags: func(f *pflag.FlagSet, in *evalInput) {
		f.StringVar(&in.articles, "english", "", "MEANTIME English CoNLL file (default: ../shared/gold/stories/meantime/en/meantime.conll)")
	},
	run: func(in *evalInput) (evalResult, error) {
		english := in.articles
		if english == "" {
			shared, _ := eval.SharedDir()
			english = filepath.Join(shared, "gold", "stories", "meantime", "en", "meantime.conll")
		}
		run, err := eval.EvalCrossLang(context.Background(), in.gold, english)
		if err != nil {
			return evalResult{}, err
		}
		m := run.Metrics
		return evalResult{predictions: run.WritePredictions, json: m, table: func(w io.Writer) error {
			d := strconv.Itoa
			return table(w, [][]string{
				{"metric", "value"},
				{"joined share", f3(m.JoinedShare)},
				{"joined", d(m.Joined)},
				{"with an english article", d(m.WithEnglish)},
				{"alone", d(m.Alone)},
				{"topic mixed by spanish", d(m.TopicMixedBySpanish)},
				{"topic mixed (all)", d(m.TopicMixed)},
				{"spanish without counterpart", d(m.SpanishWithoutCounterpart)},
				{"spanish documents", d(m.Spanish)},
				{"english documents", d(m.English)},
				{"stories", d(m.Stories)},
			})
		}}, nil
	},
}
