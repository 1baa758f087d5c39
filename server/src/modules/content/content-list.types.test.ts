import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { findTypeSummaries } from './content-list.repo.js';

describe('the content types the lists name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('are read once a minute per process: a board edit in the database shows within the minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await findTypeSummaries(t.db, 'content');
    expect(first.map((x) => x.code)).toContain('evento');
    await t.db
      .updateTable('contentTypes')
      .set({ name: 'Eventi e feste' })
      .where('code', '=', 'evento')
      .execute();
    expect(await findTypeSummaries(t.db, 'content')).toBe(first);
    vi.setSystemTime(Date.now() + 61_000);
    const fresh = await findTypeSummaries(t.db, 'content');
    expect(fresh.find((x) => x.code === 'evento')?.name).toBe('Eventi e feste');
  });
});
