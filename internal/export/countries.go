package export

// countries_gen.go is generated from the npm package iso-3166@4.4.0; with
// the package installed (see gen/main.go), ISO3166_MODULES=DIR/node_modules
// go generate ./internal/export rebuilds it.
//go:generate go run ./gen -modules ${ISO3166_MODULES} -out countries_gen.go

// isoCountry is one row of the generated ISO 3166-1 table.
type isoCountry struct {
	Alpha3  string
	Numeric int
	Name    string // ISO's English short name: "Venezuela, Bolivarian Republic of"
}

// Country is what the ACLED export says about a country.
type Country struct {
	Alpha2, Alpha3 string
	Numeric        int    // ISO 3166-1 numeric: ACLED's iso column
	Name           string // the common English name ACLED uses: "Venezuela"
	Region         string // ACLED's region, "" when not derived (see docs/export.md)
}

// CountryOf returns what the export knows of an ISO 3166-1 alpha-2 code.
func CountryOf(alpha2 string) (Country, bool) {
	c, ok := isoCountries[alpha2]
	if !ok {
		return Country{}, false
	}
	name := c.Name
	if n, ok := commonNames[alpha2]; ok {
		name = n
	}
	return Country{Alpha2: alpha2, Alpha3: c.Alpha3, Numeric: c.Numeric, Name: name, Region: acledRegions[alpha2]}, true
}

// commonNames replaces ISO's formal short names ("Venezuela, Bolivarian
// Republic of", "Viet Nam") with the common names ACLED writes in its
// country column. Every other country keeps its ISO name.
var commonNames = map[string]string{
	"BN": "Brunei",
	"BO": "Bolivia",
	"CD": "Democratic Republic of Congo",
	"CG": "Republic of Congo",
	"CI": "Ivory Coast",
	"CV": "Cape Verde",
	"CZ": "Czech Republic",
	"FK": "Falkland Islands",
	"FM": "Micronesia",
	"GB": "United Kingdom",
	"IR": "Iran",
	"KP": "North Korea",
	"KR": "South Korea",
	"LA": "Laos",
	"MD": "Moldova",
	"NL": "Netherlands",
	"PS": "Palestine",
	"RU": "Russia",
	"SY": "Syria",
	"SZ": "eSwatini",
	"TL": "East Timor",
	"TR": "Turkey",
	"TW": "Taiwan",
	"TZ": "Tanzania",
	"US": "United States",
	"VA": "Vatican City",
	"VE": "Venezuela",
	"VN": "Vietnam",
}

// acledRegions is ACLED's region of each country, written by hand for the
// countries whose region is certain: ACLED's regions follow the UN M49
// sub-regions with a few changes (Iran and Turkey in the Middle East, the
// Caucasus with Central Asia, Mexico in Central America). Countries where
// ACLED departs from M49 in ways not checked here — Sudan, Cyprus, Western
// Sahara, the Indian Ocean islands, and the Southern/Eastern/Middle Africa
// border (Angola, Malawi, Mozambique, Zambia, Zimbabwe, Madagascar) — and
// most dependent territories are left out: their region is empty.
var acledRegions = func() map[string]string {
	m := map[string]string{}
	for region, codes := range map[string][]string{
		"Western Africa":            {"BJ", "BF", "CV", "CI", "GM", "GH", "GN", "GW", "LR", "ML", "MR", "NE", "NG", "SN", "SL", "TG"},
		"Middle Africa":             {"CM", "CF", "TD", "CG", "CD", "GQ", "GA", "ST"},
		"Eastern Africa":            {"BI", "DJ", "ER", "ET", "KE", "RW", "SO", "SS", "TZ", "UG"},
		"Southern Africa":           {"BW", "LS", "NA", "SZ", "ZA"},
		"Northern Africa":           {"DZ", "EG", "LY", "MA", "TN"},
		"Middle East":               {"BH", "IR", "IQ", "IL", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "SY", "TR", "AE", "YE"},
		"South Asia":                {"AF", "BD", "BT", "IN", "MV", "NP", "PK", "LK"},
		"Southeast Asia":            {"BN", "KH", "ID", "LA", "MY", "MM", "PH", "SG", "TH", "TL", "VN"},
		"East Asia":                 {"CN", "HK", "JP", "KP", "KR", "MN", "MO", "TW"},
		"Caucasus and Central Asia": {"AM", "AZ", "GE", "KZ", "KG", "TJ", "TM", "UZ"},
		"Europe": {"AL", "AD", "AT", "BY", "BE", "BA", "BG", "HR", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IS", "IE",
			"IT", "LV", "LI", "LT", "LU", "MT", "MD", "MC", "ME", "NL", "MK", "NO", "PL", "PT", "RO", "RU", "SM", "RS", "SK",
			"SI", "ES", "SE", "CH", "UA", "GB", "VA"},
		"North America":   {"CA", "US"},
		"Central America": {"BZ", "CR", "SV", "GT", "HN", "MX", "NI", "PA"},
		"South America":   {"AR", "BO", "BR", "CL", "CO", "EC", "GY", "PY", "PE", "SR", "UY", "VE"},
		"Caribbean":       {"AG", "BS", "BB", "CU", "DM", "DO", "GD", "HT", "JM", "KN", "LC", "VC", "TT"},
		"Oceania":         {"AU", "FJ", "KI", "MH", "FM", "NR", "NZ", "PW", "PG", "WS", "SB", "TO", "TV", "VU"},
	} {
		for _, c := range codes {
			m[c] = region
		}
	}
	return m
}()
