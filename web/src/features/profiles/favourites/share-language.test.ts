import { describe, expect, it } from 'vitest';
import { PROFILE_NODES as N } from '@sportello/contracts';
import { visitorShareLanguage } from './share-language';

describe('the language a visitor’s favourites are shared in (issue 40)', () => {
  it('the nationality: German-speaking, French-speaking, Spanish-speaking, Italian, the others English', () => {
    const eu = (c: string) => visitorShareLanguage({ [N.countryKind]: 'eu', [N.euCountry]: c });
    const eeu = (c: string) => visitorShareLanguage({ [N.countryKind]: 'eeu', [N.eeuCountry]: c });
    expect([eu('de'), eu('at'), eeu('ch')]).toEqual(['de', 'de', 'de']);
    expect([eu('fr'), eu('be'), eu('lu')]).toEqual(['fr', 'fr', 'fr']);
    expect([eu('es'), eeu('ar'), eeu('mx')]).toEqual(['es', 'es', 'es']);
    expect([eu('nl'), eu('pl'), eeu('us'), eeu('gb'), eeu('jp')]).toEqual(['en', 'en', 'en', 'en', 'en']);
    expect(visitorShareLanguage({ [N.countryKind]: 'it', [N.region]: 'toscana' })).toBe('it');
  });
  it('the language the visitor gave comes first', () => {
    expect(visitorShareLanguage({ [N.lang]: 'en', [N.countryKind]: 'eu', [N.euCountry]: 'de' })).toBe('en');
    // A language a list cannot be shared in is no choice: the nationality decides.
    expect(visitorShareLanguage({ [N.lang]: 'nl', [N.countryKind]: 'eu', [N.euCountry]: 'be' })).toBe('fr');
  });
  it('nothing known: null, the caller falls back to the search language', () => {
    expect(visitorShareLanguage({})).toBeNull();
    expect(visitorShareLanguage({ [N.countryKind]: 'eu' })).toBeNull();
  });
});
