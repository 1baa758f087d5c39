import type { PlaceKind } from '@sportello/contracts';
import {
  OFFICE_HOURS,
  addressOf,
  emailOf,
  fill,
  l,
  landline,
  mobile,
  paragraphs,
  partitaIva,
  person,
  same,
  surname,
  townName,
  websiteOf,
  whereOf,
  type Ctx,
  type Draft,
  type L,
  type WeekDay,
} from './explore-common.js';
import type { Random } from './explore-random.js';
import type { Town } from './explore-towns.js';

/** Services around the desk (banks, hospitals, pharmacies, police, stations), info points, areas and people. */

// ---- Google places -------------------------------------------------------------------------------

const BANKS = ['Banca Monte dei Paschi di Siena', 'Intesa Sanpaolo', 'BPER Banca', 'Crédit Agricole Italia', 'UniCredit', 'ChiantiBanca', 'Banco BPM', 'Banca Alta Toscana', 'Banca di Pisa e Fornacette', 'Banca Tema'] as const; // prettier-ignore
const HOSPITALS: Record<string, readonly string[]> = {
  Firenze: ['Azienda ospedaliero-universitaria Careggi', 'Ospedale Santa Maria Nuova', 'Ospedale pediatrico Meyer', 'Ospedale San Giovanni di Dio'],
  Siena: ['Policlinico Santa Maria alle Scotte'], Pisa: ['Ospedale di Cisanello', 'Ospedale Santa Chiara'], Lucca: ['Ospedale San Luca'],
  Arezzo: ['Ospedale San Donato'], Grosseto: ['Ospedale della Misericordia'], Livorno: ['Ospedale di Livorno'], Prato: ['Ospedale Santo Stefano'],
  Pistoia: ['Ospedale San Jacopo'], Massa: ['Ospedale delle Apuane'], Empoli: ['Ospedale San Giuseppe'], Montepulciano: ['Ospedale di Nottola'],
  Poggibonsi: ['Ospedale Alta Val d’Elsa'], Volterra: ['Ospedale Santa Maria Maddalena'], Portoferraio: ['Ospedale di Portoferraio'],
  Camaiore: ['Ospedale Versilia'], Cortona: ['Ospedale Santa Margherita'], Orbetello: ['Ospedale San Giovanni di Dio'],
  'Massa Marittima': ['Ospedale Sant’Andrea'], 'Castelnuovo di Garfagnana': ['Ospedale Santa Croce'], Barga: ['Ospedale San Francesco'],
  Pontremoli: ['Ospedale di Pontremoli'], Piombino: ['Ospedale Villamarina'], Cecina: ['Ospedale di Cecina'],
}; // prettier-ignore
const PHARMACIES = ['Farmacia comunale', 'Farmacia Centrale', 'Farmacia San Francesco', 'Farmacia del Corso', 'Farmacia della Stazione', 'Farmacia Santa Maria', 'Farmacia Moderna', 'Farmacia del Duomo'] as const; // prettier-ignore
const CAPITALS = new Set([
  'Firenze',
  'Siena',
  'Pisa',
  'Lucca',
  'Arezzo',
  'Grosseto',
  'Livorno',
  'Prato',
  'Pistoia',
  'Massa',
]);
/** Real stations of the Tuscan railways and the municipality each stands in. */
const STATIONS: readonly (readonly [string, string])[] = [
  ['Firenze Santa Maria Novella', 'Firenze'], ['Firenze Campo di Marte', 'Firenze'], ['Firenze Rifredi', 'Firenze'], ['Siena', 'Siena'],
  ['Pisa Centrale', 'Pisa'], ['Pisa San Rossore', 'Pisa'], ['Lucca', 'Lucca'], ['Arezzo', 'Arezzo'], ['Grosseto', 'Grosseto'],
  ['Livorno Centrale', 'Livorno'], ['Prato Centrale', 'Prato'], ['Prato Porta al Serraglio', 'Prato'], ['Pistoia', 'Pistoia'],
  ['Viareggio', 'Viareggio'], ['Empoli', 'Empoli'], ['Chiusi-Chianciano Terme', 'Chiusi'], ['Camucia-Cortona', 'Cortona'],
  ['Terontola-Cortona', 'Cortona'], ['Montepulciano Stazione', 'Montepulciano'], ['Poggibonsi-San Gimignano', 'Poggibonsi'],
  ['Certaldo', 'Certaldo'], ['Massa Centro', 'Massa'], ['Carrara-Avenza', 'Carrara'], ['Pietrasanta', 'Pietrasanta'],
  ['Forte dei Marmi-Seravezza-Querceta', 'Seravezza'], ['Cecina', 'Cecina'], ['Campiglia Marittima', 'Campiglia Marittima'],
  ['Piombino Marittima', 'Piombino'], ['Follonica', 'Follonica'], ['Orbetello-Monte Argentario', 'Orbetello'], ['Capalbio', 'Capalbio'],
  ['Montecatini Terme-Monsummano', 'Montecatini-Terme'], ['Pescia', 'Pescia'], ['San Miniato-Fucecchio', 'San Miniato'],
  ['Pontedera-Casciana Terme', 'Pontedera'], ['Figline Valdarno', 'Figline e Incisa Valdarno'], ['Montevarchi-Terranuova', 'Montevarchi'],
  ['San Giovanni Valdarno', 'San Giovanni Valdarno'], ['Borgo San Lorenzo', 'Borgo San Lorenzo'], ['Bibbiena', 'Bibbiena'], ['Poppi', 'Poppi'],
  ['Barga-Gallicano', 'Barga'], ['Castelnuovo di Garfagnana', 'Castelnuovo di Garfagnana'], ['Aulla Lunigiana', 'Aulla'],
  ['Pontremoli', 'Pontremoli'], ['Sinalunga', 'Sinalunga'], ['Asciano', 'Asciano'], ['Buonconvento', 'Buonconvento'],
  ['Sesto Fiorentino', 'Sesto Fiorentino'], ['Bagni di Lucca', 'Bagni di Lucca'], ['Rosignano', 'Rosignano Marittimo'], ['San Vincenzo', 'San Vincenzo'],
]; // prettier-ignore

const KIND_LABEL: Record<PlaceKind, L> = {
  bank: l('Banca', 'Bank', 'Banque', 'Bank', 'Banco'),
  hospital: l('Ospedale', 'Hospital', 'Hôpital', 'Krankenhaus', 'Hospital'),
  pharmacy: l('Farmacia', 'Pharmacy', 'Pharmacie', 'Apotheke', 'Farmacia'),
  police: l('Polizia', 'Police', 'Police', 'Polizei', 'Policía'),
  train_station: l('Stazione ferroviaria', 'Railway station', 'Gare', 'Bahnhof', 'Estación de tren'),
};
const KIND_TEXT: Record<PlaceKind, L> = {
  bank: l('Filiale con sportello bancomat attivo 24 ore su 24.', 'Branch with a 24-hour cash machine.', 'Agence avec distributeur de billets 24h/24.', 'Filiale mit rund um die Uhr zugänglichem Geldautomaten.', 'Sucursal con cajero automático 24 horas.'),
  hospital: l('Pronto soccorso aperto 24 ore su 24. In caso di emergenza chiamare il 112.', 'Emergency department open 24 hours. In an emergency call 112.', 'Urgences ouvertes 24h/24. En cas d’urgence, appelez le 112.', 'Notaufnahme rund um die Uhr geöffnet. Im Notfall 112 anrufen.', 'Urgencias abiertas 24 horas. En caso de emergencia llame al 112.'),
  pharmacy: l('Farmacia con servizio di turno notturno a rotazione e misurazione della pressione.', 'Pharmacy on the night rota, with blood-pressure checks.', 'Pharmacie de garde la nuit par roulement, mesure de la tension.', 'Apotheke mit wechselndem Nachtdienst und Blutdruckmessung.', 'Farmacia con turno de noche rotativo y toma de tensión.'),
  police: l('Per denunce di smarrimento o furto di documenti. Emergenze: 112.', 'For reporting lost or stolen documents. Emergencies: 112.', 'Pour déclarer la perte ou le vol de documents. Urgences : 112.', 'Für Verlust- oder Diebstahlanzeigen von Dokumenten. Notruf: 112.', 'Para denunciar la pérdida o el robo de documentos. Emergencias: 112.'),
  train_station: l('Biglietteria, self-service e collegamenti regionali; deposito bagagli vicino.', 'Ticket office, machines and regional trains; left luggage nearby.', 'Guichet, automates et trains régionaux ; consigne à bagages à proximité.', 'Fahrkartenschalter, Automaten und Regionalzüge; Gepäckaufbewahrung in der Nähe.', 'Taquilla, máquinas y trenes regionales; consigna cerca.'),
}; // prettier-ignore
const PLACE_HOURS: Record<PlaceKind, readonly WeekDay[]> = {
  bank: [{ days: 'Lun-Ven', hours: '8:30-13:30, 14:45-16:15' }],
  hospital: [{ days: 'Tutti i giorni', hours: '24 ore su 24' }],
  pharmacy: [{ days: 'Lun-Sab', hours: '8:30-13:00, 15:30-19:30' }],
  police: [{ days: 'Lun-Sab', hours: '8:00-14:00' }],
  train_station: [{ days: 'Tutti i giorni', hours: '5:30-22:30' }],
};

function placeName(r: Random, kind: PlaceKind, town: Town, nth: number): string {
  switch (kind) {
    case 'bank':
      return `${r.pick(BANKS)} – Filiale di ${town.name}`;
    case 'hospital':
      return HOSPITALS[town.name] ? r.pick(HOSPITALS[town.name]!) : `Casa della Salute di ${town.name}`;
    case 'pharmacy':
      return r.chance(0.3) ? `Farmacia ${surname(r)}` : r.pick(PHARMACIES);
    case 'police':
      if (CAPITALS.has(town.name) && r.chance(0.3)) return `Questura di ${town.name}`;
      return r.pick([`Stazione Carabinieri di ${town.name}`, `Polizia Municipale di ${town.name}`]);
    case 'train_station':
      return `Stazione di ${STATIONS[nth % STATIONS.length]![0]}`;
  }
}

export function googlePlace(ctx: Ctx, kind: PlaceKind, nth: number): Draft {
  const { r } = ctx;
  const town =
    kind === 'train_station' ? ctx.towns.byName.get(STATIONS[nth % STATIONS.length]![1])! : ctx.town;
  const name = placeName(r, kind, town, nth);
  const text = KIND_TEXT[kind];
  return {
    type: 'google_place',
    town,
    title: same(name),
    subtitle: KIND_LABEL[kind],
    text,
    fulltext: text,
    info: fill(l('{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}'), {
      k: KIND_LABEL[kind],
      t: townName(town),
    }),
    fields: {
      placeKind: kind,
      where: addressOf(r, town),
      weekDays: PLACE_HOURS[kind],
      phoneNumber: landline(r, town),
      ...(kind === 'bank' || kind === 'hospital' ? { website: websiteOf(name, town) } : {}),
      openNow: r.chance(0.6),
      rating: r.float(2.8, 4.9),
      businessStatus: r.chance(0.97) ? 'OPERATIONAL' : 'CLOSED_TEMPORARILY',
    },
  };
}

// ---- Info points (imported: Pro Loco offices, not the IAT groups) --------------------------------

const OFFICE_TITLE = l('Pro Loco di {t}', '{t} Pro Loco tourist office', 'Office de tourisme Pro Loco de {t}', 'Pro Loco {t} – Touristeninformation', 'Oficina de turismo Pro Loco de {t}'); // prettier-ignore
const OFFICE_TEXT = l('Informazioni turistiche, mappe del paese, biglietti per musei ed eventi di {t}.', 'Tourist information, town maps, tickets for museums and events in {t}.', 'Informations touristiques, plans, billets pour les musées et les événements de {t}.', 'Touristeninformation, Ortspläne, Karten für Museen und Veranstaltungen in {t}.', 'Información turística, planos, entradas para museos y eventos de {t}.'); // prettier-ignore
const OFFICE_LABEL = l('Punto informazioni', 'Information point', 'Point d’information', 'Infopunkt', 'Punto de información'); // prettier-ignore

export function office(ctx: Ctx): Draft {
  const { r, town } = ctx;
  const t = townName(town);
  const name = `Pro Loco di ${town.name}`;
  const text = fill(OFFICE_TEXT, { t });
  return {
    type: 'office',
    title: fill(OFFICE_TITLE, { t }),
    subtitle: OFFICE_LABEL,
    text,
    fulltext: text,
    info: fill(l('{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}'), { k: OFFICE_LABEL, t }),
    fields: {
      address: addressOf(r, town),
      weekDays: r.pick(OFFICE_HOURS),
      phone: landline(r, town),
      email: emailOf(name, town),
      ...(r.chance(0.5) ? { website: websiteOf(name, town) } : {}),
      where: whereOf(town),
    },
  };
}

// ---- Areas (the municipalities themselves come from the destinations source) ---------------------

const AREA_TEXT: Record<string, readonly [it: string, en: string]> = {
  Chianti: ['Colline di vigne e boschi tra Firenze e Siena, castelli, pievi e il Chianti Classico.', 'Hills of vineyards and woods between Florence and Siena, castles, country churches and Chianti Classico.'],
  "Val d'Orcia": ['Il paesaggio delle colline dolci e dei cipressi, patrimonio UNESCO, con Pienza e Montalcino.', 'The landscape of rolling hills and cypresses, a UNESCO site, with Pienza and Montalcino.'],
  'Crete Senesi': ['Colline d’argilla grigia, calanchi e strade bianche a sud di Siena.', 'Grey clay hills, badlands and white roads south of Siena.'],
  Valdichiana: ['La valle bonificata tra Arezzo e Chiusi, con Montepulciano, Cortona e la Chianina.', 'The reclaimed valley between Arezzo and Chiusi, with Montepulciano, Cortona and Chianina beef.'],
  "Val d'Elsa": ['Borghi turriti, Vernaccia e cristallo, tra San Gimignano e Colle.', 'Towered villages, Vernaccia and crystal, between San Gimignano and Colle.'],
  Garfagnana: ['Montagne, castagneti e farro tra le Apuane e l’Appennino.', 'Mountains, chestnut woods and spelt between the Apuan Alps and the Apennines.'],
  Lunigiana: ['La terra dei castelli e delle statue stele, all’estremo nord della Toscana.', 'The land of castles and stele statues, at the far north of Tuscany.'],
  Versilia: ['Spiagge lunghe, il Carnevale di Viareggio e le Alpi Apuane alle spalle.', 'Long beaches, the Viareggio Carnival and the Apuan Alps behind.'],
  Maremma: ['Mare, butteri, terme e borghi del tufo nel sud della Toscana.', 'Sea, cowboys, hot springs and tuff villages in southern Tuscany.'],
  'Monte Amiata': ['Il vulcano spento con faggete, castagne e borghi di pietra.', 'The extinct volcano with beech woods, chestnuts and stone villages.'],
  Mugello: ['La valle dei Medici a nord di Firenze, con laghi, marroni e autodromo.', 'The Medici valley north of Florence, with lakes, chestnuts and the racetrack.'],
  Casentino: ['Foreste sacre, monasteri e castelli dei conti Guidi nell’alta valle dell’Arno.', 'Sacred forests, monasteries and castles of the Guidi counts in the upper Arno valley.'],
  Valtiberina: ['La valle di Piero della Francesca e di Michelangelo, al confine con l’Umbria.', 'The valley of Piero della Francesca and Michelangelo, on the border with Umbria.'],
  "Isola d'Elba": ['L’isola più grande dell’arcipelago toscano: spiagge, miniere e Napoleone.', 'The largest island of the Tuscan archipelago: beaches, mines and Napoleon.'],
  'Costa degli Etruschi': ['Da Livorno a Piombino: pinete, Bolgheri e necropoli etrusche sul mare.', 'From Livorno to Piombino: pine woods, Bolgheri and Etruscan tombs by the sea.'],
  'Val di Cecina': ['Volterra, l’alabastro e i soffioni boraciferi di Larderello.', 'Volterra, alabaster and the steam vents of Larderello.'],
  Valdinievole: ['Le terme di Montecatini e la Svizzera pesciatina.', 'The spas of Montecatini and the hills of Pescia.'],
  Valdarno: ['La valle dell’Arno tra Firenze e Arezzo, con le balze e i borghi di Loro Ciuffenna.', 'The Arno valley between Florence and Arezzo, with its cliffs and villages.'],
}; // prettier-ignore
const AREAS = Object.keys(AREA_TEXT);
const AREA_LABEL = l('Area turistica', 'Tourist area', 'Zone touristique', 'Urlaubsregion', 'Zona turística');

export function destination(ctx: Ctx, nth: number): Draft {
  const area = AREAS[nth % AREAS.length]!;
  const town = ctx.towns.all.filter((t) => t.area === area).sort((a, b) => b.weight - a.weight)[0]!;
  const [it, en] = AREA_TEXT[area]!;
  const round = Math.floor(nth / AREAS.length);
  const title = round === 0 ? area : `${area} – ${town.name}`;
  return {
    type: 'destination',
    town,
    title: { ...same(title), en: title.replace("Isola d'Elba", 'Elba Island') },
    subtitle: AREA_LABEL,
    text: { ...same(it), en },
    fulltext: { ...same(it), en },
    info: fill(l('{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}'), {
      k: AREA_LABEL,
      t: town.provinceName,
    }),
    fields: { area },
    // The areas' descriptions are written in Italian and English only.
    locales: ['it', 'en'],
  };
}

// ---- Authors: craftsmen, guides, chefs -----------------------------------------------------------

type Profession = { f: L; m: L; infos: string };
const PROFESSIONS: readonly Profession[] = [
  { f: l('Guida turistica', 'Tourist guide', 'Guide touristique', 'Gästeführerin', 'Guía turística'), m: l('Guida turistica', 'Tourist guide', 'Guide touristique', 'Gästeführer', 'Guía turístico'), infos: 'Guida abilitata per la provincia; visite in italiano, inglese e tedesco.' },
  { f: l('Guida ambientale escursionistica', 'Hiking guide', 'Accompagnatrice en montagne', 'Wanderführerin', 'Guía de senderismo'), m: l('Guida ambientale escursionistica', 'Hiking guide', 'Accompagnateur en montagne', 'Wanderführer', 'Guía de senderismo'), infos: 'Escursioni di mezza giornata e trekking di più giorni, anche con i bambini.' },
  { f: l('Ceramista', 'Ceramicist', 'Céramiste', 'Keramikerin', 'Ceramista'), m: l('Ceramista', 'Ceramicist', 'Céramiste', 'Keramiker', 'Ceramista'), infos: 'Maioliche dipinte a mano e corsi di tornio nel laboratorio.' },
  { f: l('Artigiana del cuoio', 'Leather craftswoman', 'Artisane du cuir', 'Lederhandwerkerin', 'Artesana del cuero'), m: l('Artigiano del cuoio', 'Leather craftsman', 'Artisan du cuir', 'Lederhandwerker', 'Artesano del cuero'), infos: 'Borse, cinture e quaderni in cuoio conciato al vegetale, su misura.' },
  { f: l('Orafa', 'Goldsmith', 'Orfèvre', 'Goldschmiedin', 'Orfebre'), m: l('Orafo', 'Goldsmith', 'Orfèvre', 'Goldschmied', 'Orfebre'), infos: 'Gioielli in oro e argento lavorati a cesello secondo la tradizione.' },
  { f: l('Fotografa', 'Photographer', 'Photographe', 'Fotografin', 'Fotógrafa'), m: l('Fotografo', 'Photographer', 'Photographe', 'Fotograf', 'Fotógrafo'), infos: 'Tour fotografici all’alba e al tramonto e servizi per viaggi di nozze.' },
  { f: l('Scultrice del marmo', 'Marble sculptor', 'Sculptrice sur marbre', 'Marmorbildhauerin', 'Escultora de mármol'), m: l('Scultore del marmo', 'Marble sculptor', 'Sculpteur sur marbre', 'Marmorbildhauer', 'Escultor de mármol'), infos: 'Laboratorio aperto alle visite; dimostrazioni di lavorazione a mano.' },
  { f: l('Accompagnatrice cicloturistica', 'Cycling guide', 'Guide cyclotouristique', 'Radreiseleiterin', 'Guía de cicloturismo'), m: l('Accompagnatore cicloturistico', 'Cycling guide', 'Guide cyclotouristique', 'Radreiseleiter', 'Guía de cicloturismo'), infos: 'Uscite in bici da strada, gravel ed e-bike sulle strade bianche.' },
  { f: l('Cuoca', 'Cook', 'Cuisinière', 'Köchin', 'Cocinera'), m: l('Cuoco', 'Cook', 'Cuisinier', 'Koch', 'Cocinero'), infos: 'Corsi di cucina toscana a casa propria e cene private.' },
]; // prettier-ignore
const AUTHOR_TEXT = l('{p} a {t}. {i}', '{p} based in {t}.', '{p} à {t}.', '{p} in {t}.', '{p} en {t}.'); // prettier-ignore

export function autore(ctx: Ctx): Draft {
  const { r, town } = ctx;
  const { name, female } = person(r);
  const p = r.pick(PROFESSIONS);
  const profession = female ? p.f : p.m;
  const text = fill(AUTHOR_TEXT, { p: profession, t: townName(town), i: p.infos });
  return {
    type: 'autore',
    title: same(name),
    subtitle: profession,
    profession,
    text,
    fulltext: paragraphs(text, l('Contatti diretti qui sotto.', 'Direct contacts below.', 'Coordonnées ci-dessous.', 'Direkte Kontakte unten.', 'Contactos directos abajo.')), // prettier-ignore
    info: fill(l('{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}'), {
      k: profession,
      t: townName(town),
    }),
    fields: {
      infos: p.infos,
      pIva: partitaIva(r, town),
      where: whereOf(town),
      address: addressOf(r, town),
      city: town.name,
      province: town.province,
      ...(r.chance(0.5) ? { phone: landline(r, town) } : {}),
      mobile: mobile(r),
      email: emailOf(name, town),
      ...(r.chance(0.6) ? { website: websiteOf(name, town) } : {}),
    },
  };
}
