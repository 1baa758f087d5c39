import { DEFAULT_APP_PREFIX, EXPLORE_ENV, type SearchType } from '@sportello/contracts';

/** Where the app lives; the server sends the same value as config.appPrefix. */
export const APP_PREFIX: string =
  (import.meta.env.VITE_APP_PREFIX as string | undefined) ?? DEFAULT_APP_PREFIX;

export const LOGOUT_PATH = '/make/logout';
export const SWITCH_SITE_PATH = '/service/switch-site.jsp';

/** Top-level screens already routed by the app (the brand link goes to them). */
const LANDED_SCREENS = new Set<string>(['explore', 'content']);

const enc = encodeURIComponent;
const qs = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
};

/** Typed route builders: components never concatenate paths themselves. */
export const paths = {
  login: (next?: string) => `/login${qs({ next: next || undefined })}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password${qs({ token })}`,
  appRoot: () => APP_PREFIX,
  envRoot: (env: string) => `${APP_PREFIX}/${enc(env)}`,
  /** The app url of a menu or user action ("outbox", "/user-settings", …). */
  action: (env: string, action: string, query: Record<string, string | number | undefined> = {}) =>
    `${APP_PREFIX}/${enc(env)}/${action.replace(/^\/+/, '')}${qs(query)}`,
  outbox: (env: string) => `${APP_PREFIX}/${enc(env)}/outbox`,
  page: (env: string, pageId: string) => `${APP_PREFIX}/${enc(env)}/${enc(pageId)}`,
  explore: (env: string) => `${APP_PREFIX}/${enc(env)}/explore`,
  content: (env: string) => `${APP_PREFIX}/${enc(env)}/content`,
  /**
   * The brand link: explore when the root environment is the explore one, otherwise content
   * (spec 3 §2). Until those screens are routed (LANDED_SCREENS) it lands on the env root.
   */
  brand: (env: string, rootEnv: string) => {
    const screen = rootEnv === EXPLORE_ENV ? 'explore' : 'content';
    return LANDED_SCREENS.has(screen) ? paths.action(env, screen) : paths.envRoot(env);
  },
  /** Explore with a search typed (q) and, optionally, an item's preview open over it (item=type:id). */
  exploreSearch: (env: string, q: string, item?: string) =>
    `${APP_PREFIX}/${enc(env)}/explore${qs({ q, item })}`,
  /** Enter in the top-bar search: the type's full results (spec 3 §2; explore reads q). */
  searchResults: (env: string, type: SearchType, query: string) =>
    type === 'explore'
      ? paths.exploreSearch(env, query)
      : `${APP_PREFIX}/${enc(env)}/${type}${qs({ query, contentPage: 1 })}`,
  /** The agenda with one contact's modal open (g{id} a group, p{id} a partner). */
  agendaContact: (env: string, key: string) => `${APP_PREFIX}/${enc(env)}/agenda${qs({ contatto: key })}`,
  searchPreview: (env: string, type: SearchType, id: number | string) =>
    `${APP_PREFIX}/${enc(env)}/${type}/preview/${enc(String(id))}`,
  userView: (env: string, id: number, toVerify: boolean) =>
    `${APP_PREFIX}/${enc(env)}/user${qs(toVerify ? { verify: id } : { view: id })}`,
  /** Template forms: a form by type, and the named pages that show one. */
  form: (env: string, formType: string) => `${APP_PREFIX}/${enc(env)}/forms/${enc(formType)}`,
  accreditation: (env: string) => `${APP_PREFIX}/${enc(env)}/accreditation`,
  addStructure: (env: string) => `${APP_PREFIX}/${enc(env)}/add-structure`,
  apiConfiguration: (env: string) => `${APP_PREFIX}/${enc(env)}/api-configuration`,
  register: () => '/register',
  verifyEmail: (token: string) => `/verify-email${qs({ token })}`,
  /** Where "Esci" posts (and, opened as a page, the screen that asks before posting). */
  logout: () => LOGOUT_PATH,
  switchSite: (params: Record<string, string> = {}) => `${SWITCH_SITE_PATH}${qs(params)}`,
  whatsapp: (number: string) => `https://wa.me/${number.replace(/[^\d]/g, '')}`,
};

/** The path inside the app after /{prefix}/{env}/, without leading slash ("" at the env root). */
export function pathInEnv(pathname: string, env: string): string {
  const base = paths.envRoot(env);
  if (!pathname.startsWith(base)) return '';
  return pathname.slice(base.length).replace(/^\/+/, '');
}

/** Links that must leave the single-page app (server routes, other sites). */
export function isDocumentHref(href: string): boolean {
  return (
    /^[a-z][a-z\d+.-]*:/i.test(href) ||
    href.startsWith('//') ||
    href.startsWith(LOGOUT_PATH) ||
    href.startsWith(SWITCH_SITE_PATH) ||
    href.startsWith('/make/') ||
    href.startsWith('/service/') ||
    href.startsWith('/api/')
  );
}
