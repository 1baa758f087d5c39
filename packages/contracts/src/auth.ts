import { z } from './z.js';
import { LIMITS } from './constants.js';

const required = (label: string) => ({ error: `${label}: campo obbligatorio` });

export const LoginBody = z.object({
  username: z
    .string(required('Nome utente o e-mail'))
    .trim()
    .min(1, 'Nome utente o e-mail: campo obbligatorio')
    .max(LIMITS.email, 'Nome utente o e-mail: troppo lungo'),
  password: z
    .string(required('Password'))
    .min(1, 'Password: campo obbligatorio')
    .max(LIMITS.password.max, 'Password: troppo lunga'),
  /** The page the browser wanted before it was sent to the login; only a same-site path is honoured. */
  next: z.string().max(2000).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginReply = z.object({
  /** Where the browser goes next: the page it wanted, or the app root. */
  redirect: z.string(),
});
export type LoginReply = z.infer<typeof LoginReply>;

export const ForgotPasswordBody = z.object({
  username: z
    .string(required('Nome utente o e-mail'))
    .trim()
    .min(1, 'Nome utente o e-mail: campo obbligatorio')
    .max(LIMITS.email, 'Nome utente o e-mail: troppo lungo'),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const NewPassword = z
  .string(required('Nuova password'))
  .min(LIMITS.password.min, `Nuova password: almeno ${LIMITS.password.min} caratteri`)
  .max(LIMITS.password.max, 'Nuova password: troppo lunga');

export const ResetPasswordBody = z
  .object({
    token: z.string(required('Link')).min(20, 'Link: non valido').max(200, 'Link: non valido'),
    password: NewPassword,
    passwordConfirm: z.string(required('Ripeti password')).min(1, 'Ripeti password: campo obbligatorio'),
  })
  .refine((b) => b.password === b.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'Ripeti password: le password non coincidono',
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ResetTokenQuery = z.object({ token: z.string().min(20).max(200) });
export const ResetTokenReply = z.object({ username: z.string() });

export const RefreshReply = z.object({ expiresAt: z.string() });
export type RefreshReply = z.infer<typeof RefreshReply>;

export const MessageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

// ─── single sign-on (OpenID Connect) ────────────────────────────────────────────────────────────

/** The providers offered on the login page: "Accedi con {name}" goes to `startUrl`. */
export const SsoProvidersReply = z.object({
  providers: z.array(z.object({ key: z.string(), name: z.string(), startUrl: z.string() })),
});
export type SsoProvidersReply = z.infer<typeof SsoProvidersReply>;

/** Why a sign-in with a provider came back to the login page (`?sso_error=`). */
export const SSO_ERRORS = [
  'provider_down',
  'state_expired',
  'not_linked',
  'email_unverified',
  'pending',
  'created',
  'disabled',
  'denied',
  'failed',
  'too_many',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** A link waiting for the local password, as the login page shows it. */
export const SsoLinkReply = z.object({ provider: z.string(), username: z.string() });
export type SsoLinkReply = z.infer<typeof SsoLinkReply>;

export const SsoLinkBody = z.object({
  password: z
    .string(required('Password'))
    .min(1, 'Password: campo obbligatorio')
    .max(LIMITS.password.max, 'Password: troppo lunga'),
});
export type SsoLinkBody = z.infer<typeof SsoLinkBody>;

/** Signed out; `redirect`: the provider's own sign-out page, when the session came from one. */
export const LogoutReply = z.object({ message: z.string(), redirect: z.string().optional() });
export type LogoutReply = z.infer<typeof LogoutReply>;

/** An administrator links a person's account to their account at a provider (its subject). */
export const SsoIdentityBody = z.object({
  provider: z
    .string(required('Servizio di accesso'))
    .regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'Servizio di accesso: non valido'),
  subject: z
    .string(required('Identificativo'))
    .trim()
    .min(1, 'Identificativo: campo obbligatorio')
    .max(255, 'Identificativo: troppo lungo'),
});
export type SsoIdentityBody = z.infer<typeof SsoIdentityBody>;

export const SsoIdentitiesReply = z.object({
  identities: z.array(
    z.object({ provider: z.string(), subject: z.string(), email: z.string(), createdAt: z.string() }),
  ),
});
export type SsoIdentitiesReply = z.infer<typeof SsoIdentitiesReply>;
