// Package worldmap embeds the simplified country boundaries the dashboard's
// offline map is drawn from: Natural Earth 1:50m admin-0 countries (public
// domain), taken from the world-atlas npm package and simplified by
// generate.go. README.md beside this file says how to rebuild it.
package worldmap

import _ "embed"

// CountriesTxtGz is countries.txt.gz: gzip'd UTF-8 text. A line
// "C\t<ISO 3166-1 numeric>\t<name>" starts a country; each following
// "R\t<ring>" line is one polygon ring of it, as space-separated "x,y"
// pairs in hundredths of a degree (longitude, latitude), the first absolute
// and the rest deltas from the previous point. Lines starting with "#" are
// comments.
//
//go:embed countries.txt.gz
var CountriesTxtGz []byte
