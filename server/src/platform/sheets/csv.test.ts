import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLine, safeCell, toCsv } from './csv.js';

describe('CSV cells are never formulas', () => {
  it('prefixes a cell beginning with = + - @ tab or CR with an apostrophe', () => {
    for (const cell of [
      '=1+1',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '\t=1',
      '\r=1',
      '=HYPERLINK("http://x.example")',
    ]) {
      expect(safeCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves ordinary text and plain numbers as they are', () => {
    for (const cell of ['Siena', 'a=b', '', '-12,5', '+3', '42', "l'Aquila"])
      expect(safeCell(cell)).toBe(cell);
  });

  it('writes a whole file through the same cell rule, quoted where needed', () => {
    const csv = toCsv(
      ['nome', 'nota', 'n'],
      [
        ['Anna; Bini', "=cmd|' /C calc'!A0", 3],
        ['Luca', '@SUM(1)', -2],
      ],
    );
    expect(csv.startsWith('\uFEFFnome;nota;n\r\n')).toBe(true);
    expect(csv).toContain(`"Anna; Bini";'=cmd|' /C calc'!A0;3\r\n`);
    expect(csv).toContain("Luca;'@SUM(1);-2\r\n");
  });
});

describe('csvLine', () => {
  it('writes the rows exactly as toCsv does, one line at a time', () => {
    const header = ['nome', 'nota', 'n', 'ok', 'vuoto'];
    const rows = [
      ['Anna; Bini', "=cmd|' /C calc'!A0", 3, true, null],
      ['Luca "il grande"', 'a\r\nb', -2, false, undefined],
      ['-12,5', '+SUM(1)', 0, true, ''],
    ];
    expect(CSV_BOM + [header, ...rows].map((r) => csvLine(r)).join('')).toBe(toCsv(header, rows));
    expect(csvLine(['a\nb', 'c'])).toBe('"a\nb";c\r\n');
  });
});
