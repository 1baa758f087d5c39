import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { gazetteerSearch } from './geocode.gazetteer.js';
import { searchUrl } from './geocode.nominatim.js';

type Result = { label: string; address: string; lat: number; lng: number };

const SIENA = { lat: 43.32, lng: 11.33 };

describe('geocoding: the offline gazetteer', () => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await buildTestApp();
    const editor = await createTestUser(t.db, { role: 'editor' });
    agent = new Agent(t.app);
    await agent.login(editor.username);
  });
  afterAll(() => t.close());

  const geocode = async (q: string, limit?: number) => {
    const params = new URLSearchParams({ q });
    if (limit) params.set('limit', String(limit));
    const res = await agent.get(`/api/geocode.json?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.data.data.data as Result[];
  };

  it('places a street with postal code and town at the town centre, keeping the street', async () => {
    const [first] = await geocode('Via di Città 12, 53100 Siena');
    expect(first).toMatchObject({
      address: 'Via di Città 12, 53100 Siena',
      label: 'Via di Città 12, 53100 Siena (SI)',
    });
    expect(first!.lat).toBeCloseTo(SIENA.lat, 1);
    expect(first!.lng).toBeCloseTo(SIENA.lng, 1);
  });

  it('reads a town name in any case, without accents, after a street with a town-like word', async () => {
    const [first] = await geocode('piazza del campo siena');
    expect(first).toMatchObject({ address: 'piazza del campo, 53100 Siena' });
    expect(first!.lat).toBeCloseTo(SIENA.lat, 1);
    const [forli] = await geocode('Corso della Repubblica 5 FORLI');
    expect(forli!.address).toBe('Corso della Repubblica 5, Forlì');
    // "Via Roma" is a street: Firenze, named after it, is the place.
    const found = await geocode('Via Roma 1, Firenze (FI)');
    expect(found[0]!.address).toBe('Via Roma 1, Firenze');
    expect(found[0]!.label).toBe('Via Roma 1, Firenze (FI)');
    expect(found.map((r) => r.address)).not.toContain('Via, Roma');
  });

  it('finds the town of a postal code alone, and the longer of two names', async () => {
    const [byCap] = await geocode('Via dei Tintori 4, 50122');
    expect(byCap!.address).toBe('Via dei Tintori 4, 50122 Firenze');
    const [sangi] = await geocode('Piazza della Cisterna, San Gimignano');
    expect(sangi!.address).toBe('Piazza della Cisterna, 53037 San Gimignano');
  });

  it('suggests towns while their name is being typed', async () => {
    const found = await geocode('Via di Città 12, Sien');
    expect(found[0]!.address).toBe('Via di Città 12, 53100 Siena');
    const [afterCap] = await geocode('Via di Città 12, 53100 Sie');
    expect(afterCap!.address).toBe('Via di Città 12, 53100 Siena');
  });

  it('answers an empty list for an unknown place, and honours the limit', async () => {
    expect(await geocode('Via Inesistente 99, Xyzzyville')).toEqual([]);
    expect(await geocode('Via di Città 12')).toEqual([]);
    expect(await geocode('san', 3)).toHaveLength(3);
  });

  it('refuses a stranger, a missing address and a bad limit', async () => {
    const stranger = await new Agent(t.app).get('/api/geocode.json?q=Siena');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.data.code).toBe('auth_required');
    const missing = await agent.get('/api/geocode.json');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.data.fields)).toEqual(['q']);
    const blank = await agent.get('/api/geocode.json?q=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.data.fields.q).toBe('Indirizzo: obbligatorio');
    const limit = await agent.get('/api/geocode.json?q=Siena&limit=11');
    expect(limit.statusCode).toBe(400);
    expect(limit.data.fields).toEqual({ limit: 'Limite: al massimo 10' });
  });

  it('is callable without HTTP, by other modules', async () => {
    const [first] = await gazetteerSearch(t.db, 'Siena', 5);
    expect(first).toMatchObject({ address: '53100 Siena', label: '53100 Siena (SI)' });
  });
});

describe('geocoding: a Nominatim-compatible service', () => {
  let t: TestApp;
  let agent: Agent;
  let server: http.Server;
  let mode: 'ok' | 'empty' | 'error' | 'slow' = 'ok';
  const asked: URL[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      asked.push(url);
      if (mode === 'slow') return void setTimeout(() => res.end('[]'), 2000);
      if (mode === 'error') {
        res.statusCode = 503;
        return void res.end('busy');
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          mode === 'empty'
            ? []
            : [
                {
                  lat: '43.3185',
                  lon: '11.3305',
                  display_name: 'Piazza del Campo, Siena, Toscana, 53100, Italia',
                  address: { square: 'Piazza del Campo', city: 'Siena', postcode: '53100' },
                },
              ],
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({ geocoderUrl: `http://127.0.0.1:${port}/nominatim/`, geocoderTimeoutMs: 300 });
    const editor = await createTestUser(t.db, { role: 'editor' });
    agent = new Agent(t.app);
    await agent.login(editor.username);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const geocode = async (q: string) => {
    const res = await agent.get(`/api/geocode.json?${new URLSearchParams({ q })}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.data.data.data as Result[];
  };

  it('asks the service and answers its places', async () => {
    mode = 'ok';
    expect(await geocode('piazza del campo siena')).toEqual([
      {
        label: 'Piazza del Campo, Siena, Toscana, 53100, Italia',
        address: 'Piazza del Campo, 53100 Siena',
        lat: 43.3185,
        lng: 11.3305,
      },
    ]);
    const last = asked[asked.length - 1]!;
    expect(last.pathname).toBe('/nominatim/search');
    expect(last.searchParams.get('q')).toBe('piazza del campo siena');
    expect(last.searchParams.get('format')).toBe('jsonv2');
    expect(last.searchParams.get('limit')).toBe('5');
  });

  it('falls back to the gazetteer when the service fails, is slow or knows nothing', async () => {
    for (const m of ['error', 'slow', 'empty'] as const) {
      mode = m;
      const [first] = await geocode('Via di Città 12, 53100 Siena');
      expect(first?.address, m).toBe('Via di Città 12, 53100 Siena');
    }
  });

  it('finds the search endpoint of a base URL', () => {
    expect(searchUrl('https://nominatim.example').toString()).toBe('https://nominatim.example/search');
    expect(searchUrl('https://geo.example/osm/search.php').pathname).toBe('/osm/search.php');
  });
});
