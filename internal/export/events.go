package export

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
)

// ACLEDColumns are ACLED's current export columns, in ACLED's order.
var ACLEDColumns = []string{
	"event_id_cnty", "event_date", "year", "time_precision", "disorder_type", "event_type", "sub_event_type",
	"actor1", "assoc_actor_1", "inter1", "actor2", "assoc_actor_2", "inter2", "interaction", "civilian_targeting",
	"iso", "region", "country", "admin1", "admin2", "admin3", "location", "latitude", "longitude", "geo_precision",
	"source", "source_scale", "notes", "fatalities", "tags", "timestamp",
}

// ExtraColumns are ours, after ACLED's: the provenance of each event.
var ExtraColumns = []string{
	"article_id", "sentence_start", "sentence_end", "outlet", "url", "analyzer_version", "sub_event_type_storyline",
	"confidence", "non_event", "link", "corrected", "original",
	"story_id", "mentions", "articles", "sources", "fatalities_reported", "main_event", "stories",
}

// EventColumns is the header of the acled-csv export and the property
// order of the GeoJSON features.
var EventColumns = append(append([]string{}, ACLEDColumns...), ExtraColumns...)

// EventHXL is the HXL hashtag row of the acled-csv export: ACLED's
// hashtags where ACLED tags the column, none where it does not, and tags
// of our choosing for the extras. iso carries #country+code+num (ACLED
// tags only its alpha-3 iso3 column, which the current layout dropped; a
// #country+code pattern still selects it).
var EventHXL = []string{
	"#event+code", "#date+occurred", "#date+year", "", "", "#event+type", "",
	"#group+name+first", "#group+name+first+assoc", "", "#group+name+second", "#group+name+second+assoc", "", "", "",
	"#country+code+num", "#region+name", "#country+name", "#adm1+name", "#adm2+name", "#adm3+name", "#loc+name", "#geo+lat", "#geo+lon", "",
	"#meta+source", "", "#description", "#affected+killed", "", "",
	// Extras.
	"#meta+article+id", "#meta+sentence+start", "#meta+sentence+end", "#org+name+outlet", "#meta+url", "#meta+version",
	"#event+type+sub+storyline", "#meta+confidence", "#meta+nonevent", "#meta+link", "#meta+corrected", "#meta+original",
	"#meta+story+id", "#meta+mentions", "#meta+articles", "#meta+sources", "#affected+killed+reported", "#meta+main", "#meta+stories",
}

// EventRow is one event with its article, as the events exports write it.
// The JSON Lines export writes it as is: the article's fields, the ACLED
// identifiers and place names, and the event as stored.
type EventRow struct {
	FactBase
	Title       string `json:"title"`
	IngestedAt  int64  `json:"timestamp"` // the article's ingest time, Unix seconds
	EventIDCnty string `json:"event_id_cnty"`
	// Index is the event's index in the article's analysis: the #e{Index}
	// anchor of its page.
	Index   int    `json:"event_index"`
	ISO     int    `json:"iso,omitempty"` // ISO 3166-1 numeric of the event's country
	ISO3    string `json:"iso3,omitempty"`
	Country string `json:"country,omitempty"`
	Region  string `json:"region,omitempty"`
	// Event is the event as stored, with its spans; for a story's merged
	// event, its fields chosen from its reports (events.Merge), the spans
	// those of the report the row's article holds.
	Event storyline.Event `json:"event"`

	// A merged event's story, reports and counts (zero in the mentions
	// view): Story is 0 for an article in no story.
	Story              int64                    `json:"story_id,omitempty"`
	Main               bool                     `json:"main_event,omitempty"`
	Mentions           int                      `json:"mentions,omitempty"`
	Articles           int                      `json:"articles,omitempty"`
	Sources            int                      `json:"sources,omitempty"`
	FatalitiesReported []int                    `json:"fatalities_reported,omitempty"`
	Reports            []storyline.EventMention `json:"reports,omitempty"`
	// Stories are the other stories that report the event, in a listing
	// of more than one story (corpusMerge): their rows are given as this
	// one, its counts and reports those of all.
	Stories []int64 `json:"stories,omitempty"`
}

// unknownCountry prefixes the IDs of events whose country is unknown
// (XXX: a code ISO 3166 leaves to users, read as "unknown" by ICAO).
const unknownCountry = "XXX"

// EventRows returns a's coded events as rows (all its events, non-events
// too, when all is set), in the order of a.Analysis.Events.
func EventRows(a *storyline.Article, all bool) []EventRow {
	var out []EventRow
	for i, e := range a.Analysis.Events {
		if e.NonEvent != "" && !all {
			continue
		}
		out = append(out, eventRow(a, i, e))
	}
	return out
}

// eventRow is event e, the i'th of article a, as a row.
func eventRow(a *storyline.Article, i int, e storyline.Event) EventRow {
	r := EventRow{FactBase: baseOf(a, fmt.Sprintf("e%d", i), e.Sentence), Title: a.Title, IngestedAt: a.IngestedAt.Unix(), Index: i, Event: e}
	alpha3 := unknownCountry
	if e.Place != nil {
		if c, ok := CountryOf(e.Place.Country); ok {
			alpha3 = c.Alpha3
			r.ISO, r.ISO3, r.Country, r.Region = c.Numeric, c.Alpha3, c.Name, c.Region
		}
	}
	r.EventIDCnty = fmt.Sprintf("%s%d-%d", alpha3, a.ID, i)
	return r
}

// cell is one value of an event row: text, or a number (num) written
// bare in GeoJSON and null there when empty.
type cell struct {
	s   string
	num bool
}

func txt(s string) cell { return cell{s: s} }
func num(n int) cell    { return cell{s: strconv.Itoa(n), num: true} }

// optNum is a number that is empty when zero (unknown).
func optNum(n int) cell {
	if n == 0 {
		return cell{num: true}
	}
	return num(n)
}

// cells returns the row's values in EventColumns order.
func (r EventRow) cells() []cell {
	e := &r.Event
	actor := func(a *storyline.EventActor) (string, cell) {
		if a == nil {
			return "", cell{num: true}
		}
		return a.Name, optNum(a.Inter)
	}
	assoc := func(as []storyline.EventActor) string {
		names := make([]string, len(as))
		for i, a := range as {
			names[i] = a.Name
		}
		return strings.Join(names, "; ")
	}
	a1, i1 := actor(e.Actor1)
	a2, i2 := actor(e.Actor2)
	sub := e.ACLEDSubEventType
	if sub == "" {
		sub = e.SubEventType
	}
	civ := ""
	if e.CivilianTargeting {
		civ = "Civilian targeting"
	}
	year := cell{num: true}
	if !e.Date.IsZero() {
		year = num(e.Date.Year)
	}
	iso := cell{num: true}
	if r.ISO != 0 {
		iso = num(r.ISO)
	}
	var admin1, location string
	lat, lon, prec := cell{num: true}, cell{num: true}, cell{num: true}
	if p := e.Place; p != nil {
		admin1, location = p.Admin1, p.Name
		lat = cell{s: strconv.FormatFloat(p.Lat, 'f', 4, 64), num: true}
		lon = cell{s: strconv.FormatFloat(p.Lon, 'f', 4, 64), num: true}
		prec = optNum(p.Precision)
	}
	if location == "" {
		location = e.Location
	}
	tags := append([]string(nil), e.Tags...)
	if e.CrowdSize > 0 {
		tags = append(tags, fmt.Sprintf("crowd size=%d", e.CrowdSize))
	}
	return []cell{
		txt(r.EventIDCnty), txt(e.Date.String()), year, optNum(e.TimePrecision), txt(e.DisorderType), txt(e.EventType), txt(sub),
		txt(a1), txt(assoc(e.AssocActors1)), i1, txt(a2), txt(assoc(e.AssocActors2)), i2, num(e.Interaction), txt(civ),
		iso, txt(r.Region), txt(r.Country), txt(admin1), txt(""), txt(""), txt(location), lat, lon, prec,
		txt(r.Outlet), txt(""), txt(r.Sentence), num(e.Fatalities), txt(strings.Join(tags, "; ")), num(int(r.IngestedAt)),
		// Extras.
		num(int(r.ArticleID)), num(r.SentenceStart), num(r.SentenceEnd), txt(r.Outlet), txt(r.URL), txt(r.AnalyzerVersion),
		txt(e.SubEventType), cell{s: strconv.FormatFloat(e.Confidence, 'f', 2, 64), num: true}, txt(e.NonEvent), txt(r.Link),
		txt(correctedFlag(e.Corrected)), txt(originalJSON(e.Corrected)),
		optNum(int(r.Story)), optNum(r.Mentions), optNum(r.Articles), optNum(r.Sources), txt(joinInts(r.FatalitiesReported)), txt(mainFlag(r.Main)),
		txt(storiesCell(r.Stories)),
	}
}

// CSV returns the row's cells in EventColumns order, text cells
// neutralised for spreadsheets.
func (r EventRow) CSV() []string {
	cs := r.cells()
	out := make([]string, len(cs))
	for i, c := range cs {
		if c.num {
			out[i] = c.s
		} else {
			out[i] = CSVSafe(c.s)
		}
	}
	return out
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, "; ")
}

func mainFlag(main bool) string {
	if main {
		return "main"
	}
	return ""
}
