import { describe, expect, it } from 'vitest';
import { OptionsQuery, searchKey } from './places.js';

describe('searchKey', () => {
  it('folds case, accents and punctuation the same way for names and for what is typed', () => {
    expect(searchKey('Forlì')).toBe('forli');
    expect(searchKey("  Sant'Angelo   a Cupolo ")).toBe('sant angelo a cupolo');
    expect(searchKey('Bolzano/Bozen')).toBe('bolzano bozen');
    expect(searchKey('Trentino-Alto Adige/Südtirol')).toBe('trentino alto adige sudtirol');
    expect(searchKey('Åland, Curaçao, Færøer')).toBe('aland curacao faeroer');
    expect(searchKey('50%_')).toBe('50');
  });
});

describe('OptionsQuery', () => {
  it('defaults to the first 20 in Italian and splits the group kinds', () => {
    expect(OptionsQuery.parse({})).toEqual({ search: '', lang: 'it', limit: 20 });
    expect(OptionsQuery.parse({ kind: 'iat, redazione', limit: '50' })).toMatchObject({
      kind: ['iat', 'redazione'],
      limit: 50,
    });
  });

  it('refuses a limit over 50, an unknown language and an unknown kind', () => {
    const fields = (input: object) =>
      OptionsQuery.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(fields({ limit: '51' })).toEqual(['limit']);
    expect(fields({ lang: 'xx' })).toEqual(['lang']);
    expect(fields({ kind: 'iat,pianeta' })).toEqual(['kind']);
  });
});
