package names

// The English words of the checks that a name read as a person's names
// one (unseen.go): news of other places and outlets than the training
// text's names its towns, armed groups and page furniture in forms the
// tagger reads as people.

// armedGroupWords start or head the names of armed groups in Arabic
// ("Jaish al-Islam", "Ahrar al-Sham", "Liwa al-Quds", "Hayat Tahrir
// al-Sham"): no person's name holds one.
var armedGroupWords = wordSet(`jaish jeish jaysh ahrar harakat liwa liwaa jabhat jabhet kataib kataeb saraya
faylaq failaq tahrir`)

// bodyHeadWords end the names of bodies that orgHeadWords leaves out
// ("Syrian Observatory", "Defence Ministry"): a name that ends in one is
// no person's.
var bodyHeadWords = wordSet(`observatory ministry department directorate agency institute foundation authority
administration`)

// sectNames are the religious and ethnic groups that stand as nationality
// words do, NORP, and are never a person: "Assads Alawite sect".
var sectNames = wordSet(`alawite alawites alawi alawis ismaili ismailis assyrian assyrians circassian
circassians turkmen turkoman yazidis salafi salafis wahhabi wahhabis sufi sufis`)

// nonPersonWords are capitalized words that news writes alone and the
// tagger reads as a person: a deity, an exclamation of the text.
var nonPersonWords = wordSet(`god allah lord`)

// speechVerbs said right after a name, or right before it ("said Rami
// Abdel Rahman"), make it a person's: places and groups are said to say
// things too, but a name the tagger read as a person and that speaks is
// one.
var speechVerbs = wordSet(`said says told tells added stated explained warned wrote tweeted noted
insisted stressed urged asked declared announced`)

// placeCuesBefore are the words before a name that say it names a place:
// a preposition of place ("in Qamishli", "near Saraqeb", "from Madaya"),
// a possessive country ("Syrias Hasakeh") is tested apart.
var placeCuesBefore = wordSet(`in near outside around from into toward towards across besieged rebel-held
government-held regime-held opposition-held jihadist-held`)

// placeKindWords after a name, or before "of" before it, say it is a
// place: "Hasakeh province", "the town of Qamishli", "Sheikh Maqsood
// district", "Atareb countryside".
var placeKindWords = wordSet(`city town village province region district governorate county municipality
capital suburb suburbs neighbourhood neighborhood neighbourhoods neighborhoods countryside area outskirts
enclave`)

// compassPlaceWords before a name, or before "of" before it, say it is a
// place: "East Ghouta", "Eastern Ghouta", "south of Jarabulus".
var compassPlaceWords = wordSet(`east west north south eastern western northern southern northeast northwest
southeast southwest northeastern northwestern southeastern southwestern`)

// pluralPlaceKinds before "of" open a list of places: "the villages of
// …", "the towns of … and …".
var pluralPlaceKinds = wordSet(`villages towns cities provinces districts neighbourhoods neighborhoods
suburbs areas regions governorates counties hamlets localities`)

// listJoiners join the names of a list.
var listJoiners = wordSet(`and , or`)
