import {
  INACTIVE_DOCUMENTS_PATH,
  INACTIVE_TEMPLATE,
  INACTIVE_TIMER_SECONDS,
  InactiveTemplate,
  type ConfigUser,
  type Environment,
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
 * The restricted modal of a user who is not active (spec 3 §4): the template's texts, the actions
 * this user has, the upload's address, and the countdowns with their default length.
 */
export function presentInactive(
  t: InactiveTemplate,
  ctx: EnvContext,
  environments: Environment[],
): Pick<ConfigUser, 'customForm' | 'customMessage' | 'isActiveModal'> {
  const { fileLoader, ...texts } = t.modal;
  return {
    isActiveModal: {
      ...texts,
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
