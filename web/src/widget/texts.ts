/**
 * The widget's own words in the five languages of the board's content: a visitor on a partner's
 * site reads the page's language, not the back office's Italian.
 */
export const WIDGET_LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

interface Texts {
  catalogueTitle: string;
  contentsTitle: string;
  searchLabel: string;
  searchButton: string;
  more: string;
  loading: string;
  empty: string;
  results: (n: number) => string;
  failed: string;
  website: string;
  call: (phone: string) => string;
  from: string;
  price: (euro: string) => string;
  poweredBy: string;
}

export const TEXTS: Record<WidgetLanguage, Texts> = {
  it: {
    catalogueTitle: 'Scopri il territorio',
    contentsTitle: 'In evidenza',
    searchLabel: 'Cerca luoghi, eventi e servizi',
    searchButton: 'Cerca',
    more: 'Mostra altri',
    loading: 'Caricamento…',
    empty: 'Nessun risultato.',
    results: (n) => (n === 1 ? '1 risultato' : `${n.toLocaleString('it-IT')} risultati`),
    failed: 'Non è stato possibile caricare i contenuti.',
    website: 'Sito web',
    call: (p) => `Chiama ${p}`,
    from: 'dal',
    price: (e) => `da ${e}`,
    poweredBy: 'Informazioni dell’ente del turismo',
  },
  en: {
    catalogueTitle: 'Discover the area',
    contentsTitle: 'Highlights',
    searchLabel: 'Search places, events and services',
    searchButton: 'Search',
    more: 'Show more',
    loading: 'Loading…',
    empty: 'No results.',
    results: (n) => (n === 1 ? '1 result' : `${n.toLocaleString('en-GB')} results`),
    failed: 'The content could not be loaded.',
    website: 'Website',
    call: (p) => `Call ${p}`,
    from: 'from',
    price: (e) => `from ${e}`,
    poweredBy: 'Information from the tourist board',
  },
  fr: {
    catalogueTitle: 'Découvrez le territoire',
    contentsTitle: 'À la une',
    searchLabel: 'Rechercher des lieux, des événements et des services',
    searchButton: 'Rechercher',
    more: 'Afficher plus',
    loading: 'Chargement…',
    empty: 'Aucun résultat.',
    results: (n) => (n === 1 ? '1 résultat' : `${n.toLocaleString('fr-FR')} résultats`),
    failed: 'Impossible de charger les contenus.',
    website: 'Site web',
    call: (p) => `Appeler le ${p}`,
    from: 'à partir du',
    price: (e) => `à partir de ${e}`,
    poweredBy: 'Informations de l’office de tourisme',
  },
  de: {
    catalogueTitle: 'Die Region entdecken',
    contentsTitle: 'Empfehlungen',
    searchLabel: 'Orte, Veranstaltungen und Angebote suchen',
    searchButton: 'Suchen',
    more: 'Mehr anzeigen',
    loading: 'Wird geladen…',
    empty: 'Keine Ergebnisse.',
    results: (n) => (n === 1 ? '1 Ergebnis' : `${n.toLocaleString('de-DE')} Ergebnisse`),
    failed: 'Die Inhalte konnten nicht geladen werden.',
    website: 'Webseite',
    call: (p) => `${p} anrufen`,
    from: 'ab',
    price: (e) => `ab ${e}`,
    poweredBy: 'Informationen des Tourismusverbands',
  },
  es: {
    catalogueTitle: 'Descubre el territorio',
    contentsTitle: 'Destacados',
    searchLabel: 'Buscar lugares, eventos y servicios',
    searchButton: 'Buscar',
    more: 'Mostrar más',
    loading: 'Cargando…',
    empty: 'Ningún resultado.',
    results: (n) => (n === 1 ? '1 resultado' : `${n.toLocaleString('es-ES')} resultados`),
    failed: 'No se han podido cargar los contenidos.',
    website: 'Sitio web',
    call: (p) => `Llamar al ${p}`,
    from: 'desde el',
    price: (e) => `desde ${e}`,
    poweredBy: 'Información de la oficina de turismo',
  },
};

/** A page's language tag ("de-AT", "EN") to one of ours, or null. */
export function widgetLanguageOf(tag: string | null | undefined): WidgetLanguage | null {
  const primary = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return (WIDGET_LANGUAGES as readonly string[]).includes(primary) ? (primary as WidgetLanguage) : null;
}
