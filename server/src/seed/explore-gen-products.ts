import { each, fill, l, paragraphs, same, type Ctx, type Draft, type L } from './explore-common.js';

/**
 * Typical products (PDO/PGI foods and wines), craft products and recipes of Tuscany: real names
 * and places, one entry each; once the list is used up the next ones are a maker's own product.
 */

type Kind = 'wine' | 'cheese' | 'meat' | 'oil' | 'grain' | 'chestnut' | 'sweet' | 'honey' | 'bread' | 'spice';
type Product = { name: string; designation: string; kind: Kind; town: string; consortium?: string };

const PRODUCTS: readonly Product[] = [
  { name: 'Chianti Classico', designation: 'DOCG', kind: 'wine', town: 'Greve in Chianti', consortium: 'Consorzio Vino Chianti Classico' },
  { name: 'Brunello di Montalcino', designation: 'DOCG', kind: 'wine', town: 'Montalcino', consortium: 'Consorzio del Vino Brunello di Montalcino' },
  { name: 'Vino Nobile di Montepulciano', designation: 'DOCG', kind: 'wine', town: 'Montepulciano', consortium: 'Consorzio del Vino Nobile di Montepulciano' },
  { name: 'Vernaccia di San Gimignano', designation: 'DOCG', kind: 'wine', town: 'San Gimignano', consortium: 'Consorzio della Denominazione San Gimignano' },
  { name: 'Morellino di Scansano', designation: 'DOCG', kind: 'wine', town: 'Scansano', consortium: 'Consorzio Tutela Vino Morellino di Scansano' },
  { name: 'Bolgheri Rosso', designation: 'DOC', kind: 'wine', town: 'Castagneto Carducci', consortium: 'Consorzio per la tutela dei vini Bolgheri' },
  { name: 'Carmignano', designation: 'DOCG', kind: 'wine', town: 'Carmignano', consortium: 'Consorzio Vini Carmignano' },
  { name: 'Vin Santo del Chianti', designation: 'DOC', kind: 'wine', town: 'Barberino Tavarnelle' },
  { name: 'Pecorino Toscano', designation: 'DOP', kind: 'cheese', town: 'Grosseto', consortium: 'Consorzio per la tutela del Pecorino Toscano DOP' },
  { name: 'Pecorino delle Balze Volterrane', designation: 'DOP', kind: 'cheese', town: 'Volterra' },
  { name: 'Prosciutto Toscano', designation: 'DOP', kind: 'meat', town: 'Siena', consortium: 'Consorzio del Prosciutto Toscano' },
  { name: 'Finocchiona', designation: 'IGP', kind: 'meat', town: 'Firenze', consortium: 'Consorzio di tutela della Finocchiona IGP' },
  { name: 'Lardo di Colonnata', designation: 'IGP', kind: 'meat', town: 'Carrara', consortium: 'Associazione tutela del Lardo di Colonnata' },
  { name: 'Cinta Senese', designation: 'DOP', kind: 'meat', town: 'Siena', consortium: 'Consorzio di tutela della Cinta Senese' },
  { name: 'Mortadella di Prato', designation: 'IGP', kind: 'meat', town: 'Prato' },
  { name: 'Vitellone bianco dell’Appennino centrale (Chianina)', designation: 'IGP', kind: 'meat', town: 'Cortona' },
  { name: 'Olio extravergine di oliva Toscano', designation: 'IGP', kind: 'oil', town: 'Firenze', consortium: 'Consorzio per la tutela dell’olio extravergine di oliva Toscano IGP' },
  { name: 'Olio Chianti Classico', designation: 'DOP', kind: 'oil', town: 'Radda in Chianti' },
  { name: 'Olio Terre di Siena', designation: 'DOP', kind: 'oil', town: 'Siena' },
  { name: 'Farro della Garfagnana', designation: 'IGP', kind: 'grain', town: 'Castelnuovo di Garfagnana', consortium: 'Consorzio Farro della Garfagnana' },
  { name: 'Fagiolo di Sorana', designation: 'IGP', kind: 'grain', town: 'Pescia' },
  { name: 'Castagna del Monte Amiata', designation: 'IGP', kind: 'chestnut', town: 'Arcidosso' },
  { name: 'Marrone del Mugello', designation: 'IGP', kind: 'chestnut', town: 'Borgo San Lorenzo' },
  { name: 'Farina di Neccio della Garfagnana', designation: 'DOP', kind: 'chestnut', town: 'Castelnuovo di Garfagnana' },
  { name: 'Panforte di Siena', designation: 'IGP', kind: 'sweet', town: 'Siena', consortium: 'Consorzio di tutela Panforte di Siena e Ricciarelli di Siena' },
  { name: 'Ricciarelli di Siena', designation: 'IGP', kind: 'sweet', town: 'Siena', consortium: 'Consorzio di tutela Panforte di Siena e Ricciarelli di Siena' },
  { name: 'Cantuccini Toscani', designation: 'IGP', kind: 'sweet', town: 'Prato', consortium: 'Consorzio per la tutela dei Cantuccini Toscani' },
  { name: 'Miele della Lunigiana', designation: 'DOP', kind: 'honey', town: 'Pontremoli' },
  { name: 'Pane Toscano', designation: 'DOP', kind: 'bread', town: 'Firenze', consortium: 'Consorzio di promozione e tutela del Pane Toscano DOP' },
  { name: 'Zafferano di San Gimignano', designation: 'DOP', kind: 'spice', town: 'San Gimignano' },
]; // prettier-ignore

const KIND_TEXT: Record<Kind, L> = {
  wine: l('{n} è uno dei vini simbolo della Toscana: nasce nelle vigne intorno a {o} e invecchia nelle cantine storiche del territorio.', '{n} is one of Tuscany’s signature wines: it grows in the vineyards around {o} and ages in the area’s historic cellars.', 'Le {n} est l’un des vins emblématiques de la Toscane : il naît dans les vignes autour de {o} et vieillit dans les caves historiques du terroir.', '{n} ist einer der großen Weine der Toskana: Er wächst in den Weinbergen um {o} und reift in den historischen Kellern der Gegend.', 'El {n} es uno de los vinos emblemáticos de la Toscana: nace en los viñedos de {o} y envejece en las bodegas históricas de la zona.'),
  cheese: l('{n} si fa con latte di pecora dei pascoli intorno a {o}, stagionato da pochi giorni a molti mesi.', '{n} is made from the milk of sheep grazing around {o}, aged from a few days to many months.', 'Le {n} est fait avec le lait des brebis qui paissent autour de {o}, affiné de quelques jours à plusieurs mois.', '{n} wird aus der Milch der Schafe gemacht, die um {o} weiden, und reift einige Tage bis viele Monate.', 'El {n} se elabora con leche de las ovejas que pastan cerca de {o}, curado de pocos días a muchos meses.'),
  meat: l('{n} è un prodotto della norcineria toscana, legato da secoli al territorio di {o}.', '{n} is a Tuscan charcuterie speciality, tied for centuries to the land around {o}.', 'Le {n} est une spécialité de la charcuterie toscane, liée depuis des siècles au terroir de {o}.', '{n} ist eine toskanische Wurstspezialität, seit Jahrhunderten mit der Gegend um {o} verbunden.', 'El {n} es una especialidad de la charcutería toscana, ligada desde hace siglos a la tierra de {o}.'),
  oil: l('{n} nasce dagli oliveti delle colline intorno a {o}: verde, fruttato, con la nota piccante delle olive appena frante.', '{n} comes from the olive groves on the hills around {o}: green, fruity, with the peppery note of freshly pressed olives.', 'L’{n} vient des oliveraies des collines autour de {o} : vert, fruité, avec la note poivrée des olives fraîchement pressées.', '{n} stammt aus den Olivenhainen auf den Hügeln um {o}: grün, fruchtig, mit der pfeffrigen Note frisch gepresster Oliven.', 'El {n} nace en los olivares de las colinas de {o}: verde, afrutado, con el toque picante de las aceitunas recién prensadas.'),
  grain: l('{n} si coltiva ancora come una volta nei campi intorno a {o}, ed è la base di zuppe e minestre della tradizione.', '{n} is still grown the old way in the fields around {o}, and is the base of traditional soups.', 'Le {n} est encore cultivé à l’ancienne dans les champs autour de {o} ; c’est la base des soupes traditionnelles.', '{n} wird in den Feldern um {o} noch wie früher angebaut und ist die Grundlage traditioneller Suppen.', 'El {n} se sigue cultivando como antes en los campos de {o} y es la base de las sopas tradicionales.'),
  chestnut: l('{n} viene dai castagneti secolari intorno a {o}: in autunno si raccoglie, si secca nei metati e si macina.', '{n} comes from the centuries-old chestnut woods around {o}: picked in autumn, dried in stone huts and milled.', 'La {n} vient des châtaigneraies séculaires autour de {o} : récoltée en automne, séchée et moulue.', '{n} kommt aus den jahrhundertealten Kastanienwäldern um {o}: im Herbst gesammelt, in Steinhütten getrocknet und gemahlen.', 'La {n} procede de los castañares centenarios de {o}: se recoge en otoño, se seca y se muele.'),
  sweet: l('{n} è il dolce della tradizione di {o}, con mandorle, miele e spezie, protagonista delle feste.', '{n} is the traditional sweet of {o}, with almonds, honey and spices, a star of the holidays.', 'Le {n} est la douceur traditionnelle de {o}, aux amandes, au miel et aux épices, vedette des fêtes.', '{n} ist das traditionelle Gebäck aus {o}, mit Mandeln, Honig und Gewürzen, ein Star der Festtage.', 'El {n} es el dulce tradicional de {o}, con almendras, miel y especias, protagonista de las fiestas.'),
  honey: l('{n} è prodotto dalle api nei boschi di acacia e castagno intorno a {o}.', '{n} is made by bees in the acacia and chestnut woods around {o}.', 'Le {n} est produit par les abeilles dans les bois d’acacias et de châtaigniers autour de {o}.', '{n} wird von Bienen in den Akazien- und Kastanienwäldern um {o} erzeugt.', 'La {n} la producen las abejas en los bosques de acacias y castaños de {o}.'),
  bread: l('{n} è il pane senza sale della Toscana, con la crosta croccante e la mollica morbida: accompagna salumi e zuppe.', '{n} is Tuscany’s saltless bread, with a crunchy crust and soft crumb: perfect with cured meats and soups.', 'Le {n} est le pain sans sel de la Toscane, à la croûte croustillante : parfait avec la charcuterie et les soupes.', '{n} ist das ungesalzene Brot der Toskana mit knuspriger Kruste: ideal zu Wurst und Suppen.', 'El {n} es el pan sin sal de la Toscana, de corteza crujiente: ideal con embutidos y sopas.'),
  spice: l('{n} si raccoglie a mano all’alba, fiore per fiore, nei campi intorno a {o}.', '{n} is picked by hand at dawn, flower by flower, in the fields around {o}.', 'Le {n} se récolte à la main à l’aube, fleur par fleur, dans les champs autour de {o}.', '{n} wird im Morgengrauen Blüte für Blüte in den Feldern um {o} von Hand geerntet.', 'El {n} se recoge a mano al amanecer, flor a flor, en los campos de {o}.'),
}; // prettier-ignore
const KIND_LABEL: Record<Kind, L> = {
  wine: l('Vino', 'Wine', 'Vin', 'Wein', 'Vino'),
  cheese: l('Formaggio', 'Cheese', 'Fromage', 'Käse', 'Queso'),
  meat: l('Salumi e carni', 'Cured meats', 'Charcuterie', 'Wurst und Fleisch', 'Embutidos y carnes'),
  oil: l('Olio extravergine', 'Extra virgin olive oil', 'Huile d’olive vierge extra', 'Natives Olivenöl extra', 'Aceite de oliva virgen extra'),
  grain: l('Cereali e legumi', 'Grains and pulses', 'Céréales et légumineuses', 'Getreide und Hülsenfrüchte', 'Cereales y legumbres'),
  chestnut: l('Castagne', 'Chestnuts', 'Châtaignes', 'Kastanien', 'Castañas'),
  sweet: l('Dolci', 'Sweets', 'Douceurs', 'Süßes', 'Dulces'),
  honey: l('Miele', 'Honey', 'Miel', 'Honig', 'Miel'),
  bread: l('Pane', 'Bread', 'Pain', 'Brot', 'Pan'),
  spice: l('Spezie', 'Spices', 'Épices', 'Gewürze', 'Especias'),
}; // prettier-ignore
const MAKERS = ['Fattoria Il Poggiolo', 'Podere Le Ginestre', 'Tenuta La Selva', 'Azienda agricola Il Cerreto', 'Fattoria Le Querce', 'Podere Poggio al Vento', 'Tenuta Montebello', 'Fattoria Il Palagio'] as const; // prettier-ignore
const DESIGNATION: L = l('Denominazione: {d}. Tutelato da: {c}.', 'Designation: {d}. Protected by: {c}.', 'Appellation : {d}. Protégé par : {c}.', 'Herkunftsbezeichnung: {d}. Geschützt durch: {c}.', 'Denominación: {d}. Protegido por: {c}.'); // prettier-ignore

export function prodottoTurismo(ctx: Ctx, nth: number): Draft {
  const p = PRODUCTS[nth % PRODUCTS.length]!;
  const town = ctx.towns.byName.get(p.town)!;
  const round = Math.floor(nth / PRODUCTS.length);
  const title =
    round === 0
      ? `${p.name} ${p.designation}`
      : `${p.name} ${p.designation} – ${MAKERS[(round - 1) % MAKERS.length]}`;
  const text = fill(KIND_TEXT[p.kind], { n: p.name, o: town.name });
  const consortium = p.consortium ?? `Consorzio di tutela ${p.name}`;
  return {
    type: 'prodotto_turismo',
    town,
    title: same(title),
    subtitle: KIND_LABEL[p.kind],
    text,
    fulltext: paragraphs(text, fill(DESIGNATION, { d: p.designation, c: consortium })),
    info: each((k) => `${KIND_LABEL[p.kind][k]} ${p.designation} · ${town.name}`),
    fields: {
      consortium,
      designation: p.designation,
      origin: `${town.name} (${town.province}), ${town.area}`,
    },
  };
}

// ---- Craft products ------------------------------------------------------------------------------

type Craft = { name: string; town: string; material: L; consortium?: string };
const CRAFTS: readonly Craft[] = [
  { name: 'Alabastro di Volterra', town: 'Volterra', material: l('alabastro', 'alabaster', 'albâtre', 'Alabaster', 'alabastro'), consortium: 'Cooperativa Artieri Alabastro' },
  { name: 'Ceramica di Montelupo', town: 'Montelupo Fiorentino', material: l('maiolica', 'majolica', 'majolique', 'Majolika', 'mayólica'), consortium: 'Associazione Strada della Ceramica' },
  { name: 'Cuoio conciato al vegetale', town: "Santa Croce sull'Arno", material: l('cuoio', 'leather', 'cuir', 'Leder', 'cuero'), consortium: 'Consorzio Vera Pelle Italiana Conciata al Vegetale' },
  { name: 'Carta marmorizzata fiorentina', town: 'Firenze', material: l('carta', 'paper', 'papier', 'Papier', 'papel') },
  { name: 'Cristallo di Colle', town: "Colle di Val d'Elsa", material: l('cristallo', 'crystal', 'cristal', 'Kristall', 'cristal') },
  { name: 'Marmo di Carrara', town: 'Carrara', material: l('marmo', 'marble', 'marbre', 'Marmor', 'mármol') },
  { name: 'Rame sbalzato di Montepulciano', town: 'Montepulciano', material: l('rame', 'copper', 'cuivre', 'Kupfer', 'cobre') },
  { name: 'Cotto dell’Impruneta', town: 'Impruneta', material: l('terracotta', 'terracotta', 'terre cuite', 'Terrakotta', 'terracota') },
  { name: 'Panno del Casentino', town: 'Pratovecchio Stia', material: l('lana', 'wool', 'laine', 'Wolle', 'lana') },
  { name: 'Paglia di Signa', town: 'Signa', material: l('paglia', 'straw', 'paille', 'Stroh', 'paja') },
  { name: 'Oreficeria aretina', town: 'Arezzo', material: l('oro', 'gold', 'or', 'Gold', 'oro') },
  { name: 'Porcellana di Doccia', town: 'Sesto Fiorentino', material: l('porcellana', 'porcelain', 'porcelaine', 'Porzellan', 'porcelana') },
  { name: 'Vetro verde di Empoli', town: 'Empoli', material: l('vetro', 'glass', 'verre', 'Glas', 'vidrio') },
  { name: 'Figurine di gesso', town: 'Coreglia Antelminelli', material: l('gesso', 'plaster', 'plâtre', 'Gips', 'yeso') },
  { name: 'Pietra serena', town: 'Firenzuola', material: l('pietra', 'stone', 'pierre', 'Stein', 'piedra') },
  { name: 'Intarsio ligneo senese', town: 'Siena', material: l('legno', 'wood', 'bois', 'Holz', 'madera') },
  { name: 'Tessuti di Prato', town: 'Prato', material: l('tessuto', 'cloth', 'tissu', 'Stoff', 'tejido') },
  { name: 'Terrecotte di Petroio', town: 'Trequanda', material: l('terracotta', 'terracotta', 'terre cuite', 'Terrakotta', 'terracota') },
]; // prettier-ignore
const CRAFT_TEXT = l(
  '{n}: a {t} le botteghe artigiane tramandano tecniche di secoli e accolgono i visitatori. Materiale: {m}.',
  '{n}: in {t}, craft workshops hand down centuries-old techniques and welcome visitors. Material: {m}.',
  '{n} : à {t}, les ateliers d’artisans transmettent des techniques séculaires et accueillent les visiteurs. Matière : {m}.',
  '{n}: In {t} geben Handwerksbetriebe jahrhundertealte Techniken weiter und empfangen Besucher. Material: {m}.',
  '{n}: en {t}, los talleres artesanos transmiten técnicas centenarias y reciben a los visitantes. Material: {m}.',
);
const CRAFT_MORE = l('Molte botteghe organizzano dimostrazioni e brevi laboratori su prenotazione.', 'Many workshops run demonstrations and short courses by appointment.', 'De nombreux ateliers proposent démonstrations et petits stages sur réservation.', 'Viele Werkstätten bieten nach Voranmeldung Vorführungen und kurze Kurse an.', 'Muchos talleres organizan demostraciones y breves cursos previa reserva.'); // prettier-ignore
const CRAFT_LABEL = l('Artigianato artistico', 'Arts and crafts', 'Artisanat d’art', 'Kunsthandwerk', 'Artesanía artística'); // prettier-ignore
const WORKSHOPS = ['Bottega', 'Laboratorio', 'Atelier'] as const;

export function prodottoArtigianale(ctx: Ctx, nth: number): Draft {
  const c = CRAFTS[nth % CRAFTS.length]!;
  const town = ctx.towns.byName.get(c.town)!;
  const round = Math.floor(nth / CRAFTS.length);
  const title =
    round === 0
      ? c.name
      : `${c.name} – ${ctx.r.pick(WORKSHOPS)} ${ctx.r.pick(['Rossi', 'Bartolini', 'Gori', 'Nencini', 'Cecchi', 'Lenzi'])}`;
  const text = fill(CRAFT_TEXT, { n: c.name, m: c.material, t: town.name });
  return {
    type: 'prodottoArtigianale',
    town,
    title: same(title),
    subtitle: CRAFT_LABEL,
    text,
    fulltext: paragraphs(text, CRAFT_MORE),
    info: each((k) => `${CRAFT_LABEL[k]} · ${town.name}`),
    fields: {
      ...(c.consortium ? { consortium: c.consortium } : {}),
      designation: 'Artigianato artistico',
      origin: `${town.name} (${town.province})`,
    },
  };
}
