import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installErrorHandler } from '../http/error-handler.js';
import { authRequired, forbidden } from '../http/errors.js';
import { accessRule } from './access.js';

/** Who the caller says they are: a header stands in for the session of the real app. */
let checks = 0;
const member = accessRule(async (request: FastifyRequest) => {
  checks += 1;
  const who = request.headers['x-who'];
  if (who === undefined) throw authRequired();
  if (who !== 'member') throw forbidden('Solo i membri.');
  return { name: 'Ada', checkedAt: checks };
});

const Body = z.object({ count: z.number().int() });

/** Declared on one route, on a whole plugin, twice on a route, and forgotten on a route. */
const onRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/route', { preValidation: member.preValidation, schema: { body: Body } }, async (request) => ({
    who: member.granted(request).name,
    count: request.body.count,
  }));
  app.post('/forgot', { schema: { body: Body } }, async (request) => ({ who: member.granted(request).name }));
};

const onScope: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', member.preValidation);
  app.post('/scope', { schema: { body: Body } }, async (request) => ({ who: member.granted(request).name }));
  app.post(
    '/scope-and-route',
    { preValidation: member.preValidation, schema: { body: Body } },
    async (request) => ({ checkedAt: member.granted(request).checkedAt }),
  );
};

/** A sibling plugin: the scope's hook must not reach it. */
const sibling: FastifyPluginAsyncZod = async (app) => {
  app.post('/sibling', { schema: { body: Body } }, async (request) => ({ count: request.body.count }));
};

describe('accessRule', () => {
  let app: FastifyInstance;
  const post = (url: string, body: unknown, who?: string) =>
    app.inject({ method: 'POST', url, payload: body as object, headers: who ? { 'x-who': who } : {} });

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    await app.register(onRoute);
    await app.register(onScope);
    await app.register(sibling);
    await app.ready();
  });
  afterAll(() => app.close());

  it('grants the handler what the check returned, typed', async () => {
    const res = await post('/route', { count: 3 }, 'member');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ who: 'Ada', count: 3 });
  });

  it('runs the check once per request, even when a route declares the rule of its plugin again', async () => {
    checks = 0;
    expect((await post('/route', { count: 1 }, 'member')).statusCode).toBe(200);
    expect(checks).toBe(1);
    checks = 0;
    const twice = await post('/scope-and-route', { count: 1 }, 'member');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ checkedAt: 1 });
    expect(checks).toBe(1);
    checks = 0;
    expect((await post('/route', { count: 1 }, 'member')).statusCode).toBe(200);
    expect((await post('/route', { count: 1 }, 'member')).statusCode).toBe(200);
    expect(checks).toBe(2);
  });

  it('refuses before the payload is parsed: a refused caller with a bad body gets 401/403, not 400', async () => {
    for (const url of ['/route', '/scope']) {
      const stranger = await post(url, { count: 'many' });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toMatchObject({ code: 'auth_required' });
      const other = await post(url, { count: 'many' }, 'guest');
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ status: 'error', code: 'forbidden', message: 'Solo i membri.' });
      const allowed = await post(url, { count: 'many' }, 'member');
      expect(allowed.statusCode).toBe(400);
      expect(allowed.json()).toMatchObject({ code: 'bad_request' });
    }
  });

  it('applies a scope rule to its plugin only', async () => {
    expect((await post('/scope', { count: 1 }, 'member')).statusCode).toBe(200);
    const sibling = await post('/sibling', { count: 1 });
    expect(sibling.statusCode).toBe(200);
    expect(sibling.json()).toEqual({ count: 1 });
  });

  it('throws (500) when a handler reads a rule its route did not declare', async () => {
    const res = await post('/forgot', { count: 1 }, 'member');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal' });
    const request = { method: 'GET', url: '/x', routeOptions: { url: '/x' } } as unknown as FastifyRequest;
    expect(() => member.granted(request)).toThrow('Access rule read but not declared on GET /x');
  });
});
