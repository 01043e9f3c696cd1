package places

import "github.com/storyline-news/storyline/internal/text"

// Fold returns the lookup key of a place name; see text.Fold.
func Fold(s string) string { return text.Fold(s) }

func appendFold(b []byte, s string) []byte { return text.AppendFold(b, s) }
