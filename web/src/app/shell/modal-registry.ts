import type { ComponentType } from 'react';
import { lazyPage } from '../../components/lazy-page';
import type { NamedModalProps } from '../../components/modal-host';

const HelpModal = lazyPage<NamedModalProps>(() => import('../../features/support').then((m) => m.HelpModal));
const ContactModal = lazyPage<NamedModalProps>(() =>
  import('../../features/support').then((m) => m.ContactModal),
);

/** The modals the server may name in menus and user actions (spec 3 §2, "User modals"). */
export const modalRegistry: Record<string, ComponentType<NamedModalProps>> = {
  'main-help-modal': HelpModal,
  'main-contact-modal': ContactModal,
};
