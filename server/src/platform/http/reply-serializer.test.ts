import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { replySerializerCompiler } from './reply-serializer.js';

/** The serializer a route gets for `schema`, as Fastify asks for it. */
const serializerOf = (schema: z.ZodType, checked = false) =>
  replySerializerCompiler({ checked })({ schema, method: 'GET', url: '/api/prova.json', httpStatus: '200' });
const byZod = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/api/prova.json', httpStatus: '200' });

const Row = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  note: z.string().optional(),
  unread: z.number().int().default(0),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  status: z.enum(['draft', 'published']),
});
const Reply = z.object({ status: z.literal('success'), data: z.array(Row) });

const row = {
  id: 7,
  name: 'Le mura di Lucca "al tramonto" \u2028 <b>',
  image: { src: '/media/7.jpg', alt: 'Mura' },
  unread: 0,
  params: { id: 7, lang: 'it' },
  status: 'draft',
};

describe('replies written from their JSON Schema (reply-serializer.ts)', () => {
  it('writes what zod writes: nullable, optional, record, union, escapes', () => {
    const data = { status: 'success', data: [row, { ...row, id: 8, image: null, note: 'n', unread: 2 }] };
    expect(JSON.parse(serializerOf(Reply)(data))).toStrictEqual(JSON.parse(byZod(Reply)(data)));
  });

  it('never writes a property the contract does not declare', () => {
    const written = serializerOf(Reply)({
      status: 'success',
      data: [{ ...row, passwordHash: 'segreto', creator: { email: 'a@b.it' } }],
    });
    expect(written).not.toContain('segreto');
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('a@b.it');
  });

  it('keeps zod for a schema JSON Schema cannot describe', () => {
    const WithDate = z.object({ at: z.date() });
    const data = { at: new Date('2026-11-28T08:00:00Z') };
    expect(() => z.toJSONSchema(WithDate, { io: 'output', unrepresentable: 'throw' })).toThrow();
    expect(serializerOf(WithDate)(data)).toBe('{"at":"2026-11-28T08:00:00.000Z"}');
  });

  it('checked (CHECK_REPLIES, the tests): a reply zod refuses is refused too', () => {
    const wrong = { status: 'success', data: [{ ...row, id: 'sette' }] };
    expect(() => serializerOf(Reply, true)(wrong)).toThrow();
    const data = { status: 'success', data: [row] };
    expect(JSON.parse(serializerOf(Reply, true)(data))).toStrictEqual(JSON.parse(byZod(Reply)(data)));
  });
});
