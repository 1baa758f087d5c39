/**
 * The sign-in pages, each loaded on its own when the router first shows it: the login page (the
 * first screen of a session) carries no schema library; the others bring the schemas they
 * check their fields with.
 */
export const authPages = {
  login: () => import('./login-page').then((m) => m.LoginPage),
  forgotPassword: () => import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('./reset-password-page').then((m) => m.ResetPasswordPage),
  logout: () => import('./logout-page').then((m) => m.LogoutPage),
};

// The link back to the login page, on the forms' public pages (registration, e-mail check).
export { authMessages } from './messages';
