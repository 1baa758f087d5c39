import type { ComponentType } from 'react';
import { lazyPage } from '../../components/lazy-page';
import type { NamedModalProps } from '../../components/modal-host';

const HelpModal = lazyPage<NamedModalProps>(() => import('../../features/support').then((m) => m.HelpModal));
const ContactModal = lazyPage<NamedModalProps>(() =>
  import('../../features/support').then((m) => m.ContactModal),
);
const UserSettingsModal = lazyPage<NamedModalProps>(() =>
  import('../../features/forms').then((m) => m.UserSettingsModal),
);
const ChangePasswordModal = lazyPage<NamedModalProps>(() =>
  import('../../features/forms').then((m) => m.ChangePasswordModal),
);

/** The modals the server may name in menus and user actions (spec 3 §2, "User modals"). */
export const modalRegistry: Record<string, ComponentType<NamedModalProps>> = {
  'main-help-modal': HelpModal,
  'main-contact-modal': ContactModal,
  'user-settings-modal': UserSettingsModal,
  'settings-main-user-modal': ChangePasswordModal,
};
