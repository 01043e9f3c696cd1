package events

import (
	"regexp"
)

// cue is a kind of trigger or modifier the lexicon recognizes.
type cue uint8

// Cue kinds. The comments give the ACLED codebook definition each one
// comes from (docs/events.md).
const (
	cNone cue = iota
	// Demonstrations.
	cProtest      // "protested", "rally", "march", "strike", "sit-in": a public demonstration
	cProtestWeak  // "demanded", "denounced": a protest when a social group does it
	cRiotAct      // demonstrators' violence: throwing stones, vandalism, barricades set alight
	cIntervention // tear gas, rubber bullets, dispersal, water cannon: force short of lethal
	cLethalForce  // live ammunition, shot at the demonstrators
	cMob          // lynching, mob, vigilante: violence not part of a demonstration
	cClash        // clashes, confrontation, shootout, fighting
	// Violence.
	cKill     // killed, shot dead, murdered
	cKillWeak // died, dead, bodies: a death, violent only with other cues
	cInjure   // injured, wounded
	cAttack   // attacked, shot, beat, stabbed, ambushed, tortured
	cAbduct   // kidnapped, abducted, forcibly disappeared
	cSexual   // rape, sexual assault
	cAir      // airstrike, drone strike, warplanes
	cShell    // shelling, artillery, mortar, rocket, missile
	cIED      // roadside bomb, IED, landmine, car bomb, explosive device
	cGrenade  // grenade
	cSuicide  // suicide bomber
	cChem     // chemical weapon, chlorine, sarin
	// Territory.
	cRegain   // regained control, recaptured, retook
	cOvertake // seized control of, captured the town, overran
	cTransfer // handed over, withdrew from (without fighting)
	// Strategic developments.
	cArrest      // arrested, detained
	cLoot        // looted, ransacked
	cDestroy     // torched, set on fire, burned, vandalized, demolished
	cAgreement   // agreement, ceasefire, peace deal, prisoner exchange
	cDefect      // defected, deserted, abandoned their posts
	cGroupChange // formed, merged, split, disbanded, mobilized, recruited
	cDisrupt     // defused, seized weapons, foiled, intercepted
	cHQ          // established a base, set up headquarters
	cBorder      // closed the border
	cDiplomatic  // severed diplomatic relations, expelled the ambassador
	cAidBlock    // aid blocked, trucks stuck
	cCurfew      // curfew, state of emergency
	// Not conflict events (CASE 2021's extra labels).
	cNatural  // earthquake, flood, cyclone
	cManMade  // factory fire, collapse, crash, accidental explosion
	cCrime    // drug trafficking, robbery, smuggling
	cClaim    // claimed responsibility
	cDiplo    // talks, visit, summit, met with
	cNumCues  // number of trigger cues; modifiers follow
	cNegation // not, no, never
	cModal    // will, could, threatened, planned
	cAnnounce // announced, ordered, decreed: a modal under them is the event
	cOpinion  // argued, believes
	cBackground
	cToll // "since the war began", "so far", "the conflict has killed": a count over a period, not one event
)

// lexicon lists the patterns of each cue. A pattern is words separated by
// spaces; a word may list alternatives with "/", end in "*" for a prefix
// (at least four letters), or be "_" for a gap of up to three words.
var lexicon = map[cue][]string{
	cProtest: {
		"protest*", "demonstrat*", "rally/rallies/rallied/rallying", "march/marched/marches/marching",
		"marchers", "sit - in/ins", "sit in", "picket*", "cacerolazo*", "cacerolazos",
		"strike/strikes", "on strike", "went/go/goes/going on strike", "hunger strike", "strikers", "striking workers/teachers/doctors/nurses/miners/employees",
		"vigil/vigils", "walkout/walkouts", "boycott*", "gathered to demand/denounce/protest/reject/call/commemorate/support",
		"gathered in/outside/at/near/on", "took to the streets", "take to the streets", "blocked _ road/roads/street/streets/highway/highways/avenue/access/entrance/traffic",
		"blocked a/the/several _ road/roads/street/streets/highway/highways/avenue/bridge",
		"road block/blocks", "roadblock/roadblocks",
		"burned/burnt/burning/burn _ doll/dolls/effigy/effigies/photos/photo/pictures/picture/flag/flags/judas/image/images/posters/copies", "blockade/blockades", "congregate*", "assembled/assembly outside",
		"chanting", "chanted", "held placards/banners/signs", "carrying placards/banners/signs",
		"mobilization/mobilizations/mobilisation/mobilisations", "caravan/caravans", "motorcade", "honked", "banged pots",
		"parade", "occupied _ building/offices/premises/square/plaza",
		// an occupation of a place people gather in, never of a country or
		// a territory ("the US occupation of Iraq" is no sit-in)
		"occupation of _ building/buildings/offices/premises/square/plaza/campus/university/school/schools/ministry/headquarters/factory/road/roads/highway/church/parliament/embassy",
	},
	cProtestWeak: {
		"demanded/demanding/demands/demand", "denounced/denouncing/denounce", "complained/complaining", "rejected/rejecting", "in rejection of",
		"to call for", "called for", "in support of", "expressing support", "claiming", "to request", "requested", "requesting",
	},
	cRiotAct: {
		"threw/throw/throwing/thrown/hurled/hurling/hurl _ stone/stones/rocks/rock/bottles/objects/molotov/molotovs/projectiles/bricks/eggs/fireworks/firecrackers/explosives/paint",
		"stone/stones pelting", "pelted", "stoned", "rock/stone - throwing",
		"vandaliz*", "vandalis*", "vandalism", "smashed", "set fire", "set _ on fire", "set _ alight", "set ablaze",
		"burned/burnt/burning/burn _ tires/tyres/garbage/rubbish/trash/debris/mattresses/barricade/barricades/wood/objects/tree/trees",
		"set fire to _ tires/tyres/garbage/rubbish/trash/debris/mattresses/barricade/barricades/wood/objects/tree/trees",
		"erected/set up/built/put up _ barricades", "barricade/barricades", "burning tires/tyres/barricades",
		"torched", "burned/burnt/burning/burn _ vehicles/vehicle/cars/car/buses/bus/trucks/truck/building/buildings/station/office/offices/police/property",
		"attacked/attacking/assaulted/stormed _ police/officers/troops/soldiers/guards/station/buses/bus/vehicles/building/headquarters/offices/office",
		"clashed/clashing/clash/clashes with _ police/troops/soldiers/security/officers/guards/guard/forces/carabineros",
		"clashes/clash between _ protesters/demonstrators/police/security",
		"riot/riots/rioting/rioted/rioters", "looted/looting", "ransacked", "violent protest/protests/demonstration/demonstrations",
		"stormed/storming", "broke/forced into", "forced their way", "broke down", "burned/burning/burnt/torched _ effigy",
		"damaged/damaging/destroyed _ property/vehicles/buses/shops/stores/windows/facade/offices/building",
		"injuring/injured/wounding _ police/officers/agents/carabineros", "injuring/injured/wounding _ officer",
		// demonstrators' fire and weapons (kinds_protest.go)
		"setting/sets _ on fire", "setting fire", "objects/tires/tyres/debris/garbage/trash/wood/logs/furniture/mattresses/barricade/barricades on fire",
		"molotov*", "molotov bomb/bombs/cocktail/cocktails", "turned/became/turns/becomes/turning violent",
		"demonstrated/protested/rioted violently", "break/breaking into",
	},
	cIntervention: {
		"tear gas", "teargas", "tear - gas", "tear gassed", "pepper spray", "pepper gas", "rubber bullets", "rubber bullet",
		"pellets", "pellet", "buckshot", "birdshot", "water cannon*", "water cannons", "dispersed/disperse/dispersing/dispersal",
		"broke/break up", "repressed/repress/repressing", "intervened", "cleared/evicted/removed _ protesters/demonstrators/protestors/strikers",
		"arrested/detained _ protesters/demonstrators/protestors/participants/activists/students",
		"were/was arrested/detained", "arrested/detained", "charged at",
		"intimidated/harassed/threatened/attacked/assaulted _ protesters/demonstrators/protestors/them/participants",
		"prevented/stopped/impeded _ them/protesters/demonstrators/march/marchers/caravan", "shots in/into the air", "fired into the air",
		"shot/fired _ in/into the air", "beat/beaten/clubbed/hit _ protesters/demonstrators",
		"baton*", "truncheon*", "stun grenades", "sound grenades", "flash - bang*", "flashbang*",
		"kettled", "forcibly removed",
		"evicted/evict/evicting", "eviction of", "water hose/hoses/jets",
	},
	cLethalForce: {
		"live ammunition", "live rounds", "live fire", "opened fire on/at", "fired on/at _ protesters/demonstrators/crowd/protestors/marchers",
		"shot/shooting/killed/killing/wounded/wounding/injured/injuring _ protester/protesters/demonstrator/demonstrators/protestor/protestors/marcher/marchers",
		"firearms", "shotgun*", "lethal force", "excessive force", "bullets toward/towards/at/against", "fired shots/bullets", "attacked/beat/beaten _ protesters/demonstrators/protestors/marchers",
		"attacked with guns/firearms/weapons",
	},
	cMob: {
		"lynch*", "mob/mobs", "vigilante*", "angry residents/villagers/crowd/locals/neighbors/neighbours", "group of residents/neighbors/neighbours/people/villagers/locals",
		"residents/villagers/locals/neighbors/neighbours _ beat/attacked/assaulted/burned/looted/lynched/stoned",
		"mob justice", "took justice into their own hands", "crowd _ beat/attacked/looted/burned",
	},
	cClash: {
		"clash/clashes/clashed/clashing", "armed confrontation/confrontations", "confrontation/confrontations", "confronted", "shootout/shootouts", "shoot - out/outs",
		"gunfight/gunfights", "gun battle/battles", "firefight/firefights", "exchange/exchanged of fire", "exchanged fire/gunfire/shots",
		"exchange of gunfire", "fighting", "fought/fight", "battle/battles/battled", "engaged", "skirmish*", "offensive", "counterattack*", "counter - attack*",
		"repelled/repulsed", "fierce fighting", "heavy fighting",
	},
	cKill: {
		"killed/killing/kill/kills", "shot dead", "shot and killed", "gunned down", "murder/murdered/murders/murdering",
		"assassinat*", "executed/execution/executions", "slain", "slaughtered", "massacre*", "beheaded", "decapitated",
		"homicide/homicides", "femicide/femicides", "feminicide/feminicides", "extrajudicial",
		"to death", "fatally", "lost his/her life", "succumbed", "fatally shot/wounded/injured/stabbed/beaten", "perished", "lynched",
		"body/bodies/corpse/corpses _ found/discovered/located/dumped", "found/discovered _ dead/lifeless", "dead bodies", "bullet-riddled",
	},
	cKillWeak: {
		"lost his/her/their lives", "died", "dead", "death/deaths", "deceased", "bodies/body", "corpse/corpses", "lifeless", "fatalities", "fatality",
	},
	cInjure: {
		"injured/injuring/injuries/injury/injures", "wounded/wounding/wounds", "hurt", "hospitalized/hospitalised", "bruised",
	},
	cAttack: {
		"attacked/attack/attacks/attacking", "shot/shooting/shoot/shoots", "opened fire", "fired at/on/upon", "beat/beaten/beating", "stabbed/stabbing",
		"ambush*", "tortur*", "assaulted/assault", "hacked", "raided/raid", "threatened at gunpoint", "hit _ with",
		"burned _ alive", "set upon", "targeted", "violently",
		"gunshot/gunshots", "bullet/bullets", "stab wounds", "machete/machetes", "knife", "lynched",
		"deadly gunfire", "gunfire erupted", "gunfire broke out",
		// a firearm's discharge that hits someone: "the gun went off and
		// struck the victim", "the rifle accidentally discharged"
		"gun/rifle/shotgun/handgun/pistol/firearm/weapon went/goes off", "gun/rifle/shotgun/handgun/pistol/firearm/weapon _ discharged",
		"gun/rifle/shotgun/handgun/pistol/firearm/weapon discharged",
		"went/goes off hitting/striking", "went/goes off and/, hitting/striking/struck/hit",
	},
	cAbduct: {
		"kidnap*", "abduct*", "forcibly disappeared", "forced disappearance", "disappeared", "taken hostage", "held hostage",
		"hostage/hostages", "held captive", "snatched",
		"whereabouts _ unknown", "whereabouts of _ _ unknown", // the codebook's forced disappearance: taken, and not heard of
	},
	cSexual: {
		"rape/raped/raping/rapes/rapist", "sexual/sexually _ assault/assaulted/abuse/abused/violence/harassed/attacked", "sexual violence", "gang - raped", "gang raped",
		"sexual abuse", "sexually", "molest*", "abused/abusing _ minor/minors/girl/girls/boy/boys/child/children/woman/daughter/teenager/student/students", "indecent",
	},
	cAir: {
		"airstrike/airstrikes", "air strike/strikes", "air raid/raids", "drone strike/strikes/attack/attacks", "warplanes", "warplane",
		"fighter jets", "jets pounded/bombed/struck", "aerial bombardment/bombing/attack", "helicopter gunship*", "bombed by aircraft",
		"air force bombed", "aircraft bombed", "dropped bombs",
		"targeted/struck/hit/bombed/raided by _ aircraft/aircrafts/jets/planes/helicopters",
		"jet/jets/warplane/aircraft/planes/helicopter/helicopters/bombers hit/struck/pounded/bombed/targeted/shelled/attacked/raided/fired",
		"jets/warplanes/bombers _ hit/struck/pounded/bombed/targeted/shelled/raided", // "The bombers had also targeted the troops"
		"aircraft/aircrafts targeted/struck/hit/bombed/raided/pounded", "barrel bomb*", "unmanned aerial", "drone/drones",
		// an attack named by the aircraft that made it: "aerial attacks",
		// "the assault by aircraft from the regime"
		"aerial attacks/raids/strikes", "attack/attacks/assault/raid/raids by _ aircraft/aircrafts/jets/warplanes/planes/helicopters",
		// a ministry's tally of its air force's sorties: "Russia's
		// aerospace group dealt 182 strikes against the positions of ISIS"
		"dealt _ strikes/airstrikes",
	},
	cShell: {
		"shelling/shelled/shells/shell", "artillery", "mortar/mortars", "rocket/rockets", "missile/missiles", "projectile/projectiles", "katyusha*",
		"fired rockets", "bombardment", "bombard/bombarded/bombarding/bombards", "howitzer*", "grad", "rocket - propelled",
	},
	cIED: {
		"ied/ieds", "improvised explosive", "landmine/landmines", "land mine/mines", "roadside bomb/bombs", "car bomb/bombs", "bomb/bombs exploded/went/detonated",
		"explosive device/devices", "explosive", "explosives", "bomb/bombs", "bombing/bombings", "blast/blasts", "explosion/explosions", "detonated", "booby trap*",
		"sticky bomb*", "motorcycle bomb*", "planted",
	},
	cGrenade: {"grenade/grenades", "hand grenade*"},
	cSuicide: {"suicide bomb*", "suicide attack*", "suicide blast/blasts/explosion/explosions", "suicide vest*", "blew himself/herself/themselves up", "blowing himself/herself/themselves up", "blown himself/herself/themselves up", "suicide car", "suicide bomber/bombers", "self - immolation"},
	cChem: {
		"chemical weapon*", "chemical attack*", "chlorine", "sarin", "mustard gas", "nerve agent*", "neurotoxic agent*", "neurotoxin*", "toxic gas", "poison gas",
		"toxic materials/substance/substances/chemicals", "cases of asphyxiation/suffocation", "suffocation cases",
		// a gas delivered by shells or rockets: "rocket shells containing
		// gas", "shells filled with chlorine"
		"containing/carrying gas/chlorine", "containing/carrying toxic", "filled/loaded with gas/chlorine/toxic",
	},
	cRegain: {
		"regained/regain/regains _ control", "recaptured/recapture/recaptures", "retook/retake/retaken", "liberated/liberate _ town/city/village/area/territory/district",
		"took back", "won back", "cleared _ of", "reclaimed",
	},
	cOvertake: {
		"seized/took/captured/gained/assumed _ control", "overran/overrun/overrunning", "captured/seized _ town/towns/city/village/villages/base/district/area/areas/territory/airport/border/port/neighborhood/neighbourhood/camp/camps/hill/hills/airfield/highway/capital/field/fields/crossings/crossroads/junction/junctions/hilltop/hilltops/heights",
		"wrested/wrest _ control", "established/establish/establishes/restored/restore/restores control", "established/establish/establishes/restored/restore/restores full/total/complete/firm control", "drove/pushed _ out of", "were pushed back from",
		"took/take/takes over _ town/city/village/base/district/area/territory/region/airport/province/camp/county/positions", "fell to",
	},
	cTransfer: {"handed/hand/hands over _ control", "withdrew/withdraw/withdrawn/withdrawal from", "pulled out of", "handover", "ceded", "abandoned the town/city/village/base/positions"},
	cArrest: {
		"arrested/arrest/arrests/arresting", "detained/detain/detention/detaining", "apprehended/apprehend", "taken into custody", "in custody",
		"captured/capture", "jailed/imprisoned", "rounded up", "nabbed", "held/hold for questioning", "handcuffed",
	},
	cLoot: {"looted/loot/looting/looters", "ransacked/ransacking", "pillaged/pillaging", "plundered", "sacked", "robbed", "stole/stolen"},
	cDestroy: {
		"torched", "set fire", "set _ on fire", "set _ ablaze", "set _ alight", "burned/burnt/burning _ down", "burned/burnt/razed",
		"vandalized/vandalised/vandalism", "demolished/demolish/demolition", "destroyed/destroy/destruction", "damaged", "bulldozed", "arson",
	},
	cAgreement: {
		"agreement/agreements", "agreed/agree", "ceasefire", "cease - fire", "truce", "peace deal/deal", "peace accord/accords", "accord", "signed/sign _ deal/agreement/accord/pact/memorandum",
		"prisoner/prisoners exchange/swap", "negotiated/negotiate/negotiates/negotiating/negotiation/negotiations", "pact", "reconciliation", "released _ hostages/prisoners/detainees",
	},
	cDefect: {
		"defected/defect/defects/defecting", "deserted/desert/deserting",
		"abandoned/abandon/abandoning/abandons/left/leave/leaving _ post/posts/watch/unit/units/ranks/barracks/positions",
		"broke/break/breaking ranks", "switched sides", "crossed/fled _ into/to colombia/brazil", "sought/seek/seeking refuge", "requested asylum", "surrendered/surrender",
		"joined the opposition",
	},
	cGroupChange: {
		"formed/form/forms _ group/alliance/coalition/militia/party", "merged/merge", "split from/into/off", "disbanded/disband", "recruit*", "mobilized/mobilised", "deployed/deploy/deployment/deploys",
		"relocated/relocate", "announced _ new", "patrolled/patrolling/patrols/patrol", "incursion/incursions", "landed", "infiltrated/infiltration", "dissolved", "rebranded", "joined forces", "military exercises", "military training", "training/trained/trains _ fighters/recruits/rebels/troops/soldiers/militants/forces/members/personnel/militias",
		"presence of", "moved/arrived/sent/dispatched to secure/control/guard/patrol", "were moved", "military uprising",
		"moving/moved/moves/sending/sent/sends/dispatching/dispatched _ troops/reinforcements/soldiers to a/an/the", // to a place, not "to restore order"
	},
	cDisrupt: {
		"defused/defuse/defusing", "deactivated", "disarmed/disarm", "seized/seizure/confiscated/found/discovered/recovered _ weapons/arms/explosives/ammunition/rifles/guns/grenades/cache/caches/arsenal",
		"seized/seizure/confiscated/found/discovered/recovered/uncovered/unearthed/cleared/removed/destroyed/dismantled _ firearms/pistols/revolvers/ammunitions/ammo/rounds/cartridges/mines/landmines/ieds/stash",
		"weapons/arms/explosives/ammunition/ammunitions/ammo/firearms/pistols/revolvers/rifles/rounds/cartridges/grenades/mines/landmines/devices/bombs/cache/caches/stash/projectiles _ were/was/been seized/found/discovered/recovered/confiscated/removed/identified/unearthed",
		"devices/bombs/explosives/mines/grenades/cache/stash/projectiles found/discovered",
		"weapons cache/caches", "arms cache/caches", "intercepted/intercept", "foiled/thwarted", "bomb squad", "controlled explosion", "shot down",
	},
	cHQ: {
		"established/establish/establishing/set/sets/setting _ base/bases/headquarters/camp/camps/outpost/checkpoint/checkpoints/post/posts", "set up _ base/headquarters/camp/checkpoint/checkpoints/post/posts",
		"opened/open _ office/base/headquarters", "new base",
	},
	cBorder: {
		"closed/closes/closing/closure/shut/shutting/seal/sealed/sealing _ border/borders/crossing/crossings/bridge/bridges",
		// not "close to the border"
		"close the/its/their/all/a _ border/borders/crossing/crossings/bridge/bridges", "close _ s border/borders/crossing/crossings", "close off/down _ border/borders/crossing/crossings",
		"border/borders/crossing/crossings _ closed/closing/closure/shut/sealed",
		"borders would be closing", "border closure/closures",
	},
	cDiplomatic: {
		"severed/sever/severs/severing/broke/broken/break/cut/cutting _ diplomatic/relations/ties", "expelled/expel _ ambassador/diplomats/diplomat/envoy",
		"recalled/recall _ ambassador/envoy", "diplomatic relations", "diplomatic ties", "declared persona non grata",
	},
	cAidBlock: {
		"blocked/block/blocking/barred/stopped/prevented/refused _ aid/trucks/convoy/shipment/shipments/kits/supplies",
		"refused/refuse _ to let/allow", "stuck at/on _ border", "trucks/convoy/aid _ stuck/blocked/stranded/held",
		"aid _ from crossing", "from crossing into",
	},
	cCurfew: {"curfew/curfews", "state of emergency", "martial law", "lockdown", "state of siege", "internet shutdown"},
	cNatural: {
		"earthquake/earthquakes", "quake", "tremor", "flood/floods/flooding/flooded", "cyclone/cyclones", "hurricane/hurricanes", "typhoon/typhoons", "tornado*",
		"landslide/landslides", "mudslide/mudslides", "tsunami", "drought", "wildfire/wildfires", "forest fire/fires", "heavy rain/rains/rainfall", "monsoon",
		"avalanche", "volcan*", "storm/storms", "heatwave", "lightning", "cloudburst",
	},
	cManMade: {
		"fire broke out", "caught fire", "blaze/blazes", "gutted", "collapsed/collapse", "derailed/derailment", "crash/crashed/crashes", "capsized/capsize",
		"gas leak", "gas cylinder", "boiler", "short circuit", "short - circuit", "accident/accidents/accidental/accidentally", "stampede", "leak/leaked",
		"fire tenders", "firefighters", "electrocuted", "sank", "poisoning", "hooch", "spurious liquor",
	},
	cCrime: {
		"drug/drugs", "narcotic*", "cocaine", "heroin", "smuggl*", "traffick*", "robbery/robberies/robbers", "burglary", "extortion", "smuggler/smugglers",
		"contraband", "money laundering", "fraud", "seized _ kg/kilograms/tonnes/tons", "cartel/cartels", "gangster/gangsters", "theft", "thief/thieves", "counterfeit",
	},
	cClaim: {"claimed/claim/claims/claiming _ responsibility", "took/take/takes _ responsibility", "responsibility for", "claimed _ attack/bombing/killing"},
	cDiplo: {
		"talks", "held talks", "summit", "visit/visited/visits/visiting", "met/meet/meets/meeting with", "bilateral", "foreign minister/ministers", "diplomat*",
		"envoy", "ambassador", "delegation", "condolence*", "condemned/condemns/condemn", "sanction/sanctions", "called on", "urged",
	},
	cNegation: {"not", "no", "never", "didn/doesn/don/wasn/weren/hasn/haven/hadn/isn/aren/couldn/wouldn/cannot", "without", "nobody", "none", "neither", "nor", "denied/denies/deny", "failed to", "unharmed", "no one"},
	cModal: {
		"will", "would", "could", "might", "may", "should", "shall", "plan/plans/planned/planning to", "threaten*", "call/calls/called/calling for", "effort/efforts to", "committed/commitment to", "urge/urges/urged",
		"vow/vows/vowed", "intend/intends/intended", "want/wants/wanted to", "desire", "seek/seeks/sought/seeking to", "expected/expect/expects to", "expect/expects/predict/predicts/predicted/anticipate/anticipates/forecast _ to", "risk/risks",
		"if", "unless", "clear/unclear/unknown/uncertain whether", "concerns", "aim/aims to", "hope/hopes/hoped/hoping to", "prepare/prepares/preparing to", "ready to", "warned", "possible", "potential", "likely", "fear/fears/feared", "warns/warn/warning against",
		"rumor*", "rumour*", "allegedly planned", "attempt/attempted/attempting to", "bid/bids to", "to prevent", "ordered to", "orders to", "decision to", "asked to", "order/orders",
		"consider/considers/considering", "weigh/weighs/weighing", "authorization/authorisation/approval/backing for", "request/requests for",
		// a deed allowed, not made: "prompted the White House to authorize
		// airstrikes against IS fighters"
		"authorize/authorizes/authorized/authorizing/authorise/authorises/authorised/authorising",
		// a deed awaited: "Rebel-held zone of Aleppo braces for renewed
		// bombardment"
		"brace/braces/braced/bracing for",
		// a capacity, not a deed: "IS militants have been able to carry
		// out attacks on Qamishli"
		"has/have been able to",
	},
	cAnnounce: {"announced/announces/announce", "ordered", "decreed", "declared", "decided"},
	cOpinion: {
		"argued/argues/argue/arguing", "believe/believes/believed", "think/thinks", "opinion", "illustrates/illustrate", "claimed/claims that", "accused", "accusing", "accuses", "accuse",
		"says/said _ is", "suggests", "in my view", "symbol", "synonymous", "underscores", "reflects", "shows", "symbolizes",
		// "The concern in Washington is that regardless of who staged the
		// attack ...": a worry about an attack, not its report
		"the concern/concerns/worry/worries/fear/fears in/among/is/was", "regardless of who/whether",
		// what a speaker meant, not a report: "she said, referring to the
		// heavy bombardment … including a recent alleged poison gas attack"
		"referring to", "in reference to",
		// a cause named for a deed told elsewhere: "attributed the
		// destruction to a fire"
		"attributed/attributes/attributing the",
		// a question put about a deed: "Asked about the attack Russia's UN
		// ambassador responded"
		"asked/questioned about",
	},
	cToll: {
		"since", "so far", "to date", "as of", "in total", "in all", "all told", "cumulative", "overall toll", "total toll",
		"over/in/during the past/last", "over/in/during the past/last _ days/weeks/months/years", "in _ days/weeks/months/years",
		"years/months/weeks/days of", "a month/week/year of", "year/month - old/long war/conflict/uprising/insurgency/crisis/rebellion/revolt/revolution",
		"year war/conflict/uprising/insurgency/crisis/rebellion/revolt/revolution/civil/siege", "in one/a week/month/year", "last/past month/year", "the latest of", "toll in the war/conflict",
		// a toll of a campaign, not of one attack ("the death toll from
		// the bombing rose to 61" is the bombing's)
		"death toll from the war/conflict/fighting/violence/unrest/clashes/crackdown/uprising/insurgency/siege/offensive/campaign/bombardment/bombings/strikes/airstrikes/raids/attacks",
		"war/conflict/wars/conflicts/uprising/insurgency/crisis/rebellion/revolt/revolution/unrest/crackdown _ has/have/had killed/claimed/left/cost/caused",
		"war/conflict/wars/conflicts/uprising/insurgency/crisis/rebellion/revolt/revolution/unrest/crackdown that/which has/have/had killed/claimed/left/cost",
		"which/that has/have lasted", "war/conflict began/started/erupted/broke",
		"war/conflict/wars/conflicts/uprising/insurgency/crisis/rebellion/revolt/revolution/unrest killing", "deadliest month/year/week",
		"fighting/violence/clashes/battles/bombardment/bombing/bombings/campaign/offensive/siege/assault/raids/strikes that/which has/have _ killed/claimed/left/cost",
		"battle/battles/infighting/fighting/campaign/offensive/siege/bombardment/violence _ has/have/had killed/claimed/cost",
		"during/throughout january/february/april/june/july/august/september/october/november/december", "during/throughout the month/year",
		// a deed as long as weeks: "whose three-week assault has left
		// hundreds dead", "the months-long siege"
		"week/weeks/month/months/year assault/offensive/siege/campaign/battle/battles/bombardment/onslaught/fighting/war",
		"week/weeks/month/months - long", "now in its", "in its _ year", "in/during _ war/conflict/wars/conflicts/uprising/insurgency/rebellion/revolt/revolution",
		"million/millions/thousands/hundreds/population _ displaced/flee/fled/homeless/refugees/uprooted", "displaced/uprooted millions/half", "half of the population",
		// a count over a span or a campaign: "in less than one month", "in
		// August shelling", "in late September and early October", "in
		// recent airstrikes", "in an offensive which began last weekend"
		"in less/more than _ day/days/week/weeks/month/months/year/years",
		"in/during january/february/march/april/may/june/july/august/september/october/november/december shelling/bombardment/bombing/bombings/raids/strikes/airstrikes/attacks/fighting/clashes/violence",
		"late/early/mid january/february/march/april/may/june/july/august/september/october/november/december and late/early/mid",
		"in recent _ strikes/airstrikes/raids/attacks/bombings/shelling/bombardment/fighting/clashes/days/weeks/months",
		"over/in/during a/the _ - day/week/month stretch/span/period", // "over a four-day stretch of intensified fighting"
		"offensive/campaign/operation/operations/assault which/that began/started", "offensive/campaign/operation/operations/assault which/that was/were launched",
		// days of one campaign: "for the fourth day in a row", "during past
		// week"; and places of several: "in various provinces"
		"for the/a _ day/days in a row", "for a/the _ straight/consecutive day", "day/days in a row",
		"during/over/in past/last week/weeks/days/month/months",
		// a count of the year or the month so far: "13 toddler shooting
		// deaths this year", "the 40th homicide this month"
		"deaths/killings/homicides/murders/shootings/fatalities/victims this year/month", "so far this year/month",
		"in various/several/different/multiple provinces/regions/fronts/governorates",
		// a count over a kind of deed: "21 people … were killed in such
		// attacks"
		"such attacks/strikes/airstrikes/raids/bombings/shelling/killings",
		// a count weighed as an estimate: "Hundreds of civilians killed
		// is certainly a very conservative figure"
		"conservative figure/estimate/toll/count", "is/was _ conservative figure/estimate",
	},
	cBackground: {
		"has served", "have served", "has/have included", "traditional/traditionally", "historically", "for decades", "decades ago", "in the past", "has become/becomes", "have become", "in recent years", "years ago",
		"level/levels of violence", // "the worst levels of violence since": a comparison, not an event
		// a campaign described, not a day's event: "Moscow has been carrying
		// out air strikes in support of its ally", "It has been backed by
		// coalition air strikes"
		"has/have been carrying/conducting/staging/waging/launching", "has/have been backed/supported by",
		// a side described by its war: "groups that continue to fight
		// alongside it", "partners continue fighting against terrorist
		// organizations"
		"continue/continues to fight", "continue/continues fighting",
		// a kind of deed judged: "Barrel bombs have been criticised for
		// being indiscriminate and killing civilians"
		"has/have been criticised/criticized for",
		// a place described by its war: "has been the scene of fierce
		// fighting" (docs/events-syria.md, "Twenty-fifth pass")
		"has/have been the scene/scenes/theatre/theater/site of",
		// a threat lived with, not a day's deed: "who themselves face
		// terrorist attacks in their own backyard"
		"face/faces/facing _ attacks/strikes/airstrikes/raids/bombings/shelling/bombardment",
	},
}

// answerVerbs are what the police or the army do about an attack they
// did not make, between their name and the attack's word: "police are
// investigating a shooting", "officers responded to reports of shots
// fired", "police said a gunman opened fire" (actorverbs.go).
var answerVerbs = wordSet("investigating", "investigate", "investigates", "investigated", "probing", "probe", "probes",
	"arrested", "arrest", "arrests", "apprehended", "detained", "booked", "charged", "charge", "cited",
	"searching", "search", "looking", "seeking", "seek", "hunting", "hunt", "asking", "ask", "asked", "urging", "urged",
	"responded", "respond", "responding", "called", "dispatched", "summoned", "arrived",
	"found", "find", "discovered", "recovered", "identified", "identify", "named", "released", "confirmed",
	"said", "say", "says", "told", "reported", "report", "reports", "believe", "believes", "believed", "suspect", "suspects", "made",
	"checking", "check", "heard", "got", "received", "id", "ids", "warned", "spoke", "calling", "announced",
	"gather", "gathered", "converged", "cordoned")

// ownDeedPronouns, right after a telling verb (and complementizers),
// take its subject back as the doer of what follows: "the army said it
// killed", "police said that they shot"; coordinators join a verb to an
// earlier one of the same subject: "arrested five and then killed two"
// (actorverbs.go).
var (
	ownDeedPronouns = wordSet("it", "they", "its", "their", "we", "our")
	// nounDeterminers, right before an attack's word, make it a noun:
	// "about the shooting", "in Saturday's shooting".
	nounDeterminers = wordSet("the", "a", "an", "this", "that", "s")
	complementizers = wordSet("that")
	coordinators    = wordSet("and")
	sequenceAdverbs = wordSet("then", "later", "also")
)

// additiveWords tell a sentence's deed as one more beside those told
// before it: "ISIS terrorists were also targeted in …" (alsoElsewhere).
var additiveWords = wordSet("also")

// crowdWords name a crowd of people rather than an organized force;
// crowdDeterminers may stand before one ("a group of"), victimPrepositions
// make one the object of someone else's deed ("fired into a group of
// people"), smallNumberWords count people a few at a time ("four people
// were hit"), and singleDoers name one person acting among a crowd
// ("someone took out a gun") (actors.go).
var (
	crowdWords = wordSet("residents", "villagers", "mob", "mobs", "people", "crowd", "locals", "neighbors", "neighbours",
		"looters", "group", "civilians", "inhabitants")
	crowdDeterminers   = wordSet("a", "an", "the", "of", "group", "large", "small", "several", "other")
	victimPrepositions = wordSet("into", "at", "to", "among", "on", "toward", "towards", "near", "from", "upon", "against")
	smallNumberWords   = wordSet("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
	singleDoers        = wordSet("someone", "somebody", "gunman", "shooter", "suspect", "man", "woman", "he", "she", "teen", "teenager")
)

// trailingAttributionRE is a reporting clause that closes the sentence
// right after a time: ", investigators said.", ", police say."
var trailingAttributionRE = regexp.MustCompile(`^\s*,\s*(?:[\p{L}.'’-]+\s+){0,3}(?:said|says|say)\s*[.!]`)

// headlineWoundWords and headlineDeadWords are a headline's words for the
// wounded and the dead after their count ("Four injured in drive-by
// shooting", "2 dead in house party shooting"), headlineNumberWords the
// numbers a headline spells out.
var (
	headlineWoundWords = []string{"injured", "wounded", "hurt", "hospitalized"}
	headlineDeadWords  = []string{"dead", "killed"}
)

const headlineNumberWords = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"

// headlinePersonWords name one person as a headline's subject, a bare
// singular noun ("Teen shot in foot", "Boy, 3, dies"), and the headline's
// words for that one person's death, wounding and killing without a
// count (countheadline.go).
var (
	headlinePersonWords = []string{
		"man", "woman", "teen", "teenager", "boy", "girl", "child", "toddler", "baby", "infant", "newborn",
		"juvenile", "student", "youth", "officer", "deputy", "trooper", "mother", "father", "mom", "dad",
		"son", "daughter", "brother", "sister", "grandmother", "grandfather", "victim", "clerk", "driver",
	}
	headlineOneDeadWords    = []string{"killed", "dies", "died", "dead", "slain", "fatally", "gunned down", "shot to death", "shot and killed"}
	headlineOneWoundedWords = []string{
		"shot", "injured", "wounded", "hurt", "hospitalized", "hit by", "struck by", "grazed",
		"shoots himself", "shoots herself", "shoots self", "wounds himself", "wounds herself", "wounds self",
		"in critical condition", "in serious condition", "in stable condition", "stable", "recovering",
	}
	// a killing of one told as a kind of shooting: "in May 25 fatal
	// shooting", "Shooting death of boy, 4"; a double or triple one
	// counts two or three
	headlineKillingWords  = []string{"fatal shooting", "deadly shooting", "shooting death", "homicide", "murder", "killing", "slaying"}
	headlineMultipleWords = multipleWords
)

// multipleWords count the victims of a "double shooting", a "triple
// homicide".
var multipleWords = map[string]int{"double": 2, "triple": 3, "quadruple": 4, "quintuple": 5}

// Words of background told in passing (background.go).

// stateVerbs are verbs whose perfect tells a state that lasts rather than
// a deed: "the two sides have enjoyed a truce", "has largely held".
var stateVerbs = map[string]bool{
	"enjoyed": true, "observed": true, "maintained": true, "kept": true, "respected": true, "honoured": true,
	"honored": true, "held": true, "had": true, "lived": true, "shared": true,
}

// durationUnits are units of a long stretch of time: "four years after he
// was arrested" tells a deed of long before.
var durationUnits = map[string]bool{
	"years": true, "year": true, "months": true, "decades": true, "decade": true,
}

// earlierUnits are stretches of a month or longer, and earlierWords point
// back with them from the story's event: "six months before that", "a
// year earlier", "two years ago", "last summer" (earlier.go).
var earlierUnits = map[string]bool{
	"month": true, "months": true, "year": true, "years": true, "decade": true, "decades": true,
	"summer": true, "winter": true, "spring": true, "fall": true, "autumn": true,
}
var earlierWords = map[string]bool{"before": true, "earlier": true, "prior": true, "ago": true, "previously": true}

// alternativeSides are nouns after "either" that make it a determiner
// ("on either side"), not the start of two alternatives.
var alternativeSides = map[string]bool{
	"side": true, "sides": true, "end": true, "way": true, "bank": true, "one": true,
}

// aircraftSubjects are aircraft and air forces as the doers of a killing:
// "the air force also killed at least 10 people" is an air strike.
// "Bombers" is left out: as often suicide bombers as aircraft.
var aircraftSubjects = map[string]bool{
	"jet": true, "jets": true, "warplane": true, "warplanes": true, "aircraft": true, "planes": true,
	"helicopter": true, "helicopters": true, "aviation": true, "drone": true, "drones": true,
}

// subjectAdverbs may stand between a subject and its verb.
var subjectAdverbs = map[string]bool{
	"also": true, "reportedly": true, "allegedly": true, "apparently": true, "then": true, "later": true,
	"earlier": true, "again": true, "yesterday": true, "largely": true, "mostly": true, "broadly": true,
}

// requestWords ask for a deed: the deed after "ask that", "urged that" is
// wanted, not done.
var requestWords = map[string]bool{
	"ask": true, "asks": true, "asked": true, "urge": true, "urges": true, "urged": true, "demand": true,
	"demands": true, "demanded": true, "request": true, "requests": true, "requested": true, "insist": true,
	"insists": true, "insisted": true,
}

// cartridgeNext and cartridgeBefore are the words next to "shell(s)" that
// make it a gun's cartridge or a company, not artillery (ammunition.go):
// "shell casings", "a shell company"; "spent shells", "shotgun shells".
var (
	cartridgeNext   = map[string]bool{"casing": true, "casings": true, "company": true, "companies": true, "corporation": true, "firm": true}
	cartridgeBefore = map[string]bool{"shotgun": true, "spent": true, "bullet": true, "empty": true, "rifle": true, "gun": true, "cartridge": true}
)

// carriedOutThings are what one executes without killing anyone
// (executedsense.go), and objectLeadWords the words that may come before
// them: "executed a search warrant", "the execution of the plan".
var (
	carriedOutThings = map[string]bool{"warrant": true, "warrants": true, "order": true, "orders": true, "plan": true,
		"plans": true, "search": true, "contract": true, "contracts": true, "deal": true, "deals": true, "strategy": true,
		"operation": true, "operations": true, "trade": true, "trades": true, "transaction": true, "transactions": true,
		"agreement": true, "program": true, "programme": true, "policy": true, "will": true, "maneuver": true,
		"manoeuvre": true, "play": true, "project": true, "budget": true}
	objectLeadWords = map[string]bool{"a": true, "an": true, "the": true, "of": true, "its": true, "their": true,
		"his": true, "her": true, "two": true, "several": true, "arrest": true, "court": true, "new": true}
)

// Words of agreements named but not reached (agreements.go).

// agreementStates tell an agreement's state after its noun: "the truce
// appeared to be holding", "the ceasefire is regularly violated".
var agreementStates = map[string]bool{
	"holding": true, "holds": true, "violated": true, "breached": true, "frayed": true, "fraying": true,
}

// settingPrepositions set something else within an agreement: "a zone
// under an agreement", "commitments towards the agreement".
var settingPrepositions = map[string]bool{
	"under": true, "towards": true, "toward": true, "within": true,
}

// agreementRoles are nouns of chance or role before "of"/"for" and an
// agreement: "the chances of a truce", "a guarantor of the deal".
var agreementRoles = map[string]bool{
	"chance": true, "chances": true, "prospect": true, "prospects": true, "hope": true, "hopes": true,
	"possibility": true, "guarantor": true, "guarantors": true, "part": true, "framework": true,
}

// makingVerbs make an agreement; after "to" they tell an aim: "struggling
// to broker a ceasefire".
var makingVerbs = map[string]bool{
	"broker": true, "reach": true, "secure": true, "negotiate": true, "forge": true, "clinch": true,
	"achieve": true, "restore": true, "salvage": true, "revive": true, "strike": true, "hammer": true,
}

// agreementMadeVerbs tell an agreement made, signed, announced or come
// into force (agreementMade): "a ceasefire brokered by Russia took
// effect", "announced a truce", "the deal was signed", talks held or
// hosted, or talks alone, a meeting told as it happens.
var agreementMadeVerbs = wordSet("agree", "agrees", "agreed", "agreeing", "sign", "signs", "signed", "signing",
	"reach", "reaches", "reached", "broker", "brokers", "brokered", "mediated", "announce", "announces", "announced",
	"announcing", "declare", "declares", "declared", "struck", "strike", "strikes", "take", "takes", "took", "taken",
	"come", "comes", "came", "went", "enter", "enters", "entered", "begin", "begins", "began", "begun", "start",
	"starts", "started", "conclude", "concludes", "concluded", "accept", "accepts", "accepted", "join", "joins",
	"joined", "approve", "approves", "approved", "ratify", "ratified", "endorse", "endorsed", "seal", "sealed",
	"clinch", "clinched", "hammered", "secure", "secured", "implement", "implemented", "extend", "extended",
	"renew", "renewed", "unveil", "unveiled", "forge", "forged", "adopt", "adopted", "hold", "holds", "held", "host",
	"hosts", "hosted", "resume", "resumed", "led", "talks")

// Words of a deed told by its means (means.go).

// countQualifiers stand before a count: "some 80", "more than 40", "at
// least 12".
var countQualifiers = map[string]bool{
	"some": true, "about": true, "around": true, "nearly": true, "almost": true, "over": true, "more": true,
	"than": true, "at": true, "least": true, "up": true, "to": true, "approximately": true,
}

// numberWords are counts spelled out.
var numberWords = map[string]bool{
	"two": true, "three": true, "four": true, "five": true, "six": true, "seven": true, "eight": true, "nine": true,
	"ten": true, "eleven": true, "twelve": true, "twenty": true, "thirty": true, "forty": true, "fifty": true,
	"hundred": true, "hundreds": true, "dozens": true, "scores": true,
}

// peopleWords are people a count may number: "destroyed 80 militants".
var peopleWords = map[string]bool{
	"militants": true, "terrorists": true, "fighters": true, "gunmen": true, "insurgents": true, "rebels": true,
	"jihadists": true, "soldiers": true, "troops": true, "people": true, "members": true, "mercenaries": true,
}

// Words of attacks talked of (talk.go).

// siteWords are places an attack may describe: "the attack sites".
var siteWords = map[string]bool{
	"site": true, "sites": true, "location": true, "locations": true,
}

// clauseWords end a noun phrase: "attacks on civilians", "attacks that"
// ("and" does not: "chlorine and other chemical attacks").
var clauseWords = map[string]bool{
	"on": true, "in": true, "against": true, "that": true, "which": true, "by": true, "at": true, "of": true,
	"since": true, "during": true, "across": true, "throughout": true,
}

// tollRises are verbs of a toll reaching a number: "the death toll
// reached 330", "has risen to".
var tollRises = map[string]bool{
	"reached": true, "rose": true, "risen": true, "climbed": true, "jumped": true, "mounted": true, "hit": true,
	"stood": true, "stands": true, "reaches": true, "rises": true, "climbs": true,
}

// damageFillers may stand between a strike and the damage it did: "the
// strike which heavily damaged", "the explosion caused much destruction".
var damageFillers = map[string]bool{
	"which": true, "that": true, "heavily": true, "badly": true, "completely": true, "partially": true,
	"partly": true, "severely": true, "caused": true, "much": true, "extensive": true, "have": true,
}

// weaponNouns are strikes, raids, blasts and shells that may be the
// subject of a destruction.
var weaponNouns = map[string]bool{
	"strike": true, "strikes": true, "airstrike": true, "airstrikes": true, "raid": true, "raids": true,
	"blast": true, "blasts": true, "explosion": true, "explosions": true, "bombing": true, "bombings": true,
	"shelling": true, "bombardment": true, "shells": true, "rockets": true, "rocket": true, "missile": true,
	"missiles": true, "bomb": true, "bombs": true,
}

// strikeNouns are the bare strikes and raids of a war report: when they
// destroy, they are air strikes.
var strikeNouns = map[string]bool{
	"strike": true, "strikes": true, "raid": true, "raids": true,
}

// armsWords are an armed force's means: destroying them is fighting.
var armsWords = map[string]bool{
	"tanks": true, "tank": true, "ammunition": true, "arsenal": true, "depot": true, "depots": true,
	"launchers": true, "launcher": true, "fortifications": true, "hideouts": true, "hideout": true,
	"positions": true, "vbieds": true, "vbied": true, "bunker": true, "bunkers": true, "strongholds": true,
	"stronghold": true, "machinegun": true, "machineguns": true, "weapons": true, "artillery": true,
	"howitzers": true, "armored": true, "armoured": true, "military": true, "mortar": true, "mortars": true,
}

// launchVerbs launch attacks: after "to", an aim ("used the hub to launch
// attacks on the city").
var launchVerbs = map[string]bool{
	"launch": true, "mount": true, "stage": true, "conduct": true, "wage": true, "carry": true,
	// "its ability to use chemical weapons", "threatened to deploy
	// barrel bombs": a means held or meant, not used
	"use": true, "deploy": true,
}

// describedSides are armed sides a following "fighting" describes: "the
// Kurdish forces fighting Daesh".
var describedSides = map[string]bool{
	"forces": true, "fighters": true, "groups": true, "coalition": true, "alliance": true, "rebels": true,
	"militias": true, "troops": true, "militants": true, "factions": true,
}

// haltWords stop a fighting: "a halt of fighting", "a pause in the
// fighting".
var haltWords = map[string]bool{
	"halt": true, "pause": true, "pauses": true, "lull": true, "cessation": true, "end": true, "stop": true,
	"suspension": true, "break": true,
}

// keepingParticiples keep an agreement in force: "observing this truce".
var keepingParticiples = map[string]bool{
	"observing": true, "respecting": true, "maintaining": true, "monitoring": true, "honouring": true,
	"honoring": true, "upholding": true, "implementing": true,
}

// heldWords after an actor make it the side that holds a place, not a doer:
// "rebel-held", "IS-controlled", "government-run".
var heldWords = map[string]bool{"held": true, "controlled": true, "run": true, "dominated": true}

// countyLeadWords start a sentence or a headline before a county's name
// and are no part of it: "In Pike County", "The Brown County sheriff".
var countyLeadWords = map[string]bool{
	"in": true, "the": true, "a": true, "an": true, "at": true, "on": true, "of": true, "from": true,
	"near": true, "outside": true, "for": true, "and": true, "by": true, "rural": true, "northern": true,
	"southern": true, "eastern": true, "western": true, "north": true, "south": true, "east": true, "west": true,
}

// titleSubjectNouns are the nouns a headline's town qualifies
// (townheadline.go): the incident, the people in it, the town's police.
const titleSubjectNouns = `(?:drive-by\s+|double\s+|triple\s+|quadruple\s+|mass\s+)?(?:shootings?|homicides?|murders?|killings?|slayings?|standoff|stabbing|murder-suicide` +
	`|man|men|woman|women|boy|boys|girl|girls|teens?|teenagers?|toddlers?|child|children|infant|baby|youth|mother|father|family|couple|police|cops|officers?)`

// sidePrefixes join a place to make a side's attribute: "pro-Damascus
// media", "anti-Moscow protesters" say whose side, not where
// (actorplace.go).
var sidePrefixes = wordSet("pro", "anti")

// blameVerbs take a government as their object, its capital standing for
// it: "which Washington blames on Damascus", "accused Ankara of",
// "urged Moscow to" (actorplace.go). blameOnVerbs take it after "on".
var (
	blameVerbs = wordSet("accuses", "accused", "accuse", "accusing", "urges", "urged", "urge", "urging",
		"condemns", "condemned", "condemn", "warns", "warned", "warn", "pressed", "presses", "criticized",
		"criticised", "criticizes", "criticises", "blames", "blamed", "blame", "blaming", "holds", "held")
	blameOnVerbs = wordSet("blames", "blamed", "blame", "blaming", "pinned", "pins", "pin")
)

// governmentNouns after a capital make it its government: "the Damascus
// government", "the Ankara regime", "Damascus ally Hezbollah", and the
// government's acts and words: "despite Damascus's promise of a truce",
// "Moscow's denial" (actorplace.go).
var governmentNouns = wordSet("government", "regime", "authorities", "administration", "officials", "ally", "allies",
	"promise", "promises", "pledge", "pledges", "offer", "offers", "proposal", "proposals", "denial", "denials",
	"refusal", "approval", "consent", "backing", "decision", "demand", "demands", "request", "insistence")

// whereaboutsVerbs tell where a person stays, in a participle or a
// relative clause on the person: "commanders hiding for a long time in
// Iraq", "a militant who had been living in Turkey" — where they were,
// not where the deed was (placeref.go).
// A stay told with its length or as the person's past ("hiding for a
// long time in", "who had been living in") is the person's; "hiding in a
// basement" alone may be the scene. whereaboutsAlways are a person's
// whereabouts however told ("born in", "exiled in", "on the lam in").
var (
	whereaboutsVerbs = wordSet("hiding", "hid", "hidden", "living", "lived", "residing", "resided", "sheltering", "sheltered", "staying", "stayed")
	// photoCredits open a photo's credit that a page runs into its text
	// ("AP Photo Pavel Golovkin", "REUTERS Hosam Katan", "Sputnik
	// Dmitriy Vinogradov", "© AFP 2018")
	photoCredits = wordSet("ap", "afp", "reuters", "sputnik", "epa", "getty", "anadolu", "xinhua", "©")
	// headlineSmallWords are the words a Title Case headline leaves in
	// lower case
	headlineSmallWords = wordSet("a", "an", "the", "of", "in", "on", "at", "to", "for", "by", "and", "or", "as", "amid", "after", "over", "with", "from", "vs")
	whereaboutsAlways  = wordSet("born", "raised", "exiled", "settled", "based", "lam")
	// bannedWords say where a group is outlawed, as agencies gloss its
	// name: "Islamic State (banned in Russia)"
	bannedWords       = wordSet("banned", "outlawed", "prohibited", "proscribed")
	whereaboutsLength = wordSet("for", "since", "long", "years", "months", "had", "has", "have")
	// servedWords place a country in a person's past service (servedIn).
	servedWords = wordSet("served")
)

// countryWideWords state an agreement for a whole country: "a nationwide
// ceasefire" (placetruce.go); countryScopePreps bring its country after
// it: "came into force in Syria", "across the country".
var (
	countryWideWords  = wordSet("nationwide", "countrywide", "national", "nation-wide", "country-wide")
	countryScopePreps = wordSet("in", "across", "throughout", "for")
)

// clauseConjunctions open a clause of another deed after an event's
// ("killed 43 as fighters advanced towards Raqqa", placeref.go);
// notClauseBefore and notClauseAfter are the words around "as" that make
// it no conjunction ("such as", "as well as", "as part of"); clauseVerbs
// are the clause's irregular past verbs; placePrepositions end the
// search for its verb (a place phrase comes before any).
var (
	clauseConjunctions = wordSet("as", "while", "whereas")
	notClauseBefore    = wordSet("such", "well", "known", "same", "so", "just", "twice", "regarded", "described", "identified", "named", "serve", "served", "serving", "acting", "act")
	notClauseAfter     = wordSet("well", "part", "many", "much", "far", "soon", "long", "of", "a", "an", "if", "though", "to", "for", "result", "usual", "such", "in", "on", "at", "with",
		"they", "he", "she", "it", "we", "i", "you", "their", "his", "her", "its", "our", "those", "these")
	clauseVerbs       = wordSet("fought", "took", "drove", "began", "made", "met", "held", "went", "came", "ran", "struck", "hit", "left", "sought", "brought", "won", "lost", "fled", "were", "was", "are", "is")
	placePrepositions = wordSet("in", "near", "at", "on", "of", "from", "into", "towards", "toward")
)

// otherDeedOpenings open a sentence that tells another deed than the one
// before it: "Separately 15 soldiers were killed …", "In another incident
// …", "Elsewhere in the province …" (args.go continues). "Meanwhile" is
// not among them: local news opens the same shooting's later news with it
// ("Meanwhile, the victim died"); nor "elsewhere" without a place, which
// tells more of the same scene ("Elsewhere a rescuer carried another dead
// child").
var otherDeedOpenings = [][]string{
	{"separately"}, {"elsewhere", "in"}, {"elsewhere", "on"}, {"elsewhere", "near"}, {"in", "another", "incident"}, {"in", "a", "separate", "incident"},
	{"in", "another", "development"}, {"in", "a", "separate", "attack"}, {"in", "another", "attack"},
}

// rankWords rank a deed among others: "the worst", "the heaviest".
var rankWords = map[string]bool{"worst": true, "deadliest": true, "bloodiest": true, "heaviest": true, "biggest": true, "largest": true, "highest": true, "fiercest": true}

// relativeOrHome, before a distance, make it a person's: "who lives a
// block away".
var relativeOrHome = map[string]bool{"who": true, "which": true, "that": true, "lives": true, "live": true, "lived": true, "living": true}

// sideWords name the armed men of a side without saying which.
var sideWords = map[string]bool{"forces": true, "fighters": true, "militants": true, "coalition": true, "units": true}

// leavingWords open a transfer that people other than armed men do too:
// one withdraws from a race, pulls out of a deal.
var leavingWords = map[string]bool{"withdrew": true, "withdraw": true, "withdrawn": true, "withdrawal": true, "withdrawing": true, "withdraws": true, "pulled": true}
