/**
 * Secrets out of every log line (a reset link copied from the request log reset a
 * password and signed in). Applied to the whole line as it is written (logger.ts), so that the
 * request's URL, an error's message and stack, and anything a module logs are all covered, in the
 * readable and the JSON format alike.
 */
export const REDACTED = '[redatto]';

/**
 * Query parameters that carry a secret: `token`, `*_token`/`*Token`, passwords, API keys,
 * signatures, codes (pairing, single sign-on), and single sign-on's state, nonce, PKCE verifier
 * and ID token hint.
 */
const SECRET_PARAM =
  /([?&;](?:[a-z0-9_-]*token|password|passwd|secret|api[_-]?key|signature|code|code_verifier|state|nonce|id_token_hint)=)[^&#\s"'\\<>]+/gi;

/** Paths whose last segment is a secret: a list's share link and its revocation. */
const SECRET_PATH = /(\/(?:condivisione\/lista|api\/list\/condivisione)\/)[^/?#\s"'\\<>]+/g;

/**
 * A path segment that looks like one of our tokens (newToken: 43 base64url characters; list
 * shares: 32), wherever it appears: long, base64url, with upper and lower case letters. Slugs are
 * lower case, hashes hexadecimal: neither is touched.
 */
const TOKEN_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{32,}(?=[/?#\s"'\\]|$)/g;
/** A partner's API key (spk_<id>_<secret>) anywhere, e.g. an X-Api-Key a module logs: its id stays readable. */
const PARTNER_KEY = /\b(spk_[a-z0-9]{12}_)[A-Za-z0-9_-]{20,}/g;

const looksRandom = (s: string) => /[A-Z]/.test(s) && /[a-z]/.test(s);

export function redactSecrets(text: string): string {
  return text
    .replace(PARTNER_KEY, `$1${REDACTED}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(SECRET_PATH, `$1${REDACTED}`)
    .replace(TOKEN_SEGMENT, (segment) => (looksRandom(segment) ? REDACTED : segment));
}
