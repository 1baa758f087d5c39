import { afterAll, beforeAll } from 'vitest';
import type { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { fillCatalogue, signedInAs } from '../explore/explore.test-kit.js';

/**
 * The lists tests' world: the small catalogue of the explore tests (h6 withdrawn, h7 expired), the
 * IAT office of Siena with two operators and an editor, the IAT office of Pisa with its operator,
 * and a structure.
 */
export interface ListsWorld {
  t: TestApp;
  siena: { id: number; slug: string };
  pisa: { id: number; slug: string };
  op: Agent;
  op2: Agent;
  editor: Agent;
  other: Agent;
  structure: Agent;
}

export function useListsWorld(): ListsWorld {
  const w = {} as ListsWorld;
  beforeAll(async () => {
    w.t = await buildTestApp();
    await fillCatalogue(w.t);
    w.siena = await createTestGroup(w.t.db, { name: 'IAT Siena', kind: 'iat' });
    await w.t.db
      .updateTable('groups')
      .set({
        address: 'Piazza del Campo 7, 53100 Siena',
        phone: '+39 0577 280551',
        lat: 43.3186,
        lng: 11.3316,
      })
      .where('id', '=', w.siena.id)
      .execute();
    w.pisa = await createTestGroup(w.t.db, { name: 'IAT Pisa', kind: 'iat' });
    w.op = await signedInAs(w.t, 'operator', w.siena);
    w.op2 = await signedInAs(w.t, 'operator', w.siena);
    w.editor = await signedInAs(w.t, 'editor', w.siena);
    w.other = await signedInAs(w.t, 'operator', w.pisa);
    w.structure = await signedInAs(w.t, 'structure');
  });
  afterAll(() => w.t.close());
  return w;
}

/** Creates a list for the agent's office and fills it with the given catalogue items (resId, type). */
export async function makeList(agent: Agent, title: string, items: [string, string][] = []) {
  const res = await agent.post('/api/list/lista', { title });
  if (res.statusCode !== 200) throw new Error(`create list: ${res.statusCode} ${res.body}`);
  const id = res.data.data.id as number;
  for (const [resId, type] of items) {
    const add = await agent.post(`/api/list/lista/${id}/elemento`, { resId, type, locale: 'it' });
    if (add.statusCode !== 200) throw new Error(`add ${resId}: ${add.statusCode} ${add.body}`);
  }
  return id;
}

export async function elementsOf(agent: Agent, id: number, query = '?itemsPerPage=200') {
  const res = await agent.get(`/api/list/lista/${id}/elementi${query}`);
  if (res.statusCode !== 200) throw new Error(`elements: ${res.statusCode} ${res.body}`);
  return res.data.data as {
    elements: {
      id: number;
      resId: string;
      type: string;
      title: string;
      position: number;
      values: { status: { label: string } | null };
    }[];
    totalItems: number;
    types: { type: string; count: number }[];
  };
}
