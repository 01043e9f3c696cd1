// Package lang detects the language of an article with a small trigram
// model (whatlanggo: about 80 languages, no data files to load), and says
// which languages the extractors analyze.
package lang

import (
	"fmt"

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

// Undetermined is the code for text whose language could not be told.
const Undetermined = "und"

// Detect returns the ISO 639-1 code of the language of text, or
// Undetermined when the text is too short or the detector is unsure.
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
	info := whatlanggo.Detect(text)
	if info.Lang == -1 || (len(text) < 200 && !info.IsReliable()) {
		return Undetermined
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
