import {
  PROFILE_NODES as N,
  type ProfileAction,
  type ProfileData,
  type Profiled,
  type ProfileSource,
  type ProfileSummary,
} from '@sportello/contracts';
import type { ProfileRow, SummaryRow } from './profiles.repo.js';

const parse = (json: string | null): Record<string, unknown> => {
  if (!json) return {};
  try {
    const v = JSON.parse(json) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The row actions a profile allows (spec 2 §6); erasing contact data only while there are some. */
export function actionsOf(row: { contactJson: string | null }): ProfileAction[] {
  const actions: ProfileAction[] = ['preview', 'edit', 'share', 'exportData', 'delete'];
  if (row.contactJson) actions.push('eraseContact');
  return actions;
}

/** The values as the form shows them: the statistics with the contact data (while kept) laid in. */
export const valuesOf = (row: { valuesJson: string; contactJson: string | null }) => ({
  ...parse(row.valuesJson),
  ...parse(row.contactJson),
});

export function presentProfile(row: ProfileRow): ProfileData {
  return {
    id: row.id,
    code: row.code,
    previousCode: row.previousCode ?? null,
    saved: true,
    listId: row.listId,
    isNew: false,
    profiled: row.profiled as Profiled,
    values: valuesOf(row),
    actions: actionsOf(row),
    source: row.source as ProfileSource,
    iat: row.officeSlug,
    iatName: row.officeName,
    operator: row.operatorName ?? null,
    visitedAt: row.visitedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    consentAt: row.consentAt,
    contactErasedAt: row.contactErasedAt,
    favouritesCount: Number(row.favouritesCount ?? 0),
  };
}

export function presentSummary(row: SummaryRow): ProfileSummary {
  const name = parse(row.contactJson)[N.name];
  return {
    id: row.id,
    code: row.code,
    profiled: row.profiled as Profiled,
    source: row.source as ProfileSource,
    iat: row.officeSlug,
    name: typeof name === 'string' ? name : null,
    countryKind: row.countryKind,
    country: row.country,
    region: row.region,
    people: row.people,
    visitedAt: row.visitedAt,
    actions: actionsOf(row),
  };
}
