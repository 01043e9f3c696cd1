package storyview

import (
	"fmt"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestSourcesByLanguage lists a story's sources by language, the language
// of most articles first, then by outlet: an outlet that reports in two
// languages is listed under each.
func TestSourcesByLanguage(t *testing.T) {
	var arts []*storyline.Article
	for i, a := range []struct{ outlet, language string }{
		{"Wire", "en"}, {"El Diario", "es"}, {"Wire", "en"}, {"La Opinión", "es"},
		{"La Opinión", "es"}, {"Wire", "es"},
	} {
		arts = append(arts, &storyline.Article{ID: int64(i + 1), Outlet: a.outlet, Language: a.language})
	}
	var got []string
	for _, o := range sources(arts) {
		got = append(got, fmt.Sprintf("%s %s %d", o.Language, o.Outlet, len(o.Articles)))
	}
	want := []string{"es La Opinión 2", "es El Diario 1", "es Wire 1", "en Wire 2"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sources %q, want %q", got, want)
	}
}
