import { describe, expect, it } from 'vitest';
import { listMessages as m } from './messages';

describe('the content list count', () => {
  it('says an exact count as it is, and a bounded one as "oltre"', () => {
    const thousand = (1000).toLocaleString('it-IT'); // "1000" (Italian groups from 5 digits)
    expect(m.results(1)).toBe('1 contenuto');
    expect(m.results(12094)).toBe('12.094 contenuti');
    expect(m.results(1000, true)).toBe(`Oltre ${thousand} contenuti`);
    expect(m.shown(20, 54)).toBe('20 di 54');
    expect(m.shown(20, 1000, true)).toBe(`20 di oltre ${thousand}`);
  });
});
