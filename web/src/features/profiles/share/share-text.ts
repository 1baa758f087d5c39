import type { ProfileShareReply } from '@sportello/contracts';

/** What the share-contact-modal hands over: the favourites' PDF, the office's contact, the survey. */
export type What = 'favourites' | 'contact' | 'doc';

type Labels = Record<'shareList' | 'shareSurvey' | 'contacts', Partial<Record<string, string>>>;

/** The WhatsApp text of the language's label (the Italian one when it has none). */
export function whatsappText(what: What, data: ProfileShareReply, lang: string, labels: Labels): string {
  const key = what === 'contact' ? 'contacts' : what === 'doc' ? 'shareSurvey' : 'shareList';
  const link =
    what === 'contact'
      ? data.contact.values.website || data.contact.email
      : what === 'doc'
        ? data.docLink
        : (data.link ?? '');
  const template = labels[key][lang] ?? labels[key].it ?? '{link}';
  return template.replaceAll('{link}', link).replaceAll('{iat}', data.contact.iat);
}
