import { z } from 'zod';
import { CONTENT_LANGUAGES } from '@sportello/contracts';
import { PUBLIC_API_MESSAGES as M } from './public-api.messages.js';

/**
 * The read API's inputs and replies (issue 38). Every query parameter is parsed here, and a bad
 * one is a 400 whose message names it, in Italian and English. The replies are the allow-lists:
 * their objects are strict, so a field nobody listed cannot leave (checked in tests and, with
 * CHECK_REPLIES, on every reply).
 */

const codes = (message: string, pattern: RegExp) =>
  z
    .string({ error: message })
    .max(2000, message)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length > 0 && list.length <= 100 && list.every((c) => pattern.test(c)), message);

const limit = z.coerce
  .number({ error: M.badLimit })
  .int(M.badLimit)
  .min(1, M.badLimit)
  .max(100, M.badLimit)
  .default(20);

const lang = z.enum(CONTENT_LANGUAGES, { error: M.badLang });

export const ContentsQuery = z.object({
  type: codes(M.badType, /^[a-z0-9_-]{1,80}$/)
    .optional()
    .describe('Codici dei tipi, separati da virgole'),
  lang: lang.optional().describe('Solo i contenuti con testi in questa lingua, e solo quei testi'),
  updatedSince: z
    .string({ error: M.badUpdatedSince })
    .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), M.badUpdatedSince)
    .transform((s) => new Date(s).toISOString())
    .optional()
    .describe('Aggiornati da questo istante (ISO 8601)'),
  q: z.string({ error: M.badQuery }).max(200, M.badQuery).optional().describe('Ricerca nel testo'),
  limit: limit.describe('Elementi per pagina, da 1 a 100 (20)'),
  cursor: z
    .string({ error: M.badCursor })
    .max(200, M.badCursor)
    .optional()
    .describe('Il valore «next» della pagina precedente'),
});
export type ContentsQuery = z.infer<typeof ContentsQuery>;

const bbox = z.string({ error: M.badBbox }).transform((s, ctx) => {
  const n = s.split(',').map((v) => Number(v.trim()));
  const [south, west, north, east] = n as [number, number, number, number];
  const ok =
    n.length === 4 &&
    n.every(Number.isFinite) &&
    south >= -90 &&
    north <= 90 &&
    west >= -180 &&
    east <= 180 &&
    south <= north &&
    west <= east;
  if (!ok) {
    ctx.addIssue({ code: 'custom', message: M.badBbox });
    return z.NEVER;
  }
  return { south, west, north, east };
});

export const CatalogueQuery = z.object({
  q: z.string({ error: M.badQuery }).max(200, M.badQuery).optional().describe('Ricerca nel testo'),
  type: codes(M.badType, /^[a-z0-9_-]{1,80}$/)
    .optional()
    .describe('Tipi del catalogo, separati da virgole'),
  municipality: codes(M.badMunicipality, /^\d{6}$/)
    .optional()
    .describe('Codici ISTAT dei comuni'),
  bbox: bbox.optional().describe('sud,ovest,nord,est'),
  lang: lang.optional(),
  limit: limit,
  cursor: z.string({ error: M.badCursor }).max(200, M.badCursor).optional(),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

export const ItemParams = z.object({
  id: z.coerce
    .number({ error: M.badId })
    .int(M.badId)
    .min(1, M.badId)
    .max(2 ** 31 - 1, M.badId),
});

// ─── replies: the allow-lists ─────────────────────────────────────────────────────────────────

const ContentTexts = z.strictObject({
  title: z.string(),
  subtitle: z.string().optional(),
  summary: z.string().optional(),
  body: z.string().optional().describe('HTML ripulito'),
});

export const PublicContent = z
  .strictObject({
    id: z.number().int(),
    type: z.string(),
    slug: z.string(),
    updatedAt: z.string(),
    langs: z.array(lang),
    texts: z.partialRecord(lang, ContentTexts),
    image: z.strictObject({ src: z.string(), alt: z.string() }).nullable().optional(),
    locations: z
      .array(z.strictObject({ address: z.string(), lat: z.number().nullable(), lng: z.number().nullable() }))
      .optional(),
    dates: z.array(z.string()).optional(),
    expiresOn: z.string().nullable().optional(),
    contacts: z
      .array(
        z.strictObject({
          phone: z.string().optional(),
          email: z.string().optional(),
          website: z.string().optional(),
        }),
      )
      .optional(),
    price: z.strictObject({ amount: z.number().nullable(), free: z.boolean() }).nullable().optional(),
    documents: z.array(z.strictObject({ name: z.string(), url: z.string() })).optional(),
  })
  .meta({
    examples: [
      {
        id: 1042,
        type: 'evento',
        slug: 'notte-bianca-di-firenze',
        updatedAt: '2026-12-01T09:30:00.000Z',
        langs: ['it', 'en'],
        texts: {
          it: { title: 'Notte bianca di Firenze', summary: 'Musei aperti fino a mezzanotte.' },
          en: { title: 'Florence White Night', summary: 'Museums open until midnight.' },
        },
        image: { src: '/media/77', alt: 'Piazza della Signoria di notte' },
        locations: [{ address: 'Piazza della Signoria, Firenze', lat: 43.7696, lng: 11.2558 }],
        dates: ['sab 12 dic 2026'],
        expiresOn: '2026-12-12',
        price: { amount: 0, free: true },
      },
    ],
  });
export type PublicContent = z.infer<typeof PublicContent>;

const AssetTexts = z.strictObject({
  title: z.string(),
  subtitle: z.string().optional(),
  summary: z.string().optional(),
  body: z.string().optional(),
  price: z.string().optional(),
});

export const PublicAsset = z
  .strictObject({
    id: z.number().int(),
    type: z.string(),
    updatedAt: z.string(),
    langs: z.array(lang),
    texts: z.partialRecord(lang, AssetTexts),
    municipality: z.strictObject({ code: z.string(), name: z.string() }).nullable(),
    location: z.strictObject({ lat: z.number(), lng: z.number() }).nullable().optional(),
    image: z.strictObject({ src: z.string(), alt: z.string() }).nullable().optional(),
    dates: z.strictObject({ from: z.string().nullable(), to: z.string().nullable() }).nullable().optional(),
    priceFrom: z.number().nullable().optional(),
  })
  .meta({
    examples: [
      {
        id: 5531,
        type: 'attraction',
        updatedAt: '2026-11-30T17:00:00.000Z',
        langs: ['it', 'en'],
        texts: { it: { title: 'Battistero di San Giovanni' }, en: { title: 'Baptistery of St John' } },
        municipality: { code: '048017', name: 'Firenze' },
        location: { lat: 43.7731, lng: 11.2549 },
        image: null,
        dates: null,
        priceFrom: 10,
      },
    ],
  });
export type PublicAsset = z.infer<typeof PublicAsset>;

const envelope = <T extends z.ZodType>(data: T) => z.strictObject({ status: z.literal('success'), data });

export const ContentsReply = envelope(
  z.strictObject({
    items: z.array(PublicContent),
    next: z.string().nullable().describe('Il cursore della pagina seguente; null all’ultima'),
  }),
);
export const ContentReply = envelope(PublicContent);

export const CatalogueReply = envelope(
  z.strictObject({
    items: z.array(PublicAsset),
    total: z.number().int(),
    next: z.string().nullable(),
    facets: z.strictObject({
      types: z.array(z.strictObject({ value: z.string(), count: z.number().int() })),
      municipalities: z.array(
        z.strictObject({ code: z.string(), name: z.string(), count: z.number().int() }),
      ),
    }),
  }),
);
export const AssetReply = envelope(PublicAsset);

/** One of the partner's own lists: its title and its catalogue items, in order (at most 100). */
export const PublicList = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  items: z.array(PublicAsset),
});
export type PublicList = z.infer<typeof PublicList>;
export const ListReply = envelope(PublicList);
