// Package nermodel embeds the trained named-entity models so that any
// package can load them; see README.md for how each was built.
package nermodel

import _ "embed"

// Data is the gzip-compressed English model that names.Load reads.
//
//go:embed ner.model.gz
var Data []byte
