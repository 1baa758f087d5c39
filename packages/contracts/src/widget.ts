import { z } from './z.js';
import { PUBLISHABLE_KEY_PATTERN } from './partner-keys.js';
import {
  WIDGET_COLOR_PATTERN,
  WIDGET_DEFAULT_COLOR,
  WIDGET_LANGS,
  WIDGET_LIMITS,
  WIDGET_SHOWS,
} from './widget-constants.js';

/**
 * The partners' widget (issue 38, spec 1 §2 "Widget page"): what a partner's page shows of the
 * board's catalogue, one content type or one of the partner's lists, read from the public API
 * with the key's publishable form. The same settings are the snippet's data attributes, the
 * frame's query and the configurator's form.
 */

export * from './widget-constants.js';

const code = /^[a-z0-9_-]{1,80}$/;

export const WidgetSettings = z
  .object({
    key: z.string({ error: 'key: la chiave del widget' }).regex(PUBLISHABLE_KEY_PATTERN, {
      error: 'key: la chiave del widget (spw_…) / key: the widget key (spw_…)',
    }),
    show: z.enum(WIDGET_SHOWS, {
      error: 'show: catalogue, contents o list / show: catalogue, contents or list',
    }),
    /** A content type (show=contents) or a catalogue type (show=catalogue, optional). */
    type: z.string().regex(code, { error: 'type: un codice di tipo / type: a type code' }).optional(),
    /** One of the key's group's lists (show=list). */
    list: z.coerce
      .number({ error: 'list: il numero della lista / list: the list number' })
      .int({ error: 'list: il numero della lista / list: the list number' })
      .min(1, { error: 'list: il numero della lista / list: the list number' })
      .max(2 ** 31 - 1, { error: 'list: il numero della lista / list: the list number' })
      .optional(),
    lang: z.enum(WIDGET_LANGS, { error: 'lang: auto, it, en, fr, de o es' }).default('auto'),
    color: z
      .string()
      .regex(WIDGET_COLOR_PATTERN, { error: 'color: un colore come #0b5c6b / color: a colour like #0b5c6b' })
      .default(WIDGET_DEFAULT_COLOR),
    limit: z.coerce
      .number({ error: 'limit: da 1 a 24' })
      .int({ error: 'limit: da 1 a 24' })
      .min(WIDGET_LIMITS.minItems, { error: 'limit: da 1 a 24' })
      .max(WIDGET_LIMITS.maxItems, { error: 'limit: da 1 a 24' })
      .default(WIDGET_LIMITS.defaultItems),
    title: z
      .string()
      .trim()
      .max(WIDGET_LIMITS.maxTitle, { error: `title: al massimo ${WIDGET_LIMITS.maxTitle} caratteri` })
      .optional(),
  })
  .superRefine((s, ctx) => {
    if (s.show === 'contents' && !s.type)
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: 'type: scegli il tipo di contenuto / type: choose the content type',
      });
    if (s.show === 'list' && !s.list)
      ctx.addIssue({
        code: 'custom',
        path: ['list'],
        message: 'list: scegli la lista / list: choose the list',
      });
  });
export type WidgetSettings = z.infer<typeof WidgetSettings>;

const Option = z.object({ value: z.string(), label: z.string() });

/** GET /api/widget/keys: the live keys the user may build a widget with, and what each grants. */
export const WidgetKey = z.object({
  keyId: z.string(),
  publishableKey: z.string(),
  groupName: z.string(),
  expiresOn: z.string(),
  /** The sites the widget works on; none: it works nowhere yet (the page says so). */
  allowedOrigins: z.array(z.string()),
  languages: z.array(Option),
  contentTypes: z.array(Option),
  assetTypes: z.array(Option),
  /** The key's group's lists (show=list). */
  lists: z.array(Option),
});
export type WidgetKey = z.infer<typeof WidgetKey>;

export const WidgetKeysReply = z.object({
  keys: z.array(WidgetKey),
  /** This server's public address: the snippet's script and frame come from it. */
  base: z.string(),
});
export type WidgetKeysReply = z.infer<typeof WidgetKeysReply>;
