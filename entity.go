package storyline

// EntityType is the type of a named entity.
type EntityType string

// Entity types. LOC covers geo-political entities and physical places; NORP
// nationalities, religious and political groups ("Venezuelan",
// "colectivos").
const (
	PER  EntityType = "PER"
	ORG  EntityType = "ORG"
	LOC  EntityType = "LOC"
	NORP EntityType = "NORP"
	MISC EntityType = "MISC"
)

// Mention is one occurrence of a name in an article's clean text.
type Mention struct {
	Span Span       `json:"span"`
	Text string     `json:"text"`
	Type EntityType `json:"type"`
	// Entity indexes the article's Entities slice: the entity this mention
	// refers to after in-article coreference.
	Entity int `json:"entity"`
	// Role is a title or role given with this mention ("Sgt.", "President",
	// "opposition leader"), with its span; empty when none.
	Role     string `json:"role,omitempty"`
	RoleSpan Span   `json:"role_span"`
	// Credit marks a name in a photo or wire credit ("AP Photo/Rodrigo
	// Abd"): a person credited, not a subject of the story.
	Credit bool `json:"credit,omitempty"`
}

// Entity is a person, organization, place or group as one article refers to
// it, with one canonical name.
type Entity struct {
	Type      EntityType `json:"type"`
	Canonical string     `json:"canonical"` // the longest full form: "Jose Gomez"
	Aliases   []string   `json:"aliases,omitempty"`
	Role      string     `json:"role,omitempty"` // "Sgt.", "President"
	Mentions  int        `json:"mentions"`
	Credit    bool       `json:"credit,omitempty"` // only ever credited (photographers)
	Place     *Place     `json:"place,omitempty"`  // for LOC entities that resolved
}

// Place is a resolved location from the gazetteer.
type Place struct {
	Name    string  `json:"name"`    // "Ureña"
	Admin1  string  `json:"admin1"`  // "Táchira"
	Country string  `json:"country"` // ISO 3166-1 alpha-2: "VE"
	Lat     float64 `json:"lat"`
	Lon     float64 `json:"lon"`
	// Precision follows ACLED's geo_precision: 1 = the town itself, 2 = near
	// a town or part of a region, 3 = a region or country.
	Precision  int    `json:"precision"`
	GeonameID  int    `json:"geoname_id,omitempty"`
	Population int    `json:"population,omitempty"`
	Kind       string `json:"kind"` // city, admin1, country; admin2 for a county a dateline names and the gazetteer lacks
}

// EntityRecord is an entity as the store knows it across articles: the same
// person, organization or place in different articles has one record.
type EntityRecord struct {
	ID       int64      `json:"id"`
	Type     EntityType `json:"type"`
	Name     string     `json:"name"` // the fullest form seen
	Aliases  []string   `json:"aliases,omitempty"`
	Place    *Place     `json:"place,omitempty"`
	Articles int        `json:"articles"` // how many articles mention it
	Mentions int        `json:"mentions"` // how many mentions in all
}

// EntityQuery filters entity listings. Zero values mean "no filter".
type EntityQuery struct {
	Type EntityType
	// Name keeps entities whose name or an alias contains these words,
	// folding case and accents.
	Name  string
	Limit int
	// Offset skips this many entities of the listing: its pages.
	Offset int
}
