package storyline_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/storyline-news/storyline"

// stages are the analysis and clustering stages: they read the domain
// types, the text layer, the shipped data and models, and earlier stages
// only where named in stageMayImport.
var stages = []string{
	"internal/clean", "internal/htmlx", "internal/pubdate", "internal/lang", "internal/dedup",
	"internal/timex", "internal/figures", "internal/names", "internal/places", "internal/quotes",
	"internal/events", "internal/stories", "internal/reconcile",
}

// stageMayImport lists the stages one stage reads the output code of.
var stageMayImport = map[string][]string{
	"internal/events": {"internal/places"},
}

// TestImportRules holds the code to the rules of docs/architecture.md:
// data flows one way (ingest → clean → analyze → store → stories →
// faces), so no package imports one downstream of it.
func TestImportRules(t *testing.T) {
	imports := packageImports(t)
	if len(imports) < 20 {
		t.Fatalf("found only %d packages: run the test from the module root", len(imports))
	}
	for pkg, imps := range imports {
		for _, imp := range imps {
			if why := forbidden(pkg, imp); why != "" {
				t.Errorf("%s imports %s: %s", pkg, imp, why)
			}
		}
	}
}

// forbidden says why pkg may not import imp ("" when it may). Both are
// paths inside the module ("" is the root package).
func forbidden(pkg, imp string) string {
	switch {
	case pkg == "":
		return "the domain package imports nothing of the module"
	case strings.HasPrefix(imp, "cmd/"):
		return "nothing imports the CLI"
	case pkg == "internal/text":
		if imp != "" {
			return "the text layer reads only the domain types"
		}
	case isStage(pkg):
		if imp == "" || imp == "internal/text" || strings.HasPrefix(imp, "data/") || strings.HasPrefix(imp, "models/") ||
			strings.HasPrefix(imp, pkg+"/") || contains(stageMayImport[pkg], imp) {
			return ""
		}
		return "a stage reads the domain types, the text layer and shipped data, not other packages"
	case strings.HasPrefix(pkg, "internal/store/") && pkg != "internal/store/storetest":
		if under(imp, "internal/web", "internal/pipeline", "internal/assign", "internal/fix", "internal/alerts") {
			return "storage engines know nothing of the layers above them"
		}
	case pkg == "internal/pipeline" || pkg == "internal/assign":
		if under(imp, "internal/web", "internal/fix", "internal/alerts", "internal/eval", "internal/bench", "internal/store/sqlite", "internal/store/postgres") {
			return "analysis and assignment run over the Store interface and know nothing of the faces"
		}
	case pkg == "internal/web/api" && under(imp, "internal/web/ui"), pkg == "internal/web/ui" && under(imp, "internal/web/api"):
		return "the API and the dashboard share only internal/web/httpx and internal/web/writes"
	}
	if imp == "internal/pipeline" && !under(pkg, "cmd", "internal/web", "internal/watch", "internal/eval", "internal/bench",
		"internal/alerts", "internal/hardening", "internal/store/postgres") {
		return "only the faces, the evaluations, the benchmarks and alerts run the pipeline"
	}
	return ""
}

func isStage(pkg string) bool {
	for _, s := range stages {
		if pkg == s || strings.HasPrefix(pkg, s+"/") && !strings.Contains(pkg, "/cmd/") {
			return true
		}
	}
	return false
}

// under reports whether pkg is one of roots or inside one.
func under(pkg string, roots ...string) bool {
	for _, r := range roots {
		if pkg == r || strings.HasPrefix(pkg, r+"/") {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// packageImports maps each package of the module (by its directory) to the
// module packages its non-test files import.
func packageImports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(filepath.Dir(path))
		if pkg == "." {
			pkg = ""
		}
		if _, ok := out[pkg]; !ok {
			out[pkg] = nil
		}
		for _, is := range f.Imports {
			p, _ := strconv.Unquote(is.Path.Value)
			if p != module && !strings.HasPrefix(p, module+"/") {
				continue
			}
			if p = strings.TrimPrefix(strings.TrimPrefix(p, module), "/"); !contains(out[pkg], p) {
				out[pkg] = append(out[pkg], p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
