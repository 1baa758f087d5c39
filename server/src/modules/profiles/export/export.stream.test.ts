import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { exportQuery } from '@sportello/contracts';
import type { Agent } from '../../../../test/agent.js';
import { openExportCursors } from './index.js';
import { exportDateHoursAgo, hoursAgo, insertVisits, useExportWorld } from './export.test-kit.js';

/** A download streams: a client that goes away closes the cursor; the server answers others meanwhile. */
describe('profile export streaming', () => {
  const ROWS = 30_000;
  const w = useExportWorld(async (world) => {
    await insertVisits(
      world.t.db,
      Array.from({ length: ROWS }, (_, i) => ({
        officeId: world.siena.id,
        visitedAt: hoursAgo(1 + (i * 150) / ROWS),
        countryKind: 'eu' as const,
        country: 'de',
        people: 1 + (i % 5),
        interests: i % 3 ? ['arte'] : [],
      })),
    );
  });

  const cookie = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  async function listening() {
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = w.t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return `http://127.0.0.1:${address.port}`;
  }
  const untilClosed = async () => {
    for (let i = 0; i < 200 && openExportCursors.count > 0; i++) await sleep(25);
    return openExportCursors.count;
  };

  it('closes the cursor when the client aborts mid-stream, and /health answers while a download waits', async () => {
    const base = await listening();
    const query = new URLSearchParams(
      exportQuery({
        from: exportDateHoursAgo(8 * 24),
        to: exportDateHoursAgo(0),
        format: 'csv',
        sections: ['provenienza', 'interessi'],
        slugs: [],
      }),
    );
    const abort = new AbortController();
    const res = await fetch(`${base}/api/crm/profili/${w.siena.slug}/export?${query}`, {
      headers: { cookie: cookie(w.op), 'accept-encoding': 'identity' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(first.value).startsWith('\uFEFFCodice;Ufficio'),
    ).toBe(true);
    // The client reads no further: the cursor stays open, paused, and the server answers others.
    expect(openExportCursors.count).toBe(1);
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    abort.abort();
    await reader.cancel().catch(() => undefined);
    expect(await untilClosed()).toBe(0);
    // fetch keeps its sockets alive; the app's close would wait for them.
    w.t.app.server.closeAllConnections();
  });

  it('writes every row when the client reads to the end', async () => {
    const res = await w.op.post('/api/crm/profili/export', {
      from: exportDateHoursAgo(8 * 24),
      to: exportDateHoursAgo(0),
      format: 'csv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(ROWS + 1);
    expect(openExportCursors.count).toBe(0);
  });
});
