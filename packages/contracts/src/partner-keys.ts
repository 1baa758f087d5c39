import { z } from './z.js';
import { CONTENT_LANGUAGES } from './constants.js';
import { ASSET_TYPES } from './explore/catalogue.js';

/**
 * Partners' API keys (issue 38, "Keys and grants"): an approved "Accesso API" request gives the
 * partner's group a key, shown once to the approving administrator; administrators edit its grants
 * and revoke it from the "Chiavi API" table page. The spec shows only the request form
 * (spec 3 §2 "api configuration", spec 1 §6 showApiConfiguration); what a key grants is ours.
 */

/** The key as the partner sends it (X-Api-Key): `spk_` + public id + `_` + secret. */
export const PARTNER_KEY_HEADER = 'x-api-key';
export const PARTNER_KEY_PATTERN = /^spk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

/**
 * The publishable form of the same key, for the widget (issue 38): `spw_` + the public id, no
 * secret. It sits in a partner's page for anyone to read, so it reads only what the key grants
 * and only from a browser on one of the key's allowed origins (or from the widget's own frame,
 * which those origins alone may embed); revoking the key ends both forms at once.
 */
export const PUBLISHABLE_KEY_PATTERN = /^spw_([a-z0-9]{12})$/;
export const publishableKeyOf = (keyId: string) => `spw_${keyId}`;

/**
 * Parts of a content or catalogue item a board may hold back from a partner (a hotel's site may
 * show the board's events without the organisers' phone numbers). Personal data and internal
 * fields never leave anyway (the read API's own rule); these are public fields a grant may omit.
 */
export const PARTNER_KEY_FIELDS = ['contacts', 'location', 'images', 'documents', 'dates', 'prices'] as const;
export type PartnerKeyField = (typeof PARTNER_KEY_FIELDS)[number];
export const PARTNER_KEY_FIELD_LABELS: Record<PartnerKeyField, string> = {
  contacts: 'Contatti (telefono, e-mail, sito)',
  location: 'Indirizzo e coordinate',
  images: 'Immagini',
  documents: 'Documenti allegati',
  dates: 'Date e orari',
  prices: 'Prezzi',
};

export const PARTNER_KEY_LANGUAGE_LABELS: Record<(typeof CONTENT_LANGUAGES)[number], string> = {
  it: 'Italiano',
  en: 'Inglese',
  fr: 'Francese',
  de: 'Tedesco',
  es: 'Spagnolo',
};

export const PARTNER_KEY_LIMITS = {
  /** Requests per minute a key may be given (the read API's own capacity bounds it). */
  minRate: 1,
  maxRate: 6000,
  defaultRate: 60,
  /** A key approved today works this long unless an administrator says otherwise. */
  defaultValidityDays: 365,
  /** At most this far ahead: a key nobody looks at for years is a key nobody revokes. */
  maxValidityDays: 3 * 365,
} as const;

export const PARTNER_KEY_STATES = ['active', 'revoked', 'expired'] as const;
export type PartnerKeyState = (typeof PARTNER_KEY_STATES)[number];
export const PARTNER_KEY_STATE_LABELS: Record<PartnerKeyState, string> = {
  active: 'Attiva',
  revoked: 'Revocata',
  expired: 'Scaduta',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A web origin as a browser sends it: scheme, host, optional port; no path, no trailing slash. */
export const WEB_ORIGIN_PATTERN = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/;
export const PARTNER_KEY_MAX_ORIGINS = 20;

/** What a key may read: the grants an administrator edits. */
export const PartnerKeyGrants = z.object({
  contentTypes: z
    .array(z.string().min(1).max(80), { error: 'Tipi di contenuto: un elenco di tipi' })
    .max(100, 'Tipi di contenuto: al massimo 100'),
  assetTypes: z.array(z.enum(ASSET_TYPES, { error: 'Tipi del catalogo: tipo non valido' }), {
    error: 'Tipi del catalogo: un elenco di tipi',
  }),
  languages: z
    .array(z.enum(CONTENT_LANGUAGES, { error: 'Lingue: lingua non valida' }), {
      error: 'Lingue: un elenco di lingue',
    })
    .min(1, 'Lingue: scegli almeno una lingua'),
  omittedFields: z.array(z.enum(PARTNER_KEY_FIELDS, { error: 'Campi esclusi: campo non valido' }), {
    error: 'Campi esclusi: un elenco di campi',
  }),
  /**
   * The web origins the key may be used from (CORS of the read API); none: servers only. A
   * browser's request from another origin is refused.
   */
  allowedOrigins: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(WEB_ORIGIN_PATTERN, 'Origini consentite: scrivi ogni origine come https://www.esempio.it'),
      { error: 'Origini consentite: un elenco di origini' },
    )
    .max(PARTNER_KEY_MAX_ORIGINS, `Origini consentite: al massimo ${PARTNER_KEY_MAX_ORIGINS}`)
    .default([]),
  ratePerMinute: z
    .number({ error: 'Richieste al minuto: scrivi un numero' })
    .int('Richieste al minuto: un numero intero')
    .min(PARTNER_KEY_LIMITS.minRate, `Richieste al minuto: almeno ${PARTNER_KEY_LIMITS.minRate}`)
    .max(PARTNER_KEY_LIMITS.maxRate, `Richieste al minuto: al massimo ${PARTNER_KEY_LIMITS.maxRate}`),
  /** The last day the key works (Europe/Rome), YYYY-MM-DD. */
  expiresOn: z
    .string({ error: 'Scadenza: scegli una data' })
    .regex(DAY, 'Scadenza: scegli una data')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Scadenza: data non valida'),
});
export type PartnerKeyGrants = z.infer<typeof PartnerKeyGrants>;

export const PartnerKeyOption = z.object({ value: z.string(), label: z.string() });

/** GET /api/partner-keys/:id: the key as the grants dialog shows it (never its secret). */
export const PartnerKeyDetail = z.object({
  id: z.number().int(),
  keyId: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  state: z.enum(PARTNER_KEY_STATES),
  grants: PartnerKeyGrants,
  /** What the partner asked for, as the request form named it. */
  requested: z.array(z.string()),
  options: z.object({
    contentTypes: z.array(PartnerKeyOption),
    assetTypes: z.array(PartnerKeyOption),
    languages: z.array(PartnerKeyOption),
    omittedFields: z.array(PartnerKeyOption),
  }),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type PartnerKeyDetail = z.infer<typeof PartnerKeyDetail>;

/** The key right after it was made: the only reply that ever carries the secret. */
export const CreatedPartnerKey = z.object({
  id: z.number().int(),
  keyId: z.string(),
  groupName: z.string(),
  /** The whole value of the X-Api-Key header; stored only as a hash. */
  secret: z.string(),
  expiresOn: z.string(),
});
export type CreatedPartnerKey = z.infer<typeof CreatedPartnerKey>;
