import {
  GROUP_KIND_LABELS,
  REQUEST_TYPE_LABELS,
  ROLE_LABELS,
  type AccessRequest,
  type GroupKind,
  type RequestStatus,
  type Role,
} from '@sportello/contracts';
import type { ApiRequestRow, MembershipRequestRow } from './requests.repo.js';

/** Labels of the facts a request carries (details JSON), in the order they are shown. */
const DETAIL_LABELS: Record<string, string> = {
  category: 'Tipologia',
  municipality: 'Comune',
  contactName: 'Referente',
  website: 'Sito web',
  otherPhones: 'Altri telefoni',
  application: 'Applicazione',
  usage: 'Ambiente di utilizzo',
  applicationUrl: "Indirizzo dell'applicazione",
  contactEmail: 'Referente tecnico',
};

const parseObject = (json: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

export const parseCodes = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

const detailsOf = (json: string) =>
  Object.entries(DETAIL_LABELS).flatMap(([key, label]) => {
    const value = parseObject(json)[key];
    return typeof value === 'string' && value ? [{ label, value }] : [];
  });

const kindLabel = (kind: string | null) => (kind ? (GROUP_KIND_LABELS[kind as GroupKind] ?? kind) : '');
const decidedBy = (row: { decidedByName: string | null; decidedByUsername: string | null }) =>
  row.decidedByName?.trim() || row.decidedByUsername || null;

const common = (row: MembershipRequestRow | ApiRequestRow) => ({
  status: row.status as RequestStatus,
  requester: { id: row.userId, username: row.username, fullName: row.fullName, email: row.email },
  env: { slug: row.appSlug, name: row.appName },
  motivation: row.motivation,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
  decidedBy: decidedBy(row),
  note: row.decisionNote,
});

export function presentMembershipRequest(row: MembershipRequestRow): AccessRequest {
  const type = row.kind === 'structure' ? 'structure' : 'accreditation';
  const kind = row.groupKind ?? (type === 'structure' ? 'structure' : '');
  return {
    id: `membership-${row.id}`,
    type,
    typeLabel: REQUEST_TYPE_LABELS[type],
    ...common(row),
    area: { id: row.groupId, name: row.groupName, kind, kindLabel: kindLabel(kind) },
    role: row.role,
    roleLabel: ROLE_LABELS[row.role as Role] ?? row.role,
    details: detailsOf(row.details),
  };
}

/** `labels` turns authorisation codes into the names the form offered. */
export function presentApiRequest(row: ApiRequestRow, labels: Map<string, string>): AccessRequest {
  const codes = parseCodes(row.authorisations);
  return {
    id: `api-${row.id}`,
    type: 'api',
    typeLabel: REQUEST_TYPE_LABELS.api,
    ...common(row),
    area: { id: row.groupId, name: row.groupName, kind: row.groupKind, kindLabel: kindLabel(row.groupKind) },
    role: '',
    roleLabel: '',
    details: [
      { label: 'Autorizzazioni', value: codes.map((c) => labels.get(c) ?? c).join(', ') },
      ...detailsOf(row.details),
    ],
  };
}
