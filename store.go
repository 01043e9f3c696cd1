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

// StoryLead is an article and its story (0 for an article in no story):
// a row of the engines' StoryLeads, which list each story once, at the
// newest of its articles a query selects.
type StoryLead struct {
	Article, Story int64
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
