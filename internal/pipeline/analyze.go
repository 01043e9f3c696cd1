package pipeline

import (
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/lang"
	"github.com/storyline-news/storyline/internal/names"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/quotes"
	"github.com/storyline-news/storyline/internal/text"
	"github.com/storyline-news/storyline/internal/timex"
)

// Analyze runs the extractors over the clean text of a and returns what they
// found, with spans into a.Text. Articles marked NotAnalyzed get an empty
// analysis.
//
// Each stage reads the article's language: time expressions, figures,
// names (a model per language), quotes and events read English and
// Spanish; a stage that does not read a language returns nothing for it.
//
// The body is read against the publication date (or the ingest time when
// the date is unknown). A caption is read against its own date when it
// states one: "on Saturday" in a caption dated Monday, Feb. 25 is the 23rd
// whatever day the article ran.
func Analyze(a *storyline.Article) storyline.Analysis {
	an := storyline.Analysis{OutletHome: a.Analysis.OutletHome} // the title's outlet part is cut before analysis, and on reanalysis
	if a.NotAnalyzed != "" {
		return an
	}
	d := text.NewDoc(a.Text)
	ref := refDate(a)
	code := a.Language
	if code == "" || code == lang.Undetermined {
		code = "en" // articles built without detection (tests, evaluations) read as English
	}
	body := storyline.Span{End: len(a.Body())}
	topt := timex.Options{Lang: code}
	an.TimeExprs = timex.ExtractTokens(a.Text, d.TokensIn(body), ref, topt)
	for _, c := range a.Captions {
		cref := ref
		if !c.Date.IsZero() {
			cref = c.Date.Time()
		}
		an.TimeExprs = append(an.TimeExprs, timex.ExtractTokens(a.Text, d.TokensIn(c.Span), cref, topt)...)
	}
	if a.Title != "" && !a.TitleDerived {
		an.TitleTimeExprs = timex.ExtractWith(a.Title, ref, topt)
	}
	an.Figures = figures.ExtractDocLang(code, d, an.TimeExprs, storyline.DateOf(ref))
	// A language without a model of its own (Spanish unless the user built
	// one: models/ner/README.md) is read by the English model: its
	// capitalized names and gazetteer still find most places and people.
	t := names.ForLanguage(code)
	if t == nil {
		t = names.Default()
	}
	an.Mentions, an.Entities = t.AnalyzeDoc(d)
	GeocodeHome(d, an.Mentions, an.Entities, an.OutletHome)
	an.Quotes = quotes.ExtractDocLang(code, d, quotes.ArticleBlocks(a), an.Mentions, an.Entities)
	attributeFigures(code, a.Text, an.Figures, an.Quotes)
	analyzed := *a
	analyzed.Analysis = an
	in := events.InputOf(&analyzed)
	in.Doc = d
	an.Events = events.ExtractInput(in)
	return an
}

// attributeFigures gives a figure that its own sentence does not attribute
// the source of the quote or reported speech it stands in: "officials said
// that more than 320 soldiers had defected" makes the officials the source
// of the 320. Only a cue that reports ("said", "according to", "accused")
// makes its speaker the figure's source, not "have attacked" or "condemned"
// (the cue words are English ones).
// The quote's source is cut down to the speaker it names
// (figures.SourcePhrase). A pronoun ("It said …") is replaced by the named
// speaker the quote resolved it to, or else left unattributed.
func attributeFigures(code, txt string, fs []storyline.Figure, qs []storyline.Quote) {
	for i := range fs {
		f := &fs[i]
		pronoun := figures.IsPronoun(f.Source)
		if f.Source != "" && !pronoun {
			continue
		}
		if pronoun {
			f.Source, f.SourceSpan = "", storyline.Span{}
		}
		for _, q := range qs {
			if !quoteCovers(q, f.Span) || code == "en" && !figures.ReportingCue(q.CueText) {
				continue
			}
			sp, ok := quoteSpeaker(txt, q)
			if !ok {
				continue
			}
			f.Source, f.SourceSpan = txt[sp.Start:sp.End], sp
			f.Cue, f.CueSpan = q.CueText, q.Cue
			break
		}
	}
}

// quoteSpeaker returns the span naming who says q: its source phrase cut
// down to the speaker, or its resolved speaker when that phrase is a pronoun.
func quoteSpeaker(txt string, q storyline.Quote) (storyline.Span, bool) {
	if q.SourceText != "" && q.Source.End <= len(txt) {
		if sp, ok := figures.SourcePhrase(txt, q.Source, figures.SourceBeforeCue); ok && !figures.IsPronoun(txt[sp.Start:sp.End]) {
			return sp, true
		}
	}
	if q.Speaker == "" || figures.IsPronoun(q.Speaker) || q.SpeakerSpan.End > len(txt) || q.SpeakerSpan.End <= q.SpeakerSpan.Start {
		return storyline.Span{}, false
	}
	sp, ok := figures.SourcePhrase(txt, q.SpeakerSpan, figures.SourceBeforeCue)
	return sp, ok && !figures.IsPronoun(txt[sp.Start:sp.End])
}

func quoteCovers(q storyline.Quote, sp storyline.Span) bool {
	parts := q.Parts
	if len(parts) == 0 {
		parts = []storyline.Span{q.Content}
	}
	for _, p := range parts {
		if p.Start <= sp.Start && sp.End <= p.End {
			return true
		}
	}
	return false
}

// Geocode resolves the places among entities: every LOC mention is read
// with the words of its sentence, and an entity takes the most precise place
// any of its mentions resolved to.
func Geocode(d *text.Doc, ms []storyline.Mention, es []storyline.Entity) {
	GeocodeHome(d, ms, es, "")
}

// GeocodeHome is Geocode for an article whose outlet names its home
// ("Huntsville, AL", Analysis.OutletHome): the home's state and country
// count as named, so that a town with a bigger namesake abroad is the
// state's ("a shooting in Florence" on a Huntsville station's page).
func GeocodeHome(d *text.Doc, ms []storyline.Mention, es []storyline.Entity, home string) {
	txt := d.Text
	var pms []places.PlaceMention
	var owner []int
	g := places.Default()
	for _, m := range ms {
		if m.Type != storyline.LOC || m.Entity < 0 || m.Entity >= len(es) || compassAbbrev(m.Span.In(txt)) || saintsInstitution(txt, m.Span) {
			continue
		}
		sp := capitalsCut(g, txt, m.Span)
		pms = append(pms, places.NewMention(txt, sp, text.SentenceOf(d.Sentences, sp)))
		owner = append(owner, m.Entity)
	}
	if len(pms) == 0 {
		return
	}
	ctx := g.ContextOf(pms)
	if home != "" {
		g.AddHome(&ctx, home)
	}
	for _, m := range ms {
		// "Syrian soldiers drive past the Arch of Triumph in the ancient
		// city of Palmyra": the people's nationality is the article's
		// country too, though it never names it
		if m.Type == storyline.NORP && !m.Credit {
			if cc, ok := g.Country(m.Span.In(txt)); ok {
				ctx.Add(cc, 1)
			}
		}
	}
	for i, r := range g.Resolve(pms, ctx) {
		if r.Place == nil {
			continue
		}
		e := &es[owner[i]]
		if e.Place == nil || r.Place.Precision < e.Place.Precision {
			p := *r.Place
			e.Place = &p
		}
	}
}

// divisionWords end the name of a division below a state: a county, a
// parish, a borough.
var divisionWords = map[string]bool{"county": true, "parish": true, "borough": true}

// saintsInstitution reports a saint's name in its possessive, the start of
// an institution's ("St. Luke's University Hospital", "St. Mary's
// Catholic Church"), which the tagger cut before the "'s": no place
// ("St. Luke" found Saint Luke Parish, Dominica, for a shooting in the
// Poconos).
func saintsInstitution(txt string, sp storyline.Span) bool {
	name := sp.In(txt)
	if !strings.HasPrefix(name, "St. ") && !strings.HasPrefix(name, "St ") && !strings.HasPrefix(name, "Saint ") {
		return false
	}
	rest := txt[sp.End:]
	return strings.HasPrefix(rest, "'s ") || strings.HasPrefix(rest, "’s ")
}

// capitalsCut returns the span of a place name in capitals that the
// tagger cut short, the words in capitals after it that make the
// gazetteer's name of a place ("SALT" of the dateline "SALT LAKE CITY -",
// which found Salt, Catalonia): up to three words, the longest that the
// gazetteer holds; sp itself when none does.
//
// A division's word alone ("COUNTY" of the dateline "CACHE COUNTY, Utah
// --", read as a county named County) takes the words in capitals before
// it on its line, up to two: the county is Cache County.
func capitalsCut(g *places.Gazetteer, txt string, sp storyline.Span) storyline.Span {
	if name := sp.In(txt); name != strings.ToUpper(name) || strings.ToLower(name) == name {
		return sp
	} else if divisionWords[strings.ToLower(name)] {
		start := sp.Start
		for range 2 {
			i := strings.LastIndexAny(txt[:max(0, start-1)], " \n") + 1
			w := txt[i:max(i, start-1)]
			if start == 0 || txt[start-1] != ' ' || len(w) < 2 || w != strings.ToUpper(w) || strings.ToLower(w) == w {
				break
			}
			start = i
		}
		return storyline.Span{Start: start, End: sp.End}
	}
	best, end := sp, sp.End
	for range 3 {
		if end >= len(txt) || txt[end] != ' ' {
			break
		}
		j := end + 1
		for j < len(txt) && txt[j] != ' ' && txt[j] != '\n' {
			j++
		}
		w := strings.TrimRight(txt[end+1:j], ",.;:")
		if len(w) < 2 || w != strings.ToUpper(w) || strings.ToLower(w) == w {
			break
		}
		end += 1 + len(w)
		if len(g.Lookup(txt[sp.Start:end])) > 0 {
			best = storyline.Span{Start: sp.Start, End: end}
		}
	}
	return best
}

// compassAbbrev reports a compass point's abbreviation ("SE", "N.W."): a
// street address's quadrant ("2403 Benning Road NE", "in SE"), never a
// place, though the gazetteer's folded names hold some ("SE" found Sé,
// Benin, for a shooting in Southeast Washington).
func compassAbbrev(name string) bool {
	w := text.CompassPoint(name)
	return w != "" && len(w) <= 2
}

// refDate returns the reference date an article's text is read against.
func refDate(a *storyline.Article) time.Time {
	if !a.Published.Time.IsZero() {
		return a.Published.Time
	}
	return a.IngestedAt
}

// Warm loads the models every English article needs — the gazetteer and
// the names model — side by side, in the background: each is loaded once,
// on first use, and a run's first builds would otherwise wait for one
// after the other. Run calls it; a caller that has other start-up work
// (opening the store) calls it first, so that the loading overlaps it.
func Warm() {
	go places.Default()
	go names.Warm("en")
}
