import { describe, expect, it } from 'vitest';
import { anotherProcess } from '../../../test/another-process.js';
import type { Agent } from '../../../test/agent.js';
import { createTestGroup } from '../../../test/factories.js';
import { signedInAs } from '../explore/explore.test-kit.js';
import { addTerminal, pairDevice } from '../terminals/terminals.test-kit.js';
import { VISITOR, useProfilesWorld } from './profiles.test-kit.js';
import './profiles.schema.js';

/**
 * A profile's code is unique in the whole region. Offices of one province share the
 * province's counter; the database refuses a repeated code on either engine; desks saving at once,
 * in one process or two, each get their own code and none gets a 500.
 */
describe('profile codes: unique in the region', () => {
  const w = useProfilesWorld();

  const save = (agent: Agent) =>
    agent.post('/api/crm/profilo', {
      profiled: 'profiled',
      values: VISITOR,
      visitedAt: '2025-05-02T09:00:00Z',
    });

  it('two offices of one province never give the same code', async () => {
    const montalcino = await createTestGroup(w.t.db, { name: 'IAT Montalcino', kind: 'iat' });
    await w.t.db.updateTable('groups').set({ province: 'SI' }).where('id', '=', montalcino.id).execute();
    const desk = await signedInAs(w.t, 'operator', montalcino);
    const a = await save(w.op);
    const b = await save(desk);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [ca, cb] = [a.data.data.profile.code, b.data.data.profile.code] as [string, string];
    expect(ca).toMatch(/^SI-2025-\d{6}$/);
    expect(cb).toMatch(/^SI-2025-\d{6}$/);
    expect(cb).not.toBe(ca);
    // The kiosk of an office draws from the same counter.
    const { pairing } = await addTerminal(desk, { name: 'Totem Montalcino', terminalType: 'self' });
    const device = await pairDevice(w.t, pairing.code, '10.34.7.1');
    const kiosk = await device.post('/api/external/profile', {
      type: 'final',
      values: {
        profilo_paese: 'it',
        profilo_regione: 'toscana',
        profilo_numero_persone: 1,
        profilo_interessi: ['arte'],
      },
    });
    expect(kiosk.statusCode).toBe(200);
    const codes = await w.t.db.selectFrom('profiles').select('code').execute();
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });

  it('the database refuses a code already used by another office', async () => {
    const p = (await save(w.op)).data.data.profile as { id: number; code: string };
    const row = await w.t.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(
      w.t.db
        .insertInto('profiles')
        .values({ ...copy, officeId: w.pisa.id, listId: null })
        .execute(),
    ).rejects.toThrow();
  });

  it('desks of one province saving at once, in two server processes: every save its own code, no 500', async () => {
    const montepulciano = await createTestGroup(w.t.db, { name: 'IAT Montepulciano', kind: 'iat' });
    await w.t.db.updateTable('groups').set({ province: 'SI' }).where('id', '=', montepulciano.id).execute();
    const second = await anotherProcess(w.t);
    try {
      const there = await signedInAs({ ...w.t, app: second.app }, 'operator', montepulciano);
      const here = await signedInAs(w.t, 'operator', montepulciano);
      const agents = [w.op, w.op2, here, there];
      const replies = await Promise.all(
        Array.from({ length: 24 }, (_, i) => save(agents[i % agents.length]!)),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
      const codes = replies.map((r) => r.data.data.profile.code as string);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^SI-2025-\d{6}$/);
    } finally {
      await second.close();
    }
  });

  it('refuses a role without profiles and a bad payload on the first save', async () => {
    expect((await save(w.editor)).statusCode).toBe(403);
    const bad = await w.op.post('/api/crm/profilo', {
      profiled: 'profiled',
      values: VISITOR,
      visitedAt: 'ieri',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toContain('visitedAt');
  });
});
