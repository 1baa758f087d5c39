import {
  INACTIVE_DOCUMENTS_PATH,
  INACTIVE_TEMPLATE,
  INACTIVE_TIMER_SECONDS,
  InactiveTemplate,
  type ConfigUser,
  type Environment,
  type InactiveReason,
  type UserAction,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { requireTemplate } from '../../platform/templates/index.js';
import { MESSAGES } from './shell.messages.js';
import { CONTACT_MODAL, LOGOUT_PATH, switchSiteActions } from './user-actions.js';

/** The modal's texts for an environment (template inactive/account, the board may edit it). */
export const loadInactiveTemplate = (db: Db, env: string): Promise<InactiveTemplate> =>
  requireTemplate(db, InactiveTemplate, INACTIVE_TEMPLATE.kind, INACTIVE_TEMPLATE.key, env);

/** Contact, the other environments where the user is enabled (when the template allows), logout. */
function inactiveActions(ctx: EnvContext, environments: Environment[], t: InactiveTemplate): UserAction[] {
  return [
    {
      action: CONTACT_MODAL,
      modal: CONTACT_MODAL,
      label: t.modal.contactLabel,
      icon: 'ContactSupportOutlined',
    },
    ...(t.modal.switchSite ? switchSiteActions(ctx, environments) : []),
    { action: LOGOUT_PATH, label: MESSAGES.logout, icon: 'Logout' },
  ];
}

/**
 * Why a user who may work nowhere cannot: an environment switched off by an administrator makes
 * them suspended; otherwise their accreditations wait (pending), or they have none (none).
 */
export function inactiveReasonOf(environments: Environment[]): InactiveReason {
  const off = environments.filter((e) => !e.active);
  if (!off.length) return 'none';
  return off.some((e) => e.inactiveReason !== 'pending') ? 'suspended' : 'pending';
}

/**
 * The restricted modal of a user who is not active (spec 3 §4): the template's texts (subtitle and
 * text for the reason, when it has them), the actions this user has, the upload's address, and the
 * countdowns with their default length.
 */
export function presentInactive(
  t: InactiveTemplate,
  ctx: EnvContext,
  environments: Environment[],
): Pick<ConfigUser, 'customForm' | 'customMessage' | 'isActiveModal'> {
  const { fileLoader, reasons, ...texts } = t.modal;
  const reason = inactiveReasonOf(environments);
  const why = reasons?.[reason];
  // {{groups}}: the offices of the environments off for this reason, as the user knows them.
  const apps = new Set(environments.filter((e) => !e.active && e.inactiveReason === reason).map((e) => e.id));
  const groups = [...new Set(ctx.actor.memberships.filter((m) => apps.has(m.appId)).map((m) => m.groupName))];
  const fill = (text: string) => text.replaceAll('{{groups}}', groups.join(', ') || MESSAGES.yourOffice);
  return {
    isActiveModal: {
      ...texts,
      ...(why?.subtitle ? { subtitle: fill(why.subtitle) } : {}),
      ...(why?.text ? { text: fill(why.text) } : {}),
      reason,
      actions: inactiveActions(ctx, environments, t),
      ...(fileLoader ? { fileLoader: { action: INACTIVE_DOCUMENTS_PATH, ...fileLoader } } : {}),
    },
    ...(t.customForm
      ? { customForm: { ...t.customForm, timer: t.customForm.timer ?? INACTIVE_TIMER_SECONDS } }
      : {}),
    ...(t.customMessage
      ? { customMessage: { ...t.customMessage, timer: t.customMessage.timer ?? INACTIVE_TIMER_SECONDS } }
      : {}),
  };
}
