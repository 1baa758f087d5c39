import type { SsoIdentityBody } from '@sportello/contracts';
import type { Actor } from '../../../platform/auth/actor.js';
import type { AppDeps } from '../../../platform/deps.js';
import { nowIso } from '../../../platform/db/connect.js';
import { recordAudit } from '../../../platform/audit/index.js';
import { AppError, badRequest } from '../../../platform/http/errors.js';
import { findUser } from '../../people/index.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { deleteIdentity, insertIdentity, listIdentities } from './sso.repo.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

async function target(deps: Deps, userId: number) {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('not_found', 404, AUTH_MESSAGES.ssoUserNotFound);
  return user;
}

function provider(deps: Deps, key: string) {
  const found = deps.config.sso.providers.find((p) => p.key === key);
  if (!found)
    throw badRequest(AUTH_MESSAGES.ssoUnknownProvider, { provider: AUTH_MESSAGES.ssoUnknownProvider });
  return found;
}

/** The provider accounts linked to a person. */
export async function identitiesOf(deps: Deps, userId: number) {
  await target(deps, userId);
  const rows = await listIdentities(deps.db, userId);
  return rows.map(({ issuer: _issuer, ...row }) => row);
}

/**
 * An administrator links a person to their account at a provider, by the subject the provider
 * gives it (an administrator reads it in the provider's console): the next sign-in with it needs
 * no password. One provider account is linked to one person at most (409).
 */
export async function linkIdentity(deps: Deps, actor: Actor, userId: number, body: SsoIdentityBody) {
  const p = provider(deps, body.provider);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const user = await target({ ...deps, db: trx }, userId);
    const row = { userId, provider: p.key, issuer: p.issuer, subject: body.subject, email: '', now };
    if (!(await insertIdentity(trx, row)))
      throw new AppError('conflict', 409, AUTH_MESSAGES.ssoAlreadyLinked);
    const after = { provider: p.key, subject: body.subject };
    await recordAudit(
      trx,
      actor,
      'user.sso_link',
      { type: 'user', id: userId, label: user.username },
      null,
      after,
      now,
    );
  });
}

export async function unlinkIdentity(deps: Deps, actor: Actor, userId: number, body: SsoIdentityBody) {
  const p = provider(deps, body.provider);
  await deps.db.transaction().execute(async (trx) => {
    const user = await target({ ...deps, db: trx }, userId);
    if (!(await deleteIdentity(trx, userId, p.issuer, body.subject)))
      throw new AppError('not_found', 404, AUTH_MESSAGES.ssoIdentityNotFound);
    const before = { provider: p.key, subject: body.subject };
    await recordAudit(
      trx,
      actor,
      'user.sso_unlink',
      { type: 'user', id: userId, label: user.username },
      before,
      null,
    );
  });
}
