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
const LoginModal = lazyPage<NamedModalProps>(() => import('../../features/forms').then((m) => m.LoginModal));
const users = () => import('../../features/users');
const ViewUserModal = lazyPage<NamedModalProps>(() => users().then((m) => m.ViewUserModal));
const EditUserModal = lazyPage<NamedModalProps>(() => users().then((m) => m.EditUserModal));
const VerifyUserModal = lazyPage<NamedModalProps>(() => users().then((m) => m.VerifyUserModal));
const DeleteUserModal = lazyPage<NamedModalProps>(() => users().then((m) => m.NamedDeleteUserModal));
const AddEditViewUserModal = lazyPage<NamedModalProps>(() => users().then((m) => m.AddEditViewUserModal));
const AddEditViewGroupModal = lazyPage<NamedModalProps>(() =>
  import('../../features/groups').then((m) => m.AddEditViewGroupModal),
);

/** The modals the server may name in menus and user actions (spec 3 §2, "User modals"). */
export const modalRegistry: Record<string, ComponentType<NamedModalProps>> = {
  'main-help-modal': HelpModal,
  'main-contact-modal': ContactModal,
  'user-settings-modal': UserSettingsModal,
  'settings-main-user-modal': ChangePasswordModal,
  'login-modal': LoginModal,
  // The user is the page's ?id= (the host passes no parameters); without one the first four say so.
  'view-user-modal': ViewUserModal,
  'edit-user-modal': EditUserModal,
  'verify-user-modal': VerifyUserModal,
  'delete-user-modal': DeleteUserModal,
  'add-edit-view-user-modal': AddEditViewUserModal,
  'add-edit-view-group-modal': AddEditViewGroupModal,
};
