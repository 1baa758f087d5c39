import {
  PER_PERSON,
  RESTAURANT_HOURS,
  SHOP_HOURS,
  addressOf,
  emailOf,
  fill,
  firstName,
  l,
  landline,
  paragraphs,
  partitaIva,
  priceText,
  same,
  sentences,
  surname,
  townName,
  websiteOf,
  whereOf,
  type Ctx,
  type Draft,
  type L,
} from './explore-common.js';
import type { Random } from './explore-random.js';
import type { Town } from './explore-towns.js';

/** Where to eat and shop: restaurants, producers, food shops' windows (vetrina) and shops. */

const placeFields = (r: Random, town: Town, name: string, hours: readonly (readonly object[])[]) => ({
  where: whereOf(town),
  address: addressOf(r, town),
  phoneNumber: landline(r, town),
  email: emailOf(name, town),
  ...(r.chance(0.6) ? { website: websiteOf(name, town) } : {}),
  weekDays: r.pick(hours),
});

const info = (kind: L, town: Town): L =>
  fill(l('{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}', '{k} · {t}'), { k: kind, t: townName(town) });

// ---- Restaurants ---------------------------------------------------------------------------------

type Cuisine = { value: string; label: L; dishes: readonly string[]; coastal?: boolean };
const CUISINES: readonly Cuisine[] = [
  { value: 'toscana', label: l('Cucina toscana', 'Tuscan cuisine', 'Cuisine toscane', 'Toskanische Küche', 'Cocina toscana'), dishes: ['pici all’aglione', 'ribollita', 'pappardelle al cinghiale', 'bistecca alla fiorentina', 'peposo all’imprunetina', 'crostini di fegatini', 'trippa alla fiorentina', 'tortelli di patate', 'fagioli all’uccelletto'] },
  { value: 'di mare', label: l('Cucina di mare', 'Seafood', 'Cuisine de la mer', 'Fischküche', 'Cocina de mar'), dishes: ['cacciucco alla livornese', 'spaghetti alle arselle', 'fritto di paranza', 'triglie alla livornese', 'baccalà alla livornese', 'polpo con le patate'], coastal: true },
  { value: 'pizzeria', label: l('Pizzeria', 'Pizzeria', 'Pizzeria', 'Pizzeria', 'Pizzería'), dishes: ['pizza margherita cotta nel forno a legna', 'schiacciata ripiena', 'cecina', 'pizza con salsiccia e friarielli'] },
  { value: 'vegetariana', label: l('Cucina vegetariana', 'Vegetarian cuisine', 'Cuisine végétarienne', 'Vegetarische Küche', 'Cocina vegetariana'), dishes: ['zuppa di farro', 'pappa al pomodoro', 'panzanella', 'testaroli al pesto', 'sformato di carciofi', 'acquacotta'] },
  { value: 'contemporanea', label: l('Cucina contemporanea', 'Contemporary cuisine', 'Cuisine contemporaine', 'Moderne Küche', 'Cocina contemporánea'), dishes: ['piccione con uva e vin santo', 'risotto al tartufo', 'tortelli di cinta senese', 'agnello al finocchietto', 'gnudi di ricotta e spinaci'] },
]; // prettier-ignore
const RESTAURANT_KINDS = ['Trattoria', 'Osteria', 'Ristorante', 'Enoteca', 'Locanda', 'Taverna'] as const;
const RESTAURANT_NAMES = ['La Torre', 'Il Campano', 'Il Leccio', 'del Cinghiale Bianco', 'Il Grillo', 'La Buca', 'Le Logge', 'Il Pozzo', 'La Cantinetta', 'Il Frantoio', 'Sant’Agostino', 'del Ponte', 'Il Vicolo', 'La Pergola', 'Il Carroccio', 'dei Cacciatori'] as const; // prettier-ignore
const SEA_NAMES = ['del Porto', 'Il Molo', 'La Darsena', 'Il Gabbiano', 'La Scogliera', 'Il Faro'] as const;
const SPOTS: readonly L[] = [
  l('nel centro di {t}', 'in the centre of {t}', 'au centre de {t}', 'im Zentrum von {t}', 'en el centro de {t}'),
  l('appena fuori {t}', 'just outside {t}', 'aux portes de {t}', 'vor den Toren von {t}', 'a las afueras de {t}'),
  l('sulle colline di {t}', 'in the hills of {t}', 'sur les collines de {t}', 'in den Hügeln von {t}', 'en las colinas de {t}'),
]; // prettier-ignore
const SEAFRONT = l('sul lungomare di {t}', 'on the seafront of {t}', 'sur le front de mer de {t}', 'an der Strandpromenade von {t}', 'en el paseo marítimo de {t}'); // prettier-ignore
const KITCHEN: readonly L[] = [
  l('Pasta fatta a mano ogni mattina, vini del territorio e dolci della casa.', 'Pasta made by hand every morning, local wines and home-made desserts.', 'Pâtes faites à la main chaque matin, vins du terroir et desserts maison.', 'Jeden Morgen handgemachte Pasta, Weine aus der Gegend und hausgemachte Desserts.', 'Pasta hecha a mano cada mañana, vinos de la zona y postres caseros.'),
  l('Il menu cambia con le stagioni e segue i prodotti dei contadini della zona.', 'The menu changes with the seasons and follows the produce of local farmers.', 'La carte change avec les saisons et suit les produits des paysans du coin.', 'Die Karte wechselt mit den Jahreszeiten und folgt den Erzeugnissen der Bauern der Gegend.', 'La carta cambia con las estaciones y sigue los productos de los agricultores de la zona.'),
  l('D’estate si mangia all’aperto, sotto il pergolato.', 'In summer you eat outdoors, under the pergola.', 'L’été, on mange dehors, sous la pergola.', 'Im Sommer isst man draußen unter der Pergola.', 'En verano se come al aire libre, bajo la pérgola.'),
]; // prettier-ignore
const BOOKING: readonly L[] = [
  l('Prenotazione consigliata nel fine settimana.', 'Booking recommended at weekends.', 'Réservation conseillée le week-end.', 'Am Wochenende wird eine Reservierung empfohlen.', 'Se recomienda reservar los fines de semana.'),
  l('Menu per celiaci su richiesta.', 'Gluten-free menu on request.', 'Menu sans gluten sur demande.', 'Glutenfreies Menü auf Anfrage.', 'Menú sin gluten bajo petición.'),
  l('Cani benvenuti.', 'Dogs welcome.', 'Chiens bienvenus.', 'Hunde willkommen.', 'Se admiten perros.'),
]; // prettier-ignore

export function restaurant(ctx: Ctx): Draft {
  const { r, town } = ctx;
  const coastal = town.inland !== undefined;
  const cuisine = r.pick(CUISINES.filter((c) => !c.coastal || coastal));
  const name =
    cuisine.value === 'pizzeria'
      ? `Pizzeria ${r.chance(0.5) ? `da ${firstName(r)}` : r.pick(RESTAURANT_NAMES)}`
      : `${r.pick(RESTAURANT_KINDS)} ${r.chance(0.3) ? `da ${firstName(r)}` : r.pick(coastal ? SEA_NAMES : RESTAURANT_NAMES)}`;
  const [d1, d2] = r.some(cuisine.dishes, 2);
  const spot = fill(coastal && r.chance(0.6) ? SEAFRONT : r.pick(SPOTS), { t: townName(town) });
  const text = fill(
    l('{c} {s}: in carta {d1} e {d2}.', '{c} {s}: on the menu, {d1} and {d2}.', '{c} {s} : à la carte, {d1} et {d2}.', '{c} {s}: auf der Karte {d1} und {d2}.', '{c} {s}: en la carta, {d1} y {d2}.'),
    { c: cuisine.label, s: spot, d1: d1!, d2: d2! },
  ); // prettier-ignore
  const price = r.int(cuisine.value === 'pizzeria' ? 12 : 22, cuisine.value === 'contemporanea' ? 90 : 50);
  return {
    type: 'restaurant',
    title: same(name),
    subtitle: cuisine.label,
    text,
    fulltext: paragraphs(text, sentences(r.pick(KITCHEN), r.pick(BOOKING))),
    info: info(cuisine.label, town),
    price: priceText(price, PER_PERSON),
    priceFrom: price,
    fields: { ...placeFields(r, town, name, RESTAURANT_HOURS), cuisine: cuisine.value },
  };
}

// ---- Producers -----------------------------------------------------------------------------------

type ProducerKind = {
  label: L;
  names: readonly ((farm: string, family: string) => string)[];
  products: (town: Town) => string[];
};
const WINES: Record<string, string[]> = {
  Chianti: [
    'Chianti Classico DOCG',
    'Vin Santo del Chianti Classico DOC',
    'Olio extravergine Chianti Classico DOP',
  ],
  Montalcino: ['Brunello di Montalcino DOCG', 'Rosso di Montalcino DOC', 'Moscadello di Montalcino DOC'],
  Montepulciano: [
    'Vino Nobile di Montepulciano DOCG',
    'Rosso di Montepulciano DOC',
    'Vin Santo di Montepulciano DOC',
  ],
  'San Gimignano': ['Vernaccia di San Gimignano DOCG', 'San Gimignano Rosso DOC'],
  Maremma: ['Morellino di Scansano DOCG', 'Maremma Toscana Vermentino DOC'],
  'Costa degli Etruschi': ['Bolgheri Rosso DOC', 'Bolgheri Vermentino DOC'],
};
const wineOf = (town: Town) =>
  WINES[town.name] ?? WINES[town.area] ?? ['Toscana IGT rosso', 'Chianti DOCG', 'Vin Santo del Chianti DOC'];
const FARMS = ['Il Poggiolo', 'Le Ginestre', 'La Selva', 'Sant’Anna', 'Il Cerreto', 'Le Querce', 'Poggio al Vento', 'La Pieve', 'Montebello', 'Il Palagio', 'Casanova', 'San Giorgio', 'Il Colle', 'Podernovo', 'Le Macie', 'Cafaggio', 'Collelungo', 'Villa Cerna'] as const; // prettier-ignore

const PRODUCERS: readonly ProducerKind[] = [
  { label: l('Cantina', 'Winery', 'Domaine viticole', 'Weingut', 'Bodega'), names: [(f) => `Fattoria ${f}`, (_, s) => `Cantina ${s}`, (f) => `Tenuta ${f}`, (f) => `Castello di ${f}`], products: (t) => wineOf(t) },
  { label: l('Frantoio', 'Olive oil mill', 'Moulin à huile', 'Ölmühle', 'Almazara'), names: [(f) => `Frantoio ${f}`, (_, s) => `Frantoio ${s}`], products: () => ['Olio extravergine di oliva Toscano IGP', 'olio nuovo', 'olive in salamoia'] },
  { label: l('Caseificio', 'Cheese dairy', 'Fromagerie', 'Käserei', 'Quesería'), names: [(f) => `Caseificio ${f}`, (_, s) => `Caseificio ${s}`], products: () => ['Pecorino Toscano DOP', 'ricotta di pecora', 'pecorino stagionato in grotta', 'raviggiolo'] },
  { label: l('Apicoltura', 'Beekeeper', 'Apiculteur', 'Imkerei', 'Apicultor'), names: [(_, s) => `Apicoltura ${s}`, (f) => `Mieli ${f}`], products: () => ['miele di castagno', 'miele millefiori', 'miele di acacia', 'miele di girasole'] },
  { label: l('Salumificio', 'Cured meats', 'Charcuterie', 'Wurstmanufaktur', 'Embutidos'), names: [(_, s) => `Salumificio ${s}`, (_, s) => `Norcineria ${s}`], products: () => ['Finocchiona IGP', 'Prosciutto Toscano DOP', 'salame di Cinta Senese', 'soppressata'] },
  { label: l('Azienda agricola', 'Farm', 'Exploitation agricole', 'Bauernhof', 'Granja'), names: [(f) => `Azienda agricola ${f}`, (_, s) => `Azienda agricola ${s}`], products: (t) => (/Amiata|Mugello|Garfagnana|Casentino|Lunigiana/.test(t.area) ? ['farina di castagne', 'marroni', 'necci'] : ['farro', 'legumi secchi', 'zafferano', 'ortaggi di stagione']) },
]; // prettier-ignore
const FAMILY: readonly L[] = [
  l('L’azienda è condotta dalla stessa famiglia da tre generazioni.', 'The same family has run the estate for three generations.', 'La même famille dirige l’exploitation depuis trois générations.', 'Der Betrieb wird seit drei Generationen von derselben Familie geführt.', 'La misma familia dirige la finca desde hace tres generaciones.'),
  l('Coltiva in biologico e lavora tutto in azienda, dal campo alla bottiglia.', 'It farms organically and does everything on site, from the field to the bottle.', 'Elle cultive en bio et transforme tout sur place, du champ à la bouteille.', 'Der Hof arbeitet biologisch und verarbeitet alles selbst, vom Feld bis zur Flasche.', 'Cultiva en ecológico y elabora todo en la finca, del campo a la botella.'),
  l('Lo spaccio aziendale è aperto anche la domenica mattina.', 'The farm shop is also open on Sunday mornings.', 'La boutique de la ferme est aussi ouverte le dimanche matin.', 'Der Hofladen ist auch am Sonntagvormittag geöffnet.', 'La tienda de la granja abre también el domingo por la mañana.'),
]; // prettier-ignore

export function producer(ctx: Ctx): Draft {
  const { r, town } = ctx;
  const kind = r.pick(PRODUCERS);
  const name = r.pick(kind.names)(r.pick(FARMS), surname(r));
  const products = kind.products(town);
  const [p1, p2] = r.some(products, 2);
  const text = fill(
    l('Produzione e vendita diretta di {p1} e {p2}, con visite e degustazioni su prenotazione.', 'Makes and sells {p1} and {p2}; tours and tastings by appointment.', 'Production et vente directe de {p1} et {p2}, visites et dégustations sur réservation.', 'Herstellung und Direktverkauf von {p1} und {p2}; Besichtigungen und Verkostungen nach Voranmeldung.', 'Producción y venta directa de {p1} y {p2}, con visitas y catas previa reserva.'),
    { p1: p1!, p2: p2! },
  ); // prettier-ignore
  return {
    type: 'producer',
    title: same(name),
    subtitle: kind.label,
    text,
    fulltext: paragraphs(text, sentences(r.pick(FAMILY), r.pick(FAMILY))),
    info: info(kind.label, town),
    fields: { ...placeFields(r, town, name, SHOP_HOURS), products },
  };
}

// ---- Food shops' windows (vetrina) and shops -------------------------------------------------

type ShopKind = { name: string; label: L; specialities: readonly string[]; products: readonly string[] };
const FOOD_SHOPS: readonly ShopKind[] = [
  { name: 'Forno', label: l('Forno', 'Bakery', 'Boulangerie', 'Bäckerei', 'Panadería'), specialities: ['Pane toscano sciocco', 'Schiacciata all’olio', 'Pan di ramerino', 'Schiacciata con l’uva'], products: ['pane', 'focacce', 'biscotti', 'torte'] },
  { name: 'Pasticceria', label: l('Pasticceria', 'Pastry shop', 'Pâtisserie', 'Konditorei', 'Pastelería'), specialities: ['Cantucci', 'Ricciarelli', 'Panforte', 'Brigidini', 'Cavallucci'], products: ['paste fresche', 'torte su ordinazione', 'biscotti secchi', 'vin santo'] },
  { name: 'Macelleria', label: l('Macelleria', 'Butcher’s', 'Boucherie', 'Metzgerei', 'Carnicería'), specialities: ['Bistecca di Chianina', 'Finocchiona', 'Salsiccia fresca', 'Arista di maiale'], products: ['carni di razza Chianina', 'salumi', 'piatti pronti'] },
  { name: 'Gastronomia', label: l('Gastronomia', 'Delicatessen', 'Épicerie fine', 'Feinkostladen', 'Charcutería fina'), specialities: ['Crostini neri', 'Pappa al pomodoro', 'Lasagne', 'Sformati di verdure'], products: ['piatti pronti', 'formaggi', 'salumi', 'olio e vino'] },
  { name: 'Gelateria', label: l('Gelateria', 'Ice-cream shop', 'Glacier', 'Eisdiele', 'Heladería'), specialities: ['Gelato al vin santo e cantucci', 'Gelato allo zafferano', 'Sorbetto al limone'], products: ['gelato artigianale', 'semifreddi', 'granite'] },
  { name: 'Enoteca', label: l('Enoteca', 'Wine shop', 'Caviste', 'Weinhandlung', 'Vinoteca'), specialities: ['Degustazioni guidate', 'Vini delle piccole cantine'], products: ['vini toscani', 'olio extravergine', 'grappe', 'vin santo'] },
]; // prettier-ignore
const SHOPS: readonly ShopKind[] = [
  { name: 'Bottega del cuoio', label: l('Pelletteria', 'Leather goods', 'Maroquinerie', 'Lederwaren', 'Marroquinería'), specialities: [], products: [] },
  { name: 'Ceramiche', label: l('Ceramiche artistiche', 'Art ceramics', 'Céramiques d’art', 'Kunstkeramik', 'Cerámica artística'), specialities: [], products: [] },
  { name: 'Libreria', label: l('Libreria', 'Bookshop', 'Librairie', 'Buchhandlung', 'Librería'), specialities: [], products: [] },
  { name: 'Antichità', label: l('Antiquariato', 'Antiques', 'Antiquités', 'Antiquitäten', 'Antigüedades'), specialities: [], products: [] },
  { name: 'Oreficeria', label: l('Oreficeria', 'Goldsmith', 'Orfèvrerie', 'Goldschmied', 'Orfebrería'), specialities: [], products: [] },
  { name: 'Erboristeria', label: l('Erboristeria', 'Herbalist', 'Herboristerie', 'Kräuterladen', 'Herbolario'), specialities: [], products: [] },
  { name: 'Cartoleria artistica', label: l('Carta e legatoria', 'Paper and bookbinding', 'Papeterie et reliure', 'Papier und Buchbinderei', 'Papelería y encuadernación'), specialities: [], products: [] },
  { name: 'Bici', label: l('Noleggio e riparazione bici', 'Bike rental and repair', 'Location et réparation de vélos', 'Fahrradverleih und -reparatur', 'Alquiler y reparación de bicis'), specialities: [], products: [] },
]; // prettier-ignore
const SHOP_TEXT: readonly L[] = [
  l('{k} nel cuore di {t}, in attività da oltre trent’anni.', '{k} in the heart of {t}, open for more than thirty years.', '{k} au cœur de {t}, en activité depuis plus de trente ans.', '{k} im Herzen von {t}, seit über dreißig Jahren geöffnet.', '{k} en el corazón de {t}, en activo desde hace más de treinta años.'),
  l('{k} a due passi dalla piazza principale di {t}.', '{k} a stone’s throw from the main square of {t}.', '{k} à deux pas de la place principale de {t}.', '{k} wenige Schritte vom Hauptplatz von {t}.', '{k} a dos pasos de la plaza principal de {t}.'),
]; // prettier-ignore
const SHOP_MORE: readonly L[] = [
  l('Si parla inglese e si spedisce in tutto il mondo.', 'English is spoken and goods are shipped worldwide.', 'On y parle anglais et on expédie dans le monde entier.', 'Man spricht Englisch und verschickt weltweit.', 'Se habla inglés y se envía a todo el mundo.'),
  l('Tutto è fatto a mano nel laboratorio sul retro.', 'Everything is handmade in the workshop at the back.', 'Tout est fait à la main dans l’atelier à l’arrière.', 'Alles wird in der Werkstatt dahinter von Hand gefertigt.', 'Todo se hace a mano en el taller de la trastienda.'),
  l('Chiuso il lunedì mattina.', 'Closed on Monday mornings.', 'Fermé le lundi matin.', 'Montagvormittag geschlossen.', 'Cerrado los lunes por la mañana.'),
]; // prettier-ignore
const DELIVERY = [
  'Consegna a domicilio',
  'Spedizione in tutta Italia',
  'Ritiro in negozio',
  'Consegna con corriere in bicicletta',
];

function shopDraft(ctx: Ctx, kind: ShopKind, type: 'vetrina' | 'shop'): Draft {
  const { r, town } = ctx;
  const name = `${kind.name} ${r.chance(0.5) ? surname(r) : `da ${firstName(r)}`}`;
  const text = fill(r.pick(SHOP_TEXT), { k: kind.label, t: townName(town) });
  const fields: Record<string, unknown> = placeFields(r, town, name, SHOP_HOURS);
  if (type === 'vetrina') {
    const delivery = r.chance(0.5);
    Object.assign(fields, {
      delivery,
      ...(delivery ? { deliveryServices: r.some(DELIVERY, r.int(1, 3)) } : {}),
      takeAway: r.chance(0.7),
      specialities: r.some(kind.specialities, r.int(2, 3)),
      products: [...kind.products],
      pIva: partitaIva(r, town),
    });
  }
  return {
    type,
    title: same(name),
    subtitle: kind.label,
    text,
    fulltext: paragraphs(text, r.pick(SHOP_MORE)),
    info: info(kind.label, town),
    fields,
  };
}

export const vetrina = (ctx: Ctx): Draft => shopDraft(ctx, ctx.r.pick(FOOD_SHOPS), 'vetrina');
export const shop = (ctx: Ctx): Draft => shopDraft(ctx, ctx.r.pick(SHOPS), 'shop');
