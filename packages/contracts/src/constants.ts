/** Business constants shared by server and browser (spec 3 §9, 1 §9). One place, never repeated. */
export const SESSION_REFRESH_MS = 300_000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const SNACKBAR_ERROR_MS = 10_000;
export const TEXT_TRUNCATE_CHARS = 250;
export const DEFAULT_ENV = 'make-iat';
export const EXPLORE_ENV = 'make-iat';
export const PORTAL_ENV = 'make-vt';
export const DEFAULT_APP_PREFIX = '/app';
export const CSRF_COOKIE = 'sportello_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'sportello_session';

export const CONTENT_LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ContentLanguage = 'it';

/** Limits of free text typed by people; the server refuses more, the browser counts down. */
export const LIMITS = {
  username: 120,
  password: { min: 10, max: 200 },
  email: 254,
  fullName: 120,
  contactMessage: 5000,
  autocompleteQuery: 100,
} as const;

/**
 * What the top-bar search can look for: the spec's types (content, guide, report, user, group) and
 * the explore catalogue (explore). Each is searched only by those who may open its page.
 */
export const SEARCH_TYPES = ['content', 'guide', 'report', 'user', 'group', 'explore', 'agenda'] as const;
