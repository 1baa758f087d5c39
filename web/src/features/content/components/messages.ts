import { CONTENT_MESSAGES, NOT_FILLED } from '@sportello/contracts';
import type { MediaListTexts } from '../../../components/media/media-list-editor';

/** Italian texts of the content editor's component renderers. */
export const componentMessages = {
  notFilled: NOT_FILLED,
  outdated: CONTENT_MESSAGES.outdated,
  outdatedTooltip: 'Il testo italiano è cambiato dopo questa traduzione',
  unknownType: (type: string) => `Tipo di componente sconosciuto: ${type}`,
  characters: (n: number, max?: number) => (max !== undefined ? `${n}/${max} caratteri` : `${n} caratteri`),
  charactersAtLeast: (n: number, min: number) => `${n} caratteri (almeno ${min})`,
  selectNone: 'Nessuna scelta',
  searchPlaceholder: 'Scrivi almeno 3 lettere',
  searchNone: 'Nessun risultato',
  yes: 'Sì',
  no: 'No',
  tags: {
    count: (n: number, max: number) => `Scelti ${n} su ${max}`,
    full: 'Hai raggiunto il massimo: togli una scelta per sceglierne un’altra.',
    confirmLabel: 'Conferma',
  },
  images: {
    choose: 'Scegli immagine',
    change: 'Cambia immagine',
    chooseMany: 'Aggiungi immagini',
    chooseOf: (action: string, label: string) => `${action}: ${label}`,
    none: 'Nessuna immagine scelta',
    limitReached: CONTENT_MESSAGES.imageLimit,
    count: (n: number, limit?: number) =>
      limit ? `${n} di ${limit}` : n === 1 ? '1 immagine' : `${n} immagini`,
    remove: (name: string) => `Rimuovi ${name}`,
    moveUp: (name: string) => `Sposta prima: ${name}`,
    moveDown: (name: string) => `Sposta dopo: ${name}`,
    position: (n: number) => `Posizione ${n}`,
    noAlt: 'Senza testo alternativo',
    copyright: (c: string) => `© ${c}`,
    fallbackName: (id: number) => `Immagine ${id}`,
  },
  documents: {
    choose: 'Scegli documento',
    change: 'Cambia documento',
    chooseMany: 'Aggiungi documenti',
    none: 'Nessun documento scelto',
    remove: (name: string) => `Rimuovi ${name}`,
    fallbackName: (id: number) => `Documento ${id}`,
  },
  dynamic: {
    entry: (label: string, n: number) => `${label} ${n}`,
    add: 'Aggiungi',
    addOf: (label: string) => `Aggiungi: ${label}`,
    remove: 'Rimuovi',
    removeOf: (label: string) => `Rimuovi ${label}`,
    keepAtLeast: (n: number) =>
      n === 1 ? 'Deve restare almeno un elemento.' : `Devono restare almeno ${n} elementi.`,
    empty: 'Nessun elemento.',
    entryFallback: 'Elemento',
  },
  parts: {
    title: 'Titolo',
    subtitle: 'Sottotitolo',
    eyelet: 'Occhiello',
    eyeletInfo: 'Una riga sopra il titolo, ad esempio «Giorno 1» o «Da Siena a Buonconvento».',
    text: 'Testo',
    image: 'Immagine',
    images: 'Immagini',
    photos: 'Foto',
    location: 'Luogo',
    numbered: 'Paragrafo numerato',
    numberedInfo: 'Nel portale il titolo è preceduto dal numero del paragrafo.',
  },
  stage: {
    marker: (n: number) => `Tappa ${n}`,
    markerInfo: 'Il numero è assegnato dall’editor secondo l’ordine delle tappe.',
    distance: 'Distanza (km)',
    distanceInvalid: 'Inserisci un numero (es. 12 o 12,5)',
    track: 'Traccia KML o GPX',
    duration: 'Durata',
    durationPlaceholder: 'Es. 3 ore',
    vehicle: 'Mezzo',
    vehicles: ['A piedi', 'In bici', 'In auto', 'In treno', 'In autobus', 'In barca'],
    locations: 'Luoghi della tappa',
    locationN: (n: number) => `Luogo ${n}`,
    addLocation: 'Aggiungi luogo',
    removeLocation: (n: number) => `Rimuovi luogo ${n}`,
    noLocations: 'Nessun luogo aggiunto.',
  },
  video: {
    url: 'Indirizzo del video',
    urlPlaceholder: 'https://www.youtube.com/watch?v=…',
    urlInfo: 'Un link di YouTube o di Vimeo, oppure un indirizzo https:// del video.',
    open: (provider: string) => `Apri il video su ${provider}`,
    openSite: 'Apri il video',
  },
  social: {
    tags: 'Tag',
    tagsPlaceholder: 'Scrivi un tag e premi Invio',
    tagsInfo: 'Senza il simbolo #; Invio o la virgola aggiungono il tag.',
    add: 'Aggiungi tag',
    remove: (tag: string) => `Rimuovi il tag ${tag}`,
    max: CONTENT_MESSAGES.socialTags,
    duplicate: 'Questo tag c’è già',
  },
} as const;

/** The media list's texts for a content's images or documents (choose, change or add more). */
export function mediaListTexts(
  kind: 'images' | 'documents',
  multiple: boolean,
  filled: boolean,
): MediaListTexts {
  const m = componentMessages;
  const t = m[kind];
  return {
    none: t.none,
    notFilled: m.notFilled,
    action: multiple ? t.chooseMany : filled ? t.change : t.choose,
    chooseOf: m.images.chooseOf,
    count: m.images.count,
    limitReached: m.images.limitReached,
    remove: t.remove,
    moveUp: m.images.moveUp,
    moveDown: m.images.moveDown,
    position: m.images.position,
  };
}
