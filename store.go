package storyline

import (
	"context"
	"errors"
	"time"
)

// ErrNotFound is returned by a Store when the asked-for item does not exist.
var ErrNotFound = errors.New("not found")

// ErrEmptyQuery is returned by Store.Search when the query holds nothing to
// search for: it is empty or only punctuation.
var ErrEmptyQuery = errors.New("empty search query: nothing to search for")

// Store is where articles and their analyses live. The SQLite implementation
// (internal/store/sqlite) is the embedded default; every implementation must
// pass the shared suite in internal/store/storetest.
//
// Its roles are separate interfaces so that code can ask for the one it
// needs: an export reads articles (ArticleStore), an alert reads stories
// and writes their changes (StoryStore, AuditLog).
type Store interface {
	ArticleStore
	EntityStore
	StoryStore
	EventStore
	AuditLog

	Close() error
}

// ArticleStore keeps articles: their text, raw input, analysis and
// near-duplicate signature.
type ArticleStore interface {
	// AddArticle stores a, its raw input bytes and its near-duplicate
	// signature in one transaction: afterwards the article is wholly there or
	// absent. When an article with the same ContentHash is already stored,
	// nothing is written and the result names the existing article.
	// On success a.ID is set.
	AddArticle(ctx context.Context, a *Article, raw []byte, sig Signature) (AddResult, error)
	// ImportArticle stores a as AddArticle does, but under a.ID, which must
	// be positive: copying a store keeps the IDs and the links between
	// articles. When an article with the same ContentHash is stored
	// already, nothing is written and the result names it, so a copy that
	// was interrupted resumes; when a.ID belongs to another article, it
	// fails and writes nothing. Later AddArticle calls get IDs above every
	// imported one.
	ImportArticle(ctx context.Context, a *Article, raw []byte, sig Signature) (AddResult, error)

	// Article returns the full article with the given ID, or ErrNotFound.
	Article(ctx context.Context, id int64) (*Article, error)
	// ArticleByRawHash returns the ID of an article built from input bytes
	// with this SHA-256 (hex), or ErrNotFound: re-reading an input already
	// stored is then a duplicate without analysing it again.
	ArticleByRawHash(ctx context.Context, hash string) (int64, error)
	// RawInput returns the raw input bytes the article was built from.
	RawInput(ctx context.Context, id int64) ([]byte, error)
	// Articles lists articles, newest first by ID, filtered by q.
	Articles(ctx context.Context, q ArticleQuery) ([]ArticleSummary, error)
	// Search finds articles whose title or text match the query, best match
	// first. Matching folds case and diacritics: "urena" finds "Ureña".
	// The query is user text, never query syntax; one with no words in it
	// yields ErrEmptyQuery.
	Search(ctx context.Context, query string, q ArticleQuery) ([]ArticleSummary, error)
	// CountArticles returns how many articles are stored.
	CountArticles(ctx context.Context) (int, error)
	// Outlets lists the outlets of the stored articles with their counts
	// of articles, most articles first: what the outlet filter offers.
	Outlets(ctx context.Context) ([]OutletCount, error)
	// ArticleIDs returns up to limit IDs of stored articles above afterID,
	// in ascending order: a cursor over the whole store, for copying it.
	ArticleIDs(ctx context.Context, afterID int64, limit int) ([]int64, error)

	// NearDuplicateCandidates returns stored articles that share at least a
	// quarter of sig's LSH bands (at least one band), with their signatures,
	// for the caller to compare: at most 50, those sharing most first.
	NearDuplicateCandidates(ctx context.Context, sig Signature) ([]Candidate, error)
	// Signature returns the near-duplicate signature stored with an
	// article, or ErrNotFound. Its Bands come as a set, in no particular
	// order; an article stored without a signature has an empty one.
	Signature(ctx context.Context, id int64) (Signature, error)

	// SetAnalysis replaces the stored analysis of an article and the
	// analyzer version that produced it, in one transaction.
	SetAnalysis(ctx context.Context, id int64, version string, an Analysis) error
	// StaleArticles returns up to limit IDs of articles, in ascending order
	// and above afterID, whose analyzer version differs from version.
	StaleArticles(ctx context.Context, version string, afterID int64, limit int) ([]int64, error)

	// DeleteArticle removes an article and everything stored of it: its
	// raw input, analysis, search entries, near-duplicate signature, entity
	// links (and entities no other article mentions), story membership
	// (its story's title is re-picked, an emptied story removed), the
	// corrections and story changes that point at it. Copies of it become
	// originals. It returns ErrNotFound for an unknown ID.
	DeleteArticle(ctx context.Context, id int64) error
	// ArticlesOlderThan lists up to limit IDs of articles, in ascending
	// order, published before t (or, when their publication time is
	// unknown, ingested before t): what a retention policy deletes.
	ArticlesOlderThan(ctx context.Context, t time.Time, limit int) ([]int64, error)
}

// EntityStore reads the entities the stored analyses name.
type EntityStore interface {
	// Entities lists the entities known across articles, most mentioned
	// first. Each stored analysis links its entities to these records, by
	// type and folded name or alias.
	Entities(ctx context.Context, q EntityQuery) ([]EntityRecord, error)
	// Entity returns one entity record, or ErrNotFound.
	Entity(ctx context.Context, id int64) (*EntityRecord, error)
	// EntityArticles lists the articles that mention an entity, newest first.
	EntityArticles(ctx context.Context, id int64, q ArticleQuery) ([]ArticleSummary, error)
}

// StoryStore keeps which story each article is in, and the story
// clusterer's state and lock.
type StoryStore interface {
	// AssignStory puts an article in a story, creating the story when it is
	// new and moving the article when it was in another one; a story left
	// empty is removed.
	AssignStory(ctx context.Context, as StoryAssignment) error
	// StoryOf returns the story an article is in, or ErrNotFound.
	StoryOf(ctx context.Context, articleID int64) (int64, error)
	// Stories lists stories in the query's order (see StorySort).
	Stories(ctx context.Context, q StoryQuery) ([]StorySummary, error)
	// Story returns one story's summary, or ErrNotFound.
	Story(ctx context.Context, id int64) (*StorySummary, error)
	// StoryArticles lists a story's articles in ID order.
	StoryArticles(ctx context.Context, id int64) ([]ArticleSummary, error)
	// SetHeadlineFigure keeps a story's headline figure in its row (nil:
	// none) for listings to read; a story that no longer exists is no
	// error.
	SetHeadlineFigure(ctx context.Context, id int64, f *HeadlineFigure) error
	// UnassignedArticles and StoryArticlesAfter list, in ID order after
	// afterID, the articles in no story and those in one.
	UnassignedArticles(ctx context.Context, afterID int64, limit int) ([]int64, error)
	StoryArticlesAfter(ctx context.Context, afterID int64, limit int) ([]int64, error)
	// PutState and GetState keep small named blobs (the story clusterer's
	// state); GetState returns ErrNotFound for a name never put.
	PutState(ctx context.Context, key string, value []byte) error
	GetState(ctx context.Context, key string) ([]byte, error)
	// TryLock takes a named lock shared by every process using the
	// database, without waiting: ok is false when another holds it. The lock
	// goes when release is called or its holder dies. Story assignment takes
	// it so that parallel ingest workers never split a story.
	TryLock(ctx context.Context, name string) (release func(), ok bool, err error)
}

// EventStore keeps each story's merged events (the reports of one event
// across the story's articles made one, events.Merge): one row an event,
// with the columns the filters read and the row the events exports write.
// They are written whenever a story's events are rebuilt (the check that
// follows every ingest and correction, internal/alerts) and read by the
// map, the events page and the events exports, so that none of them
// merges a story on a request.
type EventStore interface {
	// SetStoryEvents replaces the merged events of story with evs (none:
	// the story has no event), in one transaction. A story that no longer
	// exists is no error: nothing is written, and removing a story removes
	// its events.
	SetStoryEvents(ctx context.Context, story int64, evs []MergedEvent) error
	// MergedEvents lists the merged events q selects, in the order of
	// EventQuery, at most q.Limit (the store's default when 0).
	MergedEvents(ctx context.Context, q EventQuery) ([]MergedEvent, error)
}

// StoryEventsKey names the state (PutState) that says every story's
// merged events are stored: set by a store created with the events table,
// and by the refresh that fills it for a store made before it
// (storyline stories --refresh-figures).
const StoryEventsKey = "story-events/built"

// MergedEvent is one merged event of a story as an EventStore keeps it.
type MergedEvent struct {
	Story int64
	// Seq is the event's place among the story's events, from 0: the
	// main event first, then by date.
	Seq int
	// Lead is the story's newest article when the events were written:
	// listings show the stories newest first, each story's events in Seq
	// order.
	Lead int64
	// Article and Index name the report whose sentence the row shows: the
	// article and the event's index in its analysis.
	Article int64
	Index   int
	// Date is the event's date, "" when unknown.
	Date                    Date
	EventType, SubEventType string
	// Place is where the event happened, nil when unplaced; only its name,
	// region, country and coordinates are kept in the columns.
	Place                       *Place
	Fatalities                  int
	Mentions, Articles, Sources int
	Main                        bool
	// NonEvent is set for a non-event (negated, hypothetical, …) kept for
	// the exports' --all; merged events never are.
	NonEvent bool
	// Reports are the IDs of the articles that report the event, each
	// once (read back in ID order): what the outlet, language, date and
	// entity filters read.
	Reports []int64
	// Row is the events exports' row (export.EventRow), encoded as JSON:
	// the store keeps it as given.
	Row []byte
}

// EventQuery selects merged events. Its filters are ArticleQuery's, read
// for events: outlet, language, since and until keep the events one of
// whose reports an article of that outlet or language, published in that
// range, is; place and type are the event's own (its country, place or
// region; its type or sub-event type), and, as the story list reads them,
// those of a coded event of one of its story's articles (a merged event
// may be placed finer than its mentions, and the story of each event
// listed is one the story list shows); MinSources counts the event's
// independent sources. Story keeps one story's events, Entity those
// reported by an article that names the entity. Limit and BeforeID of
// ArticleQuery are ignored.
//
// Events come newest story first (Lead descending), then in Seq order;
// After continues a listing after the row it names.
type EventQuery struct {
	Filter ArticleQuery
	Story  int64
	Entity int64
	// All keeps non-events too.
	All   bool
	After EventKey
	Limit int
}

// EventKey names a row of the merged events' order: the story's Lead and
// the event's Seq. The zero EventKey is before the first row.
type EventKey struct {
	Lead int64
	Seq  int
}

// EventPlaceCount is the merged events of one type at one place.
type EventPlaceCount struct {
	// Place is the place's name, region, country and coordinates; nil
	// for the events without a place.
	Place *Place
	// Type is the events' sub-event type, or their type when they have
	// none.
	Type               string
	Events, Fatalities int
	// Weight sizes the place on a map: the fatalities, or 1 for each event
	// without.
	Weight int
	// Article and Index name the report shown of the newest of the events
	// (the one of the story with the highest Lead).
	Article int64
	Index   int
	Lead    int64
}

// AuditLog keeps the analysts' corrections and the changes of stories.
type AuditLog interface {
	// AddCorrection appends an analyst's correction to the audit log,
	// setting c.ID, and c.At when it is zero.
	AddCorrection(ctx context.Context, c *Correction) error
	// Corrections reads the audit log, filtered by q.
	Corrections(ctx context.Context, q CorrectionQuery) ([]Correction, error)
	// AddStoryChanges records changes of stories (for alerts), setting
	// their IDs.
	AddStoryChanges(ctx context.Context, cs []StoryChange) error
	// StoryChanges lists a story's changes, newest first, at most limit.
	StoryChanges(ctx context.Context, story int64, limit int) ([]StoryChange, error)
}

// Batcher is a Store that can write several articles in one transaction,
// which makes ingest cheaper (internal/store/sqlite). commit or rollback
// ends the batch; until then other writers of the database may wait.
type Batcher interface {
	Batch(ctx context.Context) (b Batch, commit, rollback func() error, err error)
}

// ConcurrentWriter is a Store whose writes may run on several goroutines
// at once, each on a connection of its own (PostgreSQL): ingest then
// stores up to MaxWriters articles at a time.
type ConcurrentWriter interface {
	MaxWriters() int
}

// Batch is an open batch of a Batcher: the writes of storing an article,
// as the Store's methods of the same names, in the batch's transaction. Its
// one read, NearDuplicateCandidates, sees what the batch wrote; it has no
// other, since the store's reads do not see the batch before its commit.
// A Store is a Batch too, that writes each call in a transaction of its
// own.
type Batch interface {
	AddArticle(ctx context.Context, a *Article, raw []byte, sig Signature) (AddResult, error)
	ImportArticle(ctx context.Context, a *Article, raw []byte, sig Signature) (AddResult, error)
	SetAnalysis(ctx context.Context, id int64, version string, an Analysis) error
	AssignStory(ctx context.Context, as StoryAssignment) error
	PutState(ctx context.Context, key string, value []byte) error
	NearDuplicateCandidates(ctx context.Context, sig Signature) ([]Candidate, error)
}

// Unwrapper is a Store that is a view over another one, as fix.Store
// reads articles with the analysts' corrections applied. Its writes are
// the store's beneath, and so are the engine's extensions (Batcher).
type Unwrapper interface {
	Unwrap() Store
}

// Beneath returns the store under every view of st (see Unwrapper): the
// engine, which writes and batches.
func Beneath(st Store) Store {
	for {
		w, ok := st.(Unwrapper)
		if !ok {
			return st
		}
		st = w.Unwrap()
	}
}

// AddResult tells what AddArticle did.
type AddResult struct {
	ID int64
	// Duplicate is true when an article with the same content was already
	// stored; ID is then that article's.
	Duplicate bool
}

// ArticleQuery filters and pages listings. Zero values mean "no filter".
// Its filters are the dashboard's, the API's and the CLI's (since, until,
// outlet, lang, place, type, min_sources): a story matches them when one
// of its articles does (StoryQuery.Articles).
type ArticleQuery struct {
	Limit    int    // at most this many (the store picks a default when 0)
	BeforeID int64  // cursor: only articles with a smaller ID
	Outlet   string // outlet name, matched ignoring case
	Language string
	Since    time.Time // published at or after
	Until    time.Time // published before
	// Place keeps articles with a coded event in this country (an ISO
	// 3166-1 alpha-2 code) or at a place, or in a region, of this name.
	// Names compare ignoring case, but SQLite folds only ASCII letters:
	// pass them as the gazetteer spells them ("Île-de-France"), as the
	// web and the CLI do (httpx.ParseFilter).
	Place string
	// EventType keeps articles with a coded event of this ACLED event type
	// or sub-event type (ignoring case).
	EventType string
	// MinSources keeps articles whose story has at least this many
	// outlets (an article in no story has one).
	MinSources int
}

// Filtered reports whether q filters the articles (a cursor or a page size
// is not a filter).
func (q ArticleQuery) Filtered() bool {
	q.Limit, q.BeforeID = 0, 0
	return q != ArticleQuery{}
}

// OutletCount is an outlet and how many of the stored articles it wrote.
type OutletCount struct {
	Outlet   string `json:"outlet"`
	Articles int    `json:"articles"`
}

// Signature is a MinHash signature of an article's word shingles, used to
// find near-duplicates (syndicated copies). Bands are the LSH band hashes
// derived from it; see internal/dedup.
type Signature struct {
	MinHash []uint64
	Bands   []uint64
}

// Candidate is a stored article that may be a near-duplicate.
type Candidate struct {
	ID            int64
	MinHash       []uint64
	NearDuplicate bool // the candidate is itself a copy of another article
}
