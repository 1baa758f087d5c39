import { describe, expect, it } from 'vitest';
import { DEVICE_CODE_ALPHABET } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { PAIRING_LIMITS } from './pairing.service.js';
import { useTerminalsWorld } from './terminals.test-kit.js';

/**
 * Guessing an office's pairing code: a burst sent at once got 17
 * codes checked instead of 5, and a forged X-Forwarded-For on every guess got 667 checked with no
 * 429. Each try is reserved before the code is checked, and the address is the socket's.
 */
describe('pairing codes against a guesser', () => {
  const w = useTerminalsWorld();

  /** Codes of the alphabet; no terminal is added here, so every one is wrong. */
  const wrongCode = (i: number) => `Z${DEVICE_CODE_ALPHABET[i % DEVICE_CODE_ALPHABET.length]}9Q`;
  const codesOf = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode);
  const checked = (codes: number[]) => codes.filter((c) => c === 404 || c === 200).length;

  it('60 guesses at once from one address: at most 5 codes are checked, the rest wait (429)', async () => {
    const guesser = new Agent(w.t.app, { ip: '10.34.1.1' });
    await guesser.get('/health');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => guesser.post('/api/external/register', { code: wrongCode(i) })),
    );
    const codes = codesOf(answers);
    expect(checked(codes)).toBeLessThanOrEqual(PAIRING_LIMITS.freeFailures);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - checked(codes));
  });

  it('a forged X-Forwarded-For on every guess changes nothing: after 5 wrong codes, 429', async () => {
    const guesser = new Agent(w.t.app, { ip: '10.34.1.2' });
    await guesser.get('/health');
    const codes: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const headers = { 'x-forwarded-for': `198.18.${i}.1` };
      const res = await guesser.request(
        'POST',
        '/api/external/register',
        { code: wrongCode(i) },
        { headers },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, PAIRING_LIMITS.freeFailures).every((c) => c === 404)).toBe(true);
    expect(codes.slice(PAIRING_LIMITS.freeFailures).every((c) => c === 429)).toBe(true);
  });
});
