package timex

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The scan only tries a match at a word in starters (see canStart), so a
// word the matcher dispatches on but starters lacks is never matched, and
// nothing says so. TestStartersCoverDispatch reads the package source to
// find every word the matcher dispatches on at the first token of an
// expression and checks that each is a starter.
//
// Dispatch is followed from at(i), the entry of a match, through the calls
// that pass the start index on unconditionally (core, durationForm,
// parseNum, …). In each such function it collects
//   - the string literals of the cases of a switch on the start word,
//   - the literals compared with the start word in a tagless switch's cases,
//   - the tables the start word is looked up in (monthWords[w], …).
// Calls made once the word has been dispatched (inside such a case, or
// under an if that tests the word) are not followed: the word that led
// there has been collected already.

// dispatchTables are the word tables, by name in the source, that the
// matcher may look the start word up in.
var dispatchTables = map[string][]string{
	"monthWords":   keysOf(monthWords),
	"monthAbbr":    keysOf(monthAbbr),
	"weekdayWords": keysOf(weekdayWords),
	"numWords":     keysOf(numWords),
	"ordWords":     keysOf(ordWords),
	"vagueNum":     keysOf(vagueNum),
	"unitWords":    keysOf(unitWords),
	"pluralUnit":   keysOf(pluralUnit),
	"seasonWords":  keysOf(seasonWords),
	"setWords":     keysOf(setWords),
	"decadeWords":  keysOf(decadeWords),
	"holidays":     keysOf(holidays),
}

func keysOf[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

func TestStartersCoverDispatch(t *testing.T) {
	d := parseDispatch(t)
	d.visit("at", []bool{true})
	if len(d.words) == 0 || len(d.tables) == 0 {
		t.Fatal("found no dispatch words: the source no longer has the shape this test reads")
	}
	for _, w := range slices.Sorted(maps.Keys(d.words)) {
		if !starters[w] {
			t.Errorf("%q is dispatched on in %s but is not in starters", w, d.words[w])
		}
	}
	for _, name := range slices.Sorted(maps.Keys(d.tables)) {
		keys, ok := dispatchTables[name]
		if !ok {
			t.Errorf("%s looks the start word up in %s: add it to dispatchTables", d.tables[name], name)
			continue
		}
		for _, w := range keys {
			if !starters[w] {
				t.Errorf("%q (in %s, looked up in %s) is not in starters", w, name, d.tables[name])
			}
		}
	}
}

// dispatch walks the methods of ext from the entry of a match.
type dispatch struct {
	methods map[string]*ast.FuncDecl
	seen    map[string]bool
	words   map[string]string // word → function that dispatches on it
	tables  map[string]string // table → function that looks the word up
}

func parseDispatch(t *testing.T) *dispatch {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	d := &dispatch{
		methods: map[string]*ast.FuncDecl{},
		seen:    map[string]bool{},
		words:   map[string]string{},
		tables:  map[string]string{},
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv != nil && fn.Body != nil {
				d.methods[fn.Name.Name] = fn
			}
		}
	}
	if d.methods["at"] == nil {
		t.Fatal("no method at: the source no longer has the shape this test reads")
	}
	return d
}

// visit reads method name, whose parameters marked in start hold the index
// of the first token of the expression.
func (d *dispatch) visit(name string, start []bool) {
	fn := d.methods[name]
	if fn == nil {
		return
	}
	key := name + fmt.Sprint(start)
	if d.seen[key] {
		return
	}
	d.seen[key] = true
	f := &startFunc{name: name, index: map[string]bool{}, tok: map[string]bool{}, word: map[string]bool{}}
	p := 0
	for _, field := range fn.Type.Params.List {
		for _, id := range field.Names {
			if p < len(start) && start[p] {
				f.index[id.Name] = true
			}
			p++
		}
	}
	f.walk(d, fn.Body, false)
}

// startFunc holds, in one function, the names bound to the start index, to
// the start token and to the start word.
type startFunc struct {
	name             string
	index, tok, word map[string]bool
}

// walk reads n; dispatched reports that n runs only once the start word has
// been dispatched on, so the calls in it are not followed.
func (f *startFunc) walk(d *dispatch, n ast.Node, dispatched bool) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for j, lhs := range n.Lhs {
					id, ok := lhs.(*ast.Ident)
					if !ok {
						continue
					}
					if f.isWord(n.Rhs[j]) {
						f.word[id.Name] = true
					} else if f.isTok(n.Rhs[j]) {
						f.tok[id.Name] = true
					}
				}
			}
		case *ast.IndexExpr:
			if f.isWord(n.Index) {
				d.tables[types.ExprString(n.X)] = f.name
			}
		case *ast.IfStmt:
			if n.Init != nil {
				f.walk(d, n.Init, dispatched)
			}
			f.walk(d, n.Cond, dispatched)
			inner := dispatched || f.mentionsWord(n.Init) || f.mentionsWord(n.Cond)
			f.walk(d, n.Body, inner)
			if n.Else != nil {
				f.walk(d, n.Else, inner)
			}
			return false
		case *ast.SwitchStmt:
			if n.Init != nil {
				f.walk(d, n.Init, dispatched)
			}
			if n.Tag != nil {
				f.walk(d, n.Tag, dispatched)
			}
			onWord := n.Tag != nil && f.isWord(n.Tag)
			for _, c := range n.Body.List {
				cc := c.(*ast.CaseClause)
				tests := onWord
				for _, x := range cc.List {
					if onWord {
						f.addLiteral(d, x)
					} else if n.Tag == nil {
						tests = f.compared(d, x) || f.mentionsWord(x) || tests
						f.walk(d, x, dispatched)
					}
				}
				for _, s := range cc.Body {
					f.walk(d, s, dispatched || tests)
				}
			}
			return false
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok || dispatched {
				return true
			}
			start := make([]bool, len(n.Args))
			passes := false
			for j, a := range n.Args {
				if f.isIndex(a) {
					start[j], passes = true, true
				}
			}
			if passes {
				d.visit(sel.Sel.Name, start)
			}
		}
		return true
	})
}

// isWord reports whether x is the start word: e.lw(i), e.toks[i].lw, t.lw
// for the start token t, or a name bound to one of these.
func (f *startFunc) isWord(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.Ident:
		return f.word[x.Name]
	case *ast.CallExpr:
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "lw" && len(x.Args) == 1 {
			return f.isIndex(x.Args[0])
		}
	case *ast.SelectorExpr:
		return x.Sel.Name == "lw" && f.isTok(x.X)
	}
	return false
}

// isTok reports whether x is the start token: e.toks[i], &e.toks[i], or a
// name bound to one of these.
func (f *startFunc) isTok(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.Ident:
		return f.tok[x.Name]
	case *ast.UnaryExpr:
		return x.Op == token.AND && f.isTok(x.X)
	case *ast.IndexExpr:
		sel, ok := x.X.(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "toks" && f.isIndex(x.Index)
	}
	return false
}

func (f *startFunc) isIndex(x ast.Expr) bool {
	id, ok := x.(*ast.Ident)
	return ok && f.index[id.Name]
}

// mentionsWord reports whether the start word appears in n.
func (f *startFunc) mentionsWord(n ast.Node) bool {
	if n == nil {
		return false
	}
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && f.isWord(x) {
			found = true
		}
		return !found
	})
	return found
}

// compared collects the literals x compares the start word with by ==
// (joined by ||), as in the case of a tagless switch.
func (f *startFunc) compared(d *dispatch, x ast.Expr) bool {
	b, ok := x.(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch b.Op {
	case token.LOR:
		l, r := f.compared(d, b.X), f.compared(d, b.Y)
		return l || r
	case token.EQL:
		if f.isWord(b.X) {
			return f.addLiteral(d, b.Y)
		}
		if f.isWord(b.Y) {
			return f.addLiteral(d, b.X)
		}
	}
	return false
}

func (f *startFunc) addLiteral(d *dispatch, x ast.Expr) bool {
	lit, ok := x.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return false
	}
	w, err := strconv.Unquote(lit.Value)
	if err != nil {
		return false
	}
	d.words[w] = f.name
	return true
}
