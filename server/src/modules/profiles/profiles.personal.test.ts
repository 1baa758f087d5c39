import { describe, expect, it } from 'vitest';
import { auditOf } from '../../platform/audit/index.js';
import { profilesHousekeeping } from './profiles.personal.js';
import { saveProfile, useProfilesWorld, VISITOR } from './profiles.test-kit.js';

/** Personal data: consent, retention, erase and export on request, audit. */
describe('personal data of visitors', () => {
  const w = useProfilesWorld();

  it('exports one visitor data as JSON and erases the contact data on request, keeping the statistics', async () => {
    const p = await saveProfile(w.op);
    await w.op.post('/api/crm/preferiti/elemento', { listId: p.listId, resId: 'h1', type: 'accommodation' });
    const data = await w.op.get(`/api/crm/profilo/${p.id}/dati-personali`);
    expect(data.statusCode).toBe(200);
    expect(data.data.data.profile).toMatchObject({
      code: p.code,
      contact: { contatti_nome_cognome: 'Anna Rossi', contatti_email: 'anna.rossi@example.com' },
      values: { profilo_paese: 'it' },
      favourites: [{ resId: 'h1', type: 'accommodation' }],
    });
    expect((await w.editor.get(`/api/crm/profilo/${p.id}/dati-personali`)).statusCode).toBe(403);
    const erased = await w.op2.delete(`/api/crm/profilo/${p.id}/dati-personali`);
    expect(erased.statusCode).toBe(200);
    expect(erased.data.data.message).toBe('Dati di contatto cancellati');
    const after = await w.op.get(`/api/crm/profilo?profiled=profiled&id=${p.id}`);
    expect(after.data.data.profile.values.contatti_email).toBeUndefined();
    expect(after.data.data.profile.values.profilo_regione).toBe('lombardia');
    expect(after.data.data.profile.contactErasedAt).not.toBeNull();
    expect(after.data.data.profile.actions).not.toContain('eraseContact');
    expect((await w.op.delete(`/api/crm/profilo/${p.id}/dati-personali`)).statusCode).toBe(422);
    const log = await auditOf(w.t.db, 'profile', p.id);
    expect(log.map((l) => l.action)).toEqual(['profile.contact.erase', 'profile.personal-data.export']);
  });

  it('the retention job erases contact data older than the period and keeps the statistics', async () => {
    const old = await saveProfile(w.op);
    const fresh = await saveProfile(w.op);
    const long = new Date(Date.now() - 800 * 86_400_000).toISOString();
    await w.t.db.updateTable('profiles').set({ consentAt: long }).where('id', '=', old.id).execute();
    const res = await profilesHousekeeping(w.t.db, { profileContactRetentionDays: 730 });
    expect(res.erased).toBeGreaterThanOrEqual(1);
    const rows = await w.t.db
      .selectFrom('profiles')
      .select(['id', 'contactJson', 'contactErasedAt', 'people', 'region'])
      .where('id', 'in', [old.id, fresh.id])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ contactJson: null, people: 2, region: 'lombardia' });
    expect(rows[0]!.contactErasedAt).not.toBeNull();
    expect(rows[1]!.contactJson).not.toBeNull();
    // Favourites lists made for a profile never saved go after a day.
    const orphan = await w.op.post('/api/crm/preferiti/elemento', { resId: 'h1', type: 'accommodation' });
    const listId = orphan.data.data.listId;
    await w.t.db.updateTable('lists').set({ createdAt: long }).where('id', '=', listId).execute();
    const again = await profilesHousekeeping(w.t.db, { profileContactRetentionDays: 730 });
    expect(again.orphans).toBeGreaterThanOrEqual(1);
    expect(
      await w.t.db.selectFrom('lists').select('id').where('id', '=', listId).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await w.t.db.selectFrom('lists').select('id').where('id', '=', old.listId).executeTakeFirst(),
    ).toBeDefined();
  });

  it('every read of a profile list by an admin goes to the audit log; an operator reading does not', async () => {
    await saveProfile(w.op, VISITOR);
    const count = async () =>
      Number(
        (
          await w.t.db
            .selectFrom('auditLog')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('action', '=', 'profiles.list.read')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await w.op.get('/api/tables/profiles')).statusCode).toBe(200);
    expect(await count()).toBe(before);
    expect((await w.admin.get('/api/tables/profiles')).statusCode).toBe(200);
    expect((await w.admin.get('/api/crm/profili?from=01-01-2020 00:00&to=31-12-2020 23:59')).statusCode).toBe(
      200,
    );
    expect(await count()).toBe(before + 2);
  });
});
