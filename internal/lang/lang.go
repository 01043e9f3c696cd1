// Package lang detects the language of an article with a small trigram
// model (whatlanggo: about 80 languages, no data files to load), and says
// which languages the extractors analyze.
package lang

import (
	"fmt"
	"unicode"

	"github.com/RadhiFadlillah/whatlanggo"
)

// Analyzed lists the ISO 639-1 codes of the languages the extractors handle.
// Articles in other languages are stored and searchable but not analyzed.
// Spanish is read by the stages that support it so far (time expressions
// and figures: timex.Supports, figures.Supports); pipeline.Analyze leaves
// the others empty for it.
var Analyzed = map[string]bool{"en": true, "es": true}

// sample bounds the text the detector reads: the first 1,500 bytes (some
// 250 words) are plenty for a trigram model, and keep detection fast on
// long documents.
const sample = 1500

// shortText is the length under which the detector's unsure answer is
// not taken as is.
const shortText = 200

// analyzedLangs are the detector's languages the extractors handle
// (Analyzed).
var analyzedLangs = func() map[whatlanggo.Lang]bool {
	out := map[whatlanggo.Lang]bool{}
	for l := whatlanggo.Afr; l <= whatlanggo.Zul; l++ {
		if Analyzed[l.Iso6391()] {
			out[l] = true
		}
	}
	return out
}()

// Undetermined is the code for text whose language could not be told.
const Undetermined = "und"

// Detect returns the ISO 639-1 code of the language of text, or
// Undetermined when the text has no letters or the detector is unsure of a
// text in a script other than the Latin one.
func Detect(text string) string {
	if len(text) > sample {
		cut := sample
		for cut > 0 && text[cut]&0xC0 == 0x80 { // do not split a UTF-8 sequence
			cut--
		}
		text = text[:cut]
	}
	if plainlyEnglish(text) {
		return "en"
	}
	return detectModel(text)
}

// detectModel returns what the trigram model tells of the sample text.
func detectModel(text string) string {
	info := whatlanggo.Detect(text)
	if info.Lang == -1 {
		return Undetermined
	}
	if len(text) < shortText && !info.IsReliable() {
		if info.Script != unicode.Latin {
			return Undetermined
		}
		// A headline with no body (a paywall's, a video page's) is too
		// short for the trigram model to be sure of, yet it is news to
		// read: it is read in the analyzed language it is closest to.
		info = whatlanggo.DetectWithOptions(text, whatlanggo.Options{Whitelist: analyzedLangs})
	}
	code := info.Lang.Iso6391()
	if code == "" {
		return Undetermined
	}
	return code
}

// NotAnalyzed returns "" when articles in language code are analyzed, and
// otherwise the reason to store with them.
func NotAnalyzed(code string) string {
	if Analyzed[code] {
		return ""
	}
	return fmt.Sprintf("not analyzed: language %s", code)
}
