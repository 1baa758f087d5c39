import type {
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  MessageReply,
  ResetPasswordBody,
  SsoLinkBody,
  SsoLinkReply,
  SsoProvidersReply,
} from '@sportello/contracts';
import { api } from '../../lib/api';

// The sign-in pages show their own errors (in an Alert or under a field): every call is silent.
export const login = (body: LoginBody) =>
  api<LoginReply>('/api/auth/login', { method: 'POST', body, silent: true });

export const forgotPassword = (body: ForgotPasswordBody) =>
  api<MessageReply>('/api/auth/forgot-password', { method: 'POST', body, silent: true });

export const checkResetToken = (token: string) =>
  api<{ username: string }>('/api/auth/reset-password', { query: { token }, silent: true });

export const resetPassword = (body: ResetPasswordBody) =>
  api<MessageReply>('/api/auth/reset-password', { method: 'POST', body, silent: true });

// Single sign-on: the providers of the login page, and a first sign-in's password proof.
export const ssoProviders = () => api<SsoProvidersReply>('/api/auth/sso/providers', { silent: true });

export const ssoPendingLink = () => api<SsoLinkReply>('/api/auth/sso/link', { silent: true });

export const ssoConfirmLink = (body: SsoLinkBody) =>
  api<LoginReply>('/api/auth/sso/link', { method: 'POST', body, silent: true });
