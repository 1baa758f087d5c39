import type { ContentLang, ContentStatus, DynamicEntry, LocationValue } from '@sportello/contracts';

/**
 * The texts of the demo contents (see content-demo.ts): Tuscan routes, bike rides, travel
 * proposals, events, offers, places, guides and reports, in Italian and English, some also in
 * French, German or Spanish. Facts are what a visitor would find at the offices; prices and figures
 * are plausible, not official.
 */

export interface Stage {
  eyelet?: string;
  title: string;
  text: string;
  duration?: string;
  vehicle?: string;
  distance?: number;
  places?: LocationValue[];
}

export interface Chapter {
  title: string;
  text: string[];
  address?: string;
  lat?: number;
  lng?: number;
}

export interface Texts {
  title: string;
  subtitle?: string;
  /** The line above the title (intestazione, cover texts). */
  kicker?: string;
  abstract: string;
  body: string[];
  stages?: Stage[];
  chapters?: Chapter[];
  conditions?: string;
  videoTitle?: string;
  figures?: DynamicEntry[];
}

type Langs = Partial<Record<ContentLang, Texts>>;
type Difficulty = 'facile' | 'media' | 'impegnativa';

const at = (address: string, lat: number, lng: number): LocationValue => ({ address, lat, lng });

// ---------------------------------------------------------------------------------------------
// Itineraries (itinerario): on foot or by car, with stages

export interface DemoItinerary {
  difficulty: Difficulty;
  days: number;
  km: number;
  start: LocationValue;
  stops: LocationValue[];
  /** The second stage is a point of interest (PIStage) rather than a stage. */
  poi?: boolean;
  themes: string[];
  comune: string;
  families: boolean;
  texts: Langs;
}

export const DEMO_ITINERARIES: DemoItinerary[] = [
  {
    difficulty: 'media',
    days: 2,
    km: 48,
    start: at('Piazza del Campo, 53100 Siena', 43.3186, 11.3317),
    stops: [
      at('Piazza del Grano, 53041 Asciano', 43.2346, 11.5615),
      at('Abbazia di Monte Oliveto Maggiore, 53041 Asciano', 43.1751, 11.5448),
      at('Piazza Matteotti, 53022 Buonconvento', 43.1353, 11.4827),
    ],
    themes: ['natura', 'borghi'],
    comune: 'siena',
    families: false,
    texts: {
      it: {
        title: 'Le Crete Senesi in due giorni',
        subtitle: 'Da Siena a Buonconvento tra calanchi e cipressi',
        abstract:
          'Un itinerario lento nel paesaggio lunare delle Crete, tra abbazie, borghi e strade bianche.',
        body: [
          'Le Crete Senesi sono colline di argilla che cambiano colore con le stagioni: verdi in primavera, dorate a giugno, grigie e lunari in autunno.',
          'Il percorso segue la Lauretana, una delle strade più fotografate della Toscana, e si ferma nei borghi dove assaggiare pecorino e pici.',
        ],
        stages: [
          {
            eyelet: 'Giorno 1',
            title: 'Da Siena ad Asciano',
            text: 'Si lascia Siena da Porta Romana e si prende la Lauretana, tra filari di cipressi e poderi isolati.',
          },
          {
            eyelet: 'Giorno 1',
            title: 'Abbazia di Monte Oliveto Maggiore',
            text: 'Il chiostro grande conserva il ciclo di affreschi di Luca Signorelli e del Sodoma sulla vita di san Benedetto.',
          },
          {
            eyelet: 'Giorno 2',
            title: 'Da Monte Oliveto a Buonconvento',
            text: 'Discesa verso la valle dell’Ombrone fino al borgo murato di Buonconvento, uno dei più belli d’Italia.',
          },
        ],
      },
      en: {
        title: 'The Crete Senesi in two days',
        subtitle: 'From Siena to Buonconvento among clay hills and cypresses',
        abstract:
          'A slow route through the lunar landscape of the Crete, with abbeys, villages and white roads.',
        body: [
          'The Crete Senesi are clay hills that change colour with the seasons: green in spring, golden in June, grey and lunar in autumn.',
          'The route follows the Lauretana, one of the most photographed roads in Tuscany, stopping in villages to taste pecorino and pici.',
        ],
        stages: [
          {
            eyelet: 'Day 1',
            title: 'From Siena to Asciano',
            text: 'Leave Siena through Porta Romana and take the Lauretana, between rows of cypresses and lonely farms.',
          },
          {
            eyelet: 'Day 1',
            title: 'Monte Oliveto Maggiore Abbey',
            text: 'The great cloister holds the frescoes by Luca Signorelli and Sodoma on the life of Saint Benedict.',
          },
          {
            eyelet: 'Day 2',
            title: 'From Monte Oliveto to Buonconvento',
            text: 'Down to the Ombrone valley and the walled village of Buonconvento.',
          },
        ],
      },
      de: {
        title: 'Die Crete Senesi in zwei Tagen',
        abstract:
          'Eine langsame Route durch die Mondlandschaft der Crete, mit Abteien, Dörfern und weißen Straßen.',
        body: [
          'Die Crete Senesi sind Lehmhügel, die mit den Jahreszeiten ihre Farbe wechseln: grün im Frühling, golden im Juni, grau im Herbst.',
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    days: 1,
    km: 32,
    start: at('Piazza Matteotti, 50022 Greve in Chianti', 43.5843, 11.3159),
    stops: [
      at('Castello di Verrazzano, 50022 Greve in Chianti', 43.6008, 11.2977),
      at('Piazza del Comune, 53017 Radda in Chianti', 43.4868, 11.3734),
    ],
    themes: ['enogastronomia', 'borghi'],
    comune: 'siena',
    families: true,
    texts: {
      it: {
        title: 'Il Chianti Classico da Greve a Radda',
        subtitle: 'Cantine, pievi e castelli sulla Chiantigiana',
        abstract:
          'Una giornata sulla strada del Gallo Nero, con soste in cantina e pranzo in una trattoria di paese.',
        body: [
          'La Chiantigiana attraversa il cuore del Chianti Classico: vigneti a terrazze, boschi di leccio e castelli che producono vino da secoli.',
          'Consigliamo di prenotare le visite in cantina e di affidare la guida a chi non degusta.',
        ],
        stages: [
          {
            title: 'Greve in Chianti',
            text: 'La piazza triangolare con i portici ospita la storica macelleria Falorni e l’enoteca del consorzio.',
          },
          {
            title: 'Castello di Verrazzano',
            text: 'La casa di Giovanni da Verrazzano, il navigatore che scoprì la baia di New York.',
          },
          {
            title: 'Radda in Chianti',
            text: 'Borgo medievale con il Palazzo del Podestà e un camminamento lungo le mura.',
          },
        ],
      },
      en: {
        title: 'Chianti Classico from Greve to Radda',
        subtitle: 'Wineries, parish churches and castles on the Chiantigiana',
        abstract: 'A day on the Black Rooster road, with winery stops and lunch in a village trattoria.',
        body: [
          'The Chiantigiana crosses the heart of Chianti Classico: terraced vineyards, holm-oak woods and castles making wine for centuries.',
          'Book winery visits in advance and leave the driving to someone who is not tasting.',
        ],
        stages: [
          {
            title: 'Greve in Chianti',
            text: 'The triangular arcaded square hosts the historic Falorni butcher’s shop.',
          },
          {
            title: 'Verrazzano Castle',
            text: 'Home of Giovanni da Verrazzano, who discovered New York Bay.',
          },
          {
            title: 'Radda in Chianti',
            text: 'A medieval village with the Podestà palace and a walk along the walls.',
          },
        ],
      },
      fr: {
        title: 'Le Chianti Classico de Greve à Radda',
        abstract:
          'Une journée sur la route du Coq noir, avec des arrêts dans les caves et un déjeuner dans une trattoria.',
        body: [
          'La Chiantigiana traverse le cœur du Chianti Classico, entre vignobles en terrasses et châteaux.',
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    days: 1,
    km: 6,
    start: at('Porta San Giovanni, 53037 San Gimignano', 43.4656, 11.0443),
    stops: [
      at('Piazza della Cisterna, 53037 San Gimignano', 43.4677, 11.0431),
      at('Rocca di Montestaffoli, 53037 San Gimignano', 43.4688, 11.0418),
    ],
    poi: true,
    themes: ['arte', 'borghi', 'famiglie'],
    comune: 'san-gimignano',
    families: true,
    texts: {
      it: {
        title: 'San Gimignano e le sue torri',
        abstract: 'A piedi nella Manhattan del Medioevo: quattordici torri, affreschi e la Vernaccia.',
        body: [
          'Delle settantadue torri medievali ne restano quattordici; la Torre Grossa, alta 54 metri, si sale dai Musei Civici.',
          'La collegiata custodisce gli affreschi del Ghirlandaio dedicati a santa Fina.',
        ],
        stages: [
          {
            title: 'Porta San Giovanni e via San Giovanni',
            text: 'Si entra dalla porta sud e si sale tra botteghe di ceramica e zafferano.',
          },
          {
            title: 'Piazza della Cisterna',
            text: 'Il pozzo del 1287 al centro della piazza e le gelaterie famose nel mondo.',
          },
          {
            title: 'Rocca di Montestaffoli',
            text: 'Dal giardino della rocca si vedono le torri e la Valdelsa.',
          },
        ],
      },
      en: {
        title: 'San Gimignano and its towers',
        abstract:
          'On foot in the Manhattan of the Middle Ages: fourteen towers, frescoes and Vernaccia wine.',
        body: [
          'Of the seventy-two medieval towers, fourteen remain; the 54-metre Torre Grossa is climbed from the Civic Museums.',
        ],
        stages: [
          {
            title: 'Porta San Giovanni',
            text: 'Enter from the south gate and walk up among ceramic and saffron shops.',
          },
          { title: 'Piazza della Cisterna', text: 'The 1287 well in the middle of the square.' },
          {
            title: 'Montestaffoli Fortress',
            text: 'From the fortress garden you see the towers and the Elsa valley.',
          },
        ],
      },
      es: {
        title: 'San Gimignano y sus torres',
        abstract: 'A pie por el Manhattan de la Edad Media: catorce torres, frescos y vino Vernaccia.',
        body: [
          'De las setenta y dos torres medievales quedan catorce, y desde lo alto de la Torre Grossa se ve todo el valle del Elsa.',
        ],
      },
    },
  },
  {
    difficulty: 'media',
    days: 3,
    km: 62,
    start: at('Piazza San Michele, 55100 Lucca', 43.8429, 10.5027),
    stops: [
      at('Piazza Ricasoli, 55011 Altopascio', 43.8167, 10.6767),
      at('Ponte di Cappiano, 50054 Fucecchio', 43.7626, 10.7806),
      at('Piazza del Duomo, 56028 San Miniato', 43.6803, 10.8497),
    ],
    themes: ['natura', 'arte'],
    comune: 'lucca',
    families: false,
    texts: {
      it: {
        title: 'La Via Francigena da Lucca a San Miniato',
        subtitle: 'Tre tappe sul cammino di Sigerico',
        abstract:
          'Il tratto lucchese e valdarnese della Francigena: pianura, ponti medievali e il borgo del tartufo.',
        body: [
          'Da Lucca la Via Francigena corre in pianura verso Altopascio, l’antico ospitale dei cavalieri del Tau, poi attraversa le Cerbaie fino all’Arno.',
          'Il percorso è segnalato; le credenziali del pellegrino si ritirano all’ufficio IAT di Lucca.',
        ],
        stages: [
          {
            eyelet: 'Tappa 1',
            title: 'Da Lucca ad Altopascio',
            text: '18 km in pianura tra campi e pievi romaniche.',
          },
          {
            eyelet: 'Tappa 2',
            title: 'Da Altopascio a Fucecchio',
            text: 'Attraverso i boschi delle Cerbaie fino al ponte mediceo di Cappiano.',
          },
          {
            eyelet: 'Tappa 3',
            title: 'Da Fucecchio a San Miniato',
            text: 'Si attraversa l’Arno e si sale al borgo della Rocca di Federico II.',
          },
        ],
      },
      en: {
        title: 'The Via Francigena from Lucca to San Miniato',
        subtitle: 'Three stages on Sigeric’s way',
        abstract:
          'The Lucca and lower Arno stretch of the Francigena: plains, medieval bridges and the truffle town.',
        body: [
          'From Lucca the Via Francigena runs across the plain to Altopascio, then through the Cerbaie woods to the Arno.',
        ],
        stages: [
          {
            eyelet: 'Stage 1',
            title: 'From Lucca to Altopascio',
            text: '18 km on the plain among fields and Romanesque churches.',
          },
          {
            eyelet: 'Stage 2',
            title: 'From Altopascio to Fucecchio',
            text: 'Through the Cerbaie woods to the Medici bridge at Cappiano.',
          },
          {
            eyelet: 'Stage 3',
            title: 'From Fucecchio to San Miniato',
            text: 'Cross the Arno and climb to the village of Frederick II’s fortress.',
          },
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    days: 1,
    km: 4,
    start: at('Piazza del Duomo, 50122 Firenze', 43.7731, 11.256),
    stops: [
      at('Piazza della Signoria, 50122 Firenze', 43.7696, 11.2558),
      at('Ponte Vecchio, 50125 Firenze', 43.768, 11.2531),
      at('Piazzale Michelangelo, 50125 Firenze', 43.7629, 11.265),
    ],
    themes: ['arte', 'famiglie'],
    comune: 'firenze',
    families: true,
    texts: {
      it: {
        title: 'Firenze in un giorno a piedi',
        abstract:
          'Dal Duomo al Piazzale Michelangelo: il centro storico patrimonio UNESCO in quattro chilometri.',
        body: [
          'Un percorso ad anello per chi ha poco tempo: la cupola del Brunelleschi, la Signoria, il Ponte Vecchio e il tramonto dal Piazzale.',
          'Per salire sulla cupola serve la prenotazione; i musei statali sono gratuiti la prima domenica del mese.',
        ],
        stages: [
          {
            title: 'Piazza del Duomo',
            text: 'Santa Maria del Fiore, il Battistero e il Campanile di Giotto.',
          },
          {
            title: 'Piazza della Signoria',
            text: 'Palazzo Vecchio e la Loggia dei Lanzi con le sue statue.',
          },
          { title: 'Ponte Vecchio', text: 'Le botteghe degli orafi e il Corridoio Vasariano.' },
          {
            title: 'Piazzale Michelangelo',
            text: 'La salita dalle Rampe del Poggi e la vista su tutta la città.',
          },
        ],
      },
      en: {
        title: 'Florence in one day on foot',
        abstract: 'From the Duomo to Piazzale Michelangelo: the UNESCO historic centre in four kilometres.',
        body: [
          'A loop for those short of time: Brunelleschi’s dome, the Signoria, the Ponte Vecchio and sunset from the Piazzale.',
        ],
        stages: [
          {
            title: 'Piazza del Duomo',
            text: 'Santa Maria del Fiore, the Baptistery and Giotto’s bell tower.',
          },
          { title: 'Piazza della Signoria', text: 'Palazzo Vecchio and the Loggia dei Lanzi.' },
          { title: 'Ponte Vecchio', text: 'The goldsmiths’ shops and the Vasari Corridor.' },
          { title: 'Piazzale Michelangelo', text: 'Up the Poggi ramps to the view over the whole city.' },
        ],
      },
      fr: {
        title: 'Florence en un jour à pied',
        abstract: 'Du Duomo au Piazzale Michelangelo : le centre historique en quatre kilomètres.',
        body: [
          'Une boucle pour ceux qui ont peu de temps : les places, les églises et les points de vue essentiels en une demi-journée.',
        ],
      },
      de: {
        title: 'Florenz an einem Tag zu Fuß',
        abstract: 'Vom Dom zum Piazzale Michelangelo: die Altstadt in vier Kilometern.',
        body: [
          'Ein Rundgang für alle, die wenig Zeit haben: die wichtigsten Plätze, Kirchen und Aussichtspunkte an einem halben Tag.',
        ],
      },
    },
  },
  {
    difficulty: 'impegnativa',
    days: 2,
    km: 28,
    start: at('Piazza Martiri della Libertà, 55032 Castelnuovo di Garfagnana', 44.1107, 10.4052),
    stops: [
      at('Rifugio Rossi alla Pania, 55047 Seravezza', 44.0178, 10.3347),
      at('Grotta del Vento, 55020 Fabbriche di Vergemoli', 44.0339, 10.4062),
    ],
    themes: ['natura', 'sport'],
    comune: 'lucca',
    families: false,
    texts: {
      it: {
        title: 'Apuane: anello della Pania della Croce',
        subtitle: 'Escursione in quota per esperti',
        abstract: 'Due giorni sulle Alpi Apuane, con notte in rifugio e vista sul mare della Versilia.',
        body: [
          'Un anello impegnativo con tratti esposti: servono scarponi, esperienza e meteo stabile.',
          'Il rifugio Rossi è aperto da giugno a settembre; fuori stagione il locale invernale ha otto posti.',
        ],
        stages: [
          {
            eyelet: 'Giorno 1',
            title: 'Da Piglionico al Rifugio Rossi',
            text: 'Salita nella faggeta e poi sul crinale sotto la parete della Pania.',
          },
          {
            eyelet: 'Giorno 2',
            title: 'Vetta e discesa alla Grotta del Vento',
            text: 'Dalla vetta (1859 m) si vede il mare; discesa per la valle della Turrite.',
          },
        ],
      },
      en: {
        title: 'Apuan Alps: Pania della Croce loop',
        subtitle: 'A high hike for experienced walkers',
        abstract: 'Two days in the Apuan Alps, a night in a mountain hut and a view over the Versilia sea.',
        body: ['A demanding loop with exposed passages: boots, experience and stable weather are needed.'],
        stages: [
          {
            eyelet: 'Day 1',
            title: 'From Piglionico to Rifugio Rossi',
            text: 'Up through the beech wood and along the ridge.',
          },
          {
            eyelet: 'Day 2',
            title: 'Summit and down to the Wind Cave',
            text: 'From the summit (1859 m) you can see the sea.',
          },
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    days: 1,
    km: 12,
    start: at('Piazza Pio II, 53026 Pienza', 43.0766, 11.679),
    stops: [
      at('Cappella della Madonna di Vitaleta, 53027 San Quirico d’Orcia', 43.0583, 11.6236),
      at('Piazza del Moretto, 53027 Bagno Vignoni', 43.0282, 11.6176),
    ],
    themes: ['natura', 'benessere'],
    comune: 'pienza',
    families: true,
    texts: {
      it: {
        title: 'Val d’Orcia: da Pienza a Bagno Vignoni',
        abstract:
          'La valle patrimonio UNESCO in una giornata: la città ideale, la cappella di Vitaleta e la piazza d’acqua.',
        body: [
          'Pienza fu ridisegnata da papa Pio II come città ideale del Rinascimento; da via dell’Amore si domina tutta la valle.',
          'A Bagno Vignoni la piazza è una vasca di acqua termale del Cinquecento.',
        ],
        stages: [
          { title: 'Pienza', text: 'Piazza Pio II, il Duomo e Palazzo Piccolomini con il giardino pensile.' },
          {
            title: 'Cappella di Vitaleta',
            text: 'La cappellina tra i cipressi più fotografata della Toscana.',
          },
          { title: 'Bagno Vignoni', text: 'La vasca termale e i Parchi dei Mulini sulle cascatelle calde.' },
        ],
      },
      en: {
        title: 'Val d’Orcia: from Pienza to Bagno Vignoni',
        abstract: 'The UNESCO valley in a day: the ideal town, the Vitaleta chapel and the square of water.',
        body: [
          'Pienza was redesigned by Pope Pius II as the ideal Renaissance town, with its cathedral, palaces and square built in a few years.',
        ],
        stages: [
          { title: 'Pienza', text: 'Piazza Pio II, the cathedral and Palazzo Piccolomini.' },
          {
            title: 'Vitaleta Chapel',
            text: 'The most photographed little chapel among cypresses in Tuscany.',
          },
          { title: 'Bagno Vignoni', text: 'The thermal pool and the mill parks.' },
        ],
      },
    },
  },
  {
    difficulty: 'media',
    days: 1,
    km: 15,
    start: at('Piazza dei Priori, 56048 Volterra', 43.4017, 10.8606),
    stops: [
      at('Balze di Volterra, 56048 Volterra', 43.405, 10.846),
      at('Teatro Romano, 56048 Volterra', 43.4037, 10.8626),
    ],
    themes: ['arte', 'natura'],
    comune: 'volterra',
    families: false,
    texts: {
      it: {
        title: 'Volterra etrusca e le Balze',
        abstract: 'Dalla Porta all’Arco alle Balze che franano verso il mare: tremila anni in un giorno.',
        body: [
          'Volterra fu una delle dodici città etrusche; la Porta all’Arco ha ancora le tre teste di divinità in pietra.',
          'Le botteghe di alabastro lavorano la pietra come nell’Ottocento.',
        ],
        stages: [
          { title: 'Piazza dei Priori', text: 'Il palazzo comunale più antico della Toscana.' },
          { title: 'Le Balze', text: 'Il paesaggio di frane che ha inghiottito chiese e necropoli.' },
          { title: 'Teatro romano', text: 'Le gradinate del I secolo a.C. sotto le mura medievali.' },
        ],
      },
      en: {
        title: 'Etruscan Volterra and the Balze',
        abstract: 'From the Arch Gate to the Balze cliffs: three thousand years in a day.',
        body: [
          'Volterra was one of the twelve Etruscan cities; the Arch Gate still has its three stone heads.',
        ],
        stages: [
          { title: 'Piazza dei Priori', text: 'The oldest town hall in Tuscany.' },
          { title: 'The Balze', text: 'Landslide cliffs that swallowed churches and tombs.' },
          { title: 'Roman theatre', text: 'First-century BC tiers below the medieval walls.' },
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    days: 1,
    km: 9,
    start: at('Piazza della Repubblica, 52044 Cortona', 43.2753, 11.9857),
    stops: [
      at('Museo Diocesano, 52044 Cortona', 43.2751, 11.9846),
      at('Santuario di Santa Margherita, 52044 Cortona', 43.2788, 11.9912),
    ],
    themes: ['arte', 'borghi'],
    comune: 'cortona',
    families: true,
    texts: {
      it: {
        title: 'Cortona tra Beato Angelico e gli Etruschi',
        abstract: 'Vicoli in salita, l’Annunciazione del Beato Angelico e la vista sul lago Trasimeno.',
        body: [
          'Il Museo Diocesano custodisce l’Annunciazione del Beato Angelico; il MAEC racconta la Cortona etrusca e romana.',
          'Dal santuario di Santa Margherita si domina la Valdichiana fino al Trasimeno.',
        ],
        stages: [
          {
            title: 'Piazza della Repubblica',
            text: 'Il cuore della città con la scalinata del Palazzo Comunale.',
          },
          { title: 'Museo Diocesano', text: 'L’Annunciazione e le opere di Luca Signorelli.' },
          {
            title: 'Santa Margherita',
            text: 'La salita per via Santa Margherita con le stazioni della Via Crucis di Severini.',
          },
        ],
      },
      en: {
        title: 'Cortona between Fra Angelico and the Etruscans',
        abstract: 'Steep lanes, Fra Angelico’s Annunciation and the view over Lake Trasimeno.',
        body: [
          'The Diocesan Museum holds Fra Angelico’s Annunciation, and the old town looks over the Valdichiana from its walls.',
        ],
        stages: [
          { title: 'Piazza della Repubblica', text: 'The heart of town with the town hall steps.' },
          { title: 'Diocesan Museum', text: 'The Annunciation and works by Luca Signorelli.' },
          { title: 'Santa Margherita', text: 'Up past Severini’s Stations of the Cross.' },
        ],
      },
    },
  },
  {
    difficulty: 'media',
    days: 2,
    km: 40,
    start: at('Piazza Garibaldi, 58015 Orbetello', 42.4411, 11.2128),
    stops: [
      at('Porto Santo Stefano, 58019 Monte Argentario', 42.4351, 11.1171),
      at('Via della Costa, 58010 Capalbio', 42.4532, 11.4224),
    ],
    themes: ['mare', 'natura'],
    comune: 'grosseto',
    families: true,
    texts: {
      it: {
        title: 'Argentario e laguna di Orbetello',
        abstract:
          'Il promontorio, la laguna dei fenicotteri e il Giardino dei Tarocchi di Niki de Saint Phalle.',
        body: [
          'Orbetello sorge su una lingua di terra in mezzo alla laguna, oasi WWF dove svernano i fenicotteri rosa.',
          'La Panoramica dell’Argentario regala cale e torri costiere; a Capalbio il giardino delle sculture colorate.',
        ],
        stages: [
          {
            eyelet: 'Giorno 1',
            title: 'Orbetello e la laguna',
            text: 'Passeggiata sulla diga e birdwatching all’oasi.',
          },
          {
            eyelet: 'Giorno 1',
            title: 'Monte Argentario',
            text: 'La strada panoramica e il porto di Santo Stefano.',
          },
          {
            eyelet: 'Giorno 2',
            title: 'Capalbio e il Giardino dei Tarocchi',
            text: 'Il borgo e le sculture monumentali tra gli ulivi.',
          },
        ],
      },
      en: {
        title: 'Argentario and the Orbetello lagoon',
        abstract: 'The promontory, the flamingo lagoon and Niki de Saint Phalle’s Tarot Garden.',
        body: [
          'Orbetello stands on a strip of land in the middle of the lagoon, a WWF reserve where flamingos winter.',
        ],
        stages: [
          { eyelet: 'Day 1', title: 'Orbetello and the lagoon', text: 'A walk on the dam and birdwatching.' },
          {
            eyelet: 'Day 1',
            title: 'Monte Argentario',
            text: 'The panoramic road and the harbour of Santo Stefano.',
          },
          {
            eyelet: 'Day 2',
            title: 'Capalbio and the Tarot Garden',
            text: 'The village and the giant sculptures among olive trees.',
          },
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    days: 1,
    km: 5,
    start: at('Piazza del Duomo, 59100 Prato', 43.8816, 11.0972),
    stops: [
      at('Castello dell’Imperatore, 59100 Prato', 43.8797, 11.0987),
      at('Museo del Tessuto, 59100 Prato', 43.8773, 11.0923),
    ],
    themes: ['arte'],
    comune: 'prato',
    families: true,
    texts: {
      it: {
        title: 'Prato: dal pulpito di Donatello al Museo del Tessuto',
        abstract:
          'Una città di mercanti e tessitori, dal Sacro Cingolo ai capannoni dell’arte contemporanea.',
        body: [
          'Il Duomo ha il pulpito esterno di Donatello e Michelozzo e gli affreschi di Filippo Lippi.',
          'Il Museo del Tessuto racconta otto secoli di lana in un’antica fabbrica.',
        ],
        stages: [
          {
            title: 'Duomo di Prato',
            text: 'Il pulpito del Sacro Cingolo e la cappella maggiore di Filippo Lippi.',
          },
          {
            title: 'Castello dell’Imperatore',
            text: 'Il castello svevo di Federico II, unico nel centro Italia.',
          },
          { title: 'Museo del Tessuto', text: 'Stoffe antiche e la storia del distretto tessile.' },
        ],
      },
      en: {
        title: 'Prato: from Donatello’s pulpit to the Textile Museum',
        abstract: 'A town of merchants and weavers, from the Holy Girdle to contemporary art.',
        body: [
          'The cathedral has Donatello’s outdoor pulpit and Filippo Lippi’s frescoes, a short walk from the station.',
        ],
        stages: [
          { title: 'Prato Cathedral', text: 'The Holy Girdle pulpit and Lippi’s chapel.' },
          { title: 'Emperor’s Castle', text: 'Frederick II’s Swabian castle.' },
          { title: 'Textile Museum', text: 'Old fabrics and the story of the textile district.' },
        ],
      },
    },
  },
  {
    difficulty: 'media',
    days: 2,
    km: 36,
    start: at('Piazza del Popolo, 53024 Montalcino', 43.0581, 11.4889),
    stops: [
      at('Abbazia di Sant’Antimo, 53024 Castelnuovo dell’Abate', 43.0007, 11.5153),
      at('Piazza Grande, 53045 Montepulciano', 43.0927, 11.7806),
    ],
    themes: ['enogastronomia', 'arte'],
    comune: 'montepulciano',
    families: false,
    texts: {
      it: {
        title: 'Brunello e Nobile: da Montalcino a Montepulciano',
        abstract: 'Due grandi rossi toscani, un’abbazia romanica e le cantine scavate nel tufo.',
        body: [
          'Montalcino è la patria del Brunello; la Fortezza ospita un’enoteca con le etichette di tutti i produttori.',
          'A Montepulciano le cantine storiche si visitano scendendo sotto i palazzi rinascimentali.',
        ],
        stages: [
          { eyelet: 'Giorno 1', title: 'Montalcino', text: 'La Fortezza e le cantine del Brunello.' },
          {
            eyelet: 'Giorno 1',
            title: 'Abbazia di Sant’Antimo',
            text: 'Il canto gregoriano dei monaci nella chiesa di travertino.',
          },
          {
            eyelet: 'Giorno 2',
            title: 'Montepulciano',
            text: 'Il Corso, Piazza Grande e le cantine sotterranee.',
          },
        ],
      },
      en: {
        title: 'Brunello and Nobile: from Montalcino to Montepulciano',
        abstract: 'Two great Tuscan reds, a Romanesque abbey and cellars dug in the tuff.',
        body: [
          'Montalcino is the home of Brunello: its wineries open their cellars to visitors, and the fortress has a wine shop.',
        ],
        stages: [
          { eyelet: 'Day 1', title: 'Montalcino', text: 'The fortress and the Brunello cellars.' },
          { eyelet: 'Day 1', title: 'Sant’Antimo Abbey', text: 'Gregorian chant in the travertine church.' },
          {
            eyelet: 'Day 2',
            title: 'Montepulciano',
            text: 'The Corso, Piazza Grande and the underground cellars.',
          },
        ],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Bike routes (itinerario_bike)

export interface DemoBikeRoute {
  difficulty: Difficulty;
  bikes: string[];
  km: number;
  climb: number;
  start: LocationValue;
  legs: number[];
  themes: string[];
  comune: string;
  texts: Langs;
}

export const DEMO_BIKE_ROUTES: DemoBikeRoute[] = [
  {
    difficulty: 'facile',
    bikes: ['strada', 'gravel', 'ebike'],
    km: 86,
    climb: 180,
    start: at('Piazzale delle Cascine, 50144 Firenze', 43.7811, 11.2201),
    legs: [42, 44],
    themes: ['natura', 'sport'],
    comune: 'firenze',
    texts: {
      it: {
        title: 'Ciclovia dell’Arno da Firenze a Pisa',
        abstract: 'In due giorni lungo il fiume, su argini e piste ciclabili quasi in piano.',
        body: ['La ciclovia segue l’Arno dalle Cascine alla foce, tra Empoli, San Miniato e Pontedera.'],
        stages: [
          {
            eyelet: 'Giorno 1',
            title: 'Da Firenze a Empoli',
            text: 'Argini e parchi fluviali; sosta a Montelupo, città della ceramica.',
          },
          {
            eyelet: 'Giorno 2',
            title: 'Da Empoli a Pisa',
            text: 'Lungo l’Arno fino ai Lungarni pisani e alla Torre.',
          },
        ],
      },
      en: {
        title: 'Arno cycle path from Florence to Pisa',
        abstract: 'Two days along the river, on embankments and almost flat cycle paths.',
        body: [
          'The path follows the Arno from the Cascine park to the river mouth, flat and mostly away from traffic.',
        ],
        stages: [
          {
            eyelet: 'Day 1',
            title: 'From Florence to Empoli',
            text: 'Embankments and river parks; a stop in Montelupo, the ceramics town.',
          },
          {
            eyelet: 'Day 2',
            title: 'From Empoli to Pisa',
            text: 'Along the Arno to the Pisa riverfront and the Tower.',
          },
        ],
      },
      de: {
        title: 'Arno-Radweg von Florenz nach Pisa',
        abstract: 'Zwei Tage am Fluss entlang, fast eben.',
        body: [
          'Der Radweg folgt dem Arno bis zur Mündung, fast immer flach und zum größten Teil abseits des Verkehrs.',
        ],
      },
    },
  },
  {
    difficulty: 'impegnativa',
    bikes: ['gravel', 'strada'],
    km: 81,
    climb: 1650,
    start: at('Piazza della Pieve, 53013 Gaiole in Chianti', 43.4671, 11.4366),
    legs: [38, 43],
    themes: ['sport', 'enogastronomia'],
    comune: 'siena',
    texts: {
      it: {
        title: 'Le strade bianche dell’Eroica',
        subtitle: 'Il percorso corto della ciclostorica di Gaiole',
        abstract: 'Sterrati, salite brevi e cantine: la bici d’epoca nel cuore del Chianti.',
        body: [
          'Il percorso permanente dell’Eroica è segnalato con cartelli marroni e si percorre tutto l’anno.',
        ],
        stages: [
          { title: 'Gaiole – Castello di Brolio', text: 'Sterrato tra i vigneti dei Ricasoli.' },
          {
            title: 'Brolio – Gaiole per Radda',
            text: 'La salita di Radda e il ritorno per Badia a Coltibuono.',
          },
        ],
      },
      en: {
        title: 'The white roads of the Eroica',
        abstract: 'Gravel, short climbs and wineries: vintage cycling in the heart of Chianti.',
        body: [
          'The permanent Eroica route is signposted with brown signs and runs on the white roads of the Chianti.',
        ],
        stages: [
          { title: 'Gaiole – Brolio Castle', text: 'Gravel through the Ricasoli vineyards.' },
          { title: 'Brolio – Gaiole via Radda', text: 'The Radda climb and back by Badia a Coltibuono.' },
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    bikes: ['strada', 'ebike', 'gravel'],
    km: 24,
    climb: 40,
    start: at('Porta San Pietro, 55100 Lucca', 43.8387, 10.5033),
    legs: [4, 20],
    themes: ['famiglie', 'natura'],
    comune: 'lucca',
    texts: {
      it: {
        title: 'Le Mura di Lucca e il Serchio in bicicletta',
        abstract: 'Il giro delle Mura e la ciclabile del Serchio: adatto a tutti, anche con bambini.',
        body: [
          'Le Mura rinascimentali sono un parco alberato di quattro chilometri; la ciclabile del Serchio prosegue verso Ponte a Moriano.',
        ],
        stages: [
          { title: 'Il giro delle Mura', text: 'Undici baluardi e sei porte, con vista sulle torri.' },
          { title: 'Ciclabile del Serchio', text: 'Lungo il fiume fino a Ponte a Moriano e ritorno.' },
        ],
      },
      en: {
        title: 'Lucca’s walls and the Serchio by bike',
        abstract: 'The walls loop and the Serchio cycle path: for everyone, children too.',
        body: [
          'The Renaissance walls are a four-kilometre tree-lined park, to ride round at any hour and with children.',
        ],
        stages: [
          { title: 'The walls loop', text: 'Eleven bastions and six gates.' },
          { title: 'Serchio cycle path', text: 'Along the river to Ponte a Moriano and back.' },
        ],
      },
      de: {
        title: 'Die Stadtmauer von Lucca mit dem Fahrrad',
        abstract: 'Die Runde auf der Stadtmauer und der Radweg am Serchio: für alle geeignet.',
        body: [
          'Die Renaissance-Mauer ist ein vier Kilometer langer Park, den man zu jeder Stunde und mit Kindern umrunden kann.',
        ],
      },
    },
  },
  {
    difficulty: 'media',
    bikes: ['gravel', 'mtb', 'ebike'],
    km: 52,
    climb: 420,
    start: at('Piazza Dante, 58100 Grosseto', 42.7606, 11.1128),
    legs: [22, 30],
    themes: ['natura', 'mare'],
    comune: 'grosseto',
    texts: {
      it: {
        title: 'Maremma in bici: da Grosseto ad Alberese',
        abstract: 'Pinete, butteri e la spiaggia di Marina di Alberese nel Parco della Maremma.',
        body: [
          'Si pedala su strade di campagna e sterrati fino al centro visite del Parco, dove si noleggia anche la e-bike.',
        ],
        stages: [
          { title: 'Grosseto – Principina', text: 'Pista ciclabile fino alla pineta.' },
          { title: 'Principina – Marina di Alberese', text: 'Nel Parco, tra vacche maremmane e cavalli.' },
        ],
      },
      en: {
        title: 'Maremma by bike: from Grosseto to Alberese',
        abstract: 'Pine woods, cowboys and the Marina di Alberese beach in the Maremma Park.',
        body: [
          'Country roads and gravel to the Park visitor centre, through pine woods, fields and the reclaimed marshes.',
        ],
        stages: [
          { title: 'Grosseto – Principina', text: 'Cycle path to the pine wood.' },
          {
            title: 'Principina – Marina di Alberese',
            text: 'Inside the Park, among Maremma cattle and horses.',
          },
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    bikes: ['strada', 'ebike'],
    km: 26,
    climb: 30,
    start: at('Piazza San Michele, 55100 Lucca', 43.8429, 10.5027),
    legs: [26],
    themes: ['arte', 'natura'],
    comune: 'lucca',
    texts: {
      it: {
        title: 'In bici sulle tracce di Puccini',
        abstract: 'Da Lucca a Torre del Lago, la villa del compositore sul lago di Massaciuccoli.',
        body: ['Una pedalata pianeggiante tra la casa natale di Puccini e la villa dove compose la Tosca.'],
        stages: [
          { title: 'Lucca – Torre del Lago', text: 'Per Massarosa e la riva del lago fino al Gran Teatro.' },
        ],
      },
      en: {
        title: 'By bike in Puccini’s footsteps',
        abstract: 'From Lucca to Torre del Lago, the composer’s villa on Lake Massaciuccoli.',
        body: [
          'A flat ride from Puccini’s birthplace to the villa where he wrote Tosca, on the shore of Lake Massaciuccoli.',
        ],
        stages: [{ title: 'Lucca – Torre del Lago', text: 'Via Massarosa and the lake shore.' }],
      },
    },
  },
  {
    difficulty: 'impegnativa',
    bikes: ['gravel', 'mtb'],
    km: 74,
    climb: 1300,
    start: at('Piazza Garibaldi, 53027 San Quirico d’Orcia', 43.0585, 11.6054),
    legs: [35, 39],
    themes: ['natura', 'sport'],
    comune: 'pienza',
    texts: {
      it: {
        title: 'Val d’Orcia gravel',
        abstract: 'Due giorni di sterrati tra Pienza, Monticchiello e Castiglione d’Orcia.',
        body: ['Le strade bianche della Val d’Orcia hanno pendenze brevi ma dure: meglio rapporti agili.'],
        stages: [
          {
            eyelet: 'Giorno 1',
            title: 'San Quirico – Monticchiello',
            text: 'Per Pienza e la strada dei cipressi.',
          },
          {
            eyelet: 'Giorno 2',
            title: 'Monticchiello – Castiglione d’Orcia',
            text: 'Salita alla Rocca di Tentennano.',
          },
        ],
      },
      en: {
        title: 'Val d’Orcia gravel',
        abstract: 'Two days of gravel between Pienza, Monticchiello and Castiglione d’Orcia.',
        body: [
          'Short but steep gravel climbs: use easy gears, and carry water, as there are few springs on the way.',
        ],
        stages: [
          { eyelet: 'Day 1', title: 'San Quirico – Monticchiello', text: 'Via Pienza and the cypress road.' },
          {
            eyelet: 'Day 2',
            title: 'Monticchiello – Castiglione d’Orcia',
            text: 'Up to the Tentennano fortress.',
          },
        ],
      },
    },
  },
  {
    difficulty: 'facile',
    bikes: ['ebike', 'strada'],
    km: 45,
    climb: 210,
    start: at('Piazza Bovio, 57025 Piombino', 42.9247, 10.5264),
    legs: [20, 25],
    themes: ['mare', 'famiglie'],
    comune: 'livorno',
    texts: {
      it: {
        title: 'Costa degli Etruschi in e-bike',
        abstract: 'Dal golfo di Baratti a San Vincenzo, tra necropoli etrusche e spiagge.',
        body: ['Il Parco archeologico di Baratti e Populonia custodisce tombe a tumulo affacciate sul mare.'],
        stages: [
          { title: 'Piombino – Baratti', text: 'La necropoli di San Cerbone e la spiaggia del golfo.' },
          { title: 'Baratti – San Vincenzo', text: 'Lungo la pineta del Parco di Rimigliano.' },
        ],
      },
      en: {
        title: 'Etruscan Coast by e-bike',
        abstract: 'From the Gulf of Baratti to San Vincenzo, among Etruscan tombs and beaches.',
        body: [
          'The Baratti and Populonia park holds mound tombs facing the sea, and the ride ends on the beach of the gulf.',
        ],
        stages: [
          { title: 'Piombino – Baratti', text: 'The San Cerbone necropolis and the beach.' },
          { title: 'Baratti – San Vincenzo', text: 'Through the Rimigliano pine wood.' },
        ],
      },
    },
  },
  {
    difficulty: 'media',
    bikes: ['mtb', 'ebike'],
    km: 58,
    climb: 980,
    start: at('Piazza Tarlati, 52011 Bibbiena', 43.6975, 11.8161),
    legs: [28, 30],
    themes: ['natura', 'arte'],
    comune: 'arezzo',
    texts: {
      it: {
        title: 'Casentino: foreste e pievi in mountain bike',
        abstract: 'Le Foreste Casentinesi, il santuario della Verna e le pievi romaniche.',
        body: [
          'Il Casentino è la valle dell’Arno più verde, con il parco nazionale e i castelli dei conti Guidi.',
        ],
        stages: [
          { title: 'Bibbiena – Camaldoli', text: 'Salita nella foresta fino all’eremo.' },
          { title: 'Camaldoli – Poppi', text: 'Discesa al castello dei conti Guidi.' },
        ],
      },
      en: {
        title: 'Casentino: forests and parish churches by mountain bike',
        abstract: 'The Casentino forests, La Verna sanctuary and Romanesque churches.',
        body: [
          'The greenest valley of the Arno, with a national park, castles and the villages where the river begins.',
        ],
        stages: [
          { title: 'Bibbiena – Camaldoli', text: 'Climb through the forest to the hermitage.' },
          { title: 'Camaldoli – Poppi', text: 'Down to the Guidi counts’ castle.' },
        ],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Travel proposals (proposta)

export interface DemoProposal {
  price: [number, number];
  onRequest: boolean;
  contact: DynamicEntry;
  themes: string[];
  comune: string;
  texts: Langs;
}

const IAT_FIRENZE = { nome: 'IAT Firenze', telefono: '055 290832', email: 'iat.firenze@example.org' };
const IAT_SIENA = { nome: 'IAT Siena', telefono: '0577 280551', email: 'iat.siena@example.org' };
const IAT_LUCCA = { nome: 'IAT Lucca', telefono: '0583 583150', email: 'iat.lucca@example.org' };

export const DEMO_PROPOSALS: DemoProposal[] = [
  {
    price: [390, 620],
    onRequest: false,
    contact: IAT_SIENA,
    themes: ['enogastronomia', 'borghi'],
    comune: 'siena',
    texts: {
      it: {
        title: 'Tre giorni nel Chianti tra cantine e borghi',
        abstract: 'Due notti in agriturismo, tre degustazioni e una cena in fattoria.',
        body: [
          'Il pacchetto comprende il pernottamento con colazione, le visite in cantina e il transfer da Siena.',
        ],
        stages: [
          {
            eyelet: 'Giorno 1',
            title: 'Arrivo a Castellina',
            text: 'Accoglienza e cena in fattoria.',
            duration: 'mezza giornata',
            vehicle: 'Auto',
            distance: 20,
            places: [at('Castellina in Chianti', 43.4707, 11.2868)],
          },
          {
            eyelet: 'Giorno 2',
            title: 'Cantine di Radda e Gaiole',
            text: 'Due degustazioni guidate con pranzo.',
            duration: 'giornata intera',
            vehicle: 'Minivan',
            distance: 45,
          },
          {
            eyelet: 'Giorno 3',
            title: 'Siena',
            text: 'Mattina libera in città.',
            duration: 'mezza giornata',
            vehicle: 'Minivan',
            distance: 25,
          },
        ],
      },
      en: {
        title: 'Three days in Chianti among wineries and villages',
        abstract: 'Two nights in a farmhouse, three tastings and a farm dinner.',
        body: [
          'Includes bed and breakfast, winery visits and the transfer from Siena, with a tasting at every stop.',
        ],
        stages: [
          {
            eyelet: 'Day 1',
            title: 'Arrival in Castellina',
            text: 'Welcome and farm dinner.',
            duration: 'half day',
            vehicle: 'Car',
            distance: 20,
          },
          {
            eyelet: 'Day 2',
            title: 'Radda and Gaiole wineries',
            text: 'Two guided tastings with lunch.',
            duration: 'full day',
            vehicle: 'Minivan',
            distance: 45,
          },
          {
            eyelet: 'Day 3',
            title: 'Siena',
            text: 'Free morning in town.',
            duration: 'half day',
            vehicle: 'Minivan',
            distance: 25,
          },
        ],
      },
    },
  },
  {
    price: [280, 450],
    onRequest: false,
    contact: IAT_FIRENZE,
    themes: ['arte'],
    comune: 'firenze',
    texts: {
      it: {
        title: 'Firenze rinascimentale in un weekend',
        abstract: 'Uffizi, Accademia e cupola del Brunelleschi con ingressi prenotati e guida abilitata.',
        body: ['Due notti in hotel in centro, visite guidate con ingresso riservato e Firenze Card inclusa.'],
        stages: [
          {
            eyelet: 'Sabato',
            title: 'Uffizi e Palazzo Vecchio',
            text: 'Visita guidata di tre ore agli Uffizi.',
            duration: '3 ore',
            vehicle: 'A piedi',
          },
          {
            eyelet: 'Domenica',
            title: 'David e cupola',
            text: 'Galleria dell’Accademia e salita alla cupola.',
            duration: '4 ore',
            vehicle: 'A piedi',
          },
        ],
      },
      en: {
        title: 'Renaissance Florence in a weekend',
        abstract: 'Uffizi, Accademia and Brunelleschi’s dome with booked tickets and a licensed guide.',
        body: [
          'Two nights in a central hotel, guided visits and the Firenze Card for the museums of the city.',
        ],
        stages: [
          {
            eyelet: 'Saturday',
            title: 'Uffizi and Palazzo Vecchio',
            text: 'A three-hour guided visit.',
            duration: '3 hours',
            vehicle: 'On foot',
          },
          {
            eyelet: 'Sunday',
            title: 'David and the dome',
            text: 'The Accademia and the dome climb.',
            duration: '4 hours',
            vehicle: 'On foot',
          },
        ],
      },
      es: {
        title: 'Florencia renacentista en un fin de semana',
        abstract: 'Uffizi, Academia y la cúpula de Brunelleschi con entradas reservadas.',
        body: [
          'Dos noches en un hotel céntrico, visitas guiadas y la Firenze Card para los museos de la ciudad.',
        ],
      },
    },
  },
  {
    price: [520, 890],
    onRequest: false,
    contact: IAT_SIENA,
    themes: ['benessere', 'natura'],
    comune: 'pienza',
    texts: {
      it: {
        title: 'Terme e Val d’Orcia: quattro giorni di benessere',
        abstract: 'Bagno Vignoni, Bagni San Filippo e le piscine termali di San Casciano.',
        body: [
          'Tre notti in hotel termale con ingresso alle piscine e un massaggio incluso, più una cena con prodotti locali.',
        ],
        stages: [
          {
            title: 'Bagno Vignoni',
            text: 'La piazza d’acqua e le piscine dell’hotel.',
            duration: '1 giorno',
            vehicle: 'Auto',
          },
          {
            title: 'Bagni San Filippo',
            text: 'Le cascate bianche del Fosso Bianco.',
            duration: 'mezza giornata',
            vehicle: 'Auto',
            distance: 30,
          },
        ],
      },
      en: {
        title: 'Spas and Val d’Orcia: four days of wellbeing',
        abstract: 'Bagno Vignoni, Bagni San Filippo and the thermal pools of San Casciano.',
        body: ['Three nights in a spa hotel with pool access and a massage, and a dinner of local produce.'],
      },
    },
  },
  {
    price: [610, 980],
    onRequest: true,
    contact: {
      nome: 'Ufficio turistico Portoferraio',
      telefono: '0565 914671',
      email: 'info.elba@example.org',
    },
    themes: ['mare', 'natura', 'sport'],
    comune: 'livorno',
    texts: {
      it: {
        title: 'L’isola d’Elba a piedi',
        abstract: 'Cinque giorni sulla Grande Traversata Elbana con trasporto bagagli.',
        body: ['Il trekking attraversa l’isola da Cavo a Pomonte; ogni sera si dorme in un hotel diverso.'],
        stages: [
          {
            eyelet: 'Giorno 1',
            title: 'Da Cavo a Porto Azzurro',
            text: 'Sulle colline delle miniere di ferro.',
            duration: '6 ore',
            vehicle: 'A piedi',
            distance: 18,
          },
          {
            eyelet: 'Giorno 2',
            title: 'Dal Monte Calamita a Lacona',
            text: 'Panorami sul golfo Stella.',
            duration: '5 ore',
            vehicle: 'A piedi',
            distance: 15,
          },
          {
            eyelet: 'Giorno 3',
            title: 'Monte Capanne',
            text: 'La vetta dell’isola e la discesa a Pomonte.',
            duration: '7 ore',
            vehicle: 'A piedi',
            distance: 16,
          },
        ],
      },
      en: {
        title: 'Elba island on foot',
        abstract: 'Five days on the Grande Traversata Elbana with luggage transfer.',
        body: ['The trek crosses the island from Cavo to Pomonte, on the ridge paths between the two seas.'],
      },
    },
  },
  {
    price: [180, 260],
    onRequest: false,
    contact: IAT_LUCCA,
    themes: ['natura', 'borghi'],
    comune: 'lucca',
    texts: {
      it: {
        title: 'Lucca e la Garfagnana in treno',
        abstract: 'Con la ferrovia Lucca–Aulla tra il Ponte del Diavolo, Barga e Castelnuovo.',
        body: [
          'Un fine settimana senza auto: treno regionale, passeggiate nella valle e farro della Garfagnana a tavola.',
        ],
        stages: [
          {
            title: 'Ponte della Maddalena',
            text: 'Il Ponte del Diavolo a Borgo a Mozzano.',
            duration: '1 ora',
            vehicle: 'Treno',
            distance: 22,
          },
          {
            title: 'Barga',
            text: 'Il Duomo e la casa di Pascoli.',
            duration: '3 ore',
            vehicle: 'Treno e autobus',
            distance: 15,
          },
          {
            title: 'Castelnuovo di Garfagnana',
            text: 'La Rocca ariostesca e il mercato del giovedì.',
            duration: '3 ore',
            vehicle: 'Treno',
            distance: 12,
          },
        ],
      },
      en: {
        title: 'Lucca and the Garfagnana by train',
        abstract: 'On the Lucca–Aulla line to the Devil’s Bridge, Barga and Castelnuovo.',
        body: ['A car-free weekend: regional train, walks in the valley and Garfagnana spelt at the table.'],
      },
    },
  },
  {
    price: [340, 540],
    onRequest: true,
    contact: { nome: 'IAT Grosseto', telefono: '0564 462611', email: 'iat.grosseto@example.org' },
    themes: ['natura', 'sport'],
    comune: 'grosseto',
    texts: {
      it: {
        title: 'Maremma a cavallo',
        abstract: 'Tre giorni con i butteri tra il Parco della Maremma e le colline di Scansano.',
        body: [
          'Per cavalieri con un minimo di esperienza; i cavalli sono maremmani addestrati al lavoro con il bestiame.',
        ],
        stages: [
          {
            title: 'Alberese',
            text: 'La merca e il lavoro dei butteri.',
            duration: 'giornata intera',
            vehicle: 'Cavallo',
            distance: 18,
          },
          {
            title: 'Scansano',
            text: 'Vigne del Morellino e pranzo in cantina.',
            duration: 'giornata intera',
            vehicle: 'Cavallo',
            distance: 22,
          },
        ],
      },
      en: {
        title: 'Maremma on horseback',
        abstract: 'Three days with the butteri between the Maremma Park and the Scansano hills.',
        body: ['For riders with some experience: two days on horseback across the Maremma, with a guide.'],
      },
    },
  },
  {
    price: [230, 360],
    onRequest: false,
    contact: { nome: 'IAT Arezzo', telefono: '0575 401945', email: 'iat.arezzo@example.org' },
    themes: ['arte'],
    comune: 'arezzo',
    texts: {
      it: {
        title: 'Sulle tracce di Piero della Francesca',
        abstract:
          'Arezzo, Monterchi e Sansepolcro: la Leggenda della Vera Croce, la Madonna del Parto e la Resurrezione.',
        body: [
          'Due giorni con ingressi prenotati alla Basilica di San Francesco e ai musei di Monterchi e Sansepolcro.',
        ],
        stages: [
          {
            title: 'Arezzo',
            text: 'La cappella Bacci in San Francesco.',
            duration: '2 ore',
            vehicle: 'A piedi',
          },
          {
            title: 'Monterchi',
            text: 'La Madonna del Parto.',
            duration: '1 ora',
            vehicle: 'Auto',
            distance: 30,
          },
          {
            title: 'Sansepolcro',
            text: 'La Resurrezione al Museo Civico.',
            duration: '2 ore',
            vehicle: 'Auto',
            distance: 15,
          },
        ],
      },
      en: {
        title: 'In the footsteps of Piero della Francesca',
        abstract:
          'Arezzo, Monterchi and Sansepolcro: the True Cross, the Madonna del Parto and the Resurrection.',
        body: [
          'Two days with booked entrances, so that the queues at the museums and the tower are skipped.',
        ],
      },
    },
  },
  {
    price: [160, 240],
    onRequest: false,
    contact: { nome: 'IAT Pisa', telefono: '050 550100', email: 'iat.pisa@example.org' },
    themes: ['arte', 'famiglie'],
    comune: 'pisa',
    texts: {
      it: {
        title: 'Pisa e Volterra: la Torre e l’alabastro',
        abstract: 'Piazza dei Miracoli e un laboratorio di alabastro a Volterra, con pranzo toscano.',
        body: [
          'Un weekend facile, adatto alle famiglie, con salita alla Torre prenotata e una visita ai Lungarni.',
        ],
        stages: [
          {
            title: 'Piazza dei Miracoli',
            text: 'Duomo, Battistero e salita alla Torre.',
            duration: '3 ore',
            vehicle: 'A piedi',
          },
          {
            title: 'Volterra',
            text: 'Laboratorio di alabastro e centro storico.',
            duration: 'mezza giornata',
            vehicle: 'Autobus',
            distance: 65,
          },
        ],
      },
      en: {
        title: 'Pisa and Volterra: the Tower and alabaster',
        abstract: 'Piazza dei Miracoli and an alabaster workshop in Volterra, with a Tuscan lunch.',
        body: ['An easy weekend for families, with a booked climb of the Tower and a walk along the river.'],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Events (evento): dates relative to the day the demo is seeded

export interface DemoEvent {
  /** First and last day, in days from the seed day (negative: already over). */
  when: [number, number];
  hours?: [[number, number], [number, number]];
  doors?: [number, number];
  where: LocationValue;
  price: number;
  site: string;
  video?: string;
  tags?: string[];
  themes: string[];
  comune: string;
  families: boolean;
  texts: Langs;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    when: [25, 25],
    doors: [17, 0],
    where: at('Piazza del Campo, 53100 Siena', 43.3186, 11.3317),
    price: 0,
    site: 'https://www.comune.siena.it',
    tags: ['paliodisiena', 'contrade'],
    themes: ['arte'],
    comune: 'siena',
    families: false,
    texts: {
      it: {
        title: 'Palio di Siena',
        subtitle: 'La corsa delle contrade in Piazza del Campo',
        abstract: 'Dieci contrade, tre giri di piazza e una città intera che si ferma per novanta secondi.',
        body: [
          'La giornata comincia con la messa del fantino e il corteo storico; la corsa parte al tramonto.',
          'La piazza è gratuita; i palchi si prenotano con mesi di anticipo.',
        ],
      },
      en: {
        title: 'Palio di Siena',
        subtitle: 'The contrade horse race in Piazza del Campo',
        abstract:
          'Ten contrade, three laps of the square and a whole city holding its breath for ninety seconds.',
        body: ['The day opens with the jockeys’ mass and the historical parade; the race starts at sunset.'],
      },
    },
  },
  {
    when: [40, 44],
    hours: [
      [9, 0],
      [19, 0],
    ],
    where: at('Piazza Napoleone, 55100 Lucca', 43.8411, 10.5024),
    price: 22,
    site: 'https://www.luccacomicsandgames.com',
    tags: ['luccacomics', 'cosplay'],
    themes: ['famiglie'],
    comune: 'lucca',
    families: true,
    texts: {
      it: {
        title: 'Lucca Comics & Games',
        abstract: 'Fumetto, giochi e cosplay invadono il centro storico per cinque giorni.',
        body: ['Padiglioni nelle piazze e sulle Mura; il biglietto giornaliero comprende tutte le aree.'],
      },
      en: {
        title: 'Lucca Comics & Games',
        abstract: 'Comics, games and cosplay fill the old town for five days.',
        body: [
          'Pavilions in the squares and on the walls, with comics, games and meetings with the artists.',
        ],
      },
      fr: {
        title: 'Lucca Comics & Games',
        abstract: 'Bandes dessinées, jeux et cosplay envahissent le centre historique pendant cinq jours.',
        body: [
          'Des pavillons sur les places et sur les remparts, avec des bandes dessinées, des jeux et des rencontres.',
        ],
      },
    },
  },
  {
    when: [-160, -160],
    hours: [
      [21, 0],
      [23, 59],
    ],
    where: at('Lungarni, 56125 Pisa', 43.7167, 10.4017),
    price: 0,
    site: 'https://www.comune.pisa.it',
    themes: ['arte'],
    comune: 'pisa',
    families: true,
    texts: {
      it: {
        title: 'Luminara di San Ranieri',
        abstract: 'Settantamila lumini accesi sui palazzi dei Lungarni la sera del 16 giugno.',
        body: [
          'Le facciate sono disegnate da cornici di legno bianche con i lumini a cera; alle 23 i fuochi sull’Arno.',
        ],
      },
      en: {
        title: 'Luminara of San Ranieri',
        abstract: 'Seventy thousand candles light the riverfront palaces on the evening of 16 June.',
        body: ['Fireworks over the Arno at 11 pm, best seen from the riverside and the bridges.'],
      },
    },
  },
  {
    when: [-75, -74],
    where: at('Piazza della Santissima Annunziata, 50122 Firenze', 43.7766, 11.2614),
    price: 0,
    site: 'https://www.comune.fi.it',
    themes: ['famiglie'],
    comune: 'firenze',
    families: true,
    texts: {
      it: {
        title: 'Festa della Rificolona',
        abstract:
          'Le lanterne di carta dei bambini la sera del 6 settembre, vigilia della Natività di Maria.',
        body: [
          'Il corteo parte da piazza Santa Croce e arriva alla Santissima Annunziata, dove si tiene la fiera.',
        ],
      },
      en: {
        title: 'Rificolona festival',
        abstract: 'Children’s paper lanterns on the evening of 6 September.',
        body: ['The parade goes from Santa Croce to Santissima Annunziata, with drums and flags.'],
      },
    },
  },
  {
    when: [60, 60],
    doors: [15, 30],
    where: at('Piazza Grande, 52100 Arezzo', 43.4689, 11.8826),
    price: 35,
    site: 'https://www.giostradelsaracino.arezzo.it',
    video: 'https://www.youtube.com/watch?v=giostra-saracino',
    themes: ['arte'],
    comune: 'arezzo',
    families: false,
    texts: {
      it: {
        title: 'Giostra del Saracino',
        abstract: 'I cavalieri dei quattro quartieri corrono la lancia contro il Buratto in Piazza Grande.',
        body: ['La giostra si corre a giugno e a settembre; i posti in tribuna sono numerati.'],
        videoTitle: 'La giostra di settembre',
      },
      en: {
        title: 'Saracen Joust',
        abstract: 'Knights of the four quarters charge the Buratto in Piazza Grande.',
        body: ['Grandstand seats are numbered and should be booked weeks ahead.'],
        videoTitle: 'The September joust',
      },
    },
  },
  {
    when: [-220, -220],
    doors: [10, 0],
    where: at('Piazza del Duomo, 50122 Firenze', 43.7731, 11.256),
    price: 0,
    site: 'https://www.comune.fi.it',
    themes: ['arte'],
    comune: 'firenze',
    families: true,
    texts: {
      it: {
        title: 'Scoppio del Carro',
        abstract: 'La mattina di Pasqua la colombina accende il carro davanti al Duomo.',
        body: [
          'Il Brindellone arriva trainato da buoi bianchi; se la colombina torna all’altare, il raccolto sarà buono.',
        ],
      },
      en: {
        title: 'Explosion of the Cart',
        abstract: 'On Easter morning a dove-shaped rocket lights the cart in front of the Duomo.',
        body: ['The cart is drawn by white oxen from the Porta al Prato to the cathedral square.'],
      },
    },
  },
  {
    when: [80, 80],
    where: at('Piazza Grande, 53045 Montepulciano', 43.0927, 11.7806),
    price: 0,
    site: 'https://www.braviodellebotti.it',
    themes: ['enogastronomia'],
    comune: 'montepulciano',
    families: true,
    texts: {
      it: {
        title: 'Bravìo delle Botti',
        abstract: 'Le contrade spingono botti da ottanta chili su per il Corso fino al Duomo.',
        body: ['La gara dura pochi minuti, ma la festa con cene nelle contrade dura una settimana.'],
      },
      en: {
        title: 'Bravìo delle Botti',
        abstract: 'The contrade push 80-kilo barrels up the Corso to the cathedral.',
        body: ['The race lasts minutes, the feast a week, with dinners in every district.'],
      },
    },
  },
  {
    when: [-40, -39],
    hours: [
      [10, 0],
      [20, 0],
    ],
    where: at('Piazza dei Priori, 56048 Volterra', 43.4017, 10.8606),
    price: 12,
    site: 'https://www.volterra1398.it',
    themes: ['arte', 'famiglie'],
    comune: 'volterra',
    families: true,
    texts: {
      it: {
        title: 'Volterra AD 1398',
        abstract: 'La città torna al Medioevo: mestieri, musici e mille figuranti in costume.',
        body: ['Le monete del 1398 si cambiano all’ingresso e si usano nelle taverne.'],
      },
      en: {
        title: 'Volterra AD 1398',
        abstract: 'The town goes back to the Middle Ages: crafts, musicians and a thousand costumed people.',
        body: ['Change your money for 1398 coins at the gate, to spend at the market stalls.'],
      },
    },
  },
  {
    when: [15, 50],
    doors: [20, 30],
    where: at('Gran Teatro Giacomo Puccini, 55049 Torre del Lago', 43.8297, 10.2768),
    price: 45,
    site: 'https://www.puccinifestival.it',
    tags: ['puccinifestival'],
    themes: ['arte'],
    comune: 'lucca',
    families: false,
    texts: {
      it: {
        title: 'Puccini Festival',
        subtitle: 'Le opere di Puccini sul lago che le ha viste nascere',
        abstract: 'Tosca, Bohème e Turandot nel teatro all’aperto di Torre del Lago.',
        body: ['Le serate iniziano alle 21.15; una navetta collega Viareggio al teatro.'],
      },
      en: {
        title: 'Puccini Festival',
        abstract: 'Tosca, Bohème and Turandot in the open-air theatre at Torre del Lago.',
        body: ['Performances start at 9.15 pm in the open-air theatre by the lake.'],
      },
      de: {
        title: 'Puccini Festival',
        abstract: 'Tosca, Bohème und Turandot im Freilichttheater von Torre del Lago.',
        body: ['Die Aufführungen beginnen um 21.15 Uhr im Freilichttheater am See.'],
      },
    },
  },
  {
    when: [-280, -250],
    where: at('Viale Carducci, 55049 Viareggio', 43.8657, 10.2513),
    price: 20,
    site: 'https://viareggio.ilcarnevale.com',
    video: 'https://www.youtube.com/watch?v=carnevale-viareggio',
    tags: ['carnevalediviareggio'],
    themes: ['famiglie', 'mare'],
    comune: 'lucca',
    families: true,
    texts: {
      it: {
        title: 'Carnevale di Viareggio',
        abstract: 'I carri di cartapesta sfilano sui viali a mare per cinque domeniche.',
        body: ['I carri più grandi superano i venti metri e si muovono con i loro personaggi satirici.'],
        videoTitle: 'I carri in passeggiata',
      },
      en: {
        title: 'Viareggio Carnival',
        abstract: 'Papier-mâché floats parade along the seafront for five Sundays.',
        body: ['The biggest floats are over twenty metres high and move along the seafront.'],
        videoTitle: 'The floats on the seafront',
      },
    },
  },
  {
    when: [-150, -145],
    doors: [16, 0],
    where: at('Piazza Santa Croce, 50122 Firenze', 43.7686, 11.2622),
    price: 30,
    site: 'https://www.calciostorico.it',
    themes: ['sport'],
    comune: 'firenze',
    families: false,
    texts: {
      it: {
        title: 'Calcio Storico Fiorentino',
        abstract: 'Azzurri, Bianchi, Rossi e Verdi si sfidano in Piazza Santa Croce a giugno.',
        body: ['La finale si gioca il 24 giugno, festa di San Giovanni, patrono della città.'],
      },
      en: {
        title: 'Historic Florentine Football',
        abstract: 'Blues, Whites, Reds and Greens face off in Piazza Santa Croce in June.',
        body: ['The final is played on 24 June, the feast of the city’s patron saint.'],
      },
    },
  },
  {
    when: [5, 70],
    hours: [
      [21, 0],
      [23, 30],
    ],
    where: at('Teatro Romano, 50014 Fiesole', 43.8069, 11.2931),
    price: 25,
    site: 'https://www.estatefiesolana.it',
    themes: ['arte'],
    comune: 'firenze',
    families: false,
    texts: {
      it: {
        title: 'Estate Fiesolana',
        abstract: 'Musica, teatro e danza nel teatro romano di Fiesole.',
        body: [
          'Il festival più antico all’aperto d’Italia; la navetta da Firenze parte da piazza San Marco.',
        ],
      },
      en: {
        title: 'Fiesole Summer Festival',
        abstract: 'Music, theatre and dance in the Roman theatre of Fiesole.',
        body: ['Italy’s oldest open-air festival, with theatre and music in the Roman amphitheatre.'],
      },
    },
  },
  {
    when: [-100, -97],
    doors: [19, 0],
    where: at('Piazza del Duomo, 51100 Pistoia', 43.9331, 10.9172),
    price: 38,
    site: 'https://www.pistoiablues.com',
    tags: ['pistoiablues'],
    themes: ['arte'],
    comune: 'pistoia',
    families: false,
    texts: {
      it: {
        title: 'Pistoia Blues',
        abstract: 'Dal 1980 il blues e il rock in piazza del Duomo.',
        body: ['Quattro serate con artisti internazionali e palco aperto ai giovani gruppi.'],
      },
      en: {
        title: 'Pistoia Blues',
        abstract: 'Blues and rock in the cathedral square since 1980.',
        body: ['Four nights with international artists on a stage in the main square.'],
      },
    },
  },
  {
    when: [30, 31],
    hours: [
      [10, 0],
      [22, 0],
    ],
    where: at('Piazza del Popolo, 53024 Montalcino', 43.0581, 11.4889),
    price: 0,
    site: 'https://www.comune.montalcino.si.it',
    themes: ['enogastronomia', 'famiglie'],
    comune: 'montepulciano',
    families: true,
    texts: {
      it: {
        title: 'Sagra del Tordo',
        abstract: 'Montalcino festeggia l’autunno con il torneo degli arcieri dei quattro quartieri.',
        body: ['Nella Fortezza stand gastronomici con piatti della tradizione e Brunello al bicchiere.'],
      },
      en: {
        title: 'Thrush Festival',
        abstract: 'Montalcino celebrates autumn with the archery tournament of its four quarters.',
        body: ['Food stands in the fortress, with local wine and dishes of the day.'],
      },
    },
  },
  {
    when: [45, 66],
    hours: [
      [9, 0],
      [19, 0],
    ],
    where: at('Piazza del Duomo, 56028 San Miniato', 43.6803, 10.8497),
    price: 0,
    site: 'https://www.sanminiatopromozione.it',
    tags: ['tartufobianco', 'sanminiato'],
    themes: ['enogastronomia'],
    comune: 'pisa',
    families: true,
    texts: {
      it: {
        title: 'Mostra mercato del tartufo bianco di San Miniato',
        abstract: 'Tre fine settimana di novembre dedicati al tartufo bianco delle colline sanminiatesi.',
        body: ['Banchi dei tartufai, cooking show e menu a tema nei ristoranti del borgo.'],
      },
      en: {
        title: 'San Miniato White Truffle Fair',
        abstract: 'Three November weekends devoted to the white truffle.',
        body: ['Truffle stalls, cooking shows and themed menus in the town’s restaurants.'],
      },
      fr: {
        title: 'Foire de la truffe blanche de San Miniato',
        abstract: 'Trois week-ends de novembre consacrés à la truffe blanche.',
        body: ['Stands des trufficulteurs, démonstrations de cuisine et menus à thème dans les restaurants.'],
      },
    },
  },
  {
    when: [-20, -18],
    hours: [
      [18, 0],
      [23, 59],
    ],
    where: at('Piazza della Repubblica, 50123 Firenze', 43.7714, 11.2542),
    price: 0,
    site: 'https://www.comune.fi.it',
    themes: ['arte', 'famiglie'],
    comune: 'firenze',
    families: true,
    texts: {
      it: {
        title: 'Notte bianca di Firenze',
        abstract: 'Musei aperti fino a tardi, concerti nelle piazze e negozi aperti tutta la notte.',
        body: ['Ingresso gratuito in molti musei civici dalle 19 all’una, con concerti nelle piazze.'],
      },
      en: {
        title: 'Florence White Night',
        abstract: 'Museums open late, concerts in the squares and shops open all night.',
        body: ['Free entry to many civic museums from 7 pm to 1 am, with concerts in the squares.'],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Offers (offerta)

export interface DemoOffer {
  structure: string;
  valid: [number, number];
  price: number;
  included: string[];
  excluded: string[];
  booking: string;
  comune: string;
  texts: Langs;
}

export const DEMO_OFFERS: DemoOffer[] = [
  {
    structure: 'Agriturismo Il Poggio',
    valid: [-10, 120],
    price: 240,
    included: ['pernottamento', 'colazione', 'degustazione'],
    excluded: ['trasferimenti'],
    booking: 'https://www.ilpoggio.example.org/prenota',
    comune: 'siena',
    texts: {
      it: {
        title: 'Weekend romantico in agriturismo',
        abstract: 'Due notti tra le vigne con colazione in camera e degustazione dei vini della tenuta.',
        body: [
          'La camera matrimoniale con vista sulle colline, la piscina panoramica e una bottiglia di Chianti in omaggio.',
        ],
        conditions: 'Cancellazione gratuita fino a sette giorni prima dell’arrivo.',
      },
      en: {
        title: 'Romantic weekend in a farmhouse',
        abstract:
          'Two nights among the vines with breakfast in the room and a tasting of the estate’s wines.',
        body: ['A double room with a view of the hills and a bottle of Chianti.'],
        conditions: 'Free cancellation up to seven days before arrival.',
      },
    },
  },
  {
    structure: 'Hotel Bellavista Siena',
    valid: [0, 90],
    price: 320,
    included: ['pernottamento', 'mezza-pensione', 'ingressi'],
    excluded: ['assicurazione'],
    booking: 'https://www.bellavistasiena.example.org/offerte',
    comune: 'siena',
    texts: {
      it: {
        title: 'Siena e le contrade: tre notti in mezza pensione',
        abstract: 'Tre notti con cena tipica e ingresso al Museo dell’Opera e al Facciatone.',
        body: ['L’hotel è a dieci minuti a piedi da Piazza del Campo.'],
        conditions: 'Non rimborsabile nella settimana del Palio.',
      },
      en: {
        title: 'Siena and its contrade: three nights half board',
        abstract: 'Three nights with a typical dinner and entry to the Opera Museum.',
        body: ['Ten minutes on foot from Piazza del Campo, with parking nearby.'],
      },
    },
  },
  {
    structure: 'B&B La Torre di Lucca',
    valid: [-200, -30],
    price: 150,
    included: ['pernottamento', 'colazione', 'noleggio-bici'],
    excluded: ['guida'],
    booking: 'https://www.latorredilucca.example.org',
    comune: 'lucca',
    texts: {
      it: {
        title: 'Lucca: tre notti al prezzo di due',
        abstract: 'Nel centro storico, con biciclette incluse per il giro delle Mura.',
        body: ['Offerta valida in bassa stagione, escluse le date di Lucca Comics.'],
        conditions: 'Soggiorno minimo tre notti.',
      },
      en: {
        title: 'Lucca: three nights for the price of two',
        abstract: 'In the old town, with bikes included for the walls.',
        body: ['Low season offer, for stays of at least two nights.'],
      },
    },
  },
  {
    structure: 'Casale Le Crete',
    valid: [20, 60],
    price: 190,
    included: ['pernottamento', 'colazione', 'degustazione', 'guida'],
    excluded: ['trasferimenti', 'assicurazione'],
    booking: 'https://www.lecrete.example.org/vendemmia',
    comune: 'siena',
    texts: {
      it: {
        title: 'Vendemmia alle Crete',
        abstract: 'Una giornata in vigna con l’enologo, pranzo dei vendemmiatori e una notte al casale.',
        body: ['Si raccoglie il Sangiovese a mano e si assiste alla pigiatura in cantina.'],
        conditions: 'Le date dipendono dalla maturazione dell’uva.',
      },
      en: {
        title: 'Grape harvest at the Crete',
        abstract: 'A day in the vineyard with the winemaker, harvest lunch and a night at the farmhouse.',
        body: ['Pick Sangiovese by hand and watch the pressing.'],
      },
    },
  },
  {
    structure: 'Agriturismo Il Poggio',
    valid: [-300, -150],
    price: 85,
    included: ['colazione', 'noleggio-bici'],
    excluded: ['pernottamento'],
    booking: 'https://www.ilpoggio.example.org/bici',
    comune: 'siena',
    texts: {
      it: {
        title: 'Bici e colazione in fattoria',
        abstract: 'Noleggio e-bike per un giorno e colazione contadina prima della partenza.',
        body: ['Tre percorsi segnalati partono dall’agriturismo.'],
      },
      en: {
        title: 'Bike and farm breakfast',
        abstract: 'A day’s e-bike hire and a farm breakfast before you set off.',
        body: ['Three marked routes start from the farmhouse.'],
      },
    },
  },
  {
    structure: 'Hotel Bellavista Siena',
    valid: [10, 200],
    price: 120,
    included: ['guida', 'degustazione'],
    excluded: ['pernottamento', 'trasferimenti'],
    booking: 'https://www.bellavistasiena.example.org/cucina',
    comune: 'siena',
    texts: {
      it: {
        title: 'Corso di cucina toscana',
        abstract:
          'Pici, ribollita e cantucci con la cuoca dell’hotel, poi a tavola con i vini del territorio.',
        body: ['Quattro ore di lezione pratica per gruppi di massimo otto persone.'],
      },
      en: {
        title: 'Tuscan cooking class',
        abstract: 'Pici, ribollita and cantucci with the hotel cook, then dinner with local wines.',
        body: ['Four hours of hands-on cooking, then lunch with what you made.'],
      },
      es: {
        title: 'Curso de cocina toscana',
        abstract: 'Pici, ribollita y cantucci con la cocinera del hotel.',
        body: ['Cuatro horas de clase práctica y después el almuerzo con lo que se ha cocinado.'],
      },
    },
  },
  {
    structure: 'Casale Le Crete',
    valid: [100, 140],
    price: 410,
    included: ['pernottamento', 'mezza-pensione'],
    excluded: ['ingressi'],
    booking: 'https://www.lecrete.example.org/pasqua',
    comune: 'pienza',
    texts: {
      it: {
        title: 'Pasqua in Val d’Orcia',
        abstract: 'Tre notti con pranzo di Pasqua e passeggiata guidata a Pienza.',
        body: ['Il pranzo pasquale è preparato con prodotti dell’orto del casale.'],
      },
      en: {
        title: 'Easter in the Val d’Orcia',
        abstract: 'Three nights with Easter lunch and a guided walk in Pienza.',
        body: ['Easter lunch from the farmhouse garden, with lamb and local wine.'],
      },
    },
  },
  {
    structure: 'B&B La Torre di Lucca',
    valid: [-60, -2],
    price: 200,
    included: ['pernottamento', 'colazione'],
    excluded: ['noleggio-bici'],
    booking: 'https://www.latorredilucca.example.org/natale',
    comune: 'lucca',
    texts: {
      it: {
        title: 'Natale a Lucca',
        abstract: 'Due notti tra i mercatini di piazza San Michele e i concerti nelle chiese.',
        body: ['Colazione con i dolci della tradizione lucchese, come il buccellato.'],
      },
      en: {
        title: 'Christmas in Lucca',
        abstract: 'Two nights among the San Michele market stalls and church concerts.',
        body: ['Breakfast with buccellato, the sweet bread of Lucca.'],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Points of interest (punto_interesse)

type Hours = [number[], [number, number], [number, number]][];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const TUE_SUN = [1, 2, 3, 4, 5, 6];

export interface DemoPlace {
  category: string;
  where: LocationValue;
  hours: Hours;
  istat: string;
  contact: DynamicEntry;
  accessible: boolean;
  themes: string[];
  comune: string;
  texts: Langs;
}

const museum = (nome: string, telefono: string, email: string) => ({ nome, telefono, email });

export const DEMO_PLACES: DemoPlace[] = [
  {
    category: 'museo',
    where: at('Piazzale degli Uffizi 6, 50122 Firenze', 43.7678, 11.2553),
    hours: [[TUE_SUN, [8, 15], [18, 30]]],
    istat: '048017',
    contact: museum('Biglietteria', '055 294883', 'uffizi@example.org'),
    accessible: true,
    themes: ['arte'],
    comune: 'firenze',
    texts: {
      it: {
        kicker: 'Firenze',
        subtitle: 'Il museo del Rinascimento',
        title: 'Galleria degli Uffizi',
        abstract: 'Botticelli, Leonardo, Michelangelo e Caravaggio nel palazzo progettato dal Vasari.',
        body: [
          'Le sale seguono la storia della pittura dal Duecento al Settecento; la Nascita di Venere e la Primavera sono nelle sale di Botticelli.',
          'La prenotazione è consigliata tutto l’anno.',
        ],
        chapters: [
          {
            title: 'Da non perdere',
            text: ['La Tribuna, l’Annunciazione di Leonardo e il Tondo Doni di Michelangelo.'],
          },
        ],
      },
      en: {
        kicker: 'Florence',
        subtitle: 'The museum of the Renaissance',
        title: 'Uffizi Gallery',
        abstract: 'Botticelli, Leonardo, Michelangelo and Caravaggio in the palace designed by Vasari.',
        body: [
          'The rooms follow painting from the 13th to the 18th century, from Giotto and Botticelli to Caravaggio.',
        ],
        chapters: [
          {
            title: 'Not to be missed',
            text: ['The Tribuna, Leonardo’s Annunciation and Michelangelo’s Doni Tondo.'],
          },
        ],
      },
      fr: {
        title: 'Galerie des Offices',
        abstract: 'Botticelli, Léonard, Michel-Ange et le Caravage dans le palais de Vasari.',
        body: [
          'La réservation est conseillée toute l’année, surtout le week-end et pendant les vacances scolaires.',
        ],
      },
      de: {
        title: 'Uffizien',
        abstract: 'Botticelli, Leonardo, Michelangelo und Caravaggio im Palast von Vasari.',
        body: [
          'Eine Reservierung wird das ganze Jahr empfohlen, vor allem am Wochenende und in den Schulferien.',
        ],
      },
      es: {
        title: 'Galería de los Uffizi',
        abstract: 'Botticelli, Leonardo, Miguel Ángel y Caravaggio en el palacio de Vasari.',
        body: ['Se aconseja reservar todo el año, sobre todo los fines de semana y en vacaciones escolares.'],
      },
    },
  },
  {
    category: 'chiesa',
    where: at('Piazza del Duomo 8, 53100 Siena', 43.3176, 11.3289),
    hours: [[EVERY_DAY, [10, 0], [19, 0]]],
    istat: '052032',
    contact: museum('Opera del Duomo', '0577 286300', 'opera@example.org'),
    accessible: true,
    themes: ['arte'],
    comune: 'siena',
    texts: {
      it: {
        title: 'Duomo di Siena',
        abstract: 'Il pavimento a commesso marmoreo, la Libreria Piccolomini e il pulpito di Nicola Pisano.',
        body: [
          'Il pavimento si scopre interamente solo d’estate e in autunno; la Libreria è affrescata dal Pinturicchio.',
        ],
      },
      en: {
        title: 'Siena Cathedral',
        abstract: 'The inlaid marble floor, the Piccolomini Library and Nicola Pisano’s pulpit.',
        body: [
          'The floor is fully uncovered only in summer and autumn, when its marble scenes can all be seen.',
        ],
      },
    },
  },
  {
    category: 'monumento',
    where: at('Piazza del Duomo, 56126 Pisa', 43.723, 10.3966),
    hours: [[EVERY_DAY, [9, 0], [20, 0]]],
    istat: '050026',
    contact: museum('Opera della Primaziale', '050 835011', 'opapisa@example.org'),
    accessible: false,
    themes: ['arte', 'famiglie'],
    comune: 'pisa',
    texts: {
      it: {
        title: 'Torre di Pisa',
        abstract:
          'Il campanile pendente di Piazza dei Miracoli: 251 gradini e quasi quattro gradi di inclinazione.',
        body: ['La salita è a turni di trenta minuti; i bambini sotto gli otto anni non sono ammessi.'],
      },
      en: {
        title: 'Leaning Tower of Pisa',
        abstract: 'The leaning bell tower of Piazza dei Miracoli: 251 steps and almost four degrees of tilt.',
        body: ['Climbs are in thirty-minute slots, booked at the ticket office or online on the day.'],
      },
      de: {
        title: 'Schiefer Turm von Pisa',
        abstract: 'Der schiefe Glockenturm der Piazza dei Miracoli: 251 Stufen.',
        body: [
          'Der Aufstieg erfolgt in Zeitfenstern von dreißig Minuten, zu buchen an der Kasse oder online.',
        ],
      },
    },
  },
  {
    category: 'parco',
    where: at('Baluardo San Regolo, 55100 Lucca', 43.8395, 10.5104),
    hours: [[EVERY_DAY, [0, 0], [23, 59]]],
    istat: '046017',
    contact: museum('IAT Lucca', '0583 583150', 'iat.lucca@example.org'),
    accessible: true,
    themes: ['natura', 'famiglie'],
    comune: 'lucca',
    texts: {
      it: {
        title: 'Mura di Lucca',
        abstract: 'Quattro chilometri di passeggiata alberata sopra la cinta rinascimentale.',
        body: [
          'Le Mura non furono mai assediate; oggi sono il parco della città, con giardini sui baluardi.',
        ],
      },
      en: {
        title: 'Walls of Lucca',
        abstract: 'Four kilometres of tree-lined walk on top of the Renaissance walls.',
        body: [
          'The walls were never besieged; today they are the town’s park, for walking, running and cycling.',
        ],
      },
    },
  },
  {
    category: 'monumento',
    where: at('Piazza Grande, 52100 Arezzo', 43.4689, 11.8826),
    hours: [[EVERY_DAY, [0, 0], [23, 59]]],
    istat: '051002',
    contact: museum('IAT Arezzo', '0575 401945', 'iat.arezzo@example.org'),
    accessible: true,
    themes: ['arte', 'borghi'],
    comune: 'arezzo',
    texts: {
      it: {
        title: 'Piazza Grande di Arezzo',
        abstract:
          'La piazza in pendenza con la Loggia del Vasari, teatro della Giostra e della Fiera antiquaria.',
        body: ['La prima domenica del mese la Fiera antiquaria riempie la piazza e le vie del centro.'],
      },
      en: {
        title: 'Piazza Grande, Arezzo',
        abstract: 'The sloping square with Vasari’s Loggia, home of the Joust and the antiques fair.',
        body: ['The antiques fair is on the first Sunday of the month, in the streets around the cathedral.'],
      },
    },
  },
  {
    category: 'museo',
    where: at('Via Don Minzoni 15, 56048 Volterra', 43.4012, 10.8651),
    hours: [[EVERY_DAY, [9, 0], [19, 0]]],
    istat: '050039',
    contact: museum('Museo Guarnacci', '0588 86347', 'guarnacci@example.org'),
    accessible: true,
    themes: ['arte'],
    comune: 'volterra',
    texts: {
      it: {
        title: 'Museo Etrusco Guarnacci',
        abstract: 'Urne cinerarie e l’Ombra della sera, la statuetta etrusca più famosa.',
        body: [
          'Uno dei musei pubblici più antichi d’Europa, aperto nel 1761 con le collezioni etrusche della città.',
        ],
      },
      en: {
        title: 'Guarnacci Etruscan Museum',
        abstract: 'Cinerary urns and the Shadow of the Evening, the most famous Etruscan statuette.',
        body: [
          'One of the oldest public museums in Europe, opened in 1761 with the town’s Etruscan collections.',
        ],
      },
    },
  },
  {
    category: 'chiesa',
    where: at('Piazza del Carmine 14, 50124 Firenze', 43.7681, 11.2436),
    hours: [
      [
        [0, 3, 4, 5, 6],
        [10, 0],
        [17, 0],
      ],
    ],
    istat: '048017',
    contact: museum('Musei Civici Fiorentini', '055 2768224', 'musei@example.org'),
    accessible: false,
    themes: ['arte'],
    comune: 'firenze',
    texts: {
      it: {
        title: 'Cappella Brancacci',
        abstract: 'Gli affreschi di Masaccio e Masolino che aprirono la pittura del Rinascimento.',
        body: [
          'La visita è su prenotazione, a gruppi di trenta persone per trenta minuti, con una guida del sito.',
        ],
      },
      en: {
        title: 'Brancacci Chapel',
        abstract: 'Masaccio and Masolino’s frescoes that opened Renaissance painting.',
        body: ['Visits by booking only, in groups of thirty people for thirty minutes, with a guide.'],
      },
    },
  },
  {
    category: 'chiesa',
    where: at('Castelnuovo dell’Abate, 53024 Montalcino', 43.0007, 11.5153),
    hours: [[EVERY_DAY, [10, 0], [18, 0]]],
    istat: '052037',
    contact: museum('Abbazia', '0577 286300', 'antimo@example.org'),
    accessible: true,
    themes: ['arte', 'natura'],
    comune: 'montepulciano',
    texts: {
      it: {
        title: 'Abbazia di Sant’Antimo',
        abstract: 'Una chiesa romanica di travertino e alabastro tra ulivi e cipressi.',
        body: [
          'La tradizione la vuole fondata da Carlo Magno; i monaci cantano ancora i vespri in gregoriano.',
        ],
      },
      en: {
        title: 'Sant’Antimo Abbey',
        abstract: 'A Romanesque church of travertine and alabaster among olives and cypresses.',
        body: [
          'Tradition says it was founded by Charlemagne; the abbey church stands alone among olive groves.',
        ],
      },
    },
  },
  {
    category: 'borgo',
    where: at('Piazza Pio II, 53026 Pienza', 43.0766, 11.679),
    hours: [[EVERY_DAY, [0, 0], [23, 59]]],
    istat: '052021',
    contact: museum('Ufficio turistico Pienza', '0578 749905', 'pienza@example.org'),
    accessible: true,
    themes: ['borghi', 'arte'],
    comune: 'pienza',
    texts: {
      it: {
        title: 'Pienza, la città ideale',
        abstract: 'La piazza disegnata da Bernardo Rossellino per papa Pio II.',
        body: [
          'Il pecorino di Pienza si assaggia nelle botteghe di Corso Rossellino, fresco, stagionato o sotto cenere.',
        ],
      },
      en: {
        title: 'Pienza, the ideal town',
        abstract: 'The square designed by Bernardo Rossellino for Pope Pius II.',
        body: ['Taste Pienza pecorino in the shops on Corso Rossellino, fresh, aged or matured under ash.'],
      },
    },
  },
  {
    category: 'belvedere',
    where: at('Cappella di Vitaleta, 53027 San Quirico d’Orcia', 43.0583, 11.6236),
    hours: [[EVERY_DAY, [0, 0], [23, 59]]],
    istat: '052030',
    contact: museum('IAT Siena', '0577 280551', 'iat.siena@example.org'),
    accessible: false,
    themes: ['natura'],
    comune: 'pienza',
    texts: {
      it: {
        title: 'Belvedere della Cappella di Vitaleta',
        abstract: 'Il punto panoramico sulla cappellina tra i cipressi, all’alba e al tramonto.',
        body: [
          'Si raggiunge a piedi da San Quirico per una strada bianca di due chilometri tra i campi di grano.',
        ],
      },
      en: {
        title: 'Vitaleta Chapel viewpoint',
        abstract: 'The viewpoint over the little chapel among cypresses, at dawn and sunset.',
        body: [
          'A two-kilometre walk on a white road from San Quirico, between fields of wheat and cypresses.',
        ],
      },
    },
  },
  {
    category: 'parco',
    where: at('Piazza de’ Pitti 1, 50125 Firenze', 43.7629, 11.2482),
    hours: [[TUE_SUN, [8, 15], [18, 30]]],
    istat: '048017',
    contact: museum('Palazzo Pitti', '055 294883', 'pitti@example.org'),
    accessible: false,
    themes: ['natura', 'arte', 'famiglie'],
    comune: 'firenze',
    texts: {
      it: {
        title: 'Giardino di Boboli',
        abstract: 'Il giardino dei Medici dietro Palazzo Pitti, con la Grotta del Buontalenti e l’Isolotto.',
        body: [
          'Viali in salita e scalinate: calzature comode e almeno due ore per vedere grotte, fontane e statue.',
        ],
      },
      en: {
        title: 'Boboli Gardens',
        abstract: 'The Medici garden behind Palazzo Pitti, with the Buontalenti Grotto and the Isolotto.',
        body: [
          'Uphill paths and steps: comfortable shoes and two hours at least for the grottoes, fountains and statues.',
        ],
      },
    },
  },
  {
    category: 'parco',
    where: at('Via del Bersagliere 7, 58100 Alberese', 42.6694, 11.1056),
    hours: [[EVERY_DAY, [8, 30], [17, 0]]],
    istat: '053011',
    contact: museum('Centro visite', '0564 393211', 'parcomaremma@example.org'),
    accessible: true,
    themes: ['natura', 'mare', 'famiglie'],
    comune: 'grosseto',
    texts: {
      it: {
        title: 'Parco Regionale della Maremma',
        abstract: 'Monti dell’Uccellina, pinete e spiagge selvagge tra Principina e Talamone.',
        body: [
          'Alcuni sentieri si percorrono solo con visita guidata; d’estate l’accesso è a numero chiuso.',
        ],
      },
      en: {
        title: 'Maremma Regional Park',
        abstract: 'The Uccellina hills, pine woods and wild beaches between Principina and Talamone.',
        body: ['Some trails only with a guide; limited access in summer, when the risk of fire is high.'],
      },
    },
  },
  {
    category: 'borgo',
    where: at('Piazza della Cisterna, 53037 San Gimignano', 43.4677, 11.0431),
    hours: [[EVERY_DAY, [0, 0], [23, 59]]],
    istat: '052028',
    contact: museum('Ufficio turistico', '0577 940008', 'sangimignano@example.org'),
    accessible: true,
    themes: ['borghi'],
    comune: 'san-gimignano',
    texts: {
      it: {
        title: 'Piazza della Cisterna',
        abstract: 'La piazza triangolare con il pozzo del Duecento e le torri gemelle degli Ardinghelli.',
        body: [
          'La sera, quando i pullman ripartono, la piazza torna ai suoi abitanti e ai tavolini dei caffè.',
        ],
      },
      en: {
        title: 'Piazza della Cisterna',
        abstract: 'The triangular square with its 13th-century well and the Ardinghelli towers.',
        body: [
          'In the evening, when the coaches leave, the square belongs to its residents and to the café tables again.',
        ],
      },
    },
  },
  {
    category: 'chiesa',
    where: at('Via di San Biagio 14, 53045 Montepulciano', 43.0916, 11.7722),
    hours: [[EVERY_DAY, [9, 30], [18, 30]]],
    istat: '052015',
    contact: museum('Ufficio turistico', '0578 757341', 'montepulciano@example.org'),
    accessible: true,
    themes: ['arte'],
    comune: 'montepulciano',
    texts: {
      it: {
        title: 'Tempio di San Biagio',
        abstract:
          'Il capolavoro di Antonio da Sangallo il Vecchio in travertino dorato, sotto Montepulciano.',
        body: ['Il viale di cipressi che sale al paese è una delle immagini più note della Toscana.'],
      },
      en: {
        title: 'Temple of San Biagio',
        abstract: 'Antonio da Sangallo the Elder’s masterpiece in golden travertine below Montepulciano.',
        body: [
          'The cypress avenue up to the town is one of Tuscany’s best-known views, at its best in the early morning.',
        ],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Guides (guida_citta, guida_tematica): numbered chapters for the PDF

export interface DemoGuide {
  type: 'guida_citta' | 'guida_tematica';
  status: ContentStatus;
  comune: string;
  themes: string[];
  texts: Langs;
}

export const DEMO_GUIDES: DemoGuide[] = [
  {
    type: 'guida_citta',
    status: 'published',
    comune: 'firenze',
    themes: [],
    texts: {
      it: {
        kicker: 'Guida pratica',
        subtitle: 'Edizione dell’ufficio IAT di Firenze',
        title: 'Firenze, città d’arte',
        abstract:
          'Cosa vedere, come muoversi e dove mangiare nella città del Rinascimento, capitolo per capitolo.',
        body: [],
        chapters: [
          {
            title: 'Il Duomo e il Battistero',
            text: [
              'Santa Maria del Fiore è la terza chiesa più grande d’Europa; la cupola del Brunelleschi fu costruita senza centine tra il 1420 e il 1436.',
              'Il biglietto unico comprende cupola, campanile, battistero, cripta e Museo dell’Opera; la salita alla cupola richiede la prenotazione di un orario.',
            ],
            address: 'Piazza del Duomo, 50122 Firenze',
            lat: 43.7731,
            lng: 11.256,
          },
          {
            title: 'Gli Uffizi e Palazzo Vecchio',
            text: [
              'La Galleria degli Uffizi conserva la più importante raccolta di pittura del Rinascimento; calcolate almeno tre ore.',
              'Palazzo Vecchio è ancora il municipio: dal Salone dei Cinquecento si sale alla torre di Arnolfo.',
            ],
            address: 'Piazzale degli Uffizi 6, 50122 Firenze',
            lat: 43.7678,
            lng: 11.2553,
          },
          {
            title: 'Oltrarno',
            text: [
              'Di là d’Arno ci sono Palazzo Pitti, il Giardino di Boboli e le botteghe degli artigiani di via Maggio e Santo Spirito.',
              'La sera piazza Santo Spirito è il ritrovo dei fiorentini.',
            ],
          },
          {
            title: 'Muoversi in città',
            text: [
              'Il centro è zona a traffico limitato: si gira a piedi, in tramvia o in bicicletta. La tramvia T1 collega la stazione di Santa Maria Novella a Scandicci, la T2 all’aeroporto.',
              'I biglietti si comprano nelle tabaccherie o con l’app; valgono 90 minuti.',
            ],
          },
          {
            title: 'Mangiare alla fiorentina',
            text: [
              'Bistecca alla fiorentina, ribollita, pappa al pomodoro e lampredotto nei chioschi del mercato.',
              'Il Mercato Centrale di San Lorenzo è aperto tutti i giorni al piano superiore.',
            ],
          },
        ],
      },
      en: {
        kicker: 'Practical guide',
        subtitle: 'Published by the Florence IAT office',
        title: 'Florence, city of art',
        abstract:
          'What to see, how to get around and where to eat in the city of the Renaissance, chapter by chapter.',
        body: [],
        chapters: [
          {
            title: 'The Duomo and the Baptistery',
            text: [
              'Santa Maria del Fiore is the third largest church in Europe; Brunelleschi built the dome without centring between 1420 and 1436.',
              'The single ticket covers dome, bell tower, baptistery, crypt and museum; the dome climb needs a booked time.',
            ],
          },
          {
            title: 'The Uffizi and Palazzo Vecchio',
            text: [
              'The Uffizi hold the most important collection of Renaissance painting; allow at least three hours.',
            ],
          },
          {
            title: 'Oltrarno',
            text: [
              'Across the Arno: Palazzo Pitti, the Boboli Gardens and the craftsmen of via Maggio and Santo Spirito.',
            ],
          },
          {
            title: 'Getting around',
            text: [
              'The centre is a limited traffic zone: walk, take the tram or cycle. Tickets last 90 minutes.',
            ],
          },
          {
            title: 'Eating Florentine',
            text: [
              'Bistecca alla fiorentina, ribollita, pappa al pomodoro and lampredotto at the market kiosks.',
            ],
          },
        ],
      },
      fr: {
        title: 'Florence, ville d’art',
        abstract: 'Que voir, comment se déplacer et où manger dans la ville de la Renaissance.',
        body: [],
        chapters: [
          {
            title: 'Le Duomo et le Baptistère',
            text: ['Santa Maria del Fiore est la troisième plus grande église d’Europe.'],
          },
          {
            title: 'Les Offices et le Palazzo Vecchio',
            text: ['Les Offices conservent la plus importante collection de peinture de la Renaissance.'],
          },
        ],
      },
    },
  },
  {
    type: 'guida_citta',
    status: 'published',
    comune: 'siena',
    themes: [],
    texts: {
      it: {
        kicker: 'Guida della città',
        subtitle: 'Contrade, musei e sapori',
        title: 'Siena in tre giorni',
        abstract: 'La città del Palio e delle diciassette contrade, con i musei e i sapori da non perdere.',
        body: [],
        chapters: [
          {
            title: 'Piazza del Campo e il Palazzo Pubblico',
            text: [
              'La conchiglia del Campo scende verso il Palazzo Pubblico; nella Sala della Pace ci sono gli affreschi del Buon Governo di Ambrogio Lorenzetti.',
              'La Torre del Mangia si sale in turni di quarantacinque minuti.',
            ],
            address: 'Piazza del Campo, 53100 Siena',
            lat: 43.3186,
            lng: 11.3317,
          },
          {
            title: 'Il Duomo e il Santa Maria della Scala',
            text: [
              'Il complesso del Duomo comprende la cattedrale, la cripta, il battistero e il Facciatone.',
              'Di fronte, l’antico ospedale del Santa Maria della Scala è oggi un museo.',
            ],
          },
          {
            title: 'Le contrade',
            text: [
              'Ogni contrada ha la sua chiesa, la sua fontana e il suo museo; molti si visitano su appuntamento.',
            ],
          },
          {
            title: 'Dolci senesi',
            text: [
              'Panforte, ricciarelli, cavallucci e copate: si comprano nelle pasticcerie storiche di Banchi di Sopra.',
            ],
          },
        ],
      },
      en: {
        kicker: 'City guide',
        title: 'Siena in three days',
        abstract: 'The city of the Palio and its seventeen contrade, with its museums and flavours.',
        body: [],
        chapters: [
          {
            title: 'Piazza del Campo and the Palazzo Pubblico',
            text: [
              'The Campo slopes down to the Palazzo Pubblico and Lorenzetti’s Good Government frescoes.',
            ],
          },
          {
            title: 'The Cathedral and Santa Maria della Scala',
            text: ['The cathedral complex and the old hospital, now a museum.'],
          },
          { title: 'The contrade', text: ['Each contrada has its church, fountain and museum.'] },
          { title: 'Sienese sweets', text: ['Panforte, ricciarelli and cavallucci.'] },
        ],
      },
    },
  },
  {
    type: 'guida_citta',
    status: 'draft',
    comune: 'lucca',
    themes: [],
    texts: {
      it: {
        kicker: 'Guida della città',
        title: 'Lucca dentro le Mura',
        abstract: 'Cento chiese, torri con gli alberi in cima e la piazza nata da un anfiteatro romano.',
        body: [],
        chapters: [
          {
            title: 'Le Mura',
            text: [
              'La cinta del Cinquecento è lunga quattro chilometri e si percorre a piedi o in bicicletta.',
            ],
          },
          {
            title: 'Piazza dell’Anfiteatro',
            text: ['Le case seguono l’ellisse dell’anfiteatro romano del II secolo.'],
          },
          {
            title: 'Torre Guinigi',
            text: ['I lecci in cima alla torre sono il simbolo della città; 230 gradini.'],
          },
          {
            title: 'San Michele e San Martino',
            text: ['Le facciate romaniche a loggette e il Volto Santo nel Duomo.'],
          },
        ],
      },
      en: {
        title: 'Lucca within the walls',
        abstract: 'A hundred churches, towers with trees on top and a square born from a Roman amphitheatre.',
        body: [],
        chapters: [
          { title: 'The walls', text: ['The 16th-century walls are four kilometres long.'] },
          {
            title: 'Piazza dell’Anfiteatro',
            text: ['The houses follow the ellipse of the Roman amphitheatre.'],
          },
          { title: 'Guinigi Tower', text: ['The holm oaks on top are the town’s symbol.'] },
        ],
      },
    },
  },
  {
    type: 'guida_citta',
    status: 'pending',
    comune: 'pisa',
    themes: [],
    texts: {
      it: {
        kicker: 'Guida della città',
        title: 'Pisa oltre la Torre',
        abstract: 'Piazza dei Miracoli, i Lungarni e i quartieri universitari.',
        body: [],
        chapters: [
          {
            title: 'Piazza dei Miracoli',
            text: [
              'Duomo, Battistero, Camposanto e Torre: il biglietto cumulativo esclude la salita alla Torre.',
            ],
          },
          {
            title: 'I Lungarni',
            text: ['I palazzi sul fiume e la chiesetta gotica di Santa Maria della Spina.'],
          },
          { title: 'Piazza dei Cavalieri', text: ['La Scuola Normale nel palazzo decorato dal Vasari.'] },
          {
            title: 'Il murale di Keith Haring',
            text: ['Tuttomondo, dipinto nel 1989 sulla parete del convento di Sant’Antonio.'],
          },
        ],
      },
      en: {
        title: 'Pisa beyond the Tower',
        abstract: 'Piazza dei Miracoli, the riverfront and the university quarters.',
        body: [],
        chapters: [
          { title: 'Piazza dei Miracoli', text: ['Cathedral, Baptistery, Camposanto and Tower.'] },
          {
            title: 'The riverfront',
            text: ['Palaces on the river and the little Gothic church of Santa Maria della Spina.'],
          },
        ],
      },
    },
  },
  {
    type: 'guida_tematica',
    status: 'published',
    comune: 'siena',
    themes: ['enogastronomia'],
    texts: {
      it: {
        title: 'Vino e cantine di Toscana',
        abstract: 'Le grandi denominazioni toscane e come visitare le cantine.',
        body: [],
        chapters: [
          {
            title: 'Chianti Classico',
            text: [
              'Il Gallo Nero tra Firenze e Siena: Sangiovese in purezza o con piccole quote di altri vitigni.',
              'Le cantine aperte sono segnalate dal consorzio; molte chiedono la prenotazione.',
            ],
          },
          {
            title: 'Brunello di Montalcino',
            text: ['Sangiovese in purezza, almeno cinque anni prima di uscire dalla cantina.'],
          },
          {
            title: 'Vino Nobile di Montepulciano',
            text: ['Le cantine storiche scavate sotto il centro si visitano a piedi.'],
          },
          {
            title: 'Bolgheri',
            text: ['Sulla costa, il Viale dei Cipressi porta ai vini nati negli anni Settanta.'],
          },
          {
            title: 'Consigli per la visita',
            text: [
              'Prenotate, non guidate dopo le degustazioni e chiedete la spedizione a casa delle bottiglie.',
            ],
          },
        ],
      },
      en: {
        title: 'Wines and wineries of Tuscany',
        abstract: 'The great Tuscan appellations and how to visit the wineries.',
        body: [],
        chapters: [
          { title: 'Chianti Classico', text: ['The Black Rooster between Florence and Siena.'] },
          { title: 'Brunello di Montalcino', text: ['Pure Sangiovese, at least five years before release.'] },
          { title: 'Vino Nobile di Montepulciano', text: ['Historic cellars under the town centre.'] },
          { title: 'Bolgheri', text: ['On the coast, the Cypress Avenue leads to wines born in the 1970s.'] },
          { title: 'Tips for your visit', text: ['Book ahead, do not drive after tastings.'] },
        ],
      },
      de: {
        title: 'Weine und Weingüter der Toskana',
        abstract: 'Die großen toskanischen Weine und wie man die Weingüter besucht.',
        body: [],
        chapters: [{ title: 'Chianti Classico', text: ['Der Schwarze Hahn zwischen Florenz und Siena.'] }],
      },
    },
  },
  {
    type: 'guida_tematica',
    status: 'published',
    comune: 'lucca',
    themes: ['natura', 'sport'],
    texts: {
      it: {
        title: 'La Via Francigena in Toscana',
        abstract: 'Quindici tappe dal Passo della Cisa a Radicofani, con ostelli e credenziali.',
        body: [],
        chapters: [
          {
            title: 'La Lunigiana',
            text: ['Dal Passo della Cisa a Pontremoli e Aulla, tra castelli dei Malaspina.'],
          },
          { title: 'Da Lucca a San Miniato', text: ['Pianura, Altopascio e il ponte di Cappiano.'] },
          { title: 'Da San Gimignano a Siena', text: ['Le tappe più belle, tra colline e pievi.'] },
          { title: 'La Val d’Orcia', text: ['Da San Quirico a Radicofani, il confine con il Lazio.'] },
          {
            title: 'Credenziali e ostelli',
            text: [
              'Le credenziali si ritirano negli uffici IAT; gli ostelli parrocchiali accolgono con offerta libera.',
            ],
          },
        ],
      },
      en: {
        title: 'The Via Francigena in Tuscany',
        abstract: 'Fifteen stages from the Cisa Pass to Radicofani, with hostels and pilgrim passports.',
        body: [],
        chapters: [
          { title: 'Lunigiana', text: ['From the Cisa Pass to Pontremoli and Aulla.'] },
          { title: 'From Lucca to San Miniato', text: ['Plains, Altopascio and the Cappiano bridge.'] },
          { title: 'From San Gimignano to Siena', text: ['The most beautiful stages.'] },
          { title: 'The Val d’Orcia', text: ['From San Quirico to Radicofani.'] },
        ],
      },
    },
  },
  {
    type: 'guida_tematica',
    status: 'draft',
    comune: 'siena',
    themes: ['benessere'],
    texts: {
      it: {
        title: 'Terme di Toscana',
        abstract: 'Dalle vasche libere di Saturnia alle terme storiche di Montecatini.',
        body: [],
        chapters: [
          { title: 'Saturnia', text: ['Le cascate del Mulino sono libere e aperte giorno e notte.'] },
          {
            title: 'Bagno Vignoni e Bagni San Filippo',
            text: ['La piazza d’acqua e le concrezioni bianche del Fosso Bianco.'],
          },
          {
            title: 'Montecatini Terme',
            text: ['Le terme Tettuccio e il parco liberty; la funicolare sale a Montecatini Alto.'],
          },
          {
            title: 'San Casciano dei Bagni',
            text: ['Quarantadue sorgenti e il santuario etrusco-romano scoperto nel 2022.'],
          },
        ],
      },
      en: {
        title: 'Tuscan spas',
        abstract: 'From the free pools of Saturnia to the historic spas of Montecatini.',
        body: [],
        chapters: [
          { title: 'Saturnia', text: ['The Mulino falls are free and open day and night.'] },
          {
            title: 'Bagno Vignoni and Bagni San Filippo',
            text: ['The square of water and the white concretions.'],
          },
          { title: 'Montecatini Terme', text: ['The Tettuccio spa and the Art Nouveau park.'] },
        ],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Reports (report_mensile, report_evento)

export interface DemoReport {
  type: 'report_mensile' | 'report_evento';
  status: ContentStatus;
  /** report_mensile: the month, in days from the seed day. */
  period: [number, number];
  visitors: number;
  event?: string;
  comune: string;
  texts: Langs;
}

const fig = (indicatore: string, valore: string): DynamicEntry => ({ indicatore, valore });

export const DEMO_REPORTS: DemoReport[] = [
  {
    type: 'report_mensile',
    status: 'published',
    period: [-120, -91],
    visitors: 4820,
    comune: 'firenze',
    texts: {
      it: {
        title: 'Report mensile IAT Firenze: luglio',
        abstract: 'Un mese di grande afflusso: più visitatori stranieri, richieste su musei e trasporti.',
        body: [],
        figures: [
          fig('Visitatori allo sportello', '4.820'),
          fig('Richieste via e-mail', '612'),
          fig('Stranieri', '71%'),
          fig('Materiali distribuiti', '9.300'),
        ],
        chapters: [
          {
            title: 'Affluenza',
            text: [
              'L’affluenza è cresciuta del 12% rispetto a luglio dello scorso anno, con picchi nei fine settimana.',
              'Gli statunitensi restano il primo gruppo, seguiti da tedeschi e francesi.',
            ],
          },
          {
            title: 'Richieste più frequenti',
            text: ['Prenotazione della cupola, orari degli Uffizi, biglietti della tramvia per l’aeroporto.'],
          },
          {
            title: 'Note per il mese prossimo',
            text: [
              'Servono più mappe in inglese e spagnolo; segnalare alla redazione le chiusure straordinarie dei musei.',
            ],
          },
        ],
      },
      en: {
        title: 'Florence IAT monthly report: July',
        abstract: 'A busy month: more foreign visitors, questions on museums and transport.',
        body: [],
        figures: [
          fig('Visitors at the desk', '4,820'),
          fig('E-mail requests', '612'),
          fig('Foreign visitors', '71%'),
        ],
        chapters: [
          { title: 'Attendance', text: ['Attendance grew by 12% over last July.'] },
          { title: 'Most frequent questions', text: ['Dome booking, Uffizi hours, airport tram tickets.'] },
        ],
      },
    },
  },
  {
    type: 'report_mensile',
    status: 'published',
    period: [-90, -61],
    visitors: 5140,
    comune: 'firenze',
    texts: {
      it: {
        title: 'Report mensile IAT Firenze: agosto',
        abstract:
          'Agosto record: il 78% dei visitatori arriva dall’estero, molte richieste di gite in giornata.',
        body: [],
        figures: [
          fig('Visitatori allo sportello', '5.140'),
          fig('Richieste via e-mail', '540'),
          fig('Stranieri', '78%'),
        ],
        chapters: [
          {
            title: 'Affluenza',
            text: ['Il mese più affollato dell’anno, con code anche nei giorni feriali.'],
          },
          {
            title: 'Gite fuori città',
            text: [
              'Chianti, Siena e San Gimignano sono le mete più richieste; proporre i pacchetti in treno.',
            ],
          },
          { title: 'Personale', text: ['Due operatori in ferie a rotazione; orario continuato mantenuto.'] },
        ],
      },
      en: {
        title: 'Florence IAT monthly report: August',
        abstract: 'Record August: 78% of visitors from abroad.',
        body: [],
        figures: [fig('Visitors at the desk', '5,140'), fig('Foreign visitors', '78%')],
        chapters: [{ title: 'Attendance', text: ['The busiest month of the year.'] }],
      },
    },
  },
  {
    type: 'report_mensile',
    status: 'draft',
    period: [-60, -31],
    visitors: 2310,
    comune: 'lucca',
    texts: {
      it: {
        title: 'Report mensile IAT Lucca: settembre',
        abstract: 'Settembre con il Settembre Lucchese e le prime prenotazioni per Lucca Comics.',
        body: [],
        figures: [
          fig('Visitatori allo sportello', '2.310'),
          fig('Noleggi bici', '420'),
          fig('Credenziali Francigena', '65'),
        ],
        chapters: [
          { title: 'Affluenza', text: ['In linea con lo scorso anno; più pellegrini della Francigena.'] },
          {
            title: 'Eventi',
            text: ['La Luminara di Santa Croce del 13 settembre ha portato molte famiglie.'],
          },
          {
            title: 'Lucca Comics',
            text: ['Già molte richieste di alloggi: indirizzare al portale ufficiale.'],
          },
        ],
      },
      en: {
        title: 'Lucca IAT monthly report: September',
        abstract: 'September with the Settembre Lucchese and the first Lucca Comics bookings.',
        body: [],
        figures: [fig('Visitors at the desk', '2,310'), fig('Bike rentals', '420')],
      },
    },
  },
  {
    type: 'report_mensile',
    status: 'pending',
    period: [-30, -1],
    visitors: 2980,
    comune: 'lucca',
    texts: {
      it: {
        title: 'Report mensile IAT Lucca: ottobre',
        abstract: 'Il mese di Lucca Comics & Games: sportello aperto fino alle 22.',
        body: [],
        figures: [
          fig('Visitatori allo sportello', '2.980'),
          fig('Richieste su Lucca Comics', '1.150'),
          fig('Oggetti smarriti', '37'),
        ],
        chapters: [
          {
            title: 'Lucca Comics & Games',
            text: ['Cinque giorni con orario prolungato e due operatori in più.'],
          },
          {
            title: 'Oggetti smarriti',
            text: ['37 oggetti consegnati, 29 restituiti entro la fine del festival.'],
          },
          {
            title: 'Proposte',
            text: ['Un punto informazioni mobile in piazza Napoleone nei giorni di maggiore afflusso.'],
          },
        ],
      },
      en: {
        title: 'Lucca IAT monthly report: October',
        abstract: 'The month of Lucca Comics & Games: desk open until 10 pm.',
        body: [],
        figures: [fig('Visitors at the desk', '2,980')],
      },
    },
  },
  {
    type: 'report_evento',
    status: 'published',
    period: [0, 0],
    visitors: 90_000,
    event: 'Luminara di San Ranieri',
    comune: 'pisa',
    texts: {
      it: {
        title: 'Report evento: Luminara di San Ranieri',
        abstract: 'Novantamila presenze sui Lungarni, servizio navette potenziato, nessuna criticità.',
        body: [],
        chapters: [
          {
            title: 'Presenze',
            text: ['Le stime della polizia municipale parlano di novantamila persone tra le 21 e l’una.'],
          },
          {
            title: 'Trasporti',
            text: ['Le navette dai parcheggi scambiatori hanno funzionato bene; code solo dopo i fuochi.'],
          },
          {
            title: 'Informazioni turistiche',
            text: ['Il punto informativo sul Ponte di Mezzo ha distribuito tremila mappe.'],
          },
        ],
        figures: [
          fig('Presenze stimate', '90.000'),
          fig('Lumini accesi', '70.000'),
          fig('Mappe distribuite', '3.000'),
        ],
      },
      en: {
        title: 'Event report: Luminara of San Ranieri',
        abstract: 'Ninety thousand people on the riverfront, more shuttle buses, no issues.',
        body: [],
        chapters: [{ title: 'Attendance', text: ['Ninety thousand people between 9 pm and 1 am.'] }],
        figures: [fig('Estimated attendance', '90,000')],
      },
    },
  },
  {
    type: 'report_evento',
    status: 'published',
    period: [0, 0],
    visitors: 320_000,
    event: 'Lucca Comics & Games',
    comune: 'lucca',
    texts: {
      it: {
        title: 'Report evento: Lucca Comics & Games',
        abstract:
          'Oltre trecentomila biglietti; gli uffici IAT hanno gestito alloggi, trasporti e oggetti smarriti.',
        body: [],
        chapters: [
          {
            title: 'Numeri del festival',
            text: ['Trecentoventimila biglietti venduti in cinque giorni, di cui il 18% dall’estero.'],
          },
          {
            title: 'Il lavoro dello sportello',
            text: ['Le domande più frequenti hanno riguardato i treni serali e i parcheggi.'],
          },
          { title: 'Cosa migliorare', text: ['Servono più indicazioni in inglese alle porte delle Mura.'] },
        ],
        figures: [
          fig('Biglietti', '320.000'),
          fig('Visitatori stranieri', '18%'),
          fig('Richieste allo sportello', '1.150'),
        ],
      },
      en: {
        title: 'Event report: Lucca Comics & Games',
        abstract:
          'Over three hundred thousand tickets; the IAT offices handled lodging, transport and lost property.',
        body: [],
        chapters: [{ title: 'Festival figures', text: ['320,000 tickets in five days.'] }],
      },
    },
  },
  {
    type: 'report_evento',
    status: 'draft',
    period: [0, 0],
    visitors: 60_000,
    event: 'Notte bianca di Firenze',
    comune: 'firenze',
    texts: {
      it: {
        title: 'Report evento: Notte bianca di Firenze',
        abstract: 'Sessantamila persone in centro, musei civici pieni fino all’una.',
        body: [],
        chapters: [
          { title: 'Presenze', text: ['Sessantamila presenze stimate, soprattutto residenti e studenti.'] },
          { title: 'Musei', text: ['Palazzo Vecchio ha registrato ottomila ingressi gratuiti.'] },
        ],
        figures: [fig('Presenze stimate', '60.000'), fig('Ingressi a Palazzo Vecchio', '8.000')],
      },
    },
  },
];
