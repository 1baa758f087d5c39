import { z } from '../z.js';
import { ASSET_TYPES, EXPLORE_LOCALES, PLACE_KINDS } from './catalogue.js';

/**
 * The explore catalogue's assets (spec 2 §3 "Asset, common fields", "Asset types", "Asset
 * type-specific fields"). An asset is one place or service of the region, held once with its texts
 * in up to five languages; the type-specific fields are values only, checked by the type's schema
 * below when they enter (importer, projection of a published content, seed).
 */

export const ExploreLocale = z.enum(EXPLORE_LOCALES, { error: 'Lingua non valida' });
export type ExploreLocale = z.infer<typeof ExploreLocale>;

export const AssetType = z.enum(ASSET_TYPES, { error: 'Tipo non valido' });
export type AssetType = z.infer<typeof AssetType>;

const text = (max = 2000) => z.string().trim().max(max);
const url = z.string().trim().max(500).url('Indirizzo web non valido');
const email = z.string().trim().max(254).email('E-mail non valida');
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+\d][\d\s./-]{3,}$/, 'Numero di telefono non valido');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida: usa AAAA-MM-GG');
const km = z.number().min(0).max(10_000);
const metres = z.number().min(-500).max(9_000);

/** "Lun-Ven 9:00-13:00": one line per day or group of days. */
const WeekDays = z.array(z.object({ days: text(60), hours: text(120) })).max(14);
const InfoItem = z.object({ icon: text(40).optional(), text: text(500) });

/**
 * The type-specific fields of each type (spec 2 §3), strict: a field the type does not know is a
 * mistake in the file, named back to whoever imported it.
 */
const Contacts = { phone: phone.optional(), email: email.optional(), website: url.optional() };
const PlaceFields = {
  where: text(200).optional(),
  address: text(200).optional(),
  phoneNumber: phone.optional(),
  email: email.optional(),
  website: url.optional(),
  weekDays: WeekDays.optional(),
};

export const ASSET_FIELD_SCHEMAS = {
  accommodation: stayFields(),
  alloggio: stayFields(),
  attraction: z
    .object({
      linksite: url.optional(),
      typeOf: text(80).optional(),
      author: text(120).optional(),
      iatNote: text().optional(),
      iatAccessibility: text().optional(),
      iatOpeningHours: text().optional(),
      iatPrice: text(200).optional(),
      where: text(200).optional(),
      /** Street, number, postal code and town. */
      address: text(200).optional(),
    })
    .strict(),
  idea: z.object({ author: text(120).optional() }).strict(),
  tour: z.object({ where: text(200).optional() }).strict(),
  evento_turismo: z
    .object({
      when: text(200).optional(),
      where: text(200).optional(),
      from: isoDate,
      to: isoDate,
      ...Contacts,
      author: text(120).optional(),
      iatAccessibility: text().optional(),
      iatOrganizer: text(200).optional(),
      linkDownload: url.optional(),
      organizer: text(200).optional(),
      map: z.object({ address: text(200) }).optional(),
      infoItems: z.array(InfoItem).max(20).optional(),
    })
    .strict()
    .refine((e) => e.to >= e.from, { message: 'La data di fine precede quella di inizio', path: ['to'] }),
  offerta_turismo: z
    .object({
      when: text(200).optional(),
      where: text(200).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      ...Contacts,
      author: text(120).optional(),
      linkDownload: url.optional(),
      iatNote: text().optional(),
      iatAccessibility: text().optional(),
      iatPrice: text(200).optional(),
      serviceIncluded: z.array(text(200)).max(30).optional(),
      serviceExcluded: z.array(text(200)).max(30).optional(),
      organization: text(200).optional(),
      cancellationPolicy: text().optional(),
      cancellationLink: url.optional(),
      accommodation: text(200).optional(),
      classification: text(80).optional(),
      guide: text(200).optional(),
      plan: text(4000).optional(),
      meetingPoint: text(200).optional(),
    })
    .strict(),
  prodotto_turismo: productFields(),
  prodottoArtigianale: productFields(),
  ricetta: z
    .object({
      cookingTime: z.number().int().min(0).max(2000).optional(),
      difficulty: z.enum(['facile', 'media', 'difficile'], { error: 'Difficoltà non valida' }).optional(),
      doses: text(2000).optional(),
      preparation: text(8000).optional(),
    })
    .strict(),
  itinerario_turismo: z.object(itineraryFields()).strict(),
  itinerario_bike_turismo: z.object(itineraryFields()).strict(),
  vetrina: z
    .object({
      ...PlaceFields,
      delivery: z.boolean().optional(),
      deliveryServices: z.array(text(80)).max(20).optional(),
      takeAway: z.boolean().optional(),
      specialities: z.array(text(120)).max(30).optional(),
      products: z.array(text(120)).max(60).optional(),
      pIva: z
        .string()
        .regex(/^\d{11}$/, 'Partita IVA non valida')
        .optional(),
    })
    .strict(),
  restaurant: z.object({ ...PlaceFields, cuisine: text(120).optional() }).strict(),
  producer: z.object({ ...PlaceFields, products: z.array(text(120)).max(60).optional() }).strict(),
  shop: z.object({ ...PlaceFields }).strict(),
  autore: z
    .object({
      infos: text().optional(),
      pIva: z
        .string()
        .regex(/^\d{11}$/, 'Partita IVA non valida')
        .optional(),
      where: text(200).optional(),
      address: text(200).optional(),
      city: text(120).optional(),
      province: text(4).optional(),
      phone: phone.optional(),
      mobile: phone.optional(),
      email: email.optional(),
      website: url.optional(),
    })
    .strict(),
  google_place: z
    .object({
      placeKind: z.enum(PLACE_KINDS, { error: 'Tipo di luogo non valido' }),
      where: text(200).optional(),
      weekDays: WeekDays.optional(),
      phoneNumber: phone.optional(),
      website: url.optional(),
      openNow: z.boolean().optional(),
      rating: z.number().min(0).max(5).optional(),
      businessStatus: z.enum(['OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY']).optional(),
    })
    .strict(),
  office: z
    .object({
      address: text(200).optional(),
      weekDays: WeekDays.optional(),
      ...Contacts,
      where: text(200).optional(),
    })
    .strict(),
  destination: z.object({ area: text(120).optional(), linksite: url.optional() }).strict(),
} satisfies Record<AssetType, z.ZodType>;

/** Accommodations (a hotel, an agriturismo) and private lodgings (alloggio) hold the same facts. */
function stayFields() {
  return z
    .object({
      where: text(200).optional(),
      /** Street, number, postal code and town. */
      address: text(200).optional(),
      phoneNumber: phone.optional(),
      email: email.optional(),
      website: url.optional(),
      amenities: z
        .array(z.object({ text: text(80), img: text(40).optional() }))
        .max(40)
        .optional(),
      typeClassification: z
        .object({ code: text(40), label: text(80), rank: z.number().int().min(0).max(7) })
        .optional(),
    })
    .strict();
}

/** Typical food products and craft products: a consortium, a designation (DOP, IGP…), an origin. */
function productFields() {
  return z
    .object({
      consortium: text(200).optional(),
      designation: text(40).optional(),
      origin: text(200).optional(),
    })
    .strict();
}

function itineraryFields() {
  return {
    iatNote: text().optional(),
    pendenzaMax: z.number().min(0).max(100).optional(),
    pendenzaMedia: z.number().min(0).max(100).optional(),
    dislivelloSalita: metres.optional(),
    dislivelloDiscesa: metres.optional(),
    quotaMax: metres.optional(),
    /** Length in km, and how much of it is paved, dirt road or mule track. */
    lunghezza: km.optional(),
    pavimentate: km.optional(),
    sterrate: km.optional(),
    mulattiere: km.optional(),
    ciclabilita: text(80).optional(),
    tipoBici: z.array(text(40)).max(10).optional(),
    perChi: z.array(text(60)).max(10).optional(),
    difficulty: z.enum(['facile', 'media', 'difficile'], { error: 'Difficoltà non valida' }).optional(),
    stages: z
      .array(z.object({ title: text(200), text: text(2000).optional() }))
      .max(60)
      .optional(),
  };
}

export type AssetFields<T extends AssetType = AssetType> = z.infer<(typeof ASSET_FIELD_SCHEMAS)[T]>;

/** The texts of one language; the title is required, the rest optional. */
export const AssetTexts = z.object({
  title: z.string().trim().min(1, 'Il titolo è obbligatorio').max(200),
  subtitle: z.string().trim().max(300).optional(),
  /** Short description shown in lists (plain text). */
  text: z.string().trim().max(2000).optional(),
  /** Full description (sanitised HTML from contents, plain text from imports). */
  fulltext: z.string().max(40_000).optional(),
  /** The info line of the card (e.g. "3 stelle · Siena"); the importer may set it. */
  info: z.string().trim().max(300).optional(),
  price: z.string().trim().max(120).optional(),
  profession: z.string().trim().max(120).optional(),
});
export type AssetTexts = z.infer<typeof AssetTexts>;

const Coord = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/**
 * One asset as a source hands it to the catalogue (importer row, content projection, seed): what
 * the catalogue store writes, whole. `fields` is checked against the type's schema.
 */
export const AssetInput = z
  .object({
    /** The source's own id: a re-import with the same id updates the asset. */
    sourceId: z.string().trim().min(1, 'Il codice (sourceId) è obbligatorio').max(120),
    type: AssetType,
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    /** ISTAT code of the municipality (6 digits), when known. */
    municipality: z
      .string()
      .regex(/^\d{6}$/, 'Codice ISTAT del comune non valido (6 cifre)')
      .optional(),
    coords: z.array(Coord).max(200).default([]),
    img: z.object({ src: z.string().max(500), alt: z.string().max(300).default('') }).optional(),
    href: z.string().max(500).optional(),
    /** Price from, in euro, used by the price filter (the texts carry how it reads). */
    priceFrom: z.number().min(0).max(1_000_000).optional(),
    numTappe: z.number().int().min(0).max(200).optional(),
    texts: z
      .partialRecord(ExploreLocale, AssetTexts)
      .refine((t) => t.it !== undefined, { message: 'Manca il testo in italiano', path: ['it'] }),
    fields: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((a, ctx) => {
    const parsed = ASSET_FIELD_SCHEMAS[a.type].safeParse(a.fields);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['fields', ...issue.path] });
  });
export type AssetInput = z.infer<typeof AssetInput>;

/** An asset as the explore screen shows it, in one locale (spec 2 §3 "Asset, common fields"). */
export const Asset = z.object({
  id: z.string(),
  resId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  type: AssetType,
  /** The category tab it belongs to (see EXPLORE_CATEGORIES). */
  category: z.string(),
  href: z.string(),
  source: z.string(),
  /** The locale the texts are in: the one asked for, or Italian when the asset lacks it. */
  locale: ExploreLocale,
  text: z.string(),
  fulltext: z.string(),
  langs: z.array(ExploreLocale),
  img: z.object({ src: z.string(), alt: z.string() }).nullable(),
  coords: z.array(Coord),
  price: z.string(),
  info: z.string(),
  profession: z.string(),
  numTappe: z.number().int().nullable(),
  municipality: z.object({ code: z.string(), name: z.string(), province: z.string() }).nullable(),
  /** 0 normal, 1 expired, 2 deleted; statusLabel is the red label's text for 1 and 2. */
  status: z.number().int(),
  statusLabel: z.string().nullable(),
  /** Distance in km from the operator's office, when known. */
  distanceKm: z.number().nullable(),
  fields: z.record(z.string(), z.unknown()),
});
export type Asset = z.infer<typeof Asset>;
