package htmlx

import (
	"strings"

	"golang.org/x/net/html"
)

// recoverCaptions puts back the photo captions (<figcaption>) of the main
// content, which trafilatura drops with the figures around them.
//
// The extracted blocks are located in the original document by their text;
// the main content is the lowest common ancestor of the located blocks. Each
// figcaption inside it (but not inside an aside, nav or footer) whose text is
// not already a block is inserted after the last block that precedes it in
// document order, or before the first block when it comes first (a lead
// photo). Nothing is recovered when fewer than two blocks are located or when
// the common ancestor is the whole body, since the main content is then
// unknown.
func recoverCaptions(doc *html.Node, blocks []Block) []Block {
	if len(blocks) < 2 {
		return blocks
	}
	order := map[*html.Node]int{}
	byText := map[string]*html.Node{}
	var captions []*html.Node
	i := 0
	var visit func(n *html.Node, depth int)
	visit = func(n *html.Node, depth int) {
		if depth > maxDepth {
			return
		}
		if n.Type == html.ElementNode {
			order[n] = i
			i++
			tag := n.Data
			if skipped[tag] {
				return
			}
			if _, ok := blockKinds[tag]; ok {
				t := collapseSpace(textOf(n))
				if _, seen := byText[t]; t != "" && !seen {
					byText[t] = n
				}
				if tag == "figcaption" {
					captions = append(captions, n)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c, depth+1)
		}
	}
	visit(doc, 0)
	if len(captions) == 0 {
		return blocks
	}

	located := make([]*html.Node, len(blocks))
	var lca *html.Node
	n := 0
	have := map[string]bool{}
	for bi, b := range blocks {
		have[b.Text] = true
		if node := byText[b.Text]; node != nil {
			located[bi] = node
			n++
			if lca == nil {
				lca = node
			} else {
				lca = commonAncestor(lca, node)
			}
		}
	}
	if n < 2 || lca == nil || lca.Type != html.ElementNode || lca.Data == "body" || lca.Data == "html" {
		return blocks
	}

	// insertAfter[k] holds the captions to insert after block k-1 (k=0: first).
	insert := map[int][]Block{}
	for _, c := range captions {
		if !isAncestor(lca, c) || inBoilerplate(c, lca) {
			continue
		}
		t := collapseSpace(textOf(c))
		if t == "" || have[t] {
			continue
		}
		have[t] = true
		pos := 0
		for bi, node := range located {
			if node != nil && order[node] < order[c] {
				pos = bi + 1
			}
		}
		insert[pos] = append(insert[pos], Block{Text: t, Kind: KindCaption})
	}
	if len(insert) == 0 {
		return blocks
	}
	out := make([]Block, 0, len(blocks)+len(insert))
	for bi := 0; bi <= len(blocks); bi++ {
		out = append(out, insert[bi]...)
		if bi < len(blocks) {
			out = append(out, blocks[bi])
		}
	}
	return out
}

// textOf returns the text under n, skipping scripts and styles, with a space
// for each <br>.
func textOf(n *html.Node) string {
	var b strings.Builder
	var visit func(n *html.Node, depth int)
	visit = func(n *html.Node, depth int) {
		if depth > maxDepth {
			return
		}
		switch n.Type {
		case html.TextNode:
			b.WriteString(n.Data)
			return
		case html.ElementNode:
			if skipped[n.Data] {
				return
			}
			if n.Data == "br" {
				b.WriteByte(' ')
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c, depth+1)
		}
	}
	visit(n, 0)
	return b.String()
}

func isAncestor(a, n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p == a {
			return true
		}
	}
	return false
}

func commonAncestor(a, b *html.Node) *html.Node {
	for p := a; p != nil; p = p.Parent {
		if isAncestor(p, b) {
			return p
		}
	}
	return nil
}

// inBoilerplate reports whether n sits in an aside, nav or footer below top.
func inBoilerplate(n, top *html.Node) bool {
	for p := n.Parent; p != nil && p != top; p = p.Parent {
		if p.Type == html.ElementNode && (p.Data == "aside" || p.Data == "nav" || p.Data == "footer") {
			return true
		}
	}
	return false
}
