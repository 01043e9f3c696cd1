package htmlx

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
)

// blockKinds maps the tags that make a block of their own to the block's kind.
// Both HTML tag names and the XML-like names trafilatura uses internally
// (head, item, quote, list) are accepted.
var blockKinds = map[string]BlockKind{
	"p": KindParagraph, "pre": KindParagraph, "address": KindParagraph,
	"dd": KindParagraph, "dt": KindParagraph, "tr": KindParagraph, "row": KindParagraph,
	"summary": KindParagraph, "legend": KindParagraph,
	"h1": KindHeading, "h2": KindHeading, "h3": KindHeading,
	"h4": KindHeading, "h5": KindHeading, "h6": KindHeading, "head": KindHeading,
	"li": KindListItem, "item": KindListItem,
	"blockquote": KindQuote, "quote": KindQuote,
	"figcaption": KindCaption, "caption": KindCaption,
}

// containers are tags that separate blocks without being a block themselves:
// text directly inside them becomes a paragraph of its own.
var containers = map[string]bool{
	"html": true, "body": true, "div": true, "section": true, "article": true,
	"main": true, "header": true, "footer": true, "aside": true, "nav": true,
	"figure": true, "ul": true, "ol": true, "dl": true, "list": true, "menu": true,
	"table": true, "thead": true, "tbody": true, "tfoot": true, "details": true,
	"fieldset": true, "form": true, "center": true, "hgroup": true, "doc": true,
	"dialog": true, "hr": true, "graphic": true, "img": true, "picture": true,
	"video": true, "audio": true, "object": true, "embed": true,
}

// skipped are tags whose content is never text of the article.
var skipped = map[string]bool{
	"script": true, "style": true, "noscript": true, "template": true,
	"iframe": true, "svg": true, "math": true, "select": true, "option": true,
	"textarea": true, "button": true, "input": true, "canvas": true,
	"title": true, "meta": true, "link": true,
}

// blockWalker turns a content tree into blocks, one per paragraph-like
// element, in document order.
type blockWalker struct {
	blocks []Block
	buf    strings.Builder
	kind   BlockKind
}

// blocksOf returns the blocks of the content tree under root.
func blocksOf(root *html.Node) []Block {
	if root == nil {
		return nil
	}
	w := &blockWalker{kind: KindParagraph}
	w.walk(root, 0)
	w.flush()
	return w.blocks
}

// maxDepth bounds recursion on pathological, deeply nested trees.
const maxDepth = 512

func (w *blockWalker) walk(n *html.Node, depth int) {
	if depth > maxDepth {
		return
	}
	switch n.Type {
	case html.TextNode:
		w.buf.WriteString(n.Data)
		return
	case html.DocumentNode:
		w.children(n, depth)
		return
	case html.ElementNode:
	default:
		return
	}
	tag := strings.ToLower(n.Data)
	if skipped[tag] {
		return
	}
	if tag == "br" || tag == "lb" || tag == "wbr" {
		w.buf.WriteByte(' ')
		return
	}
	if tag == "td" || tag == "th" || tag == "cell" {
		// Cells of one row stay in one block, separated by a space.
		w.buf.WriteByte(' ')
		w.children(n, depth)
		w.buf.WriteByte(' ')
		return
	}
	if kind, ok := blockKinds[tag]; ok {
		w.flush()
		outer := w.kind
		// A paragraph inside a quote, list item or caption keeps the
		// outer kind: it is still part of that quote, item or caption.
		if kind == KindParagraph && outer != KindParagraph && outer != KindHeading {
			kind = outer
		}
		w.kind = kind
		w.children(n, depth)
		w.flush()
		w.kind = outer
		return
	}
	if containers[tag] {
		w.flush()
		w.children(n, depth)
		w.flush()
		return
	}
	w.children(n, depth) // inline element
}

func (w *blockWalker) children(n *html.Node, depth int) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		w.walk(c, depth+1)
	}
}

// flush ends the current block, dropping it when it has no visible text.
func (w *blockWalker) flush() {
	text := collapseSpace(w.buf.String())
	w.buf.Reset()
	if text == "" {
		return
	}
	w.blocks = append(w.blocks, Block{Text: text, Kind: w.kind})
}

// collapseSpace trims s and replaces each run of white space (including
// non-breaking and other Unicode spaces) by one ASCII space. Control
// characters and stray byte order marks are dropped.
func collapseSpace(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f):
			space = true
			continue
		case r == '\ufeff':
			continue
		case unicode.IsControl(r):
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}
