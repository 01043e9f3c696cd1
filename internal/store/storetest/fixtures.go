package storetest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
)

// Times in fixtures have whole microseconds, the finest precision a store
// must keep (PostgreSQL's timestamptz).
var (
	baseTime  = time.Date(2019, time.February, 23, 14, 30, 5, 123456000, time.UTC)
	ingestedT = time.Date(2026, time.March, 1, 9, 15, 0, 654321000, time.UTC)
)

func hashOf(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// spanOf returns the span of the first occurrence of sub in text; it panics
// when there is none, as that is a broken fixture.
func spanOf(text, sub string) storyline.Span {
	i := strings.Index(text, sub)
	if i < 0 {
		panic(fmt.Sprintf("storetest: fixture: %q not in text", sub))
	}
	return storyline.Span{Start: i, End: i + len(sub)}
}

// richArticle returns an article with every field filled, spans and all, as
// cleaning and dating would produce it for an AP report on the Venezuelan
// border. Each call returns a new, identical article.
func richArticle() *storyline.Article {
	const (
		heading = "Standoff at the bridge"
		p1      = "CÚCUTA, Colombia (AP) — Venezuelan opposition leader Juan Guaidó joined volunteers at the Tienditas bridge as aid trucks lined up on Saturday."
		p2      = "“They will not let the food through,” said Rosa Ureña, 54, who crossed from San Antonio del Táchira with her two children."
		caption = "Aid trucks wait at the Tienditas bridge in Cúcuta, Colombia, Monday, Feb. 25, 2019. (AP Photo/Fernando Vergara)"
		credit  = "The Associated Press contributed to this report."
		promo   = "DOWNLOAD THE AP NEWS APP"
		related = "VENEZUELA CRISIS DEEPENS AS MADURO DIGS IN"
	)
	text := heading + "\n\n" + p1 + "\n\n" + p2 + "\n\n" + caption + "\n\n" + credit
	raw := heading + "\n\n" + p1 + "\n\n" + related + "\n\n" + p2 + "\n\n" + promo + "\n\n" + caption + "\n\n" + credit + "\n"

	a := &storyline.Article{
		Input:        "testdata/ap-venezuela.warc.gz#3",
		Format:       storyline.FormatWARC,
		URL:          "https://apnews.com/article/venezuela-aid-cucuta?utm=feed",
		CanonicalURL: "https://apnews.com/article/venezuela-aid-cucuta",
		Outlet:       "apnews.com",
		OutletSource: "url",
		Authors:      []string{"Scott Smith", "Christine Armario"},
		Title:        "Aid convoy stalls at the Venezuelan border on Saturday",
		TitleDerived: true,
		Published: storyline.Published{
			Time:       baseTime,
			Source:     storyline.DateInferred,
			Confidence: 0.75,
			Evidence:   `caption dated "Monday, Feb. 25, 2019" and "on Saturday" in the lead`,
		},
		Language:         "en",
		NotAnalyzed:      "not analyzed: testing every field",
		SummaryOnly:      true,
		RawText:          raw,
		Text:             text,
		RawHash:          hashOf(raw),
		ContentHash:      hashOf(text),
		NearDuplicateOf:  41,
		NearDuplicateSim: 0.8125,
		IngestedAt:       ingestedT,
		AnalyzerVersion:  "storyline/0.1.0+test",
	}
	a.Paragraphs = []storyline.Paragraph{
		{Span: spanOf(text, heading), RawSpan: spanOf(raw, heading), Heading: true},
		{Span: spanOf(text, p1), RawSpan: spanOf(raw, p1)},
		{Span: spanOf(text, p2), RawSpan: spanOf(raw, p2)},
	}
	a.Captions = []storyline.Caption{{
		Span:       spanOf(text, caption),
		RawSpan:    spanOf(raw, caption),
		Credit:     "AP Photo/Fernando Vergara",
		CreditSpan: spanOf(text, "AP Photo/Fernando Vergara"),
		Date:       storyline.Date{Year: 2019, Month: time.February, Day: 25},
		DateSpan:   spanOf(text, "Monday, Feb. 25, 2019"),
	}}
	a.Credits = []storyline.Credit{{Span: spanOf(text, credit), RawSpan: spanOf(raw, credit)}}
	a.Removed = []storyline.Removed{
		{RawSpan: spanOf(raw, related), Text: related, Reason: storyline.ReasonRelatedHeadline},
		{RawSpan: spanOf(raw, promo), Text: promo, Reason: storyline.ReasonPromo},
	}
	a.Analysis = richAnalysis(text)
	a.Alignment = []storyline.OffsetPair{
		{Clean: 0, Raw: 0},
		{Clean: spanOf(text, p2).Start, Raw: spanOf(raw, p2).Start},
		{Clean: spanOf(text, caption).Start, Raw: spanOf(raw, caption).Start},
	}
	return a
}

// simpleArticle returns a one-paragraph article with the given title and
// body; its content hash is that of the body, so equal bodies are
// duplicates.
func simpleArticle(title, body, outlet, lang string, published time.Time) *storyline.Article {
	src := storyline.DateFromMetadata
	conf := 0.95
	if published.IsZero() {
		src, conf = storyline.DateUnknown, 0
	}
	return &storyline.Article{
		Input:        "stdin",
		Format:       storyline.FormatText,
		Outlet:       outlet,
		OutletSource: "flag",
		Title:        title,
		Published:    storyline.Published{Time: published, Source: src, Confidence: conf},
		Language:     lang,
		RawText:      body + "\n",
		Text:         body,
		Paragraphs: []storyline.Paragraph{{
			Span:    storyline.Span{Start: 0, End: len(body)},
			RawSpan: storyline.Span{Start: 0, End: len(body)},
		}},
		RawHash:         hashOf(body + "\n"),
		ContentHash:     hashOf(body),
		IngestedAt:      ingestedT,
		AnalyzerVersion: "test",
	}
}

// richAnalysis returns an analysis of richArticle's text with every field
// of every item filled.
func richAnalysis(text string) storyline.Analysis {
	const p1Text = "Venezuelan opposition leader"
	return storyline.Analysis{
		TimeExprs: []storyline.TimeExpr{{
			Span: spanOf(text, "on Saturday"), Text: "on Saturday", Type: storyline.TimexDate,
			Value: "2019-02-23", Granularity: "day", Anchor: storyline.Date{Year: 2019, Month: time.February, Day: 25},
			RangeStart: storyline.Date{Year: 2019, Month: time.February, Day: 23},
			RangeEnd:   storyline.Date{Year: 2019, Month: time.February, Day: 23}, Mod: "SINCE",
		}},
		TitleTimeExprs: []storyline.TimeExpr{{
			Span: storyline.Span{Start: 46, End: 54}, Text: "Saturday", Type: storyline.TimexDate,
			Value: "2019-02-23", Granularity: "day", Anchor: storyline.Date{Year: 2019, Month: time.February, Day: 25},
			RangeStart: storyline.Date{Year: 2019, Month: time.February, Day: 23},
			RangeEnd:   storyline.Date{Year: 2019, Month: time.February, Day: 23}, Mod: "BEFORE",
		}},
		OutletHome: "Cúcuta, Norte de Santander",
		Mentions: []storyline.Mention{
			{Span: spanOf(text, "Juan Guaidó"), Text: "Juan Guaidó", Type: storyline.PER, Entity: 0,
				Role: "opposition leader", RoleSpan: spanOf(text, "opposition leader")},
			{Span: spanOf(text, "Fernando Vergara"), Text: "Fernando Vergara", Type: storyline.PER, Entity: 1, Credit: true},
		},
		Entities: []storyline.Entity{
			{Type: storyline.PER, Canonical: "Juan Guaidó", Aliases: []string{"Guaidó"}, Role: "opposition leader", Mentions: 1},
			{Type: storyline.PER, Canonical: "Fernando Vergara", Mentions: 1, Credit: true},
			{Type: storyline.LOC, Canonical: "Cúcuta", Mentions: 1, Place: &storyline.Place{
				Name: "Cúcuta", Admin1: "Norte de Santander", Country: "CO", Lat: 7.89391, Lon: -72.50782,
				Precision: 1, GeonameID: 3685533, Population: 721398, Kind: "city"}},
		},
		Figures: []storyline.Figure{{
			Span: spanOf(text, "volunteers"), Text: "volunteers", NumberSpan: spanOf(text, "volunteers"),
			Low: 1000, Best: 1000, High: 9999, LowOpen: true, HighOpen: true, Qualifier: "thousands of",
			QualifierSpan: spanOf(text, "joined"), Vague: true, Kind: storyline.FigureCount, Unit: "people",
			Counted: "volunteers", CountedSpan: spanOf(text, "volunteers"), CountedHead: "volunteers",
			Category: "volunteers", CountedFromContext: true, Action: "joined", ActionSpan: spanOf(text, "joined"),
			Stock: true, TimeIndex: -1, TimeSpan: spanOf(text, "on Saturday"),
			WindowStart: storyline.Date{Year: 2019, Month: time.February, Day: 23},
			WindowEnd:   storyline.Date{Year: 2019, Month: time.February, Day: 23},
			AsOf:        storyline.Date{Year: 2019, Month: time.February, Day: 23}, AsOfSource: storyline.AsOfWindowEnd,
			Stated: storyline.Date{Year: 2019, Month: time.February, Day: 25}, StatedIndex: -1,
			Place: "Cúcuta", PlaceSpan: spanOf(text, "CÚCUTA"), Source: "AP", SourceSpan: spanOf(text, "AP"),
			Cue: "said", CueSpan: spanOf(text, "said"), Sentence: spanOf(text, "Tienditas"),
		}},
		Quotes: []storyline.Quote{{
			Content: spanOf(text, "They will not let the food through,"), ContentText: "They will not let the food through,",
			Parts: []storyline.Span{spanOf(text, "They will not let the food through,")},
			Cue:   spanOf(text, "said"), CueText: "said", Kind: storyline.QuoteSpeech,
			Source: spanOf(text, "Rosa Ureña"), SourceText: "Rosa Ureña", Speaker: "Rosa Ureña", SpeakerSpan: spanOf(text, "Rosa Ureña"),
			Entity: 2, Direct: true, Anonymous: true, Caption: true, ReportedBy: 3, Medium: "interview",
		}},
		Events: []storyline.Event{{
			EventType: storyline.EventProtests, SubEventType: storyline.SubProtestIntervention,
			ACLEDSubEventType: storyline.SubProtestIntervention, DisorderType: storyline.DisorderDemonstrations,
			Actor1:       &storyline.EventActor{Name: "Protesters (Venezuela)", Text: "volunteers", Span: spanOf(text, "volunteers"), Inter: storyline.InterProtesters},
			AssocActors1: []storyline.EventActor{{Name: "Civilians (Venezuela)", Text: "children", Span: spanOf(text, "children"), Inter: storyline.InterCivilians}},
			Actor2:       &storyline.EventActor{Name: "Military Forces of Venezuela", Text: "troops", Span: spanOf(text, "bridge"), Inter: storyline.InterStateForces},
			AssocActors2: []storyline.EventActor{{Name: "Police Forces of Venezuela", Text: "police", Span: spanOf(text, "aid"), Inter: storyline.InterStateForces}},
			Interaction:  16, CivilianTargeting: true,
			Location: "Cúcuta", LocationSpan: spanOf(text, "CÚCUTA"),
			Place: &storyline.Place{Name: "Cúcuta", Country: "CO", Lat: 7.89, Lon: -72.5, Precision: 1, Kind: "city"},
			Date:  storyline.Date{Year: 2019, Month: time.February, Day: 23}, DateEnd: storyline.Date{Year: 2019, Month: time.February, Day: 24},
			TimePrecision: 1, DateSpan: spanOf(text, "on Saturday"), DateFromReport: true,
			Fatalities: 4, FatalitiesSpan: spanOf(text, "54"), FatalitiesImplied: true, Injured: 18, Victims: 22, Arrested: 3, Defected: 5, CrowdSize: 200,
			Dead: []string{"Alfredo Romero"}, Hit: []string{"Alfredo Romero"},
			Source: "AP", SourceSpan: spanOf(text, "AP"), Trigger: "joined", TriggerSpan: spanOf(text, "joined"),
			Sentence: spanOf(text, p1Text), Confidence: 0.8, NonEvent: storyline.NonEventHypothetical, Tags: []string{"aid blocked"},
		}},
	}
}
