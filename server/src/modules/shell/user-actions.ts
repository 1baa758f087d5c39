import type { Environment, UserAction } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { MESSAGES } from './shell.messages.js';

export const SWITCH_SITE_PATH = '/service/switch-site.jsp';
export const LOGOUT_PATH = '/make/logout';
export const HELP_MODAL = 'main-help-modal';
export const CONTACT_MODAL = 'main-contact-modal';
export const USER_SETTINGS_MODAL = 'user-settings-modal';
export const CHANGE_PASSWORD_MODAL = 'settings-main-user-modal';

/**
 * The user menu (top right), built per user. An action is an app route relative to
 * {appPrefix}/{env}/ (e.g. "outbox"), a server path starting with "/" (logout, site switch, with
 * `params` as its query string), or, with `modal`, the id of a modal the page opens instead.
 */
export function userActions(ctx: EnvContext, environments: Environment[]): UserAction[] {
  const actions: UserAction[] = [
    { action: HELP_MODAL, modal: HELP_MODAL, label: MESSAGES.help, icon: 'HelpOutline' },
    { action: CONTACT_MODAL, modal: CONTACT_MODAL, label: MESSAGES.contact, icon: 'ContactSupportOutlined' },
  ];
  // The outbox beside the page being worked on: a new tab without the chrome (__blank, spec 3 §2).
  if (can(ctx, 'outbox.read'))
    actions.push({ action: 'outbox', label: MESSAGES.outbox, icon: 'MailOutline', blank: true });
  switchSiteActions(ctx, environments).forEach((a, i) => actions.push(i === 0 ? { ...a, divider: true } : a));
  // The user's own account (forms user-settings and change-password), just before "Esci".
  actions.push(
    {
      action: USER_SETTINGS_MODAL,
      modal: USER_SETTINGS_MODAL,
      label: MESSAGES.settings,
      icon: 'SettingsOutlined',
      divider: true,
    },
    {
      action: CHANGE_PASSWORD_MODAL,
      modal: CHANGE_PASSWORD_MODAL,
      label: MESSAGES.changePassword,
      icon: 'Lock',
    },
  );
  actions.push({ action: LOGOUT_PATH, label: MESSAGES.logout, icon: 'Logout', divider: true });
  return actions;
}

/** One "Vai a …" per other environment where the user has an enabled membership. */
export function switchSiteActions(ctx: EnvContext, environments: Environment[]): UserAction[] {
  return environments
    .filter((e) => e.active && e.slug !== ctx.env)
    .map((e) => ({
      action: SWITCH_SITE_PATH,
      label: MESSAGES.switchTo(e.slug, e.name),
      icon: 'SwapHoriz',
      params: { env: e.slug },
    }));
}
