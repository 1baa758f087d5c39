import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS } from '@sportello/contracts';
import { badRequest } from '../http/errors.js';
import { hashPassword } from './password.js';

/**
 * The ~49,000 passwords seen most often in public breaches, as zxcvbn-ts ships them
 * (`@zxcvbn-ts/language-common`: MIT, maintained, offline, no network call at run time).
 * Compared lower-cased: "Password123" is as guessable as "password123".
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Why a password someone chooses is refused, in Italian and naming the field; null when it is fine. */
export function passwordProblem(password: string, label: string): string | null {
  if (password.length < LIMITS.password.min) return `${label}: almeno ${LIMITS.password.min} caratteri`;
  if (password.length > LIMITS.password.max) return `${label}: troppo lunga`;
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    return `${label}: è tra le password più usate e si indovina facilmente, scegline un'altra`;
  return null;
}

/**
 * The hash of a password a person has just chosen (registration, change, reset, an admin setting
 * it, create-admin), after the policy: 400 on `field` otherwise. Random and seeded passwords use
 * hashPassword directly.
 */
export async function hashChosenPassword(password: string, field: string, label: string): Promise<string> {
  const problem = passwordProblem(password, label);
  if (problem) throw badRequest(problem, { [field]: problem });
  return hashPassword(password);
}
