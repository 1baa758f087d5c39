import {
  PROFILE_SOURCE_LABELS,
  DMY_HM,
  datePartsKey,
  partsOfInstant,
  PROFILE_NODES as N,
  type CanExportReply,
  type ListLocale,
  type Profiled,
  type ProfilePreviewModel,
  type ProfilePreviewReply,
  type ProfilesOfPeriodQuery,
  type ProfilesOfPeriodReply,
} from '@sportello/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.js';
import { can } from '../../platform/auth/capabilities.js';
import type { Db } from '../../platform/db/connect.js';
import { badRequest, forbidden } from '../../platform/http/errors.js';
import type { ProfileUser } from './profiles.access.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';
import {
  AGE_BANDS,
  COUNTRY_KIND_OPTIONS,
  EEU_COUNTRIES,
  EU_COUNTRIES,
  GROUP_TYPES,
  INTERESTS,
  REGIONS,
  STAYS,
  labelOf,
} from './profiles.options.js';
import { valuesOf } from './profiles.presenter.js';
import { presentSummary } from './profiles.presenter.js';
import * as repo from './profiles.repo.js';
import { profileFor } from './profiles.service.js';
import { PREVIEW_TEMPLATE } from './profiles.templates.js';

/** DD-MM-YYYY HH:mm, the board's wall clock (Europe/Rome), as an ISO instant. */
export function romeToIso(text: string): string | null {
  const m = DMY_HM.exec(text);
  if (!m) return null;
  const [, d, mo, y, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1 || h > 23 || mi > 59) return null;
  // The zone's offset at that moment (twice: the guess may sit across a DST change).
  let instant = wall;
  for (let i = 0; i < 2; i += 1) instant = wall - (datePartsKey(partsOfInstant(instant)!) - instant);
  return new Date(instant).toISOString();
}

/**
 * The offices a query names by slug, within what the user may see: the Admin group any office
 * (none named: all of them), everyone else their own only (another one is refused).
 */
export async function officesOf(db: Db, user: ProfileUser, slugs: string[]): Promise<number[] | null> {
  if (!slugs.length) return user.scope === null ? null : [user.scope];
  const found = await repo.officesBySlug(db, slugs);
  if (found.length !== new Set(slugs).size) throw badRequest(M.unknownIat, { slugs: M.unknownIat });
  if (user.scope !== null && found.some((o) => o.id !== user.scope)) throw forbidden(M.otherIat);
  return found.map((o) => o.id);
}

export const slugsOf = (q: { slugs?: string | string[] | undefined; slug?: string | undefined }) => [
  ...new Set(
    [...(Array.isArray(q.slugs) ? q.slugs : q.slugs ? q.slugs.split(',') : []), ...(q.slug ? [q.slug] : [])]
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** An admin reading a list of visitors' profiles leaves a trace (who, which offices, which query). */
export async function auditListRead(db: Db, user: ProfileUser, offices: number[] | null, query: unknown) {
  if (!user.isAdmin) return;
  await recordAudit(
    db,
    user.ctx.actor,
    'profiles.list.read',
    {
      type: 'profiles',
      id: offices?.length === 1 ? offices[0]! : 0,
      label: offices ? offices.join(',') : 'tutti gli uffici',
    },
    null,
    query,
  );
}

const PERIOD_ROWS = 200;
const MAX_PERIOD_MS = 397 * 86_400_000;

export async function profilesOfPeriod(
  db: Db,
  user: ProfileUser,
  q: z.output<typeof ProfilesOfPeriodQuery>,
): Promise<ProfilesOfPeriodReply> {
  const from = romeToIso(q.from);
  const to = romeToIso(q.to);
  if (!from)
    throw badRequest('Data non valida: usa GG-MM-AAAA HH:mm', {
      from: 'Data non valida: usa GG-MM-AAAA HH:mm',
    });
  if (!to)
    throw badRequest('Data non valida: usa GG-MM-AAAA HH:mm', {
      to: 'Data non valida: usa GG-MM-AAAA HH:mm',
    });
  if (to < from) throw badRequest(M.rangeOrder, { to: M.rangeOrder });
  if (Date.parse(to) - Date.parse(from) > MAX_PERIOD_MS)
    throw badRequest(M.rangeTooLong, { to: M.rangeTooLong });
  const offices = await officesOf(db, user, slugsOf(q));
  // The end minute is included whole.
  const toEnd = new Date(Date.parse(to) + 59_999).toISOString();
  const { days, rows } = await repo.profilesOfPeriod(db, offices, from, toEnd, PERIOD_ROWS);
  await auditListRead(db, user, offices, { from: q.from, to: q.to });
  return {
    total: days.reduce((s, d) => s + d.count, 0),
    people: days.reduce((s, d) => s + d.people, 0),
    days,
    elements: rows.map(presentSummary),
  };
}

/** can-export: whether the user may export, and for which offices (spec 2 §4 "Export"). */
export async function canExport(db: Db, user: ProfileUser, iat?: string): Promise<CanExportReply> {
  if (!can(user.ctx, 'profiles.export')) return { canExport: false, slugs: [], reason: M.cannotExport };
  const slugs = user.scope === null ? (await repo.iatOffices(db)).map((o) => o.slug) : [user.office!.slug];
  if (iat !== undefined && !slugs.includes(iat)) return { canExport: false, slugs, reason: M.otherIat };
  return { canExport: true, slugs, reason: null };
}

// ---------------------------------------------------------------------------------------------
// Preview (profiles-preview-modal)

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function originText(values: Record<string, unknown>, prefix: 'profilo' | 'np' = 'profilo'): string {
  const p =
    prefix === 'profilo'
      ? [N.countryKind, N.region, N.euCountry, N.eeuCountry]
      : ['np_paese', 'np_regione', 'np_eu_paese', 'np_eeu_paese'];
  const kind = values[p[0]!];
  const kindLabel = COUNTRY_KIND_OPTIONS.find(([v]) => v === kind)?.[1] ?? '';
  if (kind === 'it') return values[p[1]!] ? `${kindLabel} — ${labelOf(REGIONS, values[p[1]!])}` : kindLabel;
  if (kind === 'eu') return labelOf(EU_COUNTRIES, values[p[2]!]) || kindLabel;
  if (kind === 'eeu') return labelOf(EEU_COUNTRIES, values[p[3]!]) || kindLabel;
  return '';
}

export function previewModel(
  row: repo.ProfileRow,
  type: 'profiled' | 'not_profiled' | 'auto',
  lang: ListLocale,
): ProfilePreviewModel {
  void lang; // The desk works in Italian; the option labels are Italian.
  const values = valuesOf(row);
  const profiled = (type === 'auto' ? row.profiled : type) as Profiled;
  const tally = Array.isArray(values[N.notProfiled])
    ? (values[N.notProfiled] as Record<string, unknown>[])
    : [];
  const origin =
    profiled === 'not_profiled' && tally.length
      ? tally.map((r) => `${originText(r, 'np')} (${text(r.np_persone) || '1'})`).join(', ')
      : originText(values);
  const composition = Array.isArray(values[N.composition])
    ? (values[N.composition] as Record<string, unknown>[])
        .map((r) => `${labelOf(AGE_BANDS, r.profilo_fascia)}: ${text(r.profilo_quanti)}`)
        .join(', ')
    : '';
  const model: Record<string, string> = {
    code: row.code,
    profiled: row.profiled === 'not_profiled' ? 'Non profilato' : 'Profilato',
    name: text(values[N.name]),
    origin,
    people: String(row.people),
    group: [labelOf(GROUP_TYPES, values.profilo_tipo_gruppo), composition].filter(Boolean).join(' — '),
    stay: [
      labelOf(STAYS, values.profilo_alloggio),
      values.profilo_notti ? `${text(values.profilo_notti)} notti` : '',
    ]
      .filter(Boolean)
      .join(', '),
    interests: Array.isArray(values[N.interests])
      ? (values[N.interests] as unknown[]).map((i) => labelOf(INTERESTS, i)).join(', ')
      : '',
    favourites: String(Number(row.favouritesCount ?? 0)),
    visitedAt: row.visitedAt,
    iat: row.officeName,
    operator: row.operatorName ?? '',
    source: PROFILE_SOURCE_LABELS[row.source === 'kiosk' ? 'kiosk' : 'desk'],
  };
  const path =
    row.profiled === 'not_profiled'
      ? PREVIEW_TEMPLATE.editButton.notProfiledPath
      : PREVIEW_TEMPLATE.editButton.profiledPath;
  return {
    id: row.id,
    code: row.code,
    profiled: row.profiled as Profiled,
    values: Object.fromEntries(Object.entries(model).filter(([, v]) => v !== '')),
    editHref: `${path}?__blank=true&id=${row.id}`,
  };
}

export async function preview(
  db: Db,
  user: ProfileUser,
  id: number,
  type: 'profiled' | 'not_profiled' | 'auto' = 'auto',
  lang: ListLocale = 'it',
): Promise<ProfilePreviewReply> {
  const row = await profileFor(db, user, id);
  return { template: PREVIEW_TEMPLATE, model: previewModel(row, type, lang) };
}
