// Package nermodel embeds the trained named-entity model (ner.model.gz) so
// that any package can load it; see README.md for how it was built.
package nermodel

import _ "embed"

// Data is the gzip-compressed model that names.Load reads.
//
//go:embed ner.model.gz
var Data []byte
