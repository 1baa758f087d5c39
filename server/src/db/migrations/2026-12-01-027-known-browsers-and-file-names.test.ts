import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import '../../modules/media/media.schema.js';
import '../../modules/terminals/terminals.schema.js';
import { up } from './2026-12-01-027-known-browsers-and-file-names.js';

/** Migration 027: what the shared cookie name and bidi file names left behind. */
describe('migration 027: known browsers apart from kiosks, file names without bidi controls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("forgets a known browser that was a kiosk's credential, and keeps the others", async () => {
    const office = await createTestGroup(t.db, { name: 'IAT Pistoia', kind: 'iat' });
    const user = await createTestUser(t.db, { role: 'operator', group: office });
    const now = new Date().toISOString();
    await t.db
      .insertInto('terminals')
      .values({
        wsId: 't_migrazione027',
        groupId: office.id,
        name: 'Kiosk',
        deviceName: '',
        terminalType: 'self',
        isActive: 1,
        deviceTokenHash: 'a'.repeat(64),
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    for (const tokenHash of ['a'.repeat(64), 'b'.repeat(64)])
      await t.db
        .insertInto('loginDevices')
        .values({ userId: user.id, tokenHash, createdAt: now, lastUsedAt: now })
        .execute();
    await up(t.db as never);
    const left = await t.db
      .selectFrom('loginDevices')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .execute();
    expect(left.map((d) => d.tokenHash)).toEqual(['b'.repeat(64)]);
  });

  it('strips bidirectional controls from the names of stored files, and leaves other names alone', async () => {
    const group = await createTestGroup(t.db, { name: 'Redazione 027', kind: 'board' });
    const row = (originalName: string, name: string) => ({
      kind: 'document' as const,
      groupId: group.id,
      uploadedBy: null,
      fileKey: `media/document/${originalName}`,
      thumbKey: null,
      originalName,
      name,
      mime: 'application/pdf',
      size: 10,
      width: null,
      height: null,
      checksum: 'c'.repeat(64),
      copyright: '',
      link: '',
      position: null,
      lingua: null,
      documentType: '',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await t.db
      .insertInto('media')
      .values([row('fattura\u202Efdp.exe', 'Fattura \u2067maggio\u2069'), row('Città – orari.pdf', 'Orari')])
      .execute();
    await up(t.db as never);
    const names = await t.db
      .selectFrom('media')
      .select(['originalName', 'name'])
      .where('groupId', '=', group.id)
      .orderBy('id')
      .execute();
    expect(names).toEqual([
      { originalName: 'fatturafdp.exe', name: 'Fattura maggio' },
      { originalName: 'Città – orari.pdf', name: 'Orari' },
    ]);
  });
});
