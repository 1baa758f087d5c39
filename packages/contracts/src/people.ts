import { z } from './z.js';
import { NewPassword } from './auth.js';
import { idOf, idTextOf } from './id.js';
import { Role } from './roles.js';

/**
 * Users, groups (UO) and teams (spec 3 §2 "User admin", "Group admin", "Team", §3, §4, §7).
 * The paths are those of spec §7's "/api/user/*.json" and "/api/group/*.json" families; the team's
 * own calls live under /api/team/. Every body below is parsed by the server; messages name the field.
 */

const id = idOf;

const stato = z.union([z.literal(0), z.literal(1)], { error: 'Stato: 0 o 1' });

export const IdQuery = z.object({ id: idTextOf('id') });
export type IdQuery = z.infer<typeof IdQuery>;

export const IdBody = z.object({ id: id('id') });
export type IdBody = z.infer<typeof IdBody>;

/** POST /api/user/confirm.json: verify a pending user, or rehabilitate one (every membership back on). */
export const UserConfirmBody = z.object({
  id: id('Utente'),
  activationType: z.enum(['verify', 'rehabilitate'], { error: 'Tipo di attivazione: verify o rehabilitate' }),
});
export type UserConfirmBody = z.infer<typeof UserConfirmBody>;

/** POST /api/user/group-confirm.json: the user's group verified (status 0 → 1) or rehabilitated. */
export const UserGroupConfirmBody = z.object({
  id: id('Utente'),
  groupId: id('Gruppo'),
  activationType: z.enum(['verify-group', 'rehabilitate-group'], {
    error: 'Tipo di attivazione: verify-group o rehabilitate-group',
  }),
});
export type UserGroupConfirmBody = z.infer<typeof UserGroupConfirmBody>;

/** POST /api/user/toggle-status.json: one membership (user × group × environment) on or off. */
export const MembershipStatoBody = z.object({ membershipId: id('Appartenenza'), stato });
export type MembershipStatoBody = z.infer<typeof MembershipStatoBody>;

/** POST /api/user/reset-password.json: an admin sets a user's password (two equal fields). */
export const AdminResetPasswordBody = z
  .object({
    id: id('Utente'),
    password: NewPassword,
    passwordConfirm: z.string({ error: 'Ripeti password: campo obbligatorio' }),
  })
  .refine((b) => b.password === b.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'Ripeti password: le password non coincidono',
  });
export type AdminResetPasswordBody = z.infer<typeof AdminResetPasswordBody>;

/** A JSON array sent as a string (spec: "uoIds and slugs as JSON strings"). */
const jsonArray = <T extends z.ZodType>(label: string, item: T) =>
  z.string({ error: `${label}: campo obbligatorio` }).transform((text, ctx): z.infer<T>[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label}: elenco non valido` });
      return z.NEVER;
    }
    const result = z.array(item).min(1).max(200).safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: `${label}: scegliere almeno un gruppo` });
      return z.NEVER;
    }
    return result.data;
  });

/** POST /api/user/check-content.json: would removing the user from these groups delete content? */
export const CheckContentBody = z.object({
  slugs: z.array(z.string().min(1).max(80)).min(1, 'Gruppi: sceglierne almeno uno').max(200),
  username: z.string({ error: 'Utente: campo obbligatorio' }).min(1, 'Utente: campo obbligatorio').max(120),
});
export type CheckContentBody = z.infer<typeof CheckContentBody>;

export const OwnedContentCount = z.object({ kind: z.string(), label: z.string(), count: z.number().int() });
export const CheckContentReply = z.object({
  wouldDelete: z.boolean(),
  total: z.number().int(),
  items: z.array(OwnedContentCount),
});
export type CheckContentReply = z.infer<typeof CheckContentReply>;

/**
 * POST /api/user/delete.json: the user leaves the chosen groups (all of them: the account goes);
 * their content there moves to `transferTo`, or is deleted when `confirmContentDeletion` is true.
 */
export const DeleteUserBody = z.object({
  id: id('Utente'),
  uoIds: jsonArray('Gruppi', idOf('Gruppi')),
  slugs: jsonArray('Gruppi', z.string().min(1).max(80)),
  transferTo: idOf('Destinatario dei contenuti').nullable().default(null),
  confirmContentDeletion: z.boolean().default(false),
});
export type DeleteUserBody = z.input<typeof DeleteUserBody>;

export const DeleteUserReply = z.object({
  message: z.string(),
  accountDeleted: z.boolean(),
  transferred: z.number().int(),
  deleted: z.number().int(),
});
export type DeleteUserReply = z.infer<typeof DeleteUserReply>;

/** A membership as the modals list it (delete-user groups, a user's groups). */
export const UserGroupLink = z.object({
  membershipId: z.number().int(),
  uo: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), portale: z.string() }),
  /** Environment slug and name. */
  app: z.object({ slug: z.string(), name: z.string() }),
  stato: z.number().int(),
  ruolo: z.string(),
  ruoloLabel: z.string(),
  /** The group's own status (0 pending, 1 visible, 4 hidden IAT) and whether it is enabled. */
  groupStatus: z.number().int(),
  groupEnabled: z.boolean(),
});
export type UserGroupLink = z.infer<typeof UserGroupLink>;

/** GET /api/user/view.json?id=: the user modal's data (spec 3 §3 "User data (modal)"). */
export const UserView = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  status: z.number().int(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  infos: z.array(
    z.object({
      title: z.string().optional(),
      icon: z.string().optional(),
      text: z.string().optional(),
      link: z.string().optional(),
      divider: z.boolean().optional(),
    }),
  ),
  groups: z.array(UserGroupLink),
  leaveConfirm: z.string(),
  deleteConfirm: z.string(),
  params: z.object({ email: z.string(), username: z.string(), slug: z.string(), type: z.literal('user') }),
});
export type UserView = z.infer<typeof UserView>;

/** GET /api/user/transfer-candidates.json?id=&search=: who may receive a deleted user's content. */
export const TransferCandidatesQuery = z.object({
  id: idTextOf('Utente'),
  search: z.string().trim().max(100, 'Ricerca: al massimo 100 caratteri').default(''),
});
export const TransferCandidate = z.object({
  id: z.number().int(),
  /** What the add-user call names the person by. */
  username: z.string(),
  label: z.string(),
  info: z.string(),
});
export const TransferCandidates = z.array(TransferCandidate);
export type TransferCandidate = z.infer<typeof TransferCandidate>;

/** POST /api/group/confirm.json: verify a pending group, or rehabilitate a disabled one. */
export const GroupConfirmBody = z.object({
  id: id('Gruppo'),
  activationType: z.enum(['verify', 'rehabilitate'], { error: 'Tipo di attivazione: verify o rehabilitate' }),
});
export type GroupConfirmBody = z.infer<typeof GroupConfirmBody>;

/** POST /api/group/toggle-status.json: disable or enable a whole group. */
export const GroupToggleBody = z.object({ id: id('Gruppo'), stato });
export type GroupToggleBody = z.infer<typeof GroupToggleBody>;

/** POST /api/group/iat-visibility.json: 4 hides the IAT from the tourism view, 1 shows it. */
export const IatVisibilityBody = z.object({
  slug: z.string({ error: 'Gruppo: campo obbligatorio' }).min(1, 'Gruppo: campo obbligatorio').max(80),
  stato: z.union([z.literal(1), z.literal(4)], { error: 'Stato: 1 (visibile) o 4 (nascosto)' }),
});
export type IatVisibilityBody = z.infer<typeof IatVisibilityBody>;

/** POST /api/group/cascade-check.json: who and what a group's deletion takes with it. */
export const CascadeCheckReply = z.object({
  group: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** Members; `accountDeleted` when this is their only group (the account goes too). */
  users: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      email: z.string(),
      fullName: z.string(),
      accountDeleted: z.boolean(),
    }),
  ),
  content: z.array(OwnedContentCount),
});
export type CascadeCheckReply = z.infer<typeof CascadeCheckReply>;

/** POST /api/group/cascade-delete.json: deletes the group after the check was shown. */
export const CascadeDeleteBody = z.object({
  id: id('Gruppo'),
  confirm: z.literal(true, { error: 'Conferma: richiesta' }),
});
export type CascadeDeleteBody = z.infer<typeof CascadeDeleteBody>;

/** POST /api/group/remove-user.json (spec "group delete (id, email, username, slug)"). */
export const RemoveUserBody = z.object({
  id: id('Gruppo'),
  email: z.string().max(254).default(''),
  username: z.string({ error: 'Utente: campo obbligatorio' }).min(1, 'Utente: campo obbligatorio').max(120),
  slug: z.string().max(80).default(''),
});
export type RemoveUserBody = z.infer<typeof RemoveUserBody>;

/** POST /api/group/role.json: add a user to a group, or change their role (spec "Role assignment payload"). */
export const RoleAssignmentBody = z.object({
  id: idOf('Utente').optional(),
  email: z.string().max(254).default(''),
  username: z.string({ error: 'Utente: campo obbligatorio' }).min(1, 'Utente: campo obbligatorio').max(120),
  slug: z.string().max(80).default(''),
  /** The group's slug. */
  uo: z.string({ error: 'Gruppo: campo obbligatorio' }).min(1, 'Gruppo: campo obbligatorio').max(80),
  /** The environment (portale and env name the same thing; env wins). */
  portale: z.string().max(40).default(''),
  env: z.string().max(40).default(''),
  ruolo: z.string({ error: 'Ruolo: campo obbligatorio' }).min(1, 'Ruolo: campo obbligatorio').max(40),
});
export type RoleAssignmentBody = z.input<typeof RoleAssignmentBody>;

/** A role a form may offer (the template-defined list stored in the database). */
export const RoleOption = z.object({ value: z.string(), label: z.string() });
export const RoleOptions = z.array(RoleOption);
export type RoleOption = z.infer<typeof RoleOption>;

/** POST /api/team/member.json (spec "Team user creation"): username equals email, ruolo the role. */
export const TeamMemberBody = z
  .object({
    email: z
      .email({ error: 'E-mail: indirizzo non valido' })
      .max(254, 'E-mail: al massimo 254 caratteri')
      .transform((v) => v.toLowerCase()),
    username: z.string().max(254).default(''),
    fullName: z.string().trim().max(120, 'Nome e cognome: al massimo 120 caratteri').default(''),
    ruolo: z.string({ error: 'Ruolo: campo obbligatorio' }).min(1, 'Ruolo: campo obbligatorio').max(40),
    env: z.string().max(40).default(''),
    uo: z.object(
      {
        slug: z.string().min(1, 'Gruppo: campo obbligatorio').max(80),
        ruolo: z.string().max(40).default(''),
        portale: z.string().max(40).default(''),
        statoUUORG: z.literal(1).default(1),
      },
      { error: 'Gruppo: campo obbligatorio' },
    ),
  })
  .refine((b) => !b.username || b.username.toLowerCase() === b.email, {
    path: ['username'],
    message: "Nome utente: deve essere uguale all'e-mail",
  });
export type TeamMemberBody = z.input<typeof TeamMemberBody>;

/** POST /api/team/role.json: a member's role in the team. */
export const TeamRoleBody = z.object({
  membershipId: id('Appartenenza'),
  ruolo: z.string({ error: 'Ruolo: campo obbligatorio' }).min(1, 'Ruolo: campo obbligatorio').max(40),
});
export type TeamRoleBody = z.infer<typeof TeamRoleBody>;

/** POST /api/team/remove.json and /api/team/toggle-status.json address a membership. */
export const TeamMembershipBody = z.object({ membershipId: id('Appartenenza') });
export type TeamMembershipBody = z.infer<typeof TeamMembershipBody>;
export const TeamStatoBody = MembershipStatoBody;
export type TeamStatoBody = MembershipStatoBody;

/**
 * POST /api/team/invitation/resend.json and /api/team/invitation/cancel.json address an invitation
 * an existing account has not answered yet (a team table row of `invitation` kind).
 */
export const TeamInvitationBody = z.object({ invitationId: id('Invito') });
export type TeamInvitationBody = z.infer<typeof TeamInvitationBody>;

/** The invited person's link (/team-invitation?token=…): GET to read it, POST to accept or decline. */
export const TeamInvitationTokenQuery = z.object({ token: z.string().max(500).default('') });
export const TeamInvitationAnswerBody = z.object({
  token: z.string({ error: 'Link: non valido' }).min(20, 'Link: non valido').max(200, 'Link: non valido'),
  accept: z.boolean({ error: 'Risposta: accetta o rifiuta' }),
});
export type TeamInvitationAnswerBody = z.infer<typeof TeamInvitationAnswerBody>;

/** What the invited person reads before answering. */
export const TeamInvitationReply = z.object({
  username: z.string(),
  groupName: z.string(),
  envName: z.string(),
  roleLabel: z.string(),
  invitedBy: z.string(),
});
export type TeamInvitationReply = z.infer<typeof TeamInvitationReply>;

/** A user-visible outcome with an Italian message. */
export const PeopleReply = z.object({ message: z.string() });
export type PeopleReply = z.infer<typeof PeopleReply>;

/** A roles list template (kind 'roles'): the roles a form may offer, with their labels. */
export const RoleListTemplate = z.object({
  roles: z.array(z.object({ value: Role, label: z.string().min(1) })).min(1),
});
export type RoleListTemplate = z.infer<typeof RoleListTemplate>;

/** GET /api/group/user-candidates.json?search=: the users an admin may add to a group (at most 20). */
export const UserCandidatesQuery = z.object({
  search: z.string().trim().max(100, 'Ricerca: al massimo 100 caratteri').default(''),
});
export type UserCandidatesQuery = z.infer<typeof UserCandidatesQuery>;

/** POST /api/group/remove-user.json: `env` limits the removal to one environment (all when empty). */
export const GroupRemoveUserBody = RemoveUserBody.extend({ env: z.string().max(40).default('') });
export type GroupRemoveUserBody = z.infer<typeof GroupRemoveUserBody>;

/** The team calls' optional `group` (slug) query: an admin works on any group's team, a referent on their own. */
export const TeamGroupQuery = z.object({ group: z.string().trim().max(80, 'Gruppo: non valido').optional() });
export type TeamGroupQuery = z.infer<typeof TeamGroupQuery>;
