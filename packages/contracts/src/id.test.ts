import { describe, expect, it } from 'vitest';
import { Id, IdText, IdValue, parseId } from './id.js';
import { IdBody, IdQuery } from './people.js';

describe('ids are strict positive integers', () => {
  it('a JSON id is a positive safe integer number, nothing coerced', () => {
    expect(Id.parse(18)).toBe(18);
    for (const bad of [true, [18], ' 16 ', '16', 0, -1, 1.5, '1e3', 1e3 + 0.5, null, 2 ** 60, Number.NaN]) {
      expect(Id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(IdBody.safeParse({ id: true }).success).toBe(false);
    expect(IdBody.safeParse({ id: [18] }).success).toBe(false);
  });

  it('an id in a query or path is digits only, without a leading zero, sign, space or exponent', () => {
    expect(IdText.parse('16')).toBe(16);
    expect(IdQuery.parse({ id: '16' })).toEqual({ id: 16 });
    for (const bad of [
      ' 16 ',
      '016',
      '0',
      '-1',
      '1.5',
      '1e3',
      '+3',
      '0x10',
      '',
      'true',
      '99999999999999999',
    ]) {
      expect(IdText.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('a form id may be either, and is still strict', () => {
    expect(IdValue.parse(16)).toBe(16);
    expect(IdValue.parse('16')).toBe(16);
    for (const bad of [true, [18], ' 16 ', 0, -1, 1.5, '1e3'])
      expect(parseId(bad), JSON.stringify(bad)).toBeNull();
  });

  it('the refusal names the field in Italian', () => {
    const res = IdBody.safeParse({ id: true });
    expect(res.error?.issues[0]?.message).toBe('id: identificativo non valido');
    expect(IdBody.safeParse({}).error?.issues[0]?.message).toBe('id: campo obbligatorio');
  });
});
