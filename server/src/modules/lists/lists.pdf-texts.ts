import type { ListLocale } from '@sportello/contracts';

/** The PDF's own words in the five languages (the list's contents come in the language asked). */
export interface PdfTexts {
  selection: string;
  openingHours: string;
  dates: string;
  price: string;
  phone: string;
  map: string;
  mapNote: string;
  office: string;
  page: (n: number, of: number) => string;
  scan: string;
  unavailable: string;
  expired: string;
  empty: string;
  /** The mark of an element printed in another language: "(testo in italiano)". */
  textIn: (lang: ListLocale) => string;
  types: Record<string, string>;
}

const named =
  (names: Record<ListLocale, string>, words: (name: string) => string) =>
  (lang: ListLocale): string =>
    words(names[lang]);

const TYPES_EN = {
  autore: 'Artisan',
  restaurant: 'Restaurant',
  producer: 'Producer',
  shop: 'Shop',
  accommodation: 'Accommodation',
  alloggio: 'Holiday rental',
  ricetta: 'Recipe',
  prodotto_turismo: 'Local product',
  prodottoArtigianale: 'Craft product',
  itinerario_turismo: 'Itinerary',
  itinerario_bike_turismo: 'Cycling route',
  evento_turismo: 'Event',
  offerta_turismo: 'Offer',
  attraction: 'Sight',
  idea: 'Travel idea',
  tour: 'Tour',
  vetrina: 'Shop',
  google_place: 'Service',
  office: 'Tourist office',
  destination: 'Destination',
};

export const PDF_TEXTS: Record<ListLocale, PdfTexts> = {
  it: {
    selection: 'Una selezione per te',
    openingHours: 'Orari',
    dates: 'Date',
    price: 'Prezzo',
    phone: 'Tel.',
    map: 'Sulla mappa',
    mapNote: 'I numeri sulla mappa sono quelli delle schede.',
    office: 'Ufficio informazioni turistiche',
    page: (n, of) => `Pagina ${n} di ${of}`,
    scan: 'Inquadra',
    unavailable: 'Non più disponibile',
    expired: 'Scaduto',
    empty: 'La lista è vuota.',
    textIn: named(
      { it: 'italiano', en: 'inglese', fr: 'francese', de: 'tedesco', es: 'spagnolo' },
      (l) => `(testo in ${l})`,
    ),
    types: {
      autore: 'Artigiano',
      restaurant: 'Ristorante',
      producer: 'Produttore',
      shop: 'Negozio',
      accommodation: 'Struttura ricettiva',
      alloggio: 'Alloggio',
      ricetta: 'Ricetta',
      prodotto_turismo: 'Prodotto tipico',
      prodottoArtigianale: 'Prodotto artigianale',
      itinerario_turismo: 'Itinerario',
      itinerario_bike_turismo: 'Itinerario in bici',
      evento_turismo: 'Evento',
      offerta_turismo: 'Offerta',
      attraction: 'Da vedere',
      idea: 'Idea di viaggio',
      tour: 'Tour',
      vetrina: 'Vetrina',
      google_place: 'Servizio',
      office: 'Ufficio IAT',
      destination: 'Destinazione',
    },
  },
  en: {
    selection: 'A selection for you',
    openingHours: 'Opening hours',
    dates: 'Dates',
    price: 'Price',
    phone: 'Tel.',
    map: 'On the map',
    mapNote: 'The numbers on the map are those of the entries.',
    office: 'Tourist information office',
    page: (n, of) => `Page ${n} of ${of}`,
    scan: 'Scan',
    unavailable: 'No longer available',
    expired: 'Expired',
    empty: 'The list is empty.',
    textIn: named(
      { it: 'Italian', en: 'English', fr: 'French', de: 'German', es: 'Spanish' },
      (l) => `(text in ${l})`,
    ),
    types: TYPES_EN,
  },
  fr: {
    selection: 'Une sélection pour vous',
    openingHours: 'Horaires',
    dates: 'Dates',
    price: 'Prix',
    phone: 'Tél.',
    map: 'Sur la carte',
    mapNote: 'Les numéros de la carte sont ceux des fiches.',
    office: 'Office de tourisme',
    page: (n, of) => `Page ${n} sur ${of}`,
    scan: 'Scannez',
    unavailable: "N'est plus disponible",
    expired: 'Expiré',
    empty: 'La liste est vide.',
    textIn: named(
      { it: 'italien', en: 'anglais', fr: 'français', de: 'allemand', es: 'espagnol' },
      (l) => `(texte en ${l})`,
    ),
    types: {
      ...TYPES_EN,
      autore: 'Artisan',
      restaurant: 'Restaurant',
      producer: 'Producteur',
      shop: 'Boutique',
      accommodation: 'Hébergement',
      alloggio: 'Location',
      ricetta: 'Recette',
      prodotto_turismo: 'Produit du terroir',
      prodottoArtigianale: 'Artisanat',
      itinerario_turismo: 'Itinéraire',
      itinerario_bike_turismo: 'Itinéraire à vélo',
      evento_turismo: 'Événement',
      offerta_turismo: 'Offre',
      attraction: 'À voir',
      idea: 'Idée de voyage',
      vetrina: 'Boutique',
      office: 'Office de tourisme',
    },
  },
  de: {
    selection: 'Eine Auswahl für Sie',
    openingHours: 'Öffnungszeiten',
    dates: 'Termine',
    price: 'Preis',
    phone: 'Tel.',
    map: 'Auf der Karte',
    mapNote: 'Die Nummern auf der Karte entsprechen den Einträgen.',
    office: 'Touristeninformation',
    page: (n, of) => `Seite ${n} von ${of}`,
    scan: 'Scannen',
    unavailable: 'Nicht mehr verfügbar',
    expired: 'Abgelaufen',
    empty: 'Die Liste ist leer.',
    textIn: named(
      { it: 'Italienisch', en: 'Englisch', fr: 'Französisch', de: 'Deutsch', es: 'Spanisch' },
      (l) => `(Text auf ${l})`,
    ),
    types: {
      ...TYPES_EN,
      autore: 'Kunsthandwerker',
      restaurant: 'Restaurant',
      producer: 'Erzeuger',
      shop: 'Geschäft',
      accommodation: 'Unterkunft',
      alloggio: 'Ferienwohnung',
      ricetta: 'Rezept',
      prodotto_turismo: 'Regionales Produkt',
      prodottoArtigianale: 'Kunsthandwerk',
      itinerario_turismo: 'Route',
      itinerario_bike_turismo: 'Radroute',
      evento_turismo: 'Veranstaltung',
      offerta_turismo: 'Angebot',
      attraction: 'Sehenswürdigkeit',
      idea: 'Reiseidee',
      vetrina: 'Geschäft',
      google_place: 'Service',
      office: 'Touristeninformation',
      destination: 'Reiseziel',
    },
  },
  es: {
    selection: 'Una selección para ti',
    openingHours: 'Horario',
    dates: 'Fechas',
    price: 'Precio',
    phone: 'Tel.',
    map: 'En el mapa',
    mapNote: 'Los números del mapa son los de las fichas.',
    office: 'Oficina de turismo',
    page: (n, of) => `Página ${n} de ${of}`,
    scan: 'Escanea',
    unavailable: 'Ya no disponible',
    expired: 'Caducado',
    empty: 'La lista está vacía.',
    textIn: named(
      { it: 'italiano', en: 'inglés', fr: 'francés', de: 'alemán', es: 'español' },
      (l) => `(texto en ${l})`,
    ),
    types: {
      ...TYPES_EN,
      autore: 'Artesano',
      restaurant: 'Restaurante',
      producer: 'Productor',
      shop: 'Tienda',
      accommodation: 'Alojamiento',
      alloggio: 'Apartamento',
      ricetta: 'Receta',
      prodotto_turismo: 'Producto típico',
      prodottoArtigianale: 'Artesanía',
      itinerario_turismo: 'Itinerario',
      itinerario_bike_turismo: 'Ruta en bici',
      evento_turismo: 'Evento',
      offerta_turismo: 'Oferta',
      attraction: 'Qué ver',
      idea: 'Idea de viaje',
      vetrina: 'Tienda',
      google_place: 'Servicio',
      office: 'Oficina de turismo',
      destination: 'Destino',
    },
  },
};

/** "12 Mar 2027 – 14 Mar 2027" in the language. */
export function formatDateRange(from: string | null, to: string | null, locale: ListLocale): string {
  const fmt = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  if (from && to && from !== to) return `${fmt(from)} – ${fmt(to)}`;
  if (from) return fmt(from);
  return to ? fmt(to) : '';
}

/** An office's opening hours (JSON [{from, to, hours}], 0 Monday … 6 Sunday) as lines in the language. */
export function formatOpeningHours(json: string | null | undefined, locale: ListLocale): string[] {
  let rows: unknown;
  try {
    rows = json ? JSON.parse(json) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(rows)) return [];
  // 1 January 2024 was a Monday.
  const day = (d: number) =>
    new Date(Date.UTC(2024, 0, 1 + d)).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' });
  return rows
    .filter(
      (r): r is { from: number; to: number; hours: string } =>
        Number.isInteger(r?.from) && Number.isInteger(r?.to) && typeof r?.hours === 'string',
    )
    .filter((r) => r.from >= 0 && r.to <= 6 && r.from <= r.to)
    .map((r) => `${r.from === r.to ? day(r.from) : `${day(r.from)}–${day(r.to)}`} ${r.hours}`);
}
