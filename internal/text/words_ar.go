package text

import "strings"

// The romanized Arabic words several stages read, folded (Fold).

// ArabicArticles are the forms of the Arabic article "al" as romanized,
// assimilated to the next consonant ("ad-Dana", "ar-Raqqa", "ez-Zor"):
// place names and people's surnames are written with and without it
// ("Deir ez-Zor", "Deir Zor"; "Bashar al-Assad", "Bashar Assad").
var ArabicArticles = map[string]bool{
	"al": true, "el": true, "ul": true, "il": true,
	"ad": true, "ar": true, "as": true, "at": true, "az": true, "an": true, "ash": true, "ath": true, "adh": true,
	"ed": true, "er": true, "es": true, "et": true, "ez": true, "en": true, "esh": true, "eth": true,
	"ech": true, // French: "Jisr ech-Choughour"
}

// ArabicArticlesBare are the article's forms not assimilated to the next
// word ("al-Assad", "el-Sisi"): the only ones a person's name is read
// with and without, since "as", "an" or "en" are words of names in other
// languages too.
var ArabicArticlesBare = map[string]bool{"al": true, "el": true}

// WithoutArabicArticle returns a person's folded name without the article
// of an Arabic surname ("bashar al assad" → "bashar assad"), or "" when it
// has none: reports write the same man both ways, and each way must find
// the other. Only the bare article is dropped (ArabicArticlesBare),
// after the first word and before the last, so a name keeps two words.
func WithoutArabicArticle(folded string) string {
	ws := strings.Fields(folded)
	if len(ws) < 3 {
		return ""
	}
	kept := ws[:1:1]
	for _, w := range ws[1 : len(ws)-1] {
		if ArabicArticlesBare[w] {
			continue
		}
		kept = append(kept, w)
	}
	if len(kept) == len(ws)-1 {
		return ""
	}
	return strings.Join(append(kept, ws[len(ws)-1]), " ")
}
