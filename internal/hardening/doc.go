// Package hardening holds storyline's hardening tests: the crash-safety
// harness (SIGKILL during ingest, then resume, on SQLite and PostgreSQL),
// the hostile-input corpus run through one "storyline ingest", and the
// security tests of the HTTP server (XSS, tokens, SQL injection, path
// traversal, body caps, slow clients). docs/hardening.md describes them,
// their knobs, and the fuzz targets elsewhere in the tree.
//
// The package has no code of its own beyond this comment: everything is in
// its tests.
package hardening
