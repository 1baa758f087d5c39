import { describe, expect, it } from 'vitest';
import { AggregateRequest, toAggregateRequest, type AggregateNode } from './aggregate.js';

describe('toAggregateRequest (spec 2 §4)', () => {
  const node = (nodeValue: AggregateNode['nodeValue'], selectedValues: string[]): AggregateNode => ({
    name: nodeValue,
    nodeValue,
    options: [],
    selectedValues,
  });
  it('maps Italy to profilo_paese it and splits eu and eeu countries', () => {
    const r = toAggregateRequest({
      from: '01-11-2026 00:00',
      to: '26-11-2026 10:00',
      aggregate: [node('profilo_paese', ['it', 'eu'])],
      filters: [node('nazionalita', ['it', 'de', 'FR', 'us', 'JP'])],
    });
    expect(r.filters).toEqual({
      profilo_paese: ['it', 'eu'],
      profilo_eu_paese: ['de', 'fr'],
      profilo_eeu_paese: ['us', 'jp'],
    });
    expect(r.aggregate).toEqual(['profilo_paese']);
    expect(AggregateRequest.parse(r).filters.profilo_eu_paese).toEqual(['de', 'fr']);
  });
  it('turns number-of-people options into flags set to 1', () => {
    const r = toAggregateRequest({
      from: '01-11-2026 00:00',
      to: '26-11-2026 10:00',
      aggregate: [],
      filters: [node('profilo_numero_persone', ['1', '5+'])],
    });
    expect(r.filters).toEqual({ profilo_numero_persone: { '1': 1, '5+': 1 } });
  });
  it('omits empty filters and an empty aggregate', () => {
    const r = toAggregateRequest({
      from: '01-11-2026 00:00',
      to: '26-11-2026 10:00',
      aggregate: [node('fonte', [])],
      filters: [node('profilo_regione', []), node('interessi', [''])],
    });
    expect(r).toEqual({ from: '01-11-2026 00:00', to: '26-11-2026 10:00' });
  });
});
