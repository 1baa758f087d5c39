import { describe, expect, it } from 'vitest';
import { manualClock } from '../test/manual-clock.js';
import { closeWithin } from './shutdown.js';

describe('a shutdown within its bounded wait', () => {
  it('runs every step in order and says closed', async () => {
    const done: string[] = [];
    const step = (name: string) => async () => void done.push(name);
    const errors: unknown[] = [];
    const result = await closeWithin([step('http'), step('jobs'), step('database')], 1000, (e) =>
      errors.push(e),
    );
    expect(result).toBe('closed');
    expect(done).toEqual(['http', 'jobs', 'database']);
    expect(errors).toEqual([]);
  });

  it('goes on past a step that fails, and reports it', async () => {
    const done: string[] = [];
    const errors: unknown[] = [];
    const result = await closeWithin(
      [async () => Promise.reject(new Error('bus gone')), async () => void done.push('database')],
      1000,
      (e) => errors.push(e),
    );
    expect(result).toBe('closed');
    expect(done).toEqual(['database']);
    expect(String(errors[0])).toMatch(/bus gone/);
  });

  it('gives up when a request in flight hangs past the wait', async () => {
    const clock = manualClock();
    const hanging = closeWithin([() => new Promise(() => {})], 15_000, () => {}, clock);
    await clock.advance(14_999);
    let settled = false;
    void hanging.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await clock.advance(1);
    expect(await hanging).toBe('timed-out');
  });
});
