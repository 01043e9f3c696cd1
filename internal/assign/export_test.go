package assign

import (
	"context"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/stories"
)

// SaveEmptyState saves a new clusterer's state as seen up to no article:
// a state older than any assignment, as a crash before the save leaves it.
func SaveEmptyState(ctx context.Context, st storyline.Store) error {
	return (&Assigner{st: st, c: stories.New(stories.DefaultOptions())}).Save(ctx)
}

// LastSeen returns the last article sa's clusterer has seen.
func LastSeen(sa *Assigner) int64 { return sa.last }

// PlacementOf is the placement of an assignment whose article tied the
// stories of bridges to its own.
func PlacementOf(as storyline.StoryAssignment, bridges ...stories.Bridge) Placement {
	return Placement{as: as, bridged: bridges}
}

// NewRecorder returns an assigner of st with a clusterer that records
// placements, for Record.
func NewRecorder(st storyline.Store) *Assigner {
	return &Assigner{st: st, c: stories.New(stories.DefaultOptions())}
}
