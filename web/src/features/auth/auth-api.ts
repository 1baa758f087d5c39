import type {
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  MessageReply,
  ResetPasswordBody,
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
