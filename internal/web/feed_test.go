package web

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
)

// parsedFeed is what a reader takes from an Atom feed.
type parsedFeed struct {
	XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
	ID      string   `xml:"id"`
	Title   string   `xml:"title"`
	Updated string   `xml:"updated"`
	Author  string   `xml:"author>name"`
	Links   []struct {
		Rel  string `xml:"rel,attr"`
		Href string `xml:"href,attr"`
	} `xml:"link"`
	Entries []struct {
		ID      string `xml:"id"`
		Title   string `xml:"title"`
		Updated string `xml:"updated"`
		Link    struct {
			Href string `xml:"href,attr"`
		} `xml:"link"`
		Category struct {
			Term string `xml:"term,attr"`
		} `xml:"category"`
		Content struct {
			Type string `xml:"type,attr"`
			Text string `xml:",chardata"`
		} `xml:"content"`
	} `xml:"entry"`
}

func getFeed(t *testing.T, srv *httptest.Server, story int64) (parsedFeed, string) {
	t.Helper()
	path := fmt.Sprintf("/stories/%d/feed.atom", story)
	resp, body := get(t, srv, path)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/atom+xml; charset=utf-8" {
		t.Fatalf("GET %s: %d %s", path, resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	var f parsedFeed
	if err := xml.Unmarshal(body, &f); err != nil {
		t.Fatalf("GET %s: not Atom: %v\n%s", path, err, body)
	}
	return f, string(body)
}

// hookRecorder is a webhook receiver.
type hookRecorder struct {
	mu      sync.Mutex
	changes []storyline.StoryChange
}

func (h *hookRecorder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Changes []storyline.StoryChange `json:"changes"`
	}
	b, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(b, &body); err != nil {
		w.WriteHeader(400)
		return
	}
	h.mu.Lock()
	h.changes = append(h.changes, body.Changes...)
	h.mu.Unlock()
}

func TestStoryFeed(t *testing.T) {
	ctx := context.Background()
	hook := &hookRecorder{}
	hs := httptest.NewServer(hook)
	defer hs.Close()
	srv, st := writeServer(t, Options{Token: "tok", Notifier: &alerts.Webhook{URL: hs.URL, Backoff: time.Millisecond}})

	// The two seeds, one story, checked for the first time.
	list, err := st.Stories(ctx, storyline.StoryQuery{})
	if err != nil || len(list) != 1 {
		t.Fatalf("%v %v", err, list)
	}
	seeds := list[0]
	if f, _ := getFeed(t, srv, seeds.ID); len(f.Entries) != 0 || f.Title != seeds.Title {
		t.Fatalf("a story never checked: %+v", f)
	}
	changes, err := alerts.Check(ctx, st, []int64{seeds.ID})
	if err != nil {
		t.Fatal(err)
	}
	f, _ := getFeed(t, srv, seeds.ID)
	if len(f.Entries) != len(changes) || len(changes) < 3 {
		t.Fatalf("%d entries for %d changes", len(f.Entries), len(changes))
	}
	if f.ID != fmt.Sprintf("tag:storyline-news.github.io,2026:story/%d", seeds.ID) || f.Author != "storyline" || len(f.Links) != 2 ||
		f.Links[1].Rel != "alternate" || f.Links[1].Href != fmt.Sprintf("/stories/%d", seeds.ID) {
		t.Errorf("feed head: %+v", f)
	}
	if _, err := time.Parse(time.RFC3339, f.Updated); err != nil {
		t.Errorf("updated: %v", err)
	}
	sources := 0
	for i, e := range f.Entries {
		c := changes[len(changes)-1-i] // newest first
		if e.Title != c.Summary || e.Category.Term != c.Kind || e.Content.Type != "text" || !strings.HasPrefix(e.Content.Text, c.Summary) ||
			e.ID != fmt.Sprintf("tag:storyline-news.github.io,2026:story/%d/change/%d", seeds.ID, c.ID) {
			t.Errorf("entry %d: %+v for %+v", i, e, c)
		}
		if _, err := time.Parse(time.RFC3339, e.Updated); err != nil {
			t.Errorf("entry %d updated: %v", i, err)
		}
		if c.Kind == storyline.ChangeNewSource {
			sources++
			if e.Link.Href != fmt.Sprintf("/articles/%d", c.Article) || !strings.Contains(e.Content.Text, "\noutlet: Fox News") {
				t.Errorf("source entry: %+v", e)
			}
		}
	}
	if sources != 2 {
		t.Errorf("%d new sources, want the 2 seeds", sources)
	}

	// A write: the server checks the story it touched and posts the change.
	evil := `<script>alert("feed")</script>]]><x a="&amp;">`
	b, _ := json.Marshal(map[string]string{"title": evil, "source": "Kenya <b>Daily</b>", "text": unrelated[2]["text"]})
	code, m := post(t, srv, "/api/articles", "tok", "application/json", b)
	if code != 201 {
		t.Fatalf("post: %d %v", code, m)
	}
	id := int64(m["id"].(float64))
	sid, err := st.StoryOf(ctx, id)
	if err != nil || sid == seeds.ID {
		t.Fatalf("story %d: %v", sid, err)
	}
	f, raw := getFeed(t, srv, sid)
	want := "New source: Kenya <b>Daily</b> — " + evil
	if len(f.Entries) == 0 || f.Entries[len(f.Entries)-1].Title != want || f.Entries[len(f.Entries)-1].Link.Href != fmt.Sprintf("/articles/%d", id) {
		t.Fatalf("the new story's feed: %+v", f.Entries)
	}
	if strings.Contains(raw, "<script>") || strings.Contains(raw, "<b>") || !strings.Contains(raw, "&lt;script&gt;alert(&#34;feed&#34;)&lt;/script&gt;") {
		t.Errorf("article text is not escaped in the feed:\n%s", raw)
	}
	hook.mu.Lock()
	got := hook.changes
	hook.mu.Unlock()
	if len(got) != len(f.Entries) || got[0].Story != sid || got[0].Kind != storyline.ChangeNewSource || got[0].Summary != want {
		t.Errorf("webhook got %+v", got)
	}

	for path, code := range map[string]int{"/stories/999/feed.atom": 404, "/stories/x/feed.atom": 400} {
		if resp, _ := get(t, srv, path); resp.StatusCode != code {
			t.Errorf("%s: %d, want %d", path, resp.StatusCode, code)
		}
	}
}
