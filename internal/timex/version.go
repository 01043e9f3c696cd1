package timex

// Version names the recognizer's rules; it is part of the analyzer version
// stored with each article, so a change marks old analyses stale.
const Version = "timex/1"
