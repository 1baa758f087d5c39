import { z } from '../z.js';
import { ListLocale } from './constants.js';

/**
 * The application configuration of sharing (spec 2 §3 "Application configuration used here"): where
 * a share link opens, and the share languages and texts.
 */

/** shareListPdf.link: the share address with {token} to fill (root domain). */
export const ShareListPdf = z.object({ link: z.string() });
export type ShareListPdf = z.infer<typeof ShareListPdf>;

/** The texts per language: {link} and {iat} are replaced by the link and the office's name. */
const PerLanguage = z.record(z.string(), z.string());

export const LangShareOptions = z.object({
  dropdown: z.object({ label: z.string() }),
  text: z.string(),
  options: z.array(z.object({ value: ListLocale, label: z.string() })),
  labels: z.object({ shareList: PerLanguage, shareSurvey: PerLanguage, contacts: PerLanguage }),
});
export type LangShareOptions = z.infer<typeof LangShareOptions>;

/** Where a share link opens (on the root domain, no sign-in): the same address gives the PDF. */
export const LIST_SHARE_PATH = '/condivisione/lista';

export const shareLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${LIST_SHARE_PATH}/${token}`;

/**
 * The share languages and the texts sent with a link, per language (spec 2 §3 langShareOptions):
 * {link} is the share address, {iat} the office's name.
 */
export const LANG_SHARE_OPTIONS: LangShareOptions = {
  dropdown: { label: 'Lingua' },
  text: 'Scegli la lingua in cui condividere',
  options: [
    { value: 'it', label: 'Italiano' },
    { value: 'en', label: 'English' },
    { value: 'fr', label: 'Français' },
    { value: 'de', label: 'Deutsch' },
    { value: 'es', label: 'Español' },
  ],
  labels: {
    shareList: {
      it: 'Ecco la selezione che abbiamo preparato per te: {link} — {iat}',
      en: 'Here is the selection we prepared for you: {link} — {iat}',
      fr: 'Voici la sélection que nous avons préparée pour vous : {link} — {iat}',
      de: 'Hier ist die Auswahl, die wir für Sie vorbereitet haben: {link} — {iat}',
      es: 'Aquí tienes la selección que hemos preparado para ti: {link} — {iat}',
    },
    shareSurvey: {
      it: 'Aiutaci a migliorare: {link} — {iat}',
      en: 'Help us improve: {link} — {iat}',
      fr: 'Aidez-nous à nous améliorer : {link} — {iat}',
      de: 'Helfen Sie uns, besser zu werden: {link} — {iat}',
      es: 'Ayúdanos a mejorar: {link} — {iat}',
    },
    contacts: {
      it: 'I contatti di {iat}: {link}',
      en: 'How to reach {iat}: {link}',
      fr: 'Les coordonnées de {iat} : {link}',
      de: 'So erreichen Sie {iat}: {link}',
      es: 'Los contactos de {iat}: {link}',
    },
  },
};

/** The text sent with a list's link in a language (the Italian one when the language has none). */
export function shareListText(locale: ListLocale, link: string, iatName: string): string {
  const labels = LANG_SHARE_OPTIONS.labels.shareList;
  const template = labels[locale] ?? labels.it!;
  return template.replaceAll('{link}', link).replaceAll('{iat}', iatName);
}
