import {
  FREE,
  PER_PERSON,
  addDays,
  emailOf,
  fill,
  isoDay,
  l,
  landline,
  paragraphs,
  personName,
  placeAddressOf,
  priceText,
  same,
  sentences,
  streetOf,
  surname,
  townName,
  websiteOf,
  whenText,
  whereOf,
  type Ctx,
  type Draft,
  type L,
} from './explore-common.js';

/** What to see and do: attractions, events (some over, expired), offers, travel ideas and tours. */

// ---- Attractions ---------------------------------------------------------------------------------

type Sight = {
  typeOf: string;
  label: L;
  names: readonly ((town: string, saint: string) => string)[];
  about: readonly L[];
  authors?: readonly string[];
  ticket: readonly [number, number];
};
const SAINTS = ['San Giovanni', 'Santa Maria', 'San Michele', 'San Pietro', 'Sant’Andrea', 'San Lorenzo', 'Santo Stefano', 'San Martino', 'San Leonardo', 'Santa Cristina', 'San Biagio', 'Sant’Agata'] as const; // prettier-ignore
const SIGHTS: readonly Sight[] = [
  { typeOf: 'Museo', label: l('Museo', 'Museum', 'Musée', 'Museum', 'Museo'), names: [(t) => `Museo civico di ${t}`, (t) => `Museo archeologico di ${t}`, (t) => `Museo diocesano di ${t}`, (t) => `Pinacoteca comunale di ${t}`, (t) => `Museo della civiltà contadina di ${t}`], ticket: [4, 15],
    about: [l('Raccoglie dipinti, sculture e reperti che raccontano la storia di {t} dagli Etruschi al Novecento.', 'Its paintings, sculptures and finds tell the story of {t} from the Etruscans to the twentieth century.', 'Ses peintures, sculptures et vestiges racontent l’histoire de {t}, des Étrusques au XXe siècle.', 'Gemälde, Skulpturen und Funde erzählen die Geschichte von {t} von den Etruskern bis ins 20. Jahrhundert.', 'Sus pinturas, esculturas y hallazgos cuentan la historia de {t} desde los etruscos hasta el siglo XX.'),
      l('Nelle sale del palazzo sono esposte opere della scuola senese e fiorentina e una sezione dedicata alla vita in campagna.', 'The palazzo’s rooms hold works of the Sienese and Florentine schools and a section on country life.', 'Les salles du palais exposent des œuvres des écoles siennoise et florentine et une section sur la vie rurale.', 'Die Säle des Palazzo zeigen Werke der sienesischen und florentinischen Schule und eine Abteilung zum Landleben.', 'Las salas del palacio exponen obras de las escuelas sienesa y florentina y una sección sobre la vida rural.')] },
  { typeOf: 'Chiesa', label: l('Chiesa', 'Church', 'Église', 'Kirche', 'Iglesia'), names: [(_, s) => `Pieve di ${s}`, (_, s) => `Chiesa di ${s}`, (_, s) => `Abbazia di ${s}`, (_, s) => `Santuario di ${s}`], ticket: [0, 5], authors: ['Arnolfo di Cambio', 'Nicola Pisano', 'Giuliano da Sangallo', 'Bernardo Rossellino', 'Michelozzo'],
    about: [l('Chiesa romanica in pietra con un campanile a vela e, all’interno, affreschi del Trecento.', 'A Romanesque stone church with a bell gable and fourteenth-century frescoes inside.', 'Église romane en pierre avec un clocher-mur et, à l’intérieur, des fresques du XIVe siècle.', 'Romanische Steinkirche mit Glockengiebel und Fresken aus dem 14. Jahrhundert.', 'Iglesia románica de piedra con espadaña y, en su interior, frescos del siglo XIV.'),
      l('Lungo la strada dei pellegrini, conserva una facciata a fasce bianche e verdi e un fonte battesimale scolpito.', 'On the pilgrims’ road, it keeps a facade striped in white and green and a carved baptismal font.', 'Sur la route des pèlerins, elle conserve une façade à bandes blanches et vertes et des fonts baptismaux sculptés.', 'Am Pilgerweg gelegen, mit weiß-grün gestreifter Fassade und einem gemeißelten Taufbecken.', 'En el camino de los peregrinos, conserva una fachada a franjas blancas y verdes y una pila bautismal tallada.')] },
  { typeOf: 'Castello', label: l('Castello e fortificazioni', 'Castle and walls', 'Château et remparts', 'Burg und Befestigungen', 'Castillo y murallas'), names: [(t) => `Rocca di ${t}`, (t) => `Fortezza medicea di ${t}`, (t) => `Mura di ${t}`, (t) => `Torre civica di ${t}`, (t) => `Cassero di ${t}`], ticket: [0, 8], authors: ['Giuliano da Sangallo', 'Antonio da Sangallo il Vecchio', 'Baldassarre Peruzzi'],
    about: [l('Dai camminamenti sulle mura la vista spazia su tutta la valle e sui tetti di {t}.', 'From the wall walks the view sweeps over the whole valley and the rooftops of {t}.', 'Depuis le chemin de ronde, la vue embrasse toute la vallée et les toits de {t}.', 'Von den Wehrgängen reicht der Blick über das ganze Tal und die Dächer von {t}.', 'Desde el adarve la vista abarca todo el valle y los tejados de {t}.'),
      l('Costruita nel Medioevo e rinforzata dai Medici, ospita d’estate concerti e spettacoli.', 'Built in the Middle Ages and strengthened by the Medici, it hosts concerts and shows in summer.', 'Construite au Moyen Âge et renforcée par les Médicis, elle accueille concerts et spectacles en été.', 'Im Mittelalter erbaut und von den Medici verstärkt, finden hier im Sommer Konzerte statt.', 'Construida en la Edad Media y reforzada por los Médici, acoge conciertos y espectáculos en verano.')] },
  { typeOf: 'Palazzo storico', label: l('Palazzo storico', 'Historic palazzo', 'Palais historique', 'Historischer Palast', 'Palacio histórico'), names: [(t) => `Palazzo comunale di ${t}`, (t) => `Palazzo pretorio di ${t}`, (t) => `Teatro comunale di ${t}`, (t) => `Loggia del Mercato di ${t}`], ticket: [0, 10], authors: ['Giorgio Vasari', 'Bernardo Rossellino', 'Michelozzo', 'Filippo Brunelleschi'],
    about: [l('Sulla piazza principale di {t}, con la facciata coperta dagli stemmi dei podestà.', 'On the main square of {t}, its facade covered with the coats of arms of the podestà.', 'Sur la place principale de {t}, sa façade est couverte des blasons des podestats.', 'Am Hauptplatz von {t}, die Fassade voller Wappen der Podestà.', 'En la plaza principal de {t}, con la fachada cubierta de los escudos de los podestà.'),
      l('Le sale affrescate si visitano con la guida; dalla torre si vede tutta la città.', 'The frescoed halls can be visited with a guide; the tower looks over the whole town.', 'Les salles à fresques se visitent avec un guide ; la tour domine toute la ville.', 'Die freskierten Säle sind mit Führung zu besichtigen; vom Turm sieht man die ganze Stadt.', 'Las salas con frescos se visitan con guía; desde la torre se ve toda la ciudad.')] },
  { typeOf: 'Parco e giardino', label: l('Parco e giardino', 'Park and garden', 'Parc et jardin', 'Park und Garten', 'Parque y jardín'), names: [(t) => `Giardino storico di ${t}`, (t) => `Parco delle Rimembranze di ${t}`, (t) => `Orto botanico di ${t}`, (t) => `Belvedere di ${t}`], ticket: [0, 6],
    about: [l('Viali di cipressi, fontane e un belvedere sulla campagna intorno a {t}.', 'Cypress avenues, fountains and a terrace over the countryside around {t}.', 'Allées de cyprès, fontaines et belvédère sur la campagne autour de {t}.', 'Zypressenalleen, Brunnen und ein Aussichtspunkt über die Landschaft um {t}.', 'Avenidas de cipreses, fuentes y un mirador sobre el campo que rodea {t}.')] },
  { typeOf: 'Sito archeologico', label: l('Sito archeologico', 'Archaeological site', 'Site archéologique', 'Ausgrabungsstätte', 'Yacimiento arqueológico'), names: [(t) => `Area archeologica di ${t}`, (t) => `Necropoli etrusca di ${t}`, (t) => `Teatro romano di ${t}`], ticket: [3, 10],
    about: [l('Tombe etrusche scavate nel tufo e resti di mura, in un parco aperto ai visitatori vicino a {t}.', 'Etruscan tombs cut into the tuff and remains of walls, in a park open to visitors near {t}.', 'Tombes étrusques creusées dans le tuf et vestiges de murs, dans un parc ouvert au public près de {t}.', 'In den Tuff gehauene etruskische Gräber und Mauerreste in einem Park bei {t}.', 'Tumbas etruscas excavadas en la toba y restos de murallas, en un parque abierto al público cerca de {t}.')] },
]; // prettier-ignore
const VISIT: readonly L[] = [
  l('Visite guidate in italiano e in inglese il sabato e la domenica.', 'Guided tours in Italian and English on Saturdays and Sundays.', 'Visites guidées en italien et en anglais le samedi et le dimanche.', 'Führungen auf Italienisch und Englisch am Samstag und Sonntag.', 'Visitas guiadas en italiano e inglés los sábados y domingos.'),
  l('Il biglietto comprende l’audioguida.', 'The ticket includes the audio guide.', 'Le billet comprend l’audioguide.', 'Der Audioguide ist im Eintritt inbegriffen.', 'La entrada incluye la audioguía.'),
  l('Gratis per i residenti e i bambini sotto i 6 anni.', 'Free for residents and children under 6.', 'Gratuit pour les résidents et les enfants de moins de 6 ans.', 'Kostenlos für Einwohner und Kinder unter 6 Jahren.', 'Gratis para residentes y niños menores de 6 años.'),
]; // prettier-ignore
const ACCESSIBILITY = [
  'Accessibile in sedia a rotelle dall’ingresso laterale',
  'Piano terra accessibile; piani superiori solo con scale',
  'Non accessibile in sedia a rotelle',
  'Percorso tattile e audioguide per non vedenti',
];
const OPENING = [
  'Tutti i giorni 10:00-18:00',
  'Mar-Dom 9:30-13:30, 15:00-18:30; lunedì chiuso',
  'Da aprile a ottobre 10:00-19:00; in inverno solo sabato e domenica',
  'Ven-Dom 10:00-17:00',
];

export function attraction(ctx: Ctx): Draft {
  const { r, town } = ctx;
  const sight = r.pick(SIGHTS);
  const name = r.pick(sight.names)(town.name, r.pick(SAINTS));
  const text = fill(r.pick(sight.about), { t: townName(town) });
  const price = r.int(sight.ticket[0], sight.ticket[1]);
  const priceLabel = price === 0 ? FREE : priceText(price, null);
  return {
    type: 'attraction',
    title: same(name),
    subtitle: sight.label,
    text,
    fulltext: paragraphs(text, sentences(r.pick(VISIT), r.pick(VISIT))),
    info: fill(l('{s} · {t}', '{s} · {t}', '{s} · {t}', '{s} · {t}', '{s} · {t}'), {
      s: sight.label,
      t: townName(town),
    }),
    price: priceLabel,
    priceFrom: price,
    fields: {
      typeOf: sight.typeOf,
      where: whereOf(town),
      address: placeAddressOf(name, town),
      ...(sight.authors && r.chance(0.5) ? { author: r.pick(sight.authors) } : {}),
      ...(r.chance(0.5) ? { linksite: websiteOf(name, town) } : {}),
      iatOpeningHours: r.pick(OPENING),
      iatPrice:
        price === 0
          ? 'Ingresso libero'
          : `Intero ${price} €, ridotto ${Math.max(1, Math.round(price / 2))} €`,
      iatAccessibility: r.pick(ACCESSIBILITY),
      ...(r.chance(0.3)
        ? { iatNote: 'Chiedere all’ufficio la chiave o la prenotazione della visita al campanile.' }
        : {}),
    },
  };
}

// ---- Events --------------------------------------------------------------------------------------

type EventKind = {
  title: L;
  about: L;
  days: readonly [number, number];
  price: readonly [number, number];
  icon: string;
};
const FOODS: readonly L[] = [
  l('del tartufo', 'Truffle', 'de la truffe', 'Trüffel', 'de la trufa'),
  l('della castagna', 'Chestnut', 'de la châtaigne', 'Kastanien', 'de la castaña'),
  l('del cinghiale', 'Wild Boar', 'du sanglier', 'Wildschwein', 'del jabalí'),
  l('dell’olio nuovo', 'New Olive Oil', 'de l’huile nouvelle', 'Olivenöl', 'del aceite nuevo'),
  l('dei pici', 'Pici', 'des pici', 'Pici', 'de los pici'),
  l('del fungo porcino', 'Porcini', 'du cèpe', 'Steinpilz', 'del boletus'),
  l('dell’uva', 'Grape', 'du raisin', 'Weinlese', 'de la uva'),
  l('della bistecca', 'Steak', 'de la bistecca', 'Bistecca', 'de la bistecca'),
]; // prettier-ignore
const EVENT_KINDS: readonly EventKind[] = [
  { title: l('Sagra {f} di {t}', '{t} {f} Festival', 'Fête {f} de {t}', '{f}fest in {t}', 'Fiesta {f} de {t}'), about: l('Stand gastronomici, musica e mercatino dei produttori nelle piazze di {t}.', 'Food stalls, music and a producers’ market in the squares of {t}.', 'Stands gourmands, musique et marché de producteurs sur les places de {t}.', 'Essensstände, Musik und ein Erzeugermarkt auf den Plätzen von {t}.', 'Puestos de comida, música y mercado de productores en las plazas de {t}.'), days: [1, 9], price: [0, 0], icon: 'restaurant' },
  { title: l('Concerti d’estate a {t}', 'Summer Concerts in {t}', 'Concerts d’été à {t}', 'Sommerkonzerte in {t}', 'Conciertos de verano en {t}'), about: l('Musica classica e jazz nei chiostri e nelle pievi di {t}, al tramonto.', 'Classical music and jazz in the cloisters and churches of {t}, at sunset.', 'Musique classique et jazz dans les cloîtres et les églises de {t}, au coucher du soleil.', 'Klassik und Jazz in den Kreuzgängen und Kirchen von {t} bei Sonnenuntergang.', 'Música clásica y jazz en los claustros e iglesias de {t}, al atardecer.'), days: [20, 60], price: [8, 35], icon: 'music_note' },
  { title: l('Mostra «Macchiaioli: luce e paesaggio» a {t}', '“The Macchiaioli: Light and Landscape”, {t}', '« Les Macchiaioli : lumière et paysage », {t}', '„Die Macchiaioli: Licht und Landschaft“, {t}', '«Los Macchiaioli: luz y paisaje», {t}'), about: l('Ottanta dipinti dei pittori toscani dell’Ottocento che dipingevano all’aperto.', 'Eighty paintings by the nineteenth-century Tuscan painters who worked outdoors.', 'Quatre-vingts tableaux des peintres toscans du XIXe siècle qui peignaient en plein air.', 'Achtzig Gemälde der toskanischen Maler des 19. Jahrhunderts, die im Freien malten.', 'Ochenta cuadros de los pintores toscanos del siglo XIX que pintaban al aire libre.'), days: [40, 120], price: [6, 16], icon: 'museum' },
  { title: l('Mostra «Gli Etruschi e il mare» a {t}', '“The Etruscans and the Sea”, {t}', '« Les Étrusques et la mer », {t}', '„Die Etrusker und das Meer“, {t}', '«Los etruscos y el mar», {t}'), about: l('Reperti da scavi e musei di tutta la Toscana raccontano i commerci etruschi nel Mediterraneo.', 'Finds from digs and museums all over Tuscany tell of Etruscan trade across the Mediterranean.', 'Des vestiges de fouilles et de musées de toute la Toscane racontent le commerce étrusque en Méditerranée.', 'Funde aus Grabungen und Museen der ganzen Toskana erzählen vom etruskischen Handel im Mittelmeer.', 'Hallazgos de excavaciones y museos de toda la Toscana cuentan el comercio etrusco en el Mediterráneo.'), days: [40, 150], price: [5, 12], icon: 'museum' },
  { title: l('Palio dei rioni di {t}', '{t} Palio of the Districts', 'Palio des quartiers de {t}', 'Palio der Stadtviertel von {t}', 'Palio de los barrios de {t}'), about: l('Corteo storico in costume, sbandieratori e la corsa tra i rioni della città.', 'A historical pageant in costume, flag-wavers and the race between the districts.', 'Cortège historique en costumes, lanceurs de drapeaux et course entre les quartiers.', 'Historischer Umzug in Kostümen, Fahnenschwinger und das Rennen der Stadtviertel.', 'Desfile histórico con trajes de época, abanderados y la carrera entre los barrios.'), days: [0, 2], price: [0, 20], icon: 'flag' },
  { title: l('Festa medievale di {t}', '{t} Medieval Festival', 'Fête médiévale de {t}', 'Mittelalterfest in {t}', 'Fiesta medieval de {t}'), about: l('Il borgo torna al Medioevo: mestieri antichi, taverne, giullari e tiro con l’arco.', 'The village goes back to the Middle Ages: old crafts, taverns, jesters and archery.', 'Le bourg revient au Moyen Âge : métiers anciens, tavernes, jongleurs et tir à l’arc.', 'Das Dorf kehrt ins Mittelalter zurück: alte Handwerke, Tavernen, Gaukler und Bogenschießen.', 'El pueblo vuelve a la Edad Media: oficios antiguos, tabernas, juglares y tiro con arco.'), days: [1, 3], price: [0, 10], icon: 'castle' },
  { title: l('Mercato dell’antiquariato di {t}', '{t} Antiques Market', 'Marché des antiquaires de {t}', 'Antiquitätenmarkt in {t}', 'Mercado de antigüedades de {t}'), about: l('Banchi di mobili, stampe, libri e oggetti d’epoca nelle vie del centro.', 'Stalls of furniture, prints, books and period objects in the streets of the centre.', 'Des stands de meubles, gravures, livres et objets d’époque dans les rues du centre.', 'Stände mit Möbeln, Drucken, Büchern und alten Gegenständen in den Straßen der Altstadt.', 'Puestos de muebles, grabados, libros y objetos de época en las calles del centro.'), days: [0, 1], price: [0, 0], icon: 'storefront' },
  { title: l('Camminata tra le vigne di {t}', 'Walk Among the Vineyards of {t}', 'Marche dans les vignes de {t}', 'Wanderung durch die Weinberge von {t}', 'Caminata entre los viñedos de {t}'), about: l('Percorso non competitivo di 12 km con soste di degustazione nelle cantine.', 'A 12 km non-competitive walk with tasting stops at the wineries.', 'Une marche non compétitive de 12 km avec des pauses dégustation dans les caves.', 'Eine 12 km lange Wanderung ohne Wettkampf mit Verkostungen in den Kellereien.', 'Recorrido no competitivo de 12 km con paradas de cata en las bodegas.'), days: [0, 0], price: [10, 25], icon: 'hiking' },
  { title: l('Festival jazz di {t}', '{t} Jazz Festival', 'Festival de jazz de {t}', 'Jazzfestival {t}', 'Festival de jazz de {t}'), about: l('Cinque sere di concerti in piazza con musicisti italiani e internazionali.', 'Five evenings of concerts in the square with Italian and international musicians.', 'Cinq soirées de concerts sur la place avec des musiciens italiens et internationaux.', 'Fünf Konzertabende auf der Piazza mit italienischen und internationalen Musikern.', 'Cinco noches de conciertos en la plaza con músicos italianos e internacionales.'), days: [3, 6], price: [0, 30], icon: 'music_note' },
  { title: l('Mercatino di Natale di {t}', '{t} Christmas Market', 'Marché de Noël de {t}', 'Weihnachtsmarkt in {t}', 'Mercadillo navideño de {t}'), about: l('Casette di legno con artigianato, dolci della tradizione e vin brulé.', 'Wooden stalls with crafts, traditional sweets and mulled wine.', 'Chalets en bois avec artisanat, douceurs traditionnelles et vin chaud.', 'Holzbuden mit Kunsthandwerk, traditionellem Gebäck und Glühwein.', 'Casetas de madera con artesanía, dulces tradicionales y vino caliente.'), days: [20, 35], price: [0, 0], icon: 'storefront' },
]; // prettier-ignore
const ORGANIZERS = (t: string) => [
  `Pro Loco di ${t}`,
  `Comune di ${t}`,
  `Associazione culturale ${t} Eventi`,
  `Fondazione Musica ${t}`,
];

export function event(ctx: Ctx): Draft {
  const { r, town, today } = ctx;
  const kind = r.pick(EVENT_KINDS);
  const from = addDays(today, r.int(-200, 220));
  const to = addDays(from, r.int(kind.days[0], kind.days[1]));
  const t = townName(town);
  const title = fill(kind.title, { t, f: r.pick(FOODS) });
  const when = whenText(from, to);
  const text = fill(kind.about, { t });
  const price = r.int(kind.price[0], kind.price[1]);
  const venue = `${streetOf(r).replace(/ \d+$/, '')}, ${town.name}`;
  const organizer = r.pick(ORGANIZERS(town.name));
  const expired = isoDay(to) < isoDay(today);
  return {
    type: 'evento_turismo',
    status: expired ? 1 : 0,
    title,
    subtitle: when,
    text,
    fulltext: paragraphs(text, fill(l('Organizza: {o}.', 'Organised by {o}.', 'Organisé par {o}.', 'Veranstalter: {o}.', 'Organiza: {o}.'), { o: organizer })), // prettier-ignore
    info: fill(l('{w} · {t}', '{w} · {t}', '{w} · {t}', '{w} · {t}', '{w} · {t}'), { w: when, t }),
    price: price === 0 ? FREE : priceText(price, null),
    priceFrom: price,
    fields: {
      when: when.it,
      where: venue,
      from: isoDay(from),
      to: isoDay(to),
      phone: landline(r, town),
      email: emailOf(organizer, town, 'eventi'),
      ...(r.chance(0.6) ? { website: websiteOf(organizer, town) } : {}),
      organizer,
      ...(r.chance(0.3) ? { iatOrganizer: 'Ufficio turistico in collaborazione con il Comune' } : {}),
      iatAccessibility: r.pick(['Area accessibile in sedia a rotelle', 'Centro storico con salite e scalinate', 'Posti riservati per persone con disabilità']), // prettier-ignore
      ...(r.chance(0.4) ? { linkDownload: `${websiteOf(organizer, town)}/programma.pdf` } : {}),
      map: { address: venue },
      infoItems: [
        { icon: 'schedule', text: r.pick(['Dalle 18:00 alle 24:00', 'Dalle 10:00 alle 20:00', 'Ore 21:15', 'Dalle 9:00 al tramonto']) }, // prettier-ignore
        { icon: kind.icon, text: price === 0 ? 'Ingresso libero' : `Biglietto ${price} €` },
        ...(r.chance(0.5) ? [{ icon: 'local_parking', text: 'Parcheggi gratuiti fuori dalle mura' }] : []),
      ],
    },
  };
}

// ---- Offers --------------------------------------------------------------------------------------

type OfferKind = {
  title: L;
  about: L;
  included: readonly string[];
  excluded: readonly string[];
  price: readonly [number, number];
  stay?: boolean;
  guided?: boolean;
};
const OFFER_KINDS: readonly OfferKind[] = [
  { title: l('Weekend tra le vigne di {t}', 'Vineyard weekend in {t}', 'Week-end dans les vignes de {t}', 'Weinberg-Wochenende in {t}', 'Fin de semana entre viñedos en {t}'), about: l('Due notti in agriturismo, visita in cantina con degustazione e una cena di cucina toscana.', 'Two nights at a farm stay, a winery tour with tasting and a Tuscan dinner.', 'Deux nuits en agritourisme, visite de cave avec dégustation et un dîner toscan.', 'Zwei Nächte auf einem Agriturismo, Kellerführung mit Weinprobe und ein toskanisches Abendessen.', 'Dos noches en un agroturismo, visita a una bodega con cata y una cena toscana.'), included: ['2 notti con colazione', 'Visita in cantina con degustazione di 4 vini', 'Cena tipica (bevande escluse)'], excluded: ['Tassa di soggiorno', 'Trasporti', 'Extra personali'], price: [190, 420], stay: true },
  { title: l('Corso di cucina toscana a {t}', 'Tuscan cooking class in {t}', 'Cours de cuisine toscane à {t}', 'Toskanischer Kochkurs in {t}', 'Clase de cocina toscana en {t}'), about: l('Una mattina ai fornelli con una cuoca di casa: pasta fatta a mano, sugo e dolce, poi il pranzo insieme.', 'A morning at the stove with a home cook: hand-made pasta, sauce and dessert, then lunch together.', 'Une matinée aux fourneaux avec une cuisinière : pâtes fraîches, sauce et dessert, puis le déjeuner ensemble.', 'Ein Vormittag am Herd mit einer Hausköchin: handgemachte Pasta, Soße und Dessert, danach gemeinsames Mittagessen.', 'Una mañana entre fogones con una cocinera: pasta hecha a mano, salsa y postre, y después la comida juntos.'), included: ['Lezione di 3 ore', 'Ingredienti e grembiule', 'Pranzo con vino'], excluded: ['Trasferimento', 'Mance'], price: [75, 150], guided: true },
  { title: l('Tour in e-bike con degustazione – {t}', 'E-bike tour with tasting – {t}', 'Balade en vélo électrique avec dégustation – {t}', 'E-Bike-Tour mit Verkostung – {t}', 'Ruta en e-bike con cata – {t}'), about: l('Mezza giornata in bici a pedalata assistita su strade bianche, con sosta in fattoria per assaggiare olio e vino.', 'Half a day on an e-bike along white roads, stopping at a farm to taste oil and wine.', 'Une demi-journée à vélo électrique sur les routes blanches, avec un arrêt à la ferme pour goûter huile et vin.', 'Ein halber Tag mit dem E-Bike auf Schotterstraßen, mit Halt auf einem Hof zur Öl- und Weinprobe.', 'Media jornada en bici eléctrica por caminos blancos, con parada en una granja para probar aceite y vino.'), included: ['Noleggio e-bike e casco', 'Guida cicloturistica', 'Degustazione in fattoria'], excluded: ['Pranzo', 'Assicurazione annullamento'], price: [65, 120], guided: true },
  { title: l('Caccia al tartufo con pranzo – {t}', 'Truffle hunt with lunch – {t}', 'Chasse à la truffe avec déjeuner – {t}', 'Trüffelsuche mit Mittagessen – {t}', 'Búsqueda de trufas con almuerzo – {t}'), about: l('Nel bosco con un tartufaio e i suoi cani, poi pranzo con i tartufi trovati.', 'Into the woods with a truffle hunter and his dogs, then lunch with the truffles found.', 'En forêt avec un chercheur de truffes et ses chiens, puis déjeuner avec les truffes trouvées.', 'Mit einem Trüffelsucher und seinen Hunden in den Wald, danach Mittagessen mit den gefundenen Trüffeln.', 'Al bosque con un buscador de trufas y sus perros, y después almuerzo con las trufas encontradas.'), included: ['Escursione di 2 ore', 'Pranzo con menu al tartufo', 'Acqua e vino'], excluded: ['Trasporto al punto di incontro', 'Scarpe da trekking'], price: [90, 160], guided: true },
  { title: l('Visita guidata e degustazione in cantina – {t}', 'Winery tour and tasting – {t}', 'Visite de cave et dégustation – {t}', 'Kellerführung mit Weinprobe – {t}', 'Visita a bodega y cata – {t}'), about: l('La vigna, la cantina di affinamento e una degustazione guidata con taglieri di salumi e pecorino.', 'The vineyard, the ageing cellar and a guided tasting with cured meats and pecorino.', 'La vigne, le chai de vieillissement et une dégustation guidée avec charcuterie et pecorino.', 'Weinberg, Reifekeller und eine geführte Verkostung mit Wurst und Pecorino.', 'El viñedo, la bodega de crianza y una cata guiada con embutidos y pecorino.'), included: ['Visita di 90 minuti', 'Degustazione di 3 vini', 'Tagliere di prodotti tipici'], excluded: ['Acquisti in cantina'], price: [25, 70] },
  { title: l('Soggiorno benessere alle terme – {t}', 'Spa break – {t}', 'Séjour bien-être aux thermes – {t}', 'Wellnessaufenthalt in den Thermen – {t}', 'Escapada de bienestar en las termas – {t}'), about: l('Tre notti in hotel con ingresso alle piscine termali, un massaggio e cena leggera.', 'Three nights at a hotel with entry to the thermal pools, a massage and a light dinner.', 'Trois nuits à l’hôtel avec accès aux piscines thermales, un massage et un dîner léger.', 'Drei Nächte im Hotel mit Eintritt in die Thermalbecken, einer Massage und leichtem Abendessen.', 'Tres noches de hotel con entrada a las piscinas termales, un masaje y una cena ligera.'), included: ['3 notti in mezza pensione', 'Ingresso giornaliero alle terme', 'Massaggio di 50 minuti'], excluded: ['Tassa di soggiorno', 'Trattamenti extra', 'Accappatoio'], price: [280, 690], stay: true },
  { title: l('Passeggiata a cavallo – {t}', 'Horseback ride – {t}', 'Balade à cheval – {t}', 'Ausritt – {t}', 'Paseo a caballo – {t}'), about: l('Due ore a cavallo tra boschi e campi con una guida equestre, adatta anche ai principianti.', 'Two hours on horseback through woods and fields with a riding guide, suitable for beginners.', 'Deux heures à cheval entre bois et champs avec un guide équestre, aussi pour débutants.', 'Zwei Stunden zu Pferd durch Wälder und Felder mit einem Reitführer, auch für Anfänger.', 'Dos horas a caballo entre bosques y campos con un guía ecuestre, apto para principiantes.'), included: ['Cavallo e attrezzatura', 'Guida equestre', 'Assicurazione'], excluded: ['Stivali', 'Merenda'], price: [45, 90], guided: true },
  { title: l('Laboratorio di ceramica – {t}', 'Pottery workshop – {t}', 'Atelier de céramique – {t}', 'Töpferkurs – {t}', 'Taller de cerámica – {t}'), about: l('Un pomeriggio in bottega per modellare e decorare un pezzo di ceramica da portare a casa.', 'An afternoon in a workshop shaping and painting a piece of pottery to take home.', 'Un après-midi en atelier pour façonner et décorer une céramique à emporter.', 'Ein Nachmittag in der Werkstatt, um ein Keramikstück zu formen und zu bemalen.', 'Una tarde en el taller para modelar y decorar una pieza de cerámica y llevársela.'), included: ['Materiali e cottura', 'Spedizione del pezzo'], excluded: ['Trasporto'], price: [40, 85], guided: true },
]; // prettier-ignore
const CANCELLATION = [
  'Cancellazione gratuita fino a 7 giorni prima; dopo è trattenuto il 50%.',
  'Cancellazione gratuita fino a 48 ore prima.',
  'Non rimborsabile; data modificabile una volta.',
];

export function offer(ctx: Ctx): Draft {
  const { r, town, today } = ctx;
  const kind = r.pick(OFFER_KINDS);
  const t = townName(town);
  const title = fill(kind.title, { t });
  const text = fill(kind.about, { t });
  const price = r.int(kind.price[0], kind.price[1]);
  const dated = r.chance(0.7);
  const from = addDays(today, r.int(-240, 120));
  const to = addDays(from, r.int(30, 180));
  const organization = r.chance(0.5) ? `Tuscany Experience ${town.name}` : `Agenzia viaggi ${surname(r)}`;
  const link = websiteOf(organization, town);
  return {
    type: 'offerta_turismo',
    status: dated && isoDay(to) < isoDay(today) ? 1 : 0,
    title,
    subtitle: dated ? whenText(from, to) : fill(l('Tutto l’anno', 'All year round', 'Toute l’année', 'Ganzjährig', 'Todo el año'), {}), // prettier-ignore
    text,
    fulltext: paragraphs(text, l('Prenotazione obbligatoria.', 'Booking required.', 'Réservation obligatoire.', 'Buchung erforderlich.', 'Reserva obligatoria.')), // prettier-ignore
    info: fill(l('{p} · {t}', '{p} · {t}', '{p} · {t}', '{p} · {t}', '{p} · {t}'), {
      p: priceText(price, PER_PERSON),
      t,
    }),
    price: priceText(price, PER_PERSON),
    priceFrom: price,
    fields: {
      ...(dated
        ? { from: isoDay(from), to: isoDay(to), when: whenText(from, to).it }
        : { when: 'Tutto l’anno, su prenotazione' }),
      where: whereOf(town),
      phone: landline(r, town),
      email: emailOf(organization, town, 'prenotazioni'),
      website: link,
      iatPrice: `Prenotando all’ufficio IAT: da ${Math.round(price * 0.9)} € a persona`,
      serviceIncluded: [...kind.included],
      serviceExcluded: [...kind.excluded],
      organization,
      cancellationPolicy: r.pick(CANCELLATION),
      ...(r.chance(0.5) ? { cancellationLink: `${link}/cancellazione` } : {}),
      ...(kind.stay ? { accommodation: `Agriturismo ${r.pick(['Il Poggiolo', 'Le Ginestre', 'La Selva', 'Il Cerreto'])}`, classification: r.pick(['3 stelle', '4 stelle', '3 spighe']) } : {}), // prettier-ignore
      ...(kind.guided ? { guide: personName(r) } : {}),
      ...(kind.stay ? { plan: 'Primo giorno: arrivo e cena. Secondo giorno: visita guidata e pomeriggio libero. Terzo giorno: colazione e partenza.' } : {}), // prettier-ignore
      meetingPoint: `Piazza del Comune, ${town.name}`,
    },
  };
}

// ---- Travel ideas and tours ----------------------------------------------------------------------

const IDEAS: readonly (readonly [L, string])[] = [
  [l('Firenze con i bambini', 'Florence with children', 'Florence avec les enfants', 'Florenz mit Kindern', 'Florencia con niños'), 'Firenze'],
  [l('Tre giorni in Val d’Orcia', 'Three days in the Val d’Orcia', 'Trois jours dans le Val d’Orcia', 'Drei Tage im Val d’Orcia', 'Tres días en el Val d’Orcia'), 'Pienza'],
  [l('Le torri di San Gimignano al tramonto', 'San Gimignano’s towers at sunset', 'Les tours de San Gimignano au coucher du soleil', 'Die Türme von San Gimignano bei Sonnenuntergang', 'Las torres de San Gimignano al atardecer'), 'San Gimignano'],
  [l('In treno alla scoperta della Versilia', 'Exploring Versilia by train', 'La Versilia en train', 'Die Versilia mit dem Zug entdecken', 'Descubrir la Versilia en tren'), 'Viareggio'],
  [l('Siena oltre il Palio', 'Siena beyond the Palio', 'Sienne au-delà du Palio', 'Siena jenseits des Palio', 'Siena más allá del Palio'), 'Siena'],
  [l('Sulle tracce degli Etruschi', 'On the trail of the Etruscans', 'Sur les traces des Étrusques', 'Auf den Spuren der Etrusker', 'Tras las huellas de los etruscos'), 'Volterra'],
  [l('Lucca in bicicletta sulle mura', 'Lucca by bike on the walls', 'Lucques à vélo sur les remparts', 'Lucca mit dem Rad auf der Stadtmauer', 'Lucca en bici por las murallas'), 'Lucca'],
  [l('Terme libere della Maremma', 'Free hot springs of the Maremma', 'Les sources chaudes libres de la Maremme', 'Freie Thermalquellen der Maremma', 'Termas libres de la Maremma'), 'Manciano'],
  [l('Un weekend all’Isola d’Elba', 'A weekend on Elba', 'Un week-end sur l’île d’Elbe', 'Ein Wochenende auf Elba', 'Un fin de semana en la isla de Elba'), 'Portoferraio'],
  [l('La Toscana in autunno: vendemmia e foliage', 'Tuscany in autumn: grape harvest and foliage', 'La Toscane en automne : vendanges et couleurs', 'Die Toskana im Herbst: Weinlese und Laubfärbung', 'La Toscana en otoño: vendimia y follaje'), 'Greve in Chianti'],
  [l('Pisa oltre la Torre', 'Pisa beyond the Leaning Tower', 'Pise au-delà de la tour penchée', 'Pisa jenseits des Schiefen Turms', 'Pisa más allá de la torre inclinada'), 'Pisa'],
  [l('Arezzo tra Piero della Francesca e l’antiquariato', 'Arezzo: Piero della Francesca and antiques', 'Arezzo, entre Piero della Francesca et les antiquaires', 'Arezzo zwischen Piero della Francesca und Antiquitäten', 'Arezzo, entre Piero della Francesca y las antigüedades'), 'Arezzo'],
  [l('I borghi del tufo', 'The tuff-stone villages', 'Les villages de tuf', 'Die Tuffsteindörfer', 'Los pueblos de toba'), 'Pitigliano'],
  [l('Cortona, sole e colline', 'Cortona: sun and hills', 'Cortone, soleil et collines', 'Cortona: Sonne und Hügel', 'Cortona, sol y colinas'), 'Cortona'],
  [l('La Garfagnana a piedi', 'The Garfagnana on foot', 'La Garfagnana à pied', 'Die Garfagnana zu Fuß', 'La Garfagnana a pie'), 'Castelnuovo di Garfagnana'],
  [l('Montepulciano e le cantine del Nobile', 'Montepulciano and the Nobile cellars', 'Montepulciano et les caves du Nobile', 'Montepulciano und die Keller des Nobile', 'Montepulciano y las bodegas del Nobile'), 'Montepulciano'],
  [l('Il Casentino dei monasteri', 'The monasteries of the Casentino', 'Le Casentino des monastères', 'Das Casentino der Klöster', 'El Casentino de los monasterios'), 'Poppi'],
  [l('Livorno, il porto e il cacciucco', 'Livorno: the port and cacciucco', 'Livourne, le port et le cacciucco', 'Livorno: der Hafen und der Cacciucco', 'Livorno, el puerto y el cacciucco'), 'Livorno'],
]; // prettier-ignore
const SEASONS: readonly L[] = [
  l('in primavera', 'in spring', 'au printemps', 'im Frühling', 'en primavera'),
  l('d’estate', 'in summer', 'en été', 'im Sommer', 'en verano'),
  l('in inverno', 'in winter', 'en hiver', 'im Winter', 'en invierno'),
]; // prettier-ignore
const IDEA_TEXT = l('Un’idea per scoprire {t} con calma: cosa vedere, dove mangiare e dove dormire, giorno per giorno.', 'An idea for discovering {t} at an easy pace: what to see, where to eat and where to stay, day by day.', 'Une idée pour découvrir {t} tranquillement : que voir, où manger et où dormir, jour après jour.', 'Eine Idee, um {t} in Ruhe zu entdecken: Sehenswertes, Restaurants und Unterkünfte, Tag für Tag.', 'Una idea para descubrir {t} con calma: qué ver, dónde comer y dónde dormir, día a día.'); // prettier-ignore
const IDEA_MORE = l('Consigli raccolti dagli operatori degli uffici turistici.', 'Tips gathered by the staff of the tourist offices.', 'Des conseils recueillis par le personnel des offices de tourisme.', 'Tipps der Mitarbeiter der Touristeninformationen.', 'Consejos reunidos por el personal de las oficinas de turismo.'); // prettier-ignore
const IDEA_LABEL = l('Idea di viaggio', 'Travel idea', 'Idée de voyage', 'Reiseidee', 'Idea de viaje');

export function idea(ctx: Ctx, nth: number): Draft {
  const [base, townName_] = IDEAS[nth % IDEAS.length]!;
  const town = ctx.towns.byName.get(townName_)!;
  const round = Math.floor(nth / IDEAS.length);
  const title = round === 0 ? base : fill(l('{b} {s}', '{b} {s}', '{b} {s}', '{b} {s}', '{b} {s}'), { b: base, s: SEASONS[(round - 1) % SEASONS.length]! }); // prettier-ignore
  const text = fill(IDEA_TEXT, { t: townName(town) });
  return {
    type: 'idea',
    town,
    title,
    subtitle: IDEA_LABEL,
    text,
    fulltext: paragraphs(text, IDEA_MORE),
    info: fill(l('{s} · {t}', '{s} · {t}', '{s} · {t}', '{s} · {t}', '{s} · {t}'), {
      s: IDEA_LABEL,
      t: townName(town),
    }),
    fields: { author: personName(ctx.r) },
  };
}

const TOURS: readonly (readonly [L, L])[] = [
  [l('Tour guidato del centro storico di {t}', 'Guided tour of the old town of {t}', 'Visite guidée du centre historique de {t}', 'Führung durch die Altstadt von {t}', 'Visita guiada por el casco antiguo de {t}'), l('Due ore a piedi con una guida abilitata tra piazze, chiese e palazzi.', 'Two hours on foot with a licensed guide through squares, churches and palaces.', 'Deux heures à pied avec un guide agréé entre places, églises et palais.', 'Zwei Stunden zu Fuß mit einem geprüften Gästeführer über Plätze, Kirchen und Paläste.', 'Dos horas a pie con un guía oficial por plazas, iglesias y palacios.')],
  [l('Tour in Vespa tra le colline di {t}', 'Vespa tour in the hills of {t}', 'Balade en Vespa dans les collines de {t}', 'Vespa-Tour durch die Hügel von {t}', 'Ruta en Vespa por las colinas de {t}'), l('Strade panoramiche, borghi e una sosta in fattoria, in sella alla Vespa.', 'Panoramic roads, villages and a farm stop, riding a Vespa.', 'Routes panoramiques, villages et arrêt à la ferme, en Vespa.', 'Panoramastraßen, Dörfer und ein Halt auf einem Bauernhof – auf der Vespa.', 'Carreteras panorámicas, pueblos y una parada en una granja, en Vespa.')],
  [l('Tour fotografico all’alba – {t}', 'Sunrise photo tour – {t}', 'Balade photo au lever du soleil – {t}', 'Fototour bei Sonnenaufgang – {t}', 'Tour fotográfico al amanecer – {t}'), l('Con un fotografo professionista nei punti più belli, con la luce del mattino.', 'With a professional photographer at the finest spots, in the morning light.', 'Avec un photographe professionnel aux plus beaux endroits, dans la lumière du matin.', 'Mit einem Profifotografen an den schönsten Orten im Morgenlicht.', 'Con un fotógrafo profesional en los lugares más bellos, con la luz de la mañana.')],
  [l('Tour delle botteghe artigiane di {t}', 'Craft workshops tour of {t}', 'Tour des ateliers d’artisans de {t}', 'Tour durch die Handwerksbetriebe von {t}', 'Ruta por los talleres artesanos de {t}'), l('Visita alle botteghe storiche, con dimostrazioni degli artigiani.', 'A visit to the historic workshops, with demonstrations by the craftsmen.', 'Visite des ateliers historiques, avec démonstrations des artisans.', 'Besuch der historischen Werkstätten mit Vorführungen der Handwerker.', 'Visita a los talleres históricos, con demostraciones de los artesanos.')],
]; // prettier-ignore
const TOUR_LABEL = l('Tour', 'Tour', 'Visite', 'Tour', 'Tour');

export function tour(ctx: Ctx): Draft {
  const { r, town } = ctx;
  const [title, about] = r.pick(TOURS);
  const t = townName(town);
  const price = r.int(15, 90);
  const text = fill(about, {});
  return {
    type: 'tour',
    title: fill(title, { t }),
    subtitle: TOUR_LABEL,
    text,
    fulltext: paragraphs(text, l('Partenze tutti i giorni su prenotazione.', 'Daily departures, booking required.', 'Départs tous les jours sur réservation.', 'Tägliche Abfahrten nach Voranmeldung.', 'Salidas diarias con reserva previa.')), // prettier-ignore
    info: fill(l('{s} · {t}', '{s} · {t}', '{s} · {t}', '{s} · {t}', '{s} · {t}'), { s: TOUR_LABEL, t }),
    price: priceText(price, PER_PERSON),
    priceFrom: price,
    fields: { where: whereOf(town) },
  };
}
