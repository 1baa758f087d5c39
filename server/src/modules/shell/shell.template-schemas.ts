import { z } from 'zod';
import { Alert, ContactData, HelpData, MapSettings, MenuItem } from '@sportello/contracts';
import { CAPABILITIES } from '../../platform/auth/capabilities.js';
import { sanitizePageHtml } from './page-html.js';

/**
 * The shell's templates (kinds and schemas). Strict objects: a misspelt key in a file fails the
 * start instead of being dropped silently (a dropped `capability` would show an item to everyone).
 */
export const TEMPLATE_KINDS = {
  menu: 'menu',
  settings: 'app-settings',
  help: 'help',
  contact: 'contact',
  page: 'page',
} as const;

/** A side-menu entry as stored: the client's MenuItem plus who may see it. */
export const MenuTemplateItem = z.strictObject({
  ...MenuItem.shape,
  /** Shown only to those holding this capability in the current environment (stripped before sending). */
  capability: z.enum(CAPABILITIES).optional(),
  /** Not shown to admins (e.g. "Accreditamento": an admin has every area already). Stripped too. */
  hideForAdmin: z.boolean().optional(),
});
export type MenuTemplateItem = z.infer<typeof MenuTemplateItem>;
export const MenuTemplate = z.strictObject({ items: z.array(MenuTemplateItem) });

/** Per-environment settings of the app configuration. */
export const SettingsTemplate = z.strictObject({
  /** App routes removed in this environment (a prefix removes its sub-routes too, e.g. "content"). */
  disabledRoutes: z.array(z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)),
  /** Banners shown at the top of every page. */
  alerts: z.array(Alert),
  map: MapSettings,
});
export type SettingsTemplate = z.infer<typeof SettingsTemplate>;

export const HelpTemplate = HelpData;
export const ContactTemplate = ContactData;

/** A dynamic page: its HTML is sanitised whenever it is parsed (stored and served). */
export const PageTemplate = z.strictObject({
  title: z.string().min(1),
  html: z.string().transform(sanitizePageHtml),
});
export type PageTemplate = z.infer<typeof PageTemplate>;
