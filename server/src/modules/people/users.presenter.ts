import { slugify } from '../../platform/text/slug.js';
import {
  formatDateParts,
  NOT_FILLED,
  partsOfInstant,
  READ_ONLY_DATE_FORMAT,
  type TransferCandidate,
  type UserGroupLink,
  type UserView,
} from '@sportello/contracts';
import { PEOPLE_MESSAGES as M } from './people.messages.js';
import { membershipState, roleName, USER_ROW_STATUS } from './people.presenter.js';
import type { MembershipDetail } from './people.repo.js';
import type { UserRecord } from './users.repo.js';

/** Rows of the users' actions → the shapes of contracts/people.ts and of the audit log. */

const USER_TYPE_LABELS: Record<string, string> = {
  amministratore: 'Amministratore',
  ambitoiat: 'Ufficio IAT',
  redazione: 'Redazione',
  struttura: 'Struttura ricettiva',
};

const STATUS_LABELS: Record<number, string> = {
  [USER_ROW_STATUS.pending]: 'In attesa di verifica',
  [USER_ROW_STATUS.active]: 'Attivo',
  [USER_ROW_STATUS.inactive]: 'Disattivato',
};

const userSlug = slugify;

const displayName = (u: Pick<UserRecord, 'fullName' | 'username'>) => u.fullName.trim() || u.username;

function date(iso: string): string {
  const parts = partsOfInstant(Date.parse(iso));
  return parts ? formatDateParts(parts, READ_ONLY_DATE_FORMAT) : NOT_FILLED;
}

/** 0 pending, 1 active (an enabled membership of an enabled group), 2 active but working nowhere. */
export function userRowStatus(user: Pick<UserRecord, 'status'>, memberships: MembershipDetail[]): number {
  if (user.status === 0) return USER_ROW_STATUS.pending;
  return memberships.some((m) => m.stato === 1 && m.groupEnabled === 1)
    ? USER_ROW_STATUS.active
    : USER_ROW_STATUS.inactive;
}

export function presentGroupLink(m: MembershipDetail): UserGroupLink {
  return {
    membershipId: m.membershipId,
    uo: { id: m.groupId, slug: m.groupSlug, name: m.groupName, portale: m.appSlug },
    app: { slug: m.appSlug, name: m.appName },
    stato: m.stato,
    ruolo: m.role,
    ruoloLabel: roleName(m.role),
    groupStatus: m.groupStatus,
    groupEnabled: m.groupEnabled === 1,
  };
}

/** The user modal's data (spec 3 §3 "User data (modal)"): read-only fields, infos, groups. */
export function presentUserView(user: UserRecord, memberships: MembershipDetail[]): UserView {
  const name = displayName(user);
  const status = userRowStatus(user, memberships);
  const value = (text: string) => text.trim() || NOT_FILLED;
  const groupNames = [...new Set(memberships.map((m) => m.groupName))];
  const enabled = memberships.filter((m) => membershipState(m) === 'Attivo').length;
  return {
    id: user.id,
    name,
    avatar: user.image,
    status,
    fields: [
      { label: 'Nome e cognome', value: value(user.fullName) },
      { label: 'Nome utente', value: user.username },
      { label: 'E-mail', value: user.email },
      { label: 'Tipo utente', value: USER_TYPE_LABELS[user.userType] ?? value(user.userType) },
      { label: 'Revisore', value: user.isReviewer === 1 ? 'Sì' : 'No' },
      { label: 'Stato', value: STATUS_LABELS[status] ?? String(status) },
      { label: 'Creato il', value: date(user.createdAt) },
      { label: 'Ultima modifica', value: date(user.updatedAt) },
    ],
    infos: [
      { icon: 'MailOutline', title: 'Contatta', text: user.email, link: `mailto:${user.email}` },
      { divider: true },
      {
        icon: 'GroupsOutlined',
        title: 'Gruppi',
        text: groupNames.length ? groupNames.join(', ') : 'Nessun gruppo',
      },
      {
        icon: 'ToggleOnOutlined',
        title: 'Accessi attivi',
        text: `${enabled} su ${memberships.length} (gruppo e ambiente)`,
      },
    ],
    groups: memberships.map(presentGroupLink),
    leaveConfirm: M.leaveConfirm,
    deleteConfirm: M.deleteConfirm(name),
    params: { email: user.email, username: user.username, slug: userSlug(user.username), type: 'user' },
  };
}

/** "Nome Cognome", with "e-mail · gruppo" below (the first enabled membership's group). */
export function presentTransferCandidate(
  user: { id: number; username: string; email: string; fullName: string },
  memberships: MembershipDetail[],
): TransferCandidate {
  const own = memberships.filter((m) => m.userId === user.id);
  const group = (own.find((m) => m.stato === 1) ?? own[0])?.groupName;
  return {
    id: user.id,
    username: user.username,
    label: displayName(user),
    info: group ? `${user.email} · ${group}` : user.email,
  };
}

/** A membership as the audit log keeps it: readable after the rows are gone. */
export const auditMembership = (m: MembershipDetail) => ({
  membershipId: m.membershipId,
  group: m.groupSlug,
  app: m.appSlug,
  role: m.role,
  stato: m.stato,
});

/** The account as the audit log keeps it (never the password hash). */
export const auditUser = (u: UserRecord) => ({
  username: u.username,
  email: u.email,
  fullName: u.fullName,
  status: u.status,
});
