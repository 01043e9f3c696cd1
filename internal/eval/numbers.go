package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/timex"
)

// Microsoft Recognizers-Text English spec cases (MIT): number and date
// normalization.
//
// A spec file is a JSON array of cases {Input, Context, Results}; each result
// has Text, Start, End (code points, End inclusive), TypeName (or Typename)
// and Resolution. We score a case right when we reproduce every expected
// value and nothing more (numbers) or every expected value (dates).
//
// Number cases we do not cover are skipped: negatives ("-1", "minus one"),
// exponents and powers ("1e10", "1.1^23"), spoken decimals ("two hundred
// point five"), ratios ("one over three", "one out of three"), Indian and
// European grouping ("12,34,567", "1.111,11", "1 234 567"), k/M/G and
// "mil"/"MM" suffixes, lakh and crore, unicode vulgar fractions, "nought",
// fractions with ordinal denominators beyond tenths, "dozs"/"dzs"; and every
// case the spec marks as not supported by the .NET reference. Date cases
// are covered when every expected result is a date, a date range or a
// duration (times, date-times, sets and time zones are skipped).

// RecognizerCase is one spec case.
type RecognizerCase struct {
	Input   string `json:"Input"`
	Context struct {
		ReferenceDateTime string `json:"ReferenceDateTime"`
	} `json:"Context"`
	NotSupported string             `json:"NotSupported"`
	Results      []RecognizerResult `json:"Results"`
}

// RecognizerResult is one expected result.
type RecognizerResult struct {
	Text       string          `json:"Text"`
	Start      int             `json:"Start"`
	End        int             `json:"End"`
	TypeName   string          `json:"TypeName"`
	Typename   string          `json:"Typename"`
	Resolution json.RawMessage `json:"Resolution"`
}

// Type returns the result's type name, whichever spelling the case uses.
func (r RecognizerResult) Type() string {
	if r.TypeName != "" {
		return r.TypeName
	}
	return r.Typename
}

// ReadRecognizerCases reads one spec file.
func ReadRecognizerCases(path string) ([]RecognizerCase, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	b = []byte(strings.TrimPrefix(string(b), "\ufeff"))
	var cs []RecognizerCase
	if err := json.Unmarshal(b, &cs); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return cs, nil
}

// NumberMetrics are the Recognizers-Text scores.
type NumberMetrics struct {
	NumberAccuracy float64 `json:"number_accuracy"`
	NumberCases    int     `json:"number_cases"`
	NumberCorrect  int     `json:"number_correct"`
	NumberSkipped  int     `json:"number_skipped"`
	DateAccuracy   float64 `json:"date_accuracy"`
	DateCases      int     `json:"date_cases"`
	DateCorrect    int     `json:"date_correct"`
	DateSkipped    int     `json:"date_skipped"`
}

var numberSkipWords = []string{"^", "point", " over ", "out of", " in ", "minus", "negative", "lakh", "crore",
	"nought", "naught", "⅔", "¾", "⅙", "½", "bln", "tln", "dzs", "dozs", "trillionth", "millionth",
	"hundredth", "thousandth", "first", "twentieth", "thirtieth"}

// numberCovered reports whether we cover a number case.
func numberCovered(c RecognizerCase) bool {
	if strings.Contains(strings.ToLower(c.NotSupported), "dotnet") {
		return false
	}
	in := strings.ToLower(c.Input)
	for _, w := range numberSkipWords {
		if strings.Contains(in, w) {
			return false
		}
	}
	for i := 0; i < len(in); i++ {
		ch := in[i]
		if ch >= '0' && ch <= '9' {
			// a digit touching a letter: units, suffixes, exponents
			if i+1 < len(in) && (in[i+1] >= 'a' && in[i+1] <= 'z') || i > 0 && in[i-1] >= 'a' && in[i-1] <= 'z' {
				return false
			}
			// digits grouped by spaces or non-standard commas, negatives
			if i+2 < len(in) && in[i+1] == ' ' && in[i+2] >= '0' && in[i+2] <= '9' {
				return false
			}
		}
		if ch == '-' && i+1 < len(in) && (in[i+1] >= '0' && in[i+1] <= '9' || in[i+1] == ' ' && i+2 < len(in) && in[i+2] >= '0' && in[i+2] <= '9') {
			return false
		}
		if ch == ',' && i > 0 && in[i-1] >= '0' && in[i-1] <= '9' {
			j := i + 1
			for j < len(in) && in[j] >= '0' && in[j] <= '9' {
				j++
			}
			if j-i-1 != 3 {
				return false
			}
		}
		if ch == '.' && i+1 < len(in) && in[i+1] >= '0' && in[i+1] <= '9' && strings.Count(in, ".") > 1 && strings.Contains(in, ",") {
			return false
		}
	}
	if strings.Contains(in, "\u202f") || strings.Count(in, ".") > 2 {
		return false
	}
	// "2.33 k", "1,674.5 G": a scale letter after the number
	f := strings.Fields(in)
	for k := 1; k < len(f); k++ {
		if len(f[k]) == 1 && strings.Contains("kmgbt", f[k]) && f[k-1][len(f[k-1])-1] >= '0' && f[k-1][len(f[k-1])-1] <= '9' {
			return false
		}
	}
	// spelled fractions with ordinal denominators other than the simple ones
	for _, r := range c.Results {
		f := strings.Fields(strings.ToLower(r.Text))
		if len(f) > 0 {
			last := strings.Trim(f[len(f)-1], "-")
			if strings.HasSuffix(last, "ths") || strings.HasSuffix(last, "th") || strings.HasSuffix(last, "fths") {
				if len(f) > 2 || strings.Contains(r.Text, "-") {
					return false
				}
			}
		}
	}
	return true
}

type numberResolution struct {
	Value string `json:"value"`
}

// numberCaseRight runs figures.Numbers on the input and compares values.
func numberCaseRight(c RecognizerCase) bool {
	got := figures.Numbers(c.Input)
	if len(got) != len(c.Results) {
		return false
	}
	for k, r := range c.Results {
		var res numberResolution
		if err := json.Unmarshal(r.Resolution, &res); err != nil {
			return false
		}
		want, err := strconv.ParseFloat(res.Value, 64)
		if err != nil {
			return false
		}
		if math.Abs(got[k].Value-want) > 1e-9*math.Max(1, math.Abs(want)) {
			return false
		}
	}
	return true
}

type dateResolution struct {
	Values []struct {
		Timex string `json:"timex"`
		Type  string `json:"type"`
		Value string `json:"value"`
		Start string `json:"start"`
		End   string `json:"end"`
	} `json:"values"`
}

func dateCovered(c RecognizerCase) bool {
	if c.Context.ReferenceDateTime == "" || len(c.Results) == 0 || strings.Contains(strings.ToLower(c.NotSupported), "dotnet") {
		return false
	}
	for _, r := range c.Results {
		switch r.Type() {
		case "datetimeV2.date", "datetimeV2.daterange", "datetimeV2.duration":
		default:
			return false
		}
	}
	return true
}

// dateCaseRight runs timex on the input against the case's reference date
// and checks each expected result against the expression overlapping it.
func dateCaseRight(c RecognizerCase) bool {
	ref, err := time.Parse("2006-01-02T15:04:05", c.Context.ReferenceDateTime)
	if err != nil {
		return false
	}
	got := timex.Extract(c.Input, ref)
	offs := make([]int, 0, len(c.Input)+1)
	for i := range c.Input {
		offs = append(offs, i)
	}
	offs = append(offs, len(c.Input))
	for _, r := range c.Results {
		if r.Start < 0 || r.End+1 >= len(offs) {
			return false
		}
		sp := storyline.Span{Start: offs[r.Start], End: offs[r.End+1]}
		var res dateResolution
		if err := json.Unmarshal(r.Resolution, &res); err != nil {
			return false
		}
		ok := false
		for _, g := range got {
			if g.Span.Start >= sp.End || sp.Start >= g.Span.End {
				continue
			}
			for _, v := range res.Values {
				if g.Value == v.Timex || g.Value == v.Value && v.Value != "" {
					ok = true
				}
				if v.Start != "" && v.End != "" && !g.RangeStart.IsZero() && !g.RangeEnd.IsZero() &&
					g.RangeStart.String() == v.Start && g.RangeEnd.Time().AddDate(0, 0, 1).Format("2006-01-02") == v.End {
					ok = true
				}
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// NumbersEvalOptions tune EvalNumbers.
type NumbersEvalOptions struct {
	// Errors, when set, receives the covered cases we get wrong.
	Errors io.Writer
}

// EvalNumbers scores number and date normalization on a Recognizers-Text
// checkout (the directory holding Number/ and DateTime/).
func EvalNumbers(dir string, opts NumbersEvalOptions) (NumberMetrics, error) {
	var m NumberMetrics
	numPath := filepath.Join(dir, "Number", "English", "NumberModel.json")
	datePath := filepath.Join(dir, "DateTime", "English", "DateTimeModel.json")
	nums, err := ReadRecognizerCases(numPath)
	if err != nil {
		return m, err
	}
	dates, err := ReadRecognizerCases(datePath)
	if err != nil {
		return m, err
	}
	for _, c := range nums {
		if !numberCovered(c) {
			m.NumberSkipped++
			continue
		}
		m.NumberCases++
		if numberCaseRight(c) {
			m.NumberCorrect++
		} else if opts.Errors != nil {
			fmt.Fprintf(opts.Errors, "number\t%q\t%+v\n", c.Input, figures.Numbers(c.Input))
		}
	}
	for _, c := range dates {
		if !dateCovered(c) {
			m.DateSkipped++
			continue
		}
		m.DateCases++
		if dateCaseRight(c) {
			m.DateCorrect++
		} else if opts.Errors != nil {
			ref, _ := time.Parse("2006-01-02T15:04:05", c.Context.ReferenceDateTime)
			var vals []string
			for _, g := range timex.Extract(c.Input, ref) {
				vals = append(vals, g.Text+"="+g.Value)
			}
			fmt.Fprintf(opts.Errors, "date\t%q\t%s\t%v\n", c.Input, c.Context.ReferenceDateTime, vals)
		}
	}
	m.NumberAccuracy = ratio(m.NumberCorrect, m.NumberCases)
	m.DateAccuracy = ratio(m.DateCorrect, m.DateCases)
	return m, nil
}
