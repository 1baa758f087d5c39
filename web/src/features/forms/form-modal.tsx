import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import Dialog from '@mui/material/Dialog';
import { TemplateForm, successMessageOf } from '../../components/form';
import type { NamedModalProps } from '../../components/modal-host';
import { notify } from '../../lib/notify';
import { formPageMessages } from './messages';

/** A template form in a modal: Annulla or Escape close it; success closes it with the reply's message. */
export function TemplateFormModal({
  open,
  onClose,
  formType,
  fallbackTitle,
}: NamedModalProps & { formType: string; fallbackTitle: string }) {
  const titleId = useId();
  // A form that leads elsewhere (its reply's redirect) closes once the app is there.
  const location = useLocation();
  const [openedAt] = useState(location.key);
  useEffect(() => {
    if (location.key !== openedAt) onClose();
  }, [location.key, openedAt, onClose]);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth scroll="paper" aria-labelledby={titleId}>
      <TemplateForm
        formType={formType}
        layout="dialog"
        titleId={titleId}
        fallbackTitle={fallbackTitle}
        onCancel={onClose}
        onSuccess={(reply, template) => {
          notify({ message: successMessageOf(reply, template), severity: 'success' });
          onClose();
        }}
      />
    </Dialog>
  );
}

/** user-settings-modal: username, e-mail, slug. */
export const UserSettingsModal = (props: NamedModalProps) => (
  <TemplateFormModal
    {...props}
    formType="user-settings"
    fallbackTitle={formPageMessages.pages.userSettings}
  />
);

/** settings-main-user-modal: change password (two equal, non-empty fields). */
export const ChangePasswordModal = (props: NamedModalProps) => (
  <TemplateFormModal
    {...props}
    formType="change-password"
    fallbackTitle={formPageMessages.pages.changePassword}
  />
);

/** login-modal (spec 3 §2): choose the area to accredit on; it leads to that area's form. */
export const LoginModal = (props: NamedModalProps) => (
  <TemplateFormModal {...props} formType="login" fallbackTitle={formPageMessages.pages.accreditation} />
);
