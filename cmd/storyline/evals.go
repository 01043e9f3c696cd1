package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"github.com/spf13/pflag"

	"github.com/storyline-news/storyline/internal/eval"
	"github.com/storyline-news/storyline/internal/names"
)

// evals are the "storyline eval" subcommands (see evalSpec).
var evals = []evalSpec{
	{
		name:  "timex",
		short: "Score time-expression extraction on TimeML gold (TempEval-3 metrics)",
		long: `Read every TimeML .tml file under DIR (recursively), run the time-expression
extractor on the plain text of each TEXT element with the document creation
time (DCT) as the reference date, and score it as the TempEval-3 scorer
does: strict and relaxed (any overlap) extent precision, recall and F1; type
and value accuracy over the relaxed matches; value F1 = relaxed F1 × value
accuracy. The DCT itself is not scored.

--meantime-es DIR reads MEANTIME's Spanish section as token-level BIO
(*.tsv: token, tag, value; a DCT line opens each document) and scores it
the same way on tokens: strict extent is the same tokens, relaxed a shared
token.

The documents are read in the language detected from their text together
(--lang overrides; --meantime-es reads Spanish). --dct DATE is the reference
date of documents that state none (HourGlass: 2019-12-20).

--predictions DIR writes one .tml per input file, the input with the gold
TIMEX3 tags of TEXT replaced by the predicted ones (tid, type, value), for
the official TempEval-3 scorer (for --meantime-es, each .tsv with the
predicted tag and value as two more columns). --errors FILE lists misses,
false alarms, wrong values and extent differences, one per line.`,
		gold: []goldFlag{
			{name: "timeml", arg: "DIR", usage: "directory of TimeML .tml files (searched recursively)"},
			{name: "meantime-es", arg: "DIR", usage: "directory of MEANTIME Spanish BIO files (*.tsv)"},
		},
		predictions: "write predicted TimeML (or BIO) files to this directory",
		errors:      "write the errors, one per line, to this file",
		flags: func(f *pflag.FlagSet, in *evalInput) {
			f.StringVar(&in.dct, "dct", "", "reference date (YYYY-MM-DD) of documents without a DCT")
			f.StringVar(&in.lang, "lang", "", "ISO 639-1 code of the documents' language (default: detected)")
		},
		run: func(in *evalInput) (evalResult, error) {
			opts := eval.TimexEvalOptions{PredictionsDir: in.predictions, Errors: in.errors, Lang: in.lang}
			if in.dct != "" {
				t, err := time.Parse("2006-01-02", in.dct)
				if err != nil {
					return evalResult{}, fmt.Errorf("--dct: %w", err)
				}
				opts.DCT = t
			}
			evalTimex := eval.EvalTimex
			if in.goldFlag == "meantime-es" {
				evalTimex = eval.EvalTimexBIO
				if opts.Lang == "" {
					opts.Lang = "es"
				}
			}
			run, err := evalTimex(in.gold, opts)
			if err != nil {
				return evalResult{}, err
			}
			m := run.Metrics
			return evalResult{json: m, table: func(w io.Writer) error {
				d := strconv.Itoa
				return table(w, [][]string{
					{"metric", "strict", "relaxed"},
					{"precision", f3(m.StrictPrecision), f3(m.RelaxedPrecision)},
					{"recall", f3(m.StrictRecall), f3(m.RelaxedRecall)},
					{"f1", f3(m.StrictF1), f3(m.RelaxedF1)},
					{"type accuracy", "", f3(m.TypeAccuracy)},
					{"value accuracy", "", f3(m.ValueAccuracy)},
					{"value f1", "", f3(m.ValueF1)},
					{"documents", d(m.Documents), ""},
					{"gold", d(m.Gold), ""},
					{"predicted", d(m.Predicted), ""},
				})
			}}, nil
		},
	},
	{
		name:  "ner",
		short: "Score named-entity recognition on a CoNLL-2003 file",
		long: `Tag every sentence of a CoNLL-2003 file (word POS chunk tag; blank lines
between sentences) and score entity-level exact matches as conlleval does:
precision, recall and F1 overall and per type (PER, ORG, LOC, MISC; our NORP
counts as MISC). Each sentence is tagged as the text of its tokens joined by
spaces, and the mentions are mapped back to the tokens.

Two modes are scored: the CoNLL mode (the tagger's mentions with CoNLL's
types, the headline numbers) and the product mode (the mentions Analyze
returns: news rules, titles stripped, types after resolution); --json puts
the CoNLL mode at the top level and the product mode under "product".

--case title|upper re-cases each sentence first (Title Case as headlines
write it, or ALL CAPS) and scores again, to measure how names are read in
headlines and captions.

--predictions writes the file with our tag (CoNLL mode) appended as the last
column, the input conlleval reads.

The bundled model of the file's language is scored: --lang es reads
CoNLL-2002 Spanish (esp.testa) with the Spanish model; without --lang the
language is detected from the words of the first sentences.`,
		gold:        []goldFlag{{name: "conll", arg: "FILE", usage: "CoNLL-2003 file to score (e.g. eng.testa)"}},
		predictions: "write the CoNLL file with our tag as a last column",
		flags: func(f *pflag.FlagSet, in *evalInput) {
			f.StringVar(&in.nerCase, "case", "", "re-case each sentence before tagging: title or upper")
			f.StringVar(&in.nerModel, "model", "", "score this model file instead of the bundled one (trainner's output)")
			f.StringVar(&in.lang, "lang", "", "ISO 639-1 code of the file's language, whose bundled model is scored (default: detected)")
		},
		run: func(in *evalInput) (evalResult, error) {
			opt := eval.NEROptions{Case: in.nerCase, Lang: in.lang}
			if in.nerModel != "" {
				m, err := readNERModel(in.nerModel)
				if err != nil {
					return evalResult{}, err
				}
				opt.Tagger = names.NewTagger(m)
			}
			run, err := eval.EvalNER(in.gold, opt)
			if err != nil {
				return evalResult{}, err
			}
			predict := func(w io.Writer) error { return eval.WriteNERPredictions(w, run) }
			m, pm := run.Metrics, run.Product
			return evalResult{predictions: predict, json: run.Report(), table: func(w io.Writer) error {
				f4 := func(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }
				d := strconv.Itoa
				rows := [][]string{
					{"mode", "type", "precision", "recall", "f1", "gold", "predicted", "correct"},
					{"conll", "overall", f4(m.Precision), f4(m.Recall), f4(m.F1), d(m.Gold), d(m.Predicted), d(m.Correct)},
				}
				types := make([]string, 0, len(m.PerType))
				for t := range m.PerType {
					types = append(types, t)
				}
				sort.Strings(types)
				for _, t := range types {
					p := m.PerType[t]
					rows = append(rows, []string{"conll", t, f4(p.Precision), f4(p.Recall), f4(p.F1), d(p.Gold), d(p.Predicted), d(p.Correct)})
				}
				rows = append(rows, []string{"product", "overall", f4(pm.Precision), f4(pm.Recall), f4(pm.F1), d(pm.Gold), d(pm.Predicted), d(pm.Correct)})
				for _, t := range types {
					p := pm.PerType[t]
					rows = append(rows, []string{"product", t, f4(p.Precision), f4(p.Recall), f4(p.F1), d(p.Gold), d(p.Predicted), d(p.Correct)})
				}
				if err := table(w, rows); err != nil {
					return err
				}
				cs := ""
				if run.Case != "" {
					cs = ", re-cased " + run.Case
				}
				_, err := fmt.Fprintf(w, "%d sentences, %d tokens%s\n", m.Sentences, m.Tokens, cs)
				return err
			}}, nil
		},
	},
	{
		name:  "quotes",
		short: "Score attribution (quote) extraction on PolNeAR brat files",
		long: `Read every PolNeAR compartment under DIR (DIR itself or any folder below it
holding text/ and attributions/), run the quote extractor on each text (its
lines are the paragraphs) and score source, cue and content spans: exact
match (same tokens) and overlap match (a shared word token), after aligning
predicted and gold attributions one to one (docs/quotes.md). Where several
annotators' files exist for a text, the first in sort order is scored.

--predictions DIR writes REL.txt and REL.ann per document in PolNeAR's brat
format (Source, Cue, Content, Attribution, E lines).`,
		gold:        []goldFlag{{name: "polnear", arg: "DIR", usage: "PolNeAR data directory (a compartment such as dev/, or a parent of several)"}},
		predictions: "write predicted brat files to this directory",
		run: func(in *evalInput) (evalResult, error) {
			rep, err := eval.EvalQuotes(in.gold, eval.QuoteEvalOptions{PredictionsDir: in.predictions})
			if err != nil {
				return evalResult{}, err
			}
			return evalResult{json: rep, table: func(w io.Writer) error {
				rows := [][]string{{"subset", "role", "exact P", "exact R", "exact F1", "overlap P", "overlap R", "overlap F1"}}
				for _, s := range []struct {
					name string
					m    eval.QuoteMetrics
				}{{"all", rep.QuoteMetrics}, {"direct", rep.Direct}, {"indirect", rep.Indirect}} {
					m := s.m
					rows = append(rows,
						[]string{s.name, "source", f3(m.SourceExactPrecision), f3(m.SourceExactRecall), f3(m.SourceExactF1), f3(m.SourceOverlapPrecision), f3(m.SourceOverlapRecall), f3(m.SourceOverlapF1)},
						[]string{s.name, "cue", f3(m.CueExactPrecision), f3(m.CueExactRecall), f3(m.CueExactF1), f3(m.CueOverlapPrecision), f3(m.CueOverlapRecall), f3(m.CueOverlapF1)},
						[]string{s.name, "content", f3(m.ContentExactPrecision), f3(m.ContentExactRecall), f3(m.ContentExactF1), f3(m.ContentOverlapPrecision), f3(m.ContentOverlapRecall), f3(m.ContentOverlapF1)})
				}
				if err := table(w, rows); err != nil {
					return err
				}
				fmt.Fprintf(w, "documents %d, gold %d, predicted %d (direct %d/%d, indirect %d/%d)\n", rep.Documents, rep.Gold, rep.Predicted,
					rep.Direct.Gold, rep.Direct.Predicted, rep.Indirect.Gold, rep.Indirect.Predicted)
				for _, n := range rep.Notes {
					fmt.Fprintln(w, "note:", n)
				}
				return nil
			}}, nil
		},
	},
	{
		name:  "events",
		short: "Score event coding on ACLED exports or CASE 2021 task 2 snippets",
		long: `--acled CSV reads an ACLED export (the current layout or the older one with
data_id, event_id_no_cnty and iso3; the HXL tag row is skipped), runs the
analysis and the event coder on each row's notes with its event_date as the
reference date (and its country as the place-name context), takes the first
coded event of the notes, and scores event_type and sub_event_type (micro
and macro F1, confusion table), fatalities (exact match, overall and on rows
with fatalities > 0), admin1 and location match, and date match.
--predictions PATH writes the input CSV with pred_* columns appended.

--case2021 TSV labels each CASE 2021 task 2 snippet with the first event's
sub-event type mapped to CASE's labels (docs/events.md) and prints the
weighted F1 over the gold labels.`,
		gold: []goldFlag{
			{name: "acled", arg: "CSV", usage: "ACLED export CSV with notes"},
			{name: "case2021", arg: "TSV", usage: "CASE 2021 task 2 TSV (id, EventSnippet, SubType)"},
		},
		predictions: "with --acled, write the input CSV with our columns appended to PATH",
		flags: func(f *pflag.FlagSet, in *evalInput) {
			f.BoolVar(&in.confusion, "confusion", false, "with --json, include the confusion tables; with --case2021, print the table")
		},
		run: func(in *evalInput) (evalResult, error) {
			if in.goldFlag == "case2021" {
				return evalCASE(in)
			}
			return evalACLED(in)
		},
	},
	{
		name:  "figures",
		short: "Score figure (quantity) detection on re3d gold",
		long: `Read every re3d source folder under DIR (documents.json, entities.json,
relations.json), run the figure extractor on each document and score its
quantities against the gold Quantity entities (confidence >= 0.5): exact and
overlap extent precision, recall and F1, and, where re3d relates a quantity
to a thing (HasAttrOf), the share of found quantities whose counted thing
overlaps it. The scored span is the number with its qualifier and, for
percents, weights and measures, its unit; money (re3d's Money type), ages,
durations and idioms are not predicted. See docs/figures.md.

--predictions PATH writes each document's predicted spans, value ranges and
counted-thing spans as JSON. --errors FILE lists misses, false alarms,
extent differences and wrong counted things, one per line.`,
		gold:        []goldFlag{{name: "re3d", arg: "DIR", usage: "re3d directory (its source folders are pooled)"}},
		predictions: "write the predictions as JSON to this file",
		errors:      "write the errors, one per line, to this file",
		run: func(in *evalInput) (evalResult, error) {
			opts := eval.FigureEvalOptions{Errors: in.errors}
			if in.predictions != "" {
				f, err := os.Create(in.predictions)
				if err != nil {
					return evalResult{}, err
				}
				defer f.Close()
				opts.Predictions = f
			}
			run, err := eval.EvalFigures(in.gold, opts)
			if err != nil {
				return evalResult{}, err
			}
			m := run.Metrics
			return evalResult{json: m, table: func(w io.Writer) error {
				d := strconv.Itoa
				return table(w, [][]string{
					{"metric", "exact", "overlap"},
					{"precision", f3(m.ExactPrecision), f3(m.OverlapPrecision)},
					{"recall", f3(m.ExactRecall), f3(m.OverlapRecall)},
					{"f1", f3(m.ExactF1), f3(m.OverlapF1)},
					{"counted accuracy", "", f3(m.CountedAccuracy)},
					{"counted pairs", d(m.CountedPairs), ""},
					{"documents", d(m.Documents), ""},
					{"gold", d(m.Gold), ""},
					{"predicted", d(m.Predicted), ""},
				})
			}}, nil
		},
	},
	{
		name:  "extract",
		short: "Score main-text extraction on trafilatura's evaluation set",
		long: `Extract the main text of every page of trafilatura's evaluation set
(DIR/evaldata.json and DIR/html/*.html.gz) and score it with trafilatura's
metric: "with" segments found are true positives, "without" segments found
are false positives, after white-space normalisation.

--predictions writes the extracted texts as {page_id: {"articleBody": text}},
the format of ScrapingHub's article-extraction-benchmark; page_id is the
page's "file" name without ".html".`,
		gold:        []goldFlag{{name: "trafilatura-eval", arg: "DIR", usage: "directory of trafilatura's evaluation set (evaldata.json, html/)"}},
		predictions: "write the extracted texts to this JSON file",
		flags: func(f *pflag.FlagSet, in *evalInput) {
			f.IntVar(&in.limit, "limit", 0, "score only the first N pages (by file name)")
		},
		run: func(in *evalInput) (evalResult, error) {
			run, err := eval.EvalExtract(in.gold, eval.ExtractOptions{Limit: in.limit})
			if err != nil {
				return evalResult{}, err
			}
			predict := func(w io.Writer) error { return eval.WritePredictions(w, run.Predictions) }
			m := run.Metrics
			return evalResult{predictions: predict, json: m, table: func(w io.Writer) error {
				d := strconv.Itoa
				return table(w, [][]string{
					{"metric", "value"},
					{"documents", d(m.Documents)},
					{"precision", f3(m.Precision)},
					{"recall", f3(m.Recall)},
					{"f1", f3(m.F1)},
					{"accuracy", f3(m.Accuracy)},
					{"true positives", d(m.TruePositives)},
					{"false positives", d(m.FalsePositives)},
					{"true negatives", d(m.TrueNegatives)},
					{"false negatives", d(m.FalseNegatives)},
					{"extraction errors", d(m.Errors)},
					{"missing pages", d(m.Missing)},
					{"seconds", strconv.FormatFloat(m.Seconds, 'f', 1, 64)},
				})
			}}, nil
		},
	},
	{
		name:  "stories",
		short: "Score story clustering and cross-article event linking on ECB+",
		long: `Read the ECB+ CAT XML documents under DIR (DIR/<topic>/*.xml, or DIR/ECB+/…;
ECBplus_coreference_sentences.csv beside them), rebuild each document's text
from its tokens (one paragraph per sentence; the URL that ecbplus documents
carry as sentence 0 is kept out), run the real analysis on it without a
publication date, and feed the documents to the online story clusterer in a
seeded shuffle that interleaves topics. The clusterer is never told the
number of clusters.

Stories are scored against the sub-topics (T_Necb / T_Necbplus) and the
topics the stories are linked into against the topics, with BCubed and
pairwise precision, recall and F1. Then the gold event mentions of the
validated sentences, all documents pooled, singletons included, are linked
across articles within each predicted story, and the chains are scored with
MUC, B³, CEAF-e and their mean, the CoNLL F1 (as Barhom et al. 2019).

Two baselines are printed beside the scores: the same-lemma event linking,
and spherical k-means over TF-IDF vectors told the true number of
sub-topics or topics (best objective of 10 k-means++ starts).

--predictions DIR writes clusters.json and topics.json (lists of document
names) and events_response.conll / events_key.conll (one mention a line,
chain in the last column) for the reference coreference scorer.`,
		gold: []goldFlag{{name: "ecbplus", arg: "DIR", usage: "ECB+ directory (default: ../shared/gold/stories/ecbplus)", fallback: func() (string, bool) {
			shared, ok := eval.SharedDir()
			return filepath.Join(shared, "gold", "stories", "ecbplus"), ok
		}}},
		predictions: "write clusters.json and the event chains (CoNLL) to this directory",
		flags: func(f *pflag.FlagSet, in *evalInput) {
			f.Uint64Var(&in.seed, "seed", 1, "seed of the document order")
		},
		run: func(in *evalInput) (evalResult, error) {
			run, err := eval.EvalStories(in.gold, eval.StoriesEvalOptions{PredictionsDir: in.predictions, Seed: in.seed})
			if err != nil {
				return evalResult{}, err
			}
			m := run.Metrics
			return evalResult{json: m, table: func(w io.Writer) error {
				d := strconv.Itoa
				return table(w, [][]string{
					{"metric", "precision", "recall", "f1"},
					{"sub-topic bcubed", f3(m.SubtopicBCubedPrecision), f3(m.SubtopicBCubedRecall), f3(m.SubtopicBCubedF1)},
					{"sub-topic pairwise", f3(m.SubtopicPairwisePrecision), f3(m.SubtopicPairwiseRecall), f3(m.SubtopicPairwiseF1)},
					{"topic bcubed", f3(m.TopicBCubedPrecision), f3(m.TopicBCubedRecall), f3(m.TopicBCubedF1)},
					{"topic pairwise", f3(m.TopicPairwisePrecision), f3(m.TopicPairwiseRecall), f3(m.TopicPairwiseF1)},
					{"events muc", f3(m.MUCPrecision), f3(m.MUCRecall), f3(m.MUCF1)},
					{"events b3", f3(m.B3Precision), f3(m.B3Recall), f3(m.B3F1)},
					{"events ceaf-e", f3(m.CEAFePrecision), f3(m.CEAFeRecall), f3(m.CEAFeF1)},
					{"events conll", "", "", f3(m.CoNLLF1)},
					{"baseline: same-lemma events conll", "", "", f3(m.LemmaBaselineF1)},
					{"baseline: k-means told k, sub-topic bcubed", "", "", f3(m.KMeansSubtopicBCubedF1)},
					{"baseline: k-means told k, topic bcubed", "", "", f3(m.KMeansTopicBCubedF1)},
					{"documents", d(m.Documents), "", ""},
					{"stories", d(m.Clusters), "", ""},
					{"topics", d(m.Topics), "", ""},
					{"event mentions", d(m.EventMentions), "", ""},
				})
			}}, nil
		},
	},
	{
		name:  "stream",
		short: "Score story clustering on a labelled news stream (JSON Lines articles, gold clusters)",
		long: `Ingest the JSON Lines articles of FILE (id, url, title, published, source,
text) in date order into a throwaway database exactly as "storyline ingest"
does, then score the stories against the gold clusters (--gold, lines of
id<TAB>cluster) over every gold id: an exact duplicate takes the story of the
article it repeats; an input that stores nothing is a story of its own.
Prints BCubed, pairwise and CEAF-e scores and the numbers of articles, gold
and predicted clusters, beside the yardstick of news-stream clustering: a
single-pass TF-IDF clusterer over the title and first 200 words joining the
nearest centroid of the last 3 days at cosine >= 0.20, run on the same stored
articles and scored the same way. The scores over the stored articles alone
(exact duplicates and inputs that stored nothing left out) are printed too.

--predictions FILE writes id<TAB>story for each gold id.`,
		gold:        []goldFlag{{name: "gold", arg: "FILE", usage: "gold clusters: id<TAB>cluster lines"}},
		predictions: "write id<TAB>story for each gold id to this file",
		flags: func(f *pflag.FlagSet, in *evalInput) {
			f.StringVar(&in.articles, "articles", "", "JSON Lines articles (id, url, title, published, source, text)")
		},
		run: func(in *evalInput) (evalResult, error) {
			if in.articles == "" {
				return evalResult{}, fmt.Errorf("--articles FILE is required")
			}
			run, err := eval.EvalStream(context.Background(), in.articles, in.gold)
			if err != nil {
				return evalResult{}, err
			}
			predict := run.WritePredictions
			m := run.Metrics
			return evalResult{predictions: predict, json: m, table: func(w io.Writer) error {
				d := strconv.Itoa
				return table(w, [][]string{
					{"metric", "storyline", "baseline"},
					{"bcubed precision", f3(m.BCubedPrecision), f3(m.BaselineBCubedPrecision)},
					{"bcubed recall", f3(m.BCubedRecall), f3(m.BaselineBCubedRecall)},
					{"bcubed f1", f3(m.BCubedF1), f3(m.BaselineBCubedF1)},
					{"pairwise precision", f3(m.PairwisePrecision), f3(m.BaselinePairwisePrecision)},
					{"pairwise recall", f3(m.PairwiseRecall), f3(m.BaselinePairwiseRecall)},
					{"pairwise f1", f3(m.PairwiseF1), f3(m.BaselinePairwiseF1)},
					{"ceaf-e f1", f3(m.CEAFeF1), f3(m.BaselineCEAFeF1)},
					{"stored articles only: bcubed f1", f3(m.StoredBCubedF1), f3(m.StoredBaselineBCubedF1)},
					{"stored articles only: bcubed precision", f3(m.StoredBCubedPrecision), ""},
					{"stored articles only: pairwise f1", f3(m.StoredPairwiseF1), f3(m.StoredBaselinePairwiseF1)},
					{"stored articles only: ceaf-e f1", f3(m.StoredCEAFeF1), ""},
					{"predicted clusters", d(m.Predicted), d(m.BaselinePredicted)},
					{"gold clusters", d(m.GoldClusters), ""},
					{"articles", d(m.Articles), ""},
					{"stored", d(m.Stored), ""},
					{"exact duplicates", d(m.Duplicates), ""},
					{"stored nothing", d(m.NotStored), ""},
				})
			}}, nil
		},
	},
	{
		name:  "incidents",
		short: "Score the main event of each story on event-level gold of a news stream",
		long: `Ingest the stream (--articles, JSON Lines with an "id" per article) as
"storyline ingest" does, into a private in-memory database with stories,
then for each gold incident (--incidents TSV: incident_id, date,
city_or_county, n_killed, n_injured, victim_names, suspect_names) take the
main event of the story holding most of its articles (--gold TSV: article
id, incident; no story: every field wrong) and score its date (exact), town
(the event's town equals city_or_county with any parenthesized part and a
trailing "County" dropped, case and accents folded), killed and injured
(exact), and people (victims and suspects found among the event's actors
or the story's people). killed_stated is the share of incidents whose
articles state the number killed: the ceiling for a reader of the text.
headline_killed_accuracy is, of the incidents with dead, the share whose
story's headline figure (the story list's line) counts their dead.

--predictions writes one TSV row per incident: the story, the predicted
fields, the story's headline figure and whether each is right.`,
		gold:        []goldFlag{{name: "incidents", arg: "FILE", usage: "incidents TSV (e.g. ../shared/gold/events/gva_incidents_dev/incidents.tsv)"}},
		predictions: "write one TSV row per incident to this file",
		flags: func(f *pflag.FlagSet, in *evalInput) {
			f.StringVar(&in.articles, "articles", "", "the stream: JSON Lines with an id per article (required)")
			f.StringVar(&in.labels, "gold", "", "article id → incident TSV (required)")
		},
		run: func(in *evalInput) (evalResult, error) {
			if in.articles == "" || in.labels == "" {
				return evalResult{}, fmt.Errorf("--articles FILE and --gold FILE are required")
			}
			run, err := eval.EvalIncidents(context.Background(), in.articles, in.labels, in.gold)
			if err != nil {
				return evalResult{}, err
			}
			predict := func(w io.Writer) error { return eval.WriteIncidentPredictions(w, run.Predictions) }
			m := run.Metrics
			return evalResult{predictions: predict, json: m, table: func(w io.Writer) error {
				d := strconv.Itoa
				return table(w, [][]string{
					{"metric", "value"},
					{"date accuracy", f3(m.DateAccuracy)},
					{"town accuracy", f3(m.TownAccuracy)},
					{"killed accuracy", f3(m.KilledAccuracy)},
					{"injured accuracy", f3(m.InjuredAccuracy)},
					{"people recall", f3(m.PeopleRecall)},
					{"killed total predicted", d(m.KilledTotalPredicted)},
					{"killed total gold", d(m.KilledTotalGold)},
					{"killed stated", f3(m.KilledStated)},
					{"headline figure = killed", f3(m.HeadlineKilledAccuracy)},
					{"incidents", d(m.Incidents)},
					{"scored", d(m.Scored)},
				})
			}}, nil
		},
	},
	{
		name:  "numbers",
		short: "Score number and date normalization on Microsoft Recognizers-Text spec cases",
		long: `Read the English spec cases of Microsoft Recognizers-Text under DIR
(Number/English/NumberModel.json, DateTime/English/DateTimeModel.json) and
report the share of cases whose values we reproduce: numbers with the figure
scanner (every expected value and no other), dates, date ranges and
durations with the time-expression extractor against each case's reference
date. Case kinds we do not cover are skipped and counted (see
docs/figures.md). --errors FILE lists the covered cases we get wrong.`,
		gold:   []goldFlag{{name: "recognizers", arg: "DIR", usage: "Recognizers-Text spec directory (holding Number/ and DateTime/)"}},
		errors: "write the wrong cases, one per line, to this file",
		run: func(in *evalInput) (evalResult, error) {
			m, err := eval.EvalNumbers(in.gold, eval.NumbersEvalOptions{Errors: in.errors})
			if err != nil {
				return evalResult{}, err
			}
			return evalResult{json: m, table: func(w io.Writer) error {
				d := strconv.Itoa
				return table(w, [][]string{
					{"kind", "accuracy", "cases", "correct", "skipped"},
					{"number", f3(m.NumberAccuracy), d(m.NumberCases), d(m.NumberCorrect), d(m.NumberSkipped)},
					{"date", f3(m.DateAccuracy), d(m.DateCases), d(m.DateCorrect), d(m.DateSkipped)},
				})
			}}, nil
		},
	},
	crossLangEval,
}

// evalACLED scores event coding on an ACLED export.
func evalACLED(in *evalInput) (evalResult, error) {
	run, err := eval.EvalEvents(in.gold)
	if err != nil {
		return evalResult{}, err
	}
	predict := func(w io.Writer) error { return eval.WriteEventPredictions(w, run.File, run.Predictions) }
	m := run.Metrics
	js := m
	if !in.confusion {
		js.EventTypeConfusion, js.SubEventTypeConfusion = nil, nil
	}
	return evalResult{predictions: predict, json: js, table: func(w io.Writer) error {
		if err := table(w, [][]string{
			{"metric", "value"},
			{"event_type micro f1", f3(m.EventTypeMicroF1)},
			{"event_type macro f1", f3(m.EventTypeMacroF1)},
			{"sub_event_type micro f1", f3(m.SubEventTypeMicroF1)},
			{"sub_event_type macro f1", f3(m.SubEventTypeMacroF1)},
			{"fatalities accuracy", f3(m.FatalitiesAccuracy)},
			{"fatalities accuracy (> 0)", f3(m.FatalitiesAccuracyNonzero)},
			{"admin1 match", f3(m.Admin1Match)},
			{"location match", f3(m.LocationMatch)},
			{"date match", f3(m.DateMatch)},
			{"rows", strconv.Itoa(m.Rows)},
		}); err != nil {
			return err
		}
		fmt.Fprintln(w)
		return table(w, eval.ConfusionRows(m.SubEventTypeConfusion))
	}}, nil
}

// evalCASE labels CASE 2021 task 2 snippets with sub-event types.
func evalCASE(in *evalInput) (evalResult, error) {
	m, _, _, err := eval.EvalCASE(in.gold)
	if err != nil {
		return evalResult{}, err
	}
	js := m
	if !in.confusion {
		js.Confusion = nil
	}
	return evalResult{json: js, table: func(w io.Writer) error {
		if err := table(w, [][]string{
			{"metric", "value"},
			{"weighted f1", f3(m.WeightedF1)},
			{"micro f1", f3(m.MicroF1)},
			{"macro f1", f3(m.MacroF1)},
			{"rows", strconv.Itoa(m.Rows)},
		}); err != nil {
			return err
		}
		if in.confusion {
			fmt.Fprintln(w)
			return table(w, eval.ConfusionRows(m.Confusion))
		}
		return nil
	}}, nil
}

// readNERModel loads a named-entity model file.
func readNERModel(path string) (*names.Model, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return names.Load(f)
}
