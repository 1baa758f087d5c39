export { LoginPage } from './login-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { LogoutPage } from './logout-page';
