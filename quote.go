package storyline

// QuoteKind says what a quote's cue attributes to its source: words spoken
// or written, or an inner state (a belief, an intention, a stance). Figures
// take their attribution from speech and written quotes; analysts looking
// for claims may keep the rest.
type QuoteKind string

// The kinds of attribution, after the cue.
const (
	QuoteSpeech    QuoteKind = "speech"    // said, told, added, according to, ":"
	QuoteWritten   QuoteKind = "written"   // wrote, tweeted, posted
	QuoteBelief    QuoteKind = "belief"    // believes, thinks, expects, knows
	QuoteIntention QuoteKind = "intention" // wants, plans, vows, refuses
	QuoteStance    QuoteKind = "stance"    // criticized, praised, supports
	QuoteEvidence  QuoteKind = "evidence"  // a report shows, a poll found
)

// Quote is one attribution: content said, written or held by a source.
//
// Content is the quoted words with their quotation marks (direct speech),
// or the reported clause without the sentence's final period (indirect
// speech: "that so far, more than 320 … since the weekend"). One quote is
// one continuous passage by one speaker: when the cue interrupts it
// (`"I was tired …," Sgt. Jorge Torres said. "I'm not."`) or it runs on
// into following sentences and paragraphs, Parts holds every piece in text
// order and Content is Parts[0]; ContentText joins the parts with a space.
//
// The spans follow PolNeAR's conventions: the cue keeps its verb group
// ("did not say", "has repeatedly said", "said:"); the source keeps the
// modifiers that identify it ("Doug Schoen, a former adviser to Mr.
// Clinton"); a pronoun source stays the pronoun, and Speaker says whom it
// resolves to.
type Quote struct {
	Content     Span   `json:"content"`
	ContentText string `json:"content_text"`
	Parts       []Span `json:"parts"`

	Cue     Span      `json:"cue"`
	CueText string    `json:"cue_text"`
	Kind    QuoteKind `json:"kind"`

	// Source is zero when the attribution has none ("It is said that …").
	Source     Span   `json:"source"`
	SourceText string `json:"source_text,omitempty"`
	// Speaker names who the source is: the entity's canonical name when the
	// source is linked, else the nearest earlier source or name a pronoun
	// or a bare noun ("he", "the man") resolves to, else SourceText.
	Speaker     string `json:"speaker,omitempty"`
	SpeakerSpan Span   `json:"speaker_span"`
	// Entity indexes Analysis.Entities; -1 when the speaker is not linked.
	Entity int `json:"entity"`

	// Direct is true when the content holds quoted words.
	Direct bool `json:"direct"`
	// Anonymous marks a source that is not named: "officials said", "one of
	// the soldiers", "the female soldier, who requested anonymity".
	Anonymous bool `json:"anonymous,omitempty"`
	// Caption marks a quote inside a photo caption.
	Caption bool `json:"caption,omitempty"`
	// ReportedBy indexes the outer quote that reports this one ("Gomez said
	// his father told him …": the father's quote is reported by Gomez's);
	// -1 when the quote is not nested.
	ReportedBy int `json:"reported_by"`
	// Medium is how the words were delivered when the text says so:
	// "statement", "twitter", "interview", "facebook", "letter", …
	Medium string `json:"medium,omitempty"`
}
