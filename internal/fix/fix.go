package fix

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// Fixer makes corrections: it checks them, logs them with who, when and
// why, and carries story corrections into the story assigner.
type Fixer struct {
	// Store is where articles and the log live (wrapped or not).
	Store storyline.Store
	// Stories is the story assigner to apply story corrections with, when
	// the caller holds one (a server that ingests); the caller serializes
	// its use. When nil, the Fixer opens one for each story correction; if
	// another process holds the stories lock, the correction stays pending
	// until that process applies it (it does on its next catch-up or when
	// it closes).
	Stories *assign.Assigner
}

// Result is a correction made.
type Result struct {
	Correction storyline.Correction `json:"correction"`
	// Pending is set when a story correction is logged but waits for the
	// process that holds the stories lock to apply it.
	Pending bool `json:"pending,omitempty"`
}

// ErrInvalid wraps the errors of corrections that cannot be made as asked.
var ErrInvalid = errors.New("invalid correction")

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(format, args...))
}

// Who names the author of a correction: the --who flag, $STORYLINE_USER,
// $USER, or "analyst".
func Who(flag string) string {
	for _, s := range []string{flag, envUser()} {
		if s = strings.TrimSpace(s); s != "" {
			return s
		}
	}
	return "analyst"
}

func check(who string) error {
	if strings.TrimSpace(who) == "" {
		return invalid("no author (who)")
	}
	if len(who) > 200 {
		return invalid("author name longer than 200 bytes")
	}
	return nil
}

// article reads an article corrected, as the analyst sees it.
func (f *Fixer) article(ctx context.Context, id int64) (*storyline.Article, error) {
	return Wrap(f.Store).Article(ctx, id)
}

// item resolves item index i of a kind in an article as the analyst sees
// it (corrections applied).
func (f *Fixer) item(ctx context.Context, article int64, kind storyline.ItemKind, i int) (storyline.ItemRef, *storyline.Article, error) {
	a, err := f.article(ctx, article)
	if err != nil {
		return storyline.ItemRef{}, nil, err
	}
	ref, ok := Ref(a, kind, i)
	if !ok {
		return storyline.ItemRef{}, nil, invalid("article %d has no %s %d (it has %d)", article, kind, i, count(&a.Analysis, kind))
	}
	return ref, a, nil
}

func (f *Fixer) log(ctx context.Context, c *storyline.Correction) (*Result, error) {
	if err := check(c.Who); err != nil {
		return nil, err
	}
	if len(c.Why) > 4000 {
		return nil, invalid("reason longer than 4000 bytes")
	}
	if err := f.Store.AddCorrection(ctx, c); err != nil {
		return nil, err
	}
	return &Result{Correction: *c}, nil
}

// Reject removes item i (as listed, corrections applied) of a kind from an
// article.
func (f *Fixer) Reject(ctx context.Context, who, why string, article int64, kind storyline.ItemKind, i int) (*Result, error) {
	ref, _, err := f.item(ctx, article, kind, i)
	if err != nil {
		return nil, err
	}
	return f.log(ctx, &storyline.Correction{Who: who, Why: why, Kind: storyline.FixReject, Article: article, Item: &ref})
}

// EditFigure sets fields of figure i of an article.
func (f *Fixer) EditFigure(ctx context.Context, who, why string, article int64, i int, e storyline.Edit) (*Result, error) {
	ref, a, err := f.item(ctx, article, storyline.ItemFigure, i)
	if err != nil {
		return nil, err
	}
	if e.EventType != nil || e.SubEventType != nil || e.Actor1 != nil || e.Actor2 != nil || e.Location != nil || e.Place != nil || e.Date != nil || e.Fatalities != nil {
		return nil, invalid("a figure edit sets value, low, high, counted or source")
	}
	if e.Best == nil && e.Low == nil && e.High == nil && e.Counted == nil && e.Source == nil {
		return nil, invalid("nothing to change")
	}
	fig := a.Analysis.Figures[i]
	editFigure(&fig, &e)
	for _, v := range []float64{fig.Low, fig.Best, fig.High} {
		if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
			return nil, invalid("figure values must be finite and not negative")
		}
	}
	if fig.Low > fig.Best || fig.Best > fig.High && !fig.HighOpen {
		return nil, invalid("low %g, best %g, high %g are out of order", fig.Low, fig.Best, fig.High)
	}
	if err := checkText(e.Counted, "counted thing"); err != nil {
		return nil, err
	}
	if err := checkText(e.Source, "source"); err != nil {
		return nil, err
	}
	return f.log(ctx, &storyline.Correction{Who: who, Why: why, Kind: storyline.FixEditFigure, Article: article, Item: &ref, Edit: &e})
}

func checkText(s *string, what string) error {
	if s == nil {
		return nil
	}
	if strings.TrimSpace(*s) == "" && what == "counted thing" {
		return invalid("empty %s", what)
	}
	if len(*s) > 500 {
		return invalid("%s longer than 500 bytes", what)
	}
	return nil
}

// EditEvent sets fields of event i of an article. A place given as text
// ("Ureña, Táchira") is resolved in the gazetteer (see ResolvePlace).
func (f *Fixer) EditEvent(ctx context.Context, who, why string, article int64, i int, e storyline.Edit) (*Result, error) {
	ref, _, err := f.item(ctx, article, storyline.ItemEvent, i)
	if err != nil {
		return nil, err
	}
	if e.Best != nil || e.Low != nil || e.High != nil || e.Counted != nil || e.Source != nil {
		return nil, invalid("an event edit sets type, sub-type, actors, place, date or fatalities")
	}
	if e.EventType == nil && e.SubEventType == nil && e.Actor1 == nil && e.Actor2 == nil && e.Location == nil && e.Place == nil && e.Date == nil && e.Fatalities == nil {
		return nil, invalid("nothing to change")
	}
	if e.EventType != nil && !slices.Contains(EventTypes, *e.EventType) {
		return nil, invalid("unknown event type %q (one of: %s)", *e.EventType, strings.Join(EventTypes, "; "))
	}
	if e.Fatalities != nil && *e.Fatalities < 0 {
		return nil, invalid("negative fatalities")
	}
	for _, s := range []*string{e.SubEventType, e.Actor1, e.Actor2} {
		if err := checkText(s, "field"); err != nil {
			return nil, err
		}
	}
	if e.Location != nil && e.Place == nil {
		p, err := ResolvePlace(*e.Location)
		if err != nil {
			return nil, err
		}
		e.Place = &p
		name := p.Name
		e.Location = &name
	}
	return f.log(ctx, &storyline.Correction{Who: who, Why: why, Kind: storyline.FixEditEvent, Article: article, Item: &ref, Edit: &e})
}

// PinPlace makes a place name resolve to the place query names in every
// article: "Urena" → "Ureña, Táchira".
func (f *Fixer) PinPlace(ctx context.Context, who, why, name, query string) (*Result, error) {
	if strings.TrimSpace(name) == "" || text.Fold(name) == "" {
		return nil, invalid("no place name to pin")
	}
	p, err := ResolvePlace(query)
	if err != nil {
		return nil, err
	}
	return f.log(ctx, &storyline.Correction{Who: who, Why: why, Kind: storyline.FixPinPlace, Name: strings.TrimSpace(name), Place: &p})
}

// ResolvePlace finds a place in the gazetteer from "Name", "Name, Admin1",
// "Name, Country" or "Name, Admin1, Country" (country as a name or ISO
// code): the best-ranked place that fits.
func ResolvePlace(query string) (storyline.Place, error) {
	parts := strings.Split(query, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	if parts[0] == "" {
		return storyline.Place{}, invalid("no place named")
	}
	g := places.Default()
	for _, p := range g.Lookup(parts[0]) {
		if fits(g, p, parts[1:]) {
			return p, nil
		}
	}
	return storyline.Place{}, invalid("no place %q in the gazetteer", query)
}

func fits(g *places.Gazetteer, p storyline.Place, quals []string) bool {
	for _, q := range quals {
		if q == "" {
			continue
		}
		k := text.Fold(q)
		if a := text.Fold(p.Admin1); a == k || strings.HasPrefix(a, k+" ") || strings.EqualFold(p.Country, q) {
			continue
		}
		if cc, ok := g.Country(q); ok && cc == p.Country {
			continue
		}
		return false
	}
	return true
}

// MergeStories puts story from into story into.
func (f *Fixer) MergeStories(ctx context.Context, who, why string, into, from int64) (*Result, error) {
	if into == from {
		return nil, invalid("a story cannot be merged with itself")
	}
	a, err := f.anchor(ctx, into)
	if err != nil {
		return nil, err
	}
	b, err := f.anchor(ctx, from)
	if err != nil {
		return nil, err
	}
	res, err := f.log(ctx, &storyline.Correction{Who: who, Why: why, Kind: storyline.FixMergeStories, Article: a, Target: b, Story: into, TargetStory: from})
	if err != nil {
		return nil, err
	}
	return f.applyStories(ctx, res)
}

// anchor returns an article of a story: its first.
func (f *Fixer) anchor(ctx context.Context, story int64) (int64, error) {
	as, err := f.Store.StoryArticles(ctx, story)
	if err != nil {
		return 0, err
	}
	if len(as) == 0 {
		return 0, fmt.Errorf("story %d: %w", story, storyline.ErrNotFound)
	}
	return as[0].ID, nil
}

// MoveArticle moves an article into another story, or into a new story of
// its own when to is 0.
func (f *Fixer) MoveArticle(ctx context.Context, who, why string, article, to int64) (*Result, error) {
	cur, err := f.Store.StoryOf(ctx, article)
	if err != nil {
		return nil, fmt.Errorf("article %d is in no story: %w", article, err)
	}
	c := &storyline.Correction{Who: who, Why: why, Kind: storyline.FixMoveArticle, Article: article, Story: cur, TargetStory: to}
	if to != 0 {
		if to == cur {
			return nil, invalid("article %d is in story %d already", article, to)
		}
		if c.Target, err = f.anchor(ctx, to); err != nil {
			return nil, err
		}
	}
	res, err := f.log(ctx, c)
	if err != nil {
		return nil, err
	}
	return f.applyStories(ctx, res)
}

// applyStories applies the logged story corrections through the assigner.
func (f *Fixer) applyStories(ctx context.Context, res *Result) (*Result, error) {
	if f.Stories != nil {
		if !f.Stories.Leader() {
			res.Pending = true
			return res, nil
		}
		_, err := f.Stories.ApplyFixes(ctx)
		return res, err
	}
	sa, err := assign.Open(ctx, f.Store)
	if err != nil {
		return res, err
	}
	if !sa.Leader() {
		res.Pending = true
		return res, nil
	}
	return res, sa.Close(ctx)
}

// Delete removes articles and everything of them (see
// storyline.Store.DeleteArticle); their stories are recomputed. The log
// keeps only each article's ID with who, when and why. An unknown ID is an
// error naming it; the others are still deleted.
func (f *Fixer) Delete(ctx context.Context, who, why string, ids ...int64) ([]Result, error) {
	if err := check(who); err != nil {
		return nil, err
	}
	var out []Result
	var errs []error
	var deleted []storyline.Correction
	for _, id := range ids {
		if _, err := f.Store.Article(ctx, id); err != nil {
			errs = append(errs, fmt.Errorf("article %d: %w", id, err))
			continue
		}
		c := storyline.Correction{Who: who, Why: why, Kind: storyline.FixDeleteArticle, Article: id}
		if err := f.Store.AddCorrection(ctx, &c); err != nil {
			return out, err
		}
		deleted = append(deleted, c)
	}
	// The assigner forgets the articles while they can still be read (their
	// words leave the story centroids), then the store deletes them.
	pending := false
	if len(deleted) > 0 {
		r, err := f.applyStories(ctx, &Result{})
		if err != nil {
			return out, err
		}
		pending = r.Pending
	}
	for _, c := range deleted {
		if err := f.Store.DeleteArticle(ctx, c.Article); err != nil && !errors.Is(err, storyline.ErrNotFound) {
			errs = append(errs, fmt.Errorf("article %d: %w", c.Article, err))
			continue
		}
		out = append(out, Result{Correction: c, Pending: pending})
	}
	return out, errors.Join(errs...)
}

// Retain deletes the articles published (or, undated, ingested) more than
// age ago, and returns how many it deleted.
func (f *Fixer) Retain(ctx context.Context, who string, age time.Duration) (int, error) {
	if age <= 0 {
		return 0, invalid("retention age must be positive")
	}
	cutoff := time.Now().Add(-age)
	why := fmt.Sprintf("retention: older than %s", formatAge(age))
	n := 0
	for {
		ids, err := f.Store.ArticlesOlderThan(ctx, cutoff, 200)
		if err != nil {
			return n, err
		}
		if len(ids) == 0 {
			return n, nil
		}
		res, err := f.Delete(ctx, who, why, ids...)
		n += len(res)
		if err != nil {
			return n, err
		}
	}
}

func formatAge(d time.Duration) string {
	if d%(24*time.Hour) == 0 {
		return fmt.Sprintf("%d days", d/(24*time.Hour))
	}
	return d.String()
}

func envUser() string {
	if u := os.Getenv("STORYLINE_USER"); u != "" {
		return u
	}
	return os.Getenv("USER")
}
