/**
 * The option lists of the profile forms (values are what the statistics columns store), with the
 * weights the demo generator draws by: where the visitors of a Tuscan desk come from.
 */
type Weighted = readonly (readonly [value: string, label: string, weight: number])[];

/** Italian regions; Tuscany and its neighbours come most. */
export const REGIONS: Weighted = [
  ['toscana', 'Toscana', 22],
  ['lombardia', 'Lombardia', 16],
  ['lazio', 'Lazio', 11],
  ['emilia-romagna', 'Emilia-Romagna', 9],
  ['veneto', 'Veneto', 8],
  ['piemonte', 'Piemonte', 7],
  ['campania', 'Campania', 5],
  ['liguria', 'Liguria', 4],
  ['puglia', 'Puglia', 3],
  ['sicilia', 'Sicilia', 3],
  ['umbria', 'Umbria', 3],
  ['marche', 'Marche', 2],
  ['trentino-alto-adige', 'Trentino-Alto Adige', 2],
  ['friuli-venezia-giulia', 'Friuli-Venezia Giulia', 1.5],
  ['sardegna', 'Sardegna', 1.5],
  ['abruzzo', 'Abruzzo', 1],
  ['calabria', 'Calabria', 1],
  ['basilicata', 'Basilicata', 0.4],
  ['molise', 'Molise', 0.3],
  ['valle-d-aosta', "Valle d'Aosta", 0.3],
];

/** Countries of the European Union other than Italy. */
export const EU_COUNTRIES: Weighted = [
  ['de', 'Germania', 30],
  ['fr', 'Francia', 20],
  ['nl', 'Paesi Bassi', 11],
  ['es', 'Spagna', 10],
  ['be', 'Belgio', 6],
  ['at', 'Austria', 6],
  ['pl', 'Polonia', 4],
  ['se', 'Svezia', 2.5],
  ['dk', 'Danimarca', 2],
  ['ie', 'Irlanda', 2],
  ['pt', 'Portogallo', 1.5],
  ['cz', 'Repubblica Ceca', 1.5],
  ['fi', 'Finlandia', 1],
  ['lu', 'Lussemburgo', 0.6],
  ['gr', 'Grecia', 0.6],
  ['hu', 'Ungheria', 0.6],
  ['ro', 'Romania', 0.6],
  ['sk', 'Slovacchia', 0.3],
  ['si', 'Slovenia', 0.3],
  ['hr', 'Croazia', 0.3],
  ['bg', 'Bulgaria', 0.2],
  ['lt', 'Lituania', 0.2],
  ['lv', 'Lettonia', 0.1],
  ['ee', 'Estonia', 0.1],
  ['cy', 'Cipro', 0.1],
  ['mt', 'Malta', 0.1],
];

/** Countries outside the European Union. */
export const EEU_COUNTRIES: Weighted = [
  ['us', 'Stati Uniti', 32],
  ['gb', 'Regno Unito', 20],
  ['ch', 'Svizzera', 10],
  ['cn', 'Cina', 6],
  ['jp', 'Giappone', 5],
  ['br', 'Brasile', 4],
  ['ca', 'Canada', 4],
  ['au', 'Australia', 4],
  ['kr', 'Corea del Sud', 3],
  ['ar', 'Argentina', 2],
  ['no', 'Norvegia', 2],
  ['il', 'Israele', 1.5],
  ['mx', 'Messico', 1.5],
  ['in', 'India', 1.5],
  ['tr', 'Turchia', 1],
  ['ru', 'Russia', 1],
  ['za', 'Sudafrica', 0.5],
  ['nz', 'Nuova Zelanda', 0.5],
  ['xx', 'Altro paese', 1],
];

export const COUNTRY_KIND_OPTIONS = [
  ['it', 'Italia'],
  ['eu', 'Unione europea'],
  ['eeu', 'Extra UE'],
] as const;

export const INTERESTS: Weighted = [
  ['arte', 'Arte e musei', 30],
  ['borghi', 'Borghi e città', 22],
  ['enogastronomia', 'Enogastronomia', 20],
  ['natura', 'Natura e trekking', 12],
  ['eventi', 'Eventi e spettacoli', 8],
  ['mare', 'Mare', 7],
  ['bici', 'Cicloturismo', 5],
  ['terme', 'Terme e benessere', 4],
  ['shopping', 'Shopping e artigianato', 4],
  ['religione', 'Turismo religioso', 2],
];

export const GROUP_TYPES: Weighted = [
  ['coppia', 'Coppia', 40],
  ['famiglia', 'Famiglia', 25],
  ['amici', 'Amici', 15],
  ['solo', 'Da solo', 12],
  ['gruppo', 'Gruppo organizzato', 8],
];

export const AGE_BANDS: Weighted = [
  ['bambini', 'Bambini (0-12)', 12],
  ['ragazzi', 'Ragazzi (13-17)', 6],
  ['adulti', 'Adulti (18-64)', 70],
  ['over65', 'Over 65', 12],
];

export const STAYS: Weighted = [
  ['giornata', 'In giornata', 30],
  ['albergo', 'Albergo', 30],
  ['extralberghiero', 'B&B, affittacamere, case vacanza', 22],
  ['agriturismo', 'Agriturismo', 10],
  ['campeggio', 'Campeggio', 4],
  ['amici', 'Presso amici o parenti', 4],
];

export const options = (list: Weighted) => list.map(([value, label]) => ({ value, label }));
export const labelOf = (list: Weighted, value: unknown) =>
  list.find(([v]) => v === value)?.[1] ?? (value === undefined || value === null ? '' : String(value));
