package pipeline

import (
	"context"

	"github.com/storyline-news/storyline"
)

// Reanalyze re-runs the extractors over every stored article whose analyzer
// version is not the current one (every article when all is set), storing
// each new analysis in its own transaction. It returns how many articles it
// updated. progress, when set, is called after each article.
//
// The clean text, spans and publication date stay as stored: reanalysis
// never moves the offsets that analyses and corrections point at.
func Reanalyze(ctx context.Context, st storyline.ArticleStore, all bool, progress func(id int64)) (int, error) {
	version := Version
	if all {
		version = "\x00never" // no stored article has this version
	}
	n := 0
	var after int64
	for {
		ids, err := st.StaleArticles(ctx, version, after, 200)
		if err != nil {
			return n, err
		}
		if len(ids) == 0 {
			return n, nil
		}
		for _, id := range ids {
			a, err := st.Article(ctx, id)
			if err != nil {
				return n, err
			}
			if err := st.SetAnalysis(ctx, id, Version, Analyze(a)); err != nil {
				return n, err
			}
			n++
			if progress != nil {
				progress(id)
			}
		}
		after = ids[len(ids)-1]
	}
}
