package events

// Words of the towns' rules (town*.go): how a report ties a scene to a
// county, a city's part to its city.

// countyAgencyWords follow a county's name when its agency works the
// scene: "Iredell County deputies said", "the Merced County Sheriff's
// Department", "with Horry County Police". A county's sheriff, police and
// coroner act within it, so the scene lies in the county.
const countyAgencyWords = `sheriff|sheriff['’]s|deputy|deputies|police|coroner|coroner['’]s|medical\s+examiner|constable|marshal`

// countySceneLead ends the words before a county's name when the county
// is the scene's: "shot in Wise County", "a home near rural Polk County",
// "a sheriff's deputy with Pierce County".
const countySceneLead = `(?:\bin|\bnear|\bacross|\bthroughout|\bdeput(?:y|ies)\s+with|\bofficers?\s+with)\s+(?:the\s+)?(?:(?:rural|unincorporated|northern|southern|eastern|western|central|north|south|east|west|northeast|northwest|southeast|southwest)\s+)?$`

// countyInstitutionWords follow a county's name when it names a place
// of the county's, not the scene: "held in the Pike County Jail", "in
// the Scioto County Career Center", "at the Elbert County line".
const countyInstitutionWords = `jail|detention|correctional|corrections|courthouse|court|courts|hospital|medical\s+center|schools?|career|fair|fairgrounds|airport|library|commission|board|line|landfill|jail['’]s`

// nameAbbreviations end with a period inside a place's name ("St. Mary
// Parish", "Ft. Bend County"); any other word ending with a period
// before a county's name ends the sentence before it ("… in Spartanburg,
// S.C.  Rutherford County deputies said").
var nameAbbreviations = map[string]bool{"st": true, "ste": true, "ft": true, "mt": true, "pt": true}
