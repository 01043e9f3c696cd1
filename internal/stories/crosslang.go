package stories

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline/internal/text"
)

// A Spanish and an English report of one event share their names, dates
// and figures, but few words: "Airbus anuncia recortes de 10.000 empleos"
// and "Airbus announces job cuts of 10,000" share one. The term counter
// reads a Spanish text through a bilingual lexicon of news words, so that
// the event words of the two reports meet on the English word's key:
// known Spanish words become English words, Spanish function words are
// dropped (as the English ones are), and the rest (names, numbers, words
// the lexicon does not know) are kept as written.

// glossSpanish rewrites a Spanish text in the words the term counter
// shares with English. Capitals and trailing punctuation are kept, so that
// names inside a sentence still weigh as names and sentence ends still
// end sentences.
func glossSpanish(s string) string {
	fields := strings.Fields(s)
	var b strings.Builder
	b.Grow(len(s))
	emit := func(w string) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	for i := 0; i < len(fields); i++ {
		raw := fields[i]
		core, tail := splitTrailing(raw)
		key := text.Fold(core)
		if i+1 < len(fields) && tail == "" {
			next, nextTail := splitTrailing(fields[i+1])
			if en, ok := spanishPhrases[key+" "+text.Fold(next)]; ok {
				emit(capitalizeAs(core, en) + nextTail)
				i++
				continue
			}
		}
		if key == "" || strings.IndexByte(key, ' ') >= 0 {
			emit(raw)
			continue
		}
		if spanishStopwords[key] {
			b.WriteString(tail) // a sentence end stays one
			continue
		}
		if en, ok := spanishWords[text.StemES(key)]; ok {
			emit(capitalizeAs(core, en) + tail)
			continue
		}
		emit(raw)
	}
	return b.String()
}

// splitTrailing splits a word from the punctuation that follows it.
func splitTrailing(raw string) (word, tail string) {
	end := len(raw)
	for end > 0 {
		r, size := utf8.DecodeLastRuneInString(raw[:end])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			break
		}
		end -= size
	}
	return raw[:end], raw[end:]
}

// capitalizeAs capitalizes en when the Spanish word was capitalized.
func capitalizeAs(word, en string) string {
	for _, r := range word {
		if unicode.IsLetter(r) {
			if unicode.IsUpper(r) {
				return strings.ToUpper(en[:1]) + en[1:]
			}
			break
		}
	}
	return en
}

// spanishStopwords are the Spanish function words and the words English
// leaves out too (said, year, Monday), folded.
var spanishStopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a al algo alguno alguna algunos algunas ante antes aquel aquella aquellos aqui alli asi aun
	aunque bajo bien cada casi como con contra cual cuales cualquier cuando cuanto cuyo cuya de del desde donde
	durante e el ella ellas ello ellos en entre era eran es esa esas ese eso esos esta estaba estaban estado estan
	estar este esto estos estas fue fueron ha habia habian haber habra han hasta hay he hemos hubo la las le les lo
	los mas me mi mientras mismo misma mismos mismas muy nada ni no nos nosotros o otra otras otro otros para pero
	poco por porque pues que quien quienes se segun sea ser sera seran si sido siendo sin sino sobre solo su sus
	tal tambien tampoco tan tanto te tiene tienen tenia tenian todo toda todos todas tras tu u un una uno unos unas
	usted vez veces y ya yo sus dijo dijeron dice dicen decir afirmo aseguro indico senalo explico agrego anadio
	ano anos dia dias semana semanas mes meses hoy ayer manana lunes martes miercoles jueves viernes sabado domingo
	dos tres cuatro cinco seis siete ocho nueve diez primer primero primera sr sra don dona puede pueden podria
	hace hacen hizo ahora luego despues entonces ademas incluso embargo parte traves cerca lejos aun`) {
		m[w] = true
	}
	return m
}()

// spanishPhrases are two-word Spanish names of things English names
// otherwise, folded.
var spanishPhrases = map[string]string{
	"estados unidos": "United States", "reino unido": "United Kingdom", "naciones unidas": "United Nations",
	"casa blanca": "White House", "union europea": "European Union", "ayuda humanitaria": "humanitarian aid",
	"guardia nacional": "National Guard", "derechos humanos": "human rights", "fuerzas armadas": "armed forces",
	"wall street":     "Wall Street",
	"primer ministro": "prime minister", "asamblea nacional": "National Assembly", "gas lacrimogeno": "tear gas",
	"gases lacrimogenos": "tear gas", "banco central": "central bank",
	"fin de": "end", "caja negra": "black box", "medio oriente": "Middle East", "oriente medio": "Middle East", "corea del": "Korea", "nueva york": "New York", "hong kong": "Hong Kong",
}

// spanishWords maps the stems of Spanish news words to English words.
var spanishWords = func() map[string]string {
	m := map[string]string{}
	for _, entry := range strings.Split(spanishLexicon, ";") {
		forms, en, ok := strings.Cut(entry, ":")
		if !ok {
			continue
		}
		en = strings.TrimSpace(en)
		for _, f := range strings.Split(forms, "/") {
			if f = strings.TrimSpace(f); f != "" {
				m[text.StemES(f)] = en
			}
		}
	}
	return m
}()

// spanishLexicon is "forms: english" entries, separated by semicolons:
// the words of news reports in general (economy, companies, technology,
// politics, justice, conflict, disasters), written folded. A form stands
// for its inflections (text.StemES); irregular forms are listed.
const spanishLexicon = `
empresa/compania/firma: company; fabricante: manufacturer; beneficio/ganancia/utilidad: profit;
perdida: loss; perder/pierde/pierden/perdio/perdieron: lose; ganar/gana/ganan/gano: win; venta: sale;
vender/vende/venden/vendio/vendieron: sell; comprar/compra/compran/compro/compraron: buy; precio: price;
accion: share; accionista: shareholder; inversor/inversionista: investor; inversion: investment;
mercado: market; bolsa: stock; valor: value; indice: index; punto: point; caer/cae/caen/cayo/cayeron/caida: fall;
subir/sube/suben/subio/subieron/subida/alza: rise; bajar/baja/bajan/bajo/bajaron: drop; recuperar/recuperacion: recover;
repuntar/repunte: rally; desplome/desplomar/hundir/hundimiento: plunge; crisis: crisis;
economia/economico: economy; financiero/financiera/finanza: financial; banco/bancario: bank; credito: credit;
prestamo: loan; prestamista: lender; hipoteca/hipotecario: mortgage; deuda: debt; interes: interest; tasa: rate;
inflacion: inflation; desempleo: unemployment; empleo/trabajo: job; trabajador/obrero: worker;
despedir/despido: layoff; recorte/recortar: cut; eliminar/suprimir: eliminate; cerrar/cierre: close; abrir/apertura: open;
planta/fabrica: plant; concesionario: dealership; automovil/coche/auto/vehiculo: car; automotriz/automovilistico: auto;
camion: truck; fabricar/produccion/producir: produce; producto: product; ingreso: revenue; factura/facturacion: sales;
quiebra/bancarrota: bankruptcy; rescate/rescatar: rescue; plan/plano: plan; planear/planea/planean/planeo: plan;
acuerdo/pacto/trato: deal; contrato: contract; pedido/encargo/orden: order; oferta/ofrecer: offer; fusion: merger;
adquirir/adquisicion: acquire; participacion: stake; mayoritario/mayoritaria: majority; unidad/division: unit;
filial/subsidiaria: subsidiary; matriz: parent; director/ejecutivo/gerente: executive; presidente/presidenta: president;
consejo: board; junta: board; propietario/dueno: owner; marca: brand; cliente/consumidor: customer; usuario: user;
millon/millones: million; mil/millar: thousand; billon: trillion; dolar: dollar; euro: euro; libra: pound;
porcentaje/ciento: percent; trimestre/trimestral: quarter; anual: annual; mensual: monthly; record: record;
nivel: level; alto/alta: high; bajo/baja: low; nuevo/nueva: new; ultimo/ultima: last; mayor: largest; menor: smaller;
anunciar/anuncio: announce; presentar/presentacion: present; lanzar/lanzamiento: launch; revelar/desvelar/descubrir: unveil;
informar/informe/reportar/reporte: report; declarar/declaracion: declare; confirmar/confirmacion: confirm;
negar/niega/niegan/nego/negaron: deny; solicitar/solicitud/pedir/pide/piden/pidio/pidieron: request;
demandar/demanda: sue; juicio/tribunal/corte: court; juez/jueza: judge; ley/legal: law; fiscal: prosecutor;
abogado: lawyer; acusar/acusacion/acusado: accuse; condenar/condena: sentence; investigar/investigacion: investigation;
entregar/entrega: deliver; retrasar/retraso: delay; cancelar/cancelacion: cancel; aplazar/posponer: postpone;
esperar/espera/esperan/espero: expect; prever/previsto/prevision: forecast; estimar/estimacion: estimate;
aumentar/aumento/incremento: increase; reducir/reduccion/disminuir: reduce; crecer/crecimiento: growth;
sustituir/sustitucion/reemplazar/reemplazo: replace; desarrollar/desarrollo: develop; disenar/diseno: design;
tecnologia/tecnologico: technology; ordenador/computadora: computer; portatil: laptop; telefono/movil/celular: phone;
programa/software: software; aplicacion: application; pantalla: screen; reproductor: player; video: video;
musica/musical: music; cancion: song; tienda: store; descarga/descargar: download; internet/red: internet;
conferencia: conference; discurso: speech; evento/acto: event; feria: fair; version: version; modelo: model;
actualizacion/actualizar: update; sistema: system; operativo: operating; procesador/chip: processor; antena: antenna;
bateria: battery; reserva/reservar: order; enfermedad: illness; medico/medica: medical; salud: health;
dimitir/dimision/renunciar/renuncia: resign; fundador: founder; cofundador: founder; sucesor: successor;
avion/aeronave/aparato: aircraft; aereo/aerea: air; aerolinea/aerolinia: airline; vuelo/volar: flight;
aeropuerto: airport; pasajero: passenger; piloto: pilot; motor: engine; prueba/ensayo: test; accidente/siniestro: accident;
avionica: avionics; fuselaje: fuselage; ala: wing; cisterna: tanker; comercial: commercial;
servicio: service; gira: tour; licitacion/concurso: bid; militar/militares: military;
defensa: defense; ejercito: army; fuerza: force; soldado/tropa/efectivo/uniformado: soldier; guardia: guard;
oficial: officer; sargento: sergeant; general: general; desertar/desercion/desertor: defect;
huir/huye/huyen/huyo/huyeron/huida: flee; escapar/fuga: escape; abandonar/abandono: abandon; cruzar/cruce: cross;
frontera/fronterizo: border; puente: bridge; refugio/albergue: shelter; refugiado: refugee; asilo: asylum;
migrante/inmigrante/emigrante/migratorio: migrant; migracion: immigration; desplazado: displaced;
ayuda: aid; humanitario/humanitaria: humanitarian; alimento/comida/viveres: food; medicina/medicamento: medicine;
suministro: supply; cargamento/envio: shipment; caravana: caravan; voluntario: volunteer; bloquear/bloqueo: block;
gobierno/gubernamental: government; gobernante/oficialista: ruling; oposicion/opositor: opposition; lider/dirigente: leader;
partido: party; eleccion/electoral/comicio: election; votar/voto: vote; congreso/parlamento/asamblea: parliament;
ministro/ministra: minister; ministerio: ministry; canciller: foreign minister; embajador/embajada: embassy;
diplomatico/diplomatica: diplomatic; relacion: relation; sancion: sanction; regimen: regime; dictador/dictadura: dictator;
socialista/socialismo: socialist; democracia/democratico: democracy; constitucion: constitution; poder: power;
autoproclamado/interino: interim; reconocer/reconocimiento: recognize; apoyar/apoyo/respaldo/respaldar: support;
rechazar/rechazo: reject; exigir/exigencia: demand; llamar/llamado/llamamiento: call; amenazar/amenaza: threaten;
advertir/advertencia: warn; prometer/promesa: promise; acusar: accuse; criticar/critica: criticize;
protesta/protestar/manifestacion/manifestar: protest; manifestante: protester; marcha/marchar: march;
enfrentamiento/choque/enfrentar: clash; combate/combatir: fight; disturbio: riot; saqueo/saquear: looting;
violencia/violento: violence; ataque/atacar: attack; disparar/disparo/tiro: shoot; bala: bullet; arma: weapon;
bomba/explosion/explotar: explosion; granada: grenade; muerto/muerte/morir/murio/murieron/fallecer/fallecido: dead;
matar/mato/mataron/asesinar/asesinato/homicidio: kill; herido/herir/lesionado: injured; victima: victim;
detener/detuvo/detuvieron/detencion/arrestar/arresto/capturar/captura: arrest; preso/prisionero/detenido: detainee;
carcel/prision: jail; tortura/torturar: torture; secuestrar/secuestro: kidnap; rehen: hostage; desaparecido: missing;
policia/policial: police; agente: officer; seguridad: security; guerrilla/guerrillero: guerrilla; rebelde: rebel;
paramilitar: paramilitary; colectivo: colectivo; banda/pandilla: gang; narcotrafico/narcotraficante: drug trafficking;
crimen/delito/criminal: crime; terrorismo/terrorista: terrorism; conflicto: conflict; guerra: war; paz: peace;
tregua: ceasefire; negociacion/negociar/dialogo: negotiation; intervencion/intervenir: intervention;
invasion/invadir: invasion; mision: mission; operacion/operativo: operation; ciudad/urbe: city; pueblo/localidad: town;
region/regional: region; provincia: province; capital: capital; pais/nacion: country; nacional: national;
internacional: international; mundial/mundo/global: world; comunidad: community; poblacion/habitante: population;
ciudadano: citizen; civil: civilian; persona/gente: people; familia/familiar: family; nino/menor: child; mujer: woman;
hombre: man; joven: young; estudiante: student; hospital: hospital; escuela/colegio: school; iglesia: church;
sacerdote/cura: priest; calle: street; carretera: road; camino: road; barrio: neighborhood; casa/vivienda/hogar: home;
edificio: building; terremoto/sismo: earthquake; inundacion/inundar: flood; huracan/tormenta: storm; incendio/fuego: fire;
sequia: drought; lluvia: rain; desastre/catastrofe: disaster; emergencia: emergency; evacuar/evacuacion: evacuate;
rescatista/socorrista: rescuer; escasez/falta: shortage; hambre: hunger; pobreza/pobre: poverty; electricidad/apagon: power;
agua: water; petroleo/crudo: oil; gas: gas; energia: energy; mina/minero/mineria: mining; oro: gold;
exportar/exportacion: export; importar/importacion: import; comercio: trade; arancel: tariff; impuesto: tax;
presupuesto: budget; gasto: spending; fondo: fund; subsidio: subsidy; salario/sueldo: wage; moneda/divisa: currency;
devaluacion/devaluar: devaluation; bolivar: bolivar; peso: peso; noticia: news; periodista: journalist;
periodico/diario: newspaper; prensa: press; entrevista: interview; comunicado: statement;
portavoz/vocero: spokesman; fuente: source; testigo: witness; responsable: official; funcionario: official;
autoridad: authority; derecho: right; humano: human; libertad: freedom; exilio: exile;
decision: decision; orden: order; mando: command; rango: rank; cuartel: barracks; base: base; puesto: post;
venezolano: Venezuelan; colombiano: Colombian; brasileno: Brazilian; estadounidense/norteamericano: American;
mexicano: Mexican; cubano: Cuban; argentino: Argentine; peruano: Peruvian; ecuatoriano: Ecuadorian; chileno: Chilean;
ruso: Russian; chino: Chinese; japones: Japanese; aleman: German; frances: French; britanico: British;
espanol: Spanish; italiano: Italian; europeo: European; asiatico: Asian; africano: African; canadiense: Canadian;
brasil: Brazil; rusia: Russia; japon: Japan; alemania: Germany; francia: France; espana: Spain; italia: Italy;
inglaterra: England; rumania: Romania; turquia: Turkey; siria: Syria; irak: Iraq; iran: Iran; egipto: Egypt;
ucrania: Ukraine; londres: London; bruselas: Brussels; ginebra: Geneva; pekin: Beijing;
`
