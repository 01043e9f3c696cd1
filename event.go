package storyline

import "time"

// ACLED's event types (docs/events.md has the definitions and the priority
// order used when tactics overlap).
const (
	EventBattles              = "Battles"
	EventExplosions           = "Explosions/Remote violence"
	EventViolenceCivilians    = "Violence against civilians"
	EventProtests             = "Protests"
	EventRiots                = "Riots"
	EventStrategic            = "Strategic developments"
	DisorderPoliticalViolence = "Political violence"
	DisorderDemonstrations    = "Demonstrations"
	DisorderStrategic         = "Strategic developments"
)

// ACLED's sub-event types, plus SubDefection.
const (
	SubArmedClash           = "Armed clash"
	SubGovRegainsTerritory  = "Government regains territory"
	SubNonStateOvertakes    = "Non-state actor overtakes territory"
	SubChemicalWeapon       = "Chemical weapon"
	SubAirStrike            = "Air/drone strike"
	SubSuicideBomb          = "Suicide bomb"
	SubShelling             = "Shelling/artillery/missile attack"
	SubRemoteExplosive      = "Remote explosive/landmine/IED"
	SubGrenade              = "Grenade"
	SubSexualViolence       = "Sexual violence"
	SubAttack               = "Attack"
	SubAbduction            = "Abduction/forced disappearance"
	SubPeacefulProtest      = "Peaceful protest"
	SubProtestIntervention  = "Protest with intervention"
	SubExcessiveForce       = "Excessive force against protesters"
	SubViolentDemonstration = "Violent demonstration"
	SubMobViolence          = "Mob violence"
	SubAgreement            = "Agreement"
	SubArrests              = "Arrests"
	SubChangeToGroup        = "Change to group/activity"
	SubDisruptedWeapons     = "Disrupted weapons use"
	SubHeadquarters         = "Headquarters or base established"
	SubLootingDestruction   = "Looting/property destruction"
	SubNonViolentTransfer   = "Non-violent transfer of territory"
	SubOther                = "Other"
	// SubDefection is our label for soldiers or members leaving their force
	// or group; ACLED files it as "Change to group/activity" (see
	// Event.ACLEDSubEventType).
	SubDefection = "Defection/desertion"
)

// Why an extracted event is not a coded event (Event.NonEvent).
const (
	NonEventNegated      = "negated"      // "police did not disperse the march"
	NonEventHypothetical = "hypothetical" // will, could, threatened, planned, called for
	NonEventOpinion      = "opinion"      // direct quotes, argued, believes
	NonEventBackground   = "background"   // past decades, "has served as"
	NonEventToll         = "toll"         // a count over a period: "the war has killed 300,000", "since Monday", "so far"
	NonEventQuestion     = "question"     // "Was the convoy attacked?"
	NonEventNotConflict  = "not conflict" // disasters, accidents, crime, diplomacy (see Event.Tags)
)

// ACLED inter codes of actors.
const (
	InterStateForces      = 1
	InterRebels           = 2
	InterPoliticalMilitia = 3
	InterIdentityMilitia  = 4
	InterRioters          = 5
	InterProtesters       = 6
	InterCivilians        = 7
	InterExternal         = 8
)

// EventActor is an actor of an event, named ACLED-style ("Military Forces
// of Venezuela", "Protesters (Venezuela)", "Colectivos"), with the words
// that named it.
type EventActor struct {
	Name  string `json:"name"`
	Text  string `json:"text,omitempty"`
	Span  Span   `json:"span"`
	Inter int    `json:"inter"`
}

// Event is one event coded in ACLED's taxonomy from one sentence (or a
// sentence and the next ones of its paragraph that say more about it).
type Event struct {
	EventType    string `json:"event_type"`
	SubEventType string `json:"sub_event_type"`
	// ACLEDSubEventType is the sub-event type as ACLED files it: the same as
	// SubEventType except "Change to group/activity" for SubDefection.
	ACLEDSubEventType string `json:"acled_sub_event_type"`
	DisorderType      string `json:"disorder_type"`

	Actor1            *EventActor  `json:"actor1,omitempty"`
	AssocActors1      []EventActor `json:"assoc_actors1,omitempty"`
	Actor2            *EventActor  `json:"actor2,omitempty"`
	AssocActors2      []EventActor `json:"assoc_actors2,omitempty"`
	Interaction       int          `json:"interaction"`
	CivilianTargeting bool         `json:"civilian_targeting,omitempty"`

	// Location is the place name the text gives, LocationSpan its span and
	// Place the gazetteer place with its ACLED geo precision (1 town, 2
	// near a town or part of a region, 3 region or country).
	Location     string `json:"location,omitempty"`
	LocationSpan Span   `json:"location_span"`
	Place        *Place `json:"place,omitempty"`

	// Date is when the event happened, with ACLED's time precision (1 the
	// day, 2 the week or a few days, 3 the month or longer). DateEnd closes
	// a range ("in just four days"); zero otherwise. DateSpan locates the
	// time expression; zero when the date is the article's.
	Date          Date `json:"date"`
	DateEnd       Date `json:"date_end,omitempty"`
	TimePrecision int  `json:"time_precision"`
	DateSpan      Span `json:"date_span"`
	// DateFromReport is set on a story's merged event whose day no
	// sentence of its mentions states: the day of a report ("the recent
	// chemical attack"), or a date the report opens with (a dateline), not
	// the event's own. Another story that names the day can date it
	// (internal/export, the corpus grouping).
	DateFromReport bool `json:"date_from_report,omitempty"`

	// Counts reported with the event; 0 when none is reported. Fatalities is
	// the lowest figure reported (ACLED's rule).
	Fatalities     int  `json:"fatalities"`
	FatalitiesSpan Span `json:"fatalities_span"`
	// FatalitiesImplied is set when no number of dead is stated and the
	// victims are counted from the words ("a man was shot dead" is 1).
	FatalitiesImplied bool `json:"fatalities_implied,omitempty"`
	Injured           int  `json:"injured,omitempty"`
	// Victims counts the people hit, dead and wounded together, when the
	// text counts them so ("six people were shot"; "a man was shot" is 1):
	// the wounded are the victims less the dead when no number of
	// injured is stated.
	Victims int `json:"victims,omitempty"`
	// Dead are the people the sentence names as killed in the event
	// ("Gary Simpson … was shot and killed", "killing Sarah Davidson"), as
	// written: a story that tells its dead one by one, each in a sentence
	// of its own, counts them by name.
	Dead []string `json:"dead,omitempty"`
	// Hit are the people the sentence names as shot or wounded, dead or
	// alive ("Charles D. Short, 51, was shot in the head", "injuring
	// Leanne Smith and Dustin Grey"): those of a story not among its dead
	// are its wounded.
	Hit       []string `json:"hit,omitempty"`
	Arrested  int      `json:"arrested,omitempty"`
	Defected  int      `json:"defected,omitempty"`
	CrowdSize int      `json:"crowd_size,omitempty"`
	// Source is who the sentence attributes the counts to ("Alfredo
	// Romero, the director … of Foro Penal"), when it says.
	Source     string `json:"source,omitempty"`
	SourceSpan Span   `json:"source_span"`

	Trigger     string  `json:"trigger"`
	TriggerSpan Span    `json:"trigger_span"`
	Sentence    Span    `json:"sentence"`
	Confidence  float64 `json:"confidence"`

	// NonEvent is empty for an event that happened, else why it is not one
	// (NonEventNegated, …): such events are kept so they can be shown and
	// filtered, never counted.
	NonEvent string `json:"non_event,omitempty"`
	// Tags name what the taxonomy does not: "border closure", "diplomatic",
	// "aid blocked", "natural disaster", "man-made disaster", "crime",
	// "claim of responsibility".
	Tags []string `json:"tags,omitempty"`

	// Corrected is set when an analyst edited the event (see Correction).
	Corrected *Corrected `json:"corrected,omitempty"`
}

// Coded reports whether e is an event that happened (not a non-event).
func (e *Event) Coded() bool { return e.NonEvent == "" }

// StoryEvent is one real event as the articles of a story report it: the
// mentions that report the same event (within an article and across the
// articles) merged into one, its fields chosen from theirs by rule
// (internal/events.Merge): the most precise date, the finest place, the
// latest stated number of dead, with every reported figure kept.
type StoryEvent struct {
	Event
	// FatalitiesReported and InjuredReported list each number of dead and
	// injured a mention reports, in report order. Fatalities is the latest
	// report's stated number (victims counted one by one only when no
	// report states one), Injured the highest.
	FatalitiesReported []int `json:"fatalities_reported,omitempty"`
	InjuredReported    []int `json:"injured_reported,omitempty"`
	// Mentions counts the sentences that report the event, Articles the
	// articles, and Sources the independent outlets: a syndicated copy of
	// another article is not a source of its own.
	Mentions int `json:"mentions"`
	Articles int `json:"articles"`
	Sources  int `json:"sources"`
	// Main marks the event the story is about: the most independent
	// sources, then the most mentions.
	Main bool `json:"main,omitempty"`
	// Reports are the mentions, the earliest report first.
	Reports []EventMention `json:"reports"`
}

// EventMention is one article's report of a story event: the article, the
// event's index in its analysis, and the sentence and trigger that report
// it.
type EventMention struct {
	Article   int64     `json:"article"`
	Outlet    string    `json:"outlet"`
	Published time.Time `json:"published,omitzero"`
	// Copy is set when the article is a syndicated copy of another.
	Copy       bool `json:"copy,omitempty"`
	Index      int  `json:"index"`
	Sentence   Span `json:"sentence"`
	Trigger    Span `json:"trigger_span"`
	Fatalities int  `json:"fatalities,omitempty"`
	Injured    int  `json:"injured,omitempty"`
}
