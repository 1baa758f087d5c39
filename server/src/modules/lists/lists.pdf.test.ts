import { writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import type { Agent } from '../../../test/agent.js';
import { listPdf } from './lists.pdf.js';
import { listPdfData } from './lists.share.js';

/** Every text of the PDF's page streams (pdfkit writes hex strings in TJ arrays), decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1]!, 'latin1');
    try {
      body = inflateSync(body);
    } catch {
      // not compressed
    }
    for (const t of body.toString('latin1').matchAll(/<([0-9a-fA-F]+)>/g))
      out += Buffer.from(t[1]!, 'hex').toString('latin1');
    out += '\n';
  }
  return out;
}

/** The list PDF on the demo catalogue: the office at the top, every element, the map, page numbers. */
describe('list PDF', () => {
  let t: TestApp;
  let op: Agent;
  let listId: number;
  beforeAll(async () => {
    t = await buildDemoApp({ catalogue: true });
    op = await signIn(t, 'operatore');
    const picks = await t.db
      .selectFrom('assets')
      .select(['sourceId', 'type'])
      .where('source', '=', 'import')
      .where('status', '=', 0)
      .where('type', 'in', [
        'attraction',
        'accommodation',
        'restaurant',
        'evento_turismo',
        'offerta_turismo',
        'itinerario_turismo',
      ])
      .where('langs', 'like', '%en%')
      .orderBy('id')
      .limit(400)
      .execute();
    const byType = new Map<string, typeof picks>();
    for (const p of picks) byType.set(p.type, [...(byType.get(p.type) ?? []), p]);
    const chosen = [...byType.values()].flatMap((ps) => ps.slice(0, 2));
    const res = await op.post('/api/list/lista', { title: 'Florence and around: a weekend' });
    listId = res.data.data.id;
    for (const c of chosen)
      await op.post(`/api/list/lista/${listId}/elemento`, { resId: c.sourceId, type: c.type, locale: 'en' });
  }, 120_000);
  afterAll(() => t.close());

  it('is A4, in English, with the office at the top, each element, and page numbers', async () => {
    const data = await listPdfData(t.db, listId, 'en');
    expect(data.items.length).toBeGreaterThanOrEqual(8);
    expect(data.office.name).toBe('IAT Firenze');
    const pdf = await listPdf(data, new Map(), { compress: false });
    const text = pdfText(pdf);
    expect(text).toContain('IAT Firenze');
    expect(text).toContain('A SELECTION FOR YOU');
    expect(text).toContain('Florence and around: a weekend');
    expect(text).toContain('On the map');
    for (const item of data.items.slice(0, 3)) expect(text).toContain(item.title.slice(0, 12));
    expect(text).toMatch(/Page 1 of \d/);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const share = await op.post(`/api/list/lista/${listId}/condividi`, { lang: 'en' });
    const res = await t.app.inject({ method: 'GET', url: new URL(share.data.data.link).pathname });
    expect(res.statusCode).toBe(200);
    if (process.env.LISTS_PDF_OUT) writeFileSync(process.env.LISTS_PDF_OUT, res.rawPayload);
  });
});
