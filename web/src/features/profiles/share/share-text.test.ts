import { describe, expect, it } from 'vitest';
import { LANG_SHARE_OPTIONS, type ProfileShareReply } from '@sportello/contracts';
import { whatsappText } from './share-text';

const reply: ProfileShareReply = {
  id: 1,
  code: 'FI-2026-000001',
  listId: 7,
  link: 'https://example.org/condivisione/lista/abc',
  email: '',
  tel: '',
  lang: 'en',
  contact: {
    iat: 'IAT Firenze',
    email: 'iat@example.org',
    tel: '055 000',
    values: { address: 'Via Cavour 1', website: 'https://iat.example.org' },
  },
  docLink: 'https://example.org/questionario',
};
const labels = LANG_SHARE_OPTIONS.labels;

describe('whatsappText', () => {
  it('sends the favourites link with the language’s own text and the office’s name', () => {
    expect(whatsappText('favourites', reply, 'en', labels)).toBe(
      'Here is the selection we prepared for you: https://example.org/condivisione/lista/abc — IAT Firenze',
    );
  });
  it('sends the office’s website for the contact and the survey link for the document', () => {
    expect(whatsappText('contact', reply, 'it', labels)).toBe(
      'I contatti di IAT Firenze: https://iat.example.org',
    );
    expect(whatsappText('doc', reply, 'it', labels)).toContain('https://example.org/questionario');
  });
  it('falls back to Italian for a language without its text', () => {
    expect(whatsappText('doc', reply, 'xx', labels)).toBe(whatsappText('doc', reply, 'it', labels));
  });
});
