import { z } from './z.js';
import { CreatedPartnerKey } from './partner-keys.js';
import { page } from './envelope.js';
import { LIMITS } from './constants.js';

/**
 * Requests people send through the user forms (spec 3 §2 "Accreditation and new structure", spec 1
 * §6 showApiConfiguration) and the admins' decision on them. The forms themselves are
 * templates (FormTemplate); these are the shapes of the admin queue "Richieste in attesa".
 */

/** accreditation: join an IAT office or a redazione; structure: a new accommodation; api: API access. */
export const REQUEST_TYPES = ['accreditation', 'structure', 'api'] as const;
export const RequestType = z.enum(REQUEST_TYPES);
export type RequestType = z.infer<typeof RequestType>;

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  accreditation: 'Accreditamento',
  structure: 'Nuova struttura',
  api: 'Accesso API',
};

export const REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export const RequestStatus = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof RequestStatus>;

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'In attesa',
  approved: 'Approvata',
  refused: 'Rifiutata',
};

/** "membership-12" (accreditation or structure) or "api-5": one id space over the two tables. */
export const REQUEST_ID_PATTERN = /^(membership|api)-[1-9]\d{0,9}$/;
export const RequestId = z.string().regex(REQUEST_ID_PATTERN, 'Richiesta: identificativo non valido');

export const RequestsQuery = z.object({
  status: RequestStatus.default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RequestsQuery = z.infer<typeof RequestsQuery>;

/** One line of the queue: who asks, for what, where, when and why. */
export const AccessRequest = z.object({
  id: z.string(),
  type: RequestType,
  typeLabel: z.string(),
  status: RequestStatus,
  requester: z.object({
    id: z.number().int(),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
  }),
  /** The office, redazione or structure the request is about (the user's group for API access). */
  area: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    kind: z.string(),
    kindLabel: z.string(),
  }),
  env: z.object({ slug: z.string(), name: z.string() }),
  /** Requested role (accreditation, structure); empty for API access. */
  role: z.string(),
  roleLabel: z.string(),
  motivation: z.string(),
  /** Further facts as label and value pairs (category, municipality, authorisations …). */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string(),
});
export type AccessRequest = z.infer<typeof AccessRequest>;

export const AccessRequestPage = page(AccessRequest);
export type AccessRequestPage = z.infer<typeof AccessRequestPage>;

export const DECISIONS = ['approve', 'refuse'] as const;
export const Decision = z.enum(DECISIONS, { error: 'Decisione: scegli approva o rifiuta' });
export type Decision = z.infer<typeof Decision>;

export const REQUEST_NOTE_MAX = 1000;

export const DecisionBody = z.object({
  decision: Decision,
  /** Written into the e-mail to the requester. */
  note: z.string().trim().max(REQUEST_NOTE_MAX, `Nota: al massimo ${REQUEST_NOTE_MAX} caratteri`).optional(),
});
export type DecisionBody = z.infer<typeof DecisionBody>;

export const DecisionParams = z.object({ id: RequestId });

export const DecisionReply = z.object({
  message: z.string(),
  request: AccessRequest,
  /** An approved API request: the key it created, with its secret (shown once, never again). */
  apiKey: CreatedPartnerKey.optional(),
});
export type DecisionReply = z.infer<typeof DecisionReply>;

/** POST /api/forms/verify-email: the token of the link e-mailed by temporary-register. */
const LinkToken = z
  .string({ error: 'Link: non valido' })
  .min(20, 'Link: non valido')
  .max(200, 'Link: non valido');

/**
 * POST /api/forms/verify-email: the link of a registration and the password chosen then, so only
 * whoever chose it (and reads the mailbox) activates the account.
 */
export const VerifyEmailBody = z.object({
  token: LinkToken,
  password: z
    .string({ error: 'Password: campo obbligatorio' })
    .min(1, 'Password: campo obbligatorio')
    .max(LIMITS.password.max, 'Password: troppo lunga'),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** POST /api/forms/confirm-email: the link sent to the new address of an account. */
export const ConfirmEmailBody = z.object({ token: LinkToken });
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

/** Form types served by /api/forms/{formType} (spec 3 §2). */
export const FORM_TYPES = [
  'accreditation',
  'newStructure',
  'user-settings',
  'change-password',
  'temporary-register',
  'new-policy',
  'group-create',
  'group-edit',
  'user-create',
  'user-edit',
  'agenda-contact',
  'api-configuration',
  'login',
] as const;
export type FormType = (typeof FORM_TYPES)[number];
