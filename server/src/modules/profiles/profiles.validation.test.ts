import { describe, expect, it } from 'vitest';
import { PROFILE_TEXT_LIMITS } from '@sportello/contracts';
import { addTerminal, pairDevice } from '../terminals/terminals.test-kit.js';
import { saveProfile, useProfilesWorld, VISITOR } from './profiles.test-kit.js';

/**
 * Every value of a profile is checked on the server against its field's type in the
 * profile form and a length limit, at the desk (POST, PUT) and on a kiosk; a bad value answers 400
 * naming the field in Italian, and nothing is written.
 */
describe('profile values: type and length of every field', () => {
  const w = useProfilesWorld();

  const counts = async () => {
    const [p, l] = await Promise.all([
      w.t.db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      w.t.db
        .selectFrom('lists')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { profiles: Number(p.n), lists: Number(l.n) };
  };

  const long = (n: number) => 'a'.repeat(n);

  it('a first save with a wrong value: 400, the field named in Italian, no profile and no list written', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contatti_email: 12 }, 'values.contatti_email', 'E-mail: indirizzo email non valido'],
      [{ contatti_email: 'anna.rossi' }, 'values.contatti_email', 'E-mail: indirizzo email non valido'],
      [
        { contatti_nome_cognome: long(100_000) },
        'values.contatti_nome_cognome',
        `Nome e cognome: al massimo ${PROFILE_TEXT_LIMITS.input} caratteri`,
      ],
      [
        { contatti_telefono: 'chiamami' },
        'values.contatti_telefono',
        'Telefono: numero di telefono non valido',
      ],
      [{ contatti_telefono: { n: 1 } }, 'values.contatti_telefono', 'Telefono: valore non valido'],
      [
        { profilo_note: long(PROFILE_TEXT_LIMITS.text + 1) },
        'values.profilo_note',
        `Richieste del visitatore: al massimo ${PROFILE_TEXT_LIMITS.text} caratteri`,
      ],
      [{ contatti_lingua: 'xx' }, 'values.contatti_lingua', 'Lingua del visitatore: opzione non valida'],
      [{ contatti_consenso: 'sì' }, 'values.contatti_consenso', expect.stringContaining('valore non valido')],
    ] as never;
    for (const [patch, key, message] of cases) {
      const res = await w.op.post('/api/crm/profilo', {
        profiled: 'profiled',
        values: { ...VISITOR, ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch).slice(0, 80)).toBe(400);
      expect(res.data).toMatchObject({ status: 'error', code: 'bad_request' });
      expect(res.data.message).toBeTruthy();
      expect(res.data.fields[key]).toEqual(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('values at the limit are kept; a later save with a wrong value changes nothing', async () => {
    const name = `Anna ${long(PROFILE_TEXT_LIMITS.input - 5)}`;
    const p = await saveProfile(w.op, {
      ...VISITOR,
      contatti_nome_cognome: name,
      contatti_telefono: '+39 (333) 123-4567',
      profilo_note: long(PROFILE_TEXT_LIMITS.text),
    });
    expect(p.values.contatti_nome_cognome).toBe(name);
    const before = await w.t.db
      .selectFrom('profiles')
      .select(['valuesJson', 'contactJson', 'updatedAt'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    const bad = await w.op.put(`/api/crm/profilo/${p.id}`, {
      profiled: 'profiled',
      values: { ...VISITOR, contatti_email: 12, contatti_nome_cognome: long(100_000) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toMatchObject({
      'values.contatti_email': 'E-mail: indirizzo email non valido',
      'values.contatti_nome_cognome': `Nome e cognome: al massimo ${PROFILE_TEXT_LIMITS.input} caratteri`,
    });
    const after = await w.t.db
      .selectFrom('profiles')
      .select(['valuesJson', 'contactJson', 'updatedAt'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // A draft may leave required fields empty, never a wrong one.
    const draft = await w.op.post('/api/crm/profilo', {
      profiled: 'profiled',
      type: 'draft',
      values: { contatti_consenso: true, contatti_email: 12 },
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.data.fields).toHaveProperty(['values.contatti_email']);
  });

  it('another office cannot write one, and a role without profiles is refused before any check', async () => {
    const p = await saveProfile(w.op);
    const other = await w.other.put(`/api/crm/profilo/${p.id}`, {
      profiled: 'profiled',
      values: { ...VISITOR, contatti_nome_cognome: 'Mario Bianchi' },
    });
    expect(other.statusCode).toBe(404);
    const editor = await w.editor.post('/api/crm/profilo', {
      profiled: 'profiled',
      values: { ...VISITOR, contatti_email: 12 },
    });
    expect(editor.statusCode).toBe(403);
    expect(editor.data.code).toBe('forbidden');
  });

  it('a kiosk gets the same checks: a board that adds the contact fields to the kiosk form cannot store anything', async () => {
    // The board's edit of the kiosk form: a section with the consent, a name and an e-mail.
    const row = await w.t.db
      .selectFrom('templates')
      .select(['id', 'body'])
      .where('kind', '=', 'external-form')
      .where('key', '=', 'profile')
      .executeTakeFirstOrThrow();
    const body = JSON.parse(row.body) as { sections: { key: string; title: object; fields: object[] }[] };
    body.sections.push({
      key: 'contatti',
      title: { it: 'I tuoi contatti' },
      fields: [
        { type: 'checkbox', valueNode: 'contatti_consenso', label: 'Acconsento' },
        { type: 'input', valueNode: 'contatti_nome_cognome', label: 'Nome e cognome' },
        { type: 'input', valueNode: 'contatti_email', label: 'E-mail' },
      ],
    });
    await w.t.db
      .updateTable('templates')
      .set({ body: JSON.stringify(body) })
      .where('id', '=', row.id)
      .execute();
    const { pairing } = await addTerminal(w.op, { name: 'Totem validazione', terminalType: 'self' });
    const device = await pairDevice(w.t, pairing.code, '10.34.8.1');
    const answers = {
      profilo_paese: 'it',
      profilo_regione: 'toscana',
      profilo_numero_persone: 2,
      profilo_interessi: ['arte'],
      contatti_consenso: true,
    };
    const before = await counts();
    const named = await device.post('/api/external/profile', {
      type: 'final',
      values: { ...answers, contatti_nome_cognome: long(100_000) },
    });
    expect(named.statusCode).toBe(400);
    expect(named.data.fields['values.contatti_nome_cognome']).toBe(
      `Nome e cognome: al massimo ${PROFILE_TEXT_LIMITS.input} caratteri`,
    );
    const mail = await device.post('/api/external/profile', {
      type: 'final',
      values: { ...answers, contatti_nome_cognome: 'Anna Rossi', contatti_email: 12 },
    });
    expect(mail.statusCode).toBe(400);
    expect(mail.data.fields['values.contatti_email']).toBe('E-mail: indirizzo email non valido');
    expect(await counts()).toEqual(before);
    const good = await device.post('/api/external/profile', {
      type: 'final',
      values: { ...answers, contatti_nome_cognome: 'Anna Rossi', contatti_email: 'anna@example.com' },
    });
    expect(good.statusCode).toBe(200);
    expect((await counts()).profiles).toBe(before.profiles + 1);
  });
});
