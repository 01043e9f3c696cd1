package lang

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/storyline-news/storyline/internal/demo"
)

// detector is what Detect answered before the fast path.
func detector(text string) string {
	if len(text) > sample {
		cut := sample
		for cut > 0 && text[cut]&0xC0 == 0x80 {
			cut--
		}
		text = text[:cut]
	}
	return detectModel(text)
}

// texts gathers every text at hand: the bundled samples and Wikinews
// articles, the repository's test inputs, and the ECB+ and TBAQ texts when
// ../shared is there; with translations of sentences into other languages
// that share the Latin script.
func texts(t *testing.T) map[string]string {
	out := map[string]string{}
	for _, s := range demo.Samples() {
		out[s.Name] = string(s.Data)
	}
	sc := bufio.NewScanner(bytes.NewReader(demo.Wikinews()))
	sc.Buffer(nil, 1<<24)
	for i := 0; sc.Scan(); i++ {
		var rec map[string]any
		if json.Unmarshal(sc.Bytes(), &rec) == nil {
			if s, ok := rec["text"].(string); ok {
				out["wikinews/"+string(rune('a'+i))] = s
			}
		}
	}
	roots := []string{"../../internal", "../../../shared/gold/stories", "../../../shared/gold/timex"}
	for _, root := range roots {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || len(out) > 3000 {
				return nil
			}
			switch filepath.Ext(p) {
			case ".txt", ".tml", ".xml", ".html", ".htm":
			default:
				return nil
			}
			if info, err := d.Info(); err != nil || info.Size() > 2<<20 {
				return nil
			}
			b, err := os.ReadFile(p)
			if err == nil {
				if filepath.Ext(p) != ".txt" {
					b = markup.ReplaceAll(b, []byte(" "))
				}
				out[p] = string(b)
			}
			return nil
		})
	}
	for i, s := range []string{
		"Die Regierung hat am Dienstag erklärt, dass mehr als 320 Soldaten seit dem Wochenende desertiert sind, was die Spannungen an der Grenze erhöht hat. Die Armee will die Brücken schließen, und die Opposition hat an die Soldaten appelliert, die Hilfe durchzulassen. Was die Regierung jetzt tun will, ist unklar; an der Grenze warten Lastwagen mit Lebensmitteln und Medikamenten.",
		"De regering heeft dinsdag verklaard dat meer dan 320 soldaten sinds het weekend zijn gedeserteerd. Het is de grootste uittocht in jaren, en het leger was niet voorbereid op de spanningen aan de grens. De oppositie heeft de soldaten opgeroepen de hulp door te laten, maar de bruggen blijven dicht en de vrachtwagens wachten.",
		"Le gouvernement a déclaré mardi que plus de 320 soldats ont déserté depuis le week-end. On a vu des camions bloqués à la frontière, et l'opposition a demandé aux soldats de laisser passer l'aide. Les ponts restent fermés et la tension monte des deux côtés de la rivière.",
		"Il governo ha dichiarato martedì che più di 320 soldati hanno disertato dal fine settimana. I camion con gli aiuti sono fermi al confine, e l'opposizione ha chiesto ai militari di lasciarli passare. I ponti restano chiusi e la tensione cresce da entrambi i lati del fiume.",
	} {
		out["translation/"+string(rune('0'+i))] = s
	}
	return out
}

// markup matches tags, so that the words of XML and HTML files are read.
var markup = regexp.MustCompile(`<[^>]*>`)

func TestPlainlyEnglishAgrees(t *testing.T) {
	all := texts(t)
	fast, en, prose, proseFast := 0, 0, 0, 0
	for name, text := range all {
		want := detector(text)
		if want == "en" {
			en++
		}
		isProse := strings.HasPrefix(name, "wikinews/") || strings.HasSuffix(name, ".txt") && strings.Contains(name, "samples")
		if isProse {
			prose++
			if plainlyEnglish(text[:min(len(text), sample)]) {
				proseFast++
			}
		}
		s := text
		if len(s) > sample {
			s = s[:sample]
		}
		if plainlyEnglish(s) {
			fast++
			if want != "en" {
				t.Errorf("%s: plainly English by the fast path, %s by the detector: %.80q", name, want, strings.TrimSpace(s))
			}
		}
		if got := Detect(text); got != want {
			t.Errorf("%s: Detect = %s, the detector says %s", name, got, want)
		}
	}
	t.Logf("%d texts, %d English by the detector, %d of them by the fast path; news prose: %d of %d", len(all), en, fast, proseFast, prose)
	if proseFast*10 < prose*9 {
		t.Errorf("the fast path took only %d of %d English news texts", proseFast, prose)
	}
}
