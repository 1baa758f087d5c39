import type { FastifyBaseLogger } from 'fastify';
import {
  FieldOption,
  FormTemplate,
  GROUP_STATUS,
  flattenOptions,
  type AccessRequest,
  type AccessRequestPage,
  type CreatedPartnerKey,
  type Decision,
  type DecisionReply,
  type RequestStatus,
  type RequestType,
} from '@sportello/contracts';
import type { Actor } from '../../../platform/auth/actor.js';
import { nowIso, type Db } from '../../../platform/db/connect.js';
import type { AppDeps } from '../../../platform/deps.js';
import type { Mail } from '../../../platform/mail/mail.js';
import { conflict, notFound, ruleBroken } from '../../../platform/http/errors.js';
import { getTemplate } from '../../../platform/templates/index.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { decisionMail } from '../forms.mails.js';
import { asPlatformDb, withFormsTables, type FormsDb } from '../forms.schema.js';
import { FORM_TEMPLATE_KIND } from '../forms.templates.js';
import {
  deleteGroupRow,
  deleteMemberships,
  findApp,
  findGroupDetail,
  insertMembership,
  updateGroup,
  updateMembership,
} from '../../people/index.js';
import { createPartnerKey } from '../../partner-keys/index.js';
import { parseCodes, presentApiRequest, presentMembershipRequest } from './requests.presenter.js';
import {
  recordDecision,
  findApiRequest,
  findMembershipRequest,
  listRequests,
  pendingMembershipRequests,
  type MembershipRequestRow,
} from './requests.repo.js';

export const REQUESTS_PAGE_SIZE = 25;

/**
 * Where the user's accreditations and new structures wait for the administrators, as
 * "groupId:appId" keys: a disabled membership there is waiting, not suspended.
 */
export async function pendingAccreditations(db: Db, userId: number): Promise<Set<string>> {
  const rows = await pendingMembershipRequests(withFormsTables(db), userId);
  return new Set(rows.map((r) => `${r.groupId}:${r.appId}`));
}

/** Authorisation code → the name the API form offers (every profile's list of its template). */
async function authorisationLabels(db: Db): Promise<Map<string, string>> {
  const template = await getTemplate(db, FormTemplate, FORM_TEMPLATE_KIND, 'api-configuration', '');
  const lists = template?.server?.authorisations;
  const labels = new Map<string, string>();
  if (typeof lists !== 'object' || lists === null) return labels;
  for (const options of Object.values(lists)) {
    const parsed = FieldOption.array().safeParse(options);
    if (parsed.success) for (const o of flattenOptions(parsed.data)) labels.set(String(o.value), o.label);
  }
  return labels;
}

/** One page of the requests of a status, both kinds merged, oldest first. */
export async function listAccessRequests(
  db: Db,
  status: RequestStatus,
  page: number,
): Promise<AccessRequestPage> {
  const fdb = withFormsTables(db);
  const { memberships, apis, total } = await listRequests(fdb, status, page * REQUESTS_PAGE_SIZE);
  const labels = await authorisationLabels(db);
  const merged: AccessRequest[] = [
    ...memberships.map(presentMembershipRequest),
    ...apis.map((r) => presentApiRequest(r, labels)),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return {
    elements: merged.slice((page - 1) * REQUESTS_PAGE_SIZE, page * REQUESTS_PAGE_SIZE),
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE)),
    itemsPerPage: REQUESTS_PAGE_SIZE,
    totalItems: total,
  };
}

const parseId = (id: string) => {
  const [table, n] = id.split('-') as ['membership' | 'api', string];
  return { table, n: Number(n) };
};

/** The effect of a decision on a membership request: enable, or undo what the request created. */
async function applyMembershipDecision(db: FormsDb, row: MembershipRequestRow, approve: boolean) {
  const group = row.groupId ? await findGroupDetail(db, row.groupId) : undefined;
  if (approve) {
    if (!group) throw ruleBroken('Il gruppo della richiesta non esiste più: rifiutala.');
    if (row.kind === 'structure' && group.status === GROUP_STATUS.pending)
      await updateGroup(db, group.id, { status: GROUP_STATUS.visible });
    if (row.membershipId) await updateMembership(db, row.membershipId, { role: row.role, stato: 1 });
    else {
      const app = await findApp(db, row.appSlug);
      if (!app) throw notFound(FORMS_MESSAGES.requestNotFound);
      await insertMembership(db, {
        userId: row.userId,
        groupId: group.id,
        appId: app.id,
        role: row.role,
        stato: 1,
        now: nowIso(),
      });
    }
    return;
  }
  // A refused structure was never verified: it goes, with the membership waiting on it.
  if (row.kind === 'structure' && group?.status === GROUP_STATUS.pending) await deleteGroupRow(db, group.id);
  else if (row.createdMembership && row.membershipId) await deleteMemberships(db, [row.membershipId]);
}

/**
 * Approve or refuse a pending request (admins), in one transaction: the request is claimed first
 * (a second decision finds it decided), then its effect; the requester gets an e-mail.
 */
export async function decideRequest(
  deps: AppDeps,
  admin: Actor,
  id: string,
  decision: Decision,
  note: string,
  log: FastifyBaseLogger,
): Promise<DecisionReply> {
  const { table, n } = parseId(id);
  const approve = decision === 'approve';
  const set = {
    status: approve ? 'approved' : 'refused',
    decidedBy: admin.userId,
    decidedAt: nowIso(),
    decisionNote: note,
  };
  const { mail, apiKey } = await deps.db.transaction().execute(async (trx) => {
    const db = withFormsTables(trx);
    let apiKey: CreatedPartnerKey | undefined;
    let summary: {
      type: RequestType;
      area: string;
      env: string;
      person: { email: string; fullName: string; username: string };
    };
    if (table === 'membership') {
      const row = await findMembershipRequest(db, n);
      if (!row) throw notFound(FORMS_MESSAGES.requestNotFound);
      if (!(await recordDecision(db, 'membershipRequests', n, set)))
        throw conflict(FORMS_MESSAGES.requestDecided);
      await applyMembershipDecision(db, row, approve);
      summary = {
        type: row.kind === 'structure' ? 'structure' : 'accreditation',
        area: row.groupName,
        env: row.appName,
        person: row,
      };
    } else {
      const row = await findApiRequest(db, n);
      if (!row) throw notFound(FORMS_MESSAGES.requestNotFound);
      if (!(await recordDecision(db, 'apiRequests', n, set))) throw conflict(FORMS_MESSAGES.requestDecided);
      // An approved request is worth a key at once: its secret goes back to this admin only.
      if (approve)
        apiKey = await createPartnerKey(asPlatformDb(db), admin, {
          id: n,
          groupId: row.groupId,
          appId: row.appId,
          groupName: row.groupName,
          authorisations: parseCodes(row.authorisations),
        });
      summary = { type: 'api', area: row.groupName, env: row.appName, person: row };
    }
    const appLink = `${deps.config.publicUrl}${deps.config.appPrefix}/`;
    const mail: Mail = decisionMail(summary.person, { ...summary, approved: approve, note }, appLink);
    return { mail, apiKey };
  });
  try {
    await deps.mail.send(mail);
  } catch (err) {
    log.error({ err }, 'decision mail not delivered');
  }
  const request = await presentDecided(deps.db, table, n);
  return {
    message: approve ? FORMS_MESSAGES.approved : FORMS_MESSAGES.refused,
    request,
    ...(apiKey && { apiKey }),
  };
}

async function presentDecided(db: Db, table: 'membership' | 'api', n: number): Promise<AccessRequest> {
  const fdb = withFormsTables(db);
  if (table === 'membership') {
    const row = await findMembershipRequest(fdb, n);
    if (!row) throw notFound(FORMS_MESSAGES.requestNotFound);
    return presentMembershipRequest(row);
  }
  const row = await findApiRequest(fdb, n);
  if (!row) throw notFound(FORMS_MESSAGES.requestNotFound);
  return presentApiRequest(row, await authorisationLabels(db));
}
