import { LANG_SHARE_OPTIONS, type ContactIatItem, type ListLocale } from '@sportello/contracts';
import { badRequest } from '../../platform/http/errors.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';

/**
 * An office's or a partner's card sent by e-mail (send-to-email, type contatto: spec 2 §7), as the
 * profile's share modal and the agenda send it: the greeting in the visitor's language, the
 * language's sentence of the shares' template, then the card's lines.
 */

const GREETING: Record<ListLocale, string> = {
  it: 'Buongiorno,',
  en: 'Hello,',
  fr: 'Bonjour,',
  de: 'Guten Tag,',
  es: 'Hola,',
};

/** The greeting of a visitor's mail, in their language. */
export const mailGreeting = (locale: ListLocale) => GREETING[locale];

/** The card the modal sends: its JSON as a string (the spec's form) or already an object; 400 `refusal` if broken. */
export function parseContactCard(
  raw: string | ContactIatItem,
  refusal: string = M.contactMissing,
): ContactIatItem {
  if (typeof raw !== 'string') return raw;
  try {
    const v = JSON.parse(raw) as Partial<ContactIatItem>;
    return {
      iat: String(v.iat ?? ''),
      email: String(v.email ?? ''),
      tel: String(v.tel ?? ''),
      values: { address: String(v.values?.address ?? ''), website: String(v.values?.website ?? '') },
    };
  } catch {
    throw badRequest(refusal, { contatto: refusal });
  }
}

/** The mail's paragraphs for the card, `link` in the sentence (its website, or the board's). */
export function contactCardParagraphs(c: ContactIatItem, locale: ListLocale, link: string): string[] {
  const label = LANG_SHARE_OPTIONS.labels.contacts[locale] ?? LANG_SHARE_OPTIONS.labels.contacts.it!;
  return [
    GREETING[locale],
    label.replaceAll('{iat}', c.iat).replaceAll('{link}', link),
    [c.iat, c.values.address, c.tel, c.email, c.values.website].filter(Boolean).join('\n'),
  ];
}
