import {
  PER_NIGHT,
  each,
  emailOf,
  fill,
  l,
  landline,
  paragraphs,
  priceText,
  same,
  sentences,
  surname,
  townName,
  websiteOf,
  placeAddressOf,
  whereOf,
  type Ctx,
  type Draft,
  type L,
} from './explore-common.js';
import { WeightedPicker } from './explore-random.js';

/** Where to sleep: hotels, farm stays, B&Bs, campsites (accommodation) and holiday flats (alloggio). */

type Class = {
  code: string;
  label: L;
  ranks: readonly number[];
  names: readonly ((n: string, town: string, family: string) => string)[];
  price: readonly [number, number];
};

const HOTEL_NAMES = ['Bellavista', 'La Torre', 'Il Chiostro', 'Duomo', 'Porta Romana', 'Villa Fiorita', 'San Michele', 'Il Giglio', 'Minerva', 'Le Mura', 'Santa Chiara', 'Il Cassero', 'Alle Logge', 'La Loggia', 'Corona d’Oro', 'Tre Archi', 'Stella d’Italia', 'San Domenico', 'Palazzo Ricci', 'Il Granaio', 'Continentale', 'Leon Bianco', 'La Cisterna', 'Portanuova', 'Villa Le Rose'] as const; // prettier-ignore
const FARM_NAMES = ['Il Poggiolo', 'Le Ginestre', 'La Selva', 'Sant’Anna', 'Il Cerreto', 'Le Querce', 'Poggio al Vento', 'La Pieve', 'I Cipressi', 'Montebello', 'Il Palagio', 'Casanova', 'Le Capanne', 'San Giorgio', 'Il Colle', 'Podernovo', 'La Fornace', 'Le Macie', 'Cafaggio', 'Il Castagno'] as const; // prettier-ignore
const HOME_NAMES = ['La Finestra sul Borgo', 'Il Nido', 'Casa Lucia', 'Le Rondini', 'Dimora del Vescovo', 'Il Glicine', 'Porta al Prato', 'Le Volte', 'Casa di Caterina', 'Il Melograno', 'La Meridiana', 'Il Limonaio', 'Le Stanze del Priore', 'Casa Gialla', 'Il Fienile'] as const; // prettier-ignore
const CAMP_NAMES = ['Il Sole', 'Le Pianacce', 'Pineta', 'La Foce', 'Valle Gaia', 'Il Fontino', 'Le Soline', 'Mare e Pineta', 'Le Capanne', 'Il Gineprino'] as const; // prettier-ignore

const CLASSES: readonly (readonly [Class, number])[] = [
  [{ code: 'hotel', label: l('Albergo', 'Hotel', 'Hôtel', 'Hotel', 'Hotel'), ranks: [1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5], names: [(n) => `Hotel ${n}`, (n) => `Albergo ${n}`, (n) => `Hotel ${n}`], price: [55, 320] }, 34],
  [{ code: 'rta', label: l('Residenza turistico-alberghiera', 'Aparthotel', 'Résidence hôtelière', 'Aparthotel', 'Aparthotel'), ranks: [2, 3, 3, 4], names: [(n) => `Residence ${n}`], price: [70, 180] }, 6],
  [{ code: 'agriturismo', label: l('Agriturismo', 'Farm stay', 'Agritourisme', 'Agriturismo', 'Agroturismo'), ranks: [1, 2, 3, 3, 4, 5], names: [(_, __, f) => `Agriturismo Podere ${f}`, (_, __, f) => `Agriturismo Fattoria ${f}`, (_, __, f) => `Agriturismo ${f}`, (_, __, f) => `Tenuta ${f}`], price: [65, 240] }, 24],
  [{ code: 'bb', label: l('Bed & breakfast', 'Bed & breakfast', 'Chambre d’hôtes', 'Bed & Breakfast', 'Bed & breakfast'), ranks: [0], names: [(_, h) => `B&B ${h}`, (_, h) => `${h} B&B`], price: [60, 150] }, 18],
  [{ code: 'affittacamere', label: l('Affittacamere', 'Guest rooms', 'Chambres d’hôtes', 'Gästezimmer', 'Habitaciones'), ranks: [0], names: [(_, h) => `Affittacamere ${h}`, (_, h) => `Camere ${h}`], price: [45, 110] }, 8],
  [{ code: 'campeggio', label: l('Campeggio', 'Campsite', 'Camping', 'Campingplatz', 'Camping'), ranks: [1, 2, 3, 3, 4], names: [(c) => `Camping ${c}`, (c) => `Campeggio ${c}`], price: [18, 60] }, 5],
  [{ code: 'ostello', label: l('Ostello', 'Hostel', 'Auberge de jeunesse', 'Jugendherberge', 'Albergue'), ranks: [0], names: [(n) => `Ostello ${n}`], price: [22, 45] }, 3],
  [{ code: 'villaggio', label: l('Villaggio turistico', 'Holiday village', 'Village de vacances', 'Feriendorf', 'Villa turística'), ranks: [2, 3, 4], names: [(c) => `Villaggio ${c}`], price: [40, 160] }, 2],
]; // prettier-ignore
const classPicker = new WeightedPicker(CLASSES);

type Amenity = { label: L; img: string };
const AMENITIES: readonly Amenity[] = [
  { label: l('Wi-Fi gratuito', 'Free Wi-Fi', 'Wi-Fi gratuit', 'Gratis-WLAN', 'Wi-Fi gratis'), img: 'wifi' },
  { label: l('Parcheggio', 'Parking', 'Parking', 'Parkplatz', 'Aparcamiento'), img: 'local_parking' },
  { label: l('Piscina', 'Swimming pool', 'Piscine', 'Schwimmbad', 'Piscina'), img: 'pool' },
  { label: l('Ristorante', 'Restaurant', 'Restaurant', 'Restaurant', 'Restaurante'), img: 'restaurant' },
  { label: l('Animali ammessi', 'Pets allowed', 'Animaux acceptés', 'Haustiere erlaubt', 'Mascotas admitidas'), img: 'pets' },
  { label: l('Aria condizionata', 'Air conditioning', 'Climatisation', 'Klimaanlage', 'Aire acondicionado'), img: 'ac_unit' },
  { label: l('Colazione inclusa', 'Breakfast included', 'Petit-déjeuner inclus', 'Frühstück inklusive', 'Desayuno incluido'), img: 'free_breakfast' },
  { label: l('Accesso per sedie a rotelle', 'Wheelchair access', 'Accès en fauteuil roulant', 'Rollstuhlgerechter Zugang', 'Acceso para sillas de ruedas'), img: 'accessible' },
  { label: l('Centro benessere', 'Spa', 'Spa', 'Wellnessbereich', 'Spa'), img: 'spa' },
  { label: l('Giardino', 'Garden', 'Jardin', 'Garten', 'Jardín'), img: 'yard' },
  { label: l('Noleggio biciclette', 'Bike rental', 'Location de vélos', 'Fahrradverleih', 'Alquiler de bicicletas'), img: 'pedal_bike' },
  { label: l('Ricarica auto elettriche', 'EV charging', 'Recharge de véhicules électriques', 'E-Ladestation', 'Carga de coches eléctricos'), img: 'ev_station' },
  { label: l('Bar', 'Bar', 'Bar', 'Bar', 'Bar'), img: 'local_bar' },
  { label: l('Reception 24 ore su 24', '24-hour front desk', 'Réception 24h/24', '24-Stunden-Rezeption', 'Recepción 24 horas'), img: 'schedule' },
]; // prettier-ignore
const BEACH: Amenity = { label: l('Spiaggia convenzionata', 'Partner beach', 'Plage partenaire', 'Vertragsstrand', 'Playa concertada'), img: 'beach_access' }; // prettier-ignore

const SETTINGS: readonly L[] = [
  l('nel centro storico di {town}', 'in the historic centre of {town}', 'dans le centre historique de {town}', 'in der Altstadt von {town}', 'en el casco antiguo de {town}'),
  l('sulle colline intorno a {town}', 'on the hills around {town}', 'sur les collines autour de {town}', 'auf den Hügeln rund um {town}', 'en las colinas que rodean {town}'),
  l('a pochi passi dalle mura di {town}', 'a short walk from the walls of {town}', 'à deux pas des remparts de {town}', 'nur wenige Schritte von der Stadtmauer von {town}', 'a pocos pasos de las murallas de {town}'),
  l('tra uliveti e vigneti vicino a {town}', 'among olive groves and vineyards near {town}', 'entre oliveraies et vignobles près de {town}', 'zwischen Olivenhainen und Weinbergen bei {town}', 'entre olivares y viñedos cerca de {town}'),
  l('in un palazzo storico di {town}', 'in a historic palazzo in {town}', 'dans un palais historique de {town}', 'in einem historischen Palazzo in {town}', 'en un palacio histórico de {town}'),
]; // prettier-ignore
const ROOMS: readonly L[] = [
  l('Le camere, arredate con mobili in arte povera e travi a vista, sono silenziose e luminose.', 'The rooms, furnished in rustic Tuscan style with exposed beams, are quiet and bright.', 'Les chambres, meublées dans le style rustique toscan avec poutres apparentes, sont calmes et lumineuses.', 'Die Zimmer mit Holzbalken und toskanischen Landhausmöbeln sind ruhig und hell.', 'Las habitaciones, con vigas vistas y muebles de estilo rústico toscano, son tranquilas y luminosas.'),
  l('Ogni camera ha il bagno privato e la vista sul giardino o sui tetti della città.', 'Every room has a private bathroom and a view of the garden or the town’s rooftops.', 'Chaque chambre dispose d’une salle de bains privée et d’une vue sur le jardin ou les toits.', 'Jedes Zimmer hat ein eigenes Bad und Blick auf den Garten oder die Dächer der Stadt.', 'Todas las habitaciones tienen baño privado y vistas al jardín o a los tejados.'),
  l('Gli ambienti conservano i pavimenti in cotto e le volte in pietra della casa originale.', 'The rooms keep the terracotta floors and stone vaults of the original house.', 'Les pièces conservent les sols en terre cuite et les voûtes en pierre de la maison d’origine.', 'Die Räume bewahren die Terrakottaböden und Steingewölbe des ursprünglichen Hauses.', 'Las estancias conservan los suelos de barro cocido y las bóvedas de piedra de la casa original.'),
]; // prettier-ignore
const WELCOME: readonly L[] = [
  l('La colazione propone dolci fatti in casa, pane toscano e marmellate dei dintorni.', 'Breakfast offers home-made cakes, Tuscan bread and local jams.', 'Le petit-déjeuner propose gâteaux maison, pain toscan et confitures locales.', 'Zum Frühstück gibt es hausgemachte Kuchen, toskanisches Brot und Marmeladen aus der Umgebung.', 'El desayuno ofrece dulces caseros, pan toscano y mermeladas de la zona.'),
  l('I gestori consigliano volentieri cantine, trattorie e passeggiate nei dintorni.', 'The owners are happy to suggest wineries, trattorias and walks nearby.', 'Les propriétaires conseillent volontiers caves, trattorias et promenades alentour.', 'Die Gastgeber empfehlen gern Weingüter, Trattorien und Spaziergänge in der Umgebung.', 'Los dueños recomiendan con gusto bodegas, trattorias y paseos por los alrededores.'),
  l('È un buon punto di partenza per visitare la Toscana in auto, in treno o in bicicletta.', 'It is a good base for touring Tuscany by car, train or bike.', 'C’est une bonne base pour visiter la Toscane en voiture, en train ou à vélo.', 'Ein guter Ausgangspunkt, um die Toskana mit dem Auto, dem Zug oder dem Rad zu erkunden.', 'Es un buen punto de partida para recorrer la Toscana en coche, tren o bicicleta.'),
]; // prettier-ignore

const starsText = (rank: number, label: L): L =>
  rank > 0
    ? l(
        `${label.it} ${rank} ${rank === 1 ? 'stella' : 'stelle'}`,
        `${rank}-star ${label.en.toLowerCase()}`,
        `${label.fr} ${rank} ${rank === 1 ? 'étoile' : 'étoiles'}`,
        `${label.de} mit ${rank} ${rank === 1 ? 'Stern' : 'Sternen'}`,
        `${label.es} de ${rank} ${rank === 1 ? 'estrella' : 'estrellas'}`,
      )
    : label;

/** "Wi-Fi gratuito" → "wi-fi gratuito" inside a sentence; German nouns keep their capital. */
const inSentence = (x: L): L =>
  each((k) => (k === 'de' || /^(Wi-Fi|Spa|Bar)/.test(x[k]) ? x[k] : x[k][0]!.toLowerCase() + x[k].slice(1)));

function stay(ctx: Ctx, type: 'accommodation' | 'alloggio', cls: Class, rank: number): Draft {
  const { r, town } = ctx;
  const name = r.pick(cls.names)(
    r.pick(cls.code === 'campeggio' || cls.code === 'villaggio' ? CAMP_NAMES : HOTEL_NAMES),
    r.pick(HOME_NAMES),
    r.chance(0.3) ? surname(r) : r.pick(FARM_NAMES),
  );
  const coastal = town.inland !== undefined;
  const amenities = [...r.some(AMENITIES, r.int(3, 7)), ...(coastal && r.chance(0.7) ? [BEACH] : [])];
  const setting = fill(r.pick(SETTINGS), { town: townName(town) });
  const subtitle = starsText(rank, cls.label);
  const [a1, a2] = amenities;
  const price = Math.round(r.float(cls.price[0], cls.price[1], 0) * (1 + rank / 10));
  const text = fill(
    l(
      '{what} {setting}, con {a1} e {a2}.',
      '{what} {setting}, with {a1} and {a2}.',
      '{what} {setting}, avec {a1} et {a2}.',
      '{what} {setting}. Ausstattung: {a1}, {a2}.',
      '{what} {setting}, con {a1} y {a2}.',
    ),
    { what: subtitle, setting, a1: inSentence(a1!.label), a2: inSentence(a2!.label) },
  );
  return {
    type,
    title: same(name),
    subtitle,
    text,
    fulltext: paragraphs(text, sentences(r.pick(ROOMS), r.pick(WELCOME))),
    info: fill(l('{s} · {t}', '{s} · {t}', '{s} · {t}', '{s} · {t}', '{s} · {t}'), {
      s: subtitle,
      t: townName(town),
    }),
    price: priceText(price, PER_NIGHT),
    priceFrom: price,
    fields: {
      where: whereOf(town),
      address: placeAddressOf(name, town),
      phoneNumber: landline(r, town),
      email: emailOf(name, town),
      ...(type === 'accommodation' && r.chance(0.8) ? { website: websiteOf(name, town) } : {}),
      amenities: amenities.map((a) => ({ text: a.label.it, img: a.img })),
      typeClassification: { code: cls.code, label: cls.label.it, rank },
    },
  };
}

export function accommodation(ctx: Ctx): Draft {
  const cls = classPicker.pick(ctx.r);
  return stay(ctx, 'accommodation', cls, ctx.r.pick(cls.ranks));
}

const FLATS: readonly Class[] = [
  { code: 'appartamento', label: l('Appartamento per vacanze', 'Holiday apartment', 'Appartement de vacances', 'Ferienwohnung', 'Apartamento vacacional'), ranks: [0], names: [(_, h) => `Appartamento ${h}`, (_, h) => `${h} Apartments`], price: [70, 220] },
  { code: 'casa_vacanze', label: l('Casa vacanze', 'Holiday home', 'Maison de vacances', 'Ferienhaus', 'Casa de vacaciones'), ranks: [0], names: [(_, h) => `Casa vacanze ${h}`, (_, __, f) => `Casale ${f}`], price: [90, 400] },
  { code: 'locazione_turistica', label: l('Locazione turistica', 'Short-term rental', 'Location saisonnière', 'Ferienunterkunft', 'Alquiler turístico'), ranks: [0], names: [(_, h) => `${h}`, (_, h) => `Loft ${h}`], price: [60, 180] },
]; // prettier-ignore

export function alloggio(ctx: Ctx): Draft {
  return stay(ctx, 'alloggio', ctx.r.pick(FLATS), 0);
}
