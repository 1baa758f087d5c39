import { afterAll, beforeAll } from 'vitest';
import { formatExportDate, partsOfInstant } from '@sportello/contracts';
import type { Agent } from '../../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../../test/build-app.js';
import { createTestGroup } from '../../../../test/factories.js';
import type { Db } from '../../../platform/db/connect.js';
import { signedInAs } from '../../explore/explore.test-kit.js';

/** A visit as the export tests write it straight into the tables (the statistics columns filled). */
export interface TestVisit {
  officeId: number;
  visitedAt: string;
  code?: string;
  profiled?: 'profiled' | 'not_profiled';
  source?: 'desk' | 'kiosk';
  countryKind?: 'it' | 'eu' | 'eeu' | null;
  country?: string | null;
  region?: string | null;
  people?: number;
  interests?: string[];
  contact?: Record<string, string> | null;
  consent?: boolean;
  erased?: boolean;
}

let seq = 0;

/** Inserts visits in batches (profiles and profile_interests), as the save would leave them. */
export async function insertVisits(db: Db, visits: TestVisit[]): Promise<void> {
  for (let i = 0; i < visits.length; i += 400) {
    const batch = visits.slice(i, i + 400);
    const rows = batch.map((v) => {
      seq += 1;
      return {
        code: v.code ?? `T-2026-${String(seq).padStart(6, '0')}`,
        officeId: v.officeId,
        operatorId: null,
        profiled: v.profiled ?? 'profiled',
        source: v.source ?? 'desk',
        terminalId: null,
        listId: null,
        valuesJson: '{}',
        contactJson: v.contact ? JSON.stringify(v.contact) : null,
        consentAt: v.consent ? v.visitedAt : null,
        visitedAt: v.visitedAt,
        createdAt: v.visitedAt,
        updatedAt: v.visitedAt,
        contactErasedAt: v.erased ? v.visitedAt : null,
        countryKind: v.countryKind ?? null,
        country: v.country ?? null,
        region: v.region ?? null,
        people: v.people ?? 1,
      };
    });
    const ids = await db.insertInto('profiles').values(rows).returning('id').execute();
    const interests = batch.flatMap((v, k) =>
      (v.interests ?? []).map((interest) => ({
        profileId: ids[k]!.id,
        officeId: v.officeId,
        visitedAt: v.visitedAt,
        interest,
        people: v.people ?? 1,
      })),
    );
    if (interests.length) await db.insertInto('profileInterests').values(interests).execute();
  }
}

const HOUR = 3_600_000;
/** An instant `hours` ago, ISO. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
/** The export's DD-MM-YYYY HH:mm of an instant `hours` ago (Europe/Rome). */
export const exportDateHoursAgo = (hours: number) =>
  formatExportDate(partsOfInstant(Date.now() - hours * HOUR)!);

export interface ExportWorld {
  t: TestApp;
  siena: { id: number; slug: string };
  pisa: { id: number; slug: string };
  admin: Agent;
  op: Agent;
  other: Agent;
  editor: Agent;
}

/** Two IAT offices (Siena, Pisa), an admin, an operator of each, an editor (no profiles). */
export function useExportWorld(fill?: (w: ExportWorld) => Promise<void>): ExportWorld {
  const w = {} as ExportWorld;
  beforeAll(async () => {
    w.t = await buildTestApp();
    w.siena = await createTestGroup(w.t.db, { name: 'IAT Siena', kind: 'iat' });
    w.pisa = await createTestGroup(w.t.db, { name: 'IAT Pisa', kind: 'iat' });
    w.admin = await signedInAs(w.t, 'admin');
    w.op = await signedInAs(w.t, 'operator', w.siena);
    w.other = await signedInAs(w.t, 'operator', w.pisa);
    w.editor = await signedInAs(w.t, 'editor', w.siena);
    await fill?.(w);
  });
  afterAll(() => w.t.close());
  return w;
}
