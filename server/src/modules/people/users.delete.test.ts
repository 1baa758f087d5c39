import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { nowIso } from '../../platform/db/connect.js';
import { recordMediaUsage } from '../media/index.js';
import { mediaOwnedContent } from '../media/media.ownership.js';
import { pdfFile, solidImage, tempFilesDir, upload } from '../media/media.test-kit.js';
import { auditRows, expectBadField, membershipsOf, snapshot } from './users.test-kit.js';

const LAST_ADMIN = "Operazione non consentita: è l'ultimo amministratore attivo del portale.";
const NEEDS_CONFIRM =
  "L'utente ha contenuti in questi gruppi: scegli a chi trasferirli oppure conferma che vanno eliminati.";
const TRANSFER_INVALID = 'Trasferisci a: scegli un utente attivo diverso da quello da eliminare.';

/**
 * Removing a user from groups or deleting the account, with their images and documents moved to
 * another user or deleted (files after the commit), on a database where "admin" is the only admin.
 */
describe('deleting a user and their content', () => {
  let t: TestApp;
  let filesDir: string;
  let admin: Agent;
  let adminUser: Awaited<ReturnType<typeof createTestUser>>;
  let g1: { id: number; slug: string };
  let g2: { id: number; slug: string };

  beforeAll(async () => {
    filesDir = tempFilesDir();
    t = await buildTestApp({ filesDir });
    adminUser = await createTestUser(t.db, { role: 'admin', username: 'admin' });
    admin = new Agent(t.app);
    await admin.login('admin');
    g1 = await createTestGroup(t.db, { slug: 'iat-certaldo', name: 'IAT Certaldo' });
    g2 = await createTestGroup(t.db, { slug: 'iat-vinci', name: 'IAT Vinci' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  /** An editor of g1 (make-iat) and, with `inG2`, of g2 (make-vt), signed in. */
  async function author(username: string, inG2 = false) {
    const user = await createTestUser(t.db, {
      role: 'editor',
      username,
      group: g1,
      fullName: `Autore ${username}`,
    });
    if (inG2) {
      const vt = await t.db
        .selectFrom('apps')
        .select('id')
        .where('slug', '=', 'make-vt')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('memberships')
        .values({
          userId: user.id,
          groupId: g2.id,
          appId: vt.id,
          role: 'editor',
          stato: 1,
          createdAt: nowIso(),
        })
        .execute();
    }
    const agent = new Agent(t.app);
    await agent.login(username);
    return { ...user, agent };
  }

  async function uploadImage(agent: Agent, env = 'make-iat', alt = '') {
    const data = await solidImage('png', 80, 60);
    const res = await upload(
      agent,
      'image',
      { filename: 'foto.png', data },
      alt ? { alt } : {},
      `?env=${env}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.data.data.data.id as number;
  }
  async function uploadDocument(agent: Agent, env = 'make-iat') {
    const res = await upload(
      agent,
      'document',
      { filename: 'orari.pdf', data: pdfFile() },
      {},
      `?env=${env}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.data.data.data.id as number;
  }

  const mediaRows = (ids: number[]) =>
    t.db
      .selectFrom('media')
      .select(['id', 'uploadedBy', 'groupId', 'fileKey', 'thumbKey'])
      .where('id', 'in', ids)
      .execute();
  const stored = (key: string | null) =>
    key !== null && fs.existsSync(path.join(filesDir, ...key.split('/')));
  const deleteBody = (id: number, groups: { id: number; slug: string }[], extra: object = {}) => ({
    id,
    uoIds: JSON.stringify(groups.map((g) => g.id)),
    slugs: JSON.stringify(groups.map((g) => g.slug)),
    ...extra,
  });

  it('counts the content that leaving the groups would delete', async () => {
    const anna = await author('anna.check', true);
    await uploadImage(anna.agent);
    await uploadDocument(anna.agent);
    await uploadImage(anna.agent, 'make-vt');
    const count = (slugs: string[]) =>
      admin.post('/api/user/check-content.json', { slugs, username: 'anna.check' });
    expect((await count([g1.slug])).data.data).toEqual({
      wouldDelete: true,
      total: 2,
      items: [
        { kind: 'media', label: 'Immagini e documenti', count: 2 },
        { kind: 'content', label: 'Contenuti', count: 0 },
      ],
    });
    expect((await count([g1.slug, g2.slug])).data.data.total).toBe(3);
    const other = await createTestUser(t.db, { group: g2 });
    expect(
      (await admin.post('/api/user/check-content.json', { slugs: [g2.slug], username: other.username })).data
        .data,
    ).toEqual({
      wouldDelete: false,
      total: 0,
      items: [
        { kind: 'media', label: 'Immagini e documenti', count: 0 },
        { kind: 'content', label: 'Contenuti', count: 0 },
      ],
    });
    const notHers = await count(['admin-' + adminUser.groupId, g1.slug]);
    expectBadField(notHers, 'slugs');
    expect(notHers.data.message).toBe("Gruppi: scegli tra i gruppi dell'utente.");
    expect(
      (await admin.post('/api/user/check-content.json', { slugs: [g1.slug], username: 'nessuno' }))
        .statusCode,
    ).toBe(404);
  });

  it('offers up to 20 active users other than the one being deleted, searchable', async () => {
    const leaving = await createTestUser(t.db, { group: g1, username: 'in.uscita' });
    const pending = await createTestUser(t.db, { group: g1, username: 'in.attesa', status: 0 });
    for (let i = 0; i < 22; i += 1) await createTestUser(t.db, { group: g2, username: `collega.${i}` });
    const all = await admin.get(`/api/user/transfer-candidates.json?id=${leaving.id}`);
    expect(all.statusCode).toBe(200);
    const ids = all.data.data.map((c: { id: number }) => c.id);
    expect(ids).toHaveLength(20);
    expect(ids).not.toContain(leaving.id);
    expect(ids).not.toContain(pending.id);
    const found = await admin.get(`/api/user/transfer-candidates.json?id=${leaving.id}&search=COLLEGA.1`);
    const labels = found.data.data.map((c: { label: string; info: string }) => c);
    expect(labels.length).toBe(11); // collega.1 and collega.10 … collega.19
    expect(labels[0]).toMatchObject({
      info: expect.stringMatching(/^collega\.1\d?@example\.org · IAT Vinci$/),
    });
    const self = await admin.get(`/api/user/transfer-candidates.json?id=${leaving.id}&search=in.uscita`);
    expect(self.data.data).toEqual([]);
    expect((await admin.get('/api/user/transfer-candidates.json?id=999999')).statusCode).toBe(404);
  });

  it('refuses content deletion without confirmation (422), then leaves one group of two keeping the account', async () => {
    const bruno = await author('bruno.parziale', true);
    const inG1 = await uploadImage(bruno.agent);
    const inG2 = [await uploadImage(bruno.agent, 'make-vt'), await uploadDocument(bruno.agent, 'make-vt')];
    const [g2Rows, g1Rows] = [await mediaRows(inG2), await mediaRows([inG1])];

    const before = await snapshot(t);
    const refused = await admin.post('/api/user/delete.json', deleteBody(bruno.id, [g2]));
    expect(refused.statusCode).toBe(422);
    expect(refused.data).toMatchObject({ code: 'rule', message: NEEDS_CONFIRM });
    expect(refused.data.fields).toHaveProperty('confirmContentDeletion');
    expect(await snapshot(t)).toEqual(before);

    const res = await admin.post(
      '/api/user/delete.json',
      deleteBody(bruno.id, [g2], { confirmContentDeletion: true }),
    );
    expect(res.data).toEqual({
      status: 'success',
      data: { message: 'Elemento rimosso con successo', accountDeleted: false, transferred: 0, deleted: 2 },
    });
    expect((await membershipsOf(t, 'bruno.parziale')).map((m) => m.group)).toEqual([g1.slug]);
    expect(await mediaRows(inG2)).toEqual([]);
    for (const r of g2Rows) expect([stored(r.fileKey), stored(r.thumbKey)]).toEqual([false, false]);
    expect(await mediaRows([inG1])).toEqual(g1Rows);
    expect(stored(g1Rows[0]!.fileKey)).toBe(true);
    // Still signs in and works in the group left to them.
    expect((await bruno.agent.get('/api/refresh.json')).statusCode).toBe(200);

    const [row] = await auditRows(t, 'user', bruno.id);
    expect(row).toMatchObject({
      action: 'user.leave-groups',
      actorUsername: 'admin',
      before: { user: { username: 'bruno.parziale' }, memberships: [{ group: g1.slug }, { group: g2.slug }] },
      after: {
        memberships: [{ group: g1.slug }],
        content: { transferredTo: null, transferred: 0, deleted: 2 },
      },
    });
  });

  it('deletes the account moving the content to another user: nothing orphaned, files kept', async () => {
    const carla = await author('carla.trasferita', true);
    const receiver = await createTestUser(t.db, { role: 'editor', group: g1, username: 'destinataria' });
    const ids = [
      await uploadImage(carla.agent, 'make-iat', 'Torre'),
      await uploadDocument(carla.agent),
      await uploadImage(carla.agent, 'make-vt'),
    ];
    await recordMediaUsage(t.db, [ids[0]!], { type: 'content', id: 41 });
    const rows = await mediaRows(ids);

    const res = await admin.post(
      '/api/user/delete.json',
      deleteBody(carla.id, [g1, g2], { transferTo: receiver.id }),
    );
    expect(res.data.data).toEqual({
      message: 'Elemento rimosso con successo',
      accountDeleted: true,
      transferred: 3,
      deleted: 0,
    });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', carla.id).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('memberships').select('id').where('userId', '=', carla.id).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('media').select('id').where('uploadedBy', '=', carla.id).execute()).toEqual(
      [],
    );
    expect(await mediaRows(ids)).toEqual(rows.map((r) => ({ ...r, uploadedBy: receiver.id })));
    for (const r of rows) expect(stored(r.fileKey) && stored(r.thumbKey ?? r.fileKey)).toBe(true);
    expect(
      await t.db.selectFrom('mediaUsage').select('mediaId').where('mediaId', '=', ids[0]!).execute(),
    ).toHaveLength(1);
    expect((await carla.agent.get('/api/refresh.json')).data.code).toBe('auth_required');

    const [row] = await auditRows(t, 'user', carla.id);
    expect(row).toMatchObject({
      action: 'user.delete',
      targetLabel: 'carla.trasferita',
      before: { user: { username: 'carla.trasferita', email: 'carla.trasferita@example.org' } },
      after: { accountDeleted: true, content: { transferredTo: 'destinataria', transferred: 3, deleted: 0 } },
    });
    expect(row!.beforeJson).not.toMatch(/scrypt/);
  });

  it('deletes the account and, once confirmed, its content: rows, texts, usage and files', async () => {
    const dario = await author('dario.eliminato');
    const ids = [await uploadImage(dario.agent, 'make-iat', 'Campanile'), await uploadDocument(dario.agent)];
    await recordMediaUsage(t.db, ids, { type: 'content', id: 42 });
    const rows = await mediaRows(ids);
    expect(rows.every((r) => stored(r.fileKey))).toBe(true);

    const refused = await admin.post('/api/user/delete.json', deleteBody(dario.id, [g1]));
    expect(refused.statusCode).toBe(422);
    const res = await admin.post(
      '/api/user/delete.json',
      deleteBody(dario.id, [g1], { confirmContentDeletion: true }),
    );
    expect(res.data.data).toMatchObject({ accountDeleted: true, transferred: 0, deleted: 2 });
    expect(await mediaRows(ids)).toEqual([]);
    expect(await t.db.selectFrom('mediaTexts').select('id').where('mediaId', 'in', ids).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom('mediaUsage').select('id').where('mediaId', 'in', ids).execute()).toEqual(
      [],
    );
    for (const r of rows) expect([stored(r.fileKey), stored(r.thumbKey)]).toEqual([false, false]);
  });

  it('refuses a transfer to nobody, to a pending user or to the user being deleted (400 "Trasferisci a")', async () => {
    const elena = await author('elena.trasferimento');
    await uploadImage(elena.agent);
    const pending = await createTestUser(t.db, { status: 0, group: g1 });
    const before = await snapshot(t);
    for (const transferTo of [elena.id, pending.id, 999999]) {
      const res = await admin.post('/api/user/delete.json', deleteBody(elena.id, [g1], { transferTo }));
      expectBadField(res, 'transferTo');
      expect(res.data.message).toBe(TRANSFER_INVALID);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("refuses groups that are not the user's, or ids and slugs that disagree (400)", async () => {
    const fabio = await author('fabio.gruppi');
    const before = await snapshot(t);
    const mismatch = await admin.post('/api/user/delete.json', {
      id: fabio.id,
      uoIds: JSON.stringify([g1.id]),
      slugs: JSON.stringify([g2.slug]),
    });
    expectBadField(mismatch, 'slugs');
    expect(mismatch.data.message).toBe('Gruppi: gli identificativi e gli slug non corrispondono.');
    const notHis = await admin.post('/api/user/delete.json', deleteBody(fabio.id, [g1, g2]));
    expectBadField(notHis, 'uoIds');
    expect(notHis.data.message).toBe("Gruppi: scegli tra i gruppi dell'utente.");
    expect(await snapshot(t)).toEqual(before);
    expect((await admin.post('/api/user/delete.json', deleteBody(999999, [g1]))).statusCode).toBe(404);
  });

  it('never deletes the last active admin', async () => {
    const adminGroup = { id: adminUser.groupId, slug: (await membershipsOf(t, 'admin'))[0]!.group };
    const before = await snapshot(t);
    const res = await admin.post('/api/user/delete.json', deleteBody(adminUser.id, [adminGroup]));
    expect(res.statusCode).toBe(422);
    expect(res.data).toMatchObject({ code: 'rule', message: LAST_ADMIN });
    expect(await snapshot(t)).toEqual(before);

    // A second admin may delete the first.
    const second = await createTestUser(t.db, { role: 'admin', group: adminGroup, username: 'admin.due' });
    const agent = new Agent(t.app);
    await agent.login(second.username);
    const first = await createTestUser(t.db, { role: 'admin', group: adminGroup, username: 'admin.tre' });
    const ok = await agent.post('/api/user/delete.json', deleteBody(first.id, [adminGroup]));
    expect(ok.data.data).toMatchObject({ accountDeleted: true });
  });

  it("a group's cascade delete counts and removes every file of the group, files after the commit", async () => {
    const group = await createTestGroup(t.db, { slug: 'iat-empoli' });
    const a = await createTestUser(t.db, { role: 'editor', group, username: 'empoli.a' });
    const b = await createTestUser(t.db, { role: 'editor', group, username: 'empoli.b' });
    const ids: number[] = [];
    for (const u of [a, b]) {
      const agent = new Agent(t.app);
      await agent.login(u.username);
      ids.push(await uploadImage(agent), await uploadDocument(agent));
    }
    await recordMediaUsage(t.db, ids, { type: 'content', id: 43 });
    const rows = await mediaRows(ids);
    expect(await mediaOwnedContent.countInGroup(t.db, group.id)).toBe(4);
    expect(await mediaOwnedContent.count(t.db, { userId: a.id, groupIds: [group.id] })).toBe(2);
    expect(await mediaOwnedContent.count(t.db, { userId: a.id, groupIds: [] })).toBe(0);

    const removed = await t.db.transaction().execute((trx) => mediaOwnedContent.removeInGroup(trx, group.id));
    expect(removed.count).toBe(4);
    expect(await mediaRows(ids)).toEqual([]);
    expect(rows.every((r) => stored(r.fileKey))).toBe(true);
    await removed.afterCommit(t.storage);
    expect(rows.some((r) => stored(r.fileKey) || stored(r.thumbKey))).toBe(false);
    expect(await mediaOwnedContent.countInGroup(t.db, g1.id)).toBeGreaterThan(0);
  });
});
