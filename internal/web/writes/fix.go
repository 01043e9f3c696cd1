package writes

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/fix"
)

// FixRequest is one correction, as the confirmation form and the API
// give it.
type FixRequest struct {
	Op      string `json:"op"`      // reject, figure, event, move, merge, delete
	Article int64  `json:"article"` // the article (reject, figure, event, move, delete)
	// Kind, Start and End name the item (reject, figure, event); Index may
	// name it instead (API only), as storyline show labels it.
	Kind  storyline.ItemKind `json:"kind,omitempty"`
	Start int                `json:"start,omitempty"`
	End   int                `json:"end,omitempty"`
	Index *int               `json:"index,omitempty"`
	// Story is the story (merge: the one kept; move: the destination, 0
	// for a new one); Other the story merged into it.
	Story int64 `json:"story,omitempty"`
	Other int64 `json:"other,omitempty"`
	// Edit holds a figure's or an event's new fields; the form gives the
	// common ones as Value and Place.
	Edit *storyline.Edit `json:"edit,omitempty"`
	// Name and Place pin a place resolution (op "pin").
	Name  string `json:"name,omitempty"`
	Place string `json:"place,omitempty"`
	Who   string `json:"who,omitempty"`
	Why   string `json:"why,omitempty"`
}

// Fix makes the correction and tells the stories it touched (their feeds,
// the webhook). The story assigner, when there is one, applies story
// corrections at once. The client hanging up does not stop the telling.
func (w *Writer) Fix(reqCtx context.Context, q FixRequest) ([]fix.Result, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return nil, errors.New("the server is shutting down")
	}
	ctx := context.WithoutCancel(reqCtx)
	stories := []int64{q.Story, q.Other}
	if q.Article > 0 {
		if sid, err := w.Store.StoryOf(ctx, q.Article); err == nil {
			stories = append(stories, sid)
		}
	}
	res, err := w.fixLocked(reqCtx, q)
	if err != nil || len(res) == 0 {
		return res, err
	}
	if q.Article > 0 {
		if sid, err := w.Store.StoryOf(ctx, q.Article); err == nil {
			stories = append(stories, sid)
		}
	}
	c := res[0].Correction
	if _, err := alerts.Corrected(ctx, w.Store, stories, "Corrected by "+c.Who+": "+fix.Describe(c), q.Article, w.Notifier); err != nil {
		w.Log.Printf("alerts: %v", err)
	}
	return res, nil
}

func (w *Writer) fixLocked(ctx context.Context, q FixRequest) ([]fix.Result, error) {
	f := &fix.Fixer{Store: w.Store, Stories: w.Stories}
	who := strings.TrimSpace(q.Who)
	if who == "" {
		who = "dashboard"
	}
	one := func(res *fix.Result, err error) ([]fix.Result, error) {
		if err != nil {
			return nil, err
		}
		return []fix.Result{*res}, nil
	}
	item := func() (int, error) {
		if q.Index != nil {
			return *q.Index, nil
		}
		a, err := w.Store.Article(ctx, q.Article)
		if err != nil {
			return 0, err
		}
		i := fix.IndexAt(a, q.Kind, storyline.Span{Start: q.Start, End: q.End})
		if i < 0 {
			return 0, fmt.Errorf("%w: article %d has no %s at %d–%d", fix.ErrInvalid, q.Article, q.Kind, q.Start, q.End)
		}
		return i, nil
	}
	edit := storyline.Edit{}
	if q.Edit != nil {
		edit = *q.Edit
	}
	switch q.Op {
	case "reject":
		i, err := item()
		if err != nil {
			return nil, err
		}
		return one(f.Reject(ctx, who, q.Why, q.Article, q.Kind, i))
	case "figure":
		q.Kind = storyline.ItemFigure
		i, err := item()
		if err != nil {
			return nil, err
		}
		return one(f.EditFigure(ctx, who, q.Why, q.Article, i, edit))
	case "event":
		q.Kind = storyline.ItemEvent
		i, err := item()
		if err != nil {
			return nil, err
		}
		if q.Place != "" && edit.Location == nil {
			p := q.Place
			edit.Location = &p
		}
		return one(f.EditEvent(ctx, who, q.Why, q.Article, i, edit))
	case "pin":
		return one(f.PinPlace(ctx, who, q.Why, q.Name, q.Place))
	case "move":
		return one(f.MoveArticle(ctx, who, q.Why, q.Article, q.Story))
	case "merge":
		return one(f.MergeStories(ctx, who, q.Why, q.Story, q.Other))
	case "delete":
		return f.Delete(ctx, who, q.Why, q.Article)
	}
	return nil, fmt.Errorf("%w: unknown op %q (reject, figure, event, pin, move, merge, delete)", fix.ErrInvalid, q.Op)
}
