import type { Config } from '../../config.js';
import type { Actor } from '../../platform/auth/actor.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { recordAudit, type AuditTarget } from '../../platform/audit/index.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest } from '../../platform/http/errors.js';
import { composeMail } from '../../platform/mail/compose.js';
import type { Mail } from '../../platform/mail/mail.js';
import { PEOPLE_MESSAGES } from './people.messages.js';
import { roleName } from './people.presenter.js';
import { membershipTarget } from './people.rules.js';
import { insertMembership, userMembershipsInGroup } from './memberships.repo.js';
import {
  deleteInvitation,
  findLiveInvitationByToken,
  insertInvitation,
  renewInvitation,
  type InvitationDetail,
} from './team-invitations.repo.js';

/**
 * Team invitations of existing accounts: a referent (or an admin) may not put someone who already
 * has an account into their team by themselves. The person gets an e-mail with a link where they
 * accept or decline; until they accept there is no membership, so nothing is granted. (A new
 * account created by the team is pending until its owner chooses a password from the activation
 * e-mail, which is their acceptance.)
 */
export const INVITATION_DAYS = 14;

interface Invitee {
  id: number;
  username: string;
  email: string;
  fullName: string;
}

const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000).toISOString();

function invitationMail(
  config: Pick<Config, 'publicUrl'>,
  user: Invitee,
  team: { groupName: string; appName: string; roleLabel: string; invitedBy: string },
  token: string,
): Mail {
  return composeMail(
    user.email,
    `Sportello: invito nel team di ${team.groupName}`,
    [
      `Gentile ${user.fullName.trim() || user.username},`,
      `${team.invitedBy} ti invita a far parte del team di «${team.groupName}» su Sportello (${team.appName}) con il ruolo di ${team.roleLabel.toLowerCase()}, con il tuo account «${user.username}».`,
      `Apri il link entro ${INVITATION_DAYS} giorni per accettare o rifiutare: finché non accetti non entri nel team. Se non conosci chi ti invita, rifiuta o ignora questa e-mail.`,
    ],
    {
      href: `${config.publicUrl}/team-invitation?token=${encodeURIComponent(token)}`,
      label: "Rispondi all'invito",
    },
  );
}

/** Before acceptance there is no membership: invitations are recorded on the invited account. */
const invitedTarget = (
  userId: number,
  m: { username: string; groupName: string; appName: string },
): AuditTarget => ({ ...membershipTarget(userId, m), type: 'user' });

const inviterName = (actor: Pick<Actor, 'fullName' | 'username'>) => actor.fullName.trim() || actor.username;

/** Invites an existing account; call inside the team's transaction, send the mail after commit. */
export async function inviteToTeam(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  user: Invitee,
  team: {
    groupId: number;
    groupName: string;
    appId: number;
    appName: string;
    role: string;
    roleLabel: string;
  },
): Promise<Mail> {
  const { token, hash } = newToken();
  const now = nowIso();
  const id = await insertInvitation(db, {
    userId: user.id,
    groupId: team.groupId,
    appId: team.appId,
    role: team.role,
    invitedBy: actor.userId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: expiry(),
  });
  await recordAudit(db, actor, 'membership.invite', invitedTarget(user.id, { ...user, ...team }), null, {
    role: team.role,
    invitation: id,
  });
  return invitationMail(config, user, { ...team, invitedBy: inviterName(actor) }, token);
}

/** A new link for an invitation not answered yet (the old link stops working). */
export async function reissueInvitation(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  invitation: InvitationDetail,
  roleLabel: string,
): Promise<Mail> {
  const { token, hash } = newToken();
  await renewInvitation(db, invitation.id, hash, expiry());
  return invitationMail(
    config,
    { ...invitation, id: invitation.userId },
    { ...invitation, roleLabel, invitedBy: inviterName(actor) },
    token,
  );
}

async function liveInvitation(db: Db, token: string) {
  const invitation = token ? await findLiveInvitationByToken(db, hashToken(token), nowIso()) : undefined;
  if (!invitation) throw badRequest(PEOPLE_MESSAGES.invitationInvalid);
  return invitation;
}

/** What the invited person reads on the invitation's page; 400 for any bad or expired link. */
export async function readInvitation(db: Db, token: string) {
  const invitation = await liveInvitation(db, token);
  return {
    username: invitation.username,
    groupName: invitation.groupName,
    envName: invitation.appName,
    roleLabel: roleName(invitation.role),
    invitedBy: invitation.inviterName?.trim() || invitation.inviterUsername || '',
  };
}

/**
 * The invited person's answer: accepting makes the membership (enabled, with the role offered);
 * declining drops the invitation. Either way the link is spent. The person is the actor of the
 * audit record: the link reached only their mailbox.
 */
export async function answerInvitation(db: Db, token: string, accept: boolean): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const invitation = await liveInvitation(trx, token);
    if (!(await deleteInvitation(trx, invitation.id))) throw badRequest(PEOPLE_MESSAGES.invitationInvalid);
    const person = { userId: invitation.userId, username: invitation.username };
    const target = {
      username: invitation.username,
      groupName: invitation.groupName,
      appName: invitation.appName,
    };
    if (!accept) {
      await recordAudit(trx, person, 'membership.decline', invitedTarget(invitation.userId, target), null, {
        invitation: invitation.id,
      });
      return PEOPLE_MESSAGES.invitationDeclined(invitation.groupName);
    }
    const already = await userMembershipsInGroup(
      trx,
      invitation.userId,
      invitation.groupId,
      invitation.appId,
    );
    if (!already.length) {
      const id = await insertMembership(trx, {
        userId: invitation.userId,
        groupId: invitation.groupId,
        appId: invitation.appId,
        role: invitation.role,
        stato: 1,
        now: nowIso(),
      });
      await recordAudit(trx, person, 'membership.accept', membershipTarget(id, target), null, {
        role: invitation.role,
        stato: 1,
      });
    }
    return PEOPLE_MESSAGES.invitationAccepted(invitation.groupName);
  });
}
