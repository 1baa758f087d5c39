import { afterAll, beforeAll } from 'vitest';
import type { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { fillCatalogue, signedInAs } from '../explore/explore.test-kit.js';

/**
 * The profiles tests' world: the explore tests' small catalogue, the IAT office of Siena (province
 * SI) with two operators and an editor (no profiles.use), the IAT office of Pisa with its operator,
 * an admin, and a structure.
 */
export interface ProfilesWorld {
  t: TestApp;
  siena: { id: number; slug: string };
  pisa: { id: number; slug: string };
  op: Agent;
  op2: Agent;
  editor: Agent;
  other: Agent;
  admin: Agent;
  structure: Agent;
}

export function useProfilesWorld(): ProfilesWorld {
  const w = {} as ProfilesWorld;
  beforeAll(async () => {
    w.t = await buildTestApp();
    await fillCatalogue(w.t);
    w.siena = await createTestGroup(w.t.db, { name: 'IAT Siena', kind: 'iat' });
    w.pisa = await createTestGroup(w.t.db, { name: 'IAT Pisa', kind: 'iat' });
    await w.t.db
      .updateTable('groups')
      .set({
        province: 'SI',
        email: 'info@iat-siena.example',
        phone: '+39 0577 280551',
        address: 'Piazza del Campo 7, Siena',
      })
      .where('id', '=', w.siena.id)
      .execute();
    await w.t.db.updateTable('groups').set({ province: 'PI' }).where('id', '=', w.pisa.id).execute();
    w.op = await signedInAs(w.t, 'operator', w.siena);
    w.op2 = await signedInAs(w.t, 'operator', w.siena);
    w.editor = await signedInAs(w.t, 'editor', w.siena);
    w.other = await signedInAs(w.t, 'operator', w.pisa);
    w.admin = await signedInAs(w.t, 'admin');
    w.structure = await signedInAs(w.t, 'structure');
  });
  afterAll(() => w.t.close());
  return w;
}

/** A complete, valid profile form: an Italian couple from Lombardy with consent and contact. */
export const VISITOR = {
  contatti_consenso: true,
  contatti_nome_cognome: 'Anna Rossi',
  contatti_email: 'anna.rossi@example.com',
  contatti_telefono: '+39 333 1234567',
  contatti_lingua: 'it',
  profilo_paese: 'it',
  profilo_regione: 'lombardia',
  profilo_composizione: [{ profilo_fascia: 'adulti', profilo_quanti: 2 }],
  profilo_tipo_gruppo: 'coppia',
  profilo_alloggio: 'albergo',
  profilo_notti: 3,
  profilo_interessi: ['arte', 'enogastronomia'],
};

export async function saveProfile(
  agent: Agent,
  values: Record<string, unknown> = VISITOR,
  extra: Record<string, unknown> = {},
) {
  const res = await agent.post('/api/crm/profilo', { profiled: 'profiled', values, ...extra });
  if (res.statusCode !== 200) throw new Error(`save profile: ${res.statusCode} ${res.body}`);
  return res.data.data.profile as {
    id: number;
    code: string;
    listId: number;
    values: Record<string, unknown>;
  };
}
