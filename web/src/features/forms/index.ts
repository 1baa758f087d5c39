export { AccreditationPage, AddStructurePage, ApiConfigurationPage, FormByTypePage } from './form-type-page';
export { UserSettingsModal, ChangePasswordModal, LoginModal } from './form-modal';
export { RegisterPage } from './register-page';
export { VerifyEmailPage } from './verify-email-page';
export { ConfirmEmailPage } from './confirm-email-page';
