import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestUser } from '../../../test/factories.js';
import { isPostgres, nowIso, refreshStatistics } from './connect.js';

/**
 * A lookup whose plan depends on the statistics: the session lookup as every request made it
 * before sessions were kept (its time filters let the planner prefer the expiry index).
 */
const SESSION_LOOKUP = `select sessions.id from sessions join users on users.id = sessions.user_id
  where sessions.id = ? and sessions.expires_at > ? and sessions.created_at > ?`;

describe('the planner statistics of a long-lived connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('follow a table that grew since they were taken: the session lookup reads its key again', async (ctx) => {
    // PostgreSQL's autovacuum analyzes a grown table on its own.
    if (isPostgres(t.db)) return ctx.skip();
    const user = await createTestUser(t.db);
    const now = nowIso();
    const insertSessions = (from: number, to: number) =>
      sql`with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})
        insert into sessions (id, user_id, csrf_token, created_at, last_seen_at, expires_at)
        select 'session-' || i, ${user.id}, 'token', ${now}, ${now}, '2999-01-01T00:00:00.000Z' from n`.execute(
        t.db,
      );
    const plan = async () =>
      JSON.stringify(
        (
          await t.db.executeQuery(
            CompiledQuery.raw(`explain query plan ${SESSION_LOOKUP}`, ['session-7', now, '2000-01-01']),
          )
        ).rows,
      );
    // Statistics taken when the table held two sessions (a start on a young install)…
    await insertSessions(1, 2);
    await sql`analyze sessions`.execute(t.db);
    // …and twenty thousand sessions later the planner still counts two: it reads them all.
    await insertSessions(3, 20_000);
    expect(await plan()).toContain('SCAN sessions');

    refreshStatistics(t.db);
    expect(await plan()).toContain('SEARCH sessions USING INDEX sqlite_autoindex_sessions_1 (id=?)');
  });
});
