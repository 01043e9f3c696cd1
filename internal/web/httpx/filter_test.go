package httpx

import (
	"net/url"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

func TestParseFilter(t *testing.T) {
	day := func(s string) time.Time { d, _ := time.Parse("2006-01-02", s); return d }
	for _, tc := range []struct {
		query string
		want  storyline.ArticleQuery
		bad   bool
	}{
		{"", storyline.ArticleQuery{}, false},
		{"since=2017-01-02&until=2017-02-01", storyline.ArticleQuery{Since: day("2017-01-02"), Until: day("2017-02-01")}, false},
		{"outlet=+reuters+&lang=en", storyline.ArticleQuery{Outlet: "reuters", Language: "en"}, false},
		{"country=sy", storyline.ArticleQuery{Place: "SY"}, false},
		{"country=Syria", storyline.ArticleQuery{Place: "SY"}, false},
		{"place=Syria", storyline.ArticleQuery{Place: "SY"}, false},
		{"place=aleppo", storyline.ArticleQuery{Place: "Aleppo"}, false},
		{"place=%C3%AEle-de-france", storyline.ArticleQuery{Place: "Île-de-France"}, false},
		{"place=Nowhere+Town", storyline.ArticleQuery{Place: "Nowhere Town"}, false},
		{"type=air/drone+strike", storyline.ArticleQuery{EventType: storyline.SubAirStrike}, false},
		{"type=battles&min_sources=2", storyline.ArticleQuery{EventType: storyline.EventBattles, MinSources: 2}, false},
		{"since=yesterday", storyline.ArticleQuery{}, true},
		{"country=Atlantis", storyline.ArticleQuery{}, true},
		{"country=SY&place=Aleppo", storyline.ArticleQuery{}, true},
		{"type=skirmish", storyline.ArticleQuery{}, true},
		{"min_sources=0", storyline.ArticleQuery{}, true},
	} {
		v, _ := url.ParseQuery(tc.query)
		var q storyline.ArticleQuery
		err := ParseFilter(v, &q)
		if tc.bad {
			if _, ok := err.(*BadRequest); !ok {
				t.Errorf("%q: err %v, want a BadRequest", tc.query, err)
			}
			continue
		}
		if err != nil || q != tc.want {
			t.Errorf("%q: %+v, %v; want %+v", tc.query, q, err, tc.want)
		}
	}
}

func TestFilterQuery(t *testing.T) {
	v, _ := url.ParseQuery("q=x&outlet=Reuters&type=&before=9&min_sources=2")
	if got := FilterQuery(v).Encode(); got != "min_sources=2&outlet=Reuters" {
		t.Errorf("FilterQuery: %s", got)
	}
}

func TestOnlyRefusesUnknown(t *testing.T) {
	v, _ := url.ParseQuery("story=1&bogus=2")
	if err := Only(v, "story"); err == nil {
		t.Error("bogus accepted")
	}
	if err := Only(url.Values{"story": {"1"}}, "story"); err != nil {
		t.Error(err)
	}
}
