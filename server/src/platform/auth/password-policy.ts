import { LIMITS } from '@sportello/contracts';
import { badRequest } from '../http/errors.js';
import { hashPassword } from './password.js';

/**
 * The ~49,000 passwords seen most often in public breaches, as zxcvbn-ts ships them
 * (`@zxcvbn-ts/language-common`: MIT, maintained, offline, no network call at run time).
 * Compared lower-cased: "Password123" is as guessable as "password123".
 */
let commonPasswords: Promise<ReadonlySet<string>> | null = null;

/**
 * Loaded the first time a password is chosen: the dictionaries weigh ~15 MB of heap, which a
 * server that only signs people in would carry for nothing.
 */
const loadCommonPasswords = (): Promise<ReadonlySet<string>> =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ));

/** Why a password someone chooses is refused, in Italian and naming the field; null when it is fine. */
export async function passwordProblem(password: string, label: string): Promise<string | null> {
  if (password.length < LIMITS.password.min) return `${label}: almeno ${LIMITS.password.min} caratteri`;
  if (password.length > LIMITS.password.max) return `${label}: troppo lunga`;
  if ((await loadCommonPasswords()).has(password.toLowerCase()))
    return `${label}: è tra le password più usate e si indovina facilmente, scegline un'altra`;
  return null;
}

/**
 * The hash of a password a person has just chosen (registration, change, reset, an admin setting
 * it, create-admin), after the policy: 400 on `field` otherwise. Random and seeded passwords use
 * hashPassword directly.
 */
export async function hashChosenPassword(password: string, field: string, label: string): Promise<string> {
  const problem = await passwordProblem(password, label);
  if (problem) throw badRequest(problem, { [field]: problem });
  return hashPassword(password);
}
